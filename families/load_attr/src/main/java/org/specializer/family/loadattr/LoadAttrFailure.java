package org.specializer.family.loadattr;

import org.specializer.spi.FailureKind;

/**
 * Why LOAD_ATTR stays generic, beyond the common kinds: CPython 3.13's
 * {@code SPEC_FAIL_ATTR_*} kinds (numbers as in {@code specialize.c}), without the prefix.
 */
public enum LoadAttrFailure implements FailureKind {
    /** A data descriptor other than a slot, property or {@code __class__}. */
    OVERRIDING_DESCRIPTOR(9),
    /** A non-data descriptor other than a method (a {@code staticmethod}, a getset...). */
    NON_OVERRIDING_DESCRIPTOR(10),
    /** A plain class attribute where only methods are specialized. */
    NOT_DESCRIPTOR(11),
    /** A method read without a call ({@code o.m}), or a property read in method form. */
    METHOD(12),
    /** The class attribute's own class is mutable: it could gain {@code __get__} unseen. */
    MUTABLE_CLASS(13),
    /** A property where it cannot be specialized. */
    PROPERTY(14),
    /** A slot of another kind than an object slot. */
    NON_OBJECT_SLOT(15),
    /** The name is a module global that is missing, or the module has {@code __getattr__}. */
    MODULE_ATTR_NOT_FOUND(20),
    /** An instance attribute of that name may shadow the class attribute. */
    SHADOWED(21),
    /** A builtin classmethod (LOAD_ATTR on a class). */
    BUILTIN_CLASS_METHOD(22),
    /** A Python {@code classmethod}. */
    CLASS_METHOD_OBJ(23),
    /** A slot read through a class. */
    OBJECT_SLOT(24),
    /** No shared keys or no exact instance dict to read from. */
    NOT_MANAGED_DICT(18),
    /** A key of another type than str could equal the name. */
    NON_STRING_OR_SPLIT(19),
    /** An instance attribute read through a class. */
    INSTANCE_ATTRIBUTE(26),
    /** The class's metaclass is not exactly {@code type}, or {@code type} has the name. */
    METACLASS_ATTRIBUTE(27),
    /** A property whose getter is not a Python function. */
    PROPERTY_NOT_PY_FUNCTION(28),
    /** The name is not among the class's shared keys. */
    NOT_IN_KEYS(29),
    /** The name is not in the instance's dict. */
    NOT_IN_DICT(30),
    /** A plain class attribute read in method form, or on an instance with a dict. */
    CLASS_ATTR_SIMPLE(31),
    /** A non-method descriptor on a class whose instances have a dict. */
    CLASS_ATTR_DESCRIPTOR(32),
    /** A builtin classmethod read through an instance. */
    BUILTIN_CLASS_METHOD_OBJ(33);

    private final int code;

    LoadAttrFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
