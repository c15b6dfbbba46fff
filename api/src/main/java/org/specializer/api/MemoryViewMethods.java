package org.specializer.api;

/**
 * Python-visible methods of {@code memoryview}, CPython 3.13's {@code memoryobject.c}
 * behaviour and messages: construction, release and the context manager, casts, indexing
 * (ints, tuples of ints in several dimensions, slices as views), item and slice assignment,
 * comparison, hashing, tobytes/tolist/hex and the attributes describing the layout.
 */
final class MemoryViewMethods {
    private MemoryViewMethods() {}

    private static final String[] NEW_PARAMS = {"object"};
    private static final String[] FROM_FLAGS_PARAMS = {"object", "flags"};
    private static final String[] TOBYTES_PARAMS = {"order"};
    private static final String[] HEX_PARAMS = {"sep", "bytes_per_sep"};
    private static final String[] CAST_PARAMS = {"format", "shape"};

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyObject[] a = StrArgs.bind("memoryview", NEW_PARAMS, 0, 1, args, kw);
            return PyMemoryView.fromObject(a[0]);
        });
        t.classMethodK("_from_flags", (cls, args, kw) -> {
            PyObject[] a = StrArgs.bind("_from_flags", FROM_FLAGS_PARAMS, 0, 2, args, kw);
            int f = StrArgs.cint(a[1]);
            if (a[0] instanceof PyMemoryView mv) {
                mv.checkReleased();
                return mv.newView();
            }
            PyBuffer master = Buffers.getOrNull(a[0], f);
            if (master == null) {
                throw Py.typeError("memoryview: a bytes-like object is required, not '"
                        + a[0].type.getName() + "'");
            }
            return PyMemoryView.fromBuffer(master);
        });
        t.method0("release", self -> {
            mv(self).release();
            return Py.None;
        });
        t.method0("__enter__", self -> {
            mv(self).checkReleased();
            return self;
        });
        t.methodN("__exit__", 0, Integer.MAX_VALUE, (self, a) -> {
            mv(self).release();
            return Py.None;
        });
        t.method1("__buffer__", (self, f) -> PyMemoryView.fromBuffer(
                mv(self).getBuffer(StrArgs.cint(f))));
        t.method1("__release_buffer__", (self, view) -> {
            PyMemoryView.releaseExport(self, view);
            return Py.None;
        });
        t.methodK("tobytes", MemoryViewMethods::tobytes);
        t.method0("tolist", self -> tolist(mv(self)));
        t.methodK("hex", (self, a, kw) -> {
            PyMemoryView m = mv(self);
            m.checkReleased();
            return BytesMethods.hex(ByteSpan.of(m.toBytes('C')), a, kw);
        });
        t.methodK("cast", MemoryViewMethods::cast);
        t.method0("toreadonly", self -> {
            PyMemoryView m = mv(self);
            m.checkReleased();
            PyMemoryView r = m.newView();
            r.readonly = true;
            return r;
        });
        t.method0("__len__", self -> PyInt.of(length(mv(self))));
        t.method1("__getitem__", (self, key) -> getItem(mv(self), key));
        t.method2("__setitem__", (self, key, value) -> {
            setItem(mv(self), key, value);
            return Py.None;
        });
        t.method1("__delitem__", (self, key) -> {
            PyMemoryView m = mv(self);
            m.checkReleased();
            adjustFormat(m);
            if (m.readonly) {
                throw Py.typeError("cannot modify read-only memory");
            }
            throw Py.typeError("cannot delete memory");
        });
        t.method0("__iter__", self -> iter(mv(self)));
        t.method1("__eq__", (self, o) -> compare(mv(self), o, true));
        t.method1("__ne__", (self, o) -> compare(mv(self), o, false));
        t.method0("__hash__", self -> PyInt.of(mv(self).pyHash()));
        t.method0("__repr__", self -> {
            PyMemoryView m = mv(self);
            return PyStr.of((m.released ? "<released memory at 0x" : "<memory at 0x")
                    + String.format("%012x", Hashing.identityHash(m) & 0xffffffffffffL) + ">");
        });
        t.method0("__sizeof__", self -> PyInt.of(144 + 24L * Math.max(mv(self).ndim, 1)));
        t.getset("obj", self -> {
            PyMemoryView m = mv(self);
            m.checkReleased();
            PyObject o = m.obj();
            return o == null ? Py.None : o;
        }, null);
        t.getset("nbytes", self -> PyInt.of(checked(self).len), null);
        t.getset("readonly", self -> Py.newBool(checked(self).readonly), null);
        t.getset("itemsize", self -> PyInt.of(checked(self).itemsize), null);
        t.getset("format", self -> PyStr.of(checked(self).format), null);
        t.getset("ndim", self -> PyInt.of(checked(self).ndim), null);
        t.getset("shape", self -> intTuple(checked(self).shape), null);
        t.getset("strides", self -> intTuple(checked(self).strides), null);
        t.getset("suboffsets", self -> {
            checked(self);
            return PyTuple.of();
        }, null);
        t.getset("c_contiguous", self -> Py.newBool(checked(self).isCContiguous()), null);
        t.getset("f_contiguous", self -> Py.newBool(checked(self).isFContiguous()), null);
        t.getset("contiguous", self -> Py.newBool((checked(self).flags
                & (PyMemoryView.SCALAR | PyMemoryView.C | PyMemoryView.FORTRAN)) != 0), null);
    }

    private static PyMemoryView mv(PyObject self) {
        return (PyMemoryView) self;
    }

    private static PyMemoryView checked(PyObject self) {
        PyMemoryView m = (PyMemoryView) self;
        m.checkReleased();
        return m;
    }

    private static PyTuple intTuple(int[] v) {
        PyObject[] items = new PyObject[v.length];
        for (int i = 0; i < v.length; i++) {
            items[i] = PyInt.of(v[i]);
        }
        return PyTuple.of(items);
    }

    /**
     * The format code for item access: a single character, '@' allowed. NotImplementedError
     * "memoryview: unsupported format X" otherwise. Compare CPython memoryobject.c:
     * {@code adjust_fmt}.
     */
    static char adjustFormat(PyMemoryView m) {
        String f = m.format.startsWith("@") ? m.format.substring(1) : m.format;
        if (f.length() == 1) {
            return f.charAt(0);
        }
        throw Py.notImplementedError("memoryview: unsupported format " + m.format);
    }

    private static int length(PyMemoryView m) {
        m.checkReleased();
        if (m.ndim == 0) {
            throw Py.typeError("0-dim memory has no length");
        }
        return m.shape[0];
    }

    // ------------------------------------------------------------------ tobytes, tolist

    private static PyObject tobytes(PyObject self, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = StrArgs.bind("tobytes", TOBYTES_PARAMS, 0, 0, args, kwnames);
        PyMemoryView m = mv(self);
        m.checkReleased();
        char order = 'C';
        if (a[0] != null && a[0] != Py.None) {
            if (!(a[0] instanceof PyStr s)) {
                throw Py.typeError("tobytes() argument 'order' must be str or None, not "
                        + a[0].type.getName());
            }
            switch (s.value) {
                case "C": order = 'C'; break;
                case "F": order = 'F'; break;
                case "A": order = 'A'; break;
                default: throw Py.valueError("order must be 'C', 'F' or 'A'");
            }
        }
        return new PyBytes(m.toBytes(order));
    }

    /** Compare CPython memoryobject.c: {@code memoryview_tolist_impl}. */
    private static PyObject tolist(PyMemoryView m) {
        m.checkReleased();
        char c = adjustFormat(m);
        if (m.ndim == 0) {
            return NativeFormat.unpack(m.buf, m.offset, c);
        }
        return tolist(m, m.offset, 0, c);
    }

    private static PyList tolist(PyMemoryView m, int at, int dim, char c) {
        int n = m.shape[dim];
        PyObject[] items = new PyObject[n];
        for (int i = 0; i < n; i++, at += m.strides[dim]) {
            items[i] = dim == m.ndim - 1 ? NativeFormat.unpack(m.buf, at, c)
                    : tolist(m, at, dim + 1, c);
        }
        return new PyList(items);
    }

    // ------------------------------------------------------------------ cast

    /** Compare CPython memoryobject.c: {@code memoryview_cast_impl}. */
    private static PyObject cast(PyObject self, PyObject[] args, PyStr[] kwnames) {
        if (args.length > CAST_PARAMS.length) {
            throw Py.typeError("cast() takes at most 2 arguments (" + args.length + " given)");
        }
        PyObject[] a = StrArgs.bind("cast", CAST_PARAMS, 0, 1, args, kwnames);
        if (!(a[0] instanceof PyStr fmtArg)) {
            throw Py.typeError("cast() argument 'format' must be str, not "
                    + StrArgs.clinicName(a[0]));
        }
        PyObject shapeArg = a[1];
        PyMemoryView m = mv(self);
        m.checkReleased();
        if (!m.isCContiguous()) {
            throw Py.typeError("memoryview: casts are restricted to C-contiguous views");
        }
        if ((shapeArg != null || m.ndim != 1) && zeroInShape(m)) {
            throw Py.typeError("memoryview: cannot cast view with zeros in shape or strides");
        }
        PyObject[] dims = null;
        if (shapeArg != null) {
            if (!(shapeArg instanceof PyList) && !(shapeArg instanceof PyTuple)) {
                throw Py.typeError("shape must be a list or a tuple");
            }
            dims = Abstract.toArray(shapeArg);
            if (dims.length > PyMemoryView.MAX_NDIM) {
                throw Py.valueError("memoryview: number of dimensions must not exceed "
                        + PyMemoryView.MAX_NDIM);
            }
            if (m.ndim != 1 && dims.length != 1) {
                throw Py.typeError("memoryview: cast must be 1D -> ND or ND -> 1D");
            }
        }
        // cast_to_1D
        String fmt = new String(Codecs.encode(fmtArg, "ascii", "strict"),
                java.nio.charset.StandardCharsets.ISO_8859_1);
        int itemsize = NativeFormat.itemsize(fmt);
        if (itemsize < 0) {
            throw Py.valueError("memoryview: destination format must be a native single "
                    + "character format prefixed with an optional '@'");
        }
        char src = NativeFormat.code(m.format);
        if ((src == 0 || !NativeFormat.isByteCode(src))
                && !NativeFormat.isByteCode(NativeFormat.code(fmt))) {
            throw Py.typeError("memoryview: cannot cast between two non-byte formats");
        }
        if (m.len % itemsize != 0) {
            throw Py.typeError("memoryview: length is not a multiple of itemsize");
        }
        int[] shape;
        int[] strides;
        if (dims == null) {
            shape = new int[] {m.len / itemsize};
            strides = new int[] {itemsize};
        } else {
            // cast_to_ND
            shape = new int[dims.length];
            long n = itemsize;
            for (int i = 0; i < dims.length; i++) {
                if (!IntOps.isInt(dims[i])) {
                    throw Py.typeError("memoryview.cast(): elements of shape must be integers");
                }
                long x = StrArgs.ssize(dims[i]);
                if (x <= 0) {
                    throw Py.valueError("memoryview.cast(): elements of shape must be "
                            + "integers > 0");
                }
                if (x > Long.MAX_VALUE / n) {
                    throw Py.valueError("memoryview.cast(): product(shape) > SSIZE_MAX");
                }
                n *= x;
                shape[i] = (int) Math.min(x, Integer.MAX_VALUE);
            }
            if (n != m.len) {
                throw Py.typeError("memoryview: product(shape) * itemsize != buffer size");
            }
            strides = new int[shape.length];
            int sd = itemsize;
            for (int i = shape.length - 1; i >= 0; i--) {
                strides[i] = sd;
                sd *= shape[i];
            }
        }
        return m.newView(fmt, itemsize, shape, strides);
    }

    private static boolean zeroInShape(PyMemoryView m) {
        for (int s : m.shape) {
            if (s == 0) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ subscripts

    /** Position of item {@code index} in dimension {@code dim} from {@code at}. */
    private static int lookupDimension(PyMemoryView m, int at, int dim, long index) {
        int n = m.shape[dim];
        if (index < 0) {
            index += n;
        }
        if (index < 0 || index >= n) {
            throw Py.indexError("index out of bounds on dimension " + (dim + 1));
        }
        return at + m.strides[dim] * (int) index;
    }

    private static int positionOf(PyMemoryView m, PyTuple key) {
        int n = key.items.length;
        if (n > m.ndim) {
            throw Py.typeError("cannot index " + m.ndim + "-dimension view with " + n
                    + "-element tuple");
        }
        int at = m.offset;
        for (int dim = 0; dim < n; dim++) {
            at = lookupDimension(m, at, dim, Sequences.itemIndex(Abstract.index(key.items[dim])));
        }
        return at;
    }

    private static boolean isIndex(PyObject o) {
        return o.type.lookup(Names.__index__) != null;
    }

    private static boolean isMultiIndex(PyObject key) {
        if (!(key instanceof PyTuple t)) {
            return false;
        }
        for (PyObject x : t.items) {
            if (!isIndex(x)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isMultiSlice(PyObject key) {
        if (!(key instanceof PyTuple t) || t.items.length == 0) {
            return false;
        }
        for (PyObject x : t.items) {
            if (!(x instanceof PySlice)) {
                return false;
            }
        }
        return true;
    }

    /** Compare CPython memoryobject.c: {@code memory_subscript}. */
    private static PyObject getItem(PyMemoryView m, PyObject key) {
        m.checkReleased();
        if (m.ndim == 0) {
            if (key instanceof PyTuple t && t.items.length == 0) {
                return NativeFormat.unpack(m.buf, m.offset, adjustFormat(m));
            }
            if (key == Py.Ellipsis) {
                return m;
            }
            throw Py.typeError("invalid indexing of 0-dim memory");
        }
        if (isIndex(key)) {
            long index = Sequences.itemIndex(Abstract.index(key));
            m.checkReleased();  // __index__ may have released it (gh-92888)
            char c = adjustFormat(m);
            if (m.ndim == 1) {
                return NativeFormat.unpack(m.buf, lookupDimension(m, m.offset, 0, index), c);
            }
            throw Py.notImplementedError("multi-dimensional sub-views are not implemented");
        }
        if (key instanceof PySlice slice) {
            PyMemoryView sliced = m.newView();
            long[] ix = slice.indices(m.shape[0]);
            sliced.offset += m.strides[0] * (int) ix[0];
            sliced.shape[0] = (int) ix[3];
            sliced.strides[0] = m.strides[0] * (int) ix[2];
            sliced.initLen();
            sliced.initFlags();
            return sliced;
        }
        if (isMultiIndex(key)) {
            char c = adjustFormat(m);
            if (((PyTuple) key).items.length < m.ndim) {
                throw Py.notImplementedError("sub-views are not implemented");
            }
            int at = positionOf(m, (PyTuple) key);
            m.checkReleased();
            return NativeFormat.unpack(m.buf, at, c);
        }
        if (isMultiSlice(key)) {
            throw Py.notImplementedError("multi-dimensional slicing is not implemented");
        }
        throw Py.typeError("memoryview: invalid slice key");
    }

    /** Compare CPython memoryobject.c: {@code memory_ass_sub}. */
    private static void setItem(PyMemoryView m, PyObject key, PyObject value) {
        m.checkReleased();
        char c = adjustFormat(m);
        if (m.readonly) {
            throw Py.typeError("cannot modify read-only memory");
        }
        if (m.ndim == 0) {
            if (key == Py.Ellipsis || (key instanceof PyTuple t && t.items.length == 0)) {
                packItem(m, m.offset, c, value);
                return;
            }
            throw Py.typeError("invalid indexing of 0-dim memory");
        }
        if (isIndex(key)) {
            if (m.ndim > 1) {
                throw Py.notImplementedError("sub-views are not implemented");
            }
            long index = Sequences.itemIndex(Abstract.index(key));
            int at = lookupDimension(m, m.offset, 0, index);
            packItem(m, at, c, value);
            return;
        }
        if (key instanceof PySlice slice && m.ndim == 1) {
            assignSlice(m, slice, value);
            return;
        }
        if (isMultiIndex(key)) {
            if (((PyTuple) key).items.length < m.ndim) {
                throw Py.notImplementedError("sub-views are not implemented");
            }
            packItem(m, positionOf(m, (PyTuple) key), c, value);
            return;
        }
        if (key instanceof PySlice || isMultiSlice(key)) {
            throw Py.notImplementedError("memoryview slice assignments are currently "
                    + "restricted to ndim = 1");
        }
        throw Py.typeError("memoryview: invalid slice key");
    }

    /**
     * Store one item: the value converted first, then written if the view is still there
     * (converting may call {@code __index__}, {@code __float__} or {@code __bool__}, which may
     * release it: CPython's gh-92888).
     */
    private static void packItem(PyMemoryView m, int at, char c, PyObject value) {
        byte[] item = new byte[m.itemsize];
        NativeFormat.pack(item, 0, c, value);
        m.checkReleased();
        System.arraycopy(item, 0, m.buf, at, m.itemsize);
    }

    /** {@code m[slice] = value} in one dimension: the value must have the same structure. */
    private static void assignSlice(PyMemoryView m, PySlice slice, PyObject value) {
        PyBuffer src = Buffers.get(value, PyBuffer.FULL_RO);
        try {
            long[] ix = slice.indices(m.shape[0]);
            int n = (int) ix[3];
            int step = m.strides[0] * (int) ix[2];
            int at = m.offset + m.strides[0] * (int) ix[0];
            if (!sameFormat(m.format, src.format) || m.itemsize != src.itemsize
                    || src.ndim != 1 || src.shape[0] != n) {
                throw Py.valueError("memoryview assignment: lvalue and rvalue have different "
                        + "structures");
            }
            m.checkReleased();
            // through a copy: source and destination may overlap
            byte[] items = src.toByteArray();
            for (int i = 0; i < n; i++, at += step) {
                System.arraycopy(items, i * m.itemsize, m.buf, at, m.itemsize);
            }
        } finally {
            src.release();
        }
    }

    /** Compare CPython memoryobject.c: {@code equiv_format} (an '@' is ignored). */
    private static boolean sameFormat(String a, String b) {
        String x = a.startsWith("@") ? a.substring(1) : a;
        String y = b.startsWith("@") ? b.substring(1) : b;
        return x.equals(y);
    }

    // ------------------------------------------------------------------ iteration

    private static PyObject iter(PyMemoryView m) {
        m.checkReleased();
        if (m.ndim == 0) {
            throw Py.typeError("invalid indexing of 0-dim memory");
        }
        if (m.ndim != 1) {
            throw Py.notImplementedError("multi-dimensional sub-views are not implemented");
        }
        return new MemoryIterator(m, adjustFormat(m));
    }

    /** {@code iter(memoryview)}: the items of a one-dimensional view. */
    static final class MemoryIterator extends PyObject implements PyIterator {
        static final PyType TYPE = PyType.builtin("memory_iterator", MemoryIterator.class,
                PyType.OBJECT, 0, t -> {
                    t.method0("__iter__", self -> self);
                    t.method0("__next__", self -> {
                        PyObject v = ((MemoryIterator) self).nextOrNull();
                        if (v == null) {
                            throw Py.stopIteration(null);
                        }
                        return v;
                    });
                });

        private PyMemoryView seq; // null once exhausted
        private final char code;
        private final int length;
        private int index;

        MemoryIterator(PyMemoryView m, char code) {
            super(TYPE);
            this.seq = m;
            this.code = code;
            this.length = m.shape[0];
        }

        @Override
        public PyObject nextOrNull() {
            PyMemoryView m = seq;
            if (m == null) {
                return null;
            }
            if (index < length) {
                m.checkReleased();
                return NativeFormat.unpack(m.buf, m.offset + m.strides[0] * index++, code);
            }
            seq = null;
            return null;
        }
    }

    // ------------------------------------------------------------------ comparison

    /**
     * {@code m == o} and {@code m != o}: equal when o is bytes-like with the same shape and
     * equal items (compared as values, so formats may differ). Compare CPython
     * memoryobject.c: {@code memory_richcompare}.
     */
    private static PyObject compare(PyMemoryView v, PyObject w, boolean eq) {
        boolean equal;
        if (v.isReleased()) {
            equal = v == w;
        } else if (w instanceof PyMemoryView wm) {
            equal = wm.isReleased() ? v == w
                    : equalItems(v, new PyBuffer(wm, null, wm.buf, wm.offset, wm.readonly,
                            wm.itemsize, wm.format, wm.shape, wm.strides));
        } else {
            PyBuffer wb;
            try {
                wb = Buffers.getOrNull(w, PyBuffer.FULL_RO);
            } catch (PyException e) {
                wb = null;
            }
            if (wb == null) {
                return Py.NotImplemented;
            }
            try {
                equal = equalItems(v, wb);
            } finally {
                wb.release();
            }
        }
        return Py.newBool(equal == eq);
    }

    private static boolean equalItems(PyMemoryView v, PyBuffer w) {
        if (v.ndim != w.ndim) {
            return false;
        }
        for (int i = 0; i < v.ndim; i++) {
            if (v.shape[i] != w.shape[i]) {
                return false;
            }
            if (v.shape[i] == 0) {
                break;
            }
        }
        char vc = NativeFormat.code(v.format);
        char wc = NativeFormat.code(w.format);
        boolean fast = vc != 0 && vc == wc;
        if (!fast && (NativeFormat.unpackStandard(new byte[16], 0, v.format) == null
                || NativeFormat.unpackStandard(new byte[16], 0, w.format) == null)) {
            return false; // struct would reject a format: "not equal", as CPython
        }
        return equalRec(v, v.offset, w, w.offset, 0, fast ? vc : 0);
    }

    private static boolean equalRec(PyMemoryView v, int p, PyBuffer w, int q, int dim,
            char fast) {
        if (dim == v.ndim) {
            if (fast != 0) {
                return NativeFormat.sameItem(v.buf, p, w.buf, q, fast);
            }
            PyObject x = NativeFormat.unpackStandard(v.buf, p, v.format);
            PyObject y = NativeFormat.unpackStandard(w.buf, q, w.format);
            return Abstract.richCompareBool(x, y, Abstract.EQ);
        }
        for (int i = 0; i < v.shape[dim]; i++, p += v.strides[dim], q += w.strides[dim]) {
            if (!equalRec(v, p, w, q, dim + 1, fast)) {
                return false;
            }
        }
        return true;
    }
}
