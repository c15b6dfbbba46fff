package org.specializer.api;

/** {@code classmethod}: binds the wrapped callable to the class (of the instance). */
public final class PyClassMethod extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("classmethod", PyClassMethod.class,
            PyType.OBJECT, PyType.BASETYPE, DescriptorMethods::defineClassMethod);

    public PyObject callable;
    private PyDict dict;

    public PyClassMethod(PyObject callable) {
        super(TYPE);
        this.callable = callable;
    }

    public PyClassMethod(PyType type, PyObject callable) {
        super(type);
        this.callable = callable;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        PyType cls = type != null ? type : obj.type;
        return new PyMethod(callable, cls);
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }
}
