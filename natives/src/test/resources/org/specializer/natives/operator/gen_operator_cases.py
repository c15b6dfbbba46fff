# Generates operator_cases.txt with CPython 3.13:
#   PYENV_VERSION=3.13.0 python3 gen_operator_cases.py > operator_cases.txt
# One case per line: an expression, a tab, then repr() of its value or "!Type: message".
# The expressions run after PRELUDE (OperatorModuleTest reads it from this file, so it has
# no backslashes), with _operator alone, not Lib's operator.
PRELUDE = """
import _operator as o

def run(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ': ' + str(e)

class Obj:
    pass

c = Obj()
c.a = Obj()
c.a.b = 5
c.name = 'n'

class Hint:
    def __init__(self, v):
        self.v = v
    def __length_hint__(self):
        return self.v

class Seq:
    def __getitem__(self, i):
        return i
    def __add__(self, other):
        return 'seq+'

def inplace():
    l = [1]
    r = o.iadd(l, [2])
    s = o.iconcat(l, (3,))
    return r is l, s is l, l, o.isub(5, 2), o.ipow(2, 3), o.imatmul.__name__

def items():
    d = {'k': 1}
    o.setitem(d, 'j', 2)
    o.delitem(d, 'k')
    return d
"""
exec(PRELUDE)

CASES = r"""
sorted(n for n in dir(o) if not n.startswith('__'))
o.add(1, 2), o.sub(5, 3), o.mul('a', 3), o.truediv(1, 2), o.floordiv(7, 2), o.mod(7, 3), o.pow(2, 10), o.neg(3), o.pos(-3), o.abs(-3), o.inv(5), o.invert(5)
o.and_(6, 3), o.or_(6, 3), o.xor(6, 3), o.lshift(1, 4), o.rshift(16, 2), o.not_(0), o.truth([]), o.index(7)
o.lt(1, 2), o.le(2, 2), o.eq(1, 1.0), o.ne(1, 2), o.gt(1, 2), o.ge(3, 2), o.is_(None, None), o.is_not(1, None)
o.concat([1], [2]), o.contains([1, 2], 2), o.countOf([1, 2, 1], 1), o.indexOf([1, 2], 2), o.getitem('abc', 1)
inplace()
items()
run(lambda: o.concat(1, 2))
o.concat(Seq(), [1])
run(lambda: o.indexOf([1], 2))
run(lambda: o.indexOf(1, 2))
run(lambda: o.countOf(1, 2))
run(lambda: o.add(1))
run(lambda: o.truth())
run(lambda: o.index(1.5))
o.length_hint([1, 2]), o.length_hint(Hint(4)), o.length_hint(iter(range(3))), o.length_hint(Hint(NotImplemented), 7), o.length_hint(1, 9)
run(lambda: o.length_hint(1, 'x'))
run(lambda: o.length_hint(Hint('x')))
run(lambda: o.length_hint(Hint(-1)))
o.call(max, 1, 5, key=abs), run(lambda: o.call())
o._compare_digest(b'abc', b'abc'), o._compare_digest('abc', 'abd'), o._compare_digest(b'a', b'ab'), o._compare_digest(bytearray(b'x'), b'x')
run(lambda: o._compare_digest('a', b'a'))
run(lambda: o._compare_digest('\xe9', '\xe9'))
run(lambda: o._compare_digest(1, 2))
o.itemgetter(1)('abc'), o.itemgetter(1, 0)('abc'), o.itemgetter(slice(1, None))('abc'), o.itemgetter(-1)((1, 2)), o.itemgetter('k')({'k': 3})
run(lambda: o.itemgetter(5)((1,)))
run(lambda: o.itemgetter())
run(lambda: o.itemgetter(1, a=2))
run(lambda: o.itemgetter(1)())
run(lambda: o.itemgetter(1)([1, 2], [3]))
run(lambda: o.itemgetter(1)(a=1))
repr(o.itemgetter(1)), repr(o.itemgetter(1, 'a')), o.itemgetter(1).__reduce__(), o.itemgetter(1, 2).__reduce__()
o.attrgetter('name')(c), o.attrgetter('a.b')(c), o.attrgetter('name', 'a.b')(c)
run(lambda: o.attrgetter('zz')(c))
run(lambda: o.attrgetter(1))
run(lambda: o.attrgetter())
repr(o.attrgetter('a.b')), repr(o.attrgetter('a', 'b.c')), o.attrgetter('a.b', 'c').__reduce__()
o.methodcaller('upper')('abc'), o.methodcaller('split', ',', maxsplit=1)('a,b,c'), o.methodcaller('count', 'a')('banana')
repr(o.methodcaller('f', 1, k=2)), repr(o.methodcaller('g')), o.methodcaller('f', 1).__reduce__()
mc = o.methodcaller('f', 1, k=2).__reduce__(); (type(mc[0]).__name__, mc[0].func, mc[0].args, mc[0].keywords, mc[1])
run(lambda: o.methodcaller())
run(lambda: o.methodcaller(1))
type(o.itemgetter(1)).__module__, type(o.itemgetter(1)).__name__, o.add.__module__
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
