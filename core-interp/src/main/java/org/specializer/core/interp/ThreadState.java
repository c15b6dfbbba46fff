package org.specializer.core.interp;

import org.specializer.api.PyObject;

/**
 * The interpreter's per-thread state: the fields belong to the thread holding the interpreter
 * lock, which saves and restores them when it lets go and takes it back ({@link Gil}), so they
 * are static and the JIT reads them as plainly as locals.
 */
public final class ThreadState {
    private ThreadState() {}

    /** The innermost executing Python frame. */
    static Frame current;
    /** Python frames on the Java stack. */
    static int depth;

    /** How many Python frames the running thread has entered and not left. */
    public static int depth() {
        return depth;
    }
    /** Imports the running thread has begun and not finished (importlib's find-and-load). */
    static int importing;
    /** {@code sys.getrecursionlimit()}. */
    static int recursionLimit = 1000;
    /** Top of the handled-exception stack ({@code sys.exception()}); see {@link ExcInfo}. */
    static ExcInfo excInfo = new ExcInfo(null);
    /** {@code sys.set_asyncgen_hooks}: the {@code firstiter} hook, or null. */
    static PyObject asyncGenFirstiter;
    /** {@code sys.set_asyncgen_hooks}: the {@code finalizer} hook, or null. */
    static PyObject asyncGenFinalizer;
    /** The thread's trace and profile functions, or null when it has neither. */
    static Tracing.Tracer tracer;
    /** The current {@code contextvars.Context}, or null until the thread needs one. */
    private static PyObject context;

    /**
     * The thread's current context ({@code _contextvars}' {@code Context}), or null when the
     * thread has not needed one yet (CPython's {@code tstate->context}).
     */
    public static PyObject context() {
        return context;
    }

    /** Make {@code ctx} the thread's current context. */
    public static void setContext(PyObject ctx) {
        context = ctx;
    }

    /**
     * One level of the handled-exception stack (CPython's {@code _PyErr_StackItem}). The thread
     * has a base level; each running generator pushes its own, so that an exception handled
     * inside a generator stays with it across yields.
     */
    static final class ExcInfo {
        /** The exception being handled at this level, or null. */
        PyObject value;
        ExcInfo previous;

        ExcInfo(ExcInfo previous) {
            this.previous = previous;
        }
    }

    /** The exception being handled: the topmost non-null level (CPython's topmost exception). */
    static PyObject handledException() {
        for (ExcInfo e = excInfo; e != null; e = e.previous) {
            if (e.value != null && e.value != org.specializer.api.Py.None) {
                return e.value;
            }
        }
        return null;
    }
}
