package org.specializer.api;

import java.math.BigInteger;

/** {@code longrange_iterator}: a range whose items or length do not fit in a long. */
public final class PyLongRangeIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("longrange_iterator",
            PyLongRangeIterator.class, PyType.OBJECT, 0, t -> {
                Iterators.define(t);
                t.method0("__length_hint__",
                        self -> Py.newInt(((PyLongRangeIterator) self).remaining));
            });

    private BigInteger next;
    private final BigInteger step;
    private BigInteger remaining;

    public PyLongRangeIterator(BigInteger start, BigInteger step, BigInteger length) {
        super(TYPE);
        this.next = start;
        this.step = step;
        this.remaining = length;
    }

    @Override
    public PyObject nextOrNull() {
        if (remaining.signum() > 0) {
            BigInteger v = next;
            next = v.add(step);
            remaining = remaining.subtract(BigInteger.ONE);
            return Py.newInt(v);
        }
        return null;
    }
}
