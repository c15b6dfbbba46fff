package org.specializer.family.callkw;

import org.specializer.spi.FailureKind;

/** Why CALL_KW stays generic, beyond the common kinds (CPython 3.14's numbers). */
public enum CallKwFailure implements FailureKind {
    /** A bound method whose {@code __func__} is not a Python function. */
    BOUND_METHOD(23);

    private final int code;

    CallKwFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
