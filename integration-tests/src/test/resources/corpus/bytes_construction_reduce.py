# bytes() and bytearray(): a str subclass's __bytes__ before the check for a str without an
# encoding, argument types checked first; hex() with a NUL separator; the reduction of a
# bytearray subclass keeping its slots (pickle at every protocol, copy); the types' docs.
import copy, pickle
class B(bytearray):
    __slots__ = ('x', 'y')
class D(bytearray):
    pass
a = B(b'abc'); a.x = 1; a.y = [2]
for p in range(0, 6):
    b = pickle.loads(pickle.dumps(a, p)); print(p, type(b).__name__, b, b.x, b.y)
c = copy.copy(a); print(c, c.x, c.y)
d = D(b'q'); d.z = 5; e = copy.deepcopy(d); print(e, e.z, bytearray(b'ab').__reduce_ex__(4), bytearray().__reduce__())
print(bytes(b'\xb9\x01\xef').hex(b'\x00') == 'b9\x0001\x00ef', bytearray(b'\x01\x02').hex('\x00', 1))
class SB(str):
    def __new__(cls, v):
        s = str.__new__(cls, '\u20ac'); s.v = v; return s
    def __bytes__(self): return self.v
print(bytes(SB(b'abc')), bytes(SB(b'abc'), 'iso8859-15'))
for args in [('x',), ('x', None, 'strict'), (1, 'utf-8'), (1, None, 'strict')]:
    try: print(bytes(*args))
    except TypeError as ex: print('TypeError', ex)
print(bytes.__doc__.splitlines()[0], bytearray.__doc__.splitlines()[0])
for args in [(), (None,), ('x', 'ascii', None), (b'x', 'ascii'), (3, None), ([1, 2],), (memoryview(b'zz'),)]:
    try: print(bytes(*args))
    except TypeError as ex: print('TypeError', ex)
for kw in [dict(encoding='ascii'), dict(errors='strict'), dict(source='x', errors='strict'), dict(source='x', encoding=None)]:
    try: print(bytes(**kw))
    except TypeError as ex: print('TypeError', ex)
