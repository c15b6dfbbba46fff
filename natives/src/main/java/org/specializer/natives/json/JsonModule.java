package org.specializer.natives.json;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.modules.Params;

/**
 * The {@code _json} module (CPython Modules/_json.c), the accelerator Lib's json uses when it is
 * there: {@code scanstring}, {@code encode_basestring}, {@code encode_basestring_ascii}, and the
 * {@code make_scanner} ({@link JsonScanner}) and {@code make_encoder} ({@link JsonEncoder})
 * types. They give what json's pure-Python code gives, with two exceptions that are CPython's
 * own: the messages for a control character in a string ("Invalid control character at",
 * positioned at the character) and for a bad escape ("Invalid \escape", positioned at the
 * backslash) are the C module's.
 *
 * <p>Positions are code point indexes, as Python's; the scanning itself runs over the
 * UTF-16 chars of the Java string, and positions are converted at the edges (identity for text
 * without supplementary characters).
 */
public final class JsonModule {
    private JsonModule() {}

    /** The module's string encoders, which an encoder given them calls directly. */
    static volatile PyObject encodeAsciiFunction;
    static volatile PyObject encodeFunction;

    /** CPython's C recursion limit, which bounds the nesting the C scanner and encoder allow. */
    static final int MAX_DEPTH = 9998;

    public static PyModule create() {
        PyModule m = new PyModule("_json");
        m.put("__doc__", PyStr.of("json speedups\n"));
        m.put("make_scanner", JsonScanner.TYPE);
        m.put("make_encoder", JsonEncoder.TYPE);
        m.defK("scanstring", (self, a, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("scanstring() takes no keyword arguments");
            }
            if (a.length < 2 || a.length > 3) {
                throw Py.typeError("scanstring() takes " + (a.length < 2 ? "at least 2"
                        : "at most 3") + " arguments (" + a.length + " given)");
            }
            // the arguments converted first ("On|p"), then the string's type checked
            long end = Params.asSsize(a[1]);
            boolean strict = a.length < 3 || Abstract.isTrue(a[2]);
            PyStr s = string(a[0]);
            return scanstring(s, end, strict);
        });
        m.def1("encode_basestring_ascii", (self, s) -> PyStr.of(encodeAscii(string(s).value)));
        m.def1("encode_basestring", (self, s) -> PyStr.of(encode(string(s).value)));
        encodeAsciiFunction = m.dict.getItem(PyStr.intern("encode_basestring_ascii"));
        encodeFunction = m.dict.getItem(PyStr.intern("encode_basestring"));
        return m;
    }

    static PyStr string(PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.typeError("first argument must be a string, not " + o.type.getTpName());
        }
        return s;
    }

    private static PyTuple scanstring(PyStr s, long end, boolean strict) {
        Text t = new Text(s);
        if (end < 0 || end > t.cpLength()) {
            throw Py.valueError("end is out of bounds");
        }
        int[] next = new int[1];
        PyStr r = scan(t, t.charIndex((int) end), strict, next);
        return PyTuple.of(r, PyInt.of(t.cpIndex(next[0])));
    }

    // ------------------------------------------------------------------ text and errors

    /** A str being scanned: its chars, and the conversion of positions to code points. */
    static final class Text {
        final PyStr str;
        final String s;
        final int len;
        private final boolean bmp;

        Text(PyStr str) {
            this.str = str;
            this.s = str.value;
            this.len = s.length();
            this.bmp = str.isBmp();
        }

        int cpLength() {
            return bmp ? len : s.codePointCount(0, len);
        }

        /** The char index of code point {@code cp} (at most the length). */
        int charIndex(int cp) {
            return bmp ? cp : s.offsetByCodePoints(0, cp);
        }

        /** The code point index of char index {@code i}. */
        int cpIndex(int i) {
            return bmp ? i : s.codePointCount(0, i);
        }
    }

    private static PyObject decodeErrorType;

    /**
     * {@code json.decoder.JSONDecodeError(msg, s, pos)}, the class taken from Lib's
     * json.decoder as the C module does. Compare CPython _json.c: {@code raise_errmsg}.
     */
    static PyException error(String msg, Text t, int charIndex) {
        if (decodeErrorType == null) {
            decodeErrorType = Py.importModule("json.decoder").getAttr(
                    PyStr.intern("JSONDecodeError"));
        }
        PyObject exc = Abstract.call(decodeErrorType, PyStr.of(msg), t.str,
                PyInt.of(t.cpIndex(charIndex)));
        return new PyException((org.specializer.api.PyBaseException) exc);
    }

    // ------------------------------------------------------------------ strings

    /**
     * The JSON string starting after its opening quote at {@code end}: its value, and in
     * {@code next[0]} the index after the closing quote. Compare CPython _json.c:
     * {@code scanstring_unicode}.
     */
    static PyStr scan(Text t, int end, boolean strict, int[] next) {
        String s = t.s;
        int len = t.len;
        int begin = end - 1;
        StringBuilder sb = null;
        for (;;) {
            int i = end;
            char c = 0;
            for (; i < len; i++) {
                c = s.charAt(i);
                if (c == '"' || c == '\\') {
                    break;
                }
                if (c <= 0x1f && strict) {
                    throw error("Invalid control character at", t, i);
                }
            }
            if (i >= len) {
                throw error("Unterminated string starting at", t, begin);
            }
            if (c == '"') {
                next[0] = i + 1;
                if (sb == null) {
                    return PyStr.of(s.substring(end, i));
                }
                return PyStr.of(sb.append(s, end, i).toString());
            }
            if (sb == null) {
                sb = new StringBuilder();
            }
            sb.append(s, end, i);
            i++;
            if (i == len) {
                throw error("Unterminated string starting at", t, begin);
            }
            c = s.charAt(i);
            if (c != 'u') {
                end = i + 1;
                switch (c) {
                    case '"': case '\\': case '/':
                        break;
                    case 'b':
                        c = '\b';
                        break;
                    case 'f':
                        c = '\f';
                        break;
                    case 'n':
                        c = '\n';
                        break;
                    case 'r':
                        c = '\r';
                        break;
                    case 't':
                        c = '\t';
                        break;
                    default:
                        throw error("Invalid \\escape", t, end - 2);
                }
                sb.append(c);
                continue;
            }
            i++;
            end = i + 4;
            if (end >= len) {
                throw error("Invalid \\uXXXX escape", t, i - 1);
            }
            int u = hex4(s, i);
            if (u < 0) {
                throw error("Invalid \\uXXXX escape", t, end - 5);
            }
            // a high surrogate escape followed by a low one is one character
            if (u >= 0xd800 && u <= 0xdbff && end + 6 < len && s.charAt(end) == '\\'
                    && s.charAt(end + 1) == 'u') {
                int u2 = hex4(s, end + 2);
                if (u2 < 0) {
                    throw error("Invalid \\uXXXX escape", t, end + 1);
                }
                if (u2 >= 0xdc00 && u2 <= 0xdfff) {
                    sb.append((char) u).append((char) u2);
                    end += 6;
                    continue;
                }
            }
            sb.append((char) u);
        }
    }

    private static int hex4(String s, int at) {
        int v = 0;
        for (int k = 0; k < 4; k++) {
            char d = s.charAt(at + k);
            int x;
            if (d >= '0' && d <= '9') {
                x = d - '0';
            } else if (d >= 'a' && d <= 'f') {
                x = d - 'a' + 10;
            } else if (d >= 'A' && d <= 'F') {
                x = d - 'A' + 10;
            } else {
                return -1;
            }
            v = (v << 4) | x;
        }
        return v;
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** Compare CPython _json.c: {@code ascii_escape_unicode}. */
    static String encodeAscii(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        sb.append('"');
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c >= ' ' && c <= '~' && c != '\\' && c != '"') {
                sb.append(c);
            } else {
                escape(sb, c);
            }
        }
        return sb.append('"').toString();
    }

    /** Compare CPython _json.c: {@code escape_unicode}. */
    static String encode(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        sb.append('"');
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c >= ' ' && c != '\\' && c != '"') {
                sb.append(c);
            } else {
                escape(sb, c);
            }
        }
        return sb.append('"').toString();
    }

    private static void escape(StringBuilder sb, char c) {
        sb.append('\\');
        switch (c) {
            case '\\': case '"':
                sb.append(c);
                break;
            case '\b':
                sb.append('b');
                break;
            case '\f':
                sb.append('f');
                break;
            case '\n':
                sb.append('n');
                break;
            case '\r':
                sb.append('r');
                break;
            case '\t':
                sb.append('t');
                break;
            default:
                // a supplementary character's chars are its surrogate pair, as JSON wants
                sb.append('u').append(HEX[c >> 12]).append(HEX[(c >> 8) & 0xf])
                        .append(HEX[(c >> 4) & 0xf]).append(HEX[c & 0xf]);
        }
    }
}
