package org.specializer.natives.itertools;

import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.core.interp.WarningsModule;

/**
 * What the {@code __reduce__}, {@code __setstate__} and {@code __copy__} methods of the
 * itertools types share. CPython 3.13 still pickles and copies its iterators, but warns first
 * (its {@code ITERTOOL_PICKLE_DEPRECATION}); a {@code __setstate__} reads its state tuple with
 * {@code PyArg_ParseTuple}, whose error messages (without a function name) are reproduced here.
 */
final class Pickling {
    private Pickling() {}

    /** CPython's ITERTOOL_PICKLE_DEPRECATION: an error when the filters turn it into one. */
    static void deprecated() {
        WarningsModule.warn(PyExc.DeprecationWarning,
                "Pickle, copy, and deepcopy support will be removed from itertools in Python "
                        + "3.14.", 1);
    }

    /** The state as a tuple: "state is not a tuple" otherwise. */
    static PyObject[] tuple(PyObject state) {
        if (!(state instanceof PyTuple t)) {
            throw Py.typeError("state is not a tuple");
        }
        return t.items;
    }

    /** {@code PyArg_ParseTuple(state, ...)} with {@code min} to {@code max} items. */
    static PyObject[] items(PyObject state, int min, int max) {
        PyObject[] a = tuple(state);
        int n = a.length;
        if (n < min || n > max) {
            String how = min == max ? "exactly" : n < min ? "at least" : "at most";
            int k = n < min ? min : max;
            throw Py.typeError("function takes " + how + " " + k + " argument"
                    + (k == 1 ? "" : "s") + " (" + n + " given)");
        }
        return a;
    }

    /** {@code PyArg_Parse}'s "O!" with {@code list}: "argument N must be list, not T". */
    static PyList list(PyObject o, int argument) {
        if (!(o instanceof PyList l)) {
            throw Py.typeError("argument " + argument + " must be list, not "
                    + o.type.getName());
        }
        return l;
    }

    /** {@code PyIter_Check}: does the type define {@code __next__}? */
    static boolean isIterator(PyObject o) {
        return o.type.lookup(Names.__next__) != null;
    }

    /** A tuple of ints from Java ints (a reduction's index vector). */
    static PyTuple ints(int[] a, int n) {
        PyObject[] out = new PyObject[n];
        for (int i = 0; i < n; i++) {
            out[i] = PyInt.of(a[i]);
        }
        return new PyTuple(out);
    }
}
