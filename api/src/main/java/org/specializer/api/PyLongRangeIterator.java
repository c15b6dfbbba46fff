package org.specializer.api;

import java.math.BigInteger;

/** {@code longrange_iterator}: a range whose items or length do not fit in a long. */
public final class PyLongRangeIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("longrange_iterator",
            PyLongRangeIterator.class, PyType.OBJECT, 0, t -> {
                Iterators.define(t);
                t.method0("__length_hint__",
                        self -> Py.newInt(((PyLongRangeIterator) self).remaining));
                t.method0("__reduce__", self -> {
                    PyLongRangeIterator it = (PyLongRangeIterator) self;
                    BigInteger stop = it.next.add(it.remaining.multiply(it.step));
                    PyRange r = new PyRange(Py.newInt(it.next), Py.newInt(stop),
                            Py.newInt(it.step));
                    return PyTuple.of(Py.builtin("iter"), PyTuple.of(r), Py.None);
                });
                t.method1("__setstate__", (self, state) -> {
                    // Compare CPython rangeobject.c: longrangeiter_setstate
                    PyLongRangeIterator it = (PyLongRangeIterator) self;
                    PyObject zero = PyInt.ZERO;
                    PyObject len = Py.newInt(it.remaining);
                    if (Abstract.richCompareBool(state, zero, Abstract.LT)) {
                        state = zero;
                    } else if (Abstract.richCompareBool(len, state, Abstract.LT)) {
                        state = len;
                    }
                    if (!IntOps.isInt(state)) {
                        // CPython would go on counting in floats or whatever the state adds
                        throw Py.typeError("an integer is required");
                    }
                    PyObject start = Abstract.add(Py.newInt(it.next),
                            Abstract.mul(state, Py.newInt(it.step)));
                    PyObject rest = Abstract.sub(len, state);
                    it.next = IntOps.big(start);
                    it.remaining = IntOps.big(rest);
                    return Py.None;
                });
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
