# exec() of a code object with free variables: the closure= argument gives their cells, and
# without it such code is refused, as CPython does; itertools.product with repeat=0.
import itertools


def outer():
    x = 10

    def inner():
        return x * 2

    return inner


f = outer()
code = f.__code__
print(code.co_freevars)
try:
    exec(code, {})
except TypeError as e:
    print("no closure:", e)
try:
    eval(code, {})
except TypeError as e:
    print("eval:", e)

result = []
ns = {"result": result}
src = compile("result.append(x + 1)", "<s>", "exec")


def make_cell(value):
    def g():
        return value
    return g.__closure__[0]


def collect():
    y = 5

    def body():
        result.append(y)
    return body.__code__


exec(collect(), ns, None, closure=(make_cell(42),))
print("closure run:", result)
for bad in [(), (1,), [make_cell(1)], None]:
    try:
        exec(collect(), ns, closure=bad)
    except TypeError as e:
        print(repr(bad)[:12], "->", e)
try:
    exec("pass", {}, closure=(make_cell(1),))
except TypeError as e:
    print("source:", e)
try:
    exec(src, ns, closure=(make_cell(1),))
except TypeError as e:
    print("no free vars:", e)

print(list(itertools.product("ab", repeat=0)), list(itertools.product(repeat=2)))
print(list(itertools.product("ab", [1], repeat=0)), len(list(itertools.product("ab", repeat=3))))
