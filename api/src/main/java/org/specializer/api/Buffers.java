package org.specializer.api;

/**
 * The consumer side of the buffer protocol: CPython's {@code PyObject_GetBuffer} and friends.
 * See {@link PyBuffer} for the view, {@link BufferProtocol} for exporters.
 *
 * <p>An object is bytes-like when it implements {@link BufferProtocol} (bytes, bytearray,
 * memoryview, and module types that hold bytes), or when its class defines {@code __buffer__}
 * (PEP 688), which then must return a memoryview; a class that also defines
 * {@code __release_buffer__} has it called with that memoryview when the view is released.
 */
public final class Buffers {
    private Buffers() {}

    private static final PyStr BUFFER = PyStr.intern("__buffer__");
    private static final PyStr RELEASE_BUFFER = PyStr.intern("__release_buffer__");

    /** Whether {@code obj} can export a buffer. CPython's {@code PyObject_CheckBuffer}. */
    public static boolean check(PyObject obj) {
        return obj instanceof BufferProtocol || pythonBuffer(obj) != null;
    }

    /**
     * A view of {@code obj} (release it when done), or TypeError "a bytes-like object is
     * required, not 'T'". BufferError when the object cannot meet {@code flags}.
     */
    public static PyBuffer get(PyObject obj, int flags) {
        PyBuffer b = getOrNull(obj, flags);
        if (b == null) {
            throw notBytesLike(obj);
        }
        return b;
    }

    /** A view of {@code obj}, or null when it exports none. BufferError as {@link #get}. */
    public static PyBuffer getOrNull(PyObject obj, int flags) {
        PyObject m = pythonBuffer(obj);
        if (m != null) {
            return fromPython(obj, m, flags);
        }
        if (obj instanceof BufferProtocol bp) {
            return bp.getBuffer(flags);
        }
        return null;
    }

    /** The bytes of {@code obj} in C order, a new array; TypeError when not bytes-like. */
    public static byte[] toBytes(PyObject obj) {
        byte[] b = toBytesOrNull(obj);
        if (b == null) {
            throw notBytesLike(obj);
        }
        return b;
    }

    /** The bytes of {@code obj} in C order, a new array, or null when not bytes-like. */
    public static byte[] toBytesOrNull(PyObject obj) {
        if (obj.getClass() == PyBytes.class) {
            return ((PyBytes) obj).value.clone();
        }
        PyBuffer b = getOrNull(obj, PyBuffer.FULL_RO);
        if (b == null) {
            return null;
        }
        try {
            return b.toByteArray();
        } finally {
            b.release();
        }
    }

    /** TypeError "a bytes-like object is required, not 'T'". */
    public static PyException notBytesLike(PyObject obj) {
        return Py.typeError("a bytes-like object is required, not '" + obj.type.getName() + "'");
    }

    // ------------------------------------------------------------------ in the api package

    /**
     * The C-contiguous bytes of {@code obj} without an export, for an operation that runs no
     * Python code while it reads them (the bytes and bytearray methods): bytes, bytearray and
     * memoryview lend their memory; other exporters are copied. Null when not bytes-like;
     * BufferError when not contiguous, as CPython's {@code PyBUF_SIMPLE} requests.
     */
    static ByteSpan spanOrNull(PyObject obj) {
        if (obj instanceof PyBytes b && !overridesBuffer(obj)) {
            return new ByteSpan(b.value, 0, b.value.length);
        }
        if (obj instanceof PyByteArray ba && !overridesBuffer(obj)) {
            return ba.span();
        }
        if (obj instanceof PyMemoryView mv) {
            return mv.span();
        }
        PyBuffer b = getOrNull(obj, PyBuffer.SIMPLE);
        if (b == null) {
            return null;
        }
        try {
            byte[] copy = b.toByteArray();
            return new ByteSpan(copy, 0, copy.length);
        } finally {
            b.release();
        }
    }

    /** {@link #spanOrNull}, or TypeError "a bytes-like object is required, not 'T'". */
    static ByteSpan span(PyObject obj) {
        ByteSpan s = spanOrNull(obj);
        if (s == null) {
            throw notBytesLike(obj);
        }
        return s;
    }

    // ------------------------------------------------------------------ __buffer__ (PEP 688)

    /** The {@code __buffer__} a Python class defines for {@code obj}, or null. */
    private static PyObject pythonBuffer(PyObject obj) {
        if (!obj.type.isHeapType()) {
            return null;
        }
        PyObject m = obj.type.lookup(BUFFER);
        return m == null || isBuiltin(m) ? null : m;
    }

    private static boolean overridesBuffer(PyObject obj) {
        return obj.type.isHeapType() && pythonBuffer(obj) != null;
    }

    private static boolean isBuiltin(PyObject descr) {
        return descr instanceof PyMethodDescr;
    }

    /** Compare CPython typeobject.c: {@code slot_bf_getbuffer}. */
    private static PyBuffer fromPython(PyObject obj, PyObject method, int flags) {
        PyObject r = Abstract.callMethodDescriptor(method, obj, new PyObject[] {PyInt.of(flags)},
                Py.NO_KWNAMES);
        if (!(r instanceof PyMemoryView mv)) {
            throw Py.typeError("__buffer__ returned non-memoryview object");
        }
        PyBuffer inner = mv.getBuffer(flags);
        BufferProtocol onRelease = new BufferProtocol() {
            @Override
            public PyBuffer getBuffer(int f) {
                return get(obj, f);
            }

            @Override
            public void releaseBuffer(PyBuffer view) {
                inner.release();
                PyObject rel = obj.type.lookup(RELEASE_BUFFER);
                if (rel != null && !isBuiltin(rel)) {
                    Abstract.callMethodDescriptor(rel, obj, new PyObject[] {mv}, Py.NO_KWNAMES);
                }
            }
        };
        return new PyBuffer(obj, onRelease, inner.buf, inner.offset, inner.readonly,
                inner.itemsize, inner.format, inner.shape, inner.strides);
    }
}
