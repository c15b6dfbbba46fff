package org.specializer.api;

/**
 * Python-visible methods of {@code str}: the type's dictionary and the special methods.
 * The named methods live by topic: {@link StrSearch} (find, count, replace, partition...),
 * {@link StrSplit} (split, join, strip...), {@link StrCase} (upper, title, casefold, is*case),
 * {@link StrPredicates} (isalpha, isspace...), {@link StrLayout} (center, zfill, expandtabs,
 * translate), {@link Codecs} (encode), {@link StrFormat} (format) and {@link PercentFormat}
 * ({@code %}).
 *
 * <p>Conventions: methods accept {@code self} of any str subclass and return exact
 * {@code str}; an exact str that would come back unchanged is returned as is (as CPython does,
 * visible to {@code is}). Python indexes are code points; for text inside the Basic
 * Multilingual Plane ({@link PyStr#isBmp()}) they are Java char indexes and the Java string is
 * used directly.
 */
public final class StrMethods {
    private StrMethods() {}

    private static final String[] NEW_PARAMS = {"object", "encoding", "errors"};

    static void define(PyType t) {
        t.constructor(StrMethods::strNew);
        t.method1("__add__", (self, o) -> {
            if (o instanceof PyStr s) {
                return concat(str(self), s);
            }
            throw Py.typeError("can only concatenate str (not \"" + o.type.getTpName()
                    + "\") to str");
        });
        t.method1("__mul__", StrMethods::repeat);
        t.method1("__rmul__", StrMethods::repeat);
        t.sequenceSlots("__add__", "__mul__", "__rmul__");
        t.method1("__mod__", (self, args) -> PercentFormat.format(str(self), args));
        t.method1("__rmod__", (self, o) -> o instanceof PyStr s ? PercentFormat.format(s, self)
                : Py.NotImplemented);
        t.method1("__getitem__", (self, key) -> getItem(str(self), key));
        t.method0("__len__", self -> PyInt.of(str(self).length()));
        t.method1("__contains__", (self, o) -> Py.newBool(contains(str(self), o)));
        t.method0("__iter__", self -> new StrIterator(str(self)));
        t.method1("__eq__", (self, o) -> o instanceof PyStr s
                ? Py.newBool(str(self).equalsStr(s)) : Py.NotImplemented);
        t.method1("__ne__", (self, o) -> o instanceof PyStr s
                ? Py.newBool(!str(self).equalsStr(s)) : Py.NotImplemented);
        t.method1("__lt__", (self, o) -> compare(self, o, Abstract.LT));
        t.method1("__le__", (self, o) -> compare(self, o, Abstract.LE));
        t.method1("__gt__", (self, o) -> compare(self, o, Abstract.GT));
        t.method1("__ge__", (self, o) -> compare(self, o, Abstract.GE));
        t.method0("__hash__", self -> PyInt.of(str(self).pyHash()));
        t.method0("__repr__", self -> repr(str(self)));
        t.method0("__str__", self -> self.getClass() == PyStr.class ? self
                : PyStr.of(str(self).value));
        t.method1("__format__", StrMethods::formatMethod);
        t.method0("__getnewargs__", self -> PyTuple.of(PyStr.of(str(self).value)));
        t.method0("__sizeof__", self -> PyInt.of(sizeOf(str(self))));

        StrSearch.define(t);
        StrSplit.define(t);
        StrCase.define(t);
        StrPredicates.define(t);
        StrLayout.define(t);
        t.methodK("encode", Codecs::strEncode);
        t.methodK("format", (self, args, kw) -> StrFormat.format(str(self), args, kw));
        t.method1("format_map", (self, m) -> StrFormat.formatMap(str(self), m));
    }

    /** {@code self} of a str method (the descriptor has checked its type). */
    static PyStr str(PyObject self) {
        return (PyStr) self;
    }

    /** A str argument, or TypeError "{fname}() argument {n} must be str, not T". */
    static PyStr strArg(PyObject o, String fname, int n) {
        if (o instanceof PyStr s) {
            return s;
        }
        throw Py.typeError(fname + "() argument " + n + " must be str, not "
                + StrArgs.clinicName(o));
    }

    /** An exact-str result from a Java string (shares the empty and one-character strings). */
    static PyStr result(PyStr self, String v) {
        if (self.getClass() == PyStr.class && v.length() == self.value.length()
                && (v == self.value || v.equals(self.value))) {
            return self;
        }
        return PyStr.of(v);
    }

    /** {@code self} as an exact str: itself when exact, else a copy of its text. */
    static PyStr exact(PyStr self) {
        return self.getClass() == PyStr.class ? self : PyStr.of(self.value);
    }

    // ------------------------------------------------------------------ construction

    /** {@code str.__new__(cls, object='', encoding=..., errors=...)}. */
    private static PyObject strNew(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        int n = args.length;
        PyType type = (PyType) cls;
        String value;
        if (n == 0) {
            value = "";
        } else if (n == 1 && kwnames.length == 0) {
            PyStr s = Abstract.str(args[0]);
            if (type == PyStr.TYPE) {
                return s;
            }
            value = s.value;
        } else {
            if (n > 3) {  // (n counts the keyword arguments too; CPython's two messages)
                throw Py.typeError(kwnames.length == 0 ? "str expected at most 3 arguments, got "
                        + n : "str() takes at most 3 arguments (" + n + " given)");
            }
            PyObject[] a = StrArgs.bind("str", NEW_PARAMS, 0, 0, args, kwnames);
            if (a[1] == null && a[2] == null) {
                value = Abstract.str(a[0] == null ? PyStr.EMPTY : a[0]).value;
            } else {
                String enc = a[1] == null ? "utf-8" : strParam(a[1], "encoding");
                String err = a[2] == null ? "strict" : strParam(a[2], "errors");
                value = decodeObject(a[0] == null ? new PyBytes(new byte[0]) : a[0], enc, err);
            }
        }
        if (type == PyStr.TYPE) {
            return PyStr.of(value);
        }
        if (!type.isSubtype(PyStr.TYPE)) {
            throw Py.typeError("str.__new__(" + type.getName() + "): " + type.getName()
                    + " is not a subtype of str");
        }
        return new PyStr.Derived(type, value);
    }

    /** The value of a str parameter: "f() argument 'x' must be str, not T" (None as None). */
    static String optionalStr(PyObject o, String fname, String argName) {
        if (o instanceof PyStr s) {
            return s.value;
        }
        throw Py.typeError(fname + "() argument '" + argName + "' must be str, not "
                + StrArgs.clinicName(o));
    }

    /** A str parameter of {@code str()}, whose message names the type even for None. */
    private static String strParam(PyObject o, String argName) {
        if (o instanceof PyStr s) {
            return s.value;
        }
        throw Py.typeError("str() argument '" + argName + "' must be str, not "
                + o.type.getName());
    }

    /** {@code str(obj, encoding, errors)}: decode a bytes-like object. */
    private static String decodeObject(PyObject o, String encoding, String errors) {
        if (o instanceof PyBytes b) {
            return Codecs.decode(b.value, 0, b.value.length, encoding, errors);
        }
        if (o instanceof PyStr) {
            throw Py.typeError("decoding str is not supported");
        }
        ByteSpan s;
        try {
            s = Buffers.spanOrNull(o);
        } catch (PyException e) {
            s = null; // CPython's PyUnicode_FromEncodedObject asks for a contiguous buffer
        }
        if (s != null) {
            return Codecs.decode(s.v(), s.off(), s.n(), encoding, errors);
        }
        throw Py.typeError("decoding to str: need a bytes-like object, " + o.type.getName()
                + " found");
    }

    // ------------------------------------------------------------------ operators

    /** {@code a + b} for two strs. */
    public static PyStr concat(PyStr a, PyStr b) {
        if (b.value.isEmpty() && a.getClass() == PyStr.class) {
            return a;
        }
        if (a.value.isEmpty() && b.getClass() == PyStr.class) {
            return b;
        }
        return new PyStr(a.value.concat(b.value));
    }

    /** {@code s * n}: TypeError unless {@code n} is an integer (the operators check first). */
    private static PyObject repeat(PyObject self, PyObject n) {
        PyObject i = Sequences.repeatCountOrError(n);
        if (!(i instanceof PyInt pi)) {
            // either sign: CPython's PyNumber_AsSsize_t with OverflowError
            throw Py.overflowError("cannot fit 'int' into an index-sized integer");
        }
        return repeat(str(self), pi.value);
    }

    /** {@code s * count} (count may be negative: empty). */
    public static PyStr repeat(PyStr s, long count) {
        String v = s.value;
        if (count <= 0 || v.isEmpty()) {
            return PyStr.EMPTY;
        }
        if (count == 1) {
            return exact(s);
        }
        if (count > Long.MAX_VALUE / v.length()) {   // past Py_ssize_t, as CPython
            throw Py.overflowError("repeated string is too long");
        }
        if (count > (Integer.MAX_VALUE - 8) / v.length()) {   // more than a string can hold
            throw Py.error(PyExc.MemoryError);
        }
        return new PyStr(v.repeat((int) count));
    }

    private static PyObject compare(PyObject self, PyObject o, int op) {
        if (!(o instanceof PyStr s)) {
            return Py.NotImplemented;
        }
        return Py.newBool(Abstract.compareStrs(str(self), s, op));
    }

    /** {@code item in s}. */
    public static boolean contains(PyStr s, PyObject item) {
        if (!(item instanceof PyStr sub)) {
            throw Py.typeError("'in <string>' requires string as left operand, not "
                    + item.type.getName());
        }
        return LinearSearch.indexOf(s.value, sub.value, 0) >= 0;
    }

    // ------------------------------------------------------------------ indexing

    /** {@code s[key]} for an index or a slice. */
    public static PyObject getItem(PyStr s, PyObject key) {
        if (key.getClass() == PyInt.class) {
            return charAt(s, ((PyInt) key).value);
        }
        if (key instanceof PySlice slice) {
            return getSlice(s, slice);
        }
        PyObject i = Abstract.indexOrNull(key);
        if (i == null) {
            throw Py.typeError("string indices must be integers, not '" + key.type.getName()
                    + "'");
        }
        if (!(i instanceof PyInt pi)) {
            throw Py.indexError("cannot fit 'int' into an index-sized integer");
        }
        return charAt(s, pi.value);
    }

    /** {@code s[i]}: a one-character str; negative indexes count from the end. */
    public static PyStr charAt(PyStr s, long i) {
        String v = s.value;
        if (s.isBmp()) {
            int n = v.length();
            if (i < 0) {
                i += n;
            }
            if (i < 0 || i >= n) {
                throw Py.indexError("string index out of range");
            }
            return PyStr.ofCodePoint(v.charAt((int) i));
        }
        int n = s.length();
        if (i < 0) {
            i += n;
        }
        if (i < 0 || i >= n) {
            throw Py.indexError("string index out of range");
        }
        return PyStr.ofCodePoint(s.codePointAt((int) i));
    }

    /** {@code s[start:stop:step]}. */
    public static PyStr getSlice(PyStr s, PySlice slice) {
        String v = s.value;
        boolean bmp = s.isBmp();
        long[] ix = slice.indices(bmp ? v.length() : s.length());
        int start = (int) ix[0];
        int step = (int) ix[2];
        int n = (int) ix[3];
        if (n <= 0) {
            return PyStr.EMPTY;
        }
        if (step == 1) {
            if (start == 0 && n == (bmp ? v.length() : s.length())) {
                return exact(s);
            }
            if (bmp) {
                return PyStr.of(v.substring(start, start + n));
            }
            int from = v.offsetByCodePoints(0, start);
            return PyStr.of(v.substring(from, v.offsetByCodePoints(from, n)));
        }
        if (bmp) {
            char[] out = new char[n];
            for (int k = 0, i = start; k < n; k++, i += step) {
                out[k] = v.charAt(i);
            }
            return PyStr.of(new String(out));
        }
        int[] cps = s.codePoints();
        StringBuilder sb = new StringBuilder(n + 4);
        for (int k = 0, i = start; k < n; k++, i += step) {
            sb.appendCodePoint(cps[i]);
        }
        return PyStr.of(sb.toString());
    }

    // ------------------------------------------------------------------ format, size

    private static PyObject formatMethod(PyObject self, PyObject spec) {
        if (!(spec instanceof PyStr sp)) {
            throw Py.typeError("__format__() argument must be str, not "
                    + StrArgs.clinicName(spec));
        }
        if (sp.value.isEmpty() && self.getClass() != PyStr.class) {
            return Abstract.str(self);  // a subclass with no spec: str(self), its __str__ too
        }
        return format(str(self), sp.value);
    }

    /** {@code format(s, spec)}: types {@code 's'} and none; fill, alignment, width, precision. */
    public static PyStr format(PyStr s, String spec) {
        if (spec.isEmpty()) {
            return exact(s);
        }
        FormatSpec f = FormatSpec.parse(spec, "str", 's');
        if (f.type() != 's') {
            throw f.unknownFormatCode("str");
        }
        if (f.sign() != 0) {
            throw Py.valueError(f.sign() == ' ' ? "Space not allowed in string format specifier"
                    : "Sign not allowed in string format specifier");
        }
        if (f.z()) {
            throw Py.valueError("Negative zero coercion (z) not allowed in string format "
                    + "specifier");
        }
        if (f.alternate()) {
            throw Py.valueError("Alternate form (#) not allowed in string format specifier");
        }
        if (f.align() == '=') {
            throw Py.valueError("'=' alignment not allowed in string format specifier");
        }
        String v = s.value;
        int p = f.precision();
        if (p >= 0 && p < v.length()) {
            v = s.isBmp() ? v.substring(0, p)
                    : p >= s.length() ? v : v.substring(0, v.offsetByCodePoints(0, p));
        }
        return result(s, f.pad(v, '<'));
    }

    /** CPython's {@code str.__sizeof__} for a compact string of this content. */
    private static long sizeOf(PyStr s) {
        String v = s.value;
        if (s.isAscii()) {
            return 41 + v.length();
        }
        int kind = 1;
        for (int i = 0, n = v.length(); i < n; i++) {
            char c = v.charAt(i);
            if (Character.isSurrogate(c)) {
                kind = 4;
                break;
            }
            if (c > 0xff) {
                kind = 2;
            }
        }
        return 56 + (long) (s.length() + 1) * kind;
    }

    // ------------------------------------------------------------------ repr and ascii

    /** {@code repr(s)}. */
    public static PyStr repr(PyStr s) {
        return new PyStr(StrRepr.repr(s.value, false));
    }

    /** {@code ascii(obj)}: the repr with every non-ASCII character escaped. */
    public static PyStr ascii(PyObject obj) {
        if (obj instanceof PyStr s && obj.getClass() == PyStr.class) {
            return new PyStr(StrRepr.repr(s.value, true));
        }
        PyStr r = Abstract.repr(obj);
        if (r.isAscii()) {
            return r;
        }
        return new PyStr(StrRepr.escapeNonAscii(r.value));
    }
}
