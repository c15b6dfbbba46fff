package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import org.junit.jupiter.api.function.Executable;

/** Helpers shared by the number tests. */
final class NumTesting {
    private NumTesting() {}

    static PyObject i(long v) {
        return PyInt.of(v);
    }

    static PyObject big(BigInteger v) {
        return PyBigInt.normalize(v);
    }

    static PyObject big(String v) {
        return PyBigInt.normalize(new BigInteger(v));
    }

    static PyFloat f(double v) {
        return new PyFloat(v);
    }

    static PyStr s(String v) {
        return PyStr.of(v);
    }

    /** {@code obj.name(*args)}. */
    static PyObject call(PyObject obj, String name, PyObject... args) {
        return Abstract.callMethod(obj, PyStr.intern(name), args);
    }

    /** {@code type(*args)}. */
    static PyObject construct(PyType t, PyObject... args) {
        return t.call(args, Py.NO_KWNAMES);
    }

    /** Assert the value is the exact int {@code expected}, normalized. */
    static void assertInt(BigInteger expected, PyObject actual) {
        if (expected.bitLength() < 64) {
            assertSame(PyInt.class, actual.getClass(), "not normalized: " + actual);
            assertEquals(expected.longValue(), ((PyInt) actual).value);
        } else {
            assertSame(PyBigInt.class, actual.getClass(), "not normalized: " + actual);
            assertEquals(expected, ((PyBigInt) actual).value);
        }
    }

    static void assertInt(long expected, PyObject actual) {
        assertInt(BigInteger.valueOf(expected), actual);
    }

    static void assertFloat(double expected, PyObject actual) {
        assertSame(PyFloat.class, actual.getClass());
        assertEquals(Double.doubleToRawLongBits(expected),
                Double.doubleToRawLongBits(((PyFloat) actual).value),
                () -> "expected " + expected + ", got " + ((PyFloat) actual).value);
    }

    /** Assert Python raises {@code "Type: message"} (CPython's last traceback line). */
    static void assertRaises(String lastLine, Executable e) {
        PyException ex = assertThrows(PyException.class, e);
        assertEquals(lastLine, ex.getMessage());
    }

    static String repr(PyObject o) {
        return Abstract.repr(o).value;
    }

    static void assertRepr(String expected, PyObject o) {
        assertEquals(expected, repr(o));
    }

    static void assertTrueObj(PyObject o) {
        assertTrue(o == Py.True, () -> "expected True, got " + repr(o));
    }
}
