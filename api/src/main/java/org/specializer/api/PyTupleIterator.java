package org.specializer.api;

/**
 * {@code tuple_iterator}. FOR_ITER_TUPLE reads and advances {@link #tuple} and {@link #index}:
 * the next item is {@code tuple.items[index]} while {@code index < tuple.items.length}; at the
 * end {@link #tuple} becomes null.
 */
public final class PyTupleIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("tuple_iterator", PyTupleIterator.class,
            PyType.OBJECT, 0, t -> {
                Iterators.define(t);
                t.method0("__length_hint__", self -> {
                    PyTupleIterator it = (PyTupleIterator) self;
                    PyTuple tu = it.tuple;
                    return PyInt.of(tu == null ? 0 : Math.max(0, tu.items.length - it.index));
                });
                t.method0("__reduce__", self -> {
                    PyObject iter = Iterators.iter();
                    PyTupleIterator it = (PyTupleIterator) self;
                    return it.tuple == null ? Iterators.reduceExhausted(iter, PyTuple.EMPTY)
                            : Iterators.reduce(iter, it.tuple, it.index);
                });
                t.method1("__setstate__", (self, state) -> {
                    PyTupleIterator it = (PyTupleIterator) self;
                    long i = IntOps.asSsizeT(state);
                    if (it.tuple != null) {
                        it.index = (int) Math.max(0, Math.min(i, it.tuple.items.length));
                    }
                    return Py.None;
                });
            });

    /** The tuple being iterated, null once exhausted. */
    public PyTuple tuple;
    /** Index of the next item. */
    public int index;

    public PyTupleIterator(PyTuple tuple) {
        super(TYPE);
        this.tuple = tuple;
    }

    @Override
    public PyObject nextOrNull() {
        PyTuple t = tuple;
        if (t != null) {
            int i = index;
            PyObject[] items = t.items;
            if (i < items.length) {
                index = i + 1;
                return items[i];
            }
            tuple = null;
        }
        return null;
    }
}
