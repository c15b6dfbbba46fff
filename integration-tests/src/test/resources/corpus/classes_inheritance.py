# Classes: inheritance, super(), properties, class and static methods, slots, dunders.
class Shape:
    count = 0

    def __init__(self, name):
        self.name = name
        Shape.count += 1

    def area(self):
        raise NotImplementedError

    def describe(self):
        return f"{self.name} with area {self.area():.2f}"

    def __repr__(self):
        return f"<{type(self).__name__} {self.name}>"


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, side):
        super().__init__(side, side)
        self.name = "square"

    @property
    def side(self):
        return self.w

    @side.setter
    def side(self, value):
        self.w = self.h = value

    @classmethod
    def unit(cls):
        return cls(1)

    @staticmethod
    def sides():
        return 4


class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)


shapes = [Rect(2, 3), Square(4), Square.unit()]
for s in shapes:
    print(s, s.describe())
sq = shapes[1]
sq.side = 5
print(sq.side, sq.area(), Square.sides(), Shape.count)
print(isinstance(sq, Rect), issubclass(Square, Shape), type(sq).__mro__[1].__name__)
print([c.__name__ for c in Square.__mro__])
try:
    Shape("abstract").describe()
except NotImplementedError as e:
    print("NotImplementedError caught", repr(e))
p = Point(1, 2)
try:
    p.z = 3
except AttributeError as e:
    print("AttributeError:", e)
print(sorted([Point(2, 1), Point(1, 5), Point(1, 2)], key=lambda q: (q.x, q.y))[0].y)
print(len({Point(1, 2), Point(1, 2), Point(2, 1)}))
print(Point(1, 2) == Point(1, 2), Point(1, 2) != Point(1, 3))


class Meta(type):
    def __new__(mcls, name, bases, ns):
        ns["tag"] = name.lower()
        return super().__new__(mcls, name, bases, ns)


class Tagged(metaclass=Meta):
    pass


print(Tagged.tag, type(Tagged).__name__)


class Base:
    registry = []

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        Base.registry.append(cls.__name__)


class One(Base):
    pass


class Two(Base):
    pass


print(Base.registry)
