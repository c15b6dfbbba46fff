# expect-hits: LOAD_ATTR_INSTANCE_VALUE LOAD_ATTR_MODULE LOAD_ATTR_WITH_HINT LOAD_ATTR_SLOT LOAD_ATTR_CLASS LOAD_ATTR_PROPERTY LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN LOAD_ATTR_METHOD_WITH_VALUES LOAD_ATTR_METHOD_NO_DICT LOAD_ATTR_METHOD_LAZY_DICT LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES LOAD_ATTR_NONDESCRIPTOR_NO_DICT STORE_ATTR_INSTANCE_VALUE STORE_ATTR_WITH_HINT STORE_ATTR_SLOT LOAD_SUPER_ATTR_ATTR LOAD_SUPER_ATTR_METHOD
# Every attribute child at its own site, hot, with no mutation: each site must specialize
# and keep hitting.
import math


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)

    @property
    def double_x(self):
        return self.x * 2

    label = "pt"


class Slotted:
    __slots__ = ("a", "b")
    kind = "slotted"

    def __init__(self, a):
        self.a = a
        self.b = a + 1

    def total(self):
        return self.a + self.b


class Traced:
    def __getattribute__(self, name):
        return "traced-" + name


class Big:
    def __init__(self):
        for i in range(35):
            setattr(self, "f%d" % i, i)


class MyList(list):
    def first(self):
        return self[0]


class Base:
    def hello(self):
        return "base hello"

    greeting = "base greeting"


class Child(Base):
    def hello(self):
        return "child/" + super().hello()

    def greet(self):
        return super().greeting


def instance_value(p, n):
    t = 0
    for _ in range(n):
        t += p.x
    return t


def with_hint(b, n):
    t = 0
    for _ in range(n):
        t += b.f33
    return t


def slot(s, n):
    t = 0
    for _ in range(n):
        t += s.a
    return t


def dunder_class(p, n):
    c = None
    for _ in range(n):
        c = p.__class__
    return c.__name__


def module_attr(n):
    t = 0.0
    for _ in range(n):
        t += math.pi
    return round(t, 3)


def class_attr(n):
    r = None
    for _ in range(n):
        r = Point.label
    return r


def prop(p, n):
    t = 0
    for _ in range(n):
        t += p.double_x
    return t


def getattribute(o, n):
    r = None
    for _ in range(n):
        r = o.anything
    return r


def method_with_values(p, n):
    t = 0
    for _ in range(n):
        t += p.norm1()
    return t


def method_no_dict(s, lst, n):
    t = 0
    for i in range(n):
        t += s.total()
        lst.append(i)
    return t + len(lst)


def method_lazy_dict(ml, n):
    t = 0
    for _ in range(n):
        t += ml.first()
    return t


def nondescriptor_with_values(p, n):
    r = None
    for _ in range(n):
        r = p.label
    return r


def nondescriptor_no_dict(s, n):
    r = None
    for _ in range(n):
        r = s.kind
    return r


def store_instance_value(p, n):
    for i in range(n):
        p.y = i
    return p.y


def store_with_hint(b, n):
    for i in range(n):
        b.f34 = i
    return b.f34


def store_slot(s, n):
    for i in range(n):
        s.b = i
    return s.b


def super_attr(c, n):
    r = None
    for _ in range(n):
        r = c.greet()
    return r


def super_method(c, n):
    r = None
    for _ in range(n):
        r = c.hello()
    return r


N = 200
p = Point(3, -4)
s = Slotted(5)
b = Big()
print(instance_value(p, N), with_hint(b, N), slot(s, N), dunder_class(p, N))
print(module_attr(N), class_attr(N), prop(p, N), getattribute(Traced(), N))
print(method_with_values(p, N), method_no_dict(s, [], N), method_lazy_dict(MyList([7]), N))
print(nondescriptor_with_values(p, N), nondescriptor_no_dict(s, N))
print(store_instance_value(p, N), store_with_hint(b, N), store_slot(s, N))
print(super_attr(Child(), N), super_method(Child(), N))
