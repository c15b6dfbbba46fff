# Corners found by CPython's own tests: throw() into a generator delegating to a plain
# iterator, a metaclass __delattr__, joining a thread handle never started, a NUL in a child's
# environment, sys._git's shape.
import _thread
import subprocess
import sys


def delegating():
    yield from iter([1, 2])


gen = delegating()
print(next(gen))
try:
    gen.throw(ValueError("thrown in"))
except ValueError as e:
    print("ValueError:", e)
print(list(gen))


class Meta(type):
    def __delattr__(cls, name):
        print("Meta.__delattr__", name)
        super().__delattr__(name)


class C(metaclass=Meta):
    x = 1
    y = 2


del C.x
print(hasattr(C, "x"), C.y)
try:
    del C.missing
except AttributeError as e:
    print("AttributeError:", e)

try:
    _thread._ThreadHandle().join()
except RuntimeError as e:
    print("RuntimeError:", e)

try:
    subprocess.Popen(["true"], env={"A\0B": "x"})
except ValueError as e:
    print("ValueError:", e)

print(type(sys._git).__name__, len(sys._git))
