package org.specializer.api;

import java.math.BigInteger;

/**
 * CPython's hash functions for the types whose hashes programs can observe: ints (reduction
 * modulo the Mersenne prime 2^61 - 1), floats (the same reduction of the exact rational
 * value, so that {@code hash(2.0) == hash(2)}), and tuples (the xxHash-style combination
 * CPython uses since 3.8), and str and bytes (SipHash-1-3 keyed from {@code PYTHONHASHSEED},
 * or randomly, as CPython's).
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

    // ------------------------------------------------------------------ str and bytes

    /**
     * The SipHash-1-3 key, as CPython's {@code _Py_HashSecret}: from {@code PYTHONHASHSEED}
     * when it is a number (0: all zeros, randomization off; N: CPython's LCG stream from N),
     * else random; not read under {@code -E}, {@code -I} or {@code -R}, which the launcher
     * finds before it parses the command line (the key may be made first); an invalid value
     * stops the start ({@code PyFlags.configError}). Compare CPython bootstrap_hash.c:
     * _Py_HashRandomization_Init.
     */
    private static final long K0;
    private static final long K1;
    /** The seed as CPython's config reports it: -1 random, else the number. */
    public static final long SEED;

    static {
        byte[] secret = new byte[24];
        long seed = -1;
        // -E and -I (which the launcher reports by a property) leave the environment out
        String env = Boolean.getBoolean("specializer.ignoreEnvironment")
                || Boolean.getBoolean("specializer.hashRandomization") ? null
                : System.getenv("PYTHONHASHSEED");
        long given = seedOf(env);
        if (given >= 0) {
            seed = given;  // an invalid one stops the start (PyFlags.configError)
        }
        if (seed > 0) {
            int x = (int) seed;
            for (int i = 0; i < secret.length; i++) {
                x = x * 214013 + 2531011;
                secret[i] = (byte) (x >>> 16);
            }
        } else if (seed < 0) {
            java.util.concurrent.ThreadLocalRandom.current().nextBytes(secret);
        }
        K0 = littleEndian(secret, 0);
        K1 = littleEndian(secret, 8);
        SEED = seed;
    }

    /**
     * A {@code PYTHONHASHSEED} value as CPython reads it: -1 for none ({@code null}, empty or
     * "random"), the seed for a number in [0, 2**32), -2 for anything else (CPython refuses
     * to start).
     */
    public static long seedOf(String env) {
        if (env == null || env.isEmpty() || env.equals("random")) {
            return -1;
        }
        try {
            long v = Long.parseLong(env.strip());
            return v >= 0 && v <= 0xffffffffL ? v : -2;
        } catch (NumberFormatException e) {
            return -2;
        }
    }

    private static long littleEndian(byte[] b, int off) {
        long v = 0;
        for (int i = 7; i >= 0; i--) {
            v = (v << 8) | (b[off + i] & 0xff);
        }
        return v;
    }

    /**
     * {@code hash(s)} for a str: SipHash-1-3 of its text as CPython stores it (PEP 393: one
     * byte per character when all are below 256, two little-endian bytes when all are in the
     * Basic Multilingual Plane, else four per code point), so that hashes, and the order of
     * sets and dicts of strings, are CPython's under the same {@code PYTHONHASHSEED}.
     */
    public static long hashString(String s) {
        int n = s.length();
        if (n == 0) {
            return 0;
        }
        int kind = 1;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c > 0xff) {
                kind = 2;
                if (Character.isHighSurrogate(c) && i + 1 < n
                        && Character.isLowSurrogate(s.charAt(i + 1))) {
                    kind = 4;
                    break;
                }
            }
        }
        if (kind == 4) {
            int[] cps = s.codePoints().toArray();
            return finish(siphash(null, null, cps, 4, (long) cps.length * 4));
        }
        return finish(siphash(null, s, null, kind, (long) n * kind));
    }

    /** {@code hash(b)} for bytes {@code v[off .. off+n)}: SipHash-1-3, as CPython's. */
    public static long hashBytes(byte[] v, int off, int n) {
        if (n == 0) {
            return 0;
        }
        byte[] src = off == 0 ? v : java.util.Arrays.copyOfRange(v, off, off + n);
        return finish(siphash(src, null, null, 1, n));
    }

    private static long finish(long h) {
        return h == -1 ? -2 : h;
    }

    /** Byte {@code k} of the text being hashed (bytes, a str of one kind, or code points). */
    private static int byteAt(byte[] b, String s, int[] cps, int kind, long k) {
        if (b != null) {
            return b[(int) k] & 0xff;
        }
        if (kind == 1) {
            return s.charAt((int) k) & 0xff;
        }
        if (kind == 2) {
            return (s.charAt((int) (k >> 1)) >>> ((k & 1) * 8)) & 0xff;
        }
        return (cps[(int) (k >> 2)] >>> ((k & 3) * 8)) & 0xff;
    }

    /**
     * SipHash-1-3 of {@code len} bytes: one SipRound per 8-byte word, the last (partial) word
     * with the length in its top byte, then three finalization rounds. Compare CPython
     * pyhash.c: siphash13.
     */
    private static long siphash(byte[] b, String s, int[] cps, int kind, long len) {
        long v0 = K0 ^ 0x736f6d6570736575L;
        long v1 = K1 ^ 0x646f72616e646f6dL;
        long v2 = K0 ^ 0x6c7967656e657261L;
        long v3 = K1 ^ 0x7465646279746573L;
        long words = len >>> 3;
        for (long j = 0; j <= words + 3; j++) {
            long m = 0;
            boolean compress = j <= words;
            if (compress) {
                // word j, or the tail below 8 bytes with the length on top
                long from = j << 3;
                int count = j < words ? 8 : (int) (len - from);
                for (int i = count - 1; i >= 0; i--) {
                    m = (m << 8) | byteAt(b, s, cps, kind, from + i);
                }
                if (j == words) {
                    m |= len << 56;
                }
                v3 ^= m;
            } else if (j == words + 1) {
                v2 ^= 0xff;
            }
            // one SipRound: two half rounds (CPython's SINGLE_ROUND)
            v0 += v1;
            v2 += v3;
            v1 = Long.rotateLeft(v1, 13) ^ v0;
            v3 = Long.rotateLeft(v3, 16) ^ v2;
            v0 = Long.rotateLeft(v0, 32);
            v2 += v1;
            v0 += v3;
            v1 = Long.rotateLeft(v1, 17) ^ v2;
            v3 = Long.rotateLeft(v3, 21) ^ v0;
            v2 = Long.rotateLeft(v2, 32);
            if (compress) {
                v0 ^= m;
            }
        }
        return (v0 ^ v1) ^ (v2 ^ v3);
    }

    /** The hash of an object without {@code __hash__} override: derived from its identity. */
    public static long identityHash(Object o) {
        long h = System.identityHashCode(o);
        // CPython rotates the address by 4 bits; any spread of the identity works here.
        h = (h << 4) | (h >>> 60);
        return h == -1 ? -2 : h;
    }
}
