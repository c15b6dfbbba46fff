package org.specializer.examples.intdivision;

import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.spi.Extension;

/**
 * {@code a // b} on two exact ints held in Java longs. Python's floor division rounds toward
 * negative infinity, as {@link Math#floorDiv} does. The guard leaves to the generic instruction
 * what it handles differently: a zero divisor (ZeroDivisionError) and the one quotient that
 * does not fit a long, {@code Long.MIN_VALUE // -1}.
 */
final class IntFloorDivide implements Extension.Binary {
    static final IntFloorDivide INSTANCE = new IntFloorDivide();

    private IntFloorDivide() {}

    @Override
    public String name() {
        return "int_floor_divide";
    }

    @Override
    public boolean guard(PyObject left, PyObject right) {
        // exact ints only: bool and int subclasses are other classes (and may override //)
        if (left.getClass() != PyInt.class || right.getClass() != PyInt.class) {
            return false;
        }
        long b = ((PyInt) right).value;
        return b != 0 && (b != -1 || ((PyInt) left).value != Long.MIN_VALUE);
    }

    @Override
    public PyObject action(PyObject left, PyObject right) {
        return PyInt.of(Math.floorDiv(((PyInt) left).value, ((PyInt) right).value));
    }
}
