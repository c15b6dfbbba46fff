# collections: deque, defaultdict, OrderedDict, Counter, namedtuple, and subclasses of them.
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

d = deque(range(5), maxlen=4)
d.appendleft(-1)
d.rotate(1)
print(d, d.maxlen, d[0], d[-1], 3 in d, d.count(1), d.index(2))
d2 = d.copy()
d2.extend("xy")
print(d2, d + deque([9]), deque([1, 2]) * 2, deque([1, 2]) < deque([1, 3]))
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    deque().popleft()
except IndexError as e:
    print("IndexError:", e)

class Stack(deque):
    def peek(self):
        return self[-1]

s = Stack([1, 2, 3], maxlen=5)
print(s, s.peek(), isinstance(s, deque))

dd = defaultdict(list)
for w in "apple bat avocado cat banana".split():
    dd[w[0]].append(w)
print(dd, isinstance(dd, dict), dict(dd) == dd, dd.get("z"), "z" in dd)
counts = defaultdict(int)
for ch in "hello":
    counts[ch] += 1
print(sorted(counts.items()), counts.default_factory)

class Tree(defaultdict):
    def __init__(self):
        super().__init__(Tree)

t = Tree()
t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], len(t), type(t["a"]).__name__)

od = OrderedDict.fromkeys("abcd", 0)
od.move_to_end("a")
od.move_to_end("d", last=False)
print(od, list(od), od.popitem(), od.popitem(last=False))
print(OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1), OrderedDict(a=1, b=2) == {"b": 2, "a": 1})

c = Counter("abracadabra")
print(c, c.most_common(2), c["z"], c.total())
c.update("aaz")
c.subtract(b=5)
print(c, +c, -c)
print(Counter(a=3, b=1) + Counter(a=1, b=2), Counter(a=3, b=1) - Counter(a=1, b=2))
print(Counter(a=3, b=1) & Counter(a=1, b=2), Counter(a=3, b=1) | Counter(a=1, b=2))
print(sorted(Counter(x=2, y=1).elements()), Counter("ab") == Counter("ba"), Counter())

Point = namedtuple("Point", "x y")
p = Point(1, y=2)
print(p, p.x, p[1], p._asdict(), p._replace(x=5), Point._fields, Point._make([3, 4]))
print(isinstance(p, tuple), p == (1, 2), hash(p) == hash((1, 2)), len(p))

class Vec(Point):
    __slots__ = ()

    def norm2(self):
        return self.x ** 2 + self.y ** 2

v = Vec(3, 4)
print(v, v.norm2(), v._replace(y=0))
Opt = namedtuple("Opt", ["name", "level", "flag"], defaults=[0, False])
print(Opt("o"), Opt._field_defaults)
for bad in [("1x", "a"), ("X", "a _b"), ("X", "a a"), ("X", "a def")]:
    try:
        namedtuple(*bad)
    except ValueError as e:
        print("ValueError:", e)
try:
    Point(1)
except TypeError as e:
    print("TypeError:", e)
try:
    p.x = 3
except AttributeError as e:
    print("AttributeError:", e)
