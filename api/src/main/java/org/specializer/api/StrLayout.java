package org.specializer.api;

/**
 * str methods that lay text out or map it character by character: center, ljust, rjust,
 * zfill, expandtabs, translate, and the static maketrans. Widths count code points.
 */
final class StrLayout {
    private StrLayout() {}

    private static final String[] EXPANDTABS_PARAMS = {"tabsize"};

    static void define(PyType t) {
        t.methodN("center", 1, 2, (self, a) -> pad((PyStr) self, a, 'c'));
        t.methodN("ljust", 1, 2, (self, a) -> pad((PyStr) self, a, 'l'));
        t.methodN("rjust", 1, 2, (self, a) -> pad((PyStr) self, a, 'r'));
        t.method1("zfill", (self, w) -> zfill((PyStr) self, StrArgs.width(w)));
        t.methodK("expandtabs", (self, a, kw) -> {
            PyObject[] b = StrArgs.bind("expandtabs", EXPANDTABS_PARAMS, 0, 0, a, kw);
            return expandtabs((PyStr) self, b[0] == null ? 8 : StrArgs.cint(b[0]));
        });
        t.method1("translate", (self, table) -> translate((PyStr) self, table));
        t.staticMethodK("maketrans", StrLayout::maketrans);
    }

    // ------------------------------------------------------------------ padding

    private static PyStr pad(PyStr s, PyObject[] a, char how) {
        int width = StrArgs.width(a[0]);
        int fill = ' ';
        if (a.length > 1) {
            fill = fillChar(a[1]);
        }
        int len = s.length();
        if (width <= len) {
            return StrMethods.exact(s);
        }
        int marg = width - len;
        int left;
        switch (how) {
            case 'l':
                left = 0;
                break;
            case 'r':
                left = marg;
                break;
            default:
                // CPython's centering rounds the odd margin by the parity of the width
                left = marg / 2 + (marg & width & 1);
                break;
        }
        return PyStr.of(padded(s.value, left, marg - left, fill));
    }

    /** The code point of a fillchar argument. */
    static int fillChar(PyObject o) {
        if (!(o instanceof PyStr f)) {
            throw Py.typeError("The fill character must be a unicode character, not "
                    + o.type.getName());
        }
        if (f.length() != 1) {
            throw Py.typeError("The fill character must be exactly one character long");
        }
        return f.value.codePointAt(0);
    }

    static String padded(String v, int left, int right, int fill) {
        StringBuilder sb = new StringBuilder(v.length() + (left + right)
                * Character.charCount(fill));
        for (int i = 0; i < left; i++) {
            sb.appendCodePoint(fill);
        }
        sb.append(v);
        for (int i = 0; i < right; i++) {
            sb.appendCodePoint(fill);
        }
        return sb.toString();
    }

    /** {@code s.zfill(width)}: zeros on the left, after a leading sign. */
    static PyStr zfill(PyStr s, int width) {
        String v = s.value;
        int len = s.length();
        if (width <= len) {
            return StrMethods.exact(s);
        }
        int fill = width - len;
        StringBuilder sb = new StringBuilder(v.length() + fill);
        int from = 0;
        if (!v.isEmpty() && (v.charAt(0) == '+' || v.charAt(0) == '-')) {
            sb.append(v.charAt(0));
            from = 1;
        }
        for (int i = 0; i < fill; i++) {
            sb.append('0');
        }
        sb.append(v, from, v.length());
        return PyStr.of(sb.toString());
    }

    /** {@code s.expandtabs(tabsize)}: columns restart after {@code \n} and {@code \r}. */
    static PyStr expandtabs(PyStr s, int tabsize) {
        String v = s.value;
        if (v.indexOf('\t') < 0) {
            return StrMethods.exact(s);
        }
        StringBuilder sb = new StringBuilder(v.length() + 16);
        long column = 0;
        for (int i = 0, n = v.length(); i < n; i++) {
            char c = v.charAt(i);
            if (c == '\t') {
                if (tabsize > 0) {
                    long incr = tabsize - (column % tabsize);
                    if (sb.length() + incr > Integer.MAX_VALUE - 8) {
                        throw Py.overflowError("new string is too long");
                    }
                    column += incr;
                    for (long k = 0; k < incr; k++) {
                        sb.append(' ');
                    }
                }
            } else {
                sb.append(c);
                if (c == '\n' || c == '\r') {
                    column = 0;
                } else if (!Character.isLowSurrogate(c) || i == 0
                        || !Character.isHighSurrogate(v.charAt(i - 1))) {
                    column++; // a surrogate pair is one column
                }
            }
        }
        return PyStr.of(sb.toString());
    }

    // ------------------------------------------------------------------ translate

    /** {@code s.translate(table)}: {@code table[ord(c)]} is a str, a code point or None. */
    static PyStr translate(PyStr s, PyObject table) {
        String v = s.value;
        StringBuilder sb = new StringBuilder(v.length());
        // the mapping of ASCII characters is looked up once per call (0 = not yet)
        PyObject[] asciiCache = null;
        for (int i = 0, n = v.length(); i < n; ) {
            int cp = v.codePointAt(i);
            i += Character.charCount(cp);
            PyObject m;
            if (cp < 128) {
                if (asciiCache == null) {
                    asciiCache = new PyObject[128];
                }
                m = asciiCache[cp];
                if (m == null) {
                    m = lookup(table, cp);
                    asciiCache[cp] = m;
                }
            } else {
                m = lookup(table, cp);
            }
            if (m == NO_MAPPING) {
                sb.appendCodePoint(cp);
            } else if (m instanceof PyStr ms) {
                sb.append(ms.value);
            } else if (m instanceof PyInt mi) {
                long c = mi.value;
                if (c < 0 || c > Character.MAX_CODE_POINT) {
                    throw Py.valueError("character mapping must be in range(0x110000)");
                }
                sb.appendCodePoint((int) c);
            } else if (m == Py.None) {
                continue;
            } else if (m instanceof PyBigInt) {
                throw Py.valueError("character mapping must be in range(0x110000)");
            } else {
                throw Py.typeError("character mapping must return integer, None or str");
            }
        }
        return StrMethods.result(s, sb.toString());
    }

    /**
     * Marks "not in the table": the character is kept. An object of its own, which no table
     * can hold (the empty tuple, a table's value like any other, is a TypeError).
     */
    private static final PyObject NO_MAPPING = PyTuple.of(Py.None);

    private static PyObject lookup(PyObject table, int cp) {
        if (table.getClass() == PyDict.class) {
            PyObject m = ((PyDict) table).getItem(PyInt.of(cp));
            return m == null ? NO_MAPPING : m;
        }
        try {
            return Abstract.getItem(table, PyInt.of(cp));
        } catch (PyException e) {
            if (e.matches(PyExc.LookupError)) {
                return NO_MAPPING;
            }
            throw e;
        }
    }

    /** {@code str.maketrans(x[, y[, z]])}. */
    private static PyObject maketrans(PyObject ignored, PyObject[] args, PyStr[] kwnames) {
        if (kwnames.length != 0) {
            throw Py.typeError("str.maketrans() takes no keyword arguments");
        }
        int n = args.length;
        if (n < 1) {
            throw Py.typeError("maketrans expected at least 1 argument, got " + n);
        }
        if (n > 3) {
            throw Py.typeError("maketrans expected at most 3 arguments, got " + n);
        }
        PyDict out = new PyDict();
        if (n == 1) {
            if (!(args[0] instanceof PyDict d)) {
                throw Py.typeError("if you give only one argument to maketrans it must be a "
                        + "dict");
            }
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                PyObject k = d.keyAt(i);
                PyObject val = d.valueAt(i);
                if (k instanceof PyStr ks) {
                    if (ks.length() != 1) {
                        throw Py.valueError("string keys in translate table must be of length 1");
                    }
                    out.setItem(PyInt.of(ks.value.codePointAt(0)), val);
                } else if (k instanceof PyInt || k instanceof PyBigInt) {
                    out.setItem(k, val);
                } else {
                    throw Py.typeError("keys in translate table must be strings or integers");
                }
            }
            return out;
        }
        PyStr x = StrMethods.strArg(args[0], "maketrans", 1);
        PyStr y = StrMethods.strArg(args[1], "maketrans", 2);
        PyStr z = n > 2 ? StrMethods.strArg(args[2], "maketrans", 3) : null;
        int[] xs = x.codePoints();
        int[] ys = y.codePoints();
        if (xs.length != ys.length) {
            throw Py.valueError("the first two maketrans arguments must have equal length");
        }
        for (int i = 0; i < xs.length; i++) {
            out.setItem(PyInt.of(xs[i]), PyInt.of(ys[i]));
        }
        if (z != null) {
            for (int cp : z.codePoints()) {
                out.setItem(PyInt.of(cp), Py.None);
            }
        }
        return out;
    }
}
