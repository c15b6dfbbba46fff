package org.specializer.api;

import java.math.BigInteger;

/**
 * Text of ints: {@code str}/{@code repr} with CPython 3.11+'s limit on decimal conversion of
 * huge ints, {@code bin}/{@code oct}/{@code hex}, and {@code int.__format__}.
 *
 * <p>Entry points for other parts of the runtime: {@link #str(PyObject)},
 * {@link #toBase(PyObject, int, boolean)} (builtins {@code bin()}, {@code oct()},
 * {@code hex()} and {@code %x}/{@code %o} formatting), {@link #format(PyObject, String)} and
 * {@link #setMaxStrDigits(int)} for {@code sys.set_int_max_str_digits}.
 */
public final class IntFormat {
    private IntFormat() {}

    /** CPython's {@code _PY_LONG_DEFAULT_MAX_STR_DIGITS}. */
    public static final int DEFAULT_MAX_STR_DIGITS = 4300;
    /** CPython's {@code _PY_LONG_MAX_STR_DIGITS_THRESHOLD}: the smallest limit one may set. */
    public static final int MAX_STR_DIGITS_THRESHOLD = 640;

    private static volatile int maxStrDigits = DEFAULT_MAX_STR_DIGITS;

    /** {@code sys.get_int_max_str_digits()}: 0 means no limit. */
    public static int getMaxStrDigits() {
        return maxStrDigits;
    }

    /** {@code sys.set_int_max_str_digits(n)}, with its ValueError for a bad value. */
    public static void setMaxStrDigits(int n) {
        if (n != 0 && n < MAX_STR_DIGITS_THRESHOLD) {
            throw Py.valueError("maxdigits must be 0 or larger than " + MAX_STR_DIGITS_THRESHOLD);
        }
        maxStrDigits = n;
    }

    /** {@code str(i)} for any int object (its int value, whatever its class). */
    public static String str(PyObject i) {
        if (i instanceof PyInt p) {
            return Long.toString(p.value);
        }
        return str(((PyBigInt) i).value);
    }

    /** Decimal text of a big value, or the limit's ValueError. */
    public static String str(BigInteger v) {
        int max = maxStrDigits;
        if (max > 0) {
            // digits >= floor(bits * log10(2)) + 1 > bits * 0.30102: surely over the limit?
            long bits = v.bitLength();
            if ((long) ((bits - 1) * 0.30102999566398114) + 1 > max) {
                throw strLimitError(max);
            }
            String s = v.toString();
            int digits = s.length() - (v.signum() < 0 ? 1 : 0);
            if (digits > max) {
                throw strLimitError(max);
            }
            return s;
        }
        return v.toString();
    }

    private static PyException strLimitError(int max) {
        return Py.valueError("Exceeds the limit (" + max + " digits) for integer string "
                + "conversion; use sys.set_int_max_str_digits() to increase the limit");
    }

    /**
     * The int in base 2, 8, 10 or 16: {@code '-0x1f'} with {@code prefix}, lower case digits.
     * This is {@code bin()}, {@code oct()} and {@code hex()} with prefix true.
     */
    public static String toBase(PyObject i, int base, boolean prefix) {
        if (base == 10) {
            return str(i);
        }
        String digits;
        boolean negative;
        if (i instanceof PyInt p) {
            long v = p.value;
            negative = v < 0;
            // Long.toString of |MIN_VALUE| works unsigned
            digits = negative ? Long.toUnsignedString(-v, base) : Long.toString(v, base);
        } else {
            BigInteger v = ((PyBigInt) i).value;
            negative = v.signum() < 0;
            digits = v.abs().toString(base);
        }
        if (!prefix) {
            return negative ? "-".concat(digits) : digits;
        }
        String pfx = base == 16 ? "0x" : base == 8 ? "0o" : "0b";
        return (negative ? "-" : "") + pfx + digits;
    }

    /** {@code bin(i)}. */
    public static PyStr bin(PyObject i) {
        return new PyStr(toBase(Abstract.index(i), 2, true));
    }

    /** {@code oct(i)}. */
    public static PyStr oct(PyObject i) {
        return new PyStr(toBase(Abstract.index(i), 8, true));
    }

    /** {@code hex(i)}. */
    public static PyStr hex(PyObject i) {
        return new PyStr(toBase(Abstract.index(i), 16, true));
    }

    // ------------------------------------------------------------------ __format__

    /** {@code int.__format__(self, spec)}. */
    public static String format(PyObject self, String spec) {
        if (spec.isEmpty()) {
            return Abstract.str(self).value;
        }
        String typeName = self.type.getName();
        FormatSpec f = FormatSpec.parse(spec, typeName, 'd');
        switch (f.type()) {
            case 'b':
            case 'c':
            case 'd':
            case 'o':
            case 'x':
            case 'X':
            case 'n':
                return formatInt(self, f);
            case 'e':
            case 'E':
            case 'f':
            case 'F':
            case 'g':
            case 'G':
            case '%':
                return FloatFormat.format(IntOps.toDouble(self), f, typeName);
            default:
                throw f.unknownFormatCode(typeName);
        }
    }

    // Compare CPython formatter_unicode.c: format_long_internal
    private static String formatInt(PyObject self, FormatSpec f) {
        if (f.precision() >= 0) {
            throw Py.valueError("Precision not allowed in integer format specifier");
        }
        if (f.z()) {
            throw Py.valueError("Negative zero coercion (z) not allowed in integer format "
                    + "specifier");
        }
        char type = f.type();
        if (type == 'c') {
            if (f.sign() != 0) {
                throw Py.valueError("Sign not allowed with integer format specifier 'c'");
            }
            if (f.alternate()) {
                throw Py.valueError("Alternate form (#) not allowed with integer format "
                        + "specifier 'c'");
            }
            if (!(self instanceof PyInt p)) {
                throw Py.overflowError("Python int too large to convert to C long");
            }
            if (p.value < 0 || p.value > 0x10ffff) {
                throw Py.overflowError("%c arg not in range(0x110000)");
            }
            String ch = new String(Character.toChars((int) p.value));
            return f.pad("", ch, '>');
        }
        int base;
        switch (type) {
            case 'b':
                base = 2;
                break;
            case 'o':
                base = 8;
                break;
            case 'x':
            case 'X':
                base = 16;
                break;
            default:
                base = 10;
                break;
        }
        String text = toBase(self, base, false);
        boolean negative = text.charAt(0) == '-';
        String digits = negative ? text.substring(1) : text;
        String prefix = "";
        if (f.alternate() && base != 10) {
            prefix = base == 2 ? "0b" : base == 8 ? "0o" : "0x";
        }
        if (type == 'X') {
            digits = digits.toUpperCase();
            prefix = prefix.toUpperCase();
        }
        return layout(f, negative, prefix, digits, "", base == 10 ? 3 : 4);
    }

    /**
     * Lay out a number CPython's way ({@code calc_number_widths} and {@code fill_number}):
     * {@code [sign][prefix][grouped digits][rest]}, padded to the width. With a {@code '0'}
     * fill and {@code '='} alignment the padding zeros are part of the grouped digits.
     *
     * @param digits the integer digits (may be empty, for inf and nan)
     * @param rest   what follows them: decimal point, fraction, exponent, {@code %}
     * @param every  digits per group: 3, or 4 for {@code '_'} in bases 2, 8 and 16
     */
    static String layout(FormatSpec f, boolean negative, String prefix, String digits,
            String rest, int every) {
        String sign;
        if (negative) {
            sign = "-";
        } else if (f.sign() == '+') {
            sign = "+";
        } else if (f.sign() == ' ') {
            sign = " ";
        } else {
            sign = "";
        }
        String lead = sign.isEmpty() ? prefix : sign.concat(prefix);
        if (f.grouping() != 0 && !digits.isEmpty()) {
            int minWidth = 0;
            if (f.fill() == '0' && f.effectiveAlign('>') == '=' && f.width() > 0) {
                minWidth = f.width() - lead.length() - rest.length();
            }
            digits = FormatSpec.group(digits, f.grouping(), every, minWidth);
        }
        return f.pad(lead, rest.isEmpty() ? digits : digits.concat(rest), '>');
    }
}
