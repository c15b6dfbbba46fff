# property.getter/setter/deleter call type(p)(fget, fset, fdel, doc), so a subclass's __init__
# runs; a subclass keeps __doc__ in its instance (dropped when __slots__ leave no room, an
# error when it came from the getter); __name__ is writable; messages name the owner's
# qualified name.
class Logged(property):
    made = []

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        Logged.made.append((getattr(fget, "__name__", None), fset is not None, doc))
        super().__init__(fget, fset, fdel, doc)


class C:
    def __init__(self):
        self._x = 0

    @Logged
    def x(self):
        "the x"
        return self._x

    @x.setter
    def x(self, v):
        self._x = v


c = C()
c.x = 5
print(c.x, C.x.__doc__, type(C.x).__name__, Logged.made)


class Weird(property):
    def __new__(cls, *args):
        return "not a property" if len(args) == 4 else super().__new__(cls)


w = Weird(lambda self: 1)
print(w.getter(lambda self: 2))


class Slotted(property):
    __slots__ = ("foo",)


p = Slotted(doc="what's up")
print(p.__doc__, hasattr(p, "__dict__"))
try:
    class D:
        @Slotted
        def spam(self):
            """from the getter"""
            return 1
except AttributeError as e:
    print("AttributeError:", e)


class Outer:
    class Inner:
        ro = property(lambda self: 1)
        nothing = property()


o = Outer.Inner()
for action in (lambda: setattr(o, "ro", 2), lambda: o.nothing, lambda: delattr(o, "ro")):
    try:
        action()
    except AttributeError as e:
        print("AttributeError:", e)
q = property(lambda self: 1)
print(q.__name__)
q.__name__ = "renamed"
print(q.__name__)
try:
    property(1).__name__
except AttributeError as e:
    print("AttributeError:", e)
try:
    q.__set_name__(1)
except TypeError as e:
    print("TypeError:", e)
