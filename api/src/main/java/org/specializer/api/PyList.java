package org.specializer.api;

import java.util.Arrays;

/** {@code list}: a growable array. Methods in {@code ListMethods}. */
public class PyList extends PyObject {
    public static final PyType TYPE = PyType.builtin("list", PyList.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.SEQUENCE | PyType.MATCH_SELF, ListMethods::define);

    private static final PyObject[] EMPTY_ITEMS = new PyObject[0];

    /** Storage; only the first {@link #size} are items. */
    public PyObject[] items;
    public int size;

    public PyList() {
        super(TYPE);
        items = EMPTY_ITEMS;
    }

    /** Takes ownership of {@code items}. */
    public PyList(PyObject[] items) {
        super(TYPE);
        this.items = items;
        this.size = items.length;
    }

    /** Takes ownership of the first {@code size} of {@code items}. */
    public PyList(PyObject[] items, int size) {
        super(TYPE);
        this.items = items;
        this.size = size;
    }

    protected PyList(PyType type) {
        super(type);
        items = EMPTY_ITEMS;
    }

    public static PyList of(PyObject... items) {
        return new PyList(items);
    }

    public int size() {
        return size;
    }

    public PyObject get(int i) {
        return items[i];
    }

    public void set(int i, PyObject v) {
        items[i] = v;
    }

    /** {@code self.append(v)}. */
    public void append(PyObject v) {
        int n = size;
        if (n == items.length) {
            grow(n + 1);
        }
        items[n] = v;
        size = n + 1;
    }

    /** Make room for at least {@code min} items, growing as CPython does (about 1/8 over). */
    public void grow(int min) {
        int cap = min + (min >> 3) + (min < 9 ? 3 : 6);
        items = Arrays.copyOf(items, cap);
    }

    /** A copy of the items, exactly sized. */
    public PyObject[] toArray() {
        return Arrays.copyOf(items, size);
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of list. */
    public static class Derived extends PyList implements HasSlots {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);
        /** The values of the class's {@code __slots__}, or null. */
        private final PyObject[] slots = HasSlots.allocate(type);

        public Derived(PyType type) {
            super(type);
        }

        @Override
        public PyObject[] slotValues() {
            return slots;
        }

        @Override
        public PyDict getDict() {
            if (dict == null && type.instancesHaveDict()) {
                dict = new PyDict();
            }
            return dict;
        }

        @Override
        public boolean setDict(PyDict d) {
            dict = d;
            return true;
        }
    }
}
