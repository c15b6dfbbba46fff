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
                t.method0("__reduce__", self -> {
                    PyObject iter = Iterators.iter();
                    PyListIterator it = (PyListIterator) self;
                    return it.list == null ? Iterators.reduceExhausted(iter, new PyList())
                            : Iterators.reduce(iter, it.list, it.index);
                });
                t.method1("__setstate__", (self, state) -> {
                    PyListIterator it = (PyListIterator) self;
                    long i = IntOps.asSsizeT(state);
                    if (it.list != null) {
                        // a negative index ends the iterator, as CPython 3.13's index -1
                        if (i < 0) {
                            it.list = null;
                        } else {
                            it.index = (int) Math.min(i, it.list.size);
                        }
                    }
                    return Py.None;
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
