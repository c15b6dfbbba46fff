package org.specializer.spi;

/** The failure kinds every family shares (CPython's {@code SPEC_FAIL_*} 0 to 8). */
public enum CommonFailure implements FailureKind {
    OTHER(0),
    NO_DICT(1),
    OVERRIDDEN(2),
    OUT_OF_VERSIONS(3),
    OUT_OF_RANGE(4),
    EXPECTED_ERROR(5),
    WRONG_NUMBER_ARGUMENTS(6),
    CODE_COMPLEX_PARAMETERS(7),
    CODE_NOT_OPTIMIZED(8);

    private final int code;

    CommonFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
