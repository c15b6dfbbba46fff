package org.specializer.family.storeattr;

import org.specializer.spi.FailureKind;

/**
 * Why STORE_ATTR stays generic, beyond the common kinds: CPython 3.13's
 * {@code SPEC_FAIL_ATTR_*} kinds (numbers as in {@code specialize.c}), without the prefix.
 */
public enum StoreAttrFailure implements FailureKind {
    /** A data descriptor other than a slot, property or {@code __class__}. */
    OVERRIDING_DESCRIPTOR(9),
    /** The name is a method of the class. */
    METHOD(12),
    /** The class attribute's own class is mutable. */
    MUTABLE_CLASS(13),
    /** The name is a property of the class. */
    PROPERTY(14),
    /** {@code __class__} (not a plain slot). */
    NON_OBJECT_SLOT(15),
    /** The instance's class keeps no attributes of its own (no inline values). */
    NOT_MANAGED_DICT(18),
    /** A key of another type than str could equal the name. */
    NON_STRING_OR_SPLIT(19),
    /** A Python {@code classmethod}. */
    CLASS_METHOD_OBJ(23),
    /** The name is not (yet) among the class's shared keys. */
    NOT_IN_KEYS(29),
    /** The name is not (yet) in the instance's dict. */
    NOT_IN_DICT(30),
    /** A plain class attribute of that name. */
    CLASS_ATTR_SIMPLE(31),
    /** A non-data descriptor of that name. */
    CLASS_ATTR_DESCRIPTOR(32),
    /** A builtin classmethod. */
    BUILTIN_CLASS_METHOD_OBJ(33);

    private final int code;

    StoreAttrFailure(int code) {
        this.code = code;
    }

    @Override
    public int code() {
        return code;
    }
}
