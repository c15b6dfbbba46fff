# Each class that adds __dict__ and __weakref__ for its instances has descriptors of its own
# (their __objclass__ is the class), which inspect.getattr_static and typing's runtime
# protocols rely on to find instance attributes.
import inspect
from typing import Protocol, runtime_checkable


class Plain:
    def __init__(self):
        self.x = 42


class Child(Plain):
    pass


print(Plain.__dict__["__dict__"], Plain.__dict__["__weakref__"])
print(Plain.__dict__["__dict__"].__objclass__ is Plain, "__dict__" in Child.__dict__)
print(inspect.getattr_static(Plain(), "x"), inspect.getattr_static(Child(), "x"))
try:
    Plain.__dict__["__dict__"].__get__(object())
except TypeError as e:
    print("TypeError", e)


@runtime_checkable
class HasX(Protocol):
    x: int


class ClassX:
    x = 1


class PropX:
    @property
    def x(self):
        return 2


print([isinstance(o, HasX) for o in (Plain(), Child(), ClassX(), PropX(), object())])
