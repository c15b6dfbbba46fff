package org.specializer.family.binarysubscr;

import org.specializer.spi.FailureKind;

/** Why BINARY_SUBSCR stays generic: CPython 3.13's {@code SPEC_FAIL_SUBSCR_*} kinds. */
public enum SubscrFailure implements FailureKind {
    ARRAY_INT(9),
    ARRAY_SLICE(10),
    LIST_SLICE(11),
    TUPLE_SLICE(12),
    STRING_INT(13),
    STRING_SLICE(14),
    BUFFER_INT(15),
    BUFFER_SLICE(16),
    /** A builtin sequence indexed by an int. */
    SEQUENCE_INT(17),
    /** A Python {@code __getitem__} on a builtin class. */
    NOT_HEAP_TYPE(23);

    private final int code;

    SubscrFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
