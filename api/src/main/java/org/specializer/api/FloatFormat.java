package org.specializer.api;

/**
 * Text of floats: {@code repr}/{@code str} (the shortest digits that read back as the same
 * double) and the fixed-precision forms {@code 'e'}, {@code 'f'}, {@code 'g'} used by
 * {@code %}-formatting, {@code format()} and {@code round()}.
 *
 * <p>{@link #toString(double, char, int, int)} is CPython's {@code PyOS_double_to_string}: the
 * digits come from {@link DoubleDigits}, the layout follows {@code format_float_short} in
 * {@code pystrtod.c} (zero padding, where the point goes, when to switch to an exponent).
 *
 * <p>Other helpers call {@link #format(double, char, int, boolean)} for {@code '%.3f' % x}: it
 * gives the number with a leading {@code '-'} when negative and nothing else; sign flags,
 * width and padding are the caller's.
 */
public final class FloatFormat {
    private FloatFormat() {}

    /** Always give a sign ({@code '+'} for positive numbers). */
    public static final int SIGN = 1;
    /** Add {@code ".0"} to a result that looks like an integer (repr, format without type). */
    public static final int ADD_DOT_0 = 2;
    /** The {@code '#'} form: keep the point and trailing zeros. */
    public static final int ALT = 4;
    /** The {@code 'z'} option: a negative zero result loses its sign. */
    public static final int NO_NEG_0 = 8;

    /** {@code repr(v)}, which is also {@code str(v)}: {@code '0.1'}, {@code '1e+16'}, {@code '-0.0'}. */
    public static String repr(double v) {
        if (v != v) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        // Fast path for small integral values: the common 1.0, 100.0 ...
        if (v == (int) v && (v != 0 || Double.doubleToRawLongBits(v) == 0)) {
            return Integer.toString((int) v).concat(".0");
        }
        return toString(v, 'r', 0, ADD_DOT_0);
    }

    /**
     * {@code '%.<precision><type>' % v} for type one of {@code e E f F g G}; precision below zero
     * means the default 6. The result has a {@code '-'} for negative numbers (negative zero
     * included) and no other sign; {@code alternate} is the {@code '#'} flag.
     */
    public static String format(double v, char type, int precision, boolean alternate) {
        if (precision < 0) {
            precision = 6;
        }
        return toString(v, type, precision, alternate ? ALT : 0);
    }

    /**
     * CPython's {@code PyOS_double_to_string}: {@code code} one of {@code e E f F g G r} (r is
     * repr: precision must be 0), {@code flags} a combination of {@link #SIGN},
     * {@link #ADD_DOT_0}, {@link #ALT}, {@link #NO_NEG_0}.
     */
    public static String toString(double v, char code, int precision, int flags) {
        boolean upper = false;
        switch (code) {
            case 'E':
            case 'F':
            case 'G':
                upper = true;
                code = Character.toLowerCase(code);
                break;
            case 'e':
            case 'f':
            case 'g':
            case 'r':
                break;
            default:
                throw new IllegalArgumentException("bad float format code " + code);
        }
        boolean negative = (Double.doubleToRawLongBits(v) < 0) && v == v;
        StringBuilder sb = new StringBuilder(24);
        if (v != v || Double.isInfinite(v)) {
            if (v != v) {
                // CPython never puts a '-' on a nan, whatever its sign bit; '+' when asked to
                if ((flags & SIGN) != 0) {
                    sb.append('+');
                }
                sb.append(upper ? "NAN" : "nan");
            } else {
                if (negative) {
                    sb.append('-');
                } else if ((flags & SIGN) != 0) {
                    sb.append('+');
                }
                sb.append(upper ? "INF" : "inf");
            }
            return sb.toString();
        }
        DoubleDigits.Result r;
        switch (code) {
            case 'e':
                precision++;
                r = DoubleDigits.significant(v, Math.max(precision, 1));
                break;
            case 'f':
                r = DoubleDigits.fixed(v, precision);
                break;
            case 'g':
                if (precision == 0) {
                    precision = 1;
                }
                r = DoubleDigits.significant(v, precision);
                break;
            default:
                r = DoubleDigits.shortest(v);
                break;
        }
        String digits = r.digits;
        int decpt = r.decpt;
        int ndigits = digits.length();
        boolean isZero = ndigits == 1 && digits.charAt(0) == '0';
        if (negative && isZero && (flags & NO_NEG_0) != 0) {
            negative = false;
        }
        boolean alt = (flags & ALT) != 0;
        boolean addDot0 = (flags & ADD_DOT_0) != 0;
        boolean useExp = false;
        int vEnd = ndigits;
        switch (code) {
            case 'e':
                useExp = true;
                vEnd = precision;
                break;
            case 'f':
                vEnd = decpt + precision;
                break;
            case 'g':
                if (decpt <= -4 || decpt > (addDot0 ? precision - 1 : precision)) {
                    useExp = true;
                }
                if (alt) {
                    vEnd = precision;
                }
                break;
            default:
                if (decpt <= -4 || decpt > 16) {
                    useExp = true;
                }
                break;
        }
        int exp = 0;
        if (useExp) {
            exp = decpt - 1;
            decpt = 1;
        }
        int vStart = decpt <= 0 ? decpt - 1 : 0;
        if (!useExp && addDot0) {
            vEnd = Math.max(vEnd, decpt + 1);
        } else {
            vEnd = Math.max(vEnd, decpt);
        }
        if (negative) {
            sb.append('-');
        } else if ((flags & SIGN) != 0) {
            sb.append('+');
        }
        if (decpt <= 0) {
            zeros(sb, decpt - vStart);
            sb.append('.');
            zeros(sb, -decpt);
        } else {
            zeros(sb, -vStart);
        }
        if (0 < decpt && decpt <= ndigits) {
            sb.append(digits, 0, decpt).append('.').append(digits, decpt, ndigits);
        } else {
            sb.append(digits, 0, ndigits);
        }
        if (ndigits < decpt) {
            zeros(sb, decpt - ndigits);
            sb.append('.');
            zeros(sb, vEnd - decpt);
        } else {
            zeros(sb, vEnd - ndigits);
        }
        int len = sb.length();
        if (sb.charAt(len - 1) == '.' && !alt) {
            sb.setLength(len - 1);
        }
        if (useExp) {
            sb.append(upper ? 'E' : 'e');
            if (exp < 0) {
                sb.append('-');
                exp = -exp;
            } else {
                sb.append('+');
            }
            if (exp < 10) {
                sb.append('0');
            }
            sb.append(exp);
        }
        return sb.toString();
    }

    /** {@code float.__format__(self, spec)}; {@code self} supplies str() for an empty spec. */
    public static String format(PyObject self, double v, String spec) {
        if (spec.isEmpty()) {
            return Abstract.str(self).value;
        }
        String typeName = self.type.getName();
        return format(v, FormatSpec.parse(spec, typeName), typeName);
    }

    /**
     * A float formatted by a parsed spec (types e E f F g G n % and none), also for ints
     * formatted with a float type. Compare CPython formatter_unicode.c: format_float_internal.
     */
    static String format(double v, FormatSpec f, String typeName) {
        char type = f.type();
        int precision = f.precision();
        int flags = 0;
        if (f.alternate()) {
            flags |= ALT;
        }
        if (f.z()) {
            flags |= NO_NEG_0;
        }
        int defaultPrecision = 6;
        switch (type) {
            case 0:
                // like repr without a precision, else like 'g' with at least one decimal
                flags |= ADD_DOT_0;
                type = 'r';
                defaultPrecision = 0;
                break;
            case 'n':
                type = 'g';
                break;
            case 'e':
            case 'E':
            case 'f':
            case 'F':
            case 'g':
            case 'G':
            case '%':
                break;
            default:
                throw f.unknownFormatCode(typeName);
        }
        if (precision == Integer.MAX_VALUE) {
            throw Py.valueError("precision too big");   // FormatSpec clamps larger values here
        }
        boolean percent = false;
        if (type == '%') {
            type = 'f';
            v *= 100;
            percent = true;
        }
        if (precision < 0) {
            precision = defaultPrecision;
        } else if (type == 'r') {
            type = 'g';
        }
        String s = toString(v, type, precision, flags);
        if (percent) {
            s = s.concat("%");
        }
        if (f.sign() != '+' && f.sign() != ' ' && f.width() < 0 && f.grouping() == 0) {
            return s;
        }
        boolean negative = s.charAt(0) == '-';
        int start = negative ? 1 : 0;
        int k = start;
        while (k < s.length() && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
            k++;
        }
        return IntFormat.layout(f, negative, "", s.substring(start, k), s.substring(k), 3);
    }

    private static void zeros(StringBuilder sb, int n) {
        for (int i = 0; i < n; i++) {
            sb.append('0');
        }
    }

    /**
     * {@code float.hex()}: {@code '0x1.8000000000000p+0'}, {@code '-0x0.0p+0'}, {@code 'inf'}.
     */
    public static String hex(double v) {
        if (v != v) {
            return "nan";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "inf" : "-inf";
        }
        long bits = Double.doubleToRawLongBits(v);
        String sign = bits < 0 ? "-" : "";
        if (v == 0) {
            return sign + "0x0.0p+0";
        }
        int be = (int) (bits >>> 52) & 0x7ff;
        long frac = bits & ((1L << 52) - 1);
        int lead;
        int e;
        if (be == 0) {
            lead = 0;
            e = -1022;
        } else {
            lead = 1;
            e = be - 1023;
        }
        String h = Long.toHexString(frac);
        StringBuilder sb = new StringBuilder(24).append(sign).append("0x").append(lead).append('.');
        zeros(sb, 13 - h.length());
        sb.append(h).append('p').append(e >= 0 ? "+" : "").append(e);
        return sb.toString();
    }
}
