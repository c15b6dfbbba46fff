"""Generates set_order_fixtures.txt with CPython 3.13 (run: python3 gen_set_fixtures.py).

Each line is tab-separated. Single-set lines:
    S  <ops>  <list(s)>  <popped values>  <hash(frozenset(s))>
Ops (space separated): aN add N, dN discard N, p pop, uN,N,.. update from a list, c copy,
tN,N add the tuple (N, N), i intersection_update with the set's own first half (as list).
Binary lines:
    B  <op>  <ops of a>  <ops of b>  <list(result)>
"""
import random

def vals(r):
    kind = r.random()
    if kind < 0.4:
        return r.randrange(0, 64)
    if kind < 0.7:
        return r.randrange(-1000, 1000)
    if kind < 0.85:
        return r.randrange(-2**63, 2**63)
    return r.randrange(0, 100000) * 8

def run(ops):
    s = set()
    popped = []
    for op in ops.split():
        c = op[0]
        if c == 'a':
            s.add(int(op[1:]))
        elif c == 'd':
            s.discard(int(op[1:]))
        elif c == 'p':
            if s:
                popped.append(s.pop())
        elif c == 'u':
            s.update([int(x) for x in op[1:].split(',')])
        elif c == 'c':
            s = s.copy()
        elif c == 't':
            a, b = op[1:].split(',')
            s.add((int(a), int(b)))
        elif c == 'i':
            half = list(s)[:len(s) // 2]
            s.intersection_update(half)
    return s, popped

def gen_ops(r, n):
    ops = []
    present = []
    for _ in range(n):
        x = r.random()
        if x < 0.55 or not present:
            v = vals(r)
            present.append(v)
            ops.append('a%d' % v)
        elif x < 0.75:
            ops.append('d%d' % r.choice(present))
        elif x < 0.82:
            ops.append('p')
        elif x < 0.88:
            vs = [vals(r) for _ in range(r.randrange(1, 20))]
            present.extend(vs)
            ops.append('u' + ','.join(map(str, vs)))
        elif x < 0.92:
            ops.append('c')
        elif x < 0.96:
            ops.append('t%d,%d' % (r.randrange(-5, 50), r.randrange(-5, 50)))
        else:
            ops.append('i')
    return ' '.join(ops)

def fmt(xs):
    return repr(list(xs))

r = random.Random(659)
lines = []
for case in range(300):
    n = r.choice([3, 8, 20, 60, 200, 400])
    ops = gen_ops(r, n)
    s, popped = run(ops)
    lines.append('\t'.join(['S', ops, fmt(s), fmt(popped), str(hash(frozenset(s)))]))
BIN = {
    'or': lambda a, b: a | b, 'and': lambda a, b: a & b, 'sub': lambda a, b: a - b,
    'xor': lambda a, b: a ^ b, 'union_list': lambda a, b: a.union(list(b)),
    'inter_list': lambda a, b: a.intersection(list(b)),
    'diff_list': lambda a, b: a.difference(list(b)),
    'symdiff_list': lambda a, b: a.symmetric_difference(list(b)),
    'ior': None, 'iand': None, 'isub': None, 'ixor': None,
}
for case in range(200):
    op = r.choice(sorted(BIN))
    oa = gen_ops(r, r.choice([3, 10, 40, 150]))
    ob = gen_ops(r, r.choice([3, 10, 40, 150]))
    a, _ = run(oa)
    b, _ = run(ob)
    if op == 'ior':
        a |= b; res = a
    elif op == 'iand':
        a &= b; res = a
    elif op == 'isub':
        a -= b; res = a
    elif op == 'ixor':
        a ^= b; res = a
    else:
        res = BIN[op](a, b)
    lines.append('\t'.join(['B', op, oa, ob, fmt(res)]))
with open('set_order_fixtures.txt', 'w') as f:
    f.write('\n'.join(lines) + '\n')
