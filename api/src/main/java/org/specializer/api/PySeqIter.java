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
            return Abstract.getItem(seq, PyInt.of(index++));
        } catch (PyException e) {
            if (e.matches(PyExc.IndexError) || e.matches(PyExc.StopIteration)) {
                seq = null;
                return null;
            }
            throw e;
        }
    }
}
