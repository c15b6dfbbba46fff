package org.specializer.api;

/** {@code dict_items}: {@code d.items()}, a set-like view of the (key, value) pairs. */
public final class PyDictItems extends PyDictView {
    public static final PyType TYPE = PyType.builtin("dict_items", PyDictItems.class,
            PyType.OBJECT, 0, t -> {
                PyDictView.defineSetLike(t);
                t.method1("__contains__",
                        (self, o) -> Py.newBool(containsItem(((PyDictItems) self).dict, o)));
            });

    public PyDictItems(PyDict dict) {
        super(TYPE, dict);
    }

    /**
     * A view whose type is a subtype of this one ({@code OrderedDict}'s
     * {@code odict_items}): the same view, with the methods its type adds or overrides.
     */
    public PyDictItems(PyType type, PyDict dict) {
        super(type, dict);
    }

    @Override
    int kind() {
        return PyDictIterator.ITEMS;
    }

    /** {@code (k, v) in d.items()}: a pair whose key maps to a value equal to v. */
    static boolean containsItem(PyDict d, PyObject o) {
        if (!(o instanceof PyTuple t) || t.items.length != 2) {
            return false;
        }
        PyObject found = d.getItem(t.items[0]);
        return found != null && Abstract.richCompareBool(found, t.items[1], Abstract.EQ);
    }

    /** {@code a.items() ^ b.items()}. Compare CPython dictobject.c: dictitems_xor. */
    static PySet xor(PyDict a, PyDict b) {
        PyDict temp = a.copy();
        PySet result = new PySet();
        for (int i = b.nextEntry(0); i >= 0; i = b.nextEntry(i + 1)) {
            PyObject key = b.keyAt(i);
            PyObject val2 = b.valueAt(i);
            long h = b.hashAt(i);
            PyObject val1 = temp.getItem(key, h);
            if (val1 != null && Abstract.richCompareBool(val1, val2, Abstract.EQ)) {
                temp.removeKey(key);
            } else {
                result.add(new PyTuple(new PyObject[] {key, val2}));
            }
        }
        result.update(new PyDictItems(temp));
        return result;
    }
}
