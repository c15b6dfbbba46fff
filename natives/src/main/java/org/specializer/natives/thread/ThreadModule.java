package org.specializer.natives.thread;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.Unraisable;
import org.specializer.core.interp.Gil;

/**
 * The {@code _thread} module (CPython Modules/_threadmodule.c): locks, thread identity, and
 * threads. A Python thread is a JVM thread that runs Python code while it holds the
 * interpreter lock ({@link Gil}); its {@code get_ident()} is the JVM thread id.
 */
public final class ThreadModule {
    private ThreadModule() {}

    /** Java stack of a Python thread (deep recursion, as the main thread's). */
    private static long stackSize = 256L << 20;
    private static final long MAIN_IDENT = Thread.currentThread().getId();
    /** Handles of the non-daemon threads {@code _shutdown} waits for. */
    private static final List<PyThreadHandle> NON_DAEMON = new ArrayList<>();
    private static int running;

    /** {@code _thread.get_ident()} of the calling thread. */
    static long ident() {
        return Thread.currentThread().getId();
    }

    public static PyModule create() {
        PyModule m = new PyModule("_thread");
        m.put("LockType", PyLock.TYPE);
        m.put("lock", PyLock.TYPE);
        m.put("RLock", PyRLock.TYPE);
        m.put("_local", PyLocal.TYPE);
        m.put("_ThreadHandle", PyThreadHandle.TYPE);
        m.put("error", PyExc.RuntimeError);
        m.put("TIMEOUT_MAX", new PyFloat(PyLock.TIMEOUT_MAX));
        m.def0("allocate_lock", self -> new PyLock());
        m.def0("allocate", self -> new PyLock());
        m.def0("get_ident", self -> PyInt.of(ident()));
        m.def0("get_native_id", self -> PyInt.of(ident()));
        m.def0("_get_main_thread_ident", self -> PyInt.of(MAIN_IDENT));
        m.def0("_count", self -> PyInt.of(running));
        m.def0("_is_main_interpreter", self -> Py.True);
        m.def0("daemon_threads_allowed", self -> Py.True);
        m.def0("exit", self -> {
            throw Py.error(PyExc.SystemExit);
        });
        m.def0("exit_thread", self -> {
            throw Py.error(PyExc.SystemExit);
        });
        m.defN("stack_size", 0, 1, (self, a) -> {
            long old = stackSize;
            if (a.length > 0) {
                long size = Abstract.asIndex(a[0]);
                if (size != 0 && size < 32768) {
                    throw Py.valueError("size not valid: " + size + " bytes");
                }
                stackSize = size == 0 ? 256L << 20 : size;
            }
            return PyInt.of(old == 256L << 20 ? 0 : old);
        });
        m.def1("_make_thread_handle", (self, id) -> {
            PyThreadHandle h = new PyThreadHandle();
            h.ident = Abstract.asIndex(id);
            return h;
        });
        m.defK("start_joinable_thread", (self, args, kw) -> {
            PyObject[] a = JOINABLE.parse(args, kw);
            PyObject fn = a[0];
            if (!Abstract.isCallable(fn)) {
                throw Py.typeError("thread function must be callable");
            }
            PyThreadHandle h = a[1] == null || a[1] == Py.None ? new PyThreadHandle()
                    : (PyThreadHandle) a[1];
            if (h.thread != null || h.ident != 0) {
                throw Py.runtimeError("thread already started");
            }
            h.daemon = a[2] == null || Abstract.isTrue(a[2]);
            start(h, fn, Py.NO_ARGS, null);
            return h;
        });
        for (String name : new String[] {"start_new_thread", "start_new"}) {
            m.defN(name, 2, 3, (self, a) -> {
                if (!Abstract.isCallable(a[0])) {
                    throw Py.typeError("first arg must be callable");
                }
                if (!(a[1] instanceof PyTuple t)) {
                    throw Py.typeError("2nd arg must be a tuple");
                }
                PyObject kwargs = a.length > 2 ? a[2] : null;
                if (kwargs != null && !(kwargs instanceof PyDict)) {
                    throw Py.typeError("optional 3rd arg must be a dictionary");
                }
                PyThreadHandle h = new PyThreadHandle();
                start(h, a[0], t.items, (PyDict) kwargs);
                return PyInt.of(h.ident);
            });
        }
        m.def0("_shutdown", self -> {
            for (;;) {
                PyThreadHandle next = null;
                synchronized (NON_DAEMON) {
                    for (PyThreadHandle h : NON_DAEMON) {
                        if (!h.isDone() && h.thread != Thread.currentThread()) {
                            next = h;
                            break;
                        }
                    }
                }
                if (next == null) {
                    return Py.None;
                }
                next.join(-1);
            }
        });
        m.defN("interrupt_main", 0, 1, (self, a) -> {
            long sig = a.length == 0 ? 2 : org.specializer.api.Abstract.asIndex(a[0]);
            org.specializer.natives.signal.SignalModule.interruptMain(
                    (int) Math.max(-1, Math.min(sig, Integer.MAX_VALUE)));
            return Py.None;
        });
        return m;
    }

    private static final org.specializer.core.modules.Params JOINABLE =
            new org.specializer.core.modules.Params("start_joinable_thread",
                    new String[] {"function", "handle", "daemon"}, 1, 1, 1);

    /** Start a JVM thread that runs {@code fn(*args, **kwargs)} under the interpreter lock. */
    private static void start(PyThreadHandle h, PyObject fn, PyObject[] args, PyDict kwargs) {
        if (org.specializer.core.interp.Runtime.isFinalizing()) {
            throw Py.error(org.specializer.api.PyExc.PythonFinalizationError,
                    "can't create new thread at interpreter shutdown");
        }
        Thread t = new Thread(null, () -> {
            Gil.acquire();
            try {
                if (kwargs == null || kwargs.size() == 0) {
                    Abstract.call(fn, args);
                } else {
                    PyObject[] all = new PyObject[args.length + kwargs.size()];
                    PyStr[] names = new PyStr[kwargs.size()];
                    System.arraycopy(args, 0, all, 0, args.length);
                    int k = 0;
                    for (int i = kwargs.nextEntry(0); i >= 0; i = kwargs.nextEntry(i + 1)) {
                        names[k] = (PyStr) kwargs.keyAt(i);
                        all[args.length + k++] = kwargs.valueAt(i);
                    }
                    fn.call(all, names);
                }
            } catch (PyException e) {
                if (!e.matches(PyExc.SystemExit)) {
                    // as PyErr_FormatUnraisable: the function in the message, no object
                    Unraisable.report(e.value, "Exception ignored in thread started by "
                            + Abstract.repr(fn).value, null);
                }
            } finally {
                // a thread that ends with a trace or profile function (threading.settrace)
                // no longer keeps the interpreter's code instrumented
                org.specializer.core.interp.Interp.setTrace(null);
                org.specializer.core.interp.Interp.setProfile(null);
                synchronized (NON_DAEMON) {
                    running--;
                    NON_DAEMON.remove(h);
                }
                h.done.countDown();
                Gil.releaseAtThreadEnd();
            }
        }, "python-thread", stackSize);
        t.setDaemon(true);
        h.thread = t;
        h.ident = t.getId();
        synchronized (NON_DAEMON) {
            running++;
            if (!h.daemon) {
                NON_DAEMON.add(h);
            }
        }
        t.start();
    }
}
