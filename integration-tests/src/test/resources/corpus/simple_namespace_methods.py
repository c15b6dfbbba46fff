# types.SimpleNamespace as CPython 3.13's namespaceobject.c (a mapping or pairs as the optional
# positional argument, subclasses, __dict__, __reduce__, __replace__, a recursive repr), bound
# methods reading attributes through to their function (method_getattro), the message for
# instantiating an abstract class, and _bisect over a range of sys.maxsize items.
import abc
import copy
import pickle
import sys
import types
import _bisect

ns = types.SimpleNamespace({"a": 1}, b=2)
print(ns, ns.__dict__, types.SimpleNamespace([("x", 3)]))
for bad in ((1, 2), ({1: 2},)):
    try:
        types.SimpleNamespace(*bad)
    except TypeError as e:
        print("TypeError:", e)


class Point(types.SimpleNamespace):
    def __init__(self, x=0):
        super().__init__(x=x, y=-x)


p = Point(4)
print(p, type(copy.replace(p, y=9)).__name__, copy.replace(p, y=9), copy.copy(p))
print(pickle.loads(pickle.dumps(ns)) == ns)
ns.me = ns
print(ns)
try:
    ns.__dict__ = {}
except AttributeError as e:
    print("AttributeError:", e)


def f(self):
    return "f"


f.tag = "tagged"


class A:
    g = f
    h = classmethod(f)


print(A().g.tag, A.h.tag, A().g.__name__, getattr(A().g, "missing", "absent"))


class Base(metaclass=abc.ABCMeta):
    @abc.abstractclassmethod
    def make(cls):
        pass

    @abc.abstractmethod
    def run(self):
        pass


class Child(Base):
    pass


print(sorted(Child.__abstractmethods__))
try:
    Child()
except TypeError as e:
    print("TypeError:", e)

n = sys.maxsize
data = range(n - 1)
print(_bisect.bisect_left(data, n - 3) == n - 3, _bisect.bisect_right(data, n - 3, n - 10, n) == n - 2)
