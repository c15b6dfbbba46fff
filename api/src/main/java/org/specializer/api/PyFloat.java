package org.specializer.api;

/** {@code float}: a double. Methods in {@code FloatMethods}, repr in {@code FloatFormat}. */
public class PyFloat extends PyObject {
    public static final PyType TYPE = PyType.builtin("float", PyFloat.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.MATCH_SELF, FloatMethods::define);

    public final double value;

    public PyFloat(double value) {
        super(TYPE);
        this.value = value;
    }

    protected PyFloat(PyType type, double value) {
        super(type);
        this.value = value;
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of float. */
    public static class Derived extends PyFloat implements HasSlots {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);
        /** The values of the class's {@code __slots__}, or null. */
        private final PyObject[] slots = HasSlots.allocate(type);

        public Derived(PyType type, double value) {
            super(type, value);
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
