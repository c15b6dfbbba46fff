"""Random expressions and simple statements (operators, constants to fold, displays, calls,
slices, f-strings, %-formatting, comprehensions), one per function, for cases/random_exprs*.py:
    PYENV_VERSION=3.13.0 python3 gen_exprs.py SEED COUNT > cases/random_exprsN.py"""
import random, sys

def const(rng):
    return rng.choice(["1", "2", "0", "-3", "2.5", "'s'", "'ab'", "b'x'", "True", "None", "()", "(1, 2)", "10**3", "...", "1e10", "0.0", "'%s'"])

def name(rng):
    return rng.choice(["x", "y", "z", "self", "lst", "d"])

def e(rng, depth):
    if depth > 3:
        return rng.choice([const(rng), name(rng)])
    k = rng.randrange(30)
    if k < 3: return const(rng)
    if k < 6: return name(rng)
    if k == 6: return "(%s %s %s)" % (e(rng, depth+1), rng.choice(["+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@"]), e(rng, depth+1))
    if k == 7: return "(%s%s)" % (rng.choice(["-", "+", "~", "not "]), e(rng, depth+1))
    if k == 8: return "(%s %s %s)" % (e(rng, depth+1), rng.choice(["and", "or"]), e(rng, depth+1))
    if k == 9: return "(%s %s %s %s %s)" % (e(rng, depth+1), rng.choice(["<", "==", "is", "in", "not in", "is not", ">="]), e(rng, depth+1), rng.choice(["<", "!="]), e(rng, depth+1))
    if k == 10: return "[%s]" % ", ".join(e(rng, depth+1) for _ in range(rng.randint(0, 4)))
    if k == 11: return "(%s,)" % ", ".join(e(rng, depth+1) for _ in range(rng.randint(1, 4)))
    if k == 12: return "{%s}" % ", ".join(e(rng, depth+1) for _ in range(rng.randint(1, 4)))
    if k == 13: return "{%s}" % ", ".join("%s: %s" % (e(rng, depth+1), e(rng, depth+1)) for _ in range(rng.randint(0, 4)))
    if k == 14: return "%s(%s)" % (name(rng), ", ".join([e(rng, depth+1) for _ in range(rng.randint(0, 3))] + ["k%d=%s" % (i, e(rng, depth+1)) for i in range(rng.randint(0, 2))]))
    if k == 15: return "%s.%s(%s)" % (name(rng), rng.choice(["m", "append", "get"]), ", ".join(e(rng, depth+1) for _ in range(rng.randint(0, 3))))
    if k == 16: return "%s[%s]" % (name(rng), e(rng, depth+1))
    if k == 17: return "%s[%s:%s]" % (name(rng), rng.choice(["", e(rng, depth+1)]), rng.choice(["", e(rng, depth+1)]))
    if k == 18: return "%s[::%s]" % (name(rng), e(rng, depth+1))
    if k == 19: return "(%s if %s else %s)" % (e(rng, depth+1), e(rng, depth+1), e(rng, depth+1))
    if k == 20: return "f'{%s}-{%s!r:>{%s}}'" % (name(rng), name(rng), name(rng))
    if k == 21: return "(%s %% (%s, %s))" % (rng.choice(["'%s-%r'", "'%d'", "'%5s|%-3a'", "'x%%y%s'"]), e(rng, depth+1), e(rng, depth+1))
    if k == 22: return "[*%s, %s]" % (name(rng), e(rng, depth+1))
    if k == 23: return "(*%s, *%s)" % (name(rng), name(rng))
    if k == 24: return "%s(*%s, **%s)" % (name(rng), name(rng), name(rng))
    if k == 25: return "(%s)[%s]" % (const(rng), const(rng))
    if k == 26: return "{**%s, %s: %s}" % (name(rng), e(rng, depth+1), e(rng, depth+1))
    if k == 27: return "(lambda a, b=%s: a + b)" % e(rng, depth+1)
    if k == 28: return "[%s for %s in %s if %s]" % (e(rng, depth+1), "q", e(rng, depth+1), e(rng, depth+1))
    return "%s.%s" % (name(rng), rng.choice(["a", "b"]))

def stmt(rng):
    k = rng.randrange(8)
    t = rng.choice(["x", "y", "self.a", "lst[0]", "d[x:y]", "z"])
    if k == 0: return "%s = %s" % (t, e(rng, 0))
    if k == 1: return "%s %s= %s" % (t, rng.choice(["+", "-", "*", "//", "|", "**"]), e(rng, 0))
    if k == 2: return "x, *y, z = %s" % e(rng, 0)
    if k == 3: return "if %s: x = 1" % e(rng, 0)
    if k == 4: return "while %s: break" % e(rng, 0)
    if k == 5: return "for q in %s: pass" % e(rng, 0)
    if k == 6: return "assert %s, %s" % (e(rng, 0), e(rng, 0))
    return "print(%s)" % e(rng, 0)

seed = int(sys.argv[1]); count = int(sys.argv[2])
rng = random.Random(seed)
out = []
while len(out) < count:
    s = stmt(rng)
    src = "def f%d(self, x, y, z, lst, d):\n    %s\n" % (len(out), s)
    try:
        compile(src, "x", "exec")
    except (SyntaxError, SystemError, ValueError, OverflowError, MemoryError):
        continue
    out.append(src)
print("\n".join(out))
