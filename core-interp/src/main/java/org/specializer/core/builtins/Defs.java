package org.specializer.core.builtins;

import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * Registration helpers for the builtins module. A builtin function's qualified name is its bare
 * name ({@code len}, not {@code builtins.len}), so that argument-count errors read as CPython's
 * ("len() takes exactly one argument (2 given)").
 */
final class Defs {
    private Defs() {}

    static void f0(PyModule m, String name, Builtin.F0 f) {
        m.addFunction(Builtin.Impl.of0(name, name, f));
    }

    static void f1(PyModule m, String name, Builtin.F1 f) {
        m.addFunction(Builtin.Impl.of1(name, name, f));
    }

    static void f2(PyModule m, String name, Builtin.F2 f) {
        m.addFunction(Builtin.Impl.of2(name, name, f));
    }

    static void f3(PyModule m, String name, Builtin.F3 f) {
        m.addFunction(Builtin.Impl.of3(name, name, f));
    }

    static void fn(PyModule m, String name, int min, int max, Builtin.FN f) {
        m.addFunction(Builtin.Impl.ofN(name, name, min, max, f));
    }

    static void fk(PyModule m, String name, Builtin.FK f) {
        m.addFunction(Builtin.Impl.ofK(name, name, f));
    }

    /** An attribute name argument: a str (a subclass is reduced to its value). */
    static PyStr attrName(PyObject name) {
        if (name.getClass() == PyStr.class) {
            return (PyStr) name;
        }
        if (name instanceof PyStr s) {
            return PyStr.of(s.value);
        }
        throw Py.typeError("attribute name must be string, not '" + name.type.getName() + "'");
    }

    /** The number of positional arguments of a keyword-taking call. */
    static int positional(PyObject[] args, PyStr[] kwnames) {
        return args.length - kwnames.length;
    }

    /**
     * Binds the arguments of a function whose parameters may all be passed by position or by
     * name, with the messages of CPython's Argument Clinic for such functions: one value per
     * parameter, null where not given.
     */
    static PyObject[] bind(String fname, String[] names, int required, PyObject[] args,
            PyStr[] kwnames) {
        int n = names.length;
        if (args.length > n) {
            throw Py.typeError(fname + "() takes at most " + n + " argument" + (n == 1 ? "" : "s")
                    + " (" + args.length + " given)");
        }
        int npos = args.length - kwnames.length;
        PyObject[] out = new PyObject[n];
        System.arraycopy(args, 0, out, 0, npos);
        for (int k = 0; k < kwnames.length; k++) {
            String kw = kwnames[k].value;
            int i = 0;
            while (i < n && !names[i].equals(kw)) {
                i++;
            }
            if (i == n) {
                throw unexpectedKeyword(fname, kwnames[k]);
            }
            if (out[i] != null) {
                throw Py.typeError("argument for " + fname + "() given by name ('" + kw
                        + "') and position (" + (i + 1) + ")");
            }
            out[i] = args[npos + k];
        }
        for (int i = 0; i < required; i++) {
            if (out[i] == null) {
                throw Py.typeError(fname + "() missing required argument '" + names[i]
                        + "' (pos " + (i + 1) + ")");
            }
        }
        return out;
    }

    /** CPython's "f() got an unexpected keyword argument 'x'". */
    static PyException unexpectedKeyword(String fname, PyStr kw) {
        return Py.typeError(fname + "() got an unexpected keyword argument '" + kw + "'");
    }
}
