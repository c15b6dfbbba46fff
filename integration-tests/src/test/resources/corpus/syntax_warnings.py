# SyntaxWarnings that the tokenizer, parser and compiler give while compiling, caught as
# warnings, and the SyntaxErrors they become when the filters raise them.
import warnings

SOURCES = [
    r'x = "\d"',
    r'x = b"\q"',
    r'x = "\777"',
    'x = f"{1}\\w"',
    'x = f"\\{{"',
    "x = 1 is 1",
    "x = () is not y",
    "x = y is 'a' is z",
    "if x is 2.5: pass",
    "assert (x, 'message')",
    "x = (1, 2)(3)",
    "x = [1, 2](3)",
    "x = 1[0]",
    "x = [1, 2][x, y]",
    "x = 'abc'['a']",
    "x = [1, 2][0]",
    "x = (1, 2)[1:]",
    "x = 0x1for y in z",
    "x = [0for y in z]",
    "x = 1if y else 2",
    "x = 'ok'",
]

for src in SOURCES:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        compile(src, "<src>", "exec")
    print(repr(src), [(w.category.__name__, str(w.message), w.lineno) for w in caught])

print()
for src in SOURCES[:4] + SOURCES[5:6] + SOURCES[9:11] + SOURCES[17:18]:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            compile(src, "<src>", "exec")
            print(repr(src), "compiled")
        except SyntaxError as e:
            print(repr(src), "SyntaxError:", e.msg, (e.lineno, e.offset))
