package org.specializer.natives.mmap;

import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/** The methods of {@code mmap.mmap}. Compare CPython mmapmodule.c: {@code mmap_object_methods}. */
final class MmapMethods {
    private MmapMethods() {}

    private static final Params NEW = new Params("mmap", new String[] {"fileno", "length",
        "flags", "prot", "access", "offset", "trackfd"}, 0, 6, 2);

    private static PyMmap m(PyObject self) {
        return (PyMmap) self;
    }

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            int fd = (int) Abstract.asIndex(a[0]);
            long length = Abstract.asIndex(a[1]);
            int flags = a[2] == null ? MmapModule.MAP_SHARED : (int) Abstract.asIndex(a[2]);
            int prot = a[3] == null ? MmapModule.PROT_READ | MmapModule.PROT_WRITE
                    : (int) Abstract.asIndex(a[3]);
            int access = a[4] == null ? PyMmap.ACCESS_DEFAULT : (int) Abstract.asIndex(a[4]);
            long offset = a[5] == null ? 0 : Abstract.asIndex(a[5]);
            PyMmap mm = PyMmap.create((PyType) cls, fd, length, flags, prot, access, offset);
            mm.trackfd = a[6] == null || Abstract.isTrue(a[6]);
            return mm;
        });
        t.method0("__repr__", PyMmap::reprOf);
        t.method0("__len__", self -> {
            m(self).checkValid();
            return PyInt.of(m(self).data.length);
        });
        t.method1("__getitem__", (self, k) -> m(self).getItem(k));
        t.method2("__setitem__", (self, k, v) -> {
            m(self).setItem(k, v);
            return Py.None;
        });
        t.method1("__delitem__", (self, k) -> {
            m(self).setItem(k, null);
            return Py.None;
        });
        // iteration goes by the sequence protocol, whose items are one-byte bytes objects
        t.method0("__iter__", self -> {
            PyMmap mm = m(self);
            mm.checkValid();
            PyList items = new PyList();
            for (byte b : mm.data) {
                items.append(PyBytes.of(new byte[] {b}));
            }
            return Abstract.iter(items);
        });
        t.method0("__enter__", self -> {
            m(self).checkValid();
            return self;
        });
        t.methodN("__exit__", 0, 3, (self, a) -> {
            m(self).close();
            return Py.None;
        });
        t.getset("closed", self -> Py.newBool(m(self).closed), null);
        t.method0("close", self -> {
            m(self).close();
            return Py.None;
        });
        t.method0("size", self -> PyInt.of(m(self).fileSize()));
        t.method0("tell", self -> {
            m(self).checkValid();
            return PyInt.of(m(self).pos);
        });
        t.method0("seekable", self -> Py.True);
        t.methodN("seek", 1, 2, (self, a) -> {
            PyMmap mm = m(self);
            mm.checkValid();
            long dist = Abstract.asIndex(a[0]);
            int how = a.length > 1 ? (int) Abstract.asIndex(a[1]) : 0;
            long where;
            switch (how) {
                case 0:
                    where = dist;
                    break;
                case 1:
                    where = mm.pos + dist;
                    break;
                case 2:
                    where = mm.data.length + dist;
                    break;
                default:
                    throw Py.valueError("unknown seek type");
            }
            if (where < 0 || where > mm.data.length) {
                throw Py.valueError("seek out of range");
            }
            mm.pos = (int) where;
            return PyInt.of(where);
        });
        t.methodN("read", 0, 1, (self, a) -> {
            PyMmap mm = m(self);
            mm.checkValid();
            int left = mm.data.length - mm.pos;
            long n = a.length == 0 || a[0] == Py.None ? left : Abstract.asIndex(a[0]);
            mm.checkValid();
            left = mm.data.length - mm.pos;
            if (n < 0 || n > left) {
                n = left;
            }
            byte[] out = Arrays.copyOfRange(mm.data, mm.pos, mm.pos + (int) n);
            mm.pos += (int) n;
            return PyBytes.of(out);
        });
        t.method0("read_byte", self -> {
            PyMmap mm = m(self);
            mm.checkValid();
            if (mm.pos >= mm.data.length) {
                throw Py.valueError("read byte out of range");
            }
            return PyInt.of(mm.data[mm.pos++] & 0xFF);
        });
        t.method0("readline", self -> {
            PyMmap mm = m(self);
            mm.checkValid();
            int end = mm.pos;
            while (end < mm.data.length && mm.data[end] != '\n') {
                end++;
            }
            if (end < mm.data.length) {
                end++;
            }
            byte[] out = Arrays.copyOfRange(mm.data, mm.pos, end);
            mm.pos = end;
            return PyBytes.of(out);
        });
        t.method1("write", (self, b) -> {
            PyMmap mm = m(self);
            mm.checkWritable();
            byte[] v = Buffers.toBytes(b);
            if (mm.pos > mm.data.length || mm.data.length - mm.pos < v.length) {
                throw Py.valueError("data out of range");
            }
            System.arraycopy(v, 0, mm.data, mm.pos, v.length);
            mm.wrote(mm.pos, v.length);
            mm.pos += v.length;
            return PyInt.of(v.length);
        });
        t.method1("write_byte", (self, b) -> {
            PyMmap mm = m(self);
            mm.checkWritable();
            long v = Abstract.asIndex(b);
            mm.checkWritable();
            if (v < 0 || v > 255) {
                throw Py.overflowError(v < 0 ? "unsigned byte integer is less than minimum"
                        : "unsigned byte integer is greater than maximum");
            }
            if (mm.pos >= mm.data.length) {
                throw Py.valueError("write byte out of range");
            }
            mm.data[mm.pos] = (byte) v;
            mm.wrote(mm.pos, 1);
            mm.pos++;
            return Py.None;
        });
        t.methodN("find", 1, 3, (self, a) -> PyInt.of(find(m(self), a, false)));
        t.methodN("rfind", 1, 3, (self, a) -> PyInt.of(find(m(self), a, true)));
        t.methodN("flush", 0, 2, (self, a) -> {
            PyMmap mm = m(self);
            mm.checkValid();
            long from = a.length > 0 ? Abstract.asIndex(a[0]) : 0;
            long n = a.length > 1 ? Abstract.asIndex(a[1]) : mm.data.length - from;
            mm.flush(from, n);
            return Py.None;
        });
        t.method3("move", (self, dest, src, count) -> {
            PyMmap mm = m(self);
            mm.checkWritable();
            long d = Abstract.asIndex(dest);
            long s = Abstract.asIndex(src);
            long n = Abstract.asIndex(count);
            mm.checkWritable();
            long len = mm.data.length;
            if (d < 0 || s < 0 || n < 0 || len - d < n || len - s < n) {
                throw Py.valueError("source, destination, or count out of range");
            }
            System.arraycopy(mm.data, (int) s, mm.data, (int) d, (int) n);
            mm.wrote((int) d, (int) n);
            return Py.None;
        });
        t.method1("resize", (self, n) -> {
            m(self).resize(Abstract.asIndex(n));
            return Py.None;
        });
        t.methodN("madvise", 1, 3, (self, a) -> {
            PyMmap mm = m(self);
            mm.checkValid();
            long start = a.length > 1 ? Abstract.asIndex(a[1]) : 0;
            long len = a.length > 2 ? Abstract.asIndex(a[2]) : mm.data.length;
            if (start < 0 || start >= mm.data.length) {
                throw Py.valueError("madvise start out of bounds");
            }
            if (len < 0) {
                throw Py.valueError("madvise length invalid");
            }
            if (Long.MAX_VALUE - start < len) {
                throw Py.overflowError("madvise length too large");
            }
            return Py.None;  // advice only: the bytes are in the Java heap
        });
        t.method0("__reduce__", self -> {
            throw Py.typeError("cannot pickle 'mmap.mmap' object");
        });
    }

    /**
     * {@code find(sub[, start[, end]])} or {@code rfind}: the start defaults to the current
     * position, as CPython's {@code mmap_gfind}; negative bounds count from the end.
     */
    private static long find(PyMmap mm, PyObject[] a, boolean reverse) {
        mm.checkValid();
        byte[] sub = Buffers.toBytes(a[0]);
        long len = mm.data.length;
        long start = a.length > 1 && a[1] != Py.None ? Abstract.asIndex(a[1]) : mm.pos;
        long end = a.length > 2 && a[2] != Py.None ? Abstract.asIndex(a[2]) : len;
        mm.checkValid();
        len = mm.data.length;
        if (start < 0) {
            start = Math.max(0, start + len);
        } else if (start > len) {
            start = len;
        }
        if (end < 0) {
            end = Math.max(0, end + len);
        } else if (end > len) {
            end = len;
        }
        byte[] d = mm.data;
        if (!reverse) {
            for (long i = start; i + sub.length <= end; i++) {
                if (matches(d, (int) i, sub)) {
                    return i;
                }
            }
        } else {
            for (long i = end - sub.length; i >= start; i--) {
                if (matches(d, (int) i, sub)) {
                    return i;
                }
            }
        }
        return -1;
    }

    private static boolean matches(byte[] d, int at, byte[] sub) {
        for (int k = 0; k < sub.length; k++) {
            if (d[at + k] != sub[k]) {
                return false;
            }
        }
        return true;
    }
}
