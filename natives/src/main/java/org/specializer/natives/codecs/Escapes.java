package org.specializer.natives.codecs;

import java.io.ByteArrayOutputStream;
import org.specializer.api.CodecErrors;
import org.specializer.api.Codecs;
import org.specializer.api.PyExc;
import org.specializer.api.PyStr;
import org.specializer.core.interp.WarningsModule;

/**
 * The escape codecs: {@code unicode_escape} (Python string literal escapes),
 * {@code raw_unicode_escape} ({@code \\u} and {@code \\U} only) and the bytes-to-bytes
 * {@code escape_encode}/{@code escape_decode} (bytes literal escapes). An invalid escape is
 * kept as written, with a DeprecationWarning for the first one, as CPython 3.13 does. Compare
 * CPython unicodeobject.c: _PyUnicode_DecodeUnicodeEscapeInternal2,
 * PyUnicode_AsUnicodeEscapeString, _PyUnicode_DecodeRawUnicodeEscapeStateful,
 * PyUnicode_AsRawUnicodeEscapeString, and bytesobject.c: _PyBytes_DecodeEscape2.
 */
final class Escapes {
    private Escapes() {}

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private static void hex(ByteArrayOutputStream out, char kind, int v, int digits) {
        out.write('\\');
        out.write(kind);
        for (int shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
            out.write(HEX[(v >>> shift) & 0xf]);
        }
    }

    private static int hexValue(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    /** The DeprecationWarning for the first invalid escape ({@code c} its character or value). */
    private static void warnInvalid(int c) {
        if (c < 0) {
            return;
        }
        WarningsModule.warn(PyExc.DeprecationWarning, c > 0xff
                ? "invalid octal escape sequence '\\" + Integer.toOctalString(c) + "'"
                : "invalid escape sequence '\\" + (char) c + "'", 1);
    }

    // ------------------------------------------------------------------ unicode_escape

    static byte[] unicodeEscapeEncode(PyStr s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.value.length() + 8);
        for (int cp : s.codePoints()) {
            if (cp < 0x100) {
                if (cp >= ' ' && cp < 127) {
                    if (cp == '\\') {
                        out.write('\\');
                    }
                    out.write(cp);
                } else if (cp == '\t') {
                    out.write('\\');
                    out.write('t');
                } else if (cp == '\n') {
                    out.write('\\');
                    out.write('n');
                } else if (cp == '\r') {
                    out.write('\\');
                    out.write('r');
                } else {
                    hex(out, 'x', cp, 2);
                }
            } else if (cp < 0x10000) {
                hex(out, 'u', cp, 4);
            } else {
                hex(out, 'U', cp, 8);
            }
        }
        return out.toByteArray();
    }

    /** {@code unicode_escape_decode(data, errors, final)}. */
    static Codecs.Decoded unicodeEscapeDecode(byte[] d, String errors, boolean fin) {
        int len = d.length;
        StringBuilder sb = new StringBuilder(len);
        int firstInvalid = -1;
        int s = 0;
        while (s < len) {
            int c = d[s++] & 0xff;
            if (c != '\\') {
                sb.append((char) c);
                continue;
            }
            int start = s - 1;
            String message;
            if (s >= len) {
                message = "\\ at end of string";
                if (!fin) {
                    return decoded(sb, start, firstInvalid);
                }
                s = CodecErrors.decode(sb, "unicodeescape", d, 0, len, start, s, message, errors);
                d = CodecErrors.inputAfter(d);
                len = d.length;
                continue;
            }
            c = d[s++] & 0xff;
            int count;
            switch (c) {
                case '\n':
                    continue;
                case '\\': case '\'': case '"':
                    sb.append((char) c);
                    continue;
                case 'b':
                    sb.append('\b');
                    continue;
                case 'f':
                    sb.append('\f');
                    continue;
                case 't':
                    sb.append('\t');
                    continue;
                case 'n':
                    sb.append('\n');
                    continue;
                case 'r':
                    sb.append('\r');
                    continue;
                case 'v':
                    sb.append('\u000b');
                    continue;
                case 'a':
                    sb.append('\u0007');
                    continue;
                case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                    int ch = c - '0';
                    if (s < len && d[s] >= '0' && d[s] <= '7') {
                        ch = (ch << 3) + d[s++] - '0';
                        if (s < len && d[s] >= '0' && d[s] <= '7') {
                            ch = (ch << 3) + d[s++] - '0';
                        }
                    }
                    if (ch > 0377 && firstInvalid == -1) {
                        firstInvalid = ch;
                    }
                    sb.append((char) ch);
                    continue;
                }
                case 'x':
                    count = 2;
                    message = "truncated \\xXX escape";
                    break;
                case 'u':
                    count = 4;
                    message = "truncated \\uXXXX escape";
                    break;
                case 'U':
                    count = 8;
                    message = "truncated \\UXXXXXXXX escape";
                    break;
                case 'N': {
                    message = "malformed \\N character escape";
                    if (s >= len) {
                        if (!fin) {
                            return decoded(sb, start, firstInvalid);
                        }
                        s = CodecErrors.decode(sb, "unicodeescape", d, 0, len, start, s,
                                message, errors);
                        d = CodecErrors.inputAfter(d);
                        len = d.length;
                        continue;
                    }
                    if (d[s] == '{') {
                        int nameStart = ++s;
                        while (s < len && d[s] != '}') {
                            s++;
                        }
                        if (s >= len) {
                            if (!fin) {
                                return decoded(sb, start, firstInvalid);
                            }
                            s = CodecErrors.decode(sb, "unicodeescape", d, 0, len, start, s,
                                    message, errors);
                            d = CodecErrors.inputAfter(d);
                            len = d.length;
                            continue;
                        }
                        if (s > nameStart) {
                            String name = new String(d, nameStart, s - nameStart,
                                    java.nio.charset.StandardCharsets.ISO_8859_1);
                            s++;
                            int cp = lookupName(name);
                            if (cp >= 0) {
                                sb.appendCodePoint(cp);
                                continue;
                            }
                            message = "unknown Unicode character name";
                        }
                    }
                    s = CodecErrors.decode(sb, "unicodeescape", d, 0, len, start, s, message,
                            errors);
                    d = CodecErrors.inputAfter(d);
                    len = d.length;
                    continue;
                }
                default:
                    if (firstInvalid == -1) {
                        firstInvalid = c;
                    }
                    sb.append('\\').append((char) c);
                    continue;
            }
            long ch = 0;
            boolean bad = false;
            for (; count > 0; s++, count--) {
                if (s >= len) {
                    if (!fin) {
                        return decoded(sb, start, firstInvalid);
                    }
                    bad = true;
                    break;
                }
                int h = hexValue(d[s] & 0xff);
                if (h < 0) {
                    bad = true;
                    break;
                }
                ch = (ch << 4) + h;
            }
            if (!bad && ch > 0x10ffff) {
                message = "illegal Unicode character";
                bad = true;
            }
            if (bad) {
                s = CodecErrors.decode(sb, "unicodeescape", d, 0, len, start, s, message, errors);
                d = CodecErrors.inputAfter(d);
                len = d.length;
                continue;
            }
            sb.appendCodePoint((int) ch);
        }
        return decoded(sb, len, firstInvalid);
    }

    private static Codecs.Decoded decoded(StringBuilder sb, int consumed, int firstInvalid) {
        warnInvalid(firstInvalid);
        return new Codecs.Decoded(sb.toString(), consumed);
    }

    /**
     * The code point of a Unicode character name (any case), or -1: the JVM's names, with
     * CPython's spelling of the names made by rule ({@code CJK UNIFIED IDEOGRAPH-4E00}).
     */
    static int lookupName(String name) {
        String n = name.toUpperCase(java.util.Locale.ROOT);
        int dash = n.lastIndexOf('-');
        if (n.startsWith("CJK UNIFIED IDEOGRAPH-") || n.startsWith("CJK COMPATIBILITY "
                + "IDEOGRAPH-")) {
            try {
                int cp = Integer.parseInt(n.substring(dash + 1), 16);
                return n.equals(CodecErrors.unicodeName(cp)) ? cp : -1;
            } catch (NumberFormatException e) {
                return -1;
            }
        }
        try {
            int cp = Character.codePointOf(n);
            String ours = CodecErrors.unicodeName(cp);
            return ours == null || ours.equals(n) ? cp : -1;
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }

    // ------------------------------------------------------------------ raw_unicode_escape

    static byte[] rawUnicodeEscapeEncode(PyStr s) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.value.length() + 8);
        for (int cp : s.codePoints()) {
            if (cp < 0x100) {
                out.write(cp);
            } else if (cp < 0x10000) {
                hex(out, 'u', cp, 4);
            } else {
                hex(out, 'U', cp, 8);
            }
        }
        return out.toByteArray();
    }

    /** {@code raw_unicode_escape_decode(data, errors, final)}. */
    static Codecs.Decoded rawUnicodeEscapeDecode(byte[] d, String errors, boolean fin) {
        int len = d.length;
        StringBuilder sb = new StringBuilder(len);
        int s = 0;
        while (s < len) {
            int c = d[s++] & 0xff;
            if (c != '\\' || (s >= len && fin)) {
                sb.append((char) c);
                continue;
            }
            int start = s - 1;
            if (s >= len) {
                return new Codecs.Decoded(sb.toString(), start);
            }
            c = d[s] & 0xff;
            int count;
            String message;
            if (c == 'u') {
                count = 4;
                message = "truncated \\uXXXX escape";
            } else if (c == 'U') {
                count = 8;
                message = "truncated \\UXXXXXXXX escape";
            } else {
                sb.append('\\').append((char) c);
                s++;
                continue;
            }
            s++;
            long ch = 0;
            boolean bad = false;
            for (; count > 0; s++, count--) {
                if (s >= len) {
                    if (!fin) {
                        return new Codecs.Decoded(sb.toString(), start);
                    }
                    bad = true;
                    break;
                }
                int h = hexValue(d[s] & 0xff);
                if (h < 0) {
                    bad = true;
                    break;
                }
                ch = (ch << 4) + h;
            }
            if (!bad && ch > 0x10ffff) {
                message = "\\Uxxxxxxxx out of range";
                bad = true;
            }
            if (bad) {
                s = CodecErrors.decode(sb, "rawunicodeescape", d, 0, len, start, s, message,
                        errors);
                d = CodecErrors.inputAfter(d);
                len = d.length;
                continue;
            }
            sb.appendCodePoint((int) ch);
        }
        return new Codecs.Decoded(sb.toString(), len);
    }

    // ------------------------------------------------------------------ bytes escapes

    /** {@code escape_encode(bytes)}: {@code repr(bytes)} without the quotes. */
    static byte[] escapeEncode(byte[] d) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(d.length + 8);
        for (byte x : d) {
            int c = x & 0xff;
            if (c == '\'' || c == '\\') {
                out.write('\\');
                out.write(c);
            } else if (c == '\t') {
                out.write('\\');
                out.write('t');
            } else if (c == '\n') {
                out.write('\\');
                out.write('n');
            } else if (c == '\r') {
                out.write('\\');
                out.write('r');
            } else if (c < ' ' || c >= 0x7f) {
                hex(out, 'x', c, 2);
            } else {
                out.write(c);
            }
        }
        return out.toByteArray();
    }

    /**
     * {@code escape_decode(data, errors)}: bytes literal escapes; errors apply to a bad
     * {@code \x} escape only, and know only strict, replace and ignore.
     */
    static byte[] escapeDecode(byte[] d, String errors) {
        int len = d.length;
        ByteArrayOutputStream out = new ByteArrayOutputStream(len);
        int firstInvalid = -1;
        int s = 0;
        while (s < len) {
            if (d[s] != '\\') {
                out.write(d[s++]);
                continue;
            }
            s++;
            if (s == len) {
                throw org.specializer.api.Py.valueError("Trailing \\ in string");
            }
            int c = d[s++] & 0xff;
            switch (c) {
                case '\n':
                    break;
                case '\\': case '\'': case '"':
                    out.write(c);
                    break;
                case 'b':
                    out.write('\b');
                    break;
                case 'f':
                    out.write('\f');
                    break;
                case 't':
                    out.write('\t');
                    break;
                case 'n':
                    out.write('\n');
                    break;
                case 'r':
                    out.write('\r');
                    break;
                case 'v':
                    out.write(0x0b);
                    break;
                case 'a':
                    out.write(0x07);
                    break;
                case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                    int v = c - '0';
                    if (s < len && d[s] >= '0' && d[s] <= '7') {
                        v = (v << 3) + d[s++] - '0';
                        if (s < len && d[s] >= '0' && d[s] <= '7') {
                            v = (v << 3) + d[s++] - '0';
                        }
                    }
                    if (v > 0377 && firstInvalid == -1) {
                        firstInvalid = v;
                    }
                    out.write(v & 0xff);
                    break;
                }
                case 'x':
                    if (s + 1 < len) {
                        int h1 = hexValue(d[s] & 0xff);
                        int h2 = hexValue(d[s + 1] & 0xff);
                        if (h1 >= 0 && h2 >= 0) {
                            out.write((h1 << 4) + h2);
                            s += 2;
                            break;
                        }
                    }
                    switch (errors) {
                        case "strict":
                            throw org.specializer.api.Py.valueError("invalid \\x escape at "
                                    + "position " + (s - 2));
                        case "replace":
                            out.write('?');
                            break;
                        case "ignore":
                            break;
                        default:
                            throw org.specializer.api.Py.valueError("decoding error; unknown "
                                    + "error handling code: " + errors);
                    }
                    if (s < len && hexValue(d[s] & 0xff) >= 0) {
                        s++;
                    }
                    break;
                default:
                    if (firstInvalid == -1) {
                        firstInvalid = c;
                    }
                    out.write('\\');
                    s--;
                    break;
            }
        }
        warnInvalid(firstInvalid);
        return out.toByteArray();
    }
}
