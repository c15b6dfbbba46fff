# types.GenericAlias (PEP 585): list[int] and friends, made by __class_getitem__ on the
# generic builtin classes and by type[...]; calling, attributes, substitution, unpacking.
import collections
import functools
import itertools


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


# repr of every shape of argument
print(list[int], dict[str, list[int]], tuple[()], tuple[int, ...], list[[int, str]])
print(list[None], list[type(None)], list["forward"], list[1], list[len], type[int])
class Local:
    pass
print(list[Local], dict[Local, tuple[Local, ...]])

# the builtin classes that are generic, as in CPython 3.13
for cls in (list, tuple, dict, set, frozenset, type, enumerate, collections.deque,
            collections.defaultdict, collections.OrderedDict, collections.Counter,
            functools.partial, itertools.chain):
    alias = cls[int]
    print(cls.__name__, alias, alias.__origin__ is cls)
show("str[int]", lambda: str[int])
show("int[str]", lambda: int[str])
show("list.__class_getitem__()", lambda: list.__class_getitem__())

# attributes of the alias, and of its origin through it
a = list[int]
print(type(a), type(a).__name__, type(a).__module__)
print(a.__origin__, a.__args__, a.__parameters__, a.__unpacked__)
print(a.__name__, a.__qualname__, a.__module__, a.append)
show("a.nothing", lambda: a.nothing)
print(a.__class__ is type(a), a.__mro_entries__((a,)))
print("__origin__" in dir(a), "append" in dir(a))

# equality and hashing
print(list[int] == list[int], list[int] != list[str], list[int] == list, dict[str, int] == dict[str, int])
print(hash(list[int]) == hash(list[int]), len({list[int], list[int], list[str]}))

# calling makes an instance of the origin and tells it its alias when it can
print(list[int]([1, 2]), dict[str, int](a=1), tuple[int, int]((1, 2)))
class Remember:
    pass
GenericAlias = type(list[int])  # what Lib/types.py does
ga = GenericAlias(Remember, (int,))
inst = ga()
print(type(inst).__name__, inst.__orig_class__)
print(list[int]().__class__)

# GenericAlias(origin, args) directly
print(GenericAlias(list, int), GenericAlias(dict, (str, int)))
show("GenericAlias(list)", lambda: GenericAlias(list))
show("GenericAlias(kw)", lambda: GenericAlias(list, int, x=1))

# isinstance and issubclass refuse parameterized generics
show("isinstance", lambda: isinstance([], list[int]))
show("issubclass", lambda: issubclass(list, list[int]))
print(isinstance(list[int], GenericAlias))

# subclassing through __mro_entries__
class Ints(list[int]):
    pass
print(Ints.__bases__, Ints.__orig_bases__, Ints([3]))

# unpacking: *tuple[int, str]
star = [*tuple[int, str]]
print(star, star[0].__unpacked__, star[0] == tuple[int, str], star[0].__typing_unpacked_tuple_args__)
print(tuple[int].__typing_unpacked_tuple_args__, list[*tuple[int, ...]])
print(star[0].__reduce__()[0] is next)

# pickling support
print(list[int].__reduce__(), dict[str, int].__reduce__()[1])

# substitution through __typing_subst__ / __parameters__, the protocol typing's TypeVar follows
class Var:
    def __init__(self, name):
        self.name = name
    def __repr__(self):
        return "~" + self.name
    def __typing_subst__(self, arg):
        return arg
T = Var("T")
S = Var("S")
print(list[T].__parameters__, dict[T, list[S]].__parameters__, dict[T, T].__parameters__)
print(list[T][int], dict[T, list[S]][str, int], dict[str, list[T]][bytes])
print(list[T][int].__parameters__, dict[(S, int), S][str], dict[[S, int], S][str])
show("too few", lambda: dict[T, S][int])
show("too many", lambda: list[T][int, str])
show("not generic", lambda: list[int][str])

# | with other alias-like things gives a union
print(list[int] | None, list[int] | dict[str, int], int | list[int])
