# The sequence types' + and * as CPython's PyNumber_Add and PyNumber_Multiply run them: the
# operands' number methods first (a class's __radd__ or __rmul__ before a str's concat or a
# list's repeat), then the sequence's concat or repeat; the in-place forms likewise; and the
# sequences' __add__, __mul__, __rmul__, __iadd__ and __imul__ called directly, which raise for
# an operand they do not take (where the operators would have tried the other side).
import array
import collections


class Radd:
    def __radd__(self, other):
        return ('Radd.__radd__', type(other).__name__)

    def __rmul__(self, other):
        return ('Radd.__rmul__', type(other).__name__)


class Count:
    def __index__(self):
        return 2

    def __rmul__(self, other):
        return ('Count.__rmul__', type(other).__name__)


class PlainCount:
    def __index__(self):
        return 3


class Sub(list):
    def __radd__(self, other):
        return 'Sub.__radd__'


def attempt(fn):
    try:
        return repr(fn())
    except Exception as e:
        return '%s: %s' % (type(e).__name__, e)


def copy(s):
    return s.copy() if hasattr(s, 'copy') else s


sequences = ['ab', [1], (1,), b'x', bytearray(b'y'), array.array('b', [1]),
             collections.deque([1])]
others = [Radd(), Count(), PlainCount(), 2, 1.5, 'x', [2], Sub([3]), True]
for s in sequences:
    name = type(s).__name__
    for o in others:
        oname = type(o).__name__
        print(name, '+', oname, attempt(lambda: s + o))
        print(oname, '+', name, attempt(lambda: o + s))
        print(name, '*', oname, attempt(lambda: s * o))
        print(oname, '*', name, attempt(lambda: o * s))
    for o in [2, PlainCount(), 'x', 1.5, Radd(), [5], (6,)]:
        oname = type(o).__name__
        c = copy(s)

        def iadd():
            global c
            c += o
            return c
        print(name, '+=', oname, attempt(iadd))
        c = copy(s)

        def imul():
            global c
            c *= o
            return c
        print(name, '*=', oname, attempt(imul))
    for method in ['__add__', '__mul__', '__rmul__', '__iadd__', '__imul__']:
        if hasattr(s, method):
            for o in ['x', 1.5, 2, PlainCount(), 10 ** 30]:
                print(name, method, type(o).__name__,
                      attempt(lambda: getattr(copy(s), method)(o)))

# a number on the left of an in-place repeat
n = 3
n *= [0]
print(n)
n = 2
n *= 'ab'
print(n)
