package org.specializer.api;

/**
 * {@code range_iterator}: a range whose items fit in a long. FOR_ITER_RANGE reads
 * {@link #next} and advances the fields itself: while {@code remaining > 0}, the item is
 * {@code next}, then {@code next += step; remaining--}. The last {@code next += step} may wrap
 * around; it is never read.
 */
public final class PyRangeIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("range_iterator", PyRangeIterator.class,
            PyType.OBJECT, 0, t -> {
                Iterators.define(t);
                t.method0("__length_hint__",
                        self -> PyInt.of(Math.max(0, ((PyRangeIterator) self).remaining)));
                t.method0("__reduce__", PyRangeIterator::reduce);
                t.method1("__setstate__", (self, state) -> {
                    PyRangeIterator it = (PyRangeIterator) self;
                    long i = Math.max(0, Math.min(asCLong(state), it.remaining));
                    it.next += i * it.step;
                    it.remaining -= i;
                    return Py.None;
                });
            });

    /** The next item. */
    public long next;
    public final long step;
    /** Items left. */
    public long remaining;

    public PyRangeIterator(long start, long step, long length) {
        super(TYPE);
        this.next = start;
        this.step = step;
        this.remaining = length;
    }

    /**
     * {@code (iter, (range(next, next + remaining * step, step),), None)}. Compare CPython
     * rangeobject.c: rangeiter_reduce.
     */
    private static PyObject reduce(PyObject self) {
        PyRangeIterator it = (PyRangeIterator) self;
        long n = Math.max(0, it.remaining);
        java.math.BigInteger stop = java.math.BigInteger.valueOf(it.step)
                .multiply(java.math.BigInteger.valueOf(n))
                .add(java.math.BigInteger.valueOf(it.next));
        PyRange r = new PyRange(PyInt.of(it.next), Py.newInt(stop), PyInt.of(it.step));
        return PyTuple.of(Py.builtin("iter"), PyTuple.of(r), Py.None);
    }

    /** {@code PyLong_AsLong}, which takes an {@code __index__}. */
    private static long asCLong(PyObject state) {
        PyObject i = Abstract.index(state);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C long");
    }

    @Override
    public PyObject nextOrNull() {
        if (remaining > 0) {
            long v = next;
            next = v + step;
            remaining--;
            return PyInt.of(v);
        }
        return null;
    }
}
