"""Generates bytearray_fixtures.txt with CPython 3.13 (run: python3 gen_bytearray_fixtures.py).

Each line: <n> <start> <stop> <step> <k> then, for bytearray(range(n)) and the slice s,
  b[s]  |  del b[s] (b after)  |  b[s] = bytes(range(100, 100+k)) (b after, and __alloc__)
  |  memoryview(b)[s]  |  memoryview(b)[s] = bytes(range(100, 100+k)) (b after)
with "N" for None and lists of ints for byte strings; an operation that raises shows its
exception line instead.
"""
import random

def fmt(v):
    return 'N' if v is None else str(v)

def attempt(f):
    try:
        return repr(f()).replace(' ', '')
    except Exception as e:
        return '!' + type(e).__name__ + ':' + str(e).replace(' ', '_')

r = random.Random(29)
bounds = [None] + list(range(-8, 9)) + [-10**20, 10**20]
steps = [None, -3, -2, -1, 1, 2, 3, 10**20, -10**20, 0]
lines = []
for _ in range(3000):
    n = r.randrange(0, 7)
    s = slice(r.choice(bounds), r.choice(bounds), r.choice(steps))
    k = r.randrange(0, 5)
    base = bytearray(range(n))
    get = attempt(lambda: list(base[s]))
    def d():
        b = bytearray(base)
        del b[s]
        return list(b)
    def a():
        b = bytearray(base)
        b[s] = bytes(range(100, 100 + k))
        return list(b), b.__alloc__()
    def mget():
        return memoryview(bytearray(base))[s].tolist()
    def mset():
        b = bytearray(base)
        memoryview(b)[s] = bytes(range(100, 100 + k))
        return list(b)
    lines.append(' '.join([str(n), fmt(s.start), fmt(s.stop), fmt(s.step), str(k), get,
                           attempt(d), attempt(a), attempt(mget), attempt(mset)]))
with open('bytearray_fixtures.txt', 'w') as f:
    f.write('\n'.join(lines) + '\n')
