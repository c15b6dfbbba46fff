package org.specializer.natives.bz2;

/**
 * bzip2's CRC-32: the polynomial 0x04c11db7 fed most significant bit first and not reflected
 * (zlib's CRC-32 is the reflected form of the same polynomial), started at all ones and
 * complemented at the end. A block's CRC covers the bytes the block decodes to; the stream's
 * CRC folds each block's in turn: rotate left by one, exclusive-or the block's.
 */
final class Bz2Crc {
    private Bz2Crc() {}

    static final int INIT = 0xffffffff;

    /** The CRC register after each byte value when it starts at {@code b << 24}. */
    private static final int[] TABLE = new int[256];

    static {
        for (int b = 0; b < 256; b++) {
            int c = b << 24;
            for (int k = 0; k < 8; k++) {
                c = c < 0 ? (c << 1) ^ 0x04c11db7 : c << 1;
            }
            TABLE[b] = c;
        }
    }

    static int update(int crc, int b) {
        return (crc << 8) ^ TABLE[((crc >>> 24) ^ b) & 0xff];
    }

    static int update(int crc, byte[] buf, int off, int len) {
        for (int i = off, end = off + len; i < end; i++) {
            crc = (crc << 8) ^ TABLE[((crc >>> 24) ^ buf[i]) & 0xff];
        }
        return crc;
    }

    /** The register after {@code n} copies of byte {@code b}. */
    static int repeat(int crc, int b, int n) {
        for (int i = 0; i < n; i++) {
            crc = (crc << 8) ^ TABLE[((crc >>> 24) ^ b) & 0xff];
        }
        return crc;
    }

    /** The stream CRC after one more block whose (complemented) CRC is {@code blockCrc}. */
    static int combine(int streamCrc, int blockCrc) {
        return Integer.rotateLeft(streamCrc, 1) ^ blockCrc;
    }
}
