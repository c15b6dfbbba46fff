# expect-hits: LOAD_GLOBAL_MODULE LOAD_GLOBAL_BUILTIN BINARY_OP_ADD_INT
# LOAD_GLOBAL_BUILTIN sites while builtins are shadowed by globals, un-shadowed, replaced in
# the builtins module, deleted from it and added to it. Every change is undone at the end.
import builtins


def size(x):
    return len(x)


def biggest(xs):
    return max(xs)


def hot(fn, arg, n=80):
    out = []
    for _ in range(n):
        try:
            out.append(fn(arg))
        except NameError as e:
            out.append(f"NameError: {e}")
    return out[0], out[-1], len(set(map(repr, out)))


print("builtin", hot(size, "abc"))

# A global of the same name shadows the builtin.
len = lambda x: -1
print("shadowed", hot(size, "abc"))

# Rebinding the shadowing global (its value changes, the keys do not).
len = lambda x: -2
print("reshadowed", hot(size, "abc"))

# Un-shadowing: the builtin is visible again.
del len
print("unshadowed", hot(size, "abc"))

# Shadow and un-shadow inside one hot loop.
seen = []
for i in range(150):
    if i % 50 == 10:
        globals()["len"] = lambda x: 1000 + i
    if i % 50 == 30:
        del globals()["len"]
    seen.append(size("ab"))
print("toggled", seen[:12], seen[10], seen[29], seen[30], seen[-1], sorted(set(seen))[:4])

# Replacing the builtin in the builtins module: the builtins keys stay, the value changes.
original_len = builtins.len
try:
    builtins.len = lambda x: "replaced"
    print("replaced in builtins", hot(size, "abc"))
    builtins.len = original_len
    print("restored", hot(size, "abc"))

    # Replacing it while the site is hot, many times.
    outs = []
    for i in range(120):
        if i % 40 == 0:
            builtins.len = (lambda k: lambda x: k)(i)
        outs.append(size("xyz"))
    builtins.len = original_len
    print("replaced while hot", outs[0], outs[39], outs[40], outs[119], size("xyz"))
finally:
    builtins.len = original_len

# Deleting a builtin from the builtins module, then putting it back.
original_max = builtins.max
print("max", hot(biggest, [3, 9, 2]))
try:
    del builtins.max
    print("max deleted", hot(biggest, [3, 9, 2]))
finally:
    builtins.max = original_max
print("max back", hot(biggest, [3, 9, 2]))

# A new builtin, then a global shadowing it, then both gone.
def read_answer():
    return answer


try:
    builtins.answer = 42
    print("new builtin", hot(lambda _: read_answer(), None))
    answer = "global"
    print("global over new builtin", hot(lambda _: read_answer(), None))
    del answer
    print("global removed", hot(lambda _: read_answer(), None))
    builtins.answer = 43
    print("builtin rebound", hot(lambda _: read_answer(), None))
finally:
    del builtins.answer
print("builtin removed", hot(lambda _: read_answer(), None))

# Many builtins added while a builtin load is hot (the builtins dict grows and resizes).
acc = 0
try:
    for i in range(200):
        setattr(builtins, f"extra_builtin_{i}", i)
        acc += size("four")
finally:
    for i in range(200):
        delattr(builtins, f"extra_builtin_{i}")
print("builtins grew", acc, hasattr(builtins, "extra_builtin_5"))
print("final", size("final"), biggest([1, 5]), len("ok"), max(1, 2))
