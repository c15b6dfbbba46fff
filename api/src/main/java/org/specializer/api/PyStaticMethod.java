package org.specializer.api;

/** {@code staticmethod}: returns the wrapped callable unchanged, from instance or class. */
public final class PyStaticMethod extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("staticmethod", PyStaticMethod.class,
            PyType.OBJECT, PyType.BASETYPE, DescriptorMethods::defineStaticMethod);

    public PyObject callable;
    private PyDict dict;

    public PyStaticMethod(PyObject callable) {
        super(TYPE);
        this.callable = callable;
    }

    public PyStaticMethod(PyType type, PyObject callable) {
        super(type);
        this.callable = callable;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        return callable;
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        return callable.call(args, kwnames);
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }
}
