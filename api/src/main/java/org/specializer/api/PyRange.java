package org.specializer.api;

import java.math.BigInteger;

/**
 * {@code range}: start, stop and step of any size, with the length computed once. When all
 * four fit in a long, {@link #isLong} is true and the {@code l*} fields hold them, so that
 * indexing, {@code in} and iteration never touch {@code BigInteger}. Methods in
 * {@code RangeMethods}.
 */
public final class PyRange extends PyObject {
    public static final PyType TYPE = PyType.builtin("range", PyRange.class, PyType.OBJECT,
            PyType.SEQUENCE, RangeMethods::define);

    /** The attributes, as exact ints ({@link PyInt} or {@link PyBigInt}). */
    public final PyObject start;
    public final PyObject stop;
    public final PyObject step;
    /** {@code len(self)} as an exact int of any size. */
    public final PyObject length;

    /** True when start, stop, step and length all fit in a long. */
    public final boolean isLong;
    public final long lstart;
    public final long lstop;
    public final long lstep;
    public final long llength;

    /** A range of exact ints; {@code step} is not zero. */
    public PyRange(PyObject start, PyObject stop, PyObject step) {
        super(TYPE);
        this.start = start;
        this.stop = stop;
        this.step = step;
        long len = -1;
        if (start instanceof PyInt a && stop instanceof PyInt b && step instanceof PyInt c) {
            len = lengthOf(a.value, b.value, c.value);
        }
        if (len >= 0) {
            this.isLong = true;
            this.lstart = ((PyInt) start).value;
            this.lstop = ((PyInt) stop).value;
            this.lstep = ((PyInt) step).value;
            this.llength = len;
            this.length = PyInt.of(len);
        } else {
            this.isLong = false;
            this.lstart = 0;
            this.lstop = 0;
            this.lstep = 1;
            this.llength = 0;
            this.length = Py.newInt(bigLength(big(start), big(stop), big(step)));
        }
    }

    /** {@code range(start, stop, step)} of longs. */
    public static PyRange of(long start, long stop, long step) {
        return new PyRange(PyInt.of(start), PyInt.of(stop), PyInt.of(step));
    }

    /**
     * The number of items of a range of longs, or -1 when it exceeds the long range.
     * Compare CPython rangeobject.c: get_len_of_range (unsigned arithmetic).
     */
    static long lengthOf(long lo, long hi, long step) {
        long n;
        if (step > 0 && lo < hi) {
            n = Long.divideUnsigned(hi - 1 - lo, step) + 1;
        } else if (step < 0 && lo > hi) {
            n = Long.divideUnsigned(lo - 1 - hi, -step) + 1;
        } else {
            return 0;
        }
        return n > 0 ? n : -1;
    }

    static BigInteger bigLength(BigInteger lo, BigInteger hi, BigInteger step) {
        if (step.signum() > 0 && lo.compareTo(hi) < 0) {
            return hi.subtract(lo).subtract(BigInteger.ONE).divide(step).add(BigInteger.ONE);
        }
        if (step.signum() < 0 && lo.compareTo(hi) > 0) {
            return lo.subtract(hi).subtract(BigInteger.ONE).divide(step.negate())
                    .add(BigInteger.ONE);
        }
        return BigInteger.ZERO;
    }

    /** The value of an exact int as a BigInteger. */
    static BigInteger big(PyObject i) {
        return i instanceof PyInt p ? BigInteger.valueOf(p.value) : ((PyBigInt) i).value;
    }

    /** {@code self[i]} for {@code 0 <= i < len}, as an exact int. */
    public PyObject item(BigInteger i) {
        if (isLong) {
            // the true value lies between start and stop, so wrapping arithmetic is exact
            return PyInt.of(lstart + i.longValue() * lstep);
        }
        return Py.newInt(big(start).add(i.multiply(big(step))));
    }
}
