package org.specializer.natives.struct;

import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.Py;
import org.specializer.api.PyBuffer;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;

/** The methods and attributes of {@code _struct.Struct}. Compare CPython _struct.c: {@code s_*}. */
final class StructMethods {
    private StructMethods() {}

    private static final Params INIT = new Params("Struct", new String[] {"format"}, 0, 1, 1);
    private static final Params UNPACK_FROM = new Params("unpack_from",
            new String[] {"buffer", "offset"}, 0, 2, 1);

    static PyStruct s(PyObject self) {
        return (PyStruct) self;
    }

    static void define(PyType t) {
        t.define("__doc__", PyStr.of("Struct(format)\n--\n\nCreate a compiled struct object.\n\n"
                + "Return a new Struct object which writes and reads binary data according to\n"
                + "the format string.\n\nSee help(struct) for more on format strings."));
        t.constructor((cls, args, kw) -> new PyStruct((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            s(self).init(INIT.parse(args, kw)[0]);
            return Py.None;
        });
        t.getset("format", self -> s(self).formatStr(), null);
        t.getset("size", self -> PyInt.of(s(self).size), null);
        t.methodN("pack", 0, Integer.MAX_VALUE, (self, a) -> pack(s(self), a, 0));
        t.methodN("pack_into", 0, Integer.MAX_VALUE, (self, a) -> packInto(s(self), a, 0));
        t.method1("unpack", (self, b) -> unpack(s(self), b));
        t.methodK("unpack_from", (self, args, kw) -> {
            PyObject[] a = UNPACK_FROM.parse(args, kw);
            return unpackFrom(s(self), a[0], a[1]);
        });
        t.method1("iter_unpack", (self, b) -> iterUnpack(s(self), b));
        t.method0("__sizeof__", self -> PyInt.of(48 + 32L * (s(self).kinds.length + 1)));
        t.method0("__repr__", self -> PyStr.of(self.type.getName() + "("
                + Abstract.repr(s(self).formatStr()).value + ")"));
    }

    /** {@code pack(v1, v2, ...)} of {@code a[from ..]}. Compare CPython _struct.c: {@code s_pack}. */
    static PyObject pack(PyStruct s, PyObject[] a, int from) {
        int given = a.length - from;
        if (given != s.len) {
            throw PyStruct.error("pack expected " + s.len + " items for packing (got " + given
                    + ")");
        }
        byte[] buf = new byte[s.bufferSize()];
        s.packInto(a, from, buf, 0, true);
        return PyBytes.of(buf);
    }

    /** {@code pack_into(buffer, offset, v1, ...)} of {@code a[from ..]}. Compare: {@code s_pack_into}. */
    static PyObject packInto(PyStruct s, PyObject[] a, int from) {
        int nargs = a.length - from;
        if (nargs != s.len + 2) {
            if (nargs == 0) {
                throw PyStruct.error("pack_into expected buffer argument");
            } else if (nargs == 1) {
                throw PyStruct.error("pack_into expected offset argument");
            }
            throw PyStruct.error("pack_into expected " + s.len + " items for packing (got "
                    + (nargs - 2) + ")");
        }
        BytesLike.Span buffer = BytesLike.writable(a[from]);
        long offset = asSsize(a[from + 1], PyExc.IndexError);
        long size = s.size;
        if (offset < 0) {
            if (offset + size > 0) {
                throw PyStruct.error("no space to pack " + size + " bytes at offset " + offset);
            }
            if (offset + buffer.len < 0) {
                throw PyStruct.error("offset " + offset + " out of range for " + buffer.len
                        + "-byte buffer");
            }
            offset += buffer.len;
        }
        if (buffer.len - offset < size) {
            throw PyStruct.error("pack_into requires a buffer of at least "
                    + Long.toUnsignedString(size + offset)  // (CPython sums as size_t)
                    + " bytes for packing " + size + " bytes at offset " + offset
                    + " (actual buffer size is " + buffer.len + ")");
        }
        s.packInto(a, from + 2, buffer.buf, buffer.off + (int) offset, false);
        return Py.None;
    }

    /** Compare CPython _struct.c: {@code Struct_unpack_impl}. */
    static PyTuple unpack(PyStruct s, PyObject b) {
        BytesLike.Span buffer = BytesLike.span(b);
        if (buffer.len != s.size) {
            throw PyStruct.error("unpack requires a buffer of " + s.size + " bytes");
        }
        return s.unpack(buffer.buf, buffer.off);
    }

    /** Compare CPython _struct.c: {@code Struct_unpack_from_impl}. */
    static PyTuple unpackFrom(PyStruct s, PyObject b, PyObject offsetArg) {
        BytesLike.Span buffer = BytesLike.span(b);
        long offset = offsetArg == null ? 0 : Params.asSsize(offsetArg);
        long size = s.size;
        if (offset < 0) {
            if (offset + size > 0) {
                throw PyStruct.error("not enough data to unpack " + size + " bytes at offset "
                        + offset);
            }
            if (offset + buffer.len < 0) {
                throw PyStruct.error("offset " + offset + " out of range for " + buffer.len
                        + "-byte buffer");
            }
            offset += buffer.len;
        }
        if (buffer.len - offset < size) {
            throw PyStruct.error("unpack_from requires a buffer of at least "
                    + Long.toUnsignedString(size + offset)  // (CPython sums as size_t)
                    + " bytes for unpacking " + size + " bytes at offset " + offset
                    + " (actual buffer size is " + buffer.len + ")");
        }
        return s.unpack(buffer.buf, buffer.off + (int) offset);
    }

    /** Compare CPython _struct.c: {@code Struct_iter_unpack}. */
    static PyObject iterUnpack(PyStruct s, PyObject b) {
        if (s.size == 0) {
            throw PyStruct.error("cannot iteratively unpack with a struct of length 0");
        }
        // the iterator holds an export of the buffer until it is exhausted, as CPython's
        PyBuffer view = Buffers.get(b, PyBuffer.SIMPLE);
        if (view.len % s.size != 0) {
            view.release();
            throw PyStruct.error("iterative unpacking requires a buffer of a multiple of "
                    + s.size + " bytes");
        }
        return new UnpackIterator(s, view);
    }

    /** {@code PyNumber_AsSsize_t(o, exc)}: an index, {@code exc} when it does not fit. */
    private static long asSsize(PyObject o, org.specializer.api.PyType exc) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw Py.error(exc, "cannot fit '" + o.type.getTpName() + "' into an index-sized integer");
    }
}
