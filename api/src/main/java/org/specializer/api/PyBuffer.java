package org.specializer.api;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * One export of an object's memory: CPython's {@code Py_buffer}. A consumer obtains it with
 * {@link Buffers#get}, reads (or, when not {@link #readonly}, writes) {@link #buf}, and
 * {@link #release releases} it when done, best with try-with-resources:
 *
 * <pre>{@code
 * try (PyBuffer view = Buffers.get(obj, PyBuffer.SIMPLE)) {
 *     digest.update(view.buf, view.offset, view.len);
 * }
 * }</pre>
 *
 * <h2>Layout</h2>
 * The item at indices {@code (i0, i1, ..., i[ndim-1])} occupies {@link #itemsize} bytes of
 * {@link #buf} from {@code offset + i0*strides[0] + ... + i[ndim-1]*strides[ndim-1]}. Strides
 * may be negative ({@code m[::-1]}); {@link #offset} is always the position of the item at all
 * indices zero. A C-contiguous buffer (every buffer that {@link #SIMPLE} returns) holds its
 * {@link #len} bytes at {@code buf[offset .. offset+len)}. {@code ndim == 0} is a single item
 * (shape and strides empty).
 *
 * <p>{@link #format} is in {@code struct} module syntax ({@code "B"} for plain bytes, a single
 * native code such as {@code "i"} or {@code "d"} after a memoryview cast, or whatever an
 * exporter such as {@code array.array} declares). Items are in the machine order CPython uses
 * on the platforms it is measured against: little-endian ({@link NativeFormat}).
 *
 * <h2>Request flags</h2>
 * As CPython's {@code PyBUF_*}: {@link #SIMPLE} asks for a C-contiguous run of bytes (an
 * exporter that cannot give one raises BufferError), {@link #WRITABLE} for a writable one,
 * {@link #STRIDES} and above accept any layout. Unlike CPython's, a view here always carries
 * its full description (format, shape, strides) whatever was requested: the flags decide only
 * what the exporter must refuse.
 *
 * <h2>Lifetime</h2>
 * The fields never change. {@link #buf} is shared with the exporter: writes through a writable
 * view are visible to it, and an exporter that can grow (bytearray) refuses to resize while any
 * view is unreleased, so that {@link #buf} stays its storage. Release a view exactly when the
 * consumer stops using it; {@link #release} is idempotent. Views that are dropped without release
 * (a memoryview that becomes garbage) are found by {@link BufferExports}.
 */
public final class PyBuffer implements AutoCloseable {
    // ------------------------------------------------------------------ request flags

    /** A C-contiguous, possibly read-only run of bytes. CPython's {@code PyBUF_SIMPLE}. */
    public static final int SIMPLE = 0;
    /** The consumer will write. */
    public static final int WRITABLE = 0x0001;
    /** The consumer reads {@link #format}. */
    public static final int FORMAT = 0x0004;
    /** The consumer reads {@link #shape}. */
    public static final int ND = 0x0008;
    /** The consumer follows {@link #strides}: any layout is acceptable. */
    public static final int STRIDES = 0x0010 | ND;
    public static final int C_CONTIGUOUS = 0x0020 | STRIDES;
    public static final int F_CONTIGUOUS = 0x0040 | STRIDES;
    public static final int ANY_CONTIGUOUS = 0x0080 | STRIDES;
    public static final int INDIRECT = 0x0100 | STRIDES;
    public static final int CONTIG = ND | WRITABLE;
    public static final int CONTIG_RO = ND;
    public static final int STRIDED = STRIDES | WRITABLE;
    public static final int STRIDED_RO = STRIDES;
    public static final int RECORDS = STRIDES | WRITABLE | FORMAT;
    public static final int RECORDS_RO = STRIDES | FORMAT;
    /** Everything, writable: what a writable memoryview asks. */
    public static final int FULL = INDIRECT | WRITABLE | FORMAT;
    /** Everything, read-only: what {@code memoryview(obj)} asks. */
    public static final int FULL_RO = INDIRECT | FORMAT;

    // ------------------------------------------------------------------ the view

    /** The exporting object ({@code memoryview.obj}). */
    public final PyObject obj;
    /** The memory, shared with the exporter. */
    public final byte[] buf;
    /** Index in {@link #buf} of the item at all indices zero. */
    public final int offset;
    /** {@code product(shape) * itemsize}: the bytes a contiguous copy would take. */
    public final int len;
    public final boolean readonly;
    public final int itemsize;
    public final String format;
    public final int ndim;
    /** Items in each dimension. Shared: do not modify. */
    public final int[] shape;
    /** Bytes between successive items in each dimension. Shared: do not modify. */
    public final int[] strides;

    private BufferProtocol exporter; // null once released
    private java.lang.ref.WeakReference<Object> holder; // non-null when collectable

    /**
     * A view as an exporter hands it out. {@code exporter} is told of {@link #release}; it is
     * usually {@code obj} itself.
     */
    public PyBuffer(PyObject obj, BufferProtocol exporter, byte[] buf, int offset, boolean readonly,
            int itemsize, String format, int[] shape, int[] strides) {
        this.obj = obj;
        this.exporter = exporter;
        this.buf = buf;
        this.offset = offset;
        this.readonly = readonly;
        this.itemsize = itemsize;
        this.format = format;
        this.ndim = shape.length;
        this.shape = shape;
        this.strides = strides;
        long n = itemsize;
        for (int s : shape) {
            n *= s;
        }
        this.len = (int) n;
    }

    /**
     * A one-dimensional view of unsigned bytes {@code buf[offset .. offset+len)}, after checking
     * the request: CPython's {@code PyBuffer_FillInfo}. A read-only exporter asked for
     * {@link #WRITABLE} raises BufferError.
     */
    public static PyBuffer ofBytes(PyObject obj, BufferProtocol exporter, byte[] buf, int offset,
            int len, boolean readonly, int flags) {
        if ((flags & WRITABLE) != 0 && readonly) {
            throw Py.error(PyExc.BufferError, "Object is not writable.");
        }
        return new PyBuffer(obj, exporter, buf, offset, readonly, 1, "B", new int[] {len},
                new int[] {1});
    }

    // ------------------------------------------------------------------ release

    /**
     * Give the view back: the exporter may resize again once all its views are released.
     * Idempotent. CPython's {@code PyBuffer_Release}.
     */
    public void release() {
        BufferProtocol e = exporter;
        if (e != null) {
            exporter = null;
            e.releaseBuffer(this);
        }
    }

    /** {@link #release}, for try-with-resources. */
    @Override
    public void close() {
        release();
    }

    /**
     * Whether the view is held by an object the garbage collector may free without releasing
     * it (a memoryview), rather than by Java code that releases it when done. See
     * {@link BufferExports}.
     */
    public boolean isCollectable() {
        return holder != null;
    }

    /**
     * Mark the view as held by memoryviews: {@code token} is strongly reachable exactly from
     * those that are not released (see {@link #isCollectable}).
     */
    void setHolder(Object token) {
        holder = new java.lang.ref.WeakReference<>(token);
    }

    /** Whether every memoryview that held this collectable view has become garbage. */
    boolean isAbandoned() {
        return holder != null && holder.get() == null;
    }

    /** Whether {@link #release} has been called. */
    public boolean isReleased() {
        return exporter == null;
    }

    // ------------------------------------------------------------------ layout

    /**
     * Whether the items lie in {@code order}: 'C' (last index fastest), 'F' (first index
     * fastest) or 'A' (either). CPython's {@code PyBuffer_IsContiguous}.
     */
    public boolean isContiguous(char order) {
        return isContiguous(shape, strides, itemsize, order);
    }

    static boolean isContiguous(int[] shape, int[] strides, int itemsize, char order) {
        if (order == 'A') {
            return isContiguous(shape, strides, itemsize, 'C')
                    || isContiguous(shape, strides, itemsize, 'F');
        }
        int ndim = shape.length;
        for (int s : shape) {
            if (s == 0) {
                return true;
            }
        }
        long sd = itemsize;
        if (order == 'C') {
            for (int i = ndim - 1; i >= 0; i--) {
                if (shape[i] > 1 && strides[i] != sd) {
                    return false;
                }
                sd *= shape[i];
            }
        } else {
            for (int i = 0; i < ndim; i++) {
                if (shape[i] > 1 && strides[i] != sd) {
                    return false;
                }
                sd *= shape[i];
            }
        }
        return true;
    }

    /** Position in {@link #buf} of the item at {@code index} (one per dimension). */
    public int itemOffset(int... index) {
        int p = offset;
        for (int d = 0; d < ndim; d++) {
            p += index[d] * strides[d];
        }
        return p;
    }

    // ------------------------------------------------------------------ copies

    /** The bytes in C order, a new array. CPython's {@code PyBuffer_ToContiguous(.., 'C')}. */
    public byte[] toByteArray() {
        return toByteArray('C');
    }

    /**
     * The bytes in {@code order} ('C', 'F', or 'A': the memory as it lies when contiguous,
     * else C), a new array.
     */
    public byte[] toByteArray(char order) {
        byte[] out = new byte[len];
        copyTo(out, 0, order);
        return out;
    }

    /** Copy the items in {@code order} into {@code dst} from {@code at}; {@link #len} bytes. */
    public void copyTo(byte[] dst, int at, char order) {
        if (isContiguous(order)) {
            // a contiguous view starts at offset: a negative stride spans at most one item
            if (len > 0) {
                System.arraycopy(buf, offset, dst, at, len);
            }
            return;
        }
        if (order == 'A') {
            order = 'C';
        }
        int[] index = new int[ndim];
        int n = len / Math.max(itemsize, 1);
        for (int k = 0; k < n; k++) {
            System.arraycopy(buf, itemOffset(index), dst, at + k * itemsize, itemsize);
            if (order == 'C') {
                for (int d = ndim - 1; d >= 0 && ++index[d] == shape[d]; d--) {
                    index[d] = 0;
                }
            } else {
                for (int d = 0; d < ndim && ++index[d] == shape[d]; d++) {
                    index[d] = 0;
                }
            }
        }
    }

    /**
     * A {@link ByteBuffer} over the bytes of a C-contiguous view (read-only when the view
     * is), for Java APIs such as {@code MessageDigest} or {@code Inflater}. Its position is 0.
     */
    public ByteBuffer asByteBuffer() {
        if (!isContiguous('C')) {
            throw Py.error(PyExc.BufferError, "memoryview: underlying buffer is not C-contiguous");
        }
        ByteBuffer b = ByteBuffer.wrap(buf, offset, len).slice();
        return readonly ? b.asReadOnlyBuffer() : b;
    }

    @Override
    public String toString() {
        return "PyBuffer(" + obj.type.getName() + ", len=" + len + ", format=" + format
                + ", shape=" + Arrays.toString(shape) + (readonly ? ", readonly" : "")
                + (isReleased() ? ", released" : "") + ")";
    }
}
