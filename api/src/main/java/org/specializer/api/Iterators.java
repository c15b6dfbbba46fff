package org.specializer.api;

/** The methods every Java iterator type shares: {@code __iter__} and {@code __next__}. */
final class Iterators {
    private Iterators() {}

    /** {@code __iter__} returning self, {@code __next__} through {@link PyIterator#nextOrNull}. */
    static void define(PyType t) {
        t.method0("__iter__", self -> self);
        t.method0("__next__", self -> {
            PyObject v = ((PyIterator) self).nextOrNull();
            if (v == null) {
                throw Py.stopIteration(null);
            }
            return v;
        });
    }
}
