# Attribute reads and method loads that several classes reach at one site, in code hot enough
# for tier 2, while the classes and instances change under them: a property or data
# descriptor added to a class, an attribute deleted, a method redefined or shadowed by an
# instance attribute, __getattribute__ and __getattr__ added, __class__ assigned.


class Base:
    def __init__(self, x):
        self.x = x
        self.y = x * 2

    def get(self):
        return self.x


class A(Base):
    pass


class B(Base):
    def __init__(self, x):
        self.z = 0
        super().__init__(x)


class C(Base):
    def get(self):
        return -self.x


def total(objs, rounds):
    s = 0
    for _ in range(rounds):
        for o in objs:
            s += o.x + o.y + o.get()
    return s


objs = [A(1), B(2), C(3), A(4), B(5), C(6)]
print(total(objs, 300))
B.x = property(lambda self: 100)
print(total(objs, 300))
del B.x
print(total(objs, 300))
objs[0].get = lambda: 1000
print(total(objs, 300))
del objs[0].get
A.get = lambda self: 7
print(total(objs, 300))


class Loud:
    def __get__(self, obj, owner=None):
        return 50

    def __set__(self, obj, value):
        pass


C.y = Loud()
print(total(objs, 300))
del C.y
objs[2].__class__ = A
print(total(objs, 300))
A.__getattribute__ = lambda self, name: 3 if name != 'get' else (lambda: 3)
print(total(objs, 300))
del A.__getattribute__
del objs[1].y
B.__getattr__ = lambda self, name: 9
print(total(objs, 300))
try:
    del B.__getattr__
    total(objs, 300)
except AttributeError as e:
    print("AttributeError:", e)
objs[1].y = 1
for o in objs:
    o.__dict__  # materialized dicts
print(total(objs, 300))
objs[3].__dict__['x'] = 40
print(total(objs, 300))
