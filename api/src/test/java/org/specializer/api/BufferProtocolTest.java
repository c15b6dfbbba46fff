package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.junit.jupiter.api.Test;

/** The consumer side of the buffer protocol ({@link Buffers}, {@link PyBuffer}) and a module exporter. */
class BufferProtocolTest {

    private static PyBytes bytes(String latin1) {
        return new PyBytes(latin1.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    @Test
    void bytesExportsItsValueReadOnly() {
        PyBytes b = bytes("abc");
        try (PyBuffer v = Buffers.get(b, PyBuffer.SIMPLE)) {
            assertSame(b.value, v.buf);
            assertSame(b, v.obj);
            assertEquals(0, v.offset);
            assertEquals(3, v.len);
            assertTrue(v.readonly);
            assertEquals("B", v.format);
            assertEquals(1, v.ndim);
            assertArrayEquals(new int[] {3}, v.shape);
            assertArrayEquals(new int[] {1}, v.strides);
        }
        raises(PyExc.BufferError, "BufferError: Object is not writable.",
                () -> Buffers.get(b, PyBuffer.WRITABLE));
    }

    @Test
    void bytearrayExportsItsStorageAndCountsTheExport() {
        PyByteArray ba = PyByteArray.of(bytes("xyz").value);
        PyBuffer v = Buffers.get(ba, PyBuffer.CONTIG);
        assertFalse(v.readonly);
        assertEquals(1, ba.exportCount());
        v.buf[v.offset] = 'X';
        assertEquals("bytearray(b'Xyz')", repr(ba));
        raises(PyExc.BufferError, "BufferError: Existing exports of data: object cannot be "
                + "re-sized", () -> call(ba, "append", i(1)));
        v.release();
        v.release(); // idempotent
        assertTrue(v.isReleased());
        assertEquals(0, ba.exportCount());
        call(ba, "append", i(33));
        assertEquals("bytearray(b'Xyz!')", repr(ba));
    }

    @Test
    void aStridedMemoryviewRefusesSimpleRequestsButCopiesInEveryOrder() {
        PyMemoryView m = PyMemoryView.fromObject(bytes("abcdef"));
        PyObject grid = Abstract.callMethod(m, PyStr.intern("cast"), s("B"), Py3.tuple(2, 3));
        PyObject everyOther = Abstract.getItem(m, Py3.slice(null, null, 2L));
        raises(PyExc.BufferError, "BufferError: memoryview: underlying buffer is not "
                + "C-contiguous", () -> Buffers.get(everyOther, PyBuffer.SIMPLE));
        try (PyBuffer v = Buffers.get(everyOther, PyBuffer.FULL_RO)) {
            assertArrayEquals(new int[] {2}, v.strides);
            assertFalse(v.isContiguous('A'));
            assertEquals("ace", new String(v.toByteArray(),
                    java.nio.charset.StandardCharsets.ISO_8859_1));
        }
        try (PyBuffer v = Buffers.get(grid, PyBuffer.FULL_RO)) {
            assertEquals(2, v.ndim);
            assertEquals(4, v.itemOffset(1, 1));
            assertEquals("abcdef", new String(v.toByteArray('C'),
                    java.nio.charset.StandardCharsets.ISO_8859_1));
            assertEquals("adbecf", new String(v.toByteArray('F'),
                    java.nio.charset.StandardCharsets.ISO_8859_1));
        }
        raises(PyExc.BufferError, "BufferError: memoryview: underlying buffer is not writable",
                () -> Buffers.get(m, PyBuffer.WRITABLE));
        assertArrayEquals(bytes("ace").value, Buffers.toBytes(everyOther));
    }

    @Test
    void byteBufferViewsForJavaLibraries() {
        PyByteArray ba = PyByteArray.of(new byte[] {1, 0, 0, 0, 2, 0, 0, 0});
        try (PyBuffer v = Buffers.get(ba, PyBuffer.WRITABLE)) {
            ByteBuffer bb = v.asByteBuffer().order(ByteOrder.LITTLE_ENDIAN);
            assertEquals(8, bb.remaining());
            assertEquals(2, bb.getInt(4));
            bb.putInt(0, 7);
        }
        assertEquals(7, ba.byteAt(0));
        try (PyBuffer v = Buffers.get(bytes("ro"), PyBuffer.SIMPLE)) {
            assertTrue(v.asByteBuffer().isReadOnly());
        }
    }

    @Test
    void nonBuffersAreTypeErrors() {
        assertFalse(Buffers.check(s("text")));
        assertTrue(Buffers.check(bytes("")));
        assertNull(Buffers.getOrNull(i(1), PyBuffer.SIMPLE));
        assertNull(Buffers.toBytesOrNull(s("x")));
        raises(PyExc.TypeError, "TypeError: a bytes-like object is required, not 'str'",
                () -> Buffers.get(s("x"), PyBuffer.SIMPLE));
        raises(PyExc.TypeError, "TypeError: a bytes-like object is required, not 'list'",
                () -> Buffers.toBytes(Py3.list(1)));
    }

    /**
     * A module type that exports 32-bit ints (format "i"), as array.array will: implementing
     * {@link BufferProtocol} makes it bytes-like everywhere.
     */
    static final class IntArray extends PyObject implements BufferProtocol {
        static final PyType TYPE = PyType.builtin("intarray", IntArray.class, PyType.OBJECT, 0,
                null);
        final byte[] data;
        final BufferExports exports = new BufferExports();

        IntArray(int... values) {
            super(TYPE);
            data = new byte[4 * values.length];
            ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN).asIntBuffer().put(values);
        }

        @Override
        public PyBuffer getBuffer(int flags) {
            PyBuffer v = new PyBuffer(this, this, data, 0, false, 4, "i",
                    new int[] {data.length / 4}, new int[] {4});
            exports.add(v);
            return v;
        }

        @Override
        public void releaseBuffer(PyBuffer view) {
            exports.remove(view);
        }
    }

    @Test
    void aModuleExporterIsBytesLikeEverywhere() {
        IntArray a = new IntArray(1, -2, 0x41424344);
        PyMemoryView m = PyMemoryView.fromObject(a);
        assertEquals("[1, -2, 1094861636]", repr(call(m, "tolist")));
        assertEquals("'i'", repr(Abstract.getAttr(m, "format")));
        assertSame(a, call(m, "__getattribute__", s("obj")));
        assertEquals(1, a.exports.count());
        assertEquals(Py.True, Abstract.richCompare(m, a, Abstract.EQ));
        Abstract.setItem(m, i(1), i(5));
        assertEquals(5, a.data[4]);
        m.release();
        assertEquals(0, a.exports.count());
        assertEquals("b'DCBA'", repr(Abstract.getItem(Abstract.call(PyBytes.TYPE, a),
                Py3.slice(8L, null, null))));
        assertEquals("2", repr(call(bytes("xx\u0005\u0000\u0000\u0000"), "find",
                new IntArray(5))));
        assertEquals("b'\\x07\\x00\\x00\\x00-z'", repr(call(bytes("-"), "join",
                Py3.listOf(new IntArray(7), bytes("z")))));
        assertEquals(0, a.exports.count());
    }
}
