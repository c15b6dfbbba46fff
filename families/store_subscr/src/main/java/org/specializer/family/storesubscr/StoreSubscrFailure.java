package org.specializer.family.storesubscr;

import org.specializer.spi.FailureKind;

/** Why STORE_SUBSCR stays generic: CPython 3.13's {@code SPEC_FAIL_SUBSCR_*} kinds. */
public enum StoreSubscrFailure implements FailureKind {
    ARRAY_INT(9),
    ARRAY_SLICE(10),
    LIST_SLICE(11),
    BUFFER_INT(15),
    BUFFER_SLICE(16),
    BYTEARRAY_INT(18),
    BYTEARRAY_SLICE(19),
    /** A class whose {@code __setitem__} is a simple Python function. */
    PY_SIMPLE(20),
    /** A class whose {@code __setitem__} is any other Python function. */
    PY_OTHER(21),
    /** A dict subclass that keeps dict's {@code __setitem__}. */
    DICT_SUBCLASS_NO_OVERRIDE(22);

    private final int code;

    StoreSubscrFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
