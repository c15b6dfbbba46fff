# decimal (the _decimal module): constructors, operators, methods, contexts, signals,
# formatting, copies, subclasses, and CPython's error messages.
import decimal, copy, sys, math
from decimal import *

def t(label, f):
    try:
        r = f()
        print(label, '->', repr(r))
    except Exception as e:
        print(label, '!!', type(e).__name__, str(e)[:200])

D = Decimal
t('ctor empty', lambda: D())
t('ctor int', lambda: [D(x) for x in (0, -1, 10**30, -10**30, 2**63, -2**63, True)])
t('ctor str', lambda: [D(s) for s in ['1', '-0', '1.50', '1e10', '1E-10', 'inf', '-Infinity', 'nan', 'snan', '-snan99', ' 12.5 ', '1_000.5', '0.000001', '1e-7', '123456789012345678901234567890']])
t('ctor bad', lambda: D('abc'))
t('ctor float', lambda: [D(x) for x in (0.1, -0.0, 1e300, 5e-324, float('inf'), float('-inf'), float('nan'))])
t('ctor tuple', lambda: [D(x) for x in [(0, (1, 2, 3), -2), (1, (), 0), (0, (0,), 'F'), (1, (1,), 'n'), (0, [4, 5], 'N'), [1, (9, 9), 3]]])
t('ctor tuple bad1', lambda: D((0, (1,), 'x')))
t('ctor tuple bad2', lambda: D((0, (1,))))
t('ctor tuple bad3', lambda: D((3, (1,), 0)))
t('ctor tuple bad4', lambda: D((0, (10,), 0)))
t('ctor decimal', lambda: D(D('1.5')))
t('ctor ctx', lambda: D('1.23456789', Context(prec=3)))
t('ctor none', lambda: D(None))
t('ctor complex', lambda: D(1j))
t('ctor ctx bad', lambda: D(1, 2))
t('from_float', lambda: (D.from_float(0.25), D.from_float(3), D.from_float(float('nan')), D.from_float(-0.0)))
t('from_float bad', lambda: D.from_float('1'))
class MyDec(Decimal):
    def hello(self): return 'hi ' + str(self)
t('subclass', lambda: (type(MyDec('1.5')), MyDec('1.5').hello(), type(MyDec('1') + 1), type(-MyDec(2)), type(MyDec.from_float(1.5)), repr(MyDec(3))))
m = MyDec('7'); m.attr = 5
t('subclass attr', lambda: (m.attr, m.__dict__))
t('ops int', lambda: (D(5) + 3, 3 + D(5), D(5) - 3, 3 - D(5), D(5) * 3, 3 * D(5), D(5) / 4, 5 / D(4), D(7) // 2, 7 // D(2), D(7) % 2, 7 % D(2), divmod(D(7), 2), divmod(7, D(2)), D(2) ** 10, 2 ** D(10), pow(D(2), 10, 7), pow(D(3), D(4), D(5))))
t('ops neg', lambda: (D(-7) // 2, D(-7) % 2, divmod(D(-7), 2), -7 // 2, -D('0'), +D('-0'), abs(D('-1.5'))))
t('ops float', lambda: D(1) + 1.5)
t('ops float2', lambda: 1.5 * D(1))
t('cmp', lambda: (D(1) < 2, D(1) == 1, D('1.0') == 1, D(1) == 1.0, D('0.1') == 0.1, D(1) < 1.5, D(2) > 1.5, D('nan') == D('nan'), D('nan') != 1, D(1) == 1+0j, D(1) != 1j, D(3) == 'x'))
t('cmp nan order', lambda: D('nan') < 1)
t('cmp snan eq', lambda: D('snan') == 1)
from fractions import Fraction
t('cmp fraction', lambda: (D('0.5') == Fraction(1, 2), D('0.3') < Fraction(1, 3), D('0.34') > Fraction(1, 3), Fraction(1, 2) == D('0.5'), D('inf') > Fraction(10**100, 3)))
t('hash', lambda: (hash(D(1)), hash(D('1.0')), hash(D('0.5')) == hash(0.5), hash(D('-1')), hash(D('1e100')) == hash(10**100), hash(D('1.5e-10')) == hash(Fraction(15, 10**11)), hash(D('inf')), hash(D('-inf')), hash(D('-0'))))
t('hash snan', lambda: hash(D('snan')))
t('bool', lambda: [bool(D(x)) for x in ('0', '-0', '0e5', '1', 'nan', 'inf')])
t('int', lambda: [int(D(x)) for x in ('1.9', '-1.9', '1e20', '123.456e2', '-0')])
t('int nan', lambda: int(D('nan')))
t('int inf', lambda: int(D('-inf')))
t('float', lambda: [float(D(x)) for x in ('1.5', '-0', '1e400', '1e-400', 'nan', '-nan', 'inf', '0.1')])
t('float snan', lambda: float(D('snan')))
t('complex', lambda: complex(D('2.5')))
t('round', lambda: (round(D('2.5')), round(D('3.5')), round(D('-2.5')), round(D('1.2345'), 2), round(D('1234'), -2), round(D('1.5'), 0)))
t('round inf', lambda: round(D('inf')))
t('round nan', lambda: round(D('nan'), 2))
t('round bad', lambda: round(D(1), 1.5))
t('math', lambda: (math.floor(D('-1.5')), math.ceil(D('-1.5')), math.trunc(D('-1.5')), math.floor(D('1e30'))))
t('str/repr', lambda: [(str(D(x)), repr(D(x)), D(x).to_eng_string()) for x in ('123.456', '1e6', '1.2e-7', '-0.00', '0e10', '0e-10', '1234567e-20', '12e12', 'nan12', '-snan')])
t('as_tuple', lambda: [D(x).as_tuple() for x in ('1.23', '-0', 'inf', 'nan', 'snan77', '1e5')])
t('as_tuple fields', lambda: (D('1.5').as_tuple().sign, D('1.5').as_tuple().digits, D('1.5').as_tuple().exponent, type(D(1).as_tuple()).__name__))
t('as_integer_ratio', lambda: [D(x).as_integer_ratio() for x in ('3.14', '-123e5', '0.00', '0.125', '1e-30')])
t('ratio inf', lambda: D('inf').as_integer_ratio())
t('real imag', lambda: (D('1.5').real, D('1.5').imag, D('1.5').conjugate()))
t('predicates', lambda: [(x, D(x).is_finite(), D(x).is_infinite(), D(x).is_nan(), D(x).is_qnan(), D(x).is_snan(), D(x).is_signed(), D(x).is_zero(), D(x).is_normal(), D(x).is_subnormal(), D(x).is_canonical(), D(x).number_class()) for x in ('1', '-0', 'inf', 'nan', '-snan', '1e-999999', '1e-1000000')])
t('adjusted', lambda: [D(x).adjusted() for x in ('123.45', '0.001', 'inf', '0')])
t('methods', lambda: (D('1.23456').quantize(D('0.01')), D('1.235').quantize(D('0.01'), rounding=ROUND_DOWN), D(2).sqrt(), D(10).ln(), D(100).log10(), D(1).exp(), D('12.5').normalize(), D('1200').normalize(), D('-1.5').copy_abs(), D(1).copy_negate(), D(1).copy_sign(D(-2)), D('3').compare(D(4)), D('3').compare_total(D('3.0')), D(5).max(D(7)), D(5).min(D(7)), D(-5).max_mag(D(3)), D(1).next_plus(), D(1).next_minus(), D(1).next_toward(D(2)), D('2.5').to_integral_value(), D('2.5').to_integral_exact(rounding=ROUND_UP), D('3.7').to_integral(), D(10).remainder_near(D(3)), D(2).fma(3, 4), D(101).logical_and(D(110)), D(101).logical_or(D(110)), D(101).logical_xor(D(110)), D(101).logical_invert(), D(12345).rotate(2), D(12345).shift(-2), D(1).scaleb(5), D(1234).logb(), D(1).radix(), D(1).canonical(), D('1.5').same_quantum(D('2.5'))))
t('method kwargs', lambda: (D('1.2345').quantize(exp=D('0.1'), rounding=ROUND_UP), D(2).sqrt(context=Context(prec=5)), D(1).compare(other=2), D(2).exp(Context(prec=3))))
t('method bad ctx', lambda: D(2).sqrt(context=5))
t('quantize bad rounding', lambda: D(1).quantize(D(1), 'X'))
t('quantize invalid', lambda: D('1e100').quantize(D('1e-100')))
t('getcontext', lambda: repr(getcontext()))
c = Context(prec=5, rounding=ROUND_DOWN, Emin=-10, Emax=10, capitals=0, clamp=1, flags=[Inexact], traps=[DivisionByZero])
t('ctx repr', lambda: repr(c))
t('ctx attrs', lambda: (c.prec, c.rounding, c.Emin, c.Emax, c.capitals, c.clamp, c.Etiny(), c.Etop(), c.radix()))
t('ctx flags', lambda: (c.flags[Inexact], c.flags[Rounded], dict(c.flags), list(c.traps.keys()), len(c.flags), Inexact in c.flags, c.flags.get(Clamped)))
t('ctx copy', lambda: (repr(c.copy()), repr(copy.copy(c)), repr(copy.deepcopy(c))))
t('ctx reduce', lambda: c.__reduce__())
t('ctx create_decimal', lambda: (c.create_decimal('1.23456789'), c.create_decimal(1234567), c.create_decimal(1.5), c.create_decimal_from_float(0.1), c.create_decimal(D('9.99999'))))
t('ctx create bad', lambda: Context().create_decimal(' 1'))
t('ctx ops', lambda: (c.add(1, 2), c.subtract(D('1.5'), 3), c.multiply(7, 8), c.divide(1, 3), c.divide_int(7, 2), c.remainder(7, 2), c.power(2, 10), c.power(2, 3, 5), c.sqrt(2), c.exp(1), c.ln(2), c.log10(2), c.abs(-3), c.minus(3), c.plus(3), c.divmod(7, 2), c.compare(1, 2), c.max(1, 2), c.min(1, 2), c.fma(2, 3, 4), c.to_sci_string(D('1e20')), c.to_eng_string(D('1e20')), c.is_zero(0), c.number_class(D('1e-11')), c.logb(100), c.scaleb(1, 2), c.normalize(D('100')), c.quantize(D('1.23'), D('0.1')), c.copy_decimal(5), c.same_quantum(1, 2)))
t('ctx op str', lambda: c.add('1', 2))
t('ctx op args', lambda: c.add(1))
t('ctx bad attr', lambda: setattr(c, 'foo', 1))
t('ctx del', lambda: delattr(c, 'prec'))
t('ctx prec bad', lambda: setattr(c, 'prec', 0))
t('ctx prec big', lambda: setattr(c, 'prec', 10**20))
t('ctx emin bad', lambda: setattr(c, 'Emin', 1))
t('ctx emax bad', lambda: setattr(c, 'Emax', -1))
t('ctx rounding bad', lambda: setattr(c, 'rounding', 'ROUND_X'))
t('ctx clamp bad', lambda: setattr(c, 'clamp', 2))
t('ctx traps list', lambda: Context(traps=[Inexact, 'x']))
t('ctx traps dict', lambda: repr(Context(traps={s: 0 for s in c.traps})))
t('ctx traps bad dict', lambda: Context(traps={Inexact: 1}))
t('ctx kw bad', lambda: Context(foo=1))
t('ctx flags set', lambda: (setattr(c, 'flags', {s: 1 for s in c.flags}), repr(c))[1])
t('ctx clear', lambda: (c.clear_flags(), c.clear_traps(), repr(c))[2])
t('signals', lambda: [(s.__name__, [b.__name__ for b in s.__mro__]) for s in (DecimalException, Clamped, DivisionByZero, Inexact, InvalidOperation, Overflow, Rounded, Subnormal, Underflow, FloatOperation, ConversionSyntax, DivisionImpossible, DivisionUndefined, InvalidContext)])
t('trap overflow', lambda: Context(Emax=5, traps=[Overflow]).multiply(D('9e5'), 10))
t('trap many', lambda: Context(prec=2, traps=[Inexact, Rounded]).add(D('1.23'), 1))
t('trap float', lambda: Context(traps=[FloatOperation]).create_decimal(1.5))
def floatop():
    with localcontext() as ctx:
        ctx.traps[FloatOperation] = True
        try:
            D(1.5)
        except FloatOperation as e:
            r1 = ('raised', e.args)
        r2 = D(1) == 1.5
        try:
            r3 = D(1) < 1.5
        except FloatOperation as e:
            r3 = ('raised', e.args)
        return r1, r2, r3, ctx.flags[FloatOperation]
t('floatop', floatop)
def local():
    with localcontext(prec=5) as ctx:
        a = D(1) / 3
        with localcontext(ExtendedContext):
            b = D(1) / 3
        return a, b, getcontext().prec, ctx.prec
t('localcontext', local)
t('localcontext after', lambda: getcontext().prec)
t('localcontext bad', lambda: localcontext(5))
t('localcontext kw bad', lambda: localcontext(foo=1))
def setctx():
    old = getcontext()
    setcontext(BasicContext)
    r = (getcontext() is BasicContext, repr(getcontext()), D(1) / 3)
    setcontext(old)
    return r
t('setcontext', setctx)
t('setcontext bad', lambda: setcontext(1))
t('templates', lambda: (repr(DefaultContext), repr(BasicContext), repr(ExtendedContext)))
t('consts', lambda: (decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY, decimal.ROUND_HALF_EVEN, decimal.HAVE_THREADS, decimal.__version__, decimal.__libmpdec_version__))
t('copy', lambda: (copy.copy(D(1)), copy.deepcopy(D('1.5'))))
t('reduce', lambda: D('1.5').__reduce__())
t('formats', lambda: [format(D(v), s) for v, s in [('1234.5678', ''), ('1234.5678', '.2f'), ('1234.5678', ',.2f'), ('-1234.5678', '015,.1f'), ('0.000012345', '.3e'), ('0.000012345', 'g'), ('12345678', '.3g'), ('1.5', '%'), ('0.125', '.1%'), ('nan', '10'), ('-inf', '<10'), ('1.5', '+'), ('1.5', ' '), ('1e100', 'f'), ('1e-5', 'f'), ('123', 'E'), ('1.5', '*^11.2f'), ('0', '.0e'), ('1234', 'n'), ('-0.001', 'z.1f'), ('1', '#'), ('0E+3', 'f')]])
t('format bad', lambda: format(D(1), 'x'))
t('format override', lambda: D('1234567.5').__format__(',', {'decimal_point': ',', 'thousands_sep': '.', 'grouping': '\x03\x03'}))
t('dir', lambda: sorted(x for x in dir(D) if not x.startswith('__')))
t('ctx dir', lambda: sorted(x for x in dir(Context) if not x.startswith('__')))
t('str capitals', lambda: (setattr(getcontext(), 'capitals', 0), str(D('1e10')), repr(D('1e10')), setattr(getcontext(), 'capitals', 1))[1:3])
t('misc', lambda: (D('1.5').__sizeof__() > 0, isinstance(D(1), __import__('numbers').Number), isinstance(D(1), __import__('numbers').Real)))
t('big', lambda: (D(2) ** 200, D(10**50) + D(1), D('1e-50') * D('1e-50'), Context(prec=50).power(2, D('0.5'))))
t('sum', lambda: sum([D('0.1')] * 10))
t('sorted', lambda: sorted([D('3'), D('1.5'), D('-2'), D('0')]))
t('min max', lambda: (min(D(1), D(2)), max([D('1.1'), D('1.10')])))

# threads: each starts from DefaultContext
import _thread
def worker(out, done):
    c = getcontext()
    out.append((c.prec, c is not MAIN, repr(D(1) / 7)))
    c.prec = 3
    out.append(repr(D(1) / 7))
    done.release()
MAIN = getcontext()
res = []
done = _thread.allocate_lock()
done.acquire()
_thread.start_new_thread(worker, (res, done))
done.acquire()
t('thread', lambda: (res, getcontext().prec, repr(D(1) / 7)))

# a money loop
getcontext().rounding = ROUND_DOWN
rates = [D('0.0013'), D('0.00894')]
cent = D('0.01')
tax = D('0.0675')
total = D(0)
for n in range(1, 2000):
    p = (rates[n & 1] * n).quantize(cent, rounding=ROUND_HALF_EVEN)
    b = (p * tax).quantize(cent, rounding=ROUND_DOWN)
    total += p + b
print('money', total, getcontext().flags[Inexact], getcontext().flags[Rounded])
getcontext().rounding = ROUND_HALF_EVEN

# the specification's functions at several precisions
for prec in (5, 20, 50):
    with localcontext(prec=prec):
        print(prec, D(2).sqrt(), D(3).exp(), D('0.5').ln(), D(7).log10(), D(2) ** D('0.5'), D('1.1') ** 30)
