package org.specializer.natives.posix;

import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyObject;

/**
 * Bytes-like arguments of the native modules, in one place: what {@code write} reads from
 * ({@link #bytes}) and what {@code readinto} writes to ({@link Writable}). bytes is the one
 * bytes-like type for now; bytearray and memoryview come with the buffer protocol.
 */
public final class BytesLike {
    private BytesLike() {}

    /** The bytes of a bytes-like argument (not to be modified). */
    public static byte[] bytes(PyObject o) {
        if (o instanceof PyBytes b) {
            return b.value;
        }
        throw Py.typeError("a bytes-like object is required, not '" + o.type.getName() + "'");
    }

    /** Is {@code o} bytes-like? */
    public static boolean check(PyObject o) {
        return o instanceof PyBytes;
    }

    /** A writable view of a read-write bytes-like object; release it when done. */
    public interface Writable {
        /** The object viewed. */
        PyObject object();

        int length();

        /** Copy {@code n} bytes of {@code src[off:]} to position {@code pos} of the view. */
        void put(int pos, byte[] src, int off, int n);

        /** A copy of the first {@code n} bytes. */
        byte[] copyPrefix(int n);

        void release();
    }

    /**
     * A writable view of {@code o}; TypeError "{@code fname}() argument must be read-write
     * bytes-like object, not T" when it is not one.
     */
    public static Writable writable(PyObject o, String fname) {
        throw Py.typeError(fname + "() argument must be read-write bytes-like object, not "
                + o.type.getName());
    }

    /** A new {@code bytearray} of {@code n} zero bytes, viewed writable. */
    public static Writable newByteArray(int n) {
        throw Py.notImplementedError("bytearray is not supported yet");
    }
}
