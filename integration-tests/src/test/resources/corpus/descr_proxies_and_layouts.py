# Descriptors, proxies and instance layouts as CPython 3.13 has them.
import pickle
import sys
import types
import warnings


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


# isinstance() and super() believe a proxy's __class__
class Proxy:
    def __init__(self, obj):
        self.__obj = obj

    def __getattribute__(self, name):
        if name.startswith("_Proxy__"):
            return object.__getattribute__(self, name)
        return getattr(self.__obj, name)


class B:
    def f(self):
        return "B.f"


class C(B):
    def f(self):
        return super(C, self).f() + "->C.f"


p = Proxy(C())
print(isinstance(p, C), isinstance(p, B), isinstance(p, int), type(p).__name__)
print(C.__dict__["f"](p))


class FakeStr:
    __class__ = str


fs = FakeStr()
print(isinstance(fs, str), isinstance(fs, (int, str)), str.__instancecheck__(fs))
show("str.split(fake)", lambda: str.split(fs))
show("super(int, 'x')", lambda: super(int, "x"))
show("super(int, str)", lambda: super(int, str))

# Carlo Verre's hack is refused
show("object.__setattr__(str)", lambda: object.__setattr__(str, "foo", 42))
show("object.__delattr__(str)", lambda: object.__delattr__(str, "lower"))


class MetaSet(type):
    def __setattr__(cls, key, value):
        object.__setattr__(cls, key, value)


class Plain:
    pass


class Both(Plain, MetaSet):
    pass


print(Both.__base__.__name__)
D = Both("D", (object,), {})
show("setattr through object", lambda: setattr(D, "test", True))


class MetaOk(type):
    def __setattr__(cls, key, value):
        type.__setattr__(cls, key, value)


OK = type("Both2", (Plain, MetaOk), {})("E", (object,), {})
OK.test = True
print(OK.test)

# __new__ as a classmethod and as a staticmethod
class CM:
    @classmethod
    def __new__(*args):
        return args


class SM:
    @staticmethod
    def __new__(*args):
        return args


print(CM(1, 2) == (CM, CM, 1, 2), SM(1, 2) == (SM, 1, 2))

# __abstractmethods__
class X:
    pass


show("del X.__abstractmethods__", lambda: delattr(X, "__abstractmethods__"))
X.__abstractmethods__ = frozenset({"m"})
show("X()", lambda: X())
del X.__abstractmethods__
print(type(X()).__name__)

# a data descriptor of the metatype without __get__
class SetOnly:
    def __set__(self, obj, value):
        obj.__dict__["a"] = value


class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    pass


WithMeta.a = 42
Meta.a = SetOnly()
print(WithMeta.a)
print(type(WithMeta.__dict__).__name__)


class Base:
    pass


class Meta2(Base, type):
    pass


class E2(metaclass=Meta2):
    pass


print(type(E2.__dict__).__name__)
show("E2.__dict__['x'] = 1", lambda: E2.__dict__.__setitem__("x", 1))
show("E2.__dict__ = {}", lambda: setattr(E2, "__dict__", {}))

# __slots__: private names mangled, sorted, identifiers only
class Slots:
    __slots__ = ["__a", "z", "b"]

    def __init__(self, v):
        self.__a = v

    def get(self):
        return self.__a


s = Slots(5)
print(s.get(), hasattr(s, "__a"), Slots._Slots__a)
show("s.z", lambda: s.z)
show("del s.z", lambda: delattr(s, "z"))
for bad in ([None], ["foo bar"], ["1"], [""]):
    show("slots %r" % (bad,), lambda: type("Bad", (), {"__slots__": bad}))

# __class__ assignment
class G:
    __slots__ = ["a", "b"]


class H:
    __slots__ = ["b", "a"]


class J:
    __slots__ = ["c", "b"]


class L(H):
    __slots__ = ["e"]


class I(G):
    __slots__ = ["e"]


g = G()
g.a = 1
for i in range(20):
    g.a  # warm the site up before the class changes
g.__class__ = H
print(type(g).__name__, g.a)
show("G -> J", lambda: setattr(G(), "__class__", J))
show("L -> I", lambda: setattr(L(), "__class__", I))
show("1 -> bool", lambda: setattr(1, "__class__", bool))


class SubModule(types.ModuleType):
    a = 1


m = types.ModuleType("m")
m.__class__ = SubModule
print(type(m).__name__, m.a)
m.__class__ = types.ModuleType
print(hasattr(m, "a"))

# modules: uninitialized, subclassed, dir
u = types.ModuleType.__new__(types.ModuleType)
print(hasattr(u, "__name__"), u.__dict__)
u.foo = 1
print(u.__dict__)

log = []


class Logged(types.ModuleType):
    def __getattribute__(self, name):
        log.append(name)
        return types.ModuleType.__getattribute__(self, name)


lm = Logged("lm")
lm.foo = 12
print(lm.foo, log)


class NotADict(types.ModuleType):
    __dict__ = property(lambda self: "Not a dict!")


show("dir(NotADict)", lambda: dir(NotADict("n")))

# super subclasses keep their class
class mysuper(super):
    pass


class A1:
    def meth(self):
        return "A1"


class F1(A1):
    def meth(self):
        s = self.__super
        return type(s).__name__ + ":" + s.meth()


F1._F1__super = mysuper(F1)
print(F1().meth())

# an instance as its own class's __call__
class Rec:
    pass


Rec.__call__ = Rec()
show("Rec()()", lambda: Rec()())

# pickling asks the type, not __getattr__, for __getnewargs_ex__
class Picky:
    def __getstate__(self):
        return {}

    def __getattr__(self, attr):
        if attr in ("__getnewargs__", "__getnewargs_ex__"):
            raise AssertionError(attr)
        return None


print([Picky().__reduce_ex__(proto)[0].__name__ for proto in range(6)])

# non-string keys in a class dict warn
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    type("MyClass", (), {1: 2})
    print([(x.category.__name__, str(x.message)) for x in w])

# documented builtin attributes
from _io import FileIO
print(FileIO.closed.__doc__, "|", complex.real.__doc__, "|", int.numerator.__doc__)

# super(): argument count, keywords, and a shadowed super called as written
show("super(1, 2, 3)", lambda: super(1, 2, 3))
show("super(int, x=1)", lambda: super(int, x=1))


class MySuper:
    msg = "my super"

    def __init__(self, *args):
        self.args = args


class UsesSuper:
    def zero(self):
        return super().msg, super().args

    def two(self):
        return super(UsesSuper, self).msg, len(super(UsesSuper, self).args)


super = MySuper
print(UsesSuper().zero(), UsesSuper().two())
del super
