package org.specializer.family.loadglobal;

import org.specializer.spi.FailureKind;

/** Why LOAD_GLOBAL stays generic, beyond the common kinds (CPython 3.13's numbers). */
public enum LoadGlobalFailure implements FailureKind {
    /** Globals or builtins is not an exact dict. */
    NON_DICT(17),
    /** A key that is not a str shares the name's hash: only {@code ==} could decide. */
    NON_STRING_OR_SPLIT(18);

    private final int code;

    LoadGlobalFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
