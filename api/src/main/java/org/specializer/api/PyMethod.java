package org.specializer.api;

/** {@code method}: a function bound to an object ({@code obj.f}); calling prepends {@code self}. */
public final class PyMethod extends PyObject {
    public static final PyType TYPE = PyType.builtin("method", PyMethod.class, PyType.OBJECT, 0,
            DescriptorMethods::defineMethod);

    public final PyObject func;
    public final PyObject self;

    public PyMethod(PyObject func, PyObject self) {
        super(TYPE);
        this.func = func;
        this.self = self;
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        return Abstract.callPrepend(func, self, args, kwnames);
    }
}
