package org.specializer.natives.cmath;

import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.ComplexMethods;
import org.specializer.api.ComplexOps;
import org.specializer.api.Libm;
import org.specializer.api.Py;
import org.specializer.api.PyComplex;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.modules.Params;
import org.specializer.natives.math.MathSpecial;

/**
 * The {@code cmath} module, as CPython 3.13's {@code Modules/cmathmodule.c}: the same
 * formulas (which avoid spurious overflow and keep the branch cuts continuous with signed
 * zeros), the same tables of results for infinite and NaN parts (C99 Annex G), the same
 * errors.
 *
 * <p>Arguments are read as CPython's {@code PyComplex_AsCComplex} does
 * ({@link ComplexMethods#asComplex}): a complex, else {@code __complex__}, else a real number
 * through {@code __float__} or {@code __index__}.
 *
 * <h2>Errors</h2>
 * Each function computes a result and an error code, as the C functions set {@code errno}:
 * {@link #EDOM} where C99 asks for the invalid or divide-by-zero signal (ValueError "math
 * domain error": {@code log(0)}, {@code atanh(1)}, {@code exp(infj)}), {@link #ERANGE} where it
 * asks for overflow (OverflowError "math range error": {@code exp(1000)}). A function whose
 * argument has an infinite or NaN part takes its result from a 7 x 7 table indexed by the kind
 * of each part ({@link #specialType}); the tables' {@code U} entries are the finite cases that
 * never read them.
 *
 * <p>The elementary functions come from {@code java.lang.Math}, except those of {@link Libm}
 * (hypot, atan2, cosh, sinh, tanh), which round as the C library's do; an inexact result may still
 * differ from CPython's in its last bit, rarely.
 */
public final class CmathModule {
    private CmathModule() {}

    /** No error. */
    private static final int OK = 0;
    /** C's EDOM: ValueError "math domain error". */
    private static final int EDOM = 1;
    /** C's ERANGE: OverflowError "math range error". */
    private static final int ERANGE = 2;

    // The kinds of a double that index the special-value tables: CPython's special_types.
    private static final int ST_NINF = 0;
    private static final int ST_NEG = 1;
    private static final int ST_NZERO = 2;
    private static final int ST_PZERO = 3;
    private static final int ST_POS = 4;
    private static final int ST_PINF = 5;
    private static final int ST_NAN = 6;

    private static final double P = Math.PI;
    private static final double P14 = 0.25 * Math.PI;
    private static final double P12 = 0.5 * Math.PI;
    private static final double P34 = 0.75 * Math.PI;
    private static final double INF = Double.POSITIVE_INFINITY;
    private static final double N = Double.NaN;
    /** A placeholder for table entries that are never read. */
    private static final double U = -9.5426319407711027e33;

    private static final double M_LN2 = 0.6931471805599453094;
    private static final double M_LN10 = 2.302585092994045684;
    /** Where the functions switch to forms that cannot overflow. */
    private static final double CM_LARGE_DOUBLE = Double.MAX_VALUE / 4.0;
    private static final double CM_SQRT_LARGE_DOUBLE = Math.sqrt(CM_LARGE_DOUBLE);
    private static final double CM_LOG_LARGE_DOUBLE = Math.log(CM_LARGE_DOUBLE);
    private static final double CM_SQRT_DBL_MIN = Math.sqrt(Double.MIN_NORMAL);
    /** Scaling that makes a subnormal normal (2 * (DBL_MANT_DIG / 2) + 1), and back. */
    private static final int CM_SCALE_UP = 53;
    private static final int CM_SCALE_DOWN = -27;
    private static final int DBL_MANT_DIG = 53;

    /** A complex function with its error code: {real, imag, errno}. */
    @FunctionalInterface
    private interface CFunction {
        double[] apply(double re, double im);
    }

    public static PyModule create() {
        PyModule m = new PyModule("cmath");
        m.put("__doc__", PyStr.of("This module provides access to mathematical functions for "
                + "complex\nnumbers."));
        m.put("pi", new PyFloat(Math.PI));
        m.put("e", new PyFloat(Math.E));
        m.put("tau", new PyFloat(2 * Math.PI));
        m.put("inf", new PyFloat(INF));
        m.put("infj", new PyComplex(0.0, INF));
        m.put("nan", new PyFloat(N));
        m.put("nanj", new PyComplex(0.0, N));

        def1(m, "acos", CmathModule::acos, "Return the arc cosine of z.");
        def1(m, "acosh", CmathModule::acosh, "Return the inverse hyperbolic cosine of z.");
        def1(m, "asin", CmathModule::asin, "Return the arc sine of z.");
        def1(m, "asinh", CmathModule::asinh, "Return the inverse hyperbolic sine of z.");
        def1(m, "atan", CmathModule::atan, "Return the arc tangent of z.");
        def1(m, "atanh", CmathModule::atanh, "Return the inverse hyperbolic tangent of z.");
        def1(m, "cos", CmathModule::cos, "Return the cosine of z.");
        def1(m, "cosh", CmathModule::cosh, "Return the hyperbolic cosine of z.");
        def1(m, "exp", CmathModule::exp, "Return the exponential value e**z.");
        def1(m, "log10", CmathModule::log10, "Return the base-10 logarithm of z.");
        def1(m, "sin", CmathModule::sin, "Return the sine of z.");
        def1(m, "sinh", CmathModule::sinh, "Return the hyperbolic sine of z.");
        def1(m, "sqrt", CmathModule::sqrt, "Return the square root of z.");
        def1(m, "tan", CmathModule::tan, "Return the tangent of z.");
        def1(m, "tanh", CmathModule::tanh, "Return the hyperbolic tangent of z.");

        add(m, Builtin.Impl.ofN("log", "cmath.log", 1, 2, CmathModule::log),
                "log(z[, base]) -> the logarithm of z to the given base.\n\n"
                + "If the base is not specified, returns the natural logarithm (base e) of z.");
        add(m, Builtin.Impl.of1("phase", "cmath.phase", (self, z) -> {
            PyComplex c = ComplexMethods.asComplex(z);
            return new PyFloat(atan2(c.real, c.imag));
        }), "Return argument, also known as the phase angle, of a complex.");
        add(m, Builtin.Impl.of1("polar", "cmath.polar", (self, z) -> polar(z)),
                "Convert a complex from rectangular coordinates to polar coordinates.\n\n"
                + "r is the distance from 0 and phi the phase angle.");
        add(m, Builtin.Impl.of2("rect", "cmath.rect", (self, r, phi) -> rect(r, phi)),
                "Convert from polar coordinates to rectangular coordinates.");
        add(m, Builtin.Impl.of1("isfinite", "cmath.isfinite", (self, z) -> {
            PyComplex c = ComplexMethods.asComplex(z);
            return Py.newBool(Double.isFinite(c.real) && Double.isFinite(c.imag));
        }), "Return True if both the real and imaginary parts of z are finite, else False.");
        add(m, Builtin.Impl.of1("isnan", "cmath.isnan", (self, z) -> {
            PyComplex c = ComplexMethods.asComplex(z);
            return Py.newBool(Double.isNaN(c.real) || Double.isNaN(c.imag));
        }), "Checks if the real or imaginary part of z not a number (NaN).");
        add(m, Builtin.Impl.of1("isinf", "cmath.isinf", (self, z) -> {
            PyComplex c = ComplexMethods.asComplex(z);
            return Py.newBool(Double.isInfinite(c.real) || Double.isInfinite(c.imag));
        }), "Checks if the real or imaginary part of z is infinite.");
        add(m, Builtin.Impl.ofK("isclose", "cmath.isclose", CmathModule::isclose),
                "Determine whether two complex numbers are close in value.\n\n"
                + "  rel_tol\n"
                + "    maximum difference for being considered \"close\", relative to the\n"
                + "    magnitude of the input values\n"
                + "  abs_tol\n"
                + "    maximum difference for being considered \"close\", regardless of the\n"
                + "    magnitude of the input values\n\n"
                + "Return True if a is close in value to b, and False otherwise.\n\n"
                + "For the values to be considered close, the difference between them must be\n"
                + "smaller than at least one of the tolerances.\n\n"
                + "-inf, inf and NaN behave similarly to the IEEE 754 Standard. That is, NaN is\n"
                + "not close to anything, even itself. inf and -inf are only close to "
                + "themselves.");
        return m;
    }

    private static void add(PyModule m, Builtin.Impl impl, String doc) {
        impl.doc = doc;
        m.addFunction(impl);
    }

    /** A function of one complex argument, its error code turned into an exception. */
    private static void def1(PyModule m, String name, CFunction f, String doc) {
        add(m, Builtin.Impl.of1(name, "cmath." + name, (self, z) -> {
            PyComplex c = ComplexMethods.asComplex(z);
            return result(f.apply(c.real, c.imag));
        }), doc);
    }

    /** The complex of a result, or the error its code stands for. Compare CPython: math_error. */
    private static PyComplex result(double[] r) {
        if (r[2] == EDOM) {
            throw domainError();
        }
        if (r[2] == ERANGE) {
            throw rangeError();
        }
        return new PyComplex(r[0], r[1]);
    }

    private static PyException domainError() {
        return Py.valueError("math domain error");
    }

    private static PyException rangeError() {
        return Py.overflowError("math range error");
    }

    private static double[] z(double re, double im) {
        return new double[] {re, im, OK};
    }

    private static double[] z(double re, double im, int errno) {
        return new double[] {re, im, errno};
    }

    // ------------------------------------------------------------------ special values

    /** The kind of a double, as the tables' index. Compare CPython cmathmodule.c: special_type. */
    static int specialType(double d) {
        if (Double.isFinite(d)) {
            boolean positive = Double.doubleToRawLongBits(d) >= 0;
            if (d != 0) {
                return positive ? ST_POS : ST_NEG;
            }
            return positive ? ST_PZERO : ST_NZERO;
        }
        if (d != d) {
            return ST_NAN;
        }
        return d > 0 ? ST_PINF : ST_NINF;
    }

    /** Is either part infinite or NaN (the tables' business)? */
    private static boolean special(double re, double im) {
        return !Double.isFinite(re) || !Double.isFinite(im);
    }

    /** The table's entry for (re, im), without error. Compare CPython: SPECIAL_VALUE. */
    private static double[] lookup(double[][][] table, double re, double im) {
        double[] v = table[specialType(re)][specialType(im)];
        return z(v[0], v[1]);
    }

    /** A 7 x 7 table of {real, imag} from 98 values, row by row (the real part's kind). */
    private static double[][][] table(double... v) {
        double[][][] t = new double[7][7][];
        for (int i = 0; i < 7; i++) {
            for (int j = 0; j < 7; j++) {
                int k = 2 * (7 * i + j);
                t[i][j] = new double[] {v[k], v[k + 1]};
            }
        }
        return t;
    }

    // ------------------------------------------------------------------ the functions

    /** Compare CPython cmathmodule.c: cmath_acos_impl. */
    static double[] acos(double re, double im) {
        if (special(re, im)) {
            return lookup(ACOS, re, im);
        }
        double rr;
        double ri;
        if (Math.abs(re) > CM_LARGE_DOUBLE || Math.abs(im) > CM_LARGE_DOUBLE) {
            // avoid unnecessary overflow for large arguments
            rr = Libm.atan2(Math.abs(im), re);
            // split so that the branch cut keeps its continuity
            if (re < 0.0) {
                ri = -Math.copySign(Math.log(Libm.hypot(re / 2.0, im / 2.0)) + M_LN2 * 2.0, im);
            } else {
                ri = Math.copySign(Math.log(Libm.hypot(re / 2.0, im / 2.0)) + M_LN2 * 2.0, -im);
            }
        } else {
            double[] s1 = sqrt(1.0 - re, -im);
            double[] s2 = sqrt(1.0 + re, im);
            rr = 2.0 * Libm.atan2(s1[0], s2[0]);
            ri = MathSpecial.asinh(s2[0] * s1[1] - s2[1] * s1[0]);
        }
        return z(rr, ri);
    }

    /** Compare CPython cmathmodule.c: cmath_acosh_impl. */
    static double[] acosh(double re, double im) {
        if (special(re, im)) {
            return lookup(ACOSH, re, im);
        }
        double rr;
        double ri;
        if (Math.abs(re) > CM_LARGE_DOUBLE || Math.abs(im) > CM_LARGE_DOUBLE) {
            rr = Math.log(Libm.hypot(re / 2.0, im / 2.0)) + M_LN2 * 2.0;
            ri = Libm.atan2(im, re);
        } else {
            double[] s1 = sqrt(re - 1.0, im);
            double[] s2 = sqrt(re + 1.0, im);
            rr = MathSpecial.asinh(s1[0] * s2[0] + s1[1] * s2[1]);
            ri = 2.0 * Libm.atan2(s1[1], s2[0]);
        }
        return z(rr, ri);
    }

    /** asin(z) = -i asinh(iz). Compare CPython cmathmodule.c: cmath_asin_impl. */
    static double[] asin(double re, double im) {
        double[] s = asinh(-im, re);
        return z(s[1], -s[0], (int) s[2]);
    }

    /** Compare CPython cmathmodule.c: cmath_asinh_impl. */
    static double[] asinh(double re, double im) {
        if (special(re, im)) {
            return lookup(ASINH, re, im);
        }
        double rr;
        double ri;
        if (Math.abs(re) > CM_LARGE_DOUBLE || Math.abs(im) > CM_LARGE_DOUBLE) {
            if (im >= 0.0) {
                rr = Math.copySign(Math.log(Libm.hypot(re / 2.0, im / 2.0)) + M_LN2 * 2.0, re);
            } else {
                rr = -Math.copySign(Math.log(Libm.hypot(re / 2.0, im / 2.0)) + M_LN2 * 2.0, -re);
            }
            ri = Libm.atan2(im, Math.abs(re));
        } else {
            double[] s1 = sqrt(1.0 + im, -re);
            double[] s2 = sqrt(1.0 - im, re);
            rr = MathSpecial.asinh(s1[0] * s2[1] - s2[0] * s1[1]);
            ri = Libm.atan2(im, s1[0] * s2[0] - s1[1] * s2[1]);
        }
        return z(rr, ri);
    }

    /** atan(z) = -i atanh(iz). Compare CPython cmathmodule.c: cmath_atan_impl. */
    static double[] atan(double re, double im) {
        double[] s = atanh(-im, re);
        return z(s[1], -s[0], (int) s[2]);
    }

    /**
     * The phase of z, with C99's values for infinities and NaNs whatever the platform's atan2
     * does. Compare CPython cmathmodule.c: c_atan2.
     */
    static double atan2(double re, double im) {
        if (re != re || im != im) {
            return N;
        }
        if (Double.isInfinite(im)) {
            if (Double.isInfinite(re)) {
                // atan2(+-inf, +inf) == +-pi/4, atan2(+-inf, -inf) == +-3pi/4
                return Math.copySign(re > 0 ? 0.25 * Math.PI : 0.75 * Math.PI, im);
            }
            return Math.copySign(0.5 * Math.PI, im);
        }
        if (Double.isInfinite(re) || im == 0.0) {
            // atan2(+-y, +inf) = atan2(+-0, +x) = +-0; atan2(+-y, -inf) = atan2(+-0, -x) = +-pi
            return Math.copySign(Double.doubleToRawLongBits(re) >= 0 ? 0.0 : Math.PI, im);
        }
        return Libm.atan2(im, re);
    }

    /** Compare CPython cmathmodule.c: cmath_atanh_impl. */
    static double[] atanh(double re, double im) {
        if (special(re, im)) {
            return lookup(ATANH, re, im);
        }
        // reduce to re >= 0, as atanh(z) = -atanh(-z)
        if (re < 0.0) {
            double[] r = atanh(-re, -im);
            return z(-r[0], -r[1], (int) r[2]);
        }
        double ay = Math.abs(im);
        if (re > CM_SQRT_LARGE_DOUBLE || ay > CM_SQRT_LARGE_DOUBLE) {
            // large |z|: atanh(z) ~ 1/z +/- i pi/2
            double h = Libm.hypot(re / 2.0, im / 2.0);  // safe from overflow
            return z(re / 4.0 / h / h, -Math.copySign(Math.PI / 2.0, -im));
        }
        if (re == 1.0 && ay < CM_SQRT_DBL_MIN) {
            // C99: atanh(1 +/- 0i) is inf +/- 0i
            if (ay == 0.0) {
                return z(INF, im, EDOM);
            }
            return z(-Math.log(Math.sqrt(ay) / Math.sqrt(Libm.hypot(ay, 2.0))),
                    Math.copySign(Libm.atan2(2.0, -ay) / 2, im));
        }
        return z(Math.log1p(4.0 * re / ((1 - re) * (1 - re) + ay * ay)) / 4.0,
                -Libm.atan2(-2.0 * im, (1 - re) * (1 + re) - ay * ay) / 2.0);
    }

    /** cos(z) = cosh(iz). Compare CPython cmathmodule.c: cmath_cos_impl. */
    static double[] cos(double re, double im) {
        return cosh(-im, re);
    }

    /** Compare CPython cmathmodule.c: cmath_cosh_impl. */
    static double[] cosh(double re, double im) {
        if (special(re, im)) {
            double rr;
            double ri;
            if (Double.isInfinite(re) && Double.isFinite(im) && im != 0.0) {
                rr = Math.copySign(INF, Math.cos(im));
                ri = re > 0 ? Math.copySign(INF, Math.sin(im)) : -Math.copySign(INF, Math.sin(im));
            } else {
                double[] v = COSH[specialType(re)][specialType(im)];
                rr = v[0];
                ri = v[1];
            }
            // EDOM for an infinite imaginary part beside a real part that is not a NaN
            return z(rr, ri, Double.isInfinite(im) && re == re ? EDOM : OK);
        }
        double rr;
        double ri;
        if (Math.abs(re) > CM_LOG_LARGE_DOUBLE) {
            // cosh(re) may overflow where cosh(z) does not
            double xMinusOne = re - Math.copySign(1.0, re);
            rr = Math.cos(im) * Libm.cosh(xMinusOne) * Math.E;
            ri = Math.sin(im) * Libm.sinh(xMinusOne) * Math.E;
        } else {
            rr = Math.cos(im) * Libm.cosh(re);
            ri = Math.sin(im) * Libm.sinh(re);
        }
        return z(rr, ri, overflowed(rr, ri));
    }

    private static int overflowed(double rr, double ri) {
        return Double.isInfinite(rr) || Double.isInfinite(ri) ? ERANGE : OK;
    }

    /** Compare CPython cmathmodule.c: cmath_exp_impl. */
    static double[] exp(double re, double im) {
        if (special(re, im)) {
            double rr;
            double ri;
            if (Double.isInfinite(re) && Double.isFinite(im) && im != 0.0) {
                if (re > 0) {
                    rr = Math.copySign(INF, Math.cos(im));
                    ri = Math.copySign(INF, Math.sin(im));
                } else {
                    rr = Math.copySign(0.0, Math.cos(im));
                    ri = Math.copySign(0.0, Math.sin(im));
                }
            } else {
                double[] v = EXP[specialType(re)][specialType(im)];
                rr = v[0];
                ri = v[1];
            }
            // EDOM for an infinite imaginary part beside a finite real part or +inf
            boolean edom = Double.isInfinite(im)
                    && (Double.isFinite(re) || (Double.isInfinite(re) && re > 0));
            return z(rr, ri, edom ? EDOM : OK);
        }
        double rr;
        double ri;
        if (re > CM_LOG_LARGE_DOUBLE) {
            double l = Math.exp(re - 1.0);
            rr = l * Math.cos(im) * Math.E;
            ri = l * Math.sin(im) * Math.E;
        } else {
            double l = Math.exp(re);
            rr = l * Math.cos(im);
            ri = l * Math.sin(im);
        }
        return z(rr, ri, overflowed(rr, ri));
    }

    /**
     * The natural logarithm, accurate where hypot would be subnormal, would overflow, or is
     * close to 1. Compare CPython cmathmodule.c: c_log.
     */
    static double[] log(double re, double im) {
        if (special(re, im)) {
            return lookup(LOG, re, im);
        }
        double ax = Math.abs(re);
        double ay = Math.abs(im);
        double rr;
        if (ax > CM_LARGE_DOUBLE || ay > CM_LARGE_DOUBLE) {
            rr = Math.log(Libm.hypot(ax / 2.0, ay / 2.0)) + M_LN2;
        } else if (ax < Double.MIN_NORMAL && ay < Double.MIN_NORMAL) {
            if (ax > 0.0 || ay > 0.0) {
                // hypot(ax, ay) would be subnormal
                rr = Math.log(Libm.hypot(Math.scalb(ax, DBL_MANT_DIG),
                        Math.scalb(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * M_LN2;
            } else {
                // log(+/-0 +/- 0i)
                return z(-INF, Libm.atan2(im, re), EDOM);
            }
        } else {
            double h = Libm.hypot(ax, ay);
            if (0.71 <= h && h <= 1.73) {
                double am = ax > ay ? ax : ay;
                double an = ax > ay ? ay : ax;
                rr = Math.log1p((am - 1) * (am + 1) + an * an) / 2.0;
            } else {
                rr = Math.log(h);
            }
        }
        return z(rr, Libm.atan2(im, re));
    }

    /** Compare CPython cmathmodule.c: cmath_log10_impl. */
    static double[] log10(double re, double im) {
        double[] r = log(re, im);
        return z(r[0] / M_LN10, r[1] / M_LN10, (int) r[2]);
    }

    /** sin(z) = -i sinh(iz). Compare CPython cmathmodule.c: cmath_sin_impl. */
    static double[] sin(double re, double im) {
        double[] s = sinh(-im, re);
        return z(s[1], -s[0], (int) s[2]);
    }

    /** Compare CPython cmathmodule.c: cmath_sinh_impl. */
    static double[] sinh(double re, double im) {
        if (special(re, im)) {
            double rr;
            double ri;
            if (Double.isInfinite(re) && Double.isFinite(im) && im != 0.0) {
                rr = re > 0 ? Math.copySign(INF, Math.cos(im)) : -Math.copySign(INF, Math.cos(im));
                ri = Math.copySign(INF, Math.sin(im));
            } else {
                double[] v = SINH[specialType(re)][specialType(im)];
                rr = v[0];
                ri = v[1];
            }
            return z(rr, ri, Double.isInfinite(im) && re == re ? EDOM : OK);
        }
        double rr;
        double ri;
        if (Math.abs(re) > CM_LOG_LARGE_DOUBLE) {
            double xMinusOne = re - Math.copySign(1.0, re);
            rr = Math.cos(im) * Libm.sinh(xMinusOne) * Math.E;
            ri = Math.sin(im) * Libm.cosh(xMinusOne) * Math.E;
        } else {
            rr = Math.cos(im) * Libm.sinh(re);
            ri = Math.sin(im) * Libm.cosh(re);
        }
        return z(rr, ri, overflowed(rr, ri));
    }

    /**
     * The principal square root: s = sqrt((|x| + hypot(x, y)) / 2) computed without overflow
     * (scaled by 8) and, for subnormal parts, after scaling up to normal numbers; the other
     * part is y / 2s. Compare CPython cmathmodule.c: cmath_sqrt_impl.
     */
    static double[] sqrt(double re, double im) {
        if (special(re, im)) {
            return lookup(SQRT, re, im);
        }
        if (re == 0.0 && im == 0.0) {
            return z(0.0, im);
        }
        double ax = Math.abs(re);
        double ay = Math.abs(im);
        double s;
        if (ax < Double.MIN_NORMAL && ay < Double.MIN_NORMAL) {
            ax = Math.scalb(ax, CM_SCALE_UP);
            s = Math.scalb(Math.sqrt(ax + Libm.hypot(ax, Math.scalb(ay, CM_SCALE_UP))),
                    CM_SCALE_DOWN);
        } else {
            ax /= 8.0;
            s = 2.0 * Math.sqrt(ax + Libm.hypot(ax, ay / 8.0));
        }
        double d = ay / (2.0 * s);
        if (re >= 0.0) {
            return z(s, Math.copySign(d, im));
        }
        return z(d, Math.copySign(s, im));
    }

    /** tan(z) = -i tanh(iz). Compare CPython cmathmodule.c: cmath_tan_impl. */
    static double[] tan(double re, double im) {
        double[] s = tanh(-im, re);
        return z(s[1], -s[0], (int) s[2]);
    }

    /**
     * tanh(x+iy) = (tanh(x)(1+tan(y)^2) + i tan(y)(1-tanh(x)^2)) / (1+tan(y)^2 tanh(x)^2),
     * with 1-tanh(x)^2 as 1/cosh(x)^2, or 4 exp(-2|x|) for large |x|. Compare CPython
     * cmathmodule.c: cmath_tanh_impl.
     */
    static double[] tanh(double re, double im) {
        if (special(re, im)) {
            double rr;
            double ri;
            if (Double.isInfinite(re) && Double.isFinite(im) && im != 0.0) {
                rr = re > 0 ? 1.0 : -1.0;
                ri = Math.copySign(0.0, 2.0 * Math.sin(im) * Math.cos(im));
            } else {
                double[] v = TANH[specialType(re)][specialType(im)];
                rr = v[0];
                ri = v[1];
            }
            return z(rr, ri, Double.isInfinite(im) && Double.isFinite(re) ? EDOM : OK);
        }
        if (Math.abs(re) > CM_LOG_LARGE_DOUBLE) {
            return z(Math.copySign(1.0, re),
                    4.0 * Math.sin(im) * Math.cos(im) * Math.exp(-2.0 * Math.abs(re)));
        }
        double tx = Libm.tanh(re);
        double ty = Math.tan(im);
        double cx = 1.0 / Libm.cosh(re);
        double txty = tx * ty;
        double denom = 1.0 + txty * txty;
        return z(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx);
    }

    // ------------------------------------------------------------------ the other functions

    /**
     * {@code log(z[, base])}: log(z) / log(base). The error of log(z) is forgotten when a base
     * is given (CPython computes log(base) next, which resets errno), so {@code log(0, 2)} is
     * {@code (-inf+nanj)}; a base whose log is 0 is a domain error. Compare CPython
     * cmathmodule.c: cmath_log_impl.
     */
    private static PyObject log(PyObject self, PyObject[] args) {
        PyComplex x = ComplexMethods.asComplex(args[0]);
        double[] r = log(x.real, x.imag);
        if (args.length > 1) {
            PyComplex b = ComplexMethods.asComplex(args[1]);
            double[] lb = log(b.real, b.imag);
            PyComplex q = ComplexOps.quot(r[0], r[1], lb[0], lb[1]);
            r = q == null ? z(0.0, 0.0, EDOM) : z(q.real, q.imag, (int) lb[2]);
        }
        return result(r);
    }

    /** {@code polar(z)}: (abs(z), phase(z)). Compare CPython cmathmodule.c: cmath_polar_impl. */
    private static PyObject polar(PyObject arg) {
        PyComplex z = ComplexMethods.asComplex(arg);
        double phi = atan2(z.real, z.imag);
        double r = ComplexOps.abs(z.real, z.imag);
        if (ComplexOps.absOverflowed(z.real, z.imag, r)) {
            throw rangeError();
        }
        return PyTuple.of(new PyFloat(r), new PyFloat(phi));
    }

    /**
     * {@code rect(r, phi)}: r (cos phi + i sin phi), with special values in the spirit of C99
     * (like exp(log(r) + i phi)). Compare CPython cmathmodule.c: cmath_rect_impl.
     */
    private static PyObject rect(PyObject rArg, PyObject phiArg) {
        double r = real(rArg);
        double phi = real(phiArg);
        if (special(r, phi)) {
            double rr;
            double ri;
            if (Double.isInfinite(r) && Double.isFinite(phi) && phi != 0.0) {
                if (r > 0) {
                    rr = Math.copySign(INF, Math.cos(phi));
                    ri = Math.copySign(INF, Math.sin(phi));
                } else {
                    rr = -Math.copySign(INF, Math.cos(phi));
                    ri = -Math.copySign(INF, Math.sin(phi));
                }
            } else {
                double[] v = RECT[specialType(r)][specialType(phi)];
                rr = v[0];
                ri = v[1];
            }
            // EDOM for a nonzero r and an infinite phi
            if (r != 0.0 && r == r && Double.isInfinite(phi)) {
                throw domainError();
            }
            return new PyComplex(rr, ri);
        }
        if (phi == 0.0) {
            return new PyComplex(r, r * phi);
        }
        return new PyComplex(r * Math.cos(phi), r * Math.sin(phi));
    }

    /** A {@code double} argument (CPython's {@code PyFloat_AsDouble}). */
    private static double real(PyObject x) {
        if (x.getClass() == PyFloat.class) {
            return ((PyFloat) x).value;
        }
        return Abstract.asDouble(x);
    }

    private static final Params ISCLOSE = new Params("isclose",
            new String[] {"a", "b", "rel_tol", "abs_tol"}, 0, 2, 2);

    /**
     * {@code isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)}: |a - b| within rel_tol of |a| or
     * |b|, or within abs_tol. Compare CPython cmathmodule.c: cmath_isclose_impl.
     */
    private static PyObject isclose(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] p = ISCLOSE.parse(args, kwnames);
        PyComplex a = ComplexMethods.asComplex(p[0]);
        PyComplex b = ComplexMethods.asComplex(p[1]);
        double relTol = p[2] == null ? 1e-09 : real(p[2]);
        double absTol = p[3] == null ? 0.0 : real(p[3]);
        if (relTol < 0.0 || absTol < 0.0) {
            throw Py.valueError("tolerances must be non-negative");
        }
        if (a.real == b.real && a.imag == b.imag) {
            return Py.True;     // catches two infinities of the same sign
        }
        if (Double.isInfinite(a.real) || Double.isInfinite(a.imag)
                || Double.isInfinite(b.real) || Double.isInfinite(b.imag)) {
            return Py.False;
        }
        double diff = ComplexOps.abs(a.real - b.real, a.imag - b.imag);
        return Py.newBool(diff <= relTol * ComplexOps.abs(b.real, b.imag)
                || diff <= relTol * ComplexOps.abs(a.real, a.imag) || diff <= absTol);
    }

    // ------------------------------------------------------------------ the tables

    // Rows: the kind of the real part (-inf, negative, -0, +0, positive, +inf, nan); columns:
    // the kind of the imaginary part, in the same order. Compare CPython cmathmodule.c:
    // cmath_exec.

    private static final double[][][] ACOS = table(
            P34, INF, P, INF, P, INF, P, -INF, P, -INF, P34, -INF, N, INF,
            P12, INF, U, U, U, U, U, U, U, U, P12, -INF, N, N,
            P12, INF, U, U, P12, 0.0, P12, -0.0, U, U, P12, -INF, P12, N,
            P12, INF, U, U, P12, 0.0, P12, -0.0, U, U, P12, -INF, P12, N,
            P12, INF, U, U, U, U, U, U, U, U, P12, -INF, N, N,
            P14, INF, 0.0, INF, 0.0, INF, 0.0, -INF, 0.0, -INF, P14, -INF, N, INF,
            N, INF, N, N, N, N, N, N, N, N, N, -INF, N, N);

    private static final double[][][] ACOSH = table(
            INF, -P34, INF, -P, INF, -P, INF, P, INF, P, INF, P34, INF, N,
            INF, -P12, U, U, U, U, U, U, U, U, INF, P12, N, N,
            INF, -P12, U, U, 0.0, -P12, 0.0, P12, U, U, INF, P12, N, N,
            INF, -P12, U, U, 0.0, -P12, 0.0, P12, U, U, INF, P12, N, N,
            INF, -P12, U, U, U, U, U, U, U, U, INF, P12, N, N,
            INF, -P14, INF, -0.0, INF, -0.0, INF, 0.0, INF, 0.0, INF, P14, INF, N,
            INF, N, N, N, N, N, N, N, N, N, INF, N, N, N);

    private static final double[][][] ASINH = table(
            -INF, -P14, -INF, -0.0, -INF, -0.0, -INF, 0.0, -INF, 0.0, -INF, P14, -INF, N,
            -INF, -P12, U, U, U, U, U, U, U, U, -INF, P12, N, N,
            -INF, -P12, U, U, -0.0, -0.0, -0.0, 0.0, U, U, -INF, P12, N, N,
            INF, -P12, U, U, 0.0, -0.0, 0.0, 0.0, U, U, INF, P12, N, N,
            INF, -P12, U, U, U, U, U, U, U, U, INF, P12, N, N,
            INF, -P14, INF, -0.0, INF, -0.0, INF, 0.0, INF, 0.0, INF, P14, INF, N,
            INF, N, N, N, N, -0.0, N, 0.0, N, N, INF, N, N, N);

    private static final double[][][] ATANH = table(
            -0.0, -P12, -0.0, -P12, -0.0, -P12, -0.0, P12, -0.0, P12, -0.0, P12, -0.0, N,
            -0.0, -P12, U, U, U, U, U, U, U, U, -0.0, P12, N, N,
            -0.0, -P12, U, U, -0.0, -0.0, -0.0, 0.0, U, U, -0.0, P12, -0.0, N,
            0.0, -P12, U, U, 0.0, -0.0, 0.0, 0.0, U, U, 0.0, P12, 0.0, N,
            0.0, -P12, U, U, U, U, U, U, U, U, 0.0, P12, N, N,
            0.0, -P12, 0.0, -P12, 0.0, -P12, 0.0, P12, 0.0, P12, 0.0, P12, 0.0, N,
            0.0, -P12, N, N, N, N, N, N, N, N, 0.0, P12, N, N);

    private static final double[][][] COSH = table(
            INF, N, U, U, INF, 0.0, INF, -0.0, U, U, INF, N, INF, N,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            N, 0.0, U, U, 1.0, 0.0, 1.0, -0.0, U, U, N, 0.0, N, 0.0,
            N, 0.0, U, U, 1.0, -0.0, 1.0, 0.0, U, U, N, 0.0, N, 0.0,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            INF, N, U, U, INF, -0.0, INF, 0.0, U, U, INF, N, INF, N,
            N, N, N, N, N, 0.0, N, 0.0, N, N, N, N, N, N);

    private static final double[][][] EXP = table(
            0.0, 0.0, U, U, 0.0, -0.0, 0.0, 0.0, U, U, 0.0, 0.0, 0.0, 0.0,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            N, N, U, U, 1.0, -0.0, 1.0, 0.0, U, U, N, N, N, N,
            N, N, U, U, 1.0, -0.0, 1.0, 0.0, U, U, N, N, N, N,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            INF, N, U, U, INF, -0.0, INF, 0.0, U, U, INF, N, INF, N,
            N, N, N, N, N, -0.0, N, 0.0, N, N, N, N, N, N);

    private static final double[][][] LOG = table(
            INF, -P34, INF, -P, INF, -P, INF, P, INF, P, INF, P34, INF, N,
            INF, -P12, U, U, U, U, U, U, U, U, INF, P12, N, N,
            INF, -P12, U, U, -INF, -P, -INF, P, U, U, INF, P12, N, N,
            INF, -P12, U, U, -INF, -0.0, -INF, 0.0, U, U, INF, P12, N, N,
            INF, -P12, U, U, U, U, U, U, U, U, INF, P12, N, N,
            INF, -P14, INF, -0.0, INF, -0.0, INF, 0.0, INF, 0.0, INF, P14, INF, N,
            INF, N, N, N, N, N, N, N, N, N, INF, N, N, N);

    private static final double[][][] SINH = table(
            INF, N, U, U, -INF, -0.0, -INF, 0.0, U, U, INF, N, INF, N,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            0.0, N, U, U, -0.0, -0.0, -0.0, 0.0, U, U, 0.0, N, 0.0, N,
            0.0, N, U, U, 0.0, -0.0, 0.0, 0.0, U, U, 0.0, N, 0.0, N,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            INF, N, U, U, INF, -0.0, INF, 0.0, U, U, INF, N, INF, N,
            N, N, N, N, N, -0.0, N, 0.0, N, N, N, N, N, N);

    private static final double[][][] SQRT = table(
            INF, -INF, 0.0, -INF, 0.0, -INF, 0.0, INF, 0.0, INF, INF, INF, N, INF,
            INF, -INF, U, U, U, U, U, U, U, U, INF, INF, N, N,
            INF, -INF, U, U, 0.0, -0.0, 0.0, 0.0, U, U, INF, INF, N, N,
            INF, -INF, U, U, 0.0, -0.0, 0.0, 0.0, U, U, INF, INF, N, N,
            INF, -INF, U, U, U, U, U, U, U, U, INF, INF, N, N,
            INF, -INF, INF, -0.0, INF, -0.0, INF, 0.0, INF, 0.0, INF, INF, INF, N,
            INF, -INF, N, N, N, N, N, N, N, N, INF, INF, N, N);

    private static final double[][][] TANH = table(
            -1.0, 0.0, U, U, -1.0, -0.0, -1.0, 0.0, U, U, -1.0, 0.0, -1.0, 0.0,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            N, N, U, U, -0.0, -0.0, -0.0, 0.0, U, U, N, N, N, N,
            N, N, U, U, 0.0, -0.0, 0.0, 0.0, U, U, N, N, N, N,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            1.0, 0.0, U, U, 1.0, -0.0, 1.0, 0.0, U, U, 1.0, 0.0, 1.0, 0.0,
            N, N, N, N, N, -0.0, N, 0.0, N, N, N, N, N, N);

    private static final double[][][] RECT = table(
            INF, N, U, U, -INF, 0.0, -INF, -0.0, U, U, INF, N, INF, N,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            0.0, 0.0, U, U, -0.0, 0.0, -0.0, -0.0, U, U, 0.0, 0.0, 0.0, 0.0,
            0.0, 0.0, U, U, 0.0, -0.0, 0.0, 0.0, U, U, 0.0, 0.0, 0.0, 0.0,
            N, N, U, U, U, U, U, U, U, U, N, N, N, N,
            INF, N, U, U, INF, -0.0, INF, 0.0, U, U, INF, N, INF, N,
            N, N, N, N, N, 0.0, N, 0.0, N, N, N, N, N, N);
}
