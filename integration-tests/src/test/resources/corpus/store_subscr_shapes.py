# expect-hits: STORE_SUBSCR_DICT STORE_SUBSCR_LIST_INT
# STORE_SUBSCR: one store site meets lists (indexes in range, negative, out of range), dicts,
# dict and list subclasses, and classes whose __setitem__ comes and goes.



def put(c, i, v):
    try:
        c[i] = v
        return "ok"
    except (IndexError, KeyError, TypeError) as e:
        return "%s: %s" % (type(e).__name__, e)

lst = [0] * 5
for rnd in range(3):
    print(rnd, [put(lst, i, rnd * 10 + i) for i in [0, 4, 5, -1, -5, -6, 2 ** 40, True]], lst)

d = {}
for rnd in range(3):
    print(rnd, [put(d, k, rnd) for k in [0, "k", (1, 2), 2 ** 70, 0.0, [1], {}]], d)

# A list shrinking and growing under a specialized store site.
xs = [0] * 4
res = []
for i in range(16):
    res.append(put(xs, 3, i))
    if i == 5:
        del xs[2:]
    elif i == 10:
        xs.extend([7, 7])
print(res, xs)

# The container's type drifts under the site.
class LoggingDict(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, ("logged", v))

class PlainDict(dict):
    pass

class MyList(list):
    pass

targets = [{}] * 6 + [LoggingDict()] * 6 + [PlainDict()] * 4 + [[0, 0]] * 6 + [MyList([0, 0])] * 4 + \
    [(1, 2)] * 2 + ["ab"] * 2 + [{}] * 3
print([put(t, 1, 66) for t in targets])
print(targets[5:26:5])

# __setitem__ added to and removed from a class mid-loop.
class Store:
    pass

st = Store()
seen = []
out = []
for i in range(40):
    if i == 10:
        Store.__setitem__ = lambda self, k, v: seen.append((k, v))
    elif i == 20:
        Store.__setitem__ = lambda self, k, v: seen.append(("v2", k))
    elif i == 30:
        del Store.__setitem__
    out.append(put(st, i, i * i))
print(out)
print(seen)

# Augmented assignment reads and stores at the same subscript.
counts = {}
grid = [[0] * 3 for _ in range(3)]
for i in range(30):
    counts[i % 4] = counts.get(i % 4, 0) + 1
    grid[i % 3][(i * 2) % 3] += i
print(counts, grid)

# Unhashable keys and keys with user __hash__/__eq__.
class K:
    def __init__(self, v):
        self.v = v

    def __hash__(self):
        return self.v % 3

    def __eq__(self, other):
        return isinstance(other, K) and self.v == other.v

    def __repr__(self):
        return "K%d" % self.v

kd = {}
for i in range(9):
    kd[K(i % 5)] = i
print(sorted(kd.items(), key=lambda kv: kv[0].v))
for i in range(3):
    print(put({}, [i], 0), put({}, {i: i}, 0))
