package org.specializer.api;

/**
 * {@code complex}: a pair of doubles. Methods in {@code ComplexMethods}, arithmetic in
 * {@code ComplexOps}, text in {@code ComplexFormat}.
 */
public class PyComplex extends PyObject {
    public static final PyType TYPE = PyType.builtin("complex", PyComplex.class, PyType.OBJECT,
            PyType.BASETYPE, ComplexMethods::define);

    public final double real;
    public final double imag;

    public PyComplex(double real, double imag) {
        super(TYPE);
        this.real = real;
        this.imag = imag;
    }

    protected PyComplex(PyType type, double real, double imag) {
        super(type);
        this.real = real;
        this.imag = imag;
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of complex. */
    public static class Derived extends PyComplex implements HasSlots {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);
        /** The values of the class's {@code __slots__}, or null. */
        private final PyObject[] slots = HasSlots.allocate(type);

        public Derived(PyType type, double real, double imag) {
            super(type, real, imag);
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
