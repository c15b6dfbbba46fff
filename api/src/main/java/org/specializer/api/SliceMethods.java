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
        t.method1("indices", (self, len) -> {
            long n = Abstract.asIndex(len);
            if (n < 0) {
                throw Py.valueError("length should not be negative");
            }
            long[] r = s(self).indices(n);
            return PyTuple.of(PyInt.of(r[0]), PyInt.of(r[1]), PyInt.of(r[2]));
        });
        t.method0("__repr__", self -> new PyStr("slice(" + Abstract.repr(s(self).start) + ", "
                + Abstract.repr(s(self).stop) + ", " + Abstract.repr(s(self).step) + ")"));
        String[] names = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int op = 0; op < names.length; op++) {
            final int o = op;
            t.method1(names[op], (self, w) -> compare(s(self), w, o));
        }
        t.method0("__hash__", self -> PyInt.of(hash(s(self))));
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
