# Generates heapq_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_heapq_cases.py > heapq_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run after PRELUDE (HeapqModuleTest reads it from this file, so it has no
# backslashes), with _heapq and _bisect alone, not Lib's heapq and bisect.
PRELUDE = """
import _heapq as h, _bisect as b

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def lcg(n, seed=7):
    out = []
    x = seed
    for i in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append(x % 1000)
    return out

def pushes(xs):
    heap = []
    for x in xs:
        h.heappush(heap, x)
    return heap

def pops(heap):
    heap = list(heap)
    out = []
    while heap:
        out.append(h.heappop(heap))
    return out

def heapified(xs, mx=False):
    xs = list(xs)
    (h._heapify_max if mx else h.heapify)(xs)
    return xs

def pops_max(xs):
    xs = heapified(xs, True)
    out = []
    while xs:
        out.append(h._heappop_max(xs))
    return out

def replace(xs, item, mx=False):
    xs = heapified(xs, mx)
    r = (h._heapreplace_max if mx else h.heapreplace)(xs, item)
    return r, xs

def pushpop(xs, item):
    xs = heapified(xs)
    return h.heappushpop(xs, item), xs

class Shrinker:
    def __init__(self, heap, v):
        self.heap = heap
        self.v = v
    def __lt__(self, other):
        self.heap.clear()
        return self.v < other.v

def shrinking():
    heap = []
    heap.append(Shrinker(heap, 1))
    h.heappush(heap, Shrinker(heap, 0))

class Rev:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        return self.v > other.v
    def __repr__(self):
        return 'Rev(%d)' % self.v

class L(list):
    def insert(self, i, x):
        list.insert(self, i, ('at', i, x))

def insorted(xs, fn, **kw):
    a = []
    for x in xs:
        fn(a, x, **kw)
    return a
"""
exec(PRELUDE)

CASES = r"""
pushes(lcg(40))
pops(pushes(lcg(40)))
heapified(lcg(50))
heapified(lcg(3000))[:40]
pops(heapified(lcg(3000))) == sorted(lcg(3000))
heapified(lcg(50), True)
pops_max(lcg(30))
replace(lcg(20), 5)
replace(lcg(20), 5, True)
pushpop(lcg(15), 1), pushpop(lcg(15), 2000), pushpop([], 3)
pushes([Rev(i) for i in lcg(10)])
run(lambda: h.heappop([]))
run(lambda: h.heapreplace([], 1))
run(lambda: h._heappop_max([]))
run(lambda: h.heappush((), 1))
run(lambda: h.heappop(1))
run(lambda: h.heapify(None))
run(lambda: h.heappush([]))
run(lambda: h.heappush([1, 'a'], 2))
run(shrinking)
sorted(n for n in dir(h) if not n.startswith('__'))
b.bisect_left([1, 2, 2, 3], 2), b.bisect_right([1, 2, 2, 3], 2), b.bisect_left([1, 2, 2, 3], 2, 2), b.bisect_right([1, 2, 2, 3], 2, 0, 2)
b.bisect_left([1, 2, 3], 2, hi=-1), b.bisect_right(range(100), 41), b.bisect_left((1, 3, 5), 4)
b.bisect_left(['a', 'bb', 'ccc'], 2, key=len), b.bisect_right(['a', 'bb', 'ccc'], 2, key=len)
insorted(lcg(15), b.insort_left), insorted(lcg(15), b.insort_right)
insorted(['ccc', 'a', 'bb', 'dd'], b.insort_right, key=len), insorted(['ccc', 'a', 'bb', 'dd'], b.insort_left, key=len)
a = L([1, 3]); b.insort(a, 2) if hasattr(b, 'insort') else b.insort_right(a, 2); a
run(lambda: b.bisect_left([1], 1, -1))
run(lambda: b.bisect_left([1]))
run(lambda: b.bisect_left(1, 1))
run(lambda: b.bisect_left([1], 1, 0, 1, None))
run(lambda: b.bisect_left([1, 'a'], 2))
sorted(n for n in dir(b) if not n.startswith('__'))
""".strip().split("\n")

for expr in CASES:
    try:
        if "; " in expr and not expr.startswith("run("):
            *stmts, last = expr.split("; ")
            exec("; ".join(stmts))
            r = repr(eval(last))
        else:
            r = repr(eval(expr))
    except Exception as e:
        r = "!" + type(e).__name__ + ": " + str(e)
    print(expr + "\t" + r)
