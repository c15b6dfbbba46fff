# Dict and set lookups whose key comparison (__eq__) mutates the container being searched:
# the lookup starts again, as CPython's does, and never reads a stale entry.
class Evil:
    def __init__(self, target, h=1):
        self.target = target
        self.h = h
    def __hash__(self):
        return self.h
    def __eq__(self, other):
        self.target.clear()
        return True

d = {}
d[Evil(d)] = "first"
probe = Evil(d)
print(d.get(probe, "missing"), len(d))

d2 = {}
for i in range(8):
    d2[Evil(d2, i)] = i
print(Evil(d2, 3) in d2, len(d2))

s = {Evil(None, 7) for _ in range(1)}
d3 = {}
d3[Evil(d3, 7)] = 1
print(len(s.difference(d3)), len(d3))

class Growing:
    def __init__(self, target):
        self.target = target
    def __hash__(self):
        return 5
    def __eq__(self, other):
        for i in range(100):
            self.target[("k", i)] = i
        return False

d4 = {}
d4[Growing(d4)] = 0
g = Growing(d4)
print(d4.get(g, "absent"), len(d4))
for round in range(3):
    d5 = {}
    d5[Evil(d5, 9)] = round
    try:
        print(round, d5[Evil(None, 9)])
    except KeyError:
        print(round, "KeyError")
