# functools and operator: partial, wraps, lru_cache, total_ordering, cmp_to_key, cached_property.
import functools
import operator
from functools import cmp_to_key, lru_cache, partial, reduce, total_ordering, wraps

print(reduce(operator.add, range(5)), reduce(operator.mul, [], 1))
try:
    reduce(operator.add, [])
except TypeError as e:
    print("TypeError:", e)

def power(base, exp, mod=None):
    return pow(base, exp, mod)

square = partial(power, exp=2)
print(square(7), square.func is power, square.args, square.keywords)
p = partial(partial(power, 2), 10)
print(p(), p.args, p.func is power)

def deco(fn):
    @wraps(fn)
    def inner(*args, **kwargs):
        return fn(*args, **kwargs)
    return inner

@deco
def documented():
    "The doc."
    return 1

print(documented.__name__, documented.__doc__, documented.__wrapped__ is not None)

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(60), fib.cache_info())

@lru_cache(maxsize=3)
def ident(x):
    return x

for x in [1, 2, 3, 1, 4, 2, 1]:
    ident(x)
print(ident.cache_info(), ident.cache_parameters())

@total_ordering
class Version:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return self.n == other.n

    def __lt__(self, other):
        return self.n < other.n

print(Version(1) <= Version(2), Version(3) > Version(2), Version(2) >= Version(2))

def by_length_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)

print(sorted(["bb", "a", "ccc", "ab"], key=cmp_to_key(by_length_then_alpha)))

class Circle:
    def __init__(self, r):
        self.r = r

    @functools.cached_property
    def area(self):
        print("computing")
        return 3 * self.r * self.r

c = Circle(2)
print(c.area, c.area, "area" in c.__dict__)

print(operator.itemgetter(1, 0)("ab"), operator.attrgetter("r")(c), operator.methodcaller("upper")("x"))
print(repr(operator.itemgetter(1)), repr(operator.attrgetter("a.b")), repr(operator.methodcaller("f", 1, k=2)))
print(operator.neg(3), operator.truediv(7, 2), operator.floordiv(7, 2), operator.contains("abc", "b"))
print(sorted([("b", 2), ("a", 2), ("c", 1)], key=operator.itemgetter(1, 0)))
