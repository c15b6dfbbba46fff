# expect-hits: LOAD_GLOBAL_MODULE LOAD_GLOBAL_BUILTIN BINARY_OP_ADD_INT BINARY_OP_MULTIPLY_INT BINARY_OP_ADD_FLOAT BINARY_OP_ADD_UNICODE
# One code object running against several globals dicts: functions made by exec'ing the same
# compiled module into fresh dicts share their code (and so their inline caches) but not their
# __globals__, so a cache filled for one dict must never serve another.

SOURCE = """
def scale(v):
    return factor * v + offset

def measure(s):
    return len(s) + bonus

def describe():
    return f"{name}:{factor}"
"""
code = compile(SOURCE, "<shared>", "exec")

namespaces = []
for k in range(4):
    g = {"factor": k + 1, "offset": 10 * k, "bonus": k, "name": f"ns{k}"}
    exec(code, g)
    namespaces.append(g)

scales = [g["scale"] for g in namespaces]
print("shared code", all(f.__code__ is scales[0].__code__ for f in scales))
print("distinct globals", len({id(f.__globals__) for f in scales}))

# Same layout in every dict (same keys inserted in the same order): only the dict differs.
totals = [0, 0, 0, 0]
for i in range(100):
    for j, f in enumerate(scales):
        totals[j] += f(i)
print("interleaved", totals)

# One dict at a time, long enough to specialize for it, then the next.
for j, g in enumerate(namespaces):
    last = None
    for i in range(70):
        last = g["scale"](i), g["measure"]("abc"), g["describe"]()
    print("phase", j, last)

# A namespace whose layout differs: the names sit at other entry indexes.
odd = {"pad1": 0, "pad2": 0, "pad3": 0, "bonus": 100, "offset": -5, "name": "odd",
       "factor": 0.5}
exec(code, odd)
results = []
for i in range(80):
    results.append((odd["scale"](i), namespaces[0]["scale"](i)))
print("odd layout", results[0], results[-1])

# A namespace that lacks a global, and one with its own builtins.
sparse = {"factor": 2}
exec(code, sparse)
for i in range(60):
    try:
        sparse["scale"](1)
    except NameError as e:
        err = str(e)
print("sparse", err)

custom = {"__builtins__": {"len": lambda s: 1000}, "bonus": 1, "factor": 3, "offset": 0,
          "name": "custom"}
exec(code, custom)
for i in range(70):
    got = custom["measure"]("abc"), namespaces[1]["measure"]("abc")
print("custom builtins", got)

# A builtins dict that itself changes while the site is hot.
custom["__builtins__"]["len"] = lambda s: 2000
print("custom builtins rebound", custom["measure"]("abc"))
del custom["__builtins__"]["len"]
try:
    custom["measure"]("abc")
except NameError as e:
    print("custom builtins emptied:", e)

# exec of statements into a fresh dict, many times, each run hot on its own.
loop = compile("t = t0\nfor i in range(n):\n    t = t + step\n", "<loop>", "exec")
for n, t0, step in ((100, 0, 1), (70, 0.0, 0.5), (60, "", "s"), (80, 0, 2**70)):
    ns = {"n": n, "step": step, "t0": t0}
    exec(loop, ns)
    out = ns["t"]
    print("loop", n, repr(out)[:40], type(out).__name__)
