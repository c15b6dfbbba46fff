package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.callKw;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import org.junit.jupiter.api.Test;

/** memoryview: the managed buffer shared by derived views, exports, casts and layouts. */
class MemoryViewTest {

    private static PyObject attr(PyObject o, String name) {
        return Abstract.getAttr(o, name);
    }

    @Test
    void derivedViewsShareOneExportReleasedWithTheLast() {
        PyByteArray ba = PyByteArray.of(new byte[] {1, 2, 3, 4});
        PyMemoryView m = PyMemoryView.fromObject(ba);
        PyObject slice = Abstract.getItem(m, Py3.slice(1L, null, null));
        PyObject cast = call(m, "cast", s("h"));
        PyObject again = PyMemoryView.fromObject(m);
        PyObject ro = call(m, "toreadonly");
        assertEquals(1, ba.exportCount());
        for (PyObject v : new PyObject[] {m, slice, cast, again}) {
            assertSame(ba, attr(v, "obj"));
            ((PyMemoryView) v).release();
        }
        assertEquals(1, ba.exportCount());
        assertTrue(repr(m).startsWith("<released memory at 0x"));
        ((PyMemoryView) ro).release();
        assertEquals(0, ba.exportCount());
        raises(PyExc.ValueError, "ValueError: operation forbidden on released memoryview object",
                () -> Abstract.len(m));
    }

    @Test
    void aMemoryviewWithExportsOfItsOwnRefusesRelease() {
        PyMemoryView m = PyMemoryView.fromObject(new PyBytes(new byte[] {7}));
        PyBuffer v = Buffers.get(m, PyBuffer.SIMPLE);
        assertSame(m, v.obj);
        raises(PyExc.BufferError, "BufferError: memoryview has 1 exported buffer",
                () -> call(m, "release"));
        PyBuffer w = Buffers.get(m, PyBuffer.FULL_RO);
        raises(PyExc.BufferError, "BufferError: memoryview has 2 exported buffers", m::release);
        v.release();
        w.release();
        m.release();
        assertTrue(m.isReleased());
    }

    @Test
    void castsAndLayouts() {
        PyByteArray ba = PyByteArray.of(new byte[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11});
        PyMemoryView m = PyMemoryView.fromObject(ba);
        PyObject grid = callKw(m, "cast", new PyObject[] {s("H"), Py3.listOf(i(2), i(3))},
                "shape");
        assertEquals("(2, 3)", repr(attr(grid, "shape")));
        assertEquals("(6, 2)", repr(attr(grid, "strides")));
        assertEquals("[[256, 770, 1284], [1798, 2312, 2826]]", repr(call(grid, "tolist")));
        assertEquals("2826", repr(Abstract.getItem(grid, Py3.tuple(-1, -1))));
        PyObject cols = Abstract.getItem(call(m, "cast", s("H")), Py3.slice(null, null, -2L));
        assertEquals("(-4,)", repr(attr(cols, "strides")));
        assertEquals("[2826, 1798, 770]", repr(call(cols, "tolist")));
        assertEquals(Py.False, attr(cols, "c_contiguous"));
        raises(PyExc.TypeError, "TypeError: memoryview: casts are restricted to C-contiguous "
                + "views", () -> call(cols, "cast", s("B")));
        Abstract.setItem(cols, i(0), i(0xffff));
        assertEquals(255, ba.byteAt(10));
        PyObject scalar = call(Abstract.getItem(m, Py3.slice(null, 4L, null)), "cast", s("i"),
                Py3.tuple());
        assertEquals("0", repr(attr(scalar, "ndim")));
        assertEquals(repr(call(scalar, "tolist")), repr(Abstract.getItem(scalar, Py3.tuple())));
        assertSame(scalar, Abstract.getItem(scalar, Py.Ellipsis));
        raises(PyExc.TypeError, "TypeError: memoryview: cannot cast between two non-byte "
                + "formats", () -> call(grid, "cast", s("i")));
    }

    @Test
    void comparisonUnpacksItemsAcrossFormats() {
        PyMemoryView a = PyMemoryView.fromObject(new PyBytes(new byte[] {1, 0, 2, 0}));
        PyObject h = call(a, "cast", s("h"));
        PyMemoryView bytes12 = PyMemoryView.fromObject(new PyBytes(new byte[] {1, 2}));
        assertEquals(Py.True, Abstract.richCompare(h, bytes12, Abstract.EQ));
        assertEquals(Py.False, Abstract.richCompare(h, a, Abstract.EQ));
        assertEquals(Py.NotImplemented, call(a, "__eq__", s("x")));
        assertEquals(Py.NotImplemented, call(a, "__lt__", a));
        assertEquals(Abstract.hash(new PyBytes(new byte[] {1, 0, 2, 0})), Abstract.hash(a));
        raises(PyExc.ValueError, "ValueError: memoryview: hashing is restricted to formats "
                + "'B', 'b' or 'c'", () -> Abstract.hash(h));
    }

    @Test
    void bufferDunderMethodsHandOutAndTakeBackExports() {
        PyByteArray ba = PyByteArray.of(new byte[] {1});
        PyObject view = call(ba, "__buffer__", i(PyBuffer.WRITABLE));
        assertEquals(1, ba.exportCount());
        PyByteArray other = PyByteArray.of(new byte[] {1});
        raises(PyExc.ValueError, "ValueError: memoryview's buffer is not this object",
                () -> call(other, "__release_buffer__", view));
        call(ba, "__release_buffer__", view);
        assertEquals(0, ba.exportCount());
        assertTrue(((PyMemoryView) view).isReleased());
        PyObject fromBytes = call(new PyBytes(new byte[] {5}), "__buffer__", i(0));
        assertNotSame(Py.None, fromBytes);
        assertEquals(Py.True, attr(fromBytes, "readonly"));
        raises(PyExc.TypeError, "TypeError: expected a memoryview object",
                () -> call(ba, "__release_buffer__", i(1)));
    }
}
