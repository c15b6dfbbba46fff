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

    /**
     * A file descriptor: an int (a bool warns) or an object whose {@code fileno()} gives one;
     * never negative. Compare CPython fileobject.c: PyObject_AsFileDescriptor.
     */
    public static int fileDescriptor(PyObject o) {
        int fd;
        if (o instanceof PyInt) {
            if (o instanceof org.specializer.api.PyBool) {
                Py.warn(org.specializer.api.PyExc.RuntimeWarning,
                        "bool is used as a file descriptor");
            }
            fd = cint(o);
        } else {
            PyObject m = o.lookupAttr(org.specializer.api.PyStr.intern("fileno"));
            if (m == null) {
                throw Py.typeError("argument must be an int, or have a fileno() method.");
            }
            PyObject r = Abstract.call0(m);
            if (!(r instanceof PyInt)) {
                throw Py.typeError("fileno() returned a non-integer");
            }
            fd = cint(r);
        }
        if (fd < 0) {
            throw Py.valueError("file descriptor cannot be a negative integer (" + fd + ")");
        }
        return fd;
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
