# functools on _functools: lru_cache (bounded, unbounded, typed, maxsize 0 and None,
# recursion, keyword arguments, methods, cache_info/cache_clear/cache_parameters), cache,
# partial (flattening, repr, keywords, pickling through copy, as a class attribute) and
# cmp_to_key, reduce and wraps.
import functools
import copy
import warnings

calls = []

@functools.lru_cache(maxsize=3)
def square(n):
    calls.append(n)
    return n * n

for n in [1, 2, 3, 1, 4, 2, 1, 5]:
    square(n)
print(calls, square.cache_info())
square.cache_clear()
print(square(2), square.cache_info(), square.cache_parameters())
print(square.__name__, square.__wrapped__.__name__, type(square).__name__)

@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print(fib(90), fib.cache_info())

@functools.lru_cache(typed=True)
def kind(x):
    return type(x).__name__

print(kind(1), kind(1.0), kind(True), kind.cache_info())

@functools.lru_cache
def untyped(x):
    return type(x).__name__

print(untyped(1), untyped(1.0), untyped(True), untyped.cache_info())

@functools.lru_cache(maxsize=0)
def never(x):
    return x * 2

print(never(2), never(2), never.cache_info())

@functools.cache
def join(*args, sep="-", **kw):
    return sep.join(map(str, args)) + str(sorted(kw.items()))

print(join(1, 2), join(1, 2), join(1, 2, sep="+"), join(a=1, b=2), join(b=2, a=1))
print(join.cache_info())

try:
    square([1])
except TypeError as e:
    print("TypeError:", e)
try:
    functools.lru_cache(maxsize="big")
except TypeError as e:
    print("TypeError:", e)

class Shape:
    def __init__(self, side):
        self.side = side

    @functools.lru_cache(maxsize=16)
    def area(self, scale=1):
        return self.side * self.side * scale

    def __hash__(self):
        return hash(self.side)

    def __eq__(self, other):
        return self.side == other.side

s = Shape(3)
print(s.area(), s.area(2), Shape(3).area(), Shape.area.cache_info())

def power(base, exp, *, mod=None):
    return pow(base, exp, mod)

square_of = functools.partial(power, exp=2)
cube_mod = functools.partial(power, exp=3, mod=7)
print(square_of(5), cube_mod(4), square_of.func is power, square_of.args, square_of.keywords)
nested = functools.partial(functools.partial(power, 2), 10)
print(nested(), nested.func is power, nested.args)
print(repr(functools.partial(max, 1, key=abs)))
p2 = copy.copy(square_of)
print(p2(6), p2 is not square_of, p2.keywords == square_of.keywords)

class Greeter:
    hello = functools.partial(str.upper, "hello")

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(Greeter().hello(), Greeter.hello())
    print([str(w.category.__name__) for w in caught])

print(sorted(["banana", "Apple", "cherry"], key=functools.cmp_to_key(
    lambda a, b: (a.lower() > b.lower()) - (a.lower() < b.lower()))))
print(functools.reduce(lambda acc, x: acc * 10 + x, [1, 2, 3], 0))

def trace(f):
    @functools.wraps(f)
    def inner(*a, **k):
        return ("traced", f(*a, **k))
    return inner

@trace
def add(a, b):
    "Add two numbers."
    return a + b

print(add(1, 2), add.__name__, add.__doc__, add.__wrapped__(3, 4))

@functools.total_ordering
class Version:
    def __init__(self, n):
        self.n = n
    def __eq__(self, other):
        return self.n == other.n
    def __lt__(self, other):
        return self.n < other.n

print(Version(1) <= Version(2), Version(3) >= Version(2), Version(2) > Version(2))

class Data:
    @functools.cached_property
    def total(self):
        print("computing")
        return 42

d = Data()
print(d.total, d.total)
