package org.specializer.api;

/**
 * The methods of {@code list}, CPython 3.13's {@code listobject.c} behaviour and messages.
 * Sorting is in {@link ListSort}; the iterators are {@link PyListIterator} and
 * {@link PyListReverseIterator}.
 */
public final class ListMethods {
    private ListMethods() {}

    private static final ArgParser SORT = new ArgParser("sort", new String[] {"key", "reverse"},
            0, 0, 0);

    private static final String[] CMP_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__",
        "__ge__"};

    private static PyList l(PyObject o) {
        return (PyList) o;
    }

    static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor((cls, args, kw) -> {
            PyType c = Sequences.newType(cls, PyList.TYPE);
            return c == PyList.TYPE ? new PyList() : new PyList.Derived(c);
        });
        t.methodK("__init__", ListMethods::init);
        t.method1("append", (self, v) -> {
            l(self).append(v);
            return Py.None;
        });
        t.method1("extend", (self, it) -> {
            extend(l(self), it);
            return Py.None;
        });
        t.method2("insert", (self, i, v) -> {
            insert(l(self), Sequences.ssize(i), v);
            return Py.None;
        });
        t.methodN("pop", 0, 1, (self, args) -> pop(l(self),
                args.length == 0 ? -1 : Sequences.ssize(args[0])));
        t.method1("remove", (self, v) -> {
            remove(l(self), v);
            return Py.None;
        });
        t.methodN("index", 1, 3, (self, args) -> PyInt.of(index(l(self), args)));
        t.method1("count", (self, v) -> PyInt.of(count(l(self), v)));
        t.method0("clear", self -> {
            clear(l(self));
            return Py.None;
        });
        t.method0("copy", self -> new PyList(l(self).toArray()));
        t.method0("reverse", self -> {
            reverse(l(self));
            return Py.None;
        });
        t.methodK("sort", (self, args, kw) -> {
            PyObject[] a = SORT.parse(args, kw);
            ListSort.sort(l(self), a[0], a[1] != null && Abstract.isTrue(a[1]));
            return Py.None;
        });
        t.method1("__getitem__", (self, key) -> getItem(l(self), key));
        t.method2("__setitem__", (self, key, value) -> {
            setItem(l(self), key, value);
            return Py.None;
        });
        t.method1("__delitem__", (self, key) -> {
            delItem(l(self), key);
            return Py.None;
        });
        t.method0("__len__", self -> PyInt.of(l(self).size));
        t.method1("__contains__", (self, v) -> Py.newBool(contains(l(self), v)));
        t.method0("__iter__", self -> new PyListIterator(l(self)));
        t.method0("__reversed__", self -> new PyListReverseIterator(l(self)));
        t.method1("__add__", (self, o) -> {
            if (o instanceof PyList other) {
                return concat(l(self), other);
            }
            throw Py.typeError("can only concatenate list (not \"" + o.type.getTpName()
                    + "\") to list");
        });
        t.method1("__iadd__", (self, o) -> {
            extend(l(self), o);
            return self;
        });
        t.method1("__mul__", ListMethods::repeat);
        t.method1("__rmul__", ListMethods::repeat);
        t.method1("__imul__", (self, n) -> {
            inplaceRepeat(l(self), Sequences.repeatValue(Sequences.repeatCountOrError(n)));
            return self;
        });
        t.sequenceSlots("__add__", "__iadd__", "__mul__", "__rmul__", "__imul__");
        for (int op = 0; op < CMP_NAMES.length; op++) {
            final int o = op;
            t.method1(CMP_NAMES[op], (self, w) -> w instanceof PyList other
                    ? compare(l(self), other, o) : Py.NotImplemented);
        }
        t.method0("__repr__", self -> repr(l(self)));
        t.define("__hash__", Py.None);
        t.method0("__sizeof__", self -> PyInt.of(40 + 8L * l(self).items.length));
    }

    // ------------------------------------------------------------------ construction

    private static PyObject init(PyObject self, PyObject[] args, PyStr[] kw) {
        if (kw.length != 0 && self.type.lookup(Names.__new__) == PyList.TYPE.lookup(Names.__new__)) {
            throw Py.typeError("list() takes no keyword arguments");
        }
        int npos = args.length - kw.length;
        if (npos > 1) {
            throw Py.typeError("list expected at most 1 argument, got " + npos);
        }
        PyList l = l(self);
        if (l.size != 0) {
            clear(l);
        }
        if (npos == 1) {
            extend(l, args[0]);
        }
        return Py.None;
    }

    // ------------------------------------------------------------------ mutation

    /** {@code list.extend(iterable)}. */
    public static void extend(PyList l, PyObject iterable) {
        Class<?> c = iterable.getClass();
        if (c == PyList.class || c == PyTuple.class || iterable == l) {
            PyObject[] src;
            int n;
            if (iterable instanceof PyList other) {
                src = other.items;
                n = other.size;
            } else {
                src = ((PyTuple) iterable).items;
                n = src.length;
            }
            if (n == 0) {
                return;
            }
            int size = l.size;
            if (size + n > l.items.length) {
                l.grow(size + n);
            }
            // src may be l.items itself: arraycopy reads before it writes past size
            System.arraycopy(src, 0, l.items, size, n);
            l.size = size + n;
            return;
        }
        PyObject it = Abstract.iter(iterable);
        if (!(iterable instanceof PyIterator)) {
            // Compare CPython list_extend: preallocate from the length hint, so that a list
            // too large to make fails at once (OverflowError, MemoryError), not after filling
            long hint = Abstract.lengthHint(iterable, 8);
            if (hint > Long.MAX_VALUE - l.size) {
                hint = 0;  // the sum overflows: the hint may have lied (CPython ignores it)
            } else if (hint > Abstract.MAX_ARRAY - l.size
                    || hint > Runtime.getRuntime().maxMemory() / 4) {
                throw Py.error(PyExc.MemoryError);
            }
            long pre = Math.min(hint, 1 << 20);  // a hint is a hint: grow past this as needed
            if (pre > 0 && l.size + pre > l.items.length) {
                l.grow((int) (l.size + pre));
            }
        }
        if (it instanceof PyIterator pi && Abstract.nativeNext(it)) {
            for (PyObject x = pi.nextOrNull(); x != null; x = pi.nextOrNull()) {
                l.append(x);
            }
        } else {
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                l.append(x);
            }
        }
    }

    /** {@code list.insert(where, v)}. */
    public static void insert(PyList l, long where, PyObject v) {
        int n = l.size;
        if (where < 0) {
            where += n;
            if (where < 0) {
                where = 0;
            }
        }
        if (where > n) {
            where = n;
        }
        if (n == l.items.length) {
            l.grow(n + 1);
        }
        int w = (int) where;
        System.arraycopy(l.items, w, l.items, w + 1, n - w);
        l.items[w] = v;
        l.size = n + 1;
    }

    /** {@code list.pop(i)}. */
    public static PyObject pop(PyList l, long i) {
        int n = l.size;
        if (n == 0) {
            throw Py.indexError("pop from empty list");
        }
        if (i < 0) {
            i += n;
        }
        if (i < 0 || i >= n) {
            throw Py.indexError("pop index out of range");
        }
        PyObject[] items = l.items;
        PyObject v = items[(int) i];
        int idx = (int) i;
        System.arraycopy(items, idx + 1, items, idx, n - idx - 1);
        items[n - 1] = null;
        l.size = n - 1;
        return v;
    }

    private static void remove(PyList l, PyObject v) {
        for (int i = 0; i < l.size; i++) {
            PyObject x = l.items[i];
            if (x == v || Abstract.richCompareBool(x, v, Abstract.EQ)) {
                if (i < l.size) {
                    deleteRange(l, i, i + 1);
                }
                return;
            }
        }
        throw Py.valueError("list.remove(x): x not in list");
    }

    private static long index(PyList l, PyObject[] args) {
        PyObject v = args[0];
        long[] b = Sequences.searchBounds(args, l.size);
        for (long i = b[0]; i < b[1] && i < l.size; i++) {
            PyObject x = l.items[(int) i];
            if (x == v || Abstract.richCompareBool(x, v, Abstract.EQ)) {
                return i;
            }
        }
        throw Py.valueError(Abstract.repr(v) + " is not in list");
    }

    private static long count(PyList l, PyObject v) {
        long n = 0;
        for (int i = 0; i < l.size; i++) {
            PyObject x = l.items[i];
            if (x == v || Abstract.richCompareBool(x, v, Abstract.EQ)) {
                n++;
            }
        }
        return n;
    }

    /** {@code list.clear()}. */
    public static void clear(PyList l) {
        l.items = Py.NO_ARGS;
        l.size = 0;
    }

    private static void reverse(PyList l) {
        PyObject[] a = l.items;
        for (int i = 0, j = l.size - 1; i < j; i++, j--) {
            PyObject t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    /** Remove {@code items[lo:hi]} ({@code 0 <= lo <= hi <= size}). */
    private static void deleteRange(PyList l, int lo, int hi) {
        int n = l.size;
        PyObject[] items = l.items;
        System.arraycopy(items, hi, items, lo, n - hi);
        int newSize = n - (hi - lo);
        java.util.Arrays.fill(items, newSize, n, null);
        l.size = newSize;
    }

    /** Replace {@code items[lo:hi]} by {@code seq} ({@code 0 <= lo <= hi <= size}). */
    private static void replaceRange(PyList l, int lo, int hi, PyObject[] seq) {
        int n = l.size;
        int d = seq.length - (hi - lo);
        if (d < 0) {
            deleteRange(l, lo + seq.length, hi);
        } else if (d > 0) {
            if (n + d > l.items.length) {
                l.grow(n + d);
            }
            System.arraycopy(l.items, hi, l.items, hi + d, n - hi);
            l.size = n + d;
        }
        System.arraycopy(seq, 0, l.items, lo, seq.length);
    }

    // ------------------------------------------------------------------ subscripts

    /** {@code l[key]}. */
    public static PyObject getItem(PyList l, PyObject key) {
        if (key instanceof PySlice s) {
            return getSlice(l, s);
        }
        long i = itemIndex(key);
        if (i < 0) {
            i += l.size;
        }
        if (i < 0 || i >= l.size) {
            throw Py.indexError("list index out of range");
        }
        return l.items[(int) i];
    }

    /** {@code l[s]}: a new list. */
    public static PyList getSlice(PyList l, PySlice s) {
        return new PyList(Sequences.sliceItems(l.items, s.indices(l.size)));
    }

    private static long itemIndex(PyObject key) {
        if (key.getClass() == PyInt.class) {
            return ((PyInt) key).value;
        }
        PyObject i = Abstract.indexOrNull(key);
        if (i == null) {
            throw Py.typeError("list indices must be integers or slices, not "
                    + key.type.getName());
        }
        return Sequences.itemIndex(i);
    }

    /** {@code l[key] = value}. */
    public static void setItem(PyList l, PyObject key, PyObject value) {
        if (key instanceof PySlice s) {
            assignSlice(l, s, value);
            return;
        }
        long i = itemIndex(key);
        if (i < 0) {
            i += l.size;
        }
        if (i < 0 || i >= l.size) {
            throw Py.indexError("list assignment index out of range");
        }
        l.items[(int) i] = value;
    }

    /** {@code del l[key]}. */
    public static void delItem(PyList l, PyObject key) {
        if (key instanceof PySlice s) {
            deleteSlice(l, s);
            return;
        }
        long i = itemIndex(key);
        if (i < 0) {
            i += l.size;
        }
        if (i < 0 || i >= l.size) {
            throw Py.indexError("list assignment index out of range");
        }
        deleteRange(l, (int) i, (int) i + 1);
    }

    private static void assignSlice(PyList l, PySlice s, PyObject value) {
        long[] r = s.indices(l.size);
        PyObject[] seq;
        if (value == l) {
            seq = l.toArray();
        } else if (value.getClass() == PyTuple.class) {
            seq = ((PyTuple) value).items;
        } else {
            if (Abstract.iterOrNull(value) == null) {
                throw Py.typeError("must assign iterable to extended slice");
            }
            seq = Abstract.toArray(value);
        }
        if (r[2] != 1) {
            // an extended slice is measured on the list as iterating the value left it
            // (CPython 3.13, gh-120384)
            r = s.indices(l.size);
        }
        long start = r[0];
        long step = r[2];
        int n = l.size;
        if (step == 1) {
            // the slice is clamped to the list as it is now: iterating may have changed it
            int lo = (int) Math.min(start, n);
            int hi = (int) Math.max(lo, Math.min(r[1], n));
            replaceRange(l, lo, hi, seq);
            return;
        }
        long len = r[3];
        if (seq.length != len) {
            throw Py.valueError("attempt to assign sequence of size " + seq.length
                    + " to extended slice of size " + len);
        }
        long cur = start;
        for (int i = 0; i < len; i++, cur += step) {
            if (cur >= 0 && cur < l.size) {
                l.items[(int) cur] = seq[i];
            }
        }
    }

    private static void deleteSlice(PyList l, PySlice s) {
        long[] r = s.indices(l.size);
        long start = r[0];
        long step = r[2];
        int len = (int) r[3];
        if (len == 0) {
            return;
        }
        if (step == 1) {
            deleteRange(l, (int) start, (int) start + len);
            return;
        }
        if (step < 0) {
            // the same items, visited upwards
            start = start + step * (len - 1);
            step = -step;
        }
        PyObject[] items = l.items;
        int n = l.size;
        int w = (int) start;
        long nextDeleted = start;
        int deleted = 0;
        for (int i = (int) start; i < n; i++) {
            if (deleted < len && i == nextDeleted) {
                deleted++;
                nextDeleted += step;
                continue;
            }
            items[w++] = items[i];
        }
        java.util.Arrays.fill(items, w, n, null);
        l.size = w;
    }

    // ------------------------------------------------------------------ operators

    private static boolean contains(PyList l, PyObject v) {
        for (int i = 0; i < l.size; i++) {
            PyObject x = l.items[i];
            if (x == v || Abstract.richCompareBool(x, v, Abstract.EQ)) {
                return true;
            }
        }
        return false;
    }

    static PyList concat(PyList a, PyList b) {
        int na = a.size;
        int nb = b.size;
        if ((long) na + nb > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        PyObject[] items = new PyObject[na + nb];
        System.arraycopy(a.items, 0, items, 0, na);
        System.arraycopy(b.items, 0, items, na, nb);
        return new PyList(items);
    }

    private static PyObject repeat(PyObject self, PyObject n) {
        PyObject count = Sequences.repeatCountOrError(n);
        PyList l = l(self);
        int size = l.size;
        int total = Sequences.repeatSize(size, Sequences.repeatValue(count));
        PyObject[] items = new PyObject[total];
        for (int i = 0; i < total; i += size) {
            System.arraycopy(l.items, 0, items, i, size);
        }
        return new PyList(items);
    }

    private static void inplaceRepeat(PyList l, long n) {
        int size = l.size;
        if (n <= 0 || size == 0) {
            clear(l);
            return;
        }
        int total = Sequences.repeatSize(size, n);
        if (total > l.items.length) {
            l.items = java.util.Arrays.copyOf(l.items, total);
        }
        for (int i = size; i < total; i += size) {
            System.arraycopy(l.items, 0, l.items, i, size);
        }
        l.size = total;
    }

    /** Lexicographic comparison (CPython's {@code list_richcompare}). */
    static PyObject compare(PyList v, PyList w, int op) {
        if (v.size != w.size && (op == Abstract.EQ || op == Abstract.NE)) {
            return Py.newBool(op == Abstract.NE);
        }
        int i = 0;
        for (; i < v.size && i < w.size; i++) {
            PyObject a = v.items[i];
            PyObject b = w.items[i];
            if (a != b && !Abstract.richCompareBool(a, b, Abstract.EQ)) {
                break;
            }
        }
        if (i >= v.size || i >= w.size) {
            return Sequences.compareSizes(v.size, w.size, op);
        }
        if (op == Abstract.EQ) {
            return Py.False;
        }
        if (op == Abstract.NE) {
            return Py.True;
        }
        return Abstract.richCompare(v.items[i], w.items[i], op);
    }

    /** {@code repr(l)}, {@code [...]} for a list inside itself. */
    public static PyStr repr(PyList l) {
        if (l.size == 0) {
            return PyStr.of("[]");
        }
        if (ReprGuard.enter(l)) {
            return PyStr.of("[...]");
        }
        try {
            StringBuilder sb = new StringBuilder().append('[');
            // size is read each time: an item's repr may change the list
            for (int i = 0; i < l.size; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(Abstract.repr(l.items[i]).value);
            }
            return new PyStr(sb.append(']').toString());
        } finally {
            ReprGuard.leave(l);
        }
    }
}
