# LOAD_SUPER_ATTR sites kept hot while the classes they search change: a parent method
# replaced or deleted, a grandparent reached instead, super shadowed by a global, the
# instance's class changed, super().attr of properties, class methods and plain values.


class A:
    tag = "A.tag"

    def who(self):
        return "A"

    @property
    def p(self):
        return "A.p"

    @classmethod
    def make(cls):
        return "A.make(%s)" % cls.__name__


class B(A):
    def who(self):
        return "B>" + super().who()


class C(B):
    def who(self):
        return "C>" + super().who()

    def tag_of_parent(self):
        return super().tag

    def p_of_parent(self):
        return super().p

    def make_parent(self):
        return super().make()

    def explicit(self):
        return super(C, self).who()


c = C()


def step(i):
    return "|".join([c.who(), c.tag_of_parent(), c.p_of_parent(), c.make_parent(), c.explicit()])


for i in range(30):
    if i == 5:
        A.who = lambda self: "A2"
    elif i == 8:
        B.who = lambda self: "B2"
    elif i == 11:
        del B.who
    elif i == 14:
        A.tag = "A.tag2"
    elif i == 16:
        B.tag = property(lambda self: "B.tag prop")
    elif i == 18:
        A.p = "plain p"
    elif i == 20:
        B.make = staticmethod(lambda: "B.make static")
    elif i == 22:
        class D(A):
            def who(self):
                return "D"
        c.__class__ = type("C2", (C, D), {})
    elif i == 25:
        c.__class__ = C
    print(i, step(i))

# a global named super
class Base:
    def name(self):
        return "Base"


class Sub(Base):
    def name(self):
        return "Sub>" + super().name()


s = Sub()
out = []
for i in range(12):
    if i == 4:
        super = lambda *a: Base()
    elif i == 8:
        del super
    try:
        out.append(s.name())
    except TypeError as e:
        out.append("TypeError")
print(" ".join(out))

# super() in a method called through an instance attribute that shadows the class method
class Q(Base):
    def name(self):
        return "Q>" + super().name()

q = Q()
res = []
for i in range(8):
    if i == 3:
        q.name = lambda: "instance"
    elif i == 6:
        del q.name
    res.append(q.name())
print(" ".join(res))
