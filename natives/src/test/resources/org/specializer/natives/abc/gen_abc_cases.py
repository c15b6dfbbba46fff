# Generates abc_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_abc_cases.py > abc_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run after PRELUDE (AbcModuleTest reads it from this file, so it has no
# backslashes): a small ABCMeta written on _abc as abc.py's is, without Lib.
PRELUDE = """
import _abc

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def abstractmethod(f):
    f.__isabstractmethod__ = True
    return f

class ABCMeta(type):
    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        _abc._abc_init(cls)
        return cls
    def register(cls, subclass):
        return _abc._abc_register(cls, subclass)
    def __instancecheck__(cls, instance):
        return _abc._abc_instancecheck(cls, instance)
    def __subclasscheck__(cls, subclass):
        return _abc._abc_subclasscheck(cls, subclass)

class Base(metaclass=ABCMeta):
    @abstractmethod
    def f(self):
        pass
    @abstractmethod
    def g(self):
        pass

class Half(Base):
    def f(self):
        return 1

class Whole(Half):
    def g(self):
        return 2

class Sized(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return any('__len__' in B.__dict__ for B in C.__mro__) or NotImplemented
        return NotImplemented

class Sequence(metaclass=ABCMeta):
    __abc_tpflags__ = 1 << 5

class Mapping(metaclass=ABCMeta):
    __abc_tpflags__ = 1 << 6

class Plain:
    pass

class PlainChild(Plain):
    pass

class MySeq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10
    def __len__(self):
        return 3

class MyMap:
    def __getitem__(self, k):
        return k.upper()
    def __len__(self):
        return 1
    def __iter__(self):
        return iter(['k'])
    def keys(self):
        return ['k']
    def get(self, k, default=None):
        return k.upper()

def matched(x):
    match x:
        case [a, b, c]:
            return 'sequence', a, b, c
        case {'k': v}:
            return 'mapping', v
        case _:
            return 'other'

def registrations():
    Sequence.register(MySeq)
    Mapping.register(MyMap)
    return matched(MySeq()), matched(MyMap()), isinstance(MySeq(), Sequence), issubclass(MyMap, Mapping)

class Hooked(metaclass=ABCMeta):
    @classmethod
    def __subclasshook__(cls, C):
        return 'yes'

def cache_counts():
    class A(metaclass=ABCMeta):
        pass
    class X:
        pass
    r1 = isinstance(X(), A)
    t1 = _abc.get_cache_token()
    A.register(X)
    t2 = _abc.get_cache_token()
    r2 = isinstance(X(), A)
    reg, cache, neg, ver = _abc._get_dump(A)
    n = (len(reg), len(cache), len(neg))
    _abc._reset_caches(A)
    _abc._reset_registry(A)
    reg2, cache2, neg2, ver2 = _abc._get_dump(A)
    return r1, r2, t2 - t1, n, (len(reg2), len(cache2), len(neg2)), issubclass(X, A)
"""
exec(PRELUDE)

CASES = r"""
sorted(Base.__abstractmethods__), sorted(Half.__abstractmethods__), sorted(Whole.__abstractmethods__)
run(lambda: Half())
Whole().f() + Whole().g()
isinstance(Whole(), Base), issubclass(Whole, Half), issubclass(Plain, Base), isinstance(1, Base)
issubclass(list, Sized), issubclass(int, Sized), isinstance('x', Sized), isinstance(3, Sized)
Base.register(Plain), issubclass(Plain, Base), issubclass(PlainChild, Base), isinstance(PlainChild(), Base)
run(lambda: Base.register(1))
run(lambda: Whole.register(Base))
Base.register(Whole) is Whole
registrations()
matched([1, 2, 3]), matched({'k': 1}), matched(Plain())
run(lambda: issubclass(int, Hooked))
run(lambda: _abc._abc_subclasscheck(Base, 1))
run(lambda: _abc._abc_instancecheck(Plain, 1))
cache_counts()
type(_abc.get_cache_token()).__name__
'__abc_tpflags__' in Sequence.__dict__, '_abc_impl' in Sequence.__dict__, type(Sequence._abc_impl).__name__
sorted(n for n in dir(_abc) if not n.startswith('__'))
""".strip().split("\n")

for expr in CASES:
    try:
        r = repr(eval(expr))
    except Exception as e:
        r = "!" + type(e).__name__ + ": " + str(e)
    print(expr + "\t" + r)
