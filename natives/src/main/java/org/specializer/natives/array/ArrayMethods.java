package org.specializer.natives.array;

import java.util.Arrays;

import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyObject;
import org.specializer.api.PySlice;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.Sequences;
import org.specializer.core.interp.WarningsModule;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CInts;

/** The methods of {@code array.array}. Compare CPython Modules/arraymodule.c. */
final class ArrayMethods {
    private ArrayMethods() {}

    private static final Params NEW = new Params("array", new String[] {"typecode",
        "initializer"}, 2, 2, 1);

    static PyArray a(PyObject self) {
        return (PyArray) self;
    }

    static void define(PyType t) {
        t.constructor(ArrayMethods::newArray);
        t.getset("typecode", self -> PyStr.of(String.valueOf(a(self).descr.code)), null);
        t.getset("itemsize", self -> PyInt.of(a(self).itemsize), null);
        t.method0("__len__", self -> PyInt.of(a(self).size));
        t.define("__hash__", Py.None);
        t.method1("__getitem__", ArrayMethods::getItem);
        t.method2("__setitem__", (self, i, v) -> {
            setItem(a(self), i, v);
            return Py.None;
        });
        t.method1("__delitem__", (self, i) -> {
            setItem(a(self), i, null);
            return Py.None;
        });
        t.method1("__contains__", (self, v) -> Py.newBool(find(a(self), v, 0, a(self).size)
                >= 0));
        t.method0("__iter__", self -> new ArrayIterator(a(self)));
        t.method0("__repr__", ArrayMethods::repr);
        t.method1("__add__", ArrayMethods::concat);
        t.method1("__iadd__", (self, o) -> {
            if (!(o instanceof PyArray b)) {
                throw Py.typeError("can only extend array with array (not \"" + o.type.getTpName()
                        + "\")");
            }
            extendArray(a(self), b);
            return self;
        });
        t.method1("__mul__", ArrayMethods::repeat);
        t.method1("__rmul__", ArrayMethods::repeat);
        t.method1("__imul__", (self, n) -> {
            inplaceRepeat(a(self), Sequences.repeatValue(Sequences.repeatCountOrError(n)));
            return self;
        });
        t.sequenceSlots("__add__", "__iadd__", "__mul__", "__rmul__", "__imul__");
        int[] ops = {Abstract.LT, Abstract.LE, Abstract.EQ, Abstract.NE, Abstract.GT, Abstract.GE};
        String[] names = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int k = 0; k < ops.length; k++) {
            int op = ops[k];
            t.method1(names[k], (self, o) -> compare(a(self), o, op));
        }
        t.method1("append", (self, v) -> {
            PyArray x = a(self);
            long bits = PyArray.convert(x.descr, v);
            x.resize(x.size + 1);
            x.setBits(x.size - 1, bits);
            return Py.None;
        });
        t.method1("extend", (self, v) -> {
            extend(a(self), v);
            return Py.None;
        });
        t.method2("insert", (self, i, v) -> {
            insert(a(self), Params.asSsize(i), v);
            return Py.None;
        });
        t.methodN("pop", 0, 1, (self, args) -> pop(a(self), args.length == 0 ? -1
                : Params.asSsize(args[0])));
        t.method1("remove", (self, v) -> {
            PyArray x = a(self);
            int i = find(x, v, 0, x.size);
            if (i < 0) {
                throw Py.valueError("array.remove(x): x not in array");
            }
            delete(x, i, i + 1);
            return Py.None;
        });
        t.methodN("index", 1, 3, (self, args) -> index(a(self), args));
        t.method1("count", (self, v) -> {
            PyArray x = a(self);
            int n = 0;
            for (int i = 0; i < x.size; i++) {
                if (Abstract.richCompareBool(x.get(i), v, Abstract.EQ)) {
                    n++;
                }
            }
            return PyInt.of(n);
        });
        t.method0("reverse", self -> {
            PyArray x = a(self);
            for (int i = 0, j = x.size - 1; i < j; i++, j--) {
                long tmp = x.bits(i);
                x.setBits(i, x.bits(j));
                x.setBits(j, tmp);
            }
            return Py.None;
        });
        t.method0("clear", self -> {
            a(self).resize(0);
            return Py.None;
        });
        t.method0("byteswap", self -> {
            byteswap(a(self));
            return Py.None;
        });
        t.method0("buffer_info", self -> PyTuple.of(PyInt.of(Hashing.identityHash(
                a(self).data) & 0x7fffffffffffL), PyInt.of(a(self).size)));
        t.method0("tobytes", self -> PyBytes.of(Arrays.copyOf(a(self).data,
                a(self).size * a(self).itemsize)));
        t.method1("frombytes", (self, b) -> {
            frombytes(a(self), BytesLike.span(b));
            return Py.None;
        });
        t.method0("tolist", self -> tolist(a(self)));
        t.method1("fromlist", (self, l) -> {
            fromlist(a(self), l);
            return Py.None;
        });
        t.method0("tounicode", self -> PyStr.of(tounicode(a(self))));
        t.method1("fromunicode", (self, s) -> {
            fromunicode(a(self), s);
            return Py.None;
        });
        t.method1("tofile", (self, f) -> {
            tofile(a(self), f);
            return Py.None;
        });
        t.method2("fromfile", (self, f, n) -> {
            fromfile(a(self), f, Params.asSsize(n));
            return Py.None;
        });
        t.method0("__copy__", self -> copy(a(self)));
        t.method1("__deepcopy__", (self, memo) -> copy(a(self)));
        t.method1("__reduce_ex__", ArrayMethods::reduceEx);
        t.method0("__sizeof__", self -> PyInt.of(64 + (long) a(self).data.length));
        t.method1("__buffer__", (self, flags) -> PyMemoryView.fromBuffer(a(self).getBuffer(
                CInts.cint(flags))));
        t.method1("__release_buffer__", (self, view) -> {
            if (!(view instanceof PyMemoryView)) {
                throw Py.typeError("expected a memoryview object");
            }
            Abstract.callMethod(view, PyStr.intern("release"));
            return Py.None;
        });
        PyGenericAlias.defineClassGetitem(t);
    }

    // ------------------------------------------------------------------ construction

    /** Compare CPython arraymodule.c: {@code array_new}. */
    private static PyObject newArray(PyObject cls, PyObject[] args, PyStr[] kw) {
        PyType type = (PyType) cls;
        if (kw.length != 0 && (type == PyArray.TYPE || type.lookup(PyStr.intern("__init__"))
                == PyArray.TYPE.lookup(PyStr.intern("__init__")))) {
            throw Py.typeError("array.array() takes no keyword arguments");
        }
        int npos = args.length - kw.length;
        if (npos < 1) {
            throw Py.typeError("array() takes at least 1 argument (0 given)");
        }
        if (npos > 2) {
            throw Py.typeError("array() takes at most 2 arguments (" + npos + " given)");
        }
        PyObject tc = args[0];
        if (!(tc instanceof PyStr ts) || ts.length() != 1) {
            throw Py.typeError("array() argument 1 must be a unicode character, not "
                    + tc.type.getTpName());
        }
        int c = ts.codePointAt(0);
        PyObject initial = npos > 1 ? args[1] : null;
        if (c == 'u') {
            WarningsModule.warn(PyExc.DeprecationWarning,
                    "The 'u' type code is deprecated and will be removed in Python 3.16", 1);
        }
        boolean unicode = c == 'u' || c == 'w';
        if (initial != null && !unicode) {
            if (initial instanceof PyStr) {
                throw Py.typeError("cannot use a str to initialize an array with typecode '"
                        + (char) c + "'");
            } else if (initial instanceof PyArray ia && ia.descr.isUnicode()) {
                throw Py.typeError("cannot use a unicode array to initialize an array with "
                        + "typecode '" + (char) c + "'");
            }
        }
        PyObject it = null;
        if (!(initial == null || initial instanceof PyList || initial instanceof PyByteArray
                || initial instanceof PyBytes || initial instanceof PyTuple
                || (unicode && initial instanceof PyStr)
                || (initial instanceof PyArray ia && ia.descr.code == c))) {
            it = Abstract.iter(initial);
            initial = null;
        }
        Descr d = Descr.of(c);
        if (d == null) {
            throw Py.valueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)");
        }
        PyArray r;
        if (initial instanceof PyList || initial instanceof PyTuple) {
            PyObject[] items = initial instanceof PyList l ? Arrays.copyOf(l.items, l.size)
                    : ((PyTuple) initial).items;
            r = PyArray.create(type, d, items.length);
            for (int i = 0; i < items.length; i++) {
                r.set(i, items[i]);
            }
        } else if (initial instanceof PyArray ia) {
            r = PyArray.create(type, d, ia.size);
            System.arraycopy(ia.data, 0, r.data, 0, ia.size * ia.itemsize);
        } else {
            r = PyArray.create(type, d, 0);
            if (initial instanceof PyStr s) {
                fromunicode(r, s);
            } else if (initial != null) {
                frombytes(r, BytesLike.span(initial));
            }
        }
        if (it != null) {
            extendIter(r, it);
        }
        return r;
    }

    static PyArray copy(PyArray x) {
        PyArray r = PyArray.create(PyArray.TYPE, x.descr, x.size);
        System.arraycopy(x.data, 0, r.data, 0, x.size * x.itemsize);
        return r;
    }

    private static PyObject repr(PyObject self) {
        PyArray x = a(self);
        String name = self.type.getName();
        char c = x.descr.code;
        if (x.size == 0) {
            return PyStr.of(name + "('" + c + "')");
        }
        PyObject v = x.descr.isUnicode() ? PyStr.of(tounicode(x)) : tolist(x);
        return PyStr.of(name + "('" + c + "', " + Abstract.repr(v).value + ")");
    }

    // ------------------------------------------------------------------ items and slices

    private static int index(PyArray x, PyObject i, String msg) {
        long n = Params.asSsize(i);
        if (n < 0) {
            n += x.size;
        }
        if (n < 0 || n >= x.size) {
            throw Py.indexError(msg);
        }
        return (int) n;
    }

    /** Compare CPython arraymodule.c: {@code array_subscr}. */
    private static PyObject getItem(PyObject self, PyObject key) {
        PyArray x = a(self);
        if (key instanceof PySlice s) {
            long[] r = s.indices(x.size);
            int start = (int) r[0];
            int step = (int) r[2];
            int n = (int) r[3];
            PyArray out = PyArray.create(PyArray.TYPE, x.descr, n);
            if (step == 1) {
                System.arraycopy(x.data, start * x.itemsize, out.data, 0, n * x.itemsize);
            } else {
                for (int k = 0, j = start; k < n; k++, j += step) {
                    out.setBits(k, x.bits(j));
                }
            }
            return out;
        }
        if (Abstract.indexOrNull(key) == null) {
            throw Py.typeError("array indices must be integers");
        }
        return x.get(index(x, key, "array index out of range"));
    }

    /** {@code x[key] = v}, or {@code del x[key]} when {@code v} is null. */
    private static void setItem(PyArray x, PyObject key, PyObject v) {
        if (!(key instanceof PySlice s)) {
            if (Abstract.indexOrNull(key) == null) {
                throw Py.typeError("array indices must be integers");
            }
            int i = index(x, key, "array assignment index out of range");
            if (v == null) {
                delete(x, i, i + 1);
            } else {
                x.set(i, v);
            }
            return;
        }
        long[] r = s.indices(x.size);
        int start = (int) r[0];
        int stop = (int) r[1];
        int step = (int) r[2];
        int n = (int) r[3];
        PyArray other = null;
        if (v != null) {
            if (!(v instanceof PyArray o)) {
                throw Py.typeError("can only assign array (not \"" + v.type.getTpName()
                        + "\") to array slice");
            }
            if (o.descr != x.descr) {
                throw Py.typeError("bad argument type for built-in operation");
            }
            other = o == x ? copy(o) : o;
        }
        int needed = other == null ? 0 : other.size;
        if (step == 1) {
            if (stop < start) {
                stop = start;
            }
            replace(x, start, stop, other);
            return;
        }
        if (other == null) {
            // delete an extended slice, keeping the order of what is left
            if (n == 0) {
                return;
            }
            if (step < 0) {
                start = start + step * (n - 1);
                step = -step;
            }
            int w = start;
            for (int rd = start, k = 0; rd < x.size; rd++) {
                if (k < n && rd == start + k * step) {
                    k++;
                    continue;
                }
                x.setBits(w++, x.bits(rd));
            }
            x.resize(x.size - n);
            return;
        }
        if (needed != n) {
            throw Py.valueError("attempt to assign array of size " + needed
                    + " to extended slice of size " + n);
        }
        for (int k = 0, j = start; k < n; k++, j += step) {
            x.setBits(j, other.bits(k));
        }
    }

    /** Replace items {@code [lo, hi)} by {@code src} (null: none). */
    private static void replace(PyArray x, int lo, int hi, PyArray src) {
        int isz = x.itemsize;
        int needed = src == null ? 0 : src.size;
        int d = needed - (hi - lo);
        int oldSize = x.size;
        x.checkResizable(oldSize + d);
        if (d < 0) {
            System.arraycopy(x.data, hi * isz, x.data, (hi + d) * isz, (oldSize - hi) * isz);
            x.resize(oldSize + d);
        } else if (d > 0) {
            x.resize(oldSize + d);
            System.arraycopy(x.data, hi * isz, x.data, (hi + d) * isz, (oldSize - hi) * isz);
        }
        if (needed > 0) {
            System.arraycopy(src.data, 0, x.data, lo * isz, needed * isz);
        }
    }

    static void delete(PyArray x, int lo, int hi) {
        replace(x, lo, hi, null);
    }

    /** The first index of {@code v} in {@code [start, stop)}, or -1. */
    private static int find(PyArray x, PyObject v, long start, long stop) {
        for (long i = start; i < stop && i < x.size; i++) {
            if (Abstract.richCompareBool(x.get((int) i), v, Abstract.EQ)) {
                return (int) i;
            }
        }
        return -1;
    }

    private static PyObject index(PyArray x, PyObject[] args) {
        long start = args.length > 1 ? Params.asSsize(args[1]) : 0;
        long stop = args.length > 2 ? Params.asSsize(args[2]) : Long.MAX_VALUE;
        if (start < 0) {
            start = Math.max(0, start + x.size);
        }
        if (stop < 0) {
            stop = Math.max(0, stop + x.size);
        }
        int i = find(x, args[0], start, stop);
        if (i < 0) {
            throw Py.valueError("array.index(x): x not in array");
        }
        return PyInt.of(i);
    }

    private static void insert(PyArray x, long where, PyObject v) {
        long bits = PyArray.convert(x.descr, v);
        int n = x.size;
        if (where < 0) {
            where = Math.max(0, where + n);
        }
        if (where > n) {
            where = n;
        }
        x.resize(n + 1);
        int isz = x.itemsize;
        System.arraycopy(x.data, (int) where * isz, x.data, ((int) where + 1) * isz,
                (n - (int) where) * isz);
        x.setBits((int) where, bits);
    }

    private static PyObject pop(PyArray x, long i) {
        if (x.size == 0) {
            throw Py.indexError("pop from empty array");
        }
        if (i < 0) {
            i += x.size;
        }
        if (i < 0 || i >= x.size) {
            throw Py.indexError("pop index out of range");
        }
        PyObject v = x.get((int) i);
        delete(x, (int) i, (int) i + 1);
        return v;
    }

    // ------------------------------------------------------------------ sequences

    private static PyObject concat(PyObject self, PyObject o) {
        PyArray x = a(self);
        if (!(o instanceof PyArray b)) {
            throw Py.typeError("can only append array (not \"" + o.type.getTpName()
                    + "\") to array");
        }
        if (b.descr != x.descr) {
            throw Py.typeError("bad argument type for built-in operation");
        }
        PyArray r = PyArray.create(PyArray.TYPE, x.descr, (long) x.size + b.size);
        System.arraycopy(x.data, 0, r.data, 0, x.size * x.itemsize);
        System.arraycopy(b.data, 0, r.data, x.size * x.itemsize, b.size * b.itemsize);
        return r;
    }

    /** {@code array * n} (CPython's {@code sq_repeat}). */
    private static PyObject repeat(PyObject self, PyObject n) {
        PyObject i = Sequences.repeatCountOrError(n);
        PyArray x = a(self);
        long times = Math.max(0, Sequences.repeatValue(i));
        long total = times * x.size;
        if (x.size != 0 && total / x.size != times) {
            throw Py.error(PyExc.MemoryError);
        }
        PyArray r = PyArray.create(PyArray.TYPE, x.descr, total);
        int bytes = x.size * x.itemsize;
        for (long k = 0; k < times; k++) {
            System.arraycopy(x.data, 0, r.data, (int) (k * bytes), bytes);
        }
        return r;
    }

    private static void inplaceRepeat(PyArray x, long times) {
        int n = x.size;
        if (times <= 0 || n == 0) {
            x.resize(0);
            return;
        }
        long total = times * n;
        if (total / n != times || total * x.itemsize > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        x.resize((int) total);
        int bytes = n * x.itemsize;
        for (long k = 1; k < times; k++) {
            System.arraycopy(x.data, 0, x.data, (int) (k * bytes), bytes);
        }
    }

    private static void extendArray(PyArray x, PyArray b) {
        if (b.descr != x.descr) {
            throw Py.typeError("can only extend with array of same kind");
        }
        int n = x.size;
        int m = b.size;
        byte[] src = b == x ? Arrays.copyOf(b.data, m * b.itemsize) : b.data;
        x.resize(n + m);
        System.arraycopy(src, 0, x.data, n * x.itemsize, m * x.itemsize);
    }

    /** Compare CPython arraymodule.c: {@code array_do_extend}. */
    private static void extend(PyArray x, PyObject v) {
        if (v instanceof PyArray b) {
            extendArray(x, b);
            return;
        }
        extendIter(x, Abstract.iter(v));
    }

    private static void extendIter(PyArray x, PyObject it) {
        for (PyObject v = Abstract.next(it); v != null; v = Abstract.next(it)) {
            long bits = PyArray.convert(x.descr, v);
            x.resize(x.size + 1);
            x.setBits(x.size - 1, bits);
        }
    }

    /** Compare CPython arraymodule.c: {@code array_richcompare}. */
    private static PyObject compare(PyArray x, PyObject o, int op) {
        if (!(o instanceof PyArray y)) {
            return Py.NotImplemented;
        }
        if (x.size != y.size && (op == Abstract.EQ || op == Abstract.NE)) {
            return Py.newBool(op == Abstract.NE);
        }
        int n = Math.min(x.size, y.size);
        for (int i = 0; i < n; i++) {
            PyObject vi = x.get(i);
            PyObject wi = y.get(i);
            if (!Abstract.richCompareBool(vi, wi, Abstract.EQ)) {
                if (op == Abstract.EQ) {
                    return Py.False;
                } else if (op == Abstract.NE) {
                    return Py.True;
                }
                return Abstract.richCompare(vi, wi, op);
            }
        }
        boolean r;
        switch (op) {
            case Abstract.LT:
                r = x.size < y.size;
                break;
            case Abstract.LE:
                r = x.size <= y.size;
                break;
            case Abstract.EQ:
                r = x.size == y.size;
                break;
            case Abstract.NE:
                r = x.size != y.size;
                break;
            case Abstract.GT:
                r = x.size > y.size;
                break;
            default:
                r = x.size >= y.size;
        }
        return Py.newBool(r);
    }

    // ------------------------------------------------------------------ conversions

    private static void byteswap(PyArray x) {
        int isz = x.itemsize;
        byte[] d = x.data;
        for (int i = 0; i < x.size; i++) {
            int at = i * isz;
            for (int lo = at, hi = at + isz - 1; lo < hi; lo++, hi--) {
                byte tmp = d[lo];
                d[lo] = d[hi];
                d[hi] = tmp;
            }
        }
    }

    static void frombytes(PyArray x, BytesLike.Span b) {
        if (b.len % x.itemsize != 0) {
            throw Py.valueError("bytes length not a multiple of item size");
        }
        int n = b.len / x.itemsize;
        byte[] src = b.buf == x.data ? b.toArray() : b.buf;
        int srcOff = b.buf == x.data ? 0 : b.off;
        int old = x.size;
        x.resize(old + n);
        System.arraycopy(src, srcOff, x.data, old * x.itemsize, b.len);
    }

    static PyList tolist(PyArray x) {
        PyObject[] items = new PyObject[x.size];
        for (int i = 0; i < x.size; i++) {
            items[i] = x.get(i);
        }
        return new PyList(items);
    }

    private static void fromlist(PyArray x, PyObject l) {
        if (!(l instanceof PyList list)) {
            throw Py.typeError("arg must be list");
        }
        int old = x.size;
        int n = list.size;
        if (n == 0) {
            return;
        }
        x.resize(old + n);
        for (int i = 0; i < n; i++) {
            try {
                x.set(old + i, list.items[i]);
            } catch (PyException e) {
                x.resize(old);
                throw e;
            }
        }
    }

    static String tounicode(PyArray x) {
        if (!x.descr.isUnicode()) {
            throw Py.valueError("tounicode() may only be called on unicode type arrays ('u' or "
                    + "'w')");
        }
        int[] cps = new int[x.size];
        for (int i = 0; i < x.size; i++) {
            int c = (int) x.bits(i);
            if (c < 0 || c > Character.MAX_CODE_POINT) {
                throw Py.valueError("character U+" + Integer.toHexString(c)
                        + " is not in range [U+0000; U+10ffff]");
            }
            cps[i] = c;
        }
        return new String(cps, 0, cps.length);
    }

    static void fromunicode(PyArray x, PyObject s) {
        if (!(s instanceof PyStr str)) {
            throw Py.typeError("fromunicode() argument must be str, not " + s.type.getTpName());
        }
        if (!x.descr.isUnicode()) {
            throw Py.valueError("fromunicode() may only be called on unicode type arrays ('u' "
                    + "or 'w')");
        }
        int[] cps = str.codePoints();
        int old = x.size;
        x.resize(old + cps.length);
        for (int i = 0; i < cps.length; i++) {
            x.setBits(old + i, cps[i]);
        }
    }

    private static final int BLOCKSIZE = 64 * 1024;

    /** Compare CPython arraymodule.c: {@code array_array_tofile_impl}. */
    private static void tofile(PyArray x, PyObject f) {
        int nbytes = x.size * x.itemsize;
        PyStr write = PyStr.intern("write");
        if (nbytes == 0) {
            return;
        }
        for (int i = 0; i < nbytes; i += BLOCKSIZE) {
            int end = Math.min(nbytes, i + BLOCKSIZE);
            Abstract.callMethod(f, write, PyBytes.of(Arrays.copyOfRange(x.data, i, end)));
        }
    }

    /** Compare CPython arraymodule.c: {@code array_array_fromfile_impl}. */
    private static void fromfile(PyArray x, PyObject f, long n) {
        if (n < 0) {
            throw Py.valueError("negative count");
        }
        if (n > (Integer.MAX_VALUE - 8) / x.itemsize) {
            throw Py.error(PyExc.MemoryError);
        }
        int nbytes = (int) n * x.itemsize;
        PyObject b = Abstract.callMethod(f, PyStr.intern("read"), PyInt.of(nbytes));
        if (!(b instanceof PyBytes bytes)) {
            throw Py.typeError("read() didn't return bytes");
        }
        boolean notEnough = bytes.value.length != nbytes;
        frombytes(x, new BytesLike.Span(bytes.value, 0, bytes.value.length));
        if (notEnough) {
            throw Py.error(PyExc.EOFError, "read() didn't return enough bytes");
        }
    }

    /** Compare CPython arraymodule.c: {@code array_array___reduce_ex___impl}. */
    private static PyObject reduceEx(PyObject self, PyObject protocol) {
        if (!(protocol instanceof PyInt)) {
            throw Py.typeError("__reduce_ex__ argument should be an integer");
        }
        PyArray x = a(self);
        PyObject dict = self.lookupAttr(PyStr.intern("__dict__"));
        if (dict == null) {
            dict = Py.None;
        }
        PyStr code = PyStr.of(String.valueOf(x.descr.code));
        if (Abstract.asIndex(protocol) < 3) {
            return PyTuple.of(self.type, PyTuple.of(code, tolist(x)), dict);
        }
        return PyTuple.of(ArrayModule.reconstructor(), PyTuple.of(self.type, code,
                PyInt.of(x.descr.mformat), PyBytes.of(Arrays.copyOf(x.data,
                        x.size * x.itemsize))), dict);
    }
}
