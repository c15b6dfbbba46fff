package org.specializer.core.modules;

import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * Binds arguments for Java methods that CPython writes in Python (most of {@code random}), with
 * the messages a Python function gives: "Random.randint() missing 1 required positional
 * argument: 'b'". Counts include {@code self}, as they do for a bound method in CPython.
 */
public final class PyArgs {
    private final String qualname;
    private final String[] names;
    private final int positional;
    private final int required;
    private final boolean method;

    /**
     * @param qualname   as messages show it ({@code "Random.randint"})
     * @param names      the parameters after {@code self}; keyword-only ones last
     * @param positional how many of them may be passed by position
     * @param required   how many leading positional ones have no default
     * @param method     true when a {@code self} precedes them (it counts in messages)
     */
    public PyArgs(String qualname, String[] names, int positional, int required, boolean method) {
        this.qualname = qualname;
        this.names = names;
        this.positional = positional;
        this.required = required;
        this.method = method;
    }

    /** One value per parameter, null where not given. */
    public PyObject[] bind(PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        int self = method ? 1 : 0;
        if (npos > positional) {
            String takes = required == positional ? String.valueOf(positional + self)
                    : "from " + (required + self) + " to " + (positional + self);
            int tp = positional + self;
            throw Py.typeError(qualname + "() takes " + takes + " positional argument"
                    + (tp == 1 && required == positional ? "" : "s") + " but " + (npos + self)
                    + (npos + self == 1 ? " was" : " were") + " given");
        }
        PyObject[] out = new PyObject[names.length];
        System.arraycopy(args, 0, out, 0, npos);
        for (int k = 0; k < kwnames.length; k++) {
            String kw = kwnames[k].value;
            int i = 0;
            while (i < names.length && !names[i].equals(kw)) {
                i++;
            }
            if (i == names.length) {
                throw Py.typeError(qualname + "() got an unexpected keyword argument '" + kw
                        + "'");
            }
            if (out[i] != null) {
                throw Py.typeError(qualname + "() got multiple values for argument '" + kw
                        + "'");
            }
            out[i] = args[npos + k];
        }
        StringBuilder missing = null;
        int nmissing = 0;
        String last = null;
        for (int i = 0; i < required; i++) {
            if (out[i] == null) {
                if (last != null) {
                    if (missing == null) {
                        missing = new StringBuilder();
                    }
                    if (missing.length() > 0) {
                        missing.append(", ");
                    }
                    missing.append(last);
                }
                last = "'" + names[i] + "'";
                nmissing++;
            }
        }
        if (nmissing > 0) {
            String list = missing == null ? last
                    : missing + (nmissing > 2 ? "," : "") + " and " + last;
            throw Py.typeError(qualname + "() missing " + nmissing + " required positional "
                    + "argument" + (nmissing == 1 ? "" : "s") + ": " + list);
        }
        return out;
    }
}
