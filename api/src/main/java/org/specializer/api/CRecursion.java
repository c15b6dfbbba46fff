package org.specializer.api;

/**
 * CPython's C recursion guard ({@code Py_EnterRecursiveCall}/{@code Py_LeaveRecursiveCall} with
 * {@code Py_C_RECURSION_LIMIT}, 10000 in 3.13): the depth of nested {@code repr}, {@code str}
 * and comparisons, so that a 100,000-deep nested list raises RecursionError at once instead of
 * exhausting the Java stack or running for minutes. It is apart from the Python recursion
 * limit ({@code sys.getrecursionlimit()}), as in CPython, where a 5,000-deep list prints under
 * the default limit of 1,000.
 *
 * <p>The depth belongs to the thread holding the interpreter lock: a plain static, which the
 * lock saves and restores when threads switch (as it does the Python depth), so the guard costs
 * an increment and a decrement.
 *
 * <pre>
 *   CRecursion.enter(" while getting the repr of an object");
 *   try { ... } finally { CRecursion.leave(); }
 * </pre>
 */
public final class CRecursion {
    private CRecursion() {}

    /** CPython 3.13's {@code Py_C_RECURSION_LIMIT} on 64-bit Linux. */
    public static final int LIMIT = 10000;

    /** The running thread's depth (saved and restored by the interpreter lock). */
    public static int depth;

    /** One level deeper; RecursionError "maximum recursion depth exceeded{where}" past the limit. */
    public static void enter(String where) {
        if (depth >= LIMIT) {
            throw Py.recursionError("maximum recursion depth exceeded" + where);
        }
        depth++;
    }

    /** Undo a successful {@link #enter}. */
    public static void leave() {
        depth--;
    }
}
