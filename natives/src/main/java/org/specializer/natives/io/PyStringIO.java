package org.specializer.natives.io;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * {@code _io.StringIO}: a text stream in memory, as CPython's {@code Modules/_io/stringio.c},
 * with its newline modes: {@code newline=None} translates {@code \r\n} and {@code \r} to
 * {@code \n} when writing, {@code ''} splits lines at any of them without translating,
 * {@code '\r'} and {@code '\r\n'} translate {@code \n} to themselves when writing.
 *
 * <p>Positions count code points; the text is kept as Java chars, with positions converted
 * only when it holds characters outside the BMP.
 */
public final class PyStringIO extends PyIOBase {
    public static final PyType TYPE = PyType.builtin("StringIO", PyStringIO.class,
            IOBaseTypes.TEXT_IOBASE, PyType.BASETYPE, PyStringIO::define)
            .withModule("_io").withDottedTpName();

    private StringBuilder buf = new StringBuilder();
    /** No surrogate pairs in {@link #buf}: code point index = char index. */
    private boolean bmp = true;
    /** Position in code points. */
    private int pos;
    private boolean closed;
    private boolean initialized;
    private PyObject newlineArg = PyStr.intern("\n");
    private boolean readUniversal;
    private boolean readTranslate;
    private String readnl = "\n";
    private String writenl;
    private PyNewlineDecoder decoder;

    PyStringIO(PyType type) {
        super(type);
    }

    private void check() {
        if (!initialized) {
            throw Py.valueError("I/O operation on uninitialized object");
        }
        if (closed) {
            throw Py.valueError("I/O operation on closed file");
        }
    }

    private int length() {
        return bmp ? buf.length() : buf.codePointCount(0, buf.length());
    }

    private int charIndex(int cp) {
        return bmp ? cp : buf.offsetByCodePoints(0, cp);
    }

    /** Compare CPython stringio.c: _io_StringIO___init___impl. */
    void init(PyObject value, PyObject newline) {
        String nl = null;
        if (newline != null && newline != Py.None) {
            if (!(newline instanceof PyStr ns)) {
                throw Py.typeError("newline must be str or None, not " + newline.type.getName());
            }
            nl = ns.value;
            if (!nl.isEmpty() && !nl.equals("\n") && !nl.equals("\r") && !nl.equals("\r\n")) {
                throw Py.valueError("illegal newline value: " + Abstract.repr(newline).value);
            }
        }
        if (value != null && value != Py.None && !(value instanceof PyStr)) {
            throw Py.typeError("initial_value must be str or None, not "
                    + value.type.getName());
        }
        newlineArg = newline == null ? PyStr.intern("\n") : newline;
        if (newline == null) {
            nl = "\n";
        }
        readnl = nl;
        readUniversal = nl == null || nl.isEmpty();
        readTranslate = nl == null;
        writenl = nl != null && (nl.equals("\r") || nl.equals("\r\n")) ? nl : null;
        decoder = readUniversal ? new PyNewlineDecoder(null, readTranslate) : null;
        buf = new StringBuilder();
        bmp = true;
        pos = 0;
        closed = false;
        initialized = true;
        if (value instanceof PyStr s && !s.value.isEmpty()) {
            writeString(s.value);
            pos = 0;
        }
    }

    /** Write at the position, as CPython's write_str; the position moves past it. */
    private void writeString(String s) {
        if (decoder != null) {
            s = decoder.decodeText(s, true);
        }
        if (writenl != null) {
            s = s.replace("\n", writenl);
        }
        if (s.isEmpty()) {
            return;
        }
        boolean sBmp = s.codePointCount(0, s.length()) == s.length();
        int len = length();
        if (pos > len) {
            for (int i = len; i < pos; i++) {
                buf.append('\0');
            }
            len = pos;
        }
        int n = sBmp ? s.length() : s.codePointCount(0, s.length());
        int start = charIndex(pos);
        int endCp = Math.min(pos + n, len);
        int end = charIndex(endCp);
        buf.replace(start, end, s);
        if (!sBmp) {
            bmp = false;
        }
        pos += n;
    }

    String read(long n) {
        check();
        int len = length();
        if (pos >= len) {
            return "";
        }
        int end = n < 0 || n > len - pos ? len : pos + (int) n;
        String out = buf.substring(charIndex(pos), charIndex(end));
        pos = end;
        return out;
    }

    /** Compare CPython stringio.c: _stringio_readline and textio.c: _PyIO_find_line_ending. */
    String readline(long limit) {
        check();
        int len = length();
        if (pos >= len) {
            return "";
        }
        int start = charIndex(pos);
        int end = buf.length();
        int lineEnd = -1;
        if (readTranslate) {
            int i = buf.indexOf("\n", start);
            lineEnd = i < 0 ? -1 : i + 1;
        } else if (readUniversal) {
            for (int i = start; i < end; i++) {
                char c = buf.charAt(i);
                if (c == '\n') {
                    lineEnd = i + 1;
                    break;
                }
                if (c == '\r') {
                    lineEnd = i + 1 < end && buf.charAt(i + 1) == '\n' ? i + 2 : i + 1;
                    break;
                }
            }
        } else {
            int i = buf.indexOf(readnl, start);
            lineEnd = i < 0 ? -1 : i + readnl.length();
        }
        if (lineEnd < 0) {
            lineEnd = end;
        }
        String line = buf.substring(start, lineEnd);
        int cps = bmp ? line.length() : line.codePointCount(0, line.length());
        if (limit >= 0 && cps > limit) {
            line = bmp ? line.substring(0, (int) limit)
                    : line.substring(0, line.offsetByCodePoints(0, (int) limit));
            cps = (int) limit;
        }
        pos += cps;
        return line;
    }

    // ------------------------------------------------------------------ the type

    private static PyStringIO s(PyObject o) {
        return (PyStringIO) o;
    }

    private static final Params INIT = new Params("StringIO", new String[] {"initial_value",
        "newline"}, 0, 2, 0);

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyStringIO((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            s(self).init(a[0], a[1]);
            return Py.None;
        });
        t.methodN("read", 0, 1, (self, a) -> PyStr.of(s(self).read(IOBaseTypes.sizeArg(a, 0))));
        t.methodN("readline", 0, 1, (self, a) -> PyStr.of(s(self).readline(
                IOBaseTypes.sizeArg(a, 0))));
        t.method1("write", (self, x) -> {
            PyStringIO s = s(self);
            s.check();
            if (!(x instanceof PyStr str)) {
                throw Py.typeError("string argument expected, got '" + x.type.getName() + "'");
            }
            s.writeString(str.value);
            return PyInt.of(str.length());
        });
        t.methodN("seek", 1, 2, (self, a) -> {
            PyStringIO s = s(self);
            s.check();
            long p = Abstract.asIndex(a[0]);
            int whence = a.length > 1 ? Abstract.asInt(a[1]) : 0;
            if (whence != 0 && whence != 1 && whence != 2) {
                throw Py.valueError("Invalid whence (" + whence + ", should be 0, 1 or 2)");
            }
            if (p < 0 && whence == 0) {
                throw Py.valueError("Negative seek position " + p);
            }
            if (whence != 0 && p != 0) {
                throw Py.error(org.specializer.api.PyExc.OSError,
                        "Can't do nonzero cur-relative seeks");
            }
            if (whence == 1) {
                p = s.pos;
            } else if (whence == 2) {
                p = s.length();
            }
            s.pos = (int) Math.min(p, Integer.MAX_VALUE - 8);
            return PyInt.of(s.pos);
        });
        t.method0("tell", self -> {
            s(self).check();
            return PyInt.of(s(self).pos);
        });
        t.methodN("truncate", 0, 1, (self, a) -> {
            PyStringIO s = s(self);
            s.check();
            long size = a.length == 0 || a[0] == Py.None ? s.pos : Abstract.asIndex(a[0]);
            if (size < 0) {
                throw Py.valueError("Negative size value " + size);
            }
            if (size < s.length()) {
                s.buf.setLength(s.charIndex((int) size));
            }
            return PyInt.of(size);
        });
        t.method0("getvalue", self -> {
            s(self).check();
            return PyStr.of(s(self).buf.toString());
        });
        for (String name : new String[] {"readable", "writable", "seekable"}) {
            t.method0(name, self -> {
                s(self).check();
                return Py.True;
            });
        }
        t.method0("close", self -> {
            s(self).closed = true;
            s(self).buf = new StringBuilder();
            return Py.None;
        });
        t.getset("closed", self -> {
            if (!s(self).initialized) {
                throw Py.valueError("I/O operation on uninitialized object");
            }
            return Py.newBool(s(self).closed);
        }, null);
        t.getset("line_buffering", self -> {
            s(self).check();
            return Py.False;
        }, null);
        t.getset("newlines", self -> {
            s(self).check();
            return s(self).decoder == null ? Py.None : s(self).decoder.newlinesSeen();
        }, null);
        t.method0("__next__", self -> {
            PyStringIO s = s(self);
            String line;
            if (s.type == TYPE) {
                line = s.readline(-1);
            } else {
                PyObject r = Abstract.callMethod(self, IOBaseTypes.READLINE);
                if (!(r instanceof PyStr rs)) {
                    throw Py.error(org.specializer.api.PyExc.OSError, "readline() should have "
                            + "returned a str object, not '" + r.type.getName() + "'");
                }
                line = rs.value;
            }
            if (line.isEmpty()) {
                throw Py.stopIteration(null);
            }
            return PyStr.of(line);
        });
        t.method0("__getstate__", self -> {
            PyStringIO s = s(self);
            s.check();
            PyDict d = self.getDict();
            return PyTuple.of(PyStr.of(s.buf.toString()), s.newlineArg, PyInt.of(s.pos),
                    d.size() == 0 ? Py.None : d.copy());
        });
        t.method1("__setstate__", (self, state) -> {
            // Compare CPython stringio.c: _io_StringIO___setstate___impl
            PyStringIO s = s(self);
            if (s.closed) {
                throw Py.valueError("I/O operation on closed file");
            }
            if (!(state instanceof PyTuple st) || st.items.length < 4) {
                throw Py.typeError(self.type.getTpName() + ".__setstate__ argument should be "
                        + "4-tuple, got " + state.type.getName());
            }
            s.init(st.items[0], st.items[1]);  // __init__'s checks of both
            // the buffer as it was, untranslated
            String v = st.items[0] instanceof PyStr vs ? vs.value : "";
            s.buf.setLength(0);
            s.buf.append(v);
            s.bmp = v.codePointCount(0, v.length()) == v.length();
            s.pos = IOBaseTypes.statePosition(st.items[2],
                    "third item of state must be an integer, got ");
            IOBaseTypes.stateDict(self, st.items[3], "fourth");
            return Py.None;
        });
    }
}
