package org.specializer.natives.hashlib;

/**
 * BLAKE2b and BLAKE2s (RFC 7693), with the parameter block of the BLAKE2 paper for keys,
 * salts, personalization and tree hashing, as CPython's {@code _blake2}. The JDK has no BLAKE2.
 */
public abstract class Blake2 extends Digest {
    private static final byte[][] SIGMA = {
        {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
        {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
        {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
        {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
        {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
        {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
        {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
        {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
        {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
        {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0}};

    /** The parameters of one hash (the BLAKE2 parameter block). */
    public static final class Params {
        public int digestSize;
        public byte[] key = new byte[0];
        public byte[] salt = new byte[0];
        public byte[] person = new byte[0];
        public int fanout = 1;
        public int depth = 1;
        public long leafSize;
        public long nodeOffset;
        public int nodeDepth;
        public int innerSize;
        public boolean lastNode;
    }

    final Params p;
    /** The block being filled, and how much of it is. */
    final byte[] buf;
    int buffered;
    /** Bytes compressed so far (a 128-bit counter for 2b, 64-bit for 2s; we keep 64 bits and a carry). */
    long t0;
    long t1;

    Blake2(String name, Params p, int blockSize) {
        super(name);
        this.p = p;
        this.buf = new byte[blockSize];
    }

    /** BLAKE2b with {@code p}. */
    public static Blake2 b(Params p) {
        return new B(p);
    }

    /** BLAKE2s with {@code p}. */
    public static Blake2 s(Params p) {
        return new S(p);
    }

    /** The key, padded to a block, is the first block of data. */
    final void start() {
        if (p.key.length > 0) {
            byte[] block = new byte[buf.length];
            System.arraycopy(p.key, 0, block, 0, p.key.length);
            update(block, 0, block.length);
        }
    }

    @Override
    public void update(byte[] b, int off, int len) {
        int bs = buf.length;
        while (len > 0) {
            // the last block is compressed with the final flag, so keep a full block buffered
            if (buffered == bs) {
                count(bs);
                compress(buf, 0, false);
                buffered = 0;
            }
            int n = Math.min(len, bs - buffered);
            System.arraycopy(b, off, buf, buffered, n);
            buffered += n;
            off += n;
            len -= n;
        }
    }

    final void count(int n) {
        t0 += n;
        if (Long.compareUnsigned(t0, n) < 0) {
            t1++;
        }
    }

    @Override
    public int digestSize() {
        return p.digestSize;
    }

    @Override
    public int blockSize() {
        return buf.length;
    }

    abstract void compress(byte[] block, int off, boolean last);

    static long le64(byte[] b, int at) {
        long v = 0;
        for (int k = 7; k >= 0; k--) {
            v = (v << 8) | (b[at + k] & 0xff);
        }
        return v;
    }

    static int le32(byte[] b, int at) {
        return (b[at] & 0xff) | (b[at + 1] & 0xff) << 8 | (b[at + 2] & 0xff) << 16
                | (b[at + 3] & 0xff) << 24;
    }

    /** BLAKE2b: 64-bit words, 12 rounds, 128-byte blocks. */
    static final class B extends Blake2 {
        private static final long[] IV = {0x6a09e667f3bcc908L, 0xbb67ae8584caa73bL,
            0x3c6ef372fe94f82bL, 0xa54ff53a5f1d36f1L, 0x510e527fade682d1L, 0x9b05688c2b3e6c1fL,
            0x1f83d9abfb41bd6bL, 0x5be0cd19137e2179L};

        final long[] h = new long[8];

        B(Params p) {
            super("blake2b", p, 128);
            byte[] pb = new byte[64];
            pb[0] = (byte) p.digestSize;
            pb[1] = (byte) p.key.length;
            pb[2] = (byte) p.fanout;
            pb[3] = (byte) p.depth;
            for (int k = 0; k < 4; k++) {
                pb[4 + k] = (byte) (p.leafSize >>> (8 * k));
            }
            for (int k = 0; k < 8; k++) {
                pb[8 + k] = (byte) (p.nodeOffset >>> (8 * k));
            }
            pb[16] = (byte) p.nodeDepth;
            pb[17] = (byte) p.innerSize;
            System.arraycopy(p.salt, 0, pb, 32, p.salt.length);
            System.arraycopy(p.person, 0, pb, 48, p.person.length);
            for (int i = 0; i < 8; i++) {
                h[i] = IV[i] ^ le64(pb, 8 * i);
            }
            start();
        }

        private B(B o) {
            super("blake2b", o.p, 128);
            System.arraycopy(o.h, 0, h, 0, 8);
            System.arraycopy(o.buf, 0, buf, 0, o.buffered);
            buffered = o.buffered;
            t0 = o.t0;
            t1 = o.t1;
        }

        @Override
        public Digest copy() {
            return new B(this);
        }

        @Override
        public byte[] digest() {
            B f = new B(this);
            f.count(f.buffered);
            java.util.Arrays.fill(f.buf, f.buffered, 128, (byte) 0);
            f.compress(f.buf, 0, true);
            byte[] out = new byte[p.digestSize];
            for (int i = 0; i < out.length; i++) {
                out[i] = (byte) (f.h[i >> 3] >>> (8 * (i & 7)));
            }
            return out;
        }

        @Override
        void compress(byte[] block, int off, boolean last) {
            long[] m = new long[16];
            for (int i = 0; i < 16; i++) {
                m[i] = le64(block, off + 8 * i);
            }
            long[] v = new long[16];
            System.arraycopy(h, 0, v, 0, 8);
            System.arraycopy(IV, 0, v, 8, 8);
            v[12] ^= t0;
            v[13] ^= t1;
            if (last) {
                v[14] = ~v[14];
                if (p.lastNode) {
                    v[15] = ~v[15];
                }
            }
            for (int r = 0; r < 12; r++) {
                byte[] s = SIGMA[r % 10];
                g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
                g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
                g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
                g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
                g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
                g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
                g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
                g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
            }
            for (int i = 0; i < 8; i++) {
                h[i] ^= v[i] ^ v[i + 8];
            }
        }

        private static void g(long[] v, int a, int b, int c, int d, long x, long y) {
            v[a] = v[a] + v[b] + x;
            v[d] = Long.rotateRight(v[d] ^ v[a], 32);
            v[c] = v[c] + v[d];
            v[b] = Long.rotateRight(v[b] ^ v[c], 24);
            v[a] = v[a] + v[b] + y;
            v[d] = Long.rotateRight(v[d] ^ v[a], 16);
            v[c] = v[c] + v[d];
            v[b] = Long.rotateRight(v[b] ^ v[c], 63);
        }
    }

    /** BLAKE2s: 32-bit words, 10 rounds, 64-byte blocks. */
    static final class S extends Blake2 {
        private static final int[] IV = {0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
            0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19};

        final int[] h = new int[8];

        S(Params p) {
            super("blake2s", p, 64);
            byte[] pb = new byte[32];
            pb[0] = (byte) p.digestSize;
            pb[1] = (byte) p.key.length;
            pb[2] = (byte) p.fanout;
            pb[3] = (byte) p.depth;
            for (int k = 0; k < 4; k++) {
                pb[4 + k] = (byte) (p.leafSize >>> (8 * k));
            }
            for (int k = 0; k < 6; k++) {
                pb[8 + k] = (byte) (p.nodeOffset >>> (8 * k));
            }
            pb[14] = (byte) p.nodeDepth;
            pb[15] = (byte) p.innerSize;
            System.arraycopy(p.salt, 0, pb, 16, p.salt.length);
            System.arraycopy(p.person, 0, pb, 24, p.person.length);
            for (int i = 0; i < 8; i++) {
                h[i] = IV[i] ^ le32(pb, 4 * i);
            }
            start();
        }

        private S(S o) {
            super("blake2s", o.p, 64);
            System.arraycopy(o.h, 0, h, 0, 8);
            System.arraycopy(o.buf, 0, buf, 0, o.buffered);
            buffered = o.buffered;
            t0 = o.t0;
            t1 = o.t1;
        }

        @Override
        public Digest copy() {
            return new S(this);
        }

        @Override
        public byte[] digest() {
            S f = new S(this);
            f.t0 += f.buffered;
            java.util.Arrays.fill(f.buf, f.buffered, 64, (byte) 0);
            f.compress(f.buf, 0, true);
            byte[] out = new byte[p.digestSize];
            for (int i = 0; i < out.length; i++) {
                out[i] = (byte) (f.h[i >> 2] >>> (8 * (i & 3)));
            }
            return out;
        }

        @Override
        void compress(byte[] block, int off, boolean last) {
            int[] m = new int[16];
            for (int i = 0; i < 16; i++) {
                m[i] = le32(block, off + 4 * i);
            }
            int[] v = new int[16];
            System.arraycopy(h, 0, v, 0, 8);
            System.arraycopy(IV, 0, v, 8, 8);
            // the 64-bit byte counter, low and high words
            v[12] ^= (int) t0;
            v[13] ^= (int) (t0 >>> 32);
            if (last) {
                v[14] = ~v[14];
                if (p.lastNode) {
                    v[15] = ~v[15];
                }
            }
            for (int r = 0; r < 10; r++) {
                byte[] s = SIGMA[r];
                g(v, 0, 4, 8, 12, m[s[0]], m[s[1]]);
                g(v, 1, 5, 9, 13, m[s[2]], m[s[3]]);
                g(v, 2, 6, 10, 14, m[s[4]], m[s[5]]);
                g(v, 3, 7, 11, 15, m[s[6]], m[s[7]]);
                g(v, 0, 5, 10, 15, m[s[8]], m[s[9]]);
                g(v, 1, 6, 11, 12, m[s[10]], m[s[11]]);
                g(v, 2, 7, 8, 13, m[s[12]], m[s[13]]);
                g(v, 3, 4, 9, 14, m[s[14]], m[s[15]]);
            }
            for (int i = 0; i < 8; i++) {
                h[i] ^= v[i] ^ v[i + 8];
            }
        }

        private static void g(int[] v, int a, int b, int c, int d, int x, int y) {
            v[a] = v[a] + v[b] + x;
            v[d] = Integer.rotateRight(v[d] ^ v[a], 16);
            v[c] = v[c] + v[d];
            v[b] = Integer.rotateRight(v[b] ^ v[c], 12);
            v[a] = v[a] + v[b] + y;
            v[d] = Integer.rotateRight(v[d] ^ v[a], 8);
            v[c] = v[c] + v[d];
            v[b] = Integer.rotateRight(v[b] ^ v[c], 7);
        }
    }
}
