package org.specializer.spi;

/**
 * Why a specializer declined a site. Each family declares an enum of its kinds, named after
 * CPython's {@code SPEC_FAIL_*} constants where one exists; {@link #code()} is CPython's number
 * for it, so that our statistics line up with pystats.
 */
public interface FailureKind {
    /** The kind's name, e.g. {@code OUT_OF_VERSIONS}. */
    String name();

    /** CPython's {@code SPEC_FAIL_*} number, or -1 when CPython has none. */
    int code();
}
