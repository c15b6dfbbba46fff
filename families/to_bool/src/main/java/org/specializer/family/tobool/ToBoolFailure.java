package org.specializer.family.tobool;

import org.specializer.spi.FailureKind;

/** Why TO_BOOL stays generic: CPython 3.13's {@code SPEC_FAIL_TO_BOOL_*} kinds. */
public enum ToBoolFailure implements FailureKind {
    BYTEARRAY(9),
    BYTES(10),
    DICT(11),
    FLOAT(12),
    /** A class with {@code __len__} (CPython checks {@code mp_length} first). */
    MAPPING(13),
    MEMORY_VIEW(14),
    /** A class with {@code __bool__}. */
    NUMBER(15),
    SEQUENCE(16),
    SET(17),
    TUPLE(18);

    private final int code;

    ToBoolFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
