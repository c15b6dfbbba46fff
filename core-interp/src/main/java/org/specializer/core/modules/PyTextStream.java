package org.specializer.core.modules;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code _io.TextIOWrapper} as far as the standard streams need it, for when the native
 * modules (whose {@code _io} makes the real ones) are absent: a UTF-8 text stream over a
 * Java byte stream, either for writing ({@code sys.stdout}, {@code sys.stderr}) or for reading
 * ({@code sys.stdin}).
 *
 * <p>Output is encoded straight into a byte buffer of its own, with an ASCII fast path, and
 * reaches the Java stream only when the buffer fills, on {@code flush()}, or at a newline when
 * line buffered. {@code print} writes here directly when its file is one of these streams
 * (see {@code Printing}); Python code reaches the same buffer through {@code write}.
 *
 * <p>Errors: with {@code errors='strict'} a lone surrogate raises UnicodeEncodeError before
 * anything of the string is written; with {@code 'backslashreplace'} (stderr) it is written as
 * a backslash-u escape.
 */
public final class PyTextStream extends PyObject implements PyIterator, TextSink {
    public static final PyType TYPE = PyType.builtin("TextIOWrapper", PyTextStream.class,
            PyType.OBJECT, 0, PyTextStream::define).withModule("_io");

    private static final int BUFFER_SIZE = 1 << 16;

    private final String name;
    private final int fileno;
    private final String errors;
    // output side (null for an input stream)
    private final OutputStream out;
    private final byte[] buf;
    private int len;
    private final boolean lineBuffered;
    /** Flushed before each write to this stream (stdout, for stderr), or null. */
    private PyTextStream flushFirst;
    // input side (null for an output stream)
    private final Reader in;
    private final char[] cbuf;
    private int cpos;
    private int clen;
    private boolean eof;
    private boolean closed;

    private PyTextStream(String name, int fileno, String errors, OutputStream out,
            boolean lineBuffered, InputStream in) {
        super(TYPE);
        this.name = name;
        this.fileno = fileno;
        this.errors = errors;
        this.out = out;
        this.buf = out == null ? null : new byte[BUFFER_SIZE];
        this.lineBuffered = lineBuffered;
        this.in = in == null ? null : new InputStreamReader(in, StandardCharsets.UTF_8);
        this.cbuf = in == null ? null : new char[8192];
    }

    /** A writable stream; {@code errors} is "strict" or "backslashreplace". */
    public static PyTextStream forOutput(String name, int fileno, OutputStream out,
            String errors, boolean lineBuffered) {
        return new PyTextStream(name, fileno, errors, out, lineBuffered, null);
    }

    /** A readable stream. */
    public static PyTextStream forInput(String name, int fileno, InputStream in) {
        return new PyTextStream(name, fileno, "strict", null, false, in);
    }

    /** Make every write to this stream flush {@code other} first (stderr after stdout). */
    void flushBeforeWriting(PyTextStream other) {
        this.flushFirst = other;
    }

    public boolean isWritable() {
        return out != null;
    }

    @Override
    public boolean isPlainTextSink() {
        return true;
    }

    @Override
    public void writeText(PyStr s) {
        write(s);
    }

    @Override
    public void flushText() {
        flush();
    }

    // ------------------------------------------------------------------ writing

    /** Write the text of {@code s}. */
    public void write(PyStr s) {
        checkWritable();
        beforeWrite();
        if (!s.isBmp() && errors.equals("strict")) {
            checkEncodable(s.value);
        }
        encode(s.value);
        afterWrite(s.value);
    }

    /** Write Java text known to be free of lone surrogates (separators, digits). */
    public void write(String s) {
        checkWritable();
        beforeWrite();
        encode(s);
        afterWrite(s);
    }

    /** Write {@code str(o)}, without building a string for the common exact types. */
    @Override
    public void writeStrOf(PyObject o) {
        Class<?> c = o.getClass();
        if (c == PyStr.class) {
            write((PyStr) o);
        } else if (c == PyInt.class) {
            writeLong(((PyInt) o).value);
        } else {
            write(Abstract.str(o));
        }
    }

    /** Write the decimal digits of {@code v}. */
    public void writeLong(long v) {
        checkWritable();
        beforeWrite();
        if (len > buf.length - 20) {
            flushBuffer();
        }
        if (v < 0) {
            if (v == Long.MIN_VALUE) {
                encode(Long.toString(v));
                afterWrite("");
                return;
            }
            buf[len++] = '-';
            v = -v;
        }
        int start = len;
        do {
            buf[len++] = (byte) ('0' + (int) (v % 10));
            v /= 10;
        } while (v != 0);
        for (int i = start, j = len - 1; i < j; i++, j--) {
            byte t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
        afterWrite("");
    }

    private void beforeWrite() {
        PyTextStream f = flushFirst;
        if (f != null && f.len != 0) {
            f.flushBuffer();
        }
    }

    private void afterWrite(String s) {
        if (flushFirst != null || (lineBuffered && s.indexOf('\n') >= 0)) {
            flushBuffer();
        }
    }

    private void checkWritable() {
        if (closed) {
            throw Py.valueError("I/O operation on closed file.");
        }
        if (out == null) {
            throw Py.error(PyExc.OSError, "not writable");
        }
    }

    /** Raise UnicodeEncodeError at the first lone surrogate, if any. */
    private static void checkEncodable(String s) {
        int pos = 0;
        for (int i = 0, n = s.length(); i < n; i++, pos++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < n
                    && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                throw Py.error(PyExc.UnicodeEncodeError, "'utf-8' codec can't encode character '"
                        + String.format("\\u%04x", (int) c) + "' in position " + pos
                        + ": surrogates not allowed");
            }
        }
    }

    /** UTF-8 into the buffer; lone surrogates as a backslash-u escape (strict mode checked before). */
    private void encode(String s) {
        byte[] b = buf;
        int n = s.length();
        int i = 0;
        while (i < n) {
            if (len >= b.length - 12) {
                flushBuffer();
            }
            // ASCII run, as far as the room left in the buffer allows
            int stop = Math.min(n, i + (b.length - 12 - len));
            char c = 0;
            while (i < stop && (c = s.charAt(i)) < 0x80) {
                b[len++] = (byte) c;
                i++;
            }
            if (i == stop) {
                continue;
            }
            i++;
            if (c < 0x800) {
                b[len++] = (byte) (0xc0 | (c >> 6));
                b[len++] = (byte) (0x80 | (c & 0x3f));
            } else if (Character.isHighSurrogate(c) && i < n
                    && Character.isLowSurrogate(s.charAt(i))) {
                int cp = Character.toCodePoint(c, s.charAt(i++));
                b[len++] = (byte) (0xf0 | (cp >> 18));
                b[len++] = (byte) (0x80 | ((cp >> 12) & 0x3f));
                b[len++] = (byte) (0x80 | ((cp >> 6) & 0x3f));
                b[len++] = (byte) (0x80 | (cp & 0x3f));
            } else if (Character.isSurrogate(c)) {
                String esc = String.format("\\u%04x", (int) c);
                for (int k = 0; k < esc.length(); k++) {
                    b[len++] = (byte) esc.charAt(k);
                }
            } else {
                b[len++] = (byte) (0xe0 | (c >> 12));
                b[len++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                b[len++] = (byte) (0x80 | (c & 0x3f));
            }
        }
    }

    /** Push the buffered bytes to the Java stream. */
    public void flush() {
        if (out != null) {
            flushBuffer();
        }
    }

    private void flushBuffer() {
        try {
            if (len != 0) {
                int n = len;
                len = 0;
                out.write(buf, 0, n);
            }
            out.flush();
        } catch (IOException e) {
            throw ioError(e);
        }
    }

    private static PyException ioError(IOException e) {
        String msg = e.getMessage();
        if (msg != null && msg.contains("Broken pipe")) {
            return Py.error(PyExc.BrokenPipeError, "[Errno 32] Broken pipe");
        }
        return Py.error(PyExc.OSError, msg == null ? e.toString() : msg);
    }

    // ------------------------------------------------------------------ reading

    private void checkReadable() {
        if (closed) {
            throw Py.valueError("I/O operation on closed file.");
        }
        if (in == null) {
            throw Py.error(PyExc.OSError, "not readable");
        }
    }

    private int readChar() {
        if (cpos == clen) {
            if (eof) {
                return -1;
            }
            try {
                int n = in.read(cbuf, 0, cbuf.length);
                if (n <= 0) {
                    eof = true;
                    return -1;
                }
                cpos = 0;
                clen = n;
            } catch (IOException e) {
                throw ioError(e);
            }
        }
        return cbuf[cpos++];
    }

    private int peekChar() {
        int c = readChar();
        if (c >= 0) {
            cpos--;
        }
        return c;
    }

    /** A character with universal newlines: {@code \r\n} and {@code \r} read as {@code \n}. */
    private int readTranslated() {
        int c = readChar();
        if (c == '\r') {
            if (peekChar() == '\n') {
                cpos++;
            }
            return '\n';
        }
        return c;
    }

    /** One line, its newline included; "" at end of input. {@code limit < 0}: no limit. */
    public String readLine(long limit) {
        checkReadable();
        StringBuilder sb = new StringBuilder();
        while (limit < 0 || sb.length() < limit) {
            int c = readTranslated();
            if (c < 0) {
                break;
            }
            sb.append((char) c);
            if (c == '\n') {
                break;
            }
        }
        return sb.toString();
    }

    /** Up to {@code limit} characters, or everything when {@code limit < 0}. */
    public String read(long limit) {
        checkReadable();
        StringBuilder sb = new StringBuilder();
        while (limit < 0 || sb.length() < limit) {
            int c = readTranslated();
            if (c < 0) {
                break;
            }
            sb.append((char) c);
        }
        return sb.toString();
    }

    @Override
    public PyObject nextOrNull() {
        String line = readLine(-1);
        return line.isEmpty() ? null : PyStr.of(line);
    }

    // ------------------------------------------------------------------ the type

    private static PyTextStream self(PyObject o) {
        return (PyTextStream) o;
    }

    private static long sizeArg(PyObject[] a) {
        return a.length == 0 || a[0] == Py.None ? -1 : Abstract.asIndex(a[0]);
    }

    private static void define(PyType t) {
        t.method1("write", (self, s) -> {
            if (!(s instanceof PyStr str)) {
                throw Py.typeError("write() argument must be str, not " + s.type.getName());
            }
            self(self).write(str);
            return PyInt.of(str.length());
        });
        t.method1("writelines", (self, lines) -> {
            PyObject it = Abstract.iter(lines);
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                if (!(x instanceof PyStr str)) {
                    throw Py.typeError("write() argument must be str, not " + x.type.getName());
                }
                self(self).write(str);
            }
            return Py.None;
        });
        t.method0("flush", self -> {
            if (self(self).closed) {
                throw Py.valueError("I/O operation on closed file.");
            }
            self(self).flush();
            return Py.None;
        });
        t.methodN("readline", 0, 1, (self, a) -> PyStr.of(self(self).readLine(sizeArg(a))));
        t.methodN("read", 0, 1, (self, a) -> PyStr.of(self(self).read(sizeArg(a))));
        t.methodN("readlines", 0, 1, (self, a) -> {
            PyList lines = new PyList();
            for (String l = self(self).readLine(-1); !l.isEmpty(); l = self(self).readLine(-1)) {
                lines.append(PyStr.of(l));
            }
            return lines;
        });
        t.method0("__iter__", self -> {
            self(self).checkReadable();
            return self;
        });
        t.method0("__next__", self -> {
            PyObject line = self(self).nextOrNull();
            if (line == null) {
                throw Py.stopIteration(null);
            }
            return line;
        });
        t.method0("isatty", self -> Py.newBool(System.console() != null));
        t.method0("fileno", self -> PyInt.of(self(self).fileno));
        t.method0("readable", self -> Py.newBool(self(self).in != null));
        t.method0("writable", self -> Py.newBool(self(self).out != null));
        t.method0("seekable", self -> Py.False);
        t.method0("close", self -> {
            PyTextStream s = self(self);
            if (!s.closed && s.out != null) {
                s.flush();
            }
            s.closed = true;
            return Py.None;
        });
        t.method0("__enter__", self -> self);
        t.methodN("__exit__", 0, 3, (self, a) -> {
            self(self).closed = true;
            return Py.None;
        });
        t.getset("encoding", self -> PyStr.of("utf-8"), null);
        t.getset("errors", self -> PyStr.of(self(self).errors), null);
        t.getset("name", self -> PyStr.of(self(self).name), null);
        t.getset("mode", self -> PyStr.of(self(self).out != null ? "w" : "r"), null);
        t.getset("closed", self -> Py.newBool(self(self).closed), null);
        t.getset("line_buffering", self -> Py.newBool(self(self).lineBuffered), null);
        t.getset("newlines", self -> Py.None, null);
        t.method0("__repr__", self -> {
            PyTextStream s = self(self);
            return PyStr.of("<_io.TextIOWrapper name='" + s.name + "' mode='"
                    + (s.out != null ? "w" : "r") + "' encoding='utf-8'>");
        });
    }
}
