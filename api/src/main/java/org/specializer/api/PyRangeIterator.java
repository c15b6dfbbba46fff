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
