package org.specializer.api;

/**
 * Results of the C library's {@code hypot}, {@code atan2}, {@code cosh}, {@code sinh} and
 * {@code tanh}, for the code that follows CPython where it calls them (complex numbers,
 * {@code cmath}).
 *
 * <p>glibc's versions round correctly (hypot, atan2) or nearly so (cosh, sinh, tanh, computed
 * from its exp and expm1); {@code java.lang.Math}'s are fdlibm's and differ from them in the
 * last bit of between one result in twenty (cosh) and one in six (atan2), which shows in
 * {@code repr}. The other elementary functions of {@code java.lang.Math} (sin, cos, exp, log,
 * pow...) agree with glibc's in all but a few results in a thousand and are used as they are.
 */
public final class Libm {
    private Libm() {}

    // ------------------------------------------------------------------ hypot

    /**
     * {@code sqrt(x*x + y*y)} without undue overflow or underflow: the sum in double
     * precision, then one correction of the square root from the exact error terms (C. F.
     * Borges, "An Improved Algorithm for hypot(a,b)", 2019), with the operands scaled by a
     * power of two when very large or small. An infinite operand gives infinity, even beside
     * a NaN.
     */
    public static double hypot(double x, double y) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            if (Double.isInfinite(x) || Double.isInfinite(y)) {
                return Double.POSITIVE_INFINITY;
            }
            return x + y;
        }
        x = Math.abs(x);
        y = Math.abs(y);
        double ax = Math.max(x, y);
        double ay = Math.min(x, y);
        if (ax > 0x1p511) {
            if (ay <= ax * 0x1p-54) {
                return ax + ay;
            }
            return hypotKernel(ax * 0x1p-600, ay * 0x1p-600) / 0x1p-600;
        }
        if (ay < 0x1p-511) {
            if (ax >= ay / 0x1p-54) {
                return ax + ay;
            }
            return hypotKernel(ax / 0x1p-600, ay / 0x1p-600) * 0x1p-600;
        }
        if (ay <= ax * 0x1p-54) {
            return ax + ay;
        }
        return hypotKernel(ax, ay);
    }

    /** Borges' corrected square root for {@code ax >= ay}, neither huge nor tiny. */
    private static double hypotKernel(double ax, double ay) {
        double h = Math.sqrt(ax * ax + ay * ay);
        double t1;
        double t2;
        if (h <= 2.0 * ay) {
            double delta = h - ay;
            t1 = ax * (2.0 * delta - ax);
            t2 = (delta - 2.0 * (ax - ay)) * delta;
        } else {
            double delta = h - ax;
            t1 = 2.0 * delta * (ax - 2.0 * ay);
            t2 = (4.0 * delta - ay) * ay + delta * delta;
        }
        return h - (t1 + t2) / (2.0 * h);
    }

    // ------------------------------------------------------------------ atan2

    /** atan(k/64) for k = 0..64, each as a double and the double of its remainder. */
    private static final double[] ATAN_K64 = {
        0x0.0p+0, 0x0.0p+0, 0x1.fff555bbb729bp-7, -0x1.220c39d4dff50p-61,
        0x1.ffd55bba97625p-6, -0x1.5ec431444912cp-60, 0x1.7fb818430da2ap-5, -0x1.86ef8f794f105p-63,
        0x1.ff55bb72cfdeap-5, -0x1.c934d86d23f1dp-60, 0x1.3f59f0e7c559dp-4, 0x1.ac4ce285df847p-58,
        0x1.7ee182602f10fp-4, -0x1.cfb654c0c3d98p-58, 0x1.be39ebe6f07c3p-4, 0x1.f7b8f29a05987p-58,
        0x1.fd5ba9aac2f6ep-4, -0x1.cd37686760c17p-59, 0x1.1e1fafb043727p-3, -0x1.b485914dacf8cp-59,
        0x1.3d6eee8c6626cp-3, 0x1.61a3b0ce9281bp-57, 0x1.5c9811e3ec26ap-3, -0x1.054ab2c010f3dp-58,
        0x1.7b97b4bce5b02p-3, 0x1.347b0b4f881cap-58, 0x1.9a6a8e96c8626p-3, 0x1.cf601e7b4348ep-59,
        0x1.b90d7529260a2p-3, 0x1.17b10d2e0e5abp-61, 0x1.d77d5df205736p-3, 0x1.c648d1534597ep-57,
        0x1.f5b75f92c80ddp-3, 0x1.8ab6e3cf7afbdp-57, 0x1.09dc597d86362p-2, 0x1.62e47390cb865p-56,
        0x1.18bf5a30bf178p-2, 0x1.30ca4748b1bf9p-57, 0x1.278372057ef46p-2, -0x1.077cdd36dfc81p-56,
        0x1.362773707ebccp-2, -0x1.963a544b672d8p-57, 0x1.44aa436c2af0ap-2, -0x1.5d5e43c55b3bap-56,
        0x1.530ad9951cd4ap-2, -0x1.2566480884082p-57, 0x1.614840309cfe2p-2, -0x1.a725715711f00p-56,
        0x1.6f61941e4def1p-2, -0x1.c63aae6f6e918p-56, 0x1.7d5604b63b3f7p-2, 0x1.69c885c2b249ap-56,
        0x1.8b24d394a1b25p-2, 0x1.b6d0ba3748fa8p-56, 0x1.98cd5454d6b18p-2, 0x1.9e6c988fd0a77p-56,
        0x1.a64eec3cc23fdp-2, -0x1.24dec1b50b7ffp-56, 0x1.b3a911da65c6cp-2, 0x1.ae187b1ca5040p-56,
        0x1.c0db4c94ec9f0p-2, -0x1.cc1ce70934c34p-56, 0x1.cde53432c1351p-2, -0x1.a2cfa4418f1adp-56,
        0x1.dac670561bb4fp-2, 0x1.a2b7f222f65e2p-56, 0x1.e77eb7f175a34p-2, 0x1.0e53dc1bf3435p-56,
        0x1.f40dd0b541418p-2, -0x1.a3992dc382a23p-57, 0x1.0039c73c1a40cp-1, -0x1.b32c949c9d593p-55,
        0x1.0657e94db30d0p-1, -0x1.d5b495f6349e6p-56, 0x1.0c6145b5b43dap-1, 0x1.974fa13b5404fp-58,
        0x1.1255d9bfbd2a9p-1, -0x1.2bdaee1c0ee35p-58, 0x1.1835a88be7c13p-1, 0x1.c621cec00c301p-55,
        0x1.1e00babdefeb4p-1, -0x1.928df287a668fp-58, 0x1.23b71e2cc9e6ap-1, 0x1.c421c9f38224ep-57,
        0x1.2958e59308e31p-1, -0x1.09e73b0c6c087p-56, 0x1.2ee628406cbcap-1, 0x1.c5d5e9ff0cf8dp-55,
        0x1.345f01cce37bbp-1, 0x1.1021137c71102p-55, 0x1.39c391cd4171ap-1, -0x1.2304331d8bf46p-55,
        0x1.3f13fb89e96f4p-1, 0x1.ecf8b492644f0p-56, 0x1.445065b795b56p-1, -0x1.f76d0163f79c8p-56,
        0x1.4978fa3269ee1p-1, 0x1.2419a87f2a458p-56, 0x1.4e8de5bb6ec04p-1, 0x1.4a33dbeb3796cp-55,
        0x1.538f57b89061fp-1, -0x1.1bb74abda520cp-55, 0x1.587d81f732fbbp-1, -0x1.5e5c9d8c5a950p-56,
        0x1.5d58987169b18p-1, 0x1.0028e4bc5e7cap-57, 0x1.6220d115d7b8ep-1, -0x1.2b785350ee8c1p-57,
        0x1.66d663923e087p-1, -0x1.6ea6febe8bbbap-56, 0x1.6b798920b3d99p-1, -0x1.a80386188c50ep-55,
        0x1.700a7c5784634p-1, -0x1.8c34d25aadef6p-56, 0x1.748978fba8e0fp-1, 0x1.7b2a6165884a1p-59,
        0x1.78f6bbd5d315ep-1, 0x1.406a089803740p-55, 0x1.7d528289fa093p-1, 0x1.560821e2f3aa9p-55,
        0x1.819d0b7158a4dp-1, -0x1.bf76229d3b917p-56, 0x1.85d69576cc2c5p-1, 0x1.6b66e7fc8b8c3p-57,
        0x1.89ff5ff57f1f8p-1, -0x1.55b9a5e177a1bp-55, 0x1.8e17aa99cc05ep-1, -0x1.ec182ab042f61p-56,
        0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55
    };

    private static final double PI_HI = 0x1.921fb54442d18p+1;
    private static final double PI_LO = 0x1.1a62633145c07p-53;
    private static final double PI_2_HI = 0x1.921fb54442d18p+0;
    private static final double PI_2_LO = 0x1.1a62633145c07p-54;

    /**
     * The angle of the point (x, y), correctly rounded in all but rare cases. The ratio t of
     * the smaller to the larger coordinate is taken in double-double precision, its arctangent
     * as atan(k/64) (a table) plus the series of atan(u) for u = (t - k/64) / (1 + t k/64),
     * |u| <= 1/128, then moved to the right octant. Zeros, infinities and NaNs get C99's values
     * from {@code Math.atan2}.
     */
    public static double atan2(double y, double x) {
        double ax = Math.abs(x);
        double ay = Math.abs(y);
        if (!(ax > 0.0 && ay > 0.0 && ax < Double.POSITIVE_INFINITY
                && ay < Double.POSITIVE_INFINITY)) {
            return Math.atan2(y, x);
        }
        boolean swap = ay > ax;
        double num = swap ? ax : ay;
        double den = swap ? ay : ax;
        int e = Math.getExponent(den);
        num = Math.scalb(num, -e);
        den = Math.scalb(den, -e);
        double th = num / den;
        double[] t;
        if (th < 0x1p-900) {
            // atan(t) = t to far below an ulp
            if (!swap && x > 0.0) {
                return y / x;
            }
            t = new double[] {th, 0.0};
        } else {
            t = atanSmall(th, Math.fma(-th, den, num) / den);
        }
        if (swap) {
            t = sum(PI_2_HI, PI_2_LO, -t[0], -t[1]);
        }
        if (x < 0.0) {
            t = sum(PI_HI, PI_LO, -t[0], -t[1]);
        }
        double angle = t[0] + t[1];
        return y < 0.0 ? -angle : angle;
    }

    /** atan(th + tl) for 2^-900 <= t <= 1, as a double-double. */
    private static double[] atanSmall(double th, double tl) {
        // u = (t - c) / (1 + t c), c = k/64 next to t
        int k = (int) Math.rint(th * 64.0);
        double c = k / 64.0;
        double nh = th - c;                 // exact: th is within a factor of two of c, or c = 0
        double nl = tl;
        double p = th * c;
        double pl = Math.fma(th, c, -p) + tl * c;
        double dh = 1.0 + p;
        double dl = (p - (dh - 1.0)) + pl;  // the rounding error of 1 + p is exact, p <= 1
        double s = dh + dl;
        dl = dl - (s - dh);
        dh = s;
        double q1 = nh / dh;
        double q1d = q1 * dh;
        double r = ((nh - q1d) - Math.fma(q1, dh, -q1d)) + nl - q1 * dl;
        double q2 = r / dh;
        double uh = q1 + q2;
        double ul = q2 - (uh - q1);
        // atan(u) = u + u^3 (-1/3 + u^2/5 - ...), the tail in double precision
        double u2 = uh * uh;
        double tail = uh * u2 * (-1.0 / 3 + u2 * (1.0 / 5 + u2 * (-1.0 / 7 + u2 * (1.0 / 9
                + u2 * (-1.0 / 11 + u2 * (1.0 / 13))))));
        return sum(ATAN_K64[2 * k], ATAN_K64[2 * k + 1], uh, ul + tail);
    }

    /** (ah + al) + (bh + bl) as a normalized double-double. */
    private static double[] sum(double ah, double al, double bh, double bl) {
        double s = ah + bh;
        double bb = s - ah;
        double err = (ah - (s - bb)) + (bh - bb);
        err += al + bl;
        double h = s + err;
        return new double[] {h, err - (h - s)};
    }

    // ------------------------------------------------------------------ cosh and sinh

    /** The largest |x| whose cosh and sinh are finite (0x408633CE8FB9F87D). */
    private static final double OVERFLOW_THRESHOLD = Double.longBitsToDouble(0x408633CE8FB9F87DL);

    /**
     * cosh by fdlibm's method, as the C library computes it, over {@code Math.exp} and
     * {@code Math.expm1} (java.lang.Math's cosh uses fdlibm's own exp, less often right).
     */
    public static double cosh(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int ix = (int) (bits >>> 32) & 0x7fffffff;
        double ax = Math.abs(x);
        if (ix < 0x40360000) {                      // |x| < 22
            if (ix < 0x3fd62e43) {                  // |x| < ln2 / 2: 1 + expm1^2 / 2exp
                if (ix < 0x3c800000) {
                    return 1.0;
                }
                double t = Math.expm1(ax);
                double w = 1.0 + t;
                return 1.0 + (t * t) / (w + w);
            }
            double t = Math.exp(ax);
            return 0.5 * t + 0.5 / t;
        }
        if (ix < 0x40862e42) {                      // |x| < log(DBL_MAX)
            return 0.5 * Math.exp(ax);
        }
        if (ax <= OVERFLOW_THRESHOLD) {             // exp(|x| / 2)^2 / 2 still fits
            double w = Math.exp(0.5 * ax);
            double t = 0.5 * w;
            return t * w;
        }
        return x != x ? x : Double.POSITIVE_INFINITY;   // nan, inf, or overflow
    }

    /** tanh by fdlibm's method, as {@link #cosh}. */
    public static double tanh(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int ix = (int) (bits >>> 32) & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x != x ? x : bits < 0 ? -1.0 : 1.0;
        }
        double z;
        if (ix < 0x40360000) {                      // |x| < 22
            if (ix < 0x3c800000) {                  // |x| < 2^-55
                return x * (1.0 + x);
            }
            if (ix >= 0x3ff00000) {                 // |x| >= 1
                double t = Math.expm1(2.0 * Math.abs(x));
                z = 1.0 - 2.0 / (t + 2.0);
            } else {
                double t = Math.expm1(-2.0 * Math.abs(x));
                z = -t / (t + 2.0);
            }
        } else {
            z = 1.0;
        }
        return bits < 0 ? -z : z;
    }

    /** sinh by fdlibm's method, as {@link #cosh}. */
    public static double sinh(double x) {
        long bits = Double.doubleToRawLongBits(x);
        int ix = (int) (bits >>> 32) & 0x7fffffff;
        if (ix >= 0x7ff00000) {
            return x + x;
        }
        double h = bits < 0 ? -0.5 : 0.5;
        double ax = Math.abs(x);
        if (ix < 0x40360000) {                      // |x| < 22
            if (ix < 0x3e300000) {                  // |x| < 2^-28: sinh(x) = x
                return x;
            }
            double t = Math.expm1(ax);
            if (ix < 0x3ff00000) {
                return h * (2.0 * t - t * t / (t + 1.0));
            }
            return h * (t + t / (t + 1.0));
        }
        if (ix < 0x40862e42) {
            return h * Math.exp(ax);
        }
        if (ax <= OVERFLOW_THRESHOLD) {
            double w = Math.exp(0.5 * ax);
            double t = h * w;
            return t * w;
        }
        return x * Double.POSITIVE_INFINITY;
    }
}
