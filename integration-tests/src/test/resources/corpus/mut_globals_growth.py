# expect-hits: LOAD_GLOBAL_MODULE BINARY_OP_ADD_INT
# Module globals that grow while hot loops load from them: every insertion changes the keys
# version, resizes move entries, deletions leave holes, and past 65535 entries an entry index
# no longer fits the 16-bit cache field.

first = "first"


def load_first():
    return first


def load_late():
    return late


def load_builtin():
    return abs(-3)


acc = []
for i in range(3000):
    globals()[f"g{i}"] = i
    acc.append(load_first())
    if i % 500 == 0:
        acc.append(load_builtin())
print("grew", len(acc), sorted(set(acc), key=str), len(globals()) > 3000)

# Rebinding values of the new globals while reading them through a hot function.
def read_g(k):
    return globals()[f"g{k}"]


def sum_some():
    return g10 + g20 + g2999


s = 0
for i in range(100):
    s += sum_some()
    g10 = g10 + 1
print("sum_some", s, g10)

# Delete most of them (holes), then re-add a few: the site keeps the right values.
for i in range(0, 3000, 2):
    del globals()[f"g{i}"]
for i in range(60):
    try:
        sum_some()
    except NameError as e:
        err = str(e)
print("after deletions", err)
g10 = "ten"
g20 = "twenty"
print("re-added", [sum_some.__name__, g10 + g20 + str(g2999)])
for i in range(60):
    r = (g10, g20, g2999)
print("values", r)

# A global defined after 70000 others: its entry index does not fit in 16 bits.
for i in range(70000):
    globals()[f"h{i}"] = i
late = "late"
out = set()
for i in range(100):
    out.add(load_late())
    out.add(load_first())
print("late", sorted(out))
late = "later"
print("late rebound", load_late())
for i in range(70000):
    del globals()[f"h{i}"]
for i in range(100):
    v = load_late()
print("after cleanup", v, load_builtin(), len([k for k in globals() if k.startswith("h")]))
