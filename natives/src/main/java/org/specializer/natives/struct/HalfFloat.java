package org.specializer.natives.struct;

import org.specializer.api.Py;

/**
 * IEEE 754 binary16, the {@code e} format: doubles rounded to half precision (round half to
 * even) and back. Compare CPython floatobject.c: {@code PyFloat_Pack2} and
 * {@code PyFloat_Unpack2}.
 */
final class HalfFloat {
    private HalfFloat() {}

    /** The 16 bits of {@code x}; OverflowError when it is finite and too large. */
    static int pack(double x) {
        int sign;
        int e;
        int bits;
        if (x == 0.0) {
            sign = Double.doubleToRawLongBits(x) < 0 ? 1 : 0;
            e = 0;
            bits = 0;
        } else if (Double.isInfinite(x)) {
            sign = x < 0.0 ? 1 : 0;
            e = 0x1f;
            bits = 0;
        } else if (Double.isNaN(x)) {
            sign = Double.doubleToRawLongBits(x) < 0 ? 1 : 0;
            e = 0x1f;
            bits = 512;
        } else {
            sign = x < 0.0 ? 1 : 0;
            if (sign == 1) {
                x = -x;
            }
            // frexp: x = f * 2**e with 0.5 <= f < 1
            int scale = 0;
            if (x < Double.MIN_NORMAL) {
                x *= 0x1p54;
                scale = 54;
            }
            e = Math.getExponent(x) + 1;
            double f = Math.scalb(x, -e);
            e -= scale;
            // normalize f to [1.0, 2.0)
            f *= 2.0;
            e--;
            if (e >= 16) {
                throw overflow();
            } else if (e < -25) {
                f = 0.0;
                e = 0;
            } else if (e < -14) {
                f = Math.scalb(f, 14 + e);
                e = 0;
            } else {
                e += 15;
                f -= 1.0;
            }
            f *= 1024.0;
            bits = (int) f;
            if (f - bits > 0.5 || (f - bits == 0.5 && bits % 2 == 1)) {
                ++bits;
                if (bits == 1024) {
                    bits = 0;
                    ++e;
                    if (e == 31) {
                        throw overflow();
                    }
                }
            }
        }
        return bits | (e << 10) | (sign << 15);
    }

    private static RuntimeException overflow() {
        return Py.overflowError("float too large to pack with e format");
    }

    /** The double the 16 bits {@code h} stand for. */
    static double unpack(int h) {
        int sign = (h >> 15) & 1;
        int e = (h >> 10) & 0x1f;
        int f = h & 0x3ff;
        if (e == 0x1f) {
            if (f == 0) {
                return sign == 1 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            }
            return Double.longBitsToDouble(sign == 1 ? 0xfff8000000000000L
                    : 0x7ff8000000000000L);
        }
        double x = f / 1024.0;
        if (e == 0) {
            e = -14;
        } else {
            x += 1.0;
            e -= 15;
        }
        x = Math.scalb(x, e);
        return sign == 1 ? -x : x;
    }
}
