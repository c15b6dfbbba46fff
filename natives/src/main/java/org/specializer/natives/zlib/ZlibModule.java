package org.specializer.natives.zlib;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BlocksOutput;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CInts;
import org.specializer.natives.ModuleErrors;

/**
 * The {@code zlib} module (CPython Modules/zlibmodule.c) on {@code java.util.zip}: one-shot
 * {@code compress} and {@code decompress}, the streaming {@code Compress} and
 * {@code Decompress} objects, {@code _ZlibDecompressor} (what Lib's gzip reads with), and the
 * CRC-32 and Adler-32 checksums.
 *
 * <p>Each call drives zlib as CPython's does: the same flush modes, the same output space at
 * each step (see {@link BlocksOutput}), the same return codes turned into the same errors
 * ("Error -3 while decompressing data: incorrect header check"). {@link DeflateEngine} and
 * {@link InflateEngine} say where the JDK's zlib API falls short of zlib's and what is done
 * then.
 */
public final class ZlibModule {
    private ZlibModule() {}

    static final PyType ERROR = ModuleErrors.newException("zlib.error", PyExc.Exception, null);

    static final int MAX_WBITS = 15;
    static final int DEF_BUF_SIZE = 16384;

    private static final Params COMPRESS = new Params("compress",
            new String[] {"data", "level", "wbits"}, 1, 3, 1);
    private static final Params DECOMPRESS = new Params("decompress",
            new String[] {"data", "wbits", "bufsize"}, 1, 3, 1);
    private static final Params COMPRESSOBJ = new Params("compressobj",
            new String[] {"level", "method", "wbits", "memLevel", "strategy", "zdict"}, 0, 6, 0);
    private static final Params DECOMPRESSOBJ = new Params("decompressobj",
            new String[] {"wbits", "zdict"}, 0, 2, 0);

    public static PyModule create() {
        PyModule m = new PyModule("zlib");
        m.put("__doc__", PyStr.of(DOC));
        m.put("error", ERROR);
        m.put("Compress", PyCompress.TYPE);
        m.put("Decompress", PyDecompress.TYPE);
        m.put("_ZlibDecompressor", PyZlibDecompressor.TYPE);
        int[] values = {15, 8, 8, 16384, 9, 1, 5, -1, 0, 1, 4, 4, 3, 2, 0, 0, 1, 3, 2, 6};
        String[] names = {"MAX_WBITS", "DEFLATED", "DEF_MEM_LEVEL", "DEF_BUF_SIZE",
            "Z_BEST_COMPRESSION", "Z_BEST_SPEED", "Z_BLOCK", "Z_DEFAULT_COMPRESSION",
            "Z_DEFAULT_STRATEGY", "Z_FILTERED", "Z_FINISH", "Z_FIXED", "Z_FULL_FLUSH",
            "Z_HUFFMAN_ONLY", "Z_NO_COMPRESSION", "Z_NO_FLUSH", "Z_PARTIAL_FLUSH", "Z_RLE",
            "Z_SYNC_FLUSH", "Z_TREES"};
        for (int i = 0; i < names.length; i++) {
            m.put(names[i], PyInt.of(values[i]));
        }
        m.put("ZLIB_VERSION", PyStr.of("1.2.13"));
        m.put("ZLIB_RUNTIME_VERSION", PyStr.of("1.2.13"));
        m.put("__version__", PyStr.of("1.0"));
        m.defK("compress", (self, args, kw) -> {
            PyObject[] a = COMPRESS.parse(args, kw);
            BytesLike.Span data = BytesLike.span(a[0]);
            int level = a[1] == null ? -1 : CInts.cint(a[1]);
            int wbits = a[2] == null ? MAX_WBITS : CInts.cint(a[2]);
            return PyBytes.of(compress(data, level, wbits));
        });
        m.defK("decompress", (self, args, kw) -> {
            PyObject[] a = DECOMPRESS.parse(args, kw);
            BytesLike.Span data = BytesLike.span(a[0]);
            int wbits = a[1] == null ? MAX_WBITS : CInts.cint(a[1]);
            long bufsize = a[2] == null ? DEF_BUF_SIZE : Params.asSsize(a[2]);
            return PyBytes.of(decompress(data, wbits, bufsize));
        });
        m.defK("compressobj", (self, args, kw) -> {
            PyObject[] a = COMPRESSOBJ.parse(args, kw);
            int level = a[0] == null ? -1 : CInts.cint(a[0]);
            int method = a[1] == null ? 8 : CInts.cint(a[1]);
            int wbits = a[2] == null ? MAX_WBITS : CInts.cint(a[2]);
            int memLevel = a[3] == null ? 8 : CInts.cint(a[3]);
            int strategy = a[4] == null ? 0 : CInts.cint(a[4]);
            byte[] zdict = a[5] == null ? null : BytesLike.span(a[5]).toArray();
            return PyCompress.create(level, method, wbits, memLevel, strategy, zdict);
        });
        m.defK("decompressobj", (self, args, kw) -> {
            PyObject[] a = DECOMPRESSOBJ.parse(args, kw);
            int wbits = a[0] == null ? MAX_WBITS : CInts.cint(a[0]);
            byte[] zdict = null;
            if (a[1] != null) {
                BytesLike.Span z = BytesLike.spanOrNull(a[1]);
                if (z == null) {
                    throw Py.typeError("zdict argument must support the buffer protocol");
                }
                zdict = z.toArray();
            }
            return PyDecompress.create(wbits, zdict);
        });
        m.defN("crc32", 1, 2, (self, a) -> {
            BytesLike.Span s = BytesLike.span(a[0]);
            int crc = a.length > 1 ? (int) uintMask(a[1]) : 0;
            return PyInt.of(Checksums.crc32(crc, s.buf, s.off, s.len));
        });
        m.defN("adler32", 1, 2, (self, a) -> {
            BytesLike.Span s = BytesLike.span(a[0]);
            long value = a.length > 1 ? uintMask(a[1]) : 1;
            return PyInt.of(Checksums.adler32(value, s.buf, s.off, s.len));
        });
        return m;
    }

    /** An {@code unsigned int} with Argument Clinic's {@code bitwise=True}: any int, masked. */
    static long uintMask(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            return pi.value & 0xffffffffL;
        }
        return ((PyBigInt) i).value.longValue() & 0xffffffffL;
    }

    /**
     * {@code zlib.error} for a zlib return code in the context {@code msg}. Compare CPython
     * zlibmodule.c: {@code zlib_error}.
     */
    static PyException zlibError(int err, String zmsg, String msg) {
        if (zmsg == null) {
            switch (err) {
                case ZError.Z_BUF_ERROR:
                    zmsg = "incomplete or truncated stream";
                    break;
                case ZError.Z_STREAM_ERROR:
                    zmsg = "inconsistent stream state";
                    break;
                case ZError.Z_DATA_ERROR:
                    zmsg = "invalid input data";
                    break;
                default:
                    break;
            }
        }
        return Py.error(ERROR, zmsg == null ? "Error " + err + " " + msg
                : "Error " + err + " " + msg + ": " + zmsg);
    }

    static PyException zlibError(ZError e, String msg) {
        return zlibError(e.code, e.zmsg, msg);
    }

    /**
     * The zlib format for deflate window bits, or -1 when deflateInit2 refuses them: -9 to -15
     * raw, 8 to 15 zlib, 25 to 31 gzip.
     */
    static int deflateWrap(int wbits) {
        if (wbits < 0) {
            return wbits >= -15 && wbits <= -9 ? DeflateEngine.RAW : -1;
        } else if (wbits > 15) {
            return wbits >= 25 && wbits <= 31 ? DeflateEngine.GZIP : -1;
        }
        return wbits >= 8 ? DeflateEngine.ZLIB : -1;
    }

    /** Compare CPython zlibmodule.c: {@code zlib_compress_impl}. */
    static byte[] compress(BytesLike.Span data, int level, int wbits) {
        int wrap = deflateWrap(wbits);
        if (wrap < 0 || level < -1 || level > 9) {
            throw Py.error(ERROR, "Bad compression level");
        }
        DeflateEngine eng = new DeflateEngine(level, wrap, 0);
        try {
            eng.setInput(data.buf, data.off, data.len);
            BlocksOutput out = BlocksOutput.initAndGrow(-1);
            do {
                if (out.avail() == 0) {
                    out.grow();
                }
                out.pos += eng.deflate(out.buf, out.pos, out.avail(), DeflateEngine.Z_FINISH);
            } while (out.avail() == 0);
            return out.finish();
        } catch (ZError e) {
            throw zlibError(e, "while compressing data");
        } finally {
            eng.end();
        }
    }

    /** Compare CPython zlibmodule.c: {@code zlib_decompress_impl}. */
    static byte[] decompress(BytesLike.Span data, int wbits, long bufsize) {
        if (bufsize < 0) {
            throw Py.valueError("bufsize must be non-negative");
        } else if (bufsize == 0) {
            bufsize = 1;
        }
        BlocksOutput out = BlocksOutput.initWithSize(bufsize);
        if (!InflateEngine.validWbits(wbits)) {
            throw zlibError(ZError.Z_STREAM_ERROR, null, "while preparing to decompress data");
        }
        InflateEngine eng = new InflateEngine(wbits);
        try {
            eng.setInput(data.buf, data.off, data.len);
            do {
                if (out.avail() == 0) {
                    out.grow();
                }
                out.pos += eng.inflate(out.buf, out.pos, out.avail());
                if (eng.needsDictionary()) {
                    throw zlibError(ZError.Z_NEED_DICT, null, "while decompressing data");
                }
            } while (out.avail() == 0);
            if (!eng.streamEnd()) {
                throw zlibError(ZError.Z_BUF_ERROR, null, "while decompressing data");
            }
            return out.finish();
        } catch (ZError e) {
            throw zlibError(e, "while decompressing data");
        } finally {
            eng.end();
        }
    }

    private static final String DOC = """
            The functions in this module allow compression and decompression using the
            zlib library, which is based on GNU zip.

            adler32(string[, start]) -- Compute an Adler-32 checksum.
            compress(data[, level]) -- Compress data, with compression level 0-9 or -1.
            compressobj([level[, ...]]) -- Return a compressor object.
            crc32(string[, start]) -- Compute a CRC-32 checksum.
            decompress(string,[wbits],[bufsize]) -- Decompresses a compressed string.
            decompressobj([wbits[, zdict]]) -- Return a decompressor object.

            'wbits' is window buffer size and container format.
            Compressor objects support compress() and flush() methods; decompressor
            objects support decompress() and flush().""";
}
