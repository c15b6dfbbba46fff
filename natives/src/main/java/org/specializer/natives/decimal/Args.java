package org.specializer.natives.decimal;

import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * Argument binding with the messages of CPython's {@code PyArg_ParseTupleAndKeywords} and
 * {@code PyArg_ParseTuple} for a format without a function name, which {@code _decimal} uses:
 * "function missing required argument 'other' (pos 1)".
 */
final class Args {
    private final String[] names;
    private final PyStr[] pyNames;
    private final int required;

    Args(int required, String... names) {
        this.names = names;
        this.pyNames = new PyStr[names.length];
        for (int i = 0; i < names.length; i++) {
            pyNames[i] = PyStr.intern(names[i]);
        }
        this.required = required;
    }

    /** One value per parameter, null where not given. */
    PyObject[] parse(PyObject[] args, PyStr[] kwnames) {
        int nkw = kwnames.length;
        int npos = args.length - nkw;
        int max = names.length;
        if (args.length > max) {
            throw Py.typeError("function takes " + (required == max ? "exactly" : "at most") + " "
                    + max + " argument" + (max == 1 ? "" : "s") + " (" + args.length
                    + " given)");
        }
        PyObject[] out = new PyObject[max];
        System.arraycopy(args, 0, out, 0, npos);
        for (int k = 0; k < nkw; k++) {
            PyStr kw = kwnames[k];
            int i = indexOf(kw);
            if (i < 0) {
                throw Py.typeError("this function got an unexpected keyword argument '"
                        + kw.value + "'");
            }
            if (out[i] != null) {
                throw Py.typeError("argument for function given by name ('" + kw.value
                        + "') and position (" + (i + 1) + ")");
            }
            out[i] = args[npos + k];
        }
        for (int i = 0; i < required; i++) {
            if (out[i] == null) {
                throw Py.typeError("function missing required argument '" + names[i]
                        + "' (pos " + (i + 1) + ")");
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

    /** {@code PyArg_ParseTuple(args, "OO")}-style: exactly n positional arguments. */
    static void exactly(PyObject[] args, PyStr[] kwnames, int n) {
        if (kwnames.length != 0) {
            throw Py.typeError("function takes no keyword arguments");
        }
        if (args.length != n) {
            throw Py.typeError("function takes exactly " + n + " argument"
                    + (n == 1 ? "" : "s") + " (" + args.length + " given)");
        }
    }

    /** {@code PyLong_AsSsize_t} of an int argument, with CPython's errors. */
    static long asSsize(PyObject v) {
        if (v instanceof PyInt i) {
            return i.value;
        }
        if (v instanceof PyBigInt) {
            throw Py.overflowError("Python int too large to convert to C ssize_t");
        }
        throw Py.typeError("an integer is required");
    }
}
