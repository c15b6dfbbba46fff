package org.specializer.natives.decimal;

import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.UnicodeData;

/**
 * {@code Decimal.__format__} as {@code _pydecimal} does it, for the specs libmpdec refuses
 * (CPython 3.13's {@code _decimal} hands those to {@code _pydecimal}): the {@code z} and
 * {@code #} options, a fill character with zero padding refused, and so on. Compare
 * _pydecimal: Decimal.__format__, _parse_format_specifier, _format_number.
 */
final class PyFormat {
    private PyFormat() {}

    /** A parsed spec ({@code _parse_format_specifier}'s dict). */
    private static final class Spec {
        String fill = " ";
        char align = '>';
        char sign = '-';
        boolean noNeg0;
        boolean alt;
        boolean zeropad;
        long minimumwidth;
        String thousandsSep = "";
        boolean explicitSep;
        /** Group lengths; null means [3, 0] (3 forever), empty means no grouping. */
        int[] grouping;
        String decimalPoint = ".";
        long precision = -1;
        char type;
    }

    private static boolean isAlign(int c) {
        return c == '<' || c == '>' || c == '=' || c == '^';
    }

    /** The spec, or null where _pydecimal raises ValueError. */
    private static Spec parse(String fmt) {
        int[] s = fmt.codePoints().toArray();
        int n = s.length;
        int i = 0;
        Spec spec = new Spec();
        boolean fillGiven = false;
        boolean alignGiven = false;
        if (n >= 2 && isAlign(s[1])) {
            spec.fill = new String(s, 0, 1);
            spec.align = (char) s[1];
            fillGiven = true;
            alignGiven = true;
            i = 2;
        } else if (n >= 1 && isAlign(s[0])) {
            spec.align = (char) s[0];
            alignGiven = true;
            i = 1;
        }
        if (i < n && (s[i] == '-' || s[i] == '+' || s[i] == ' ')) {
            spec.sign = (char) s[i++];
        }
        if (i < n && s[i] == 'z') {
            spec.noNeg0 = true;
            i++;
        }
        if (i < n && s[i] == '#') {
            spec.alt = true;
            i++;
        }
        if (i < n && s[i] == '0') {
            spec.zeropad = true;
            i++;
        }
        if (i < n && UnicodeData.decimalValue(s[i]) > 0) {
            long w = 0;
            while (i < n && UnicodeData.decimalValue(s[i]) >= 0) {
                w = Math.min(w * 10 + UnicodeData.decimalValue(s[i++]), Long.MAX_VALUE / 20);
            }
            spec.minimumwidth = w;
        }
        if (i < n && s[i] == ',') {
            spec.explicitSep = true;
            i++;
        }
        if (i + 1 < n && s[i] == '.' && UnicodeData.decimalValue(s[i + 1]) >= 0) {
            int j = i + 1;
            if (UnicodeData.decimalValue(s[j]) == 0) {
                spec.precision = 0;
                i = j + 1;
            } else {
                long p = 0;
                while (j < n && UnicodeData.decimalValue(s[j]) >= 0) {
                    p = Math.min(p * 10 + UnicodeData.decimalValue(s[j++]), Long.MAX_VALUE / 20);
                }
                spec.precision = p;
                i = j;
            }
        }
        if (i < n && "eEfFgGn%".indexOf(s[i]) >= 0) {
            spec.type = (char) s[i++];
        }
        if (i != n) {
            return null;
        }
        if (spec.zeropad && (fillGiven || alignGiven)) {
            return null;
        }
        if (spec.precision == 0 && (spec.type == 0 || "gGn".indexOf(spec.type) >= 0)) {
            spec.precision = 1;
        }
        if (spec.type == 'n') {
            spec.type = 'g';
            if (spec.explicitSep) {
                return null;
            }
            // the C locale
            spec.thousandsSep = "";
            spec.grouping = new int[0];
            spec.decimalPoint = ".";
        } else {
            spec.thousandsSep = spec.explicitSep ? "," : "";
            spec.grouping = null;
            spec.decimalPoint = ".";
        }
        return spec;
    }

    /** {@code d} formatted, or null for an invalid spec. */
    static String format(PyDecimal d, String fmt, boolean capitals, int rounding) {
        Spec spec = parse(fmt);
        if (spec == null) {
            return null;
        }
        if (d.isSpecial()) {
            String sign = formatSign(d.isNeg(), spec);
            String body = DecimalFormat.toString(Arith.copyAbs(d), false, capitals);
            if (spec.type == '%') {
                body += "%";
            }
            return formatAlign(sign, body, spec);
        }
        if (spec.type == 0) {
            spec.type = capitals ? 'G' : 'g';
        }
        if (spec.type == '%') {
            d = d.withExp(d.exp + 2);
        }
        Mpd ctx = Mpd.max();
        long precision = spec.precision;
        char t = spec.type;
        if (precision >= 0) {
            if (t == 'e' || t == 'E') {
                d = round(d, precision + 1, rounding, ctx);
            } else if (t == 'f' || t == 'F' || t == '%') {
                d = Arith.rescale(d, -precision, rounding, ctx);
            } else if (d.digits > precision) {
                d = round(d, precision, rounding, ctx);
            }
        }
        if (d.isZero() && d.exp > 0 && (t == 'f' || t == 'F' || t == '%')) {
            d = Arith.rescale(d, 0, rounding, ctx);
        }
        boolean neg = d.isNeg() && !(d.isZero() && spec.noNeg0);
        String digits = Coef.toDigits(d);
        long leftdigits = d.exp + digits.length();
        long dotplace;
        if (t == 'e' || t == 'E') {
            dotplace = d.isZero() && precision >= 0 ? 1 - precision : 1;
        } else if (t == 'f' || t == 'F' || t == '%') {
            dotplace = leftdigits;
        } else {
            dotplace = d.exp <= 0 && leftdigits > -6 ? leftdigits : 1;
        }
        String intpart;
        String fracpart;
        if (dotplace < 0) {
            intpart = "0";
            fracpart = "0".repeat((int) -dotplace) + digits;
        } else if (dotplace > digits.length()) {
            intpart = digits + "0".repeat((int) (dotplace - digits.length()));
            fracpart = "";
        } else {
            intpart = dotplace == 0 ? "0" : digits.substring(0, (int) dotplace);
            fracpart = digits.substring((int) dotplace);
        }
        long exp = leftdigits - dotplace;
        return formatNumber(neg, intpart, fracpart, exp, spec);
    }

    /** Round to {@code places} significant digits. Compare _pydecimal: Decimal._round. */
    private static PyDecimal round(PyDecimal d, long places, int rounding, Mpd ctx) {
        if (d.isSpecial() || d.isZero()) {
            return d;
        }
        PyDecimal ans = Arith.rescale(d, d.adjexp() + 1 - places, rounding, ctx);
        if (ans.adjexp() != d.adjexp()) {
            ans = Arith.rescale(ans, ans.adjexp() + 1 - places, rounding, ctx);
        }
        return ans;
    }

    private static String formatSign(boolean neg, Spec spec) {
        if (neg) {
            return "-";
        }
        if (spec.sign == ' ' || spec.sign == '+') {
            return String.valueOf(spec.sign);
        }
        return "";
    }

    private static String formatAlign(String sign, String body, Spec spec) {
        long n = spec.minimumwidth - sign.codePointCount(0, sign.length())
                - body.codePointCount(0, body.length());
        if (n > Coef.MAX_DIGITS) {
            throw Py.error(PyExc.MemoryError);
        }
        String padding = n > 0 ? spec.fill.repeat((int) n) : "";
        switch (spec.align) {
            case '<':
                return sign + body + padding;
            case '>':
                return padding + sign + body;
            case '=':
                return sign + padding + body;
            default: {
                int half = (int) (Math.max(n, 0) / 2);
                int cut = padding.offsetByCodePoints(0, half);
                return padding.substring(0, cut) + sign + body + padding.substring(cut);
            }
        }
    }

    private static String formatNumber(boolean neg, String intpart, String fracpart, long exp,
            Spec spec) {
        String sign = formatSign(neg, spec);
        if (!fracpart.isEmpty() || spec.alt) {
            fracpart = spec.decimalPoint + fracpart;
        }
        if (exp != 0 || spec.type == 'e' || spec.type == 'E') {
            char echar = spec.type == 'E' || spec.type == 'G' ? 'E' : 'e';
            fracpart += echar + (exp < 0 ? "-" : "+") + Math.abs(exp);
        }
        if (spec.type == '%') {
            fracpart += "%";
        }
        long minWidth = spec.zeropad ? spec.minimumwidth - fracpart.length() - sign.length() : 0;
        if (minWidth > Coef.MAX_DIGITS) {
            throw Py.error(PyExc.MemoryError);
        }
        intpart = insertThousandsSep(intpart, spec, minWidth);
        return formatAlign(sign, intpart + fracpart, spec);
    }

    /** Compare _pydecimal: _insert_thousands_sep. */
    private static String insertThousandsSep(String digits, Spec spec, long minWidth) {
        String sep = spec.thousandsSep;
        java.util.List<String> groups = new java.util.ArrayList<>();
        int[] g = spec.grouping;
        boolean broke = false;
        if (g == null || g.length > 0) {
            for (int k = 0;; k++) {
                long l = g == null ? 3 : k < g.length ? g[k] : g[g.length - 1];
                l = Math.min(Math.max(Math.max(digits.length(), minWidth), 1), l);
                groups.add(zeros(l - digits.length()) + tail(digits, l));
                digits = digits.substring(0, (int) Math.max(0, digits.length() - l));
                minWidth -= l;
                if (digits.isEmpty() && minWidth <= 0) {
                    broke = true;
                    break;
                }
                minWidth -= sep.length();
            }
        }
        if (!broke) {
            long l = Math.max(Math.max(digits.length(), minWidth), 1);
            groups.add(zeros(l - digits.length()) + tail(digits, l));
        }
        StringBuilder sb = new StringBuilder();
        for (int k = groups.size() - 1; k >= 0; k--) {
            sb.append(groups.get(k));
            if (k > 0) {
                sb.append(sep);
            }
        }
        return sb.toString();
    }

    private static String zeros(long n) {
        return n > 0 ? "0".repeat((int) n) : "";
    }

    private static String tail(String s, long l) {
        return l >= s.length() ? s : s.substring((int) (s.length() - l));
    }
}
