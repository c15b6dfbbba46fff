# __slots__ on subclasses of builtin types: the instances keep the named slots and get no
# __dict__ (str, float, list, dict, set, frozenset, complex, bytearray, deque); int, tuple,
# bytes and type refuse nonempty slots. Slots survive copy, deepcopy and pickle, and
# member descriptors check the type they are used on.
import collections
import copy
import pickle
import weakref

for base in (int, tuple, bytes, str, float, list, dict, complex, frozenset, set, bytearray,
             type, collections.OrderedDict, collections.deque, BaseException):
    try:
        class C(base):
            __slots__ = ('a',)
        o = C() if base is not type else C('x', (), {})
        o.a = 1
        try:
            o.b = 2
            kind = "dict"
        except AttributeError:
            kind = "no dict"
        print(base.__name__, "ok", kind, hasattr(o, '__dict__'), o.a)
    except TypeError as e:
        print(base.__name__, "TypeError:", e)


class Integral(int):
    pass


try:
    class Sub(Integral):
        __slots__ = ('x',)
except TypeError as e:
    print("TypeError:", e)


class L(list):
    __slots__ = ('a', 'b')


x = L([1, 2])
x.a = 10
print(x, x.a, hasattr(x, 'b'))
for action in (lambda: x.b, lambda: delattr(x, 'b')):
    try:
        action()
    except AttributeError as e:
        print("AttributeError:", e)
print(x.__getstate__())
y = copy.copy(x)
print(type(y).__name__, y, y.a)
z = pickle.loads(pickle.dumps(x))
print(type(z).__name__, z, z.a)
del z.a
print(hasattr(z, 'a'), z.__getstate__())


class L2(L):
    __slots__ = ('c',)


w = L2()
w.a = 1
w.c = 3
print(w.a, w.c, L2.__slots__, sorted(k for k in L2.__dict__ if not k.startswith('__')))


class S(str):
    __slots__ = ('tag', '__dict__')


s = S("hi")
s.tag = 1
s.other = 2
print(s, s.upper(), s.tag, s.__dict__)


class D(dict):
    __slots__ = ('__weakref__', 'n')


d = D(a=1)
d.n = 5
r = weakref.ref(d)
print(r() is d, d.n, d, copy.deepcopy(d).n)


class Q(collections.deque):
    __slots__ = ('k',)


q = Q([1, 2], 3)
q.k = 'z'
qq = copy.deepcopy(q)
print(q, q.k, qq, qq.k, pickle.loads(pickle.dumps(q)).k)
try:
    L.a.__get__(Q())
except TypeError as e:
    print("TypeError:", e)


class M(L):
    pass


m = M()
m.a = 4
m.zz = 5
print(m.a, m.__dict__)


class F(float):
    __slots__ = ('u',)


f = F(1.5)
f.u = 2
print(f + 1, f.u, pickle.loads(pickle.dumps(f)).u)


class L3(list):
    __slots__ = ('a', 'b')


x.__class__ = L3
print(type(x).__name__, x.a)
try:
    x.__class__ = L2
except TypeError as e:
    print("TypeError:", e)


class B(bytearray):
    __slots__ = ('n',)


b = B(b"ab")
b.n = 7
b += b"c"
print(b, b.n, type(b).__name__)
