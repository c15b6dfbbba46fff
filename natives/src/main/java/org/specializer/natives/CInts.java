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
}
