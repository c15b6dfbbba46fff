package org.specializer.natives.thread;

import java.util.Map;
import java.util.WeakHashMap;
import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code _thread._local} ({@code threading.local}): an object whose attributes are per thread.
 * Each thread sees its own instance dictionary, made the first time it touches the object; for
 * a subclass, {@code __init__} then runs again in that thread with the arguments the object was
 * created with, as CPython's localobject does.
 */
final class PyLocal extends PyObject {
    static final PyType TYPE = PyType.builtin("_local", PyLocal.class, PyType.OBJECT,
            PyType.BASETYPE, PyLocal::define).withModule("_thread").withDottedTpName().withWeakrefs();

    private final Map<Thread, PyDict> dicts = new WeakHashMap<>();
    private final PyObject[] args;
    private final PyStr[] kwnames;

    PyLocal(PyType type, PyObject[] args, PyStr[] kwnames) {
        super(type);
        this.args = args;
        this.kwnames = kwnames;
        dicts.put(Thread.currentThread(), new PyDict());
    }

    @Override
    public PyDict getDict() {
        Thread t = Thread.currentThread();
        PyDict d = dicts.get(t);
        if (d == null) {
            d = new PyDict();
            dicts.put(t, d);
            PyObject init = type.lookup(Names.__init__);
            if (init != null && init != PyType.OBJECT.lookup(Names.__init__)) {
                Abstract.callMethodDescriptor(init, this, args, kwnames);
            }
        }
        return d;
    }

    @Override
    public boolean setDict(PyDict d) {
        return false;
    }

    private static RuntimeException readOnlyDict(PyObject self) {
        return Py.attributeError(self, Names.__dict__,
                "'" + self.type.getTpName() + "' object attribute '__dict__' is read-only");
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyType c = (PyType) cls;
            if (args.length > 0 && c.lookup(Names.__init__) == PyType.OBJECT.lookup(
                    Names.__init__)) {
                throw Py.typeError("Initialization arguments are not supported");
            }
            return new PyLocal(c, args, kw);
        });
        // local_setattro: neither assigned nor deleted
        t.getset("__dict__", self -> self.getDict(), (self, v) -> {
            throw readOnlyDict(self);
        }, self -> {
            throw readOnlyDict(self);
        });
    }
}
