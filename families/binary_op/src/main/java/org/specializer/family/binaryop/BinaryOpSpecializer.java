package org.specializer.family.binaryop;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Extension;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;
import org.specializer.spi.Specializer;

/**
 * BINARY_OP: both operands of the same exact type.
 * <ul>
 *   <li>{@code +}: int, float, or str ({@code BINARY_OP_INPLACE_ADD_UNICODE} when the next
 *       instruction stores into the local that holds the left operand, i.e. {@code s += t});
 *   <li>{@code -} and {@code *}: int or float.
 * </ul>
 * Then, as CPython 3.14, the extension child BINARY_OP_EXTEND for {@code | & ^} on ints and
 * {@code + - * /} on a float with an int ({@link MixedArithmetic}). Every other operator and
 * type pair fails with CPython's kind. Bool is not an exact int.
 * Compare CPython specialize.c: {@code _Py_Specialize_BinaryOp}.
 */
public final class BinaryOpSpecializer implements Specializer {

    @Override
    public Family family() {
        return Family.BINARY_OP;
    }

    @Override
    public Decision specialize(Site site) {
        PyObject lhs = site.stack(1);
        PyObject rhs = site.stack(0);
        int nb = site.oparg();
        PyType t = lhs.getType();
        boolean same = t == rhs.getType();
        switch (nb) {
            case Abstract.NB_ADD:
            case Abstract.NB_ADD + Abstract.NB_INPLACE:
                if (same) {
                    if (t == PyStr.TYPE) {
                        if (site.nextOpcode() == Opcode.STORE_FAST
                                && site.local(site.nextOparg()) == lhs) {
                            return Decision.specialize(Opcode.BINARY_OP_INPLACE_ADD_UNICODE);
                        }
                        return Decision.specialize(Opcode.BINARY_OP_ADD_UNICODE);
                    }
                    if (t == PyInt.TYPE) {
                        return Decision.specialize(Opcode.BINARY_OP_ADD_INT);
                    }
                    if (t == PyFloat.TYPE) {
                        return Decision.specialize(Opcode.BINARY_OP_ADD_FLOAT);
                    }
                }
                break;
            case Abstract.NB_MULTIPLY:
            case Abstract.NB_MULTIPLY + Abstract.NB_INPLACE:
                if (same) {
                    if (t == PyInt.TYPE) {
                        return Decision.specialize(Opcode.BINARY_OP_MULTIPLY_INT);
                    }
                    if (t == PyFloat.TYPE) {
                        return Decision.specialize(Opcode.BINARY_OP_MULTIPLY_FLOAT);
                    }
                }
                break;
            case Abstract.NB_SUBTRACT:
            case Abstract.NB_SUBTRACT + Abstract.NB_INPLACE:
                if (same) {
                    if (t == PyInt.TYPE) {
                        return Decision.specialize(Opcode.BINARY_OP_SUBTRACT_INT);
                    }
                    if (t == PyFloat.TYPE) {
                        return Decision.specialize(Opcode.BINARY_OP_SUBTRACT_FLOAT);
                    }
                }
                break;
            default:
                break;
        }
        Extension.Binary extended = MixedArithmetic.find(nb, lhs, rhs);
        if (extended != null) {
            return Decision.extend(extended);
        }
        return Decision.fail(failKind(nb, lhs, rhs));
    }

    /** Compare CPython specialize.c: {@code binary_op_fail_kind}. */
    static FailureKind failKind(int nb, PyObject lhs, PyObject rhs) {
        boolean same = lhs.getType() == rhs.getType();
        switch (nb % Abstract.NB_INPLACE) {
            case Abstract.NB_ADD:
                return same ? BinaryOpFailure.ADD_OTHER : BinaryOpFailure.ADD_DIFFERENT_TYPES;
            case Abstract.NB_AND:
                if (!same) {
                    return BinaryOpFailure.AND_DIFFERENT_TYPES;
                }
                return lhs.getType() == PyInt.TYPE ? BinaryOpFailure.AND_INT
                        : BinaryOpFailure.AND_OTHER;
            case Abstract.NB_FLOOR_DIVIDE:
                return BinaryOpFailure.FLOOR_DIVIDE;
            case Abstract.NB_LSHIFT:
                return BinaryOpFailure.LSHIFT;
            case Abstract.NB_MATRIX_MULTIPLY:
                return BinaryOpFailure.MATRIX_MULTIPLY;
            case Abstract.NB_MULTIPLY:
                return same ? BinaryOpFailure.MULTIPLY_OTHER
                        : BinaryOpFailure.MULTIPLY_DIFFERENT_TYPES;
            case Abstract.NB_OR:
                return BinaryOpFailure.OR;
            case Abstract.NB_POWER:
                return BinaryOpFailure.POWER;
            case Abstract.NB_REMAINDER:
                return BinaryOpFailure.REMAINDER;
            case Abstract.NB_RSHIFT:
                return BinaryOpFailure.RSHIFT;
            case Abstract.NB_SUBTRACT:
                return same ? BinaryOpFailure.SUBTRACT_OTHER
                        : BinaryOpFailure.SUBTRACT_DIFFERENT_TYPES;
            case Abstract.NB_TRUE_DIVIDE:
                if (!same) {
                    return BinaryOpFailure.TRUE_DIVIDE_DIFFERENT_TYPES;
                }
                return lhs.getType() == PyFloat.TYPE ? BinaryOpFailure.TRUE_DIVIDE_FLOAT
                        : BinaryOpFailure.TRUE_DIVIDE_OTHER;
            case Abstract.NB_XOR:
                return BinaryOpFailure.XOR;
            default:
                return CommonFailure.OTHER;
        }
    }

    @Override
    public List<? extends FailureKind> failureKinds() {
        List<FailureKind> all = new ArrayList<>(List.of(CommonFailure.values()));
        all.addAll(List.of(BinaryOpFailure.values()));
        return all;
    }
}
