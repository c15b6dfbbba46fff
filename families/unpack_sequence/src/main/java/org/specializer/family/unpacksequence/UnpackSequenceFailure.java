package org.specializer.family.unpacksequence;

import org.specializer.spi.FailureKind;

/** Why UNPACK_SEQUENCE stays generic: CPython 3.13's {@code SPEC_FAIL_UNPACK_SEQUENCE_*}. */
public enum UnpackSequenceFailure implements FailureKind {
    /** An iterator (it has {@code __next__}). */
    ITERATOR(9),
    /** A sequence other than an exact tuple or list (it has {@code __getitem__}). */
    SEQUENCE(10);

    private final int code;

    UnpackSequenceFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
