package org.specializer.natives.decimal;

import java.math.BigInteger;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyStr;
import org.specializer.api.UnicodeData;

/**
 * Numeric strings to decimals: CPython's {@code numeric_as_ascii} (whitespace, underscores and
 * Unicode digits) and libmpdec's {@code mpd_qset_string} (the specification's grammar: sign,
 * digits with an optional point, exponent, {@code Inf}/{@code Infinity}, {@code NaN} and
 * {@code sNaN} with a payload, any case).
 */
final class DecimalParser {
    private DecimalParser() {}

    /** libmpdec's MPD_EXP_INF: larger exponents are the same overflow. */
    private static final long EXP_INF = 2_000_000_000_000_000_001L;
    /** Smaller exponents are the same underflow (and cannot overflow the arithmetic). */
    private static final long EXP_MIN = -4_000_000_000_000_000_000L;

    /**
     * The ASCII form of a numeric str, or "" when it holds a character that cannot be part of
     * a number. Compare CPython _decimal.c: numeric_as_ascii.
     */
    static String numericAsAscii(PyStr u, boolean stripWs, boolean ignoreUnderscores) {
        int[] cps = u.codePoints();
        int j = 0;
        int len = cps.length;
        if (stripWs) {
            while (len > 0 && UnicodeData.isSpace(cps[len - 1])) {
                len--;
            }
            while (j < len && UnicodeData.isSpace(cps[j])) {
                j++;
            }
        }
        StringBuilder sb = new StringBuilder(len - j);
        for (; j < len; j++) {
            int ch = cps[j];
            if (ignoreUnderscores && ch == '_') {
                continue;
            }
            if (0 < ch && ch <= 127) {
                sb.append((char) ch);
                continue;
            }
            if (UnicodeData.isSpace(ch)) {
                sb.append(' ');
                continue;
            }
            int d = UnicodeData.decimalValue(ch);
            if (d < 0) {
                return "";
            }
            sb.append((char) ('0' + d));
        }
        return sb.toString();
    }

    private static boolean startsWithIgnoreCase(String s, int at, String word) {
        return s.regionMatches(true, at, word, 0, word.length());
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * A decimal from an ASCII numeric string, fitted to {@code ctx} (whose status gets the
     * conditions, ConversionSyntax for a malformed string). Compare libmpdec: mpd_qset_string.
     */
    static PyDecimal parse(String s, Mpd ctx) {
        int i = 0;
        int n = s.length();
        int sign = 0;
        if (i < n && s.charAt(i) == '+') {
            i++;
        } else if (i < n && s.charAt(i) == '-') {
            sign = PyDecimal.NEG;
            i++;
        }
        if (startsWithIgnoreCase(s, i, "nan")) {
            return nan(s, i + 3, sign, PyDecimal.NAN, ctx);
        }
        if (startsWithIgnoreCase(s, i, "snan")) {
            return nan(s, i + 4, sign, PyDecimal.SNAN, ctx);
        }
        if (startsWithIgnoreCase(s, i, "inf")) {
            int k = i + 3;
            if (k == n || n - k == 5 && startsWithIgnoreCase(s, k, "inity")) {
                return PyDecimal.inf(sign);
            }
            return conversionError(ctx);
        }
        // scan for the start of the coefficient, the point, the exponent indicator
        int coeff = -1;
        int dpoint = -1;
        int exp = -1;
        int k;
        for (k = i; k < n; k++) {
            char c = s.charAt(k);
            if (c == '.') {
                if (dpoint >= 0 || exp >= 0) {
                    return conversionError(ctx);
                }
                dpoint = k;
            } else if (c == 'e' || c == 'E') {
                if (exp >= 0 || coeff < 0) {
                    return conversionError(ctx);
                }
                exp = k;
                if (k + 1 < n && (s.charAt(k + 1) == '+' || s.charAt(k + 1) == '-')) {
                    k++;
                }
            } else {
                if (!isDigit(c)) {
                    return conversionError(ctx);
                }
                if (coeff < 0 && exp < 0) {
                    if (c == '0') {
                        boolean nextDigit = k + 1 < n && isDigit(s.charAt(k + 1));
                        boolean pointDigit = k + 2 < n && s.charAt(k + 1) == '.'
                                && isDigit(s.charAt(k + 2));
                        if (!nextDigit && !pointDigit) {
                            coeff = k;
                        }
                    } else {
                        coeff = k;
                    }
                }
            }
        }
        if (coeff < 0) {
            return conversionError(ctx);
        }
        int end = n;
        long e = 0;
        if (exp >= 0) {
            end = exp;
            String es = s.substring(exp + 1);
            int first = es.startsWith("+") || es.startsWith("-") ? 1 : 0;
            if (es.length() == first) {
                return conversionError(ctx);
            }
            e = parseExponent(es);
        }
        StringBuilder digits = new StringBuilder(end - coeff);
        for (int p = coeff; p < end; p++) {
            char c = s.charAt(p);
            if (c != '.') {
                digits.append(c);
            }
        }
        if (dpoint >= 0) {
            long fracdigits = end - dpoint - 1;
            e = e < EXP_MIN + fracdigits ? EXP_MIN : e - fracdigits;
        }
        e = Math.max(EXP_MIN, Math.min(EXP_INF, e));
        if (digits.length() > Coef.MAX_DIGITS) {
            throw Py.error(PyExc.MemoryError);
        }
        PyDecimal d = digits.length() <= 18
                ? PyDecimal.finite(sign, Long.parseLong(digits.toString()), e)
                : PyDecimal.finite(sign, new BigInteger(digits.toString()), e);
        return Arith.fix(d, ctx);
    }

    /** A scanned exponent ([+-]digits): its value, saturated at the long range. */
    private static long parseExponent(String es) {
        int i = 0;
        boolean neg = false;
        if (es.charAt(0) == '+' || es.charAt(0) == '-') {
            neg = es.charAt(0) == '-';
            i++;
        }
        long v = 0;
        for (; i < es.length(); i++) {
            char c = es.charAt(i);
            if (v > (Long.MAX_VALUE - 9) / 10) {
                v = Long.MAX_VALUE;
            } else {
                v = v * 10 + (c - '0');
            }
        }
        return neg ? -v : v;
    }

    private static PyDecimal nan(String s, int i, int sign, int kind, Mpd ctx) {
        int n = s.length();
        if (i == n) {
            return PyDecimal.nan(sign, kind, BigInteger.ZERO);
        }
        int k = i;
        while (k < n && s.charAt(k) == '0') {
            k++;
        }
        for (int p = k; p < n; p++) {
            if (!isDigit(s.charAt(p))) {
                return conversionError(ctx);
            }
        }
        if (k == n) {
            return PyDecimal.nan(sign, kind, BigInteger.ZERO);
        }
        if (n - k > ctx.prec - ctx.clamp) {
            return conversionError(ctx);
        }
        return PyDecimal.nan(sign, kind, new BigInteger(s.substring(k)));
    }

    private static PyDecimal conversionError(Mpd ctx) {
        ctx.status |= Mpd.CONVERSION_SYNTAX;
        return PyDecimal.nan();
    }

    /**
     * The exact value of a numeric string, or NaN with InvalidOperation when it does not fit
     * the widest context. Compare CPython _decimal.c: PyDecType_FromCStringExact.
     */
    static PyDecimal parseExact(String s, Mpd status) {
        Mpd max = Mpd.max();
        PyDecimal d = parse(s, max);
        int st = max.status;
        if ((st & (Mpd.INEXACT | Mpd.ROUNDED | Mpd.CLAMPED)) != 0) {
            d = PyDecimal.nan();
            st |= Mpd.INVALID_OPERATION;
        }
        status.status |= st & Mpd.ERRORS;
        return d;
    }
}
