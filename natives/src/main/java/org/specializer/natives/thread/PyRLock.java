package org.specializer.natives.thread;

import java.util.concurrent.Semaphore;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * {@code _thread.RLock}: a reentrant lock owned by the thread that acquired it, with CPython's
 * rlockobject methods, including the {@code _release_save}/{@code _acquire_restore} pair that
 * {@code threading.Condition} uses.
 */
final class PyRLock extends PyObject {
    static final PyType TYPE = PyType.builtin("RLock", PyRLock.class, PyType.OBJECT,
            PyType.BASETYPE, PyRLock::define).withModule("_thread").withWeakrefs();

    final Semaphore sem = new Semaphore(1);
    /** The owner's {@code get_ident()}, 0 when unowned. */
    long owner;
    long count;

    PyRLock(PyType type) {
        super(type);
    }

    private static PyRLock r(PyObject self) {
        return (PyRLock) self;
    }

    private static boolean acquire(PyRLock r, PyObject[] args, PyStr[] kw) {
        long me = ThreadModule.ident();
        if (r.count > 0 && r.owner == me) {
            r.count++;
            return true;
        }
        if (!PyLock.acquire(r.sem, args, kw)) {
            return false;
        }
        r.owner = me;
        r.count = 1;
        return true;
    }

    private static void release(PyRLock r) {
        if (r.count == 0 || r.owner != ThreadModule.ident()) {
            throw Py.runtimeError("cannot release un-acquired lock");
        }
        if (--r.count == 0) {
            r.owner = 0;
            r.sem.release();
        }
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyRLock((PyType) cls));
        for (String name : new String[] {"acquire", "__enter__"}) {
            t.methodK(name, (self, args, kw) -> acquire(r(self), args, kw) ? Py.True : Py.False);
        }
        t.method0("release", self -> {
            release(r(self));
            return Py.None;
        });
        t.methodN("__exit__", 0, 3, (self, a) -> {
            release(r(self));
            return Py.None;
        });
        t.method0("locked", self -> r(self).count > 0 ? Py.True : Py.False);
        t.method0("_is_owned", self -> r(self).count > 0
                && r(self).owner == ThreadModule.ident() ? Py.True : Py.False);
        t.method0("_recursion_count", self -> PyInt.of(r(self).owner == ThreadModule.ident()
                ? r(self).count : 0));
        t.method0("_release_save", self -> {
            PyRLock r = r(self);
            if (r.count == 0) {
                throw Py.runtimeError("cannot release un-acquired lock");
            }
            PyTuple state = PyTuple.of(PyInt.of(r.count), PyInt.of(r.owner));
            r.count = 0;
            r.owner = 0;
            r.sem.release();
            return state;
        });
        t.method1("_acquire_restore", (self, state) -> {
            PyRLock r = r(self);
            PyObject[] s = Abstract.toArray(state);
            PyLock.acquire(r.sem, Py.NO_ARGS, Py.NO_KWNAMES);
            r.count = Abstract.asIndex(s[0]);
            r.owner = Abstract.asIndex(s[1]);
            return Py.None;
        });
        t.method0("_at_fork_reinit", self -> {
            PyRLock r = r(self);
            r.sem.drainPermits();
            r.sem.release();
            r.count = 0;
            r.owner = 0;
            return Py.None;
        });
        t.method0("__repr__", self -> {
            PyRLock r = r(self);
            return PyStr.of("<" + (r.count > 0 ? "locked" : "unlocked") + " "
                    + self.type.getModuleName() + "." + self.type.getQualname() + " object owner="
                    + r.owner + " count=" + r.count + " at " + PyLock.addr(self) + ">");
        });
    }
}
