package org.specializer.natives.math;

import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.IntOps;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;

/**
 * The accurate sums of {@code math}: {@code fsum} (exact, by Shewchuk's non-overlapping
 * partials, with CPython's final correction for halfway cases), {@code hypot}/{@code dist}
 * (a scaled sum of squares in double-double arithmetic and one Newton step on the root) and
 * {@code sumprod} (exact for ints, compensated for floats, generic otherwise).
 */
final class MathSums {
    private MathSums() {}

    // ------------------------------------------------------------------ fsum

    static double fsum(PyObject iterable) {
        PyObject it = Abstract.iter(iterable);
        double[] partials = new double[32];
        int n = 0;
        double special = 0.0;            // sum of the infinities and NaNs met
        double infSum = 0.0;             // inf + -inf gives NaN here: the "-inf + inf" error
        for (PyObject item = Abstract.next(it); item != null; item = Abstract.next(it)) {
            double x = MathModule.real(item);
            double xsave = x;
            int i = 0;
            for (int j = 0; j < n; j++) {
                double y = partials[j];
                if (Math.abs(x) < Math.abs(y)) {
                    double t = x;
                    x = y;
                    y = t;
                }
                double hi = x + y;
                double lo = y - (hi - x);
                if (lo != 0.0) {
                    partials[i++] = lo;
                }
                x = hi;
            }
            n = i;
            if (x == 0.0) {
                continue;
            }
            if (!Double.isFinite(x)) {
                // a non-finite partial: an inf or nan summand, or overflow of finite ones
                if (Double.isFinite(xsave)) {
                    throw Py.overflowError("intermediate overflow in fsum");
                }
                if (Double.isInfinite(xsave)) {
                    infSum += xsave;
                }
                special += xsave;
                n = 0;
            } else {
                if (n == partials.length) {
                    partials = Arrays.copyOf(partials, 2 * n);
                }
                partials[n++] = x;
            }
        }
        if (special != 0.0) {             // true for a NaN too
            if (infSum != infSum) {
                throw Py.valueError("-inf + inf in fsum");
            }
            return special;
        }
        // Add the partials from the top until the sum stops being exact.
        double hi = 0.0;
        if (n > 0) {
            hi = partials[--n];
            double lo = 0.0;
            while (n > 0) {
                double x = hi;
                double y = partials[--n];
                hi = x + y;
                double yr = hi - x;
                lo = y - yr;
                if (lo != 0.0) {
                    break;
                }
            }
            // Round half to even across partials: a following partial of the same sign as lo
            // means the true sum is past the halfway point.
            if (n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0)
                    || (lo > 0.0 && partials[n - 1] > 0.0))) {
                double y = lo * 2.0;
                double x = hi + y;
                double yr = x - hi;
                if (y == yr) {
                    hi = x;
                }
            }
        }
        return hi;
    }

    // ------------------------------------------------------------------ hypot and dist

    /** {@code math.hypot(*coordinates)}. */
    static double hypot(PyObject[] args) {
        double[] v = new double[args.length];
        for (int i = 0; i < args.length; i++) {
            v[i] = MathModule.real(args[i]);
        }
        return vectorNorm(v);
    }

    /** {@code math.dist(p, q)}. */
    static double dist(PyObject p, PyObject q) {
        PyObject[] ps = Abstract.toArray(p);
        PyObject[] qs = Abstract.toArray(q);
        if (ps.length != qs.length) {
            throw Py.valueError("both points must have the same number of dimensions");
        }
        double[] v = new double[ps.length];
        for (int i = 0; i < ps.length; i++) {
            v[i] = Math.abs(MathModule.real(ps[i]) - MathModule.real(qs[i]));
        }
        return vectorNorm(v);
    }

    /** sqrt(sum of squares), correctly rounded in all but rare near-halfway cases. */
    static double vectorNorm(double[] v) {
        double max = 0.0;
        boolean nan = false;
        for (double x : v) {
            double a = Math.abs(x);
            if (a != a) {
                nan = true;
            } else if (a > max) {
                max = a;
            }
        }
        if (Double.isInfinite(max)) {
            return max;
        }
        if (nan) {
            return Double.NaN;
        }
        if (max == 0.0 || v.length <= 1) {
            return max;
        }
        int e = Math.getExponent(max);
        if (e == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(max * 0x1p54) - 54;
        }
        // scaled values are below 2, squares below 4: no overflow, and the sum keeps its bits
        double hi = 0.0;
        double lo = 0.0;
        for (double x : v) {
            double s = Math.scalb(Math.abs(x), -e);
            double p = s * s;
            double pe = Math.fma(s, s, -p);
            double t = hi + p;
            double bp = t - hi;
            double err = (hi - (t - bp)) + (p - bp);
            hi = t;
            lo += err + pe;
        }
        double h = Math.sqrt(hi + lo);
        double hh = h * h;
        double hl = Math.fma(h, h, -hh);
        double resid = ((hi - hh) - hl) + lo;
        h += resid / (2.0 * h);
        return Math.scalb(h, e);
    }

    // ------------------------------------------------------------------ sumprod

    /**
     * {@code math.sumprod(p, q)} as CPython 3.13's {@code math_sumprod_impl}: pairs of exact
     * ints accumulate in a long while nothing overflows, then pairs of floats (or a float and
     * an int or bool) in triple-length arithmetic while the sum stays finite, each path ending
     * for good at its first other pair (its sum then added to the total), and from there every
     * pair is {@code total + p * q}. The order matters: an int sum that overflows a long, or a
     * float sum followed by ints, rounds as CPython's does.
     */
    static PyObject sumprod(PyObject p, PyObject q) {
        PyObject pit = Abstract.iter(p);
        PyObject qit = Abstract.iter(q);
        PyObject total = PyInt.of(0);
        boolean intPath = true;
        boolean intInUse = false;
        long intTotal = 0;
        boolean fltPath = true;
        boolean fltInUse = false;
        double hi = 0.0;   // the float path's triple-length total: hi + lo + tiny
        double lo = 0.0;
        double tiny = 0.0;
        for (;;) {
            PyObject x = Abstract.next(pit);
            PyObject y = Abstract.next(qit);
            if ((x == null) != (y == null)) {
                throw Py.valueError("Inputs are not the same length");
            }
            boolean finished = x == null;
            if (intPath) {
                if (!finished && x.getClass() == PyInt.class && y.getClass() == PyInt.class) {
                    long a = ((PyInt) x).value;
                    long b = ((PyInt) y).value;
                    long prodHigh = Math.multiplyHigh(a, b);
                    long prod = a * b;
                    long sum = intTotal + prod;
                    if ((prodHigh == 0 && prod >= 0 || prodHigh == -1 && prod < 0)
                            && ((intTotal ^ sum) & (prod ^ sum)) >= 0) {
                        intTotal = sum;
                        intInUse = true;
                        continue;
                    }
                }
                intPath = false;   // finished, an overflow or another pair
                if (intInUse) {
                    total = Abstract.add(total, PyInt.of(intTotal));
                    intInUse = false;
                }
            }
            if (fltPath) {
                if (!finished) {
                    boolean xf = x.getClass() == PyFloat.class;
                    boolean yf = y.getClass() == PyFloat.class;
                    double a = xf ? ((PyFloat) x).value : intAsDouble(x, yf);
                    double b = yf ? ((PyFloat) y).value : intAsDouble(y, xf);
                    // (intAsDouble is NaN unless the other is a float: two ints end it)
                    if ((xf || !Double.isNaN(a)) && (yf || !Double.isNaN(b))) {
                        // Compare CPython mathmodule.c: tl_fma (dl_mul, dl_sum)
                        double pr = a * b;
                        double prLo = Math.fma(a, b, -pr);
                        double smHi = hi + pr;
                        double smLo = twoSumError(hi, pr, smHi);
                        double r1Hi = lo + prLo;
                        double r1Lo = twoSumError(lo, prLo, r1Hi);
                        double r2Hi = r1Hi + smLo;
                        double r2Lo = twoSumError(r1Hi, smLo, r2Hi);
                        if (Double.isFinite(smHi)) {
                            hi = smHi;
                            lo = r2Hi;
                            tiny = tiny + r1Lo + r2Lo;
                            fltInUse = true;
                            continue;
                        }
                    }
                }
                fltPath = false;   // finished, another pair or a sum that is no longer finite
                if (fltInUse) {
                    double lastHi = lo + hi;
                    double lastLo = twoSumError(lo, hi, lastHi);
                    total = Abstract.add(total, new PyFloat(tiny + lastLo + lastHi));
                    fltInUse = false;
                }
            }
            if (finished) {
                return total;
            }
            total = Abstract.add(total, Abstract.mul(x, y));
        }
    }

    /**
     * The float path's value of {@code o}, not a float, beside a float ({@code besideFloat}):
     * an exact int's or a bool's; NaN (the path ends) for anything else, for an int too large
     * for a float, or when the other operand is no float either.
     */
    private static double intAsDouble(PyObject o, boolean besideFloat) {
        if (!besideFloat || !intOrBool(o)) {
            return Double.NaN;
        }
        try {
            return IntOps.toDouble(o);
        } catch (PyException e) {
            return Double.NaN;     // OverflowError, cleared as CPython clears it
        }
    }

    private static boolean intOrBool(PyObject o) {
        Class<?> c = o.getClass();
        return c == PyInt.class || c == PyBigInt.class || c == PyBool.class;
    }

    /** The rounding error of {@code sum = a + b} (CPython's dl_sum, Algorithm 3.1). */
    private static double twoSumError(double a, double b, double sum) {
        double z = sum - a;
        return (a - (sum - z)) + (b - z);
    }
}
