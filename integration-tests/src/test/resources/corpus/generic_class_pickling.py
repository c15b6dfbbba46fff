"""Instances of generic classes (type parameter lists, Generic[T]) pickle at every protocol:
copyreg's protocol 0 and 1 reduction walks past typing.Generic, a heap type in CPython."""
import copy
import pickle
import typing

T = typing.TypeVar('T')


class Box[V]:
    def __init__(self, value):
        self.value = value


class Pair(typing.Generic[T]):
    def __init__(self, a, b):
        self.a, self.b = a, b


for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    box = pickle.loads(pickle.dumps(Box([1, 2]), proto))
    pair = pickle.loads(pickle.dumps(Pair('x', 3), proto))
    print(proto, type(box).__name__, box.value, type(pair).__name__, pair.a, pair.b)
print(copy.copy(Pair(1, 2)).b, copy.deepcopy(Box({'k': 1})).value)
for t in (typing.Generic, typing.TypeVar, typing.ParamSpec, typing.TypeVarTuple,
          typing.ParamSpecArgs, typing.ParamSpecKwargs, int, Box):
    print(t.__name__, bool(t.__flags__ & (1 << 9)))
print(Box.__mro__)
