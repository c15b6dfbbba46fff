package org.specializer.spi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The instruction set: one table that the compiler, the eval loop, the disassembler and the
 * families all read.
 *
 * <p>An opcode's number is its ordinal: dense, so that the eval loop's {@code switch} compiles
 * to a {@code tableswitch}, and below 256, so that it fits the low byte of a code unit. Names,
 * operands and stack effects are CPython 3.13's, so that our disassembly reads like
 * {@code dis.dis(adaptive=True)}; the specialized children are listed after the base
 * instructions, each with its family (hence its deopt parent and cache size). The first,
 * RESUME_CHECK, has no family: it is what RESUME rewrites itself to when it first runs (CPython
 * 3.13's {@code family(RESUME, 0)}, with no cache, no counter and no specializer).
 *
 * <h2>Operand conventions (as CPython 3.13)</h2>
 * <ul>
 *   <li>Jumps are relative, in code units, from the instruction after this one's caches
 *       (JUMP_BACKWARD and POP_JUMP_IF_* have CPython 3.13's one unit):
 *       forward for JUMP_FORWARD, POP_JUMP_IF_*, FOR_ITER and SEND; backward for
 *       JUMP_BACKWARD*. FOR_ITER's target is its loop's END_FOR; when the iterator is
 *       exhausted it pops it and continues after END_FOR and the POP_TOP that follows.
 *   <li>LOAD_GLOBAL: {@code namei << 1 | pushNull}; it pushes the value, then NULL.
 *       LOAD_ATTR: {@code namei << 1 | method}; the method form pushes [method, self] or
 *       [attr, NULL]. LOAD_SUPER_ATTR: {@code namei << 2 | twoArgs << 1 | method}.
 *   <li>CALL n: stack [callable, self_or_null, arg1..argn]. CALL_KW n: the same plus a
 *       tuple of keyword names on top; n counts all arguments. CALL_FUNCTION_EX flags: 1 when
 *       a kwargs dict is on top of [func, NULL, args tuple].
 *   <li>COMPARE_OP: {@code cmp << 5 | 16 (result to bool) | mask}; cmp is CPython's Py_LT..Py_GE
 *       and mask the LT=2/GT=4/EQ=8/UNORDERED=1 bits the specialized forms test.
 *   <li>BINARY_OP: the NB_* code (NB_ADD 0 .. NB_XOR 12, in-place forms +13).
 *   <li>IS_OP and CONTAINS_OP: 1 inverts. UNPACK_EX: {@code before | after << 8}.
 *   <li>LOAD_FAST_LOAD_FAST, STORE_FAST_LOAD_FAST, STORE_FAST_STORE_FAST:
 *       {@code first << 4 | second} (locals below 16).
 *   <li>MAKE_FUNCTION pops a code object; SET_FUNCTION_ATTRIBUTE flag: 1 defaults,
 *       2 kwdefaults, 4 annotations, 8 closure.
 *   <li>CONVERT_VALUE: 1 str, 2 repr, 3 ascii. RAISE_VARARGS: 0, 1 or 2 operands.
 *   <li>RESUME: 0 at function start, 1 after yield, 2 after yield from, 3 after await.
 *   <li>CALL_INTRINSIC_1: see {@link #INTRINSIC_PRINT} and the constants after it.
 * </ul>
 */
public enum Opcode {
    // ---- base instructions, in CPython's opcode.py order where it matters little
    CACHE(false),
    NOP(false),
    POP_TOP(false),
    PUSH_NULL(false),
    END_FOR(false),
    END_SEND(false),
    COPY(true),
    SWAP(true),
    UNARY_NEGATIVE(false),
    UNARY_NOT(false),
    UNARY_INVERT(false),
    TO_BOOL(false, Family.TO_BOOL),
    BINARY_OP(true, Family.BINARY_OP),
    BINARY_SUBSCR(false, Family.BINARY_SUBSCR),
    BINARY_SLICE(false),
    STORE_SUBSCR(false, Family.STORE_SUBSCR),
    STORE_SLICE(false),
    DELETE_SUBSCR(false),
    GET_ITER(false),
    GET_YIELD_FROM_ITER(false),
    FOR_ITER(true, Family.FOR_ITER, Jump.FORWARD),
    RETURN_VALUE(false),
    RETURN_CONST(true),
    YIELD_VALUE(true),
    RESUME(true),
    RETURN_GENERATOR(false),
    SEND(true, Family.SEND, Jump.FORWARD),
    CLEANUP_THROW(false),
    GET_AWAITABLE(true),
    GET_AITER(false),
    GET_ANEXT(false),
    BEFORE_ASYNC_WITH(false),
    END_ASYNC_FOR(false),
    LOAD_FAST(true),
    LOAD_FAST_CHECK(true),
    LOAD_FAST_AND_CLEAR(true),
    LOAD_FAST_LOAD_FAST(true),
    STORE_FAST(true),
    STORE_FAST_LOAD_FAST(true),
    STORE_FAST_STORE_FAST(true),
    DELETE_FAST(true),
    LOAD_CONST(true),
    LOAD_NAME(true),
    STORE_NAME(true),
    DELETE_NAME(true),
    LOAD_GLOBAL(true, Family.LOAD_GLOBAL),
    STORE_GLOBAL(true),
    DELETE_GLOBAL(true),
    LOAD_DEREF(true),
    STORE_DEREF(true),
    DELETE_DEREF(true),
    LOAD_FROM_DICT_OR_DEREF(true),
    LOAD_FROM_DICT_OR_GLOBALS(true),
    MAKE_CELL(true),
    COPY_FREE_VARS(true),
    LOAD_ATTR(true, Family.LOAD_ATTR),
    STORE_ATTR(true, Family.STORE_ATTR),
    DELETE_ATTR(true),
    LOAD_SUPER_ATTR(true, Family.LOAD_SUPER_ATTR),
    LOAD_BUILD_CLASS(false),
    LOAD_LOCALS(false),
    SETUP_ANNOTATIONS(false),
    COMPARE_OP(true, Family.COMPARE_OP),
    IS_OP(true),
    CONTAINS_OP(true, Family.CONTAINS_OP),
    JUMP_FORWARD(true, null, Jump.FORWARD),
    JUMP_BACKWARD(true, null, Jump.BACKWARD, 1),
    JUMP_BACKWARD_NO_INTERRUPT(true, null, Jump.BACKWARD),
    POP_JUMP_IF_FALSE(true, null, Jump.FORWARD, 1),
    POP_JUMP_IF_TRUE(true, null, Jump.FORWARD, 1),
    POP_JUMP_IF_NONE(true, null, Jump.FORWARD, 1),
    POP_JUMP_IF_NOT_NONE(true, null, Jump.FORWARD, 1),
    BUILD_TUPLE(true),
    BUILD_LIST(true),
    BUILD_SET(true),
    BUILD_MAP(true),
    BUILD_CONST_KEY_MAP(true),
    BUILD_STRING(true),
    BUILD_SLICE(true),
    LIST_APPEND(true),
    SET_ADD(true),
    MAP_ADD(true),
    LIST_EXTEND(true),
    SET_UPDATE(true),
    DICT_UPDATE(true),
    DICT_MERGE(true),
    UNPACK_SEQUENCE(true, Family.UNPACK_SEQUENCE),
    UNPACK_EX(true),
    CALL(true, Family.CALL),
    CALL_KW(true, Family.CALL_KW),
    CALL_FUNCTION_EX(true),
    CALL_INTRINSIC_1(true),
    CALL_INTRINSIC_2(true),
    MAKE_FUNCTION(false),
    SET_FUNCTION_ATTRIBUTE(true),
    RAISE_VARARGS(true),
    RERAISE(true),
    PUSH_EXC_INFO(false),
    POP_EXCEPT(false),
    CHECK_EXC_MATCH(false),
    WITH_EXCEPT_START(false),
    BEFORE_WITH(false),
    LOAD_ASSERTION_ERROR(false),
    FORMAT_SIMPLE(false),
    FORMAT_WITH_SPEC(false),
    CONVERT_VALUE(true),
    IMPORT_NAME(true),
    IMPORT_FROM(true),
    // pattern matching and except*: rare, run out of line (Eval's RareOps)
    GET_LEN(false),
    MATCH_MAPPING(false),
    MATCH_SEQUENCE(false),
    MATCH_KEYS(false),
    MATCH_CLASS(true),
    CHECK_EG_MATCH(false),
    EXTENDED_ARG(true),
    // a line start of code instrumented for sys.settrace (CPython's INSTRUMENTED_LINE): the
    // instruction's own opcode is kept aside (PyCode.lineOriginals), its oparg stays
    INSTRUMENTED_LINE(true),

    // ---- specialized children (CPython 3.13 names; CALL_KW's from 3.14)
    RESUME_CHECK(RESUME),
    TO_BOOL_ALWAYS_TRUE(Family.TO_BOOL),
    TO_BOOL_BOOL(Family.TO_BOOL),
    TO_BOOL_INT(Family.TO_BOOL),
    TO_BOOL_LIST(Family.TO_BOOL),
    TO_BOOL_NONE(Family.TO_BOOL),
    TO_BOOL_STR(Family.TO_BOOL),
    BINARY_OP_MULTIPLY_INT(Family.BINARY_OP, Operand.NB_MULTIPLY),
    BINARY_OP_ADD_INT(Family.BINARY_OP, Operand.NB_ADD),
    BINARY_OP_SUBTRACT_INT(Family.BINARY_OP, Operand.NB_SUBTRACT),
    BINARY_OP_MULTIPLY_FLOAT(Family.BINARY_OP, Operand.NB_MULTIPLY),
    BINARY_OP_ADD_FLOAT(Family.BINARY_OP, Operand.NB_ADD),
    BINARY_OP_SUBTRACT_FLOAT(Family.BINARY_OP, Operand.NB_SUBTRACT),
    BINARY_OP_ADD_UNICODE(Family.BINARY_OP, Operand.NB_ADD),
    BINARY_OP_INPLACE_ADD_UNICODE(Family.BINARY_OP, Operand.NB_ADD),
    BINARY_SUBSCR_DICT(Family.BINARY_SUBSCR),
    BINARY_SUBSCR_GETITEM(Family.BINARY_SUBSCR),
    BINARY_SUBSCR_LIST_INT(Family.BINARY_SUBSCR),
    BINARY_SUBSCR_STR_INT(Family.BINARY_SUBSCR),
    BINARY_SUBSCR_TUPLE_INT(Family.BINARY_SUBSCR),
    BINARY_SUBSCR_LIST_SLICE(Family.BINARY_SUBSCR),  // CPython 3.14's BINARY_OP_SUBSCR_LIST_SLICE
    STORE_SUBSCR_DICT(Family.STORE_SUBSCR),
    STORE_SUBSCR_LIST_INT(Family.STORE_SUBSCR),
    SEND_GEN(Family.SEND),
    UNPACK_SEQUENCE_TWO_TUPLE(Family.UNPACK_SEQUENCE, Operand.TWO),
    UNPACK_SEQUENCE_TUPLE(Family.UNPACK_SEQUENCE),
    UNPACK_SEQUENCE_LIST(Family.UNPACK_SEQUENCE),
    STORE_ATTR_INSTANCE_VALUE(Family.STORE_ATTR),
    STORE_ATTR_SLOT(Family.STORE_ATTR),
    STORE_ATTR_WITH_HINT(Family.STORE_ATTR),
    LOAD_GLOBAL_MODULE(Family.LOAD_GLOBAL),
    LOAD_GLOBAL_BUILTIN(Family.LOAD_GLOBAL),
    LOAD_SUPER_ATTR_ATTR(Family.LOAD_SUPER_ATTR, Operand.ATTRIBUTE_FORM),
    LOAD_SUPER_ATTR_METHOD(Family.LOAD_SUPER_ATTR, Operand.METHOD_FORM),
    LOAD_ATTR_INSTANCE_VALUE(Family.LOAD_ATTR),
    LOAD_ATTR_MODULE(Family.LOAD_ATTR),
    LOAD_ATTR_WITH_HINT(Family.LOAD_ATTR),
    LOAD_ATTR_SLOT(Family.LOAD_ATTR),
    LOAD_ATTR_CLASS(Family.LOAD_ATTR),
    LOAD_ATTR_PROPERTY(Family.LOAD_ATTR, Operand.ATTRIBUTE_FORM),
    LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN(Family.LOAD_ATTR, Operand.ATTRIBUTE_FORM),
    LOAD_ATTR_METHOD_WITH_VALUES(Family.LOAD_ATTR, Operand.METHOD_FORM),
    LOAD_ATTR_METHOD_NO_DICT(Family.LOAD_ATTR, Operand.METHOD_FORM),
    LOAD_ATTR_METHOD_LAZY_DICT(Family.LOAD_ATTR, Operand.METHOD_FORM),
    LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES(Family.LOAD_ATTR, Operand.ATTRIBUTE_FORM),
    LOAD_ATTR_NONDESCRIPTOR_NO_DICT(Family.LOAD_ATTR, Operand.ATTRIBUTE_FORM),
    COMPARE_OP_FLOAT(Family.COMPARE_OP),
    COMPARE_OP_INT(Family.COMPARE_OP),
    COMPARE_OP_STR(Family.COMPARE_OP),
    CONTAINS_OP_SET(Family.CONTAINS_OP),
    CONTAINS_OP_DICT(Family.CONTAINS_OP),
    FOR_ITER_LIST(Family.FOR_ITER),
    FOR_ITER_TUPLE(Family.FOR_ITER),
    FOR_ITER_RANGE(Family.FOR_ITER),
    FOR_ITER_GEN(Family.FOR_ITER),
    CALL_BOUND_METHOD_EXACT_ARGS(Family.CALL),
    CALL_PY_EXACT_ARGS(Family.CALL),
    CALL_TYPE_1(Family.CALL, Operand.ONE),
    CALL_STR_1(Family.CALL, Operand.ONE),
    CALL_TUPLE_1(Family.CALL, Operand.ONE),
    CALL_BUILTIN_CLASS(Family.CALL),
    CALL_BUILTIN_O(Family.CALL),
    CALL_BUILTIN_FAST(Family.CALL),
    CALL_BUILTIN_FAST_WITH_KEYWORDS(Family.CALL),
    CALL_LEN(Family.CALL),
    CALL_ISINSTANCE(Family.CALL),
    CALL_LIST_APPEND(Family.CALL, Operand.ONE),
    CALL_METHOD_DESCRIPTOR_O(Family.CALL),
    CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS(Family.CALL),
    CALL_METHOD_DESCRIPTOR_NOARGS(Family.CALL),
    CALL_METHOD_DESCRIPTOR_FAST(Family.CALL),
    CALL_ALLOC_AND_ENTER_INIT(Family.CALL),
    CALL_PY_GENERAL(Family.CALL),
    CALL_BOUND_METHOD_GENERAL(Family.CALL),
    CALL_NON_PY_GENERAL(Family.CALL),
    CALL_KW_PY(Family.CALL_KW),
    CALL_KW_BOUND_METHOD(Family.CALL_KW),
    CALL_KW_NON_PY(Family.CALL_KW),

    // ---- extension children: each runs the guard and action of a descriptor that a family
    // module supplies ({@link Extension}); CPython 3.14 has BINARY_OP_EXTEND
    TO_BOOL_EXTEND(Family.TO_BOOL),
    BINARY_OP_EXTEND(Family.BINARY_OP),
    BINARY_SUBSCR_EXTEND(Family.BINARY_SUBSCR),
    STORE_SUBSCR_EXTEND(Family.STORE_SUBSCR),
    LOAD_ATTR_EXTEND(Family.LOAD_ATTR),
    COMPARE_OP_EXTEND(Family.COMPARE_OP),
    CONTAINS_OP_EXTEND(Family.CONTAINS_OP),
    CALL_EXTEND(Family.CALL);

    /**
     * What a child requires of its site's oparg, as CPython 3.13's specializer and bytecodes
     * assume: core refuses a decision that installs the child elsewhere, since its body relies
     * on it (a BINARY_OP child computes its own operator, whatever the site's).
     */
    public enum Operand {
        /** Any oparg. */
        ANY,
        /** BINARY_OP {@code +} or {@code +=}. */
        NB_ADD,
        /** BINARY_OP {@code -} or {@code -=}. */
        NB_SUBTRACT,
        /** BINARY_OP {@code *} or {@code *=}. */
        NB_MULTIPLY,
        /** LOAD_ATTR or LOAD_SUPER_ATTR without the method bit. */
        ATTRIBUTE_FORM,
        /** LOAD_ATTR or LOAD_SUPER_ATTR with the method bit (push [method, self]). */
        METHOD_FORM,
        /** Exactly one (CALL's argument count). */
        ONE,
        /** Exactly two (UNPACK_SEQUENCE's count). */
        TWO;

        /** Does {@code oparg} meet the requirement? */
        public boolean accepts(int oparg) {
            switch (this) {
                case NB_ADD: return binary(oparg, 0);
                case NB_SUBTRACT: return binary(oparg, 10);
                case NB_MULTIPLY: return binary(oparg, 5);
                case ATTRIBUTE_FORM: return (oparg & 1) == 0;
                case METHOD_FORM: return (oparg & 1) != 0;
                case ONE: return oparg == 1;
                case TWO: return oparg == 2;
                default: return true;
            }
        }

        /** CPython's NB_* code {@code nb} or its in-place form (NB_INPLACE_* is NB_* + 13). */
        private static boolean binary(int oparg, int nb) {
            return oparg == nb || oparg == nb + 13;
        }
    }

    /** How an instruction's oparg moves control. */
    public enum Jump { NONE, FORWARD, BACKWARD }

    // CALL_INTRINSIC_1 operands (CPython's INTRINSIC_*)
    public static final int INTRINSIC_PRINT = 1;
    public static final int INTRINSIC_IMPORT_STAR = 2;
    public static final int INTRINSIC_STOPITERATION_ERROR = 3;
    public static final int INTRINSIC_ASYNC_GEN_WRAP = 4;
    public static final int INTRINSIC_UNARY_POSITIVE = 5;
    public static final int INTRINSIC_LIST_TO_TUPLE = 6;
    public static final int INTRINSIC_TYPEVAR = 7;
    public static final int INTRINSIC_PARAMSPEC = 8;
    public static final int INTRINSIC_TYPEVARTUPLE = 9;
    public static final int INTRINSIC_SUBSCRIPT_GENERIC = 10;
    public static final int INTRINSIC_TYPEALIAS = 11;
    // CALL_INTRINSIC_2 operands
    public static final int INTRINSIC_PREP_RERAISE_STAR = 1;
    public static final int INTRINSIC_TYPEVAR_WITH_BOUND = 2;
    public static final int INTRINSIC_TYPEVAR_WITH_CONSTRAINTS = 3;
    public static final int INTRINSIC_SET_FUNCTION_TYPE_PARAMS = 4;
    public static final int INTRINSIC_SET_TYPEPARAM_DEFAULT = 5;

    // SET_FUNCTION_ATTRIBUTE flags
    public static final int FUNC_DEFAULTS = 0x01;
    public static final int FUNC_KWDEFAULTS = 0x02;
    public static final int FUNC_ANNOTATIONS = 0x04;
    public static final int FUNC_CLOSURE = 0x08;

    private static final Opcode[] BY_NUMBER = values();
    private static final Map<Family, List<Opcode>> CHILDREN = new EnumMap<>(Family.class);

    static {
        if (BY_NUMBER.length > 256) {
            throw new ExceptionInInitializerError("more than 256 opcodes");
        }
        for (Family f : Family.values()) {
            CHILDREN.put(f, new ArrayList<>());
        }
        for (Opcode op : BY_NUMBER) {
            if (op.isSpecialized() && op.family != null) {
                Opcode base = op.family.base();
                op.parent = base;
                op.hasArg = base.hasArg;
                op.jump = base.jump;
                CHILDREN.get(op.family).add(op);
            }
        }
        for (Family f : Family.values()) {
            CHILDREN.put(f, Collections.unmodifiableList(CHILDREN.get(f)));
        }
    }

    // hasArg, jump and parent of a child are copied from its base once all constants exist.
    private boolean hasArg;
    private final Family family;
    private final boolean specialized;
    private Jump jump;
    private Opcode parent;
    /** Cache units of an instruction outside the families. */
    private final int caches;
    /** What a child requires of its site's oparg. */
    private final Operand operand;

    Opcode(boolean hasArg) {
        this(hasArg, null, Jump.NONE);
    }

    Opcode(boolean hasArg, Family family) {
        this(hasArg, family, Jump.NONE);
    }

    Opcode(boolean hasArg, Family family, Jump jump) {
        this(hasArg, family, jump, 0);
    }

    /**
     * A base instruction; {@code caches} cache units when it has no family (JUMP_BACKWARD and
     * POP_JUMP_IF_* have CPython 3.13's one unit, which nothing here reads).
     */
    Opcode(boolean hasArg, Family family, Jump jump, int caches) {
        this.hasArg = hasArg;
        this.family = family;
        this.specialized = false;
        this.jump = jump;
        this.caches = caches;
        this.operand = Operand.ANY;
    }

    /** A specialized child: it takes its operand and jump kind from its family's base. */
    Opcode(Family family) {
        this(family, Operand.ANY);
    }

    /** A specialized child that only sites with an {@code operand} oparg may hold. */
    Opcode(Family family, Operand operand) {
        this.family = family;
        this.specialized = true;
        this.jump = Jump.NONE;
        this.caches = 0;
        this.operand = operand;
    }

    /** A specialized form outside the families: {@code parent}'s operand, no cache. */
    Opcode(Opcode parent) {
        this.family = null;
        this.specialized = true;
        this.parent = parent;
        this.hasArg = parent.hasArg;
        this.jump = parent.jump;
        this.caches = parent.caches;
        this.operand = Operand.ANY;
    }

    /** The opcode number: what the low byte of a code unit holds. */
    public int number() {
        return ordinal();
    }

    /** The opcode with this number. */
    public static Opcode byNumber(int n) {
        return BY_NUMBER[n];
    }

    /** How many opcodes there are. */
    public static int count() {
        return BY_NUMBER.length;
    }

    public boolean hasArg() {
        return hasArg;
    }

    /** The family this instruction belongs to (base or child), or null (RESUME_CHECK too). */
    public Family family() {
        return family;
    }

    /** True for a family's base (adaptive) instruction. */
    public boolean isAdaptive() {
        return family != null && !specialized;
    }

    /** True for a specialized child, RESUME_CHECK included. */
    public boolean isSpecialized() {
        return specialized;
    }

    /** True for a family's extension child, which runs a family module's {@link Extension}. */
    public boolean isExtension() {
        return specialized && name().endsWith("_EXTEND");
    }

    /** The extension child of {@code family}, or null when its operands have no fixed shape. */
    public static Opcode extensionOf(Family family) {
        for (Opcode c : family.base().children()) {
            if (c.isExtension()) {
                return c;
            }
        }
        return null;
    }

    /**
     * The instruction a child deopts to: its family's base (RESUME for RESUME_CHECK); itself
     * for anything else.
     */
    public Opcode deoptParent() {
        return specialized ? parent : this;
    }

    /** The children of a family's base instruction (empty for anything else). */
    public List<Opcode> children() {
        return isAdaptive() ? CHILDREN.get(family) : List.of();
    }

    /** Cache units following this instruction: its family's, else as CPython 3.13's. */
    public int cacheUnits() {
        return family == null ? caches : family.cacheUnits();
    }

    /** Code units this instruction occupies, caches included (prefixes excluded). */
    public int size() {
        return 1 + cacheUnits();
    }

    /** What this child requires of its site's oparg ({@link Operand#ANY} for the rest). */
    public Operand operand() {
        return operand;
    }

    /** May a site whose oparg is {@code oparg} hold this instruction? */
    public boolean accepts(int oparg) {
        return operand.accepts(oparg);
    }

    public Jump jump() {
        return jump;
    }

    /** Does execution never fall through to the next instruction? */
    public boolean isTerminator() {
        switch (deoptParent()) {
            case RETURN_VALUE: case RETURN_CONST: case RAISE_VARARGS: case RERAISE:
            case JUMP_FORWARD: case JUMP_BACKWARD: case JUMP_BACKWARD_NO_INTERRUPT:
                return true;
            default:
                return false;
        }
    }

    /**
     * The net change of the value stack depth when this instruction runs with {@code oparg};
     * {@code jump} selects the branch taken for instructions that can jump (CPython's
     * {@code stack_effect(opcode, oparg, jump)}). Children have their base's effect.
     */
    public int stackEffect(int oparg, boolean jump) {
        switch (deoptParent()) {
            case POP_TOP: case END_FOR: case END_SEND: case RETURN_VALUE: case STORE_FAST:
            case STORE_NAME: case STORE_GLOBAL: case STORE_DEREF: case FORMAT_WITH_SPEC:
            case BINARY_OP: case BINARY_SUBSCR: case COMPARE_OP: case IS_OP: case CONTAINS_OP:
            case LIST_APPEND: case SET_ADD: case LIST_EXTEND: case SET_UPDATE: case DICT_UPDATE:
            case DICT_MERGE: case DELETE_ATTR: case POP_EXCEPT: case IMPORT_NAME:
            case CALL_INTRINSIC_2: case SET_FUNCTION_ATTRIBUTE: case POP_JUMP_IF_FALSE:
            case POP_JUMP_IF_TRUE: case POP_JUMP_IF_NONE: case POP_JUMP_IF_NOT_NONE:
            case CLEANUP_THROW: case RERAISE:
                return -1;
            case PUSH_NULL: case LOAD_FAST: case LOAD_FAST_CHECK: case LOAD_FAST_AND_CLEAR:
            case LOAD_CONST: case LOAD_NAME: case LOAD_DEREF: case LOAD_BUILD_CLASS:
            case LOAD_LOCALS: case COPY: case LOAD_ASSERTION_ERROR: case PUSH_EXC_INFO:
            case IMPORT_FROM: case FOR_ITER: case WITH_EXCEPT_START: case BEFORE_WITH:
            case BEFORE_ASYNC_WITH: case GET_ANEXT: case GET_LEN: case MATCH_MAPPING:
            case MATCH_SEQUENCE: case MATCH_KEYS:
                return 1;
            case LOAD_FAST_LOAD_FAST:
                return 2;
            case STORE_FAST_STORE_FAST: case DELETE_SUBSCR: case BINARY_SLICE: case STORE_ATTR:
            case MAP_ADD: case END_ASYNC_FOR:
                return -2;
            case STORE_SUBSCR:
                return -3;
            case MATCH_CLASS:
                return -2;
            case STORE_SLICE:
                return -4;
            case LOAD_ATTR:
                return oparg & 1;
            case LOAD_GLOBAL:
                return 1 + (oparg & 1);
            case LOAD_SUPER_ATTR:
                return -2 + (oparg & 1);
            case RAISE_VARARGS:
                return -oparg;
            case BUILD_TUPLE: case BUILD_LIST: case BUILD_SET: case BUILD_STRING:
            case BUILD_SLICE:
                return 1 - oparg;
            case BUILD_MAP:
                return 1 - 2 * oparg;
            case BUILD_CONST_KEY_MAP:
                return -oparg;
            case UNPACK_SEQUENCE:
                return oparg - 1;
            case UNPACK_EX:
                return (oparg & 0xFF) + (oparg >> 8);
            case CALL:
                return -1 - oparg;
            case CALL_KW:
                return -2 - oparg;
            case CALL_FUNCTION_EX:
                return -2 - (oparg & 1);
            default:
                // CACHE, NOP, EXTENDED_ARG, RESUME, unary ops, TO_BOOL, GET_ITER,
                // GET_YIELD_FROM_ITER, GET_AWAITABLE, GET_AITER, FORMAT_SIMPLE, CONVERT_VALUE,
                // jumps, YIELD_VALUE, SEND, RETURN_CONST, RETURN_GENERATOR, SWAP, deletes,
                // MAKE_CELL, COPY_FREE_VARS, LOAD_FROM_DICT_OR_*, MAKE_FUNCTION,
                // CALL_INTRINSIC_1, SETUP_ANNOTATIONS, STORE_FAST_LOAD_FAST, CHECK_EXC_MATCH,
                // CHECK_EG_MATCH
                return 0;
        }
    }
}
