package org.specializer.natives.decimal;

import java.math.BigInteger;
import org.specializer.api.Py;
import org.specializer.api.PyExc;

/** Integer helpers for coefficients: powers of ten, digit counts, trailing zeros. */
final class Coef {
    private Coef() {}

    /** 10**0 to 10**18. */
    static final long[] POW10 = new long[19];
    private static final BigInteger[] BIG_POW10 = new BigInteger[1024];
    private static final double LOG10_2 = 0.30102999566398120;
    /** Beyond this many digits a number is refused (MemoryError), as libmpdec's allocation. */
    static final long MAX_DIGITS = 200_000_000L;

    static {
        long p = 1;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = p;
            p *= 10;
        }
        BigInteger b = BigInteger.ONE;
        for (int i = 0; i < 40; i++) {
            BIG_POW10[i] = b;
            b = b.multiply(BigInteger.TEN);
        }
    }

    static BigInteger pow10(long n) {
        if (n < BIG_POW10.length) {
            BigInteger p = BIG_POW10[(int) n];
            if (p == null) {
                p = BigInteger.TEN.pow((int) n);
                BIG_POW10[(int) n] = p;
            }
            return p;
        }
        if (n > MAX_DIGITS) {
            throw Py.error(PyExc.MemoryError);
        }
        return BigInteger.TEN.pow((int) n);
    }

    /** The number of decimal digits of {@code v >= 0} (1 for 0). */
    static long digits(long v) {
        if (v < 10) {
            return 1;
        }
        // floor(bits * log10(2)) is the count or one less (Hacker's Delight 11-4)
        int t = ((64 - Long.numberOfLeadingZeros(v)) * 1233) >>> 12;
        return v >= POW10[t] ? t + 1 : t;
    }

    /** The number of decimal digits of {@code v >= 0} (1 for 0). */
    static long digits(BigInteger v) {
        int bl = v.bitLength();
        if (bl < 63) {
            return digits(v.longValue());
        }
        long d = (long) ((bl - 1) * LOG10_2) + 1;
        return v.compareTo(pow10(d)) >= 0 ? d + 1 : d;
    }

    /** {@code c * 10**n}, n >= 0. */
    static BigInteger shiftLeft(BigInteger c, long n) {
        if (n == 0 || c.signum() == 0) {
            return c;
        }
        return c.multiply(pow10(n));
    }

    /** The number of trailing zero digits of a nonzero coefficient. */
    static long trailingZeros(PyDecimal d) {
        if (d.big == null) {
            return trailingZeros(d.lc);
        }
        return trailingZeros(d.big);
    }

    static long trailingZeros(long v) {
        if (v == 0) {
            return 0;
        }
        long n = 0;
        while (v % 10 == 0) {
            v /= 10;
            n++;
        }
        return n;
    }

    static long trailingZeros(BigInteger v) {
        if (v.signum() == 0) {
            return 0;
        }
        if (v.bitLength() < 63) {
            return trailingZeros(v.longValue());
        }
        long n = 0;
        BigInteger chunk = POW10_18;
        while (true) {
            BigInteger[] qr = v.divideAndRemainder(chunk);
            if (qr[1].signum() != 0) {
                return n + trailingZeros(qr[1].longValue());
            }
            v = qr[0];
            n += 18;
        }
    }

    private static final BigInteger POW10_18 = BigInteger.valueOf(1_000_000_000_000_000_000L);

    /** The last decimal digit of a coefficient. */
    static int lastDigit(PyDecimal d) {
        if (d.big == null) {
            return (int) (d.lc % 10);
        }
        return d.big.mod(BigInteger.TEN).intValue();
    }

    /** Digit {@code i} counted from the right (0 = last) of a coefficient. */
    static int digitAt(PyDecimal d, long i) {
        if (i >= d.digits) {
            return 0;
        }
        if (d.big == null) {
            return (int) (d.lc / POW10[(int) i] % 10);
        }
        return d.big.divide(pow10(i)).mod(BigInteger.TEN).intValue();
    }

    /** The coefficient's digits as a string. */
    static String toDigits(PyDecimal d) {
        return d.big == null ? Long.toString(d.lc) : d.big.toString();
    }

    /** {@code x / y} rounded to nearest, ties to even; x, y > 0 (_pydecimal's _div_nearest). */
    static BigInteger divNearest(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        // Python floor division for negative a
        if (r.signum() != 0 && (r.signum() != b.signum())) {
            q = q.subtract(BigInteger.ONE);
            r = r.add(b);
        }
        int c = r.shiftLeft(1).add(q.testBit(0) ? BigInteger.ONE : BigInteger.ZERO).compareTo(b);
        return c > 0 ? q.add(BigInteger.ONE) : q;
    }

    /** Python's {@code divmod} on BigIntegers (floor division). */
    static BigInteger[] floorDivmod(BigInteger a, BigInteger b) {
        BigInteger[] qr = a.divideAndRemainder(b);
        if (qr[1].signum() != 0 && qr[1].signum() != b.signum()) {
            qr[0] = qr[0].subtract(BigInteger.ONE);
            qr[1] = qr[1].add(b);
        }
        return qr;
    }

    /** Python's {@code a // b}. */
    static BigInteger floorDiv(BigInteger a, BigInteger b) {
        return floorDivmod(a, b)[0];
    }

    /** Python's {@code a % b}. */
    static BigInteger floorMod(BigInteger a, BigInteger b) {
        return floorDivmod(a, b)[1];
    }

    /** The number of digits of {@code |v|} (Python's {@code len(str(abs(v)))}). */
    static long len(BigInteger v) {
        return digits(v.abs());
    }

    static long len(long v) {
        return v == Long.MIN_VALUE ? 19 : digits(Math.abs(v));
    }
}
