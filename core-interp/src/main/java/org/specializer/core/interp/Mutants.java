package org.specializer.core.interp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.specializer.spi.Opcode;

/**
 * Guard mutants: a way to turn off one guard of one specialized child, so that a test suite's
 * power can be measured (does any test notice when the guard is gone?). Each guard in the
 * children's bodies ({@code *Instructions}, {@link Extensions}, {@link Tier2Calls}) is written
 * {@code Mutants.on(Op.CHILD, n) && <the guard fails>} (or {@code Mutants.off(Op.CHILD, n) ||
 * <the guard holds>}): while guard {@code CHILD/n} is selected it counts as passed, and the
 * fast path runs whatever the operands are. {@link #GUARDS} lists those of the children with a
 * case of their own in the eval loop, with what each checks; a child declared by its value core
 * alone lists its guards in its {@code @Core} ({@code Declarations.GUARDS}, merged here).
 * {@code MutantsTest} keeps the list well formed; a guard named in the list that no body
 * consults shows in a guard-mutant run as never reached.
 *
 * <p>Off unless the JVM starts with {@code -Dspecializer.guardMutant=CHILD/n} (or {@code none}:
 * the mechanism on, no guard off). {@link #ENABLED} is a static final read once, so in a normal
 * run every {@code on(...)} is the constant {@code true} once the JIT has compiled it. With the
 * mechanism on, {@link #select} switches the mutant between runs within one JVM
 * ({@code tools/guard-mutants.sh} runs every mutant in one test JVM that way).
 *
 * <p>A check that no program can fail, or whose failure could not change a result, is not a
 * guard here and not listed: see {@link #NOT_GUARDS}.
 */
public final class Mutants {
    private Mutants() {}

    /** The system property that turns the mechanism on and names the first mutant. */
    public static final String PROPERTY = "specializer.guardMutant";

    /** Whether guards can be turned off in this JVM (the property was given). */
    static final boolean ENABLED = System.getProperty(PROPERTY) != null;

    /** The guard turned off, {@code opcode << 4 | n}, or -1. */
    private static int selected = -1;

    /**
     * Every guard: {@code CHILD/n} and what it checks. The number is the guard's place in its
     * child's body, counted from 1.
     */
    static final String[][] GUARDS = {
        {"TO_BOOL_ALWAYS_TRUE/1", "the value's type has the cached (non-zero) version"},
        {"TO_BOOL_BOOL/1", "the value is a bool"},
        {"TO_BOOL_INT/1", "the value is an exact int"},
        {"TO_BOOL_LIST/1", "the value is an exact list"},
        {"TO_BOOL_NONE/1", "the value is None"},
        {"TO_BOOL_STR/1", "the value is an exact str"},

        {"BINARY_OP_MULTIPLY_INT/1", "the left operand is an exact int"},
        {"BINARY_OP_MULTIPLY_INT/2", "the right operand is an exact int"},
        {"BINARY_OP_ADD_INT/1", "the left operand is an exact int"},
        {"BINARY_OP_ADD_INT/2", "the right operand is an exact int"},
        {"BINARY_OP_SUBTRACT_INT/1", "the left operand is an exact int"},
        {"BINARY_OP_SUBTRACT_INT/2", "the right operand is an exact int"},
        {"BINARY_OP_MULTIPLY_FLOAT/1", "the left operand is an exact float"},
        {"BINARY_OP_MULTIPLY_FLOAT/2", "the right operand is an exact float"},
        {"BINARY_OP_ADD_FLOAT/1", "the left operand is an exact float"},
        {"BINARY_OP_ADD_FLOAT/2", "the right operand is an exact float"},
        {"BINARY_OP_SUBTRACT_FLOAT/1", "the left operand is an exact float"},
        {"BINARY_OP_SUBTRACT_FLOAT/2", "the right operand is an exact float"},
        {"BINARY_OP_ADD_UNICODE/1", "the left operand is an exact str"},
        {"BINARY_OP_ADD_UNICODE/2", "the right operand is an exact str"},
        {"BINARY_OP_INPLACE_ADD_UNICODE/1", "the next instruction is a STORE_FAST"},
        {"BINARY_OP_INPLACE_ADD_UNICODE/2", "the left operand is an exact str"},
        {"BINARY_OP_INPLACE_ADD_UNICODE/3", "the right operand is an exact str"},

        {"BINARY_SUBSCR_DICT/1", "the container is an exact dict"},
        {"BINARY_SUBSCR_GETITEM/1",
            "the container's class still has the __getitem__ the specializer cached"},
        {"BINARY_SUBSCR_LIST_INT/1", "the container is an exact list"},
        {"BINARY_SUBSCR_LIST_INT/2", "the subscript is an exact int in range"},
        {"BINARY_SUBSCR_STR_INT/1", "the container is an exact str"},
        {"BINARY_SUBSCR_STR_INT/2", "the subscript is an exact int in range"},
        {"BINARY_SUBSCR_TUPLE_INT/1", "the container is an exact tuple"},
        {"BINARY_SUBSCR_TUPLE_INT/2", "the subscript is an exact int in range"},

        {"STORE_SUBSCR_DICT/1", "the container is an exact dict"},
        {"STORE_SUBSCR_LIST_INT/1", "the container is an exact list"},
        {"STORE_SUBSCR_LIST_INT/2", "the subscript is an exact int in range"},

        {"SEND_GEN/1", "the receiver is a generator or coroutine of the interpreter's"},

        {"UNPACK_SEQUENCE_TWO_TUPLE/1", "the sequence is an exact tuple"},
        {"UNPACK_SEQUENCE_TWO_TUPLE/2", "it has two items"},
        {"UNPACK_SEQUENCE_TUPLE/1", "the sequence is an exact tuple"},
        {"UNPACK_SEQUENCE_TUPLE/2", "it has oparg items"},
        {"UNPACK_SEQUENCE_LIST/1", "the sequence is an exact list"},
        {"UNPACK_SEQUENCE_LIST/2", "it has oparg items"},

        {"STORE_ATTR_INSTANCE_VALUE/1", "the owner's type has the cached version"},
        {"STORE_ATTR_INSTANCE_VALUE/2", "the owner is an instance of a Python class"},
        {"STORE_ATTR_INSTANCE_VALUE/3", "it keeps inline values (no dict took over)"},
        {"STORE_ATTR_INSTANCE_VALUE/4", "the index is one of its class's shared keys"},
        {"STORE_ATTR_SLOT/1", "the owner's type has the cached version"},
        {"STORE_ATTR_SLOT/2", "the owner is an instance of a Python class"},
        {"STORE_ATTR_SLOT/3", "the slot index is within its slots"},
        {"STORE_ATTR_WITH_HINT/1", "the owner's type has the cached version"},
        {"STORE_ATTR_WITH_HINT/2", "the owner is an instance of a Python class"},
        {"STORE_ATTR_WITH_HINT/3", "it has a materialized dict"},
        {"STORE_ATTR_WITH_HINT/4", "the dict's entry at the hint is live"},
        {"STORE_ATTR_WITH_HINT/5", "the entry's key is the name"},

        {"LOAD_GLOBAL_MODULE/1", "the globals' keys version is the cached (non-zero) one"},
        {"LOAD_GLOBAL_BUILTIN/1", "the globals' keys version is the cached (non-zero) one"},
        {"LOAD_GLOBAL_BUILTIN/2", "the builtins' keys version is the cached (non-zero) one"},

        {"LOAD_SUPER_ATTR_ATTR/1", "the global super is the builtin super"},
        {"LOAD_SUPER_ATTR_ATTR/2", "the class argument is a class"},
        {"LOAD_SUPER_ATTR_METHOD/1", "the global super is the builtin super"},
        {"LOAD_SUPER_ATTR_METHOD/2", "the class argument is a class"},

        {"LOAD_ATTR_INSTANCE_VALUE/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_INSTANCE_VALUE/2", "the owner is an instance of a Python class"},
        {"LOAD_ATTR_INSTANCE_VALUE/3", "it keeps inline values (no dict took over)"},
        {"LOAD_ATTR_INSTANCE_VALUE/4", "the index is within its values"},
        {"LOAD_ATTR_MODULE/1", "the owner is a module of the exact module type"},
        {"LOAD_ATTR_MODULE/2", "its dict's keys version is the cached (non-zero) one"},
        {"LOAD_ATTR_WITH_HINT/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_WITH_HINT/2", "the owner is an instance of a Python class"},
        {"LOAD_ATTR_WITH_HINT/3", "it has a materialized dict"},
        {"LOAD_ATTR_WITH_HINT/4", "the hint is a live entry of the dict"},
        {"LOAD_ATTR_WITH_HINT/5", "the entry's key is the name"},
        {"LOAD_ATTR_SLOT/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_SLOT/2", "the owner is an instance of a Python class"},
        {"LOAD_ATTR_SLOT/3", "the index is within its slots"},
        {"LOAD_ATTR_CLASS/1", "the owner is a class"},
        {"LOAD_ATTR_CLASS/2", "the class has the cached (non-zero) version"},
        {"LOAD_ATTR_CLASS/3", "the cached object is a Python object"},
        {"LOAD_ATTR_PROPERTY/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_PROPERTY/2", "the cached object is a property"},
        {"LOAD_ATTR_PROPERTY/3", "its getter is a Python function"},
        {"LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN/2", "the cached object is a Python function"},
        {"LOAD_ATTR_METHOD_WITH_VALUES/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_METHOD_WITH_VALUES/2", "the owner is an instance with inline values"},
        {"LOAD_ATTR_METHOD_WITH_VALUES/3",
            "its class's shared keys have the cached (non-zero) version"},
        {"LOAD_ATTR_METHOD_WITH_VALUES/4", "the cached object is a Python object"},
        {"LOAD_ATTR_METHOD_NO_DICT/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_METHOD_NO_DICT/2", "the cached object is a Python object"},
        {"LOAD_ATTR_METHOD_LAZY_DICT/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_METHOD_LAZY_DICT/2", "the owner's dict is absent or empty"},
        {"LOAD_ATTR_METHOD_LAZY_DICT/3", "the cached object is a Python object"},
        {"LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES/2", "the owner is an instance with inline values"},
        {"LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES/3",
            "its class's shared keys have the cached (non-zero) version"},
        {"LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES/4", "the cached object is a Python object"},
        {"LOAD_ATTR_NONDESCRIPTOR_NO_DICT/1", "the owner's type has the cached version"},
        {"LOAD_ATTR_NONDESCRIPTOR_NO_DICT/2", "the cached object is a Python object"},

        {"COMPARE_OP_FLOAT/1", "the left operand is an exact float"},
        {"COMPARE_OP_FLOAT/2", "the right operand is an exact float"},
        {"COMPARE_OP_INT/1", "the left operand is an exact int that fits a long"},
        {"COMPARE_OP_INT/2", "the right operand is an exact int that fits a long"},
        {"COMPARE_OP_STR/1", "the left operand is an exact str"},
        {"COMPARE_OP_STR/2", "the right operand is an exact str"},
        {"COMPARE_OP_STR/3", "the comparison is == or !="},

        {"CONTAINS_OP_SET/1", "the container is an exact set or frozenset"},
        {"CONTAINS_OP_DICT/1", "the container is an exact dict"},

        {"FOR_ITER_LIST/1", "the iterator is a list iterator"},
        {"FOR_ITER_TUPLE/1", "the iterator is a tuple iterator"},
        {"FOR_ITER_RANGE/1", "the iterator is a range iterator"},
        {"FOR_ITER_GEN/1", "the iterator is a generator of the interpreter's"},

        {"CALL_BOUND_METHOD_EXACT_ARGS/1", "the callable is a bound method"},
        {"CALL_BOUND_METHOD_EXACT_ARGS/2", "the method's function is a Python function"},
        {"CALL_BOUND_METHOD_EXACT_ARGS/3", "its code takes exactly self and the arguments"},
        {"CALL_PY_EXACT_ARGS/1", "the callable is a Python function"},
        {"CALL_PY_EXACT_ARGS/2", "its code takes exactly the arguments"},
        {"CALL_TYPE_1/1", "the callable is type"},
        {"CALL_STR_1/1", "the callable is str"},
        {"CALL_TUPLE_1/1", "the callable is tuple"},
        {"CALL_BUILTIN_O/1", "the callable is a builtin function of one argument"},
        {"CALL_BUILTIN_O/2", "one argument is given"},
        {"CALL_BUILTIN_FAST/1", "the callable is a builtin function called as itself"},
        {"CALL_BUILTIN_FAST_WITH_KEYWORDS/1",
            "the callable is a builtin function that parses its arguments"},
        {"CALL_LEN/1", "the callable is the builtin len"},
        {"CALL_LEN/2", "one argument is given"},
        {"CALL_ISINSTANCE/1", "the callable is the builtin isinstance"},
        {"CALL_ISINSTANCE/2", "two arguments are given"},
        {"CALL_LIST_APPEND/1", "the callable is list.append"},
        {"CALL_LIST_APPEND/2", "the self slot holds a list"},
        {"CALL_LIST_APPEND/3", "the result is popped by the next instruction"},
        {"CALL_METHOD_DESCRIPTOR_O/1", "self and one argument are given"},
        {"CALL_METHOD_DESCRIPTOR_O/2",
            "the callable is a method descriptor of one argument, not a classmethod one"},
        {"CALL_METHOD_DESCRIPTOR_O/3", "it applies to self's type"},
        {"CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS/1", "self is given"},
        {"CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS/2",
            "the callable is a method descriptor that parses its arguments, not a classmethod one"},
        {"CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS/3", "it applies to self's type"},
        {"CALL_METHOD_DESCRIPTOR_NOARGS/1", "self alone is given"},
        {"CALL_METHOD_DESCRIPTOR_NOARGS/2",
            "the callable is a method descriptor of no argument, not a classmethod one"},
        {"CALL_METHOD_DESCRIPTOR_NOARGS/3", "it applies to self's type"},
        {"CALL_METHOD_DESCRIPTOR_FAST/1", "self is given"},
        {"CALL_METHOD_DESCRIPTOR_FAST/2", "the callable is a method descriptor"},
        {"CALL_METHOD_DESCRIPTOR_FAST/3", "it applies to self's type"},
        {"CALL_ALLOC_AND_ENTER_INIT/1", "the callable is a class"},
        {"CALL_ALLOC_AND_ENTER_INIT/2",
            "the class still has the __init__ the specializer cached, a Python function"},
        {"CALL_ALLOC_AND_ENTER_INIT/3", "its code takes exactly self and the arguments"},
        {"CALL_PY_GENERAL/1", "the callable is a Python function"},
        {"CALL_BOUND_METHOD_GENERAL/1", "the callable is a bound method"},
        {"CALL_BOUND_METHOD_GENERAL/2", "the method's function is a Python function"},

        {"CALL_KW_PY/1", "the callable is a Python function"},
        {"CALL_KW_BOUND_METHOD/1", "the callable is a bound method"},
        {"CALL_KW_BOUND_METHOD/2", "the method's function is a Python function"},

        {"TO_BOOL_EXTEND/1", "the descriptor's guard passes"},
        {"BINARY_OP_EXTEND/1", "the descriptor's guard passes"},
        {"BINARY_SUBSCR_EXTEND/1", "the descriptor's guard passes"},
        {"STORE_SUBSCR_EXTEND/1", "the descriptor's guard passes"},
        {"LOAD_ATTR_EXTEND/1", "the descriptor's guard passes"},
        {"COMPARE_OP_EXTEND/1", "the descriptor's guard passes"},
        {"CONTAINS_OP_EXTEND/1", "the descriptor's guard passes"},
        {"CALL_EXTEND/1", "the descriptor's guard passes"},
    };

    /**
     * Checks in the bodies that are not guards, each with the reason: nothing a program does
     * can make it fail where the child runs, or a failure would not change what the child
     * computes. They are not mutated (such a mutant could never be killed).
     */
    static final String[][] NOT_GUARDS = {
        {"BINARY_OP_INPLACE_ADD_UNICODE: the target local holds the left operand",
            "the body stores the concatenation of the operands it has into the target local, "
                + "as the STORE_FAST it replaces would; CPython needs the check because it "
                + "appends to the left string in place"},
        {"BINARY_SUBSCR_STR_INT: the character is ASCII",
            "the generic path makes the same one-character str (PyStr.ofCodePoint); CPython "
                + "checks because it shares only its ASCII singletons"},
        {"SEND_GEN and FOR_ITER_GEN: the generator is neither running nor finished",
            "Generator.resume checks both itself and raises or ends as the generic path does"},
        {"FOR_ITER_GEN: a generator, not a coroutine",
            "GET_ITER refuses a coroutine, so FOR_ITER never meets one"},
        {"the self slot is empty (CALL_BOUND_METHOD_*, CALL_KW_BOUND_METHOD, "
            + "CALL_ALLOC_AND_ENTER_INIT, CALL_TYPE_1, CALL_STR_1, CALL_TUPLE_1)",
            "only a method-form load fills the self slot, with its owner, under a function or "
                + "a method descriptor: never under a bound method or a class, and never with "
                + "a class as the owner (a class's attributes are not loaded in method form, "
                + "as in CPython, whose type_getattro is not the generic one)"},
        {"function versions of CALL_PY_EXACT_ARGS and CALL_BOUND_METHOD_EXACT_ARGS, and "
            + "CALL_ALLOC_AND_ENTER_INIT's class version",
            "the body calls the function it finds (or the __init__ the class caches, cleared "
                + "when the class changes) after checking that its code takes exactly the "
                + "arguments; the version only keeps the site monomorphic"},
        {"function versions of CALL_PY_GENERAL, CALL_BOUND_METHOD_GENERAL, CALL_KW_PY, "
            + "CALL_KW_BOUND_METHOD, BINARY_SUBSCR_GETITEM, LOAD_ATTR_PROPERTY and "
            + "LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN",
            "these bodies bind the arguments in full (Calls.callFunction), so any function, "
                + "whatever its code, defaults or version, is called as the generic call "
                + "would call it; the version keeps the site monomorphic and counted"},
        {"CALL_BUILTIN_CLASS, CALL_NON_PY_GENERAL and CALL_KW_NON_PY: the kind of callable",
            "their bodies are the generic call (callable.call, Calls.call, Calls.callKw)"},
        {"CALL_BUILTIN_FAST and CALL_METHOD_DESCRIPTOR_FAST: the builtin's calling convention",
            "Calls.callBuiltin calls a builtin of any convention as the generic call does"},
        {"RESUME_CHECK: no guard at all",
            "it is RESUME once the code has run (the eval breaker is checked at every RESUME "
                + "alike), as CPython quickens it; there is no generic form to deopt to"},
        {"CALL_LIST_APPEND and CALL_TYPE_1, CALL_STR_1, CALL_TUPLE_1: the argument count; "
            + "UNPACK_SEQUENCE_TWO_TUPLE: the oparg; a BINARY_OP child: the operator; LOAD_ATTR "
            + "and LOAD_SUPER_ATTR children: the method form",
            "Opcode declares what oparg each child needs (Opcode.Operand) and core refuses a "
                + "decision that installs it at any other site (Adaptive, Bodies.Refusal"
                + ".WRONG_OPERAND), so no program can run the child there"},
        {"CALL_METHOD_DESCRIPTOR_FAST: not a classmethod descriptor",
            "every classmethod descriptor parses its own arguments (PyType.classMethodK), a "
                + "convention this child's other check already refuses"},
    };

    private static final Map<String, String> BY_NAME = new LinkedHashMap<>();
    private static final Map<String, Integer> IDS = new LinkedHashMap<>();

    static {
        List<String[]> all = new ArrayList<>(List.of(GUARDS));
        all.addAll(List.of(Declarations.GUARDS));  // declared with their children's @Core
        for (String[] g : all) {
            String name = g[0];
            int slash = name.indexOf('/');
            Opcode child = Opcode.valueOf(name.substring(0, slash));
            int n = Integer.parseInt(name.substring(slash + 1));
            if (n < 1 || n > 15 || BY_NAME.put(name, g[1]) != null) {
                throw new IllegalStateException("bad guard entry " + name);
            }
            IDS.put(name, child.number() << 4 | n);
        }
        String first = System.getProperty(PROPERTY);
        if (first != null) {
            try {
                select(first);
            } catch (IllegalArgumentException e) {
                throw new ExceptionInInitializerError(e.getMessage());
            }
        }
    }

    /** How many times the selected guard was skipped since it was selected. */
    private static long reached;

    /** Is guard {@code n} of {@code child} live (not the mutant's)? */
    static boolean on(int child, int n) {
        return !ENABLED || !skip(child << 4 | n);
    }

    /** Is guard {@code n} of {@code child} turned off (the mutant's)? */
    static boolean off(int child, int n) {
        return ENABLED && skip(child << 4 | n);
    }

    private static boolean skip(int id) {
        if (id != selected) {
            return false;
        }
        reached++;
        return true;
    }

    /** Whether the mechanism is on in this JVM (the property was given at start-up). */
    public static boolean enabled() {
        return ENABLED;
    }

    /** Every guard's name, {@code CHILD/n}, in the bodies' order. */
    public static List<String> all() {
        return Collections.unmodifiableList(new ArrayList<>(BY_NAME.keySet()));
    }

    /** What guard {@code name} checks. */
    public static String describe(String name) {
        String d = BY_NAME.get(name);
        if (d == null) {
            throw new IllegalArgumentException("no guard " + name);
        }
        return d;
    }

    /** The child a guard belongs to. */
    public static Opcode child(String name) {
        describe(name);
        return Opcode.valueOf(name.substring(0, name.indexOf('/')));
    }

    /**
     * Turn guard {@code name} ({@code CHILD/n}) off, and every other one on; {@code none} turns
     * them all on. Only between runs, and only where the mechanism is on.
     */
    public static synchronized void select(String name) {
        if (!ENABLED) {
            throw new IllegalStateException("guard mutants are off in this JVM: start it with -D"
                    + PROPERTY + "=none");
        }
        if (name.equals("none")) {
            selected = -1;
            reached = 0;
            return;
        }
        Integer id = IDS.get(name);
        if (id == null) {
            throw new IllegalArgumentException("no guard " + name + " (" + PROPERTY
                    + " takes CHILD/n as Mutants.GUARDS lists, or none)");
        }
        selected = id;
        reached = 0;
    }

    /**
     * How many times the selected guard was met, and skipped, since it was selected: 0 after a
     * suite means the suite never reached it (its mutant cannot have been killed).
     */
    public static synchronized long reached() {
        return reached;
    }

    /** The guard turned off, or {@code none}. */
    public static synchronized String selected() {
        for (Map.Entry<String, Integer> e : IDS.entrySet()) {
            if (e.getValue() == selected) {
                return e.getKey();
            }
        }
        return "none";
    }
}
