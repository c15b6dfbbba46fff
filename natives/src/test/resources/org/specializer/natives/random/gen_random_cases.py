# Generates random_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_random_cases.py > random_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run after PRELUDE (RandomModuleTest reads it from this file, so it has no
# backslashes), with _random alone, not Lib's random.
PRELUDE = """
from _random import Random

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def draws(seed, n=4):
    r = Random(seed)
    return [r.random() for i in range(n)]

def bits(seed, ks):
    r = Random()
    r.seed(seed)
    return [r.getrandbits(k) for k in ks]

def state_roundtrip():
    r = Random(5)
    r.random()
    s = r.getstate()
    a = [r.random() for i in range(3)]
    r.setstate(s)
    b = [r.random() for i in range(3)]
    return a == b, len(s), s[-1], s[:3]

def setstate(state):
    r = Random()
    r.setstate(state)
    return r.random()

class Sub(Random):
    def __init__(self, x, y=0):
        self.y = y
        super().__init__(x)

class Plain(Random):
    pass

def seeded_subclass():
    s = Sub(3, y=4)
    return s.y, s.random() == Random(3).random(), type(s).__mro__[1].__module__

class HashSeed:
    def __hash__(self):
        return -12345
"""
exec(PRELUDE)

CASES = r"""
draws(0)
draws(42)
draws(-42)
draws(2**32)
draws(2**64 - 1)
draws(12345678901234567890123)
draws(-(2**100))
draws(True)
draws(3.5)
draws(HashSeed())
draws(b'abc'.__hash__() * 0 + 7)
bits(7, [0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 200])
run(lambda: Random().getrandbits(-1))
run(lambda: Random().getrandbits(2**70))
run(lambda: Random().getrandbits(1.5))
state_roundtrip()
run(lambda: setstate((1, 2)))
run(lambda: setstate([1] * 625))
run(lambda: setstate((1,) * 624 + (625,)))
run(lambda: setstate((1,) * 624 + (-1,)))
run(lambda: setstate((-1,) * 624 + (6,)))
run(lambda: setstate(('a',) * 624 + (6,)))
run(lambda: setstate((2**64,) * 624 + (6,)))
setstate((2**32 + 5,) * 624 + (624,)) == setstate((5,) * 624 + (624,))
run(lambda: Random(1, 2))
run(lambda: Random(x=1))
run(lambda: Random().seed(1, 2))
run(lambda: Random().seed([1]))
seeded_subclass()
Plain(9).random() == Random(9).random(), run(lambda: Plain(x=1))
Random.__module__, Random.__name__, sorted(n for n in dir(Random) if not n.startswith('_'))
""".strip().split("\n")

for expr in CASES:
    try:
        r = repr(eval(expr))
    except Exception as e:
        r = "!" + type(e).__name__ + ": " + str(e)
    print(expr + "\t" + r)
