package org.specializer.api;

/** {@code set}: a mutable {@link PyAnySet}. Methods in {@code SetMethods}. */
public class PySet extends PyAnySet {
    public static final PyType TYPE = PyType.builtin("set", PySet.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.MATCH_SELF, SetMethods::defineSet);

    public PySet() {
        super(TYPE);
    }

    protected PySet(PyType type) {
        super(type);
    }

    /** A new set of the items of {@code iterable}. */
    public static PySet of(PyObject iterable) {
        PySet s = new PySet();
        s.update(iterable);
        return s;
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of set. */
    public static class Derived extends PySet implements HasSlots {
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
