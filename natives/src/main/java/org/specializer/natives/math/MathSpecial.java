package org.specializer.natives.math;

import java.math.BigInteger;

/**
 * The real functions of {@code math} that {@code java.lang.Math} lacks: inverse hyperbolic
 * functions, log2, erf/erfc, and gamma/lgamma. The double results are within a few ulps of the
 * exact values (CPython takes erf and the inverse hyperbolics from the C library, so last bits
 * may differ); gamma of a small positive integer is exact.
 *
 * <p>Domain and range errors are raised here as {@code math} raises them.
 */
public final class MathSpecial {
    private MathSpecial() {}

    private static final double LN2 = 0.6931471805599453;
    private static final double TWO_POW_28 = 0x1p28;
    private static final double TWO_POW_M28 = 0x1p-28;

    // ------------------------------------------------------------------ log2 and log10

    private static final double LN2_LO = 2.3190468138462996e-17;
    private static final double INV_LN2 = 1.4426950408889634;
    private static final double INV_LN2_LO = 2.0355273740931033e-17;
    private static final double INV_LN10 = 0.4342944819032518;
    private static final double SQRT2 = 1.4142135623730951;

    /**
     * ln(x) for finite x > 0 as a double-double {hi, lo}: x = m 2^e with m in [sqrt(1/2),
     * sqrt(2)], ln(m) = 2 atanh(s) with s = (m - 1) / (m + 1) (|s| < 0.172) from its series,
     * the leading term carried to twice the precision. Accurate to about 2^-100, so the
     * logarithms in other bases round correctly but for rare near-halfway cases, and exact
     * results (log2 of a power of two, log10(1000)) come out exact.
     */
    private static double[] lnDD(double x) {
        int e = Math.getExponent(x);
        if (e == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(x * 0x1p54) - 54;
        }
        double m = Math.scalb(x, -e);
        if (m > SQRT2) {
            m *= 0.5;
            e++;
        }
        double f = m - 1.0;                      // exact (Sterbenz)
        double g = m + 1.0;
        double gl = m - (g - 1.0);               // g + gl = m + 1 exactly
        double q = f / g;
        double ql = (Math.fma(-q, g, f) - q * gl) / (g + gl);
        double q2 = q * q;
        double tail = q2 * (2.0 / 3 + q2 * (2.0 / 5 + q2 * (2.0 / 7 + q2 * (2.0 / 9
                + q2 * (2.0 / 11 + q2 * (2.0 / 13 + q2 * (2.0 / 15 + q2 * (2.0 / 17
                + q2 * (2.0 / 19 + q2 * (2.0 / 21 + q2 * (2.0 / 23 + q2 * (2.0 / 25))))))))))));
        double mh = 2 * q;
        double ml = 2 * ql + q * tail;
        // plus e ln(2), the product's rounding error kept by fma
        double a = e * LN2;
        double al = Math.fma(e, LN2, -a) + e * LN2_LO;
        double hi = a + mh;
        double err = Math.abs(a) >= Math.abs(mh) ? (a - hi) + mh : (mh - hi) + a;
        double lo = err + al + ml;
        double h2 = hi + lo;
        return new double[] {h2, lo - (h2 - hi)};
    }

    /** The double nearest (hi + lo) * (c + cl). */
    private static double timesDD(double[] v, double c, double cl) {
        double p = v[0] * c;
        double pl = Math.fma(v[0], c, -p) + (v[0] * cl + v[1] * c);
        return p + pl;
    }

    /** log2(x) for x > 0 (inf and nan pass through). */
    static double log2(double x) {
        if (!(x > 0) || Double.isInfinite(x)) {
            return x > 0 ? x : x == 0 ? Double.NEGATIVE_INFINITY : Double.NaN;
        }
        return timesDD(lnDD(x), INV_LN2, INV_LN2_LO);
    }

    private static final double LOG10_2_HI = 3.01029995663611771306e-01;
    private static final double LOG10_2_LO = 3.69423907715893078616e-13;

    /**
     * log10(x) for x > 0 (inf and nan pass through), computed the way the C library under
     * CPython on Linux does (fdlibm's reduction: k log10(2) split in two parts plus
     * log(m) / ln(10) for m in [1, 2) or [1/2, 1)), which is not always correctly rounded: a
     * more accurate result would print differently from CPython about once in five. Exact
     * for powers of ten.
     */
    static double log10(double x) {
        if (!(x > 0) || Double.isInfinite(x)) {
            return x > 0 ? x : x == 0 ? Double.NEGATIVE_INFINITY : Double.NaN;
        }
        long bits = Double.doubleToRawLongBits(x);
        int k = 0;
        if ((bits >>> 52) == 0) {
            bits = Double.doubleToRawLongBits(x * 0x1p54);     // subnormal: normalize
            k = -54;
        }
        k += (int) (bits >>> 52) - 1023;
        int i = k < 0 ? 1 : 0;
        double y = k + i;
        double m = Double.longBitsToDouble((bits & ((1L << 52) - 1)) | ((long) (0x3ff - i) << 52));
        double z = y * LOG10_2_LO + INV_LN10 * Math.log(m);
        return z + y * LOG10_2_HI;
    }

    public static double asinh(double x) {
        double a = Math.abs(x);
        if (!Double.isFinite(a) || a < TWO_POW_M28) {
            return x;                        // nan, inf, and tiny values where asinh(x) = x
        }
        double r;
        if (a > TWO_POW_28) {
            r = Math.log(a) + LN2;           // sqrt(x^2 + 1) = |x| to double precision
        } else if (a > 2.0) {
            r = Math.log(2.0 * a + 1.0 / (Math.sqrt(a * a + 1.0) + a));
        } else {
            double t = a * a;
            r = Math.log1p(a + t / (1.0 + Math.sqrt(1.0 + t)));
        }
        return Math.copySign(r, x);
    }

    static double acosh(double x) {
        if (x != x) {
            return x;
        }
        if (x < 1.0) {
            return Double.NaN;
        }
        if (x > TWO_POW_28) {
            return Double.isInfinite(x) ? x : Math.log(x) + LN2;
        }
        if (x > 2.0) {
            return Math.log(2.0 * x - 1.0 / (x + Math.sqrt(x * x - 1.0)));
        }
        double t = x - 1.0;
        return Math.log1p(t + Math.sqrt(2.0 * t + t * t));
    }

    static double atanh(double x) {
        double a = Math.abs(x);
        if (a != a) {
            return x;
        }
        if (a > 1.0) {
            return Double.NaN;
        }
        if (a == 1.0) {
            return Math.copySign(Double.POSITIVE_INFINITY, x);
        }
        if (a < TWO_POW_M28) {
            return x;
        }
        double r;
        if (a < 0.5) {
            double t = a + a;
            r = 0.5 * Math.log1p(t + t * a / (1.0 - a));
        } else {
            r = 0.5 * Math.log1p((a + a) / (1.0 - a));
        }
        return Math.copySign(r, x);
    }

    // ------------------------------------------------------------------ erf and erfc

    private static final double TWO_OVER_SQRT_PI = 1.1283791670955126;
    private static final double ONE_OVER_SQRT_PI = 0.5641895835477563;
    /** Below it the power series, above it the continued fraction. */
    private static final double ERF_SPLIT = 1.5;

    /** e^(-x^2), with x^2 split exactly (by fma) so its rounding does not spoil the result. */
    private static double expMinusSquare(double x) {
        double hi = x * x;
        double lo = Math.fma(x, x, -hi);
        return Math.exp(-hi) * (1.0 - lo);
    }

    private static final double TWO_OVER_SQRT_PI_LO = 1.533545961316588e-17;

    /**
     * erf(x) for |x| < 1.5 by its Taylor series (2/sqrt(pi)) sum (-1)^n x^(2n+1) / (n! (2n+1)),
     * summed with Kahan's compensation and scaled in double-double: within two ulps.
     */
    private static double erfSeries(double x) {
        double x2 = x * x;
        double p = x;
        double sum = x;
        double c = 0.0;
        for (int n = 1; n < 100; n++) {
            p *= -x2 / n;
            double term = p / (2 * n + 1);
            double y = term - c;
            double t = sum + y;
            c = (t - sum) - y;
            sum = t;
            if (Math.abs(term) < 1e-18 * Math.abs(sum)) {
                break;
            }
        }
        double hi = sum * TWO_OVER_SQRT_PI;
        double lo = Math.fma(sum, TWO_OVER_SQRT_PI, -hi)
                + (sum * TWO_OVER_SQRT_PI_LO - c * TWO_OVER_SQRT_PI);
        return hi + lo;
    }

    private static final double ONE_OVER_SQRT_PI_LO = 7.66772980658294e-18;

    /**
     * erfc(x) for x >= 0.5 by the even contraction of Laplace's continued fraction,
     * x e^(-x^2) / sqrt(pi) / (x^2 + 1/2 - 1(1/2) / (x^2 + 5/2 - 2(3/2) / (x^2 + 9/2 - ...))),
     * evaluated backward from a fixed depth in double-double arithmetic, as is the final
     * quotient, so that only e^(-x^2) and the last rounding contribute error.
     */
    private static double erfcContinuedFraction(double x) {
        if (x >= 30.0) {
            return 0.0;                      // below the smallest subnormal
        }
        // it converges fast for large x, slowly near 0.5: depths measured for full precision
        int depth = x >= 1.5 ? 60 : x >= 1.0 ? 120 : x >= 0.7 ? 220 : 450;
        double x2 = x * x;
        double x2l = Math.fma(x, x, -x2);
        double fh = x2 + 2 * depth + 0.5;
        double fl = 0.0;
        for (int k = depth; k >= 1; k--) {
            double a = k * (k - 0.5);        // exact, as is c below
            double q = a / fh;
            double ql = (Math.fma(-q, fh, a) - q * fl) / fh;
            double c = 2 * (k - 1) + 0.5;
            double s1 = x2 + c;              // x2 + c - q with the rounding errors kept
            double bv = s1 - x2;
            double e1 = (x2 - (s1 - bv)) + (c - bv);
            double s2 = s1 - q;
            double bq = s2 - s1;
            double e2 = (s1 - (s2 - bq)) + (-q - bq);
            double lo = e1 + e2 + x2l - ql;
            fh = s2 + lo;
            fl = lo - (fh - s2);
        }
        double e = expMinusSquare(x);
        double n = x * e;
        double nl = Math.fma(x, e, -n);
        double p = n * ONE_OVER_SQRT_PI;
        double pl = Math.fma(n, ONE_OVER_SQRT_PI, -p) + n * ONE_OVER_SQRT_PI_LO
                + nl * ONE_OVER_SQRT_PI;
        double r = p / fh;
        double rl = (Math.fma(-r, fh, p) + pl - r * fl) / fh;
        return r + rl;
    }

    static double erf(double x) {
        if (x != x || x == 0) {
            return x;   // (erf(-0.0) is -0.0)
        }
        double a = Math.abs(x);
        if (a < ERF_SPLIT) {
            return erfSeries(x);
        }
        double cf = erfcContinuedFraction(a);
        return x > 0 ? 1.0 - cf : cf - 1.0;
    }

    static double erfc(double x) {
        if (x != x) {
            return x;
        }
        double a = Math.abs(x);
        if (a < 0.5 || (x < 0 && a < ERF_SPLIT)) {
            return 1.0 - erfSeries(x);       // little cancellation: the result is above 0.47
        }
        double cf = erfcContinuedFraction(a);
        return x > 0 ? cf : 2.0 - cf;
    }

    // ------------------------------------------------------------------ gamma

    /*
     * Lanczos approximation with N = 13 and g = 6.024680040776729583740234375, the published
     * coefficients CPython and Boost use for doubles:
     * gamma(x) = L(x) (x + g - 1/2)^(x - 1/2) / e^(x + g - 1/2), with L a rational function
     * whose denominator is x (x + 1) ... (x + 11).
     */
    private static final double LANCZOS_G = 6.024680040776729583740234375;
    private static final double LANCZOS_G_MINUS_HALF = 5.524680040776729583740234375;
    /** Numerator coefficients, constant term first. */
    private static final double[] LANCZOS_NUM = {
        23531376880.410759688572007674451636754734846804940,
        42919803642.649098768957899047001988850926355848959,
        35711959237.355668049440185451547166705960488635843,
        17921034426.037209699919755754458931112671403265390,
        6039542586.3520280050642916443072979210699388420708,
        1439720407.3117216736632230727949123939715485786772,
        248874557.86205415651146038641322942321632125127801,
        31426415.585400194380614231628318205362874684987640,
        2876370.6289353724412254090516208496135991145378768,
        186056.26539522349504029498971604569928220784236328,
        8071.6720023658162106380029022722506138218516325024,
        210.82427775157934587250973392071336271166969580291,
        2.5066282746310002701649081771338373386264310793408,
    };
    /** Denominator coefficients, constant term first: x(x+1)...(x+11) expanded. */
    private static final double[] LANCZOS_DEN = {
        0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0, 13339535.0,
        2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
    };

    /** L(x) for x > 0; evaluated in 1/x for large x so the powers do not overflow. */
    private static double lanczosSum(double x) {
        double num = 0.0;
        double den = 0.0;
        int n = LANCZOS_NUM.length;
        if (x < 5.0) {
            for (int i = n - 1; i >= 0; i--) {
                num = num * x + LANCZOS_NUM[i];
                den = den * x + LANCZOS_DEN[i];
            }
        } else {
            for (int i = 0; i < n; i++) {
                num = num / x + LANCZOS_NUM[i];
                den = den / x + LANCZOS_DEN[i];
            }
        }
        return num / den;
    }

    /** Gamma of 1..23: (n-1)!, exactly representable as doubles. */
    private static final double[] GAMMA_INTEGRAL = new double[23];

    static {
        BigInteger f = BigInteger.ONE;
        for (int n = 1; n <= 23; n++) {
            GAMMA_INTEGRAL[n - 1] = f.doubleValue();
            f = f.multiply(BigInteger.valueOf(n));
        }
    }

    /** sin(pi x) for finite x, with the reduction done exactly. */
    static double sinpi(double x) {
        double y = Math.abs(x) % 2.0;
        int n = (int) Math.rint(2.0 * y);
        double r;
        switch (n) {
            case 0:
                r = Math.sin(Math.PI * y);
                break;
            case 1:
                r = Math.cos(Math.PI * (y - 0.5));
                break;
            case 2:
                r = Math.sin(Math.PI * (1.0 - y));
                break;
            case 3:
                r = -Math.cos(Math.PI * (y - 1.5));
                break;
            default:
                r = Math.sin(Math.PI * (y - 2.0));
                break;
        }
        return Math.copySign(1.0, x) * r;
    }

    static double gamma(double x) {
        if (!Double.isFinite(x)) {
            if (x != x || x > 0) {
                return x;
            }
            throw MathModule.domainError();
        }
        if (x == 0) {
            throw MathModule.domainError();
        }
        if (x == Math.floor(x)) {
            if (x < 0) {
                throw MathModule.domainError();
            }
            if (x <= GAMMA_INTEGRAL.length) {
                return GAMMA_INTEGRAL[(int) x - 1];
            }
        }
        double a = Math.abs(x);
        if (a < 1e-20) {
            double r = 1.0 / x;
            if (Double.isInfinite(r)) {
                throw MathModule.rangeError();
            }
            return r;
        }
        if (a > 200.0) {
            if (x < 0) {
                return 0.0 / sinpi(x);           // underflows to a signed zero
            }
            throw MathModule.rangeError();
        }
        double y = a + LANCZOS_G_MINUS_HALF;
        // The rounding error of y, exactly (Sterbenz), corrects the result to first order.
        double err = a > LANCZOS_G_MINUS_HALF ? (y - a) - LANCZOS_G_MINUS_HALF
                : (y - LANCZOS_G_MINUS_HALF) - a;
        double corr = err * LANCZOS_G / y;
        double r;
        if (x < 0) {
            r = -Math.PI / sinpi(a) / a * Math.exp(y) / lanczosSum(a);
            r -= corr * r;
            if (a < 140.0) {
                r /= Math.pow(y, a - 0.5);
            } else {
                double half = Math.pow(y, a / 2.0 - 0.25);
                r /= half;
                r /= half;
            }
        } else {
            r = lanczosSum(a) / Math.exp(y);
            r += corr * r;
            if (a < 140.0) {
                r *= Math.pow(y, a - 0.5);
            } else {
                double half = Math.pow(y, a / 2.0 - 0.25);
                r *= half;
                r *= half;
            }
        }
        if (Double.isInfinite(r)) {
            throw MathModule.rangeError();
        }
        return r;
    }

    static double lgamma(double x) {
        if (!Double.isFinite(x)) {
            return x != x ? x : Double.POSITIVE_INFINITY;
        }
        if (x == Math.floor(x) && x <= 2.0) {
            if (x <= 0.0) {
                throw MathModule.domainError();
            }
            return 0.0;                          // lgamma(1) = lgamma(2) = 0
        }
        double a = Math.abs(x);
        if (a < 1e-20) {
            return -Math.log(a);
        }
        double r = Math.log(lanczosSum(a)) - LANCZOS_G;
        r += (a - 0.5) * (Math.log(a + LANCZOS_G - 0.5) - 1);
        if (x < 0.0) {
            r = Math.log(Math.PI) - Math.log(Math.abs(sinpi(a))) - Math.log(a) - r;
        }
        if (Double.isInfinite(r)) {
            throw MathModule.rangeError();
        }
        return r;
    }
}
