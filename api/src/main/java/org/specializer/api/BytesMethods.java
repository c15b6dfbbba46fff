package org.specializer.api;

/** Python-visible methods of {@code bytes} (to be completed). */
public final class BytesMethods {
    private BytesMethods() {}

    static void define(PyType t) {
    }
}
