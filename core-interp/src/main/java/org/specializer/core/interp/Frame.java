package org.specializer.core.interp;

import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyObject;

/**
 * An executing (or suspended) code object: fast locals and the value stack in one array, as
 * CPython's {@code _PyInterpreterFrame} keeps them, plus the namespaces.
 *
 * <p>{@link #s} holds, in order: locals, cells and free variables ({@code code.nlocalsplus()}
 * slots), then the value stack. {@link #ip} and {@link #sp} are saved here only when the frame
 * suspends (generators) or unwinds; while running they live in the eval loop's locals.
 */
final class Frame {
    final PyCode code;
    final PyObject[] s;
    final PyDict globals;
    final PyDict builtins;
    /** The locals mapping for module and class bodies (LOAD_NAME); null in functions. */
    PyObject locals;
    /** The function being run, or null for module and exec code. */
    final PyFunction func;
    /** The calling frame while this one runs. */
    Frame back;
    int ip;
    int sp;
    /** Set by YIELD_VALUE: the last return from {@link Eval#run} was a yield, not a return. */
    boolean yielded;
    /** The generator running this frame, or null. */
    Generator generator;
    /**
     * Tier 2 runs this frame: its locals live in JVM locals, not in {@link #s} (which holds
     * the arguments, cells and free variables up to date, and the other locals as of the last
     * call into Python code).
     */
    boolean compiled;
    /** {@code f_locals} wrote a fast local into {@link #s}: compiled code reads its locals
     *  from there again when the call it made returns ({@link FrameLocalsProxy}). */
    boolean localsWritten;
    /** The call at which compiled code last wrote its locals into {@link #s}: while that call
     *  runs ({@code ip} equal to it), they are the frame's current values. */
    int spilledAt = -1;
    /** The Python frame object of this frame, once asked for ({@link PyFrame#of}). */
    PyFrame pyFrame;
    /** The exception to raise when a generator resumes ({@code throw()}), or null. */
    org.specializer.api.PyBaseException pendingThrow;

    Frame(PyCode code, PyDict globals, PyDict builtins, PyObject locals, PyFunction func) {
        this.code = code;
        this.s = new PyObject[code.frameSize()];
        this.globals = globals;
        this.builtins = builtins;
        // a function whose code is not optimized (module code given to FunctionType) names
        // its globals, as CPython's _PyFunction_Vectorcall passes them as the locals
        this.locals = locals == null && func != null && (code.flags & PyCode.CO_OPTIMIZED) == 0
                ? globals : locals;
        this.func = func;
        this.sp = code.nlocalsplus();
    }

    /** The line being executed (for tracebacks and debugging). */
    int currentLine() {
        return code.lineAt(ip);
    }
}
