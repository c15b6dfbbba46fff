package org.specializer.api;

/** {@code bool}: a subclass of int with exactly two instances. */
public final class PyBool extends PyInt {
    public static final PyType TYPE = PyType.builtin("bool", PyBool.class, PyInt.TYPE,
            PyType.MATCH_SELF, IntMethods::defineBool);
    public static final PyBool TRUE = new PyBool(1);
    public static final PyBool FALSE = new PyBool(0);

    private PyBool(long v) {
        super(TYPE, v);
    }

    @Override
    public String toString() {
        return value != 0 ? "True" : "False";
    }
}
