"""Globals that are a dict subclass: LOAD_GLOBAL reads them through the mapping's own
__getitem__ (so __missing__ answers names that are not there), in every tier and after
warm-up (the specializer refuses such globals); LOAD_NAME reads the globals dict itself."""


class MyGlobals(dict):
    def __missing__(self, key):
        if key.startswith("_number_"):
            return int(key.removeprefix("_number_"))
        raise KeyError(key)


# more than 256 names: the instructions carry EXTENDED_ARG
code = "lambda: " + "+".join(f"_number_{i}" for i in range(400))
f = eval(code, MyGlobals())
for _ in range(300):
    assert f() == sum(range(400))
print(f())

g = MyGlobals(len=len, range=range)
exec("def h(n):\n    t = 0\n    for i in range(n):\n        t += _number_7 + len('ab')\n"
     "    return t", g)
print(g["h"](1000), [g["h"](3) for _ in range(200)][-1])


class Counting(dict):
    reads = 0

    def __getitem__(self, key):
        Counting.reads += 1
        return super().__getitem__(key)


c = Counting(x=5, __builtins__=__builtins__)
exec("def k():\n    return x * 2\n", c)
print([c["k"]() for _ in range(100)][-1], Counting.reads >= 100)

# a name neither in globals nor in builtins
try:
    eval("lambda: missing_name", MyGlobals())()
except NameError as e:
    print("NameError", e)

# module level code (LOAD_NAME) reads the globals dict itself after its locals
m = MyGlobals(print=print)
exec("y = 3\nprint(y)", m)
try:
    exec("print(_number_9)", m)
except Exception as e:
    print(type(e).__name__, e)
try:
    exec("print(_number_9)", m, {})
except NameError as e:
    print("NameError", e)


# a type alias's value and an annotation scope in a class read globals through the mapping
# (LOAD_GLOBAL, LOAD_FROM_DICT_OR_GLOBALS); a class body's names (LOAD_NAME) do not
class Echo(dict):
    def __missing__(self, key):
        return key


ns = Echo()
exec(compile("type Alias = undefined", "test", "exec"), ns)
print(ns["Alias"].__value__)
ns = Echo()
exec(compile("class A: type Alias = undefined", "test", "exec"), ns)
print(ns["A"].Alias.__value__)
try:
    exec("class B:\n    x = undefined_in_class\n", Echo())
except NameError as e:
    print("NameError", e)
