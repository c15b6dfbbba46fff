package org.specializer.examples.intdivision;

import org.specializer.api.Abstract;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * BINARY_OP with two children of its own: {@code //} and {@code %} on ints run
 * {@link IntFloorDivide} and {@link IntRemainder} as BINARY_OP_EXTEND. A plugin for a family
 * replaces the bundled specializer, so the other operators make CPython 3.13's decisions here
 * too, picking the children core already has.
 */
public final class IntDivisionSpecializer implements Specializer {

    @Override
    public Family family() {
        return Family.BINARY_OP;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject lhs = site.stack(1);
        PyObject rhs = site.stack(0);
        int nb = site.oparg() % Abstract.NB_INPLACE;   // a //= b as a // b
        switch (nb) {
            case Abstract.NB_FLOOR_DIVIDE:
                if (IntFloorDivide.INSTANCE.guard(lhs, rhs)) {
                    return Decision.extend(IntFloorDivide.INSTANCE);
                }
                break;
            case Abstract.NB_REMAINDER:
                if (IntRemainder.INSTANCE.guard(lhs, rhs)) {
                    return Decision.extend(IntRemainder.INSTANCE);
                }
                break;
            default:
                Opcode child = cpython313(site, nb, lhs, rhs);
                if (child != null) {
                    return Decision.specialize(child);
                }
                break;
        }
        return Decision.fail(CommonFailure.OTHER);
    }

    /** CPython 3.13's choice for {@code + - *} on two operands of one exact type, or null. */
    private static Opcode cpython313(Site site, int nb, PyObject lhs, PyObject rhs) {
        PyType t = lhs.getType();
        if (t != rhs.getType()) {
            return null;
        }
        boolean isInt = t == PyInt.TYPE;
        boolean isFloat = t == PyFloat.TYPE;
        switch (nb) {
            case Abstract.NB_ADD:
                if (t == PyStr.TYPE) {
                    boolean intoLeft = site.nextOpcode() == Opcode.STORE_FAST
                            && site.local(site.nextOparg()) == lhs;
                    return intoLeft ? Opcode.BINARY_OP_INPLACE_ADD_UNICODE
                            : Opcode.BINARY_OP_ADD_UNICODE;
                }
                return isInt ? Opcode.BINARY_OP_ADD_INT
                        : isFloat ? Opcode.BINARY_OP_ADD_FLOAT : null;
            case Abstract.NB_SUBTRACT:
                return isInt ? Opcode.BINARY_OP_SUBTRACT_INT
                        : isFloat ? Opcode.BINARY_OP_SUBTRACT_FLOAT : null;
            case Abstract.NB_MULTIPLY:
                return isInt ? Opcode.BINARY_OP_MULTIPLY_INT
                        : isFloat ? Opcode.BINARY_OP_MULTIPLY_FLOAT : null;
            default:
                return null;
        }
    }
}
