package org.specializer.core.interp;

import java.util.HashSet;
import java.util.Set;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The {@code _warnings} module, reduced to what lets the interpreter warn before Lib's
 * {@code warnings} is imported: {@code warn} and {@code warn_explicit}. Lib's
 * {@code warnings.py} finds no {@code filters} here and uses its own pure-Python machinery
 * (CPython keeps that fallback); once it is imported, these functions hand every warning to it,
 * so filters, {@code catch_warnings} and {@code showwarning} apply to warnings raised by Java
 * code too. Before that, CPython's default filters apply: DeprecationWarning outside
 * {@code __main__}, PendingDeprecationWarning, ImportWarning and ResourceWarning are ignored,
 * anything else prints once per location.
 */
public final class WarningsModule {
    private WarningsModule() {}

    private static final PyStr WARN = PyStr.intern("warn");
    private static final PyStr WARN_EXPLICIT = PyStr.intern("warn_explicit");
    private static final PyStr WARNINGS = PyStr.intern("warnings");
    private static final Set<String> SHOWN = new HashSet<>();
    private static final PyStr REGISTRY = PyStr.intern("__warningregistry__");
    private static PyModule module;

    public static PyModule create() {
        PyModule m = new PyModule("_warnings");
        m.defK("warn", (self, args, kw) -> {
            PyObject py = pythonWarnings(WARN);
            if (py != null) {
                return py.call(args, kw);
            }
            int n = args.length - kw.length;
            PyObject message = args[0];
            PyObject category = n > 1 ? args[1] : keyword(args, kw, "category");
            PyObject level = n > 2 ? args[2] : keyword(args, kw, "stacklevel");
            warnDefault(message, category, level == null ? 1 : Abstract.asInt(level));
            return Py.None;
        });
        m.defK("warn_explicit", (self, args, kw) -> {
            PyObject py = pythonWarnings(WARN_EXPLICIT);
            if (py != null) {
                return py.call(args, kw);
            }
            PyObject category = args.length > 1 ? args[1] : null;
            String file = args.length > 2 ? Abstract.str(args[2]).value : "sys";
            int line = args.length > 3 ? Abstract.asInt(args[3]) : 1;
            PyDict registry = args.length > 4 && args[4] instanceof PyDict r ? r : null;
            show(args[0], resolve(args[0], category), file, line, false, registry, false);
            return Py.None;
        });
        module = m;
        return m;
    }

    /** Warn from Java code: {@code warnings.warn(message, category, stacklevel)}. */
    public static void warn(PyType category, String message, int stacklevel) {
        PyObject py = pythonWarnings(WARN);
        if (py != null) {
            Abstract.call(py, PyStr.of(message), category, org.specializer.api.PyInt.of(
                    stacklevel));
            return;
        }
        warnDefault(PyStr.of(message), category, stacklevel);
    }

    /**
     * {@code warnings.warn_explicit(message, category, filename, lineno)}: Lib's once it is
     * imported, else CPython's default filters.
     */
    public static void warnExplicit(PyType category, String message, String filename,
            int lineno) {
        PyObject py = pythonWarnings(WARN_EXPLICIT);
        if (py != null) {
            Abstract.call(py, PyStr.of(message), category, PyStr.of(filename),
                    org.specializer.api.PyInt.of(lineno));
            return;
        }
        show(PyStr.of(message), category, filename, lineno, false, null, false);
    }

    /**
     * A compile-time SyntaxWarning ({@code SyntaxWarnings}' sink): true when the filters raised
     * it, so that the compiler raises a SyntaxError in its place, as CPython does.
     */
    static boolean syntaxWarning(String message, String filename, int lineno) {
        try {
            warnExplicit(PyExc.SyntaxWarning, message, filename, lineno);
            return false;
        } catch (org.specializer.api.PyException e) {
            if (e.matches(PyExc.SyntaxWarning)) {
                return true;
            }
            throw e;
        }
    }

    /** {@code warnings.<name>} once Lib's warnings is imported, else null. */
    private static PyObject pythonWarnings(PyStr name) {
        PyObject w = Runtime.modules() == null ? null : Runtime.modules().getItem(WARNINGS);
        if (!(w instanceof PyModule wm)) {
            return null;
        }
        PyObject f = wm.dict.getItem(name);
        if (f == null || (module != null && f == module.dict.getItem(name))) {
            return null;
        }
        return f;
    }

    private static PyObject keyword(PyObject[] args, org.specializer.api.PyStr[] kw, String n) {
        int base = args.length - kw.length;
        for (int i = 0; i < kw.length; i++) {
            if (kw[i].value.equals(n)) {
                return args[base + i];
            }
        }
        return null;
    }

    private static PyType resolve(PyObject message, PyObject category) {
        if (message.type.isSubtype(PyExc.Warning)) {
            return message.type;
        }
        if (category == null || category == Py.None) {
            return PyExc.UserWarning;
        }
        if (!(category instanceof PyType t) || !t.isSubtype(PyExc.Warning)) {
            throw Py.typeError("category must be a Warning subclass, not '"
                    + category.type.getName() + "'");
        }
        return t;
    }

    private static void warnDefault(PyObject message, PyObject category, int stacklevel) {
        PyType cat = resolve(message, category);
        Frame f = ThreadState.current;
        for (int i = 1; i < stacklevel && f != null; i++) {
            f = f.back;
        }
        String file = f == null ? "sys" : f.code.filename;
        int line = f == null ? 1 : f.currentLine();
        PyObject modName = f == null ? null : f.globals.getItem(PyStr.intern("__name__"));
        boolean inMain = modName instanceof PyStr s && s.value.equals("__main__");
        PyDict registry = null;
        if (f != null) {
            // the module's own registry, as CPython's _warnings and warnings.py keep it
            PyObject r = f.globals.getItem(REGISTRY);
            if (!(r instanceof PyDict)) {
                r = new PyDict();
                f.globals.setItem(REGISTRY, r);
            }
            registry = (PyDict) r;
        }
        show(message, cat, file, line, inMain, registry, true);
    }

    /** Forget the locations shown without a registry (a new run in this process). */
    static void newRun() {
        synchronized (SHOWN) {
            SHOWN.clear();
        }
    }

    /**
     * Print the warning unless the default filters ignore it or it was shown before: for that
     * location in {@code registry} (a module's {@code __warningregistry__}, keyed by text,
     * category and line as CPython's), or, with none, in this run when {@code once} (a warning
     * without a frame, which CPython registers in {@code sys}); {@code warn_explicit} without a
     * registry shows every time, as CPython's compile-time SyntaxWarnings do.
     */
    private static void show(PyObject message, PyType cat, String file, int line,
            boolean inMain, PyDict registry, boolean once) {
        if ((cat.isSubtype(PyExc.DeprecationWarning) && !inMain)
                || cat.isSubtype(PyExc.PendingDeprecationWarning)
                || cat.isSubtype(PyExc.ImportWarning) || cat.isSubtype(PyExc.ResourceWarning)) {
            return;
        }
        String text = Abstract.str(message).value;
        if (registry != null) {
            PyObject key = PyTuple.of(PyStr.of(text), cat, org.specializer.api.PyInt.of(line));
            if (registry.getItem(key) != null) {
                return;
            }
            registry.setItem(key, Py.True);
        } else if (once) {
            synchronized (SHOWN) {
                if (!SHOWN.add(file + ":" + line + ":" + cat.getName() + ":" + text)) {
                    return;
                }
            }
        }
        StringBuilder sb = new StringBuilder().append(file).append(':').append(line)
                .append(": ").append(cat.getName()).append(": ").append(text).append('\n');
        String src = Runtime.sourceLine(file, line);
        if (src != null) {
            sb.append("  ").append(src.strip()).append('\n');
        }
        org.specializer.core.modules.StdStreams.writeErr(sb.toString());
    }
}
