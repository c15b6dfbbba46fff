package org.specializer.api;

/** Methods of {@code slice}. */
final class SliceMethods {
    private SliceMethods() {}

    private static PySlice s(PyObject o) {
        return (PySlice) o;
    }

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (kw.length != 0) {
                throw Py.typeError("slice() takes no keyword arguments");
            }
            switch (args.length) {
                case 1: return new PySlice(Py.None, args[0], Py.None);
                case 2: return new PySlice(args[0], args[1], Py.None);
                case 3: return new PySlice(args[0], args[1], args[2]);
                case 0: throw Py.typeError("slice expected at least 1 argument, got 0");
                default: throw Py.typeError("slice expected at most 3 arguments, got "
                        + args.length);
            }
        });
        t.getset("start", self -> s(self).start, null);
        t.getset("stop", self -> s(self).stop, null);
        t.getset("step", self -> s(self).step, null);
        t.method1("indices", (self, len) -> indices(s(self), len));
        t.method0("__reduce__", self -> PyTuple.of(self.type,
                PyTuple.of(s(self).start, s(self).stop, s(self).step)));
        t.method0("__repr__", self -> new PyStr("slice(" + Abstract.repr(s(self).start) + ", "
                + Abstract.repr(s(self).stop) + ", " + Abstract.repr(s(self).step) + ")"));
        String[] names = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int op = 0; op < names.length; op++) {
            final int o = op;
            t.method1(names[op], (self, w) -> compare(s(self), w, o));
        }
        t.method0("__hash__", self -> PyInt.of(hash(s(self))));
    }

    /**
     * {@code slice.indices(length)} in integers of any size: start, stop and step clamped to
     * a sequence of that length. Compare CPython sliceobject.c: _PySlice_GetLongIndices.
     */
    private static PyObject indices(PySlice sl, PyObject len) {
        java.math.BigInteger length = IntOps.big(Abstract.index(len));
        if (length.signum() < 0) {
            throw Py.valueError("length should not be negative");
        }
        java.math.BigInteger step = sl.step == Py.None ? java.math.BigInteger.ONE
                : IntOps.big(Abstract.index(sl.step));
        if (step.signum() == 0) {
            throw Py.valueError("slice step cannot be zero");
        }
        boolean back = step.signum() < 0;
        java.math.BigInteger lower = back ? java.math.BigInteger.ONE.negate()
                : java.math.BigInteger.ZERO;
        java.math.BigInteger upper = back ? length.add(lower) : length;
        java.math.BigInteger start = sl.start == Py.None ? (back ? upper : lower)
                : clamp(IntOps.big(Abstract.index(sl.start)), length, lower, upper);
        java.math.BigInteger stop = sl.stop == Py.None ? (back ? lower : upper)
                : clamp(IntOps.big(Abstract.index(sl.stop)), length, lower, upper);
        return PyTuple.of(PyBigInt.normalize(start), PyBigInt.normalize(stop),
                PyBigInt.normalize(step));
    }

    private static java.math.BigInteger clamp(java.math.BigInteger i, java.math.BigInteger length,
            java.math.BigInteger lower, java.math.BigInteger upper) {
        if (i.signum() < 0) {
            i = i.add(length);
            return i.compareTo(lower) < 0 ? lower : i;
        }
        return i.compareTo(upper) > 0 ? upper : i;
    }

    /** Compare CPython sliceobject.c: slice_richcompare (as tuples of the three parts). */
    private static PyObject compare(PySlice v, PyObject w, int op) {
        if (!(w instanceof PySlice other)) {
            return Py.NotImplemented;
        }
        if (v == other) {
            return Py.newBool(op == Abstract.EQ || op == Abstract.LE || op == Abstract.GE);
        }
        return Sequences.compareArrays(new PyObject[] {v.start, v.stop, v.step},
                new PyObject[] {other.start, other.stop, other.step}, op);
    }

    /** Hashable since 3.12: the tuple hash of the parts, without the length term. */
    static long hash(PySlice v) {
        long acc = Hashing.tupleStart();
        acc = Hashing.tupleStep(acc, Abstract.hash(v.start));
        acc = Hashing.tupleStep(acc, Abstract.hash(v.stop));
        acc = Hashing.tupleStep(acc, Abstract.hash(v.step));
        return acc == -1 ? 1546275796L : acc;
    }
}
