# Ends with an uncaught exception group: what an except* clause raised, beside the part of
# the group no clause matched, with nested groups, a chained cause and notes.
def check(n):
    if n % 3 == 0:
        raise ValueError(f"bad value {n}")
    if n % 3 == 1:
        raise TypeError(f"bad type {n}")
    return n


def run_all(items):
    errors = []
    for n in items:
        try:
            print("ok", check(n))
        except Exception as e:
            e.add_note(f"while checking item {n}")
            errors.append(e)
    if errors:
        raise ExceptionGroup("checks failed", [*errors, ExceptionGroup("nested", [KeyError(n)])])


def main():
    try:
        run_all(range(5))
    except* ValueError as group:
        print("values:", [str(e) for e in group.exceptions])
        raise RuntimeError("cannot recover") from group.exceptions[0]
    except* KeyError:
        print("keys are fine")


main()
