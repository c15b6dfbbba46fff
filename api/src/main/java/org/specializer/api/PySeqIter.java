package org.specializer.api;

/** {@code iterator}: iterates an object with {@code __getitem__} by index until IndexError. */
public final class PySeqIter extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("iterator", PySeqIter.class, PyType.OBJECT,
            0, t -> {
                t.method0("__iter__", self -> self);
                t.method0("__next__", self -> {
                    PyObject v = ((PySeqIter) self).nextOrNull();
                    if (v == null) {
                        throw Py.stopIteration(null);
                    }
                    return v;
                });
                t.method0("__reduce__", self -> {
                    PyObject iter = Iterators.iter();
                    PySeqIter it = (PySeqIter) self;
                    return it.seq == null ? Iterators.reduceExhausted(iter, PyTuple.EMPTY)
                            : Iterators.reduce(iter, it.seq, it.index);
                });
                t.method1("__setstate__", (self, state) -> {
                    PySeqIter it = (PySeqIter) self;
                    long i = IntOps.asSsizeT(state);
                    if (it.seq != null) {
                        it.index = Math.max(0, i);
                    }
                    return Py.None;
                });
            });

    private PyObject seq;
    private long index;

    public PySeqIter(PyObject seq) {
        super(TYPE);
        this.seq = seq;
    }

    @Override
    public PyObject nextOrNull() {
        if (seq == null) {
            return null;
        }
        try {
            // the index advances only past an item, as CPython's it_index
            PyObject v = Abstract.getItem(seq, PyInt.of(index));
            index++;
            return v;
        } catch (PyException e) {
            if (e.matches(PyExc.IndexError) || e.matches(PyExc.StopIteration)) {
                seq = null;
                return null;
            }
            throw e;
        }
    }
}
