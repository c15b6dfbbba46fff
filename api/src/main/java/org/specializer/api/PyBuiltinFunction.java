package org.specializer.api;

/**
 * {@code builtin_function_or_method}: a Java function, either a module function (bound to its
 * module) or a builtin method bound to an instance ({@code [].append}). Not a descriptor: it
 * stays bound as it is when stored in a class.
 */
public final class PyBuiltinFunction extends PyObject {
    public static final PyType TYPE = PyType.builtin("builtin_function_or_method",
            PyBuiltinFunction.class, PyType.OBJECT, 0, BuiltinFunctionMethods::define);

    public final Builtin.Impl impl;
    /** The bound object ({@code __self__}), or null. */
    public final PyObject self;
    /** A type's {@code __new__}: the first argument is the class and becomes {@code self}. */
    public final boolean isConstructor;
    /** The module name for repr and {@code __module__} (module functions only). */
    public final String module;

    public PyBuiltinFunction(Builtin.Impl impl, PyObject self) {
        this(impl, self, false, null);
    }

    public PyBuiltinFunction(Builtin.Impl impl, PyObject self, boolean isConstructor,
            String module) {
        super(TYPE);
        this.impl = impl;
        this.self = self;
        this.isConstructor = isConstructor;
        this.module = module;
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        if (isConstructor) {
            if (args.length - kwnames.length < 1) {
                throw Py.typeError(impl.qualname + "(): not enough arguments");
            }
            if (!(args[0] instanceof PyType cls)) {
                throw Py.typeError(impl.qualname + "(X): X is not a type object ("
                        + args[0].type.getName() + ")");
            }
            PyObject[] rest = new PyObject[args.length - 1];
            System.arraycopy(args, 1, rest, 0, rest.length);
            return impl.invoke(cls, rest, kwnames);
        }
        return impl.invoke(self, args, kwnames);
    }

    public String getName() {
        return impl.name;
    }
}
