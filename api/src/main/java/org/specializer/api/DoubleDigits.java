package org.specializer.api;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Decimal digits of a double, as CPython's {@code _Py_dg_dtoa} produces them for the three modes
 * float formatting uses: the shortest digit string that reads back as the same double (mode 0,
 * for {@code repr}), a number of significant digits (mode 2, for {@code 'e'} and {@code 'g'}) and
 * a number of digits after the point (mode 3, for {@code 'f'}). Results are correctly rounded,
 * ties to even, and carry no trailing zeros; value = 0.DIGITS x 10^decpt. A zero result is the
 * digit "0" with decpt 1.
 *
 * <h2>Shortest digits</h2>
 * Java 17's {@code Double.toString} is not always shortest (JDK-4511638), so the shortest digits
 * are computed here with Giulietti's Schubfach algorithm ("The Schubfach way to render doubles",
 * 2020): the rounding interval of the double, scaled by a 126-bit approximation of a power of
 * ten, is tested for a decimal with one digit fewer than the scaled value, then for the closer
 * of its two neighbours. Three differences from the published form make it give CPython's
 * answer (David Gay's mode 0) instead of Java's: a one-digit result is allowed (Java prefers two
 * digits), the two smallest subnormals are answered directly, and the exponent of the
 * shorter candidate includes the subnormal scaling. Tests compare it with an exact BigDecimal
 * search over many doubles.
 */
public final class DoubleDigits {
    private DoubleDigits() {}

    /** Digits and decimal point position of a finite double's magnitude. */
    public static final class Result {
        /** ASCII digits, no trailing zeros (except the single "0" of zero). */
        public final String digits;
        /** The value is 0.digits x 10^decpt. */
        public final int decpt;

        Result(String digits, int decpt) {
            this.digits = digits;
            this.decpt = decpt;
        }

        @Override
        public String toString() {
            return "0." + digits + "e" + decpt;
        }
    }

    private static final Result ZERO = new Result("0", 1);
    /** More significant digits than any double's exact decimal value has. */
    private static final int EXACT_SIGNIFICANT = 800;
    /** More digits after the point than any double's exact decimal value has (1074). */
    private static final int EXACT_FRACTION = 1100;

    // ------------------------------------------------------------------ Schubfach

    private static final int Q_MIN = -1074;
    private static final long C_MIN = 1L << 52;
    private static final long T_MASK = C_MIN - 1;
    private static final int BQ_MASK = 0x7ff;
    private static final int K_MIN = -324;
    private static final int K_MAX = 292;
    private static final long MASK_63 = (1L << 63) - 1;

    /** g(k) = floor(10^-k * 2^(125 - floor(log2 10^-k))) + 1, split in 63-bit halves. */
    private record Pow10(long hi, long lo) {}

    /**
     * g(k) for K_MIN <= k <= K_MAX, each computed when first needed: all 617 at class
     * initialization took 9 ms of a cold start, where a run formats a few floats. A racing
     * thread at worst computes one twice (the record's fields are final).
     */
    private static final Pow10[] G = new Pow10[K_MAX - K_MIN + 1];

    private static Pow10 g(int k) {
        Pow10 g = G[k - K_MIN];
        if (g == null) {
            int e = -k;
            int shift = 125 - flog2pow10(e);
            BigInteger v;
            if (e >= 0) {
                BigInteger p = BigInteger.TEN.pow(e);
                v = shift >= 0 ? p.shiftLeft(shift) : p.shiftRight(-shift);
            } else {
                v = BigInteger.ONE.shiftLeft(shift).divide(BigInteger.TEN.pow(-e));
            }
            v = v.add(BigInteger.ONE);
            g = new Pow10(v.shiftRight(63).longValue(), v.longValue() & MASK_63);
            G[k - K_MIN] = g;
        }
        return g;
    }

    /** floor(q * log10(2)), for |q| well beyond the double range. */
    static int flog10pow2(int q) {
        return (int) (q * 661_971_961_083L >> 41);
    }

    /** floor(log10(3/4 * 2^q)). */
    static int flog10threeQuartersPow2(int q) {
        return (int) (q * 661_971_961_083L - 274_743_187_321L >> 41);
    }

    /** floor(e * log2(10)). */
    static int flog2pow10(int e) {
        return (int) (e * 913_124_641_741L >> 38);
    }

    /** Shortest digits of |v| that read back as v (v finite). */
    public static Result shortest(double v) {
        long bits = Double.doubleToRawLongBits(v);
        int bq = (int) (bits >>> 52) & BQ_MASK;
        long t = bits & T_MASK;
        if (bq != 0) {
            int mq = -Q_MIN + 1 - bq;
            long c = C_MIN | t;
            if (0 < mq && mq < 53) {
                long f = c >> mq;
                if (f << mq == c) {
                    return make(f, 0);       // an integer below 2^53: its digits are exact
                }
            }
            return toDecimal(-mq, c);
        }
        if (t == 0) {
            return ZERO;
        }
        if (t < 3) {
            // The two smallest subnormals: too few bits for the scaled search.
            return t == 1 ? new Result("5", -323) : new Result("1", -322);
        }
        return toDecimal(Q_MIN, t);
    }

    private static Result toDecimal(int q, long c) {
        int out = (int) c & 1;
        long cb = c << 2;
        long cbr = cb + 2;
        long cbl;
        int k;
        if (c != C_MIN || q == Q_MIN) {
            cbl = cb - 2;
            k = flog10pow2(q);
        } else {
            cbl = cb - 1;                    // the gap below a power of two is half as wide
            k = flog10threeQuartersPow2(q);
        }
        int h = q + flog2pow10(-k) + 2;
        Pow10 g = g(k);
        long g1 = g.hi();
        long g0 = g.lo();
        long vb = rop(g1, g0, cb << h);
        long vbl = rop(g1, g0, cbl << h);
        long vbr = rop(g1, g0, cbr << h);
        long s = vb >> 2;
        if (s >= 10) {
            // One digit fewer: the interval (narrower than 10 units) holds at most one multiple of 10.
            long sp10 = 10 * (s / 10);
            long tp10 = sp10 + 10;
            boolean upin = vbl + out <= sp10 << 2;
            boolean wpin = (tp10 << 2) + out <= vbr;
            if (upin != wpin) {
                return make(upin ? sp10 : tp10, k);
            }
        }
        long tt = s + 1;
        boolean uin = vbl + out <= s << 2;
        boolean win = (tt << 2) + out <= vbr;
        if (uin != win) {
            return make(uin ? s : tt, k);
        }
        long cmp = vb - (s + tt << 1);
        return make(cmp < 0 || cmp == 0 && (s & 1) == 0 ? s : tt, k);
    }

    /** Round to odd of g * cp / 2^127. */
    private static long rop(long g1, long g0, long cp) {
        long x1 = Math.multiplyHigh(g0, cp);
        long y0 = g1 * cp;
        long y1 = Math.multiplyHigh(g1, cp);
        long z = (y0 >>> 1) + x1;
        long vbp = y1 + (z >>> 63);
        return vbp | (z & MASK_63) + MASK_63 >>> 63;
    }

    /** f x 10^e as digits and decpt, trailing zeros removed (f > 0). */
    private static Result make(long f, int e) {
        while (f % 10 == 0) {
            f /= 10;
            e++;
        }
        String d = Long.toString(f);
        return new Result(d, e + d.length());
    }

    // ------------------------------------------------------------------ fixed precision

    /**
     * |v| rounded to {@code ndigits} significant digits (mode 2; ndigits >= 1), v finite.
     */
    public static Result significant(double v, int ndigits) {
        if (v == 0) {
            return ZERO;
        }
        // A double's exact decimal expansion has at most 767 significant digits: beyond
        // that the rounding is exact and the caller pads with zeros.
        ndigits = Math.min(ndigits, EXACT_SIGNIFICANT);
        double a = Math.abs(v);
        Result r = shortest(a);
        if (r.digits.length() <= ndigits && gridIsCoarse(a, r.decpt - 1 - ndigits)) {
            return r;
        }
        BigDecimal b = new BigDecimal(a).round(new MathContext(ndigits, RoundingMode.HALF_EVEN));
        return fromBigDecimal(b);
    }

    /** |v| rounded to {@code ndigits} digits after the point (mode 3; may be negative). */
    public static Result fixed(double v, int ndigits) {
        if (v == 0) {
            return ZERO;
        }
        double a = Math.abs(v);
        Result fast = fixedFast(a, ndigits);
        if (fast != null) {
            return fast;
        }
        ndigits = Math.min(ndigits, EXACT_FRACTION);    // beyond 1074 digits: exact
        if (ndigits >= 0) {
            Result r = shortest(a);
            if (r.digits.length() - r.decpt <= ndigits && gridIsCoarse(a, -ndigits)) {
                return r;
            }
        }
        BigDecimal b = new BigDecimal(a).setScale(ndigits, RoundingMode.HALF_EVEN);
        return fromBigDecimal(b);
    }

    /**
     * Is 10^p more than two ulps of a? Then the shortest digits, within half an ulp of a, are
     * nearer to a than any other decimal on a grid of spacing at least 10^p, so they are the
     * correctly rounded result on that grid. The factor two absorbs the inexact power of ten.
     */
    private static boolean gridIsCoarse(double a, int p) {
        return Math.pow(10, p) > 2 * Math.ulp(a);
    }

    private static final long[] POW10 = new long[19];

    static {
        long p = 1;
        for (int i = 0; i < POW10.length; i++) {
            POW10[i] = p;
            p *= 10;
        }
    }

    /** a rounded to n digits after the point, in 128-bit arithmetic; null when it does not apply. */
    private static Result fixedFast(double a, int n) {
        if (n < 0 || n > 18 || !(a < 0x1p62)) {
            return null;
        }
        if (a == Math.rint(a)) {
            return make((long) a, 0);        // an integer: nothing after the point
        }
        long q = roundScaled(a, n);
        if (q < 0) {
            return null;
        }
        return q == 0 ? ZERO : make(q, -n);
    }

    /**
     * a * 10^n rounded to an integer (ties to even), exactly, by 128-bit arithmetic on
     * a = m * 2^e: for 0 <= n <= 18 and 0 <= a < 2^62; -1 when the result needs more than
     * 63 bits or the arguments are out of that range. Spares BigDecimal for the common
     * {@code '%.2f' % x} and {@code round(x, 2)}.
     */
    static long roundScaled(double a, int n) {
        if (n < 0 || n > 18 || !(a >= 0 && a < 0x1p62)) {
            return -1;
        }
        long bits = Double.doubleToRawLongBits(a);
        int be = (int) (bits >>> 52);
        long m = bits & T_MASK;
        int e;
        if (be == 0) {
            e = Q_MIN;
        } else {
            m |= C_MIN;
            e = be - 1075;
        }
        long p = POW10[n];
        long hi = Math.multiplyHigh(m, p);   // both factors positive: hi:lo is the product
        long lo = m * p;
        if (e >= 0) {
            if (hi != 0 || lo < 0 || e >= 63 || (lo >>> (63 - e)) != 0) {
                return -1;
            }
            return lo << e;
        }
        int sh = -e;
        if (sh > 114) {
            return 0;                        // m * 10^n < 2^113 is below half of 2^sh
        }
        long q;
        int cmp;
        if (sh >= 64) {
            int s = sh - 64;
            q = hi >>> s;
            long rhi = s == 0 ? 0 : hi & ((1L << s) - 1);
            long halfHi = s == 0 ? 0 : 1L << (s - 1);
            long halfLo = s == 0 ? 1L << 63 : 0;
            cmp = rhi != halfHi ? Long.compareUnsigned(rhi, halfHi)
                    : Long.compareUnsigned(lo, halfLo);
        } else {
            if ((hi >>> sh) != 0) {
                return -1;                   // the quotient needs more than 64 bits
            }
            q = (hi << (64 - sh)) | (lo >>> sh);
            if (q < 0 || q == Long.MAX_VALUE) {
                return -1;
            }
            cmp = Long.compareUnsigned(lo & ((1L << sh) - 1), 1L << (sh - 1));
        }
        if (cmp > 0 || (cmp == 0 && (q & 1) != 0)) {
            q++;
        }
        return q;
    }

    private static Result fromBigDecimal(BigDecimal b) {
        if (b.signum() == 0) {
            return ZERO;
        }
        BigInteger u = b.unscaledValue();
        int scale = b.scale();
        String d = u.toString();
        int end = d.length();
        while (end > 1 && d.charAt(end - 1) == '0') {
            end--;
        }
        int decpt = d.length() - scale;
        return new Result(end == d.length() ? d : d.substring(0, end), decpt);
    }
}
