package org.specializer.api;

/** {@code dict_values}: {@code d.values()}, a view of the values (not set-like). */
public final class PyDictValues extends PyDictView {
    public static final PyType TYPE = PyType.builtin("dict_values", PyDictValues.class,
            PyType.OBJECT, 0, PyDictView::defineCommon);

    public PyDictValues(PyDict dict) {
        super(TYPE, dict);
    }

    @Override
    int kind() {
        return PyDictIterator.VALUES;
    }
}
