# Which builtin objects take weak references, as in CPython 3.13.
import functools
import types
import typing
import weakref


def f():
    pass


objects = [
    functools.partial(f), functools.lru_cache(f), typing.TypeVar("T"),
    typing.ParamSpec("P"), typing.TypeVarTuple("Ts"), list[int],
    types.GenericAlias(list, int), types.SimpleNamespace(), int | str, f, len,
    staticmethod(f), property(f), set(), frozenset(), (x for x in ()), iter([]), 1, "s",
]
for o in objects:
    try:
        r = weakref.ref(o)
        print(type(o).__name__, "ok", r() is o)
    except TypeError as e:
        print(type(o).__name__, "TypeError:", e)

cache = weakref.WeakValueDictionary()
p = functools.partial(f)
cache["p"] = p
print(list(cache))
del p
import gc
gc.collect()
print(list(cache))
