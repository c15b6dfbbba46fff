package org.specializer.api;

/** Attributes of builtin functions, method descriptors and getset descriptors. */
final class BuiltinFunctionMethods {
    private BuiltinFunctionMethods() {}

    private static PyBuiltinFunction b(PyObject o) {
        return (PyBuiltinFunction) o;
    }

    static void define(PyType t) {
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.getset("__name__", self -> PyStr.of(b(self).impl.name), null);
        t.getset("__qualname__", self -> {
            PyBuiltinFunction f = b(self);
            if (f.self instanceof PyType || f.self == null || f.self instanceof PyModule) {
                return PyStr.of(f.self instanceof PyType tt ? tt.getName() + "." + f.impl.name
                        : f.impl.name);
            }
            return PyStr.of(f.impl.qualname);
        }, null);
        t.getset("__self__", self -> {
            PyObject s = b(self).self;
            return s == null ? Py.None : s;
        }, null);
        t.getset("__module__", self -> {
            String m = b(self).module;
            return m == null ? Py.None : PyStr.of(m);
        }, null);
        t.getset("__doc__", self -> {
            String d = b(self).impl.doc;
            return d == null ? Py.None : PyStr.of(d);
        }, null);
        t.method0("__repr__", self -> {
            PyBuiltinFunction f = b(self);
            if (f.self == null || f.self instanceof PyModule) {
                return new PyStr("<built-in function " + f.impl.name + ">");
            }
            if (f.self instanceof PyType tt) {
                return new PyStr("<built-in method " + f.impl.name + " of type object at 0x"
                        + String.format("%012x", Hashing.identityHash(tt) & 0xffffffffffffL)
                        + ">");
            }
            return new PyStr("<built-in method " + f.impl.name + " of " + f.self.type.getName()
                    + " object at 0x" + String.format("%012x",
                            Hashing.identityHash(f.self) & 0xffffffffffffL) + ">");
        });
        t.method1("__eq__", (self, o) -> {
            if (!(o instanceof PyBuiltinFunction other)) {
                return Py.NotImplemented;
            }
            return Py.newBool(b(self).impl == other.impl && b(self).self == other.self);
        });
        t.method0("__hash__", self -> PyInt.of(Hashing.identityHash(b(self).impl)
                ^ (b(self).self == null ? 0 : Hashing.identityHash(b(self).self))));
    }

    static void defineDescr(PyType t) {
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.methodN("__get__", 1, 2, (self, a) -> ((PyMethodDescr) self).descrGet(
                a[0] == Py.None ? null : a[0], a.length > 1 && a[1] instanceof PyType tt ? tt
                        : null));
        t.getset("__name__", self -> PyStr.of(((PyMethodDescr) self).impl.name), null);
        t.getset("__qualname__", self -> PyStr.of(((PyMethodDescr) self).impl.qualname), null);
        t.getset("__objclass__", self -> ((PyMethodDescr) self).owner, null);
        t.getset("__doc__", self -> {
            String d = ((PyMethodDescr) self).impl.doc;
            return d == null ? Py.None : PyStr.of(d);
        }, null);
        t.method0("__repr__", self -> {
            PyMethodDescr d = (PyMethodDescr) self;
            return new PyStr("<method '" + d.impl.name + "' of '" + d.owner.getName()
                    + "' objects>");
        });
    }

    static void defineGetSet(PyType t) {
        t.methodN("__get__", 1, 2, (self, a) -> ((PyGetSetDescr) self).descrGet(
                a[0] == Py.None ? null : a[0], null));
        t.method2("__set__", (self, obj, v) -> {
            ((PyGetSetDescr) self).descrSet(obj, v);
            return Py.None;
        });
        t.method1("__delete__", (self, obj) -> {
            ((PyGetSetDescr) self).descrDelete(obj);
            return Py.None;
        });
        t.getset("__name__", self -> PyStr.of(((PyGetSetDescr) self).name), null);
        t.getset("__objclass__", self -> ((PyGetSetDescr) self).owner, null);
        t.method0("__repr__", self -> {
            PyGetSetDescr d = (PyGetSetDescr) self;
            return new PyStr("<attribute '" + d.name + "' of '" + d.owner.getName()
                    + "' objects>");
        });
    }
}
