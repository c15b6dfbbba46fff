package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.function.Executable;

/** Shorthand for tests of the collection types: building values, calling methods, errors. */
final class Py3 {
    private Py3() {}

    static PyInt i(long v) {
        return PyInt.of(v);
    }

    static PyStr s(String v) {
        return PyStr.of(v);
    }

    static PyList list(long... vs) {
        PyObject[] items = new PyObject[vs.length];
        for (int k = 0; k < vs.length; k++) {
            items[k] = PyInt.of(vs[k]);
        }
        return new PyList(items);
    }

    static PyList listOf(PyObject... items) {
        return new PyList(items.clone());
    }

    static PyTuple tuple(long... vs) {
        PyObject[] items = new PyObject[vs.length];
        for (int k = 0; k < vs.length; k++) {
            items[k] = PyInt.of(vs[k]);
        }
        return PyTuple.of(items);
    }

    /** {@code obj.name(*args)}. */
    static PyObject call(PyObject obj, String name, PyObject... args) {
        return Abstract.callMethod(obj, PyStr.intern(name), args);
    }

    /** {@code obj.name(*args, **kw)}: the last {@code kwnames.length} args are keywords. */
    static PyObject callKw(PyObject obj, String name, PyObject[] args, String... kwnames) {
        PyStr[] kw = new PyStr[kwnames.length];
        for (int k = 0; k < kw.length; k++) {
            kw[k] = PyStr.intern(kwnames[k]);
        }
        return obj.getAttr(PyStr.intern(name)).call(args, kw);
    }

    static String repr(PyObject o) {
        return Abstract.repr(o).value;
    }

    static PyObject slice(Long start, Long stop, Long step) {
        return new PySlice(start == null ? Py.None : PyInt.of(start),
                stop == null ? Py.None : PyInt.of(stop), step == null ? Py.None : PyInt.of(step));
    }

    /** Asserts that {@code body} raises {@code type} with the traceback line {@code line}. */
    static void raises(PyType type, String line, Executable body) {
        PyException e = assertThrows(PyException.class, body);
        assertTrue(e.matches(type), () -> "expected " + type.getName() + ", got " + e.getMessage());
        assertEquals(line, e.getMessage());
    }

    /** A Python callable made from a Java function of one argument. */
    static PyObject fn(java.util.function.UnaryOperator<PyObject> f) {
        return new PyBuiltinFunction(Builtin.Impl.ofK("f", "f", (self, args, kw) -> f.apply(args[0])),
                null);
    }
}
