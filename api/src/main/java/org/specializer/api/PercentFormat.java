package org.specializer.api;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * printf-style formatting, {@code fmt % args}: CPython's {@code PyUnicode_Format}.
 *
 * <pre>
 *   %[(key)][flags][width][.precision][h|l|L]conversion
 *   flags: - (left) + (sign) space (blank sign) # (alternate) 0 (zero pad)
 *   width, precision: digits or * (taken from the arguments)
 *   conversions: d i u o x X e E f F g G c r s a %
 * </pre>
 *
 * <p>Argument rules: a tuple supplies one argument per conversion; anything else is a single
 * argument. A mapping (an object with {@code __getitem__} that is neither a tuple nor a str)
 * makes {@code %(key)s} available and excuses unused arguments. After a {@code %(key)} the
 * looked-up value is the only argument of that conversion. The argument is fetched before the
 * conversion character is checked, as in CPython, so {@code '%y' % ()} reports the missing
 * argument first.
 */
public final class PercentFormat {
    private PercentFormat() {}

    private static final int F_LJUST = 1;
    private static final int F_SIGN = 2;
    private static final int F_BLANK = 4;
    private static final int F_ALT = 8;
    private static final int F_ZERO = 16;

    /** {@code fmt % args}. */
    public static PyStr format(PyStr fmt, PyObject args) {
        String f = fmt.value;
        int pct = f.indexOf('%');
        boolean isTuple = args instanceof PyTuple;
        if (pct < 0) {
            // no conversions: only the "not all arguments converted" check remains
            if (isTuple ? ((PyTuple) args).items.length > 0 : !isMapping(args)) {
                throw notAllConverted();
            }
            return StrMethods.exact(fmt);
        }
        return new PercentFormat.State(f, args, false).run(pct);
    }

    /**
     * {@code fmt % args} for bytes and bytearray (PEP 461): {@code %s}/{@code %b} take bytes-like objects or
     * {@code __bytes__}, {@code %r}/{@code %a} give {@code ascii()}, {@code %c} an int below 256 or
     * one byte; numbers as for str. Keys of {@code %(key)} are bytes.
     */
    static byte[] formatBytes(ByteSpan fmt, PyObject args) {
        String f = new String(fmt.v(), fmt.off(), fmt.n(),
                java.nio.charset.StandardCharsets.ISO_8859_1);
        int pct = f.indexOf('%');
        if (pct < 0) {
            if (args instanceof PyTuple t ? t.items.length > 0 : !isMapping(args)) {
                throw Py.typeError("not all arguments converted during bytes formatting");
            }
            return fmt.exact();
        }
        String r = new PercentFormat.State(f, args, true).run(pct).value;
        return r.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static boolean isMapping(PyObject o) {
        if (o instanceof PyDict || o instanceof PyList) {
            return true;
        }
        return !(o instanceof PyTuple) && !(o instanceof PyStr) && !(o instanceof PyBytes)
                && !(o instanceof PyByteArray) && o.type.lookup(Names.__getitem__) != null;
    }

    private static PyException notAllConverted() {
        return Py.typeError("not all arguments converted during string formatting");
    }

    /** One formatting run: the format, the argument cursor, the output. */
    private static final class State {
        final String f;
        final int n;
        PyObject args;
        PyObject[] tuple;
        int argIndex;
        int argLen;
        final PyObject dict;
        final StringBuilder out;
        /** Formatting bytes: the format and the output are Latin-1 text, one char per byte. */
        final boolean bytes;

        State(String f, PyObject args, boolean bytes) {
            this.bytes = bytes;
            this.f = f;
            this.n = f.length();
            this.args = args;
            if (args instanceof PyTuple t) {
                tuple = t.items;
                argLen = tuple.length;
                argIndex = 0;
            } else {
                argLen = -1;
                argIndex = -2;
            }
            this.dict = isMapping(args) ? args : null;
            this.out = new StringBuilder(n + 16);
        }

        /** CPython's {@code unicode_format_getnextarg}. */
        PyObject nextArg() {
            if (argIndex < argLen) {
                int i = argIndex++;
                return argLen < 0 ? args : tuple[i];
            }
            throw Py.typeError("not enough arguments for format string");
        }

        PyStr run(int pct) {
            int pos = 0;
            while (pct >= 0) {
                out.append(f, pos, pct);
                pos = conversion(pct + 1);
                pct = f.indexOf('%', pos);
            }
            out.append(f, pos, n);
            if (argIndex < argLen && dict == null) {
                throw bytes ? Py.typeError("not all arguments converted during bytes formatting")
                        : notAllConverted();
            }
            return PyStr.of(out.toString());
        }

        private PyException incomplete() {
            return Py.valueError("incomplete format");
        }

        /** Format the conversion whose spec starts at {@code pos}; the position after it. */
        int conversion(int pos) {
            if (pos >= n) {
                throw incomplete();
            }
            char c = f.charAt(pos);
            if (c == '%') {
                out.append('%');
                return pos + 1;
            }
            if (c == '(') {
                int depth = 1;
                int k = pos + 1;
                while (k < n && depth > 0) {
                    char d = f.charAt(k);
                    if (d == ')') {
                        depth--;
                    } else if (d == '(') {
                        depth++;
                    }
                    k++;
                }
                if (depth > 0) {
                    throw Py.valueError("incomplete format key");
                }
                if (dict == null) {
                    throw Py.typeError("format requires a mapping");
                }
                String keyText = f.substring(pos + 1, k - 1);
                PyObject key = bytes
                        ? PyBytes.of(keyText.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1))
                        : PyStr.of(keyText);
                args = Abstract.getItem(dict, key);
                argLen = -1;
                argIndex = -2;
                tuple = null;
                pos = k;
            }
            int flags = 0;
            flagLoop:
            while (pos < n) {
                switch (f.charAt(pos)) {
                    case '-': flags |= F_LJUST; break;
                    case '+': flags |= F_SIGN; break;
                    case ' ': flags |= F_BLANK; break;
                    case '#': flags |= F_ALT; break;
                    case '0': flags |= F_ZERO; break;
                    default: break flagLoop;
                }
                pos++;
            }
            int width = -1;
            if (pos < n && f.charAt(pos) == '*') {
                PyObject w = nextArg();
                if (!(w instanceof PyInt) && !(w instanceof PyBigInt)) {
                    throw Py.typeError("* wants int");
                }
                long wv = StrArgs.ssize(w);
                if (wv < 0) {
                    flags |= F_LJUST;
                    wv = -wv;
                }
                width = clampWidth(wv);
                pos++;
            } else {
                long wv = -1;
                while (pos < n && f.charAt(pos) >= '0' && f.charAt(pos) <= '9') {
                    int d = f.charAt(pos) - '0';
                    wv = wv < 0 ? d : wv * 10 + d;
                    if (wv > Integer.MAX_VALUE / 10) {
                        throw Py.valueError("width too big");
                    }
                    pos++;
                }
                width = (int) wv;
            }
            int prec = -1;
            if (pos < n && f.charAt(pos) == '.') {
                pos++;
                prec = 0;
                if (pos < n && f.charAt(pos) == '*') {
                    PyObject p = nextArg();
                    if (!(p instanceof PyInt) && !(p instanceof PyBigInt)) {
                        throw Py.typeError("* wants int");
                    }
                    prec = StrArgs.cint(p);
                    if (prec < 0) {
                        prec = 0;
                    }
                    pos++;
                } else {
                    while (pos < n && f.charAt(pos) >= '0' && f.charAt(pos) <= '9') {
                        prec = prec * 10 + (f.charAt(pos) - '0');
                        if (prec > Integer.MAX_VALUE / 10) {
                            throw Py.valueError("precision too big");
                        }
                        pos++;
                    }
                }
            }
            if (pos < n) {
                char m = f.charAt(pos);
                if (m == 'h' || m == 'l' || m == 'L') {
                    pos++;
                }
            }
            if (pos >= n) {
                throw incomplete();
            }
            int conv = f.codePointAt(pos);
            int convIndex = pos;
            pos += Character.charCount(conv);
            PyObject v = nextArg();
            formatOne(v, conv, convIndex, flags, width, prec);
            return pos;
        }

        private static int clampWidth(long w) {
            if (w > Integer.MAX_VALUE - 8) {
                throw Py.error(PyExc.MemoryError);
            }
            return (int) w;
        }

        private void formatOne(PyObject v, int conv, int convIndex, int flags, int width,
                int prec) {
            if (bytes) {
                switch (conv) {
                    case 's':
                    case 'b':
                        padText(bytesOf(v), flags, width, prec);
                        return;
                    case 'r':
                    case 'a':
                        padText(StrMethods.ascii(v).value, flags, width, prec);
                        return;
                    case 'c':
                        padText(byteOf(v), flags, width, -1);
                        return;
                    default:
                        break;
                }
            }
            switch (conv) {
                case 's':
                case 'r':
                case 'a': {
                    PyStr s = conv == 's' ? Abstract.str(v)
                            : conv == 'r' ? Abstract.repr(v) : StrMethods.ascii(v);
                    String t = s.value;
                    if (prec >= 0 && prec < t.length()) {
                        t = s.isBmp() ? t.substring(0, prec)
                                : prec >= s.length() ? t
                                : t.substring(0, t.offsetByCodePoints(0, prec));
                    }
                    padText(t, flags, width, -1);
                    return;
                }
                case 'c':
                    padText(charOf(v), flags, width, -1);
                    return;
                case 'd':
                case 'i':
                case 'u':
                case 'o':
                case 'x':
                case 'X':
                    formatInteger(v, (char) conv, flags, width, prec);
                    return;
                case 'e':
                case 'E':
                case 'f':
                case 'F':
                case 'g':
                case 'G':
                    formatFloat(Abstract.asDouble(v), (char) conv, flags, width, prec);
                    return;
                default:
                    throw Py.valueError("unsupported format character '"
                            + (conv >= 32 && conv <= 126 ? (char) conv : '?') + "' (0x"
                            + Integer.toHexString(conv) + ") at index " + convIndex);
            }
        }

        /**
         * Pad text conversions (s r a c): spaces only, the 0 flag does not apply. A precision
         * (bytes mode only; str truncates by code points before) cuts the text first.
         */
        private void padText(String t, int flags, int width, int prec) {
            if (prec >= 0 && prec < t.length()) {
                t = t.substring(0, prec);
            }
            int len = width < 0 ? 0 : codePointLength(t);
            if ((flags & F_LJUST) == 0) {
                for (int i = len; i < width; i++) {
                    out.append(' ');
                }
            }
            out.append(t);
            if ((flags & F_LJUST) != 0) {
                for (int i = len; i < width; i++) {
                    out.append(' ');
                }
            }
        }

        /** {@code %s} of bytes formatting: the object's bytes, as Latin-1 text. */
        private String bytesOf(PyObject v) {
            byte[] b = Buffers.toBytesOrNull(v);
            if (b == null) {
                PyObject m = v.type.lookup(PyStr.intern("__bytes__"));
                if (m == null || v instanceof PyStr) {
                    throw Py.typeError("%b requires a bytes-like object, or an object that "
                            + "implements __bytes__, not '" + v.type.getName() + "'");
                }
                PyObject r = Abstract.callMethodDescriptor(m, v, Py.NO_ARGS, Py.NO_KWNAMES);
                if (!(r instanceof PyBytes rb)) {
                    throw Py.typeError("__bytes__ returned non-bytes (type " + r.type.getName()
                            + ")");
                }
                b = rb.value;
            }
            return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
        }

        /** {@code %c} of bytes formatting. */
        private String byteOf(PyObject v) {
            if (v instanceof PyBytes b && b.value.length == 1) {
                return String.valueOf((char) (b.value[0] & 0xff));
            }
            if (v instanceof PyByteArray ba && ba.size() == 1) {
                return String.valueOf((char) ba.byteAt(0));
            }
            PyObject i = v instanceof PyBytes || v instanceof PyByteArray ? null
                    : Abstract.indexOrNull(v);
            if (i == null) {
                throw Py.typeError("%c requires an integer in range(256) or a single byte");
            }
            if (!(i instanceof PyInt pi) || pi.value < 0 || pi.value > 255) {
                throw Py.overflowError("%c arg not in range(256)");
            }
            return String.valueOf((char) pi.value);
        }

        private String charOf(PyObject v) {
            if (v instanceof PyStr s) {
                if (s.length() != 1) {
                    throw Py.typeError("%c requires int or char");
                }
                return s.value;
            }
            PyObject i = Abstract.indexOrNull(v);
            if (i == null) {
                throw Py.typeError("%c requires int or char");
            }
            if (!(i instanceof PyInt pi) || pi.value < 0 || pi.value > Character.MAX_CODE_POINT) {
                throw Py.overflowError("%c arg not in range(0x110000)");
            }
            return new String(Character.toChars((int) pi.value));
        }

        /** Write sign, prefix and body, padded as the flags say. */
        private void emitNumber(String sign, String prefix, String body, int flags, int width) {
            int len = sign.length() + prefix.length() + body.length();
            int pad = width - len;
            if (pad <= 0) {
                out.append(sign).append(prefix).append(body);
            } else if ((flags & F_LJUST) != 0) {
                out.append(sign).append(prefix).append(body);
                for (int i = 0; i < pad; i++) {
                    out.append(' ');
                }
            } else if ((flags & F_ZERO) != 0) {
                out.append(sign).append(prefix);
                for (int i = 0; i < pad; i++) {
                    out.append('0');
                }
                out.append(body);
            } else {
                for (int i = 0; i < pad; i++) {
                    out.append(' ');
                }
                out.append(sign).append(prefix).append(body);
            }
        }

        private String signOf(boolean negative, int flags) {
            if (negative) {
                return "-";
            }
            if ((flags & F_SIGN) != 0) {
                return "+";
            }
            return (flags & F_BLANK) != 0 ? " " : "";
        }

        private void formatInteger(PyObject v, char conv, int flags, int width, int prec) {
            BigInteger big = null;
            long value = 0;
            PyObject i = integerOf(v, conv);
            if (i instanceof PyInt pi) {
                value = pi.value;
            } else {
                big = ((PyBigInt) i).value;
            }
            boolean negative = big != null ? big.signum() < 0 : value < 0;
            int radix = conv == 'o' ? 8 : conv == 'x' || conv == 'X' ? 16 : 10;
            String digits;
            if (big != null) {
                // decimal text is subject to sys.set_int_max_str_digits, as str(int) is
                digits = radix == 10 ? IntFormat.str(big.abs()) : big.abs().toString(radix);
            } else if (value == Long.MIN_VALUE) {
                digits = BigInteger.valueOf(value).negate().toString(radix);
            } else {
                digits = Long.toString(Math.abs(value), radix);
            }
            if (conv == 'X') {
                digits = digits.toUpperCase(java.util.Locale.ROOT);
            }
            if (prec > digits.length()) {
                digits = "0".repeat(prec - digits.length()) + digits;
            }
            String prefix = "";
            if ((flags & F_ALT) != 0 && radix != 10) {
                prefix = conv == 'o' ? "0o" : conv == 'x' ? "0x" : "0X";
            }
            emitNumber(signOf(negative, flags), prefix, digits, flags, width);
        }

        /** The int to format for d/i/u (int(v)) or o/x/X (operator.index(v)). */
        private PyObject integerOf(PyObject v, char conv) {
            if (v instanceof PyInt || v instanceof PyBigInt) {
                return v instanceof PyInt pi && v.getClass() != PyInt.class
                        ? PyInt.of(pi.value) : v;
            }
            boolean indexOnly = conv == 'o' || conv == 'x' || conv == 'X';
            if (!isNumber(v)) {
                throw wrongType(v, conv);
            }
            try {
                if (indexOnly) {
                    return Abstract.index(v);
                }
                return toInt(v);
            } catch (PyException e) {
                if (e.matches(PyExc.TypeError)) {
                    throw wrongType(v, conv);
                }
                throw e;
            }
        }

        private PyException wrongType(PyObject v, char conv) {
            boolean indexOnly = conv == 'o' || conv == 'x' || conv == 'X';
            // bytes formatting reads %i as %d before it reports (CPython's _PyBytes_FormatEx)
            char shown = bytes && conv == 'i' ? 'd' : conv;
            return Py.typeError("%" + shown + " format: " + (indexOnly ? "an integer"
                    : "a real number") + " is required, not " + v.type.getName());
        }

        private void formatFloat(double x, char conv, int flags, int width, int prec) {
            // FloatFormat gives CPython's correctly rounded digits, with '-' for negatives
            String r = FloatFormat.format(x, conv, prec, (flags & F_ALT) != 0);
            boolean negative = r.startsWith("-");
            emitNumber(signOf(negative, flags), "", negative ? r.substring(1) : r, flags, width);
        }
    }

    /** CPython's {@code PyNumber_Check}: can this be converted to a number? */
    static boolean isNumber(PyObject v) {
        if (v instanceof PyInt || v instanceof PyBigInt || v instanceof PyFloat) {
            return true;
        }
        PyType t = v.type;
        return t.lookup(Names.__index__) != null || t.lookup(Names.__int__) != null
                || t.lookup(Names.__float__) != null || t.lookup(Names.__complex__) != null;
    }

    /** {@code int(v)} for a number: floats truncate; otherwise __int__, then __index__. */
    static PyObject toInt(PyObject v) {
        if (v instanceof PyFloat fl) {
            double d = fl.value;
            if (Double.isNaN(d)) {
                throw Py.valueError("cannot convert float NaN to integer");
            }
            if (Double.isInfinite(d)) {
                throw Py.overflowError("cannot convert float infinity to integer");
            }
            if (Math.abs(d) < 9.0e18) {
                return PyInt.of((long) d);
            }
            return PyBigInt.normalize(new BigDecimal(d).toBigInteger());
        }
        PyObject r = Abstract.callSpecial(v, Names.__int__);
        if (r != null) {
            if (!(r instanceof PyInt) && !(r instanceof PyBigInt)) {
                throw Py.typeError("__int__ returned non-int (type " + r.type.getName() + ")");
            }
            return r;
        }
        return Abstract.index(v);
    }

    private static int codePointLength(String t) {
        int n = t.length();
        for (int i = 0; i < n; i++) {
            if (Character.isSurrogate(t.charAt(i))) {
                return t.codePointCount(0, n);
            }
        }
        return n;
    }
}
