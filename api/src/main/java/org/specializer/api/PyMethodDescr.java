package org.specializer.api;

/**
 * A Java method stored in a builtin type's dictionary, in one of CPython's three kinds, told
 * apart by the Python type alone (one Java class, so the call fast paths test one class):
 * <ul>
 * <li>{@code method_descriptor}: an ordinary method ({@code list.append});
 * <li>{@code wrapper_descriptor}: a special method that stands for a type slot
 *     ({@code object.__init__}, {@code int.__add__}): CPython's slot wrappers;
 * <li>{@code classmethod_descriptor}: a class method ({@code dict.fromkeys}), which binds to
 *     the class instead of the instance.
 * </ul>
 * Looked up through an instance, a method binds into a {@link PyBuiltinFunction}
 * ({@code builtin_function_or_method}, or {@code method-wrapper} for a slot wrapper); called
 * directly it takes {@code self} as its first argument.
 */
public final class PyMethodDescr extends PyObject implements PyDescriptor {
    public static final PyType TYPE = PyType.builtin("method_descriptor", PyMethodDescr.class,
            PyType.OBJECT, 0, BuiltinFunctionMethods::defineDescr);
    /** {@code classmethod_descriptor}: {@code types.ClassMethodDescriptorType}. */
    public static final PyType CLASSMETHOD_TYPE = PyType.builtin("classmethod_descriptor",
            PyMethodDescr.class, PyType.OBJECT, 0, BuiltinFunctionMethods::defineClassMethodDescr);
    /** {@code wrapper_descriptor}: {@code types.WrapperDescriptorType}. */
    public static final PyType WRAPPER_TYPE = PyType.builtin("wrapper_descriptor",
            PyMethodDescr.class, PyType.OBJECT, 0, BuiltinFunctionMethods::defineDescr);

    public final PyType owner;
    public final Builtin.Impl impl;
    public final boolean isClassMethod;

    /**
     * Whether this is a sequence's {@code __add__}, {@code __mul__}, {@code __rmul__},
     * {@code __iadd__} or {@code __imul__} standing for CPython's {@code sq_concat},
     * {@code sq_repeat} or an in-place form rather than a number slot
     * ({@link PyType#sequenceSlots}).
     */
    public boolean sequenceSlot;

    public PyMethodDescr(PyType owner, Builtin.Impl impl, boolean isClassMethod) {
        this(isClassMethod ? CLASSMETHOD_TYPE : TYPE, owner, impl, isClassMethod);
    }

    private PyMethodDescr(PyType kind, PyType owner, Builtin.Impl impl, boolean isClassMethod) {
        super(kind);
        this.owner = owner;
        this.impl = impl;
        this.isClassMethod = isClassMethod;
    }

    /** A slot wrapper: {@code wrapper_descriptor}, bound as {@code method-wrapper}. */
    public static PyMethodDescr slotWrapper(PyType owner, Builtin.Impl impl) {
        return new PyMethodDescr(WRAPPER_TYPE, owner, impl, false);
    }

    /** Whether this is a slot wrapper ({@code wrapper_descriptor}). */
    public boolean isSlotWrapper() {
        return type == WRAPPER_TYPE;
    }

    @Override
    public PyObject descrGet(PyObject obj, PyType type) {
        if (isClassMethod) {
            return new PyBuiltinFunction(impl, obj != null ? obj.type : type);
        }
        if (obj == null) {
            return this;
        }
        if (this.type == WRAPPER_TYPE) {
            return PyBuiltinFunction.methodWrapper(impl, obj);
        }
        return new PyBuiltinFunction(impl, obj);
    }

    /** Check that {@code self} is an instance of the owner type. */
    public PyObject checkSelf(PyObject self) {
        if (!self.type.isSubtype(owner)) {
            if (type == WRAPPER_TYPE) {
                // Compare CPython descrobject.c: wrapperdescr_raw_call's check
                throw Py.typeError("descriptor '" + impl.name + "' requires a '"
                        + owner.getTpName() + "' object but received a '"
                        + self.type.getTpName() + "'");
            }
            throw Py.typeError("descriptor '" + impl.name + "' for '" + owner.getTpName()
                    + "' objects doesn't apply to a '" + self.type.getTpName() + "' object");
        }
        return self;
    }

    @Override
    public PyObject call(PyObject[] args, PyStr[] kwnames) {
        if (args.length - kwnames.length < 1) {
            if (type == TYPE) {
                throw Py.typeError("unbound method " + impl.qualname + "() needs an argument");
            }
            throw Py.typeError("descriptor '" + impl.name + "' of '" + owner.getTpName()
                    + "' object needs an argument");
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
