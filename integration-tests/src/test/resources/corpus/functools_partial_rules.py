"""functools as CPython's C module has it: a partial keeps its args tuple (a copy shares it),
cmp_to_key takes mycmp by name, repr takes a keyword's value before its key's __str__ runs; the
builtins without a text signature start their __doc__ with a usage line, which update_wrapper
copies."""
import functools, copy, pickle, builtins
p = functools.partial(print, [1], sep=[2]); q = copy.copy(p)
print(q.args is p.args, q.keywords is p.keywords, p.args is p.args)
print(pickle.loads(pickle.dumps(p)).args)
print(sorted([3, 1, 2], key=functools.cmp_to_key(mycmp=lambda a, b: b - a)))
def capture(*a, **k): pass
r = functools.partial(capture)
class MutatesYourDict:
    def __str__(self):
        r.keywords[self] = ['sth2']
        return 'astr'
r.keywords[MutatesYourDict()] = ['sth']
print(repr(r).split(', ', 1)[1])
def wrapper(): pass
functools.update_wrapper(wrapper, max)
print(wrapper.__name__, wrapper.__doc__.startswith('max('), wrapper.__annotations__)
for n in ['__build_class__', 'getattr', 'iter', 'max', 'min', 'next', 'vars', 'dir']:
    print(n, repr(getattr(builtins, n).__doc__.split('\n')[0]))
