package org.specializer.api;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;

/**
 * Text encodings for {@code str.encode}, {@code bytes.decode} and {@code str(b, encoding)}.
 *
 * <p>UTF-8, ASCII and Latin-1 are written here to CPython's letter: the same error positions
 * and reasons ({@code "invalid continuation byte"}, {@code "ordinal not in range(128)"}), one
 * U+FFFD per maximal invalid sequence under {@code 'replace'}, and the error handlers
 * strict, ignore, replace, backslashreplace, surrogateescape, surrogatepass (UTF-8) and
 * xmlcharrefreplace (encoding). UTF-16 and UTF-32 (with BOM, or -le/-be) are also ours. Any other
 * name the JVM knows (cp1252, iso8859-15, ...) goes through {@link Charset}, with strict,
 * ignore and replace handling.
 *
 * <p>Unicode errors are raised as UnicodeDecodeError/UnicodeEncodeError whose message is
 * CPython's and whose {@code encoding}, {@code object}, {@code start}, {@code end} and
 * {@code reason} are set as attributes.
 */
public final class Codecs {
    private Codecs() {}

    private enum Kind { UTF8, UTF8_SIG, ASCII, LATIN1, UTF16, UTF16LE, UTF16BE, UTF32, UTF32LE,
        UTF32BE, JAVA }

    /** A codec: its name as messages show it, and how it works. */
    private record Codec(String name, Kind kind, Charset charset) {}

    private static final Codec UTF8 = new Codec("utf-8", Kind.UTF8, null);
    private static final Codec ASCII = new Codec("ascii", Kind.ASCII, null);
    private static final Codec LATIN1 = new Codec("latin-1", Kind.LATIN1, null);

    private static final String[] ENCODE_PARAMS = {"encoding", "errors"};

    // ------------------------------------------------------------------ lookup

    private static Codec lookup(String encoding) {
        switch (encoding) {
            // the usual spellings, without normalizing
            case "utf-8":
            case "utf8":
                return UTF8;
            case "ascii":
                return ASCII;
            case "latin-1":
            case "latin1":
            case "iso-8859-1":
                return LATIN1;
            default:
                break;
        }
        String n = normalize(encoding);
        switch (n) {
            case "utf_8": case "utf8": case "u8": case "utf": case "utf8_ucs2": case "utf8_ucs4":
            case "cp65001":
                return UTF8;
            case "utf_8_sig":
                return new Codec("utf-8-sig", Kind.UTF8_SIG, null);
            case "ascii": case "us_ascii": case "646": case "ansi_x3.4_1968":
            case "ansi_x3_4_1968": case "ansi_x3.4_1986": case "cp367": case "csascii":
            case "ibm367": case "iso646_us": case "iso_646.irv_1991": case "iso_ir_6": case "us":
                return ASCII;
            case "latin_1": case "latin1": case "latin": case "l1": case "iso8859_1":
            case "iso_8859_1": case "8859": case "cp819": case "iso_ir_100": case "csisolatin1":
            case "iso_8859_1_1987": case "ibm819":
                return LATIN1;
            case "utf_16": case "u16": case "utf16":
                return new Codec("utf-16", Kind.UTF16, null);
            case "utf_16_le": case "utf_16le":
                return new Codec("utf-16-le", Kind.UTF16LE, null);
            case "utf_16_be": case "utf_16be":
                return new Codec("utf-16-be", Kind.UTF16BE, null);
            case "utf_32": case "u32": case "utf32":
                return new Codec("utf-32", Kind.UTF32, null);
            case "utf_32_le": case "utf_32le":
                return new Codec("utf-32-le", Kind.UTF32LE, null);
            case "utf_32_be": case "utf_32be":
                return new Codec("utf-32-be", Kind.UTF32BE, null);
            case "rot13": case "rot_13": case "hex": case "hex_codec": case "base64":
            case "base_64": case "base64_codec": case "zlib": case "zip": case "zlib_codec":
            case "bz2": case "bz2_codec": case "uu": case "uu_codec": case "quopri":
            case "quotedprintable": case "quoted_printable": case "quopri_codec":
                throw Py.error(PyExc.LookupError, "'" + encoding + "' is not a text encoding; "
                        + "use codecs.encode() to handle arbitrary codecs");
            default:
                break;
        }
        Charset cs = javaCharset(n);
        if (cs == null) {
            throw Py.error(PyExc.LookupError, "unknown encoding: " + encoding);
        }
        return new Codec(n.replace('_', '-'), Kind.JAVA, cs);
    }

    /**
     * The name of the text codec {@code encoding} names, as codec messages show it ("utf-8",
     * "latin-1", "utf-16-le", "cp1252", ...): for stream layers that pick their own incremental
     * coder by it. LookupError for an unknown encoding or one that is not a text encoding.
     */
    public static String codecName(String encoding) {
        return lookup(encoding).name;
    }

    /** CPython's normalize_encoding: lower case, runs of punctuation as one '_'. */
    private static String normalize(String encoding) {
        StringBuilder sb = new StringBuilder(encoding.length());
        boolean punct = false;
        for (int i = 0; i < encoding.length(); i++) {
            char c = encoding.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '.') {
                if (punct && sb.length() > 0) {
                    sb.append('_');
                }
                sb.append(Character.toLowerCase(c));
                punct = false;
            } else {
                punct = true;
            }
        }
        return sb.toString();
    }

    private static Charset javaCharset(String n) {
        for (String candidate : new String[] {n, n.replace('_', '-'),
            n.replace("_", "")}) {
            try {
                if (Charset.isSupported(candidate)) {
                    return Charset.forName(candidate);
                }
            } catch (IllegalArgumentException e) {
                // an illegal charset name: try the next spelling
            }
        }
        return null;
    }

    private static void checkHandler(String errors) {
        switch (errors) {
            case "strict": case "ignore": case "replace": case "backslashreplace":
            case "surrogateescape": case "surrogatepass": case "xmlcharrefreplace":
            case "namereplace":
                return;
            default:
                throw Py.error(PyExc.LookupError, "unknown error handler name '" + errors + "'");
        }
    }

    // ------------------------------------------------------------------ errors

    /** UnicodeDecodeError with CPython's message and attributes. */
    static PyException decodeError(String encoding, byte[] data, int off, int len, int start,
            int end, String reason) {
        String msg = end - start == 1
                ? "'" + encoding + "' codec can't decode byte 0x"
                        + String.format("%02x", data[off + start] & 0xff) + " in position "
                        + start + ": " + reason
                : "'" + encoding + "' codec can't decode bytes in position " + start + "-"
                        + (end - 1) + ": " + reason;
        byte[] obj = java.util.Arrays.copyOfRange(data, off, off + len);
        return unicodeError(PyExc.UnicodeDecodeError, msg, encoding, new PyBytes(obj), start,
                end, reason);
    }

    /** UnicodeEncodeError with CPython's message and attributes; positions in code points. */
    static PyException encodeError(String encoding, PyStr s, int start, int end,
            String reason) {
        String msg;
        if (end - start == 1) {
            StringBuilder sb = new StringBuilder();
            StrRepr.escape(sb, s.codePointAt(start));
            msg = "'" + encoding + "' codec can't encode character '" + sb + "' in position "
                    + start + ": " + reason;
        } else {
            msg = "'" + encoding + "' codec can't encode characters in position " + start + "-"
                    + (end - 1) + ": " + reason;
        }
        return unicodeError(PyExc.UnicodeEncodeError, msg, encoding, s, start, end, reason);
    }

    private static PyException unicodeError(PyType type, String msg, String encoding,
            PyObject object, int start, int end, String reason) {
        PyBaseException e = PyExc.create(type, msg);
        PyDict d = e.getDict();
        d.setItem("encoding", PyStr.of(encoding));
        d.setItem("object", object);
        d.setItem("start", PyInt.of(start));
        d.setItem("end", PyInt.of(end));
        d.setItem("reason", PyStr.of(reason));
        return new PyException(e);
    }

    // ------------------------------------------------------------------ decode

    /** Decode {@code data[off:off+len]}. */
    public static String decode(byte[] data, int off, int len, String encoding, String errors) {
        Codec c = lookup(encoding);
        switch (c.kind) {
            case UTF8:
                return decodeUtf8(data, off, len, errors, false);
            case UTF8_SIG:
                if (len >= 3 && data[off] == (byte) 0xef && data[off + 1] == (byte) 0xbb
                        && data[off + 2] == (byte) 0xbf) {
                    return decodeUtf8(data, off + 3, len - 3, errors, true);
                }
                return decodeUtf8(data, off, len, errors, true);
            case ASCII:
                return decodeAscii(data, off, len, errors);
            case LATIN1:
                return new String(data, off, len, java.nio.charset.StandardCharsets.ISO_8859_1);
            case JAVA:
                return decodeJava(c, data, off, len, errors);
            default:
                return WideCodecs.decode(c.name, c.kind.name(), data, off, len, errors);
        }
    }

    /** The text of an error handler's replacement for bytes {@code [start, end)}. */
    static void decodeReplacement(StringBuilder sb, String codec, byte[] data, int off,
            int len, int start, int end, String reason, String errors) {
        switch (errors) {
            case "strict":
                throw decodeError(codec, data, off, len, start, end, reason);
            case "ignore":
                return;
            case "replace":
                sb.append('\ufffd');
                return;
            case "backslashreplace":
                for (int i = start; i < end; i++) {
                    StrRepr.hex(sb, 'x', data[off + i] & 0xff, 2);
                }
                return;
            case "surrogateescape":
                for (int i = start; i < end; i++) {
                    int b = data[off + i] & 0xff;
                    if (b < 128) {
                        throw decodeError(codec, data, off, len, start, end, reason);
                    }
                    sb.append((char) (0xdc00 + b));
                }
                return;
            default:
                checkHandler(errors);
                // known, but not a decoding handler (xmlcharrefreplace...)
                throw Py.typeError("don't know how to handle UnicodeDecodeError in error "
                        + "callback");
        }
    }

    static String decodeAscii(byte[] data, int off, int len, String errors) {
        int i = 0;
        while (i < len && data[off + i] >= 0) {
            i++;
        }
        if (i == len) {
            return new String(data, off, len, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        StringBuilder sb = new StringBuilder(len);
        for (int k = 0; k < i; k++) {
            sb.append((char) data[off + k]);
        }
        for (; i < len; i++) {
            byte b = data[off + i];
            if (b >= 0) {
                sb.append((char) b);
            } else {
                decodeReplacement(sb, "ascii", data, off, len, i, i + 1,
                        "ordinal not in range(128)", errors);
            }
        }
        return sb.toString();
    }

    private static boolean cont(int b) {
        return (b & 0xc0) == 0x80;
    }

    /**
     * UTF-8 as CPython decodes it: the error range of an invalid sequence is its valid prefix
     * (so {@code b'\xe2\x82x'} fails at bytes 0-1 with "invalid continuation byte").
     */
    static String decodeUtf8(byte[] data, int off, int len, String errors, boolean sig) {
        String codec = sig ? "utf-8-sig" : "utf-8";
        int i = 0;
        while (i < len && data[off + i] >= 0) {
            i++;
        }
        if (i == len) {
            return new String(data, off, len, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        StringBuilder sb = new StringBuilder(len);
        for (int k = 0; k < i; k++) {
            sb.append((char) data[off + k]);
        }
        while (i < len) {
            int b0 = data[off + i] & 0xff;
            if (b0 < 0x80) {
                sb.append((char) b0);
                i++;
                continue;
            }
            int need;
            int lo = 0x80;
            int hi = 0xbf;
            if (b0 < 0xc2) {
                decodeReplacement(sb, codec, data, off, len, i, i + 1, "invalid start byte",
                        errors);
                i++;
                continue;
            } else if (b0 < 0xe0) {
                need = 1;
            } else if (b0 < 0xf0) {
                need = 2;
                if (b0 == 0xe0) {
                    lo = 0xa0;
                } else if (b0 == 0xed && !errors.equals("surrogatepass")) {
                    hi = 0x9f;
                }
            } else if (b0 < 0xf5) {
                need = 3;
                if (b0 == 0xf0) {
                    lo = 0x90;
                } else if (b0 == 0xf4) {
                    hi = 0x8f;
                }
            } else {
                decodeReplacement(sb, codec, data, off, len, i, i + 1, "invalid start byte",
                        errors);
                i++;
                continue;
            }
            int cp = b0 & (0x3f >> need);
            int k = 1;
            String reason = null;
            for (; k <= need; k++) {
                if (i + k >= len) {
                    reason = "unexpected end of data";
                    break;
                }
                int b = data[off + i + k] & 0xff;
                if (k == 1 ? b < lo || b > hi : !cont(b)) {
                    reason = "invalid continuation byte";
                    break;
                }
                cp = (cp << 6) | (b & 0x3f);
            }
            if (reason != null) {
                decodeReplacement(sb, codec, data, off, len, i, i + k, reason, errors);
                i += k;
                continue;
            }
            sb.appendCodePoint(cp);
            i += need + 1;
        }
        return sb.toString();
    }

    private static String decodeJava(Codec c, byte[] data, int off, int len, String errors) {
        CharsetDecoder dec = c.charset.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(data, off, len);
        CharBuffer out = CharBuffer.allocate(len * 2 + 16);
        StringBuilder sb = new StringBuilder(len);
        while (true) {
            CoderResult r = dec.decode(in, out, true);
            if (r.isUnderflow()) {
                r = dec.flush(out);
            }
            out.flip();
            sb.append(out);
            out.clear();
            if (r.isUnderflow()) {
                break;
            }
            if (r.isOverflow()) {
                continue;
            }
            int start = in.position() - off;
            int end = start + r.length();
            decodeReplacement(sb, c.name, data, off, len, start, end,
                    r.isUnmappable() ? "character maps to <undefined>" : "invalid data",
                    errors);
            in.position(in.position() + r.length());
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ encode

    /** {@code str.encode(encoding='utf-8', errors='strict')}. */
    static PyObject strEncode(PyObject self, PyObject[] args, PyStr[] kwnames) {
        String enc = "utf-8";
        String err = "strict";
        if (args.length != 0) {
            PyObject[] a = StrArgs.bind("encode", ENCODE_PARAMS, 0, 0, args, kwnames);
            if (a[0] != null) {
                enc = StrMethods.optionalStr(a[0], "encode", "encoding");
            }
            if (a[1] != null) {
                err = StrMethods.optionalStr(a[1], "encode", "errors");
            }
        }
        return new PyBytes(encode((PyStr) self, enc, err));
    }

    /** Encode {@code s}. */
    public static byte[] encode(PyStr s, String encoding, String errors) {
        Codec c = lookup(encoding);
        switch (c.kind) {
            case UTF8:
            case UTF8_SIG:
                return encodeUtf8(s, c.name, errors, c.kind == Kind.UTF8_SIG);
            case ASCII:
                return encodeByteRange(s, c.name, 0x80, "ordinal not in range(128)", errors);
            case LATIN1:
                return encodeByteRange(s, c.name, 0x100, "ordinal not in range(256)", errors);
            case JAVA:
                return encodeJava(c, s, errors);
            default:
                return WideCodecs.encode(c.name, c.kind.name(), s, errors);
        }
    }

    /** ASCII or Latin-1: code points below {@code limit} are their own byte. */
    private static byte[] encodeByteRange(PyStr s, String codec, int limit, String reason,
            String errors) {
        String v = s.value;
        int n = v.length();
        int i = 0;
        while (i < n && v.charAt(i) < limit) {
            i++;
        }
        if (i == n) {
            return v.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(n + 16);
        int[] cps = s.codePoints();
        for (int k = 0; k < cps.length; ) {
            int cp = cps[k];
            if (cp < limit) {
                out.write(cp);
                k++;
                continue;
            }
            int end = k + 1;
            while (end < cps.length && cps[end] >= limit) {
                end++;
            }
            encodeReplacement(out, codec, s, cps, k, end, reason, errors, limit);
            k = end;
        }
        return out.toByteArray();
    }

    static void encodeReplacement(ByteArrayOutputStream out, String codec, PyStr s,
            int[] cps, int start, int end, String reason, String errors, int limit) {
        switch (errors) {
            case "strict":
                throw encodeError(codec, s, start, end, reason);
            case "ignore":
                return;
            case "replace":
                for (int i = start; i < end; i++) {
                    out.write('?');
                }
                return;
            case "backslashreplace": {
                StringBuilder sb = new StringBuilder();
                for (int i = start; i < end; i++) {
                    StrRepr.escape(sb, cps[i]);
                }
                writeAscii(out, sb);
                return;
            }
            case "xmlcharrefreplace": {
                StringBuilder sb = new StringBuilder();
                for (int i = start; i < end; i++) {
                    sb.append("&#").append(cps[i]).append(';');
                }
                writeAscii(out, sb);
                return;
            }
            case "surrogateescape":
                for (int i = start; i < end; i++) {
                    int cp = cps[i];
                    if (cp < 0xdc80 || cp > 0xdcff) {
                        throw encodeError(codec, s, start, end, reason);
                    }
                }
                for (int i = start; i < end; i++) {
                    out.write(cps[i] - 0xdc00);
                }
                return;
            case "surrogatepass":
                if (!codec.startsWith("utf-8")) {
                    throw encodeError(codec, s, start, end, reason);
                }
                for (int i = start; i < end; i++) {
                    int cp = cps[i];
                    if (cp < 0xd800 || cp > 0xdfff) {
                        throw encodeError(codec, s, start, end, reason);
                    }
                    out.write(0xe0 | (cp >> 12));
                    out.write(0x80 | ((cp >> 6) & 0x3f));
                    out.write(0x80 | (cp & 0x3f));
                }
                return;
            default:
                checkHandler(errors);
                throw encodeError(codec, s, start, end, reason);
        }
    }

    private static void writeAscii(ByteArrayOutputStream out, CharSequence cs) {
        for (int i = 0; i < cs.length(); i++) {
            out.write(cs.charAt(i));
        }
    }

    private static byte[] encodeUtf8(PyStr s, String codec, String errors, boolean sig) {
        String v = s.value;
        int n = v.length();
        boolean lone = false;
        for (int i = 0; i < n; i++) {
            char c = v.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n
                        && Character.isLowSurrogate(v.charAt(i + 1))) {
                    i++;
                } else {
                    lone = true;
                    break;
                }
            }
        }
        if (!lone) {
            byte[] b = v.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            if (!sig) {
                return b;
            }
            byte[] out = new byte[b.length + 3];
            out[0] = (byte) 0xef;
            out[1] = (byte) 0xbb;
            out[2] = (byte) 0xbf;
            System.arraycopy(b, 0, out, 3, b.length);
            return out;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(n * 3 + 3);
        if (sig) {
            out.write(0xef);
            out.write(0xbb);
            out.write(0xbf);
        }
        int[] cps = s.codePoints();
        for (int k = 0; k < cps.length; ) {
            int cp = cps[k];
            if (cp >= 0xd800 && cp <= 0xdfff) {
                int end = k + 1;
                while (end < cps.length && cps[end] >= 0xd800 && cps[end] <= 0xdfff) {
                    end++;
                }
                encodeReplacement(out, codec, s, cps, k, end, "surrogates not allowed", errors,
                        0x110000);
                k = end;
                continue;
            }
            writeUtf8(out, cp);
            k++;
        }
        return out.toByteArray();
    }

    private static void writeUtf8(ByteArrayOutputStream out, int cp) {
        if (cp < 0x80) {
            out.write(cp);
        } else if (cp < 0x800) {
            out.write(0xc0 | (cp >> 6));
            out.write(0x80 | (cp & 0x3f));
        } else if (cp < 0x10000) {
            out.write(0xe0 | (cp >> 12));
            out.write(0x80 | ((cp >> 6) & 0x3f));
            out.write(0x80 | (cp & 0x3f));
        } else {
            out.write(0xf0 | (cp >> 18));
            out.write(0x80 | ((cp >> 12) & 0x3f));
            out.write(0x80 | ((cp >> 6) & 0x3f));
            out.write(0x80 | (cp & 0x3f));
        }
    }

    private static byte[] encodeJava(Codec c, PyStr s, String errors) {
        CharsetEncoder enc = c.charset.newEncoder();
        int[] cps = s.codePoints();
        ByteArrayOutputStream out = new ByteArrayOutputStream(cps.length + 16);
        for (int k = 0; k < cps.length; k++) {
            int cp = cps[k];
            String one = new String(Character.toChars(cp));
            if (enc.canEncode(one)) {
                try {
                    ByteBuffer b = enc.encode(CharBuffer.wrap(one));
                    out.write(b.array(), b.arrayOffset() + b.position(), b.remaining());
                } catch (CharacterCodingException e) {
                    encodeReplacement(out, c.name, s, cps, k, k + 1,
                            "character maps to <undefined>", errors, 0);
                }
            } else {
                encodeReplacement(out, c.name, s, cps, k, k + 1,
                        "character maps to <undefined>", errors, 0);
            }
        }
        return out.toByteArray();
    }
}
