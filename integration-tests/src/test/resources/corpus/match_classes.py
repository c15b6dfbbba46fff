# Class patterns: __match_args__, keyword sub-patterns, the builtins that match themselves,
# and the errors CPython raises while matching.
import collections
import sys


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Point3(Point):
    __match_args__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point3(x, y, z=0):
            return f"flat 3d at {x},{y}"
        case Point(x=0, y=y):
            return f"on the y axis at {y}"
        case Point(x, 0):
            return f"on the x axis at {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point(x=px, y=py) as pt:
            return f"somewhere {px},{py} ({pt!r})"
        case Point():
            return "a point with no x?"
        case _:
            return "not a point"


for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), Point3(1, 2, 0),
          Point3(0, 0, 9), (0, 0), None]:
    print(where(p))


# A point whose attribute is missing does not match (AttributeError means "absent").
half = Point(1, 1)
del half.y
print(where(half))


# ---- dataclass-like: __match_args__ from the fields, keyword patterns by attribute name
class Order:
    __match_args__ = ("item", "quantity", "price")

    def __init__(self, item, quantity=1, price=0.0):
        self.item = item
        self.quantity = quantity
        self.price = price

    @property
    def total(self):
        return self.quantity * self.price


def describe(order):
    match order:
        case Order("apple", q) if q > 10:
            return f"many apples ({q})"
        case Order(item, 1, price=p):
            return f"one {item} at {p}"
        case Order(item, total=t) if t > 100:
            return f"expensive {item}: {t}"
        case Order(item=str(name), quantity=int(q)):
            return f"{q} x {name}"
        case Order():
            return "odd order"


for o in [Order("apple", 12), Order("pear", 1, 2.5), Order("gold", 3, 50.0), Order("fig", 4),
          Order(7, 2, 3.0)]:
    print(describe(o))


# ---- builtins that match themselves with one positional sub-pattern
def builtin(x):
    match x:
        case bool(b):
            return f"bool {b}"
        case int(i):
            return f"int {i}"
        case float(f):
            return f"float {f}"
        case str(s) | bytes(s):
            return f"text {s!r}"
        case list([first, *_]):
            return f"list starting with {first}"
        case tuple((a, b)):
            return f"pair {a} {b}"
        case dict({"k": v}):
            return f"dict with k={v}"
        case set(s) | frozenset(s):
            return f"set of {len(s)}"
        case _:
            return "other"


for v in [True, 3, 2.5, "s", b"b", [9, 8], (1, 2), (1, 2, 3), {"k": 0}, {1, 2}, frozenset(),
          [], None]:
    print(builtin(v))


class MyInt(int):
    pass


class MyStr(str):
    __match_args__ = ("upper_form",)

    @property
    def upper_form(self):
        return self.upper()


match MyInt(5):
    case MyInt(n):
        print("MyInt matches itself:", n, type(n).__name__)

match MyStr("abc"):
    case MyStr(u):
        print("MyStr uses its __match_args__:", u)

match 5:
    case MyInt():
        print("5 is a MyInt?")
    case int(real=r, imag=i):
        print("int attributes", r, i)


# ---- namedtuples and struct sequences have __match_args__ and are sequences
Pair = collections.namedtuple("Pair", "left right")

match Pair(1, 2):
    case Pair(l, right=r):
        print("namedtuple", l, r)

match Pair(3, 4):
    case [a, b]:
        print("namedtuple as a sequence", a, b)

match sys.version_info:
    case (3, minor, *_) if minor >= 10:
        print("version 3.x with x >= 10")

match sys.version_info:
    case type(major=3):
        print("version_info by attribute")
    case _:
        print("version_info not matched by type()")


# ---- isinstance goes through __instancecheck__
class AnyMeta(type):
    def __instancecheck__(cls, obj):
        return isinstance(obj, int)


class Integral(metaclass=AnyMeta):
    __match_args__ = ("real",)


match 42:
    case Integral(r):
        print("via __instancecheck__:", r)


# ---- errors while matching
class NoArgs:
    pass


class BadArgs:
    __match_args__ = ["x"]


class NotStrings:
    __match_args__ = ("x", 1)
    x = 0


class Raising:
    @property
    def boom(self):
        raise ValueError("boom")


not_a_class = len


def attempt(label, subject, f):
    try:
        print(label, f(subject))
    except (TypeError, ValueError) as e:
        print(label, type(e).__name__ + ":", e)


def no_args(s):
    match s:
        case NoArgs(1):
            return "matched"


def too_many(s):
    match s:
        case Point(1, 2, 3):
            return "matched"


def bad_args(s):
    match s:
        case BadArgs(1):
            return "matched"


def not_strings(s):
    match s:
        case NotStrings(0, 1):
            return "matched"


def twice(s):
    match s:
        case Point(1, x=1):
            return "matched"


def not_class(s):
    match s:
        case not_a_class():
            return "matched"


def raising(s):
    match s:
        case Raising(boom=_):
            return "matched"


def bool_two(s):
    match s:
        case bool(True, False):
            return "matched"


attempt("NoArgs(1)", NoArgs(), no_args)
attempt("Point(1, 2, 3)", Point(1, 2), too_many)
attempt("BadArgs(1)", BadArgs(), bad_args)
attempt("NotStrings(0, 1)", NotStrings(), not_strings)
attempt("Point(1, x=1)", Point(1, 2), twice)
attempt("not_a_class()", 1, not_class)
attempt("Raising(boom=_)", Raising(), raising)
attempt("bool(True, False)", True, bool_two)
attempt("deque(1)", collections.deque(), lambda s: [x for x in [s] if no_args(x)])
# no isinstance match: the errors above are never reached
attempt("NoArgs(1) on an int", 1, no_args)
attempt("BadArgs(1) on a str", "s", bad_args)


def deque_arg(s):
    match s:
        case collections.deque(1):
            return "matched"


attempt("collections.deque(1)", collections.deque(), deque_arg)
