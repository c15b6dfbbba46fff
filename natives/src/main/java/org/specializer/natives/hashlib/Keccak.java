package org.specializer.natives.hashlib;

/**
 * Keccak-f[1600] with the SHA-3 and SHAKE paddings (FIPS 202): the JDK has SHA-3 but not the
 * extendable-output functions SHAKE128 and SHAKE256, so this sponge serves both.
 */
public final class Keccak extends Digest {
    private static final long[] RC = {
        0x0000000000000001L, 0x0000000000008082L, 0x800000000000808aL, 0x8000000080008000L,
        0x000000000000808bL, 0x0000000080000001L, 0x8000000080008081L, 0x8000000000008009L,
        0x000000000000008aL, 0x0000000000000088L, 0x0000000080008009L, 0x000000008000000aL,
        0x000000008000808bL, 0x800000000000008bL, 0x8000000000008089L, 0x8000000000008003L,
        0x8000000000008002L, 0x8000000000000080L, 0x000000000000800aL, 0x800000008000000aL,
        0x8000000080008081L, 0x8000000000008080L, 0x0000000080000001L, 0x8000000080008008L};
    /** Rotation offsets, by lane index x + 5y. */
    private static final int[] ROT = {0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39,
        41, 45, 15, 21, 8, 18, 2, 61, 56, 14};

    private final long[] state;
    /** Bytes absorbed per permutation. */
    final int rate;
    /** The domain-separation bits with the first padding bit: 0x06 SHA-3, 0x1f SHAKE. */
    final int suffix;
    private final int outLen;
    private final byte[] queue;
    private int queued;

    private Keccak(String name, int rate, int suffix, int outLen) {
        super(name);
        this.state = new long[25];
        this.rate = rate;
        this.suffix = suffix;
        this.outLen = outLen;
        this.queue = new byte[rate];
    }

    /** SHA3-{@code bits} (224, 256, 384 or 512). */
    public static Keccak sha3(int bits) {
        return new Keccak("sha3_" + bits, 200 - bits / 4, 0x06, bits / 8);
    }

    /** SHAKE{@code bits} (128 or 256). */
    public static Keccak shake(int bits) {
        return new Keccak("shake_" + bits, 200 - bits / 4, 0x1f, 0);
    }

    /** Bits of capacity, as {@code _sha3}'s {@code _capacity_bits}. */
    public int capacityBits() {
        return 1600 - 8 * rate;
    }

    public int rateBits() {
        return 8 * rate;
    }

    public int suffix() {
        return suffix;
    }

    @Override
    public boolean isXof() {
        return outLen == 0;
    }

    @Override
    public void update(byte[] b, int off, int len) {
        while (len > 0) {
            int n = Math.min(len, rate - queued);
            System.arraycopy(b, off, queue, queued, n);
            queued += n;
            off += n;
            len -= n;
            if (queued == rate) {
                absorb(state, queue, rate);
                queued = 0;
            }
        }
    }

    private static void absorb(long[] s, byte[] block, int rate) {
        for (int i = 0; i < rate / 8; i++) {
            long lane = 0;
            for (int k = 7; k >= 0; k--) {
                lane = (lane << 8) | (block[8 * i + k] & 0xff);
            }
            s[i] ^= lane;
        }
        permute(s);
    }

    @Override
    public byte[] digest() {
        return squeeze(outLen);
    }

    /** The first {@code length} bytes of output for the data so far. */
    public byte[] squeeze(int length) {
        long[] s = state.clone();
        byte[] last = new byte[rate];
        System.arraycopy(queue, 0, last, 0, queued);
        last[queued] ^= (byte) suffix;
        last[rate - 1] ^= (byte) 0x80;
        absorb(s, last, rate);
        byte[] out = new byte[length];
        int pos = 0;
        while (true) {
            for (int i = 0; i < rate && pos < length; i++, pos++) {
                out[pos] = (byte) (s[i >> 3] >>> (8 * (i & 7)));
            }
            if (pos >= length) {
                return out;
            }
            permute(s);
        }
    }

    @Override
    public Digest copy() {
        Keccak k = new Keccak(name, rate, suffix, outLen);
        System.arraycopy(state, 0, k.state, 0, 25);
        System.arraycopy(queue, 0, k.queue, 0, queued);
        k.queued = queued;
        return k;
    }

    @Override
    public int digestSize() {
        return outLen;
    }

    @Override
    public int blockSize() {
        return rate;
    }

    /** Keccak-f[1600]: 24 rounds of theta, rho, pi, chi and iota. */
    private static void permute(long[] a) {
        long[] c = new long[5];
        long[] b = new long[25];
        for (int round = 0; round < 24; round++) {
            for (int x = 0; x < 5; x++) {
                c[x] = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
            }
            for (int x = 0; x < 5; x++) {
                long d = c[(x + 4) % 5] ^ Long.rotateLeft(c[(x + 1) % 5], 1);
                for (int y = 0; y < 25; y += 5) {
                    a[y + x] ^= d;
                }
            }
            for (int x = 0; x < 5; x++) {
                for (int y = 0; y < 5; y++) {
                    int i = x + 5 * y;
                    // pi: B[y, 2x + 3y] = rot(A[x, y])
                    b[y + 5 * ((2 * x + 3 * y) % 5)] = Long.rotateLeft(a[i], ROT[i]);
                }
            }
            for (int y = 0; y < 25; y += 5) {
                for (int x = 0; x < 5; x++) {
                    a[y + x] = b[y + x] ^ (~b[y + (x + 1) % 5] & b[y + (x + 2) % 5]);
                }
            }
            a[0] ^= RC[round];
        }
    }
}
