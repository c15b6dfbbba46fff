package org.specializer.api;

/** {@code dict_keys}: {@code d.keys()}, a set-like view of the keys. */
public final class PyDictKeys extends PyDictView {
    public static final PyType TYPE = PyType.builtin("dict_keys", PyDictKeys.class,
            PyType.OBJECT, 0, t -> {
                PyDictView.defineSetLike(t);
                t.method1("__contains__",
                        (self, k) -> Py.newBool(((PyDictKeys) self).dict.containsKey(k)));
            });

    public PyDictKeys(PyDict dict) {
        super(TYPE, dict);
    }

    /**
     * A view whose type is a subtype of this one ({@code OrderedDict}'s
     * {@code odict_keys}): the same view, with the methods its type adds or overrides.
     */
    public PyDictKeys(PyType type, PyDict dict) {
        super(type, dict);
    }

    @Override
    int kind() {
        return PyDictIterator.KEYS;
    }
}
