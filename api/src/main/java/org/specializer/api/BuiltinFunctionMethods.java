package org.specializer.api;

/**
 * Attributes of builtin functions and bound builtin methods ({@code builtin_function_or_method},
 * {@code method-wrapper}), of the three kinds of method descriptor ({@code method_descriptor},
 * {@code classmethod_descriptor}, {@code wrapper_descriptor}) and of getset descriptors. The
 * {@code __doc__} and {@code __text_signature__} of each come from {@link BuiltinDocs}.
 */
final class BuiltinFunctionMethods {
    private BuiltinFunctionMethods() {}

    private static PyBuiltinFunction b(PyObject o) {
        return (PyBuiltinFunction) o;
    }

    private static PyMethodDescr d(PyObject o) {
        return (PyMethodDescr) o;
    }

    private static String address(PyObject o) {
        return String.format("%012x", Hashing.identityHash(o) & 0xffffffffffffL);
    }

    static void define(PyType t) {
        defineBound(t);
        t.getset("__qualname__", self -> {
            PyBuiltinFunction f = b(self);
            if (f.self instanceof PyType || f.self == null || f.self instanceof PyModule) {
                return PyStr.of(f.self instanceof PyType tt ? tt.getName() + "." + f.impl.name
                        : f.impl.name);
            }
            return PyStr.of(f.impl.qualname);
        }, null);
        t.getset("__module__", self -> {
            String m = b(self).module;
            return m == null ? Py.None : PyStr.of(m);
        }, null);
        t.method0("__reduce__", self -> {
            PyBuiltinFunction f = b(self);
            if (f.self == null || f.self instanceof PyModule) {
                return PyStr.of(f.impl.name);
            }
            return reduceByGetattr(f.self, f.impl.name);
        });
        t.method0("__repr__", self -> {
            PyBuiltinFunction f = b(self);
            if (f.self == null || f.self instanceof PyModule) {
                return new PyStr("<built-in function " + f.impl.name + ">");
            }
            if (f.self instanceof PyType tt) {
                return new PyStr("<built-in method " + f.impl.name + " of type object at 0x"
                        + address(tt) + ">");
            }
            return new PyStr("<built-in method " + f.impl.name + " of " + f.self.type.getName()
                    + " object at 0x" + address(f.self) + ">");
        });
    }

    /** {@code method-wrapper}: a slot wrapper bound to an instance. */
    static void defineWrapper(PyType t) {
        defineBound(t);
        t.getset("__objclass__", self -> wrapperOwner(b(self)), null);
        t.method0("__reduce__", self -> reduceByGetattr(b(self).self, b(self).impl.name));
        t.getset("__qualname__", self -> PyStr.of(wrapperOwner(b(self)).getName() + "."
                + b(self).impl.name), null);
        t.method0("__repr__", self -> {
            PyBuiltinFunction f = b(self);
            return new PyStr("<method-wrapper '" + f.impl.name + "' of "
                    + f.self.type.getTpName() + " object at 0x" + address(f.self) + ">");
        });
    }

    /** The type whose slot wrapper was bound: the first along the MRO holding the method. */
    private static PyType wrapperOwner(PyBuiltinFunction f) {
        PyStr name = PyStr.intern(f.impl.name);
        for (PyType c : f.self.type.getMro()) {
            if (c.getTypeDict().getItem(name) instanceof PyMethodDescr md && md.impl == f.impl) {
                return md.owner;
            }
        }
        return f.self.type;
    }

    /** What {@code builtin_function_or_method} and {@code method-wrapper} share. */
    private static void defineBound(PyType t) {
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.getset("__name__", self -> PyStr.of(b(self).impl.name), null);
        t.getset("__self__", self -> {
            PyObject s = b(self).self;
            return s == null ? Py.None : s;
        }, null);
        t.getset("__doc__", self -> BuiltinDocs.doc(b(self).impl, key(b(self))), null);
        t.getset("__text_signature__",
                self -> BuiltinDocs.textSignature(b(self).impl, key(b(self))), null);
        t.method1("__eq__", (self, o) -> {
            if (!(o instanceof PyBuiltinFunction other) || other.type != self.type) {
                return Py.NotImplemented;
            }
            return Py.newBool(b(self).impl == other.impl && b(self).self == other.self);
        });
        t.method0("__hash__", self -> PyInt.of(Hashing.identityHash(b(self).impl)
                ^ (b(self).self == null ? 0 : Hashing.identityHash(b(self).self))));
    }

    /**
     * {@code (getattr, (owner, name))}: how methods and descriptors pickle. Compare CPython
     * methodobject.c: meth_reduce, descrobject.c: descr_reduce, wrapper_reduce.
     */
    static PyObject reduceByGetattr(PyObject owner, String name) {
        PyObject getattr = Py.importModule("builtins").getAttr(PyStr.intern("getattr"));
        return PyTuple.of(getattr, PyTuple.of(owner, PyStr.of(name)));
    }

    /** The key of a builtin function's documentation: {@code builtins.len}, {@code str.join}. */
    private static String key(PyBuiltinFunction f) {
        return f.module != null ? f.module + "." + f.impl.name
                : f.self != null ? BuiltinDocs.methodKey(wrapperOwner(f), f.impl)
                : f.impl.qualname;
    }

    /** Method descriptors and slot wrappers: they pickle as {@code getattr(owner, name)}. */
    static void defineDescr(PyType t) {
        defineClassMethodDescr(t);
        t.method0("__reduce__", self -> reduceByGetattr(d(self).owner, d(self).impl.name));
    }

    /** The three kinds of method descriptor, told apart by their type; a class method's
     *  descriptor ({@code dict.__dict__['fromkeys']}) cannot be pickled, as in CPython. */
    static void defineClassMethodDescr(PyType t) {
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.methodN("__get__", 1, 2, (self, a) -> {
            PyObject obj = a[0] == Py.None ? null : a[0];
            PyType type = a.length > 1 && a[1] instanceof PyType tt ? tt : null;
            if (obj == null && type == null) {
                throw Py.typeError("__get__(None, None) is invalid");
            }
            return d(self).descrGet(obj, type);
        });
        t.getset("__name__", self -> PyStr.of(d(self).impl.name), null);
        t.getset("__qualname__", self -> PyStr.of(d(self).owner.getName() + "."
                + d(self).impl.name), null);
        t.getset("__objclass__", self -> d(self).owner, null);
        t.getset("__doc__", self -> BuiltinDocs.doc(d(self).impl,
                BuiltinDocs.methodKey(d(self).owner, d(self).impl)), null);
        t.getset("__text_signature__",
                self -> BuiltinDocs.textSignature(d(self).impl,
                        BuiltinDocs.methodKey(d(self).owner, d(self).impl)), null);
        t.method0("__repr__", self -> {
            PyMethodDescr m = d(self);
            return new PyStr("<" + (m.isSlotWrapper() ? "slot wrapper" : "method") + " '"
                    + m.impl.name + "' of '" + m.owner.getTpName() + "' objects>");
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
        t.getset("__qualname__", self -> PyStr.of(((PyGetSetDescr) self).owner.getName() + "."
                + ((PyGetSetDescr) self).name), null);
        t.getset("__objclass__", self -> ((PyGetSetDescr) self).owner, null);
        t.getset("__doc__", self -> BuiltinDocs.attributeDoc(((PyGetSetDescr) self).owner,
                ((PyGetSetDescr) self).name), null);
        t.method0("__repr__", self -> {
            PyGetSetDescr d = (PyGetSetDescr) self;
            return new PyStr("<attribute '" + d.name + "' of '" + d.owner.getTpName()
                    + "' objects>");
        });
    }
}
