package org.specializer.natives.multibytecodec;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import org.specializer.api.Buffers;
import org.specializer.api.CodecErrors;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * A CJK codec ({@code _multibytecodec.MultibyteCodec}), as {@code _codecs_jp.getcodec} and
 * the other {@code _codecs_*} modules give it: CPython's name for the encoding and the JDK's
 * charset that implements it. Encoding and decoding run the charset's coders with errors
 * reported, and each error goes through {@link CodecErrors}, so that {@code errors} works as
 * in CPython's multibytecodec.c ("illegal multibyte sequence", "incomplete multibyte
 * sequence").
 *
 * <p>The ISO-2022 codecs are not the JDK's but {@link Iso2022Codec}, written as CPython's
 * codec is, with its state and return codes; for them this class runs multibytecodec.c's
 * loops themselves (multibytecodec_encode, the decoder's, the incremental coders' with
 * their pending input), so that errors, replacements (encoded in the codec's current
 * state) and the coders' state are CPython's.
 */
final class MbCodec extends PyObject {
    static final PyType TYPE = PyType.builtin("MultibyteCodec", MbCodec.class, PyType.OBJECT,
            0, MbCodec::define).withModule("_multibytecodec").withDottedTpName();

    final String name;
    /** The JDK's charset that implements the codec, or null for {@link #iso}. */
    final Charset charset;
    /** The ISO-2022 codec that implements it as CPython's does, or null for {@link #charset}. */
    final Iso2022Codec iso;

    MbCodec(String name, Charset charset) {
        super(TYPE);
        this.name = name;
        this.charset = charset;
        this.iso = null;
        this.extras = Extras.of(name);
        this.puaIllegal = name.equals("gbk") || name.equals("cp949") || name.equals("cp950");
    }

    MbCodec(Iso2022Codec iso) {
        super(TYPE);
        this.name = iso.name;
        this.charset = null;
        this.iso = iso;
        this.extras = null;
        this.puaIllegal = false;
    }

    private static final Params ENCODE = new Params("encode", new String[] {"input", "errors"},
            0, 2, 1);
    private static final Params DECODE = new Params("decode", new String[] {"input", "errors"},
            0, 2, 1);

    private static void define(PyType t) {
        t.methodK("encode", (self, args, kw) -> {
            PyObject[] a = ENCODE.parse(args, kw);
            MbCodec c = (MbCodec) self;
            PyStr s = str(a[0]);
            byte[] out = c.encode(c.newState(), s, errors(a[1]), true);
            return PyTuple.of(PyBytes.of(out), PyInt.of(s.length()));
        });
        t.methodK("decode", (self, args, kw) -> {
            PyObject[] a = DECODE.parse(args, kw);
            MbCodec c = (MbCodec) self;
            byte[] data = Buffers.toBytes(a[0]);
            String errors = errors(a[1]);
            String s = c.iso != null ? c.decodeIso(data, errors)
                    : c.decode(c.newDecoder(), data, 0, data.length, errors, true, null);
            return PyTuple.of(PyStr.of(s), PyInt.of(data.length));
        });
    }

    /** What an encoder takes: a str, or else the object's {@code str()}, as CPython's. */
    static PyStr str(PyObject o) {
        return o instanceof PyStr s ? s : org.specializer.api.Abstract.str(o);
    }

    static String errors(PyObject o) {
        if (o == null || o == Py.None) {
            return "strict";
        }
        if (!(o instanceof PyStr s)) {
            throw Py.typeError("errors must be a string, not " + o.getType().getTpName());
        }
        return s.value;
    }

    CharsetEncoder newEncoder() {
        return charset.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    CharsetDecoder newDecoder() {
        return charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
    }

    // ------------------------------------------------------------------ decoding

    /**
     * Decode {@code data[off:off+len]} with decoder {@code dec} (whose state goes on from
     * earlier calls). With {@code last}, a sequence cut off at the end is an error
     * ("incomplete multibyte sequence"); without, its bytes are left over: their number goes
     * in {@code pending[0]}.
     */
    String decode(CharsetDecoder dec, byte[] data, int off, int len, String errors,
            boolean last, int[] pending) {
        StringBuilder out = new StringBuilder(len);
        try {
            if (extras != null) {
                decodeWithExtras(out, dec, data, off, len, errors, last, pending);
            } else {
                decodeRange(out, dec, data, off, len, off, off + len, errors, last, pending);
            }
        } catch (RuntimeException e) {
            dec.reset();  // an error raised: the JDK's coder starts again from nothing
            throw e;
        }
        return out.toString();
    }

    /** What CPython's codec decodes beyond the JDK's charset, or null. */
    private final Extras extras;

    /** The JDK's charset for the runs between the sequences of {@link #extras}. */
    private void decodeWithExtras(StringBuilder out, CharsetDecoder dec, byte[] data, int off,
            int len, String errors, boolean last, int[] pending) {
        int end = off + len;
        int i = off;
        int[] none = new int[1];
        while (i < end) {
            int m = extras.next(data, i, end);
            if (m < 0) {
                decodeRange(out, dec, data, off, len, i, end, errors, last, pending);
                return;
            }
            decodeRange(out, dec, data, off, len, i, m, errors, false, none);
            int n = extras.length(data, m);
            int c = extras.decode(data, m, end);
            if (c >= 0) {
                out.appendCodePoint(c);
                i = m + n;
            } else if (end - m < n && !last) {
                if (pending != null) {
                    pending[0] = end - m;
                }
                return;
            } else if (end - m < n) {
                i = off + CodecErrors.decodeMultibyte(out, name, data, off, len, m - off, len,
                        "incomplete multibyte sequence", errors);
            } else {
                i = off + CodecErrors.decodeMultibyte(out, name, data, off, len, m - off, m - off + 1,
                        "illegal multibyte sequence", errors);
            }
        }
        if (pending != null) {
            pending[0] = 0;
        }
    }

    /**
     * Decode {@code data[from:to]} onto {@code out}, errors placed in {@code data[off:off+len]}.
     */
    private void decodeRange(StringBuilder out, CharsetDecoder dec, byte[] data, int off,
            int len, int from, int to, String errors, boolean last, int[] pending) {
        if (!puaIllegal) {
            decodeRange(out, dec, data, off, len, from, to, errors, last, pending, false);
            return;
        }
        int mark = out.length();
        decodeRange(out, dec, data, off, len, from, to, errors, last, pending, false);
        for (int i = mark; i < out.length(); i++) {
            if (isPua(out.charAt(i))) {
                // again, a character at a time, to find the bytes of the private use
                out.setLength(mark);
                dec.reset();
                decodeRange(out, dec, data, off, len, from, to, errors, last, pending, true);
                return;
            }
        }
    }

    /**
     * Whether CPython's codec has no bytes for {@code c}, which the JDK's decodes to: the
     * private use area in gbk, cp949 and cp950, the euro sign in gbk.
     */
    private boolean isPua(char c) {
        return c >= 0xe000 && c < 0xf900 || c == 0x20ac && name.equals("gbk");
    }

    /** CPython's codec decodes no private use characters (as the JDK's does). */
    private final boolean puaIllegal;

    private void decodeRange(StringBuilder out, CharsetDecoder dec, byte[] data, int off,
            int len, int from, int to, String errors, boolean last, int[] pending,
            boolean byChar) {
        ByteBuffer in = ByteBuffer.wrap(data, from, to - from);
        CharBuffer cb = CharBuffer.allocate(byChar ? 1 : Math.max(16, len + 8));
        for (;;) {
            int before = in.position();
            CoderResult r = dec.decode(in, cb, last);
            if (byChar && cb.position() == 1 && isPua(cb.get(0))) {
                cb.clear();
                int start = before - off;
                int resume = CodecErrors.decodeMultibyte(out, name, data, off, len, start, start + 1,
                        "illegal multibyte sequence", errors);
                in.position(Math.min(off + resume, to));
                dec.reset();
                continue;
            }
            drain(cb, out);
            if (r.isOverflow()) {
                continue;
            }
            if (r.isUnderflow()) {
                if (!in.hasRemaining() || !last) {
                    break;
                }
                // the decoder waits for the rest of a sequence that will not come
                int start = in.position() - off;
                int resume = CodecErrors.decodeMultibyte(out, name, data, off, len, start, len,
                        "incomplete multibyte sequence", errors);
                in.position(Math.min(off + resume, to));
                continue;
            }
            int start = in.position() - off;
            int end = start + r.length();
            String reason = "illegal multibyte sequence";
            if (last && r.isMalformed() && wantsMore(data, off + start, len - start)) {
                reason = "incomplete multibyte sequence";
                end = len;
            } else if (r.length() > 1 && r.isMalformed()) {
                end = start + 1;  // CPython skips one byte of an illegal sequence
            }
            int resume = CodecErrors.decodeMultibyte(out, name, data, off, len, start, end, reason,
                    errors);
            in.position(Math.min(off + resume, to));
        }
        if (last) {
            CharBuffer tail = CharBuffer.allocate(16);
            dec.flush(tail);
            drain(tail, out);
            dec.reset();
        }
        if (pending != null) {
            pending[0] = in.remaining();
        }
    }

    /**
     * Whether the {@code n} bytes at {@code at} (the last of the input) begin a sequence that
     * more bytes might complete: a fresh decoder takes none of them and asks for more (as
     * CPython's decoders ask for a lead byte's trail before they judge it).
     */
    private boolean wantsMore(byte[] data, int at, int n) {
        ByteBuffer in = ByteBuffer.wrap(data, at, n);
        CoderResult r = newDecoder().decode(in, CharBuffer.allocate(16), false);
        return r.isUnderflow() && in.position() == at;
    }

    private static void drain(CharBuffer cb, StringBuilder out) {
        cb.flip();
        out.append(cb);
        cb.clear();
    }

    // ------------------------------------------------------------------ encoding

    /**
     * Encode {@code s} with encoder {@code st} (its state going on from earlier calls); with
     * {@code last}, end in the initial state (an ISO-2022 encoder's escape back to ASCII).
     */
    byte[] encode(Encoder st, PyStr s, String errors, boolean last) {
        if (iso != null) {
            return encodeIso(st, s, errors, last);
        }
        char held = st.enc instanceof EucJis2004Charset.Held h ? h.held() : 0;
        if (held != 0) {
            // the held character goes before the text, as CPython's pending does, so that an
            // error's position and object count it
            ((EucJis2004Charset.Held) st.enc).hold((char) 0);
            s = PyStr.of(held + s.value);
        }
        try {
            return encodeOrThrow(st, s, errors, last);
        } catch (RuntimeException e) {
            st.reset();  // an error raised: the JDK's coder starts again from nothing
            if (st.enc instanceof EucJis2004Charset.Held h) {
                h.hold(held);  // but for what it held before, as CPython keeps its pending
            }
            throw e;
        }
    }

    private byte[] encodeOrThrow(Encoder st, PyStr s, String errors, boolean last) {
        CharsetEncoder enc = st.enc;
        String text = s.value;
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length() * 2 + 8);
        java.util.BitSet reject = rejected();
        int[] cps = null;
        int at = 0;  // the UTF-16 index encoding has reached
        ByteBuffer bb = ByteBuffer.allocate(Math.max(32, text.length() * 4 + 8));
        while (at < text.length() || last) {
            // up to the next character the charset takes but cannot give back (a best fit)
            int stop = at;
            while (stop < text.length() && !reject.get(text.charAt(stop))) {
                stop++;
            }
            boolean whole = stop == text.length();
            CharBuffer in = CharBuffer.wrap(text, at, stop);
            int err = -1;
            int errLen = 0;
            for (;;) {
                CoderResult r = enc.encode(in, bb, last && whole);
                drain(st, bb, out);
                if (r.isOverflow()) {
                    continue;
                }
                if (r.isError()) {
                    err = in.position();
                    errLen = r.length();
                }
                break;
            }
            if (err < 0 && !whole) {
                err = stop;  // a rejected character
                errLen = Character.isHighSurrogate(text.charAt(stop))
                        && stop + 1 < text.length() ? 2 : 1;
            }
            if (err < 0) {
                break;
            }
            int bad = text.codePointAt(err);
            byte[] preferred = bad < 0x10000 ? overrides().get((char) bad) : null;
            if (preferred != null) {
                out.write(preferred, 0, preferred.length);
                at = err + 1;
                continue;
            }
            if (cps == null) {
                cps = s.codePoints();
            }
            int start = text.codePointCount(0, err);
            int end = start + text.codePointCount(err, err + errLen);
            int resume = CodecErrors.encodeMultibyte(out, name, s, cps, start, end,
                    "illegal multibyte sequence", errors, this::writeReplacement);
            at = text.offsetByCodePoints(0, resume);
        }
        if (last) {
            enc.flush(bb);
            drain(st, bb, out);
            enc.reset();
        }
        return out.toByteArray();
    }

    /**
     * An encoder's state: the JDK's coder, or for {@link #iso} CPython's eight bytes of state
     * and the characters kept for the next call.
     */
    static final class Encoder {
        final CharsetEncoder enc;
        /** CPython's {@code MultibyteCodec_State.c}: all zeros but for what the codec sets. */
        final byte[] c = new byte[8];
        /** The characters the codec left for more input (a JIS X 0213 pair's first). */
        int[] pending = NO_CODE_POINTS;
        private final Iso2022Codec iso;

        Encoder(MbCodec codec) {
            iso = codec.iso;
            enc = iso == null ? codec.newEncoder() : null;
            if (iso != null) {
                iso.encInit(c);
            }
        }

        /**
         * The incremental encoder's {@code reset()}: CPython's codec resets its state (the
         * escape it would write is dropped) and the pending characters go.
         */
        void reset() {
            if (iso != null) {
                iso.encReset(c, new ByteArrayOutputStream());
                pending = NO_CODE_POINTS;
                return;
            }
            enc.reset();
        }
    }

    private static final int[] NO_CODE_POINTS = new int[0];

    // ------------------------------------------------------------------ ISO-2022 codecs

    /**
     * {@code s} after the pending characters, encoded with the state in {@code st} as
     * multibytecodec.c's encoder_encode_stateful does: with {@code last}, all of it and back to
     * the initial state; else what waits for more input (a character that may make one code
     * with the next) is kept pending. An error leaves the pending characters as they were.
     */
    private byte[] encodeIso(Encoder st, PyStr s, String errors, boolean last) {
        int[] cps = s.codePoints();
        PyStr text = s;
        int[] saved = st.pending;
        if (saved.length > 0) {
            int[] all = java.util.Arrays.copyOf(saved, saved.length + cps.length);
            System.arraycopy(cps, 0, all, saved.length, cps.length);
            cps = all;
            text = PyStr.of(new String(all, 0, all.length));
        }
        st.pending = NO_CODE_POINTS;
        int[] pos = {0};
        byte[] out;
        try {
            out = encodeIso(st.c, text, cps, pos, errors, last, last);
        } catch (RuntimeException e) {
            st.pending = saved;
            throw e;
        }
        if (pos[0] < cps.length) {
            st.pending = java.util.Arrays.copyOfRange(cps, pos[0], cps.length);
        }
        return out;
    }

    /**
     * multibytecodec.c's multibytecodec_encode: {@code cps} from {@code pos[0]} encoded with
     * state {@code c}, each error through the handler; {@code flush} writes a character that
     * might pair with a next one, {@code reset} ends in the initial state.
     */
    private byte[] encodeIso(byte[] c, PyStr text, int[] cps, int[] pos, String errors,
            boolean flush, boolean reset) {
        if (cps.length == 0 && !reset) {
            return new byte[0];
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(cps.length * 2 + 16);
        while (pos[0] < cps.length) {
            int r = iso.encode(c, cps, pos, cps.length, out, flush);
            if (r == 0 || r == Iso2022Codec.TOOFEW && !flush) {
                break;
            }
            String reason;
            int size;
            if (r > 0) {
                reason = "illegal multibyte sequence";
                size = r;
            } else if (r == Iso2022Codec.TOOFEW) {
                reason = "incomplete multibyte sequence";
                size = pos[0];  // sic: CPython's size for this case
            } else {
                throw Py.error(org.specializer.api.PyExc.RuntimeError, "internal codec error");
            }
            int start = pos[0];
            // a replacement is encoded with the same state, strictly, flushed (not reset)
            pos[0] = CodecErrors.encodeMultibyte(out, name, text, cps, start, start + size,
                    reason, errors, (o, repl) -> {
                        int[] rc = repl.codePoints().toArray();
                        byte[] b = encodeIso(c, PyStr.of(repl), rc, new int[1], "strict", true,
                                false);
                        o.write(b, 0, b.length);
                        return true;
                    });
            if (r == Iso2022Codec.TOOFEW) {
                break;
            }
        }
        if (reset) {
            iso.encReset(c, out);
        }
        return out.toByteArray();
    }

    /** MultibyteCodec.decode: {@code data} decoded from the initial state to the end. */
    String decodeIso(byte[] data, String errors) {
        byte[] c = new byte[8];
        iso.decInit(c);
        StringBuilder out = new StringBuilder(data.length);
        int[] pos = {0};
        while (pos[0] < data.length) {
            int r = iso.decode(c, data, pos, data.length, out);
            if (r == 0) {
                break;
            }
            decodeIsoError(data, pos, out, errors, r);
        }
        return out.toString();
    }

    /**
     * multibytecodec.c's decoder_feed_buffer: {@code data} from {@code pos[0]} decoded with
     * state {@code c} onto {@code out}, errors through the handler, up to the end or to a
     * sequence the end cuts off ({@code pos[0]} left at its start).
     */
    void feedIso(byte[] c, byte[] data, int[] pos, StringBuilder out, String errors) {
        while (pos[0] < data.length) {
            int r = iso.decode(c, data, pos, data.length, out);
            if (r == 0 || r == Iso2022Codec.TOOFEW) {
                break;
            }
            decodeIsoError(data, pos, out, errors, r);
        }
    }

    /**
     * The error {@code r} of the decoder at {@code pos[0]} through the handler (CPython's
     * multibytecodec_decerror): an illegal sequence of {@code r} bytes, or with
     * {@link Iso2022Codec#TOOFEW} the incomplete rest of the input.
     */
    void decodeIsoError(byte[] data, int[] pos, StringBuilder out, String errors, int r) {
        String reason;
        int size;
        if (r > 0) {
            reason = "illegal multibyte sequence";
            size = r;
        } else if (r == Iso2022Codec.TOOFEW) {
            reason = "incomplete multibyte sequence";
            size = data.length - pos[0];
        } else {
            throw Py.error(org.specializer.api.PyExc.RuntimeError, "internal codec error");
        }
        int start = pos[0];
        pos[0] = CodecErrors.decodeMultibyte(out, name, data, 0, data.length, start,
                start + size, reason, errors);
    }

    Encoder newState() {
        return new Encoder(this);
    }

    /**
     * The BMP characters not to give the JDK's charset: those it encodes to bytes it decodes
     * as something else (its best fits), those CPython's codec does not encode (the private
     * use area in gbk, cp949 and cp950), and those
     * CPython's codec encodes otherwise ({@link #overrides}).
     */
    private java.util.BitSet rejected() {
        java.util.BitSet r = REJECTED.get(name);
        if (r == null) {
            r = new java.util.BitSet(0x10000);
            switch (name) {
                case "gbk":
                    r.set(0x20ac);
                    r.set(0xe000, 0xf900);
                    break;
                case "cp949": case "cp950":
                    r.set(0xe000, 0xf900);
                    break;
                default:
                    break;
            }
            for (char c : overrides().keySet()) {
                r.set(c);
            }
            CharsetEncoder e = newEncoder();
            CharsetDecoder d = newDecoder();
            for (int c = 0; c < 0x10000; c++) {
                if (Character.isSurrogate((char) c) || !e.canEncode((char) c)) {
                    continue;
                }
                try {
                    ByteBuffer b = e.encode(CharBuffer.wrap(new char[] {(char) c}));
                    CharBuffer back = d.decode(b);
                    if (back.length() != 1 || back.charAt(0) != c) {
                        r.set(c);
                    }
                } catch (java.nio.charset.CharacterCodingException x) {
                    r.set(c);
                }
                e.reset();
                d.reset();
            }
            REJECTED.put(name, r);
        }
        return r;
    }

    /**
     * Characters CPython's codec encodes and the JDK's does not, or to other bytes: euc_kr
     * writes the Hangul syllables outside KS X 1001 as make-up sequences ({@link EucKrHangul});
     * cp932 has its user-defined area and extra single bytes ({@link Extras#CP932}), and gives
     * a character of IBM's extension that NEC's selection also holds its code in rows 89-92
     * ({@code ED40}-{@code EEFC}), where the JDK gives IBM's ({@code FA40}-{@code FC4B}).
     */
    private java.util.Map<Character, byte[]> overrides() {
        java.util.Map<Character, byte[]> o = OVERRIDES.get(name);
        if (o == null) {
            o = new java.util.HashMap<>();
            if (name.equals("euc_kr")) {
                // the syllables outside KS X 1001, as CPython's euc_kr writes them
                CharsetEncoder e = newEncoder();
                for (char c = 0xac00; c <= 0xd7a3; c++) {
                    if (!e.canEncode(c)) {
                        o.put(c, EucKrHangul.encode(c));
                    }
                }
            }
            if (name.equals("cp932")) {
                Extras.cp932Encodings(o);
                CharsetDecoder d = newDecoder();
                for (int b1 = 0xed; b1 <= 0xee; b1++) {
                    for (int b2 = 0x40; b2 <= 0xfc; b2++) {
                        byte[] code = {(byte) b1, (byte) b2};
                        try {
                            CharBuffer c = d.decode(ByteBuffer.wrap(code));
                            if (c.length() == 1) {
                                o.putIfAbsent(c.charAt(0), code);
                            }
                        } catch (java.nio.charset.CharacterCodingException x) {
                            // no character there
                        }
                        d.reset();
                    }
                }
            }
            OVERRIDES.put(name, o);
        }
        return o;
    }

    private static final java.util.Map<String, java.util.Map<Character, byte[]>> OVERRIDES =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static final java.util.Map<String, java.util.BitSet> REJECTED =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static void drain(Encoder st, ByteBuffer bb, ByteArrayOutputStream out) {
        bb.flip();
        out.write(bb.array(), 0, bb.limit());
        bb.clear();
    }

    /** An error handler's replacement text, encoded strictly; false when it cannot be. */
    private boolean writeReplacement(ByteArrayOutputStream out, String text) {
        CharsetEncoder e = newEncoder();
        try {
            ByteBuffer b = e.encode(CharBuffer.wrap(text));
            out.write(b.array(), b.arrayOffset() + b.position(), b.remaining());
            return true;
        } catch (java.nio.charset.CharacterCodingException x) {
            return false;
        }
    }
}
