package org.specializer.api;

/** {@code slice}: {@code start:stop:step}, each possibly None. */
public final class PySlice extends PyObject {
    public static final PyType TYPE = PyType.builtin("slice", PySlice.class, PyType.OBJECT, 0,
            SliceMethods::define);

    public final PyObject start;
    public final PyObject stop;
    public final PyObject step;

    public PySlice(PyObject start, PyObject stop, PyObject step) {
        super(TYPE);
        this.start = start;
        this.stop = stop;
        this.step = step;
    }

    /**
     * CPython's {@code PySlice_Unpack} + {@code PySlice_AdjustIndices} for a sequence of
     * {@code length}: {start, stop, step, slicelength}. Raises ValueError for a zero step.
     */
    public long[] indices(long length) {
        long stp;
        if (step == Py.None) {
            stp = 1;
        } else {
            stp = clampIndex(step);
            if (stp == 0) {
                throw Py.valueError("slice step cannot be zero");
            }
            if (stp < -Long.MAX_VALUE) {
                stp = -Long.MAX_VALUE;
            }
        }
        long lo;
        long hi;
        if (start == Py.None) {
            lo = stp < 0 ? Long.MAX_VALUE : 0;
        } else {
            lo = clampIndex(start);
        }
        if (stop == Py.None) {
            hi = stp < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        } else {
            hi = clampIndex(stop);
        }
        // adjust
        if (lo < 0) {
            lo += length;
            if (lo < 0) {
                lo = stp < 0 ? -1 : 0;
            }
        } else if (lo >= length) {
            lo = stp < 0 ? length - 1 : length;
        }
        if (hi < 0) {
            hi += length;
            if (hi < 0) {
                hi = stp < 0 ? -1 : 0;
            }
        } else if (hi >= length) {
            hi = stp < 0 ? length - 1 : length;
        }
        long n;
        if (stp < 0) {
            n = hi < lo ? (lo - hi - 1) / (-stp) + 1 : 0;
        } else {
            n = lo < hi ? (hi - lo - 1) / stp + 1 : 0;
        }
        return new long[] {lo, hi, stp, n};
    }

    /** An index operand of a slice, clamped to the long range as CPython clamps to ssize_t. */
    private static long clampIndex(PyObject o) {
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
}
