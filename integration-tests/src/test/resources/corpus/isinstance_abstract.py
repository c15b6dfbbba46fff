# isinstance() and issubclass() with objects that only look like classes (a __bases__ tuple),
# as CPython 3.13's abstract.c has them.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


class AbstractClass:
    def __init__(self, bases):
        self.bases = bases

    def getbases(self):
        return self.bases

    __bases__ = property(getbases)

    def __call__(self):
        return AbstractInstance(self)


class AbstractInstance:
    def __init__(self, klass):
        self.klass = klass

    def getclass(self):
        return self.klass

    __class__ = property(getclass)


AbstractSuper = AbstractClass(bases=())
AbstractChild = AbstractClass(bases=(AbstractSuper,))


class Super:
    pass


class Child(Super):
    pass


print(isinstance(AbstractChild(), AbstractSuper), isinstance(AbstractChild(), AbstractChild))
print(isinstance(Super(), AbstractSuper), isinstance(AbstractSuper(), Super))
print(issubclass(AbstractChild, AbstractSuper), issubclass(AbstractSuper, AbstractChild))
print(issubclass(Child, AbstractSuper), issubclass(AbstractChild, Child))
show("isinstance(1, object())", lambda: isinstance(1, object()))
show("issubclass(object(), int)", lambda: issubclass(object(), int))
show("issubclass(int, object())", lambda: issubclass(int, object()))
print(type.__subclasscheck__(int, bool), type.__instancecheck__(int, True))
show("type.__subclasscheck__(int, AbstractChild)", lambda: type.__subclasscheck__(int, AbstractChild))


class Raises:
    @property
    def __bases__(self):
        raise RuntimeError("no bases")


show("isinstance(1, Raises())", lambda: isinstance(1, Raises()))


class CycleBases:
    pass


cyc = CycleBases()
cyc.__bases__ = (cyc, cyc)
show("issubclass(cyc, int)", lambda: issubclass(cyc, int))


class Fancy(type):
    def __instancecheck__(cls, obj):
        return obj == "yes"

    def __subclasscheck__(cls, sub):
        return sub is int


class F(metaclass=Fancy):
    pass


print(isinstance("yes", F), isinstance("no", F), issubclass(int, F), issubclass(bool, F))
print(isinstance(3, (str, (F, int))), issubclass(bool, int | str))
