# expect-hits: LOAD_GLOBAL_MODULE LOAD_GLOBAL_BUILTIN BINARY_OP_ADD_INT
# Functions that load hundreds of distinct globals (LOAD_GLOBAL with EXTENDED_ARG, name index
# past 127), while those globals are rebound, deleted and re-added, and builtins are mixed in.

N = 300
for i in range(N):
    globals()[f"v{i}"] = i

body = " + ".join(f"v{i}" for i in range(N))
exec(f"def total():\n    return {body}\n")
exec("def last_three():\n    return (" + ", ".join(f"v{i}" for i in range(N - 3, N))
     + ", len('abcd'), abs(-2))\n")

print("total", total(), last_three())
for round_ in range(3):
    sums = set()
    for i in range(60):
        sums.add(total())
    print("round", round_, sorted(sums))
    globals()[f"v{N - 1 - round_}"] += 1000

for i in range(60):
    t = last_three()
print("rebound", t)

del v299
try:
    total()
except NameError as e:
    print("deleted:", e)
for i in range(60):
    try:
        last_three()
    except NameError as e:
        msg = str(e)
print("still deleted:", msg)
v299 = -299
print("re-added", total(), last_three())

len = lambda s: "shadow"
for i in range(60):
    t = last_three()
print("shadowed builtin", t)
del len
print("unshadowed", last_three())

# Rebinding every name in turn while total() is hot.
acc = []
for i in range(N):
    globals()[f"v{i}"] = 0
    acc.append(total())
print("zeroing", acc[0], acc[150], acc[-1])
