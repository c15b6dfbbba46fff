package org.specializer.natives.zlib;

import java.util.Arrays;

import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CInts;

/**
 * {@code zlib._ZlibDecompressor}: a one-stream decompressor with the interface of bz2's and
 * lzma's ({@code needs_input}, output limited by {@code max_length}, input kept between
 * calls), which Lib's gzip reads through {@code _compression.DecompressReader}. Compare CPython
 * zlibmodule.c: {@code ZlibDecompressor}.
 */
final class PyZlibDecompressor extends PyObject {
    static final PyType TYPE = PyType.builtin("_ZlibDecompressor", PyZlibDecompressor.class,
            PyType.OBJECT, 0, PyZlibDecompressor::define).withModule("zlib")
            .withDottedTpName();

    private static final Params NEW = new Params("_ZlibDecompressor",
            new String[] {"wbits", "zdict"}, 0, 2, 0);
    private static final Params DECOMPRESS = new Params("decompress",
            new String[] {"data", "max_length"}, 0, 2, 1);
    /** CPython's {@code DEF_MAX_INITIAL_BUF_SIZE}. */
    private static final long MAX_INITIAL = 16 * 1024 * 1024;

    private final InflateEngine eng;
    private final PyObject zdict;
    private boolean eof;
    private boolean needsInput = true;
    private PyBytes unusedData = PyBytes.EMPTY;
    /** Input given but not consumed yet. */
    private byte[] pending;

    private PyZlibDecompressor(PyType type, int wbits, PyObject zdict) {
        super(type);
        this.eng = new InflateEngine(wbits);
        this.zdict = zdict;
    }

    private static PyZlibDecompressor z(PyObject self) {
        return (PyZlibDecompressor) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            int wbits = a[0] == null ? ZlibModule.MAX_WBITS : CInts.cint(a[0]);
            if (!InflateEngine.validWbits(wbits)) {
                throw Py.valueError("Invalid initialization option");
            }
            PyZlibDecompressor d = new PyZlibDecompressor((PyType) cls, wbits, a[1]);
            if (a[1] != null && wbits < 0) {
                BytesLike.Span z = BytesLike.span(a[1]);
                try {
                    d.eng.setDictionary(z.buf, z.off, z.len);
                } catch (ZError e) {
                    throw ZlibModule.zlibError(e, "while setting zdict");
                }
            }
            return d;
        });
        t.methodK("decompress", (self, args, kw) -> {
            PyObject[] a = DECOMPRESS.parse(args, kw);
            BytesLike.Span data = BytesLike.span(a[0]);
            long maxLength = a[1] == null ? -1 : Params.asSsize(a[1]);
            return PyBytes.of(z(self).decompress(data, maxLength));
        });
        t.getset("eof", self -> z(self).eof ? Py.True : Py.False, null);
        t.getset("needs_input", self -> z(self).needsInput ? Py.True : Py.False, null);
        t.getset("unused_data", self -> z(self).unusedData, null);
    }

    /** Compare CPython zlibmodule.c: {@code zlib__ZlibDecompressor_decompress_impl}. */
    byte[] decompress(BytesLike.Span data, long maxLength) {
        if (eof) {
            throw Py.error(PyExc.EOFError, "End of stream already reached");
        }
        byte[] in;
        int off;
        int len;
        if (pending != null) {
            in = Arrays.copyOf(pending, pending.length + data.len);
            System.arraycopy(data.buf, data.off, in, pending.length, data.len);
            off = 0;
            len = in.length;
        } else {
            in = data.buf;
            off = data.off;
            len = data.len;
        }
        eng.setInput(in, off, len);
        byte[] out = decompressBuf(maxLength);
        int left = eng.availIn();
        if (eof) {
            needsInput = false;
            if (left > 0) {
                unusedData = PyBytes.of(Arrays.copyOfRange(in, eng.nextIn(), off + len));
            }
            pending = null;
        } else if (left == 0) {
            pending = null;
            needsInput = true;
        } else {
            needsInput = false;
            pending = Arrays.copyOfRange(in, eng.nextIn(), off + len);
        }
        return out;
    }

    /** Compare CPython zlibmodule.c: {@code decompress_buf}. */
    private byte[] decompressBuf(long maxLength) {
        long hardLimit;
        long length;
        if (maxLength < 0 || maxLength == Long.MAX_VALUE) {
            hardLimit = Long.MAX_VALUE;
            length = ZlibModule.DEF_BUF_SIZE;
        } else {
            hardLimit = maxLength;
            length = Math.min(maxLength, MAX_INITIAL);
        }
        byte[] buf = new byte[(int) length];
        int pos = 0;
        boolean first = true;
        try {
            do {
                if (!first && pos == length) {
                    if (length == hardLimit) {
                        break;
                    }
                    length = length <= (hardLimit >> 1) ? length << 1 : hardLimit;
                    if (length > Integer.MAX_VALUE - 8) {
                        throw Py.error(PyExc.MemoryError,
                                "Insufficient memory for buffer allocation");
                    }
                    buf = Arrays.copyOf(buf, (int) length);
                }
                first = false;
                pos += eng.inflate(buf, pos, (int) length - pos);
                if (eng.needsDictionary()) {
                    throw ZlibModule.zlibError(ZError.Z_NEED_DICT, null,
                            "while decompressing data");
                }
            } while (pos == length && !eng.streamEnd());
        } catch (ZError e) {
            throw ZlibModule.zlibError(e, "while decompressing data");
        }
        if (eng.streamEnd()) {
            eof = true;
            eng.end();
        }
        return pos == buf.length ? buf : Arrays.copyOf(buf, pos);
    }
}
