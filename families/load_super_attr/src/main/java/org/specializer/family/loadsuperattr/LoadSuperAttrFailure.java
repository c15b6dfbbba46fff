package org.specializer.family.loadsuperattr;

import org.specializer.spi.FailureKind;

/** Why LOAD_SUPER_ATTR stays generic: CPython 3.13's {@code SPEC_FAIL_SUPER_*} kinds. */
public enum LoadSuperAttrFailure implements FailureKind {
    /** The class argument of {@code super} is not a class. */
    BAD_CLASS(9),
    /** The global {@code super} is not the builtin. */
    SHADOWED(10);

    private final int code;

    LoadSuperAttrFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
