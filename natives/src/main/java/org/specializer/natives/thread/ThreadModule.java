package org.specializer.natives.thread;

import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;

/**
 * The {@code _thread} module (CPython Modules/_threadmodule.c): locks, thread identity, and
 * (with the interpreter lock) threads. A thread's {@code get_ident()} is its JVM thread id.
 */
public final class ThreadModule {
    private ThreadModule() {}

    /** {@code _thread.get_ident()} of the calling thread. */
    static long ident() {
        return Thread.currentThread().getId();
    }

    public static PyModule create() {
        PyModule m = new PyModule("_thread");
        m.put("LockType", PyLock.TYPE);
        m.put("lock", PyLock.TYPE);
        m.put("RLock", PyRLock.TYPE);
        m.put("error", PyExc.RuntimeError);
        m.put("TIMEOUT_MAX", new PyFloat(PyLock.TIMEOUT_MAX));
        m.def0("allocate_lock", self -> new PyLock());
        m.def0("allocate", self -> new PyLock());
        m.def0("get_ident", self -> PyInt.of(ident()));
        m.def0("get_native_id", self -> PyInt.of(ProcessHandle.current().pid()));
        m.def0("_count", self -> PyInt.of(0));
        m.def0("_is_main_interpreter", self -> org.specializer.api.Py.True);
        m.def0("daemon_threads_allowed", self -> org.specializer.api.Py.True);
        m.defN("stack_size", 0, 1, (self, a) -> PyInt.of(0));
        return m;
    }
}
