package org.specializer.api;

import java.util.Arrays;

/**
 * Python-visible methods of {@code bytearray}, CPython 3.13's {@code bytearrayobject.c}
 * behaviour and messages: construction ({@code __init__} does the work, as in CPython), the
 * mutable sequence protocol (item and slice assignment and deletion, extended slices
 * included), the list-like mutators, operators and comparisons with any bytes-like object.
 * The text-like methods are {@link BytesText}'s, shared with bytes; decode, hex and fromhex are
 * {@link BytesMethods}'.
 */
public final class ByteArrayMethods {
    private ByteArrayMethods() {}

    private static final String[] INIT_PARAMS = {"source", "encoding", "errors"};
    private static final String RANGE = "byte must be in range(0, 256)";

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyType c = Sequences.newType(cls, PyByteArray.TYPE);
            return c == PyByteArray.TYPE ? new PyByteArray() : new PyByteArray.Derived(c);
        });
        t.methodK("__init__", ByteArrayMethods::init);
        t.method1("__getitem__", (self, key) -> getItem(ba(self), key));
        t.method2("__setitem__", (self, key, value) -> {
            setItem(ba(self), key, value);
            return Py.None;
        });
        t.method1("__delitem__", (self, key) -> {
            setItem(ba(self), key, null);
            return Py.None;
        });
        t.method0("__len__", self -> PyInt.of(ba(self).size));
        t.method1("__contains__", (self, o) -> Py.newBool(BytesText.contains(ba(self).span(),
                o)));
        t.method0("__iter__", self -> new ByteArrayIterator(ba(self)));
        t.method1("__add__", ByteArrayMethods::add);
        t.method1("__iadd__", (self, o) -> {
            iconcat(ba(self), o);
            return self;
        });
        t.method1("__mul__", (self, n) -> repeat(ba(self), n));
        t.method1("__rmul__", (self, n) -> repeat(ba(self), n));
        t.method1("__imul__", (self, n) -> {
            inplaceRepeat(ba(self), repeatValue(Sequences.repeatCountOrError(n)));
            return self;
        });
        t.sequenceSlots("__add__", "__mul__", "__iadd__", "__rmul__", "__imul__");
        t.method1("__mod__", (self, args) -> PyByteArray.of(
                PercentFormat.formatBytes(ba(self).span(), args)));
        t.method1("__rmod__", (self, o) -> o instanceof PyByteArray b
                ? PyByteArray.of(PercentFormat.formatBytes(b.span(), self)) : Py.NotImplemented);
        t.method1("__eq__", (self, o) -> compare(self, o, Abstract.EQ));
        t.method1("__ne__", (self, o) -> compare(self, o, Abstract.NE));
        t.method1("__lt__", (self, o) -> compare(self, o, Abstract.LT));
        t.method1("__le__", (self, o) -> compare(self, o, Abstract.LE));
        t.method1("__gt__", (self, o) -> compare(self, o, Abstract.GT));
        t.method1("__ge__", (self, o) -> compare(self, o, Abstract.GE));
        t.define("__hash__", Py.None);
        t.method0("__repr__", self -> repr(ba(self)));
        t.method0("__str__", self -> repr(ba(self)));
        t.method0("__alloc__", self -> PyInt.of(ba(self).allocated()));
        t.method0("__sizeof__", self -> PyInt.of(56 + ba(self).allocated()));
        t.method0("__reduce__", self -> reduce(ba(self), 2));
        t.methodN("__reduce_ex__", 0, 1, (self, a) -> reduce(ba(self),
                a.length == 0 ? 0 : StrArgs.cint(a[0])));
        t.method1("__buffer__", (self, flags) -> PyMemoryView.fromBuffer(
                ba(self).getBuffer(StrArgs.cint(flags))));
        t.method1("__release_buffer__", (self, view) -> {
            PyMemoryView.releaseExport(self, view);
            return Py.None;
        });

        t.method1("append", (self, v) -> {
            PyByteArray b = ba(self);
            int x = BytesMethods.byteValue(v, RANGE);
            b.resize(b.size + 1);
            b.setByte(b.size - 1, x);
            return Py.None;
        });
        t.method1("extend", (self, it) -> {
            extend(ba(self), it);
            return Py.None;
        });
        t.method2("insert", (self, i, v) -> {
            insert(ba(self), StrArgs.ssize(i), BytesMethods.byteValue(v, RANGE));
            return Py.None;
        });
        t.methodN("pop", 0, 1, (self, a) -> PyInt.of(pop(ba(self),
                a.length == 0 ? -1 : StrArgs.ssize(a[0]))));
        t.method1("remove", (self, v) -> {
            remove(ba(self), BytesMethods.byteValue(v, RANGE));
            return Py.None;
        });
        t.method0("reverse", self -> {
            PyByteArray b = ba(self);
            byte[] s = b.storage;
            for (int i = b.start, j = b.start + b.size - 1; i < j; i++, j--) {
                byte x = s[i];
                s[i] = s[j];
                s[j] = x;
            }
            return Py.None;
        });
        t.method0("clear", self -> {
            ba(self).resize(0);
            return Py.None;
        });
        t.method0("copy", self -> {
            PyByteArray b = ba(self);
            return PyByteArray.of(b.storage, b.start, b.start + b.size);
        });
        t.methodK("decode", (self, a, kw) -> BytesMethods.decode(ba(self).span(), a, kw));
        t.methodK("hex", (self, a, kw) -> BytesMethods.hex(ba(self).span(), a, kw));
        t.classMethodK("fromhex", BytesMethods::fromhex);
        BytesText.define(t);
    }

    private static PyByteArray ba(PyObject self) {
        return (PyByteArray) self;
    }

    // ------------------------------------------------------------------ construction

    /** Compare CPython bytearrayobject.c: {@code bytearray___init___impl}. */
    private static PyObject init(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = StrArgs.bind("bytearray", INIT_PARAMS, 0, 0, args, kwnames);
        PyByteArray b = ba(self);
        PyObject source = a[0];
        PyObject encoding = a[1];
        PyObject errors = a[2];
        if (b.size != 0) {
            b.resize(0); // first of all, as CPython
        }
        if (source == null) {
            if (encoding != null || errors != null) {
                throw Py.typeError(encoding != null ? "encoding without a string argument"
                        : "errors without a string argument");
            }
            return Py.None;
        }
        if (source instanceof PyStr s) {
            if (encoding == null) {
                throw Py.typeError("string argument without an encoding");
            }
            String enc = StrMethods.optionalStr(encoding, "bytearray", "encoding");
            String err = errors == null ? "strict"
                    : StrMethods.optionalStr(errors, "bytearray", "errors");
            byte[] v = Codecs.encode(s, enc, err);
            b.setSliceLinear(b.size, b.size, v, 0, v.length);
            return Py.None;
        }
        if (encoding != null || errors != null) {
            throw Py.typeError(encoding != null ? "encoding without a string argument"
                    : "errors without a string argument");
        }
        long count = BytesMethods.sizeArgOrNeg(source);
        if (count >= 0) {
            if (count > 0) {
                b.resize((int) count);
                Arrays.fill(b.storage, b.start, b.start + b.size, (byte) 0);
            }
            return Py.None;
        }
        fill(b, source);
        return Py.None;
    }

    /** Fill an empty bytearray from a buffer or an iterable of ints. */
    private static void fill(PyByteArray b, PyObject source) {
        PyBuffer view = Buffers.getOrNull(source, PyBuffer.FULL_RO);
        if (view != null) {
            try {
                b.resize(view.len);
                view.copyTo(b.storage, b.start, 'C');
            } finally {
                view.release();
            }
            return;
        }
        Class<?> c = source.getClass();
        if (c == PyList.class || c == PyTuple.class) {
            PyObject[] items = Abstract.toArray(source);
            b.resize(items.length);
            for (int k = 0; k < items.length; k++) {
                b.setByte(k, BytesMethods.byteValue(items[k], RANGE));
            }
            return;
        }
        PyObject it = Abstract.iterOrNull(source);
        if (it == null) {
            throw Py.typeError("cannot convert '" + source.type.getName()
                    + "' object to bytearray");
        }
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            int v = BytesMethods.byteValue(x, RANGE);
            b.resize(b.size + 1);
            b.setByte(b.size - 1, v);
        }
    }

    /** {@code bytearray(o)} for an argument that is not a str or a number. */
    static PyByteArray fromObject(PyObject o) {
        PyByteArray b = new PyByteArray();
        fill(b, o);
        return b;
    }

    // ------------------------------------------------------------------ subscripts

    static PyObject getItem(PyByteArray b, PyObject key) {
        if (key instanceof PySlice slice) {
            long[] ix = slice.indices(b.size);
            int start = (int) ix[0];
            int step = (int) ix[2];
            int n = (int) ix[3];
            if (step == 1 || n <= 0) {
                return PyByteArray.of(b.storage, b.start + start, b.start + start + Math.max(n,
                        0));
            }
            byte[] out = new byte[n];
            for (int k = 0, i = start; k < n; k++, i += step) {
                out[k] = b.storage[b.start + i];
            }
            return PyByteArray.of(out);
        }
        long k = index(key);
        if (k < 0) {
            k += b.size;
        }
        if (k < 0 || k >= b.size) {
            throw Py.indexError("bytearray index out of range");
        }
        return PyInt.of(b.byteAt((int) k));
    }

    private static long index(PyObject key) {
        PyObject i = Abstract.indexOrNull(key);
        if (i == null) {
            throw Py.typeError("bytearray indices must be integers or slices, not "
                    + key.type.getName());
        }
        return Sequences.itemIndex(i);
    }

    /**
     * {@code b[key] = value}, or {@code del b[key]} when value is null. Compare CPython
     * bytearrayobject.c: {@code bytearray_ass_subscript}.
     */
    static void setItem(PyByteArray b, PyObject key, PyObject value) {
        long start;
        long stop;
        long step;
        long slicelen;
        if (key instanceof PySlice slice) {
            long[] ix = slice.indices(b.size);
            start = ix[0];
            stop = ix[1];
            step = ix[2];
            slicelen = ix[3];
        } else {
            PyObject ik = Abstract.indexOrNull(key);
            if (ik == null) {
                throw Py.typeError("bytearray indices must be integers or slices, not "
                        + key.type.getName());
            }
            long i = Sequences.itemIndex(ik);
            // the value first: its __index__ may change the size
            int v = value == null ? -1 : BytesMethods.byteValue(value, RANGE);
            if (i < 0) {
                i += b.size;
            }
            if (i < 0 || i >= b.size) {
                throw Py.indexError("bytearray index out of range");
            }
            if (value != null) {
                b.setByte((int) i, v);
                return;
            }
            start = i;
            stop = i + 1;
            step = 1;
            slicelen = 1;
        }
        ByteSpan src = value == null ? null : assignedBytes(b, value);
        // b[5:2] = ... inserts before 5
        if ((step < 0 && start < stop) || (step > 0 && start > stop)) {
            stop = start;
        }
        if (step == 1) {
            if (src == null) {
                b.setSliceLinear((int) start, (int) stop, null, 0, 0);
            } else {
                b.setSliceLinear((int) start, (int) stop, src.v(), src.off(), src.n());
            }
            return;
        }
        if (src == null || src.n() == 0) {
            deleteExtended(b, start, step, slicelen);
            return;
        }
        if (src.n() != slicelen) {
            throw Py.valueError("attempt to assign bytes of size " + src.n()
                    + " to extended slice of size " + slicelen);
        }
        long cur = start;
        for (int i = 0; i < slicelen; i++, cur += step) {
            b.storage[b.start + (int) cur] = src.v()[src.off() + i];
        }
    }

    /** The bytes of an assigned value: a copy when it is self, or converted as bytearray(v). */
    private static ByteSpan assignedBytes(PyByteArray b, PyObject value) {
        if (value instanceof PyByteArray other && value != b) {
            return other.span();
        }
        if (value == b) {
            return ByteSpan.of(b.toByteArray());
        }
        if (value instanceof PyStr || isNumber(value)) {
            throw Py.typeError("can assign only bytes, buffers, or iterables of ints in "
                    + "range(0, 256)");
        }
        return fromObject(value).span();
    }

    /** CPython's {@code PyNumber_Check}. */
    private static boolean isNumber(PyObject o) {
        PyType t = o.type;
        return t.lookup(Names.__index__) != null || t.lookup(Names.__int__) != null
                || t.lookup(Names.__float__) != null || t.lookup(Names.__complex__) != null;
    }

    /** {@code del b[start::step]} for {@code slicelen} items, step other than 1. */
    private static void deleteExtended(PyByteArray b, long start, long step, long slicelen) {
        b.checkResizable();
        if (slicelen == 0) {
            return;
        }
        if (step < 0) {
            start = start + step * (slicelen - 1);
            step = -step;
        }
        byte[] s = b.storage;
        int base = b.start;
        int n = b.size;
        int w = (int) start;
        long nextDeleted = start;
        int deleted = 0;
        for (int i = (int) start; i < n; i++) {
            if (deleted < slicelen && i == nextDeleted) {
                deleted++;
                nextDeleted += step;
                continue;
            }
            s[base + w++] = s[base + i];
        }
        b.resize(w);
    }

    // ------------------------------------------------------------------ mutators

    /** Compare CPython bytearrayobject.c: {@code bytearray_extend}. */
    static void extend(PyByteArray b, PyObject iterable) {
        if (Buffers.check(iterable)) {
            ByteSpan src;
            if (iterable == b) {
                src = ByteSpan.of(b.toByteArray());
            } else {
                try {
                    src = Buffers.span(iterable);
                } catch (PyException e) {
                    if (!e.matches(PyExc.BufferError)) {
                        throw e;
                    }
                    throw Py.typeError("can't set bytearray slice from "
                            + iterable.type.getName());
                }
            }
            b.setSliceLinear(b.size, b.size, src.v(), src.off(), src.n());
            return;
        }
        PyObject it = Abstract.iterOrNull(iterable);
        if (it == null) {
            throw Py.typeError("can't extend bytearray with " + iterable.type.getName());
        }
        PyByteArray tmp = new PyByteArray();
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            int v;
            try {
                v = BytesMethods.byteValue(x, RANGE);
            } catch (PyException e) {
                if (e.matches(PyExc.TypeError) && iterable instanceof PyStr) {
                    throw Py.typeError("expected iterable of integers; got: 'str'");
                }
                throw e;
            }
            tmp.resize(tmp.size + 1);
            tmp.setByte(tmp.size - 1, v);
        }
        b.setSliceLinear(b.size, b.size, tmp.storage, tmp.start, tmp.size);
    }

    private static void insert(PyByteArray b, long index, int v) {
        int n = b.size;
        b.resize(n + 1);
        if (index < 0) {
            index += n;
            if (index < 0) {
                index = 0;
            }
        }
        if (index > n) {
            index = n;
        }
        int i = (int) index;
        System.arraycopy(b.storage, b.start + i, b.storage, b.start + i + 1, n - i);
        b.setByte(i, v);
    }

    private static int pop(PyByteArray b, long index) {
        int n = b.size;
        if (n == 0) {
            throw Py.indexError("pop from empty bytearray");
        }
        if (index < 0) {
            index += n;
        }
        if (index < 0 || index >= n) {
            throw Py.indexError("pop index out of range");
        }
        b.checkResizable();
        int i = (int) index;
        int v = b.byteAt(i);
        System.arraycopy(b.storage, b.start + i + 1, b.storage, b.start + i, n - i - 1);
        b.resize(n - 1);
        return v;
    }

    private static void remove(PyByteArray b, int v) {
        int n = b.size;
        for (int i = 0; i < n; i++) {
            if (b.byteAt(i) == v) {
                b.checkResizable();
                System.arraycopy(b.storage, b.start + i + 1, b.storage, b.start + i, n - i - 1);
                b.resize(n - 1);
                return;
            }
        }
        throw Py.valueError("value not found in bytearray");
    }

    // ------------------------------------------------------------------ operators

    /**
     * {@code b + o} (CPython's {@code PyByteArray_Concat}): with any bytes-like object; the
     * other operand's {@code __radd__} first, as CPython tries number slots before sequence
     * concatenation.
     */
    private static PyObject add(PyObject self, PyObject o) {
        ByteSpan x = concatSpan(o);
        if (x == null) {
            throw Py.typeError("can't concat " + o.type.getName() + " to "
                    + self.type.getName());
        }
        ByteSpan a = ba(self).span();
        PyByteArray r = new PyByteArray();
        r.resize(a.n() + x.n());
        System.arraycopy(a.v(), a.off(), r.storage, r.start, a.n());
        System.arraycopy(x.v(), x.off(), r.storage, r.start + a.n(), x.n());
        return r;
    }

    /**
     * A bytes-like operand of concatenation or comparison; null when it is not one or cannot
     * give its bytes (CPython clears the error of {@code PyObject_GetBuffer} there).
     */
    private static ByteSpan concatSpan(PyObject o) {
        try {
            return Buffers.spanOrNull(o);
        } catch (PyException e) {
            return null;
        }
    }

    /** {@code b += o}. Compare CPython bytearrayobject.c: {@code bytearray_iconcat}. */
    private static void iconcat(PyByteArray b, PyObject o) {
        ByteSpan x = o == b ? ByteSpan.of(b.toByteArray()) : concatSpan(o);
        if (x == null) {
            throw Py.typeError("can't concat " + o.type.getName() + " to " + b.type.getName());
        }
        int size = b.size;
        b.resize(size + x.n());
        System.arraycopy(x.v(), x.off(), b.storage, b.start + size, x.n());
    }

    private static long repeatValue(PyObject count) {
        return Math.max(Sequences.repeatValue(count), 0);
    }

    private static PyObject repeat(PyByteArray b, PyObject n) {
        PyObject count = Sequences.repeatCountOrError(n);
        long c = repeatValue(count);
        int size = b.size;
        if (c > 0 && size > (Integer.MAX_VALUE - 8) / c) {
            throw Py.error(PyExc.MemoryError);
        }
        int total = (int) (size * c);
        byte[] out = new byte[total];
        for (int i = 0; i < total; i += size) {
            System.arraycopy(b.storage, b.start, out, i, size);
        }
        return PyByteArray.of(out);
    }

    private static void inplaceRepeat(PyByteArray b, long c) {
        if (c == 1) {
            return;
        }
        int size = b.size;
        if (c > 0 && size > (Integer.MAX_VALUE - 8) / c) {
            throw Py.error(PyExc.MemoryError);
        }
        int total = (int) (size * c);
        b.resize(total);
        for (int i = size; i < total; i += size) {
            System.arraycopy(b.storage, b.start, b.storage, b.start + i, size);
        }
    }

    /**
     * Comparison with any bytes-like object; NotImplemented for others (and for a buffer that
     * is not contiguous). Compare CPython bytearrayobject.c: {@code bytearray_richcompare}.
     */
    private static PyObject compare(PyObject self, PyObject o, int op) {
        ByteSpan b = concatSpan(o);
        if (b == null) {
            return Py.NotImplemented;
        }
        ByteSpan a = ba(self).span();
        if ((op == Abstract.EQ || op == Abstract.NE) && a.n() != b.n()) {
            return Py.newBool(op == Abstract.NE);
        }
        int c = Arrays.compareUnsigned(a.v(), a.off(), a.off() + a.n(), b.v(), b.off(),
                b.off() + b.n());
        return Py.newBool(Abstract.compareLongs(c, 0, op));
    }

    /**
     * {@code bytearray(b'...')}, with the subclass name for a subclass. Its quoting is not
     * bytes': single quotes unless a {@code '} comes before any {@code "}, and {@code '} is
     * always escaped. Compare CPython bytearrayobject.c: {@code bytearray_repr}.
     */
    static PyStr repr(PyByteArray b) {
        ByteSpan s = b.span();
        char q = '\'';
        for (int k = 0; k < s.n(); k++) {
            int c = s.at(k);
            if (c == '"') {
                q = '\'';
                break;
            } else if (c == '\'') {
                q = '"';
            }
        }
        StringBuilder sb = new StringBuilder(s.n() + 16).append(b.type.getName()).append("(b")
                .append(q);
        for (int k = 0; k < s.n(); k++) {
            int c = s.at(k);
            if (c == '\'' || c == '\\') {
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
        return new PyStr(sb.append(q).append(')').toString());
    }

    /** The state is {@code b.__getstate__()}: a subclass instance's dict and slots, None for a
     *  plain bytearray. Compare CPython bytearrayobject.c: _common_reduce. */
    private static PyObject reduce(PyByteArray b, int proto) {
        PyObject state = Pickling.objectGetState(b, false);
        if (b.size == 0) {
            return PyTuple.of(b.type, PyTuple.of(), state);
        }
        if (proto < 3) {
            return PyTuple.of(b.type, PyTuple.of(PyStr.of(new String(b.storage, b.start, b.size,
                    java.nio.charset.StandardCharsets.ISO_8859_1)), PyStr.of("latin-1")), state);
        }
        return PyTuple.of(b.type, PyTuple.of(new PyBytes(b.toByteArray())), state);
    }
}
