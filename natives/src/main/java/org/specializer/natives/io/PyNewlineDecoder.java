package org.specializer.natives.io;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * {@code _io.IncrementalNewlineDecoder}: universal newlines over another decoder, as CPython's
 * {@code textio.c} nldecoder. It holds back a {@code \r} at the end of a chunk (a {@code \n}
 * may follow), records which newlines it has seen, and with {@code translate} turns
 * {@code \r\n} and {@code \r} into {@code \n}.
 *
 * <p>The decoder below is a Python object ({@code decoder.decode(input, final)}), or, inside
 * {@code TextIOWrapper} and {@code StringIO}, one of the {@link TextCodecs} (or none: the
 * input is already text).
 */
public final class PyNewlineDecoder extends org.specializer.natives.NativeObject {
    public static final PyType TYPE = PyType.builtin("IncrementalNewlineDecoder",
            PyNewlineDecoder.class, PyType.OBJECT, PyType.BASETYPE, PyNewlineDecoder::define)
            .withModule("_io").withDottedTpName();

    static final int SEEN_CR = 1;
    static final int SEEN_LF = 2;
    static final int SEEN_CRLF = 4;

    private PyObject pyDecoder;
    private TextCodecs.Decoder javaDecoder;
    private boolean translate;
    private boolean pendingCr;
    private int seennl;
    private PyObject errors = PyStr.intern("strict");
    private boolean initialized;
    PyNewlineDecoder(PyType type) {
        super(type);
    }

    /** For TextIOWrapper and StringIO: over a Java decoder (null: the input is text). */
    PyNewlineDecoder(TextCodecs.Decoder decoder, boolean translate) {
        super(TYPE);
        this.javaDecoder = decoder;
        this.pyDecoder = Py.None;
        this.translate = translate;
        this.initialized = true;
    }

    /** Decode bytes through the Java decoder, then handle newlines. */
    String decode(byte[] b, int off, int len, boolean fin) {
        return newlines(javaDecoder.decode(b, off, len, fin), fin);
    }

    /** Handle newlines of text already decoded. */
    String decodeText(String s, boolean fin) {
        return newlines(s, fin);
    }

    /** Compare CPython textio.c: _PyIncrementalNewlineDecoder_decode. */
    private String newlines(String output, boolean fin) {
        if (pendingCr && (fin || !output.isEmpty())) {
            output = "\r" + output;
            pendingCr = false;
        }
        if (!fin && !output.isEmpty() && output.charAt(output.length() - 1) == '\r') {
            output = output.substring(0, output.length() - 1);
            pendingCr = true;
        }
        int cr = output.indexOf('\r');
        if (cr < 0) {
            if (output.indexOf('\n') >= 0) {
                seennl |= SEEN_LF;
            }
            return output;
        }
        int n = output.length();
        boolean lf = false;
        boolean crlf = false;
        boolean lone = false;
        for (int i = 0; i < n; i++) {
            char c = output.charAt(i);
            if (c == '\n') {
                lf = true;
            } else if (c == '\r') {
                if (i + 1 < n && output.charAt(i + 1) == '\n') {
                    crlf = true;
                    i++;
                } else {
                    lone = true;
                }
            }
        }
        if (lf) {
            seennl |= SEEN_LF;
        }
        if (crlf) {
            seennl |= SEEN_CRLF;
        }
        if (lone) {
            seennl |= SEEN_CR;
        }
        if (!translate) {
            return output;
        }
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            char c = output.charAt(i);
            if (c == '\r') {
                if (i + 1 < n && output.charAt(i + 1) == '\n') {
                    i++;
                }
                sb.append('\n');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** {@code getstate()}: the inner decoder's held bytes, its flags shifted, pendingcr in bit 0. */
    byte[] statePending() {
        return javaDecoder == null ? new byte[0] : javaDecoder.pending();
    }

    long stateFlags() {
        long flags = javaDecoder == null ? 0 : javaDecoder.flags();
        return (flags << 1) | (pendingCr ? 1 : 0);
    }

    void setState(byte[] pending, long flags) {
        pendingCr = (flags & 1) != 0;
        if (javaDecoder != null) {
            javaDecoder.setState(pending, (int) (flags >> 1));
        }
    }

    void reset() {
        seennl = 0;
        pendingCr = false;
        if (javaDecoder != null) {
            javaDecoder.reset();
        }
    }

    /** {@code newlines}: None, one of "\r", "\n", "\r\n", or a tuple of those seen. */
    PyObject newlinesSeen() {
        switch (seennl) {
            case SEEN_CR:
                return PyStr.of("\r");
            case SEEN_LF:
                return PyStr.of("\n");
            case SEEN_CRLF:
                return PyStr.of("\r\n");
            case SEEN_CR | SEEN_LF:
                return PyTuple.of(PyStr.of("\r"), PyStr.of("\n"));
            case SEEN_CR | SEEN_CRLF:
                return PyTuple.of(PyStr.of("\r"), PyStr.of("\r\n"));
            case SEEN_LF | SEEN_CRLF:
                return PyTuple.of(PyStr.of("\n"), PyStr.of("\r\n"));
            case SEEN_CR | SEEN_LF | SEEN_CRLF:
                return PyTuple.of(PyStr.of("\r"), PyStr.of("\n"), PyStr.of("\r\n"));
            default:
                return Py.None;
        }
    }

    // ------------------------------------------------------------------ the Python type

    private static final Params INIT = new Params("IncrementalNewlineDecoder",
            new String[] {"decoder", "translate", "errors"}, 0, 3, 2);
    private static final Params DECODE = new Params("decode", new String[] {"input", "final"},
            0, 2, 1);

    private static PyNewlineDecoder d(PyObject o) {
        PyNewlineDecoder n = (PyNewlineDecoder) o;
        if (!n.initialized) {
            throw Py.valueError("IncrementalNewlineDecoder.__init__() not called");
        }
        return n;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyNewlineDecoder((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            PyNewlineDecoder n = (PyNewlineDecoder) self;
            n.pyDecoder = a[0];
            n.javaDecoder = null;
            n.translate = Abstract.isTrue(a[1]);
            n.errors = a[2] == null ? PyStr.intern("strict") : a[2];
            n.pendingCr = false;
            n.seennl = 0;
            n.initialized = true;
            return Py.None;
        });
        t.methodK("decode", (self, args, kw) -> {
            PyObject[] a = DECODE.parse(args, kw);
            PyNewlineDecoder n = d(self);
            boolean fin = a[1] != null && Abstract.isTrue(a[1]);
            PyObject out;
            if (n.javaDecoder != null) {
                byte[] b = org.specializer.natives.posix.BytesLike.bytes(a[0]);
                return PyStr.of(n.decode(b, 0, b.length, fin));
            }
            if (n.pyDecoder != Py.None) {
                out = Abstract.callMethod(n.pyDecoder, PyStr.intern("decode"), a[0],
                        Py.newBool(fin));
            } else {
                out = a[0];
            }
            if (!(out instanceof PyStr s)) {
                throw Py.typeError("decoder should return a string result, not '"
                        + out.type.getName() + "'");
            }
            return PyStr.of(n.newlines(s.value, fin));
        });
        t.method0("getstate", self -> {
            PyNewlineDecoder n = d(self);
            if (n.pyDecoder != null && n.pyDecoder != Py.None) {
                PyObject st = Abstract.callMethod(n.pyDecoder, PyStr.intern("getstate"));
                if (!(st instanceof PyTuple tu) || tu.items.length != 2) {
                    throw Py.typeError("illegal decoder state");
                }
                long flag = Abstract.asIndex(tu.items[1]);
                return PyTuple.of(tu.items[0], PyInt.of((flag << 1) | (n.pendingCr ? 1 : 0)));
            }
            return PyTuple.of(PyBytes.of(n.statePending()), PyInt.of(n.stateFlags()));
        });
        t.method1("setstate", (self, state) -> {
            PyNewlineDecoder n = d(self);
            if (!(state instanceof PyTuple tu) || tu.items.length != 2) {
                throw Py.typeError("state argument must be a tuple");
            }
            long flag = Abstract.asIndex(tu.items[1]);
            n.pendingCr = (flag & 1) != 0;
            if (n.pyDecoder != null && n.pyDecoder != Py.None) {
                Abstract.callMethod(n.pyDecoder, PyStr.intern("setstate"),
                        PyTuple.of(tu.items[0], PyInt.of(flag >> 1)));
            } else if (n.javaDecoder != null) {
                n.javaDecoder.setState(org.specializer.natives.posix.BytesLike.bytes(
                        tu.items[0]), (int) (flag >> 1));
            }
            return Py.None;
        });
        t.method0("reset", self -> {
            PyNewlineDecoder n = d(self);
            n.seennl = 0;
            n.pendingCr = false;
            if (n.pyDecoder != null && n.pyDecoder != Py.None) {
                Abstract.callMethod(n.pyDecoder, PyStr.intern("reset"));
            } else if (n.javaDecoder != null) {
                n.javaDecoder.reset();
            }
            return Py.None;
        });
        t.getset("newlines", self -> d(self).newlinesSeen(), null);
    }
}
