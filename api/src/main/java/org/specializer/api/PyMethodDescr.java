package org.specializer.api;

/**
 * {@code method_descriptor}: a Java method stored in a builtin type's dictionary
 * ({@code list.append}). Looked up through an instance it binds into a
 * {@link PyBuiltinFunction}; called directly it takes {@code self} as its first argument.
 * A {@code classmethod} flavour ({@code dict.fromkeys}) binds to the class instead.
 */
public final class PyMethodDescr extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("method_descriptor", PyMethodDescr.class,
            PyType.OBJECT, 0, BuiltinFunctionMethods::defineDescr);

    public final PyType owner;
    public final Builtin.Impl impl;
    public final boolean isClassMethod;

    public PyMethodDescr(PyType owner, Builtin.Impl impl, boolean isClassMethod) {
        super(TYPE);
        this.owner = owner;
        this.impl = impl;
        this.isClassMethod = isClassMethod;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (isClassMethod) {
            return new PyBuiltinFunction(impl, obj != null ? obj.type : type);
        }
        if (obj == null) {
            return this;
        }
        return new PyBuiltinFunction(impl, obj);
    }

    /** Check that {@code self} is an instance of the owner type. */
    public PyObject checkSelf(PyObject self) {
        if (!self.type.isSubtype(owner)) {
            throw Py.typeError("descriptor '" + impl.name + "' for '" + owner.getName()
                    + "' objects doesn't apply to a '" + self.type.getName() + "' object");
        }
        return self;
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        if (args.length - kwnames.length < 1) {
            throw Py.typeError("unbound method " + impl.qualname + "() needs an argument");
        }
        PyObject self = args[0];
        if (isClassMethod) {
            if (!(self instanceof PyType)) {
                throw Py.typeError("descriptor '" + impl.name + "' for type '" + owner.getName()
                        + "' needs a type, not a '" + self.type.getName() + "' as arg 2");
            }
        } else {
            checkSelf(self);
        }
        PyObject[] rest = new PyObject[args.length - 1];
        System.arraycopy(args, 1, rest, 0, rest.length);
        return impl.invoke(self, rest, kwnames);
    }

    /** Call with {@code self} already separated (the method-call fast path). */
    public PyObject callWithSelf(PyObject self, PyObject[] args, PyStr[] kwnames) {
        if (isClassMethod) {
            return impl.invoke(self instanceof PyType ? self : self.type, args, kwnames);
        }
        return impl.invoke(checkSelf(self), args, kwnames);
    }
}
