package org.specializer.family.binaryop;

import org.specializer.api.Abstract;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.spi.Extension;

/**
 * CPython 3.14's {@code BINARY_OP_EXTEND} descriptors, as extension children of this family:
 * bitwise {@code | & ^} on two compact ints, and {@code + - * /} on a float with a compact int
 * (either side). Compare CPython 3.14 specialize.c: {@code compactlongs_specs},
 * {@code float_compactlong_specs}, {@code compactlong_float_specs} and
 * {@code binary_op_extended_specialization}, whose names these keep.
 *
 * <p>"Compact" is an exact {@code int} held in a Java long ({@link PyInt}'s own class): CPython's
 * compact ints are the one-digit ones, below 2**30. Converting such an int to a double rounds to
 * nearest, ties to even, as {@code PyLong_AsDouble} does, so the float forms give the generic
 * result exactly. As in CPython, a NaN float operand is left to the generic path, and so is a
 * zero divisor (the generic path raises ZeroDivisionError with its message).
 */
final class MixedArithmetic {
    private MixedArithmetic() {}

    /** One descriptor: its name, and (in each constant's class) its guard and action. */
    abstract static class Descr implements Extension.Binary {
        private final String name;

        Descr(String name) {
            this.name = name;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static final Descr COMPACTLONGS_OR = new Descr("compactlongs_or") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return compactLongs(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return PyInt.of(((PyInt) l).value | ((PyInt) r).value);
        }
    };

    static final Descr COMPACTLONGS_AND = new Descr("compactlongs_and") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return compactLongs(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return PyInt.of(((PyInt) l).value & ((PyInt) r).value);
        }
    };

    static final Descr COMPACTLONGS_XOR = new Descr("compactlongs_xor") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return compactLongs(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return PyInt.of(((PyInt) l).value ^ ((PyInt) r).value);
        }
    };

    static final Descr FLOAT_COMPACTLONG_ADD = new Descr("float_compactlong_add") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return floatCompactLong(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat(((PyFloat) l).value + (double) ((PyInt) r).value);
        }
    };

    static final Descr FLOAT_COMPACTLONG_SUBTRACT = new Descr("float_compactlong_subtract") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return floatCompactLong(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat(((PyFloat) l).value - (double) ((PyInt) r).value);
        }
    };

    static final Descr FLOAT_COMPACTLONG_MULTIPLY = new Descr("float_compactlong_multiply") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return floatCompactLong(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat(((PyFloat) l).value * (double) ((PyInt) r).value);
        }
    };

    static final Descr FLOAT_COMPACTLONG_TRUE_DIV = new Descr("float_compactlong_true_div") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return floatCompactLong(l, r) && ((PyInt) r).value != 0;
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat(((PyFloat) l).value / (double) ((PyInt) r).value);
        }
    };

    static final Descr COMPACTLONG_FLOAT_ADD = new Descr("compactlong_float_add") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return compactLongFloat(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat((double) ((PyInt) l).value + ((PyFloat) r).value);
        }
    };

    static final Descr COMPACTLONG_FLOAT_SUBTRACT = new Descr("compactlong_float_subtract") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return compactLongFloat(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat((double) ((PyInt) l).value - ((PyFloat) r).value);
        }
    };

    static final Descr COMPACTLONG_FLOAT_MULTIPLY = new Descr("compactlong_float_multiply") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return compactLongFloat(l, r);
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat((double) ((PyInt) l).value * ((PyFloat) r).value);
        }
    };

    static final Descr COMPACTLONG_FLOAT_TRUE_DIV = new Descr("compactlong_float_true_div") {
        @Override
        public boolean guard(PyObject l, PyObject r) {
            return compactLongFloat(l, r) && ((PyFloat) r).value != 0.0;
        }

        @Override
        public PyObject action(PyObject l, PyObject r) {
            return new PyFloat((double) ((PyInt) l).value / ((PyFloat) r).value);
        }
    };

    /** An exact int small enough for a long: its own class, not bool, not a subclass. */
    static boolean compactLong(PyObject o) {
        return o.getClass() == PyInt.class;
    }

    /** An exact float that is not a NaN. */
    static boolean nonNanFloat(PyObject o) {
        return o.getClass() == PyFloat.class && !Double.isNaN(((PyFloat) o).value);
    }

    static boolean compactLongs(PyObject l, PyObject r) {
        return compactLong(l) && compactLong(r);
    }

    static boolean floatCompactLong(PyObject l, PyObject r) {
        return nonNanFloat(l) && compactLong(r);
    }

    static boolean compactLongFloat(PyObject l, PyObject r) {
        return compactLong(l) && nonNanFloat(r);
    }

    /**
     * The descriptor for operator {@code nb} whose guard admits these operands, or null.
     * Compare CPython 3.14 specialize.c: {@code binary_op_extended_specialization}, which looks
     * in the int-float table, then float-int, then int-int.
     */
    static Descr find(int nb, PyObject l, PyObject r) {
        switch (nb) {
            case Abstract.NB_ADD:
                return first(l, r, COMPACTLONG_FLOAT_ADD, FLOAT_COMPACTLONG_ADD);
            case Abstract.NB_SUBTRACT:
                return first(l, r, COMPACTLONG_FLOAT_SUBTRACT, FLOAT_COMPACTLONG_SUBTRACT);
            case Abstract.NB_MULTIPLY:
                return first(l, r, COMPACTLONG_FLOAT_MULTIPLY, FLOAT_COMPACTLONG_MULTIPLY);
            case Abstract.NB_TRUE_DIVIDE:
                return first(l, r, COMPACTLONG_FLOAT_TRUE_DIV, FLOAT_COMPACTLONG_TRUE_DIV);
            case Abstract.NB_OR:
            case Abstract.NB_OR + Abstract.NB_INPLACE:
                return first(l, r, COMPACTLONGS_OR);
            case Abstract.NB_AND:
            case Abstract.NB_AND + Abstract.NB_INPLACE:
                return first(l, r, COMPACTLONGS_AND);
            case Abstract.NB_XOR:
            case Abstract.NB_XOR + Abstract.NB_INPLACE:
                return first(l, r, COMPACTLONGS_XOR);
            default:
                return null;
        }
    }

    private static Descr first(PyObject l, PyObject r, Descr... candidates) {
        for (Descr d : candidates) {
            if (d.guard(l, r)) {
                return d;
            }
        }
        return null;
    }
}
