package org.specializer.api;

/**
 * {@code BaseException} and every builtin exception class: the Python exception object.
 * {@link PyException} carries it through Java code.
 *
 * <p>Subclass-specific attributes ({@code StopIteration.value}, {@code SystemExit.code},
 * {@code SyntaxError.lineno}, ...) live in {@link #attrs}, indexed by getset descriptors that
 * {@code ExceptionMethods} defines on each class, as CPython keeps them in C struct fields.
 */
public class PyBaseException extends PyObject {
    public PyTuple args;
    /** {@code __cause__}, or null for None. */
    public PyBaseException cause;
    /** {@code __context__}, or null for None. */
    public PyBaseException context;
    public boolean suppressContext;

    /**
     * Make {@code e} this exception's {@code __cause__} and {@code __context__}, as CPython's
     * {@code _PyErr_FormatFromCause} does; returns this exception.
     */
    public PyBaseException causedBy(PyBaseException e) {
        cause = e;
        context = e;
        suppressContext = true;
        return this;
    }
    public PyTraceback traceback;
    /** Subclass-specific attributes; see {@code ExceptionMethods}. */
    public PyObject[] attrs;
    private PyDict dict;
    /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
    private final Object finalizer = Finalization.triggerIfDel(this);

    public PyBaseException(PyType type, PyTuple args) {
        super(type);
        this.args = args;
    }

    /** The attribute at index {@code i} of {@link #attrs}, None when unset. */
    public PyObject attr(int i) {
        PyObject[] a = attrs;
        if (a == null || a[i] == null) {
            return Py.None;
        }
        return a[i];
    }

    public void setAttrSlot(int i, PyObject v) {
        if (attrs == null) {
            attrs = new PyObject[8];
        }
        attrs[i] = v;
    }

    /** {@code __notes__} as stored (null when never set), without making a dict. */
    PyObject notes() {
        return dict == null ? null : dict.getItem(Names.__notes__);
    }

    /** The instance dict if one was made (an attribute set, or {@code __dict__} read), else null. */
    PyDict dictIfMade() {
        return dict;
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }

    /** Wrap in a throwable. */
    public PyException toThrowable() {
        return new PyException(this);
    }

    /** {@code Type: str(self)} (or just {@code Type} when the message is empty). */
    public String formatLastLine() {
        PyType t = type;
        String mod = t.getModuleName();
        String name = mod.equals("builtins") || mod.equals("__main__")
                ? t.getQualname() : mod + "." + t.getQualname();
        String msg;
        try {
            msg = Abstract.str(this).value;
        } catch (PyException e) {
            msg = "<exception str() failed>";
        }
        return msg.isEmpty() ? name : name + ": " + msg;
    }
}
