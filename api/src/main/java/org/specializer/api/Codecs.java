package org.specializer.api;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Text encodings for {@code str.encode}, {@code bytes.decode} and {@code str(b, encoding)}.
 *
 * <p>UTF-8 (and its {@code -sig} variant), ASCII, Latin-1, UTF-16 and UTF-32 ({@link WideCodecs})
 * are written here to CPython's letter, and found under every spelling of their names that
 * CPython normalizes to them ("UTF8", "utf_8", "latin-1", "iso8859_1", ...) without the codec
 * registry, as CPython's own fast paths do: the same error positions and reasons
 * ({@code "invalid continuation byte"}, {@code "ordinal not in range(128)"}), one U+FFFD per
 * maximal invalid sequence under {@code 'replace'}, every error handler
 * ({@link CodecErrors}). The {@code _codecs} module exposes them with their incremental forms
 * (a {@code final} flag and the count of bytes consumed).
 *
 * <p>Any other encoding goes through the codec registry ({@link Registry}), which the
 * {@code _codecs} native module provides and Lib's {@code encodings} package fills: the
 * registry's first use imports {@code encodings} ({@link #setRegistryLoader}), as CPython does
 * at start-up. Without it (a runtime with no Lib), other encodings are unknown.
 */
public final class Codecs {
    private Codecs() {}

    /**
     * The codec registry of {@code _codecs}: what {@code str.encode} and {@code bytes.decode}
     * use for the encodings not written here, and the error handlers registered by name.
     */
    public interface Registry {
        /** {@code codecs.lookup_error(name)}; LookupError when there is none. */
        PyObject lookupError(String name);

        /** {@code str.encode(encoding, errors)} through the text codec {@code encoding}. */
        byte[] encode(PyStr s, String encoding, String errors);

        /** {@code bytes.decode(encoding, errors)} through the text codec {@code encoding}. */
        String decode(PyBytes b, String encoding, String errors);

        /**
         * The name of the text codec {@code encoding}; LookupError when there is none or it is
         * not a text encoding ("use {@code alternate} to handle arbitrary codecs").
         */
        String codecName(String encoding, String alternate);

        /** The search functions, cache and error handlers as they are now. */
        Object save();

        /** Put back what {@link #save} gave; null: the state of a registry never used. */
        void restore(Object saved);
    }

    private static volatile Registry registry;
    private static volatile Runnable registryLoader;

    /** Install the codec registry ({@code _codecs} does, when it is created). */
    public static void setRegistry(Registry r) {
        registry = r;
    }

    /** How to make the registry exist on first need: import Lib's {@code encodings}. */
    public static void setRegistryLoader(Runnable loader) {
        registryLoader = loader;
    }

    /** The registry if installed, else null. */
    static Registry registry() {
        return registry;
    }

    /**
     * The registry's state, for an embedder that runs several programs in one runtime (the
     * in-process test runs) and puts back between them what each changed, as it does
     * {@code sys.modules}: a search function of one run's {@code encodings} must not serve
     * the next run, whose modules are others. Null when no registry is installed yet.
     */
    public static Object saveRegistry() {
        Registry r = registry;
        return r == null ? null : r.save();
    }

    /** Put back a state {@link #saveRegistry} gave (null: a registry never used). */
    public static void restoreRegistry(Object saved) {
        Registry r = registry;
        if (r != null) {
            r.restore(saved);
        }
    }

    /** The registry, loaded on first need; null when there is none to load. */
    private static Registry loadedRegistry() {
        Registry r = registry;
        if (r == null) {
            Runnable loader = registryLoader;
            if (loader != null) {
                registryLoader = null;
                loader.run();
                r = registry;
            }
        }
        return r;
    }

    private enum Kind { UTF8, UTF8_SIG, ASCII, LATIN1, UTF16, UTF16LE, UTF16BE, UTF32, UTF32LE,
        UTF32BE }

    /** A codec written here: its name as messages show it, and which it is. */
    private record Codec(String name, Kind kind) {}

    private static final Codec UTF8 = new Codec("utf-8", Kind.UTF8);
    private static final Codec ASCII = new Codec("ascii", Kind.ASCII);
    private static final Codec LATIN1 = new Codec("latin-1", Kind.LATIN1);

    private static final String[] ENCODE_PARAMS = {"encoding", "errors"};

    // ------------------------------------------------------------------ lookup

    /** The codec written here for {@code encoding}, or null for the registry to find. */
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
        switch (normalize(encoding)) {
            case "utf_8": case "utf8": case "u8": case "utf": case "utf8_ucs2": case "utf8_ucs4":
            case "cp65001":
                return UTF8;
            case "utf_8_sig":
                return new Codec("utf-8-sig", Kind.UTF8_SIG);
            case "ascii": case "us_ascii": case "646": case "ansi_x3.4_1968":
            case "ansi_x3_4_1968": case "ansi_x3.4_1986": case "cp367": case "csascii":
            case "ibm367": case "iso646_us": case "iso_646.irv_1991": case "iso_ir_6": case "us":
                return ASCII;
            case "latin_1": case "latin1": case "latin": case "l1": case "iso8859_1":
            case "iso_8859_1": case "8859": case "cp819": case "iso_ir_100": case "csisolatin1":
            case "iso_8859_1_1987": case "ibm819":
                return LATIN1;
            case "utf_16": case "u16": case "utf16":
                return new Codec("utf-16", Kind.UTF16);
            case "utf_16_le": case "utf_16le":
                return new Codec("utf-16-le", Kind.UTF16LE);
            case "utf_16_be": case "utf_16be":
                return new Codec("utf-16-be", Kind.UTF16BE);
            case "utf_32": case "u32": case "utf32":
                return new Codec("utf-32", Kind.UTF32);
            case "utf_32_le": case "utf_32le":
                return new Codec("utf-32-le", Kind.UTF32LE);
            case "utf_32_be": case "utf_32be":
                return new Codec("utf-32-be", Kind.UTF32BE);
            default:
                return null;
        }
    }

    /**
     * The name of the text codec {@code encoding} names, as codec messages show it ("utf-8",
     * "latin-1", "utf-16-le", "cp1252", ...): for stream layers that pick their own incremental
     * coder by it. LookupError for an unknown encoding or, naming {@code alternate} as what to
     * use instead, one that is not a text encoding.
     */
    public static String codecName(String encoding, String alternate) {
        Codec c = lookup(encoding);
        if (c != null) {
            return c.name;
        }
        Registry r = loadedRegistry();
        if (r == null) {
            throw unknownEncoding(encoding);
        }
        return r.codecName(encoding, alternate);
    }

    /**
     * CPython's {@code _Py_normalize_encoding}: ASCII letters lower-cased, runs of anything
     * but ASCII letters, digits and '.' made one '_' (none at the start).
     */
    public static String normalize(String encoding) {
        StringBuilder sb = new StringBuilder(encoding.length());
        boolean punct = false;
        for (int i = 0; i < encoding.length(); i++) {
            char c = encoding.charAt(i);
            if (c < 0x80 && (Character.isLetterOrDigit(c) || c == '.')) {
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

    private static RuntimeException unknownEncoding(String encoding) {
        return Py.error(PyExc.LookupError, "unknown encoding: " + encoding);
    }

    // ------------------------------------------------------------------ decode

    /** What an incremental decoder returns: the text and how many bytes it consumed. */
    public record Decoded(String text, int consumed) {}

    /** Decode {@code data[off:off+len]} ({@code bytes.decode}). */
    public static String decode(byte[] data, int off, int len, String encoding, String errors) {
        Codec c = lookup(encoding);
        if (c == null) {
            Registry r = loadedRegistry();
            if (r == null) {
                throw unknownEncoding(encoding);
            }
            byte[] b = off == 0 && len == data.length ? data
                    : java.util.Arrays.copyOfRange(data, off, off + len);
            return r.decode(new PyBytes(b), encoding, errors);
        }
        switch (c.kind) {
            case UTF8:
                return decodeUtf8(data, off, len, errors, true).text;
            case UTF8_SIG:
                if (len >= 3 && data[off] == (byte) 0xef && data[off + 1] == (byte) 0xbb
                        && data[off + 2] == (byte) 0xbf) {
                    return decodeUtf8(data, off + 3, len - 3, errors, true, "utf-8").text;
                }
                return decodeUtf8(data, off, len, errors, true, "utf-8").text;
            case ASCII:
                return decodeAscii(data, off, len, errors);
            case LATIN1:
                return decodeLatin1(data, off, len);
            case UTF16:
                return WideCodecs.decodeUtf16(data, off, len, errors, 0, true).text();
            case UTF16LE:
                return WideCodecs.decodeUtf16(data, off, len, errors, -1, true).text();
            case UTF16BE:
                return WideCodecs.decodeUtf16(data, off, len, errors, 1, true).text();
            case UTF32:
                return WideCodecs.decodeUtf32(data, off, len, errors, 0, true).text();
            case UTF32LE:
                return WideCodecs.decodeUtf32(data, off, len, errors, -1, true).text();
            default:
                return WideCodecs.decodeUtf32(data, off, len, errors, 1, true).text();
        }
    }

    /** Latin-1: each byte is its own code point. */
    public static String decodeLatin1(byte[] data, int off, int len) {
        return new String(data, off, len, StandardCharsets.ISO_8859_1);
    }

    /** ASCII; bytes from 128 up are errors ("ordinal not in range(128)"). */
    public static String decodeAscii(byte[] data, int off, int len, String errors) {
        int i = 0;
        while (i < len && data[off + i] >= 0) {
            i++;
        }
        if (i == len) {
            return decodeLatin1(data, off, len);
        }
        StringBuilder sb = new StringBuilder(len);
        for (int k = 0; k < i; k++) {
            sb.append((char) data[off + k]);
        }
        while (i < len) {
            byte b = data[off + i];
            if (b >= 0) {
                sb.append((char) b);
                i++;
            } else {
                i = CodecErrors.decode(sb, "ascii", data, off, len, i, i + 1,
                        "ordinal not in range(128)", errors);
                byte[] in = CodecErrors.inputAfter(data);
                if (in != data) {
                    data = in;
                    off = 0;
                    len = in.length;
                }
            }
        }
        return sb.toString();
    }

    private static boolean cont(int b) {
        return (b & 0xc0) == 0x80;
    }

    /**
     * UTF-8 as CPython decodes it: the error range of an invalid sequence is its valid prefix
     * (so {@code b'\xe2\x82x'} fails at bytes 0-1 with "invalid continuation byte"). Unless
     * {@code fin}, a valid but incomplete sequence at the end is left unconsumed.
     */
    public static Decoded decodeUtf8(byte[] data, int off, int len, String errors,
            boolean fin) {
        return decodeUtf8(data, off, len, errors, fin, "utf-8");
    }

    private static Decoded decodeUtf8(byte[] data, int off, int len, String errors,
            boolean fin, String codec) {
        int i = 0;
        while (i < len && data[off + i] >= 0) {
            i++;
        }
        if (i == len) {
            return new Decoded(decodeLatin1(data, off, len), len);
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
                i = CodecErrors.decode(sb, codec, data, off, len, i, i + 1,
                        "invalid start byte", errors);
                byte[] in = CodecErrors.inputAfter(data);
                if (in != data) {
                    data = in;
                    off = 0;
                    len = in.length;
                }
                continue;
            } else if (b0 < 0xe0) {
                need = 1;
            } else if (b0 < 0xf0) {
                need = 2;
                if (b0 == 0xe0) {
                    lo = 0xa0;
                } else if (b0 == 0xed) {
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
                i = CodecErrors.decode(sb, codec, data, off, len, i, i + 1,
                        "invalid start byte", errors);
                byte[] in = CodecErrors.inputAfter(data);
                if (in != data) {
                    data = in;
                    off = 0;
                    len = in.length;
                }
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
                if (!fin && i + k >= len) {
                    return new Decoded(sb.toString(), i);
                }
                i = CodecErrors.decode(sb, codec, data, off, len, i, i + k, reason, errors);
                byte[] in = CodecErrors.inputAfter(data);
                if (in != data) {
                    data = in;
                    off = 0;
                    len = in.length;
                }
                continue;
            }
            sb.appendCodePoint(cp);
            i += need + 1;
        }
        return new Decoded(sb.toString(), len);
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

    /** Encode {@code s} ({@code str.encode}). */
    public static byte[] encode(PyStr s, String encoding, String errors) {
        Codec c = lookup(encoding);
        if (c == null) {
            Registry r = loadedRegistry();
            if (r == null) {
                throw unknownEncoding(encoding);
            }
            return r.encode(s, encoding, errors);
        }
        switch (c.kind) {
            case UTF8:
                return encodeUtf8(s, errors);
            case UTF8_SIG: {
                byte[] b = encodeUtf8(s, errors);
                byte[] out = new byte[b.length + 3];
                out[0] = (byte) 0xef;
                out[1] = (byte) 0xbb;
                out[2] = (byte) 0xbf;
                System.arraycopy(b, 0, out, 3, b.length);
                return out;
            }
            case ASCII:
                return encodeAscii(s, errors);
            case LATIN1:
                return encodeLatin1(s, errors);
            case UTF16:
                return WideCodecs.encodeUtf16(s, errors, 0);
            case UTF16LE:
                return WideCodecs.encodeUtf16(s, errors, -1);
            case UTF16BE:
                return WideCodecs.encodeUtf16(s, errors, 1);
            case UTF32:
                return WideCodecs.encodeUtf32(s, errors, 0);
            case UTF32LE:
                return WideCodecs.encodeUtf32(s, errors, -1);
            default:
                return WideCodecs.encodeUtf32(s, errors, 1);
        }
    }

    /** ASCII. */
    public static byte[] encodeAscii(PyStr s, String errors) {
        return encodeByteRange(s, "ascii", 0x80, "ordinal not in range(128)", errors);
    }

    private static final CodecErrors.TextSink LATIN1_SINK = CodecErrors.byteSink(0x100);

    /** Latin-1. */
    public static byte[] encodeLatin1(PyStr s, String errors) {
        return encodeByteRange(s, "latin-1", 0x100, "ordinal not in range(256)", errors);
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
            return v.getBytes(StandardCharsets.ISO_8859_1);
        }
        CodecErrors.TextSink sink = limit == 0x80 ? CodecErrors.ASCII_SINK : LATIN1_SINK;
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
            k = CodecErrors.encode(out, codec, s, cps, k, end, reason, errors, sink);
        }
        return out.toByteArray();
    }

    /**
     * Raise UTF-8's UnicodeEncodeError (naming the character) when {@code s} holds a lone
     * surrogate: what CPython's {@code PyUnicode_AsUTF8} does to a str taken as a C string.
     */
    public static void requireUtf8(PyStr s) {
        if (hasLoneSurrogate(s.value)) {
            encodeUtf8(s, "strict");
        }
    }

    /** Whether {@code v} holds a surrogate that is not half of a pair: not UTF-8 encodable. */
    static boolean hasLoneSurrogate(String v) {
        int n = v.length();
        for (int i = 0; i < n; i++) {
            char c = v.charAt(i);
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n
                        && Character.isLowSurrogate(v.charAt(i + 1))) {
                    i++;
                } else {
                    return true;
                }
            }
        }
        return false;
    }

    /** UTF-8; surrogates are errors ("surrogates not allowed"). */
    public static byte[] encodeUtf8(PyStr s, String errors) {
        String v = s.value;
        int n = v.length();
        if (!hasLoneSurrogate(v)) {
            return v.getBytes(StandardCharsets.UTF_8);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(n * 3 + 3);
        int[] cps = s.codePoints();
        for (int k = 0; k < cps.length; ) {
            int cp = cps[k];
            if (cp >= 0xd800 && cp <= 0xdfff) {
                int end = k + 1;
                while (end < cps.length && cps[end] >= 0xd800 && cps[end] <= 0xdfff) {
                    end++;
                }
                k = CodecErrors.encode(out, "utf-8", s, cps, k, end, "surrogates not allowed",
                        errors, CodecErrors.ASCII_SINK);
                continue;
            }
            writeUtf8(out, cp);
            k++;
        }
        return out.toByteArray();
    }

    /** Append the UTF-8 form of {@code cp}. */
    public static void writeUtf8(ByteArrayOutputStream out, int cp) {
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
}
