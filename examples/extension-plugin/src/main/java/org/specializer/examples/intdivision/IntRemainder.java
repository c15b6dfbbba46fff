package org.specializer.examples.intdivision;

import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.spi.Extension;

/**
 * {@code a % b} on two exact ints held in Java longs. Python's remainder takes the divisor's
 * sign, as {@link Math#floorMod} does; a zero divisor is left to the generic instruction, which
 * raises ZeroDivisionError.
 */
final class IntRemainder implements Extension.Binary {
    static final IntRemainder INSTANCE = new IntRemainder();

    private IntRemainder() {}

    @Override
    public String name() {
        return "int_remainder";
    }

    @Override
    public boolean guard(PyObject left, PyObject right) {
        return left.getClass() == PyInt.class && right.getClass() == PyInt.class
                && ((PyInt) right).value != 0;
    }

    @Override
    public PyObject action(PyObject left, PyObject right) {
        return PyInt.of(Math.floorMod(((PyInt) left).value, ((PyInt) right).value));
    }
}
