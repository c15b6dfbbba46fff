package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * What builtins and built-in modules need from the running interpreter: the current frame's
 * namespaces, the recursion limit, the exception being handled, and the services that compile
 * or import code. One interpreter runs per process (threads come later), so these are static.
 */
public final class Interp {
    private Interp() {}

    /** {@code globals()} of the innermost Python frame. */
    public static PyDict currentGlobals() {
        throw Py.notImplementedError("globals()");
    }

    /** {@code locals()} of the innermost Python frame (a snapshot for function frames). */
    public static PyObject currentLocals() {
        throw Py.notImplementedError("locals()");
    }

    /** The builtins namespace. */
    public static PyDict builtins() {
        throw Py.notImplementedError("builtins");
    }

    public static int getRecursionLimit() {
        return 1000;
    }

    public static void setRecursionLimit(int limit) {
        throw Py.notImplementedError("setrecursionlimit");
    }

    /** The exception being handled ({@code sys.exception()}), or None. */
    public static PyObject currentException() {
        return Py.None;
    }

    /**
     * {@code exec}/{@code eval}: compile {@code source} (a str or code object) in {@code mode}
     * ("exec", "eval" or "single") and run it in the given namespaces.
     */
    public static PyObject execOrEval(PyObject source, PyDict globals, PyObject locals,
            String mode) {
        throw Py.notImplementedError("exec/eval");
    }

    /** {@code compile(source, filename, mode)}. */
    public static PyObject compile(PyStr source, String filename, String mode) {
        throw Py.notImplementedError("compile");
    }

    /** {@code __import__(name, globals, locals, fromlist, level)}. */
    public static PyObject importModule(String name, PyDict globals, PyObject fromlist,
            int level) {
        throw Py.notImplementedError("import");
    }
}
