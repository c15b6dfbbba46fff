# expect-hits: CALL_PY_EXACT_ARGS CALL_BOUND_METHOD_EXACT_ARGS CALL_ALLOC_AND_ENTER_INIT CALL_KW_PY
# Recursion to the limit through specialized calls: every kind of Python-frame child
# must raise RecursionError at the same depth as the generic call. (No CALL_PY_GENERAL
# recursion here: CPython 3.13.0 loops forever on it; CallSoundnessTest covers ours.)
import sys

def plain(n):
    return plain(n + 1)

class Node:
    def __init__(self, n):
        self.child = Node(n + 1)

class Walker:
    def walk(self, n):
        return self.walk(n + 1)

def keyword(n, *, k=1):
    return keyword(n + k, k=k)

def depth_of(fn):
    deepest = [0]
    def probe(n):
        deepest[0] = max(deepest[0], n)
        return fn(n)
    try:
        probe(0)
    except RecursionError as e:
        return str(e)

def counting(n):
    try:
        return counting(n + 1)
    except RecursionError:
        return n

def bound_counting(self, n):
    try:
        return self.go(n + 1)
    except RecursionError:
        return n

class Counter:
    go = bound_counting

class Deep:
    reached = 0
    def __init__(self, n):
        Deep.reached = n
        try:
            Deep(n + 1)
        except RecursionError:
            pass

def kw_counting(n, *, k=1):
    try:
        return kw_counting(n + k, k=k)
    except RecursionError:
        return n

def run():
    for limit in (200, 500, 1000):
        sys.setrecursionlimit(limit)
        print(limit, counting(0), Counter().go(0), Counter().go(0))
        bm = Counter().go
        print(bm(0), bm(0))
        Deep(0)
        # CPython's exact depth through __init__ varies with its specialization state
        print(limit - 20 < Deep.reached < limit, kw_counting(0), kw_counting(0, k=1))
    sys.setrecursionlimit(1000)
    for fn in (plain, Node, Walker().walk, keyword):
        print(depth_of(fn))
    def fib(n):
        return n if n < 2 else fib(n - 1) + fib(n - 2)
    print(fib(20))

run()
