package org.specializer.api;

import java.math.BigInteger;

/**
 * CPython's hash functions for the types whose hashes programs can observe: ints (reduction
 * modulo the Mersenne prime 2^61 - 1), floats (the same reduction of the exact rational
 * value, so that {@code hash(2.0) == hash(2)}), and tuples (the xxHash-style combination
 * CPython uses since 3.8). Strings need only be stable within a run, because CPython
 * randomizes them; they get a mixed 64-bit hash of the text.
 */
public final class Hashing {
    private Hashing() {}

    /** 2^61 - 1, CPython's {@code _PyHASH_MODULUS}. */
    public static final long MODULUS = (1L << 61) - 1;
    public static final int BITS = 61;
    public static final long INF = 314159;
    private static final BigInteger BIG_MODULUS = BigInteger.valueOf(MODULUS);

    /** {@code hash(v)} for an int that fits in a long. */
    public static long hashLong(long v) {
        // |v| < 2^61 - 1 is its own residue: no division on the common path
        if (v > -MODULUS && v < MODULUS) {
            return v == -1 ? -2 : v;
        }
        long h;
        if (v >= 0) {
            h = v % MODULUS;
        } else if (v == Long.MIN_VALUE) {
            // |MIN_VALUE| = 2^63, and 2^63 mod (2^61-1) = 4
            h = -4;
        } else {
            h = -((-v) % MODULUS);
        }
        return h == -1 ? -2 : h;
    }

    /** {@code hash(v)} for any int. */
    public static long hashBig(BigInteger v) {
        if (v.bitLength() < 64) {
            return hashLong(v.longValue());
        }
        long h = v.abs().mod(BIG_MODULUS).longValue();
        if (v.signum() < 0) {
            h = -h;
        }
        return h == -1 ? -2 : h;
    }

    /**
     * {@code hash(v)} for a float; {@code identity} is the hash used for NaN (CPython hashes a
     * NaN by its object identity since 3.10).
     */
    public static long hashDouble(double v, long identity) {
        if (Double.isInfinite(v)) {
            return v > 0 ? INF : -INF;
        }
        if (Double.isNaN(v)) {
            return identity;
        }
        if (v == (long) v && Math.abs(v) < 0x1p62) {
            return hashLong((long) v);
        }
        int sign = 1;
        // frexp: v = m * 2^e with 0.5 <= |m| < 1
        int e = Math.getExponent(v) == Double.MIN_EXPONENT - 1
                ? Math.getExponent(v * 0x1p54) + 1 - 54   // subnormal: measure after scaling
                : Math.getExponent(v) + 1;
        double m = Math.scalb(v, -e);                     // exact: only the exponent changes
        if (m < 0) {
            sign = -1;
            m = -m;
        }
        long x = 0;
        while (m != 0) {
            x = ((x << 28) & MODULUS) | (x >>> (BITS - 28));
            m *= 268435456.0; // 2**28
            e -= 28;
            long y = (long) m;
            m -= y;
            x += y;
            if (x >= MODULUS) {
                x -= MODULUS;
            }
        }
        e = e >= 0 ? e % BITS : BITS - 1 - ((-1 - e) % BITS);
        x = ((x << e) & MODULUS) | (x >>> (BITS - e));
        x = x * sign;
        return x == -1 ? -2 : x;
    }

    private static final long XXPRIME_1 = 0x9E3779B185EBCA87L;
    private static final long XXPRIME_2 = 0xC2B2AE3D27D4EB4FL;
    private static final long XXPRIME_5 = 0x27D4EB2F165667C5L;

    /** Start of a tuple hash; feed each item's hash to {@link #tupleStep}, then {@link #tupleEnd}. */
    public static long tupleStart() {
        return XXPRIME_5;
    }

    public static long tupleStep(long acc, long lane) {
        acc += lane * XXPRIME_2;
        acc = Long.rotateLeft(acc, 31);
        return acc * XXPRIME_1;
    }

    public static long tupleEnd(long acc, int length) {
        acc += length ^ (XXPRIME_5 ^ 3527539L);
        return acc == -1 ? 1546275796L : acc;
    }

    /** A stable 64-bit hash of text, never 0 or -1. */
    public static long hashString(String s) {
        long h = 0xcbf29ce484222325L;
        for (int i = 0, n = s.length(); i < n; i++) {
            h ^= s.charAt(i);
            h *= 0x100000001b3L;
        }
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        if (h == 0 || h == -1) {
            h = 0x5bd1e995L;
        }
        return h;
    }

    /**
     * The hash of bytes {@code v[off .. off+n)}: that of the str of the same Latin-1 text, as
     * CPython's {@code Py_HashBuffer} and str hash agree.
     */
    public static long hashBytes(byte[] v, int off, int n) {
        long h = 0xcbf29ce484222325L;
        for (int i = off, end = off + n; i < end; i++) {
            h ^= v[i] & 0xff;
            h *= 0x100000001b3L;
        }
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        if (h == 0 || h == -1) {
            h = 0x5bd1e995L;
        }
        return h;
    }

    /** The hash of an object without {@code __hash__} override: derived from its identity. */
    public static long identityHash(Object o) {
        long h = System.identityHashCode(o);
        // CPython rotates the address by 4 bits; any spread of the identity works here.
        h = (h << 4) | (h >>> 60);
        return h == -1 ? -2 : h;
    }
}
