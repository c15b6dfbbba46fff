package org.specializer.api;

/**
 * A parsed format specification: the mini-language after the colon in {@code format(x, spec)},
 * {@code "{:spec}".format(x)} and {@code f"{x:spec}"}.
 *
 * <pre>
 *   [[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]
 * </pre>
 *
 * <p>{@link #parse(String, String, char)} follows CPython 3.13's
 * {@code parse_internal_render_format_spec} (Python/formatter_unicode.c) and raises its
 * errors. It checks only what does not depend on the value being formatted: each type's
 * {@code __format__} then checks what its type forbids (a sign for str, a precision for int)
 * and picks its own defaults.
 *
 * <h2>Fields</h2>
 * <ul>
 * <li>{@code fill}: the fill code point: the one given before an alignment, else {@code '0'}
 *     when {@link #zeroPad} is set, else a space.
 * <li>{@code align}: {@code '<' '>' '=' '^'} as given, or 0 when none was given (the
 *     formatter's default applies, see {@link #effectiveAlign(char)}).
 * <li>{@code sign}: {@code '+' '-' ' '} or 0 when none was given.
 * <li>{@code z}: coerce negative zero to zero (floats).
 * <li>{@code alternate}: the {@code #} flag.
 * <li>{@code zeroPad}: a {@code 0} came before the width and no fill was given. The fill is
 *     then {@code '0'}; numbers also default to {@code '='} alignment (CPython does this only
 *     when the type's default alignment is right, so {@code format('ab', '05') == 'ab000'}).
 * <li>{@code width}: the minimum width in code points, or -1.
 * <li>{@code grouping}: {@code ','} or {@code '_'}, or 0.
 * <li>{@code precision}: or -1.
 * <li>{@code type}: the presentation type, or the default type passed to {@code parse}
 *     (0 when the caller passed none).
 * </ul>
 *
 * <h2>How a number formatter uses it</h2>
 * <pre>
 *   FormatSpec f = FormatSpec.parse(spec, "int", 'd');
 *   // type checks ('Unknown format code ...' via f.unknownFormatCode("int")), precision checks...
 *   String digits = ...;                                   // magnitude, in the right base
 *   if (f.grouping() != 0) {
 *       int minDigits = f.fill() == '0' &amp;&amp; f.effectiveAlign('>') == '='
 *               ? f.width() - prefix.length() : 0;         // zero padding is grouped too
 *       digits = FormatSpec.group(digits, f.grouping(), 3, minDigits);
 *   }
 *   return f.pad(signAndPrefix, digits, '>');              // '=' puts the fill between them
 * </pre>
 */
public record FormatSpec(int fill, char align, char sign, boolean z, boolean alternate,
        boolean zeroPad, int width, char grouping, int precision, char type) {

    /** The spec of an empty format string, for callers that want defaults. */
    public static final FormatSpec EMPTY = new FormatSpec(' ', (char) 0, (char) 0, false, false,
            false, -1, (char) 0, -1, (char) 0);

    /** {@link #parse(String, String, char)} with no default type (the type is 0 when absent). */
    public static FormatSpec parse(String spec, String typeName) {
        return parse(spec, typeName, (char) 0);
    }

    /**
     * Parse {@code spec} for a value of type {@code typeName} (which error messages name).
     * {@code defaultType} stands for an absent type ({@code 's'} for str, {@code 'd'} for int,
     * 0 for float); it takes part in the check of the grouping option, as in CPython, so
     * {@code format('ab', ',')} fails with "Cannot specify ',' with 's'.".
     *
     * <p>Raises ValueError with CPython's messages: "Invalid format specifier '...' for object
     * of type '...'", "Format specifier missing precision", "Too many decimal digits in format
     * string", "Cannot specify both ',' and '_'.", "Cannot specify ',' with 'x'.", and
     * "Unknown format code ..." for a type outside the Basic Multilingual Plane (which no
     * builtin type accepts).
     */
    public static FormatSpec parse(String spec, String typeName, char defaultType) {
        int n = spec.length();
        if (n == 0) {
            return defaultType == 0 ? EMPTY : new FormatSpec(' ', (char) 0, (char) 0, false,
                    false, false, -1, (char) 0, -1, defaultType);
        }
        int pos = 0;
        int fill = ' ';
        boolean fillGiven = false;
        char align = 0;
        // [[fill]align]: the fill may be any code point, a supplementary one included
        int firstLen = Character.charCount(spec.codePointAt(0));
        if (firstLen < n && isAlign(spec.charAt(firstLen))) {
            fill = spec.codePointAt(0);
            fillGiven = true;
            align = spec.charAt(firstLen);
            pos = firstLen + 1;
        } else if (isAlign(spec.charAt(0))) {
            align = spec.charAt(0);
            pos = 1;
        }
        char sign = 0;
        if (pos < n && (spec.charAt(pos) == '+' || spec.charAt(pos) == '-'
                || spec.charAt(pos) == ' ')) {
            sign = spec.charAt(pos++);
        }
        boolean z = false;
        if (pos < n && spec.charAt(pos) == 'z') {
            z = true;
            pos++;
        }
        boolean alternate = false;
        if (pos < n && spec.charAt(pos) == '#') {
            alternate = true;
            pos++;
        }
        boolean zeroPad = false;
        if (!fillGiven && pos < n && spec.charAt(pos) == '0') {
            zeroPad = true;
            fill = '0';
            pos++;
        }
        long[] num = new long[1];
        int end = parseInteger(spec, pos, num);
        int width = end == pos ? -1 : clampToInt(num[0]);
        pos = end;
        char grouping = 0;
        if (pos < n && spec.charAt(pos) == ',') {
            grouping = ',';
            pos++;
        }
        if (pos < n && spec.charAt(pos) == '_') {
            if (grouping != 0) {
                throw Py.valueError("Cannot specify both ',' and '_'.");
            }
            grouping = '_';
            pos++;
        }
        if (pos < n && spec.charAt(pos) == ',' && grouping == '_') {
            throw Py.valueError("Cannot specify both ',' and '_'.");
        }
        int precision = -1;
        if (pos < n && spec.charAt(pos) == '.') {
            pos++;
            end = parseInteger(spec, pos, num);
            if (end == pos) {
                throw Py.valueError("Format specifier missing precision");
            }
            precision = clampToInt(num[0]);
            pos = end;
        }
        int rest = spec.codePointCount(pos, n);
        if (rest > 1) {
            throw Py.valueError("Invalid format specifier '" + spec + "' for object of type '"
                    + typeName + "'");
        }
        int type = rest == 1 ? spec.codePointAt(pos) : defaultType;
        if (grouping != 0) {
            switch (type) {
                case 'd', 'e', 'f', 'g', 'E', 'G', '%', 'F', 0:
                    break;
                case 'b', 'o', 'x', 'X':
                    if (grouping == '_') {
                        break;
                    }
                    throw badGroupingType(grouping, type);
                default:
                    throw badGroupingType(grouping, type);
            }
        }
        if (type > 0xFFFF) {
            throw unknownFormatCode(type, typeName);
        }
        return new FormatSpec(fill, align, sign, z, alternate, zeroPad, width, grouping,
                precision, (char) type);
    }

    private static boolean isAlign(char c) {
        return c == '<' || c == '>' || c == '=' || c == '^';
    }

    /**
     * Parse decimal digits (any Unicode decimal digit, as CPython) from {@code pos}; the value
     * goes to {@code out[0]}; returns the position after the digits.
     */
    private static int parseInteger(String s, int pos, long[] out) {
        long v = 0;
        int n = s.length();
        while (pos < n) {
            int cp = s.codePointAt(pos);
            if (Character.getType(cp) != Character.DECIMAL_DIGIT_NUMBER) {
                break;
            }
            int d = Character.digit(cp, 10);
            if (v > (Long.MAX_VALUE - d) / 10) {
                throw Py.valueError("Too many decimal digits in format string");
            }
            v = v * 10 + d;
            pos += Character.charCount(cp);
        }
        out[0] = v;
        return pos;
    }

    /** Widths beyond a Java string's reach cannot be honoured; pad() reports MemoryError. */
    private static int clampToInt(long v) {
        return v > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) v;
    }

    private static PyException badGroupingType(char grouping, int type) {
        if (type > 32 && type < 128) {
            return Py.valueError("Cannot specify '" + grouping + "' with '" + (char) type + "'.");
        }
        return Py.valueError("Cannot specify '" + grouping + "' with '\\x"
                + Integer.toHexString(type) + "'.");
    }

    /** "Unknown format code 'x' for object of type 'T'" for this spec's type. */
    public PyException unknownFormatCode(String typeName) {
        return unknownFormatCode(type, typeName);
    }

    /** "Unknown format code 'x' for object of type 'T'", CPython's spelling for any code point. */
    public static PyException unknownFormatCode(int type, String typeName) {
        if (type > 32 && type < 128) {
            return Py.valueError("Unknown format code '" + (char) type + "' for object of type '"
                    + typeName + "'");
        }
        return Py.valueError("Unknown format code '\\x" + Integer.toHexString(type)
                + "' for object of type '" + typeName + "'");
    }

    /**
     * The alignment to apply: the given one, else {@code '='} for a zero-padded spec when the
     * formatter aligns right by default (numbers), else {@code defaultAlign}.
     */
    public char effectiveAlign(char defaultAlign) {
        if (align != 0) {
            return align;
        }
        return zeroPad && defaultAlign == '>' ? '=' : defaultAlign;
    }

    /**
     * {@code body} padded with the fill to the width, aligned as {@link #effectiveAlign} says
     * ({@code '='} counts as {@code '>'} here: the body has no sign to keep in front).
     * Widths count code points.
     */
    public String pad(String body, char defaultAlign) {
        return pad("", body, defaultAlign);
    }

    /**
     * {@code prefix + body} padded to the width. With {@code '='} alignment the fill goes
     * between the prefix (a sign, {@code 0x}...) and the body, as numbers need; otherwise the
     * two are one text.
     */
    public String pad(String prefix, String body, char defaultAlign) {
        if (width < 0) {
            return prefix.concat(body);
        }
        int len = codePoints(prefix) + codePoints(body);
        int padding = width - len;
        if (padding <= 0) {
            return prefix.concat(body);
        }
        char a = effectiveAlign(defaultAlign);
        int left;
        switch (a) {
            case '<':
                left = 0;
                break;
            case '^':
                left = padding / 2;
                break;
            default:
                left = padding;
                break;
        }
        int right = padding - left;
        int fillChars = Character.charCount(fill);
        long total = (long) prefix.length() + body.length() + (long) padding * fillChars;
        if (total > Integer.MAX_VALUE - 16) {
            throw Py.error(PyExc.MemoryError);
        }
        StringBuilder sb = new StringBuilder((int) total);
        if (a == '=') {
            sb.append(prefix);
            appendFill(sb, left);
        } else {
            appendFill(sb, left);
            sb.append(prefix);
        }
        sb.append(body);
        appendFill(sb, right);
        return sb.toString();
    }

    private void appendFill(StringBuilder sb, int count) {
        if (fill < 0x10000) {
            char c = (char) fill;
            for (int i = 0; i < count; i++) {
                sb.append(c);
            }
        } else {
            for (int i = 0; i < count; i++) {
                sb.appendCodePoint(fill);
            }
        }
    }

    private static int codePoints(String s) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            if (Character.isSurrogate(s.charAt(i))) {
                return s.codePointCount(0, n);
            }
        }
        return n;
    }

    /** {@link #group(String, char, int, int)} without zero padding. */
    public static String group(String digits, char sep, int every) {
        return group(digits, sep, every, 0);
    }

    /**
     * Insert {@code sep} every {@code every} digits counted from the right ({@code every} is 3
     * for decimal, 4 for {@code '_'} with b/o/x/X). With {@code minWidth > 0}, leading zeros
     * are added, grouped like digits, until the result is at least that wide, and never
     * begins with a separator: CPython's zero padding with grouping
     * ({@code format(1234, '08,') == '0,001,234'}). {@code digits} must be non-empty ASCII.
     */
    public static String group(String digits, char sep, int every, int minWidth) {
        int rem = digits.length();
        if (minWidth <= rem && rem <= every) {
            return digits;
        }
        // Built from the right, chunk by chunk, into a reversed buffer.
        StringBuilder out = new StringBuilder(Math.max(rem + rem / every, minWidth) + 2);
        int min = minWidth;
        int end = digits.length();
        for (;;) {
            int chunk = Math.min(Math.max(Math.max(rem, min), 1), every);
            int take = Math.min(rem, chunk);
            for (int i = 1; i <= take; i++) {
                out.append(digits.charAt(end - i));
            }
            for (int i = take; i < chunk; i++) {
                out.append('0');
            }
            end -= take;
            rem -= take;
            min -= chunk;
            if (rem <= 0 && min <= 0) {
                break;
            }
            out.append(sep);
            min--;
        }
        return out.reverse().toString();
    }
}
