package org.specializer.api;

/** {@code tuple}: an immutable array. Methods in {@code TupleMethods}. */
public class PyTuple extends PyObject {
    public static final PyType TYPE = PyType.builtin("tuple", PyTuple.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.SEQUENCE | PyType.MATCH_SELF, TupleMethods::define);

    public static final PyTuple EMPTY = new PyTuple(new PyObject[0]);

    /** The items; never modified after construction. */
    public final PyObject[] items;

    /** Takes ownership of {@code items}. */
    public PyTuple(PyObject[] items) {
        super(TYPE);
        this.items = items;
    }

    protected PyTuple(PyType type, PyObject[] items) {
        super(type);
        this.items = items;
    }

    /** A tuple of the given items (the array is used as is). */
    public static PyTuple of(PyObject... items) {
        return items.length == 0 ? EMPTY : new PyTuple(items);
    }

    public int size() {
        return items.length;
    }

    public PyObject get(int i) {
        return items[i];
    }

    /** An instance of a user subclass of tuple (namedtuple classes among them). */
    public static class Derived extends PyTuple {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        public Derived(PyType type, PyObject[] items) {
            super(type, items);
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
