# Ends with an uncaught exception raised from another one.
def parse(text):
    try:
        return int(text)
    except ValueError as e:
        raise LookupError(f"no number in {text!r}") from e


print(parse("12"))
print(parse("twelve"))
