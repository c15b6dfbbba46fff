"""Phase change: operand types that change for good.

One function runs an int workload, then the same loop on floats for good. Its second phase is
timed against the same phase run by an identical function (a code object of its own) that only
ever saw floats: an implementation that keeps adapting gives about the same time for both.
"""
import sys
import time

SOURCE = '''
def kernel(xs, rounds):
    total = xs[0] - xs[0]
    for _ in range(rounds):
        for x in xs:
            total = total + x * x - x
    return total
'''


def make_kernel():
    namespace = {}
    exec(SOURCE, namespace)
    return namespace['kernel']


def timed(function, *args):
    t0 = time.perf_counter()
    result = function(*args)
    return time.perf_counter() - t0, result


def bench(rounds):
    ints = list(range(200))
    floats = [i + 0.5 for i in range(200)]
    changed, steady = make_kernel(), make_kernel()
    timed(changed, ints, rounds)      # phase 1: ints
    timed(steady, floats, rounds)     # as much warm-up, floats only
    t_changed, r_changed = timed(changed, floats, rounds)
    t_steady, r_steady = timed(steady, floats, rounds)
    assert r_changed == r_steady
    return r_changed, t_changed, t_steady


if __name__ == '__main__':
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300000
    t0 = time.perf_counter()
    result, t_changed, t_steady = bench(n)
    elapsed = time.perf_counter() - t0
    print("phase_types rounds=%d result=%.1f" % (n, result))
    print("second phase after ints %.3f s, after floats only %.3f s: ratio %.2f"
          % (t_changed, t_steady, t_changed / t_steady))
    print("time: %.6f" % elapsed)
