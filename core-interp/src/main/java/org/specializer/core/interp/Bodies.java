package org.specializer.core.interp;

import java.util.EnumSet;
import java.util.Set;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Opcode;

/**
 * The specialized instructions whose bodies the eval loop has. A specializer (possibly a
 * dropped-in one) may only install these: a decision for any other child is refused as a
 * failure and the site stays generic. {@code BodiesTest} checks this list against the loop's
 * cases. Add a child here when its case lands in {@link Eval}.
 */
final class Bodies {
    private Bodies() {}

    private static final Set<Opcode> IMPLEMENTED = EnumSet.of(
            Opcode.RESUME_CHECK,  // RESUME's own rewrite, no family's to install
            Opcode.BINARY_OP_MULTIPLY_INT, Opcode.BINARY_OP_ADD_INT,
            Opcode.BINARY_OP_SUBTRACT_INT, Opcode.BINARY_OP_MULTIPLY_FLOAT,
            Opcode.BINARY_OP_ADD_FLOAT, Opcode.BINARY_OP_SUBTRACT_FLOAT,
            Opcode.BINARY_OP_ADD_UNICODE, Opcode.BINARY_OP_INPLACE_ADD_UNICODE,
            Opcode.LOAD_GLOBAL_MODULE, Opcode.LOAD_GLOBAL_BUILTIN,
            // attribute families
            Opcode.STORE_ATTR_INSTANCE_VALUE, Opcode.STORE_ATTR_SLOT,
            Opcode.STORE_ATTR_WITH_HINT, Opcode.LOAD_SUPER_ATTR_ATTR,
            Opcode.LOAD_SUPER_ATTR_METHOD, Opcode.LOAD_ATTR_INSTANCE_VALUE,
            Opcode.LOAD_ATTR_MODULE, Opcode.LOAD_ATTR_WITH_HINT, Opcode.LOAD_ATTR_SLOT,
            Opcode.LOAD_ATTR_CLASS, Opcode.LOAD_ATTR_PROPERTY,
            Opcode.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN, Opcode.LOAD_ATTR_METHOD_WITH_VALUES,
            Opcode.LOAD_ATTR_METHOD_NO_DICT, Opcode.LOAD_ATTR_METHOD_LAZY_DICT,
            Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES, Opcode.LOAD_ATTR_NONDESCRIPTOR_NO_DICT,
            // other families
            Opcode.TO_BOOL_ALWAYS_TRUE, Opcode.TO_BOOL_BOOL, Opcode.TO_BOOL_INT,
            Opcode.TO_BOOL_LIST, Opcode.TO_BOOL_NONE, Opcode.TO_BOOL_STR,
            Opcode.BINARY_SUBSCR_DICT, Opcode.BINARY_SUBSCR_GETITEM,
            Opcode.BINARY_SUBSCR_LIST_INT, Opcode.BINARY_SUBSCR_STR_INT,
            Opcode.BINARY_SUBSCR_TUPLE_INT, Opcode.STORE_SUBSCR_DICT,
            Opcode.STORE_SUBSCR_LIST_INT, Opcode.SEND_GEN, Opcode.UNPACK_SEQUENCE_TWO_TUPLE,
            Opcode.UNPACK_SEQUENCE_TUPLE, Opcode.UNPACK_SEQUENCE_LIST, Opcode.COMPARE_OP_FLOAT,
            Opcode.COMPARE_OP_INT, Opcode.COMPARE_OP_STR, Opcode.CONTAINS_OP_SET,
            Opcode.CONTAINS_OP_DICT, Opcode.FOR_ITER_LIST, Opcode.FOR_ITER_TUPLE,
            Opcode.FOR_ITER_RANGE, Opcode.FOR_ITER_GEN,
            // call families
            Opcode.CALL_BOUND_METHOD_EXACT_ARGS, Opcode.CALL_PY_EXACT_ARGS, Opcode.CALL_TYPE_1,
            Opcode.CALL_STR_1, Opcode.CALL_TUPLE_1, Opcode.CALL_BUILTIN_CLASS,
            Opcode.CALL_BUILTIN_O, Opcode.CALL_BUILTIN_FAST,
            Opcode.CALL_BUILTIN_FAST_WITH_KEYWORDS, Opcode.CALL_LEN, Opcode.CALL_ISINSTANCE,
            Opcode.CALL_LIST_APPEND, Opcode.CALL_METHOD_DESCRIPTOR_O,
            Opcode.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS,
            Opcode.CALL_METHOD_DESCRIPTOR_NOARGS, Opcode.CALL_METHOD_DESCRIPTOR_FAST,
            Opcode.CALL_ALLOC_AND_ENTER_INIT, Opcode.CALL_PY_GENERAL,
            Opcode.CALL_BOUND_METHOD_GENERAL, Opcode.CALL_NON_PY_GENERAL, Opcode.CALL_KW_PY,
            Opcode.CALL_KW_BOUND_METHOD, Opcode.CALL_KW_NON_PY,
            // extension children (one shared body per shape: Extensions)
            Opcode.TO_BOOL_EXTEND, Opcode.BINARY_OP_EXTEND, Opcode.BINARY_SUBSCR_EXTEND,
            Opcode.STORE_SUBSCR_EXTEND, Opcode.LOAD_ATTR_EXTEND, Opcode.COMPARE_OP_EXTEND,
            Opcode.CONTAINS_OP_EXTEND, Opcode.CALL_EXTEND);

    private static final boolean[] HAS = new boolean[Opcode.count()];

    static {
        for (Opcode o : IMPLEMENTED) {
            HAS[o.number()] = true;
        }
    }

    /** Does the loop execute {@code child}? */
    static boolean has(Opcode child) {
        return HAS[child.number()];
    }

    /** The children with bodies (for tests and listings). */
    static Set<Opcode> implemented() {
        return EnumSet.copyOf(IMPLEMENTED);
    }

    /** Why core refused a specializer's decision: kinds of core's own, not CPython's. */
    enum Refusal implements FailureKind {
        /** The decision named a child the eval loop has no body for. */
        CHILD_WITHOUT_BODY,
        /** The decision named an instruction of another family. */
        WRONG_FAMILY,
        /** The specializer threw instead of returning a decision. */
        SPECIALIZER_THREW,
        /** The decision named an extension child without a descriptor. */
        EXTENSION_WITHOUT_DESCRIPTOR,
        /** The descriptor did not fit the site (shape, name, LOAD_ATTR's method form). */
        EXTENSION_REFUSED;

        @Override
        public int code() {
            return -1;
        }
    }
}
