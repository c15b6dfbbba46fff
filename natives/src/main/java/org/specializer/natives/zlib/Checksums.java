package org.specializer.natives.zlib;

import java.util.zip.CRC32;

/**
 * CRC-32 and Adler-32 with a running value, as zlib's {@code crc32()} and {@code adler32()}:
 * the value of a checksum over {@code A + B} from the value over {@code A} and the bytes of
 * {@code B}. Shared by {@code zlib} and {@code binascii}.
 *
 * <p>{@link CRC32} (an intrinsic on most JVMs) cannot start from a value, so the running CRC is
 * the JDK's CRC of the new bytes combined with the previous value, zlib's
 * {@code crc32_combine}: multiplying by x^(8n) modulo the CRC polynomial takes O(log n) steps.
 */
public final class Checksums {
    private Checksums() {}

    /** The CRC-32 polynomial, reflected. */
    private static final int POLY = 0xedb88320;
    /** {@code X2N[k]} is x^(2^k) modulo the polynomial. */
    private static final int[] X2N = new int[32];

    static {
        int p = 1 << 30; // x^1
        X2N[0] = p;
        for (int n = 1; n < 32; n++) {
            X2N[n] = p = multModP(p, p);
        }
    }

    /** {@code a * b} modulo the polynomial (bit-reflected). Compare zlib crc32.c: {@code multmodp}. */
    private static int multModP(int a, int b) {
        int m = 1 << 31;
        int p = 0;
        for (;;) {
            if ((a & m) != 0) {
                p ^= b;
                if ((a & (m - 1)) == 0) {
                    break;
                }
            }
            m >>>= 1;
            b = (b & 1) != 0 ? (b >>> 1) ^ POLY : b >>> 1;
        }
        return p;
    }

    /** x^(n * 2^k) modulo the polynomial. Compare zlib crc32.c: {@code x2nmodp}. */
    private static int x2nModP(long n, int k) {
        int p = 1 << 31; // x^0
        while (n != 0) {
            if ((n & 1) != 0) {
                p = multModP(X2N[k & 31], p);
            }
            n >>>= 1;
            k++;
        }
        return p;
    }

    /** The CRC of {@code A + B} from the CRCs of both and the length of B. */
    static int crc32Combine(int crc1, int crc2, long len2) {
        return multModP(x2nModP(len2, 3), crc1) ^ crc2;
    }

    /** CRC-32 of {@code buf[off .. off+len)} continuing from {@code crc}, unsigned. */
    public static long crc32(int crc, byte[] buf, int off, int len) {
        CRC32 c = new CRC32();
        c.update(buf, off, len);
        int fresh = (int) c.getValue();
        int r = crc == 0 ? fresh : crc32Combine(crc, fresh, len);
        return r & 0xffffffffL;
    }

    private static final int BASE = 65521;
    private static final int NMAX = 5552;

    /**
     * Adler-32 of {@code buf[off .. off+len)} continuing from {@code adler}, unsigned, with
     * zlib's reductions (which decide the answer for starting values not reduced modulo 65521).
     * Compare zlib adler32.c: {@code adler32_z}.
     */
    public static long adler32(long adler, byte[] buf, int off, int len) {
        long sum2 = (adler >>> 16) & 0xffff;
        adler &= 0xffff;
        if (len == 1) {
            adler += buf[off] & 0xff;
            if (adler >= BASE) {
                adler -= BASE;
            }
            sum2 += adler;
            if (sum2 >= BASE) {
                sum2 -= BASE;
            }
            return adler | (sum2 << 16);
        }
        if (len < 16) {
            for (int i = 0; i < len; i++) {
                adler += buf[off + i] & 0xff;
                sum2 += adler;
            }
            if (adler >= BASE) {
                adler -= BASE;
            }
            sum2 %= BASE;
            return adler | (sum2 << 16);
        }
        int p = off;
        int end = off + len;
        while (end - p >= NMAX) {
            for (int stop = p + NMAX; p < stop; p++) {
                adler += buf[p] & 0xff;
                sum2 += adler;
            }
            adler %= BASE;
            sum2 %= BASE;
        }
        if (p < end) {
            for (; p < end; p++) {
                adler += buf[p] & 0xff;
                sum2 += adler;
            }
            adler %= BASE;
            sum2 %= BASE;
        }
        return adler | (sum2 << 16);
    }
}
