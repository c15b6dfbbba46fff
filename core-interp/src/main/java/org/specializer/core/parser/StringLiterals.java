package org.specializer.core.parser;

import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.ast.SyntaxWarnings;
import org.specializer.core.ast.SyntaxErrorException.Kind;

/**
 * Decoding of string and bytes literals: prefixes, quotes and backslash escapes. Invalid
 * escapes are kept as written, and the first of a literal is reported as a SyntaxWarning at
 * the literal's first line (a SyntaxError when the filters raise it), as CPython 3.13 does.
 * Compare CPython Parser/string_parser.c and Objects/unicodeobject.c
 * ({@code _PyUnicode_DecodeUnicodeEscapeInternal}).
 */
final class StringLiterals {
    private StringLiterals() {}

    /** Raised by {@link #decodeEscape} for a malformed escape; the caller adds the position. */
    static final class EscapeError extends RuntimeException {
        EscapeError(String msg) {
            super(msg, null, false, false);
        }
    }

    static final int BYTES = 1;
    static final int RAW = 2;
    static final int UNICODE = 4;
    static final int FSTRING = 8;

    /** The prefix flags of a literal's text ({@link #BYTES} | {@link #RAW} | ...). */
    static int prefixFlags(String text) {
        int flags = 0;
        for (int i = 0; i < text.length(); i++) {
            switch (text.charAt(i)) {
                case 'b': case 'B': flags |= BYTES; break;
                case 'r': case 'R': flags |= RAW; break;
                case 'u': case 'U': flags |= UNICODE; break;
                case 'f': case 'F': flags |= FSTRING; break;
                default: return flags;
            }
        }
        return flags;
    }

    /** The decoded value of a STRING token: a String, or byte[] for a bytes literal. */
    static Object decode(Token t, Tokenizer tz) {
        String text = t.text;
        int flags = prefixFlags(text);
        int pre = 0;
        while (text.charAt(pre) != '"' && text.charAt(pre) != '\'') {
            pre++;
        }
        char q = text.charAt(pre);
        int quoteLen = text.length() - pre >= 6 && text.charAt(pre + 1) == q
                && text.charAt(pre + 2) == q ? 3 : 1;
        int bodyStart = t.start + pre + quoteLen;
        int bodyEnd = t.end - quoteLen;
        int[] s = tz.s;
        boolean bytes = (flags & BYTES) != 0;
        if (bytes) {
            for (int i = bodyStart; i < bodyEnd; i++) {
                if (s[i] >= 128) {
                    throw errorAt(t, tz, "bytes can only contain ASCII literal characters");
                }
            }
        }
        if ((flags & RAW) != 0) {
            if (bytes) {
                byte[] b = new byte[bodyEnd - bodyStart];
                for (int i = bodyStart; i < bodyEnd; i++) {
                    b[i - bodyStart] = (byte) s[i];
                }
                return b;
            }
            return new String(s, bodyStart, bodyEnd - bodyStart);
        }
        StringBuilder sb = new StringBuilder(bodyEnd - bodyStart);
        int i = bodyStart;
        tz.invalidEscape = null;
        try {
            while (i < bodyEnd) {
                int c = s[i];
                if (c == '\\') {
                    i = decodeEscape(s, i, bodyEnd, sb, bytes, tz, bodyStart);
                } else {
                    sb.appendCodePoint(c);
                    i++;
                }
            }
        } catch (EscapeError e) {
            throw errorAt(t, tz, e.getMessage());
        }
        String invalid = tz.invalidEscape;
        if (invalid != null) {
            tz.invalidEscape = null;
            if (SyntaxWarnings.warn(invalid, tz.filename(), t.line)) {
                throw errorAt(t, tz, invalid);
            }
        }
        if (bytes) {
            byte[] b = new byte[sb.length()];
            for (int k = 0; k < b.length; k++) {
                b[k] = (byte) sb.charAt(k);
            }
            return b;
        }
        return sb.toString();
    }

    /** A SyntaxError covering token {@code t}, as CPython reports literal errors. */
    static SyntaxErrorException errorAt(Token t, Tokenizer tz, String msg) {
        return new SyntaxErrorException(Kind.SYNTAX_ERROR, msg, tz.filename(), t.line, t.col + 1,
                t.endLine, t.endCol + 1, tz.sourceLine(t.line));
    }

    private static int hex(int c) {
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

    /**
     * Decodes the escape at {@code s[i] == '\\'} into {@code sb} (bytes as chars 0..255) and
     * returns the offset after it. {@code bodyStart} is only for error positions.
     */
    static int decodeEscape(int[] s, int i, int end, StringBuilder sb, boolean bytes,
            Tokenizer tz, int bodyStart) {
        int c = i + 1 < end ? s[i + 1] : -1;
        switch (c) {
            case '\n': return i + 2;
            case '\\': sb.append('\\'); return i + 2;
            case '\'': sb.append('\''); return i + 2;
            case '"': sb.append('"'); return i + 2;
            case 'a': sb.append('\u0007'); return i + 2;
            case 'b': sb.append('\b'); return i + 2;
            case 'f': sb.append('\f'); return i + 2;
            case 'n': sb.append('\n'); return i + 2;
            case 'r': sb.append('\r'); return i + 2;
            case 't': sb.append('\t'); return i + 2;
            case 'v': sb.append('\u000b'); return i + 2;
            case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
                int v = c - '0';
                int j = i + 2;
                for (int k = 0; k < 2 && j < end && s[j] >= '0' && s[j] <= '7'; k++, j++) {
                    v = v * 8 + (s[j] - '0');
                }
                if (v > 0377 && tz != null && tz.invalidEscape == null) {
                    tz.invalidEscape = "invalid octal escape sequence '\\"
                            + new String(s, i + 1, j - i - 1) + "'";
                }
                sb.append((char) (bytes ? v & 0xFF : v));
                return j;
            }
            case 'x':
                return hexEscape(s, i, end, sb, 2, bytes, bodyStart, "truncated \\xXX escape");
            case 'u':
                if (!bytes) {
                    return hexEscape(s, i, end, sb, 4, false, bodyStart, "truncated \\uXXXX escape");
                }
                break;
            case 'U':
                if (!bytes) {
                    return hexEscape(s, i, end, sb, 8, false, bodyStart,
                            "truncated \\UXXXXXXXX escape");
                }
                break;
            case 'N':
                if (!bytes) {
                    return namedEscape(s, i, end, sb, bodyStart);
                }
                break;
            default:
                break;
        }
        // Not an escape: the backslash stays, and CPython 3.13 warns
        if (tz != null && tz.invalidEscape == null && c >= 0) {
            tz.invalidEscape = "invalid escape sequence '\\" + new String(Character.toChars(c))
                    + "'";
        }
        sb.append('\\');
        return i + 1;
    }

    private static String unicodeError(int from, int to, String what) {
        return "(unicode error) 'unicodeescape' codec can't decode bytes in position " + from + "-"
                + to + ": " + what;
    }

    private static int hexEscape(int[] s, int i, int end, StringBuilder sb, int digits,
            boolean bytes, int bodyStart, String truncated) {
        long v = 0;
        int j = i + 2;
        for (int k = 0; k < digits; k++, j++) {
            int h = j < end ? hex(s[j]) : -1;
            if (h < 0) {
                if (bytes) {
                    throw new EscapeError("(value error) invalid \\x escape at position "
                            + (i - bodyStart));
                }
                throw new EscapeError(unicodeError(i - bodyStart, j - 1 - bodyStart, truncated));
            }
            v = v * 16 + h;
        }
        if (v > 0x10FFFF) {
            throw new EscapeError(unicodeError(i - bodyStart, j - 1 - bodyStart,
                    "illegal Unicode character"));
        }
        sb.appendCodePoint((int) v);
        return j;
    }

    /**
     * The code point a {@code \\N{name}} escape names, or -1: by the Unicode database the
     * native modules install ({@link Parser#namedCodePoints}), else the JDK's names.
     */
    private static int codePointNamed(String name) {
        java.util.function.ToIntFunction<String> names = Parser.namedCodePoints;
        if (names != null) {
            return names.applyAsInt(name);
        }
        try {
            return Character.codePointOf(name);
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }

    private static int namedEscape(int[] s, int i, int end, StringBuilder sb, int bodyStart) {
        int j = i + 2;
        if (j >= end || s[j] != '{') {
            throw new EscapeError(unicodeError(i - bodyStart, i + 1 - bodyStart,
                    "malformed \\N character escape"));
        }
        int close = j + 1;
        while (close < end && s[close] != '}') {
            close++;
        }
        if (close >= end || close == j + 1) {
            throw new EscapeError(unicodeError(i - bodyStart, Math.min(close, end) - 1 - bodyStart,
                    "malformed \\N character escape"));
        }
        String name = new String(s, j + 1, close - j - 1);
        int cp = codePointNamed(name);
        if (cp < 0) {
            throw new EscapeError(unicodeError(i - bodyStart, close - bodyStart,
                    "unknown Unicode character name"));
        }
        sb.appendCodePoint(cp);
        return close + 1;
    }
}
