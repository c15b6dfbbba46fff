package org.specializer.api;

/**
 * The methods every Java iterator type shares: {@code __iter__} and {@code __next__}; and what
 * their {@code __reduce__} methods share.
 */
final class Iterators {
    private Iterators() {}

    /**
     * The builtin {@code iter}, which a {@code __reduce__} looks up before it reads the
     * iterator's state: the lookup may run Python code (a builtins key's {@code __eq__}) that
     * advances or exhausts the iterator, and the reduction is of the state after it (CPython's
     * gh-101765).
     */
    static PyObject iter() {
        return Py.builtin("iter");
    }

    /** {@code (iter, (seq,), index)}: the reduction of an iterator over a sequence. */
    static PyObject reduce(PyObject iter, PyObject seq, long index) {
        return PyTuple.of(iter, PyTuple.of(seq), PyInt.of(index));
    }

    /** {@code (iter, (empty,))}: the reduction of an exhausted iterator. */
    static PyObject reduceExhausted(PyObject iter, PyObject empty) {
        return PyTuple.of(iter, PyTuple.of(empty));
    }

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
