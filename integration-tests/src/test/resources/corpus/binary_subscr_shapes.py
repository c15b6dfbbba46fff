# expect-hits: BINARY_SUBSCR_DICT BINARY_SUBSCR_GETITEM BINARY_SUBSCR_LIST_INT BINARY_SUBSCR_STR_INT BINARY_SUBSCR_TUPLE_INT
# BINARY_SUBSCR: one subscript site meets lists, tuples, strs (ASCII and not), dicts and
# classes with __getitem__; indexes go negative and out of range; __getitem__ is added,
# replaced and removed mid-loop; a dict becomes a dict subclass with __missing__.


# Each child hot at a site of its own first.
def pick_list(c, keys):
    return [c[k] for k in keys]

def pick_tuple(c, keys):
    return [c[k] for k in keys]

def pick_str(c, keys):
    return [c[k] for k in keys]

def pick_dict(c, keys):
    return [c[k] for k in keys]

def pick_getitem(c, keys):
    return [c[k] for k in keys]

class G:
    def __getitem__(self, k):
        return k * 2

print(pick_list([5, 6, 7], [0, 1, 2, 1]), pick_tuple((5, 6, 7), [2, 1, 0, 0]),
      pick_str("héllo", [0, 2, 3, 4]), pick_dict({"a": 1, 3: 2}, ["a", 3, "a"]),
      pick_getitem(G(), [1, 2, 3]))

def get(c, i):
    try:
        return c[i]
    except (IndexError, KeyError, TypeError) as e:
        return "%s: %s" % (type(e).__name__, e)

lst = [10, 20, 30]
tup = ("a", "b", "c")
s = "abc"
u = "aé\U0001f600z"
d = {0: "zero", "k": "kay", (1, 2): "pair", 2 ** 70: "big"}
for rnd in range(3):
    print(rnd, [get(lst, i) for i in [0, 2, 3, -1, -3, -4, 2 ** 40, True]])
    print(rnd, [get(tup, i) for i in [0, 2, 3, -1, -4, 1.0]])
    print(rnd, [get(s, i) for i in [0, 2, 3, -1, -4]])
    print(rnd, [get(u, i) for i in range(-5, 5)])
    print(rnd, [get(d, k) for k in [0, "k", (1, 2), 2 ** 70, 0.0, False, "missing", [1]]])
    print(rnd, get(lst, slice(1, None)), get(s, slice(None, None, -1)), get(tup, slice(0, 1)))

# One site, container type drifting under it.
conts = [lst] * 8 + [tup] * 8 + [s] * 8 + [u] * 8 + [{1: "one", 0: "z"}] * 8 + [range(5)] * 4 + \
    [b"xyz"] * 4 + [lst] * 4
print([get(c, 1) for c in conts])
print([get(c, 5) for c in conts])

# A list shrinking under a specialized site: IndexError comes out the same.
grow = list(range(6))
res = []
for i in range(12):
    res.append(get(grow, 4))
    if i % 3 == 2 and grow:
        grow.pop()
print(res)

# __getitem__ on a class: replaced, removed, code swapped, defaults changed mid-loop.
class Seq:
    def __getitem__(self, i):
        return ("orig", i)

class SubSeq(Seq):
    pass

obj, sub = Seq(), SubSeq()
def other(self, i):
    return ("other", i)

def code_donor(self, i):
    return ("donor", i)

log = []
for i in range(90):
    if i == 10:
        Seq.__getitem__ = other
    elif i == 20:
        Seq.__getitem__ = lambda self, i: ("lambda", i)
    elif i == 30:
        del Seq.__getitem__
    elif i == 40:
        Seq.__getitem__ = other
    elif i == 50:
        other.__code__ = code_donor.__code__
    elif i == 60:
        SubSeq.__getitem__ = lambda self, i: ("sub", i)
    elif i == 70:
        del SubSeq.__getitem__
    elif i == 80:
        obj.__class__ = SubSeq
    log.append((get(obj, i), get(sub, -i)))
print(log)

# __getitem__ that raises, or that takes defaults or *args (not the simple shape).
class Raising:
    def __getitem__(self, k):
        if k > 2:
            raise IndexError("raising %d" % k)
        return k * 2

class Defaults:
    def __getitem__(self, k, scale=3):
        return k * scale

class Star:
    def __getitem__(self, *args):
        return args

for i in range(6):
    print(i, get(Raising(), i), get(Defaults(), i), get(Star(), i))
print(list(Raising()), [x for x in Raising()])

# A dict that becomes a dict subclass with __missing__ at the same site.
class Missing(dict):
    def __missing__(self, key):
        return ("missing", key)

class NoMissing(dict):
    pass

dd = {"a": 1}
seq = [dd] * 6 + [Missing(a=2)] * 6 + [NoMissing(a=3)] * 4 + [dd] * 4
print([get(x, "a") for x in seq])
print([get(x, "b") for x in seq])

class Late(dict):
    pass

late = Late(a=1)
out = []
for i in range(30):
    if i == 10:
        Late.__missing__ = lambda self, k: "late:" + k
    elif i == 20:
        del Late.__missing__
    out.append(get(late, "zz"))
print(out)

# Non-ASCII characters at an index, surrogate-range and astral code points.
word = "naïve café 😀 ok"
print([get(word, i) for i in range(len(word))])
print([get(word, -i) for i in range(1, len(word) + 1)])
print([ord(get(word, i)) for i in range(len(word))])

# Class subscripts (__class_getitem__) and metaclass __getitem__.
class Meta(type):
    def __getitem__(cls, k):
        return (cls.__name__, k)

class WithMeta(metaclass=Meta):
    pass

print([get(WithMeta, i) for i in range(4)], get(int, 0))
