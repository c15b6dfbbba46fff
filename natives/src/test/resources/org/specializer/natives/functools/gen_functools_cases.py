# Generates functools_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_functools_cases.py > functools_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run after PRELUDE (FunctoolsModuleTest reads it from this file, so it has
# no backslashes), with _functools alone, not Lib's functools.
PRELUDE = """
import _functools
from _functools import partial, reduce, cmp_to_key, _lru_cache_wrapper

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

def f(*args, **kw):
    return args, kw

class P(partial):
    pass

class CacheInfo(tuple):
    def __new__(cls, *a):
        return tuple.__new__(cls, a)

def calls_and_cache(maxsize, typed, argss):
    seen = []
    def g(*a, **k):
        seen.append((a, k))
        return len(seen)
    w = _lru_cache_wrapper(g, maxsize, typed, CacheInfo)
    out = [w(*a) for a in argss]
    return out, w.cache_info(), len(seen)

def lru_kwargs():
    seen = []
    def g(a, b=0):
        seen.append(1)
        return a + b
    w = _lru_cache_wrapper(g, 128, False, CacheInfo)
    r = [w(1, b=2), w(1, b=2), w(b=2, a=1), w(1, 2)]
    return r, w.cache_info()

def lru_clear():
    w = _lru_cache_wrapper(abs, 2, False, CacheInfo)
    w(-1)
    w(-1)
    w.cache_clear()
    w(-2)
    return w.cache_info()

def lru_recursive():
    def fib(n):
        return n if n < 2 else w(n - 1) + w(n - 2)
    w = _lru_cache_wrapper(fib, 3, False, CacheInfo)
    return w(30), w.cache_info()

def lru_method():
    class A:
        m = _lru_cache_wrapper(lambda self, x: (type(self).__name__, x), None, False, CacheInfo)
    a = A()
    return a.m(1), a.m(1), A.m.cache_info(), A.m.__get__(None, A) is A.m

def lru_attrs():
    w = _lru_cache_wrapper(len, 1, False, CacheInfo)
    w.__wrapped__ = len
    w.__qualname__ = 'myname'
    return w.__dict__, w.__reduce__(), w.__copy__() is w, w.__deepcopy__({}) is w

def partial_nested():
    p = partial(f, 1, a=1)
    q = partial(p, 2, b=2)
    p2 = partial(f, 1)
    p2.attr = 5
    q2 = partial(p2, 3)
    s = P(partial(f, 1), 2)
    t = partial(P(f, 1), 2)
    return q.func is f, q.args, q.keywords, q2.func is p2, q2.args, s.args, t.func is f

def partial_dict_touched():
    p = partial(f, 1)
    p.__dict__
    return partial(p, 2).func is p

def partial_state():
    p = partial(f, 1)
    p.__setstate__((f, (3,), {'z': 1}, {'w': 2}))
    class T(tuple):
        pass
    p2 = partial(f)
    p2.__setstate__((f, T([4]), None, None))
    return p.args, p.keywords, p.w, p2.args, p2.keywords, p2()

def partial_reduce():
    p = partial(f, 1, x=2)
    p.a = 1
    r = p.__reduce__()
    r0 = partial(f).__reduce__()
    return r[0] is partial, r[1][0] is f, r[2][0] is f, r[2][1:], r0[2][1:]

def partial_keywords_live():
    p = partial(f, a=1)
    p.keywords['b'] = 2
    return p()

def partial_readonly():
    p = partial(f)
    p.func = 1

class Tracer:
    def __init__(self, v):
        self.v = v
    def __repr__(self):
        return 'T%d' % self.v

def keyed_sort():
    k = cmp_to_key(lambda a, b: (a.v > b.v) - (a.v < b.v))
    return sorted([Tracer(3), Tracer(1), Tracer(2)], key=k)
"""
exec(PRELUDE)

CASES = r"""
reduce(lambda a, b: a * b, range(1, 6))
reduce(lambda a, b: a + b, [], 10)
reduce(lambda a, b: a + b, ['x'])
run(lambda: reduce(lambda a, b: a, []))
run(lambda: reduce(lambda a, b: a, 1))
run(lambda: reduce(len))
run(lambda: reduce(len, [], 1, 2))
run(lambda: reduce(len, [], initial=2))
reduce.__module__, reduce.__name__, cmp_to_key.__module__, partial.__module__, _lru_cache_wrapper.__module__
partial(f, 1, a=2)(3, b=4)
partial(f, a=2)(a=3)
partial(f)()
repr(partial(f, 1, a=2)).replace(repr(f), 'F')
repr(P(f, 'x')).replace(repr(f), 'F')
repr(partial(max, *range(2), **{'key': abs}))
run(lambda: partial())
run(lambda: partial(1))
partial_nested()
partial_dict_touched()
partial_state()
run(lambda: partial(f).__setstate__((f,)))
run(lambda: partial(f).__setstate__((1, (), {}, None)))
run(lambda: partial(f).__setstate__((f, (), [], None)))
run(lambda: partial(f).__setstate__([f, (), {}, None]))
partial_reduce()
partial_keywords_live()
run(partial_readonly)
run(lambda: setattr(partial(f), '__dict__', 1))
partial[int]
hasattr(partial, '__get__'), partial(f).__get__(None, int) is not None
calls_and_cache(2, False, [(1,), (2,), (1,), (3,), (2,), (1,)])
calls_and_cache(None, False, [(1,), (1.0,), (True,), ('a',), ('a',)])
calls_and_cache(128, True, [(1,), (1.0,), (True,), (1,)])
calls_and_cache(0, False, [(1,), (1,)])
calls_and_cache(-3, False, [(1,), (1,)])
run(lambda: calls_and_cache(128, False, [([1],)]))
lru_kwargs()
lru_clear()
lru_recursive()
lru_method()
lru_attrs()
run(lambda: _lru_cache_wrapper(1, 2, False, CacheInfo))
run(lambda: _lru_cache_wrapper(len, 'x', False, CacheInfo))
run(lambda: _lru_cache_wrapper(len, 2**70, False, CacheInfo))
run(lambda: _lru_cache_wrapper(len))
run(lambda: _lru_cache_wrapper(len, 1, False, CacheInfo).__reduce__())
keyed_sort()
k = cmp_to_key(lambda a, b: a - b); (k(1) < k(2), k(3) <= k(3), k(1) == k(1), k(2) > k(5), k(1) != k(2), k(obj=7).obj)
k = cmp_to_key(lambda a, b: a - b); run(lambda: k(1) < 1)
k = cmp_to_key(lambda a, b: a - b); run(lambda: hash(k(1)))
k = cmp_to_key(lambda a, b: a - b); run(lambda: k())
k = cmp_to_key(lambda a, b: a - b); run(lambda: k(1, 2))
type(cmp_to_key(len)).__name__, type(cmp_to_key(len)).__module__
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
