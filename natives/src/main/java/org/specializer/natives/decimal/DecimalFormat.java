package org.specializer.natives.decimal;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Py;
import org.specializer.api.PyExc;

/**
 * Decimals to strings: scientific and engineering notation (libmpdec's {@code _mpd_to_string})
 * and {@code __format__}. A format spec is read as libmpdec's {@code mpd_parse_fmt_str} reads
 * it and applied as {@code mpd_qformat_spec} does; a spec libmpdec refuses (the {@code z} and
 * {@code #} options, among others) goes, as in CPython 3.13, to the formatting of
 * {@code _pydecimal} ({@link PyFormat}).
 */
final class DecimalFormat {
    private DecimalFormat() {}

    static final int FMT_UPPER = 1;
    static final int FMT_TOSCI = 2;
    static final int FMT_TOENG = 4;
    static final int FMT_EXP = 8;
    static final int FMT_FIXED = 16;
    static final int FMT_PERCENT = 32;
    static final int FMT_SIGN_SPACE = 64;
    static final int FMT_SIGN_PLUS = 128;

    /** {@code str(d)} ({@code eng} false) or {@code d.to_eng_string()}. */
    static String toString(PyDecimal d, boolean eng, boolean caps) {
        return toString(d, (eng ? FMT_TOENG : FMT_TOSCI) | (caps ? FMT_UPPER : 0), 1);
    }

    /** Compare libmpdec io.c: _mpd_to_string. */
    static String toString(PyDecimal d, int flags, long dplace) {
        StringBuilder sb = new StringBuilder();
        if (d.isNeg()) {
            sb.append('-');
        } else if ((flags & FMT_SIGN_SPACE) != 0) {
            sb.append(' ');
        } else if ((flags & FMT_SIGN_PLUS) != 0) {
            sb.append('+');
        }
        if (d.isSpecial()) {
            if (d.isNan()) {
                sb.append(d.isQnan() ? "NaN" : "sNaN");
                if (!d.isZeroCoef()) {
                    sb.append(Coef.toDigits(d));
                }
            } else {
                sb.append("Infinity");
            }
        } else {
            String coeff = Coef.toDigits(d);
            long digits = coeff.length();
            long ldigits = digits + d.exp;
            if ((flags & FMT_EXP) != 0) {
                // dplace as given
            } else if ((flags & FMT_FIXED) != 0 || (d.exp <= 0 && ldigits > -6)) {
                dplace = ldigits;
            } else if ((flags & FMT_TOENG) != 0) {
                if (d.isZero()) {
                    dplace = -1 + Math.floorMod(d.exp + 2, 3);
                } else {
                    dplace += Math.floorMod(ldigits - 1, 3);
                }
            }
            if (dplace <= 0) {
                sb.append("0.");
                repeat(sb, '0', -dplace);
                sb.append(coeff);
            } else if (dplace >= digits) {
                sb.append(coeff);
                repeat(sb, '0', dplace - digits);
            } else {
                sb.append(coeff, 0, (int) dplace).append('.').append(coeff, (int) dplace,
                        (int) digits);
            }
            if (ldigits != dplace || (flags & FMT_EXP) != 0) {
                sb.append((flags & FMT_UPPER) != 0 ? 'E' : 'e');
                long x = ldigits - dplace;
                sb.append(x < 0 ? '-' : '+').append(Math.abs(x));
            }
        }
        if ((flags & FMT_PERCENT) != 0) {
            sb.append('%');
        }
        return sb.toString();
    }

    private static void repeat(StringBuilder sb, char c, long n) {
        if (n > Coef.MAX_DIGITS) {
            throw Py.error(PyExc.MemoryError);
        }
        for (long i = 0; i < n; i++) {
            sb.append(c);
        }
    }

    // ------------------------------------------------------------------ format specs

    /** libmpdec's {@code mpd_spec_t}. */
    static final class Spec {
        long minWidth;
        long prec = -1;
        char type;
        char align = '>';
        char sign = '-';
        String fill = " ";
        String dot = "";
        String sep = "";
        /** Group lengths, as the bytes of a localeconv grouping string. */
        int[] grouping = {};
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** One more digit of a number as strtoll reads it: -1 on overflow (ERANGE). */
    private static long strtossize(long v, int digit) {
        if (v > (Long.MAX_VALUE - (digit - '0')) / 10) {
            return -1;
        }
        return v * 10 + (digit - '0');
    }

    private static boolean isAlign(int c) {
        return c == '<' || c == '>' || c == '=' || c == '^';
    }

    /** The spec, or null when libmpdec refuses it. Compare libmpdec: mpd_parse_fmt_str. */
    static Spec parseSpec(String fmt, boolean caps) {
        int[] s = fmt.codePoints().toArray();
        int n = s.length;
        int i = 0;
        Spec spec = new Spec();
        spec.type = caps ? 'G' : 'g';
        boolean haveAlign = false;
        if (n >= 2 && isAlign(s[1])) {
            spec.fill = new String(s, 0, 1);
            spec.align = (char) s[1];
            i = 2;
            haveAlign = true;
        } else if (n >= 1 && isAlign(s[0])) {
            spec.align = (char) s[0];
            i = 1;
            haveAlign = true;
        }
        if (i < n && (s[i] == '+' || s[i] == '-' || s[i] == ' ')) {
            spec.sign = (char) s[i++];
        }
        if (i < n && s[i] == '0') {
            if (haveAlign) {
                return null;
            }
            spec.align = 'z';
            spec.fill = "0";
            i++;
        }
        if (i < n && isDigit(s[i])) {
            if (s[i] == '0') {
                return null;
            }
            long w = 0;
            while (i < n && isDigit(s[i])) {
                w = strtossize(w, s[i++]);
                if (w < 0) {
                    return null;
                }
            }
            spec.minWidth = w;
        }
        if (i < n && s[i] == ',') {
            spec.dot = ".";
            spec.sep = ",";
            spec.grouping = new int[] {3, 3};
            i++;
        }
        if (i < n && s[i] == '.') {
            i++;
            if (i >= n || !isDigit(s[i])) {
                return null;
            }
            long p = 0;
            while (i < n && isDigit(s[i])) {
                p = strtossize(p, s[i++]);
                if (p < 0) {
                    return null;
                }
            }
            spec.prec = p;
        }
        if (i < n && "EeFfGg%".indexOf(s[i]) >= 0) {
            spec.type = (char) s[i++];
        } else if (i < n && (s[i] == 'N' || s[i] == 'n')) {
            if (!spec.sep.isEmpty()) {
                return null;
            }
            spec.type = s[i++] == 'N' ? 'G' : 'g';
            // the C locale: decimal_point ".", no thousands separator, no grouping
            spec.dot = ".";
            spec.sep = "";
            spec.grouping = new int[] {};
        }
        if (i != n) {
            return null;
        }
        return spec;
    }

    /**
     * Round to {@code prec} significant digits, exponents unbounded. Compare libmpdec io.c:
     * _mpd_round.
     */
    private static PyDecimal roundDigits(PyDecimal a, long prec, Mpd ctx) {
        long exp = a.exp + a.digits - prec;
        PyDecimal r = Arith.rescale(a, exp, ctx.round, ctx);
        if (r.digits > prec) {
            r = Arith.rescale(r, exp + 1, ctx.round, ctx);
        }
        return r;
    }

    /**
     * {@code d} formatted by a parsed spec, or null when it exceeds libmpdec's limits. Compare
     * libmpdec: mpd_qformat_spec.
     */
    static String formatSpec(PyDecimal d, Spec spec, Mpd ctx) {
        long dplace = 1;
        char type = spec.type;
        int flags = 0;
        if (spec.minWidth > Mpd.MAX_PREC) {
            return null;
        }
        if (Character.isUpperCase(type)) {
            type = Character.toLowerCase(type);
            flags |= FMT_UPPER;
        }
        if (spec.sign == ' ') {
            flags |= FMT_SIGN_SPACE;
        } else if (spec.sign == '+') {
            flags |= FMT_SIGN_PLUS;
        }
        if (d.isSpecial()) {
            if (spec.align == 'z') {
                Spec s2 = copy(spec);
                s2.fill = " ";
                s2.align = '>';
                spec = s2;
            }
            if (type == '%') {
                flags |= FMT_PERCENT;
            }
        } else {
            switch (type) {
                case 'g':
                    flags |= FMT_TOSCI;
                    break;
                case 'e':
                    flags |= FMT_EXP;
                    break;
                case '%':
                    flags |= FMT_PERCENT | FMT_FIXED;
                    d = d.withExp(d.exp + 2);
                    type = 'f';
                    break;
                default:
                    flags |= FMT_FIXED;
                    break;
            }
            if (spec.prec >= 0) {
                if (spec.prec > Mpd.MAX_PREC) {
                    return null;
                }
                switch (type) {
                    case 'g': {
                        long prec = spec.prec == 0 ? 1 : spec.prec;
                        if (d.digits > prec) {
                            d = roundDigits(d, prec, ctx);
                        }
                        break;
                    }
                    case 'e':
                        if (d.isZero()) {
                            dplace = 1 - spec.prec;
                        } else {
                            d = roundDigits(d, spec.prec + 1, ctx);
                        }
                        break;
                    default:
                        if (d.exp + spec.prec > 0 && d.digits + d.exp + spec.prec
                                > Mpd.MAX_PREC) {
                            return null;
                        }
                        d = Arith.rescale(d, -spec.prec, ctx.round, ctx);
                        break;
                }
            }
            if (type == 'f' && d.isZero() && d.exp > 0) {
                d = Arith.rescale(d, 0, ctx.round, ctx);
            }
        }
        String s = toString(d, flags, dplace);
        int nchars = s.length();
        if (!spec.dot.isEmpty() && !d.isSpecial()) {
            s = applyLconv(s, spec);
            nchars = s.codePointCount(0, s.length());
        }
        if (spec.minWidth > 0) {
            s = addPad(s, nchars, spec);
        }
        return s;
    }

    private static Spec copy(Spec s) {
        Spec c = new Spec();
        c.minWidth = s.minWidth;
        c.prec = s.prec;
        c.type = s.type;
        c.align = s.align;
        c.sign = s.sign;
        c.fill = s.fill;
        c.dot = s.dot;
        c.sep = s.sep;
        c.grouping = s.grouping;
        return c;
    }

    /** Decimal point and thousands separators. Compare libmpdec io.c: _mpd_apply_lconv. */
    private static String applyLconv(String str, Spec spec) {
        int p = 0;
        String sign = null;
        char c0 = str.charAt(0);
        if (c0 == '+' || c0 == '-' || c0 == ' ') {
            sign = String.valueOf(c0);
            p = 1;
        }
        int intStart = p;
        while (p < str.length() && isDigit(str.charAt(p))) {
            p++;
        }
        String intpart = str.substring(intStart, p);
        String dot = null;
        if (p < str.length() && str.charAt(p) == '.') {
            p++;
            dot = spec.dot;
        }
        String rest = str.substring(p);
        if (dot == null && (spec.sep.isEmpty() || spec.grouping.length == 0
                || spec.grouping[0] == 0)) {
            return str;
        }
        return addSepDot(sign, intpart, dot, rest, spec);
    }

    /**
     * The integer part with separators (and zero padding continued through the groups), the
     * point and the rest. Compare libmpdec io.c: _mpd_add_sep_dot.
     */
    private static String addSepDot(String sign, String src, String dot, String rest,
            Spec spec) {
        List<String> out = new ArrayList<>(); // pieces, from the right
        long nchars = 0;
        out.add(rest);
        nchars += rest.length();
        if (dot != null) {
            out.add(dot);
            nchars += dot.isEmpty() ? 0 : 1;
        }
        int nSign = sign != null ? 1 : 0;
        int nSep = spec.sep.length();
        int[] g = spec.grouping;
        int gi = 0;
        long nSrc = src.length();
        long consume = at(g, gi);
        boolean pad = false;
        while (true) {
            long gv = at(g, gi);
            if (gv == 0 || gv == 127 || consume > nSrc) {
                consume = nSrc;
            }
            nSrc -= consume;
            if (pad) {
                out.add("0".repeat((int) consume));
            } else {
                out.add(src.substring((int) nSrc, (int) (nSrc + consume)));
            }
            nchars += consume;
            if (nSrc == 0) {
                if (spec.align == 'z' && nchars + nSign < spec.minWidth) {
                    nSrc = spec.minWidth - (nchars + nSign);
                    consume = at(g, gi) - consume;
                    pad = true;
                    continue;
                }
                break;
            }
            if (nSep > 0) {
                if (pad && nSrc > 1) {
                    nSrc -= 1;
                }
                out.add(spec.sep);
                nchars += 1;
            }
            if (at(g, gi) != 0 && at(g, gi + 1) != 0) {
                gi++;
            }
            consume = at(g, gi);
        }
        StringBuilder sb = new StringBuilder();
        if (sign != null) {
            sb.append(sign);
        }
        for (int k = out.size() - 1; k >= 0; k--) {
            sb.append(out.get(k));
        }
        return sb.toString();
    }

    private static long at(int[] g, int i) {
        return i < g.length ? g[i] : 0;
    }

    /** Fill to the minimum width. Compare libmpdec io.c: _mpd_add_pad. */
    private static String addPad(String s, long nchars, Spec spec) {
        if (nchars >= spec.minWidth) {
            return s;
        }
        long add = spec.minWidth - nchars;
        if (add > Coef.MAX_DIGITS) {
            throw Py.error(PyExc.MemoryError);
        }
        char align = spec.align == 'z' ? '=' : spec.align;
        long lpad = 0;
        long rpad = 0;
        if (align == '<') {
            rpad = add;
        } else if (align == '>' || align == '=') {
            lpad = add;
        } else {
            lpad = add / 2;
            rpad = add - lpad;
        }
        StringBuilder sb = new StringBuilder();
        String body = s;
        if (align == '=' && !s.isEmpty() && (s.charAt(0) == '-' || s.charAt(0) == '+'
                || s.charAt(0) == ' ')) {
            sb.append(s.charAt(0));
            body = s.substring(1);
        }
        sb.append(spec.fill.repeat((int) lpad)).append(body).append(spec.fill.repeat(
                (int) rpad));
        return sb.toString();
    }
}
