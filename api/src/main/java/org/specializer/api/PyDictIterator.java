package org.specializer.api;

/**
 * The iterators of a dict and its views, forward and reversed: {@code dict_keyiterator},
 * {@code dict_valueiterator}, {@code dict_itemiterator} and their {@code dict_reverse*}
 * forms. They walk the dict's entry array by position and check, as CPython does, that the
 * dict's size has not changed ("dictionary changed size during iteration") and that no more
 * entries turn up than there were keys ("dictionary keys changed during iteration"). Every
 * position is checked against the entry count first, so no mutation can make them fail in Java.
 */
public final class PyDictIterator extends PyObject implements PyIterator {
    public static final int KEYS = 0;
    public static final int VALUES = 1;
    public static final int ITEMS = 2;

    private static final PyType[] TYPES = {
        type("dict_keyiterator"), type("dict_valueiterator"), type("dict_itemiterator"),
        type("dict_reversekeyiterator"), type("dict_reversevalueiterator"),
        type("dict_reverseitemiterator"),
    };

    private static PyType type(String name) {
        return PyType.builtin(name, PyDictIterator.class, PyType.OBJECT, 0, t -> {
            Iterators.define(t);
            t.method0("__length_hint__", self -> {
                PyDictIterator it = (PyDictIterator) self;
                return PyInt.of(it.dict != null && it.expectedUsed == it.dict.size()
                        ? it.remaining : 0);
            });
            t.method0("__reduce__", self -> {
                PyObject iter = Iterators.iter();
                // the items left, read through a copy so that this iterator does not advance
                PyDictIterator copy = ((PyDictIterator) self).copy();
                PyList items = new PyList();
                for (PyObject v = copy.nextOrNull(); v != null; v = copy.nextOrNull()) {
                    items.append(v);
                }
                return Iterators.reduceExhausted(iter, items);
            });
        });
    }

    /** The type of an iterator of {@code kind} ({@link #KEYS}, ...), reversed or not. */
    public static PyType typeOf(int kind, boolean reversed) {
        return TYPES[kind + (reversed ? 3 : 0)];
    }

    /** The dict, null once exhausted. */
    private PyDict dict;
    private final int kind;
    private final boolean reversed;
    private int expectedUsed;
    private int pos;
    private int remaining;

    public PyDictIterator(PyDict dict, int kind, boolean reversed) {
        super(typeOf(kind, reversed));
        this.dict = dict;
        this.kind = kind;
        this.reversed = reversed;
        this.expectedUsed = dict.size();
        this.remaining = dict.size();
        this.pos = reversed ? dict.entryCount() - 1 : 0;
    }

    private PyDictIterator copy() {
        PyDictIterator c = new PyDictIterator(this);
        c.dict = dict;
        c.expectedUsed = expectedUsed;
        c.pos = pos;
        c.remaining = remaining;
        return c;
    }

    private PyDictIterator(PyDictIterator it) {
        super(it.type);
        this.kind = it.kind;
        this.reversed = it.reversed;
    }

    @Override
    public PyObject nextOrNull() {
        PyDict d = dict;
        if (d == null) {
            return null;
        }
        if (expectedUsed != d.size()) {
            expectedUsed = -1;
            throw Py.runtimeError("dictionary changed size during iteration");
        }
        int i;
        if (reversed) {
            i = Math.min(pos, d.entryCount() - 1);
            while (i >= 0 && d.keyAt(i) == null) {
                i--;
            }
            if (i < 0) {
                dict = null;
                remaining = 0;
                return null;
            }
            pos = i - 1;
        } else {
            i = d.nextEntry(pos);
            if (i < 0) {
                dict = null;
                return null;
            }
            if (remaining == 0) {
                dict = null;
                throw Py.runtimeError("dictionary keys changed during iteration");
            }
            pos = i + 1;
        }
        remaining--;
        switch (kind) {
            case KEYS:
                return d.keyAt(i);
            case VALUES:
                return d.valueAt(i);
            default:
                return new PyTuple(new PyObject[] {d.keyAt(i), d.valueAt(i)});
        }
    }
}
