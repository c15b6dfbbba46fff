package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Libm against glibc's results (as CPython 3.13 on glibc 2.36 gives them), bit for bit. */
class LibmTest {

    private static void same(double want, double have) {
        assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(have),
                () -> "expected " + Double.toHexString(want) + ", got "
                        + Double.toHexString(have));
    }

    @Test
    void hypotRoundsAsTheCLibrary() {
        // abs(complex(x, y)).hex() in CPython
        same(0x1.4000000000000p+2, Libm.hypot(3.0, 4.0));
        same(0x1.6a09e667f3bcdp+0, Libm.hypot(1.0, 1.0));
        same(0x1.6a09e667f3bcdp-3, Libm.hypot(0.125, 0.125));
        same(0x1.92c80954c51f5p+1023, Libm.hypot(1e308, 1e308));
        same(0x0.03a365ff2ea11p-1022, Libm.hypot(1e-310, 3e-310));
        same(0x1.4000000000000p+1, Libm.hypot(2.5, 1e-20));
        same(0x1.23e2896280f23p+0, Libm.hypot(0.7, 0.9));
        same(0x1.eed4dabefa6c0p+6, Libm.hypot(123.456, -7.89));
        same(0x0.0000000000001p-1022, Libm.hypot(5e-324, 5e-324));
        same(0x1.4e718d7d7625ap+664, Libm.hypot(1e200, 1e-200));
        same(Double.POSITIVE_INFINITY, Libm.hypot(Double.NaN, Double.NEGATIVE_INFINITY));
        same(Double.NaN, Libm.hypot(Double.NaN, 1.0));
        same(Double.POSITIVE_INFINITY, Libm.hypot(Double.MAX_VALUE, Double.MAX_VALUE));
        same(0x1.23e2896280f23p+0, Libm.hypot(-0.9, 0.7));
    }

    @Test
    void atan2RoundsCorrectly() {
        same(0x1.dac670561bb4fp-1, Libm.atan2(4.0, 3.0));
        same(0x1.921fb54442d18p-1, Libm.atan2(1.0, 1.0));
        same(0x1.921fb54442d18p-1, Libm.atan2(1e308, 1e308));
        same(0x1.3fc176b7a8560p+0, Libm.atan2(3e-310, 1e-310));
        same(0x1.2e3b40a0e9b4fp-68, Libm.atan2(1e-20, 2.5));
        same(0x1.d1cb2a799b306p-1, Libm.atan2(0.9, 0.7));
        same(-0x1.056adba485b20p-4, Libm.atan2(-7.89, 123.456));
        same(0x1.2d0ead6066395p-1, Libm.atan2(2.0, 3.0));
        same(-0x1.0468a8ace4df6p+1, Libm.atan2(-0.5, -0.25));
        // tiny ratios: pi/2 and pi round down, past the last bit of the ratio
        same(0x1.921fb54442d18p+0, Libm.atan2(1.5768856396650893e+308, -3.1845935000665104));
        same(-0x1.921fb54442d18p+1, Libm.atan2(-1e-300, -1.0));
        same(0x1.921fb54442d18p+0, Libm.atan2(1.0, -1e-300));
        same(0.0, Libm.atan2(1e-200, 1e200));
        same(-0x1.0p-1000, Libm.atan2(-0x1.0p-1000, 1.0));
        // C99's special cases
        same(Math.PI, Libm.atan2(0.0, -0.0));
        same(-0.0, Libm.atan2(-0.0, 1.0));
        same(-0.75 * Math.PI, Libm.atan2(Double.NEGATIVE_INFINITY, Double.NEGATIVE_INFINITY));
        same(Double.NaN, Libm.atan2(Double.NaN, 1.0));
    }

    @Test
    void hyperbolicFunctions() {
        // math.sinh, math.cosh, math.tanh in CPython
        same(0x1.0acd00fe63b97p-1, Libm.sinh(0.5));
        same(0x1.20ac1862ae8d0p+0, Libm.cosh(0.5));
        same(0x1.d9353d7568af3p-2, Libm.tanh(0.5));
        same(-0x1.108c3aabd6a60p+1, Libm.sinh(-1.5));
        same(0x1.2d1bc21e22022p+1, Libm.cosh(-1.5));
        same(-0x1.cf6f9786df577p-1, Libm.tanh(-1.5));
        same(0x1.40926e70949aep+3, Libm.sinh(3.0));
        same(0x1.422a497d6185ep+3, Libm.cosh(3.0));
        same(0x1.0c3d3920962c9p+35, Libm.sinh(25.0));
        same(-0x1.d945df4f8ec8ep+1008, Libm.sinh(-700.0));
        same(0x1.d945df4f8ec8ep+1008, Libm.cosh(-700.0));
        same(0x1.3e21a464507fap+1023, Libm.cosh(710.0));
        same(Double.POSITIVE_INFINITY, Libm.cosh(711.0));
        same(Double.NEGATIVE_INFINITY, Libm.sinh(-711.0));
        same(-1.0, Libm.tanh(-700.0));
        same(-0.0, Libm.sinh(-0.0));
        same(-0.0, Libm.tanh(-0.0));
        same(1.0, Libm.tanh(Double.POSITIVE_INFINITY));
        same(Double.NaN, Libm.cosh(Double.NaN));
    }
}
