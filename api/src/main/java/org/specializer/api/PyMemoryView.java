package org.specializer.api;

/**
 * {@code memoryview}: a view of another object's memory through the buffer protocol, with a
 * format, shape and strides of its own (slices and casts are views too). Methods in
 * {@code MemoryViewMethods}.
 *
 * <h2>Managed buffer</h2>
 * As in CPython, {@code memoryview(obj)} takes one export from {@code obj} (a {@link PyBuffer},
 * the "master") into a {@link Managed} buffer; every view derived from that memoryview
 * (slices, casts, {@code memoryview(m)}, {@code toreadonly}) registers with the same managed
 * buffer and reads the master's memory. The export goes back to {@code obj} when the last
 * registered view is released, so {@code ba.append} works again once every view of
 * {@code ba} has been released (or has become garbage: {@link BufferExports}).
 *
 * <p>A memoryview is itself an exporter: {@link #getBuffer} hands out views of its own layout,
 * counted in {@link #exports}; {@code release()} refuses while any is held.
 */
public final class PyMemoryView extends PyObject implements BufferProtocol {
    public static final PyType TYPE = PyType.builtin("memoryview", PyMemoryView.class,
            PyType.OBJECT, PyType.SEQUENCE, MemoryViewMethods::define);

    /** CPython's {@code PyBUF_MAX_NDIM}. */
    static final int MAX_NDIM = 64;

    /**
     * The export a family of memoryviews shares: CPython's {@code _PyManagedBufferObject}.
     * {@link PyMemoryView#token} is what keeps the export counted while views of the family
     * are in use: every view that is not released holds it, nothing else does.
     */
    static final class Managed {
        final PyBuffer master;
        int views;
        boolean released;

        Managed(PyBuffer master) {
            this.master = master;
        }

        void removeView() {
            if (--views == 0 && !released) {
                released = true;
                master.release();
            }
        }
    }

    // Contiguity flags, CPython's _Py_MEMORYVIEW_*
    static final int C = 1;
    static final int FORTRAN = 2;
    static final int SCALAR = 4;

    final Managed mbuf;
    /** Held while not released: see {@link Managed}. */
    private Object token;
    final byte[] buf;
    int offset;
    int len;
    boolean readonly;
    int itemsize;
    String format;
    int ndim;
    int[] shape;
    int[] strides;
    int flags;
    int exports;
    boolean released;
    private boolean hashed;
    private long hash;

    /** A view registered with {@code mbuf}, holding {@code token}. */
    private PyMemoryView(Managed mbuf, Object token, byte[] buf, int offset, boolean readonly,
            int itemsize, String format, int[] shape, int[] strides) {
        super(TYPE);
        this.mbuf = mbuf;
        this.token = token;
        this.buf = buf;
        this.offset = offset;
        this.readonly = readonly;
        this.itemsize = itemsize;
        this.format = format;
        this.ndim = shape.length;
        this.shape = shape;
        this.strides = strides;
        mbuf.views++;
        initLen();
        initFlags();
    }

    /** {@code memoryview(obj)}. Compare CPython memoryobject.c: {@code PyMemoryView_FromObject}. */
    public static PyMemoryView fromObject(PyObject obj) {
        if (obj instanceof PyMemoryView mv) {
            mv.checkReleased();
            return mv.newView();
        }
        PyBuffer master = Buffers.getOrNull(obj, PyBuffer.FULL_RO);
        if (master == null) {
            throw Py.typeError("memoryview: a bytes-like object is required, not '"
                    + obj.type.getName() + "'");
        }
        return fromBuffer(master);
    }

    /**
     * A memoryview over an export just obtained, which it releases when it (and every view
     * derived from it) is released. Compare CPython memoryobject.c: {@code mbuf_add_view}.
     */
    public static PyMemoryView fromBuffer(PyBuffer master) {
        if (master.ndim > MAX_NDIM) {
            master.release();
            throw Py.valueError("memoryview: number of dimensions must not exceed "
                    + MAX_NDIM);
        }
        Object token = new Object();
        master.setHolder(token);
        return new PyMemoryView(new Managed(master), token, master.buf, master.offset,
                master.readonly, master.itemsize, master.format == null ? "B" : master.format,
                master.shape.clone(), master.strides.clone());
    }

    /** A new view with this one's layout, registered with the same managed buffer. */
    PyMemoryView newView() {
        return new PyMemoryView(mbuf, token, buf, offset, readonly, itemsize, format,
                shape.clone(), strides.clone());
    }

    /** A new view on the same memory with another layout (a cast). */
    PyMemoryView newView(String format, int itemsize, int[] shape, int[] strides) {
        return new PyMemoryView(mbuf, token, buf, offset, readonly, itemsize, format, shape,
                strides);
    }

    final void initLen() {
        long n = itemsize;
        for (int s : shape) {
            n *= s;
        }
        len = (int) n;
    }

    /** Compare CPython memoryobject.c: {@code init_flags}. */
    final void initFlags() {
        int f = 0;
        if (ndim == 0) {
            f = SCALAR | C | FORTRAN;
        } else if (ndim == 1) {
            if (shape[0] == 1 || strides[0] == itemsize) {
                f = C | FORTRAN;
            }
        } else {
            if (PyBuffer.isContiguous(shape, strides, itemsize, 'C')) {
                f |= C;
            }
            if (PyBuffer.isContiguous(shape, strides, itemsize, 'F')) {
                f |= FORTRAN;
            }
        }
        flags = f;
    }

    boolean isCContiguous() {
        return (flags & (SCALAR | C)) != 0;
    }

    boolean isFContiguous() {
        return (flags & (SCALAR | FORTRAN)) != 0;
    }

    // ------------------------------------------------------------------ release

    /** Whether the view can no longer be used. */
    public boolean isReleased() {
        return released || mbuf.released;
    }

    /** ValueError "operation forbidden on released memoryview object" once released. */
    void checkReleased() {
        if (isReleased()) {
            throw Py.valueError("operation forbidden on released memoryview object");
        }
    }

    /**
     * {@code m.release()}: BufferError while this view has exports of its own. Compare CPython
     * memoryobject.c: {@code _memory_release}.
     */
    public void release() {
        if (released) {
            return;
        }
        if (exports > 0) {
            throw Py.error(PyExc.BufferError, "memoryview has " + exports + " exported buffer"
                    + (exports == 1 ? "" : "s"));
        }
        released = true;
        token = null;
        mbuf.removeView();
    }

    /** The exporting object ({@code m.obj}). */
    public PyObject obj() {
        return mbuf.master.obj;
    }

    /**
     * {@code exporter.__release_buffer__(view)}: release {@code view}, a memoryview of an
     * export of {@code exporter}. Compare CPython typeobject.c: {@code wrap_releasebuffer}.
     */
    static void releaseExport(PyObject exporter, PyObject view) {
        if (!(view instanceof PyMemoryView mv)) {
            throw Py.typeError("expected a memoryview object");
        }
        if (mv.mbuf.released) {
            return;
        }
        if (mv.obj() != exporter) {
            throw Py.valueError("memoryview's buffer is not this object");
        }
        if (mv.released) {
            throw Py.valueError("memoryview's buffer has already been released");
        }
        mv.release();
    }

    // ------------------------------------------------------------------ buffer protocol

    /** Compare CPython memoryobject.c: {@code memory_getbuf}. */
    @Override
    public PyBuffer getBuffer(int req) {
        checkReleased();
        if ((req & PyBuffer.WRITABLE) != 0 && readonly) {
            throw bufferError("memoryview: underlying buffer is not writable");
        }
        if ((req & PyBuffer.C_CONTIGUOUS) == PyBuffer.C_CONTIGUOUS && !isCContiguous()) {
            throw bufferError("memoryview: underlying buffer is not C-contiguous");
        }
        if ((req & PyBuffer.F_CONTIGUOUS) == PyBuffer.F_CONTIGUOUS && !isFContiguous()) {
            throw bufferError("memoryview: underlying buffer is not Fortran contiguous");
        }
        if ((req & PyBuffer.ANY_CONTIGUOUS) == PyBuffer.ANY_CONTIGUOUS
                && (flags & (SCALAR | C | FORTRAN)) == 0) {
            throw bufferError("memoryview: underlying buffer is not contiguous");
        }
        if ((req & PyBuffer.STRIDES) != PyBuffer.STRIDES && !isCContiguous()) {
            throw bufferError("memoryview: underlying buffer is not C-contiguous");
        }
        if ((req & PyBuffer.ND) != PyBuffer.ND && (req & PyBuffer.FORMAT) != 0) {
            throw bufferError("memoryview: cannot cast to unsigned bytes if the format flag "
                    + "is present");
        }
        exports++;
        return new PyBuffer(this, this, buf, offset, readonly, itemsize, format, shape,
                strides);
    }

    @Override
    public void releaseBuffer(PyBuffer view) {
        exports--;
    }

    private static PyException bufferError(String msg) {
        return Py.error(PyExc.BufferError, msg);
    }

    /** The bytes of a C-contiguous view, for {@link Buffers#spanOrNull}. */
    ByteSpan span() {
        checkReleased();
        if (!isCContiguous()) {
            throw bufferError("memoryview: underlying buffer is not C-contiguous");
        }
        return new ByteSpan(buf, offset, len);
    }

    // ------------------------------------------------------------------ hash

    /**
     * {@code hash(m)}: only of a read-only view of a byte format, equal to the hash of its
     * bytes. Compare CPython memoryobject.c: {@code memory_hash}.
     */
    long pyHash() {
        if (!hashed) {
            checkReleased();
            if (!readonly) {
                throw Py.valueError("cannot hash writable memoryview object");
            }
            char c = NativeFormat.code(format);
            if (c == 0 || !NativeFormat.isByteCode(c)) {
                throw Py.valueError(
                        "memoryview: hashing is restricted to formats 'B', 'b' or 'c'");
            }
            Abstract.hash(obj());
            byte[] bytes = toBytes('C');
            hash = Hashing.hashBytes(bytes, 0, bytes.length);
            hashed = true;
        }
        return hash;
    }

    /** The bytes of the view in {@code order} ('C', 'F' or 'A'), a new array. */
    byte[] toBytes(char order) {
        PyBuffer v = new PyBuffer(this, null, buf, offset, readonly, itemsize, format, shape,
                strides);
        return v.toByteArray(order);
    }
}
