package org.specializer.core.modules;

import java.math.BigInteger;

/**
 * The real functions of {@code math} that {@code java.lang.Math} lacks: inverse hyperbolic
 * functions, log2, erf/erfc, and gamma/lgamma. The double results are within a few ulps of the
 * exact values (CPython takes erf and the inverse hyperbolics from the C library, so last bits
 * may differ); gamma of a small positive integer is exact.
 *
 * <p>Domain and range errors are raised here as {@code math} raises them.
 */
final class MathSpecial {
    private MathSpecial() {}

    private static final double LN2 = 0.6931471805599453;
    private static final double SQRT_HALF = 0.7071067811865476;
    private static final double TWO_POW_28 = 0x1p28;
    private static final double TWO_POW_M28 = 0x1p-28;

    /** log2(x) for x > 0: exact for powers of two. */
    static double log2(double x) {
        if (!(x > 0) || Double.isInfinite(x)) {
            return x > 0 ? x : x == 0 ? Double.NEGATIVE_INFINITY : Double.NaN;
        }
        int e = Math.getExponent(x);
        if (e == Double.MIN_EXPONENT - 1) {
            e = Math.getExponent(x * 0x1p54) - 54;
        }
        double m = Math.scalb(x, -e);        // [1, 2)
        if (m > 1 / SQRT_HALF) {
            m *= 0.5;                        // [sqrt(1/2), sqrt(2)): log(m) stays small
            e += 1;
        }
        return e + Math.log(m) / LN2;
    }

    static double asinh(double x) {
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

    /**
     * erf(x) for |x| < 1.5 by the series (2/sqrt(pi)) e^(-x^2) sum 2^n x^(2n+1) / (2n+1)!!,
     * whose terms are all positive.
     */
    private static double erfSeries(double x) {
        double x2 = x * x;
        double term = x;
        double sum = x;
        for (int n = 0; n < 80; n++) {
            term *= 2.0 * x2 / (2 * n + 3);
            sum += term;
            if (Math.abs(term) < 1e-17 * Math.abs(sum)) {
                break;
            }
        }
        return TWO_OVER_SQRT_PI * expMinusSquare(x) * sum;
    }

    /**
     * erfc(x) for x >= 0.5 by the even contraction of Laplace's continued fraction,
     * x e^(-x^2) / sqrt(pi) / (x^2 + 1/2 - 1(1/2) / (x^2 + 5/2 - 2(3/2) / (x^2 + 9/2 - ...))),
     * evaluated from a fixed depth backward.
     */
    private static double erfcContinuedFraction(double x) {
        if (x >= 30.0) {
            return 0.0;                      // below the smallest subnormal
        }
        // it converges fast for large x, slowly near 0.5: depths measured for full precision
        int depth = x >= 1.5 ? 60 : x >= 1.0 ? 120 : x >= 0.7 ? 220 : 450;
        double x2 = x * x;
        double f = x2 + 2 * depth + 0.5;
        for (int k = depth; k >= 1; k--) {
            f = x2 + 2 * (k - 1) + 0.5 - k * (k - 0.5) / f;
        }
        return x * ONE_OVER_SQRT_PI * expMinusSquare(x) / f;
    }

    static double erf(double x) {
        if (x != x) {
            return x;
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
