"""Random nested functions, classes, lambdas and comprehensions reading, binding, deleting and
declaring a small pool of names, for cases/random_scopes*.py (kept only when CPython compiles them):
    PYENV_VERSION=3.13.0 python3 gen_scopes.py SEED COUNT > cases/random_scopesN.py"""
import random, sys
NAMES = ["a", "b", "c", "d", "__p", "self"]

def gen_body(rng, depth, indent, kind):
    p = " " * indent
    out = []
    if kind == "func" and rng.random() < 0.3:
        out.append(p + "global " + rng.choice(NAMES[:4]))
    if kind == "func" and depth > 0 and rng.random() < 0.3:
        out.append(p + "nonlocal " + rng.choice(NAMES[:4]))
    for _ in range(rng.randint(1, 4)):
        out += gen_stmt(rng, depth, indent, kind)
    return out

def e(rng, depth=0):
    n = rng.choice(NAMES)
    k = rng.randrange(12)
    if depth > 2: return n
    if k == 0: return "[%s for %s in %s]" % (e(rng, depth+1), rng.choice(NAMES[:4]), e(rng, depth+1))
    if k == 1: return "(lambda %s: %s)" % (rng.choice(NAMES[:4]), e(rng, depth+1))
    if k == 2: return "{%s: %s for %s in %s if %s}" % (n, e(rng, depth+1), n, e(rng, depth+1), e(rng, depth+1))
    if k == 3: return "(%s for %s in %s)" % (e(rng, depth+1), rng.choice(NAMES[:4]), n)
    if k == 4: return "super().%s" % rng.choice(["x", "m()"])
    if k == 5: return "(%s := %s)" % (rng.choice(NAMES[:4]), e(rng, depth+1))
    if k == 6: return "__class__"
    if k == 7: return "[%s for %s in %s for %s in %s]" % (e(rng, depth+1), "a", n, "b", "a")
    return n

def gen_stmt(rng, depth, indent, kind):
    p = " " * indent
    k = rng.randrange(10)
    n = rng.choice(NAMES)
    if k < 3:
        return [p + "%s = %s" % (n, e(rng))]
    if k == 3:
        return [p + "print(%s)" % e(rng)]
    if k == 4:
        return [p + "del %s" % n]
    if k == 5 and depth < 3:
        return [p + "def f%d(%s):" % (rng.randrange(100), rng.choice(["self", "a, b", "", "*c", "d=1"]))] + gen_body(rng, depth + 1, indent + 4, "func")
    if k == 6 and depth < 3:
        return [p + "class K%d:" % rng.randrange(100)] + gen_body(rng, depth + 1, indent + 4, "class")
    if k == 7:
        return [p + "%s.x = %s" % (n, e(rng))]
    if k == 8:
        return [p + "for %s in %s:" % (n, e(rng)), p + "    %s = %s" % (rng.choice(NAMES), e(rng))]
    return [p + "return %s" % e(rng)] if kind == "func" else [p + "pass"]

seed = int(sys.argv[1]); count = int(sys.argv[2])
rng = random.Random(seed)
chunks = []
while len(chunks) < count:
    lines = ["def top%d(a, b):" % len(chunks)] + gen_body(rng, 0, 4, "func") + ["class T%d:" % len(chunks)] + gen_body(rng, 0, 4, "class")
    src = "\n".join(lines) + "\n"
    try:
        compile(src, "x", "exec")
    except (SyntaxError, SystemError):
        continue
    chunks.append(src)
print("\n".join(chunks))
