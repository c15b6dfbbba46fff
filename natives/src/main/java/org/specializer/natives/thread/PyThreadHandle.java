package org.specializer.natives.thread;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Gil;

/**
 * {@code _thread._ThreadHandle}: what {@code threading.Thread} joins. A handle is made before
 * its thread starts ({@code start_joinable_thread(f, handle=h)} binds it), or for a thread that
 * already runs ({@code _make_thread_handle(ident)}, the main thread).
 */
final class PyThreadHandle extends PyObject {
    static final PyType TYPE = PyType.builtin("_ThreadHandle", PyThreadHandle.class,
            PyType.OBJECT, 0, PyThreadHandle::define).withModule("_thread");

    volatile long ident;
    volatile Thread thread;
    final CountDownLatch done = new CountDownLatch(1);
    boolean daemon = true;

    PyThreadHandle() {
        super(TYPE);
    }

    boolean isDone() {
        return done.getCount() == 0;
    }

    /** Wait for the thread (without the interpreter lock); false on timeout. */
    boolean join(double timeout) {
        if (thread == Thread.currentThread()) {
            throw Py.runtimeError("Cannot join current thread");
        }
        return Gil.blocking(() -> {
            try {
                if (timeout < 0) {
                    done.await();
                    return true;
                }
                return done.await((long) (timeout * 1e9), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        });
    }

    private static PyThreadHandle h(PyObject self) {
        return (PyThreadHandle) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyThreadHandle());
        t.getset("ident", self -> PyInt.of(h(self).ident), null);
        t.methodN("join", 0, 1, (self, a) -> {
            double timeout = a.length == 0 || a[0] == Py.None ? -1 : Abstract.asDouble(a[0]);
            if (h(self).ident == 0 && h(self).thread == null) {
                throw Py.runtimeError("thread not started");  // a handle nothing was bound to
            }
            h(self).join(timeout);
            return Py.None;
        });
        t.method0("is_done", self -> h(self).isDone() ? Py.True : Py.False);
        t.method0("_set_done", self -> {
            if (h(self).ident == 0 && h(self).thread == null) {
                throw Py.runtimeError("thread not started");
            }
            h(self).done.countDown();
            return Py.None;
        });
        t.method0("__repr__", self -> PyStr.of("<_thread._ThreadHandle object: ident="
                + h(self).ident + ">"));
    }
}
