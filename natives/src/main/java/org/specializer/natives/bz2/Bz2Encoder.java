package org.specializer.natives.bz2;

import java.util.Arrays;

/**
 * A bzip2 stream writer: input in, whole bytes of the stream out as blocks complete.
 *
 * <p>The format, as this writer produces it:
 * <ul>
 * <li>"BZh" and the block size in hundreds of kilobytes, '1' to '9'.
 * <li>Per block: the 48-bit magic 0x314159265359, the block's CRC, a zero bit (not
 * randomised), the 24-bit row of the original rotation, the bitmap of the byte values used
 * (16 bits saying which ranges of 16 values occur, then 16 bits for each such range), the
 * number of Huffman tables (3 bits, 2 to 6), the number of selectors (15 bits), each selector
 * move-to-front coded in unary, each table's code lengths (5 bits for the first, then per
 * symbol "10" to go up one, "11" to go down one, "0" to stop), and the symbols, each fifty
 * coded with the table their selector names.
 * <li>The 48-bit end magic 0x177245385090, the stream CRC, and zero bits to a byte boundary.
 * </ul>
 *
 * <p>A block holds the input after the first run-length coding: runs of four to 255 equal
 * bytes become the four bytes and a count of the rest. It is then sorted
 * ({@link BlockSorter}), its last column move-to-front coded over the byte values in use, with
 * runs of zeros written in bijective base two (RUNA for a digit one, RUNB for a digit two,
 * least significant first), each other position {@code p} as symbol {@code p + 1}, and an
 * end-of-block symbol after the last.
 */
final class Bz2Encoder {
    private static final int RUNA = 0;
    private static final int RUNB = 1;
    private static final int GROUP_SIZE = 50;
    private static final int MAX_CODE_LEN = 17;
    private static final int TABLE_PASSES = 4;

    private final int level;
    /** A block is compressed once its run-length coded bytes reach this many. */
    private final int blockLimit;
    private final byte[] block;
    private int nblock;
    /** The run being read: its byte and length (0 for none). */
    private int runByte;
    private int runLen;
    private int blockCrc = Bz2Crc.INIT;
    private int streamCrc;
    private boolean started;
    private final BitSink out = new BitSink();
    private BlockSorter sorter;

    Bz2Encoder(int level) {
        this.level = level;
        this.blockLimit = level * 100000 - 19;
        this.block = new byte[level * 100000];
    }

    /** Take {@code len} bytes of input; blocks that fill are compressed at once. */
    void write(byte[] buf, int off, int len) {
        int b0 = runByte;
        int n0 = runLen;
        for (int i = off, end = off + len; i < end; i++) {
            int c = buf[i] & 0xff;
            if (c == b0 && n0 < 255) {
                n0++;
                continue;
            }
            if (n0 > 0) {
                runByte = b0;
                runLen = n0;
                endRun();
            }
            b0 = c;
            n0 = 1;
        }
        runByte = b0;
        runLen = n0;
    }

    /** End the stream: the last block, the end marker, the stream CRC, padding. */
    void finish() {
        if (runLen > 0) {
            endRun();
        }
        if (nblock > 0) {
            compressBlock();
        }
        startStream();
        out.bits(24, 0x177245);
        out.bits(24, 0x385090);
        out.bits(32, streamCrc);
        out.align();
    }

    /** The whole bytes written since the last call. */
    byte[] take() {
        return out.take();
    }

    /** Put the current run into the block; compress the block when that fills it. */
    private void endRun() {
        int c = runByte;
        int n = runLen;
        blockCrc = Bz2Crc.repeat(blockCrc, c, n);
        byte b = (byte) c;
        if (n < 4) {
            for (int k = 0; k < n; k++) {
                block[nblock++] = b;
            }
        } else {
            block[nblock] = b;
            block[nblock + 1] = b;
            block[nblock + 2] = b;
            block[nblock + 3] = b;
            block[nblock + 4] = (byte) (n - 4);
            nblock += 5;
        }
        runLen = 0;
        if (nblock >= blockLimit) {
            compressBlock();
        }
    }

    private void startStream() {
        if (!started) {
            started = true;
            out.bits(24, 'B' << 16 | 'Z' << 8 | 'h');
            out.bits(8, '0' + level);
        }
    }

    private void compressBlock() {
        int n = nblock;
        int crc = ~blockCrc;
        streamCrc = Bz2Crc.combine(streamCrc, crc);
        startStream();
        out.bits(24, 0x314159);
        out.bits(24, 0x265359);
        out.bits(32, crc);
        out.bits(1, 0);

        if (sorter == null) {
            sorter = new BlockSorter();
        }
        int[] order = sorter.sort(block, n);
        byte[] last = new byte[n];
        int origPtr = -1;
        for (int k = 0; k < n; k++) {
            int i = order[k];
            if (i == 0) {
                origPtr = k;
                i = n;
            }
            last[k] = block[i - 1];
        }
        out.bits(24, origPtr);

        boolean[] used = new boolean[256];
        for (int k = 0; k < n; k++) {
            used[block[k] & 0xff] = true;
        }
        int[] seqOf = new int[256];
        int nInUse = 0;
        int ranges = 0;
        for (int v = 0; v < 256; v++) {
            if (used[v]) {
                seqOf[v] = nInUse++;
                ranges |= 0x8000 >>> (v >> 4);
            }
        }
        out.bits(16, ranges);
        for (int r = 0; r < 16; r++) {
            if ((ranges & (0x8000 >>> r)) != 0) {
                int bits = 0;
                for (int k = 0; k < 16; k++) {
                    if (used[r * 16 + k]) {
                        bits |= 0x8000 >>> k;
                    }
                }
                out.bits(16, bits);
            }
        }

        int alphaSize = nInUse + 2;
        int[] freq = new int[alphaSize];
        char[] syms = new char[n + 1];
        int nsyms = moveToFront(last, n, seqOf, nInUse, syms, freq);
        writeTables(syms, nsyms, freq, alphaSize);

        nblock = 0;
        blockCrc = Bz2Crc.INIT;
    }

    /**
     * Move-to-front code the last column, zero runs as RUNA/RUNB digits, then the end-of-block
     * symbol. Returns how many symbols.
     */
    private static int moveToFront(byte[] last, int n, int[] seqOf, int nInUse, char[] syms,
            int[] freq) {
        byte[] list = new byte[256];
        for (int k = 0; k < nInUse; k++) {
            list[k] = (byte) k;
        }
        int nsyms = 0;
        int zeros = 0;
        for (int k = 0; k < n; k++) {
            byte s = (byte) seqOf[last[k] & 0xff];
            if (list[0] == s) {
                zeros++;
                continue;
            }
            if (zeros > 0) {
                nsyms = zeroRun(zeros, syms, nsyms, freq);
                zeros = 0;
            }
            byte moved = list[1];
            list[1] = list[0];
            int pos = 1;
            while (moved != s) {
                pos++;
                byte t = list[pos];
                list[pos] = moved;
                moved = t;
            }
            list[0] = s;
            syms[nsyms++] = (char) (pos + 1);
            freq[pos + 1]++;
        }
        if (zeros > 0) {
            nsyms = zeroRun(zeros, syms, nsyms, freq);
        }
        syms[nsyms++] = (char) (nInUse + 1);
        freq[nInUse + 1]++;
        return nsyms;
    }

    /** A run of {@code r} zeros as bijective base-2 digits: RUNA is 1, RUNB is 2. */
    private static int zeroRun(int r, char[] syms, int nsyms, int[] freq) {
        while (r > 0) {
            if ((r & 1) != 0) {
                syms[nsyms++] = RUNA;
                freq[RUNA]++;
                r = (r - 1) >> 1;
            } else {
                syms[nsyms++] = RUNB;
                freq[RUNB]++;
                r = (r - 2) >> 1;
            }
        }
        return nsyms;
    }

    /**
     * Choose the Huffman tables and selectors, and write them and the symbols. The tables start
     * as bands of the alphabet of about equal total count, each cheap inside its band and dear
     * outside; each pass gives every fifty symbols the table that codes them shortest, then
     * makes each table the Huffman code of the symbols it was given.
     */
    private void writeTables(char[] syms, int nsyms, int[] freq, int alphaSize) {
        int nTables = nsyms < 200 ? 2 : nsyms < 600 ? 3 : nsyms < 1200 ? 4 : nsyms < 2400 ? 5 : 6;
        byte[][] len = new byte[nTables][alphaSize];
        int left = nsyms;
        int from = 0;
        for (int t = nTables; t > 0; t--) {
            int want = left / t;
            int to = from;
            int got = 0;
            while (to < alphaSize && (got < want || to == from)) {
                got += freq[to++];
            }
            if (t == 1) {
                to = alphaSize;
            }
            byte[] l = len[nTables - t];
            for (int v = 0; v < alphaSize; v++) {
                l[v] = (byte) (v >= from && v < to ? 0 : 15);
            }
            from = to;
            left -= got;
        }

        int nGroups = (nsyms + GROUP_SIZE - 1) / GROUP_SIZE;
        byte[] selectors = new byte[nGroups];
        int[][] counts = new int[nTables][alphaSize];
        int[] cost = new int[nTables];
        for (int pass = 0; pass < TABLE_PASSES; pass++) {
            for (int[] c : counts) {
                Arrays.fill(c, 0);
            }
            for (int g = 0; g < nGroups; g++) {
                int start = g * GROUP_SIZE;
                int end = Math.min(start + GROUP_SIZE, nsyms);
                Arrays.fill(cost, 0);
                for (int i = start; i < end; i++) {
                    int s = syms[i];
                    for (int t = 0; t < nTables; t++) {
                        cost[t] += len[t][s];
                    }
                }
                int best = 0;
                for (int t = 1; t < nTables; t++) {
                    if (cost[t] < cost[best]) {
                        best = t;
                    }
                }
                selectors[g] = (byte) best;
                int[] c = counts[best];
                for (int i = start; i < end; i++) {
                    c[syms[i]]++;
                }
            }
            for (int t = 0; t < nTables; t++) {
                HuffmanCodes.lengths(counts[t], alphaSize, MAX_CODE_LEN, len[t]);
            }
        }

        out.bits(3, nTables);
        out.bits(15, nGroups);
        byte[] mtf = new byte[nTables];
        for (int t = 0; t < nTables; t++) {
            mtf[t] = (byte) t;
        }
        for (int g = 0; g < nGroups; g++) {
            byte s = selectors[g];
            int pos = 0;
            while (mtf[pos] != s) {
                pos++;
            }
            System.arraycopy(mtf, 0, mtf, 1, pos);
            mtf[0] = s;
            for (int k = 0; k < pos; k++) {
                out.bits(1, 1);
            }
            out.bits(1, 0);
        }

        int[][] code = new int[nTables][alphaSize];
        for (int t = 0; t < nTables; t++) {
            byte[] l = len[t];
            int cur = l[0];
            out.bits(5, cur);
            for (int v = 0; v < alphaSize; v++) {
                while (cur < l[v]) {
                    out.bits(2, 2);
                    cur++;
                }
                while (cur > l[v]) {
                    out.bits(2, 3);
                    cur--;
                }
                out.bits(1, 0);
            }
            HuffmanCodes.codes(l, alphaSize, code[t]);
        }

        for (int g = 0; g < nGroups; g++) {
            int t = selectors[g];
            byte[] l = len[t];
            int[] c = code[t];
            int start = g * GROUP_SIZE;
            int end = Math.min(start + GROUP_SIZE, nsyms);
            for (int i = start; i < end; i++) {
                int s = syms[i];
                out.bits(l[s], c[s]);
            }
        }
    }

    /** Bits written most significant first, gathered into bytes. */
    private static final class BitSink {
        private byte[] buf = new byte[1024];
        private int len;
        private long acc;
        private int count;

        void bits(int n, int value) {
            acc = acc << n | (value & ((1L << n) - 1));
            count += n;
            if (count >= 8) {
                if (len + 8 > buf.length) {
                    buf = Arrays.copyOf(buf, buf.length * 2);
                }
                while (count >= 8) {
                    count -= 8;
                    buf[len++] = (byte) (acc >>> count);
                }
            }
        }

        void align() {
            if (count > 0) {
                bits(8 - count, 0);
            }
        }

        byte[] take() {
            byte[] b = Arrays.copyOf(buf, len);
            len = 0;
            return b;
        }
    }
}
