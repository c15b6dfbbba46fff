package org.specializer.natives.io;

import java.math.BigInteger;
import org.specializer.api.Abstract;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.core.modules.TextSink;
import org.specializer.natives.posix.BytesLike;

/**
 * {@code _io.TextIOWrapper}: text over a buffered binary stream, as CPython's
 * {@code Modules/_io/textio.c}: encoding with {@link TextCodecs}, newline translation,
 * line buffering, and {@code tell()}/{@code seek()} cookies packed as CPython's (position,
 * decoder flags, bytes to feed, characters to skip, need-EOF), so that they are plain byte
 * offsets wherever the decoder holds nothing back.
 *
 * <p>Written text is encoded into pending bytes that go to the buffer in chunks of
 * {@code _CHUNK_SIZE} (and on flush); read text is decoded a chunk at a time into
 * {@code decodedChars}, with a snapshot of the decoder state at the chunk's start for
 * {@code tell()}. When the buffer is exactly an {@code _io} Buffered object it is called
 * directly rather than through its Python methods.
 */
public final class PyTextIOWrapper extends PyIOBase implements TextSink {
    public static final PyType TYPE = PyType.builtin("TextIOWrapper", PyTextIOWrapper.class,
            IOBaseTypes.TEXT_IOBASE, PyType.BASETYPE, PyTextIOWrapper::define)
            .withModule("_io").withDottedTpName();

    private static final PyStr NAME = PyStr.intern("name");
    private static final PyStr MODE = PyStr.intern("mode");
    private static final PyStr READ1 = PyStr.intern("read1");

    private boolean ok;
    private boolean detached;
    PyObject buffer;
    /** The buffer when it is exactly an {@code _io} Buffered object, else null. */
    private PyBuffered fast;
    private PyObject encoding;
    private String codec;
    private String errors;
    private int chunkSize = 8192;

    private boolean readUniversal;
    private boolean readTranslate;
    private String readnl;
    private boolean writeTranslate;
    private String writenl;
    private PyObject newlineArg = Py.None;
    boolean lineBuffering;
    boolean writeThrough;
    /** See {@link #updatePlainAscii}. */
    private boolean plainAscii;

    private TextCodecs.Decoder decoder;
    private PyNewlineDecoder nlDecoder;
    private TextCodecs.Encoder encoder;
    private boolean encodingStartOfStream;

    private String decodedChars;
    /** Index (in chars) into {@link #decodedChars} of what has been returned. */
    private int decodedCharsUsed;
    private long snapshotFlags;
    private byte[] snapshotInput;
    private double b2cratio;
    private boolean seekable;
    private boolean telling;
    private boolean hasRead1;

    private final ByteBuilder pending = new ByteBuilder(256);
    /** Flushed (its text and its buffer) before each write: stdout, for stderr. */
    PyTextIOWrapper flushFirst;

    PyTextIOWrapper(PyType type) {
        super(type);
    }

    // ------------------------------------------------------------------ set-up

    private static final Params INIT = new Params("TextIOWrapper", new String[] {"buffer",
        "encoding", "errors", "newline", "line_buffering", "write_through"}, 0, 6, 1);

    private static String optionalStr(PyObject o, String arg) {
        if (o == null || o == Py.None) {
            return null;
        }
        if (!(o instanceof PyStr s)) {
            throw Py.typeError("TextIOWrapper() argument '" + arg + "' must be str or None, not "
                    + o.type.getName());
        }
        return cString(s);
    }

    /**
     * A name the C implementation takes as a C string (argument clinic's {@code str}
     * converter, {@code PyUnicode_AsUTF8}): a lone surrogate is a UnicodeEncodeError, a NUL a
     * ValueError.
     */
    private static String cString(PyStr s) {
        org.specializer.api.Codecs.requireUtf8(s);
        if (s.value.indexOf('\0') >= 0) {
            throw Py.valueError("embedded null character");
        }
        return s.value;
    }

    private static void validateNewline(String nl) {
        if (nl != null && !nl.isEmpty() && !nl.equals("\n") && !nl.equals("\r")
                && !nl.equals("\r\n")) {
            throw Py.valueError("illegal newline value: " + nl);
        }
    }

    /** Compare CPython textio.c: _io_TextIOWrapper___init___impl. */
    void init(PyObject buffer, PyObject encodingArg, PyObject errorsArg, PyObject newlineObj,
            boolean lineBuffering, boolean writeThrough) {
        ok = false;
        detached = false;
        String enc = optionalStr(encodingArg, "encoding");
        String err = optionalStr(errorsArg, "errors");
        String nl = optionalStr(newlineObj, "newline");
        validateNewline(nl);
        if (enc == null && org.specializer.core.PyFlags.warnDefaultEncoding()) {
            IOModule.warnDefaultEncoding(1);
        }
        if (enc == null || enc.equals("locale")) {
            encoding = PyStr.of(IOModule.localeEncoding());
        } else {
            encoding = encodingArg;
        }
        String name = ((PyStr) encoding).value;
        codec = textCodec(name);
        errors = err == null ? "strict" : err;
        if (err != null && org.specializer.core.PyFlags.devMode()) {
            // the development mode checks the handler's name at once (io_check_errors)
            org.specializer.api.CodecErrors.checkHandler(err);
        }
        this.buffer = buffer;
        this.fast = buffer.type == PyBuffered.READER || buffer.type == PyBuffered.WRITER
                || buffer.type == PyBuffered.RANDOM ? (PyBuffered) buffer : null;
        this.lineBuffering = lineBuffering;
        this.writeThrough = writeThrough;
        this.chunkSize = 8192;
        this.decodedChars = null;
        this.snapshotInput = null;
        this.b2cratio = 0;
        setNewline(nl, newlineObj);
        setCoders();
        seekable = telling = Abstract.isTrue(Abstract.callMethod(buffer,
                IOBaseTypes.SEEKABLE));
        hasRead1 = buffer.lookupAttr(READ1) != null;
        encodingStartOfStream = false;
        ok = true;
        fixEncoderState();
        updatePlainAscii();
        if (encoder != null) {
            ExitFlush.register(this);
            needsFinalization();
            if (fast != null) {
                fast.owner = this;
            }
        }
    }

    /** The codec name for {@code encoding}; LookupError as CPython's for non-text codecs. */
    private static String textCodec(String encoding) {
        return Codecs.codecName(encoding, "codecs.open()");
    }

    private void setNewline(String nl, PyObject newlineObj) {
        newlineArg = newlineObj == null ? Py.None : newlineObj;
        readnl = nl;
        readUniversal = nl == null || nl.isEmpty();
        readTranslate = nl == null;
        writeTranslate = nl == null || !nl.isEmpty();
        writenl = null;
        if (!readUniversal && nl != null && !nl.equals("\n")) {
            writenl = nl;
        }
    }

    private void setCoders() {
        decoder = null;
        nlDecoder = null;
        encoder = null;
        if (Abstract.isTrue(Abstract.callMethod(buffer, IOBaseTypes.READABLE))) {
            decoder = TextCodecs.decoder(codec, errors);
            if (readUniversal) {
                nlDecoder = new PyNewlineDecoder(decoder, readTranslate);
            }
        }
        if (Abstract.isTrue(Abstract.callMethod(buffer, IOBaseTypes.WRITABLE))) {
            encoder = TextCodecs.encoder(codec, errors);
        }
    }

    /** Don't write a BOM in the middle of a file. Compare textio.c: _textiowrapper_fix_encoder_state. */
    private void fixEncoderState() {
        if (!seekable || encoder == null) {
            return;
        }
        encodingStartOfStream = true;
        long cookie = Abstract.asIndex(Abstract.callMethod(buffer, IOBaseTypes.TELL));
        if (cookie != 0) {
            encodingStartOfStream = false;
            encoder.skipBom();
        }
    }

    // ------------------------------------------------------------------ checks

    private void checkAttached() {
        if (!ok) {
            if (detached) {
                throw Py.valueError("underlying buffer has been detached");
            }
            throw Py.valueError("I/O operation on uninitialized object");
        }
    }

    /** Is the buffer closed? */
    boolean isClosed() {
        checkAttached();
        if (fast != null) {
            return fast.isClosed();
        }
        return Abstract.isTrue(buffer.getAttr(IOBaseTypes.CLOSED));
    }

    private void checkClosed() {
        if (type == TYPE) {
            if (isClosed()) {
                throw Py.valueError("I/O operation on closed file.");
            }
        } else {
            IOBaseTypes.checkClosed(this);
        }
    }

    // ------------------------------------------------------------------ the decoder

    private String decode(byte[] b, int off, int len, boolean fin) {
        return nlDecoder != null ? nlDecoder.decode(b, off, len, fin)
                : decoder.decode(b, off, len, fin);
    }

    private byte[] decoderPending() {
        return nlDecoder != null ? nlDecoder.statePending() : decoder.pending();
    }

    private long decoderFlags() {
        return nlDecoder != null ? nlDecoder.stateFlags() : decoder.flags();
    }

    private void decoderSetState(byte[] p, long flags) {
        if (nlDecoder != null) {
            nlDecoder.setState(p, flags);
        } else {
            decoder.setState(p, (int) flags);
        }
    }

    private void decoderReset() {
        if (nlDecoder != null) {
            nlDecoder.reset();
        } else if (decoder != null) {
            decoder.reset();
        }
    }

    // ------------------------------------------------------------------ writing

    @Override
    public boolean isPlainTextSink() {
        return type == TYPE && ok;
    }

    @Override
    public void writeText(PyStr s) {
        write(s);
    }

    @Override
    public void flushText() {
        flush();
    }

    @Override
    public void writeStrOf(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyStr.class) {
            write((PyStr) o);
        } else if (c == PyInt.class && plainAscii && flushFirst == null && decoder == null) {
            checkAttached();
            checkClosed();
            pending.appendLong(((PyInt) o).value);
            if (pending.length() >= chunkSize) {
                writeflush();
            }
        } else {
            write(Abstract.str(o));
        }
    }

    /** {@code write(s)}: the length of {@code s}. Compare textio.c: _io_TextIOWrapper_write_impl. */
    int write(PyStr s) {
        checkAttached();
        checkClosed();
        if (encoder == null) {
            throw IOBaseTypes.unsupported("not writable");
        }
        PyTextIOWrapper first = flushFirst;
        if (first != null && first.ok && first != this) {
            first.flushToFd();
        }
        String text = s.value;
        if (plainAscii && s.isAscii()) {
            // the common case: nothing to translate, flush or encode
            if (text.length() >= chunkSize) {
                flushPendingFirst();
            }
            pending.appendLatin1(text);
            if (pending.length() >= chunkSize) {
                writeflush();
            }
            if (snapshotInput != null) {
                decodedChars = null;
                snapshotInput = null;
            }
            if (decoder != null) {
                decoderReset();
            }
            return text.length();
        }
        int textlen = s.length();
        boolean haslf = false;
        if ((writeTranslate && writenl != null) || lineBuffering) {
            haslf = text.indexOf('\n') >= 0;
        }
        if (haslf && writeTranslate && writenl != null) {
            text = text.replace("\n", writenl);
        }
        boolean needflush = lineBuffering && (haslf || text.indexOf('\r') >= 0);
        byte[] b;
        if (s.isAscii() && asciiCompatible()) {
            b = asciiBytes(text);
        } else {
            b = encoder.encode(text);
        }
        encodingStartOfStream = false;
        if (b.length >= chunkSize) {
            flushPendingFirst();
        }
        if (pending.length() == 0 && b.length >= chunkSize) {
            bufferWrite(b);  // what writeflush would do with b alone pending
        } else {
            pending.append(b, 0, b.length);
            if (pending.length() >= chunkSize || needflush || writeThrough) {
                writeflush();
            }
        }
        if (needflush) {
            bufferFlush();
        }
        // decoded text read ahead is dropped only where a snapshot can find its place again
        // (a seekable stream); elsewhere it is the only copy (gh-80109)
        if (snapshotInput != null) {
            decodedChars = null;
            snapshotInput = null;
        }
        if (decoder != null) {
            decoderReset();
        }
        return textlen;
    }

    /**
     * Can ASCII text go into the pending bytes as it is: an ASCII-compatible codec past any
     * BOM, no newline translation, no line buffering, no write-through.
     */
    private void updatePlainAscii() {
        plainAscii = encoder != null && writenl == null && !lineBuffering && !writeThrough
                && (codec.equals("utf-8") || codec.equals("latin-1") || codec.equals("ascii"));
    }

    private boolean asciiCompatible() {
        switch (codec) {
            case "utf-8":
            case "latin-1":
            case "ascii":
                return true;
            case "utf-8-sig":
                return !encodingStartOfStream;
            default:
                return false;
        }
    }

    private static byte[] asciiBytes(String s) {
        byte[] b = new byte[s.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) s.charAt(i);
        }
        return b;
    }

    /**
     * Before a write of at least a chunk: flush the pending bytes until none are left (the
     * buffer's write may write through this wrapper again, which pends more: gh-119506), so
     * that the large write goes to the buffer on its own, after them.
     */
    private void flushPendingFirst() {
        while (pending.length() > 0) {
            writeflush();
        }
    }

    /** Hand the pending bytes to the buffer. Compare textio.c: _textiowrapper_writeflush. */
    void writeflush() {
        if (pending.length() == 0) {
            return;
        }
        byte[] b = pending.toByteArray();
        pending.clear();
        bufferWrite(b);
    }

    private void bufferWrite(byte[] b) {
        if (fast != null) {
            fast.lockedWrite(b);
        } else {
            Abstract.callMethod(buffer, IOBaseTypes.WRITE, PyBytes.of(b));
        }
    }

    private void bufferFlush() {
        if (fast != null && fast.writable) {
            fast.lockedFlush();
        } else {
            Abstract.callMethod(buffer, IOBaseTypes.FLUSH);
        }
    }

    /** {@code flush()}. */
    void flush() {
        checkAttached();
        checkClosed();
        telling = seekable;
        writeflush();
        bufferFlush();
    }

    /** Push everything written so far down to the file descriptor (std streams' ordering). */
    void flushToFd() {
        if (pending.length() == 0 && (fast == null || fast.pendingWrites() == 0)) {
            return;
        }
        try {
            if (!isClosed()) {
                writeflush();
                bufferFlush();
            }
        } catch (PyException e) {
            // the stream's own next operation reports it
        }
    }

    // ------------------------------------------------------------------ reading

    private String takeDecoded(long n) {
        if (decodedChars == null) {
            return "";
        }
        int avail = decodedChars.length() - decodedCharsUsed;
        int end;
        if (n < 0) {
            end = decodedChars.length();
        } else {
            int cps = decodedChars.codePointCount(decodedCharsUsed, decodedChars.length());
            end = n >= cps ? decodedChars.length()
                    : decodedChars.offsetByCodePoints(decodedCharsUsed, (int) n);
        }
        if (avail <= 0) {
            return "";
        }
        String out = decodedChars.substring(decodedCharsUsed, end);
        decodedCharsUsed = end;
        return out;
    }

    private void setDecoded(String s) {
        decodedChars = s;
        decodedCharsUsed = 0;
    }

    private byte[] bufferRead(PyStr method, long n) {
        PyObject r;
        if (fast != null && fast.readable) {
            r = fast.lockedRead(n, method == READ1);
        } else {
            r = Abstract.callMethod(buffer, method, PyInt.of(n));
        }
        if (r == Py.None) {
            return null;
        }
        if (!BytesLike.check(r)) {
            throw Py.typeError("underlying " + method.value + "() should have returned a "
                    + "bytes-like object, not '" + r.type.getName() + "'");
        }
        return BytesLike.bytes(r);
    }

    /** Read and decode one chunk: false at end of file. Compare textio.c: textiowrapper_read_chunk. */
    private boolean readChunk(long sizeHint) {
        if (decoder == null) {
            throw IOBaseTypes.unsupported("not readable");
        }
        byte[] decBuffer = null;
        long decFlags = 0;
        if (telling) {
            decBuffer = decoderPending();
            decFlags = decoderFlags();
        }
        if (sizeHint > 0) {
            sizeHint = (long) (Math.max(b2cratio, 1.0) * sizeHint);
        }
        long size = Math.max(chunkSize, sizeHint);
        byte[] input = bufferRead(hasRead1 ? READ1 : IOBaseTypes.READ, size);
        if (input == null) {
            input = new byte[0];
        }
        boolean eof = input.length == 0;
        String decoded = decode(input, 0, input.length, eof);
        setDecoded(decoded);
        int nchars = decoded.codePointCount(0, decoded.length());
        b2cratio = nchars > 0 ? (double) input.length / nchars : 0.0;
        if (nchars > 0) {
            eof = false;
        }
        if (telling) {
            byte[] next = new byte[decBuffer.length + input.length];
            System.arraycopy(decBuffer, 0, next, 0, decBuffer.length);
            System.arraycopy(input, 0, next, decBuffer.length, input.length);
            snapshotFlags = decFlags;
            snapshotInput = next;
        }
        return !eof;
    }

    /** {@code read(n)}. Compare textio.c: _io_TextIOWrapper_read_impl. */
    String read(long n) {
        checkAttached();
        checkClosed();
        if (decoder == null) {
            throw IOBaseTypes.unsupported("not readable");
        }
        writeflush();
        if (n < 0) {
            byte[] all;
            if (fast != null && fast.readable) {
                PyObject r = fast.lockedRead(-1, false);
                all = r == Py.None ? new byte[0] : ((PyBytes) r).value;
            } else {
                PyObject r = Abstract.callMethod(buffer, IOBaseTypes.READ);
                all = r == Py.None ? new byte[0] : BytesLike.bytes(r);
            }
            String decoded = decode(all, 0, all.length, true);
            String result = takeDecoded(-1) + decoded;
            decodedChars = null;
            snapshotInput = null;
            return result;
        }
        String result = takeDecoded(n);
        long remaining = n - result.codePointCount(0, result.length());
        if (remaining <= 0) {
            return result;
        }
        StringBuilder sb = new StringBuilder(result);
        while (remaining > 0) {
            if (!readChunk(remaining)) {
                break;
            }
            String more = takeDecoded(remaining);
            sb.append(more);
            remaining -= more.codePointCount(0, more.length());
        }
        return sb.toString();
    }

    /** {@code readline(limit)}. Compare textio.c: _textiowrapper_readline. */
    String readline(long limit) {
        checkAttached();
        checkClosed();
        writeflush();
        if (decoder == null) {
            throw IOBaseTypes.unsupported("not readable");
        }
        String line = takeDecoded(-1);
        int start = 0;
        int endpos;
        for (;;) {
            int found = findLineEnding(line, start);
            if (found >= 0) {
                endpos = found;
                break;
            }
            start = readUniversal || readTranslate ? line.length()
                    : Math.max(0, line.length() - readnl.length() + 1);
            if (limit >= 0 && line.codePointCount(0, line.length()) >= limit) {
                endpos = line.offsetByCodePoints(0, (int) limit);
                break;
            }
            boolean more;
            do {
                more = readChunk(0);
            } while (more && decodedChars.isEmpty());
            if (decodedChars != null && !decodedChars.isEmpty()) {
                line = line + takeDecoded(-1);
            } else {
                decodedChars = null;
                snapshotInput = null;
                return line;
            }
        }
        if (limit >= 0 && line.codePointCount(0, endpos) > limit) {
            endpos = line.offsetByCodePoints(0, (int) limit);
        }
        decodedCharsUsed -= line.length() - endpos;
        return line.substring(0, endpos);
    }

    /** The index just after the first line ending in {@code s[start:]}, or -1. */
    private int findLineEnding(String s, int start) {
        if (readTranslate) {
            int i = s.indexOf('\n', start);
            return i < 0 ? -1 : i + 1;
        }
        if (readUniversal) {
            for (int i = start; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\n') {
                    return i + 1;
                }
                if (c == '\r') {
                    if (i + 1 < s.length()) {
                        return s.charAt(i + 1) == '\n' ? i + 2 : i + 1;
                    }
                    // the decoder holds back a final \r, so this one is complete
                    return i + 1;
                }
            }
            return -1;
        }
        int i = s.indexOf(readnl, start);
        return i < 0 ? -1 : i + readnl.length();
    }

    // ------------------------------------------------------------------ positions

    private static final BigInteger MASK64 = BigInteger.ONE.shiftLeft(64).subtract(
            BigInteger.ONE);
    private static final BigInteger MASK32 = BigInteger.valueOf(0xffffffffL);

    /** CPython's cookie: position, dec_flags, bytes_to_feed, chars_to_skip, need_eof. */
    private static PyObject buildCookie(long startPos, long decFlags, long bytesToFeed,
            long charsToSkip, boolean needEof) {
        if (decFlags == 0 && bytesToFeed == 0 && charsToSkip == 0 && !needEof) {
            return PyInt.of(startPos);
        }
        BigInteger c = BigInteger.valueOf(startPos)
                .or(BigInteger.valueOf(decFlags & 0xffffffffL).shiftLeft(64))
                .or(BigInteger.valueOf(bytesToFeed & 0xffffffffL).shiftLeft(96))
                .or(BigInteger.valueOf(charsToSkip & 0xffffffffL).shiftLeft(128))
                .or(BigInteger.valueOf(needEof ? 1 : 0).shiftLeft(160));
        return Py.newInt(c);
    }

    /** {@code tell()}. Compare textio.c: _io_TextIOWrapper_tell_impl. */
    PyObject tell() {
        checkAttached();
        checkClosed();
        if (!seekable) {
            throw IOBaseTypes.unsupported("underlying stream is not seekable");
        }
        if (!telling) {
            throw Py.error(PyExc.OSError, "telling position disabled by next() call");
        }
        writeflush();
        Abstract.callMethod(this, IOBaseTypes.FLUSH);
        long position = Abstract.asIndex(Abstract.callMethod(buffer, IOBaseTypes.TELL));
        if (decoder == null || snapshotInput == null) {
            return PyInt.of(position);
        }
        long decFlags = snapshotFlags;
        byte[] nextInput = snapshotInput;
        long startPos = position - nextInput.length;
        int charsToSkip = decodedChars == null ? 0
                : decodedChars.codePointCount(0, decodedCharsUsed);
        if (charsToSkip == 0) {
            return buildCookie(startPos, decFlags, 0, 0, false);
        }
        byte[] savedPending = decoderPending();
        long savedFlags = decoderFlags();
        try {
            int skipBytes = (int) (b2cratio * charsToSkip);
            int skipBack = 1;
            while (skipBytes > 0) {
                decoderSetState(new byte[0], decFlags);
                String d = decode(nextInput, 0, Math.min(skipBytes, nextInput.length), false);
                int n = d.codePointCount(0, d.length());
                if (n <= charsToSkip) {
                    byte[] decBuffer = decoderPending();
                    if (decBuffer.length == 0) {
                        decFlags = decoderFlags();
                        charsToSkip -= n;
                        break;
                    }
                    skipBytes -= decBuffer.length;
                    skipBack = 1;
                } else {
                    skipBytes -= skipBack;
                    skipBack *= 2;
                }
            }
            if (skipBytes <= 0) {
                skipBytes = 0;
                decoderSetState(new byte[0], decFlags);
            }
            startPos += skipBytes;
            if (charsToSkip == 0) {
                return buildCookie(startPos, decFlags, 0, 0, false);
            }
            int charsDecoded = 0;
            int bytesToFeed = 0;
            boolean needEof = false;
            int i = skipBytes;
            for (; i < nextInput.length; i++) {
                String d = decode(nextInput, i, 1, false);
                charsDecoded += d.codePointCount(0, d.length());
                bytesToFeed++;
                if (decoderPending().length == 0 && charsDecoded <= charsToSkip) {
                    startPos += bytesToFeed;
                    charsToSkip -= charsDecoded;
                    decFlags = decoderFlags();
                    bytesToFeed = 0;
                    charsDecoded = 0;
                }
                if (charsDecoded >= charsToSkip) {
                    break;
                }
            }
            if (i == nextInput.length) {
                String d = decode(new byte[0], 0, 0, true);
                charsDecoded += d.codePointCount(0, d.length());
                needEof = true;
                if (charsDecoded < charsToSkip) {
                    throw Py.error(PyExc.OSError, "can't reconstruct logical file position");
                }
            }
            return buildCookie(startPos, decFlags, bytesToFeed, charsToSkip, needEof);
        } finally {
            decoderSetState(savedPending, savedFlags);
        }
    }

    /** {@code seek(cookie, whence)}. Compare textio.c: _io_TextIOWrapper_seek_impl. */
    PyObject seek(PyObject cookieObj, int whence) {
        checkAttached();
        checkClosed();
        if (!seekable) {
            throw IOBaseTypes.unsupported("underlying stream is not seekable");
        }
        switch (whence) {
            case 1:
                if (!Abstract.richCompareBool(cookieObj, PyInt.ZERO, Abstract.EQ)) {
                    throw IOBaseTypes.unsupported("can't do nonzero cur-relative seeks");
                }
                cookieObj = Abstract.callMethod(this, IOBaseTypes.TELL);
                break;
            case 2: {
                if (!Abstract.richCompareBool(cookieObj, PyInt.ZERO, Abstract.EQ)) {
                    throw IOBaseTypes.unsupported("can't do nonzero end-relative seeks");
                }
                Abstract.callMethod(this, IOBaseTypes.FLUSH);
                decodedChars = null;
                snapshotInput = null;
                if (decoder != null) {
                    decoderReset();
                }
                PyObject res = Abstract.callMethod(buffer, IOBaseTypes.SEEK, PyInt.ZERO,
                        PyInt.of(2));
                if (encoder != null) {
                    encoderSetState(Abstract.asIndex(res) == 0, 0);
                }
                return res;
            }
            case 0:
                break;
            default:
                throw Py.valueError("invalid whence (" + whence + ", should be 0, 1 or 2)");
        }
        PyObject idx = Abstract.index(cookieObj);
        if (Abstract.richCompareBool(idx, PyInt.ZERO, Abstract.LT)) {
            throw Py.valueError("negative seek position " + Abstract.repr(cookieObj).value);
        }
        Abstract.callMethod(this, IOBaseTypes.FLUSH);
        BigInteger c = idx instanceof PyInt pi ? BigInteger.valueOf(pi.value)
                : ((org.specializer.api.PyBigInt) idx).value;
        long startPos = c.and(MASK64).longValue();
        long decFlags = c.shiftRight(64).and(MASK32).longValue();
        long bytesToFeed = c.shiftRight(96).and(MASK32).longValue();
        long charsToSkip = c.shiftRight(128).and(MASK32).longValue();
        boolean needEof = c.shiftRight(160).and(BigInteger.valueOf(0xff)).signum() != 0;
        Abstract.callMethod(buffer, IOBaseTypes.SEEK, PyInt.of(startPos));
        decodedChars = null;
        snapshotInput = null;
        if (decoder != null) {
            if (startPos == 0 && decFlags == 0) {
                decoderReset();
            } else {
                decoderSetState(new byte[0], decFlags);
            }
        }
        if (charsToSkip != 0) {
            byte[] input = bufferRead(IOBaseTypes.READ, bytesToFeed);
            if (input == null) {
                input = new byte[0];
            }
            snapshotFlags = decFlags;
            snapshotInput = input;
            String decoded = decode(input, 0, input.length, needEof);
            setDecoded(decoded);
            if (decoded.codePointCount(0, decoded.length()) < charsToSkip) {
                throw Py.error(PyExc.OSError, "can't restore logical file position");
            }
            decodedCharsUsed = decoded.offsetByCodePoints(0, (int) charsToSkip);
        } else {
            snapshotFlags = decFlags;
            snapshotInput = new byte[0];
        }
        if (encoder != null) {
            encoderSetState(startPos == 0 && decFlags == 0, 0);
        }
        return cookieObj;
    }

    private void encoderSetState(boolean startOfStream, int unused) {
        if (startOfStream) {
            encoder.reset();
            encodingStartOfStream = true;
        } else {
            encoder.skipBom();
            encodingStartOfStream = false;
        }
    }

    // ------------------------------------------------------------------ closing

    void close() {
        if (isClosed()) {
            return;
        }
        PyException failure = null;
        try {
            Abstract.callMethod(this, IOBaseTypes.FLUSH);
        } catch (PyException e) {
            failure = e;
        }
        try {
            Abstract.callMethod(buffer, IOBaseTypes.CLOSE);
        } catch (PyException e) {
            if (failure != null) {
                e.value.context = failure.value;
            }
            throw e;
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** At interpreter exit: what was written goes to the buffer and on; errors ignored. */
    void flushAtExit() {
        if (!ok || encoder == null) {
            return;
        }
        try {
            if (!isClosed()) {
                writeflush();
                bufferFlush();
            }
        } catch (PyException e) {
            // nothing to report to at exit
        }
    }

    /** {@code reconfigure(...)}. Compare textio.c: _io_TextIOWrapper_reconfigure_impl. */
    void reconfigure(PyObject encodingArg, PyObject errorsArg, PyObject newlineObj,
            PyObject lineBufferingArg, PyObject writeThroughArg) {
        checkAttached();
        boolean encodingGiven = encodingArg != null && encodingArg != Py.None;
        boolean errorsGiven = errorsArg != null && errorsArg != Py.None;
        if (decodedChars != null && (encodingGiven || errorsGiven || newlineObj != null)) {
            throw IOBaseTypes.unsupported("It is not possible to set the encoding or newline "
                    + "of stream after the first read");
        }
        String nl = null;
        if (newlineObj != null && newlineObj != Py.None) {
            if (!(newlineObj instanceof PyStr ns)) {
                throw Py.typeError("reconfigure() argument 'newline' must be str or None, not "
                        + newlineObj.type.getName());
            }
            nl = ns.value;
            validateNewline(nl);
        }
        String enc = null;
        if (encodingGiven) {
            if (!(encodingArg instanceof PyStr es)) {
                throw Py.typeError("reconfigure() argument 'encoding' must be str or None, not "
                        + encodingArg.type.getName());
            }
            org.specializer.api.Codecs.requireUtf8(es);
            enc = es.value;
        }
        String err = null;
        if (errorsGiven) {
            if (!(errorsArg instanceof PyStr es)) {
                throw Py.typeError("reconfigure() argument 'errors' must be str or None, not "
                        + errorsArg.type.getName());
            }
            org.specializer.api.Codecs.requireUtf8(es);
            err = es.value;
        }
        // as C ints (PyArg's "i": __index__, not __bool__)
        boolean lb = lineBufferingArg == null || lineBufferingArg == Py.None ? lineBuffering
                : org.specializer.natives.CInts.argInt(lineBufferingArg) != 0;
        boolean wt = writeThroughArg == null || writeThroughArg == Py.None ? writeThrough
                : org.specializer.natives.CInts.argInt(writeThroughArg) != 0;
        Abstract.callMethod(this, IOBaseTypes.FLUSH);
        b2cratio = 0;
        if (newlineObj != null) {
            setNewline(nl, newlineObj);
        }
        if (enc != null || err != null || newlineObj != null) {
            PyObject newEncoding = encoding;
            String newErrors;
            if (enc == null) {
                newErrors = err != null ? err : errors;
            } else {
                newEncoding = enc.equals("locale") ? PyStr.of(IOModule.localeEncoding())
                        : encodingArg;
                newErrors = err != null ? err : "strict";
            }
            // looked up as the C string: up to a NUL ('locale\0' is an unknown encoding)
            String cName = ((PyStr) newEncoding).value;
            int nul = cName.indexOf('\0');
            String newCodec = textCodec(nul < 0 ? cName : cName.substring(0, nul));
            encoding = newEncoding;
            codec = newCodec;
            errors = newErrors;
            setCoders();
            fixEncoderState();
        }
        lineBuffering = lb;
        writeThrough = wt;
        updatePlainAscii();
    }

    PyObject detach() {
        checkAttached();
        Abstract.callMethod(this, IOBaseTypes.FLUSH);
        PyObject b = buffer;
        if (fast != null && fast.owner == this) {
            fast.owner = null;
        }
        buffer = null;
        fast = null;
        ok = false;
        detached = true;
        return b;
    }

    // ------------------------------------------------------------------ the type

    private static PyTextIOWrapper t(PyObject o) {
        return (PyTextIOWrapper) o;
    }

    private static final Params RECONFIGURE = new Params("reconfigure", new String[] {
        "encoding", "errors", "newline", "line_buffering", "write_through"}, 0, 0, 0);

    private static PyObject bufferCall(PyObject self, PyStr method) {
        PyTextIOWrapper s = t(self);
        s.checkAttached();
        return Abstract.callMethod(s.buffer, method);
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyTextIOWrapper((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            t(self).init(a[0], a[1], a[2], a[3], a[4] != null && Abstract.isTrue(a[4]),
                    a[5] != null && Abstract.isTrue(a[5]));
            return Py.None;
        });
        t.method1("write", (self, x) -> {
            if (!(x instanceof PyStr s)) {
                throw Py.typeError("write() argument must be str, not " + x.type.getName());
            }
            return PyInt.of(t(self).write(s));
        });
        t.methodN("read", 0, 1, (self, a) -> PyStr.of(t(self).read(IOBaseTypes.sizeArg(a, 0))));
        t.methodN("readline", 0, 1, (self, a) -> {
            long limit = -1;
            if (a.length > 0 && a[0] != Py.None) {
                if (Abstract.indexOrNull(a[0]) == null) {
                    throw Py.typeError("'" + a[0].type.getName() + "' object cannot be "
                            + "interpreted as an integer");
                }
                limit = Abstract.asIndex(a[0]);
            }
            return PyStr.of(t(self).readline(limit));
        });
        t.method0("__next__", self -> {
            PyTextIOWrapper s = t(self);
            s.checkAttached();
            s.telling = false;
            String line;
            if (self.type == TYPE) {
                line = s.readline(-1);
            } else {
                PyObject r = Abstract.callMethod(self, IOBaseTypes.READLINE);
                if (!(r instanceof PyStr rs)) {
                    throw Py.error(PyExc.OSError, "readline() should have returned a str "
                            + "object, not '" + r.type.getName() + "'");
                }
                line = rs.value;
            }
            if (line.isEmpty()) {
                s.snapshotInput = null;
                s.telling = s.seekable;
                throw Py.stopIteration(null);
            }
            return PyStr.of(line);
        });
        t.method0("flush", self -> {
            t(self).flush();
            return Py.None;
        });
        t.method0("close", self -> {
            t(self).close();
            return Py.None;
        });
        t.method0("tell", self -> t(self).tell());
        t.methodN("seek", 1, 2, (self, a) -> t(self).seek(a[0], a.length > 1
                ? Abstract.asInt(a[1]) : 0));
        t.methodN("truncate", 0, 1, (self, a) -> {
            PyTextIOWrapper s = t(self);
            s.checkAttached();
            Abstract.callMethod(self, IOBaseTypes.FLUSH);
            return Abstract.callMethod(s.buffer, PyStr.intern("truncate"),
                    a.length == 0 ? Py.None : a[0]);
        });
        t.method0("detach", self -> t(self).detach());
        t.methodK("reconfigure", (self, args, kw) -> {
            PyObject[] a = RECONFIGURE.parse(args, kw);
            t(self).reconfigure(a[0], a[1], a[2], a[3], a[4]);
            return Py.None;
        });
        t.method0("fileno", self -> bufferCall(self, PyStr.intern("fileno")));
        t.method0("isatty", self -> bufferCall(self, PyStr.intern("isatty")));
        t.method0("seekable", self -> bufferCall(self, IOBaseTypes.SEEKABLE));
        t.method0("readable", self -> bufferCall(self, IOBaseTypes.READABLE));
        t.method0("writable", self -> bufferCall(self, IOBaseTypes.WRITABLE));
        t.getset("name", self -> {
            t(self).checkAttached();
            return t(self).buffer.getAttr(NAME);
        }, null);
        t.getset("closed", self -> Py.newBool(t(self).isClosed()), null);
        t.getset("newlines", self -> {
            PyTextIOWrapper s = t(self);
            s.checkAttached();
            return s.nlDecoder == null ? Py.None : s.nlDecoder.newlinesSeen();
        }, null);
        t.getset("encoding", self -> {
            PyTextIOWrapper s = t(self);
            if (!s.ok && !s.detached) {
                throw Py.valueError("I/O operation on uninitialized object");
            }
            return s.encoding;
        }, null);
        t.getset("errors", self -> {
            PyTextIOWrapper s = t(self);
            if (!s.ok && !s.detached) {
                throw Py.valueError("I/O operation on uninitialized object");
            }
            return PyStr.of(s.errors);
        }, null);
        t.getset("buffer", self -> t(self).buffer == null ? Py.None : t(self).buffer, null);
        t.getset("line_buffering", self -> Py.newBool(t(self).lineBuffering), null);
        t.getset("write_through", self -> Py.newBool(t(self).writeThrough), null);
        t.getset("_CHUNK_SIZE", self -> PyInt.of(t(self).chunkSize), (self, v) -> {
            long n = Abstract.asIndex(v);
            if (n <= 0) {
                throw Py.valueError("a strictly positive integer is required");
            }
            t(self).chunkSize = (int) Math.min(n, Integer.MAX_VALUE - 8);
        }, self -> {
            throw Py.error(PyExc.AttributeError, "cannot delete attribute");
        });
        t.getset("_finalizing", self -> Py.False, null);
        t.method0("__repr__", self -> {
            StringBuilder sb = new StringBuilder("<_io.").append(self.type.getName());
            for (PyStr attr : new PyStr[] {NAME, MODE}) {
                PyObject v;
                try {
                    v = self.lookupAttr(attr);
                } catch (PyException e) {
                    if (!e.matches(PyExc.ValueError)) {
                        throw e;
                    }
                    v = null;
                }
                if (v != null) {
                    sb.append(' ').append(attr.value).append('=')
                            .append(Abstract.repr(v).value);
                }
            }
            sb.append(" encoding=").append(Abstract.repr(self.getAttr(
                    PyStr.intern("encoding"))).value).append('>');
            return PyStr.of(sb.toString());
        });
        t.method0("__getstate__", self -> {
            throw Py.typeError("cannot pickle '" + self.type.getName() + "' instances");
        });
    }
}
