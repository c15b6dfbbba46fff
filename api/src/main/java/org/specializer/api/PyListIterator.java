package org.specializer.api;

/**
 * {@code list_iterator}. FOR_ITER_LIST reads and advances {@link #list} and {@link #index}
 * directly: the next item is {@code list.items[index]} while {@code index < list.size}; at the
 * end {@link #list} becomes null (CPython's {@code it_seq = NULL}), so an exhausted iterator
 * stays exhausted even if the list grows again.
 */
public final class PyListIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("list_iterator", PyListIterator.class,
            PyType.OBJECT, 0, t -> {
                Iterators.define(t);
                t.method0("__length_hint__", self -> {
                    PyListIterator it = (PyListIterator) self;
                    PyList l = it.list;
                    return PyInt.of(l == null ? 0 : Math.max(0, l.size - it.index));
                });
            });

    /** The list being iterated, null once exhausted. */
    public PyList list;
    /** Index of the next item. */
    public int index;

    public PyListIterator(PyList list) {
        super(TYPE);
        this.list = list;
    }

    @Override
    public PyObject nextOrNull() {
        PyList l = list;
        if (l != null) {
            int i = index;
            if (i < l.size) {
                index = i + 1;
                return l.items[i];
            }
            list = null;
        }
        return null;
    }
}
