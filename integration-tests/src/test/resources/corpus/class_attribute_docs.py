"""A class's __dict__ and __weakref__ descriptors carry CPython's docs, which help() and pydoc
show under "Data descriptors defined here"."""
import pydoc


class A:
    pass


class B:
    __slots__ = ("x",)


print(repr(A.__dict__["__dict__"].__doc__), repr(A.__dict__["__weakref__"].__doc__))
print(repr(B.__dict__["x"].__doc__), type(B.__dict__["x"]).__name__)
print(pydoc.render_doc(A, renderer=pydoc.plaintext).split("\n", 2)[2])
