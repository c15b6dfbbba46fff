# Reductions of the built-in iterators (list, tuple, str, bytes, range, dict, set, sequence,
# callable, reversed, map, filter, zip, enumerate): __reduce__'s shape, __setstate__'s
# clamping and messages, and copies and pickles taken part-way, which go on where the
# original is.
import copy
import pickle


def shape(x):
    if isinstance(x, tuple):
        return tuple(shape(e) for e in x)
    if isinstance(x, list):
        return [shape(e) for e in x]
    if not isinstance(x, type) and (hasattr(type(x), '__next__') or ' at 0x' in repr(x)):
        return '<%s>' % type(x).__name__
    return x


def show(label, f):
    try:
        print(label, '=>', f())
    except Exception as e:
        print(label, '=>', type(e).__name__, e)


class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10


MAKERS = [
    ('list', lambda: iter([1, 2, 3])), ('list_reversed', lambda: reversed([1, 2, 3])),
    ('tuple', lambda: iter((1, 2, 3))), ('str', lambda: iter('a\U0001F600c')),
    ('ascii', lambda: iter('abc')), ('bytes', lambda: iter(b'abc')),
    ('bytearray', lambda: iter(bytearray(b'abc'))), ('range', lambda: iter(range(1, 10, 3))),
    ('longrange', lambda: iter(range(2**64, 2**64 + 9, 3))),
    ('range_reversed', lambda: reversed(range(5))), ('dict', lambda: iter({1: 2, 3: 4, 5: 6})),
    ('dict_items', lambda: iter({1: 2, 3: 4}.items())),
    ('dict_reversed', lambda: reversed({1: 2, 3: 4, 5: 6})), ('set', lambda: iter({1, 2, 3})),
    ('sequence', lambda: iter(Seq())), ('seq_reversed', lambda: reversed('abc')),
    ('enumerate', lambda: enumerate('abc', 5)), ('enumerate_big', lambda: enumerate('abc', 2**70)),
    ('zip', lambda: zip('ab', 'cd')), ('zip_strict', lambda: zip('ab', 'cd', strict=True)),
    ('map', lambda: map(max, 'ab', 'cd')), ('filter', lambda: filter(None, [0, 1, 2])),
    ('filter_bool', lambda: filter(bool, [0, 1, 2])), ('callable', lambda: iter([1, 2, 3, 0]).__next__),
]

for name, make in MAKERS:
    it = make()
    if name == 'callable':
        it = iter(it, 0)
    next(it)
    show(name + ' reduce', lambda: shape(it.__reduce__()))
    if name not in ('sequence', 'callable'):
        for proto in (0, 2, pickle.HIGHEST_PROTOCOL):
            show(name + ' pickle %d' % proto, lambda: list(pickle.loads(pickle.dumps(it, proto))))
    show(name + ' copy', lambda: list(copy.copy(it)))
    show(name + ' rest', lambda: list(it))
    show(name + ' exhausted', lambda: shape(it.__reduce__()))
    if hasattr(it, '__setstate__'):
        for state in (-5, -1, 1, 2, 100, 'x', 2**70, True):
            it = make()
            show(name + ' setstate %r' % (state,), lambda: (it.__setstate__(state), list(it))[1])

print(range(2, 9, 3).__reduce__(), range(5).__reduce__())
show('list setstate 1.0', lambda: iter([1]).__setstate__(1.0))
show('range setstate 1.0', lambda: iter(range(3)).__setstate__(1.0))
