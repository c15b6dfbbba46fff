package org.specializer.api;

/** {@code iter(bytes)}: yields each byte as an int. */
public final class BytesIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("bytes_iterator", BytesIterator.class,
            PyType.OBJECT, 0, t -> {
                t.method0("__iter__", self -> self);
                t.method0("__next__", self -> {
                    PyObject v = ((BytesIterator) self).nextOrNull();
                    if (v == null) {
                        throw Py.stopIteration(null);
                    }
                    return v;
                });
                t.method0("__length_hint__", self -> {
                    BytesIterator it = (BytesIterator) self;
                    return PyInt.of(it.value == null ? 0 : it.value.length - it.index);
                });
                t.method0("__reduce__", self -> {
                    PyObject iter = Iterators.iter();
                    BytesIterator it = (BytesIterator) self;
                    return it.value == null ? Iterators.reduceExhausted(iter, PyTuple.EMPTY)
                            : Iterators.reduce(iter, it.seq, it.index);
                });
                t.method1("__setstate__", (self, state) -> {
                    BytesIterator it = (BytesIterator) self;
                    long i = IntOps.asSsizeT(state);
                    if (it.value != null) {
                        it.index = (int) Math.max(0, Math.min(i, it.value.length));
                    }
                    return Py.None;
                });
            });

    private final PyBytes seq;
    private byte[] value;   // null once exhausted
    private int index;

    public BytesIterator(PyBytes b) {
        super(TYPE);
        this.seq = b;
        this.value = b.value;
    }

    @Override
    public PyObject nextOrNull() {
        byte[] v = value;
        if (v == null) {
            return null;
        }
        if (index >= v.length) {
            value = null;
            return null;
        }
        return PyInt.of(v[index++] & 0xff);
    }
}
