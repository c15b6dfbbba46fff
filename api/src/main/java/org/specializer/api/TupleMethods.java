package org.specializer.api;

/** Python-visible methods of the type (to be completed). */
public final class TupleMethods {
    private TupleMethods() {}

    static void define(PyType t) {
    }
}
