package org.specializer.natives.math;

import java.math.BigInteger;
import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.IntOps;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
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

    /** An exact int or bool (not a subclass): the int path. */
    private static boolean plainInt(PyObject o) {
        Class<?> c = o.getClass();
        return c == PyInt.class || c == PyBigInt.class || c == PyBool.class;
    }

    /**
     * {@code math.sumprod(p, q)}: exact while all values are ints, a compensated dot product
     * (Ogita, Rump and Oishi's Dot2) while they are floats and ints, the generic
     * {@code total + p * q} from the first other value on.
     */
    static PyObject sumprod(PyObject p, PyObject q) {
        PyObject pit = Abstract.iter(p);
        PyObject qit = Abstract.iter(q);
        long intAcc = 0;
        BigInteger bigAcc = null;
        boolean intPath = true;
        boolean fltPath = false;
        double s = 0.0;
        double c = 0.0;
        double naive = 0.0;
        PyObject total = null;             // the generic path's running total
        for (;;) {
            PyObject x = Abstract.next(pit);
            PyObject y = Abstract.next(qit);
            if (x == null || y == null) {
                if (x != null || y != null) {
                    throw Py.valueError("Inputs are not the same length");
                }
                break;
            }
            if (intPath && plainInt(x) && plainInt(y)) {
                if (bigAcc == null && x instanceof PyInt xi && y instanceof PyInt yi) {
                    long hi = Math.multiplyHigh(xi.value, yi.value);
                    long lo = xi.value * yi.value;
                    long sum = intAcc + lo;
                    boolean productFits = (hi == 0 && lo >= 0) || (hi == -1 && lo < 0);
                    if (productFits && ((intAcc ^ sum) & (lo ^ sum)) >= 0) {
                        intAcc = sum;
                        continue;
                    }
                }
                if (bigAcc == null) {
                    bigAcc = BigInteger.valueOf(intAcc);
                }
                bigAcc = bigAcc.add(IntOps.big(x).multiply(IntOps.big(y)));
                continue;
            }
            if (intPath) {
                intPath = false;
                PyObject intTotal = bigAcc == null ? PyInt.of(intAcc) : Py.newInt(bigAcc);
                if (isReal(x) && isReal(y)) {
                    fltPath = true;
                    s = IntOps.toDouble(intTotal);
                    naive = s;
                } else {
                    total = intTotal;
                }
            }
            if (fltPath) {
                if (isReal(x) && isReal(y)) {
                    double a = realValue(x);
                    double b = realValue(y);
                    double prod = a * b;
                    double pe = Math.fma(a, b, -prod);
                    double t = s + prod;
                    double bp = t - s;
                    double err = (s - (t - bp)) + (prod - bp);
                    s = t;
                    c += err + pe;
                    naive += prod;
                    continue;
                }
                fltPath = false;
                total = new PyFloat(finish(s, c, naive));
            }
            total = Abstract.add(total, Abstract.mul(x, y));
        }
        if (intPath) {
            return bigAcc == null ? PyInt.of(intAcc) : Py.newInt(bigAcc);
        }
        if (fltPath) {
            return new PyFloat(finish(s, c, naive));
        }
        return total;
    }

    private static double finish(double s, double c, double naive) {
        double r = s + c;
        return Double.isFinite(r) ? r : naive;   // infinities and NaNs spoil the compensation
    }

    private static boolean isReal(PyObject o) {
        Class<?> c = o.getClass();
        return c == PyFloat.class || plainInt(o);
    }

    private static double realValue(PyObject o) {
        return o instanceof PyFloat f ? f.value : IntOps.toDouble(o);
    }
}
