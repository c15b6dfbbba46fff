package org.specializer.api;

/**
 * {@code traceback}: one frame of an exception's path, outermost first through {@link #next}.
 * It records what a traceback prints (file, line, function name) rather than a live frame.
 */
public final class PyTraceback extends PyObject {
    public static final PyType TYPE = PyType.builtin("traceback", PyTraceback.class,
            PyType.OBJECT, 0, ExceptionMethods::defineTraceback);

    public final PyTraceback next;
    public final PyCode code;
    public final int lineno;
    /** The code unit being executed (CPython's {@code tb_lasti}, in code units). */
    public final int lasti;

    public PyTraceback(PyTraceback next, PyCode code, int lineno, int lasti) {
        super(TYPE);
        this.next = next;
        this.code = code;
        this.lineno = lineno;
        this.lasti = lasti;
    }
}
