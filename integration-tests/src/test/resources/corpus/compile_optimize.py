# compile()'s optimize levels, ast.parse(optimize=...) and __debug__, as CPython 3.13 has them.
import ast
import sys

SOURCE = '''
"""module doc"""
def f():
    """f doc"""
    assert False, "boom"
    return __debug__
class C:
    """C doc"""
    def m(self):
        "m doc"
        return 1
r = f()
'''

for level in (-1, 0, 1, 2):
    ns = {}
    try:
        exec(compile(SOURCE, "<opt>", "exec", optimize=level), ns)
        print(level, "ran:", ns["r"], repr(ns.get("__doc__")), repr(ns["f"].__doc__),
              repr(ns["C"].__doc__), repr(ns["C"].m.__doc__))
    except AssertionError as e:
        print(level, "AssertionError:", e)

print("flags:", sys.flags.optimize, __debug__)

print(ast.dump(ast.parse("x = __debug__", optimize=1)))
print(ast.dump(ast.parse("x = __debug__")))
tree = ast.parse("y = __debug__ and 2")
print(ast.dump(compile(tree, "<a>", "exec", flags=ast.PyCF_OPTIMIZED_AST, optimize=1)))

co = compile('def h():\n    "doc"\n    return 1\n', "<h>", "exec", optimize=2)
h = [c for c in co.co_consts if hasattr(c, "co_name")][0]
print("h consts at -OO:", h.co_consts)
co = compile('def h():\n    "doc"\n    return 1\n', "<h>", "exec", optimize=1)
h = [c for c in co.co_consts if hasattr(c, "co_name")][0]
print("h consts at -O:", h.co_consts)

for bad in (3, -2):
    try:
        compile("1", "x", "eval", optimize=bad)
    except ValueError as e:
        print(bad, e)

print(eval(compile("__debug__", "<e>", "eval", optimize=1)),
      eval(compile("__debug__", "<e>", "eval", optimize=0)))
exec(compile("if __debug__:\n    print('debug')\nelse:\n    print('no debug')\n",
             "<d>", "exec", optimize=1))
exec(compile("if not __debug__:\n    print('no debug')\nelse:\n    print('debug')\n",
             "<d>", "exec", optimize=0))

# an always-true assertion warns at every level
import warnings
for level in (0, 1):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        compile("assert (x, 'msg')", "<w>", "exec", optimize=level)
    print(level, [str(x.message) for x in w])

# a module docstring at -OO is an expression statement like any other
ns = {}
exec(compile('"""doc"""\nx = 1\n', "<m>", "exec", optimize=2), ns)
print(ns.get("__doc__"), ns["x"])
class K:
    exec_doc = None
src = 'class K:\n    """K doc"""\n    a = 1\n'
ns = {}
exec(compile(src, "<k>", "exec", optimize=2), ns)
print(ns["K"].__doc__, ns["K"].a)
