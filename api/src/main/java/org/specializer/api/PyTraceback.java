package org.specializer.api;

/**
 * {@code traceback}: one frame of an exception's path, outermost first through {@link #next}.
 * It records what a traceback prints (file, line, function name) rather than a live frame.
 */
public final class PyTraceback extends PyObject {
    public static final PyType TYPE = PyType.builtin("traceback", PyTraceback.class,
            PyType.OBJECT, 0, ExceptionMethods::defineTraceback);

    /** The next, inner entry ({@code tb_next}, assignable as in CPython). */
    public PyTraceback next;
    public final PyCode code;
    public final int lineno;
    /**
     * The code unit being executed, in Specializer's layout ({@code tb_lasti} shows its offset
     * in {@code co_code}).
     */
    public final int lasti;

    /** The interpreter's frame this entry was made in (opaque here), or null. */
    public final Object frame;

    /**
     * {@code tb_lasti} as given to {@code TracebackType(...)} (a {@code co_code} offset), or -1
     * when it is computed from {@link #lasti}.
     */
    public int givenLasti = -1;

    /** The interpreter's view of a frame as a Python frame object ({@code tb_frame}). */
    public static volatile java.util.function.Function<Object, PyObject> frameView = f -> Py.None;

    /** The interpreter's frame behind a Python frame object, or null for anything else. */
    public static volatile java.util.function.Function<PyObject, Object> frameOf = o -> null;

    public PyTraceback(PyTraceback next, PyCode code, int lineno, int lasti) {
        this(next, code, lineno, lasti, null);
    }

    public PyTraceback(PyTraceback next, PyCode code, int lineno, int lasti, Object frame) {
        super(TYPE);
        this.next = next;
        this.code = code;
        this.lineno = lineno;
        this.lasti = lasti;
        this.frame = frame;
    }
}
