package org.specializer.core.compiler;

import org.specializer.api.PyObject;

/**
 * frozenset constants, which CPython makes for {@code x in {1, 2}}, {@code for x in {1, 2}} and
 * set displays of three or more constants. Until the object model has a frozenset type,
 * {@link #make} answers null and the compiler keeps the set display (a documented deviation).
 */
final class FrozenSets {
    private FrozenSets() {}

    /** A frozenset of {@code items}, or null when frozensets are not available. */
    static PyObject make(PyObject[] items) {
        return null;
    }

    /** The constant key of a frozenset, or null when {@code o} is not one. */
    static Object key(PyObject o) {
        return null;
    }
}
