package org.specializer.api;

/** {@code dict_values}: {@code d.values()}, a view of the values (not set-like). */
public final class PyDictValues extends PyDictView {
    public static final PyType TYPE = PyType.builtin("dict_values", PyDictValues.class,
            PyType.OBJECT, 0, PyDictView::defineCommon);

    public PyDictValues(PyDict dict) {
        super(TYPE, dict);
    }

    /**
     * A view whose type is a subtype of this one ({@code OrderedDict}'s
     * {@code odict_values}): the same view, with the methods its type adds or overrides.
     */
    public PyDictValues(PyType type, PyDict dict) {
        super(type, dict);
    }

    @Override
    int kind() {
        return PyDictIterator.VALUES;
    }
}
