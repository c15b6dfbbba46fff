package org.specializer.api;

import java.math.BigInteger;

/**
 * Constants and factories the whole runtime uses: the singletons, number and string
 * construction, and the Java-side way to raise Python exceptions
 * ({@code throw Py.typeError("...")}).
 */
public final class Py {
    private Py() {}

    public static final PyNone None = PyNone.INSTANCE;
    public static final PyBool True = PyBool.TRUE;
    public static final PyBool False = PyBool.FALSE;
    public static final PyObject NotImplemented = PySingleton.NOT_IMPLEMENTED;
    public static final PyObject Ellipsis = PySingleton.ELLIPSIS;

    public static final PyStr[] NO_KWNAMES = new PyStr[0];
    public static final PyObject[] NO_ARGS = new PyObject[0];

    // ------------------------------------------------------------------ values

    public static PyInt newInt(long v) {
        return PyInt.of(v);
    }

    public static PyInt newInt(int v) {
        return PyInt.of(v);
    }

    /** An int of any size, normalized: a {@link PyInt} when it fits in a long. */
    public static PyObject newInt(BigInteger v) {
        return PyBigInt.normalize(v);
    }

    public static PyFloat newFloat(double v) {
        return new PyFloat(v);
    }

    public static PyStr newStr(String s) {
        return PyStr.of(s);
    }

    public static PyBool newBool(boolean b) {
        return b ? PyBool.TRUE : PyBool.FALSE;
    }

    // ------------------------------------------------------------------ exceptions

    /**
     * {@code warnings.warn(message, category)}: the warning is reported at the Python code
     * that called into the builtin (stacklevel 1), and raised if the filters say "error".
     */
    public static void warn(PyType category, String message) {
        PyObject warn = importModule("warnings").getAttr(PyStr.intern("warn"));
        Abstract.call(warn, PyStr.of(message), category);
    }

    /** A throwable for a new exception of {@code type} with message {@code msg}. */
    public static PyException error(PyType type, String msg) {
        return new PyException(PyExc.create(type, msg));
    }

    /** A throwable for a new exception of {@code type} with no arguments. */
    public static PyException error(PyType type) {
        return new PyException(PyExc.create(type, new PyObject[0]));
    }

    public static PyException typeError(String msg) {
        return error(PyExc.TypeError, msg);
    }

    public static PyException valueError(String msg) {
        return error(PyExc.ValueError, msg);
    }

    public static PyException indexError(String msg) {
        return error(PyExc.IndexError, msg);
    }

    /** KeyError carries the key itself, and prints its repr. */
    public static PyException keyError(PyObject key) {
        return new PyException(PyExc.create(PyExc.KeyError, key));
    }

    public static PyException nameError(String msg) {
        return error(PyExc.NameError, msg);
    }

    public static PyException zeroDivisionError(String msg) {
        return error(PyExc.ZeroDivisionError, msg);
    }

    public static PyException overflowError(String msg) {
        return error(PyExc.OverflowError, msg);
    }

    public static PyException runtimeError(String msg) {
        return error(PyExc.RuntimeError, msg);
    }

    public static PyException notImplementedError(String msg) {
        return error(PyExc.NotImplementedError, msg);
    }

    public static PyException recursionError(String msg) {
        return error(PyExc.RecursionError, msg);
    }

    /** StopIteration, with {@code value} as its {@code value} (null for none). */
    public static PyException stopIteration(PyObject value) {
        PyBaseException e = value == null
                ? PyExc.create(PyExc.StopIteration, new PyObject[0])
                : PyExc.create(PyExc.StopIteration, value);
        return new PyException(e);
    }

    /**
     * AttributeError with CPython 3.13's {@code name} and {@code obj} attributes set (they
     * drive the "Did you mean" hint in tracebacks).
     */
    public static PyException attributeError(PyObject obj, PyStr name, String msg) {
        PyBaseException e = PyExc.create(PyExc.AttributeError, msg);
        if (name != null) {
            ExceptionMethods.setAttributeErrorInfo(e, name, obj);
        }
        return new PyException(e);
    }

    /** {@code 'T' object has no attribute 'name'}. */
    public static PyException noAttribute(PyObject obj, PyStr name) {
        return attributeError(obj, name, "'" + obj.type.getTpName() + "' object has no attribute '"
                + name + "'");
    }

    /** The Java exception for an internal error: a bug, not a Python error. */
    public static IllegalStateException internal(String msg) {
        return new IllegalStateException(msg);
    }

    /** How {@link #importModule} imports: set by the interpreter. */
    public static volatile java.util.function.Function<String, PyObject> importer = name -> {
        throw error(PyExc.ImportError, "No module named '" + name + "'");
    };

    /** {@code import name} (absolute), for code that needs a module of Lib, such as copyreg. */
    public static PyObject importModule(String name) {
        return importer.apply(name);
    }

    /** The globals of the running Python frame, or null: set by the interpreter. */
    public static volatile java.util.function.Supplier<PyDict> frameGlobals = () -> null;

    /** The builtins of the running Python frame, or null: set by the interpreter. */
    public static volatile java.util.function.Supplier<PyDict> frameBuiltins = () -> null;

    /**
     * The builtins a new function or exec gets from globals without {@code __builtins__}: the
     * running frame's, else the interpreter's. Compare CPython ceval.c: _PyEval_GetBuiltins.
     */
    public static PyDict currentBuiltins() {
        PyDict b = frameBuiltins.get();
        return b != null ? b : PyFunction.defaultBuiltins;
    }

    /**
     * A built-in by name, such as {@code iter} for the reductions of iterators, from the
     * builtins of the running frame's globals (else the interpreter's); AttributeError when
     * they have none of that name. Compare CPython ceval.c: _PyEval_GetBuiltin.
     */
    public static PyObject builtin(String name) {
        PyStr key = PyStr.intern(name);
        PyObject ns = PyFunction.defaultBuiltins;
        PyDict g = frameGlobals.get();
        PyObject b = g == null ? null : g.getItem(Names.__builtins__);
        if (b instanceof PyModule m) {
            ns = m.dict;
        } else if (b != null) {
            ns = b;
        }
        PyObject f;
        if (ns instanceof PyDict d) {
            f = d.getItem(key);
        } else {
            try {
                f = Abstract.getItem(ns, key);
            } catch (PyException e) {
                if (!e.matches(PyExc.KeyError)) {
                    throw e;
                }
                f = null;
            }
        }
        if (f == null) {
            throw error(PyExc.AttributeError, name);
        }
        return f;
    }
}
