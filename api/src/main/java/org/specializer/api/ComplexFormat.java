package org.specializer.api;

/**
 * Text of complex numbers: {@code repr} (which is also {@code str}) and {@code format()} with
 * a format spec. Each part is a float written by {@link FloatFormat#toString}.
 *
 * <p>repr writes only the imaginary part when the real part is +0 ({@code 1j}, {@code -0j}),
 * else both in parentheses with the imaginary part's sign always shown ({@code (1+2j)},
 * {@code (-0-0j)}, {@code (nan+infj)}); each part has the shortest digits that read back.
 *
 * <p>{@code format()} follows CPython's {@code format_complex_internal}: without a type it is
 * like repr (a precision makes it {@code 'g'}, the parentheses stay); with a type
 * ({@code e E f F g G n}) both parts are always written, without parentheses. Sign, grouping,
 * width and alignment apply to the whole; zero padding and {@code '='} alignment are errors.
 */
public final class ComplexFormat {
    private ComplexFormat() {}

    /** {@code repr(z)}. Compare CPython complexobject.c: complex_repr. */
    public static String repr(double re, double im) {
        if (re == 0.0 && Double.doubleToRawLongBits(re) == 0) {
            return FloatFormat.toString(im, 'r', 0, 0).concat("j");
        }
        return "(" + FloatFormat.toString(re, 'r', 0, 0)
                + FloatFormat.toString(im, 'r', 0, FloatFormat.SIGN) + "j)";
    }

    /** {@code complex.__format__(self, spec)}; {@code self} supplies str() for an empty spec. */
    public static String format(PyObject self, double re, double im, String spec) {
        if (spec.isEmpty()) {
            return Abstract.str(self).value;
        }
        FormatSpec f = FormatSpec.parse(spec, "complex");
        switch (f.type()) {
            case 0:
            case 'e':
            case 'E':
            case 'f':
            case 'F':
            case 'g':
            case 'G':
            case 'n':
                return format(re, im, f);
            default:
                throw f.unknownFormatCode("complex");
        }
    }

    /** Compare CPython formatter_unicode.c: format_complex_internal. */
    static String format(double re, double im, FormatSpec f) {
        if (f.precision() == Integer.MAX_VALUE) {
            throw Py.valueError("precision too big");   // FormatSpec clamps larger values here
        }
        if (f.fill() == '0') {
            throw Py.valueError("Zero padding is not allowed in complex format specifier");
        }
        if (f.align() == '=') {
            throw Py.valueError("'=' alignment flag is not allowed in complex format specifier");
        }
        int flags = 0;
        if (f.alternate()) {
            flags |= FloatFormat.ALT;
        }
        if (f.z()) {
            flags |= FloatFormat.NO_NEG_0;
        }
        char type = f.type();
        int precision = f.precision();
        int defaultPrecision = 6;
        boolean skipRe = false;
        boolean parens = false;
        if (type == 0) {
            // like str(self)
            type = 'r';
            defaultPrecision = 0;
            if (re == 0.0 && Double.doubleToRawLongBits(re) == 0) {
                skipRe = true;
            } else {
                parens = true;
            }
        }
        if (type == 'n') {
            type = 'g';             // the C locale: no grouping, '.' for the point
        }
        if (precision < 0) {
            precision = defaultPrecision;
        } else if (type == 'r') {
            type = 'g';
        }
        StringBuilder sb = new StringBuilder(32);
        if (parens) {
            sb.append('(');
        }
        char grouping = f.grouping();      // FormatSpec refuses it with 'n'
        if (!skipRe) {
            part(sb, FloatFormat.toString(re, type, precision, flags), f.sign(), grouping);
        }
        part(sb, FloatFormat.toString(im, type, precision, flags), skipRe ? f.sign() : '+',
                grouping);
        sb.append('j');
        if (parens) {
            sb.append(')');
        }
        return f.pad(sb.toString(), '>');
    }

    /** One part: its sign as the spec asks, then its digits grouped, then the rest. */
    private static void part(StringBuilder sb, String s, char sign, char grouping) {
        int start = 0;
        if (s.charAt(0) == '-') {
            sb.append('-');
            start = 1;
        } else if (sign == '+' || sign == ' ') {
            sb.append(sign);
        }
        int k = start;
        while (k < s.length() && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
            k++;
        }
        if (grouping != 0 && k > start) {
            sb.append(FormatSpec.group(s.substring(start, k), grouping, 3)).append(s, k,
                    s.length());
        } else {
            sb.append(s, start, s.length());
        }
    }
}
