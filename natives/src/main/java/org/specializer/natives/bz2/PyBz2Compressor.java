package org.specializer.natives.bz2;

import java.util.concurrent.locks.ReentrantLock;

import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Gil;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CInts;

/**
 * {@code _bz2.BZ2Compressor}: {@code compress(data)} returns the stream bytes that are ready
 * (none until a block fills), {@code flush()} ends the stream and the object's use. Compare
 * CPython _bz2module.c: {@code BZ2Compressor}.
 */
final class PyBz2Compressor extends PyObject {
    static final PyType TYPE = PyType.builtin("BZ2Compressor", PyBz2Compressor.class,
            PyType.OBJECT, 0, PyBz2Compressor::define).withModule("_bz2").withDottedTpName();

    /** Input at which compress() lets other threads run while it works. */
    private static final int RELEASE_GIL_AT = 64 * 1024;

    private final Bz2Encoder enc;
    private final ReentrantLock lock = new ReentrantLock();
    private boolean flushed;

    private PyBz2Compressor(PyType type, int level) {
        super(type);
        this.enc = new Bz2Encoder(level);
    }

    private static PyBz2Compressor c(PyObject self) {
        return (PyBz2Compressor) self;
    }

    private static void define(PyType t) {
        t.define("__module__", PyStr.intern("_bz2"));
        // compare CPython's clinic code for _bz2.BZ2Compressor.__new__ (compresslevel=9, /)
        t.constructor((cls, args, kw) -> {
            if (kw.length > 0) {
                throw Py.typeError("BZ2Compressor() takes no keyword arguments");
            }
            if (args.length > 1) {
                throw Py.typeError("BZ2Compressor expected at most 1 argument, got "
                        + args.length);
            }
            int level = args.length > 0 ? CInts.cint(args[0]) : 9;
            if (level < 1 || level > 9) {
                throw Py.valueError("compresslevel must be between 1 and 9");
            }
            return new PyBz2Compressor((PyType) cls, level);
        });
        t.method1("compress", (self, data) -> c(self).compress(BytesLike.span(data)));
        t.method0("flush", self -> c(self).flush());
    }

    /** Compare CPython _bz2module.c: {@code _bz2_BZ2Compressor_compress_impl}. */
    private PyObject compress(BytesLike.Span data) {
        Bz2Module.acquire(lock);
        try {
            if (flushed) {
                throw Py.valueError("Compressor has been flushed");
            }
            if (data.len < RELEASE_GIL_AT) {
                enc.write(data.buf, data.off, data.len);
                return PyBytes.of(enc.take());
            }
            return PyBytes.of(Gil.blocking(() -> {
                enc.write(data.buf, data.off, data.len);
                return enc.take();
            }));
        } finally {
            lock.unlock();
        }
    }

    /** Compare CPython _bz2module.c: {@code _bz2_BZ2Compressor_flush_impl}. */
    private PyObject flush() {
        Bz2Module.acquire(lock);
        try {
            if (flushed) {
                throw Py.valueError("Repeated call to flush()");
            }
            flushed = true;
            return PyBytes.of(Gil.blocking(() -> {
                enc.finish();
                return enc.take();
            }));
        } finally {
            lock.unlock();
        }
    }
}
