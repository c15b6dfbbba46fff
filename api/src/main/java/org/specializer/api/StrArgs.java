package org.specializer.api;

/**
 * Argument helpers shared by the str and bytes methods: CPython 3.13's Argument Clinic
 * messages for keyword binding, and the {@code start}/{@code end} arguments that the search
 * methods treat like slice bounds.
 */
final class StrArgs {
    private StrArgs() {}

    /**
     * Bind {@code args} (keyword values last) to {@code names}; the first {@code posOnly} are
     * positional-only and the first {@code required} must be given. Missing ones are null.
     */
    static PyObject[] bind(String fname, String[] names, int posOnly, int required,
            PyObject[] args, PyStr[] kwnames) {
        int nk = kwnames.length;
        int npos = args.length - nk;
        if (npos > names.length) {
            throw Py.typeError(fname + "() takes at most " + names.length + " argument"
                    + (names.length == 1 ? "" : "s") + " (" + npos + " given)");
        }
        if (npos < required && required <= posOnly) {
            throw Py.typeError(fname + "() takes at least " + required + " positional argument"
                    + (required == 1 ? "" : "s") + " (" + npos + " given)");
        }
        PyObject[] out = new PyObject[names.length];
        System.arraycopy(args, 0, out, 0, npos);
        for (int k = 0; k < nk; k++) {
            String kw = kwnames[k].value;
            int i = posOnly;
            while (i < names.length && !names[i].equals(kw)) {
                i++;
            }
            if (i == names.length) {
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
                throw Py.typeError(fname + "() missing required argument '" + names[i]
                        + "' (pos " + (i + 1) + ")");
            }
        }
        return out;
    }

    /**
     * An index-sized argument ({@code Py_ssize_t}): TypeError for a non-index, OverflowError
     * "Python int too large to convert to C ssize_t" beyond the long range.
     */
    static long ssize(PyObject o) {
        if (o.getClass() == PyInt.class) {
            return ((PyInt) o).value;
        }
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C ssize_t");
    }

    /** {@link #ssize} for arguments CPython takes as a C int. */
    static int cint(PyObject o) {
        long v;
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            v = pi.value;
        } else {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        return (int) v;
    }

    /** A width to pad to: beyond what a Java string can hold it cannot be honoured. */
    static int width(PyObject o) {
        long w = ssize(o);
        if (w > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        return (int) w;
    }

    /**
     * A start or end argument: None (or absent) gives {@code dflt}; an int is clamped to the
     * long range as CPython's {@code _PyEval_SliceIndex} clamps to ssize_t.
     */
    static long sliceIndex(PyObject o, long dflt) {
        if (o == null || o == Py.None) {
            return dflt;
        }
        if (o.getClass() == PyInt.class) {
            return ((PyInt) o).value;
        }
        PyObject i = Abstract.indexOrNull(o);
        if (i == null) {
            throw Py.typeError("slice indices must be integers or None or have an __index__ "
                    + "method");
        }
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        return ((PyBigInt) i).value.signum() < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
    }

    /**
     * The {@code [start, end]} window of a search over {@code len} items, adjusted as CPython's
     * {@code ADJUST_INDICES}: negative values count from the end, end is capped at len. The
     * start may exceed the end (no match then); it is capped at {@code len + 1}, which keeps
     * that meaning. Packed: start in the high word, end in the low word.
     */
    static long window(PyObject start, PyObject end, int len) {
        long s = sliceIndex(start, 0);
        long e = sliceIndex(end, Long.MAX_VALUE);
        if (e > len) {
            e = len;
        } else if (e < 0) {
            e += len;
            if (e < 0) {
                e = 0;
            }
        }
        if (s < 0) {
            s += len;
            if (s < 0) {
                s = 0;
            }
        } else if (s > len) {
            s = (long) len + 1;
        }
        return (s << 32) | e;
    }

    static int start(long window) {
        return (int) (window >>> 32);
    }

    static int end(long window) {
        return (int) window;
    }

    /**
     * The type name in an Argument Clinic message ("must be str, not int"), which says
     * {@code None} rather than {@code NoneType} for None.
     */
    static String clinicName(PyObject o) {
        return o == Py.None ? "None" : o.type.getName();
    }

    /** The argument at {@code i}, or null when fewer were passed. */
    static PyObject arg(PyObject[] args, int i) {
        return i < args.length ? args[i] : null;
    }
}
