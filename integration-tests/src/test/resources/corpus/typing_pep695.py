# PEP 695: type parameter lists on functions, and type statements; bounds, constraints,
# defaults and alias values are evaluated lazily; names in a class resolve through its body.


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


def first[T](xs: list[T]) -> T:
    return xs[0]

print(first([1, 2]), first.__type_params__, first.__annotations__)
(T,) = first.__type_params__
print(type(T).__name__, type(T).__module__, T.__name__, T.__module__, repr(T))
print(T.__bound__, T.__constraints__, T.__default__, T.has_default())
print(T.__covariant__, T.__contravariant__, T.__infer_variance__)
print(first.__qualname__, type(first.__type_params__))


def every[T: int, U: (str, bytes), *Ts, **P, V = list[int]](a: T, *args: P.args, **kw: P.kwargs) -> V:
    return a

print(every.__type_params__, every(5))
T, U, Ts, P, V = every.__type_params__
print(T.__bound__, U.__bound__, U.__constraints__, V.__default__, V.has_default())
print(type(Ts).__name__, Ts.__default__, Ts.has_default(), type(P).__name__, P.__bound__)
print(P.args, P.kwargs, P.args.__origin__ is P, type(P.args).__name__, P.args == P.args, P.args == P.kwargs)
print(every.__annotations__)


# bounds, constraints and defaults run when first asked for, then are kept
calls = []
def note(x):
    calls.append(x)
    return x

def lazy[A: note("bound"), B: (note("c1"), note("c2")), C = note("default"), *D = note(["d"])](): pass
print(calls)
A, B, C, D = lazy.__type_params__
print(A.__bound__, calls)
print(A.__bound__, calls)
print(B.__constraints__, C.__default__, D.__default__, calls)

def starred[*Ts = *tuple[int, str]](): pass
(Ts,) = starred.__type_params__
print(Ts.__default__, type(Ts.__default__).__name__)

def failing[T: undefined_name](): pass
show("unbound bound", lambda: failing.__type_params__[0].__bound__)
undefined_name = "now defined"
print(failing.__type_params__[0].__bound__)


# defaults and keyword defaults of a generic function are evaluated outside its scope
def with_defaults[T](a=1, b=[2], *, c=3, d: T = None) -> T:
    return a, b, c, d

print(with_defaults(), with_defaults.__defaults__, with_defaults.__kwdefaults__)
print(with_defaults.__annotations__, with_defaults.__type_params__)


# closures see the type parameters
def outer[T]():
    def inner():
        return T
    return inner

print(outer()(), outer()() is outer.__type_params__[0], outer()() is outer()())

def maker(x):
    def generic[T: type(x)](y: T = x) -> T:
        return y, T
    return generic

g = maker(7)
print(g(), g.__type_params__[0].__bound__, g.__defaults__)


# decorators and methods
def register(f):
    f.registered = True
    return f

@register
def decorated[T](): pass
print(decorated.registered, decorated.__type_params__)

async def coroutine[T](x: T) -> T:
    return x
c = coroutine(3)
try:
    c.send(None)
except StopIteration as e:
    print("coroutine", e.value, coroutine.__type_params__)


# type statements
type Alias = list[int]
print(Alias, type(Alias).__name__, Alias.__name__, Alias.__value__)
print(Alias.__type_params__, Alias.__parameters__, Alias.__module__, Alias.__reduce__())
show("Alias[int]", lambda: Alias[int])

type Pair[K, V = str] = dict[K, V]
print(Pair, Pair.__type_params__, Pair.__parameters__, Pair.__value__)
print(Pair[str, int], Pair[str, int].__origin__ is Pair, Pair[str, int].__args__)
print(Pair.__type_params__[1].__default__)

type Later = not_yet_defined
show("Later.__value__", lambda: Later.__value__)
not_yet_defined = bytes
print(Later.__value__, Later.__value__ is Later.__value__)

type Recursive = list[Recursive] | int
print(Recursive.__value__)

def local_alias():
    type Local[T] = tuple[T, T]
    return Local
L = local_alias()
print(L, L.__value__, L.__module__)

print(int | Alias, Alias | None)


# names inside a class body: annotation scopes read the class namespace first
x = "global x"
class Outer:
    x = "class x"
    def method[T: x](self) -> T:
        return x
    type A = x
    type B[T: x] = (x, T)

print(Outer.method.__type_params__[0].__bound__, Outer.A.__value__, Outer().method())
print(Outer.B.__value__[0], Outer.B.__type_params__[0].__bound__)
print(Outer.method.__qualname__, Outer.A.__value__)

def function_scope():
    y = "function y"
    class C:
        y = "class y"
        def m[T: y](self): pass
        type A = y
    class D:
        def m[T: y](self): pass
    return C, D

C, D = function_scope()
print(C.m.__type_params__[0].__bound__, C.A.__value__, D.m.__type_params__[0].__bound__)

class Changing:
    def m[T: later](self): pass
    later = "set after the def"
print(Changing.m.__type_params__[0].__bound__)

class Shadowing:
    T = "class T"
    def m[T](self, a: T) -> T:
        return T
print(Shadowing().m(1), Shadowing.m.__annotations__, Shadowing.T)

class Comprehension:
    z = 2
    def m[T: [z * i for i in range(3)], U: (lambda: z)](self): pass
z = "global z"
Tc, Uc = Comprehension.m.__type_params__
print(Tc.__bound__ if False else "", Uc.__bound__())


# private names in a generic function of a class
class Private:
    def m[__T](self, a: __T) -> __T:
        return __T
print(Private().m(1), Private.m.__type_params__)
