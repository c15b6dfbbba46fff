package org.specializer.api;

/** Python-visible methods of the type (to be completed). */
public final class DictMethods {
    private DictMethods() {}

    static void define(PyType t) {
    }
}
