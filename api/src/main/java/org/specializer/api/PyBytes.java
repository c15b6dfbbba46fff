package org.specializer.api;

/**
 * {@code bytes}: an immutable byte string. Methods in {@code BytesMethods}, the text-like ones
 * (shared with bytearray) in {@code BytesText}.
 *
 * <p>{@link #value} is never modified after construction; code that builds one hands its
 * array over. It exports {@link #value} read-only through the buffer protocol.
 */
public class PyBytes extends PyObject implements BufferProtocol {
    public static final PyType TYPE = PyType.builtin("bytes", PyBytes.class, PyType.OBJECT,
            PyType.BASETYPE | PyType.MATCH_SELF, BytesMethods::define);

    /** The empty bytes, shared. */
    public static final PyBytes EMPTY = new PyBytes(new byte[0]);

    public final byte[] value;
    private long hash;  // 0 = not computed yet

    /** Takes ownership of {@code value}. */
    public PyBytes(byte[] value) {
        super(TYPE);
        this.value = value;
    }

    protected PyBytes(PyType type, byte[] value) {
        super(type);
        this.value = value;
    }

    /** A bytes object for {@code value} (taken over), the shared empty one when empty. */
    public static PyBytes of(byte[] value) {
        return value.length == 0 ? EMPTY : new PyBytes(value);
    }

    /** The bytes as a Java string of chars 0-255 (one char per byte). */
    public String latin1() {
        return new String(value, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** Python's {@code hash(self)}: equal to the hash of the str with the same Latin-1 text. */
    public long pyHash() {
        long h = hash;
        if (h == 0) {
            h = Hashing.hashBytes(value, 0, value.length);
            hash = h;
        }
        return h;
    }

    /** A read-only view of {@link #value}. Compare CPython bytesobject.c: {@code bytes_buffer_getbuffer}. */
    @Override
    public PyBuffer getBuffer(int flags) {
        return PyBuffer.ofBytes(this, this, value, 0, value.length, true, flags);
    }

    /** An instance of a user subclass of bytes. */
    public static class Derived extends PyBytes {
        private PyDict dict;
        /** The finalization trigger of an instance of a class with {@code __del__}, or null. */
        private final Object finalizer = Finalization.triggerIfDel(this);

        public Derived(PyType type, byte[] value) {
            super(type, value);
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
