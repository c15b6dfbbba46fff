package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;

import org.junit.jupiter.api.Test;

/**
 * Resizing an exporter with views out ({@link BufferExports}): views released, views dropped
 * without release (garbage), views still in use, and the back-off that keeps a loop over
 * temporaries from collecting at every step.
 */
class BufferExportsTest {

    private static final String RESIZE = "BufferError: Existing exports of data: object cannot "
            + "be re-sized";

    /** A memoryview of {@code b} that nothing refers to once this method returns. */
    private static int dropView(PyObject b) {
        PyMemoryView m = PyMemoryView.fromObject(b);
        PyObject slice = Abstract.getItem(m, Py3.slice(1L, null, null));
        return Abstract.len(slice);
    }

    @Test
    void aReleasedViewDoesNotBlock() {
        PyByteArray b = PyByteArray.of(new byte[] {1, 2});
        PyMemoryView m = PyMemoryView.fromObject(b);
        PyObject tail = Abstract.getItem(m, Py3.slice(1L, null, null));
        m.release();
        raises(PyExc.BufferError, RESIZE, () -> call(b, "append", i(3)));
        ((PyMemoryView) tail).release();
        call(b, "append", i(3));
        assertEquals(3, b.size());
    }

    @Test
    void aDroppedViewDoesNotBlock() {
        PyByteArray b = PyByteArray.of(new byte[] {1, 2, 3});
        assertEquals(2, dropView(b));
        call(b, "append", i(4));
        Abstract.delItem(b, Py3.slice(null, 2L, null));
        assertEquals(2, b.size());
    }

    @Test
    void aViewInUseBlocksEvenAfterGarbageOnes() {
        PyByteArray b = PyByteArray.of(new byte[] {1});
        for (int k = 0; k < 3; k++) {
            dropView(b);
            call(b, "append", i(k));
        }
        PyMemoryView live = PyMemoryView.fromObject(b);
        raises(PyExc.BufferError, RESIZE, () -> call(b, "clear"));
        assertEquals(4, Abstract.len(live));
        live.release();
        call(b, "clear");
    }

    @Test
    void aViewHeldByJavaCodeBlocksWithoutACollection() {
        PyByteArray b = PyByteArray.of(new byte[] {1});
        PyBuffer held = Buffers.get(b, PyBuffer.SIMPLE);
        raises(PyExc.BufferError, RESIZE, () -> call(b, "pop"));
        assertEquals(0, b.exports().collections());
        held.release();
        assertEquals(1, ((PyInt) call(b, "pop")).value);
    }

    @Test
    void garbageOverAndOverBacksOff() {
        PyByteArray b = PyByteArray.of(new byte[] {1});
        BufferExports e = b.exports();
        for (int k = 0; k < 200; k++) {
            dropView(b);
            call(b, "append", i(k & 0x7f));
        }
        assertEquals(201, b.size());
        // four collections before trusting the pattern, then at steps 1, 2, 4, ... apart
        assertTrue(e.collections() >= 4 && e.collections() <= 12, () -> "collections: "
                + e.collections());
    }
}
