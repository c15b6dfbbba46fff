# collections.OrderedDict (the C one, which collections imports): order, move_to_end,
# popitem, order-sensitive equality, views and reversed, mutation during iteration,
# copies, pickling protocol, subclasses, and use as an LRU store.
from collections import OrderedDict
import copy

od = OrderedDict()
for k in "pear apple fig banana".split():
    od[k] = len(k)
print(od)
print(list(od), list(reversed(od)), list(od.values()), list(od.items())[:2])
od.move_to_end("pear")
od.move_to_end("banana", last=False)
print(list(od))
print(od.popitem(), od.popitem(last=False), od)
od["kiwi"] = 4
od["apple"] = 50
print(od, len(od), "fig" in od, od.get("nope", "-"))

a = OrderedDict([("x", 1), ("y", 2)])
b = OrderedDict([("y", 2), ("x", 1)])
print(a == b, a != b, a == dict(b), dict(a) == b, a == OrderedDict(a))
print(sorted([a, b], key=lambda d: list(d)) == [a, b])

keys, values, items = a.keys(), a.values(), a.items()
print(keys, values, items)
print(type(keys).__name__, type(iter(a)).__name__, isinstance(keys, type({}.keys())))
print(list(reversed(keys)), list(reversed(values)), list(reversed(items)))
print(keys & {"x", "z"}, keys | {"w"} == {"w", "x", "y"}, ("x", 1) in items)

for label, action in [("add", lambda d: d.__setitem__("new", 0)),
                      ("move", lambda d: d.move_to_end("x")),
                      ("delete", lambda d: d.pop("y"))]:
    d = OrderedDict(a)
    try:
        for k in d:
            action(d)
    except RuntimeError as e:
        print(label, "->", e)
d = OrderedDict(a)
for k in d:
    d[k] *= 10
print("values may change:", d)

try:
    OrderedDict().popitem()
except KeyError as e:
    print("KeyError:", e)
try:
    a.move_to_end("missing")
except KeyError as e:
    print("KeyError:", e)
try:
    OrderedDict(1, 2)
except TypeError as e:
    print("TypeError:", e)

class Config(OrderedDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)

c = Config(B=2, A=1)
c.update([("C", 3)], D=4)
c.setdefault("E", 5)
print(c, type(c.copy()).__name__, repr(Config()))
print(OrderedDict.fromkeys("abc", 0), Config.fromkeys(["Z"]))
print(a | {"z": 26}, {"z": 26} | a, type({"z": 26} | a).__name__)
a2 = OrderedDict(a)
a2 |= [("q", 9)]
print(a2)

c2 = copy.copy(c)
c3 = copy.deepcopy(OrderedDict(nested=[1, 2]))
print(c2, c3, c2 == c, c3["nested"] is not None)
state = c.__reduce__()
print(state[0].__name__, state[1], state[2], list(state[4]))

class LRU:
    def __init__(self, size):
        self.size = size
        self.data = OrderedDict()
    def get(self, key):
        if key not in self.data:
            return None
        self.data.move_to_end(key)
        return self.data[key]
    def put(self, key, value):
        self.data[key] = value
        self.data.move_to_end(key)
        if len(self.data) > self.size:
            self.data.popitem(last=False)

lru = LRU(3)
for i, k in enumerate("abcadeaf"):
    if lru.get(k) is None:
        lru.put(k, i)
print(list(lru.data.items()))
