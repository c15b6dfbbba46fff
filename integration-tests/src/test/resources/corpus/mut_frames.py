# expect-hits: BINARY_OP_ADD_INT BINARY_OP_SUBTRACT_INT BINARY_OP_MULTIPLY_INT BINARY_OP_ADD_FLOAT BINARY_OP_ADD_UNICODE LOAD_GLOBAL_MODULE
# Hot sites inside generators (suspended while the globals they read change), recursion,
# methods and nested functions, and a site whose operands raise in the middle of a hot run.
def gen(n):
    t = 0
    for i in range(n):
        t = t + K
        got = yield t
        if got is not None:
            t = got
K = 1
g = gen(200)
out = [next(g) for _ in range(60)]
K = 2.5
out += [next(g) for _ in range(60)]
del K
try:
    next(g)
except NameError as e:
    out.append(str(e))
K = "s"
g = gen(5)
try:
    next(g)
except TypeError as e:
    out.append(str(e))
K = 3
g = gen(100)
out.append([next(g) for _ in range(3)])
out.append(g.send(10))
out.append(g.send(2**70))
print(out[:3], out[58:63], out[120:])

def rec(n, acc):
    if n == 0:
        return acc
    return rec(n - 1, acc + STEP)
STEP = 1
print(rec(100, 0))
STEP = 0.5
print(rec(100, 0.0))
STEP = "ab"
print(len(rec(100, "")))

class C:
    def m(self, x):
        return x + BASE
BASE = 10
c = C()
print(sum(c.m(i) for i in range(100)))
BASE = 0.25
print(sum(c.m(i) for i in range(100)))
def outer():
    def inner(x):
        return x * FACTOR
    return [inner(i) for i in range(70)]
FACTOR = 3
a = outer()
FACTOR = 1.5
b = outer()
print(a[-1], b[-1])
try:
    x = 1 + "a"
except TypeError as e:
    print(e)
def fails(v):
    return v + 1
r = []
for v in [1] * 60 + ["a"] * 3 + [2.0] * 60:
    try:
        r.append(fails(v))
    except TypeError as e:
        r.append(str(e))
print(r[58:64], r[-1])
