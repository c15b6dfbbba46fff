# expect-hits: CONTAINS_OP_DICT CONTAINS_OP_SET
# CONTAINS_OP: one membership site meets dicts, sets, frozensets and other containers; keys
# are added and removed, classes gain and lose __contains__, unhashable items raise.



def has(x, c):
    try:
        return x in c
    except TypeError as e:
        return "TypeError: %s" % e

def hasnt(x, c):
    try:
        return x not in c
    except TypeError as e:
        return "TypeError: %s" % e

d = {"a": 1, 2: "two", (1, 2): None, 3.5: 0}
s = {"a", 2, (1, 2), frozenset({1})}
fs = frozenset(["a", 2])
items = ["a", 2, 2.0, True, (1, 2), 3.5, "b", None, frozenset({1}), {1}, [1], {}]
for c in [d, s, fs, d, s, fs]:
    print([has(x, c) for x in items])
    print([hasnt(x, c) for x in items])

# A hot dict site while keys come and go.
d2 = {}
out = []
for i in range(60):
    if i % 3 == 0:
        d2[i] = i
    if i % 7 == 0 and (i - 21) in d2:
        del d2[i - 21]
    out.append(has(i - 3, d2))
print(out)

# The container's type changes under a specialized site.
class Evens:
    def __contains__(self, x):
        return x % 2 == 0

class Sub(dict):
    def __contains__(self, k):
        return "sub:%s" % (k,)

class PlainSub(dict):
    pass

class SetSub(set):
    pass

containers = [{1: 1}] * 10 + [{1, 3}] * 10 + [frozenset([1])] * 10 + [[1, 2]] * 5 + \
    [(1,)] * 5 + ["1"] * 3 + [Evens()] * 5 + [Sub({1: 1})] * 5 + [PlainSub({1: 1})] * 5 + \
    [SetSub([1])] * 5 + [range(3)] * 3 + [{1: 1}] * 5
print([has(1, c) for c in containers])
print([hasnt(1, c) for c in containers[:-8]])

# __contains__ added to / removed from a class mid-loop (the site stays generic or deopts).
class Box:
    def __iter__(self):
        return iter([1, 2, 3])

b = Box()
res = []
for i in range(40):
    if i == 10:
        Box.__contains__ = lambda self, x: x == 10
    elif i == 20:
        Box.__contains__ = lambda self, x: 0
    elif i == 30:
        del Box.__contains__
    res.append((has(1, b), has(10, b)))
print(res)

# Keys whose __eq__ / __hash__ are user code run inside the specialized lookup.
class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return hash(self.v)

    def __eq__(self, other):
        return isinstance(other, K) and self.v == other.v

keys = {K(1), K(2)}
kd = {K(3): 3}
print([has(K(i), keys) for i in range(4)], [has(K(i), kd) for i in range(4)])

class BadHash:
    def __hash__(self):
        raise ValueError("no hash today")

for c in [{1: 1}, {1}, frozenset()]:
    for i in range(3):
        try:
            BadHash() in c
        except ValueError as e:
            print("ValueError:", e)

# set items are looked up as frozensets
ss = {frozenset({1, 2}), 3}
print([has({1, 2}, ss), has({1}, ss), has(frozenset({2, 1}), ss)])
print([has({1, 2}, {frozenset({1, 2}): 0}) for _ in range(3)])
