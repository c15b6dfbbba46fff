SETUP = '''
try:
    import warnings
    warnings.simplefilter('ignore')
except ImportError:
    pass
import itertools as I, operator

def shape(x):
    # A reduction with its iterators shown by type name (their reprs hold addresses).
    if isinstance(x, tuple):
        return tuple(shape(e) for e in x)
    if isinstance(x, list):
        return [shape(e) for e in x]
    if not isinstance(x, type) and (hasattr(type(x), '__next__') or ' at 0x' in repr(x)):
        return '<%s>' % type(x).__name__
    return x

def red(it, n=0):
    # The shape of the reduction of it after n steps.
    for _ in range(n):
        next(it, None)
    return shape(it.__reduce__())

def rebuild(it, n=0):
    # What copy.copy does with the reduction after n steps, and the next items of both.
    for _ in range(n):
        next(it, None)
    r = it.__reduce__()
    new = r[0](*r[1])
    if len(r) > 2 and r[2] is not None:
        new.__setstate__(r[2])
    return list(I.islice(new, 12)), list(I.islice(it, 12))

def cycle_after(k):
    c = I.cycle('abc')
    for _ in range(k):
        next(c)
    return c
'''
EXPRS = [
    "red(I.accumulate([1, 2, 3]))", "red(I.accumulate([1, 2, 3]), 1)",
    "red(I.accumulate([1, 2, 3], operator.mul, initial=5))",
    "red(I.accumulate([1, 2, 3], initial=5), 1)",
    "red(I.accumulate([None, None, None], operator.is_), 1)",
    "rebuild(I.accumulate([1, 2, 3, 4]), 2)",
    "rebuild(I.accumulate([1, 2, 3], operator.mul, initial=5))",
    "rebuild(I.accumulate([None, None, None], operator.is_), 1)",
    "red(I.chain('ab', 'cd'))", "red(I.chain('ab', 'cd'), 1)", "red(I.chain('ab'), 3)",
    "rebuild(I.chain('ab', '', 'cd'), 1)", "rebuild(I.chain.from_iterable(['ab', 'cd']), 2)",
    "red(I.combinations('abcd', 2))", "red(I.combinations('abcd', 2), 1)",
    "red(I.combinations('abcd', 2), 7)", "red(I.combinations('ab', 3), 1)",
    "rebuild(I.combinations('abcd', 2), 2)", "rebuild(I.combinations('', 0), 1)",
    "red(I.combinations_with_replacement('abc', 2), 1)",
    "rebuild(I.combinations_with_replacement('abc', 2), 3)",
    "rebuild(I.combinations_with_replacement('', 0), 1)",
    "red(I.permutations('abc', 2), 1)", "red(I.permutations('ab', 3), 1)",
    "rebuild(I.permutations('abcd', 2), 5)", "rebuild(I.permutations('abc'), 1)",
    "red(I.compress('abc', [1, 0, 1]))", "rebuild(I.compress('abcdef', [1, 0, 1, 1]), 1)",
    "red(I.count())", "red(I.count(3, 2))", "red(I.count(3.5))", "red(I.count(3, 1.0))",
    "red(I.count(2**70))", "red(I.count(-5), 2)", "rebuild(I.count(1.5, 0.5), 2)",
    "red(I.cycle('abc'))", "red(I.cycle('abc'), 2)", "red(I.cycle('abc'), 4)",
    "rebuild(I.cycle('abc'), 2)", "rebuild(I.cycle('abc'), 4)", "rebuild(I.cycle(''), 1)",
    "red(I.dropwhile(bool, [1, 0, 1]), 1)", "rebuild(I.dropwhile(lambda x: x < 3, range(6)), 1)",
    "red(I.takewhile(bool, [1, 0, 1]), 2)", "rebuild(I.takewhile(bool, [1, 2, 0, 3]), 1)",
    "red(I.filterfalse(None, [1, 0, 1]))", "rebuild(I.filterfalse(None, [0, 1, 0, 2, 0]), 1)",
    "red(I.groupby('aabbc'))", "red(I.groupby('aabbc'), 1)",
    "rebuild(I.groupby('aabbc'), 1)[1]",
    "[(k, list(g)) for k, g in rebuild(I.groupby('aabbc'), 0)[0]]",
    "red(I.islice('abcdef', 1, 5, 2))", "red(I.islice('abcdef', 1, 5, 2), 1)",
    "red(I.islice('abcdef', None))", "red(I.islice('abcdef', 2), 3)",
    "rebuild(I.islice(range(20), 2, 15, 3), 2)",
    "red(I.product('ab', 'cd'))", "red(I.product('ab', 'cd'), 1)", "red(I.product('ab', ''), 1)",
    "red(I.product(), 1)", "rebuild(I.product('ab', range(3)), 2)",
    "rebuild(I.product('ab', repeat=2), 1)",
    "red(I.repeat(1))", "red(I.repeat(1, 3), 1)", "red(I.repeat(1, -3))",
    "rebuild(I.repeat('x', 4), 1)",
    "red(I.starmap(pow, [(1, 2)]))", "rebuild(I.starmap(pow, [(2, 3), (3, 2), (4, 1)]), 1)",
    "red(I.zip_longest('ab', 'c'), 1)", "red(I.zip_longest('ab', 'c', fillvalue=0), 2)",
    "rebuild(I.zip_longest('abc', 'd', fillvalue='-'), 1)",
    "red(I.tee('abc')[0], 1)", "red(I.tee('abc')[0].__reduce__()[2][0])",
    "rebuild(I.tee('abcdef')[0], 2)",
    "red(I.pairwise('abc'))", "red(I.batched('abc', 2))",
]
