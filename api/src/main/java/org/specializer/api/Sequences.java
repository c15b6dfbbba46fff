package org.specializer.api;

/**
 * Helpers shared by the sequence types (list, tuple, range, and the repeat counts of str,
 * bytes, bytearray, array and deque): index and slice arguments, lexicographic comparison,
 * and the checks of {@code __new__}.
 */
public final class Sequences {
    private Sequences() {}

    /**
     * The value of an index operand of {@code __getitem__} and friends, CPython's
     * {@code PyNumber_AsSsize_t(item, PyExc_IndexError)}: {@code index} is the result of
     * {@link Abstract#indexOrNull}; an int beyond the long range is an IndexError.
     */
    static long itemIndex(PyObject index) {
        if (index instanceof PyInt i) {
            return i.value;
        }
        throw Py.indexError("cannot fit 'int' into an index-sized integer");
    }

    /** {@code PyNumber_AsSsize_t(o, OverflowError)} with the message CPython's clinic gives. */
    static long ssize(PyObject o) {
        if (o.getClass() == PyInt.class) {
            return ((PyInt) o).value;
        }
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C ssize_t");
    }

    /** Bounds of {@code index(x, start, stop)} adjusted to a length, as CPython does. */
    static long[] searchBounds(PyObject[] args, int size) {
        long start = args.length > 1 ? Abstract.sliceIndexNotNone(args[1]) : 0;
        long stop = args.length > 2 ? Abstract.sliceIndexNotNone(args[2]) : Long.MAX_VALUE;
        if (start < 0) {
            start += size;
            if (start < 0) {
                start = 0;
            }
        }
        if (stop < 0) {
            stop += size;
        }
        return new long[] {start, stop};
    }

    /** The items {@code items[start:stop:step]}: {@code r} is {@link PySlice#indices}. */
    static PyObject[] sliceItems(PyObject[] items, long[] r) {
        int n = (int) r[3];
        PyObject[] out = new PyObject[n];
        if (r[2] == 1) {
            System.arraycopy(items, (int) r[0], out, 0, n);
        } else {
            long cur = r[0];
            long step = r[2];
            for (int i = 0; i < n; i++, cur += step) {
                out[i] = items[(int) cur];
            }
        }
        return out;
    }

    /** {@code n * size} items for a repeat, or MemoryError. */
    static int repeatSize(int size, long n) {
        if (n <= 0 || size == 0) {
            return 0;
        }
        if (n > (Integer.MAX_VALUE - 8) / size) {
            throw Py.error(PyExc.MemoryError);
        }
        return (int) (size * n);
    }

    /** Whether {@code n} can be a repeat count: an int or an object with {@code __index__}
     *  (CPython's {@code _PyIndex_Check}); the operators call a sequence's repeat only then. */
    public static boolean isCount(PyObject n) {
        return n instanceof PyInt || n.type.lookup(Names.__index__) != null;
    }

    /** The count operand of {@code seq.__mul__(n)} called directly: TypeError for anything
     *  but an integer, as CPython's slot wrapper raises. */
    public static PyObject repeatCountOrError(PyObject n) {
        PyObject count = repeatCount(n);
        if (count == null) {
            throw Py.typeError("'" + n.type.getTpName()
                    + "' object cannot be interpreted as an integer");
        }
        return count;
    }

    /** The count operand of a sequence repeat, or null for NotImplemented. */
    static PyObject repeatCount(PyObject n) {
        if (n.getClass() == PyInt.class) {
            return n;
        }
        return Abstract.indexOrNull(n);
    }

    /**
     * The value of a repeat count: ints beyond the long range are OverflowError, negative ones
     * too (CPython's PyNumber_AsSsize_t with OverflowError).
     */
    public static long repeatValue(PyObject count) {
        if (count instanceof PyInt i) {
            return i.value;
        }
        throw Py.overflowError("cannot fit 'int' into an index-sized integer");
    }

    /** The result of comparing two lengths with a rich comparison opcode. */
    static PyBool compareSizes(int a, int b, int op) {
        return Py.newBool(Abstract.compareLongs(a, b, op));
    }

    /** Lexicographic comparison of two immutable item arrays (CPython's {@code tuplerichcompare}). */
    static PyObject compareArrays(PyObject[] a, PyObject[] b, int op) {
        int i = 0;
        int n = Math.min(a.length, b.length);
        while (i < n && Abstract.richCompareBool(a[i], b[i], Abstract.EQ)) {
            i++;
        }
        if (i >= n) {
            return compareSizes(a.length, b.length, op);
        }
        if (op == Abstract.EQ) {
            return Py.False;
        }
        if (op == Abstract.NE) {
            return Py.True;
        }
        return Abstract.richCompare(a[i], b[i], op);
    }

    /** {@code cls} for a {@code __new__} of {@code base}, checked to be a subtype. */
    static PyType newType(PyObject cls, PyType base) {
        PyType t = (PyType) cls;
        if (!t.isSubtype(base)) {
            throw Py.typeError(base.getName() + ".__new__(" + t.getName() + "): " + t.getName()
                    + " is not a subtype of " + base.getName());
        }
        return t;
    }

    /** {@code repr(tuple)}: CPython's one-item comma, {@code (...)} when recursive. */
    static PyStr reprTuple(PyTuple self) {
        PyObject[] items = self.items;
        if (items.length == 0) {
            return PyStr.of("()");
        }
        if (ReprGuard.enter(self)) {
            return PyStr.of("(...)");
        }
        try {
            return reprItems(items);
        } finally {
            ReprGuard.leave(self);
        }
    }

    private static PyStr reprItems(PyObject[] items) {
        StringBuilder sb = new StringBuilder().append('(');
        for (int i = 0; i < items.length; i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(Abstract.repr(items[i]).value);
        }
        if (items.length == 1) {
            sb.append(',');
        }
        return new PyStr(sb.append(')').toString());
    }
}
