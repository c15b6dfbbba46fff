package org.specializer.natives.math;

import java.math.BigInteger;
import org.specializer.api.Abstract;
import org.specializer.api.IntOps;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;

/**
 * The integer functions of {@code math}: factorial, comb, perm, isqrt, gcd and lcm. Arguments
 * go through {@code __index__} ("'float' object cannot be interpreted as an integer"); results
 * are exact. Long products are formed by binary splitting so that big factorials multiply
 * numbers of similar size.
 */
final class MathIntegers {
    private MathIntegers() {}

    private static final long[] SMALL_FACTORIALS = new long[21];

    static {
        SMALL_FACTORIALS[0] = 1;
        for (int i = 1; i < SMALL_FACTORIALS.length; i++) {
            SMALL_FACTORIALS[i] = SMALL_FACTORIALS[i - 1] * i;
        }
    }

    static PyObject factorial(PyObject arg) {
        PyObject n = Abstract.index(arg);
        if (IntOps.signum(n) < 0) {
            throw Py.valueError("factorial() not defined for negative values");
        }
        if (!(n instanceof PyInt p)) {
            throw Py.overflowError("factorial() argument should not exceed "
                    + Long.MAX_VALUE);
        }
        return factorial(p.value);
    }

    static PyObject factorial(long n) {
        if (n < SMALL_FACTORIALS.length) {
            return PyInt.of(SMALL_FACTORIALS[(int) n]);
        }
        return Py.newInt(product(2, n));
    }

    /** lo * (lo + 1) * ... * hi by binary splitting (1 when lo > hi). */
    static BigInteger product(long lo, long hi) {
        if (lo > hi) {
            return BigInteger.ONE;
        }
        if (hi - lo < 16) {
            BigInteger r = BigInteger.valueOf(lo);
            long acc = 1;
            for (long k = lo + 1; k <= hi; k++) {
                if (Math.abs(acc) < (1L << 31) && k < (1L << 31)) {
                    acc *= k;                    // two factors below 2^31: no overflow
                } else {
                    r = r.multiply(BigInteger.valueOf(acc));
                    acc = k;
                }
            }
            return r.multiply(BigInteger.valueOf(acc));
        }
        long mid = lo + (hi - lo) / 2;
        return product(lo, mid).multiply(product(mid + 1, hi));
    }

    private static PyObject nonNegative(PyObject o, String which) {
        PyObject v = Abstract.index(o);
        if (IntOps.signum(v) < 0) {
            throw Py.valueError(which + " must be a non-negative integer");
        }
        return v;
    }

    static PyObject comb(PyObject nObj, PyObject kObj) {
        PyObject n = nonNegative(nObj, "n");
        PyObject k = nonNegative(kObj, "k");
        if (IntOps.compare(k, n) > 0) {
            return PyInt.ZERO;
        }
        PyObject nk = IntOps.sub(n, k);
        if (IntOps.compare(nk, k) < 0) {
            k = nk;
        }
        if (!(k instanceof PyInt kp)) {
            throw Py.overflowError("min(n - k, k) must not exceed " + Long.MAX_VALUE);
        }
        long kk = kp.value;
        if (kk == 0) {
            return PyInt.ONE;
        }
        BigInteger bn = IntOps.big(n);
        return Py.newInt(fallingProduct(bn, kk).divide(product(1, kk)));
    }

    static PyObject perm(PyObject nObj, PyObject kObj) {
        if (kObj == Py.None) {
            return factorial(nObj);
        }
        PyObject n = nonNegative(nObj, "n");
        PyObject k = nonNegative(kObj, "k");
        if (IntOps.compare(k, n) > 0) {
            return PyInt.ZERO;
        }
        if (!(k instanceof PyInt kp)) {
            throw Py.overflowError("k must not exceed " + Long.MAX_VALUE);
        }
        return Py.newInt(fallingProduct(IntOps.big(n), kp.value));
    }

    /** n (n - 1) ... (n - k + 1). */
    private static BigInteger fallingProduct(BigInteger n, long k) {
        if (k == 0) {
            return BigInteger.ONE;
        }
        if (n.bitLength() < 63) {
            long nl = n.longValue();
            return product(nl - k + 1, nl);
        }
        if (k == 1) {
            return n;
        }
        long half = k / 2;
        return fallingProduct(n, half).multiply(fallingProduct(n.subtract(
                BigInteger.valueOf(half)), k - half));
    }

    static PyObject isqrt(PyObject arg) {
        PyObject n = Abstract.index(arg);
        if (IntOps.signum(n) < 0) {
            throw Py.valueError("isqrt() argument must be nonnegative");
        }
        return IntOps.isqrt(n);
    }

    static PyObject gcd(PyObject[] args) {
        PyObject g = PyInt.ZERO;
        for (PyObject a : args) {
            g = IntOps.gcd(g, Abstract.index(a));
        }
        return g;
    }

    static PyObject lcm(PyObject[] args) {
        PyObject l = PyInt.ONE;
        for (PyObject a : args) {
            PyObject v = Abstract.index(a);
            if (IntOps.signum(l) == 0 || IntOps.signum(v) == 0) {
                l = PyInt.ZERO;
                continue;
            }
            PyObject g = IntOps.gcd(l, v);
            l = IntOps.abs(IntOps.mul(IntOps.floorDiv(l, g), v));
        }
        return l;
    }
}
