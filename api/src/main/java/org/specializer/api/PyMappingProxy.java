package org.specializer.api;

/** {@code mappingproxy}: the read-only view of a class dictionary ({@code C.__dict__}). */
public final class PyMappingProxy extends PyObject {
    public static final PyType TYPE = PyType.builtin("mappingproxy", PyMappingProxy.class,
            PyType.OBJECT, PyType.MAPPING, MappingProxyMethods::define);

    public final PyDict mapping;

    public PyMappingProxy(PyDict mapping) {
        super(TYPE);
        this.mapping = mapping;
    }
}
