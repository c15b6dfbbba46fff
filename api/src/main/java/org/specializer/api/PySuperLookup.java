package org.specializer.api;

/** Lookups along the MRO after a given class: what {@code super()} does. */
public final class PySuperLookup {
    private PySuperLookup() {}

    /** The attribute {@code name} in the MRO of {@code startType} after {@code after}, or null. */
    public static PyObject findAfter(PyType startType, PyType after, PyStr name) {
        PyType[] mro = startType.getMro();
        if (mro == null) {
            return null; // incomplete: its metaclass's mro() is running
        }
        int i = 0;
        while (i < mro.length && mro[i] != after) {
            i++;
        }
        for (i++; i < mro.length; i++) {
            PyObject v = mro[i].getTypeDict().getItem(name);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /** {@code super(t, t).__init_subclass__(**kw)}, run when a class is created. */
    static void initSubclass(PyType t, PyObject[] kwValues, PyStr[] kwNames) {
        // super(t, t).__init_subclass__, as CPython's type_new_init_subclass
        PySuper.checkSuper(t, t);
        PyObject f = findAfter(t, t, Names.__init_subclass__);
        if (f == null) {
            return;
        }
        PyObject bound = Descriptors.get(f, null, t);
        bound.call(kwValues, kwNames);
    }
}
