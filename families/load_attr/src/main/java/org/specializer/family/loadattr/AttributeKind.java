package org.specializer.family.loadattr;

import org.specializer.api.Descriptors;
import org.specializer.api.PyClassMethod;
import org.specializer.api.PyFunction;
import org.specializer.api.PyMemberDescr;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyProperty;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * What a read of {@code name} on an instance of a class meets, found without running Python
 * code: the class attribute the lookup sees (through {@link PyType#lookup}, which invokes no
 * descriptor) and what kind of object it is. Compare CPython specialize.c:
 * {@code analyze_descriptor} (with {@code store} false).
 *
 * <p>Descriptor kinds are Java classes here: {@link PyFunction} and {@link PyMethodDescr} are
 * methods, {@link PyProperty} properties, {@link PyMemberDescr} slots, {@link PyClassMethod}
 * class methods. A class attribute whose own class is a heap type (an instance of a Python
 * class) is {@link #MUTABLE}: its class could gain {@code __get__} later without changing the
 * owner's version, so nothing is specialized on it, as in CPython.
 */
enum AttributeKind {
    /** A Python function or a builtin method descriptor: binds to the instance. */
    METHOD,
    /** An exact {@code property}, and no {@code __getattr__} that could catch its errors. */
    PROPERTY,
    /** A {@code __slots__} member. */
    OBJECT_SLOT,
    /** {@code object.__class__}. */
    DUNDER_CLASS,
    /** The class attribute's class is mutable. */
    MUTABLE,
    /** The class overrides attribute access in a way we do not specialize. */
    GETSET_OVERRIDDEN,
    /** The class defines {@code __getattribute__} as a Python function, and no {@code __getattr__}. */
    GETATTRIBUTE_IS_PYTHON_FUNCTION,
    /** A builtin classmethod descriptor ({@code dict.fromkeys}). */
    BUILTIN_CLASSMETHOD,
    /** A {@code classmethod} object. */
    PYTHON_CLASSMETHOD,
    /** Another object with {@code __get__} (staticmethod, getset descriptor...). */
    NON_OVERRIDING,
    /** A plain class attribute. */
    NON_DESCRIPTOR,
    /** No class attribute of that name. */
    ABSENT;

    /** A kind and the object it was decided on (the descriptor, or the hook function). */
    record Found(AttributeKind kind, PyObject descr) {}

    /** Classify a read of {@code name} on an instance of {@code type}. */
    static Found analyze(PyType type, PyStr name) {
        PyObject getattribute = type.getattributeHook();
        boolean hasGetattr = type.getattrHook() != null;
        if (getattribute != null) {
            return getattribute instanceof PyFunction && !hasGetattr
                    ? new Found(GETATTRIBUTE_IS_PYTHON_FUNCTION, getattribute)
                    : new Found(GETSET_OVERRIDDEN, null);
        }
        PyObject d = type.lookup(name);
        if (d == null) {
            return new Found(ABSENT, null);
        }
        return new Found(classify(d, name, hasGetattr), d);
    }

    private static AttributeKind classify(PyObject d, PyStr name, boolean hasGetattr) {
        if (d.type.isHeapType()) {
            return MUTABLE;
        }
        if (Descriptors.isData(d)) {
            if (d instanceof PyMemberDescr) {
                return OBJECT_SLOT;
            }
            if (d instanceof PyProperty) {
                // a property's AttributeError would have to reach __getattr__
                return hasGetattr ? GETSET_OVERRIDDEN : PROPERTY;
            }
            if (name.value.equals("__class__") && d == PyType.OBJECT.lookup(name)) {
                return DUNDER_CLASS;
            }
            // other data descriptors (getset) are non-overriding for loads, as in CPython 3.13
        }
        if (Descriptors.hasGet(d)) {
            if (d instanceof PyFunction || (d instanceof PyMethodDescr md && !md.isClassMethod)) {
                return METHOD;
            }
            if (d instanceof PyMethodDescr) {
                return BUILTIN_CLASSMETHOD;
            }
            if (d instanceof PyClassMethod) {
                return PYTHON_CLASSMETHOD;
            }
            return NON_OVERRIDING;
        }
        return NON_DESCRIPTOR;
    }
}
