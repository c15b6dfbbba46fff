# __bases__ assignment and metaclass mro() as CPython 3.13's type_set_bases and
# mro_internal: re-entrance, rollback, incomplete classes, and sites warmed up before.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


def names(seq):
    return [c.__name__ for c in seq]


# type.mro() computes C3 over the current bases
class A:
    x = "A"


class A2:
    x = "A2"


class D(A):
    pass


d = D()
for i in range(30):
    assert d.x == "A"  # LOAD_ATTR specialized on D's version
D.__bases__ = (A2,)
print(d.x, names(D.__mro__), names(type.mro(D)), names(A2.__subclasses__()))
show("repeated base", lambda: setattr(D, "__bases__", (A, A)))
show("cycle", lambda: setattr(D, "__bases__", (D,)))
print(names(D.__bases__))


# a metaclass's mro() that assigns __bases__ again: the inner assignment wins
class Meta(type):
    armed = False

    def mro(cls):
        if Meta.armed and cls.__name__ == "C":
            Meta.armed = False
            C.__bases__ = (B2,)
        return type.mro(cls)


class Root(metaclass=Meta):
    def who(self):
        return "Root"


class B1(Root):
    def who(self):
        return "B1"


class B2(Root):
    def who(self):
        return "B2"


class C(Root):
    pass


c = C()
for i in range(30):
    assert c.who() == "Root"
Meta.armed = True
C.__bases__ = (B1,)
print(names(C.__bases__), names(C.__mro__), c.who())
print(names(B1.__subclasses__()), names(B2.__subclasses__()))
B1.__bases__ = (C,)
print(names(B1.__mro__), names(C.__subclasses__()))


# an error from mro() puts the MROs back
class Boom(Exception):
    pass


class Meta2(type):
    fail = False

    def mro(cls):
        if Meta2.fail:
            raise Boom(cls.__name__)
        return type.mro(cls)


class P(metaclass=Meta2):
    v = "P"


class Q(metaclass=Meta2):
    v = "Q"


class R(P):
    pass


class S(R):
    pass


s = S()
for i in range(30):
    assert s.v == "P"
Meta2.fail = True
show("R.__bases__ = (Q,)", lambda: setattr(R, "__bases__", (Q,)))
Meta2.fail = False
print(names(R.__bases__), names(S.__mro__), s.v)
R.__bases__ = (Q,)
print(names(S.__mro__), s.v)


# a class has no MRO while its metaclass's mro() makes the first one
class Meta3(type):
    seen = []

    def mro(cls):
        if cls.__name__ != "Inc":
            return type.mro(cls)
        Meta3.seen.append(cls.__mro__)
        try:
            class Sub(cls):
                pass
        except TypeError as e:
            Meta3.seen.append(str(e))
        try:
            super(cls, cls).anything
        except AttributeError as e:
            Meta3.seen.append("AttributeError")
        return type.mro(cls)


class Inc(metaclass=Meta3):
    pass


print(Meta3.seen, names(Inc.__mro__))


# an mro() leaving the class out fails in __init_subclass__'s super()
class Other:
    pass


class Meta4(type):
    def mro(cls):
        return (Other,)


try:
    class Odd(metaclass=Meta4):
        pass
except TypeError as e:
    print("TypeError", e)


# __class__ is there when the metaclass's mro() runs
class Meta5(type):
    def mro(cls):
        cls.__dict__["f"]()
        return super().mro()


class WithCell(metaclass=Meta5):
    def f():
        global seen_class
        seen_class = __class__


print(seen_class is WithCell)
