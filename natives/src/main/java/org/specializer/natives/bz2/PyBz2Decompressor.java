package org.specializer.natives.bz2;

import java.util.concurrent.locks.ReentrantLock;

import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Gil;
import org.specializer.core.modules.Params;
import org.specializer.natives.BlocksOutput;
import org.specializer.natives.BytesLike;

/**
 * {@code _bz2.BZ2Decompressor}: one stream, fed in pieces of any size; input not yet used is
 * kept for the next call, output can be limited by {@code max_length}, and what follows the
 * stream's end goes to {@code unused_data}. Compare CPython _bz2module.c:
 * {@code BZ2Decompressor}.
 */
final class PyBz2Decompressor extends PyObject {
    static final PyType TYPE = PyType.builtin("BZ2Decompressor", PyBz2Decompressor.class,
            PyType.OBJECT, 0, PyBz2Decompressor::define).withModule("_bz2")
            .withDottedTpName();

    private static final Params DECOMPRESS = new Params("decompress",
            new String[] {"data", "max_length"}, 0, 2, 1);
    /** Work at which decompress() lets other threads run while it decodes. */
    private static final int RELEASE_GIL_AT = 4096;

    private final Bz2Decoder dec = new Bz2Decoder();
    private final ReentrantLock lock = new ReentrantLock();
    private boolean eof;
    private boolean needsInput = true;
    private PyBytes unusedData = PyBytes.EMPTY;

    private PyBz2Decompressor(PyType type) {
        super(type);
    }

    private static PyBz2Decompressor d(PyObject self) {
        return (PyBz2Decompressor) self;
    }

    private static void define(PyType t) {
        t.define("__module__", PyStr.intern("_bz2"));
        t.constructor((cls, args, kw) -> {
            if (args.length > kw.length) {
                throw Py.typeError("BZ2Decompressor() takes no positional arguments");
            }
            if (kw.length > 0) {
                throw Py.typeError("BZ2Decompressor() takes no keyword arguments");
            }
            return new PyBz2Decompressor((PyType) cls);
        });
        t.methodK("decompress", (self, args, kw) -> {
            PyObject[] a = DECOMPRESS.parse(args, kw);
            BytesLike.Span data = BytesLike.span(a[0]);
            long maxLength = a[1] == null ? -1 : Params.asSsize(a[1]);
            return PyBytes.of(d(self).decompress(data, maxLength));
        });
        t.getset("eof", self -> d(self).eof ? Py.True : Py.False, null);
        t.getset("needs_input", self -> d(self).needsInput ? Py.True : Py.False, null);
        t.getset("unused_data", self -> d(self).unusedData, null);
    }

    /** Compare CPython _bz2module.c: {@code decompress}. */
    private byte[] decompress(BytesLike.Span data, long maxLength) {
        Bz2Module.acquire(lock);
        try {
            if (eof) {
                throw Py.error(PyExc.EOFError, "End of stream already reached");
            }
            dec.feed(data.buf, data.off, data.len);
            byte[] out;
            try {
                if (data.len >= RELEASE_GIL_AT || (dec.hasOutputPending()
                        && (maxLength < 0 || maxLength >= RELEASE_GIL_AT))) {
                    out = Gil.blocking(() -> decompressBuf(maxLength));
                } else {
                    out = decompressBuf(maxLength);
                }
            } catch (Bz2Decoder.DataError e) {
                dec.dropUnconsumed();
                throw Py.error(PyExc.OSError, "Invalid data stream");
            } catch (Bz2Decoder.SequenceError e) {
                dec.dropUnconsumed();
                throw Py.error(PyExc.RuntimeError,
                        "Internal error - Invalid sequence of commands sent to libbzip2");
            }
            int left = dec.unconsumed();
            if (eof) {
                needsInput = false;
                if (left > 0) {
                    unusedData = PyBytes.of(dec.unconsumedBytes());
                }
            } else {
                needsInput = left == 0;
            }
            return out;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Decode into blocks of CPython's sizes until the stream ends, the input is used up, or
     * {@code maxLength} bytes are out. Compare CPython _bz2module.c: {@code decompress_buf}.
     */
    private byte[] decompressBuf(long maxLength) {
        BlocksOutput out = BlocksOutput.initAndGrow(maxLength);
        while (true) {
            out.pos += dec.decode(out.buf, out.pos, out.avail());
            if (dec.streamEnd()) {
                eof = true;
                break;
            }
            if (dec.unconsumed() == 0) {
                break;
            }
            if (out.avail() == 0) {
                if (out.size() == maxLength) {
                    break;
                }
                out.grow();
            }
        }
        return out.finish();
    }
}
