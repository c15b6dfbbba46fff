package org.specializer.core.compiler;

import org.specializer.spi.Opcode;

/**
 * Opcode numbers as the compiler sees them: the real instructions of {@link Opcode} (by
 * ordinal) and CPython's pseudo-instructions (numbered from 256), which exist only until
 * assembly, and the properties the flow-graph passes test (CPython's {@code HAS_TARGET},
 * {@code IS_SCOPE_EXIT_OPCODE} and friends).
 */
final class Ops {
    private Ops() {}

    // ---- real opcodes used by name in the compiler
    static final int NOP = Opcode.NOP.number();
    static final int POP_TOP = Opcode.POP_TOP.number();
    static final int PUSH_NULL = Opcode.PUSH_NULL.number();
    static final int END_FOR = Opcode.END_FOR.number();
    static final int END_SEND = Opcode.END_SEND.number();
    static final int COPY = Opcode.COPY.number();
    static final int SWAP = Opcode.SWAP.number();
    static final int UNARY_NEGATIVE = Opcode.UNARY_NEGATIVE.number();
    static final int UNARY_NOT = Opcode.UNARY_NOT.number();
    static final int UNARY_INVERT = Opcode.UNARY_INVERT.number();
    static final int TO_BOOL = Opcode.TO_BOOL.number();
    static final int BINARY_OP = Opcode.BINARY_OP.number();
    static final int BINARY_SUBSCR = Opcode.BINARY_SUBSCR.number();
    static final int BINARY_SLICE = Opcode.BINARY_SLICE.number();
    static final int STORE_SUBSCR = Opcode.STORE_SUBSCR.number();
    static final int STORE_SLICE = Opcode.STORE_SLICE.number();
    static final int DELETE_SUBSCR = Opcode.DELETE_SUBSCR.number();
    static final int GET_ITER = Opcode.GET_ITER.number();
    static final int GET_YIELD_FROM_ITER = Opcode.GET_YIELD_FROM_ITER.number();
    static final int FOR_ITER = Opcode.FOR_ITER.number();
    static final int RETURN_VALUE = Opcode.RETURN_VALUE.number();
    static final int RETURN_CONST = Opcode.RETURN_CONST.number();
    static final int YIELD_VALUE = Opcode.YIELD_VALUE.number();
    static final int RESUME = Opcode.RESUME.number();
    static final int RETURN_GENERATOR = Opcode.RETURN_GENERATOR.number();
    static final int SEND = Opcode.SEND.number();
    static final int CLEANUP_THROW = Opcode.CLEANUP_THROW.number();
    static final int GET_AWAITABLE = Opcode.GET_AWAITABLE.number();
    static final int GET_AITER = Opcode.GET_AITER.number();
    static final int GET_ANEXT = Opcode.GET_ANEXT.number();
    static final int BEFORE_ASYNC_WITH = Opcode.BEFORE_ASYNC_WITH.number();
    static final int END_ASYNC_FOR = Opcode.END_ASYNC_FOR.number();
    static final int LOAD_FAST = Opcode.LOAD_FAST.number();
    static final int LOAD_FAST_CHECK = Opcode.LOAD_FAST_CHECK.number();
    static final int LOAD_FAST_AND_CLEAR = Opcode.LOAD_FAST_AND_CLEAR.number();
    static final int LOAD_FAST_LOAD_FAST = Opcode.LOAD_FAST_LOAD_FAST.number();
    static final int STORE_FAST = Opcode.STORE_FAST.number();
    static final int STORE_FAST_LOAD_FAST = Opcode.STORE_FAST_LOAD_FAST.number();
    static final int STORE_FAST_STORE_FAST = Opcode.STORE_FAST_STORE_FAST.number();
    static final int DELETE_FAST = Opcode.DELETE_FAST.number();
    static final int LOAD_CONST = Opcode.LOAD_CONST.number();
    static final int LOAD_NAME = Opcode.LOAD_NAME.number();
    static final int STORE_NAME = Opcode.STORE_NAME.number();
    static final int DELETE_NAME = Opcode.DELETE_NAME.number();
    static final int LOAD_GLOBAL = Opcode.LOAD_GLOBAL.number();
    static final int STORE_GLOBAL = Opcode.STORE_GLOBAL.number();
    static final int DELETE_GLOBAL = Opcode.DELETE_GLOBAL.number();
    static final int LOAD_DEREF = Opcode.LOAD_DEREF.number();
    static final int STORE_DEREF = Opcode.STORE_DEREF.number();
    static final int DELETE_DEREF = Opcode.DELETE_DEREF.number();
    static final int LOAD_FROM_DICT_OR_DEREF = Opcode.LOAD_FROM_DICT_OR_DEREF.number();
    static final int LOAD_FROM_DICT_OR_GLOBALS = Opcode.LOAD_FROM_DICT_OR_GLOBALS.number();
    static final int MAKE_CELL = Opcode.MAKE_CELL.number();
    static final int COPY_FREE_VARS = Opcode.COPY_FREE_VARS.number();
    static final int LOAD_ATTR = Opcode.LOAD_ATTR.number();
    static final int STORE_ATTR = Opcode.STORE_ATTR.number();
    static final int DELETE_ATTR = Opcode.DELETE_ATTR.number();
    static final int LOAD_SUPER_ATTR = Opcode.LOAD_SUPER_ATTR.number();
    static final int LOAD_BUILD_CLASS = Opcode.LOAD_BUILD_CLASS.number();
    static final int LOAD_LOCALS = Opcode.LOAD_LOCALS.number();
    static final int SETUP_ANNOTATIONS = Opcode.SETUP_ANNOTATIONS.number();
    static final int COMPARE_OP = Opcode.COMPARE_OP.number();
    static final int IS_OP = Opcode.IS_OP.number();
    static final int CONTAINS_OP = Opcode.CONTAINS_OP.number();
    static final int JUMP_FORWARD = Opcode.JUMP_FORWARD.number();
    static final int JUMP_BACKWARD = Opcode.JUMP_BACKWARD.number();
    static final int JUMP_BACKWARD_NO_INTERRUPT = Opcode.JUMP_BACKWARD_NO_INTERRUPT.number();
    static final int POP_JUMP_IF_FALSE = Opcode.POP_JUMP_IF_FALSE.number();
    static final int POP_JUMP_IF_TRUE = Opcode.POP_JUMP_IF_TRUE.number();
    static final int POP_JUMP_IF_NONE = Opcode.POP_JUMP_IF_NONE.number();
    static final int POP_JUMP_IF_NOT_NONE = Opcode.POP_JUMP_IF_NOT_NONE.number();
    static final int BUILD_TUPLE = Opcode.BUILD_TUPLE.number();
    static final int BUILD_LIST = Opcode.BUILD_LIST.number();
    static final int BUILD_SET = Opcode.BUILD_SET.number();
    static final int BUILD_MAP = Opcode.BUILD_MAP.number();
    static final int BUILD_CONST_KEY_MAP = Opcode.BUILD_CONST_KEY_MAP.number();
    static final int BUILD_STRING = Opcode.BUILD_STRING.number();
    static final int BUILD_SLICE = Opcode.BUILD_SLICE.number();
    static final int LIST_APPEND = Opcode.LIST_APPEND.number();
    static final int SET_ADD = Opcode.SET_ADD.number();
    static final int MAP_ADD = Opcode.MAP_ADD.number();
    static final int LIST_EXTEND = Opcode.LIST_EXTEND.number();
    static final int SET_UPDATE = Opcode.SET_UPDATE.number();
    static final int DICT_UPDATE = Opcode.DICT_UPDATE.number();
    static final int DICT_MERGE = Opcode.DICT_MERGE.number();
    static final int UNPACK_SEQUENCE = Opcode.UNPACK_SEQUENCE.number();
    static final int UNPACK_EX = Opcode.UNPACK_EX.number();
    static final int CALL = Opcode.CALL.number();
    static final int CALL_KW = Opcode.CALL_KW.number();
    static final int CALL_FUNCTION_EX = Opcode.CALL_FUNCTION_EX.number();
    static final int CALL_INTRINSIC_1 = Opcode.CALL_INTRINSIC_1.number();
    static final int CALL_INTRINSIC_2 = Opcode.CALL_INTRINSIC_2.number();
    static final int MAKE_FUNCTION = Opcode.MAKE_FUNCTION.number();
    static final int SET_FUNCTION_ATTRIBUTE = Opcode.SET_FUNCTION_ATTRIBUTE.number();
    static final int RAISE_VARARGS = Opcode.RAISE_VARARGS.number();
    static final int RERAISE = Opcode.RERAISE.number();
    static final int PUSH_EXC_INFO = Opcode.PUSH_EXC_INFO.number();
    static final int POP_EXCEPT = Opcode.POP_EXCEPT.number();
    static final int CHECK_EXC_MATCH = Opcode.CHECK_EXC_MATCH.number();
    static final int CHECK_EG_MATCH = Opcode.CHECK_EG_MATCH.number();
    static final int WITH_EXCEPT_START = Opcode.WITH_EXCEPT_START.number();
    static final int BEFORE_WITH = Opcode.BEFORE_WITH.number();
    static final int LOAD_ASSERTION_ERROR = Opcode.LOAD_ASSERTION_ERROR.number();
    static final int FORMAT_SIMPLE = Opcode.FORMAT_SIMPLE.number();
    static final int FORMAT_WITH_SPEC = Opcode.FORMAT_WITH_SPEC.number();
    static final int CONVERT_VALUE = Opcode.CONVERT_VALUE.number();
    static final int IMPORT_NAME = Opcode.IMPORT_NAME.number();
    static final int IMPORT_FROM = Opcode.IMPORT_FROM.number();
    static final int GET_LEN = Opcode.GET_LEN.number();
    static final int MATCH_MAPPING = Opcode.MATCH_MAPPING.number();
    static final int MATCH_SEQUENCE = Opcode.MATCH_SEQUENCE.number();
    static final int MATCH_KEYS = Opcode.MATCH_KEYS.number();
    static final int MATCH_CLASS = Opcode.MATCH_CLASS.number();
    static final int EXTENDED_ARG = Opcode.EXTENDED_ARG.number();

    // ---- pseudo-instructions (CPython numbers them from 256 too)
    static final int SETUP_FINALLY = 256;
    static final int SETUP_CLEANUP = 257;
    static final int SETUP_WITH = 258;
    static final int POP_BLOCK = 259;
    static final int JUMP = 260;
    static final int JUMP_NO_INTERRUPT = 261;
    static final int LOAD_CLOSURE = 262;
    static final int STORE_FAST_MAYBE_NULL = 263;

    private static final String[] PSEUDO_NAMES = {"SETUP_FINALLY", "SETUP_CLEANUP", "SETUP_WITH",
        "POP_BLOCK", "JUMP", "JUMP_NO_INTERRUPT", "LOAD_CLOSURE", "STORE_FAST_MAYBE_NULL"};

    static String name(int op) {
        return op >= 256 ? PSEUDO_NAMES[op - 256] : Opcode.byNumber(op).name();
    }

    static boolean hasArg(int op) {
        if (op >= 256) {
            return op != POP_BLOCK;
        }
        return Opcode.byNumber(op).hasArg();
    }

    /** CPython's OPCODE_HAS_JUMP: the instruction may transfer control to its target. */
    static boolean hasJump(int op) {
        if (op >= 256) {
            return op == JUMP || op == JUMP_NO_INTERRUPT;
        }
        return Opcode.byNumber(op).jump() != Opcode.Jump.NONE;
    }

    static boolean isBlockPush(int op) {
        return op == SETUP_FINALLY || op == SETUP_CLEANUP || op == SETUP_WITH;
    }

    static boolean hasTarget(int op) {
        return hasJump(op) || isBlockPush(op);
    }

    static boolean isScopeExit(int op) {
        return op == RETURN_VALUE || op == RETURN_CONST || op == RAISE_VARARGS || op == RERAISE;
    }

    static boolean isUnconditionalJump(int op) {
        return op == JUMP || op == JUMP_NO_INTERRUPT || op == JUMP_FORWARD || op == JUMP_BACKWARD
                || op == JUMP_BACKWARD_NO_INTERRUPT;
    }

    static boolean isConditionalJump(int op) {
        return op == POP_JUMP_IF_FALSE || op == POP_JUMP_IF_TRUE || op == POP_JUMP_IF_NONE
                || op == POP_JUMP_IF_NOT_NONE;
    }

    static boolean isTerminator(int op) {
        return hasJump(op) || isScopeExit(op);
    }

    /** CPython's HAS_EVAL_BREAK_FLAG. */
    static boolean hasEvalBreak(int op) {
        return op == JUMP || op == JUMP_BACKWARD || op == RESUME || op == CALL || op == CALL_KW
                || op == CALL_FUNCTION_EX;
    }

    static boolean hasConst(int op) {
        return op == LOAD_CONST || op == RETURN_CONST;
    }

    /** Stack effect, pseudo-instructions included (CPython's stack_effect(op, arg, jump)). */
    static int stackEffect(int op, int arg, boolean jump) {
        switch (op) {
            case SETUP_FINALLY:
                return jump ? 1 : 0;
            case SETUP_CLEANUP:
                return jump ? 2 : 0;
            case SETUP_WITH:
                return jump ? 1 : 0;
            case POP_BLOCK:
            case JUMP:
            case JUMP_NO_INTERRUPT:
                return 0;
            case LOAD_CLOSURE:
                return 1;
            case STORE_FAST_MAYBE_NULL:
                return -1;
            default:
                if (op == RETURN_CONST) {
                    // CPython's metadata counts the constant pushed before the frame pops
                    // (RETURN_CONST is LOAD_CONST + RETURN_VALUE), so co_stacksize is at least 1
                    return 1;
                }
                return Opcode.byNumber(op).stackEffect(arg, jump);
        }
    }
}
