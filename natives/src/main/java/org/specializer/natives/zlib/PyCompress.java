package org.specializer.natives.zlib;

import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BlocksOutput;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CInts;

/** {@code zlib.Compress}: what {@code compressobj()} returns. Compare CPython zlibmodule.c: {@code comp*}. */
final class PyCompress extends PyObject {
    static final PyType TYPE = PyType.builtin("Compress", PyCompress.class, PyType.OBJECT, 0,
            PyCompress::define).withModule("zlib")
            .withDottedTpName();

    private static final Params COMPRESS = new Params("compress", new String[] {"data"}, 1, 1,
            1);
    private static final Params FLUSH = new Params("flush", new String[] {"mode"}, 1, 1, 0);

    private static final int LOG_COMPRESS = 0;
    private static final int LOG_FLUSH = 1;

    private final int level;
    private final int wrap;
    private final int strategy;
    private final byte[] zdict;
    private DeflateEngine eng;
    private boolean initialised;
    private ReplayLog log = new ReplayLog();

    private PyCompress(int level, int wrap, int strategy, byte[] zdict) {
        super(TYPE);
        this.level = level;
        this.wrap = wrap;
        this.strategy = strategy;
        this.zdict = zdict;
    }

    /** Compare CPython zlibmodule.c: {@code zlib_compressobj_impl}. */
    static PyCompress create(int level, int method, int wbits, int memLevel, int strategy,
            byte[] zdict) {
        int wrap = ZlibModule.deflateWrap(wbits);
        if (wrap < 0 || level < -1 || level > 9 || method != 8 || memLevel < 1 || memLevel > 9
                || strategy < 0 || strategy > 4) {
            throw Py.valueError("Invalid initialization option");
        }
        PyCompress c = new PyCompress(level, wrap, strategy, zdict);
        c.start();
        return c;
    }

    private void start() {
        eng = new DeflateEngine(level, wrap, strategy);
        if (zdict != null && !eng.setDictionary(zdict, 0, zdict.length)) {
            eng.end();
            throw Py.valueError("Invalid dictionary");
        }
        initialised = true;
    }

    private static PyCompress c(PyObject self) {
        return (PyCompress) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create 'zlib.Compress' instances");
        });
        t.methodK("compress", (self, args, kw) -> PyBytes.of(c(self).compress(
                BytesLike.span(COMPRESS.parse(args, kw)[0]))));
        t.methodK("flush", (self, args, kw) -> {
            PyObject[] a = FLUSH.parse(args, kw);
            int mode = a[0] == null ? DeflateEngine.Z_FINISH : CInts.cint(a[0]);
            return PyBytes.of(c(self).flush(mode));
        });
        t.method0("copy", self -> c(self).copy());
        t.method0("__copy__", self -> c(self).copy());
        t.method1("__deepcopy__", (self, memo) -> c(self).copy());
    }

    /** Compare CPython zlibmodule.c: {@code zlib_Compress_compress_impl}. */
    byte[] compress(BytesLike.Span data) {
        if (!initialised) {
            throw ZlibModule.zlibError(ZError.Z_STREAM_ERROR, null, "while compressing data");
        }
        log.add(LOG_COMPRESS, data.toArray(), 0);
        eng.setInput(data.buf, data.off, data.len);
        BlocksOutput out = BlocksOutput.initAndGrow(-1);
        try {
            do {
                if (out.avail() == 0) {
                    out.grow();
                }
                out.pos += eng.deflate(out.buf, out.pos, out.avail(), DeflateEngine.Z_NO_FLUSH);
            } while (out.avail() == 0);
        } catch (ZError e) {
            throw ZlibModule.zlibError(e, "while compressing data");
        }
        return out.finish();
    }

    /** Compare CPython zlibmodule.c: {@code zlib_Compress_flush_impl}. */
    byte[] flush(int mode) {
        if (mode == DeflateEngine.Z_NO_FLUSH) {
            return new byte[0];
        }
        if (!initialised) {
            throw ZlibModule.zlibError(ZError.Z_STREAM_ERROR, null, "while flushing");
        }
        log.add(LOG_FLUSH, null, mode);
        BlocksOutput out = BlocksOutput.initAndGrow(-1);
        try {
            do {
                if (out.avail() == 0) {
                    out.grow();
                }
                out.pos += eng.deflate(out.buf, out.pos, out.avail(), mode);
            } while (out.avail() == 0);
        } catch (ZError e) {
            throw ZlibModule.zlibError(e, "while flushing");
        }
        if (mode == DeflateEngine.Z_FINISH && eng.streamEnd()) {
            eng.end();
            initialised = false;
        }
        return out.finish();
    }

    /** {@code deflateCopy}, by giving a new stream the same input and flushes. */
    PyObject copy() {
        if (!initialised) {
            throw Py.valueError("Inconsistent stream state");
        }
        if (log.steps() == null) {
            throw Py.error(PyExc.NotImplementedError, "copy() of a compression object that has"
                    + " taken more than " + (ReplayLog.LIMIT >> 20) + " MiB is not supported");
        }
        PyCompress r = new PyCompress(level, wrap, strategy, zdict);
        r.start();
        for (ReplayLog.Step s : log.steps()) {
            if (s.kind() == LOG_COMPRESS) {
                r.compress(new BytesLike.Span(s.data(), 0, s.data().length));
            } else {
                r.flush((int) s.arg());
            }
        }
        r.log = log.copy();
        return r;
    }
}
