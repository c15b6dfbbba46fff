package org.specializer.family.containsop;

import org.specializer.spi.FailureKind;

/** Why CONTAINS_OP stays generic: CPython 3.13's {@code SPEC_FAIL_CONTAINS_OP_*} kinds. */
public enum ContainsOpFailure implements FailureKind {
    STR(9),
    TUPLE(10),
    LIST(11),
    /** The container is a class ({@code x in SomeClass}, through a metaclass). */
    USER_CLASS(12);

    private final int code;

    ContainsOpFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
