package org.specializer.natives.math;

import java.math.BigInteger;
import org.specializer.api.Abstract;
import org.specializer.api.ArgParser;
import org.specializer.api.FloatOps;
import org.specializer.api.IntOps;
import org.specializer.api.Libm;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * The {@code math} module, with CPython 3.13's results and errors.
 *
 * <p>Real functions take any object {@code float()} accepts through {@code __float__} or
 * {@code __index__} ("must be real number, not str" otherwise). As CPython's {@code math_1},
 * a NaN from a non-NaN argument is ValueError "math domain error", and an infinity from a finite
 * argument is OverflowError "math range error" for the functions that can overflow (exp,
 * cosh...) and a domain error for the others (log(0), atanh(1)).
 *
 * <p>Elementary functions come from {@code java.lang.Math} (sqrt is correctly rounded; the
 * others are within an ulp of the exact result, as glibc's), except atan2, sinh, cosh and
 * tanh, which {@link Libm} rounds as glibc does more often; the ones Java lacks are in
 * {@link MathSpecial}; the exactly rounded sums ({@code fsum}, {@code hypot}, {@code sumprod})
 * in {@link MathSums}; integer functions ({@code factorial}, {@code comb}...) are here.
 */
public final class MathModule {
    private MathModule() {}

    /** A double function of one double. */
    @FunctionalInterface
    interface D1 {
        double apply(double x);
    }

    public static PyModule create() {
        PyModule m = new PyModule("math");
        m.put("pi", new PyFloat(Math.PI));
        m.put("e", new PyFloat(Math.E));
        m.put("tau", new PyFloat(2 * Math.PI));
        m.put("inf", new PyFloat(Double.POSITIVE_INFINITY));
        m.put("nan", new PyFloat(Double.NaN));

        def1(m, "sqrt", Math::sqrt, false);
        def1(m, "exp", Math::exp, true);
        def1(m, "exp2", x -> Math.pow(2.0, x), true);
        def1(m, "expm1", Math::expm1, true);
        def1(m, "log1p", Math::log1p, false);
        def1(m, "sin", Math::sin, false);
        def1(m, "cos", Math::cos, false);
        def1(m, "tan", Math::tan, false);
        def1(m, "asin", Math::asin, false);
        def1(m, "acos", Math::acos, false);
        def1(m, "atan", Math::atan, false);
        def1(m, "sinh", Libm::sinh, true);
        def1(m, "cosh", Libm::cosh, true);
        def1(m, "tanh", Libm::tanh, false);
        def1(m, "asinh", MathSpecial::asinh, false);
        def1(m, "acosh", MathSpecial::acosh, false);
        def1(m, "atanh", MathSpecial::atanh, false);
        def1(m, "cbrt", Math::cbrt, false);
        def1(m, "fabs", Math::abs, false);
        def1(m, "erf", MathSpecial::erf, false);
        def1(m, "erfc", MathSpecial::erfc, false);
        m.def1("gamma", (self, x) -> new PyFloat(MathSpecial.gamma(real(x))));
        m.def1("lgamma", (self, x) -> new PyFloat(MathSpecial.lgamma(real(x))));
        m.def1("degrees", (self, x) -> new PyFloat(real(x) * (180.0 / Math.PI)));
        m.def1("radians", (self, x) -> new PyFloat(real(x) * (Math.PI / 180.0)));

        m.defN("log", 1, 2, (self, args) -> {
            PyObject num = logHelper(args[0], Math::log);
            if (args.length == 1) {
                return num;
            }
            PyObject den = logHelper(args[1], Math::log);
            return Abstract.trueDiv(num, den);
        });
        m.def1("log2", (self, x) -> logHelper(x, MathSpecial::log2));
        m.def1("log10", (self, x) -> logHelper(x, MathSpecial::log10));
        m.def2("pow", (self, x, y) -> new PyFloat(pow(real(x), real(y))));
        m.def2("atan2", (self, y, x) -> new PyFloat(Libm.atan2(real(y), real(x))));
        m.def2("fmod", (self, x, y) -> new PyFloat(fmod(real(x), real(y))));
        m.def2("remainder", (self, x, y) -> new PyFloat(remainder(real(x), real(y))));
        m.def2("copysign", (self, x, y) -> new PyFloat(Math.copySign(real(x), real(y))));
        m.def2("ldexp", (self, x, i) -> new PyFloat(ldexp(real(x), i)));
        m.def1("frexp", (self, x) -> frexp(real(x)));
        m.def1("modf", (self, x) -> modf(real(x)));
        m.def3("fma", (self, x, y, z) -> new PyFloat(fma(real(x), real(y), real(z))));
        m.def1("isfinite", (self, x) -> Py.newBool(Double.isFinite(real(x))));
        m.def1("isinf", (self, x) -> Py.newBool(Double.isInfinite(real(x))));
        m.def1("isnan", (self, x) -> Py.newBool(Double.isNaN(real(x))));
        m.defK("isclose", MathModule::isclose);
        m.defK("nextafter", MathModule::nextafter);
        m.def1("ulp", (self, x) -> new PyFloat(Math.ulp(real(x))));

        m.def1("floor", (self, x) -> floor(x));
        m.def1("ceil", (self, x) -> ceil(x));
        m.def1("trunc", (self, x) -> trunc(x));

        m.def1("fsum", (self, it) -> new PyFloat(MathSums.fsum(it)));
        m.defN("hypot", 0, Integer.MAX_VALUE, (self, args) -> new PyFloat(MathSums.hypot(args)));
        m.def2("dist", (self, p, q) -> new PyFloat(MathSums.dist(p, q)));
        m.def2("sumprod", (self, p, q) -> MathSums.sumprod(p, q));
        m.defK("prod", MathModule::prod);

        m.def1("factorial", (self, n) -> MathIntegers.factorial(n));
        m.def2("comb", (self, n, k) -> MathIntegers.comb(n, k));
        m.defN("perm", 1, 2, (self, args) -> MathIntegers.perm(args[0],
                args.length > 1 ? args[1] : Py.None));
        m.def1("isqrt", (self, n) -> MathIntegers.isqrt(n));
        m.defN("gcd", 0, Integer.MAX_VALUE, (self, args) -> MathIntegers.gcd(args));
        m.defN("lcm", 0, Integer.MAX_VALUE, (self, args) -> MathIntegers.lcm(args));
        return m;
    }

    // ------------------------------------------------------------------ argument and errors

    /** The double value of a real-number argument; an exact float is read directly. */
    static double real(PyObject x) {
        if (x.getClass() == PyFloat.class) {
            return ((PyFloat) x).value;
        }
        return Abstract.asDouble(x);
    }

    static PyException domainError() {
        return Py.valueError("math domain error");
    }

    static PyException rangeError() {
        return Py.overflowError("math range error");
    }

    /** A one-argument function checked as CPython's {@code math_1}. */
    private static void def1(PyModule m, String name, D1 f, boolean canOverflow) {
        m.def1(name, (self, x) -> {
            double d = real(x);
            return new PyFloat(checked(d, f.apply(d), canOverflow));
        });
    }

    /** The result of f(x), or the error it stands for. */
    static double checked(double x, double r, boolean canOverflow) {
        if (r != r && x == x) {
            throw domainError();
        }
        if (Double.isInfinite(r) && Double.isFinite(x)) {
            throw canOverflow ? rangeError() : domainError();
        }
        return r;
    }

    // ------------------------------------------------------------------ logarithms

    /**
     * {@code log}, {@code log2}, {@code log10} of any int (even one too large for a float, as
     * log(m) + e log(2) for int = m * 2^e) or real number.
     */
    private static PyObject logHelper(PyObject x, D1 f) {
        if (x instanceof PyInt || x instanceof PyBigInt) {
            if (IntOps.signum(x) <= 0) {
                throw domainError();
            }
            if (x instanceof PyInt i) {
                return new PyFloat(f.apply((double) i.value));
            }
            BigInteger b = ((PyBigInt) x).value;
            if (b.bitLength() <= 1024) {
                double d = b.doubleValue();
                if (!Double.isInfinite(d)) {
                    return new PyFloat(f.apply(d));
                }
            }
            int e = b.bitLength();
            // the top 64 bits as a fraction in [0.5, 1): rounding below the 53rd bit is harmless
            double m = Math.scalb(b.shiftRight(e - 64).doubleValue(), -64);
            return new PyFloat(f.apply(m) + f.apply(2.0) * e);
        }
        double d = real(x);
        if (d <= 0) {
            throw domainError();          // log(0) is -inf, log(-1) nan: both domain errors
        }
        return new PyFloat(f.apply(d));
    }

    // ------------------------------------------------------------------ two-argument functions

    /** {@code math.pow}: IEEE special values, ValueError for 0**-1 and (-8)**(1/3). */
    static double pow(double x, double y) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            if (x != x) {
                return y == 0.0 ? 1.0 : x;
            }
            if (y != y) {
                return x == 1.0 ? 1.0 : y;
            }
            if (Double.isInfinite(x)) {
                boolean oddY = Double.isFinite(y) && Math.abs(y) % 2.0 == 1.0;
                if (y > 0) {
                    return oddY ? x : Math.abs(x);
                }
                if (y == 0) {
                    return 1.0;
                }
                return oddY ? Math.copySign(0.0, x) : 0.0;
            }
            double ax = Math.abs(x);
            if (ax == 1.0) {
                return 1.0;
            }
            if (y > 0 && ax > 1.0) {
                return y;
            }
            if (y < 0 && ax < 1.0) {
                return -y;
            }
            return 0.0;
        }
        double r = Math.pow(x, y);
        if (r != r) {
            throw domainError();
        }
        if (Double.isInfinite(r)) {
            throw x == 0.0 ? domainError() : rangeError();
        }
        return r;
    }

    static double fmod(double x, double y) {
        if (Double.isInfinite(y) && Double.isFinite(x)) {
            return x;
        }
        double r = x % y;
        if (r != r && x == x && y == y) {
            throw domainError();
        }
        return r;
    }

    static double remainder(double x, double y) {
        double r = Math.IEEEremainder(x, y);
        if (r != r && x == x && y == y) {
            throw domainError();
        }
        return r;
    }

    static double ldexp(double x, PyObject i) {
        if (!(i instanceof PyInt || i instanceof PyBigInt)) {
            throw Py.typeError("Expected an int as second argument to ldexp.");
        }
        if (x == 0.0 || !Double.isFinite(x)) {
            return x;
        }
        long e;
        if (i instanceof PyInt p) {
            e = p.value;
        } else {
            e = IntOps.signum(i) < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        if (e > 3000) {
            throw rangeError();
        }
        if (e < -3000) {
            return Math.copySign(0.0, x);
        }
        double r = Math.scalb(x, (int) e);
        if (Double.isInfinite(r)) {
            throw rangeError();
        }
        return r;
    }

    static PyTuple frexp(double x) {
        if (x == 0.0 || !Double.isFinite(x)) {
            return PyTuple.of(new PyFloat(x), PyInt.ZERO);
        }
        int e = Math.getExponent(x);
        if (e == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(x * 0x1p54) - 54;      // subnormal: normalize first
        }
        e += 1;
        return PyTuple.of(new PyFloat(Math.scalb(x, -e)), PyInt.of(e));
    }

    static PyTuple modf(double x) {
        if (Double.isInfinite(x)) {
            return PyTuple.of(new PyFloat(Math.copySign(0.0, x)), new PyFloat(x));
        }
        if (x != x) {
            return PyTuple.of(new PyFloat(x), new PyFloat(x));
        }
        double ip = x < 0 ? Math.ceil(x) : Math.floor(x);
        double frac = Math.copySign(x - ip, x);
        return PyTuple.of(new PyFloat(frac), new PyFloat(ip));
    }

    static double fma(double x, double y, double z) {
        double r = Math.fma(x, y, z);
        if (!Double.isFinite(r)) {
            if (r != r) {
                if (x == x && y == y && z == z) {
                    throw Py.valueError("invalid operation in fma");
                }
            } else if (Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(z)) {
                throw Py.overflowError("overflow in fma");
            }
        }
        return r;
    }

    private static final ArgParser ISCLOSE = new ArgParser("isclose",
            new String[] {"a", "b", "rel_tol", "abs_tol"}, 0, 2, 2);

    private static PyObject isclose(PyObject self, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (npos > 2) {
            throw Py.typeError("isclose() takes exactly 2 positional arguments (" + npos
                    + " given)");
        }
        PyObject[] a = ISCLOSE.parse(args, kwnames);
        double x = real(a[0]);
        double y = real(a[1]);
        double rel = a[2] == null ? 1e-9 : real(a[2]);
        double abs = a[3] == null ? 0.0 : real(a[3]);
        if (rel < 0.0 || abs < 0.0) {
            throw Py.valueError("tolerances must be non-negative");
        }
        if (x == y) {
            return Py.True;
        }
        if (Double.isInfinite(x) || Double.isInfinite(y)) {
            return Py.False;
        }
        double diff = Math.abs(y - x);
        return Py.newBool(diff <= Math.abs(rel * y) || diff <= Math.abs(rel * x)
                || diff <= abs);
    }

    private static final ArgParser NEXTAFTER = new ArgParser("nextafter",
            new String[] {"x", "y", "steps"}, 2, 2, 2);

    private static PyObject nextafter(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = NEXTAFTER.parse(args, kwnames);
        double x = real(a[0]);
        double y = real(a[1]);
        if (a[2] == null || a[2] == Py.None) {
            return new PyFloat(Math.nextAfter(x, y));
        }
        PyObject steps = Abstract.index(a[2]);
        if (IntOps.signum(steps) < 0) {
            throw Py.valueError("steps must be a non-negative integer");
        }
        if (x != x) {
            return new PyFloat(x);
        }
        if (y != y) {
            return new PyFloat(y);
        }
        // n is unsigned: ordinals of two doubles can be up to 2^64 - 2^53 apart
        BigInteger bs = IntOps.big(steps);
        long n = bs.bitLength() <= 64 ? bs.longValue() : -1L;
        if (n == 0) {
            return new PyFloat(x);
        }
        // Doubles in order map to longs in order; walk n places toward y, stopping at y. The
        // distance between two ordinals may exceed 2^63: compare it unsigned.
        long ox = ordinal(x);
        long oy = ordinal(y);
        long r;
        if (oy >= ox) {
            r = Long.compareUnsigned(n, oy - ox) < 0 ? ox + n : oy;
        } else {
            r = Long.compareUnsigned(n, ox - oy) < 0 ? ox - n : oy;
        }
        return new PyFloat(r == oy ? y : fromOrdinal(r));
    }

    private static long ordinal(double d) {
        long bits = Double.doubleToRawLongBits(d);
        return bits < 0 ? -(bits & Long.MAX_VALUE) : bits;
    }

    private static double fromOrdinal(long o) {
        return o < 0 ? Double.longBitsToDouble((-o) | Long.MIN_VALUE) : Double.longBitsToDouble(o);
    }

    // ------------------------------------------------------------------ to ints

    static PyObject floor(PyObject x) {
        Class<?> c = x.getClass();
        if (c == PyFloat.class) {
            return FloatOps.floor(((PyFloat) x).value);
        }
        if (c == PyInt.class || c == PyBigInt.class) {
            return x;
        }
        PyObject r = Abstract.callSpecial(x, Names.__floor__);
        return r != null ? r : FloatOps.floor(real(x));
    }

    static PyObject ceil(PyObject x) {
        Class<?> c = x.getClass();
        if (c == PyFloat.class) {
            return FloatOps.ceil(((PyFloat) x).value);
        }
        if (c == PyInt.class || c == PyBigInt.class) {
            return x;
        }
        PyObject r = Abstract.callSpecial(x, Names.__ceil__);
        return r != null ? r : FloatOps.ceil(real(x));
    }

    static PyObject trunc(PyObject x) {
        if (x.getClass() == PyFloat.class) {
            return FloatOps.trunc(((PyFloat) x).value);
        }
        PyObject r = Abstract.callSpecial(x, Names.__trunc__);
        if (r == null) {
            throw Py.typeError("type " + x.type.getName() + " doesn't define __trunc__ method");
        }
        return r;
    }

    // ------------------------------------------------------------------ prod

    private static final ArgParser PROD = new ArgParser("prod",
            new String[] {"iterable", "start"}, 1, 1, 1);

    private static PyObject prod(PyObject self, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (npos != 1) {
            throw Py.typeError("prod() takes exactly 1 positional argument (" + npos
                    + " given)");
        }
        PyObject[] a = PROD.parse(args, kwnames);
        PyObject acc = a[1] == null ? PyInt.ONE : a[1];
        PyObject it = Abstract.iter(a[0]);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            acc = Abstract.mul(acc, x);
        }
        return acc;
    }
}
