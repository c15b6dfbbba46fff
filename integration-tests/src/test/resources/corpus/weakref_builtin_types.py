# Which builtin objects accept weak references, as in CPython 3.13: containers written in C
# with a weak-reference slot (array, deque, OrderedDict, set, ...) do; list, dict, tuple,
# int and str do not. A weak reference to an array sees it while it lives.
import array
import collections
import io
import weakref

objs = [array.array('b'), collections.deque(), collections.OrderedDict(), set(), frozenset(),
        list(), dict(), tuple(), 5, "s", b"b", bytearray(), io.StringIO(), iter([]), len,
        property(), staticmethod(len), classmethod(len), (i for i in ()), lambda: 0,
        memoryview(b"x"), range(3), slice(1)]
for o in objs:
    try:
        weakref.ref(o)
        ok = True
    except TypeError as e:
        ok = str(e)
    print(type(o).__name__, ok)

a = array.array('d', [1.5, 2.5])
p = weakref.proxy(a)
r = weakref.ref(a)
print(p[1], len(p), r() is a, p.tolist())
d = collections.deque([1, 2])
print(weakref.ref(d)() is d, weakref.proxy(d).pop())
