# int() warns as CPython 3.13 for __int__ returning an int subclass and for the __trunc__
# fallback; json's scanstring converts its end before checking the string; types'
# __weakrefoffset__ and __dictoffset__ (zero or not), which dataclasses' slots consult.
import warnings
class A:
    def __int__(self): return True
class B:
    def __trunc__(self): return 7
class C:
    def __index__(self): return True
class D:
    def __int__(self): return 'x'
class E:
    def __trunc__(self): return 2.5
for o in (A(), B(), C(), D(), E()):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        try:
            r = int(o)
            print(type(r).__name__, r, [str(x.message) for x in w], [x.category.__name__ for x in w])
        except TypeError as e:
            print('TypeError', e, [str(x.message) for x in w])
import math
print(math.trunc(B()))
import sys, json.decoder, typing, collections, array, dataclasses
try:
    json.decoder.scanstring(b"xxx", sys.maxsize + 1)
except OverflowError as e:
    print('OverflowError', e)
class P: pass
class S:
    __slots__ = ('a',)
class W:
    __slots__ = ('__weakref__',)
for t in (object, int, list, dict, typing.Generic, P, S, W, type, collections.OrderedDict, array.array, BaseException, set, frozenset, Exception):
    print(t.__name__, t.__weakrefoffset__ != 0, t.__dictoffset__ != 0)
T = typing.TypeVar('T')
@dataclasses.dataclass(slots=True, weakref_slot=True)
class A(typing.Generic[T]):
    pass
print(A.__slots__, A.__weakref__ is not None)
