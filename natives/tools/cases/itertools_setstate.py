SETUP = '''
try:
    import warnings
    warnings.simplefilter('ignore')
except ImportError:
    pass
import itertools as I

def after(it, state):
    it.__setstate__(state)
    return list(I.islice(it, 20))

a, b = I.tee('abc')
data = a.__reduce__()[2][0]
TD = type(data)
g = I.groupby('aabbc')
k, grouper = next(g)

def warns(f):
    import warnings
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter('always')
        f()
    return [(x.category.__name__, str(x.message)) for x in w]
'''
EXPRS = [
    "I.chain().__setstate__(())", "I.chain().__setstate__([])", "I.chain().__setstate__(0)",
    "I.chain().__setstate__(([],))", "I.chain().__setstate__((iter([]), []))",
    "I.chain().__setstate__((iter([]), iter([]), 1))",
    "after(I.chain(), (iter(['abc', 'def']),))",
    "after(I.chain(), (iter(['abc', 'def']), iter(['ghi'])))",
    "after(I.cycle('defg'), (list('abc'), 0))", "after(I.cycle('defg'), (list('abcdefg'), 1))",
    "I.cycle('defg').__setstate__([list('abcdefg'), 0])",
    "I.cycle('defg').__setstate__((tuple('defg'), 0))",
    "I.cycle('defg').__setstate__((list('abcdefg'), 'x'))",
    "I.cycle('').__setstate__(())", "I.cycle('').__setstate__(([],))",
    "I.cycle('').__setstate__(([], 1, 2))", "I.cycle('').__setstate__(([], 2**80))",
    "I.cycle('').__setstate__(([], 1.5))",
    "I.groupby('').__setstate__(1)", "I.groupby('').__setstate__((1,))",
    "I.groupby('').__setstate__((1, 2, 3, 4))",
    "after(I.dropwhile(bool, [1, 0, 2]), 'x')", "after(I.takewhile(bool, [1, 0, 2]), 1)",
    "after(I.islice('abcdef', 4), 2)", "I.islice('', 1).__setstate__('x')",
    "I.islice('', 1).__setstate__(2**80)",
    "I.product('ab').__setstate__('x')", "I.product('ab').__setstate__((0, 0))",
    "after(I.product('ab'), (0,))", "I.product('ab').__setstate__(('a',))",
    "I.product('ab').__setstate__((2**80,))", "I.product('ab').__setstate__([0])",
    "after(I.product((1, 2), (3,)), (0, 0x1000))", "after(I.product((1, 2), (), (3,)), (0, 0, 9))",
    "I.combinations('abc', 2).__setstate__('x')", "I.combinations('abc', 2).__setstate__((0,))",
    "I.combinations('abc', 2).__setstate__(('a', 0))", "after(I.combinations('abcd', 2), (1, 9))",
    "after(I.combinations('abcd', 2), (-4, -4))",
    "I.combinations_with_replacement('abc', 2).__setstate__([0, 1])",
    "after(I.combinations_with_replacement('abc', 2), (1, 9))",
    "I.permutations('abc', 2).__setstate__('x')", "I.permutations('abc', 2).__setstate__((1,))",
    "I.permutations('abc', 2).__setstate__(((0, 1, 2), (3,)))",
    "I.permutations('abc', 2).__setstate__(((0, 1), (3, 2)))",
    "I.permutations('abc', 2).__setstate__(([0, 1, 2], (3, 2)))",
    "I.permutations('abc', 2).__setstate__(((0, 1, 'a'), (3, 2)))",
    "after(I.permutations('abc', 2), ((2, 1, 0), (9, 0)))",
    "after(I.zip_longest('abc', 'd'), 'x')", "after(I.accumulate([1, 2, 3]), 10)",
    "a.__setstate__('x')", "a.__setstate__((1, 2))", "a.__setstate__((data, 100))",
    "a.__setstate__((data, -1))", "a.__setstate__((data, 'x'))", "a.__setstate__((data, 1, 2))",
    "list(TD(iter('abc'), ['x', 'y'], None).__reduce__()[1][1:])",
    "TD(iter('abc'), ('a',), None)", "TD(iter('abc'), ['a'] * 58, None)",
    "TD(iter('abc'), ['a'] * 57, 5)", "TD(iter('abc'), ['a'], TD(iter('abc'), [], None))",
    "type(TD(iter('abc'), ['a'] * 57, TD(iter('abc'), [], None)))",
    "TD(iter('abc'), ['a'])", "TD(iter('abc'), ['a'], None, x=1)",
    "type(a)()", "type(a)('abc', 1)", "type(a)(x=1)", "list(type(a)('xyz'))",
    "I._grouper(1, 2)", "list(I._grouper(I.groupby('aab'), 'a'))",
    "(grouper.__reduce__()[0].__name__, grouper.__reduce__()[1][1])",
    "next(g)[0], grouper.__reduce__()",
    "hasattr(I.count(), '__setstate__'), hasattr(I.compress('', ''), '__setstate__')",
    "a.__copy__().__reduce__()[2][1]",
    "__import__('weakref').ref(a)() is a",
    "__import__('operator').length_hint(I.repeat(None), 12)",
    "__import__('operator').length_hint(I.repeat(None, 3), 12)",
    "warns(lambda: (I.count().__reduce__(), I.cycle('').__setstate__(([], 0))))",
    "warns(lambda: (a.__copy__(), I.tee('ab', 3), list(I.chain('ab'))))",
]
