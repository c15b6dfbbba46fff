# Odd classes met where the interpreter must raise TypeError, as CPython does, instead of
# failing inside: a metaclass mro() naming a class of another layout, and exception classes
# whose __new__ returns something that is not an exception.
class ListMeta(type):
    def mro(cls):
        return [cls, dict, object]

try:
    class X(object, metaclass=ListMeta):
        pass
except TypeError as e:
    print("mro:", e)

class ReverseMeta(type):
    def mro(cls):
        return list(reversed(type.mro(cls)))

class A:
    def f(self):
        return "A"

class B(A):
    def f(self):
        return "B"

class C(B, metaclass=ReverseMeta):
    pass

print([k.__name__ for k in C.__mro__], C().f())

class Weird(Exception):
    def __new__(cls, *args):
        return 42

def gen():
    yield 1

g = gen()
next(g)
try:
    g.throw(Weird)
except TypeError as e:
    print("throw:", e)

try:
    raise Weird
except TypeError as e:
    print("raise:", e)

class NotAnException:
    pass

try:
    raise NotAnException
except TypeError as e:
    print("raise other:", e)
