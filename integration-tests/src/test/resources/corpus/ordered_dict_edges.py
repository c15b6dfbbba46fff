# OrderedDict beyond dict: fromkeys with its value by keyword, setdefault on a subclass with
# __missing__ (the key is looked for, not made up), and copies that keep the instance's own
# attributes (copy.copy and pickle go through __reduce__, which carries them).
from collections import OrderedDict
import copy
import pickle

print(OrderedDict.fromkeys("abc", value=1), OrderedDict.fromkeys("ab"))
try:
    OrderedDict.fromkeys()
except TypeError as e:
    print("TypeError:", e)


class Missing(OrderedDict):
    def __missing__(self, key):
        return 0


m = Missing()
print(m.setdefault(5, 9), m, m[7], m.setdefault(5, 1))

od = OrderedDict([("c", 1), ("b", 2)])
od.x = ["x"]
print(od.__reduce__()[0].__name__, od.__reduce__()[1:3])
dup = copy.copy(od)
print(dup, dup.x is od.x, type(dup).__name__)
deep = copy.deepcopy(od)
print(deep, deep.x == od.x, deep.x is od.x)
back = pickle.loads(pickle.dumps(od))
print(back, back.x, list(back) == list(od))
print(OrderedDict().__reduce__()[2], hasattr(OrderedDict, "__copy__"))
