# expect-hits: BINARY_OP_ADD_UNICODE BINARY_OP_INPLACE_ADD_UNICODE BINARY_OP_ADD_INT LOAD_GLOBAL_MODULE LOAD_GLOBAL_BUILTIN
# String building at hot sites: s += t (BINARY_OP_INPLACE_ADD_UNICODE stores into the local
# itself), s = s + t, t = s + u into another local, aliases that must not see the change,
# and operands that stop being exact strs in the middle of the loop.


class Tag(str):
    def __add__(self, other):
        return Tag("<" + str.__add__(self, other) + ">")


def build(parts):
    s = ""
    for p in parts:
        s += p
    return s


def build_plain(parts):
    s = ""
    for p in parts:
        s = s + p
    return s


def build_other_local(parts):
    s = "start"
    t = None
    for p in parts:
        t = s + p
    return s, t


def aliases(n):
    s = "a"
    snapshots = []
    for i in range(n):
        alias = s
        s += "b"
        snapshots.append(alias)
    return s, snapshots[0], snapshots[-1], len(set(snapshots))


def self_append(n):
    s = "ab"
    for i in range(n):
        if len(s) > 40:
            s = s[:3]
        s += s
    return s


print(build(["x"] * 100) == "x" * 100, len(build(["\U0001d11e"] * 70)))
print(build(["é", "日本", "", "\U0001f600"] * 30)[:12])
print(build_plain(["ab"] * 60)[:10], len(build_plain(["ab"] * 60)))
print(build_other_local(["z"] * 80))
print(aliases(80))
print(self_append(100))

# The accumulated value changes type in the middle of the loop.
def mixed(parts):
    s = ""
    log = []
    for p in parts:
        try:
            s += p
        except TypeError as e:
            log.append(str(e))
            s = p
    return s, log[:3], len(log)


print(mixed(["a"] * 60 + [1] + ["b"] * 60))
print(mixed(["a"] * 60 + [Tag("t")] + ["b"] * 60))
print(mixed([[1]] * 3 + [[2]] * 70 + ["s"] * 70))
print(mixed(["a"] * 60 + [b"x"] + [b"y"] * 70))

# A str subclass as the accumulator.
def tagged(n):
    s = Tag("")
    for i in range(n):
        s += "x"
    return s, type(s).__name__


print(tagged(5))
print(tagged(60)[0][:12], tagged(60)[1])

# A global accumulator (STORE_GLOBAL, not a local) and a cell variable.
acc = ""
for i in range(80):
    acc += str(i % 10)
print(acc[:20], len(acc))


def cell_concat(n):
    s = ""

    def peek():
        return s

    for i in range(n):
        s += "c"
    return s, peek()


print(cell_concat(70)[0] == "c" * 70, cell_concat(70)[1] == "c" * 70)

# Building with a local that is also read between the add and the store.
def interleaved(n):
    s = ""
    lengths = []
    for i in range(n):
        s += chr(65 + i % 26)
        lengths.append(len(s))
    return s[:30], lengths[-1]


print(interleaved(90))
