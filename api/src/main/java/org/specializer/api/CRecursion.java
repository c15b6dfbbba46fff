package org.specializer.api;

/**
 * CPython's C recursion guard ({@code Py_EnterRecursiveCall}/{@code Py_LeaveRecursiveCall} with
 * {@code Py_C_RECURSION_LIMIT}, 10000 in 3.13): the depth of nested {@code repr}, {@code str}
 * and comparisons on this thread, so that a 100,000-deep nested list raises RecursionError at
 * once instead of exhausting the Java stack or running for minutes. It is apart from the
 * Python recursion limit ({@code sys.getrecursionlimit()}), as in CPython, where a 5,000-deep
 * list prints under the default limit of 1,000.
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

    private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);

    /** One level deeper; RecursionError "maximum recursion depth exceeded{where}" past the limit. */
    public static void enter(String where) {
        int[] d = DEPTH.get();
        if (d[0] >= LIMIT) {
            throw Py.recursionError("maximum recursion depth exceeded" + where);
        }
        d[0]++;
    }

    /** Undo a successful {@link #enter}. */
    public static void leave() {
        DEPTH.get()[0]--;
    }
}
