# PEP 695 generic classes. Their bases get Generic[*params], and Generic's class methods and
# the making of Generic[...] call back into typing.py, as CPython's C code does: a stand-in
# typing module records the calls, so the interpreter's side is checked without Lib/typing.py.
import sys
import _typing

log = []
typing = type(sys)("typing")

class _GenericAlias:
    def __init__(self, origin, args):
        log.append(("_GenericAlias", origin.__name__, args))
        self.__origin__ = origin
        self.__args__ = args
    def __mro_entries__(self, bases):
        return (self.__origin__,)
    def __repr__(self):
        return f"{self.__origin__.__name__}[{', '.join(map(repr, self.__args__))}]"

def _generic_init_subclass(cls, *args, **kwargs):
    log.append(("init_subclass", cls.__name__, args, kwargs))
    cls.__parameters__ = getattr(cls, "__type_params__", ())

def _generic_class_getitem(cls, params):
    log.append(("class_getitem", cls.__name__, params))
    return _GenericAlias(cls, params if isinstance(params, tuple) else (params,))

class _Unpack:
    def __getitem__(self, item):
        return ("Unpack", item)

typing._GenericAlias = _GenericAlias
typing._generic_init_subclass = _generic_init_subclass
typing._generic_class_getitem = _generic_class_getitem
typing.Unpack = _Unpack()
sys.modules["typing"] = typing

class Box[T]:
    def __init__(self, v: T):
        self.v = v
    def get(self) -> T:
        return self.v

print(Box.__type_params__, Box.__parameters__, Box.__bases__, Box.__mro__)
print(Box.__orig_bases__)
print(Box(3).get(), Box.__init__.__annotations__)
print(Box[int], Box[int].__origin__ is Box)
print(log)
log.clear()

class Base: pass
class Pair[K, V: int = str](Base, metaclass=type, extra=1):
    pass
print(Pair.__bases__, Pair.__type_params__, log)
log.clear()

class Variadic[*Ts, **P]: pass
print(Variadic.__type_params__, log)
log.clear()

def outer():
    class Inner[T]:
        def m(self): return T
        attr = T
    return Inner
I = outer()
print(I.__qualname__, I().m(), I.attr, I.__type_params__)

class Shadow:
    T = 'class attribute'
    class G[T]:
        seen = T
print(Shadow.G.seen, Shadow.G.__type_params__)

class WithClassdict:
    limit = int
    class G[T: limit]:
        pass
    limit = float
print(WithClassdict.G.__type_params__[0].__bound__)
class Late:
    def m[T: later](self): pass
    later = bytes
print(Late.m.__type_params__[0].__bound__)
Late.later = frozenset
print(Late.m.__type_params__[0].__bound__)
class Late2:
    def m[T: later](self): pass
    later = bytes
Late2.later = frozenset
print(Late2.m.__type_params__[0].__bound__)
print(issubclass(Box, _typing.Generic), isinstance(Box(1), _typing.Generic))

# the class body sees __type_params__ and the type parameters; methods close over them
class Node[T]:
    params = __type_params__
    def __init__(self, value: T, next: "Node[T] | None" = None):
        self.value = value
        self.next = next
    def kind(self):
        return T
print(Node.params, Node(1).kind(), Node.__init__.__annotations__)

# private type parameter names are mangled with the class name
class Mangled[__T]:
    seen = __T
print(Mangled.seen, Mangled.__type_params__, "_Mangled__T" in Mangled.__dict__)

# decorators see the finished class
def decorate(cls):
    cls.decorated = cls.__type_params__
    return cls
@decorate
class Decorated[T, U]:
    pass
print(Decorated.decorated)
