package org.specializer.api;

/**
 * {@code weakref.ProxyType} and {@code weakref.CallableProxyType} ({@code weakref.proxy}): an
 * object that forwards every operation to its referent while it is alive and raises
 * ReferenceError after, as CPython's proxy objects. Proxies are unhashable; a proxy of a
 * callable is a CallableProxyType.
 */
public final class PyWeakProxy extends PyObject {
    public static final PyType TYPE = PyType.builtin("ProxyType", PyWeakProxy.class,
            PyType.OBJECT, 0, t -> define(t, false)).withModule("weakref");
    public static final PyType CALLABLE_TYPE = PyType.builtin("CallableProxyType",
            PyWeakProxy.class, PyType.OBJECT, 0, t -> define(t, true)).withModule("weakref");

    private final WeakRefs.Ref ref;
    PyObject callback;

    private PyWeakProxy(PyType type, PyObject referent, PyObject callback) {
        super(type);
        this.callback = callback == Py.None ? null : callback;
        this.ref = WeakRefs.register(referent, this);
    }

    /** {@code weakref.proxy(obj, callback=None)}, reusing an existing basic proxy. */
    public static PyObject of(PyObject referent, PyObject callback) {
        PyWeakref.checkReferenceable(referent);
        PyType t = Abstract.isCallable(referent) ? CALLABLE_TYPE : TYPE;
        if (callback == null || callback == Py.None) {
            PyObject existing = WeakRefs.basic(referent, t);
            if (existing != null) {
                return existing;
            }
        }
        return new PyWeakProxy(t, referent, callback);
    }

    /** The referent, or ReferenceError. */
    static PyObject live(PyObject self) {
        PyObject o = ((PyWeakProxy) self).ref.get();
        if (o == null) {
            throw Py.error(PyExc.ReferenceError, "weakly-referenced object no longer exists");
        }
        return o;
    }

    /** An operand: proxies stand for their referents. */
    private static PyObject un(PyObject o) {
        return o instanceof PyWeakProxy ? live(o) : o;
    }

    @Override
    public PyObject getAttr(PyStr name) {
        return live(this).getAttr(name);
    }

    @Override
    public boolean classAttrIsType() {
        return false; // attribute lookups may reach another object
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        return live(this).lookupAttr(name);
    }

    @Override
    public void setAttr(PyStr name, PyObject value) {
        live(this).setAttr(name, value);
    }

    @Override
    public void delAttr(PyStr name) {
        live(this).delAttr(name);
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        if (type != CALLABLE_TYPE) {
            return super.call(args, kwnames);
        }
        return live(this).call(args, kwnames);
    }

    private static final String[] BINARY = {"add", "and", "floordiv", "lshift", "matmul", "mul",
        "mod", "or", "pow", "rshift", "sub", "truediv", "xor"};

    private static void define(PyType t, boolean callable) {
        t.define("__hash__", Py.None);
        t.method0("__repr__", self -> {
            PyObject o = live(self);
            return PyStr.of("<weakproxy at " + PyWeakref.addr(self) + "; to '"
                    + o.type.getName() + "' at " + PyWeakref.addr(o) + ">");
        });
        t.method0("__str__", self -> Abstract.str(live(self)));
        t.method0("__bool__", self -> Abstract.isTrue(live(self)) ? Py.True : Py.False);
        t.method0("__len__", self -> PyInt.of(Abstract.len(live(self))));
        t.method0("__iter__", self -> Abstract.iter(live(self)));
        t.method0("__next__", self -> {
            PyObject o = live(self);
            if (!(o instanceof PyIterator) && o.type.lookup(Names.__next__) == null) {
                throw Py.typeError("Weakref proxy referenced a non-iterator '"
                        + o.type.getName() + "' object");
            }
            PyObject r = Abstract.next(o);
            if (r == null) {
                throw Py.stopIteration(null);
            }
            return r;
        });
        t.method1("__contains__", (self, x) -> Abstract.contains(live(self), x) ? Py.True
                : Py.False);
        t.method1("__getitem__", (self, k) -> Abstract.getItem(live(self), k));
        t.method2("__setitem__", (self, k, v) -> {
            Abstract.setItem(live(self), k, v);
            return Py.None;
        });
        t.method1("__delitem__", (self, k) -> {
            Abstract.delItem(live(self), k);
            return Py.None;
        });
        String[] cmp = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};
        for (int i = 0; i < cmp.length; i++) {
            int op = i;
            t.method1(cmp[i], (self, o) -> Abstract.richCompare(live(self), un(o), op));
        }
        for (int i = 0; i < BINARY.length; i++) {
            int nb = i;
            t.method1("__" + BINARY[i] + "__", (self, o) -> Abstract.binaryOp(un(self), un(o),
                    nb));
            t.method1("__r" + BINARY[i] + "__", (self, o) -> Abstract.binaryOp(un(o), un(self),
                    nb));
            t.method1("__i" + BINARY[i] + "__", (self, o) -> Abstract.inplaceOp(live(self),
                    un(o), nb));
        }
        t.method0("__neg__", self -> Abstract.neg(live(self)));
        t.method0("__pos__", self -> Abstract.pos(live(self)));
        t.method0("__invert__", self -> Abstract.invert(live(self)));
        t.method0("__abs__", self -> Abstract.abs(live(self)));
        t.method0("__index__", self -> Abstract.index(live(self)));
        t.method0("__int__", self -> Abstract.call1(PyInt.TYPE, live(self)));
        t.method0("__float__", self -> Abstract.call1(PyFloat.TYPE, live(self)));
        t.method0("__bytes__", self -> Abstract.call1(PyBytes.TYPE, live(self)));
        t.method0("__reversed__", self -> Abstract.callMethod(live(self),
                PyStr.intern("__reversed__")));
        if (callable) {
            t.methodK("__call__", (self, args, kw) -> live(self).call(args, kw));
        }
    }
}
