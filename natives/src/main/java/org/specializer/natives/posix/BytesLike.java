package org.specializer.natives.posix;

import java.util.Arrays;
import org.specializer.api.BufferProtocol;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyMemoryView;
import org.specializer.api.PyObject;

/**
 * Bytes-like arguments of the native modules, on the buffer protocol: what {@code write}
 * reads from ({@link #bytes}, CPython's {@code y*}) and what {@code readinto} writes to
 * ({@link #writable}, CPython's {@code w*}), with CPython's messages.
 */
public final class BytesLike {
    private BytesLike() {}

    /** The bytes of a bytes-like argument (not to be modified: bytes hands its own array). */
    public static byte[] bytes(PyObject o) {
        if (o.getClass() == PyBytes.class) {
            return ((PyBytes) o).value;
        }
        return Buffers.toBytes(o);
    }

    /** Is {@code o} bytes-like? */
    public static boolean check(PyObject o) {
        return o instanceof PyBytes || Buffers.check(o);
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

    /** A view of a contiguous writable export. */
    private record View(PyObject object, PyBuffer view) implements Writable {
        @Override
        public int length() {
            return view.len;
        }

        @Override
        public void put(int pos, byte[] src, int off, int n) {
            System.arraycopy(src, off, view.buf, view.offset + pos, n);
        }

        @Override
        public byte[] copyPrefix(int n) {
            return Arrays.copyOfRange(view.buf, view.offset, view.offset + n);
        }

        @Override
        public void release() {
            view.release();
        }
    }

    /**
     * A writable view of {@code o}; TypeError "{@code fname}() argument must be read-write
     * bytes-like object, not T" when it is not one.
     */
    public static Writable writable(PyObject o, String fname) {
        PyBuffer view = null;
        try {
            view = Buffers.getOrNull(o, PyBuffer.WRITABLE);
        } catch (PyException e) {
            if (!e.matches(PyExc.BufferError)) {
                throw e;
            }
        }
        if (view == null || view.readonly || !view.isContiguous('C')) {
            if (view != null) {
                view.release();
            }
            throw Py.typeError(fname + "() argument must be read-write bytes-like object, not "
                    + o.type.getName());
        }
        return new View(o, view);
    }

    /**
     * A new {@code bytearray} of {@code n} zero bytes, for a Python {@code readinto} to fill;
     * {@link Writable#copyPrefix} reads it as it is then (the callee may have resized it).
     */
    public static Writable newByteArray(int n) {
        PyByteArray b = PyByteArray.of(new byte[n]);
        return new Writable() {
            @Override
            public PyObject object() {
                return b;
            }

            @Override
            public int length() {
                return n;
            }

            @Override
            public void put(int pos, byte[] src, int off, int len) {
                for (int i = 0; i < len; i++) {
                    b.setByte(pos + i, src[off + i]);
                }
            }

            @Override
            public byte[] copyPrefix(int len) {
                return Arrays.copyOf(b.toByteArray(), len);
            }

            @Override
            public void release() {
            }
        };
    }

    /**
     * A memoryview over {@code buf[off:off+len]}, writable, for handing a region of a native
     * buffer to a Python {@code readinto} (release it after the call).
     */
    public static PyMemoryView memoryviewOf(byte[] buf, int off, int len) {
        BufferProtocol exporter = flags -> null;
        PyBuffer view = PyBuffer.ofBytes(Py.None, exporter, buf, off, len, false,
                PyBuffer.WRITABLE);
        return PyMemoryView.fromBuffer(view);
    }
}
