package org.specializer.api;

/**
 * Binds the arguments of a builtin that takes keywords ({@link Builtin.FK}) to its parameter
 * list, with CPython's messages for the ways a call can be wrong. Build one per function, once.
 *
 * <pre>
 *   static final ArgParser SORT = new ArgParser("sort", new String[] {"key", "reverse"}, 0, 0, 0);
 *   PyObject[] a = SORT.parse(args, kwnames);   // a[0] key or null, a[1] reverse or null
 * </pre>
 */
public final class ArgParser {
    private final String fname;
    private final String[] names;
    private final PyStr[] pyNames;
    private final int posOnly;
    private final int maxPositional;
    private final int required;

    /**
     * @param fname         the function's name as messages show it ({@code "sort"})
     * @param names         every parameter, positional ones first
     * @param posOnly       how many leading parameters are positional-only
     * @param maxPositional how many may be passed by position (the rest are keyword-only)
     * @param required      how many leading parameters are required
     */
    public ArgParser(String fname, String[] names, int posOnly, int maxPositional, int required) {
        this.fname = fname;
        this.names = names;
        this.pyNames = new PyStr[names.length];
        for (int i = 0; i < names.length; i++) {
            pyNames[i] = PyStr.intern(names[i]);
        }
        this.posOnly = posOnly;
        this.maxPositional = maxPositional;
        this.required = required;
    }

    /** One value per parameter, null where not given. */
    public PyObject[] parse(PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (npos > maxPositional) {
            if (maxPositional == 0) {
                throw Py.typeError(fname + "() takes no positional arguments");
            }
            throw Py.typeError(fname + "() takes at most " + maxPositional + " positional argument"
                    + (maxPositional == 1 ? "" : "s") + " (" + npos + " given)");
        }
        PyObject[] out = new PyObject[names.length];
        System.arraycopy(args, 0, out, 0, npos);
        for (int k = 0; k < kwnames.length; k++) {
            PyStr kw = kwnames[k];
            int i = indexOf(kw);
            if (i < 0 || i < posOnly) {
                throw Py.typeError(fname + "() got an unexpected keyword argument '" + kw + "'");
            }
            if (out[i] != null) {
                throw Py.typeError("argument for " + fname + "() given by name ('" + kw
                        + "') and position (" + (i + 1) + ")");
            }
            out[i] = args[npos + k];
        }
        for (int i = 0; i < required; i++) {
            if (out[i] == null) {
                if (i < maxPositional) {
                    throw Py.typeError(fname + "() missing required argument '" + names[i]
                            + "' (pos " + (i + 1) + ")");
                }
                throw Py.typeError(fname + "() missing required keyword-only argument '"
                        + names[i] + "'");
            }
        }
        return out;
    }

    private int indexOf(PyStr kw) {
        for (int i = 0; i < pyNames.length; i++) {
            if (pyNames[i] == kw || pyNames[i].value.equals(kw.value)) {
                return i;
            }
        }
        return -1;
    }
}
