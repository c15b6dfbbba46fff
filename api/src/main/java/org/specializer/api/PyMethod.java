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

    /**
     * As CPython's {@code method_getattro}: the method type's attributes, else the function's
     * ({@code obj.f.__isabstractmethod__}, any attribute set on the function).
     */
    @Override
    public PyObject getAttr(PyStr name) {
        PyObject r = GenericAttributes.genericGetAttr(this, name);
        return r != null ? r : func.getAttr(name);
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        PyObject r = GenericAttributes.genericGetAttr(this, name);
        return r != null ? r : func.lookupAttr(name);
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        return Abstract.callPrepend(func, self, args, kwnames);
    }
}
