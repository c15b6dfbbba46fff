package org.specializer.core.ast;

/**
 * Where the tokenizer, parser and compiler send their SyntaxWarnings (CPython's
 * {@code _PyErr_EmitSyntaxWarning} and the tokenizer's {@code parser_warn}): invalid escape
 * sequences, a number run into a keyword, {@code is} with a literal, an assert on a tuple, a
 * literal called or subscripted where a comma was probably missed.
 *
 * <p>The runtime installs a {@link Sink} that hands each to {@code warnings.warn_explicit};
 * without one (compiling ahead of time in the build) nothing is reported. When the warning
 * filters turn the warning into an exception, the sink says so and the caller raises a
 * SyntaxError with the same message at the construct instead, as CPython does.
 */
public final class SyntaxWarnings {
    private SyntaxWarnings() {}

    /** Receives a SyntaxWarning; returns true when it was raised as an error. */
    @FunctionalInterface
    public interface Sink {
        boolean warn(String message, String filename, int lineno);
    }

    private static volatile Sink sink;

    /** Install the runtime's sink (null: report nothing). */
    public static void install(Sink s) {
        sink = s;
    }

    /**
     * Report {@code message} for line {@code lineno} of {@code filename}. True when the warning
     * became an error: the caller raises a SyntaxError with the message.
     */
    public static boolean warn(String message, String filename, int lineno) {
        Sink s = sink;
        return s != null && s.warn(message, filename, lineno);
    }
}
