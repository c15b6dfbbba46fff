package org.specializer.natives.thread;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.specializer.api.Abstract;
import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Gil;
import org.specializer.core.modules.Params;

/**
 * {@code _thread.lock} ({@code _thread.allocate_lock()}): a non-reentrant lock that any thread
 * may release, as CPython's lockobject, on a one-permit semaphore.
 */
final class PyLock extends PyObject {
    static final PyType TYPE = PyType.builtin("lock", PyLock.class, PyType.OBJECT, 0,
            PyLock::define).withModule("_thread").withWeakrefs();

    /** CPython's PY_TIMEOUT_MAX in seconds, as {@code _thread.TIMEOUT_MAX}. */
    static final double TIMEOUT_MAX = 9223372036.0;

    final Semaphore sem = new Semaphore(1);

    PyLock() {
        super(TYPE);
    }

    private static final Params ACQUIRE = new Params("acquire", new String[] {"blocking",
        "timeout"}, 0, 2, 0);

    /** Parse (blocking, timeout) and wait: the common part of lock and RLock acquire. */
    static boolean acquire(Semaphore sem, PyObject[] args, PyStr[] kw) {
        PyObject[] a = ACQUIRE.parse(args, kw);
        boolean blocking = a[0] == null || Abstract.isTrue(a[0]);
        double timeout = a[1] == null ? -1 : Abstract.asDouble(a[1]);
        if (!blocking && timeout != -1) {
            throw Py.valueError("can't specify a timeout for a non-blocking call");
        }
        if (timeout < 0 && timeout != -1) {
            throw Py.valueError("timeout value must be a non-negative number");
        }
        if (timeout > TIMEOUT_MAX) {
            throw Py.overflowError("timeout value is too large");
        }
        if (!blocking) {
            return sem.tryAcquire();
        }
        if (sem.tryAcquire()) {
            return true;
        }
        // wait without the interpreter lock, so that the holder can run and release
        Boolean got = Gil.blocking(() -> {
            try {
                if (timeout == -1) {
                    sem.acquire();
                    return true;
                }
                return sem.tryAcquire((long) (timeout * 1e9), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        });
        if (got == null) {
            throw Py.error(PyExc.KeyboardInterrupt);
        }
        return got;
    }

    static String addr(PyObject o) {
        return String.format("0x%012x", Hashing.identityHash(o) & 0xffffffffffffL);
    }

    private static PyLock l(PyObject self) {
        return (PyLock) self;
    }

    private static void define(PyType t) {
        for (String name : new String[] {"acquire", "acquire_lock", "__enter__"}) {
            t.methodK(name, (self, args, kw) -> acquire(l(self).sem, args, kw) ? Py.True
                    : Py.False);
        }
        for (String name : new String[] {"release", "release_lock"}) {
            t.method0(name, self -> {
                release(l(self));
                return Py.None;
            });
        }
        t.methodN("__exit__", 0, 3, (self, a) -> {
            release(l(self));
            return Py.None;
        });
        for (String name : new String[] {"locked", "locked_lock"}) {
            t.method0(name, self -> l(self).sem.availablePermits() == 0 ? Py.True : Py.False);
        }
        t.method0("_at_fork_reinit", self -> {
            l(self).sem.drainPermits();
            l(self).sem.release();
            return Py.None;
        });
        t.method0("__repr__", self -> PyStr.of("<" + (l(self).sem.availablePermits() == 0
                ? "locked" : "unlocked") + " _thread.lock object at " + addr(self) + ">"));
    }

    private static void release(PyLock l) {
        if (l.sem.availablePermits() != 0) {
            throw Py.runtimeError("release unlocked lock");
        }
        l.sem.release();
    }

}
