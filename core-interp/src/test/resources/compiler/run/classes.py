class Base:
    kind = "base"
    def __init__(self, value):
        self.value = value
        self.__secret = value * 2
    def describe(self):
        return self.kind + ":" + str(self.value)
    def secret(self):
        return self.__secret

class Child(Base):
    kind = "child"
    def __init__(self, value, extra):
        super().__init__(value)
        self.extra = extra
    def describe(self):
        return super().describe() + "+" + str(self.extra)
    def cls(self):
        return __class__.__name__

c = Child(3, "x")
print(c.describe(), c.secret(), c.cls(), c._Base__secret)
print(Child.__static_attributes__, Base.__static_attributes__)
print(Child.__qualname__, Child.describe.__qualname__)

def deco(tag):
    def wrap(f):
        def inner(*args, **kw):
            return tag + str(f(*args, **kw))
        return inner
    return wrap

@deco("<")
@deco(">")
def add(a, b=2, *, c=3):
    return a + b + c

print(add(1), add(1, 1, c=1))

def kinds(a, /, b, *args, c, d=4, **kw):
    return a, b, args, c, d, sorted(kw.items())

print(kinds(1, 2, 3, 4, c=5, e=6))
print(kinds(1, b=2, c=3))

def star_calls(*args, **kwargs):
    return args, sorted(kwargs.items())

args = (1, 2)
kw = {"x": 1}
print(star_calls(*args, 3, *args, y=2, **kw))
print(star_calls(**kw, z=0))

class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Point({self.x!r}, {self.y!r})"

p = Point(1, 2)
p.x += 10
print(p, [p][0].y)

class Meta(type):
    def __new__(mcls, name, bases, ns, **kw):
        ns["tag"] = kw.get("tag", "none")
        return super().__new__(mcls, name, bases, ns)

class Tagged(metaclass=Meta, tag="hello"):
    pass

print(Tagged.tag)
