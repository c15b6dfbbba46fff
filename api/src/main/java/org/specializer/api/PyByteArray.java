package org.specializer.api;

import java.util.Arrays;

/**
 * {@code bytearray}: a mutable byte string. Methods in {@code ByteArrayMethods}, the text-like
 * ones shared with bytes in {@code BytesText}.
 *
 * <p>The bytes are {@code storage[start .. start+size)}. As in CPython, {@code storage.length}
 * is the allocation ({@code __alloc__}, one more than the size to leave room for CPython's
 * trailing NUL), grown and shrunk by CPython's rules ({@link #resize}), and deleting from the
 * front only advances {@code start}.
 *
 * <p>It exports its storage through the buffer protocol. While a view is in use
 * ({@link BufferExports}), any change of size raises BufferError and the storage array is
 * never replaced, so views see every in-place write.
 */
public class PyByteArray extends PyObject implements BufferProtocol {
    public static final PyType TYPE = PyType.builtin("bytearray", PyByteArray.class,
            PyType.OBJECT, PyType.BASETYPE | PyType.MATCH_SELF, ByteArrayMethods::define);

    private static final byte[] NO_BYTES = new byte[0];

    byte[] storage = NO_BYTES;
    int start;
    int size;
    private BufferExports exports;

    /** An empty bytearray. */
    public PyByteArray() {
        super(TYPE);
    }

    protected PyByteArray(PyType type) {
        super(type);
    }

    /** A bytearray holding a copy of {@code v[from:to]}, allocated as CPython allocates. */
    public static PyByteArray of(byte[] v, int from, int to) {
        PyByteArray b = new PyByteArray();
        b.setContent(v, from, to);
        return b;
    }

    /** A bytearray holding a copy of {@code v}. */
    public static PyByteArray of(byte[] v) {
        return of(v, 0, v.length);
    }

    /** Replace the content of a new bytearray by a copy of {@code v[from:to]}. */
    final void setContent(byte[] v, int from, int to) {
        int n = to - from;
        storage = n == 0 ? NO_BYTES : Arrays.copyOfRange(v, from, to + 1);
        if (n > 0) {
            storage[n] = 0;
        }
        start = 0;
        size = n;
    }

    /** {@code len(self)}. */
    public int size() {
        return size;
    }

    /** The byte at {@code i} ({@code 0 <= i < size}), unsigned. */
    public int byteAt(int i) {
        return storage[start + i] & 0xff;
    }

    /** {@code self[i] = v} for {@code 0 <= i < size} and {@code 0 <= v < 256}. */
    public void setByte(int i, int v) {
        storage[start + i] = (byte) v;
    }

    /** A copy of the bytes. */
    public byte[] toByteArray() {
        return Arrays.copyOfRange(storage, start, start + size);
    }

    /** The allocation: {@code __alloc__}. */
    public int allocated() {
        return storage.length;
    }

    ByteSpan span() {
        return new ByteSpan(storage, start, size);
    }

    // ------------------------------------------------------------------ resizing

    /**
     * Make the size {@code n}, keeping the first {@code min(n, size)} bytes; new bytes are
     * unspecified. BufferError while a view is in use. Compare CPython bytearrayobject.c:
     * {@code PyByteArray_Resize}.
     */
    public void resize(int n) {
        if (n == size) {
            return;
        }
        checkResizable();
        long alloc = storage.length;
        if ((long) n + start + 1 <= alloc) {
            if (n < alloc / 2) {
                alloc = n + 1L; // major downsize: to the exact size
            } else {
                size = n; // minor downsize or growth within the allocation
                return;
            }
        } else if (n <= alloc * 1.125) {
            alloc = n + (n >> 3) + (n < 9 ? 3 : 6); // moderate upsize, as list_resize
        } else {
            alloc = n + 1L; // major upsize: to the exact size
        }
        if (alloc > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError);
        }
        byte[] s = new byte[(int) alloc];
        System.arraycopy(storage, start, s, 0, Math.min(n, size));
        storage = s;
        start = 0;
        size = n;
    }

    /** BufferError "Existing exports of data: object cannot be re-sized" while exported. */
    final void checkResizable() {
        if (exports != null) {
            exports.checkResize();
        }
    }

    /**
     * Replace {@code self[lo:hi]} by {@code src[from:from+needed]}, growing or shrinking in
     * place. Compare CPython bytearrayobject.c: {@code bytearray_setslice_linear}.
     */
    final void setSliceLinear(int lo, int hi, byte[] src, int from, int needed) {
        int avail = hi - lo;
        int growth = needed - avail;
        if (growth < 0) {
            checkResizable();
            if (lo == 0) {
                // advance the logical start (CPython's ob_start) instead of moving the tail;
                // resize then sees the old size and copies from the new start if it shrinks
                start -= growth;
            } else {
                System.arraycopy(storage, start + hi, storage, start + lo + needed, size - hi);
            }
            resize(size + growth);
        } else if (growth > 0) {
            if ((long) size + growth > Integer.MAX_VALUE - 8) {
                throw Py.error(PyExc.MemoryError);
            }
            int oldSize = size;
            resize(size + growth);
            System.arraycopy(storage, start + hi, storage, start + lo + needed, oldSize - hi);
        }
        if (needed > 0) {
            System.arraycopy(src, from, storage, start + lo, needed);
        }
    }

    // ------------------------------------------------------------------ buffer protocol

    /** Compare CPython bytearrayobject.c: {@code bytearray_getbuffer}. */
    @Override
    public PyBuffer getBuffer(int flags) {
        PyBuffer view = PyBuffer.ofBytes(this, this, storage, start, size, false, flags);
        exports().add(view);
        return view;
    }

    final BufferExports exports() {
        if (exports == null) {
            exports = new BufferExports();
        }
        return exports;
    }

    @Override
    public void releaseBuffer(PyBuffer view) {
        exports.remove(view);
    }

    /** The number of views handed out and not released (some may be garbage already). */
    public int exportCount() {
        return exports == null ? 0 : exports.count();
    }

    static {
        TYPE.withSubclassSlots();  // Derived keeps __slots__ values
    }

    /** An instance of a user subclass of bytearray. */
    public static class Derived extends PyByteArray implements HasSlots {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);
        /** The values of the class's {@code __slots__}, or null. */
        private final PyObject[] slots = HasSlots.allocate(type);

        public Derived(PyType type) {
            super(type);
        }

        @Override
        public PyObject[] slotValues() {
            return slots;
        }

        @Override
        public PyDict getDict() {
            if (dict == null && type.instancesHaveDict()) {
                dict = new PyDict();
            }
            return dict;
        }

        @Override
        public boolean setDict(PyDict d) {
            dict = d;
            return true;
        }
    }
}
