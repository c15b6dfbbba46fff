# expect-hits: COMPARE_OP_FLOAT COMPARE_OP_INT COMPARE_OP_STR
# COMPARE_OP: one site per operator meets ints, big ints, floats (NaN and signed zeros), strs
# and mixed operands; rich comparisons appear on and vanish from a class mid-loop.



def lt(a, b):
    return a < b

def le(a, b):
    return a <= b

def eq(a, b):
    return a == b

def ne(a, b):
    return a != b

def gt(a, b):
    return a > b

def ge(a, b):
    return a >= b

def branch(a, b):
    if a < b:
        return "<"
    if a == b:
        return "="
    if a > b:
        return ">"
    return "?"

OPS = [lt, le, eq, ne, gt, ge]

def row(a, b):
    out = []
    for op in OPS:
        try:
            out.append("T" if op(a, b) is True else "F" if op(a, b) is False else repr(op(a, b)))
        except TypeError:
            out.append("E")
    try:
        out.append(branch(a, b))
    except TypeError:
        out.append("E")
    return "".join(out)

nan = float("nan")
pairs = []
pairs += [(i, 5) for i in range(10)]
pairs += [(2 ** 64 + i, 2 ** 64 + 5) for i in range(10)]
pairs += [(-(2 ** 63), 2 ** 63 - 1), (2 ** 63 - 1, 2 ** 63 - 1), (2 ** 63, 2 ** 63 - 1)]
pairs += [(i * 0.5, 2.0) for i in range(10)]
pairs += [(nan, 1.0), (1.0, nan), (nan, nan), (0.0, -0.0), (float("inf"), 1e308),
          (-float("inf"), float("inf"))]
pairs += [("k%d" % i, "k5") for i in range(10)]
pairs += [("é", "é"), ("\U0001f600", "\U0001f600"), ("a", "é"), ("", "")]
pairs += [(1, 1.0), (1.0, 1), (2 ** 70, 1e20), (True, 1), (False, 0.0), (1, "1"), ("1", 1)]
pairs += [(None, None), ((1, 2), (1, 3)), ([1], [1]), (b"a", b"b")]
for a, b in pairs:
    print(repr(a), repr(b), row(a, b))

# One hot site, operand types drifting int -> big int -> float -> str -> mixed.
def phase(i):
    k = i // 25
    if k == 0:
        return i, 12
    if k == 1:
        return 2 ** 80 + i, 2 ** 80 + 37
    if k == 2:
        return i / 4, 15.5
    if k == 3:
        return str(i), "87"
    if k == 4:
        return i, float(i) if i % 2 else "x"
    return nan, float(i)

acc = []
for i in range(150):
    a, b = phase(i)
    acc.append(row(a, b))
print(" ".join(acc))

# Rich comparisons added to and removed from a class while sites are specialized on it.
class V:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return "V(%r)" % self.v

x, y = V(1), V(2)
log = []
for i in range(80):
    if i == 10:
        V.__eq__ = lambda s, o: s.v == o.v
    elif i == 20:
        V.__lt__ = lambda s, o: s.v < o.v
    elif i == 30:
        V.__lt__ = lambda s, o: "lt-patched"
    elif i == 40:
        del V.__lt__
    elif i == 50:
        del V.__eq__
    elif i == 60:
        V.__ne__ = lambda s, o: "ne-patched"
    log.append(row(x, y))
print(" ".join(log))

# int subclasses and float subclasses never take the exact-type paths.
class MyInt(int):
    def __lt__(self, other):
        return "mine"

class MyFloat(float):
    def __eq__(self, other):
        return "feq"

    __hash__ = float.__hash__

res = []
for i in range(30):
    a = MyInt(i) if i % 3 == 0 else i
    b = MyFloat(i) if i % 5 == 0 else float(i)
    res.append((lt(a, 10), eq(b, float(i))))
print(res)

# Comparison results used as values and chained.
vals = [(i % 7 < 3, i % 7 == 3, 2 < i % 7 <= 5) for i in range(21)]
print(vals)
print(sorted([3, 1.5, 2, -1, 2 ** 65, 0.25]), sorted(["b", "a", "é", "A"]))
