package org.specializer.api;

import java.math.BigInteger;

/**
 * Integer arithmetic with Python's semantics: floor division and modulo round toward negative
 * infinity, results never overflow (long fast paths fall back to BigInteger), true division is
 * correctly rounded.
 */
public final class IntOps {
    private IntOps() {}

    /**
     * {@code x <op> y} for two small ints and a NB_* code: the result, or null when the
     * operator is not an int operator (the caller goes the generic way).
     */
    public static PyObject binaryOp(long x, long y, int nb) {
        switch (nb) {
            case Abstract.NB_ADD:
                return add(x, y);
            case Abstract.NB_SUBTRACT:
                return sub(x, y);
            case Abstract.NB_MULTIPLY:
                return mul(x, y);
            case Abstract.NB_FLOOR_DIVIDE:
                return floorDiv(x, y);
            case Abstract.NB_REMAINDER:
                return mod(x, y);
            case Abstract.NB_TRUE_DIVIDE:
                return new PyFloat(trueDiv(x, y));
            case Abstract.NB_AND:
                return PyInt.of(x & y);
            case Abstract.NB_OR:
                return PyInt.of(x | y);
            case Abstract.NB_XOR:
                return PyInt.of(x ^ y);
            case Abstract.NB_LSHIFT:
                return lshift(x, y);
            case Abstract.NB_RSHIFT:
                return rshift(x, y);
            case Abstract.NB_POWER:
                return pow(x, y);
            default:
                return null;
        }
    }

    /** addExact: overflow falls back to BigInteger, rarely taken. */
    public static PyObject add(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            return PyBigInt.normalize(BigInteger.valueOf(x).add(BigInteger.valueOf(y)));
        }
        return PyInt.of(r);
    }

    public static PyObject sub(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            return PyBigInt.normalize(BigInteger.valueOf(x).subtract(BigInteger.valueOf(y)));
        }
        return PyInt.of(r);
    }

    public static PyObject mul(long x, long y) {
        long hi = Math.multiplyHigh(x, y);
        long lo = x * y;
        if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
            return PyInt.of(lo);
        }
        return PyBigInt.normalize(BigInteger.valueOf(x).multiply(BigInteger.valueOf(y)));
    }

    public static PyObject floorDiv(long x, long y) {
        if (y == 0) {
            throw Py.zeroDivisionError("integer division or modulo by zero");
        }
        if (x == Long.MIN_VALUE && y == -1) {
            return PyBigInt.normalize(BigInteger.valueOf(x).negate());
        }
        return PyInt.of(Math.floorDiv(x, y));
    }

    public static PyObject mod(long x, long y) {
        if (y == 0) {
            throw Py.zeroDivisionError("integer modulo by zero");
        }
        if (y == -1) {
            return PyInt.ZERO;
        }
        return PyInt.of(Math.floorMod(x, y));
    }

    /** {@code x / y}, correctly rounded. */
    public static double trueDiv(long x, long y) {
        if (y == 0) {
            throw Py.zeroDivisionError("division by zero");
        }
        if (Math.abs(x) <= (1L << 53) && Math.abs(y) <= (1L << 53)) {
            return (double) x / (double) y;
        }
        return bigTrueDiv(BigInteger.valueOf(x), BigInteger.valueOf(y));
    }

    public static PyObject lshift(long x, long y) {
        if (y < 0) {
            throw Py.valueError("negative shift count");
        }
        if (x == 0) {
            return PyInt.ZERO;
        }
        if (y < 63) {
            long r = x << y;
            if ((r >> y) == x) {
                return PyInt.of(r);
            }
        }
        if (y > Integer.MAX_VALUE) {
            throw Py.overflowError("too many digits in integer");
        }
        return PyBigInt.normalize(BigInteger.valueOf(x).shiftLeft((int) y));
    }

    public static PyObject rshift(long x, long y) {
        if (y < 0) {
            throw Py.valueError("negative shift count");
        }
        return PyInt.of(y >= 64 ? (x < 0 ? -1 : 0) : x >> y);
    }

    /** {@code x ** y} for ints: a float for negative exponents. */
    public static PyObject pow(long x, long y) {
        if (y < 0) {
            if (x == 0) {
                throw Py.zeroDivisionError("zero to a negative power");
            }
            return new PyFloat(Math.pow((double) x, (double) y));
        }
        long result = 1;
        long base = x;
        long e = y;
        while (e > 0) {
            if ((e & 1) != 0) {
                long hi = Math.multiplyHigh(result, base);
                long lo = result * base;
                if (!((hi == 0 && lo >= 0) || (hi == -1 && lo < 0))) {
                    return bigPow(x, y);
                }
                result = lo;
            }
            e >>= 1;
            if (e > 0) {
                long hi = Math.multiplyHigh(base, base);
                long lo = base * base;
                if (!((hi == 0 && lo >= 0) || (hi == -1 && lo < 0))) {
                    return bigPow(x, y);
                }
                base = lo;
            }
        }
        return PyInt.of(result);
    }

    private static PyObject bigPow(long x, long y) {
        if (y > Integer.MAX_VALUE) {
            throw Py.overflowError("exponent too large");
        }
        return PyBigInt.normalize(BigInteger.valueOf(x).pow((int) y));
    }

    /** The BigInteger value of any int object (PyInt, PyBigInt, bool, subclasses). */
    public static BigInteger big(PyObject o) {
        if (o instanceof PyInt i) {
            return BigInteger.valueOf(i.value);
        }
        return ((PyBigInt) o).value;
    }

    /** Is {@code o} an int (any size, bool and subclasses included)? */
    public static boolean isInt(PyObject o) {
        return o instanceof PyInt || o instanceof PyBigInt;
    }

    /** {@code float(v)} for a big int: correctly rounded (half to even); OverflowError if too big. */
    public static double bigToDouble(BigInteger v) {
        int bits = v.bitLength();
        if (bits <= 53) {
            return v.doubleValue();
        }
        if (bits > 1024) {
            throw Py.overflowError("int too large to convert to float");
        }
        // BigInteger.doubleValue rounds half to even since Java 8
        double d = v.doubleValue();
        if (Double.isInfinite(d)) {
            throw Py.overflowError("int too large to convert to float");
        }
        return d;
    }

    /** {@code a / b} for big ints, correctly rounded. */
    public static double bigTrueDiv(BigInteger a, BigInteger b) {
        if (b.signum() == 0) {
            throw Py.zeroDivisionError("division by zero");
        }
        if (a.signum() == 0) {
            return b.signum() < 0 ? -0.0 : 0.0;
        }
        boolean negative = a.signum() != b.signum();
        a = a.abs();
        b = b.abs();
        // Scale so that the quotient has 55 significant bits, then round once.
        int shift = a.bitLength() - b.bitLength() - 55;
        BigInteger q;
        BigInteger[] qr;
        if (shift >= 0) {
            qr = a.divideAndRemainder(b.shiftLeft(shift));
        } else {
            qr = a.shiftLeft(-shift).divideAndRemainder(b);
        }
        q = qr[0];
        if (qr[1].signum() != 0) {
            q = q.setBit(0); // sticky bit
        }
        // q has 55 or 56 bits; its double conversion rounds correctly with the sticky bit,
        // except across the subnormal boundary, handled by scalb's rounding below.
        int exp = shift;
        double mant = q.doubleValue();
        double r;
        if (exp > 1023 + 60) {
            throw Py.overflowError("integer division result too large for a float");
        }
        r = Math.scalb(mant, exp);
        if (Double.isInfinite(r)) {
            throw Py.overflowError("integer division result too large for a float");
        }
        return negative ? -r : r;
    }
}
