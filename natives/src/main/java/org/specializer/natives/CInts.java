package org.specializer.natives;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;

/** C integer arguments with CPython's conversion messages. */
public final class CInts {
    private CInts() {}

    /**
     * A C {@code int} ({@code PyLong_AsInt} of the index): TypeError for a non-integer,
     * OverflowError "Python int too large to convert to C int" outside the range.
     */
    public static int cint(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi && pi.value >= Integer.MIN_VALUE
                && pi.value <= Integer.MAX_VALUE) {
            return (int) pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C int");
    }

    /**
     * {@code PyArg_Parse}'s "i": an index that fits a C int, with that format's messages
     * ("signed integer is greater than maximum", "... less than minimum"; past a C long,
     * "Python int too large to convert to C long").
     */
    public static int argInt(PyObject o) {
        long v;
        if (o.getClass() == PyInt.class) {
            v = ((PyInt) o).value;
        } else if (Abstract.index(o) instanceof PyInt i) {
            v = i.value;
        } else {
            throw Py.overflowError("Python int too large to convert to C long");
        }
        if (v > Integer.MAX_VALUE) {
            throw Py.overflowError("signed integer is greater than maximum");
        }
        if (v < Integer.MIN_VALUE) {
            throw Py.overflowError("signed integer is less than minimum");
        }
        return (int) v;
    }
}
