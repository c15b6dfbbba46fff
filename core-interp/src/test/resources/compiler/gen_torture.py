"""Random nested control flow (loops, try/except/finally, with, break/continue/return) for
cases/torture*.py: python3 gen_torture.py SEED COUNT > cases/tortureN.py"""
import random, sys

def gen_block(rng, depth, in_loop, indent, nvars):
    lines = []
    n = rng.randint(1, 3)
    for _ in range(n):
        lines += gen_stmt(rng, depth, in_loop, indent, nvars)
    return lines

def expr(rng, nvars):
    v = "v%d" % rng.randrange(nvars)
    k = rng.randrange(10)
    if k == 0: return "%s + %d" % (v, rng.randrange(5))
    if k == 1: return "f(%s)" % v
    if k == 2: return "%s and g()" % v
    if k == 3: return "%s if %s else h()" % (v, "v%d" % rng.randrange(nvars))
    if k == 4: return "[x for x in %s if x]" % v
    if k == 5: return "%s < %d < %s" % (v, rng.randrange(5), v)
    if k == 6: return "o.m(%s, k=1)" % v
    if k == 7: return "not %s" % v
    if k == 8: return "(yield %s)" % v if rng.random() < 0.1 else v
    return v

def gen_stmt(rng, depth, in_loop, indent, nvars):
    p = " " * indent
    choices = ["assign", "expr", "aug"]
    if depth < 4:
        choices += ["if", "for", "while", "try", "with", "tryf"]
    if in_loop:
        choices += ["break", "continue"]
    choices += ["return"]
    c = rng.choice(choices)
    v = "v%d" % rng.randrange(nvars)
    if c == "assign":
        return [p + "%s = %s" % (v, expr(rng, nvars))]
    if c == "expr":
        return [p + "f(%s)" % expr(rng, nvars)]
    if c == "aug":
        return [p + "%s += %s" % (v, expr(rng, nvars))]
    if c == "break":
        return [p + "break"]
    if c == "continue":
        return [p + "continue"]
    if c == "return":
        return [p + ("return %s" % expr(rng, nvars) if rng.random() < 0.7 else "return")]
    if c == "if":
        out = [p + "if %s:" % expr(rng, nvars)] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        if rng.random() < 0.5:
            out += [p + "elif %s:" % expr(rng, nvars)] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        if rng.random() < 0.5:
            out += [p + "else:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        return out
    if c == "for":
        out = [p + "for %s in %s:" % (v, expr(rng, nvars))] + gen_block(rng, depth + 1, True, indent + 4, nvars)
        if rng.random() < 0.3:
            out += [p + "else:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        return out
    if c == "while":
        out = [p + "while %s:" % expr(rng, nvars)] + gen_block(rng, depth + 1, True, indent + 4, nvars)
        if rng.random() < 0.3:
            out += [p + "else:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        return out
    if c == "try":
        out = [p + "try:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        for i in range(rng.randint(1, 2)):
            if rng.random() < 0.5:
                out += [p + "except E%d as e:" % i] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
            else:
                out += [p + "except E%d:" % i] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        if rng.random() < 0.3:
            out += [p + "else:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        if rng.random() < 0.3:
            out += [p + "finally:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
        return out
    if c == "tryf":
        return [p + "try:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars) + \
               [p + "finally:"] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)
    if c == "with":
        return [p + "with %s as %s:" % (expr(rng, nvars), v)] + gen_block(rng, depth + 1, in_loop, indent + 4, nvars)

seed = int(sys.argv[1]); count = int(sys.argv[2])
rng = random.Random(seed)
out = []
for fi in range(count):
    nvars = rng.randint(2, 5)
    out.append("def fn%d(%s):" % (fi, ", ".join("v%d" % i for i in range(nvars))))
    out += gen_block(rng, 0, False, 4, nvars)
    out.append("")
print("\n".join(out))
