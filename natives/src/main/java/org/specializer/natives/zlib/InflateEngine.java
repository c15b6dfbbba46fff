package org.specializer.natives.zlib;

import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * One zlib inflate stream on {@link Inflater}: {@link #inflate} does what one call of zlib's
 * {@code inflate()} does with the input set by {@link #setInput} and the given output space,
 * consuming input exactly as zlib does (the JDK's inflater is zlib), so that what is left over
 * ({@code unconsumed_tail}, {@code unused_data}) is CPython's.
 *
 * <p>Formats by window bits, as zlib's {@code inflateInit2}: -8 to -15 raw; 0 and 8 to 15 zlib;
 * 16 + that gzip; 32 + that either, decided by the first two bytes. The zlib format is the
 * JDK's; the gzip header and trailer are read here with zlib's checks and messages, around a
 * raw inflater. The JDK inflates with a 32 KiB window whatever the window bits say, and the
 * window size in a zlib header is not checked against them (zlib refuses a larger one with
 * "invalid window size"; here the stream is inflated).
 */
final class InflateEngine {
    private static final int RAW = 0;
    private static final int ZLIB = 1;
    private static final int GZIP = 2;
    private static final int AUTO = 3;

    // phases
    private static final int HEAD = 0;
    private static final int GZ_HEAD = 1;
    private static final int BODY = 2;
    private static final int TRAILER = 3;
    private static final int DONE = 4;

    final int wbits;
    private int format;
    private int phase;
    private Inflater inf;

    // input
    private byte[] in;
    private int pos;
    private int end;

    // the first two bytes of a zlib or undecided stream, consumed before the JDK sees them
    private final byte[] head = new byte[2];
    private int headCount;
    private byte[] prefix;

    // gzip
    private final CRC32 headerCrc = new CRC32();
    private int gzState;
    private int gzFlags;
    private int gzNeed;
    private int gzHave;
    private final byte[] gzBuf = new byte[8];
    private CRC32 dataCrc;
    private long total;

    private boolean needDict;

    /** Whether {@code wbits} is valid for inflateInit2. */
    static boolean validWbits(int wbits) {
        if (wbits < 0) {
            return wbits >= -15 && wbits <= -8;
        }
        int w = wbits < 48 ? wbits & 15 : wbits;
        return w == 0 || (w >= 8 && w <= 15);
    }

    /** {@code inflateInit2(wbits)}; the caller has checked {@link #validWbits}. */
    InflateEngine(int wbits) {
        this.wbits = wbits;
        if (wbits < 0) {
            format = RAW;
            inf = new Inflater(true);
            phase = BODY;
        } else {
            format = wbits < 16 ? ZLIB : wbits < 32 ? GZIP : AUTO;
            phase = format == GZIP ? GZ_HEAD : HEAD;
        }
    }

    void setInput(byte[] b, int off, int len) {
        in = b;
        pos = off;
        end = off + len;
    }

    /** Index in the input array of the next byte zlib has not consumed ({@code next_in}). */
    int nextIn() {
        return pos;
    }

    int availIn() {
        return end - pos;
    }

    boolean streamEnd() {
        return phase == DONE;
    }

    /** Whether the last call stopped for a preset dictionary ({@code Z_NEED_DICT}). */
    boolean needsDictionary() {
        return needDict;
    }

    /**
     * {@code inflateSetDictionary}: at the start of a raw stream, or when the zlib stream asked
     * for one. A wrong dictionary is Z_DATA_ERROR, as zlib's.
     */
    void setDictionary(byte[] b, int off, int len) {
        if (format == RAW) {
            inf.setDictionary(b, off, len);
            return;
        }
        if (!needDict) {
            throw new ZError(ZError.Z_STREAM_ERROR, null);
        }
        try {
            inf.setDictionary(b, off, len);
        } catch (IllegalArgumentException e) {
            throw new ZError(ZError.Z_DATA_ERROR, null);
        }
        needDict = false;
    }

    /** One call of zlib's inflate into {@code out[off .. off+len)}: the bytes written. */
    int inflate(byte[] out, int off, int len) {
        int written = 0;
        needDict = false;
        for (;;) {
            switch (phase) {
                case HEAD:
                    if (!readHead()) {
                        return written;
                    }
                    break;
                case GZ_HEAD:
                    if (!readGzipHeader()) {
                        return written;
                    }
                    break;
                case BODY: {
                    int n = body(out, off + written, len - written);
                    written += n;
                    if (needDict) {
                        return written;
                    }
                    if (!inf.finished()) {
                        return written;
                    }
                    phase = format == GZIP ? TRAILER : DONE;
                    break;
                }
                case TRAILER:
                    if (!readTrailer()) {
                        return written;
                    }
                    phase = DONE;
                    break;
                default:
                    return written;
            }
        }
    }

    private int body(byte[] out, int off, int len) {
        int n;
        try {
            if (prefix != null) {
                byte[] joined = new byte[prefix.length + end - pos];
                System.arraycopy(prefix, 0, joined, 0, prefix.length);
                System.arraycopy(in, pos, joined, prefix.length, end - pos);
                inf.setInput(joined);
                n = inf.inflate(out, off, len);
                int used = joined.length - inf.getRemaining() - prefix.length;
                prefix = null;
                pos += Math.max(used, 0);
            } else {
                inf.setInput(in, pos, end - pos);
                n = inf.inflate(out, off, len);
                pos = end - inf.getRemaining();
            }
        } catch (DataFormatException e) {
            pos = end - inf.getRemaining();
            throw ZError.data(e.getMessage());
        }
        if (inf.needsDictionary()) {
            needDict = true;
        }
        if (dataCrc != null) {
            dataCrc.update(out, off, n);
            total += n;
        }
        return n;
    }

    private int nextByte() {
        return in[pos++] & 0xff;
    }

    /** The first two bytes of a zlib or undecided stream. Compare zlib inflate.c: HEAD. */
    private boolean readHead() {
        while (headCount < 2 && pos < end) {
            head[headCount++] = in[pos++];
        }
        if (headCount < 2) {
            return false;
        }
        int b0 = head[0] & 0xff;
        int b1 = head[1] & 0xff;
        if (format == AUTO && b0 == 0x1f && b1 == 0x8b) {
            format = GZIP;
            phase = GZ_HEAD;
            headerCrc.update(head, 0, 2);
            gzState = 1;
            gzNeed = 2;
            return true;
        }
        if (((b0 << 8) + b1) % 31 != 0) {
            throw ZError.data("incorrect header check");
        }
        if ((b0 & 0xf) != 8) {
            throw ZError.data("unknown compression method");
        }
        if ((b0 >> 4) + 8 > 15) {
            throw ZError.data("invalid window size");
        }
        format = ZLIB;
        inf = new Inflater(false);
        prefix = head.clone();
        phase = BODY;
        return true;
    }

    /**
     * The gzip header, a field at a time: magic, method and flags, time, extra flags and OS,
     * then the optional extra field, name, comment and header CRC. Compare zlib inflate.c:
     * HEAD to HCRC.
     */
    private boolean readGzipHeader() {
        for (;;) {
            switch (gzState) {
                case 0: // magic
                case 1: // method, flags
                case 2: // mtime
                case 3: // xfl, os
                case 4: // extra length
                case 5: // extra data
                case 8: { // header crc
                    int need = gzNeed(gzState);
                    while (gzHave < need && pos < end) {
                        int b = nextByte();
                        if (gzState == 8) {
                            gzBuf[gzHave] = (byte) b;
                        } else {
                            headerCrc.update(b);
                            if (gzHave < gzBuf.length) {
                                gzBuf[gzHave] = (byte) b;
                            }
                        }
                        gzHave++;
                    }
                    if (gzHave < need) {
                        return false;
                    }
                    gzHave = 0;
                    if (!gzField()) {
                        return true;
                    }
                    break;
                }
                default: { // 6: name, 7: comment, each up to a zero byte
                    while (pos < end) {
                        int b = nextByte();
                        headerCrc.update(b);
                        if (b == 0) {
                            gzState = gzState == 6 && (gzFlags & 0x10) != 0 ? 7 : 8;
                            if (gzState == 8 && (gzFlags & 0x02) == 0) {
                                startGzipBody();
                                return true;
                            }
                            break;
                        }
                    }
                    if (pos >= end && (gzState == 6 || gzState == 7)) {
                        return false;
                    }
                }
            }
        }
    }

    private int gzNeed(int state) {
        switch (state) {
            case 0: case 1: case 3: case 4: case 8:
                return 2;
            case 2:
                return 4;
            default:
                return gzNeed;
        }
    }

    /**
     * A complete fixed field in {@link #gzBuf}: check it and move on; false once the header
     * is done and the body started.
     */
    private boolean gzField() {
        switch (gzState) {
            case 0:
                if ((gzBuf[0] & 0xff) != 0x1f || (gzBuf[1] & 0xff) != 0x8b) {
                    throw ZError.data("incorrect header check");
                }
                gzState = 1;
                return true;
            case 1:
                gzFlags = gzBuf[1] & 0xff;
                if ((gzBuf[0] & 0xff) != 8) {
                    throw ZError.data("unknown compression method");
                }
                if ((gzFlags & 0xe0) != 0) {
                    throw ZError.data("unknown header flags set");
                }
                gzState = 2;
                return true;
            case 2:
                gzState = 3;
                return true;
            case 3:
                return afterFixed(4);
            case 4:
                gzNeed = (gzBuf[0] & 0xff) | (gzBuf[1] & 0xff) << 8;
                gzState = 5;
                return true;
            case 5:
                return afterFixed(6);
            default: { // 8: header CRC
                int want = (gzBuf[0] & 0xff) | (gzBuf[1] & 0xff) << 8;
                if (want != (int) (headerCrc.getValue() & 0xffff)) {
                    throw ZError.data("header crc mismatch");
                }
                startGzipBody();
                return false;
            }
        }
    }

    /** The next optional field from {@code from} (4 extra, 6 name, 7 comment, 8 crc). */
    private boolean afterFixed(int from) {
        int state = from;
        if (state == 4 && (gzFlags & 0x04) == 0) {
            state = 6;
        }
        if (state == 6 && (gzFlags & 0x08) == 0) {
            state = 7;
        }
        if (state == 7 && (gzFlags & 0x10) == 0) {
            state = 8;
        }
        if (state == 8 && (gzFlags & 0x02) == 0) {
            startGzipBody();
            return false;
        }
        gzState = state;
        return true;
    }

    private void startGzipBody() {
        inf = new Inflater(true);
        dataCrc = new CRC32();
        total = 0;
        gzHave = 0;
        phase = BODY;
    }

    /** CRC-32 and length of the data, little-endian. Compare zlib inflate.c: CHECK, LENGTH. */
    private boolean readTrailer() {
        while (gzHave < 8 && pos < end) {
            gzBuf[gzHave++] = in[pos++];
            if (gzHave == 4 && le32(0) != (int) dataCrc.getValue()) {
                throw ZError.data("incorrect data check");
            }
        }
        if (gzHave < 8) {
            return false;
        }
        if (le32(4) != (int) total) {
            throw ZError.data("incorrect length check");
        }
        return true;
    }

    private int le32(int at) {
        return (gzBuf[at] & 0xff) | (gzBuf[at + 1] & 0xff) << 8 | (gzBuf[at + 2] & 0xff) << 16
                | (gzBuf[at + 3] & 0xff) << 24;
    }

    void end() {
        if (inf != null) {
            inf.end();
        }
    }
}
