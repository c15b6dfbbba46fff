package org.specializer.api;

/** Methods of None, NotImplemented and Ellipsis. */
final class SingletonMethods {
    private SingletonMethods() {}

    static void defineNone(PyType t) {
        t.method0("__repr__", self -> PyStr.intern("None"));
        t.method0("__bool__", self -> Py.False);
        t.method0("__hash__", self -> PyInt.of(0xFCA86420L));
        t.constructor((cls, args, kw) -> {
            if (args.length != 0) {
                throw Py.typeError("NoneType takes no arguments");
            }
            return Py.None;
        });
    }

    static void defineNotImplemented(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (args.length != 0) {
                throw Py.typeError("NotImplementedType takes no arguments");
            }
            return Py.NotImplemented;
        });
        t.method0("__repr__", self -> PyStr.intern("NotImplemented"));
        t.method0("__reduce__", self -> PyStr.intern("NotImplemented"));
        t.method0("__bool__", self -> {
            Py.warn(PyExc.DeprecationWarning,
                    "NotImplemented should not be used in a boolean context");
            return Py.True;
        });
    }

    static void defineEllipsis(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (args.length != 0) {
                throw Py.typeError("ellipsis takes no arguments");
            }
            return Py.Ellipsis;
        });
        t.method0("__repr__", self -> PyStr.intern("Ellipsis"));
        t.method0("__reduce__", self -> PyStr.intern("Ellipsis"));
    }
}
