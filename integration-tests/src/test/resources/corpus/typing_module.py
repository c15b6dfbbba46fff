# The _typing module: TypeVar, ParamSpec, TypeVarTuple, TypeAliasType, Generic, NoDefault and
# _idfunc made directly (typing.py is not imported: nothing here needs it).
import _typing
from _typing import (Generic, NoDefault, ParamSpec, ParamSpecArgs, ParamSpecKwargs,
                     TypeAliasType, TypeVar, TypeVarTuple, _idfunc)


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print(sorted(n for n in dir(_typing) if not n.startswith("__")))
print(_typing.__name__, _typing.__doc__)
for cls in (TypeVar, ParamSpec, ParamSpecArgs, ParamSpecKwargs, TypeVarTuple, TypeAliasType, Generic):
    print(cls, cls.__name__, cls.__module__)

# TypeVar
T = TypeVar("T")
print(T, T.__name__, T.__module__, T.__bound__, T.__constraints__, T.__default__, T.has_default())
print(T.__covariant__, T.__contravariant__, T.__infer_variance__, T.__reduce__())
print(TypeVar("Co", covariant=True), TypeVar("Contra", contravariant=True), TypeVar("Inf", infer_variance=True))
print(TypeVar("C", int, str).__constraints__, TypeVar("D", default=int).__default__)
print(TypeVar("N", default=None).__default__, TypeVar("N", default=None).has_default())
print(TypeVar("B", bound=None).__bound__, TypeVar(name="K").__name__)
show("bivariant", lambda: TypeVar("T", covariant=True, contravariant=True))
show("variance and infer", lambda: TypeVar("T", contravariant=True, infer_variance=True))
show("one constraint", lambda: TypeVar("T", int))
show("name not str", lambda: TypeVar(1))
show("no name", lambda: TypeVar())
show("unknown keyword", lambda: TypeVar("T", foo=1))
show("subclass", lambda: T.__mro_entries__(()))
print(T == T, T == TypeVar("T"), hash(T) == hash(T))
T.extra = "instance attribute"
print(T.extra)
show("type(T) as base", lambda: type("X", (TypeVar,), {}))

# ParamSpec, P.args, P.kwargs
P = ParamSpec("P")
print(P, P.__name__, P.__module__, P.__bound__, P.__default__, P.has_default())
print(P.args, P.kwargs, P.args.__origin__ is P, P.args == P.args, P.args != P.kwargs, P.args == 1)
print(ParamSpec("Q", covariant=True), ParamSpec("Q", default=[int]).__default__, P.__reduce__())
print(ParamSpecArgs("x"), ParamSpecKwargs(P), ParamSpecArgs(P) == P.args)
show("unhashable args", lambda: {P.args})
show("ParamSpec positional", lambda: ParamSpec("P", int))
show("args subclass", lambda: P.args.__mro_entries__(()))

# TypeVarTuple
Ts = TypeVarTuple("Ts")
print(Ts, Ts.__name__, Ts.__module__, Ts.__default__, Ts.has_default(), Ts.__reduce__())
print(TypeVarTuple("Ts", default=int).__default__)
show("substitute", lambda: Ts.__typing_subst__(int))
show("two positionals", lambda: TypeVarTuple("Ts", int))
show("bound", lambda: TypeVarTuple("Ts", bound=int))

# TypeAliasType
A = TypeAliasType("A", int)
print(A, A.__name__, A.__value__, A.__type_params__, A.__parameters__, A.__module__, A.__reduce__())
B = TypeAliasType("B", list, type_params=(T,))
print(B[int], B[int].__origin__ is B, B.__type_params__, B.__parameters__)
print(A | None, int | A)
show("not generic", lambda: A[int])
show("empty type params", lambda: TypeAliasType("E", int, type_params=())[int])
show("type_params list", lambda: TypeAliasType("A", int, type_params=[T]))
show("missing value", lambda: TypeAliasType("A"))
show("set attribute", lambda: setattr(A, "x", 1))

# NoDefault and _idfunc
print(NoDefault, type(NoDefault).__name__, type(NoDefault)() is NoDefault, NoDefault.__reduce__())
show("NoDefaultType(1)", lambda: type(NoDefault)(1))
print(_idfunc(5), _idfunc(T) is T)
show("_idfunc(1, 2)", lambda: _idfunc(1, 2))

# Generic itself needs no typing.py until subscripted or subclassed
print(Generic().__class__, Generic.__doc__.splitlines()[0])
print(isinstance(Generic(), Generic), "__class_getitem__" in Generic.__dict__)

# the objects the syntax makes are of these types
def f[X, *Y, **Z](): pass
type Made = int
print([type(p) for p in f.__type_params__], type(Made) is TypeAliasType)
