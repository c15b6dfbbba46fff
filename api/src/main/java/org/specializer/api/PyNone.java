package org.specializer.api;

/** {@code None}, the only instance of {@code NoneType}. */
public final class PyNone extends PyObject {
    public static final PyType TYPE = PyType.builtin("NoneType", PyNone.class, PyType.OBJECT, 0,
            SingletonMethods::defineNone);
    public static final PyNone INSTANCE = new PyNone();

    private PyNone() {
        super(TYPE);
    }

    @Override
    public String toString() {
        return "None";
    }
}
