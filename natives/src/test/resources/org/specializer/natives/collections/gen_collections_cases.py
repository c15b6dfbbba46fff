# Generates collections_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_collections_cases.py > collections_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run after PRELUDE (CollectionsModuleTest reads it from this file, so it has
# no backslashes), with _collections alone, not Lib's collections.
PRELUDE = """
from _collections import (deque, defaultdict, OrderedDict, _count_elements, _tuplegetter,
                          _deque_iterator, _deque_reverse_iterator)

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

class D(deque):
    pass

class DD(defaultdict):
    pass

class OD(OrderedDict):
    pass

class Point(tuple):
    __slots__ = ()
    x = _tuplegetter(0, 'the x')
    y = _tuplegetter(1, 'the y')

def dq_basics():
    d = deque(range(5), maxlen=4)
    d.appendleft(-1)
    d.rotate(1)
    d2 = d.copy()
    d2.extend('xy')
    d2.extendleft([7, 8])
    return d, d2, d.maxlen, d[0], d[-1], 3 in d, d.count(1), d.index(2), len(d2)

def dq_more():
    d = deque([1, 2, 3, 2, 1])
    d.insert(1, 'a')
    d.insert(-1, 'b')
    d.insert(100, 'c')
    s1 = repr(d)
    d.remove(2)
    d[0] = 'z'
    del d[-1]
    s2 = repr(d)
    d.reverse()
    d.rotate(-2)
    s3 = repr(d)
    return s1, s2, s3, d.index(2), d.index('z', 1), d.index(3, -5, -1), d.pop(), d.popleft()

def dq_full_insert():
    d = deque([1, 2], maxlen=2)
    d.insert(0, 0)

def dq_mutate_while_iterating():
    d = deque([1, 2, 3])
    for x in d:
        d.append(x)

def dq_mutate_while_counting():
    class Eq:
        def __eq__(self, other):
            d.clear()
            return False
    d = deque([Eq(), 1, 2])
    return d.count(1)

def dq_arith():
    d = deque('ab')
    d += 'c'
    e = d * 2
    d *= 2
    m = deque([1, 2, 3], maxlen=4)
    m *= 3
    return d, e, 2 * deque('x'), m, deque() * 5, deque('ab') + deque('c')

def dq_recursive():
    d = deque([1])
    d.append(d)
    return repr(d)

def dq_reduce():
    d = D([1, 2], maxlen=5)
    d.a = 1
    r = d.__reduce__()
    return r[0], r[1], r[2], list(r[3])

def dq_iter_reduce():
    d = deque('abcd')
    it = iter(d)
    next(it)
    r = it.__reduce__()
    rv = reversed(d)
    next(rv)
    return r[0], r[1][1], list(_deque_iterator(d, 2)), list(_deque_reverse_iterator(d, 1)), it.__length_hint__(), rv.__reduce__()[1][1]

def dd_basics():
    dd = defaultdict(list)
    for w in 'apple bat avocado cat'.split():
        dd[w[0]].append(w)
    c = dd.copy()
    c['z']
    return dd, c, dd.default_factory, 'z' in dd, dd.get('q'), len(c)

def dd_none():
    dd = defaultdict()
    return dd['x']

def dd_reduce():
    dd = defaultdict(int, a=1)
    r = dd.__reduce__()
    return r[0], r[1], r[2], r[3], list(r[4])

def dd_recursive():
    dd = defaultdict()
    dd.default_factory = dd.__getitem__
    return repr(dd)[:32]

def od_moves():
    od = OrderedDict.fromkeys('abcd', 0)
    od.move_to_end('a')
    od.move_to_end('d', last=False)
    od.move_to_end('d', False)
    return od, od.popitem(), od.popitem(last=False), od

def od_methods():
    od = OrderedDict(a=1)
    r1 = od.setdefault('b', 2)
    r2 = od.setdefault('a', 9)
    r3 = od.pop('a')
    r4 = od.pop('zz', 'dflt')
    od['c'] = 3
    od['b'] = 20
    del od['c']
    od.update([('x', 1)], y=2)
    od.update({'z': 3})
    return r1, r2, r3, r4, od, list(od), list(reversed(od))

def od_equality():
    a = OrderedDict(a=1, b=2)
    b = OrderedDict(b=2, a=1)
    return a == b, a != b, a == dict(b), dict(a) == b, a == OrderedDict(a=1, b=2), a == OD(a=1, b=2)

def od_views():
    od = OrderedDict(a=1, b=2, c=3)
    k, v, i = od.keys(), od.values(), od.items()
    return (k, v, i, list(reversed(k)), list(reversed(v)), list(reversed(i)),
            type(k).__name__, type(iter(od)).__name__, type(reversed(od)).__name__,
            isinstance(k, type({}.keys())), k & {'a', 'z'}, 'b' in k, ('a', 1) in i)

def od_mutated():
    od = OrderedDict(a=1, b=2)
    for k in od:
        od['c'] = 3

def od_moved_while_iterating():
    od = OrderedDict(a=1, b=2)
    for k in od:
        od.move_to_end('a')

def od_value_change_while_iterating():
    od = OrderedDict(a=1, b=2)
    for k in od:
        od[k] = 0
    return od

def od_items_mutated():
    od = OrderedDict(a=1, b=2)
    for kv in od.items():
        del od['b']
        od['b'] = 7

def od_reduce():
    od = OD(a=1)
    od.x = 2
    r = od.__reduce__()
    r0 = OrderedDict(b=2).__reduce__()
    return r[0], r[1], r[2], r[3], list(r[4]), r0[2], list(r0[4])

def od_or():
    od = OrderedDict(a=1)
    r1 = od | {'b': 2}
    r2 = {'b': 2} | od
    od |= [('c', 3)]
    return r1, r2, type(r2).__name__, od

def od_copy():
    od = OD(a=1, b=2)
    c = od.copy()
    return c, type(c).__name__, od.__dict__, OrderedDict().__dict__

def od_pairs(arg):
    od = OrderedDict()
    od.update(arg)
    return od

class KeysOnly:
    def keys(self):
        return ['k1', 'k2']
    def __getitem__(self, k):
        return k.upper()

class ItemsOnly:
    def items(self):
        return [('i1', 1)]

class CountingDict(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 10)

class GetMapping:
    def __init__(self):
        self.d = {}
    def get(self, k, default):
        return self.d.get(k, default)
    def __setitem__(self, k, v):
        self.d[k] = v

def counted(mapping, it):
    _count_elements(mapping, it)
    return mapping.d if isinstance(mapping, GetMapping) else mapping
"""
exec(PRELUDE)

CASES = r"""
dq_basics()
dq_more()
run(dq_full_insert)
run(dq_mutate_while_iterating)
run(dq_mutate_while_counting)
dq_arith()
dq_recursive()
dq_reduce()
dq_iter_reduce()
deque([1, 2], maxlen=3).__reduce__()[:3]
run(lambda: deque().pop())
run(lambda: deque().popleft())
run(lambda: deque([1]).remove(2))
run(lambda: deque([1]).index(2))
run(lambda: deque([1])[5])
run(lambda: deque([1])['a'])
run(lambda: deque(maxlen=-1))
run(lambda: deque(maxlen='a'))
run(lambda: hash(deque()))
run(lambda: deque() + [1])
run(lambda: deque([1]) < [1])
deque([1, 2]) < deque([1, 3]), deque([1, 2]) == deque([1, 2]), deque([1]) >= deque([1, 0])
repr(D([1], maxlen=2)), repr(deque(maxlen=0))
deque(range(10), 3)
list(reversed(deque('abc')))
deque('abc').__copy__()
run(lambda: deque(1))
run(lambda: deque([], 1, 2))
bool(deque([1, 2, 3])), bool(deque()), hasattr(deque, '__bool__')
d = deque([1]); d.clear(); d
dd_basics()
run(dd_none)
dd_reduce()
dd_recursive()
repr(defaultdict(None)), repr(DD(int, a=1))
run(lambda: defaultdict(1))
(defaultdict(list, a=[1]) | {'b': 2}), ({'b': 2} | defaultdict(list, a=[1]))
run(lambda: defaultdict(list) | 1)
defaultdict(list).__missing__('k'), defaultdict(list, k=[5])['k']
type(DD(list).copy()).__name__
od_moves()
run(lambda: OrderedDict().move_to_end('x'))
run(lambda: OrderedDict().popitem())
run(lambda: OrderedDict(a=1).pop('b'))
od_methods()
od_equality()
od_views()
run(od_mutated)
run(od_moved_while_iterating)
od_value_change_while_iterating()
run(od_items_mutated)
od_reduce()
od_or()
od_copy()
repr(OrderedDict()), repr(OrderedDict(a=[1])), repr(OD(b=1))
OrderedDict.fromkeys('ab'), OD.fromkeys('xy', 0)
run(lambda: OrderedDict(1, 2))
run(lambda: OrderedDict().update(1, 2))
run(lambda: OrderedDict([1]))
run(lambda: OrderedDict([(1, 2, 3)]))
run(lambda: OrderedDict([(1,)]))
od_pairs(KeysOnly()), od_pairs(ItemsOnly()), od_pairs([['p', 1]]), od_pairs(iter([('q', 2)]))
run(lambda: OrderedDict() < OrderedDict())
OrderedDict(a=1) == 1
issubclass(OrderedDict, dict), OrderedDict.__module__, deque.__module__, defaultdict.__module__
counted({}, 'abcab'), counted({'a': 5}, 'a'), counted(CountingDict(), 'aa'), counted(GetMapping(), 'xyx')
run(lambda: _count_elements({}, 1))
run(lambda: _count_elements({}, [[1]]))
p = Point((1, 2)); (p.x, p.y, Point.x.__doc__, repr(Point.y))
run(lambda: setattr(Point((1, 2)), 'x', 5))
run(lambda: delattr(Point((1, 2)), 'x'))
run(lambda: Point.x.__get__([1, 2]))
run(lambda: _tuplegetter(5, None).__get__((1,)))
_tuplegetter(1, 'd').__reduce__(), _tuplegetter(0, 'd').__get__(None, tuple) is not None
g = _tuplegetter(0, 'a'); g.__doc__ = 'b'; g.__doc__
run(lambda: _tuplegetter('a', 'b'))
o = OrderedDict(a=1, b=2, c=3); its = [iter(o), iter(o.values()), iter(o.items()), reversed(o)]; [next(i) for i in its]; [i.__reduce__()[1] for i in its]
o = OrderedDict(a=1); i = iter(o); list(i); (i.__reduce__()[1], list(i.__reduce__()[0](*i.__reduce__()[1])))
o = OrderedDict(a=1, b=2); i = iter(o); next(i); r = i.__reduce__(); (next(i), list(r[0](*r[1])))
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
