package org.specializer.api;

/**
 * {@code iter(bytearray)}: yields each byte as an int, reading the bytearray as it is at each
 * step (bytes appended meanwhile are seen).
 */
public final class ByteArrayIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("bytearray_iterator",
            ByteArrayIterator.class, PyType.OBJECT, 0, t -> {
                t.method0("__iter__", self -> self);
                t.method0("__next__", self -> {
                    PyObject v = ((ByteArrayIterator) self).nextOrNull();
                    if (v == null) {
                        throw Py.stopIteration(null);
                    }
                    return v;
                });
                t.method0("__length_hint__", self -> {
                    ByteArrayIterator it = (ByteArrayIterator) self;
                    return PyInt.of(it.seq == null ? 0 : Math.max(it.seq.size() - it.index, 0));
                });
                t.method0("__reduce__", self -> {
                    PyObject iter = Iterators.iter();
                    ByteArrayIterator it = (ByteArrayIterator) self;
                    return it.seq == null ? Iterators.reduceExhausted(iter, PyTuple.EMPTY)
                            : Iterators.reduce(iter, it.seq, it.index);
                });
                t.method1("__setstate__", (self, state) -> {
                    ByteArrayIterator it = (ByteArrayIterator) self;
                    long i = IntOps.asSsizeT(state);
                    if (it.seq != null) {
                        it.index = (int) Math.max(0, Math.min(i, it.seq.size()));
                    }
                    return Py.None;
                });
            });

    private PyByteArray seq;   // null once exhausted
    private int index;

    public ByteArrayIterator(PyByteArray b) {
        super(TYPE);
        this.seq = b;
    }

    @Override
    public PyObject nextOrNull() {
        PyByteArray b = seq;
        if (b == null) {
            return null;
        }
        if (index >= b.size()) {
            seq = null;
            return null;
        }
        return PyInt.of(b.byteAt(index++));
    }
}
