package org.specializer.api;

/** Python-visible methods of the type (to be completed). */
public final class IntMethods {
    private IntMethods() {}

    static void define(PyType t) {
    }

    static void defineBool(PyType t) {
    }
}
