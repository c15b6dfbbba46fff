# expect-hits: FOR_ITER_LIST FOR_ITER_TUPLE FOR_ITER_RANGE FOR_ITER_GEN
# FOR_ITER: one loop site iterates lists, tuples, ranges, generators, dicts, strs and custom
# iterators in turn; lists grow and shrink under the loop; iterators are reused after they
# ended; generators raise, return and re-enter themselves.



def collect(iterable, limit=12):
    out = []
    for x in iterable:
        out.append(x)
        if len(out) >= limit:
            break
    return out

def gen(n):
    for i in range(n):
        yield i * i
    return "done"

class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n

class Indexed:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return "i%d" % i

shapes = [[1, 2, 3], (4, 5), range(3), range(10, 0, -3), gen(4), {"a": 1, "b": 2},
          "héllo", Countdown(3), Indexed(), {"x": 0}.items(), {7, 8}, b"ab", [],
          (), range(0), enumerate("xy"), zip([1, 2], "ab"), map(abs, [-1, -2]),
          reversed([1, 2, 3]), iter([9, 8]), range(2 ** 63 - 3, 2 ** 63 + 2),
          range(-(2 ** 63), -(2 ** 63) + 3), range(5, -10, -4)]
for rnd in range(3):
    for sh in shapes:
        print(rnd, type(sh).__name__, collect(sh))
    shapes = [[1, 2, 3], (4, 5), range(3), range(10, 0, -3), gen(4), {"a": 1, "b": 2},
              "héllo", Countdown(3), Indexed(), {"x": 0}.items(), {7, 8}, b"ab", [],
              (), range(0), enumerate("xy"), zip([1, 2], "ab"), map(abs, [-1, -2]),
              reversed([1, 2, 3]), iter([9, 8]), range(2 ** 63 - 3, 2 ** 63 + 2),
              range(-(2 ** 63), -(2 ** 63) + 3), range(5, -10, -4)]

# A list that grows during the loop: the loop sees the new items.
xs = [1, 2, 3]
seen = []
for x in xs:
    seen.append(x)
    if x < 20:
        xs.append(x * 2 + 10)
print(seen)

# A list that shrinks during the loop: items shift under the iterator.
ys = list(range(12))
seen = []
for y in ys:
    seen.append(y)
    if y % 2 == 0 and ys:
        ys.pop(0)
print(seen, ys)

# Cleared mid-loop.
zs = list(range(10))
seen = []
for z in zs:
    seen.append(z)
    if z == 3:
        zs.clear()
print(seen)

# An exhausted list iterator stays exhausted even if its list grows again.
for rnd in range(3):
    ws = [1, 2]
    it = iter(ws)
    first = [w for w in it]
    ws.extend([3, 4])
    again = []
    for w in it:
        again.append(w)
    print(rnd, first, again, list(it))

# Tuple and range iterators consumed partly by next() and then by the loop.
for rnd in range(3):
    t = iter((1, 2, 3, 4))
    next(t)
    r = iter(range(0, 20, 5))
    next(r)
    print(rnd, collect(t), collect(r), collect(t), collect(r))

# Generators: the return value ends the loop; exceptions propagate out of the loop.
def boom(n):
    for i in range(n):
        yield i
    raise KeyError("boom")

for rnd in range(3):
    got = []
    try:
        for v in boom(3):
            got.append(v)
    except KeyError as e:
        print(rnd, got, "KeyError", e)

# A generator that iterates itself: "generator already executing".
def selfish():
    yield 1
    for v in me:
        yield v

for rnd in range(3):
    me = selfish()
    try:
        print(rnd, collect(me))
    except ValueError as e:
        print(rnd, "ValueError:", e)

# A finished generator yields nothing more; a closed one too.
for rnd in range(3):
    g = gen(2)
    print(rnd, collect(g), collect(g))
    g2 = gen(5)
    next(g2)
    g2.close()
    print(rnd, collect(g2))

# Nested loops, break, continue and else.
total = []
for i in range(4):
    for j in (10, 20, 30):
        if j == 20:
            continue
        if i == 2:
            break
        total.append(i + j)
    else:
        total.append("else%d" % i)
print(total)

# Dict changing size during iteration raises the same error.
for rnd in range(3):
    dd = {1: 1, 2: 2}
    try:
        for k in dd:
            dd[k + 10] = 0
    except RuntimeError as e:
        print(rnd, "RuntimeError:", e)

# List iteration while another loop mutates it.
m = [0, 1, 2, 3, 4, 5]
pairs = []
for a in m:
    for b in m:
        if b == 2 and a == 1:
            m.remove(5)
        pairs.append((a, b))
print(len(pairs), pairs[-3:])
