package org.specializer.api;

import java.math.BigInteger;

/** Float arithmetic with Python's semantics (division and modulo rules, errors). */
public final class FloatOps {
    private FloatOps() {}

    /** {@code x <op> y} for two floats: the result, or null for operators floats lack. */
    public static PyObject binaryOp(double x, double y, int nb) {
        switch (nb) {
            case Abstract.NB_ADD:
                return new PyFloat(x + y);
            case Abstract.NB_SUBTRACT:
                return new PyFloat(x - y);
            case Abstract.NB_MULTIPLY:
                return new PyFloat(x * y);
            case Abstract.NB_TRUE_DIVIDE:
                return new PyFloat(div(x, y));
            case Abstract.NB_FLOOR_DIVIDE:
                return new PyFloat(floorDiv(x, y));
            case Abstract.NB_REMAINDER:
                return new PyFloat(mod(x, y));
            case Abstract.NB_POWER:
                return pow(x, y);
            default:
                return null;
        }
    }

    public static double div(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float division by zero");
        }
        return x / y;
    }

    public static double mod(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float modulo by zero");
        }
        double m = x % y;
        if (m != 0.0) {
            if ((y < 0) != (m < 0)) {
                m += y;
            }
        } else {
            m = Math.copySign(0.0, y);
        }
        return m;
    }

    public static double floorDiv(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float floor division by zero");
        }
        double m = x % y;
        double div = (x - m) / y;
        if (m != 0.0) {
            if ((y < 0) != (m < 0)) {
                div -= 1.0;
            }
        }
        double floordiv;
        if (div != 0.0) {
            floordiv = Math.floor(div);
            if (div - floordiv > 0.5) {
                floordiv += 1.0;
            }
        } else {
            floordiv = Math.copySign(0.0, x / y);
        }
        return floordiv;
    }

    /** {@code divmod(x, y)} for floats: {floordiv, mod}. */
    public static double[] divmod(double x, double y) {
        if (y == 0.0) {
            throw Py.zeroDivisionError("float divmod()");
        }
        return new double[] {floorDiv(x, y), mod(x, y)};
    }

    /**
     * {@code x ** y} for floats: a float, or a complex for a negative base and a fractional
     * exponent. Compare CPython floatobject.c: float_pow.
     */
    public static PyObject pow(double x, double y) {
        if (y == 0.0) {
            return new PyFloat(1.0);      // x**0 is 1, even 0**0 and nan**0
        }
        if (x != x) {
            return new PyFloat(x);
        }
        if (y != y) {
            return new PyFloat(x == 1.0 ? 1.0 : y);
        }
        if (Double.isInfinite(y)) {
            double ax = Math.abs(x);
            if (ax == 1.0) {
                return new PyFloat(1.0);
            }
            return new PyFloat((y > 0.0) == (ax > 1.0) ? Double.POSITIVE_INFINITY : 0.0);
        }
        if (Double.isInfinite(x)) {
            boolean odd = isOddInteger(y);
            if (y > 0.0) {
                return new PyFloat(odd ? x : Math.abs(x));
            }
            return new PyFloat(odd ? Math.copySign(0.0, x) : 0.0);
        }
        if (x == 0.0) {
            if (y < 0.0) {
                throw Py.zeroDivisionError("0.0 cannot be raised to a negative power");
            }
            return new PyFloat(isOddInteger(y) ? x : 0.0);
        }
        boolean negate = false;
        if (x < 0.0) {
            if (y != Math.floor(y)) {
                // a negative number to a fractional power is complex
                return ComplexOps.pow(x, 0.0, y, 0.0);
            }
            x = -x;
            negate = isOddInteger(y);
        }
        if (x == 1.0) {
            return new PyFloat(negate ? -1.0 : 1.0);
        }
        double r = Math.pow(x, y);
        if (Double.isInfinite(r)) {
            throw Py.overflowError("(34, 'Numerical result out of range')");
        }
        return new PyFloat(negate ? -r : r);
    }

    private static boolean isOddInteger(double y) {
        return Math.abs(y) < 0x1p53 && y == Math.floor(y) && ((long) y & 1) != 0;
    }

    // ------------------------------------------------------------------ comparison with ints

    /**
     * {@code x op i} for a float and an int, exactly (no rounding of the int): CPython's
     * float_richcompare. NaN compares unequal to everything.
     */
    public static boolean compareWithInt(double x, PyObject i, int op) {
        if (x != x) {
            return op == Abstract.NE;
        }
        int c = compareToInt(x, i);
        switch (op) {
            case Abstract.LT: return c < 0;
            case Abstract.LE: return c <= 0;
            case Abstract.EQ: return c == 0;
            case Abstract.NE: return c != 0;
            case Abstract.GT: return c > 0;
            default: return c >= 0;
        }
    }

    /** The sign of {@code x - i} for a non-NaN float and an int. */
    public static int compareToInt(double x, PyObject i) {
        if (i instanceof PyInt p) {
            return compareToLong(x, p.value);
        }
        BigInteger b = ((PyBigInt) i).value;
        if (Double.isInfinite(x)) {
            return x > 0 ? 1 : -1;
        }
        if (Math.abs(x) < 0x1p63) {
            return -b.signum();            // |b| >= 2^63 > |x|
        }
        return IntOps.bigOfDouble(x).compareTo(b);   // x is integral this large
    }

    /** The sign of {@code x - v} for a non-NaN float and a long. */
    public static int compareToLong(double x, long v) {
        if (v > -(1L << 53) && v < (1L << 53)) {
            double d = v;                  // exact below 2^53; -0.0 equals 0 here
            return x < d ? -1 : x == d ? 0 : 1;
        }
        if (x >= 0x1p63) {
            return 1;
        }
        if (x < -0x1p63) {
            return -1;
        }
        double f = Math.floor(x);
        long fl = (long) f;                // exact: f is integral and in range
        if (f == x) {
            return Long.compare(fl, v);
        }
        return fl < v ? -1 : 1;            // v <= floor(x) < x, or x < floor(x) + 1 <= v
    }

    // ------------------------------------------------------------------ conversions to int

    /** {@code int(x)}: truncation toward zero. */
    public static PyObject trunc(double x) {
        return IntOps.fromDouble(x);
    }

    /** {@code math.floor(x)} as an int. */
    public static PyObject floor(double x) {
        return IntOps.fromDouble(Math.floor(x));
    }

    /** {@code math.ceil(x)} as an int. */
    public static PyObject ceil(double x) {
        return IntOps.fromDouble(Math.ceil(x));
    }

    /** {@code round(x)}: the nearest int, ties to even. */
    public static PyObject roundToInt(double x) {
        return IntOps.fromDouble(Math.rint(x));
    }

    /** 10^0 .. 10^18, all exact doubles. */
    private static final double[] EXACT_POW10 = new double[19];

    static {
        double p = 1;
        for (int i = 0; i < EXACT_POW10.length; i++) {
            EXACT_POW10[i] = p;
            p *= 10;
        }
    }

    /** CPython's NDIGITS_MAX: beyond it a double has no digits left to round. */
    private static final int NDIGITS_MAX = 323;
    /** CPython's NDIGITS_MIN: below it every double rounds to zero. */
    private static final int NDIGITS_MIN = -308;

    /**
     * {@code round(x, ndigits)}: x rounded to a multiple of 10^-ndigits, correctly (the exact
     * binary value is rounded, ties to even), as CPython's double_round.
     */
    public static double round(double x, long ndigits) {
        if (x != x || Double.isInfinite(x) || x == 0.0) {
            return x;
        }
        if (ndigits > NDIGITS_MAX) {
            return x;
        }
        if (ndigits < NDIGITS_MIN) {
            return 0.0 * x;
        }
        if (ndigits >= 0) {
            // q = x * 10^n rounded exactly; q and 10^n are exact doubles, so one division
            // rounds correctly, as CPython's string round trip does
            long q = DoubleDigits.roundScaled(Math.abs(x), (int) ndigits);
            if (q >= 0 && q <= (1L << 53)) {
                return Math.copySign(q / EXACT_POW10[(int) ndigits], x);
            }
        }
        DoubleDigits.Result r = DoubleDigits.fixed(x, (int) ndigits);
        double y;
        if (r.digits.equals("0")) {
            y = 0.0;
        } else {
            y = Double.parseDouble(r.digits + "e" + (r.decpt - r.digits.length()));
        }
        if (Double.isInfinite(y)) {
            throw Py.overflowError("rounded value too large to represent");
        }
        return Math.copySign(y, x);
    }

    // ------------------------------------------------------------------ other methods

    /** {@code x.is_integer()}. */
    public static boolean isInteger(double x) {
        return !Double.isInfinite(x) && x == Math.floor(x);
    }

    /** {@code x.as_integer_ratio()}: the exact fraction in lowest terms, positive denominator. */
    public static PyTuple asIntegerRatio(double x) {
        if (Double.isInfinite(x)) {
            throw Py.overflowError("cannot convert Infinity to integer ratio");
        }
        if (x != x) {
            throw Py.valueError("cannot convert NaN to integer ratio");
        }
        if (x == 0) {
            return PyTuple.of(PyInt.ZERO, PyInt.ONE);
        }
        long bits = Double.doubleToRawLongBits(x);
        int be = (int) (bits >>> 52) & 0x7ff;
        long m = bits & ((1L << 52) - 1);
        int e;
        if (be == 0) {
            e = -1074;
        } else {
            m |= 1L << 52;
            e = be - 1075;
        }
        int tz = Long.numberOfTrailingZeros(m);
        m >>= tz;
        e += tz;
        if (bits < 0) {
            m = -m;
        }
        if (e >= 0) {
            return PyTuple.of(PyBigInt.normalize(BigInteger.valueOf(m).shiftLeft(e)), PyInt.ONE);
        }
        return PyTuple.of(PyInt.of(m), PyBigInt.normalize(BigInteger.ONE.shiftLeft(-e)));
    }

    /** An ASCII hex digit's value, else -1 (fromhex takes no other digits, as CPython). */
    private static int hexDigit(char c) {
        return c < 128 ? Character.digit(c, 16) : -1;
    }

    /** {@code float.fromhex(s)}. Compare CPython floatobject.c: float_fromhex. */
    public static double fromHex(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && isSpace(s.charAt(i))) {
            i++;
        }
        while (n > i && isSpace(s.charAt(n - 1))) {
            n--;
        }
        boolean negative = false;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        String rest = s.substring(i, n).toLowerCase();
        if (rest.equals("inf") || rest.equals("infinity")) {
            return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        }
        if (rest.equals("nan")) {
            return negative ? NumberParser.NEGATIVE_NAN : Double.NaN;
        }
        if (rest.startsWith("0x")) {
            i += 2;
        }
        // hex digits [. hex digits]
        BigInteger mant = BigInteger.ZERO;
        int intStart = i;
        long fracDigits = 0;
        int ndig = 0;
        while (i < n && hexDigit(s.charAt(i)) >= 0) {
            mant = mant.shiftLeft(4).add(BigInteger.valueOf(hexDigit(s.charAt(i))));
            i++;
            ndig++;
        }
        if (i < n && s.charAt(i) == '.') {
            i++;
            while (i < n && hexDigit(s.charAt(i)) >= 0) {
                mant = mant.shiftLeft(4).add(BigInteger.valueOf(hexDigit(s.charAt(i))));
                i++;
                ndig++;
                fracDigits++;
            }
        }
        if (ndig == 0 || i - intStart > 100_000_000) {
            throw Py.valueError("invalid hexadecimal floating-point string");
        }
        long exp = 0;
        if (i < n && (s.charAt(i) == 'p' || s.charAt(i) == 'P')) {
            i++;
            boolean eneg = false;
            if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                eneg = s.charAt(i) == '-';
                i++;
            }
            int es = i;
            while (i < n && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                if (exp < 1_000_000_000L) {
                    exp = exp * 10 + (s.charAt(i) - '0');
                }
                i++;
            }
            if (i == es) {
                throw Py.valueError("invalid hexadecimal floating-point string");
            }
            if (eneg) {
                exp = -exp;
            }
        }
        if (i != n) {
            throw Py.valueError("invalid hexadecimal floating-point string");
        }
        double r = scaleExact(mant, exp - 4 * fracDigits);
        return negative ? -r : r;
    }

    /** mant * 2^e, correctly rounded (half to even); OverflowError when out of range. */
    private static double scaleExact(BigInteger mant, long e) {
        if (mant.signum() == 0) {
            return 0.0;
        }
        int nb = mant.bitLength();
        long msb = nb - 1 + e;
        if (msb > 1023) {
            throw Py.overflowError("hexadecimal value too large to represent as a float");
        }
        if (msb < -1076) {
            return 0.0;
        }
        long drop = msb >= -1022 ? nb - 53 : -1074 - e;
        long m;
        long exp;
        if (drop <= 0) {
            m = mant.longValue();
            exp = e;
        } else {
            int d = (int) drop;
            boolean half = mant.testBit(d - 1);
            boolean rest = mant.getLowestSetBit() < d - 1;
            m = mant.shiftRight(d).longValue();
            if (half && (rest || (m & 1) != 0)) {
                m++;
            }
            exp = e + d;
        }
        double r = Math.scalb((double) m, (int) exp);
        if (Double.isInfinite(r)) {
            throw Py.overflowError("hexadecimal value too large to represent as a float");
        }
        return r;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }
}
