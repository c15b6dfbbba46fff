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
            return FloatOps.pow((double) x, (double) y);
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

    /**
     * {@code PyLong_AsSsize_t}: an int (no {@code __index__}) that fits a Java long; TypeError
     * "an integer is required" for anything else.
     */
    public static long asSsizeT(PyObject o) {
        if (o instanceof PyInt i) {
            return i.value;
        }
        if (o instanceof PyBigInt) {
            throw Py.overflowError("Python int too large to convert to C ssize_t");
        }
        throw Py.typeError("an integer is required");
    }

    /** Is {@code o} an int (any size, bool and subclasses included)? */
    public static boolean isInt(PyObject o) {
        return o instanceof PyInt || o instanceof PyBigInt;
    }

    // ------------------------------------------------------------------ any int objects

    /** Is {@code o} a PyInt (fits in a long)? Subclasses and bool included. */
    private static boolean small(PyObject o) {
        return o instanceof PyInt;
    }

    private static long lv(PyObject o) {
        return ((PyInt) o).value;
    }

    /**
     * The exact int with the value of {@code o} ({@code int(o)} for an int object): itself when
     * it is an exact int, else a plain int with its value (for bool and subclasses).
     */
    public static PyObject exact(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyInt.class || c == PyBigInt.class) {
            return o;
        }
        if (o instanceof PyInt i) {
            return PyInt.of(i.value);
        }
        return PyBigInt.normalize(((PyBigInt) o).value);
    }

    /** -1, 0 or 1. */
    public static int signum(PyObject o) {
        return small(o) ? Long.signum(lv(o)) : ((PyBigInt) o).value.signum();
    }

    public static PyObject add(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return add(lv(a), lv(b));
        }
        return PyBigInt.normalize(big(a).add(big(b)));
    }

    public static PyObject sub(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return sub(lv(a), lv(b));
        }
        return PyBigInt.normalize(big(a).subtract(big(b)));
    }

    public static PyObject mul(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return mul(lv(a), lv(b));
        }
        return PyBigInt.normalize(big(a).multiply(big(b)));
    }

    public static PyObject floorDiv(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return floorDiv(lv(a), lv(b));
        }
        return PyBigInt.normalize(bigDivmod(big(a), big(b), "integer division or modulo by zero")[0]);
    }

    public static PyObject mod(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return mod(lv(a), lv(b));
        }
        return PyBigInt.normalize(bigDivmod(big(a), big(b), "integer modulo by zero")[1]);
    }

    /** {@code divmod(a, b)} for ints. */
    public static PyTuple divmod(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            long x = lv(a);
            long y = lv(b);
            if (y == 0) {
                throw Py.zeroDivisionError("integer division or modulo by zero");
            }
            return PyTuple.of(floorDiv(x, y), mod(x, y));
        }
        BigInteger[] qr = bigDivmod(big(a), big(b), "integer division or modulo by zero");
        return PyTuple.of(PyBigInt.normalize(qr[0]), PyBigInt.normalize(qr[1]));
    }

    /** Floor division and modulo of big values: {quotient, remainder with the sign of y}. */
    public static BigInteger[] bigDivmod(BigInteger x, BigInteger y, String zeroMessage) {
        if (y.signum() == 0) {
            throw Py.zeroDivisionError(zeroMessage);
        }
        BigInteger[] qr = x.divideAndRemainder(y);
        if (qr[1].signum() != 0 && qr[1].signum() != y.signum()) {
            qr[0] = qr[0].subtract(BigInteger.ONE);
            qr[1] = qr[1].add(y);
        }
        return qr;
    }

    /** {@code a / b} for ints: a correctly rounded float. */
    public static double trueDiv(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return trueDiv(lv(a), lv(b));
        }
        return bigTrueDiv(big(a), big(b));
    }

    public static PyObject neg(PyObject a) {
        if (small(a)) {
            long v = lv(a);
            return v == Long.MIN_VALUE ? PyBigInt.normalize(BigInteger.valueOf(v).negate())
                    : PyInt.of(-v);
        }
        return PyBigInt.normalize(big(a).negate());
    }

    public static PyObject abs(PyObject a) {
        return signum(a) < 0 ? neg(a) : exact(a);
    }

    public static PyObject invert(PyObject a) {
        if (small(a)) {
            return PyInt.of(~lv(a));
        }
        return PyBigInt.normalize(big(a).not());
    }

    public static PyObject and(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return PyInt.of(lv(a) & lv(b));
        }
        return PyBigInt.normalize(big(a).and(big(b)));
    }

    public static PyObject or(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return PyInt.of(lv(a) | lv(b));
        }
        return PyBigInt.normalize(big(a).or(big(b)));
    }

    public static PyObject xor(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return PyInt.of(lv(a) ^ lv(b));
        }
        return PyBigInt.normalize(big(a).xor(big(b)));
    }

    public static PyObject lshift(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return lshift(lv(a), lv(b));
        }
        if (signum(b) < 0) {
            throw Py.valueError("negative shift count");
        }
        if (signum(a) == 0) {
            return PyInt.ZERO;
        }
        if (!small(b) || lv(b) > Integer.MAX_VALUE) {
            throw Py.overflowError("too many digits in integer");
        }
        return PyBigInt.normalize(big(a).shiftLeft((int) lv(b)));
    }

    public static PyObject rshift(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return rshift(lv(a), lv(b));
        }
        if (signum(b) < 0) {
            throw Py.valueError("negative shift count");
        }
        if (!small(b) || lv(b) > Integer.MAX_VALUE) {
            return signum(a) < 0 ? PyInt.MINUS_ONE : PyInt.ZERO;
        }
        return PyBigInt.normalize(big(a).shiftRight((int) lv(b)));
    }

    /** {@code a ** b} for ints: an int, or a float when b is negative. */
    public static PyObject pow(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return pow(lv(a), lv(b));
        }
        if (signum(b) < 0) {
            return FloatOps.pow(toDouble(a), toDouble(b));
        }
        BigInteger x = big(a);
        if (x.signum() == 0 || x.equals(BigInteger.ONE)) {
            return exact(a);
        }
        if (x.equals(BigInteger.ONE.negate())) {
            return big(b).testBit(0) ? PyInt.MINUS_ONE : PyInt.ONE;
        }
        if (!small(b) || lv(b) > Integer.MAX_VALUE) {
            throw Py.overflowError("exponent too large");
        }
        return PyBigInt.normalize(x.pow((int) lv(b)));
    }

    /** {@code pow(a, b, m)} for ints. */
    public static PyObject pow(PyObject a, PyObject b, PyObject m) {
        int ms = signum(m);
        if (ms == 0) {
            throw Py.valueError("pow() 3rd argument cannot be 0");
        }
        if (small(a) && small(b) && small(m)) {
            long mod = Math.abs(lv(m));
            long e = lv(b);
            if (e >= 0 && mod > 0 && mod <= (1L << 31)) {
                long r = smallModPow(Math.floorMod(lv(a), mod), e, mod);
                return PyInt.of(ms < 0 && r != 0 ? r - mod : r);
            }
        }
        BigInteger mod = big(m).abs();
        BigInteger base = big(a);
        BigInteger e = big(b);
        if (e.signum() < 0) {
            try {
                base = base.modInverse(mod);
            } catch (ArithmeticException ex) {
                throw Py.valueError("base is not invertible for the given modulus");
            }
            e = e.negate();
        }
        BigInteger r = base.modPow(e, mod);
        if (ms < 0 && r.signum() != 0) {
            r = r.subtract(mod);
        }
        return PyBigInt.normalize(r);
    }

    /** x^e mod m for 0 <= x < m <= 2^31: products stay below 2^62. */
    private static long smallModPow(long x, long e, long m) {
        long r = 1 % m;
        while (e > 0) {
            if ((e & 1) != 0) {
                r = r * x % m;
            }
            e >>= 1;
            if (e > 0) {
                x = x * x % m;
            }
        }
        return r;
    }

    /** Compare two ints: negative, zero or positive. */
    public static int compare(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            return Long.compare(lv(a), lv(b));
        }
        return big(a).compareTo(big(b));
    }

    /** {@code float(i)}: correctly rounded; OverflowError when too large. */
    public static double toDouble(PyObject i) {
        if (small(i)) {
            return (double) lv(i);
        }
        return bigToDouble(((PyBigInt) i).value);
    }

    /** {@code hash(i)}. */
    public static long hash(PyObject i) {
        return small(i) ? Hashing.hashLong(lv(i)) : Hashing.hashBig(((PyBigInt) i).value);
    }

    /** {@code i.bit_length()}. */
    public static int bitLength(PyObject i) {
        if (small(i)) {
            long v = lv(i);
            return 64 - Long.numberOfLeadingZeros(v < 0 ? (v == Long.MIN_VALUE ? v : -v) : v);
        }
        return ((PyBigInt) i).value.abs().bitLength();
    }

    /** {@code i.bit_count()}: ones in the binary form of |i|. */
    public static int bitCount(PyObject i) {
        if (small(i)) {
            long v = lv(i);
            return v == Long.MIN_VALUE ? 1 : Long.bitCount(Math.abs(v));
        }
        return ((PyBigInt) i).value.abs().bitCount();
    }

    /**
     * {@code round(i, ndigits)} for ndigits below zero: round half to even at 10^-ndigits
     * ({@code i - divmod_near(i, 10**-ndigits)[1]}).
     */
    public static PyObject round(PyObject i, PyObject ndigits) {
        if (signum(ndigits) >= 0) {
            return exact(i);
        }
        if (!small(ndigits) || -lv(ndigits) > bitLength(i) + 1L) {
            return PyInt.ZERO;            // 10^k > 2|i|: rounds to zero
        }
        int k = (int) -lv(ndigits);
        BigInteger p = BigInteger.TEN.pow(k);
        BigInteger x = big(i);
        BigInteger[] qr = bigDivmod(x, p, "");
        BigInteger q = qr[0];
        int c = qr[1].shiftLeft(1).compareTo(p);
        if (c > 0 || (c == 0 && q.testBit(0))) {
            q = q.add(BigInteger.ONE);
        }
        return PyBigInt.normalize(q.multiply(p));
    }

    /** The int whose value is the integral double {@code d} (truncating any fraction). */
    public static PyObject fromDouble(double d) {
        if (d != d) {
            throw Py.valueError("cannot convert float NaN to integer");
        }
        if (Double.isInfinite(d)) {
            throw Py.overflowError("cannot convert float infinity to integer");
        }
        if (d > -0x1p63 && d < 0x1p63) {
            return PyInt.of((long) d);
        }
        return PyBigInt.normalize(bigOfDouble(d));
    }

    /** The exact BigInteger value of a finite double, truncated toward zero. */
    public static BigInteger bigOfDouble(double d) {
        long bits = Double.doubleToRawLongBits(d);
        int be = (int) (bits >>> 52) & 0x7ff;
        if (be < 1023) {
            return BigInteger.ZERO;
        }
        long m = (bits & ((1L << 52) - 1)) | (1L << 52);
        int e = be - 1075;
        BigInteger r = e >= 0 ? BigInteger.valueOf(m).shiftLeft(e)
                : BigInteger.valueOf(m >> -e);
        return bits < 0 ? r.negate() : r;
    }

    /** {@code math.gcd(a, b)}: non-negative. */
    public static PyObject gcd(PyObject a, PyObject b) {
        if (small(a) && small(b)) {
            long x = lv(a);
            long y = lv(b);
            if (x != Long.MIN_VALUE && y != Long.MIN_VALUE) {
                x = Math.abs(x);
                y = Math.abs(y);
                while (y != 0) {
                    long t = x % y;
                    x = y;
                    y = t;
                }
                return PyInt.of(x);
            }
        }
        return PyBigInt.normalize(big(a).gcd(big(b)));
    }

    /** {@code math.isqrt(n)} for n >= 0: the floor of the square root, exact. */
    public static PyObject isqrt(PyObject n) {
        if (small(n)) {
            long v = lv(n);
            long r = (long) Math.sqrt((double) v);
            // the double root may be one off near 2^53 and above: correct it exactly
            while (r > 0 && (r > 3037000499L || r * r > v)) {
                r--;
            }
            while (r + 1 <= 3037000499L && (r + 1) * (r + 1) <= v) {
                r++;
            }
            return PyInt.of(r);
        }
        return PyBigInt.normalize(((PyBigInt) n).value.sqrt());
    }

    /** {@code float(v)} for a big int: correctly rounded (half to even); OverflowError if too big. */
    public static double bigToDouble(BigInteger v) {
        if (v.bitLength() <= 53) {
            return v.doubleValue();
        }
        if (v.bitLength() > 1024) {
            throw Py.overflowError("int too large to convert to float");
        }
        // BigInteger.doubleValue rounds half to even
        double d = v.doubleValue();
        if (Double.isInfinite(d)) {
            throw Py.overflowError("int too large to convert to float");
        }
        return d;
    }

    /**
     * {@code a / b} for big ints, correctly rounded: a quotient with at least 55 significant
     * bits and a sticky bit for the remainder is rounded once, to 53 bits or, for subnormal
     * results, to the bit of 2^-1074.
     */
    public static double bigTrueDiv(BigInteger a, BigInteger b) {
        if (b.signum() == 0) {
            throw Py.zeroDivisionError("division by zero");
        }
        boolean negative = a.signum() * b.signum() < 0;
        if (a.signum() == 0) {
            return b.signum() < 0 ? -0.0 : 0.0;
        }
        a = a.abs();
        b = b.abs();
        int shift = a.bitLength() - b.bitLength() - 55;
        if (shift > 1100) {
            throw Py.overflowError("integer division result too large for a float");
        }
        if (shift < -1074 - 60) {
            // far below the smallest subnormal: keep just enough bits to round right
            shift = Math.max(shift, -1074 - 60);
        }
        BigInteger[] qr = shift >= 0 ? a.divideAndRemainder(b.shiftLeft(shift))
                : a.shiftLeft(-shift).divideAndRemainder(b);
        BigInteger q = qr[0];
        boolean sticky = qr[1].signum() != 0;
        int nb = q.bitLength();
        int msb = nb - 1 + shift;
        int drop = msb >= -1022 ? nb - 53 : -1074 - shift;
        long m;
        int exp;
        if (drop <= 0) {
            m = q.longValue();
            exp = shift;
        } else if (drop > nb) {
            m = 0;                        // below half the smallest subnormal
            exp = shift + drop;
        } else {
            boolean half = q.testBit(drop - 1);
            boolean rest = sticky || q.getLowestSetBit() < drop - 1;
            m = q.shiftRight(drop).longValue();
            if (half && (rest || (m & 1) != 0)) {
                m++;
            }
            exp = shift + drop;
        }
        double r = Math.scalb((double) m, exp);   // exact: m has at most 54 bits
        if (Double.isInfinite(r)) {
            throw Py.overflowError("integer division result too large for a float");
        }
        return negative ? -r : r;
    }
}
