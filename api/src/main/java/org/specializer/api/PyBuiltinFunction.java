package org.specializer.api;

/**
 * {@code builtin_function_or_method}: a Java function, either a module function (bound to its
 * module) or a builtin method bound to an instance ({@code [].append}). Not a descriptor: it
 * stays bound as it is when stored in a class.
 *
 * <p>A slot wrapper bound to an instance ({@code object().__str__}) is the same Java class with
 * the Python type {@code method-wrapper}, CPython's {@code types.MethodWrapperType}: the call
 * fast paths, which test the Java class, serve both.
 */
public final class PyBuiltinFunction extends PyObject {
    public static final PyType TYPE = PyType.builtin("builtin_function_or_method",
            PyBuiltinFunction.class, PyType.OBJECT, 0, BuiltinFunctionMethods::define);
    /** {@code method-wrapper}: a {@code wrapper_descriptor} bound to an instance. */
    public static final PyType METHOD_WRAPPER_TYPE = PyType.builtin("method-wrapper",
            PyBuiltinFunction.class, PyType.OBJECT, 0, BuiltinFunctionMethods::defineWrapper);

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
        this(TYPE, impl, self, isConstructor, module);
    }

    private PyBuiltinFunction(PyType kind, Builtin.Impl impl, PyObject self,
            boolean isConstructor, String module) {
        super(kind);
        this.impl = impl;
        this.self = self;
        this.isConstructor = isConstructor;
        this.module = module;
    }

    /** A slot wrapper's method bound to {@code self}: a {@code method-wrapper}. */
    public static PyBuiltinFunction methodWrapper(Builtin.Impl impl, PyObject self) {
        return new PyBuiltinFunction(METHOD_WRAPPER_TYPE, impl, self, false, null);
    }

    /** Whether this is a bound slot wrapper ({@code method-wrapper}). */
    public boolean isMethodWrapper() {
        return type == METHOD_WRAPPER_TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        if (isConstructor) {
            // CPython's tp_new_wrapper names the type by its tp_name ("datetime.date")
            String who = self instanceof PyType t ? t.getTpName() + ".__new__" : impl.qualname;
            if (args.length - kwnames.length < 1) {
                throw Py.typeError(who + "(): not enough arguments");
            }
            if (!(args[0] instanceof PyType cls)) {
                throw Py.typeError(who + "(X): X is not a type object ("
                        + args[0].type.getTpName() + ")");
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
