package org.specializer.api;

/** The methods of {@code tuple}, CPython 3.13's {@code tupleobject.c} behaviour and messages. */
public final class TupleMethods {
    private TupleMethods() {}

    private static final String[] CMP_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__",
        "__ge__"};

    private static PyTuple tu(PyObject o) {
        return (PyTuple) o;
    }

    static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor(TupleMethods::tupleNew);
        t.construct1 = x -> x.getClass() == PyTuple.class ? x : PyTuple.of(Abstract.toArray(x));
        t.method1("count", (self, v) -> {
            long n = 0;
            for (PyObject x : tu(self).items) {
                if (x == v || Abstract.richCompareBool(x, v, Abstract.EQ)) {
                    n++;
                }
            }
            return PyInt.of(n);
        });
        t.methodN("index", 1, 3, (self, args) -> {
            PyObject[] items = tu(self).items;
            PyObject v = args[0];
            long[] b = Sequences.searchBounds(args, items.length);
            for (long i = b[0]; i < b[1] && i < items.length; i++) {
                PyObject x = items[(int) i];
                if (x == v || Abstract.richCompareBool(x, v, Abstract.EQ)) {
                    return PyInt.of(i);
                }
            }
            throw Py.valueError("tuple.index(x): x not in tuple");
        });
        t.method1("__getitem__", (self, key) -> getItem(tu(self), key));
        t.method0("__len__", self -> PyInt.of(tu(self).items.length));
        t.method1("__contains__", (self, v) -> {
            for (PyObject x : tu(self).items) {
                if (x == v || Abstract.richCompareBool(x, v, Abstract.EQ)) {
                    return Py.True;
                }
            }
            return Py.False;
        });
        t.method0("__iter__", self -> new PyTupleIterator(tu(self)));
        t.method1("__add__", (self, o) -> {
            if (o instanceof PyTuple other) {
                return concat(tu(self), other);
            }
            throw Py.typeError("can only concatenate tuple (not \"" + o.type.getTpName()
                    + "\") to tuple");
        });
        t.method1("__mul__", TupleMethods::repeat);
        t.method1("__rmul__", TupleMethods::repeat);
        t.sequenceSlots("__add__", "__mul__", "__rmul__");
        for (int op = 0; op < CMP_NAMES.length; op++) {
            final int o = op;
            t.method1(CMP_NAMES[op], (self, w) -> w instanceof PyTuple other
                    ? Sequences.compareArrays(tu(self).items, other.items, o)
                    : Py.NotImplemented);
        }
        t.method0("__hash__", self -> PyInt.of(hash(tu(self))));
        t.method0("__repr__", self -> Sequences.reprTuple(tu(self)));
        t.method0("__getnewargs__", self -> PyTuple.of(new PyTuple(tu(self).items.clone())));
    }

    private static PyObject tupleNew(PyObject cls, PyObject[] args, PyStr[] kw) {
        PyType type = Sequences.newType(cls, PyTuple.TYPE);
        if (kw.length != 0 && (type == PyTuple.TYPE
                || type.lookup(Names.__init__) == PyType.OBJECT.lookup(Names.__init__))) {
            throw Py.typeError("tuple() takes no keyword arguments");
        }
        int npos = args.length - kw.length;
        if (npos > 1) {
            throw Py.typeError("tuple expected at most 1 argument, got " + npos);
        }
        if (type == PyTuple.TYPE) {
            if (npos == 0) {
                return PyTuple.EMPTY;
            }
            PyObject arg = args[0];
            if (arg.getClass() == PyTuple.class) {
                return arg;
            }
            return PyTuple.of(Abstract.toArray(arg));
        }
        PyObject[] items = npos == 0 ? Py.NO_ARGS : Abstract.toArray(args[0]);
        return new PyTuple.Derived(type, items);
    }

    /** {@code t[key]}. */
    public static PyObject getItem(PyTuple t, PyObject key) {
        PyObject[] items = t.items;
        if (key instanceof PySlice s) {
            long[] r = s.indices(items.length);
            if (r[2] == 1 && r[3] == items.length && t.getClass() == PyTuple.class) {
                return t;
            }
            return PyTuple.of(Sequences.sliceItems(items, r));
        }
        long i;
        if (key.getClass() == PyInt.class) {
            i = ((PyInt) key).value;
        } else {
            PyObject idx = Abstract.indexOrNull(key);
            if (idx == null) {
                throw Py.typeError("tuple indices must be integers or slices, not "
                        + key.type.getName());
            }
            i = Sequences.itemIndex(idx);
        }
        if (i < 0) {
            i += items.length;
        }
        if (i < 0 || i >= items.length) {
            throw Py.indexError("tuple index out of range");
        }
        return items[(int) i];
    }

    static PyObject concat(PyTuple a, PyTuple b) {
        if (b.items.length == 0 && a.getClass() == PyTuple.class) {
            return a;
        }
        if (a.items.length == 0 && b.getClass() == PyTuple.class) {
            return b;
        }
        int na = a.items.length;
        int nb = b.items.length;
        if ((long) na + nb > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        PyObject[] items = new PyObject[na + nb];
        System.arraycopy(a.items, 0, items, 0, na);
        System.arraycopy(b.items, 0, items, na, nb);
        return new PyTuple(items);
    }

    private static PyObject repeat(PyObject self, PyObject n) {
        PyObject count = Sequences.repeatCountOrError(n);
        PyTuple t = tu(self);
        long times = Sequences.repeatValue(count);
        if (times == 1 && t.getClass() == PyTuple.class) {
            return t;
        }
        int size = t.items.length;
        int total = Sequences.repeatSize(size, times);
        if (total == 0) {
            return PyTuple.EMPTY;
        }
        PyObject[] items = new PyObject[total];
        for (int i = 0; i < total; i += size) {
            System.arraycopy(t.items, 0, items, i, size);
        }
        return new PyTuple(items);
    }

    /** {@code hash(t)}: CPython's xxHash-based tuple hash over the items' hashes. */
    public static long hash(PyTuple t) {
        PyObject[] items = t.items;
        long acc = Hashing.tupleStart();
        for (PyObject x : items) {
            acc = Hashing.tupleStep(acc, Abstract.hash(x));
        }
        return Hashing.tupleEnd(acc, items.length);
    }
}
