package org.specializer.api;

/** Python-visible methods of the type (to be completed). */
public final class ListMethods {
    private ListMethods() {}

    static void define(PyType t) {
    }
}
