# array subclasses with __slots__ (no __dict__), arrays as registered MutableSequences, str()'s
# two argument-count messages, a deque subclass pickled through its own __iter__, and
# struct.pack_into's message for an offset near sys.maxsize.
import array, collections, collections.abc, pickle, copy
for a, k in [((b'x','utf-8','ignore'), {'encoding':'ascii'}), ((1,2,3,4), {}), ((b'x',), {'encoding':'a','errors':'b','x':1}), ((b'x','a','b','c','d'), {})]:
    try: str(*a, **k)
    except TypeError as e: print(e)
print(isinstance(array.array('B'), collections.abc.MutableSequence), isinstance(array.array('B'), collections.abc.Reversible), issubclass(array.array, collections.abc.Sequence))
class E(array.array):
    __slots__ = ['offset']
    def __new__(cls, tc, data, offset):
        return array.array.__new__(cls, tc, data)
    def __init__(self, tc, data, offset):
        self.offset = offset
e = E('i', [1, 2], 4)
print(e.offset, hasattr(e, '__dict__'))
try:
    e.color = 'blue'
except AttributeError as ex:
    print('AttributeError', ex)
class DBI(collections.deque):
    def __iter__(self):
        raise TypeError
for p in range(pickle.HIGHEST_PROTOCOL + 1):
    try:
        pickle.dumps(DBI('abc'), p); print('no error')
    except TypeError:
        print('TypeError', p)
class DS(collections.deque):
    pass
d = DS('ab', 3); d.x = d
e2 = pickle.loads(pickle.dumps(d, 4)); print(type(e2).__name__, list(e2), e2.maxlen, e2.x is e2)
# struct's message for an offset near sys.maxsize sums as size_t
import struct, sys
for f in (lambda: struct.pack_into('<I', bytearray(10), sys.maxsize, 0),
          lambda: struct.unpack_from('<I', bytearray(10), sys.maxsize)):
    try:
        f()
    except struct.error as ex:
        print(ex)
