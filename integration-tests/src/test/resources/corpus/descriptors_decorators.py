# Descriptors with only some of __get__/__set__/__delete__, class decorators, __class__
# assignment, vars(), __set_name__, __init_subclass__ keywords.
class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, "unset")

    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError(f"{self.name[1:]} must be int, got {type(value).__name__}")
        setattr(obj, self.name, value)


class GetOnly:
    def __get__(self, obj, objtype=None):
        return "computed" if obj is not None else "class access"


class SetOnly:
    def __set__(self, obj, value):
        obj.__dict__["log"] = obj.__dict__.get("log", []) + [value]


class DeleteOnly:
    def __delete__(self, obj):
        print("deleting through descriptor")


def register(cls):
    cls.registered = True
    REGISTRY.append(cls.__name__)
    return cls


def with_repr(cls):
    def __repr__(self):
        return f"{cls.__name__}({', '.join(f'{k}={v!r}' for k, v in vars(self).items())})"
    cls.__repr__ = __repr__
    return cls


REGISTRY = []


@register
@with_repr
class Item:
    count = Typed()
    label = GetOnly()
    audit = SetOnly()
    gone = DeleteOnly()

    def __init__(self, count):
        self.count = count


it = Item(3)
print(it.count, it.label, Item.label, Item.count.name, Item.registered, REGISTRY)
try:
    it.count = "many"
except TypeError as e:
    print("TypeError:", e)
it.label = "instance wins over non-data descriptor"
print(it.label)
it.audit = 1
it.audit = 2
print(it.__dict__["log"], "audit" in vars(it))
del it.gone
print(repr(it))
print(sorted(vars(Item).keys() & {"count", "label", "audit", "gone", "registered"}))


class Animal:
    def speak(self):
        return "..."


class Dog(Animal):
    def speak(self):
        return "woof"


class Cat(Animal):
    def speak(self):
        return "meow"


pet = Dog()
print(pet.speak(), type(pet).__name__)
pet.__class__ = Cat
print(pet.speak(), type(pet).__name__, isinstance(pet, Cat))
try:
    pet.__class__ = int
except TypeError as e:
    print("TypeError:", e)


class Plugin:
    kinds = {}

    def __init_subclass__(cls, kind="generic", **kwargs):
        super().__init_subclass__(**kwargs)
        Plugin.kinds[cls.__name__] = kind


class CsvPlugin(Plugin, kind="csv"):
    pass


class RawPlugin(Plugin):
    pass


print(Plugin.kinds)


def counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count

    def get():
        return count
    return inc, get


inc, get = counter()
inc(); inc()
print(get(), inc.__closure__[0].cell_contents, inc.__code__.co_freevars)
print(vars(Dog) is not None, "speak" in vars(Dog), sorted(k for k in vars(pet)))
