package org.specializer.core.interp;

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
        return Runtime.currentGlobals();
    }

    /** {@code locals()} of the innermost Python frame (a snapshot for function frames). */
    public static PyObject currentLocals() {
        return Runtime.currentLocals();
    }

    /**
     * The module of the innermost Python frame's function (CPython's {@code caller()} in
     * {@code typevarobject.c}): the function's {@code __module__}, for module code the globals'
     * {@code __name__}; None when there is no frame.
     */
    public static PyObject callerModule() {
        return Runtime.callerModule();
    }

    /** The builtins namespace. */
    public static PyDict builtins() {
        return Runtime.builtins();
    }

    public static int getRecursionLimit() {
        return Runtime.getRecursionLimit();
    }

    public static void setRecursionLimit(int limit) {
        Runtime.setRecursionLimit(limit);
    }

    /** The exception being handled ({@code sys.exception()}), or None. */
    public static PyObject currentException() {
        return Exceptions.current();
    }

    /**
     * {@code exec}/{@code eval}: compile {@code source} (a str or code object) in {@code mode}
     * ("exec", "eval" or "single") and run it in the given namespaces (null: the caller's).
     */
    public static PyObject execOrEval(PyObject source, PyDict globals, PyObject locals,
            String mode) {
        return Runtime.execOrEval(source, globals, locals, mode);
    }

    /** {@code compile(source, filename, mode)}. */
    public static PyObject compile(PyStr source, String filename, String mode) {
        return Runtime.compile(source, filename, mode);
    }

    /** {@code __import__(name, globals, locals, fromlist, level)}. */
    public static PyObject importModule(String name, PyDict globals, PyObject fromlist,
            int level) {
        return Imports.importModule(name, globals == null ? new PyDict() : globals, fromlist,
                level);
    }
}
