# Python subclasses of builtin and itertools iterators: an overriding __next__ is what every
# consumer calls (for loops, list(), extend, next(), sum, join, unpacking, yield from, in),
# and instances of the subclasses carry attributes.
import itertools


class Tens(itertools.count):
    def __next__(self):
        return super().__next__() * 10


class Neg(map):
    def __next__(self):
        return -super().__next__()


class Evens(filter):
    calls = 0

    def __next__(self):
        Evens.calls += 1
        return super().__next__()


class Pairs(zip):
    def __next__(self):
        a, b = super().__next__()
        return f"{a}{b}"


class Hundreds(enumerate):
    def __next__(self):
        i, v = super().__next__()
        return (i * 100, v)


class Back(reversed):
    pass


class Plain(map):
    """No __next__ of its own: the builtin one runs."""


def take(it, n):
    out = []
    for x in it:
        out.append(x)
        if len(out) == n:
            break
    return out


print(take(Tens(), 3), next(Tens(5)))
n = Neg(abs, [1, -2, 3])
n.label = "neg"
print(list(n), n.label, vars(n))
lst = [0]
lst.extend(Neg(abs, [4, -5]))
print(lst, sorted(Neg(abs, [3, 1, 2])), tuple(Neg(abs, [5])), [*Neg(abs, [6, 7])])
print(sum(Neg(abs, [1, 2, 3])), min(Neg(abs, [1, 9])), max(Neg(abs, [1, 9])))
print(",".join(Pairs("abc", "xyz")), dict(Hundreds("pq")), set(Neg(abs, [2, 2])))
print(list(Evens(lambda x: x % 2 == 0, range(7))), Evens.calls)
print(next(Neg(abs, []), "empty"), next(Neg(abs, [8]), "empty"))
print(-3 in Neg(abs, [1, 2, 3]), 3 in Neg(abs, [1, 2, 3]))


def gen():
    yield from Neg(abs, [10, 20])
    return "done"


print(list(gen()))
print(list(Back([1, 2, 3])), type(Back([1, 2])).__name__, isinstance(Back("ab"), reversed))
p = Plain(str.upper, "ab")
p.note = 1
print(list(p), p.note, type(p).__mro__[1].__name__)
for i, v in Hundreds("xy"):
    print(i, v)
a, b = Neg(abs, [1, 2])
print(a, b)
print(list(itertools.islice(Tens(), 4)), list(zip(Tens(), "ab")))

# keyword arguments: an error for the type and a plain subclass, passed over to a subclass's own
# __init__ (CPython's rule for map, filter, chain, cycle, islice, ...)
for cls, args in [(filter, (None, [0, 1])), (map, (str, [1, 2])), (itertools.cycle, ([1, 2],)),
                  (itertools.chain, ([1, 2], [3, 4])), (itertools.islice, ([1, 2, 3, 4], 3)),
                  (itertools.starmap, (pow, [(2, 3)])), (itertools.repeat, (1, 2))]:
    class WithInit(cls):
        def __init__(self, *args, newarg=None):
            self.newarg = newarg

    class WithNew(cls):
        def __new__(cls, *args, newarg=None):
            self = super().__new__(cls, *args)
            self.newarg = newarg
            return self

    class Bare(cls):
        pass

    for sub in (WithInit, WithNew, Bare):
        try:
            u = sub(*args, newarg=3)
            print(cls.__name__, sub.__name__, list(itertools.islice(u, 3)), u.newarg)
        except TypeError as e:
            print(cls.__name__, sub.__name__, "TypeError:", e)
