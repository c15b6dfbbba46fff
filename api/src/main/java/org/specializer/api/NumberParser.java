package org.specializer.api;

import java.math.BigInteger;

/**
 * Text to numbers with the rules of {@code int(text, base)} and {@code float(text)}.
 *
 * <p>As CPython, a str is first mapped to ASCII: Unicode decimal digits become their ASCII
 * digits and Unicode white space becomes a space ({@code _PyUnicode_TransformDecimalAndSpaceToASCII});
 * any other non-ASCII character makes the text invalid. Then leading and trailing white space
 * is skipped, a sign is read, and the body is parsed with underscores allowed only between
 * digits (and, for ints, once after a base prefix).
 *
 * <p>Errors quote the original object: "invalid literal for int() with base 10: 'abc'" (its
 * repr cut to 200 characters, as CPython's {@code %.200R}) and "could not convert string to
 * float: 'abc'".
 */
public final class NumberParser {
    private NumberParser() {}

    // ------------------------------------------------------------------ int

    /**
     * {@code int(s, base)} for a str; {@code base} is 0 or 2..36 (checked by the caller).
     * {@code original} is quoted in errors (null means {@code s} itself).
     */
    public static PyObject parseInt(String s, int base, PyObject original) {
        String ascii = toAscii(s);
        PyObject r = ascii == null ? null : parseIntAscii(ascii, base);
        if (r == null) {
            throw invalidInt(base, original != null ? original : PyStr.of(s));
        }
        return r;
    }

    /** {@code int(b, base)} for the bytes of a bytes-like object. */
    public static PyObject parseInt(byte[] b, int base, PyObject original) {
        StringBuilder sb = new StringBuilder(b.length);
        for (byte x : b) {
            int c = x & 0xff;
            // non-ASCII bytes are never valid; keep them out of the ASCII grammar
            sb.append(c < 128 ? (char) c : '\u0080');
        }
        PyObject r = parseIntAscii(sb.toString(), base);
        if (r == null) {
            throw invalidInt(base, original);
        }
        return r;
    }

    private static PyException invalidInt(int base, PyObject original) {
        String repr = Abstract.repr(original).value;
        if (repr.length() > 200) {
            repr = repr.substring(0, 200);
        }
        return Py.valueError("invalid literal for int() with base " + base + ": " + repr);
    }

    /**
     * CPython's {@code PyLong_FromString} over ASCII text: the int, or null for a syntax error
     * (the caller words the message). Raises the digit-limit ValueError itself.
     */
    static PyObject parseIntAscii(String s, int base) {
        int n = s.length();
        int i = 0;
        while (i < n && isAsciiSpace(s.charAt(i))) {
            i++;
        }
        boolean negative = false;
        if (i < n && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        boolean errorIfNonzero = false;
        if (base == 0) {
            char c1 = i + 1 < n ? s.charAt(i + 1) : 0;
            if (i >= n || s.charAt(i) != '0') {
                base = 10;
            } else if (c1 == 'x' || c1 == 'X') {
                base = 16;
            } else if (c1 == 'o' || c1 == 'O') {
                base = 8;
            } else if (c1 == 'b' || c1 == 'B') {
                base = 2;
            } else {
                // "010" is an old-style octal literal: only zero is allowed
                errorIfNonzero = true;
                base = 10;
            }
        }
        if (i + 1 < n && s.charAt(i) == '0') {
            char c1 = s.charAt(i + 1);
            if ((base == 16 && (c1 == 'x' || c1 == 'X')) || (base == 8 && (c1 == 'o' || c1 == 'O'))
                    || (base == 2 && (c1 == 'b' || c1 == 'B'))) {
                i += 2;
                if (i < n && s.charAt(i) == '_') {
                    i++;                     // one underscore may follow the prefix
                }
            }
        }
        int start = i;
        int digits = 0;
        char prev = 0;
        boolean underscores = false;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '_') {
                if (prev == '_' || i == start) {
                    return null;
                }
                underscores = true;
            } else if (digitValue(c) >= base) {
                break;
            } else {
                digits++;
            }
            prev = c;
            i++;
        }
        if (digits == 0 || prev == '_') {
            return null;
        }
        int end = i;
        while (i < n && isAsciiSpace(s.charAt(i))) {
            i++;
        }
        if (i != n) {
            return null;
        }
        if ((base & (base - 1)) != 0) {
            checkParseLimit(digits);
        }
        PyObject v;
        String body = s.substring(start, end);
        if (underscores) {
            body = body.replace("_", "");
        }
        if (digits <= 18 && base <= 10 || digits <= 12) {
            long x = Long.parseLong(body, base);
            v = PyInt.of(negative ? -x : x);
        } else {
            BigInteger b = new BigInteger(body, base);
            v = PyBigInt.normalize(negative ? b.negate() : b);
        }
        if (errorIfNonzero && !(v instanceof PyInt pi && pi.value == 0)) {
            return null;
        }
        return v;
    }

    private static void checkParseLimit(int digits) {
        int max = IntFormat.getMaxStrDigits();
        if (max > 0 && digits > max) {
            throw Py.valueError("Exceeds the limit (" + max + " digits) for integer string "
                    + "conversion: value has " + digits + " digits; use "
                    + "sys.set_int_max_str_digits() to increase the limit");
        }
    }

    /** The value of an ASCII digit or letter (a-z, A-Z count 10..35), else 99. */
    private static int digitValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'z') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'Z') {
            return c - 'A' + 10;
        }
        return 99;
    }

    // ------------------------------------------------------------------ float

    /** {@code float(s)} for a str; {@code original} (null: s) is quoted in errors. */
    public static double parseFloat(String s, PyObject original) {
        String ascii = toAscii(s);
        double r = ascii == null ? Double.NaN : parseFloatAscii(ascii);
        if (r != r && (ascii == null || !isNanLiteral(ascii))) {
            throw invalidFloat(original != null ? original : PyStr.of(s));
        }
        return r;
    }

    /** {@code float(b)} for the bytes of a bytes-like object. */
    public static double parseFloat(byte[] b, PyObject original) {
        StringBuilder sb = new StringBuilder(b.length);
        for (byte x : b) {
            int c = x & 0xff;
            sb.append(c < 128 ? (char) c : '\u0080');
        }
        String s = sb.toString();
        double r = parseFloatAscii(s);
        if (r != r && !isNanLiteral(s)) {
            throw invalidFloat(original);
        }
        return r;
    }

    private static PyException invalidFloat(PyObject original) {
        return Py.valueError("could not convert string to float: " + Abstract.repr(original).value);
    }

    private static boolean isNanLiteral(String s) {
        String t = s.strip().toLowerCase();
        return t.equals("nan") || t.equals("+nan") || t.equals("-nan");
    }

    /** A NaN with the sign bit set, as CPython reads {@code "-nan"} ({@code copysign} sees it). */
    static final double NEGATIVE_NAN = Double.longBitsToDouble(0xfff8000000000000L);

    /**
     * Parse ASCII text as a float; NaN for invalid text (the caller tells a real "nan" apart).
     */
    static double parseFloatAscii(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && isAsciiSpace(s.charAt(i))) {
            i++;
        }
        while (n > i && isAsciiSpace(s.charAt(n - 1))) {
            n--;
        }
        if (i == n) {
            return Double.NaN;
        }
        int signPos = i;
        boolean negative = false;
        if (s.charAt(i) == '+' || s.charAt(i) == '-') {
            negative = s.charAt(i) == '-';
            i++;
        }
        int rest = n - i;
        if (rest == 3 || rest == 8) {
            String w = s.substring(i, n).toLowerCase();
            if (w.equals("inf") || w.equals("infinity")) {
                return negative ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            }
            if (w.equals("nan")) {
                return negative ? NEGATIVE_NAN : Double.NaN;
            }
        }
        // digits [. digits] [e [sign] digits], underscores only between two digits
        int j = scanDigits(s, i, n);
        if (j < 0) {
            return Double.NaN;
        }
        int mantDigits = j - i - underscoresIn(s, i, j);
        if (j < n && s.charAt(j) == '.') {
            int k = j + 1;
            int e = scanDigits(s, k, n);
            if (e < 0) {
                return Double.NaN;
            }
            mantDigits += e - k - underscoresIn(s, k, e);
            j = e;
        }
        if (mantDigits == 0) {
            return Double.NaN;
        }
        if (j < n && (s.charAt(j) == 'e' || s.charAt(j) == 'E')) {
            int k = j + 1;
            if (k < n && (s.charAt(k) == '+' || s.charAt(k) == '-')) {
                k++;
            }
            int e = scanDigits(s, k, n);
            if (e <= k) {
                return Double.NaN;
            }
            j = e;
        }
        if (j != n) {
            return Double.NaN;
        }
        String body = s.substring(signPos, n);
        if (body.indexOf('_') >= 0) {
            body = body.replace("_", "");
        }
        return Double.parseDouble(body);
    }

    /**
     * Skip digits with single underscores between them from {@code i}; the index after them,
     * or -1 when an underscore is misplaced.
     */
    private static int scanDigits(String s, int i, int n) {
        int start = i;
        while (i < n) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                i++;
            } else if (c == '_') {
                if (i == start || i + 1 >= n || !isDigit(s.charAt(i - 1))
                        || !isDigit(s.charAt(i + 1))) {
                    return -1;
                }
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private static int underscoresIn(String s, int from, int to) {
        int c = 0;
        for (int i = from; i < to; i++) {
            if (s.charAt(i) == '_') {
                c++;
            }
        }
        return c;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    // ------------------------------------------------------------------ shared

    /** Py_ISSPACE: the ASCII white space bytes. */
    private static boolean isAsciiSpace(char c) {
        return c == ' ' || (c >= '\t' && c <= '\r');
    }

    /**
     * Map Unicode decimal digits to ASCII digits and Unicode white space to a space; null when
     * another non-ASCII character is present (no number can contain it).
     */
    static String toAscii(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && s.charAt(i) < 128) {
            i++;
        }
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n);
        sb.append(s, 0, i);
        while (i < n) {
            int cp = s.codePointAt(i);
            i += Character.charCount(cp);
            if (cp < 128) {
                sb.append((char) cp);
            } else if (Character.getType(cp) == Character.DECIMAL_DIGIT_NUMBER) {
                sb.append((char) ('0' + Character.digit(cp, 10)));
            } else if (isUnicodeSpace(cp)) {
                sb.append(' ');
            } else {
                return null;
            }
        }
        return sb.toString();
    }

    /** str.isspace() for a non-ASCII code point. */
    static boolean isUnicodeSpace(int cp) {
        return cp == 0x85 || Character.isSpaceChar(cp);
    }
}
