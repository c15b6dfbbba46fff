package org.specializer.natives.multibytecodec;

import java.math.BigInteger;
import java.nio.charset.CharsetDecoder;
import java.util.Arrays;
import org.specializer.api.Abstract;
import org.specializer.api.Buffers;
import org.specializer.api.CodecErrors;
import org.specializer.api.Codecs;
import org.specializer.api.IntOps;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PySubclassable;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * The base classes the CJK {@code encodings} modules derive their incremental coders and
 * stream readers and writers from ({@code MultibyteIncrementalEncoder},
 * {@code MultibyteIncrementalDecoder}, {@code MultibyteStreamReader},
 * {@code MultibyteStreamWriter}): each finds its codec in its class's {@code codec}
 * attribute, and keeps a coder whose state (a pending half of a sequence, an ISO-2022
 * designation or shift) goes on from call to call: the JDK's, or for the ISO-2022 codecs
 * CPython's eight bytes of state and pending input ({@link Iso2022Codec}). {@code getstate()}
 * and {@code setstate()} take CPython's forms: the encoder's an int of the pending
 * characters' UTF-8 and the state bytes, the decoder's a pair of the pending bytes and an int
 * of the state bytes (which the JDK's coders keep as given, having none of their own to
 * show). Compare CPython multibytecodec.c.
 */
final class MbCoders extends PySubclassable {
    static final int ENCODER = 0;
    static final int DECODER = 1;
    static final int READER = 2;
    static final int WRITER = 3;

    static final PyType INCREMENTAL_ENCODER = type("MultibyteIncrementalEncoder", ENCODER);
    static final PyType INCREMENTAL_DECODER = type("MultibyteIncrementalDecoder", DECODER);
    static final PyType STREAM_READER = type("MultibyteStreamReader", READER);
    static final PyType STREAM_WRITER = type("MultibyteStreamWriter", WRITER);

    private static PyType type(String name, int kind) {
        return PyType.builtin(name, MbCoders.class, PyType.OBJECT, PyType.BASETYPE,
                t -> define(t, kind)).withModule("_multibytecodec").withDottedTpName();
    }

    final MbCodec codec;
    PyObject errors;
    /** The stream of a reader or writer. */
    PyObject stream;
    private MbCodec.Encoder encoder;
    private CharsetDecoder decoder;
    /** A decoder's bytes of a sequence not complete yet. */
    private byte[] pending = new byte[0];

    private MbCoders(PyType type, MbCodec codec, PyObject errors, PyObject stream) {
        super(type);
        this.codec = codec;
        this.errors = errors;
        this.stream = stream;
        this.encoder = codec.newState();
        this.decoder = codec.iso == null ? codec.newDecoder() : null;
        if (codec.iso != null) {
            codec.iso.decInit(decState);
        }
    }

    /**
     * A decoder's CPython state ({@code MultibyteCodec_State.c}): the ISO-2022 codecs' own; for
     * the others, whose coders are the JDK's, what {@code setstate} gave, as CPython keeps it.
     */
    private final byte[] decState = new byte[8];

    private static final Params INCREMENTAL = new Params("MultibyteIncremental",
            new String[] {"errors"}, 0, 1, 0);
    private static final Params STREAM = new Params("MultibyteStream",
            new String[] {"stream", "errors"}, 0, 2, 1);
    private static final PyStr CODEC = PyStr.intern("codec");

    private static MbCoders c(PyObject self) {
        return (MbCoders) self;
    }

    private static void define(PyType t, int kind) {
        t.constructor((cls, args, kw) -> {
            PyObject codec = ((PyType) cls).lookup(CODEC);
            if (codec == null) {
                throw Py.error(org.specializer.api.PyExc.AttributeError, "type object '"
                        + ((PyType) cls).getTpName() + "' has no attribute 'codec'");
            }
            if (!(codec instanceof MbCodec mc)) {
                throw Py.typeError("codec is unexpected type");
            }
            boolean stream = kind == READER || kind == WRITER;
            PyObject[] a = (stream ? STREAM : INCREMENTAL).parse(args, kw);
            PyObject errors = stream ? a[1] : a[0];
            errors = errors == null ? PyStr.of("strict") : errors;
            MbCodec.errors(errors);
            return new MbCoders((PyType) cls, mc, errors, stream ? a[0] : null);
        });
        t.getset("errors", self -> c(self).errors, (self, v) -> {
            MbCodec.errors(v);
            c(self).errors = v;
        }, self -> {
            throw Py.error(org.specializer.api.PyExc.AttributeError, "cannot delete attribute");
        });
        switch (kind) {
            case ENCODER:
                t.methodK("encode", (self, args, kw) -> {
                    PyObject[] a = ENCODE.parse(args, kw);
                    MbCoders e = c(self);
                    boolean last = a[1] != null && Abstract.isTrue(a[1]);
                    return PyBytes.of(e.codec.encode(e.encoder, MbCodec.str(a[0]),
                            MbCodec.errors(e.errors), last));
                });
                t.method0("reset", self -> {
                    c(self).encoder.reset();
                    return Py.None;
                });
                t.method0("getstate", self -> c(self).encoderState());
                t.method1("setstate", (self, st) -> {
                    c(self).setEncoderState(st);
                    return Py.None;
                });
                break;
            case DECODER:
                t.methodK("decode", (self, args, kw) -> {
                    PyObject[] a = DECODE.parse(args, kw);
                    boolean last = a[1] != null && Abstract.isTrue(a[1]);
                    return PyStr.of(c(self).decode(Buffers.toBytes(a[0]), last));
                });
                t.method0("reset", self -> {
                    c(self).resetDecoder();
                    return Py.None;
                });
                t.method0("getstate", self -> PyTuple.of(PyBytes.of(c(self).pending.clone()),
                        Py.newInt(unsigned(c(self).decState))));
                t.method1("setstate", (self, st) -> {
                    c(self).setDecoderState(st);
                    return Py.None;
                });
                break;
            case READER:
                t.getset("stream", self -> c(self).stream, (self, v) -> c(self).stream = v);
                t.methodN("read", 0, 1, (self, a) -> c(self).iread("read", sizeArg(a)));
                t.methodN("readline", 0, 1, (self, a) -> c(self).iread("readline",
                        sizeArg(a)));
                t.methodN("readlines", 0, 1, (self, a) -> {
                    PyStr all = c(self).iread("read", sizeArg(a));
                    return Abstract.callMethod(all, PyStr.intern("splitlines"), Py.True);
                });
                t.method0("reset", self -> {
                    c(self).resetDecoder();
                    return Py.None;
                });
                break;
            default:
                t.getset("stream", self -> c(self).stream, (self, v) -> c(self).stream = v);
                t.method1("write", (self, s) -> {
                    c(self).write(MbCodec.str(s), false);
                    return Py.None;
                });
                t.method1("writelines", (self, lines) -> {
                    PyObject it = Abstract.iter(lines);
                    for (PyObject s = Abstract.next(it); s != null; s = Abstract.next(it)) {
                        c(self).write(MbCodec.str(s), false);
                    }
                    return Py.None;
                });
                t.method0("reset", self -> {
                    c(self).resetWriter();
                    return Py.None;
                });
                break;
        }
    }

    private static final Params ENCODE = new Params("encode", new String[] {"input", "final"},
            0, 2, 1);
    private static final Params DECODE = new Params("decode", new String[] {"input", "final"},
            0, 2, 1);

    private void resetDecoder() {
        if (codec.iso != null) {
            codec.iso.decReset(decState);
        } else {
            decoder.reset();
        }
        pending = new byte[0];
    }

    /** CPython's MAXDECPENDING: the most bytes a decoder keeps for the next call. */
    private static final int MAX_DEC_PENDING = 8;
    /** CPython's MAXENCPENDING: the most characters an encoder keeps. */
    private static final int MAX_ENC_PENDING = 2;

    /** Little-endian {@code bytes} as an unsigned number. */
    private static BigInteger unsigned(byte[] bytes) {
        byte[] big = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            big[i] = bytes[bytes.length - 1 - i];
        }
        return new BigInteger(1, big);
    }

    /** {@code v} as {@code n} little-endian unsigned bytes (CPython's _PyLong_AsByteArray). */
    private static byte[] littleEndian(PyObject v, int n) {
        BigInteger b = IntOps.big(v);
        if (b.signum() < 0) {
            throw Py.overflowError("can't convert negative int to unsigned");
        }
        if (b.bitLength() > n * 8) {
            throw Py.overflowError("int too big to convert");
        }
        byte[] out = new byte[n];
        for (int i = 0; i < n; i++) {
            out[i] = b.shiftRight(8 * i).byteValue();
        }
        return out;
    }

    /**
     * The encoder's {@code getstate()}: as CPython's, an int of little-endian bytes, the
     * number of bytes of the pending characters in UTF-8, those bytes, and the codec's eight
     * bytes of state.
     */
    private PyObject encoderState() {
        String pending = new String(encoder.pending, 0, encoder.pending.length);
        if (encoder.enc instanceof EucJis2004Charset.Held h && h.held() != 0) {
            pending = String.valueOf(h.held());
        }
        byte[] p = pending.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        if (p.length > MAX_ENC_PENDING * 4) {
            throw Py.error(PyExc.UnicodeError, "pending buffer too large");
        }
        byte[] all = new byte[1 + p.length + 8];
        all[0] = (byte) p.length;
        System.arraycopy(p, 0, all, 1, p.length);
        System.arraycopy(encoder.c, 0, all, 1 + p.length, 8);
        return Py.newInt(unsigned(all));
    }

    /** The encoder's {@code setstate(state)}, a number {@link #encoderState} gave. */
    private void setEncoderState(PyObject st) {
        if (!IntOps.isInt(st)) {
            throw Py.typeError("setstate() argument must be int, not " + st.getType().getTpName());
        }
        byte[] b = littleEndian(st, 1 + MAX_ENC_PENDING * 4 + 8);
        int n = b[0] & 0xff;
        if (n > MAX_ENC_PENDING * 4) {
            throw Py.error(PyExc.UnicodeError, "pending buffer too large");
        }
        String p = Codecs.decodeUtf8(b, 1, n, "strict", true).text();
        if (codec.iso == null) {
            encoder.reset();  // the JDK's coder: no state to set from outside
            if (encoder.enc instanceof EucJis2004Charset.Held h && p.length() == 1) {
                h.hold(p.charAt(0));  // but EUC-JIS-2004's character held for a mark
            }
            return;
        }
        encoder.pending = p.codePoints().toArray();
        System.arraycopy(b, 1 + n, encoder.c, 0, 8);
    }

    /** The decoder's {@code setstate((pending, state))}, a pair {@code getstate()} gave. */
    private void setDecoderState(PyObject st) {
        if (!(st instanceof PyTuple tu)) {
            throw Py.typeError("setstate() argument must be tuple, not "
                    + st.getType().getTpName());
        }
        if (tu.items.length != 2 || !(tu.items[0] instanceof PyBytes)
                || !IntOps.isInt(tu.items[1])) {
            throw Py.typeError("setstate(): illegal state argument");
        }
        byte[] c = littleEndian(tu.items[1], 8);
        byte[] buffer = Buffers.toBytes(tu.items[0]);
        if (buffer.length > MAX_DEC_PENDING) {
            throw CodecErrors.decodeError(codec.name, buffer, 0, buffer.length, 0,
                    buffer.length, "pending buffer too large");
        }
        if (codec.iso == null) {
            decoder.reset();
        }
        pending = buffer;
        System.arraycopy(c, 0, decState, 0, 8);
    }

    /** Decode {@code data} after the bytes pending from before; keep what is incomplete. */
    private String decode(byte[] data, boolean last) {
        byte[] all = data;
        if (pending.length > 0) {
            all = Arrays.copyOf(pending, pending.length + data.length);
            System.arraycopy(data, 0, all, pending.length, data.length);
        }
        if (codec.iso != null) {
            return decodeIso(all, last);
        }
        int[] left = new int[1];
        String s = codec.decode(decoder, all, 0, all.length, MbCodec.errors(errors), last, left);
        pending = Arrays.copyOfRange(all, all.length - left[0], all.length);
        return s;
    }

    /**
     * The ISO-2022 codecs' incremental decoding, as CPython's MultibyteIncrementalDecoder: what
     * an error leaves is the state so far and no pending bytes; at the end ({@code last}) a
     * sequence cut off is an error (which leaves the pending bytes as they were before).
     */
    private String decodeIso(byte[] all, boolean last) {
        byte[] before = pending;
        pending = new byte[0];
        StringBuilder out = new StringBuilder(all.length);
        int[] pos = {0};
        String errors = MbCodec.errors(this.errors);
        codec.feedIso(decState, all, pos, out, errors);
        if (last && pos[0] < all.length) {
            try {
                codec.decodeIsoError(all, pos, out, errors, Iso2022Codec.TOOFEW);
            } catch (RuntimeException e) {
                pending = before;
                throw e;
            }
        }
        if (pos[0] < all.length) {
            if (all.length - pos[0] > MAX_DEC_PENDING) {
                throw CodecErrors.decodeError(codec.name, all, 0, all.length, 0, all.length,
                        "pending buffer overflow");
            }
            pending = Arrays.copyOfRange(all, pos[0], all.length);
        }
        return out.toString();
    }

    /** A reader method's size argument: None or absent is -1, "everything". */
    private static long sizeArg(PyObject[] a) {
        return a.length == 0 || a[0] == Py.None ? -1 : Abstract.asIndex(a[0]);
    }

    /**
     * A reader's {@code read}, {@code readline} and {@code readlines}: the stream's
     * {@code method(sizehint)} decoded, read again a byte at a time while the bytes read so
     * far decode to nothing (an escape sequence, the start of a character) and the stream
     * has more. Compare CPython multibytecodec.c: mbstreamreader_iread.
     */
    private PyStr iread(String method, long sizehint) {
        if (sizehint == 0) {
            return PyStr.EMPTY;
        }
        StringBuilder out = new StringBuilder();
        while (true) {
            PyObject got = sizehint < 0 ? Abstract.callMethod(stream, PyStr.intern(method))
                    : Abstract.callMethod(stream, PyStr.intern(method), PyInt.of(sizehint));
            if (!(got instanceof PyBytes)) {
                throw Py.typeError("stream function returned a non-bytes object ("
                        + got.type.getName() + ")");
            }
            byte[] data = Buffers.toBytes(got);
            int read = data.length + pending.length;
            out.append(decode(data, sizehint < 0 || data.length == 0));
            if (sizehint < 0 || out.length() > 0 || read == 0) {
                return PyStr.of(out.toString());
            }
            sizehint = 1;   // read one more byte and try again
        }
    }

    /**
     * A writer's {@code reset()}: what is pending encoded to the end, back to the initial
     * state. For the ISO-2022 codecs as CPython's: nothing at all when nothing is pending (the
     * designation stays as it is), and the pending characters dropped even if they fail.
     */
    private void resetWriter() {
        if (codec.iso == null) {
            write(PyStr.of(""), true);
            return;
        }
        if (encoder.pending.length == 0) {
            return;
        }
        byte[] out;
        try {
            out = codec.encode(encoder, PyStr.EMPTY, MbCodec.errors(errors), true);
        } finally {
            encoder.pending = new int[0];
        }
        if (out.length > 0) {
            Abstract.callMethod(stream, PyStr.intern("write"), PyBytes.of(out));
        }
    }

    /** A writer's {@code write(s)}: encoded onto the stream. */
    private void write(PyStr s, boolean last) {
        byte[] out = codec.encode(encoder, s, MbCodec.errors(errors), last);
        if (out.length > 0 || !last) {
            Abstract.callMethod(stream, PyStr.intern("write"), PyBytes.of(out));
        }
    }
}
