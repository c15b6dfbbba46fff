package org.specializer.natives;

import java.util.Arrays;

import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;

/**
 * Bytes-like arguments of the native modules, through the buffer protocol ({@link Buffers}). A
 * {@link Span} is the content {@code buf[off .. off+len)} of such an object: the export is
 * released at once, so a span is for use while no Python code runs (an exporter that can
 * change, such as a bytearray, may reallocate afterwards). Callers that keep data across calls
 * copy it.
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
        if (o.getClass() == PyBytes.class) {
            PyBytes b = (PyBytes) o;
            return new Span(b.value, 0, b.value.length);
        }
        PyBuffer view = Buffers.getOrNull(o, PyBuffer.SIMPLE);
        if (view == null) {
            return null;
        }
        try {
            return new Span(view.buf, view.offset, view.len);
        } finally {
            view.release();
        }
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
        return Buffers.check(o);
    }

    /**
     * The writable memory of {@code o}, for a "w*" argument: TypeError "argument must be
     * read-write bytes-like object, not T" when it is read-only or not bytes-like.
     */
    public static Span writable(PyObject o) {
        PyBuffer view = null;
        try {
            view = Buffers.getOrNull(o, PyBuffer.WRITABLE);
        } catch (PyException e) {
            // CPython's "w*" converter reports any failure as this TypeError
            view = null;
        }
        if (view == null) {
            throw Py.typeError("argument must be read-write bytes-like object, not "
                    + o.type.getTpName());
        }
        try {
            return new Span(view.buf, view.offset, view.len);
        } finally {
            view.release();
        }
    }

    /** TypeError "a bytes-like object is required, not 'T'". */
    public static PyException notBytesLike(PyObject o) {
        return Py.typeError("a bytes-like object is required, not '" + o.type.getTpName() + "'");
    }
}
