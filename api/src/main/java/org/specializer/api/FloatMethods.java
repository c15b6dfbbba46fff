package org.specializer.api;

/** Python-visible methods of the type (to be completed). */
public final class FloatMethods {
    private FloatMethods() {}

    static void define(PyType t) {
    }
}
