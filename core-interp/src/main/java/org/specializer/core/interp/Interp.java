package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyCell;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * What builtins and built-in modules need from the running interpreter: the current frame's
 * namespaces, the recursion limit, the exception being handled, and the services that compile
 * or import code. One interpreter runs per process (threads come later), so these are static.
 */
public final class Interp {
    /**
     * {@code sys.set_coroutine_origin_tracking_depth}: how many frames a new coroutine records
     * as its {@code cr_origin} (0: none). One setting for the interpreter, not per thread.
     */
    public static int coroutineOriginTrackingDepth;

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

    /** {@code sys.settrace}: the running thread's trace function, null for none. */
    public static void setTrace(PyObject f) {
        Tracing.setTrace(f);
    }

    /** {@code sys.setprofile}: the running thread's profile function, null for none. */
    public static void setProfile(PyObject f) {
        Tracing.setProfile(f);
    }

    /** {@code sys._settraceallthreads} / {@code sys._setprofileallthreads}. */
    public static void setAllThreads(PyObject f, boolean trace) {
        Tracing.setAllThreads(f, trace);
    }

    /** {@code sys.gettrace()}. */
    public static PyObject trace() {
        return Tracing.trace();
    }

    /** {@code sys.getprofile()}. */
    public static PyObject profile() {
        return Tracing.profile();
    }

    public static PyObject asyncGenFirstiter() {
        return ThreadState.asyncGenFirstiter;
    }

    /** The {@code finalizer} hook of {@code sys.set_asyncgen_hooks}, or null. */
    public static PyObject asyncGenFinalizer() {
        return ThreadState.asyncGenFinalizer;
    }

    /** Set both async generator hooks (null: none). */
    public static void setAsyncGenHooks(PyObject firstiter, PyObject finalizer) {
        ThreadState.asyncGenFirstiter = firstiter;
        ThreadState.asyncGenFinalizer = finalizer;
    }

    /**
     * What awaiting {@code o} iterates (CPython's {@code _PyCoro_GetAwaitableIter}): a
     * coroutine itself, else the iterator its {@code __await__} returns.
     */
    public static PyObject awaitableIter(PyObject o) {
        return Generators.awaitableIter(o, 0);
    }

    /** {@code exec(code, globals, locals, closure=cells)}. */
    public static PyObject execWithClosure(PyCode code, PyDict globals, PyObject locals,
            PyCell[] cells) {
        return Runtime.execWithClosure(code, globals, locals, cells);
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

    /**
     * {@code compile(source, filename, mode, flags, dont_inherit, optimize)} with its arguments
     * checked: {@code source} is a str or an AST node, {@code flags} CPython's {@code PyCF_*}
     * and CO_FUTURE_* bits, {@code optimize} -1 (the interpreter's level), 0, 1 or 2,
     * {@code featureVersion} the minor version an AST parse is held to (-1: this one). Returns
     * a code object, or an AST with {@code PyCF_ONLY_AST}.
     */
    public static PyObject compile(PyObject source, String filename, String mode, int flags,
            boolean dontInherit, int optimize, int featureVersion) {
        return CompilerBridge.compileBuiltin(source, filename, mode, flags, dontInherit,
                optimize, featureVersion);
    }

    /** Is {@code o} an {@code ast.AST} node (a tree {@code compile()} accepts)? */
    public static boolean isAst(PyObject o) {
        return CompilerBridge.isAst(o);
    }

    /** Registers the {@code _ast} module's services; its module does this when created. */
    public static void setAstObjects(AstObjects a) {
        CompilerBridge.setAstObjects(a);
    }

    /** The Python SyntaxError (or IndentationError, TabError) for a compile-time error. */
    public static org.specializer.api.PyBaseException syntaxError(
            org.specializer.core.ast.SyntaxErrorException e) {
        return CompilerBridge.syntaxError(e);
    }

    /** {@code __import__(name, globals, locals, fromlist, level)}. */
    public static PyObject importModule(String name, PyDict globals, PyObject fromlist,
            int level) {
        return Imports.importModule(name, globals == null ? new PyDict() : globals, fromlist,
                level);
    }

    /** {@code sys._getframe(depth)}: the frame object {@code depth} calls up. */
    public static PyObject getFrame(int depth) {
        Frame f = ThreadState.current;
        for (int i = 0; i < depth && f != null; i++) {
            f = f.back;
        }
        if (f == null || depth < 0) {
            throw Py.valueError("call stack is not deep enough");
        }
        return PyFrame.of(f);
    }

    /** {@code sys._getframemodulename(depth)}: the module of the function {@code depth} up. */
    public static PyObject getFrameModuleName(int depth) {
        Frame f = ThreadState.current;
        for (int i = 0; i < depth && f != null; i++) {
            f = f.back;
        }
        if (f == null) {
            return Py.None;
        }
        if (f.func != null) {
            PyObject m = f.func.lookupAttr(org.specializer.api.Names.__module__);
            if (m != null) {
                return m;
            }
        }
        PyObject n = f.globals.getItem(org.specializer.api.Names.__name__);
        return n == null ? Py.None : n;
    }

    /**
     * {@code sys._current_frames()}: each thread's innermost frame by its identifier (the
     * JVM thread id, as {@code threading.get_ident()} gives it), threads without one left out.
     */
    public static org.specializer.api.PyDict currentFrames() {
        org.specializer.api.PyDict d = new org.specializer.api.PyDict();
        for (var e : Gil.threadFrames()) {
            if (e.getValue() != null) {
                d.setItem(org.specializer.api.PyInt.of(e.getKey().getId()),
                        PyFrame.of(e.getValue()));
            }
        }
        return d;
    }

    /** The JVM thread id of the Python thread the caller speaks for (see Gil). */
    public static long pythonThreadId() {
        return Gil.pythonThreadOfCaller().getId();
    }

    /** {@code sys._current_exceptions()}: each thread's handled exception (or None) by id. */
    public static org.specializer.api.PyDict currentExceptions() {
        org.specializer.api.PyDict d = new org.specializer.api.PyDict();
        for (var e : Gil.threadExceptions()) {
            d.setItem(org.specializer.api.PyInt.of(e.getKey().getId()),
                    e.getValue() == null ? Py.None : e.getValue());
        }
        return d;
    }

    /**
     * Each thread that has run Python code, newest first: its JVM thread id and its innermost
     * frame object or None (faulthandler's dump of all threads).
     */
    public static java.util.List<java.util.Map.Entry<Long, PyObject>> threadStacks() {
        java.util.List<java.util.Map.Entry<Long, PyObject>> out = new java.util.ArrayList<>();
        for (var e : Gil.threadFrames()) {
            out.add(new java.util.AbstractMap.SimpleImmutableEntry<>(e.getKey().getId(),
                    e.getValue() == null ? Py.None : PyFrame.of(e.getValue())));
        }
        return out;
    }

    /** The frame object of the innermost Python frame, or None. */
    public static PyObject currentFrame() {
        Frame f = ThreadState.current;
        return f == null ? Py.None : PyFrame.of(f);
    }

    /** Run the finalizers and weakref callbacks that are due (after {@code gc.collect()}). */
    public static void runPendingFinalization() {
        Breaker.runPending();
    }
}
