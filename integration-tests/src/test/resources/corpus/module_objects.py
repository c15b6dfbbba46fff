# Module objects as CPython 3.13's moduleobject.c has them: repr through importlib's
# _module_repr, a lazily created __annotations__, and the module's own __getattr__.
import builtins
import sys
import types


class BareLoader:
    pass


class FullLoader:
    @classmethod
    def module_repr(cls, module):
        return "full"


for m in (sys, builtins, types.ModuleType("m"), types.ModuleType.__new__(types.ModuleType)):
    print(repr(m))
m = types.ModuleType("foo")
m.__loader__ = BareLoader
print(repr(m))
del m.__name__
print(repr(m))
m = types.ModuleType("foo")
m.__file__ = "/some/where/foo.py"
print(repr(m))
m = types.ModuleType("foo")
print(m.__annotations__, "__annotations__" in m.__dict__)
m.__annotations__ = {"x": int}
print(m.__dict__["__annotations__"])
del m.__annotations__
try:
    del m.__annotations__
except AttributeError as e:
    print("AttributeError", e)
u = types.ModuleType.__new__(types.ModuleType)
try:
    u.not_here
except AttributeError as e:
    print("AttributeError", e)


def deprecated(name):
    raise AttributeError("Deprecated, use whatever instead")


m.__getattr__ = deprecated
try:
    m.yolo
except AttributeError as e:
    print("AttributeError", e)
print(getattr(m, "yolo", "default"), hasattr(m, "yolo"))
