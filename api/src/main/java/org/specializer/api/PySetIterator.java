package org.specializer.api;

/**
 * {@code set_iterator}: walks the table slots in order. A change of the set's size between
 * two steps raises RuntimeError, and keeps raising (CPython's sticky {@code si_used = -1}).
 */
public final class PySetIterator extends PyObject implements PyIterator {
    public static final PyType TYPE = PyType.builtin("set_iterator", PySetIterator.class,
            PyType.OBJECT, 0, t -> {
                Iterators.define(t);
                t.method0("__length_hint__", self -> {
                    PySetIterator it = (PySetIterator) self;
                    return PyInt.of(it.set != null && it.expectedUsed == it.set.used
                            ? it.remaining : 0);
                });
                t.method0("__reduce__", self -> {
                    PyObject iter = Iterators.iter();
                    // the items left, read through a copy so that this iterator does not advance
                    PySetIterator it = (PySetIterator) self;
                    PySetIterator copy = new PySetIterator(it);
                    PyList items = new PyList();
                    for (PyObject v = copy.nextOrNull(); v != null; v = copy.nextOrNull()) {
                        items.append(v);
                    }
                    return Iterators.reduceExhausted(iter, items);
                });
            });

    /** The set, null once exhausted. */
    private PyAnySet set;
    private int expectedUsed;
    private int pos;
    private int remaining;

    public PySetIterator(PyAnySet set) {
        super(TYPE);
        this.set = set;
        this.expectedUsed = set.used;
        this.remaining = set.used;
    }

    private PySetIterator(PySetIterator it) {
        super(TYPE);
        this.set = it.set;
        this.expectedUsed = it.expectedUsed;
        this.pos = it.pos;
        this.remaining = it.remaining;
    }

    @Override
    public PyObject nextOrNull() {
        PyAnySet s = set;
        if (s == null) {
            return null;
        }
        if (expectedUsed != s.used) {
            expectedUsed = -1;
            throw Py.runtimeError("Set changed size during iteration");
        }
        PyObject[] ks = s.keys;
        int i = pos;
        while (i < ks.length && (ks[i] == null || ks[i] == PyAnySet.DUMMY)) {
            i++;
        }
        pos = i + 1;
        if (i >= ks.length) {
            set = null;
            return null;
        }
        remaining--;
        return ks[i];
    }
}
