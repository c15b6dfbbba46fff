package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** bytearray's mutators, its allocation as CPython grows it, and what the fixtures miss. */
class ByteArrayMethodsTest {

    private static PyByteArray ba(String latin1) {
        return PyByteArray.of(latin1.getBytes(StandardCharsets.ISO_8859_1));
    }

    private static long alloc(PyByteArray b) {
        return ((PyInt) call(b, "__alloc__")).value;
    }

    @Test
    void allocationFollowsCPython() {
        // the figures CPython 3.13 gives for the same steps
        PyByteArray b = ba("abcdef");
        assertEquals(7, alloc(b));
        call(b, "append", i(1));
        assertEquals(10, alloc(b));
        for (int k = 0; k < 19; k++) {
            call(b, "append", i(k));
        }
        assertEquals(34, alloc(b));
        PyByteArray c = ba("abcdef");
        Abstract.delItem(c, Py3.slice(null, 2L, null)); // advances the start
        assertEquals(7, alloc(c));
        Abstract.delItem(c, Py3.slice(null, 2L, null)); // now below half: shrinks
        assertEquals(3, alloc(c));
        assertEquals("bytearray(b'ef')", repr(c));
        assertEquals(19, alloc((PyByteArray) Abstract.binaryOp(ba("abcdef"), i(3),
                Abstract.NB_MULTIPLY)));
        assertEquals(5, alloc((PyByteArray) PyByteArray.TYPE.call(new PyObject[] {
            Abstract.iter(Py3.list(1, 2, 3))}, Py.NO_KWNAMES)));
        assertEquals(4, alloc((PyByteArray) PyByteArray.TYPE.call(new PyObject[] {
            Py3.list(1, 2, 3)}, Py.NO_KWNAMES)));
    }

    @Test
    void mutators() {
        PyByteArray b = ba("hello");
        call(b, "extend", b);
        call(b, "insert", i(-1), i('_'));
        assertEquals("bytearray(b'hellohell_o')", repr(b));
        assertEquals("111", repr(call(b, "pop", i(-1))));
        call(b, "remove", i('l'));
        call(b, "reverse");
        assertEquals("bytearray(b'_lleholeh')", repr(b));
        Abstract.setItem(b, Py3.slice(null, null, 3L), new PyBytes(new byte[0]));
        assertEquals("bytearray(b'llhoeh')", repr(b)); // an empty value deletes an extended slice
        raises(PyExc.TypeError, "TypeError: expected iterable of integers; got: 'str'",
                () -> call(b, "extend", s("ab")));
        raises(PyExc.TypeError, "TypeError: can't extend bytearray with int",
                () -> call(b, "extend", i(5)));
        raises(PyExc.ValueError, "ValueError: value not found in bytearray",
                () -> call(b, "remove", i(0)));
        raises(PyExc.IndexError, "IndexError: pop from empty bytearray",
                () -> call(new PyByteArray(), "pop"));
        raises(PyExc.TypeError, "TypeError: can't concat str to bytearray",
                () -> Abstract.inplaceOp(b, s("x"), Abstract.NB_ADD));
    }

    @Test
    void iteratorSeesChangesAndInitClearsFirst() {
        PyByteArray b = ba("ab");
        PyObject it = Abstract.iter(b);
        Abstract.next(it);
        call(b, "append", i('c'));
        assertEquals("[98, 99]", repr(new PyList(Abstract.toArray(it))));
        PyMemoryView m = PyMemoryView.fromObject(b);
        raises(PyExc.BufferError, "BufferError: Existing exports of data: object cannot be "
                + "re-sized", () -> call(b, "__init__", s("x")));
        m.release();
        call(b, "__init__", s("\u00e9"), s("utf-8"));
        assertEquals("bytearray(b'\\xc3\\xa9')", repr(b));
        assertEquals("(<class 'bytearray'>, ('Ã©', 'latin-1'), None)", repr(call(b,
                "__reduce__")));
    }

    @Test
    void hashingIsRefused() {
        raises(PyExc.TypeError, "TypeError: unhashable type: 'bytearray'",
                () -> Abstract.hash(ba("x")));
    }
}
