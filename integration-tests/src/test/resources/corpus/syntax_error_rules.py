# The messages and positions CPython 3.13's parser gives for a set of mistakes: its
# "invalid_" rules (a missing colon after a with header, a star with nothing to star, a
# slash run into a star, print without parentheses in any expression), the open bracket
# it reports when the text ends while a rule is still reading, and the compiler's check
# of an attribute named __debug__.
import ast


def show(src, mode="exec"):
    try:
        compile(src, "<case>", mode)
    except SyntaxError as e:
        print(f"{src!r:40} {e.msg} ({e.lineno}, {e.offset}, {e.end_lineno}, {e.end_offset})")
    else:
        print(f"{src!r:40} compiles")


print("-- a with header that the line ends")
for src in ["with a as b", "with a, b as c\n  pass", "with (a as b)\n  pass",
            "with (a, b as c, d)\n  pass", "with a", "with (a)\n pass",
            "async def f():\n async with a as b\n  pass", "with a as b:\n  pass"]:
    show(src)

print("-- a star with nothing to star")
for src in ["A[*(1:2)]", "A[*(1:2)] = 1", "del A[*(1:2)]", "A[*:]", "A[*]", "A[1, *]",
            "A[*-]", "f(x, *:)", "f(x = 5, *:)", "f(*)", "f(*, x)", "print(*, sep='')",
            "[*]", "{*}", "(*)", "(*,)", "[*] = x", "[*(a:b)]", "f(*(a:b))",
            "x = *", "*", "a, * = x", "*a, *", "f(**)", "{**}", "x = *a",
            "f(*a b)", "A[*a b]", "[*a b]", "f(*lambda: 1)"]:
    show(src)

print("-- parameters")
for src in ["def foo(a=1,/*,b,c):\n   pass", "lambda a=1,/*,b,c: None",
            "def f(a,/*):pass", "def f(/*): pass", "lambda a, /*: 0", "def f(a, /, *, b): pass"]:
    show(src)
try:
    ast.parse("def f(\n    *, # type: int\n    a, # type: int\n):\n    pass\n",
              type_comments=True)
except SyntaxError as e:
    print("type comment on a bare *:", e.msg, e.lineno, e.offset)

print("-- class bases")
for src in ["class C(x for x in L):\n    pass", "class C(a, x for x in L): pass",
            "class C((x for x in L)): pass", "class C(*x for x in L): pass",
            "f(x for x in L)"]:
    show(src)

print("-- print and exec without parentheses")
for src in ["print 'x'", "x = print 'x'", "exec 'x'", "(print 'x')", "print 'x' + 1",
            "f(print 1)", "print -1", "print"]:
    for mode in ("exec", "eval"):
        show(src, mode)

print("-- the end of the text inside brackets")
for src in ["match y:\n case e(e=v,v,", "match y:\n case e(e=v,v)",
            "match y:\n case e(e=v,v,\n", "f(a=1, 2,", '"\\\n"(1 for c in I,\\\n\\',
            "f(x for x in y,", "f(a,\\\n", "(1 +\\\n", "x = [1,\\", "x = 1 + \\"]:
    show(src)

print("-- __debug__")
for src in ["obj.__debug__ = 1", "del obj.__debug__", "obj.__debug__ += 1",
            "a, obj.__debug__ = 1, 2", "for obj.__debug__ in x: pass", "x = obj.__debug__",
            "__debug__ = 1"]:
    show(src)

print("-- ast's deprecated node classes")
import warnings
with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    n = ast.Num(42)
    print(type(n).__name__, n.value, isinstance(n, ast.Num))
    s = ast.Str("x")
    print(type(s).__name__, s.value)
