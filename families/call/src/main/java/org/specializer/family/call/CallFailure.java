package org.specializer.family.call;

import org.specializer.spi.FailureKind;

/**
 * Why CALL stays generic, beyond the common kinds: CPython 3.13's {@code SPEC_FAIL_CALL_*}
 * kinds that this object model can meet.
 */
public enum CallFailure implements FailureKind {
    /** A bound method whose {@code __func__} is not a Python function. */
    BOUND_METHOD(23);

    private final int code;

    CallFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
