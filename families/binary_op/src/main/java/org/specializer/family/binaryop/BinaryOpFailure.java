package org.specializer.family.binaryop;

import org.specializer.spi.FailureKind;

/** Why BINARY_OP stays generic: CPython 3.13's {@code SPEC_FAIL_BINARY_OP_*} kinds. */
public enum BinaryOpFailure implements FailureKind {
    ADD_DIFFERENT_TYPES(9),
    ADD_OTHER(10),
    AND_DIFFERENT_TYPES(11),
    AND_INT(12),
    AND_OTHER(13),
    FLOOR_DIVIDE(14),
    LSHIFT(15),
    MATRIX_MULTIPLY(16),
    MULTIPLY_DIFFERENT_TYPES(17),
    MULTIPLY_OTHER(18),
    OR(19),
    POWER(20),
    REMAINDER(21),
    RSHIFT(22),
    SUBTRACT_DIFFERENT_TYPES(23),
    SUBTRACT_OTHER(24),
    TRUE_DIVIDE_DIFFERENT_TYPES(25),
    TRUE_DIVIDE_FLOAT(26),
    TRUE_DIVIDE_OTHER(27),
    XOR(28);

    private final int code;

    BinaryOpFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
