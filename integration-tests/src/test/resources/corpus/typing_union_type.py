# types.UnionType (PEP 604): X | Y of classes, None, generic aliases and type aliases.


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


UnionType = type(int | str)  # what Lib/types.py does
print(UnionType, UnionType.__name__, UnionType.__module__)

u = int | None
print(u, repr(u), u.__args__, type(u) is UnionType, u.__module__)
print(None | int, (None | int).__args__)
print(int | str | list[int], (int | str | list[int]).__args__)
print(int | str | bytes | None)

# members are kept once, in order of first appearance
print(int | int, type(int | int), int | str | int, (int | str) | (str | bytes))
print(list[int] | list[int], list[int] | list[str], dict[str, int] | None | dict[str, int])

# equality and hash ignore the order
print((int | str) == (str | int), (int | str) != (str | int), (int | str) == (int | bytes))
print(hash(int | str) == hash(str | int), len({int | str, str | int, bytes | int}))
print((int | str) == int, (int | None) == (None | int))

# isinstance and issubclass test the members
print(isinstance(1, int | str), isinstance("a", int | str), isinstance(1.5, int | str))
print(isinstance(None, int | None), issubclass(bool, int | None), issubclass(float, int | str))
print(isinstance(1, (str, int | bytes)), issubclass(bool, (str | bytes, int)))
show("isinstance with alias member", lambda: isinstance(1, int | list[int]))
show("isinstance alias first", lambda: isinstance(1, list[int] | int))

# only classes, None, aliases and unions combine; others decide for themselves
show("int | 'str'", lambda: int | "str")
show("int | 3", lambda: int | 3)
show("3 | int", lambda: 3 | int)
class Either:
    def __or__(self, other):
        return ("Either.__or__", other)
    def __ror__(self, other):
        return ("Either.__ror__", other)
print(int | Either(), Either() | int)
class Meta(type):
    def __or__(cls, other):
        return "Meta.__or__"
class WithMeta(metaclass=Meta):
    pass
print(WithMeta | int, int | WithMeta)
print(type.__or__(int, str), type.__ror__(int, str), type.__or__(int, 1))

# type aliases take part
type Alias = list[int]
print(int | Alias, Alias | None, (Alias | int).__args__)

# __parameters__ and substitution
class Var:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return "~" + self.name
    def __typing_subst__(self, arg):
        return arg
T = Var("T")
generic = list[T] | dict[str, T] | None
print(generic, generic.__parameters__, (int | str).__parameters__)
print(generic[int], generic[int].__args__)
print((list[T] | int)[str], type((list[T] | int)[str]))
show("not generic", lambda: (int | str)[int])

# attributes
print(hasattr(u, "__origin__"), hasattr(list[int], "__origin__"))
show("UnionType()", lambda: UnionType())
print(sorted(a for a in dir(u) if a.startswith("__a") or a.startswith("__p")))
