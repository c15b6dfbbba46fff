"""ast.parse(feature_version=...): syntax newer than the version asked for is a SyntaxError
with CPython's message; what that version has parses. Also the empty bytes constant's
identity, which ast tests check."""
import ast

samples = [
    ("def foo(x, /): ...", 8), ("lambda x=1, /: ...", 8), ("(x := 0)", 8),
    ("with (x() if y else z()): ...", 8), ("with (a, b): ...", 9),
    ("match x:\n    case 1: pass", 10),
    ("try:\n    pass\nexcept* ValueError:\n    pass", 11),
    ("type X = int", 12), ("class X[T]: pass", 12), ("def f[T](): pass", 12),
    ("type X[*Ts=int] = int", 13), ("class X[T=int]: pass", 13),
    ("def f[**P=int](): pass", 13), ("x = 1", 0),
]
for src, needs in samples:
    for minor in (needs - 1, needs):
        if minor < 0:
            continue
        try:
            ast.parse(src, feature_version=(3, minor))
            print(minor, 'ok', src.splitlines()[0])
        except SyntaxError as e:
            print(minor, 'SyntaxError:', e.msg)
for bad in ((2, 7), (4, 0)):
    try:
        ast.parse('pass', feature_version=bad)
    except ValueError as e:
        print('ValueError:', e)
print(ast.parse("b''").body[0].value.value is ast.parse("b''").body[0].value.value,
      eval("b''") is bytes(), b''[:] is bytes())
older = [
    ("async def f():\n    await g()", 5), ("async def f():\n    async for x in y: pass", 5),
    ("a = b @ c", 5), ("a @= b", 5), ("x: int = 1", 6),
    ("async def f(xs):\n    return [x async for x in xs]", 6), ("a = 42_42_42", 6),
]
for src, needs in older:
    for minor in (needs - 1, needs):
        try:
            ast.parse(src, feature_version=(3, minor))
            print(minor, 'ok', src.splitlines()[-1].strip())
        except SyntaxError as e:
            print(minor, 'SyntaxError:', e.msg)
