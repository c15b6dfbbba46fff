# Complex numbers: literals and folded constants, arithmetic with ints and floats, signed
# zeros, infinities and NaNs, powers, errors, parsing, repr and format, hashing, subclasses,
# and the cmath module.
import cmath
import math

inf = float("inf")
nan = float("nan")


def attempt(label, f):
    try:
        print(f"{label}: {f()!r}")
    except Exception as e:
        print(f"{label}: {type(e).__name__}: {e}")


# ---------------------------------------------------------------- literals and constants
print(1j, 2.5J, 1e400j, 0j, -0j, 1 + 2j, -1j, 3 - 0j, 1_000j)
print(type(1j).__name__, isinstance(1j, complex), issubclass(complex, object))
print((1 + 2j).real, (1 + 2j).imag, (3 + 4j).conjugate())
print(repr(complex(-0.0, -0.0)), repr(complex(0.0, -0.0)), repr(complex(-0.0, 0.0)))
print(repr(complex(nan, inf)), repr(complex(-inf, nan)), repr(complex(1e16, 1e-5)))
print(complex(0.1, 0.2), complex(1.5, 2 ** 60), complex(5e-324, -5e-324))


def folded():
    return (1 + 2j, -1j, -0j, 0j, 2j * 3, 1j ** 2)


print(folded())
print(folded.__code__.co_consts)

# ---------------------------------------------------------------- arithmetic
a = 3 + 4j
b = 1 - 2j
print(a + b, a - b, a * b, a / b)
print(a + 1, 1 + a, a - 2.5, 2.5 - a, a * 2, 2 * a, a / 2, 2 / a, True + a)
print(-a, +a, abs(a), abs(-5j), a == 3 + 4j, a != b, a == 3, (3 + 0j) == 3, (3 + 0j) == 3.0)
print((1 + 1j) / 1e-320, 1 / complex(0.0, 1e-310), (1e308 + 1e308j) * 2)
print((1e308 + 1e308j) / (1e308 + 1e308j), complex(inf, 0) / (1 + 1j))
print((1 + 1j) / complex(inf, inf), (1 + 1j) / complex(nan, 0))
print(complex(2 ** 53 + 1) == 2 ** 53 + 1, complex(nan, 0) == complex(nan, 0))
attempt("1j / 0", lambda: 1j / 0)
attempt("1j / 0j", lambda: 1j / 0j)
attempt("1j % 2", lambda: 1j % 2)
attempt("1j // 2", lambda: 1j // 2)
attempt("divmod", lambda: divmod(1j, 2))
attempt("1j < 2j", lambda: 1j < 2j)
attempt("1 >= 1j", lambda: 1 >= 1j)
attempt("1j + 10**400", lambda: 1j + 10 ** 400)
attempt("int(1j)", lambda: int(1j))
attempt("float(1j)", lambda: float(1j))
attempt("round(1j)", lambda: round(1j))
attempt("abs overflow", lambda: abs(complex(1.7e308, 1.7e308)))
print(abs(1e308 + 1e308j), abs(complex(inf, nan)), abs(complex(nan, 1)))

# ---------------------------------------------------------------- powers
print(1j ** 2, (1 + 1j) ** 100, (1 + 1j) ** -3, (2 + 0j) ** 10, 0j ** 0, complex(nan, 0) ** 0)
print((1e200 + 1e200j) ** 2, complex(inf, 0) ** 2, (1e-200 + 1e-200j) ** 2)
print(2 ** 1j == cmath.exp(1j * math.log(2)) or abs(2 ** 1j - cmath.exp(1j * math.log(2))) < 1e-15)
print(round(((1 + 1j) ** 0.5).real, 12), round(((-8) ** (1 / 3)).imag, 12))
print(type((-1) ** 0.5).__name__, type((-1.0) ** 2).__name__)
attempt("0j ** -1", lambda: 0j ** -1)
attempt("0j ** 1j", lambda: 0j ** 1j)
attempt("(1e-200+0j) ** -2", lambda: (1e-200 + 0j) ** -2)
attempt("(2+0j) ** 1025", lambda: (2 + 0j) ** 1025)
attempt("(1+1j) ** inf", lambda: (1 + 1j) ** inf)
attempt("complex(inf, 0) ** 0.5", lambda: complex(inf, 0) ** 0.5)
attempt("(-1e300) ** 1.5", lambda: (-1e300) ** 1.5)
attempt("pow(1j, 2, 3)", lambda: pow(1j, 2, 3))
print(pow(1j, 2), pow(2j, 3, None), (1j).__pow__(2, None), (1j).__rpow__(2) == 2 ** 1j)

# ---------------------------------------------------------------- construction and parsing
for s in ["1+2j", "  ( 1-2J )  ", "j", "-j", "1-j", "1_0+2_0j", "nan+infj", "-Infinity",
          "1e500j", "\u0661+\u0662j", "5.J", ".5-1e-3j"]:
    attempt(f"complex({s!r})", lambda: complex(s))
for s in ["1+2j)", "(1+2j", "", "1 +2j", "1+2", "1ej", "1j+1", "1+2i", "1__0j", "_1j"]:
    attempt(f"complex({s!r})", lambda: complex(s))
print(complex(), complex(3), complex(1.5, 2), complex(1j, 2), complex(1, 2j), complex(1j, 2j))
print(complex(imag=2, real=1j), complex(real="1"), complex(True, False))


class WithComplex:
    def __complex__(self):
        return 2 + 3j


class WithFloat:
    def __float__(self):
        return 4.5


class WithIndex:
    def __index__(self):
        return 9


class BadComplex:
    def __complex__(self):
        return 1


print(complex(WithComplex()), complex(WithFloat()), complex(WithIndex()),
      complex(WithFloat(), WithIndex()))
attempt("BadComplex", lambda: complex(BadComplex()))
attempt("complex(None)", lambda: complex(None))
attempt("complex(1, None)", lambda: complex(1, None))
attempt("complex('1', 2)", lambda: complex("1", 2))
attempt("complex(1, '2')", lambda: complex(1, "2"))
attempt("complex(b'1')", lambda: complex(b"1"))
attempt("complex(1, 2, 3)", lambda: complex(1, 2, 3))
attempt("complex(x=1)", lambda: complex(x=1))
attempt("complex(1j, WithComplex())", lambda: complex(1j, WithComplex()))

# ---------------------------------------------------------------- hash, bool, methods
print(hash(1 + 2j), hash(-1 + 0j), hash(complex(1.5, -2.25)), hash(2.5 + 0j) == hash(2.5))
print(hash(complex(0.5, inf)), hash(complex(inf, -inf)), hash(complex(0.1, 0.2)))
print(bool(0j), bool(-0j), bool(1e-300j), bool(complex(nan, 0)))
print((1 + 2j).__getnewargs__(), (1j).__complex__(), (1j).__sizeof__())
print({1 + 0j: "a", 1: "b", 2j: "c"}, {0j, 0, 0.0, -0j})
print(sum([1j, 2, 3.5]), sum([0.1j] * 10), sum([0.1] * 10 + [1j]), sum([], 0j))

# ---------------------------------------------------------------- format
z = complex(1234567.125, -0.000012345)
for spec in ["", "e", "f", "g", "E", "G", "n", ".3", ".3e", ".0f", "#.0f", "#g", "+", " ", "+g",
             ">30", "<30", "^30", "*^40.2f", ",", "_.2f", "z", "z.1f", "#", ".17", ".20g"]:
    print(repr(spec), repr(format(z, spec)), repr(format(1j, spec)), repr(format(-0j, spec)))
print(f"{1 + 2j:>12}|{3j!r:^10}|{1 - 2j!s}|{complex(nan, inf):+}|{complex(-0.0, -0.0):z}")
print("{:.2f} {:g}".format(1.5 + 2.25j, 1e20j), "%s %r" % (1j, 2 + 3j))
for spec in ["010", "0>10", "=10", ".3%", "d", ",n"]:
    attempt(f"format(1+2j, {spec!r})", lambda: format(1 + 2j, spec))
attempt("'%f' % 1j", lambda: "%f" % 1j)
attempt("'%d' % 1j", lambda: "%d" % 1j)


# ---------------------------------------------------------------- subclasses
class Z(complex):
    def __repr__(self):
        return f"Z{complex.__repr__(self)}"

    def norm2(self):
        return self.real ** 2 + self.imag ** 2


z = Z(3, 4)
print(z, repr(z), str(z), format(z, ""), format(z, ".1f"), z.norm2(), isinstance(z, complex))
print(type(z + 1).__name__, type(-z).__name__, type(+z).__name__, type(z.conjugate()).__name__)
print(type(z.__complex__()).__name__, type(complex(z)).__name__, z == 3 + 4j, hash(z))
z.tag = "x"
print(z.tag, Z("1+1j"), Z(imag=2), Z.__mro__[1].__name__)


class Overrides(complex):
    def __complex__(self):
        return 5j

    def __add__(self, other):
        return "added"


o = Overrides(1)
print(complex(o), complex(o, 0), o + 1, 1 + o, cmath.sqrt(o))

# ---------------------------------------------------------------- loops (specialization)
acc = 0j
for k in range(300):
    acc = acc + (k % 7) * 1j - 0.5
    acc *= 1
    acc -= 0j
print(acc)
mixed = [1, 2.0, 3j, 4, 5.5, 6j] * 50
total = 0
for x in mixed:
    total += x
print(total, total == complex(total.real, total.imag))


def rotate(p, n):
    w = 1j
    for _ in range(n):
        p = p * w
    return p


print([rotate(1 + 2j, n) for n in range(5)])
truthy = 0
equal = 0
for k in range(200):
    w = complex(k % 3, 0) - 1
    if w:
        truthy += 1
    if w == -1:
        equal += 1
    if w != 0j and w in (1, 1j):
        equal += 100
print(truthy, equal)

# ---------------------------------------------------------------- math refuses complex
for name in ["sqrt", "floor", "exp", "isnan", "log"]:
    attempt(f"math.{name}(1j)", lambda: getattr(math, name)(1j))
attempt("math.trunc(1j)", lambda: math.trunc(1j))
attempt("math.factorial(1j)", lambda: math.factorial(1j))

# ---------------------------------------------------------------- cmath
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.infj, cmath.nan, cmath.nanj)


def show(label, value):
    if isinstance(value, complex):
        print(f"{label}: ({value.real:.12g}, {value.imag:.12g})")
    elif isinstance(value, tuple):
        print(f"{label}: ({value[0]:.12g}, {value[1]:.12g})")
    else:
        print(f"{label}: {value!r}")


for name in ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp", "log",
             "log10", "sin", "sinh", "sqrt", "tan", "tanh", "phase", "polar"]:
    f = getattr(cmath, name)
    for arg in [1 + 1j, -2.5, 0.5j, 3 - 4j]:
        show(f"{name}({arg})", f(arg))
print(cmath.sqrt(-1), cmath.sqrt(4), cmath.sqrt(-0.0), cmath.sqrt(complex(-0.0, -0.0)))
print(cmath.sqrt(complex(inf, nan)), cmath.sqrt(complex(-inf, 1)), cmath.exp(complex(-inf, 1)))
print(cmath.log(complex(inf, -inf)), cmath.acos(complex(inf, nan)), cmath.tanh(complex(inf, 3)))
print(cmath.atanh(complex(0.0, inf)), cmath.cosh(complex(nan, 0.0)), cmath.sinh(-0.0))
print(cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.polar(-0.0), cmath.rect(-0.0, 0.0))
print(cmath.log(0, 2), cmath.log(8, 2), cmath.log(100, 10), cmath.rect(-2, 0.0))
print(cmath.isfinite(1j), cmath.isinf(complex(1, inf)), cmath.isnan(complex(nan, 0)))
print(cmath.isclose(1, 1 + 1e-10j), cmath.isclose(1, 1.1, rel_tol=0.2),
      cmath.isclose(0, 1e-12j, abs_tol=1e-9), cmath.isclose(complex(inf, 1), complex(inf, 1)))
attempt("log(0)", lambda: cmath.log(0))
attempt("log(2, 1)", lambda: cmath.log(2, 1))
attempt("atanh(1)", lambda: cmath.atanh(1))
attempt("exp(1000)", lambda: cmath.exp(1000))
attempt("exp(infj)", lambda: cmath.exp(complex(0, inf)))
attempt("cosh(1000)", lambda: cmath.cosh(1000))
attempt("rect(inf, inf)", lambda: cmath.rect(inf, inf))
attempt("polar overflow", lambda: cmath.polar(complex(1.7e308, 1.7e308)))
attempt("sqrt('x')", lambda: cmath.sqrt("x"))
attempt("rect(1j, 0)", lambda: cmath.rect(1j, 0))
attempt("sqrt()", lambda: cmath.sqrt())
attempt("log(1, 2, 3)", lambda: cmath.log(1, 2, 3))
attempt("isclose(1, 2, 3)", lambda: cmath.isclose(1, 2, 3))
attempt("isclose(rel_tol=-1)", lambda: cmath.isclose(1, 2, rel_tol=-1))
attempt("sqrt(BadComplex())", lambda: cmath.sqrt(BadComplex()))
print(cmath.sqrt(WithComplex()) == cmath.sqrt(2 + 3j), cmath.sqrt(WithFloat()), cmath.sqrt(WithIndex()))
print(cmath.sqrt.__doc__)
print(cmath.__doc__)
