"""Generates sort_fixtures.txt with CPython 3.13 (run: python3 gen_sort_fixtures.py).

Each line: <mode> <reverse> <input ints> <sorted values> <number of __lt__ calls> <sha1 of the
call log>. Items are wrappers whose __lt__ logs "a<b;" (their ints) and answers either the
true order (mode "ok") or an inconsistent one (mode "odd": (3*a + b) % 5 < 2), so that the
result and the log pin down timsort's exact sequence of comparisons.
"""
import hashlib
import random

LOG = []

class W:
    __slots__ = ('v', 'odd')

    def __init__(self, v, odd):
        self.v = v
        self.odd = odd

    def __lt__(self, other):
        LOG.append('%d<%d;' % (self.v, other.v))
        if self.odd:
            return (3 * self.v + other.v) % 5 < 2
        return self.v < other.v

def gen(r):
    n = r.choice([0, 1, 2, 3, 5, 8, 13, 40, 64, 65, 100, 200, 500, 1500])
    shape = r.random()
    if shape < 0.3:
        xs = [r.randrange(0, 1000) for _ in range(n)]
    elif shape < 0.5:
        xs = [r.randrange(0, 5) for _ in range(n)]
    elif shape < 0.7:
        xs = sorted(r.randrange(0, 1000) for _ in range(n))
        for _ in range(r.randrange(0, 5)):
            if n:
                xs[r.randrange(n)] = r.randrange(1000)
    elif shape < 0.85:
        xs = []
        while len(xs) < n:
            run = sorted(r.randrange(0, 100) for _ in range(r.randrange(1, 60)))
            xs.extend(run if r.random() < 0.5 else run[::-1])
        xs = xs[:n]
    else:
        xs = list(range(n, 0, -1))
    return xs

r = random.Random(3)
lines = []
for case in range(250):
    xs = gen(r)
    odd = r.random() < 0.3
    rev = r.random() < 0.3
    LOG.clear()
    ws = [W(x, odd) for x in xs]
    ws.sort(reverse=rev)
    log = ''.join(LOG)
    lines.append(' '.join(['odd' if odd else 'ok', str(rev),
                           ','.join(map(str, xs)) or '-',
                           ','.join(str(w.v) for w in ws) or '-',
                           str(len(LOG)), hashlib.sha1(log.encode()).hexdigest()]))
with open('sort_fixtures.txt', 'w') as f:
    f.write('\n'.join(lines) + '\n')
