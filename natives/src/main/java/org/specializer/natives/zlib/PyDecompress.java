package org.specializer.natives.zlib;

import java.util.Arrays;

import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.BlocksOutput;
import org.specializer.natives.BytesLike;

/**
 * {@code zlib.Decompress}: what {@code decompressobj()} returns. Compare CPython
 * zlibmodule.c: {@code decomp*}.
 */
final class PyDecompress extends PyObject {
    static final PyType TYPE = PyType.builtin("Decompress", PyDecompress.class, PyType.OBJECT,
            0, PyDecompress::define).withModule("zlib")
            .withDottedTpName();

    private static final Params DECOMPRESS = new Params("decompress",
            new String[] {"data", "max_length"}, 1, 2, 1);
    private static final Params FLUSH = new Params("flush", new String[] {"length"}, 1, 1, 0);

    private final int wbits;
    private final byte[] zdict;
    private InflateEngine eng;
    private boolean initialised;
    private boolean eof;
    private PyBytes unusedData = PyBytes.EMPTY;
    private PyBytes unconsumedTail = PyBytes.EMPTY;

    // for copy(): the input the engine consumed, and the output it gave
    private ReplayLog log = new ReplayLog();
    private long totalOut;
    /** Input a copy took over but its engine has not consumed yet; consumed first. */
    private byte[] carry;

    private PyDecompress(int wbits, byte[] zdict) {
        super(TYPE);
        this.wbits = wbits;
        this.zdict = zdict;
    }

    /** Compare CPython zlibmodule.c: {@code zlib_decompressobj_impl}. */
    static PyDecompress create(int wbits, byte[] zdict) {
        if (!InflateEngine.validWbits(wbits)) {
            throw Py.valueError("Invalid initialization option");
        }
        PyDecompress d = new PyDecompress(wbits, zdict);
        d.eng = new InflateEngine(wbits);
        d.initialised = true;
        if (zdict != null && wbits < 0) {
            d.setZdict();
        }
        return d;
    }

    private void setZdict() {
        try {
            eng.setDictionary(zdict, 0, zdict.length);
        } catch (ZError e) {
            throw ZlibModule.zlibError(e, "while setting zdict");
        }
    }

    private static PyDecompress d(PyObject self) {
        return (PyDecompress) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create 'zlib.Decompress' instances");
        });
        t.methodK("decompress", (self, args, kw) -> {
            PyObject[] a = DECOMPRESS.parse(args, kw);
            BytesLike.Span data = BytesLike.span(a[0]);
            long maxLength = a[1] == null ? 0 : Params.asSsize(a[1]);
            return PyBytes.of(d(self).decompress(data, maxLength));
        });
        t.methodK("flush", (self, args, kw) -> {
            PyObject[] a = FLUSH.parse(args, kw);
            long length = a[0] == null ? ZlibModule.DEF_BUF_SIZE : Params.asSsize(a[0]);
            return PyBytes.of(d(self).flush(length));
        });
        t.method0("copy", self -> d(self).copy());
        t.method0("__copy__", self -> d(self).copy());
        t.method1("__deepcopy__", (self, memo) -> d(self).copy());
        t.getset("unused_data", self -> d(self).unusedData, null);
        t.getset("unconsumed_tail", self -> d(self).unconsumedTail, null);
        t.getset("eof", self -> d(self).eof ? Py.True : Py.False, null);
    }

    /** The engine's input: {@code carry} (if any) then {@code data}. */
    private BytesLike.Span input(BytesLike.Span data) {
        if (carry == null) {
            return data;
        }
        byte[] joined = Arrays.copyOf(carry, carry.length + data.len);
        System.arraycopy(data.buf, data.off, joined, carry.length, data.len);
        carry = null;
        return new BytesLike.Span(joined, 0, joined.length);
    }

    /** Compare CPython zlibmodule.c: {@code zlib_Decompress_decompress_impl}. */
    byte[] decompress(BytesLike.Span data, long maxLength) {
        if (maxLength < 0) {
            throw Py.valueError("max_length must be non-negative");
        } else if (maxLength == 0) {
            maxLength = -1;
        }
        if (!initialised) {
            throw ZlibModule.zlibError(ZError.Z_STREAM_ERROR, null, "while decompressing data");
        }
        BytesLike.Span in = input(data);
        eng.setInput(in.buf, in.off, in.len);
        BlocksOutput out = BlocksOutput.initAndGrow(maxLength);
        ZError err = null;
        boolean needDict = false;
        try {
            boolean dictSet;
            do {
                if (out.avail() == 0) {
                    if (out.size() == maxLength) {
                        break;
                    }
                    out.grow();
                }
                out.pos += eng.inflate(out.buf, out.pos, out.avail());
                dictSet = false;
                if (eng.needsDictionary()) {
                    if (zdict == null) {
                        needDict = true;
                        break;
                    }
                    setZdict();
                    dictSet = true;
                }
            } while (out.avail() == 0 || dictSet);
        } catch (ZError e) {
            err = e;
        }
        saveUnconsumedInput(in);
        record(in, out.size());
        if (eng.streamEnd()) {
            eof = true;
        } else if (err != null) {
            throw ZlibModule.zlibError(err, "while decompressing data");
        } else if (needDict) {
            throw ZlibModule.zlibError(ZError.Z_NEED_DICT, null, "while decompressing data");
        }
        return out.finish();
    }

    /** Compare CPython zlibmodule.c: {@code zlib_Decompress_flush_impl}. */
    byte[] flush(long length) {
        if (length <= 0) {
            throw Py.valueError("length must be greater than zero");
        }
        BlocksOutput out = BlocksOutput.initWithSize(length);
        if (!initialised) {
            // zlib refuses an ended stream; flush() reports no error
            return out.finish();
        }
        BytesLike.Span in = input(new BytesLike.Span(unconsumedTail.value, 0,
                unconsumedTail.value.length));
        eng.setInput(in.buf, in.off, in.len);
        try {
            boolean dictSet;
            do {
                if (out.avail() == 0) {
                    out.grow();
                }
                out.pos += eng.inflate(out.buf, out.pos, out.avail());
                dictSet = false;
                if (eng.needsDictionary()) {
                    if (zdict == null) {
                        break;
                    }
                    setZdict();
                    dictSet = true;
                }
            } while (out.avail() == 0 || dictSet);
        } catch (ZError e) {
            // flush() returns what it has: CPython ignores errors here
        }
        saveUnconsumedInput(in);
        record(in, out.size());
        if (eng.streamEnd()) {
            eof = true;
            initialised = false;
            eng.end();
            log = null;
        }
        return out.finish();
    }

    /**
     * Input left after a call: after the end of the stream it goes to {@code unused_data};
     * input the output limit left over becomes {@code unconsumed_tail}. As in CPython, the
     * tail is taken from zlib's input position even after the end of the stream, where that
     * input was also added to {@code unused_data}. Compare CPython zlibmodule.c:
     * {@code save_unconsumed_input}.
     */
    private void saveUnconsumedInput(BytesLike.Span in) {
        int next = eng.nextIn();
        int end = in.off + in.len;
        int availIn = end - next;
        if (eng.streamEnd() && availIn > 0) {
            byte[] old = unusedData.value;
            byte[] b = Arrays.copyOf(old, old.length + availIn);
            System.arraycopy(in.buf, next, b, old.length, availIn);
            unusedData = new PyBytes(b);
            availIn = 0;
        }
        if (availIn > 0 || unconsumedTail.value.length > 0) {
            unconsumedTail = PyBytes.of(Arrays.copyOfRange(in.buf, next, end));
        }
    }

    private void record(BytesLike.Span in, int produced) {
        totalOut += produced;
        if (log != null) {
            log.add(0, Arrays.copyOfRange(in.buf, in.off, eng.nextIn()), totalOut);
        }
    }

    /**
     * {@code inflateCopy}, by giving a new stream the input this one consumed, with output
     * limited to what this one gave: zlib consumes input only as output needs it, so the new
     * stream stops where this one stands; input it has not needed yet is carried into its next
     * call.
     */
    PyObject copy() {
        if (!initialised) {
            throw Py.valueError("Inconsistent stream state");
        }
        if (log.steps() == null) {
            throw Py.error(PyExc.NotImplementedError, "copy() of a decompression object that"
                    + " has taken more than " + (ReplayLog.LIMIT >> 20) + " MiB is not"
                    + " supported");
        }
        PyDecompress r = create(wbits, zdict);
        int consumed = 0;
        for (ReplayLog.Step s : log.steps()) {
            consumed += s.data().length;
        }
        byte[] all = new byte[consumed + (carry == null ? 0 : carry.length)];
        int at = 0;
        for (ReplayLog.Step s : log.steps()) {
            System.arraycopy(s.data(), 0, all, at, s.data().length);
            at += s.data().length;
        }
        if (carry != null) {
            System.arraycopy(carry, 0, all, at, carry.length);
        }
        r.eng.setInput(all, 0, consumed);
        byte[] scratch = new byte[8192];
        long produced = 0;
        while (produced < totalOut || r.eng.availIn() > 0) {
            int room = (int) Math.min(scratch.length, totalOut - produced);
            int n = r.eng.inflate(scratch, 0, room);
            produced += n;
            if (r.eng.needsDictionary() && zdict != null) {
                r.setZdict();
                continue;
            }
            if (n == 0 && (room == 0 || r.eng.streamEnd() || r.eng.availIn() == 0)) {
                break;
            }
        }
        int left = consumed - r.eng.nextIn();
        if (left > 0 || carry != null) {
            r.carry = Arrays.copyOfRange(all, r.eng.nextIn(), all.length);
        }
        r.eof = eof;
        r.unusedData = unusedData;
        r.unconsumedTail = unconsumedTail;
        r.totalOut = totalOut;
        r.log = log.copy();
        return r;
    }
}
