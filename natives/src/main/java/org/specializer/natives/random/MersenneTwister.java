package org.specializer.natives.random;

import java.math.BigInteger;

/**
 * MT19937, the generator behind CPython's {@code random} module, with CPython's ways of seeding
 * it and of turning its 32-bit outputs into floats and big integers, so that seeded programs
 * produce CPython's exact sequences.
 *
 * <p>Java's {@code int} arithmetic wraps modulo 2^32 as the reference C code's {@code uint32_t}
 * does; only right shifts must be unsigned ({@code >>>}).
 */
public final class MersenneTwister {
    public static final int N = 624;
    private static final int M = 397;
    private static final int MATRIX_A = 0x9908b0df;
    private static final int UPPER_MASK = 0x80000000;
    private static final int LOWER_MASK = 0x7fffffff;

    private final int[] mt = new int[N];
    private int index = N + 1;

    /** Seed from one 32-bit value (the reference {@code init_genrand}). */
    public void initGenrand(int s) {
        int[] m = mt;
        m[0] = s;
        for (int i = 1; i < N; i++) {
            m[i] = 1812433253 * (m[i - 1] ^ (m[i - 1] >>> 30)) + i;
        }
        index = N;
    }

    /** Seed from a key of 32-bit words (the reference {@code init_by_array}). */
    public void initByArray(int[] key) {
        int[] m = mt;
        initGenrand(19650218);
        int i = 1;
        int j = 0;
        for (int k = Math.max(N, key.length); k > 0; k--) {
            m[i] = (m[i] ^ ((m[i - 1] ^ (m[i - 1] >>> 30)) * 1664525)) + key[j] + j;
            i++;
            j++;
            if (i >= N) {
                m[0] = m[N - 1];
                i = 1;
            }
            if (j >= key.length) {
                j = 0;
            }
        }
        for (int k = N - 1; k > 0; k--) {
            m[i] = (m[i] ^ ((m[i - 1] ^ (m[i - 1] >>> 30)) * 1566083941)) - i;
            i++;
            if (i >= N) {
                m[0] = m[N - 1];
                i = 1;
            }
        }
        m[0] = 0x80000000;
    }

    /**
     * Seed from a non-negative integer as CPython's {@code random_seed} does: its 32-bit
     * chunks, least significant first (zero gives the key {@code [0]}).
     */
    public void seed(BigInteger n) {
        int bits = n.bitLength();
        int words = bits == 0 ? 1 : (bits - 1) / 32 + 1;
        int[] key = new int[words];
        for (int w = 0; w < words; w++) {
            key[w] = n.shiftRight(32 * w).intValue();
        }
        initByArray(key);
    }

    /** Seed from a non-negative long (see {@link #seed(BigInteger)}), treated as unsigned. */
    public void seedUnsigned(long n) {
        int hi = (int) (n >>> 32);
        initByArray(hi == 0 ? new int[] {(int) n} : new int[] {(int) n, hi});
    }

    /** The next 32-bit output (the reference {@code genrand_uint32}); unsigned in an int. */
    public int next32() {
        int[] m = mt;
        if (index >= N) {
            int kk = 0;
            int y;
            for (; kk < N - M; kk++) {
                y = (m[kk] & UPPER_MASK) | (m[kk + 1] & LOWER_MASK);
                m[kk] = m[kk + M] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
            }
            for (; kk < N - 1; kk++) {
                y = (m[kk] & UPPER_MASK) | (m[kk + 1] & LOWER_MASK);
                m[kk] = m[kk + (M - N)] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
            }
            y = (m[N - 1] & UPPER_MASK) | (m[0] & LOWER_MASK);
            m[N - 1] = m[M - 1] ^ (y >>> 1) ^ ((y & 1) != 0 ? MATRIX_A : 0);
            index = 0;
        }
        int y = m[index++];
        y ^= y >>> 11;
        y ^= (y << 7) & 0x9d2c5680;
        y ^= (y << 15) & 0xefc60000;
        y ^= y >>> 18;
        return y;
    }

    /** {@code random()}: 53 random bits over [0, 1), as CPython's {@code random_random}. */
    public double nextDouble() {
        int a = next32() >>> 5;
        int b = next32() >>> 6;
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
    }

    /** {@code getrandbits(k)} for {@code 0 <= k <= 63}, as a long. */
    public long bitsLong(int k) {
        if (k == 0) {
            return 0;
        }
        if (k <= 32) {
            return (next32() >>> (32 - k)) & 0xffffffffL;
        }
        long lo = next32() & 0xffffffffL;
        long hi = (next32() >>> (64 - k)) & 0xffffffffL;
        return lo | (hi << 32);
    }

    /**
     * {@code getrandbits(k)} for any {@code k >= 0}: 32-bit words from the least significant
     * up, the last one shifted right to keep only the bits wanted.
     */
    public BigInteger bits(int k) {
        if (k <= 63) {
            return BigInteger.valueOf(bitsLong(k));
        }
        int words = (k - 1) / 32 + 1;
        byte[] magnitude = new byte[words * 4];
        for (int w = 0; w < words; w++, k -= 32) {
            int r = next32();
            if (k < 32) {
                r >>>= 32 - k;
            }
            int at = magnitude.length - 4 * w;
            magnitude[at - 1] = (byte) r;
            magnitude[at - 2] = (byte) (r >>> 8);
            magnitude[at - 3] = (byte) (r >>> 16);
            magnitude[at - 4] = (byte) (r >>> 24);
        }
        return new BigInteger(1, magnitude);
    }

    /** The state as CPython's {@code getstate()} gives it: 624 words then the index. */
    public long[] getState() {
        long[] s = new long[N + 1];
        for (int i = 0; i < N; i++) {
            s[i] = mt[i] & 0xffffffffL;
        }
        s[N] = index;
        return s;
    }

    /** Restore a state from {@link #getState()}; the index must be in [0, N]. */
    public void setState(long[] s) {
        for (int i = 0; i < N; i++) {
            mt[i] = (int) s[i];
        }
        index = (int) s[N];
    }
}
