"""Generates slice_fixtures.txt with CPython 3.13 (run: python3 gen_slice_fixtures.py).

Each line: <n> <start> <stop> <step> <k> <list(range(n))[s]> <after del> <after s = [100..100+k)>
with "N" for None; an operation that raises shows its exception line instead.
"""
import random

def fmt(v):
    return 'N' if v is None else str(v)

def attempt(f):
    try:
        return repr(f()).replace(' ', '')
    except Exception as e:
        return '!' + type(e).__name__ + ':' + str(e).replace(' ', '_')

r = random.Random(13)
bounds = [None] + list(range(-8, 9)) + [-10**20, 10**20]
steps = [None, -3, -2, -1, 1, 2, 3, 10**20, -10**20, 0]
lines = []
for _ in range(3000):
    n = r.randrange(0, 7)
    s = slice(r.choice(bounds), r.choice(bounds), r.choice(steps))
    k = r.randrange(0, 5)
    base = list(range(n))
    get = attempt(lambda: base[s])
    def d():
        l = list(base)
        del l[s]
        return l
    def a():
        l = list(base)
        l[s] = list(range(100, 100 + k))
        return l
    lines.append(' '.join([str(n), fmt(s.start), fmt(s.stop), fmt(s.step), str(k), get,
                           attempt(d), attempt(a)]))
with open('slice_fixtures.txt', 'w') as f:
    f.write('\n'.join(lines) + '\n')
