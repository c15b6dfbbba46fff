# expect-hits: UNPACK_SEQUENCE_TWO_TUPLE UNPACK_SEQUENCE_TUPLE UNPACK_SEQUENCE_LIST
# UNPACK_SEQUENCE: one unpacking site meets tuples and lists of the right and wrong lengths,
# strs, generators, dicts and custom iterables; lists change length between runs.


# Each child hot at a site of its own first.
def pairs(seq):
    return [b + a for a, b in seq]

def triples(seq):
    return [c + b + a for a, b, c in seq]

def list_pairs(seq):
    return [b - a for a, b in seq]

print(pairs([(1, 2), (3, 4), (5, 6)]), triples([(1, 2, 3), (4, 5, 6), (7, 8, 9)]),
      list_pairs([[1, 2], [3, 4], [5, 6]]))

def two(x):
    try:
        a, b = x
        return a, b
    except (ValueError, TypeError) as e:
        return "%s: %s" % (type(e).__name__, e)

def three(x):
    try:
        a, b, c = x
        return c, b, a
    except (ValueError, TypeError) as e:
        return "%s: %s" % (type(e).__name__, e)

def gen(n):
    yield from range(n)

class Pair:
    def __iter__(self):
        return iter(("p", "q"))

shapes = [(1, 2), [3, 4], (5, 6, 7), [8], "xy", "xyz", gen(2), gen(3), {"k": 1, "j": 2},
          {9, 9}, Pair(), 5, None, (), [], range(2), b"ab", iter([1, 2, 3])]
for rnd in range(3):
    print(rnd, [two(s) for s in shapes])
    shapes = [(1, 2), [3, 4], (5, 6, 7), [8], "xy", "xyz", gen(2), gen(3), {"k": 1, "j": 2},
              {9, 9}, Pair(), 5, None, (), [], range(2), b"ab", iter([1, 2, 3])]
    print(rnd, [three(s) for s in shapes])
    shapes = [(1, 2), [3, 4], (5, 6, 7), [8], "xy", "xyz", gen(2), gen(3), {"k": 1, "j": 2},
              {9, 9}, Pair(), 5, None, (), [], range(2), b"ab", iter([1, 2, 3])]

# A list whose length changes under a specialized site.
lst = [1, 2]
out = []
for i in range(12):
    out.append(two(lst))
    if i == 3:
        lst.append(3)
    elif i == 6:
        del lst[:]
    elif i == 8:
        lst.extend(["a", "b"])
print(out)

# The same site drifting tuple -> list -> tuple subclass -> list subclass.
class T(tuple):
    pass

class L(list):
    def __iter__(self):
        return iter(["custom", "iter"])

seq = [(1, 2)] * 5 + [[3, 4]] * 5 + [T((5, 6))] * 5 + [L([7, 8])] * 5 + [(9, 10)] * 3
print([two(s) for s in seq])

# Swaps, nested unpacking, starred unpacking and for-loop targets.
a, b = 1, 2
for i in range(5):
    a, b = b, a + b
print(a, b)
pts = [(i, (i * 2, str(i))) for i in range(6)]
acc = []
for x, (y, z) in pts:
    acc.append(x + y)
    acc.append(z)
print(acc)
first, *rest = [1, 2, 3, 4]
*init, last = (1, 2, 3)
print(first, rest, init, last)
d = {"a": 1, "b": 2, "c": 3}
print([k + str(v) for k, v in d.items()])
print([(b, a) for a, b in zip("xyz", range(3))])
for i in range(3):
    try:
        p, q = [i] * i
        print(i, p, q)
    except ValueError as e:
        print(i, "ValueError:", e)
