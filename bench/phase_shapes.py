"""Phase change: objects whose shape changes, and a builtin shadowed mid-run.

Phase 1 walks instances whose attributes live in their dict; phase 2 walks instances of a class
with __slots__, then (phase 3) the module shadows the builtin `abs` with a function of its own.
Each later phase is timed against the same phase run by an identical function (a code object of
its own) that only ever saw that phase's shape.
"""
import sys
import time

SOURCE = '''
def walk(items, rounds):
    s = 0.0
    for _ in range(rounds):
        for it in items:
            s += it.x * it.w + abs(it.y)
    return s
'''


class Plain:
    def __init__(self, i):
        self.x = i * 0.5
        self.y = -i
        self.w = 3


class Slotted:
    __slots__ = ('x', 'y', 'w')

    def __init__(self, i):
        self.x = i * 0.5
        self.y = -i
        self.w = 3


def make_walk(namespace):
    exec(SOURCE, namespace)
    return namespace['walk']


def my_abs(v):
    return v if v >= 0 else -v


def timed(function, *args):
    t0 = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - t0, result


def bench(rounds):
    plain = [Plain(i) for i in range(100)]
    slotted = [Slotted(i) for i in range(100)]
    ns_changed, ns_slots, ns_shadowed = {}, {}, {}
    changed = make_walk(ns_changed)
    steady_slots = make_walk(ns_slots)
    steady_shadowed = make_walk(ns_shadowed)
    ns_shadowed['abs'] = my_abs
    timed(changed, plain, rounds)                 # phase 1: dict-backed instances
    timed(steady_slots, slotted, rounds)          # warm-up on slots only
    t_slots, r1 = timed(changed, slotted, rounds)         # phase 2
    t_slots_steady, r2 = timed(steady_slots, slotted, rounds)
    timed(steady_shadowed, slotted, rounds)       # warm-up with abs shadowed only
    ns_changed['abs'] = my_abs
    t_shadowed, r3 = timed(changed, slotted, rounds)      # phase 3
    t_shadowed_steady, r4 = timed(steady_shadowed, slotted, rounds)
    assert r1 == r2 == r3 == r4
    return r1, [(t_slots, t_slots_steady), (t_shadowed, t_shadowed_steady)]


if __name__ == '__main__':
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    t0 = time.perf_counter()
    result, pairs = bench(n)
    elapsed = time.perf_counter() - t0
    print("phase_shapes rounds=%d result=%.1f" % (n, result))
    for name, (changed, steady) in zip(("slots after dicts", "abs shadowed"), pairs):
        print("%s: %.3f s, steady %.3f s: ratio %.2f" % (name, changed, steady, changed / steady))
    print("time: %.6f" % elapsed)
