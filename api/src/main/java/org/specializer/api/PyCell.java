package org.specializer.api;

/** {@code cell}: a variable shared between a function and the closures it creates. */
public final class PyCell extends PyObject {
    public static final PyType TYPE = PyType.builtin("cell", PyCell.class, PyType.OBJECT, 0,
            DescriptorMethods::defineCell);

    /** The value, or null when the variable is unbound. */
    public PyObject ref;

    public PyCell(PyObject ref) {
        super(TYPE);
        this.ref = ref;
    }
}
