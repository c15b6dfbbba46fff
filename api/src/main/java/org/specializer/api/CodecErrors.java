package org.specializer.api;

import java.io.ByteArrayOutputStream;

/**
 * What the codecs do with what they cannot encode or decode: CPython's error handlers
 * (Python/codecs.c) and the exceptions they work on.
 *
 * <p>A codec that meets an undecodable byte range or unencodable characters calls
 * {@link #decode} or {@link #encode} with the range, the reason and the {@code errors}
 * argument, and continues where the answer says. The builtin handlers ({@code strict},
 * {@code ignore}, {@code replace}, {@code backslashreplace}, {@code xmlcharrefreplace},
 * {@code namereplace}, {@code surrogateescape}, {@code surrogatepass}) are carried out here
 * directly, as CPython's codecs do; any other name is looked up in the codec registry
 * ({@code codecs.register_error}) and the handler is called with a UnicodeDecodeError or
 * UnicodeEncodeError, returning the replacement and the position to resume at.
 *
 * <p>Replacement text for an encoder goes through the codec's {@link TextSink}, which says
 * whether the codec can encode it (only ASCII for UTF-8, below 256 for Latin-1, what the map
 * has for charmap); when it cannot, the original error is raised.
 */
public final class CodecErrors {
    private CodecErrors() {}

    /** Encodes replacement text with the codec at hand. */
    @FunctionalInterface
    public interface TextSink {
        /** Write {@code text} encoded to {@code out}; false (writing nothing) when impossible. */
        boolean write(ByteArrayOutputStream out, String text);

        /**
         * Write the bytes a handler gave as they are; false (writing nothing) where the
         * encoding cannot take them (UTF-16 and UTF-32: not a whole number of code units).
         */
        default boolean writeBytes(ByteArrayOutputStream out, byte[] b) {
            out.write(b, 0, b.length);
            return true;
        }
    }

    /** Text below {@code limit} written one byte per character (ASCII 128, Latin-1 256). */
    public static TextSink byteSink(int limit) {
        return (out, text) -> {
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) >= limit) {
                    return false;
                }
            }
            for (int i = 0; i < text.length(); i++) {
                out.write(text.charAt(i));
            }
            return true;
        };
    }

    /** ASCII text, one byte per character (ASCII and UTF-8). */
    public static final TextSink ASCII_SINK = byteSink(0x80);

    // ------------------------------------------------------------------ exceptions

    /** A UnicodeDecodeError object with CPython's attributes. */
    public static PyBaseException decodeException(String codec, PyObject object, int start,
            int end, String reason) {
        return PyExc.create(PyExc.UnicodeDecodeError, PyStr.of(codec), object, PyInt.of(start),
                PyInt.of(end), PyStr.of(reason));
    }

    /** A UnicodeEncodeError object with CPython's attributes; positions in code points. */
    public static PyBaseException encodeException(String codec, PyStr s, int start, int end,
            String reason) {
        return PyExc.create(PyExc.UnicodeEncodeError, PyStr.of(codec), s, PyInt.of(start),
                PyInt.of(end), PyStr.of(reason));
    }

    /** UnicodeDecodeError for bytes {@code [start, end)} of {@code data[off:off+len]}. */
    public static PyException decodeError(String codec, byte[] data, int off, int len,
            int start, int end, String reason) {
        byte[] obj = java.util.Arrays.copyOfRange(data, off, off + len);
        return new PyException(decodeException(codec, new PyBytes(obj), start, end, reason));
    }

    /** UnicodeEncodeError for code points {@code [start, end)} of {@code s}. */
    public static PyException encodeError(String codec, PyStr s, int start, int end,
            String reason) {
        return new PyException(encodeException(codec, s, start, end, reason));
    }

    private static RuntimeException unknownHandler(String errors) {
        return Py.error(PyExc.LookupError, "unknown error handler name '" + errors + "'");
    }

    /**
     * LookupError unless an error handler is registered under {@code errors}; nothing is
     * checked before the registry exists (the standard streams are made before it, as in
     * CPython's io_check_errors).
     */
    public static void checkHandler(String errors) {
        if (Codecs.registry() != null) {
            lookup(errors);
        }
    }

    /** The handler registered under {@code errors} (CPython's PyCodec_LookupError). */
    private static PyObject lookup(String errors) {
        Codecs.Registry r = Codecs.registry();
        if (r == null) {
            throw unknownHandler(errors);
        }
        return r.lookupError(errors);
    }

    /**
     * A handler's {@code (replacement, position)}; position made absolute and checked. A
     * position beyond a C {@code Py_ssize_t} is an OverflowError, except for the multibyte
     * codecs ({@code multibyte}), which CPython reports as IndexError at position -1.
     */
    private static long position(PyObject[] r, int length, boolean multibyte) {
        if (!(Abstract.index(r[1]) instanceof PyInt i)) {
            if (multibyte) {   // multibytecodec.c clears the overflow: its position is then -1
                throw Py.indexError("position -1 from error handler out of bounds");
            }
            throw Py.overflowError("Python int too large to convert to C ssize_t");
        }
        long pos = i.value < 0 ? i.value + length : i.value;
        if (pos < 0 || pos > length) {
            throw Py.indexError("position " + i.value + " from error handler out of bounds");
        }
        return pos;
    }

    // ------------------------------------------------------------------ decoding

    /**
     * Handle the undecodable bytes {@code [start, end)} of {@code data[off:off+len]} (positions
     * relative to {@code off}): append the replacement to {@code out} and return the position to
     * resume at. Compare CPython unicodeobject.c: unicode_decode_call_errorhandler_writer.
     */
    public static int decode(StringBuilder out, String codec, byte[] data, int off, int len,
            int start, int end, String reason, String errors) {
        return decode(out, codec, data, off, len, start, end, reason, errors, false);
    }

    /** {@link #decode} for a multibyte codec (CJK), as multibytecodec.c checks positions. */
    public static int decodeMultibyte(StringBuilder out, String codec, byte[] data, int off,
            int len, int start, int end, String reason, String errors) {
        return decode(out, codec, data, off, len, start, end, reason, errors, true);
    }

    private static int decode(StringBuilder out, String codec, byte[] data, int off, int len,
            int start, int end, String reason, String errors, boolean multibyte) {
        replacedInput = null;
        switch (errors) {
            case "strict":
                throw decodeError(codec, data, off, len, start, end, reason);
            case "ignore":
                return end;
            case "replace":
                out.append('\ufffd');
                return end;
            case "backslashreplace":
                for (int i = start; i < end; i++) {
                    StrRepr.hex(out, 'x', data[off + i] & 0xff, 2);
                }
                return end;
            case "surrogateescape":
                for (int i = start; i < end; i++) {
                    if ((data[off + i] & 0xff) < 128) {
                        throw decodeError(codec, data, off, len, start, end, reason);
                    }
                }
                for (int i = start; i < end; i++) {
                    out.append((char) (0xdc00 + (data[off + i] & 0xff)));
                }
                return end;
            case "surrogatepass": {
                int n = surrogatePassDecode(out, codec, data, off, len, start);
                if (n < 0) {
                    throw decodeError(codec, data, off, len, start, end, reason);
                }
                return start + n;
            }
            case "xmlcharrefreplace":
            case "namereplace":
                throw Py.typeError("don't know how to handle UnicodeDecodeError in error "
                        + "callback");
            default:
                break;
        }
        PyObject handler = lookup(errors);
        PyObject object = new PyBytes(java.util.Arrays.copyOfRange(data, off, off + len));
        PyBaseException exc = decodeException(codec, object, start, end, reason);
        PyObject r = Abstract.call1(handler, exc);
        if (!(r instanceof PyTuple t) || t.items.length != 2 || !(t.items[0] instanceof PyStr)
                || Abstract.indexOrNull(t.items[1]) == null) {
            throw Py.typeError("decoding error handler must return (str, int) tuple");
        }
        // the handler may have given the exception other bytes to go on with
        PyObject now = Abstract.getAttr(exc, "object");
        byte[] input = null;
        if (now != object) {
            if (!(now instanceof PyBytes b)) {
                throw Py.typeError("object attribute must be bytes");
            }
            input = b.value;
            len = input.length;
        }
        out.append(((PyStr) t.items[0]).value);
        int pos = (int) position(t.items, len, multibyte);
        replacedInput = input;
        return pos;
    }

    /** Bytes that the last error handler put in the exception's {@code object}, or null. */
    private static byte[] replacedInput;

    /**
     * The input a decoder goes on with after {@link #decode} returned: the bytes the error
     * handler put in the exception's {@code object} (CPython's decoders read it back), else
     * {@code in}. Asked at once, before any other Python code runs.
     */
    public static byte[] inputAfter(byte[] in) {
        byte[] b = replacedInput;
        replacedInput = null;
        return b == null ? in : b;
    }

    /**
     * The surrogate code unit at {@code start} in the codec's encoding, appended; the number of
     * bytes it took, or -1 when there is none. Compare CPython codecs.c:
     * PyCodec_SurrogatePassErrors.
     */
    private static int surrogatePassDecode(StringBuilder out, String codec, byte[] data,
            int off, int len, int start) {
        int unit = Math.abs(standardUnit(codec));
        boolean big = standardUnit(codec) < 0;
        int at = off + start;
        // a UTF-8 surrogate takes three bytes, a UTF-16 or UTF-32 one its code unit
        if (unit == 0 || len - start < (unit == 1 ? 3 : unit)) {
            return -1;
        }
        int c;
        if (unit == 1) {
            if ((data[at] & 0xf0) != 0xe0 || (data[at + 1] & 0xc0) != 0x80
                    || (data[at + 2] & 0xc0) != 0x80) {
                return -1;
            }
            c = ((data[at] & 0x0f) << 12) | ((data[at + 1] & 0x3f) << 6) | (data[at + 2] & 0x3f);
        } else {
            c = 0;
            for (int i = 0; i < unit; i++) {
                int b = data[at + (big ? i : unit - 1 - i)] & 0xff;
                c = (c << 8) | b;
            }
        }
        if (c < 0xd800 || c > 0xdfff) {
            return -1;
        }
        out.append((char) c);
        return unit == 1 ? 3 : unit;
    }

    /**
     * For surrogatepass, by the codec's name as the exception shows it: 1 for UTF-8, 2 for
     * UTF-16, 4 for UTF-32, negated for big-endian, 0 for any other codec. Compare CPython
     * codecs.c: get_standard_encoding ("utf-16le", "utf_32_BE", plain "utf-16"
     * little-endian).
     */
    private static int standardUnit(String codec) {
        if (!codec.startsWith("utf")) {
            return 0;
        }
        String e = codec.substring(3);
        if (e.startsWith("-") || e.startsWith("_")) {
            e = e.substring(1);
        }
        if (e.equals("8")) {
            return 1;
        }
        int unit = e.startsWith("16") ? 2 : e.startsWith("32") ? 4 : 0;
        if (unit == 0) {
            return 0;
        }
        e = e.substring(2);
        if (e.isEmpty()) {
            return unit;
        }
        if (e.startsWith("-") || e.startsWith("_")) {
            e = e.substring(1);
        }
        return switch (e.toLowerCase(java.util.Locale.ROOT)) {
            case "le" -> unit;
            case "be" -> -unit;
            default -> 0;
        };
    }

    // ------------------------------------------------------------------ encoding

    /**
     * Handle the unencodable code points {@code [start, end)} of {@code s} (whose code points are
     * {@code cps}): write the replacement to {@code out}, text through {@code sink}, and return
     * the code point index to resume at. Compare CPython unicodeobject.c:
     * unicode_encode_call_errorhandler and the handlers of codecs.c.
     */
    public static int encode(ByteArrayOutputStream out, String codec, PyStr s, int[] cps,
            int start, int end, String reason, String errors, TextSink sink) {
        return encode(out, codec, s, cps, start, end, reason, errors, sink, false);
    }

    /** {@link #encode} for a multibyte codec (CJK), as multibytecodec.c checks positions. */
    public static int encodeMultibyte(ByteArrayOutputStream out, String codec, PyStr s,
            int[] cps, int start, int end, String reason, String errors, TextSink sink) {
        return encode(out, codec, s, cps, start, end, reason, errors, sink, true);
    }

    private static int encode(ByteArrayOutputStream out, String codec, PyStr s, int[] cps,
            int start, int end, String reason, String errors, TextSink sink,
            boolean multibyte) {
        switch (errors) {
            case "strict":
                throw encodeError(codec, s, start, end, reason);
            case "ignore":
                return end;
            case "replace":
                return text(out, "?".repeat(end - start), sink, codec, s, start, end, reason);
            case "backslashreplace": {
                StringBuilder sb = new StringBuilder();
                for (int i = start; i < end; i++) {
                    StrRepr.escape(sb, cps[i]);
                }
                return text(out, sb.toString(), sink, codec, s, start, end, reason);
            }
            case "xmlcharrefreplace": {
                StringBuilder sb = new StringBuilder();
                for (int i = start; i < end; i++) {
                    sb.append("&#").append(cps[i]).append(';');
                }
                return text(out, sb.toString(), sink, codec, s, start, end, reason);
            }
            case "namereplace": {
                StringBuilder sb = new StringBuilder();
                for (int i = start; i < end; i++) {
                    nameEscape(sb, cps[i]);
                }
                return text(out, sb.toString(), sink, codec, s, start, end, reason);
            }
            case "surrogateescape":
                for (int i = start; i < end; i++) {
                    if (cps[i] < 0xdc80 || cps[i] > 0xdcff) {
                        throw encodeError(codec, s, start, end, reason);
                    }
                }
                for (int i = start; i < end; i++) {
                    out.write(cps[i] - 0xdc00);
                }
                return end;
            case "surrogatepass":
                surrogatePassEncode(out, codec, s, cps, start, end, reason);
                return end;
            default:
                break;
        }
        PyObject handler = lookup(errors);
        PyObject r = Abstract.call1(handler, encodeException(codec, s, start, end, reason));
        if (!(r instanceof PyTuple t) || t.items.length != 2
                || !(t.items[0] instanceof PyStr || t.items[0] instanceof PyBytes)
                || Abstract.indexOrNull(t.items[1]) == null) {
            throw Py.typeError("encoding error handler must return (str/bytes, int) tuple");
        }
        int pos = (int) position(t.items, cps.length, multibyte);
        if (t.items[0] instanceof PyBytes b) {
            if (!sink.writeBytes(out, b.value)) {
                throw encodeError(codec, s, start, end, reason);
            }
        } else if (!sink.write(out, ((PyStr) t.items[0]).value)) {
            throw encodeError(codec, s, start, end, reason);
        }
        return pos;
    }

    private static int text(ByteArrayOutputStream out, String text, TextSink sink, String codec,
            PyStr s, int start, int end, String reason) {
        if (!sink.write(out, text)) {
            throw encodeError(codec, s, start, end, reason);
        }
        return end;
    }

    /** {@code \N{NAME}}, or the backslash escape when the code point has no name. */
    static void nameEscape(StringBuilder sb, int cp) {
        String name = unicodeName(cp);
        if (name == null) {
            StrRepr.escape(sb, cp);
        } else {
            sb.append("\\N{").append(name).append('}');
        }
    }

    /**
     * The Unicode name of {@code cp} as {@code unicodedata.name} gives it, or null. The JVM's
     * names, with CPython's spelling for the ranges named by rule.
     */
    public static String unicodeName(int cp) {
        if (cp >= 0xd800 && cp <= 0xdfff || cp >= 0xe000 && cp <= 0xf8ff
                || cp >= 0xf0000) {
            return null;
        }
        String n;
        try {
            n = Character.getName(cp);
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (n == null || !Character.isDefined(cp) || Character.getType(cp) == Character.CONTROL) {
            return null;
        }
        if (n.startsWith("CJK UNIFIED IDEOGRAPHS") || n.startsWith("CJK COMPATIBILITY "
                + "IDEOGRAPHS")) {
            return (n.startsWith("CJK UNIFIED") ? "CJK UNIFIED IDEOGRAPH-"
                    : "CJK COMPATIBILITY IDEOGRAPH-") + String.format("%04X", cp);
        }
        return n;
    }

    /** Surrogates written raw in the codec's own encoding (UTF-8, -16, -32 only). */
    private static void surrogatePassEncode(ByteArrayOutputStream out, String codec, PyStr s,
            int[] cps, int start, int end, String reason) {
        int unit = Math.abs(standardUnit(codec));
        if (unit == 0) {
            throw encodeError(codec, s, start, end, reason);
        }
        for (int i = start; i < end; i++) {
            if (cps[i] < 0xd800 || cps[i] > 0xdfff) {
                throw encodeError(codec, s, start, end, reason);
            }
        }
        boolean big = standardUnit(codec) < 0;
        for (int i = start; i < end; i++) {
            int c = cps[i];
            if (unit == 1) {
                out.write(0xe0 | (c >> 12));
                out.write(0x80 | ((c >> 6) & 0x3f));
                out.write(0x80 | (c & 0x3f));
            } else {
                for (int k = 0; k < unit; k++) {
                    int shift = big ? (unit - 1 - k) * 8 : k * 8;
                    out.write((c >>> shift) & 0xff);
                }
            }
        }
    }
}
