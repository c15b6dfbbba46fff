package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyException;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;
import org.specializer.api.PyType;
import org.specializer.api.Unraisable;
import org.specializer.core.modules.StdStreams;
import org.specializer.core.modules.StructSeq;

/**
 * {@code sys.excepthook}, {@code sys.unraisablehook} and {@code sys.displayhook}: their default
 * implementations, and
 * the reporting of uncaught and unraisable exceptions through whatever the program installed,
 * as CPython's {@code PyErr_Display} and {@code PyErr_WriteUnraisable} do.
 */
public final class Hooks {
    private Hooks() {}

    public static final PyType UNRAISABLE_ARGS = StructSeq.type(null, "UnraisableHookArgs",
            "exc_type", "exc_value", "exc_traceback", "err_msg", "object");

    private static final PyStr EXCEPTHOOK = PyStr.intern("excepthook");
    private static final PyStr UNRAISABLEHOOK = PyStr.intern("unraisablehook");
    private static PyObject defaultExcepthook;
    private static PyObject defaultUnraisablehook;

    /** Add the hooks to {@code sys} and route unraisable reports through them. */
    public static void install(PyModule sys) {
        sys.defN("excepthook", 3, 3, (self, a) -> {
            display(a[1]);
            return Py.None;
        });
        defaultExcepthook = sys.dict.getItem(EXCEPTHOOK);
        sys.dict.setItem("__excepthook__", defaultExcepthook);
        sys.def1("unraisablehook", (self, args) -> {
            PyObject[] f = ((org.specializer.api.PyTuple) args).items;
            writeStderr(defaultUnraisable(f[1], f[3], f[4]));
            return Py.None;
        });
        defaultUnraisablehook = sys.dict.getItem(UNRAISABLEHOOK);
        sys.dict.setItem("__unraisablehook__", defaultUnraisablehook);
        sys.put("UnraisableHookArgs", UNRAISABLE_ARGS);
        sys.def1("displayhook", (self, v) -> Runtime.defaultDisplayHook(v));
        sys.dict.setItem("__displayhook__", sys.dict.getItem(PyStr.intern("displayhook")));
        sys.defK("breakpointhook", (self, args, kw) -> breakpointHook(args, kw));
        sys.dict.setItem("__breakpointhook__", sys.dict.getItem(BREAKPOINTHOOK));
        Unraisable.setHandler(Hooks::unraisable);
    }

    private static final PyStr BREAKPOINTHOOK = PyStr.intern("breakpointhook");

    /**
     * {@code breakpoint(*args, **kws)}: {@code sys.breakpointhook(*args, **kws)}, RuntimeError
     * when the program removed it. Compare CPython bltinmodule.c: builtin_breakpoint.
     */
    public static PyObject breakpoint(PyObject[] args, PyStr[] kwnames) {
        PyObject hook = Runtime.sys().dict.getItem(BREAKPOINTHOOK);
        if (hook == null) {
            throw Py.runtimeError("lost sys.breakpointhook");
        }
        return hook.call(args, kwnames);
    }

    /**
     * The default {@code sys.breakpointhook}: calls the function that {@code PYTHONBREAKPOINT}
     * names ({@code pdb.set_trace} when unset or empty; nothing for {@code 0}; a name without
     * a module is a builtin), warning instead when it cannot be imported. The variable is read
     * from {@code os.environ} (what the program set there counts) unless {@code -E}. Compare
     * CPython sysmodule.c: sys_breakpointhook.
     */
    static PyObject breakpointHook(PyObject[] args, PyStr[] kwnames) {
        String name = environ("PYTHONBREAKPOINT");
        if (name == null || name.isEmpty()) {
            name = "pdb.set_trace";
        } else if (name.equals("0")) {
            return Py.None;
        }
        int dot = name.lastIndexOf('.');
        String modulePath = dot < 0 ? "builtins" : name.substring(0, dot);
        String attr = name.substring(dot + 1);
        PyObject hook = null;
        if (dot != 0) {  // ".name" names no module
            try {
                hook = Abstract.getAttr(Runtime.importModule(modulePath), attr);
            } catch (PyException e) {
                if (!e.value.type.isSubtype(org.specializer.api.PyExc.ImportError)
                        && !e.value.type.isSubtype(org.specializer.api.PyExc.AttributeError)) {
                    throw e;
                }
            }
        }
        if (hook == null) {
            WarningsModule.warn(org.specializer.api.PyExc.RuntimeWarning,
                    "Ignoring unimportable $PYTHONBREAKPOINT: \"" + name + "\"", 1);
            return Py.None;
        }
        return hook.call(args, kwnames);
    }

    /** An environment variable as {@code os.environ} has it now (null under -E, or unset). */
    private static String environ(String name) {
        if (org.specializer.core.PyFlags.ignoreEnvironment
                || org.specializer.core.PyFlags.isolated) {
            return null;  // -E or -I
        }
        PyObject os = Runtime.modules().getItem(PyStr.intern("os"));
        PyObject env = os == null ? null : os.lookupAttr(PyStr.intern("environ"));
        if (env != null) {
            PyObject v = Abstract.callMethod(env, PyStr.intern("get"), PyStr.of(name));
            return v instanceof PyStr str ? str.value : null;
        }
        return org.specializer.core.PyFlags.env(name);
    }

    /** Report an uncaught exception: {@code sys.excepthook(type, value, tb)}. */
    public static void uncaught(PyBaseException e) {
        PyObject hook = Runtime.sys().dict.getItem(EXCEPTHOOK);
        if (hook == null || hook == defaultExcepthook) {
            display(e);
            return;
        }
        try {
            Abstract.call(hook, e.type, e, e.traceback == null ? Py.None : e.traceback);
        } catch (PyException inner) {
            writeStderr("Error in sys.excepthook:\n" + format(inner.value)
                    + "\nOriginal exception was:\n" + format(e));
        }
    }

    private static final PyStr PRINT_EXCEPTION = PyStr.intern("_print_exception_bltin");

    /**
     * Print an exception as CPython 3.13's {@code PyErr_Display} does: with Lib's
     * {@code traceback._print_exception_bltin} (position markers under the failing
     * expression, "Did you mean" suggestions, notes and groups as CPython draws them), and with
     * the Java printer when Lib is absent or that function fails.
     */
    private static void display(PyObject exc) {
        if (exc instanceof PyBaseException e && Runtime.stdlib() != null) {
            try {
                PyObject fn = Abstract.getAttr(Runtime.importModule("traceback"),
                        PRINT_EXCEPTION);
                Abstract.call(fn, e);
                return;
            } catch (PyException | StackOverflowError failed) {
                // fall back to the Java printer, as CPython to its C one
            }
        }
        writeStderr(format(exc));
    }

    private static String format(PyObject exc) {
        if (!(exc instanceof PyBaseException e)) {
            // Compare CPython pythonrun.c: print_exception_invalid_type
            return "TypeError: print_exception(): Exception expected for value, "
                    + exc.type.getTpName() + " found\n";
        }
        try {
            return Tracebacks.format(e);
        } catch (RuntimeException inner) {
            return e.type.getName() + "\n";
        }
    }

    private static void unraisable(Unraisable.Report r) {
        PyObject hook = Runtime.sys() == null ? null : Runtime.sys().dict.getItem(UNRAISABLEHOOK);
        PyBaseException e = r.exc();
        PyObject msg = r.message() == null ? Py.None : PyStr.of(r.message());
        PyObject obj = r.object() == null ? Py.None : r.object();
        if (hook == null || hook == defaultUnraisablehook) {
            writeStderr(defaultUnraisable(e, msg, obj));
            return;
        }
        PyTraceback tb = e.traceback;
        try {
            Abstract.call(hook, StructSeq.make(UNRAISABLE_ARGS, e.type, e,
                    tb == null ? Py.None : tb, msg, obj));
        } catch (PyException inner) {
            writeStderr(defaultUnraisable(e, msg, obj));
        }
    }

    /** CPython's default unraisable report: the message line, then the traceback. */
    private static String defaultUnraisable(PyObject exc, PyObject msg, PyObject obj) {
        StringBuilder sb = new StringBuilder();
        if (msg != Py.None) {
            sb.append(Abstract.str(msg).value);
            // Compare CPython errors.c: write_unraisable_exc_file
            sb.append(obj != Py.None ? ": " + safeRepr(obj) : ":");
        } else {
            sb.append("Exception ignored in: ").append(safeRepr(obj));
        }
        sb.append('\n').append(format(exc));
        return sb.toString();
    }

    private static String safeRepr(PyObject o) {
        try {
            return Abstract.repr(o).value;
        } catch (PyException e) {
            return "<object repr() failed>";
        }
    }

    private static void writeStderr(String text) {
        PyObject err = Runtime.sys() == null ? null : Runtime.sys().dict.getItem(
                PyStr.intern("stderr"));
        if (err != null && err != Py.None && err != StdStreams.stderr()) {
            try {
                Abstract.callMethod(err, PyStr.intern("write"), PyStr.of(text));
                return;
            } catch (PyException e) {
                // fall back to the process's stderr
            }
        }
        StdStreams.writeErr(text);
        StdStreams.flushAll();
    }
}
