# expect-hits: LOAD_GLOBAL_MODULE LOAD_GLOBAL_BUILTIN BINARY_OP_ADD_INT
# LOAD_GLOBAL sites under rebinding, deletion and re-adding of globals, with the loads hot
# in between (CPython keeps LOAD_GLOBAL_MODULE through a rebinding, deopts on a new key).

counter = 0


def read_counter():
    return counter


def read_twice():
    return counter, counter


def phase(label, n=80):
    seen = []
    for _ in range(n):
        try:
            seen.append(read_counter())
        except NameError as e:
            seen.append(f"NameError: {e}")
    print(f"{label}: first={seen[0]!r} last={seen[-1]!r} distinct={len(set(map(repr, seen)))}")


phase("initial")

# Rebinding in the loop: the value changes, the keys do not.
total = 0
for i in range(200):
    counter = i
    total += read_counter()
print("rebinding sum", total)

# Rebinding to other types.
for value in (1.5, "text", None, [1, 2], (3,), 2**80):
    counter = value
    phase(f"rebound to {type(value).__name__}")

# Deleting the global: the hot site must raise NameError, not return a stale value.
del counter
phase("deleted")

# Re-adding it.
counter = "again"
phase("re-added")

# Deleting and re-adding inside one hot loop.
results = []
for i in range(120):
    if i % 3 == 0:
        del counter
    elif i % 3 == 1:
        counter = i
    try:
        results.append(read_counter())
    except NameError:
        results.append("missing")
print("toggling", results[:6], results.count("missing"), sum(r for r in results if r != "missing"))
counter = 0

# Other globals added and removed while the site is hot (the keys version changes, the
# value of 'counter' does not).
acc = 0
for i in range(300):
    globals()[f"extra_{i}"] = i
    acc += read_counter()
    if i % 2:
        del globals()[f"extra_{i}"]
print("extra globals", acc, len([k for k in globals() if k.startswith("extra_")]))
for k in [k for k in globals() if k.startswith("extra_")]:
    del globals()[k]

# A global statement in a function rebinding and deleting.
def bump():
    global counter
    counter = counter + 1


def drop():
    global counter
    del counter


for i in range(100):
    bump()
print("bumped", read_counter(), read_twice())
drop()
phase("dropped by function", 60)
counter = 7

# The globals dict's own methods.
g = globals()
for i in range(60):
    read_counter()
g.pop("counter")
phase("popped", 60)
g.setdefault("counter", "from setdefault")
phase("setdefault", 60)
g.update({"counter": "from update", "other": 1})
phase("update", 60)
g["last_key"] = "x"
print("popitem", g.popitem())
phase("after popitem", 60)
g.update(counter=42)
phase("update keywords", 60)
