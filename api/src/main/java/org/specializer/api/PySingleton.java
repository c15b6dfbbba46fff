package org.specializer.api;

/** {@code NotImplemented} and {@code Ellipsis}: the other named singletons. */
public final class PySingleton extends PyObject {
    public static final PyType NOT_IMPLEMENTED_TYPE = PyType.builtin("NotImplementedType",
            PySingleton.class, PyType.OBJECT, 0, SingletonMethods::defineNotImplemented);
    public static final PyType ELLIPSIS_TYPE = PyType.builtin("ellipsis", PySingleton.class,
            PyType.OBJECT, 0, SingletonMethods::defineEllipsis);

    public static final PySingleton NOT_IMPLEMENTED = new PySingleton(NOT_IMPLEMENTED_TYPE,
            "NotImplemented");
    public static final PySingleton ELLIPSIS = new PySingleton(ELLIPSIS_TYPE, "Ellipsis");

    public final String name;

    private PySingleton(PyType type, String name) {
        super(type);
        this.name = name;
    }

    @Override
    public String toString() {
        return name;
    }
}
