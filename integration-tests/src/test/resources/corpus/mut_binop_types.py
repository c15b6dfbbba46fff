# expect-hits: BINARY_OP_ADD_INT BINARY_OP_SUBTRACT_INT BINARY_OP_MULTIPLY_INT BINARY_OP_ADD_FLOAT BINARY_OP_SUBTRACT_FLOAT BINARY_OP_MULTIPLY_FLOAT BINARY_OP_ADD_UNICODE BINARY_OP_INPLACE_ADD_UNICODE LOAD_GLOBAL_MODULE LOAD_GLOBAL_BUILTIN
# BINARY_OP sites whose operand types change while they are hot: each phase runs one site
# long enough to specialize, then the next phase feeds it other types (more than 53 times,
# so that the site deopts and re-specializes), and the results must stay Python's.


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        if isinstance(other, int):
            return Money(self.cents + other)
        return NotImplemented

    def __radd__(self, other):
        if isinstance(other, int):
            return Money(other + self.cents)
        return NotImplemented

    def __sub__(self, other):
        if isinstance(other, Money):
            return Money(self.cents - other.cents)
        return NotImplemented

    def __mul__(self, k):
        if isinstance(k, int):
            return Money(self.cents * k)
        return NotImplemented

    __rmul__ = __mul__

    def __repr__(self):
        return f"Money({self.cents})"


class LoudInt(int):
    def __add__(self, other):
        return ("LoudInt+", int(self), other)

    def __sub__(self, other):
        return ("LoudInt-", int(self), other)


class Percent(float):
    def __mul__(self, other):
        return Percent(float(self) * other / 100)

    def __repr__(self):
        return f"{float(self)}%"


class Shout(str):
    def __add__(self, other):
        return Shout(str.__add__(self, other).upper())


def add(a, b):
    return a + b


def sub(a, b):
    return a - b


def mul(a, b):
    return a * b


def iadd(a, b):
    a += b
    return a


def isub(a, b):
    a -= b
    return a


def imul(a, b):
    a *= b
    return a


def attempt(fn, a, b):
    try:
        return fn(a, b)
    except Exception as e:
        return f"{type(e).__name__}: {e}"


PHASES = [
    ("small ints", 3, 4),
    ("big ints", 2**64 + 1, 2**65 - 3),
    ("negative big", -(2**63), -1),
    ("mixed big small", 2**70, 5),
    ("floats", 1.5, 0.25),
    ("inf", float("inf"), float("-inf")),
    ("negative zero", -0.0, 0.0),
    ("huge floats", 1e308, 1e308),
    ("strs", "ab", "cd"),
    ("empty str", "", "xyz"),
    ("non-ascii", "\u00e9t\u00e9", "\u65e5\u672c\U0001d11e"),
    ("bools", True, True),
    ("bool and int", False, 7),
    ("int and float", 2, 0.5),
    ("float and int", 0.5, 2),
    ("user class", Money(5), Money(7)),
    ("user and int", Money(3), 4),
    ("int and user", 10, Money(1)),
    ("int subclass", LoudInt(4), 5),
    ("int and int subclass", 4, LoudInt(5)),
    ("float subclass", Percent(50.0), 3.0),
    ("str subclass", Shout("ab"), "cd"),
    ("lists", [1], [2, 3]),
    ("tuples", (1,), (2,)),
    ("bytes", b"ab", b"cd"),
    ("str and int", "a", 1),
    ("none", None, 1),
    ("small ints again", 100, 200),
    ("floats again", 2.5, -1.25),
    ("strs again", "x", "y"),
]

for fn in (add, sub, mul, iadd, isub, imul):
    print("==", fn.__name__)
    for label, a, b in PHASES:
        results = set()
        last = None
        for i in range(70):
            last = attempt(fn, a, b)
            results.add(repr(last))
        print(f"  {label}: {last!r} {type(last).__name__} ({len(results)} distinct)")

# Accumulators that cross the long range in the middle of a hot loop, and come back.
t = 0
step = 2**61
for i in range(20):
    t = t + step
    if i % 4 == 3:
        print("grow", i, t, type(t).__name__)
for i in range(20):
    t = t - step
print("back", t, type(t).__name__)
p = 1
for i in range(80):
    p = p * 3
print("power", p)
q = -1
for i in range(70):
    q = q * -2
print("alternating", q)

# Float accumulators through the special values.
x = 0.1
for i in range(60):
    x = x + 0.2
print("float sum", x)
y = 1.0
for i in range(1100):
    y = y * 2.0
print("overflow", y, y - y, -y * 0.0)
z = -0.0
for i in range(60):
    z = z - 0.0
print("negzero", z, 1.0 / float("inf") * -1.0)
