package org.specializer.natives.bz2;

import java.util.Arrays;

/**
 * A resumable bzip2 stream reader that consumes input and produces output exactly when
 * libbzip2's {@code BZ2_bzDecompress} would, since the Python object's {@code needs_input},
 * {@code unused_data} and the length of each call's result all follow from that.
 *
 * <p>libbzip2 takes input a byte at a time, only when it needs more bits than it holds, so
 * after any call it has consumed the bytes up to the one holding the last bit it read, or all
 * of them when it stopped for want of more. It decodes a whole block before giving any of it,
 * then hands the block out as room allows, reading no input meanwhile; the moment the block's
 * last byte is out (even into the last free byte) it checks the block's CRC and reads on: the
 * next block, or the end marker and stream CRC, after which the stream has ended.
 *
 * <p>Here the input is kept in a buffer and read by an absolute bit position. The headers are
 * read a field at a time, each field whole or not at all: when input runs out inside one, the
 * position goes back to its start and the call returns <em>starved</em>, which counts as all
 * input consumed, as libbzip2's would be. A field that is wrong raises a {@link DataError}
 * with its bits consumed and the state still at that field, as libbzip2 leaves it (the magic
 * bytes are single fields, so "XBZh9..." fails at the X and a later call may start over). The
 * symbols of a block are decoded one at a time, through a 10-bit lookup table while 32 bits or
 * more are buffered, else a bit at a time with libbzip2's own limit/base walk, so that a
 * symbol costs exactly its bits, and a corrupt code fails as libbzip2's does.
 *
 * <p>At the end-of-block symbol the block is inverted in place (each entry of {@code tt}
 * gets, above its byte, the index of the entry that follows it) and then walked lazily into
 * the caller's buffer while undoing the first run-length coding.
 *
 * <p>A block with the randomised bit (bzip2 0.9.0 wrote them, later versions only read them)
 * is decoded as if the bit were clear. Derandomising flips the low bit of the block's bytes at
 * intervals drawn from a table of bzip2's, which is not reproduced here; the first flip comes
 * some hundreds of bytes in, so a shorter block decodes exactly as libbzip2 decodes it, and a
 * longer one fails its CRC: OSError where CPython would decode it.
 */
final class Bz2Decoder {
    /** A corrupt stream: libbzip2's {@code BZ_DATA_ERROR} or {@code BZ_DATA_ERROR_MAGIC}. */
    static final class DataError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        DataError() {
            super(null, null, false, false);
        }
    }

    /** A call after the stream ended with a bad stream CRC: {@code BZ_SEQUENCE_ERROR}. */
    static final class SequenceError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SequenceError() {
            super(null, null, false, false);
        }
    }

    private static final int RUNA = 0;
    private static final int RUNB = 1;
    private static final int MAX_GROUPS = 6;
    private static final int MAX_ALPHA = 258;
    private static final int MAX_SELECTORS = 18002;
    private static final int MAX_CODE_LEN = 20;
    private static final int FAST_BITS = 10;

    // the states, in stream order
    private static final int STREAM_MAGIC = 0;
    private static final int BLOCK_MAGIC = 1;
    private static final int BLOCK_CRC = 2;
    private static final int RANDOMISED = 3;
    private static final int ORIG_PTR = 4;
    private static final int MAPPING = 5;
    private static final int N_GROUPS = 6;
    private static final int N_SELECTORS = 7;
    private static final int SELECTORS = 8;
    private static final int CODE_LENGTHS = 9;
    private static final int SYMBOLS = 10;
    private static final int OUTPUT = 11;
    private static final int STREAM_CRC = 12;
    private static final int IDLE = 13;

    private static final int[] STREAM_MAGIC_BYTES = {'B', 'Z', 'h'};
    private static final int[] BLOCK_MAGIC_BYTES = {0x31, 0x41, 0x59, 0x26, 0x53, 0x59};
    private static final int[] END_MAGIC_BYTES = {0x17, 0x72, 0x45, 0x38, 0x50, 0x90};

    // ---------------------------------------------------------------- input

    private byte[] in = new byte[64];
    private int inEnd;
    /** Bits read so far, counted from {@code in[0]}. */
    private long bitPos;
    /** The last call stopped for want of input: libbzip2 would hold all of it. */
    private boolean starved;

    // ---------------------------------------------------------------- stream and block state

    private int state = STREAM_MAGIC;
    /** Index of the next magic byte in STREAM_MAGIC and BLOCK_MAGIC. */
    private int magicIndex;
    /** In BLOCK_MAGIC past the first byte: the end marker rather than a block. */
    private boolean atEnd;
    private boolean streamEnd;
    private int blockSize100k;
    private int storedBlockCrc;
    private int storedStreamCrc;
    private int streamCrc;
    private int origPtr;
    private int nInUse;
    private final int[] seqToUnseq = new int[256];
    private int nGroups;
    private int nSelectors;
    private final byte[] selectors = new byte[MAX_SELECTORS];

    // the Huffman tables, in libbzip2's form (see buildTables)
    private final int[][] limit = new int[MAX_GROUPS][MAX_CODE_LEN + 3];
    private final int[][] base = new int[MAX_GROUPS][MAX_CODE_LEN + 3];
    private final int[][] perm = new int[MAX_GROUPS][MAX_ALPHA];
    private final int[] minLens = new int[MAX_GROUPS];
    /** Per table, per 10-bit prefix: {@code length << 9 | symbol}, or -1 to walk bit by bit. */
    private final int[][] fast = new int[MAX_GROUPS][1 << FAST_BITS];
    private final byte[][] lens = new byte[MAX_GROUPS][MAX_ALPHA];

    // symbol decoding
    private int groupNo;
    private int groupPos;
    private int nblock;
    /** The zero run being read: its length so far, and the weight of its next digit (0: none). */
    private int runAcc;
    private int runWeight;
    private final byte[] mtf = new byte[256];
    private final int[] unzftab = new int[256];
    private int[] tt = new int[0];

    // output of the decoded block
    private int tPos;
    private int nUsed;
    private int prevByte;
    private int sameCount;
    private int repLeft;
    private int repByte;
    private int blockCrc;

    // ---------------------------------------------------------------- input bookkeeping

    /** Add input after what is buffered. */
    void feed(byte[] buf, int off, int len) {
        int keepFrom = (int) (bitPos >>> 3);
        if (keepFrom > 0 && (keepFrom >= 65536 || keepFrom * 2 >= inEnd)) {
            System.arraycopy(in, keepFrom, in, 0, inEnd - keepFrom);
            inEnd -= keepFrom;
            bitPos -= (long) keepFrom << 3;
        }
        if (inEnd + len > in.length) {
            in = Arrays.copyOf(in, Math.max(inEnd + len, in.length * 2));
        }
        System.arraycopy(buf, off, in, inEnd, len);
        inEnd += len;
    }

    /** Input bytes not consumed, as libbzip2 would count them ({@code avail_in}). */
    int unconsumed() {
        return starved ? 0 : inEnd - consumedBytes();
    }

    private int consumedBytes() {
        return (int) ((bitPos + 7) >>> 3);
    }

    /** The bytes not consumed (after the end of the stream: its unused data). */
    byte[] unconsumedBytes() {
        int from = consumedBytes();
        return Arrays.copyOfRange(in, from, Math.max(from, inEnd));
    }

    /**
     * Forget input not consumed, keeping the bits left in the byte being read: what CPython
     * does after an error, dropping its {@code next_in} while libbzip2 keeps its bit buffer.
     */
    void dropUnconsumed() {
        inEnd = Math.min(inEnd, consumedBytes());
        starved = false;
    }

    boolean streamEnd() {
        return streamEnd;
    }

    /** Whether a decoded block is being handed out: work that needs no more input. */
    boolean hasOutputPending() {
        return state == OUTPUT;
    }

    private long availBits() {
        return ((long) inEnd << 3) - bitPos;
    }

    /** The next {@code n} bits (at most 24), which the caller has checked are there. */
    private int bits(int n) {
        int at = (int) (bitPos >>> 3);
        int shift = (int) (bitPos & 7);
        int w = (in[at] & 0xff) << 24;
        if (at + 1 < inEnd) {
            w |= (in[at + 1] & 0xff) << 16;
            if (at + 2 < inEnd) {
                w |= (in[at + 2] & 0xff) << 8;
                if (at + 3 < inEnd) {
                    w |= in[at + 3] & 0xff;
                }
            }
        }
        bitPos += n;
        return (w << shift) >>> (32 - n);
    }

    // ---------------------------------------------------------------- the decoder

    /**
     * Decode into {@code out[off..off+len)} as far as the input and the room allow; the number
     * of bytes written. Afterwards {@link #streamEnd} says whether the end marker and a good
     * stream CRC were read, {@link #unconsumed} how much input is left.
     */
    int decode(byte[] out, int off, int len) {
        starved = false;
        int pos = off;
        int end = off + len;
        while (true) {
            switch (state) {
                case OUTPUT:
                    pos = writeBlock(out, pos, end);
                    if (nUsed < nblock || repLeft > 0) {
                        return pos - off;
                    }
                    int crc = ~blockCrc;
                    if (crc != storedBlockCrc) {
                        throw new DataError();
                    }
                    streamCrc = Bz2Crc.combine(streamCrc, crc);
                    state = BLOCK_MAGIC;
                    magicIndex = 0;
                    break;
                case IDLE:
                    throw new SequenceError();
                default:
                    if (!parse()) {
                        starved = true;
                        return pos - off;
                    }
                    if (state == IDLE) {
                        if (storedStreamCrc != streamCrc) {
                            throw new DataError();
                        }
                        streamEnd = true;
                        return pos - off;
                    }
                    break;
            }
        }
    }

    /**
     * Read fields until the block is decoded (state OUTPUT) or the stream ends (IDLE); false
     * when the input runs out first.
     */
    private boolean parse() {
        while (true) {
            switch (state) {
                case STREAM_MAGIC: {
                    if (availBits() < 8) {
                        return false;
                    }
                    int b = bits(8);
                    if (magicIndex < 3) {
                        if (b != STREAM_MAGIC_BYTES[magicIndex]) {
                            throw new DataError();
                        }
                        magicIndex++;
                        break;
                    }
                    if (b < '1' || b > '9') {
                        throw new DataError();
                    }
                    blockSize100k = b - '0';
                    if (tt.length < blockSize100k * 100000) {
                        tt = new int[blockSize100k * 100000];
                    }
                    state = BLOCK_MAGIC;
                    magicIndex = 0;
                    break;
                }
                case BLOCK_MAGIC: {
                    if (availBits() < 8) {
                        return false;
                    }
                    int b = bits(8);
                    if (magicIndex == 0) {
                        if (b == END_MAGIC_BYTES[0]) {
                            atEnd = true;
                        } else if (b == BLOCK_MAGIC_BYTES[0]) {
                            atEnd = false;
                        } else {
                            throw new DataError();
                        }
                    } else if (b != (atEnd ? END_MAGIC_BYTES : BLOCK_MAGIC_BYTES)[magicIndex]) {
                        throw new DataError();
                    }
                    if (++magicIndex == 6) {
                        state = atEnd ? STREAM_CRC : BLOCK_CRC;
                    }
                    break;
                }
                case BLOCK_CRC:
                    if (availBits() < 32) {
                        return false;
                    }
                    storedBlockCrc = bits(16) << 16 | bits(16);
                    state = RANDOMISED;
                    break;
                case RANDOMISED:
                    if (availBits() < 1) {
                        return false;
                    }
                    // not derandomised (see the class comment): the block CRC judges
                    bits(1);
                    state = ORIG_PTR;
                    break;
                case ORIG_PTR:
                    if (availBits() < 24) {
                        return false;
                    }
                    origPtr = bits(24);
                    if (origPtr > 10 + 100000 * blockSize100k) {
                        throw new DataError();
                    }
                    state = MAPPING;
                    break;
                case MAPPING:
                    if (!readMapping()) {
                        return false;
                    }
                    state = N_GROUPS;
                    break;
                case N_GROUPS:
                    if (availBits() < 3) {
                        return false;
                    }
                    nGroups = bits(3);
                    if (nGroups < 2 || nGroups > MAX_GROUPS) {
                        throw new DataError();
                    }
                    state = N_SELECTORS;
                    break;
                case N_SELECTORS:
                    if (availBits() < 15) {
                        return false;
                    }
                    nSelectors = bits(15);
                    if (nSelectors < 1) {
                        throw new DataError();
                    }
                    state = SELECTORS;
                    break;
                case SELECTORS:
                    if (!readSelectors()) {
                        return false;
                    }
                    state = CODE_LENGTHS;
                    break;
                case CODE_LENGTHS:
                    if (!readCodeLengths()) {
                        return false;
                    }
                    buildTables();
                    startSymbols();
                    state = SYMBOLS;
                    break;
                case SYMBOLS:
                    if (!readSymbols()) {
                        return false;
                    }
                    endBlock();
                    state = OUTPUT;
                    return true;
                case STREAM_CRC:
                    if (availBits() < 32) {
                        return false;
                    }
                    storedStreamCrc = bits(16) << 16 | bits(16);
                    state = IDLE;
                    return true;
                default:
                    throw new IllegalStateException("bz2 decoder state " + state);
            }
        }
    }

    /** The byte values in use: 16 bits for which ranges of 16, 16 bits for each such range. */
    private boolean readMapping() {
        long start = bitPos;
        if (availBits() < 16) {
            return false;
        }
        int ranges = bits(16);
        if (availBits() < 16L * Integer.bitCount(ranges)) {
            bitPos = start;
            return false;
        }
        int n = 0;
        for (int r = 0; r < 16; r++) {
            if ((ranges & (0x8000 >>> r)) != 0) {
                int used = bits(16);
                for (int k = 0; k < 16; k++) {
                    if ((used & (0x8000 >>> k)) != 0) {
                        seqToUnseq[n++] = r * 16 + k;
                    }
                }
            }
        }
        if (n == 0) {
            throw new DataError();
        }
        nInUse = n;
        return true;
    }

    /** The selectors, each in unary (a one per step down the move-to-front list). */
    private boolean readSelectors() {
        long start = bitPos;
        int count = nSelectors;
        for (int i = 0; i < count; i++) {
            int j = 0;
            while (true) {
                if (availBits() < 1) {
                    bitPos = start;
                    return false;
                }
                if (bits(1) == 0) {
                    break;
                }
                if (++j >= nGroups) {
                    throw new DataError();
                }
            }
            if (i < MAX_SELECTORS) {
                selectors[i] = (byte) j;
            }
        }
        if (nSelectors > MAX_SELECTORS) {
            nSelectors = MAX_SELECTORS;
        }
        byte[] list = {0, 1, 2, 3, 4, 5};
        for (int i = 0; i < nSelectors; i++) {
            int j = selectors[i];
            byte t = list[j];
            System.arraycopy(list, 0, list, 1, j);
            list[0] = t;
            selectors[i] = t;
        }
        return true;
    }

    /** Each table's code lengths: a 5-bit start, then per symbol steps of "10" up, "11" down. */
    private boolean readCodeLengths() {
        long start = bitPos;
        int alphaSize = nInUse + 2;
        for (int t = 0; t < nGroups; t++) {
            if (availBits() < 5) {
                bitPos = start;
                return false;
            }
            int cur = bits(5);
            byte[] l = lens[t];
            for (int i = 0; i < alphaSize; i++) {
                while (true) {
                    if (cur < 1 || cur > MAX_CODE_LEN) {
                        throw new DataError();
                    }
                    if (availBits() < 1) {
                        bitPos = start;
                        return false;
                    }
                    if (bits(1) == 0) {
                        break;
                    }
                    if (availBits() < 1) {
                        bitPos = start;
                        return false;
                    }
                    cur += bits(1) == 0 ? 1 : -1;
                }
                l[i] = (byte) cur;
            }
        }
        return true;
    }

    /**
     * Decoding tables in libbzip2's form, which decides what a corrupt code does: the codes are
     * canonical; {@code limit[len]} is the largest code of that length (codes of a length
     * compare as numbers), {@code base[len]} what to subtract from a code of that length to
     * index {@code perm}, the symbols in order of code.
     */
    private void buildTables() {
        int alphaSize = nInUse + 2;
        for (int t = 0; t < nGroups; t++) {
            byte[] l = lens[t];
            int minLen = 32;
            int maxLen = 0;
            for (int i = 0; i < alphaSize; i++) {
                minLen = Math.min(minLen, l[i]);
                maxLen = Math.max(maxLen, l[i]);
            }
            int[] p = perm[t];
            int k = 0;
            for (int len = minLen; len <= maxLen; len++) {
                for (int i = 0; i < alphaSize; i++) {
                    if (l[i] == len) {
                        p[k++] = i;
                    }
                }
            }
            int[] b = base[t];
            int[] lim = limit[t];
            // b[len] first counts the codes shorter than len
            Arrays.fill(b, 0);
            for (int i = 0; i < alphaSize; i++) {
                b[l[i] + 1]++;
            }
            for (int len = 1; len < b.length; len++) {
                b[len] += b[len - 1];
            }
            Arrays.fill(lim, 0);
            int code = 0;
            for (int len = minLen; len <= maxLen; len++) {
                code += b[len + 1] - b[len];
                lim[len] = code - 1;
                code <<= 1;
            }
            for (int len = minLen + 1; len <= maxLen; len++) {
                b[len] = ((lim[len - 1] + 1) << 1) - b[len];
            }
            minLens[t] = minLen;
            int[] f = fast[t];
            for (int prefix = 0; prefix < f.length; prefix++) {
                f[prefix] = -1;
                for (int len = minLen; len <= FAST_BITS; len++) {
                    int v = prefix >>> (FAST_BITS - len);
                    if (v <= lim[len]) {
                        int idx = v - b[len];
                        if (idx >= 0 && idx < MAX_ALPHA) {
                            f[prefix] = len << 9 | p[idx];
                        }
                        break;
                    }
                }
            }
        }
    }

    private void startSymbols() {
        groupNo = -1;
        groupPos = 0;
        nblock = 0;
        runAcc = 0;
        runWeight = 0;
        for (int i = 0; i < 256; i++) {
            mtf[i] = (byte) i;
        }
        Arrays.fill(unzftab, 0);
    }

    /** Decode symbols up to the end of the block; false when the input runs out first. */
    private boolean readSymbols() {
        final int eob = nInUse + 1;
        final int nblockMax = 100000 * blockSize100k;
        final int[] tt = this.tt;
        final byte[] mtf = this.mtf;
        int n = nblock;
        int gPos = groupPos;
        int t = groupNo >= 0 ? selectors[groupNo] : 0;
        try {
            while (true) {
                if (gPos == 0) {
                    if (groupNo + 1 >= nSelectors) {
                        throw new DataError();
                    }
                    groupNo++;
                    gPos = 50;
                    t = selectors[groupNo];
                }
                int sym;
                long avail = ((long) inEnd << 3) - bitPos;
                int e = -1;
                if (avail >= 32) {
                    int at = (int) (bitPos >>> 3);
                    int w = (in[at] & 0xff) << 24 | (in[at + 1] & 0xff) << 16
                            | (in[at + 2] & 0xff) << 8 | (in[at + 3] & 0xff);
                    e = fast[t][(w << (int) (bitPos & 7)) >>> (32 - FAST_BITS)];
                }
                if (e >= 0) {
                    bitPos += e >>> 9;
                    sym = e & 511;
                } else {
                    sym = slowSymbol(t);
                    if (sym < 0) {
                        return false;
                    }
                }
                gPos--;
                if (sym <= RUNB) {
                    if (runWeight == 0) {
                        runWeight = 1;
                    } else if (runWeight >= 2 * 1024 * 1024) {
                        throw new DataError();
                    }
                    runAcc += (sym + 1) * runWeight;
                    runWeight <<= 1;
                    continue;
                }
                if (runWeight != 0) {
                    int uc = seqToUnseq[mtf[0] & 0xff];
                    unzftab[uc] += runAcc;
                    if (runAcc > nblockMax - n) {
                        throw new DataError();
                    }
                    Arrays.fill(tt, n, n + runAcc, uc);
                    n += runAcc;
                    runAcc = 0;
                    runWeight = 0;
                }
                if (sym == eob) {
                    return true;
                }
                if (n >= nblockMax) {
                    throw new DataError();
                }
                int pos = sym - 1;
                byte v = mtf[pos];
                if (pos < 16) {
                    for (int k = pos; k > 0; k--) {
                        mtf[k] = mtf[k - 1];
                    }
                } else {
                    System.arraycopy(mtf, 0, mtf, 1, pos);
                }
                mtf[0] = v;
                int uc = seqToUnseq[v & 0xff];
                unzftab[uc]++;
                tt[n++] = uc;
            }
        } finally {
            nblock = n;
            groupPos = gPos;
        }
    }

    /**
     * One symbol read a bit at a time as libbzip2 reads it, or -1 (position unchanged) when
     * the input ends inside it.
     */
    private int slowSymbol(int t) {
        long start = bitPos;
        int zn = minLens[t];
        if (availBits() < zn) {
            return -1;
        }
        int zvec = bits(zn);
        int[] lim = limit[t];
        while (true) {
            if (zn > MAX_CODE_LEN) {
                throw new DataError();
            }
            if (zvec <= lim[zn]) {
                break;
            }
            zn++;
            if (availBits() < 1) {
                bitPos = start;
                return -1;
            }
            zvec = zvec << 1 | bits(1);
        }
        int idx = zvec - base[t][zn];
        if (idx < 0 || idx >= MAX_ALPHA) {
            throw new DataError();
        }
        return perm[t][idx];
    }

    /** Invert the sort: link each entry of {@code tt} to the one after it in the block. */
    private void endBlock() {
        int n = nblock;
        if (origPtr >= n) {
            throw new DataError();
        }
        int[] next = new int[256];
        int sum = 0;
        for (int c = 0; c < 256; c++) {
            next[c] = sum;
            sum += unzftab[c];
        }
        int[] tt = this.tt;
        for (int i = 0; i < n; i++) {
            int c = tt[i] & 0xff;
            tt[next[c]++] |= i << 8;
        }
        tPos = tt[origPtr] >>> 8;
        nUsed = 0;
        prevByte = -1;
        sameCount = 0;
        repLeft = 0;
        blockCrc = Bz2Crc.INIT;
    }

    /**
     * Hand out the block into {@code out[pos..end)}, undoing the first run-length coding (four
     * equal bytes are followed by a count of more); the new position. A count byte is read as
     * soon as it is due, room or not, so that a block whose last count is zero ends with its
     * last byte out, as libbzip2's does.
     */
    private int writeBlock(byte[] out, int pos, int end) {
        final int[] tt = this.tt;
        int p = tPos;
        int used = nUsed;
        int prev = prevByte;
        int same = sameCount;
        int crc = blockCrc;
        final int n = nblock;
        while (true) {
            if (repLeft > 0) {
                int k = Math.min(repLeft, end - pos);
                if (k == 0) {
                    break;
                }
                Arrays.fill(out, pos, pos + k, (byte) repByte);
                crc = Bz2Crc.repeat(crc, repByte, k);
                pos += k;
                repLeft -= k;
                continue;
            }
            if (used == n) {
                break;
            }
            if (same == 4) {
                p = tt[p];
                repLeft = p & 0xff;
                repByte = prev;
                p >>>= 8;
                used++;
                same = 0;
                prev = -1;
                continue;
            }
            if (pos == end) {
                break;
            }
            p = tt[p];
            int c = p & 0xff;
            p >>>= 8;
            used++;
            if (c == prev) {
                same++;
            } else {
                prev = c;
                same = 1;
            }
            out[pos++] = (byte) c;
            crc = Bz2Crc.update(crc, c);
        }
        tPos = p;
        nUsed = used;
        prevByte = prev;
        sameCount = same;
        blockCrc = crc;
        return pos;
    }
}
