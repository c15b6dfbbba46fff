# Setting and deleting a class's special attributes, as CPython 3.13 words the refusals:
# a builtin (immutable) type refuses any change before looking at descriptors, a class
# refuses to lose its name, qualified name, module, bases or type parameters.
class A:
    pass


class B(A):
    pass


def attempt(statements):
    for stmt in statements:
        try:
            exec(stmt)
            print(stmt, "-> ok")
        except (TypeError, AttributeError) as e:
            print(stmt, "->", type(e).__name__, e)


attempt(["del int.__module__", "del int.x", "int.x = 1", "int.__name__ = 'y'",
         "int.__abstractmethods__ = frozenset()", "del A.__module__", "del A.__name__",
         "del A.__qualname__", "del A.__bases__", "del A.__type_params__",
         "del A.__doc__", "del A.nope", "del A.__dict__", "A.__qualname__ = 5",
         "A.__name__ = 5", "A.x = 1", "del A.x", "B.__abstractmethods__ = frozenset({'m'})",
         "del B.__abstractmethods__"])
print(A.__name__, A.__qualname__, A.__module__, B.__bases__)


# __annotations__ of a class: its own, or an empty dict made and kept; a builtin has none
class C:
    pass


class D(C):
    x: int


print(C.__annotations__, "__annotations__" in C.__dict__, D.__annotations__)
del D.__annotations__
print("__annotations__" in D.__dict__, D.__annotations__)
attempt(["int.__annotations__", "del C.__annotations__", "del C.__annotations__",
         "int.__annotations__ = {}"])
C.__annotations__ = {"y": str}
print(C.__annotations__, C().__annotations__)
