package org.specializer.api;

import java.util.function.Consumer;

/**
 * Exceptions that cannot be raised where they happen (weakref callbacks, {@code __del__},
 * generator finalization, atexit): CPython's {@code PyErr_WriteUnraisable}. The interpreter
 * installs the handler that calls {@code sys.unraisablehook}; until then they go to stderr.
 */
public final class Unraisable {
    private Unraisable() {}

    /** One report, as {@code sys.UnraisableHookArgs} has it. */
    public record Report(PyBaseException exc, String message, PyObject object) {}

    private static volatile Consumer<Report> handler = r -> System.err.println(
            (r.message() != null ? r.message() : "Exception ignored in: "
                    + (r.object() == null ? "" : Abstract.repr(r.object()).value))
            + "\n" + r.exc().type.getName());

    public static void setHandler(Consumer<Report> h) {
        handler = h;
    }

    /**
     * Report {@code exc}. {@code message} replaces CPython's default "Exception ignored in:
     * {@code repr(object)}" first line when not null.
     */
    public static void report(PyBaseException exc, String message, PyObject object) {
        try {
            handler.accept(new Report(exc, message, object));
        } catch (RuntimeException e) {
            System.err.println("Exception ignored in unraisable hook");
        }
    }
}
