package org.specializer.natives.posix;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;

/** Argument conversions of {@code posixmodule.c}'s Argument Clinic converters. */
final class Args {
    private Args() {}

    /** A file descriptor ({@code int} converter): any index that fits a C int. */
    static int fd(PyObject o) {
        long v = Abstract.asIndex(o);
        if (v > Integer.MAX_VALUE || v < Integer.MIN_VALUE) {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        return (int) v;
    }

    /** An int argument that must fit a C int. */
    static int cint(PyObject o) {
        return fd(o);
    }

    /** {@code dir_fd}: None (or absent) is -1. Compare CPython posixmodule.c: dir_fd_converter. */
    static int dirFd(PyObject o) {
        if (o == null || o == Py.None) {
            return -1;
        }
        if (!(o instanceof PyInt) && Abstract.indexOrNull(o) == null) {
            throw Py.typeError("argument should be integer or None, not " + o.type.getName());
        }
        PathArg.warnIfBool(o);
        return fd(o);
    }

    /** A boolean with a default when absent. */
    static boolean bool(PyObject o, boolean dflt) {
        return o == null ? dflt : Abstract.isTrue(o);
    }

    /** A bytes-like argument's bytes. */
    static byte[] bytesLike(PyObject o) {
        return BytesLike.bytes(o);
    }
}
