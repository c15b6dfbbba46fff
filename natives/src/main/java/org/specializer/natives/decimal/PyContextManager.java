package org.specializer.natives.decimal;

import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code decimal.ContextManager}, what {@code localcontext()} returns: {@code __enter__} makes
 * a copy of the given context (with the given settings) current, {@code __exit__} restores the
 * context that was current when the manager was made. Compare _decimal.c: ctxmanager_new.
 */
final class PyContextManager extends PyObject {
    static final PyType TYPE = PyType.builtin("ContextManager", PyContextManager.class,
            PyType.OBJECT, 0, PyContextManager::define).withModule("decimal")
            .withDottedTpName();

    private static final Args NEW = new Args(0, "ctx", "prec", "rounding", "Emin", "Emax",
            "capitals", "clamp", "flags", "traps");

    private final PyDecContext local;
    private final PyDecContext global;

    private PyContextManager(PyDecContext local, PyDecContext global) {
        super(TYPE);
        this.local = local;
        this.global = global;
    }

    static PyContextManager create(PyObject[] args, PyStr[] kwnames) {
        PyDecContext global = DecimalModule.current();
        PyObject[] a = NEW.parse(args, kwnames);
        PyDecContext local;
        if (a[0] == null || a[0] == Py.None) {
            local = global;
        } else if (a[0] instanceof PyDecContext c) {
            local = c;
        } else {
            throw Py.typeError("optional argument must be a context");
        }
        PyDecContext copy = local.copy();
        PyObject[] settings = new PyObject[8];
        System.arraycopy(a, 1, settings, 0, 8);
        ContextMethods.setAttrs(copy, settings);
        return new PyContextManager(copy, global);
    }

    private static void define(PyType t) {
        t.constructor((cls, a, kw) -> {
            throw Py.typeError("cannot create 'decimal.ContextManager' instances");
        });
        t.method0("__enter__", self -> {
            PyContextManager m = (PyContextManager) self;
            DecimalModule.setContext(m.local);
            return m.local;
        });
        t.methodN("__exit__", 0, 3, (self, a) -> {
            DecimalModule.setContext(((PyContextManager) self).global);
            return Py.None;
        });
    }
}
