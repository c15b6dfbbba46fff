package org.specializer.natives.zlib;

import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * One zlib deflate stream on {@link Deflater}: {@link #deflate} does what one call of zlib's
 * {@code deflate(strm, flush)} does with the given output space. The zlib format is the JDK's
 * own; the raw format is {@code nowrap}; the gzip format (window bits 25 to 31) is a raw stream
 * framed here with zlib's header (no name or time, {@code XFL} from the level, OS 3) and trailer
 * (CRC-32 and length of the input).
 *
 * <p>What {@link Deflater} cannot do, and how this differs from CPython's zlib: the window is
 * always 32 KiB and {@code memLevel} always 8 (other values are accepted and compress with
 * these, so their output is valid but not CPython's bytes); the strategies {@code Z_RLE} and
 * {@code Z_FIXED} compress as {@code Z_DEFAULT_STRATEGY}; flush modes {@code Z_PARTIAL_FLUSH}
 * and {@code Z_BLOCK} flush as {@code Z_SYNC_FLUSH} (all input so far is decodable, as they
 * promise, with different bytes).
 */
final class DeflateEngine {
    static final int RAW = 0;
    static final int ZLIB = 1;
    static final int GZIP = 2;

    static final int Z_NO_FLUSH = 0;
    static final int Z_PARTIAL_FLUSH = 1;
    static final int Z_SYNC_FLUSH = 2;
    static final int Z_FULL_FLUSH = 3;
    static final int Z_FINISH = 4;
    static final int Z_BLOCK = 5;

    final int level;
    final int wrap;
    final int strategy;
    private final Deflater def;
    private boolean ended;

    // gzip framing: header and trailer bytes waiting for output space
    private byte[] pending;
    private int pendingPos;
    private boolean headerDone;
    private boolean trailerQueued;
    private final CRC32 crc;
    private long isize;

    /**
     * @param level    -1 to 9 (checked by the caller)
     * @param wrap     {@link #RAW}, {@link #ZLIB} or {@link #GZIP}
     * @param strategy 0 to 4 (checked by the caller)
     */
    DeflateEngine(int level, int wrap, int strategy) {
        this.level = level;
        this.wrap = wrap;
        this.strategy = strategy;
        this.def = new Deflater(level, wrap != ZLIB);
        if (strategy == Deflater.FILTERED || strategy == Deflater.HUFFMAN_ONLY) {
            def.setStrategy(strategy);
            // the JDK applies a strategy through deflateParams at its next call: make that
            // call now, before any data, so that every later call is a plain deflate
            def.deflate(new byte[1], 0, 0, Deflater.NO_FLUSH);
        }
        this.crc = wrap == GZIP ? new CRC32() : null;
        this.headerDone = wrap != GZIP;
    }

    /** {@code deflateSetDictionary}; false where zlib refuses (gzip streams). */
    boolean setDictionary(byte[] b, int off, int len) {
        if (wrap == GZIP) {
            return false;
        }
        def.setDictionary(b, off, len);
        return true;
    }

    boolean ended() {
        return ended;
    }

    /** Hand zlib the next input (all of it is consumed by the calls that follow). */
    void setInput(byte[] b, int off, int len) {
        def.setInput(b, off, len);
        if (crc != null) {
            crc.update(b, off, len);
            isize += len;
        }
    }

    /**
     * One call of zlib's deflate: compress into {@code out[off .. off+len)} with
     * {@code flush}; the bytes written. The call filled its output space exactly when more
     * output may follow. Z_STREAM_ERROR when the stream has ended or {@code flush} is invalid.
     */
    int deflate(byte[] out, int off, int len, int flush) {
        if (ended || flush < 0 || flush > Z_BLOCK) {
            throw new ZError(ZError.Z_STREAM_ERROR, null);
        }
        int written = 0;
        if (!headerDone) {
            headerDone = true;
            int xfl = level == 9 ? 2 : (strategy >= Deflater.HUFFMAN_ONLY || (level >= 0
                    && level < 2) ? 4 : 0);
            pending = new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, (byte) xfl, 3};
            pendingPos = 0;
        }
        written += drainPending(out, off, len);
        if (pending != null) {
            return written;
        }
        if (trailerQueued) {
            return written;
        }
        int n;
        switch (flush) {
            case Z_NO_FLUSH:
                n = def.deflate(out, off + written, len - written, Deflater.NO_FLUSH);
                break;
            case Z_FULL_FLUSH:
                n = def.deflate(out, off + written, len - written, Deflater.FULL_FLUSH);
                break;
            case Z_FINISH:
                def.finish();
                n = def.deflate(out, off + written, len - written, Deflater.NO_FLUSH);
                break;
            default:
                n = def.deflate(out, off + written, len - written, Deflater.SYNC_FLUSH);
        }
        written += n;
        if (flush == Z_FINISH && wrap == GZIP && def.finished()) {
            long c = crc.getValue();
            pending = new byte[] {(byte) c, (byte) (c >> 8), (byte) (c >> 16), (byte) (c >> 24),
                (byte) isize, (byte) (isize >> 8), (byte) (isize >> 16), (byte) (isize >> 24)};
            pendingPos = 0;
            trailerQueued = true;
            written += drainPending(out, off + written, len - written);
        }
        return written;
    }

    private int drainPending(byte[] out, int off, int len) {
        if (pending == null) {
            return 0;
        }
        int n = Math.min(len, pending.length - pendingPos);
        System.arraycopy(pending, pendingPos, out, off, n);
        pendingPos += n;
        if (pendingPos == pending.length) {
            pending = null;
        }
        return n;
    }

    /** Whether a Z_FINISH has produced all its output ({@code Z_STREAM_END}). */
    boolean streamEnd() {
        return def.finished() && pending == null;
    }

    /** {@code deflateEnd}. */
    void end() {
        ended = true;
        def.end();
    }
}
