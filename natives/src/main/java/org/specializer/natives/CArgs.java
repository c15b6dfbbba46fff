package org.specializer.natives;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;

/** C integer arguments as CPython converts them ({@code PyLong_AsInt}, {@code PyLong_AsLong}), with its overflow messages. */
public final class CArgs {
    private CArgs() {}

    /** An {@code int}: any index that fits 32 bits. */
    public static int cint(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi && pi.value >= Integer.MIN_VALUE
                && pi.value <= Integer.MAX_VALUE) {
            return (int) pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C int");
    }

    /** A {@code long}: any index that fits 64 bits. */
    public static long clong(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C long");
    }
}
