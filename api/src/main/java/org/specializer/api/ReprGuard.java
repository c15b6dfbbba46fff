package org.specializer.api;

import java.util.ArrayList;

/**
 * CPython's {@code Py_ReprEnter}/{@code Py_ReprLeave}: the containers whose repr is in progress
 * on this thread, so that a container reached again through its own items prints as
 * {@code [...]} or {@code {...}} instead of recursing forever.
 *
 * <pre>
 *   if (ReprGuard.enter(self)) {
 *       return PyStr.of("[...]");
 *   }
 *   try {
 *       ... build the repr ...
 *   } finally {
 *       ReprGuard.leave(self);
 *   }
 * </pre>
 */
public final class ReprGuard {
    private ReprGuard() {}

    // Threads come later; a thread-local list keeps each thread's nesting apart already.
    private static final ThreadLocal<ArrayList<PyObject>> ACTIVE =
            ThreadLocal.withInitial(ArrayList::new);

    /** Mark {@code obj} as being printed: true when it already was (print the ellipsis). */
    public static boolean enter(PyObject obj) {
        ArrayList<PyObject> active = ACTIVE.get();
        for (int i = active.size() - 1; i >= 0; i--) {
            if (active.get(i) == obj) {
                return true;
            }
        }
        active.add(obj);
        return false;
    }

    /** Undo a successful {@link #enter} (one that returned false). */
    public static void leave(PyObject obj) {
        ArrayList<PyObject> active = ACTIVE.get();
        for (int i = active.size() - 1; i >= 0; i--) {
            if (active.get(i) == obj) {
                active.remove(i);
                return;
            }
        }
    }
}
