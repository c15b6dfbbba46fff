package org.specializer.api;

/** {@code mappingproxy}: the read-only view of a class dictionary ({@code C.__dict__}). */
public final class PyMappingProxy extends PyObject {
    public static final PyType TYPE = PyType.builtin("mappingproxy", PyMappingProxy.class,
            PyType.OBJECT, PyType.MAPPING, MappingProxyMethods::define);

    /** The mapping viewed: a class's dict, or any mapping given to {@code mappingproxy()}. */
    public final PyObject mapping;

    public PyMappingProxy(PyObject mapping) {
        super(TYPE);
        this.mapping = mapping;
    }
}
