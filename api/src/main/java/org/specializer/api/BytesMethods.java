package org.specializer.api;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;

/**
 * Python-visible methods of {@code bytes}: construction, the sequence protocol, comparison,
 * repr, decode, hex/fromhex. The text-like methods (split, strip, find, replace...) are in
 * {@link BytesText}.
 *
 * <p>A bytes-like argument is anything that exports a buffer ({@link Buffers}): bytes,
 * bytearray, memoryview, and the types of modules that implement {@link BufferProtocol}.
 */
public final class BytesMethods {
    private BytesMethods() {}

    private static final String[] NEW_PARAMS = {"source", "encoding", "errors"};
    private static final String[] DECODE_PARAMS = {"encoding", "errors"};
    private static final String[] HEX_PARAMS = {"sep", "bytes_per_sep"};

    static void define(PyType t) {
        t.constructor(BytesMethods::bytesNew);
        t.method1("__add__", BytesMethods::add);
        t.method1("__mul__", BytesMethods::repeat);
        t.method1("__rmul__", BytesMethods::repeat);
        t.sequenceSlots("__add__", "__mul__", "__rmul__");
        t.method1("__mod__", (self, args) -> PyBytes.of(PercentFormat.formatBytes(
                BytesText.span(self), args)));
        t.method1("__rmod__", (self, o) -> o instanceof PyBytes b ? PyBytes.of(
                PercentFormat.formatBytes(BytesText.span(b), self)) : Py.NotImplemented);
        t.method1("__getitem__", (self, key) -> getItem(bytes(self), key));
        t.method0("__len__", self -> PyInt.of(bytes(self).value.length));
        t.method1("__contains__", (self, o) -> Py.newBool(BytesText.contains(
                BytesText.span(self), o)));
        t.method0("__iter__", self -> new BytesIterator(bytes(self)));
        t.method1("__eq__", (self, o) -> o instanceof PyBytes b
                ? Py.newBool(Arrays.equals(bytes(self).value, b.value)) : Py.NotImplemented);
        t.method1("__ne__", (self, o) -> o instanceof PyBytes b
                ? Py.newBool(!Arrays.equals(bytes(self).value, b.value)) : Py.NotImplemented);
        t.method1("__lt__", (self, o) -> compare(self, o, Abstract.LT));
        t.method1("__le__", (self, o) -> compare(self, o, Abstract.LE));
        t.method1("__gt__", (self, o) -> compare(self, o, Abstract.GT));
        t.method1("__ge__", (self, o) -> compare(self, o, Abstract.GE));
        t.method0("__hash__", self -> PyInt.of(bytes(self).pyHash()));
        t.method0("__repr__", self -> repr(bytes(self)));
        t.method0("__str__", self -> repr(bytes(self)));
        t.method1("__buffer__", (self, flags) -> PyMemoryView.fromBuffer(
                bytes(self).getBuffer(StrArgs.cint(flags))));
        t.method0("__bytes__", self -> exact(bytes(self)));
        t.method0("__getnewargs__", self -> PyTuple.of(PyBytes.of(bytes(self).value.clone())));
        t.method0("__sizeof__", self -> PyInt.of(33 + bytes(self).value.length));
        t.methodK("decode", (self, a, kw) -> decode(BytesText.span(self), a, kw));
        t.methodK("hex", (self, a, kw) -> hex(BytesText.span(self), a, kw));
        t.classMethodK("fromhex", BytesMethods::fromhex);
        BytesText.define(t);
    }

    static PyBytes bytes(PyObject self) {
        return (PyBytes) self;
    }

    /** {@code b} itself when exact, else a bytes with its content. */
    static PyBytes exact(PyBytes b) {
        return b.getClass() == PyBytes.class ? b : PyBytes.of(b.value);
    }

    // ------------------------------------------------------------------ construction

    private static PyObject bytesNew(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyType type = (PyType) cls;
        PyObject[] a = StrArgs.bind("bytes", NEW_PARAMS, 0, 0, args, kwnames);
        PyBytes b = make(a[0], a[1], a[2]);
        // bytes() itself gives what __bytes__ returned, a subclass's instance too (CPython's
        // bytes_new_impl); a subclass gets a new object of its own
        return type == PyBytes.TYPE ? b : new PyBytes.Derived(type, b.value);
    }

    private static PyBytes make(PyObject source, PyObject encodingArg, PyObject errorsArg) {
        // the arguments' types first, as CPython's argument clinic checks them
        String encoding = encodingArg == null ? null
                : StrMethods.optionalStr(encodingArg, "bytes", "encoding");
        String errors = errorsArg == null ? null
                : StrMethods.optionalStr(errorsArg, "bytes", "errors");
        if (source == null) {
            if (encoding != null || errors != null) {
                throw Py.typeError(encoding != null ? "encoding without a string argument"
                        : "errors without a string argument");
            }
            return PyBytes.of(new byte[0]);
        }
        // Compare CPython bytesobject.c: bytes_new_impl (a str subclass's __bytes__ comes
        // before the check for a str without an encoding)
        if (encoding != null) {
            if (!(source instanceof PyStr s)) {
                throw Py.typeError("encoding without a string argument");
            }
            return PyBytes.of(Codecs.encode(s, encoding, errors == null ? "strict" : errors));
        }
        if (errors != null) {
            throw Py.typeError(source instanceof PyStr ? "string argument without an encoding"
                    : "errors without a string argument");
        }
        PyObject m = source.type.lookup(PyStr.intern("__bytes__"));
        if (m != null) {
            PyObject r = Abstract.callMethodDescriptor(m, source, Py.NO_ARGS, Py.NO_KWNAMES);
            if (!(r instanceof PyBytes rb)) {
                throw Py.typeError("__bytes__ returned non-bytes (type " + r.type.getName()
                        + ")");
            }
            return rb;
        }
        if (source instanceof PyStr) {
            throw Py.typeError("string argument without an encoding");
        }
        long count = sizeArgOrNeg(source);
        if (count >= 0) {
            return PyBytes.of(new byte[(int) count]);
        }
        if (source.getClass() == PyBytes.class) {
            return (PyBytes) source;
        }
        byte[] b = Buffers.toBytesOrNull(source);
        if (b != null) {
            return PyBytes.of(b);
        }
        if (!(source instanceof PyList) && !(source instanceof PyTuple)
                && Abstract.iterOrNull(source) == null) {
            throw Py.typeError("cannot convert '" + source.type.getName() + "' object to bytes");
        }
        return PyBytes.of(fromInts(source));
    }

    /**
     * The size argument of {@code bytes(n)} and {@code bytearray(n)}, or -1 when {@code o} is
     * not an index (or its {@code __index__} raises TypeError): ValueError "negative count",
     * OverflowError beyond the ssize_t range, MemoryError beyond what an array holds.
     */
    static long sizeArgOrNeg(PyObject o) {
        if (o instanceof PyStr || o.type.lookup(Names.__index__) == null) {
            return -1;
        }
        PyObject n;
        try {
            n = Abstract.index(o);
        } catch (PyException e) {
            if (e.matches(PyExc.TypeError)) {
                return -1;
            }
            throw e;
        }
        if (!(n instanceof PyInt pi)) {
            throw Py.overflowError("cannot fit 'int' into an index-sized integer");
        }
        if (pi.value < 0) {
            throw Py.valueError("negative count");
        }
        if (pi.value > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        return pi.value;
    }

    /**
     * {@code bytes(x)} without the size and encoding forms: {@code __bytes__}, a buffer, or an
     * iterable of ints. CPython's {@code PyObject_Bytes}, which {@code int.from_bytes} uses.
     * The result may be shared with {@code x}: do not modify it.
     */
    public static byte[] asBytes(PyObject x) {
        if (x.getClass() == PyBytes.class) {
            return ((PyBytes) x).value;
        }
        PyObject m = x.type.lookup(PyStr.intern("__bytes__"));
        if (m != null) {
            PyObject r = Abstract.callMethodDescriptor(m, x, Py.NO_ARGS, Py.NO_KWNAMES);
            if (!(r instanceof PyBytes rb)) {
                throw Py.typeError("__bytes__ returned non-bytes (type " + r.type.getName()
                        + ")");
            }
            return rb.value;
        }
        byte[] b = Buffers.toBytesOrNull(x);
        if (b != null) {
            return b;
        }
        if (x instanceof PyStr || (!(x instanceof PyList) && !(x instanceof PyTuple)
                && Abstract.iterOrNull(x) == null)) {
            throw Py.typeError("cannot convert '" + x.type.getName() + "' object to bytes");
        }
        return fromInts(x);
    }

    /**
     * The bytes of an iterable of ints. A list is read by index, its length checked at each
     * step, since an item's {@code __index__} may shrink or grow it (CPython's
     * _PyBytes_FromList).
     */
    private static byte[] fromInts(PyObject x) {
        if (x.getClass() == PyList.class) {
            PyList list = (PyList) x;
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(list.size());
            for (int k = 0; k < list.size(); k++) {
                out.write(byteValue(list.get(k), "bytes must be in range(0, 256)"));
            }
            return out.toByteArray();
        }
        PyObject[] items = Abstract.toArray(x);
        byte[] out = new byte[items.length];
        for (int k = 0; k < items.length; k++) {
            out[k] = (byte) byteValue(items[k], "bytes must be in range(0, 256)");
        }
        return out;
    }

    /** An int in range(256), else ValueError {@code rangeMessage}. */
    static int byteValue(PyObject o, String rangeMessage) {
        PyObject i = Abstract.index(o);
        if (!(i instanceof PyInt pi) || pi.value < 0 || pi.value > 255) {
            throw Py.valueError(rangeMessage);
        }
        return (int) pi.value;
    }

    // ------------------------------------------------------------------ operators

    /**
     * {@code b + o}. CPython's bytes concatenate as a sequence: the right operand's
     * {@code __radd__} gets its turn first, then the concatenation fails with "can't concat
     * T to bytes". Calling {@code __radd__} here keeps that order and that message.
     */
    private static PyObject add(PyObject self, PyObject o) {
        ByteSpan b;
        try {
            b = Buffers.spanOrNull(o);
        } catch (PyException e) {
            b = null; // CPython's bytes_concat replaces any error of PyObject_GetBuffer
        }
        if (b != null) {
            return concat(bytes(self), b);
        }
        throw Py.typeError("can't concat " + o.type.getName() + " to bytes");
    }

    static PyBytes concat(PyBytes a, ByteSpan b) {
        if (b.n() == 0 && a.getClass() == PyBytes.class) {
            return a;
        }
        byte[] v = Arrays.copyOf(a.value, a.value.length + b.n());
        System.arraycopy(b.v(), b.off(), v, a.value.length, b.n());
        return new PyBytes(v);
    }

    private static PyObject repeat(PyObject self, PyObject n) {
        PyObject i = Sequences.repeatCountOrError(n);
        byte[] v = bytes(self).value;
        long count;
        if (i instanceof PyInt pi) {
            count = pi.value;
        } else {
            // either sign: CPython's PyNumber_AsSsize_t with OverflowError
            throw Py.overflowError("cannot fit 'int' into an index-sized integer");
        }
        if (count <= 0 || v.length == 0) {
            return PyBytes.EMPTY;
        }
        if (count == 1) {
            return exact(bytes(self));
        }
        if (count > Long.MAX_VALUE / v.length) {   // past Py_ssize_t, as CPython
            throw Py.overflowError("repeated bytes are too long");
        }
        if (count > (Integer.MAX_VALUE - 8) / v.length) {   // more than an array can hold
            throw Py.error(PyExc.MemoryError);
        }
        byte[] out = new byte[(int) count * v.length];
        for (int k = 0; k < count; k++) {
            System.arraycopy(v, 0, out, k * v.length, v.length);
        }
        return new PyBytes(out);
    }

    private static PyObject compare(PyObject self, PyObject o, int op) {
        if (!(o instanceof PyBytes b)) {
            return Py.NotImplemented;
        }
        int c = Arrays.compareUnsigned(bytes(self).value, b.value);
        switch (op) {
            case Abstract.LT: return Py.newBool(c < 0);
            case Abstract.LE: return Py.newBool(c <= 0);
            case Abstract.GT: return Py.newBool(c > 0);
            default: return Py.newBool(c >= 0);
        }
    }

    static PyObject getItem(PyBytes b, PyObject key) {
        byte[] v = b.value;
        if (key instanceof PySlice slice) {
            long[] ix = slice.indices(v.length);
            int start = (int) ix[0];
            int step = (int) ix[2];
            int n = (int) ix[3];
            if (n <= 0) {
                return PyBytes.EMPTY;
            }
            if (step == 1) {
                if (n == v.length) {
                    return exact(b);
                }
                return new PyBytes(Arrays.copyOfRange(v, start, start + n));
            }
            byte[] out = new byte[n];
            for (int k = 0, i = start; k < n; k++, i += step) {
                out[k] = v[i];
            }
            return new PyBytes(out);
        }
        PyObject i = Abstract.indexOrNull(key);
        if (i == null) {
            throw Py.typeError("byte indices must be integers or slices, not "
                    + key.type.getName());
        }
        if (!(i instanceof PyInt pi)) {
            throw Py.indexError("cannot fit 'int' into an index-sized integer");
        }
        long k = pi.value;
        if (k < 0) {
            k += v.length;
        }
        if (k < 0 || k >= v.length) {
            throw Py.indexError("index out of range");
        }
        return PyInt.of(v[(int) k] & 0xff);
    }

    // ------------------------------------------------------------------ repr

    /** {@code repr(b)}: {@code b'...'}, quoting as str's repr does. */
    public static PyStr repr(PyBytes b) {
        return repr(BytesText.span(b));
    }

    static PyStr repr(ByteSpan s) {
        boolean single = false;
        boolean dbl = false;
        for (int k = 0; k < s.n(); k++) {
            int x = s.at(k);
            if (x == '\'') {
                single = true;
            } else if (x == '"') {
                dbl = true;
            }
        }
        char q = single && !dbl ? '"' : '\'';
        StringBuilder sb = new StringBuilder(s.n() + 3).append('b').append(q);
        for (int k = 0; k < s.n(); k++) {
            int c = s.at(k);
            if (c == q || c == '\\') {
                sb.append('\\').append((char) c);
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c < 0x20 || c >= 0x7f) {
                StrRepr.hex(sb, 'x', c, 2);
            } else {
                sb.append((char) c);
            }
        }
        return new PyStr(sb.append(q).toString());
    }

    // ------------------------------------------------------------------ decode, hex

    /** {@code b.decode(encoding='utf-8', errors='strict')} of bytes and bytearray. */
    static PyObject decode(ByteSpan v, PyObject[] args, PyStr[] kwnames) {
        String enc = "utf-8";
        String err = "strict";
        if (args.length != 0) {
            PyObject[] a = StrArgs.bind("decode", DECODE_PARAMS, 0, 0, args, kwnames);
            if (a[0] != null) {
                enc = StrMethods.optionalStr(a[0], "decode", "encoding");
            }
            if (a[1] != null) {
                err = StrMethods.optionalStr(a[1], "decode", "errors");
            }
        }
        return PyStr.of(Codecs.decode(v.v(), v.off(), v.n(), enc, err));
    }

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    /** {@code b.hex(sep=None, bytes_per_sep=1)}. */
    static PyStr hex(ByteSpan b, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = args.length == 0 && kwnames.length == 0 ? new PyObject[2]
                : StrArgs.bind("hex", HEX_PARAMS, 0, 0, args, kwnames);
        char sep = 0;
        if (a[0] != null) {
            // Compare CPython pystrhex.c: _Py_strhex_impl (the length first, then the type)
            if (Abstract.len(a[0]) != 1) {
                throw Py.valueError("sep must be length 1.");
            }
            if (a[0] instanceof PyStr ps) {
                sep = ps.value.charAt(0);
            } else if (a[0] instanceof PyBytes pb) {
                sep = (char) (pb.value[0] & 0xff);
            } else {
                throw Py.typeError("sep must be str or bytes.");
            }
            if (sep > 127) {
                throw Py.valueError("sep must be ASCII.");
            }
        }
        int per = a[1] == null ? 1 : StrArgs.cint(a[1]);
        int n = b.n();
        StringBuilder sb = new StringBuilder(n * 3);
        int group = Math.abs(per);
        for (int k = 0; k < n; k++) {
            if (a[0] != null && k > 0 && group > 0) {  // (a NUL separator is one too)
                // groups are counted from the right for a positive bytes_per_sep
                int pos = per > 0 ? n - k : k;
                if (pos % group == 0) {
                    sb.append(sep);
                }
            }
            int x = b.at(k);
            sb.append(HEX[x >> 4]).append(HEX[x & 0xf]);
        }
        return PyStr.of(sb.toString());
    }

    /**
     * {@code bytes.fromhex(string)} and {@code bytearray.fromhex(string)}: hex digit pairs,
     * whitespace allowed between pairs. A subclass is called with the result.
     */
    static PyObject fromhex(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyType type = (PyType) cls;
        String base = type.isSubtype(PyBytes.TYPE) ? "bytes" : "bytearray";
        if (kwnames.length != 0) {
            throw Py.typeError(base + ".fromhex() takes no keyword arguments");
        }
        if (args.length != 1) {
            throw Py.typeError(base + ".fromhex() takes exactly one argument (" + args.length
                    + " given)");
        }
        if (!(args[0] instanceof PyStr s)) {
            throw Py.typeError("fromhex() argument must be str, not "
                    + StrArgs.clinicName(args[0]));
        }
        String v = s.value;
        ByteArrayOutputStream out = new ByteArrayOutputStream(v.length() / 2);
        int i = 0;
        int n = v.length();
        while (i < n) {
            char c = v.charAt(i);
            if (c == ' ' || (c >= 0x09 && c <= 0x0d)) {
                i++;
                continue;
            }
            int hi = Character.digit(c, 16);
            if (hi < 0 || c > 127) {
                throw nonHex(i);
            }
            if (i + 1 >= n) {
                throw nonHex(i + 1);
            }
            char d = v.charAt(i + 1);
            int lo = Character.digit(d, 16);
            if (lo < 0 || d > 127) {
                throw nonHex(i + 1);
            }
            out.write(hi * 16 + lo);
            i += 2;
        }
        byte[] r = out.toByteArray();
        PyObject result = base.equals("bytes") ? PyBytes.of(r) : PyByteArray.of(r);
        if (type == PyBytes.TYPE || type == PyByteArray.TYPE) {
            return result;
        }
        return Abstract.call1(type, result);
    }

    private static PyException nonHex(int pos) {
        return Py.valueError("non-hexadecimal number found in fromhex() arg at position " + pos);
    }
}
