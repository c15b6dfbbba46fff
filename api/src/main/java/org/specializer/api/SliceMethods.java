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
        t.method1("__eq__", (self, o) -> {
            if (!(o instanceof PySlice other)) {
                return Py.NotImplemented;
            }
            PySlice a = s(self);
            return Py.newBool(Abstract.eq(PyTuple.of(a.start, a.stop, a.step),
                    PyTuple.of(other.start, other.stop, other.step)));
        });
        t.define("__hash__", Py.None);
    }
}
