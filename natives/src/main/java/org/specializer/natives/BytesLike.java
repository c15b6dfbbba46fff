package org.specializer.natives;

import java.util.Arrays;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;

/**
 * Bytes-like arguments of the native modules: the one place that knows which objects export
 * their memory. A {@link Span} is the content {@code buf[off .. off+len)} of such an object, read
 * while no Python code runs (an exporter that can change, such as a bytearray, may reallocate
 * afterwards).
 */
public final class BytesLike {
    private BytesLike() {}

    /** The bytes {@code buf[off .. off+len)} of a bytes-like object. */
    public static final class Span {
        public final byte[] buf;
        public final int off;
        public final int len;

        public Span(byte[] buf, int off, int len) {
            this.buf = buf;
            this.off = off;
            this.len = len;
        }

        /** The byte at {@code i} (from the start of the span), unsigned. */
        public int at(int i) {
            return buf[off + i] & 0xff;
        }

        /** The bytes as a new array. */
        public byte[] toArray() {
            return Arrays.copyOfRange(buf, off, off + len);
        }
    }

    /** The content of {@code o}, or null when it is not bytes-like. */
    public static Span spanOrNull(PyObject o) {
        if (o instanceof PyBytes b) {
            return new Span(b.value, 0, b.value.length);
        }
        return null;
    }

    /** The content of {@code o}; TypeError "a bytes-like object is required, not 'T'". */
    public static Span span(PyObject o) {
        Span s = spanOrNull(o);
        if (s == null) {
            throw notBytesLike(o);
        }
        return s;
    }

    /** Whether {@code o} is bytes-like. CPython's {@code PyObject_CheckBuffer}. */
    public static boolean check(PyObject o) {
        return o instanceof PyBytes;
    }

    /**
     * The writable memory of {@code o}, for a "w*" argument: TypeError "argument must be
     * read-write bytes-like object, not T" when it is read-only or not bytes-like.
     */
    public static Span writable(PyObject o) {
        throw Py.typeError("argument must be read-write bytes-like object, not "
                + o.type.getName());
    }

    /** TypeError "a bytes-like object is required, not 'T'". */
    public static PyException notBytesLike(PyObject o) {
        return Py.typeError("a bytes-like object is required, not '" + o.type.getName() + "'");
    }
}
