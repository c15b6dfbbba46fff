# Attribute stores that several classes reach at one site, in code hot enough for tier 2,
# while the classes change under them: a property with a setter, a __setattr__, a data
# descriptor added to a class and removed again, __class__ assigned, dicts materialized.


class Base:
    def __init__(self, x):
        self.x = x
        self.n = 0


class A(Base):
    pass


class B(Base):
    def __init__(self, x):
        self.extra = 1
        super().__init__(x)


class C(Base):
    pass


def bump(objs, rounds):
    for _ in range(rounds):
        for o in objs:
            o.n = o.n + 1
            o.x = o.x + o.n % 3
    return sum(o.x + o.n for o in objs)


objs = [A(1), B(2), C(3), A(4), B(5), C(6)]
print(bump(objs, 300))
log = []
B.n = property(lambda self: 7, lambda self, v: log.append(v))
print(bump(objs, 300), len(log), log[-1])
del B.n
print(bump(objs, 300))
C.__setattr__ = lambda self, name, value: object.__setattr__(self, name, value * 2 if name == 'n' else value)
print(bump(objs, 300))
del C.__setattr__
objs[0].__class__ = C
print(bump(objs, 300))


class Slotted:
    __slots__ = ('x', 'n')

    def __init__(self, x):
        self.x = x
        self.n = 0


objs.append(Slotted(9))
print(bump(objs, 300))
for o in objs[:3]:
    o.__dict__
print(bump(objs, 300))
print(sorted(vars(objs[1]).items()))
