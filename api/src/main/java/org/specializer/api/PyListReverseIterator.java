package org.specializer.api;

/**
 * {@code list_reverseiterator}: {@code reversed(list)}. Walks {@link #index} down to 0; an index
 * beyond the end (the list shrank) ends the iteration, as in CPython.
 */
public final class PyListReverseIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("list_reverseiterator",
            PyListReverseIterator.class, PyType.OBJECT, 0, t -> {
                Iterators.define(t);
                t.method0("__length_hint__", self -> {
                    PyListReverseIterator it = (PyListReverseIterator) self;
                    PyList l = it.list;
                    return PyInt.of(l == null || it.index >= l.size ? 0 : it.index + 1);
                });
                t.method0("__reduce__", self -> {
                    PyListReverseIterator it = (PyListReverseIterator) self;
                    PyObject reversed = Py.builtin("reversed");
                    return it.list == null ? PyTuple.of(reversed, PyTuple.of(new PyList()))
                            : PyTuple.of(reversed, PyTuple.of(it.list), PyInt.of(it.index));
                });
                t.method1("__setstate__", (self, state) -> {
                    PyListReverseIterator it = (PyListReverseIterator) self;
                    long i = IntOps.asSsizeT(state);
                    if (it.list != null) {
                        it.index = (int) Math.max(-1, Math.min(i, it.list.size - 1));
                    }
                    return Py.None;
                });
            });

    /** The list being iterated, null once exhausted. */
    public PyList list;
    /** Index of the next item. */
    public int index;

    public PyListReverseIterator(PyList list) {
        super(TYPE);
        this.list = list;
        this.index = list.size - 1;
    }

    @Override
    public PyObject nextOrNull() {
        PyList l = list;
        if (l != null) {
            int i = index;
            if (i >= 0 && i < l.size) {
                index = i - 1;
                return l.items[i];
            }
            index = -1;
            list = null;
        }
        return null;
    }
}
