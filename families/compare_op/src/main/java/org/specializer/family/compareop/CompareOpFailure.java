package org.specializer.family.compareop;

import org.specializer.spi.FailureKind;

/** Why COMPARE_OP stays generic: CPython 3.13's {@code SPEC_FAIL_COMPARE_OP_*} kinds. */
public enum CompareOpFailure implements FailureKind {
    DIFFERENT_TYPES(12),
    /** Strs compared by order rather than equality. */
    STRING(13),
    /** An int that does not fit in a machine word. */
    BIG_INT(14),
    BYTES(15),
    TUPLE(16),
    LIST(17),
    SET(18),
    BOOL(19),
    /** Instances of a class that inherits all its comparisons from object. */
    BASEOBJECT(20),
    FLOAT_LONG(21),
    LONG_FLOAT(22);

    private final int code;

    CompareOpFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
