package org.specializer.core.compiler;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * CPython 3.13's instruction numbering and metadata ({@code Lib/_opcode_metadata.py} and the
 * tables behind the {@code _opcode} module): each opcode's number, its properties (takes an
 * argument, names a constant, a name, a local, a free variable, jumps, sets up a handler), the
 * inline cache entries that follow it, and its stack effect. Specializer's own numbering
 * ({@link org.specializer.spi.Opcode}) is dense and different; {@link CPythonCode} translates a
 * code object into this one for {@code co_code}.
 *
 * <p>The specialized forms have numbers and properties but no stack effect ({@code _opcode}
 * refuses them, as CPython's does); the pseudo-instructions (256 and up) have no number in
 * {@code co_code} but a stack effect.
 */
public final class CPythonOpcodes {
    private CPythonOpcodes() {}

    public static final int ARG = 1;
    public static final int CONST = 2;
    public static final int NAME = 4;
    public static final int JUMP = 8;
    public static final int FREE = 16;
    public static final int LOCAL = 32;
    public static final int EXC = 64;
    private static final int VALID = 128;

    /** One past the highest opcode (the pseudo-instructions end at 267). */
    public static final int LIMIT = 268;
    /** {@code HAVE_ARGUMENT}: opcodes from here take an argument. */
    public static final int HAVE_ARGUMENT = 44;
    public static final int EXTENDED_ARG = 71;
    public static final int CACHE = 0;

    private static final String[] NAMES = new String[LIMIT];
    private static final int[] FLAGS = new int[LIMIT];
    private static final int[] CACHES = new int[LIMIT];
    private static final IntUnaryOperator[] EFFECT = new IntUnaryOperator[LIMIT];
    private static final IntUnaryOperator[] JUMP_EFFECT = new IntUnaryOperator[LIMIT];
    private static final Map<String, Integer> BY_NAME = new HashMap<>();

    private static void op(String name, int number, int flags, int caches, int effect) {
        op(name, number, flags, caches, a -> effect);
    }

    private static void op(String name, int number, int flags, int caches,
            IntUnaryOperator effect) {
        NAMES[number] = name;
        FLAGS[number] = flags | VALID;
        CACHES[number] = caches;
        EFFECT[number] = effect;
        JUMP_EFFECT[number] = effect;
        BY_NAME.put(name, number);
    }

    /** A pseudo-instruction whose effect depends on whether its handler is taken. */
    private static void jumps(String name, int number, int flags, int noJump, int jump) {
        op(name, number, flags, 0, noJump);
        JUMP_EFFECT[number] = a -> jump;
    }

    /** A specialized form: no stack effect of its own. */
    private static void spec(String name, int number, int flags) {
        NAMES[number] = name;
        FLAGS[number] = flags | VALID;
        BY_NAME.put(name, number);
    }

    static {
        op("CACHE", 0, 0, 0, 0);
        op("BEFORE_ASYNC_WITH", 1, 0, 0, 1);
        op("BEFORE_WITH", 2, 0, 0, 1);
        spec("BINARY_OP_INPLACE_ADD_UNICODE", 3, LOCAL);
        op("BINARY_SLICE", 4, 0, 0, -2);
        op("BINARY_SUBSCR", 5, 0, 1, -1);
        op("CHECK_EG_MATCH", 6, 0, 0, 0);
        op("CHECK_EXC_MATCH", 7, 0, 0, 0);
        op("CLEANUP_THROW", 8, 0, 0, -1);
        op("DELETE_SUBSCR", 9, 0, 0, -2);
        op("END_ASYNC_FOR", 10, 0, 0, -2);
        op("END_FOR", 11, 0, 0, -1);
        op("END_SEND", 12, 0, 0, -1);
        op("EXIT_INIT_CHECK", 13, 0, 0, -1);
        op("FORMAT_SIMPLE", 14, 0, 0, 0);
        op("FORMAT_WITH_SPEC", 15, 0, 0, -1);
        op("GET_AITER", 16, 0, 0, 0);
        op("RESERVED", 17, 0, 0, 0);
        op("GET_ANEXT", 18, 0, 0, 1);
        op("GET_ITER", 19, 0, 0, 0);
        op("GET_LEN", 20, 0, 0, 1);
        op("GET_YIELD_FROM_ITER", 21, 0, 0, 0);
        op("INTERPRETER_EXIT", 22, 0, 0, -1);
        op("LOAD_ASSERTION_ERROR", 23, 0, 0, 1);
        op("LOAD_BUILD_CLASS", 24, 0, 0, 1);
        op("LOAD_LOCALS", 25, 0, 0, 1);
        op("MAKE_FUNCTION", 26, 0, 0, 0);
        op("MATCH_KEYS", 27, 0, 0, 1);
        op("MATCH_MAPPING", 28, 0, 0, 1);
        op("MATCH_SEQUENCE", 29, 0, 0, 1);
        op("NOP", 30, 0, 0, 0);
        op("POP_EXCEPT", 31, 0, 0, -1);
        op("POP_TOP", 32, 0, 0, -1);
        op("PUSH_EXC_INFO", 33, 0, 0, 1);
        op("PUSH_NULL", 34, 0, 0, 1);
        op("RETURN_GENERATOR", 35, 0, 0, 1);
        op("RETURN_VALUE", 36, 0, 0, -1);
        op("SETUP_ANNOTATIONS", 37, 0, 0, 0);
        op("STORE_SLICE", 38, 0, 0, -4);
        op("STORE_SUBSCR", 39, 0, 1, -3);
        op("TO_BOOL", 40, 0, 3, 0);
        op("UNARY_INVERT", 41, 0, 0, 0);
        op("UNARY_NEGATIVE", 42, 0, 0, 0);
        op("UNARY_NOT", 43, 0, 0, 0);
        op("WITH_EXCEPT_START", 44, 0, 0, 1);
        op("BINARY_OP", 45, ARG, 1, -1);
        op("BUILD_CONST_KEY_MAP", 46, ARG, 0, a -> -a);
        op("BUILD_LIST", 47, ARG, 0, a -> 1 - a);
        op("BUILD_MAP", 48, ARG, 0, a -> 1 - 2 * a);
        op("BUILD_SET", 49, ARG, 0, a -> 1 - a);
        op("BUILD_SLICE", 50, ARG, 0, a -> a == 3 ? -2 : -1);
        op("BUILD_STRING", 51, ARG, 0, a -> 1 - a);
        op("BUILD_TUPLE", 52, ARG, 0, a -> 1 - a);
        op("CALL", 53, ARG, 3, a -> -1 - a);
        op("CALL_FUNCTION_EX", 54, ARG, 0, a -> -2 - (a & 1));
        op("CALL_INTRINSIC_1", 55, ARG, 0, 0);
        op("CALL_INTRINSIC_2", 56, ARG, 0, -1);
        op("CALL_KW", 57, ARG, 0, a -> -2 - a);
        op("COMPARE_OP", 58, ARG, 1, -1);
        op("CONTAINS_OP", 59, ARG, 1, -1);
        op("CONVERT_VALUE", 60, ARG, 0, 0);
        op("COPY", 61, ARG, 0, 1);
        op("COPY_FREE_VARS", 62, ARG, 0, 0);
        op("DELETE_ATTR", 63, ARG|NAME, 0, -1);
        op("DELETE_DEREF", 64, ARG|FREE, 0, 0);
        op("DELETE_FAST", 65, ARG|LOCAL, 0, 0);
        op("DELETE_GLOBAL", 66, ARG|NAME, 0, 0);
        op("DELETE_NAME", 67, ARG|NAME, 0, 0);
        op("DICT_MERGE", 68, ARG, 0, -1);
        op("DICT_UPDATE", 69, ARG, 0, -1);
        op("ENTER_EXECUTOR", 70, ARG, 0, 0);
        op("EXTENDED_ARG", 71, ARG, 0, 0);
        op("FOR_ITER", 72, ARG|JUMP, 1, 1);
        op("GET_AWAITABLE", 73, ARG, 0, 0);
        op("IMPORT_FROM", 74, ARG|NAME, 0, 1);
        op("IMPORT_NAME", 75, ARG|NAME, 0, -1);
        op("IS_OP", 76, ARG, 0, -1);
        op("JUMP_BACKWARD", 77, ARG|JUMP, 1, 0);
        op("JUMP_BACKWARD_NO_INTERRUPT", 78, ARG|JUMP, 0, 0);
        op("JUMP_FORWARD", 79, ARG|JUMP, 0, 0);
        op("LIST_APPEND", 80, ARG, 0, -1);
        op("LIST_EXTEND", 81, ARG, 0, -1);
        op("LOAD_ATTR", 82, ARG|NAME, 9, a -> a & 1);
        op("LOAD_CONST", 83, ARG|CONST, 0, 1);
        op("LOAD_DEREF", 84, ARG|FREE, 0, 1);
        op("LOAD_FAST", 85, ARG|LOCAL, 0, 1);
        op("LOAD_FAST_AND_CLEAR", 86, ARG|LOCAL, 0, 1);
        op("LOAD_FAST_CHECK", 87, ARG|LOCAL, 0, 1);
        op("LOAD_FAST_LOAD_FAST", 88, ARG|LOCAL, 0, 2);
        op("LOAD_FROM_DICT_OR_DEREF", 89, ARG|FREE, 0, 0);
        op("LOAD_FROM_DICT_OR_GLOBALS", 90, ARG|NAME, 0, 0);
        op("LOAD_GLOBAL", 91, ARG|NAME, 4, a -> 1 + (a & 1));
        op("LOAD_NAME", 92, ARG|NAME, 0, 1);
        op("LOAD_SUPER_ATTR", 93, ARG|NAME, 1, a -> -2 + (a & 1));
        op("MAKE_CELL", 94, ARG|FREE, 0, 0);
        op("MAP_ADD", 95, ARG, 0, -2);
        op("MATCH_CLASS", 96, ARG, 0, -2);
        op("POP_JUMP_IF_FALSE", 97, ARG|JUMP, 1, -1);
        op("POP_JUMP_IF_NONE", 98, ARG|JUMP, 1, -1);
        op("POP_JUMP_IF_NOT_NONE", 99, ARG|JUMP, 1, -1);
        op("POP_JUMP_IF_TRUE", 100, ARG|JUMP, 1, -1);
        op("RAISE_VARARGS", 101, ARG, 0, a -> -a);
        op("RERAISE", 102, ARG, 0, -1);
        op("RETURN_CONST", 103, ARG|CONST, 0, 0);
        op("SEND", 104, ARG|JUMP, 1, 0);
        op("SET_ADD", 105, ARG, 0, -1);
        op("SET_FUNCTION_ATTRIBUTE", 106, ARG, 0, -1);
        op("SET_UPDATE", 107, ARG, 0, -1);
        op("STORE_ATTR", 108, ARG|NAME, 4, -2);
        op("STORE_DEREF", 109, ARG|FREE, 0, -1);
        op("STORE_FAST", 110, ARG|LOCAL, 0, -1);
        op("STORE_FAST_LOAD_FAST", 111, ARG|LOCAL, 0, 0);
        op("STORE_FAST_STORE_FAST", 112, ARG|LOCAL, 0, -2);
        op("STORE_GLOBAL", 113, ARG|NAME, 0, -1);
        op("STORE_NAME", 114, ARG|NAME, 0, -1);
        op("SWAP", 115, ARG, 0, 0);
        op("UNPACK_EX", 116, ARG, 0, a -> (a & 0xFF) + (a >> 8));
        op("UNPACK_SEQUENCE", 117, ARG, 1, a -> a - 1);
        op("YIELD_VALUE", 118, ARG, 0, 0);
        op("RESUME", 149, ARG, 0, 0);
        spec("BINARY_OP_ADD_FLOAT", 150, 0);
        spec("BINARY_OP_ADD_INT", 151, 0);
        spec("BINARY_OP_ADD_UNICODE", 152, 0);
        spec("BINARY_OP_MULTIPLY_FLOAT", 153, 0);
        spec("BINARY_OP_MULTIPLY_INT", 154, 0);
        spec("BINARY_OP_SUBTRACT_FLOAT", 155, 0);
        spec("BINARY_OP_SUBTRACT_INT", 156, 0);
        spec("BINARY_SUBSCR_DICT", 157, 0);
        spec("BINARY_SUBSCR_GETITEM", 158, 0);
        spec("BINARY_SUBSCR_LIST_INT", 159, 0);
        spec("BINARY_SUBSCR_STR_INT", 160, 0);
        spec("BINARY_SUBSCR_TUPLE_INT", 161, 0);
        spec("CALL_ALLOC_AND_ENTER_INIT", 162, ARG);
        spec("CALL_BOUND_METHOD_EXACT_ARGS", 163, ARG);
        spec("CALL_BOUND_METHOD_GENERAL", 164, ARG);
        spec("CALL_BUILTIN_CLASS", 165, ARG);
        spec("CALL_BUILTIN_FAST", 166, ARG);
        spec("CALL_BUILTIN_FAST_WITH_KEYWORDS", 167, ARG);
        spec("CALL_BUILTIN_O", 168, ARG);
        spec("CALL_ISINSTANCE", 169, ARG);
        spec("CALL_LEN", 170, ARG);
        spec("CALL_LIST_APPEND", 171, ARG);
        spec("CALL_METHOD_DESCRIPTOR_FAST", 172, ARG);
        spec("CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS", 173, ARG);
        spec("CALL_METHOD_DESCRIPTOR_NOARGS", 174, ARG);
        spec("CALL_METHOD_DESCRIPTOR_O", 175, ARG);
        spec("CALL_NON_PY_GENERAL", 176, ARG);
        spec("CALL_PY_EXACT_ARGS", 177, ARG);
        spec("CALL_PY_GENERAL", 178, ARG);
        spec("CALL_STR_1", 179, ARG);
        spec("CALL_TUPLE_1", 180, ARG);
        spec("CALL_TYPE_1", 181, ARG);
        spec("COMPARE_OP_FLOAT", 182, ARG);
        spec("COMPARE_OP_INT", 183, ARG);
        spec("COMPARE_OP_STR", 184, ARG);
        spec("CONTAINS_OP_DICT", 185, ARG);
        spec("CONTAINS_OP_SET", 186, ARG);
        spec("FOR_ITER_GEN", 187, ARG);
        spec("FOR_ITER_LIST", 188, ARG|JUMP);
        spec("FOR_ITER_RANGE", 189, ARG|JUMP);
        spec("FOR_ITER_TUPLE", 190, ARG|JUMP);
        spec("LOAD_ATTR_CLASS", 191, ARG);
        spec("LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN", 192, ARG|NAME);
        spec("LOAD_ATTR_INSTANCE_VALUE", 193, ARG);
        spec("LOAD_ATTR_METHOD_LAZY_DICT", 194, ARG);
        spec("LOAD_ATTR_METHOD_NO_DICT", 195, ARG);
        spec("LOAD_ATTR_METHOD_WITH_VALUES", 196, ARG);
        spec("LOAD_ATTR_MODULE", 197, ARG);
        spec("LOAD_ATTR_NONDESCRIPTOR_NO_DICT", 198, ARG);
        spec("LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES", 199, ARG);
        spec("LOAD_ATTR_PROPERTY", 200, ARG);
        spec("LOAD_ATTR_SLOT", 201, ARG);
        spec("LOAD_ATTR_WITH_HINT", 202, ARG|NAME);
        spec("LOAD_GLOBAL_BUILTIN", 203, ARG);
        spec("LOAD_GLOBAL_MODULE", 204, ARG);
        spec("LOAD_SUPER_ATTR_ATTR", 205, ARG|NAME);
        spec("LOAD_SUPER_ATTR_METHOD", 206, ARG|NAME);
        spec("RESUME_CHECK", 207, 0);
        spec("SEND_GEN", 208, ARG);
        spec("STORE_ATTR_INSTANCE_VALUE", 209, 0);
        spec("STORE_ATTR_SLOT", 210, 0);
        spec("STORE_ATTR_WITH_HINT", 211, ARG|NAME);
        spec("STORE_SUBSCR_DICT", 212, 0);
        spec("STORE_SUBSCR_LIST_INT", 213, 0);
        spec("TO_BOOL_ALWAYS_TRUE", 214, 0);
        spec("TO_BOOL_BOOL", 215, 0);
        spec("TO_BOOL_INT", 216, 0);
        spec("TO_BOOL_LIST", 217, 0);
        spec("TO_BOOL_NONE", 218, 0);
        spec("TO_BOOL_STR", 219, 0);
        spec("UNPACK_SEQUENCE_LIST", 220, ARG);
        spec("UNPACK_SEQUENCE_TUPLE", 221, ARG);
        spec("UNPACK_SEQUENCE_TWO_TUPLE", 222, ARG);
        op("INSTRUMENTED_RESUME", 236, ARG, 0, 0);
        op("INSTRUMENTED_END_FOR", 237, 0, 0, -1);
        op("INSTRUMENTED_END_SEND", 238, 0, 0, -1);
        op("INSTRUMENTED_RETURN_VALUE", 239, 0, 0, -1);
        op("INSTRUMENTED_RETURN_CONST", 240, ARG|CONST, 0, 0);
        op("INSTRUMENTED_YIELD_VALUE", 241, ARG, 0, 0);
        op("INSTRUMENTED_LOAD_SUPER_ATTR", 242, ARG, 0, a -> -2 + (a & 1));
        op("INSTRUMENTED_FOR_ITER", 243, ARG, 0, 0);
        op("INSTRUMENTED_CALL", 244, ARG, 0, 0);
        op("INSTRUMENTED_CALL_KW", 245, ARG, 0, 0);
        op("INSTRUMENTED_CALL_FUNCTION_EX", 246, 0, 0, 0);
        op("INSTRUMENTED_INSTRUCTION", 247, 0, 0, 0);
        op("INSTRUMENTED_JUMP_FORWARD", 248, ARG, 0, 0);
        op("INSTRUMENTED_JUMP_BACKWARD", 249, ARG, 0, 0);
        op("INSTRUMENTED_POP_JUMP_IF_TRUE", 250, ARG, 0, 0);
        op("INSTRUMENTED_POP_JUMP_IF_FALSE", 251, ARG, 0, 0);
        op("INSTRUMENTED_POP_JUMP_IF_NONE", 252, ARG, 0, 0);
        op("INSTRUMENTED_POP_JUMP_IF_NOT_NONE", 253, ARG, 0, 0);
        op("JUMP", 256, ARG|JUMP, 0, 0);
        op("JUMP_NO_INTERRUPT", 257, ARG|JUMP, 0, 0);
        op("LOAD_CLOSURE", 258, ARG|LOCAL, 0, 1);
        op("LOAD_METHOD", 259, ARG|NAME, 0, 1);
        op("LOAD_SUPER_METHOD", 260, ARG|NAME, 0, -1);
        op("LOAD_ZERO_SUPER_ATTR", 261, ARG|NAME, 0, -1);
        op("LOAD_ZERO_SUPER_METHOD", 262, ARG|NAME, 0, -1);
        op("POP_BLOCK", 263, 0, 0, 0);
        jumps("SETUP_CLEANUP", 264, ARG|EXC, 0, 2);
        jumps("SETUP_FINALLY", 265, ARG|EXC, 0, 1);
        jumps("SETUP_WITH", 266, ARG|EXC, 0, 1);
        op("STORE_FAST_MAYBE_NULL", 267, ARG|LOCAL, 0, -1);
    }

    /** The CPython number of the opcode named {@code name}, or -1. */
    public static int number(String name) {
        Integer n = BY_NAME.get(name);
        return n == null ? -1 : n;
    }

    /** The name of opcode {@code op}, or null when there is none. */
    public static String name(int op) {
        return op >= 0 && op < LIMIT ? NAMES[op] : null;
    }

    /** {@code _opcode.is_valid}: an opcode of CPython 3.13, pseudo-instructions included. */
    public static boolean isValid(int op) {
        return op >= 0 && op < LIMIT && (FLAGS[op] & VALID) != 0;
    }

    /** Whether a valid opcode has property {@code flag} ({@link #ARG}, {@link #CONST}, ...). */
    public static boolean has(int op, int flag) {
        return isValid(op) && (FLAGS[op] & flag) != 0;
    }

    /** The inline cache entries (code units) after opcode {@code op}. */
    public static int cacheEntries(int op) {
        return op >= 0 && op < LIMIT ? CACHES[op] : 0;
    }

    /**
     * CPython's {@code PyCompile_OpcodeStackEffectWithJump}: the stack effect with
     * {@code jump} 1 (the jump is taken), 0 (it is not) or -1 (the larger of the two);
     * {@link Integer#MIN_VALUE} for an invalid opcode or one without an effect.
     */
    public static int stackEffect(int op, int oparg, int jump) {
        if (!isValid(op) || EFFECT[op] == null) {
            return Integer.MIN_VALUE;
        }
        int taken = JUMP_EFFECT[op].applyAsInt(oparg);
        int notTaken = EFFECT[op].applyAsInt(oparg);
        return jump > 0 ? taken : jump == 0 ? notTaken : Math.max(taken, notTaken);
    }
}
