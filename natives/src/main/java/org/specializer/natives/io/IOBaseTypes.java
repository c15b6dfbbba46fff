package org.specializer.natives.io;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.natives.posix.BytesLike;

/**
 * The abstract bases of {@code _io}: {@code _IOBase}, {@code _RawIOBase},
 * {@code _BufferedIOBase} and {@code _TextIOBase}, with the default methods CPython's
 * {@code iobase.c}, {@code bufferedio.c} and {@code textio.c} give them (iteration by lines,
 * {@code readline} over {@code read}/{@code peek}, {@code readall} over {@code read}, the
 * closed flag, the context manager), and {@code io.UnsupportedOperation}.
 *
 * <p>These methods go through Python attribute lookups ({@code self.closed},
 * {@code self.read}, ...), as CPython's do, so that Python subclasses override them.
 */
public final class IOBaseTypes {
    private IOBaseTypes() {}

    public static final PyType IOBASE = PyType.builtin("_IOBase", PyIOBase.class, PyType.OBJECT,
            PyType.BASETYPE, IOBaseTypes::defineIOBase)
            .withModule("_io").withDottedTpName().withWeakrefs();
    public static final PyType RAW_IOBASE = PyType.builtin("_RawIOBase", PyIOBase.class, IOBASE,
            PyType.BASETYPE, IOBaseTypes::defineRawIOBase).withModule("_io").withDottedTpName();
    public static final PyType BUFFERED_IOBASE = PyType.builtin("_BufferedIOBase",
            PyIOBase.class, IOBASE, PyType.BASETYPE, IOBaseTypes::defineBufferedIOBase)
            .withModule("_io").withDottedTpName();
    public static final PyType TEXT_IOBASE = PyType.builtin("_TextIOBase", PyIOBase.class,
            IOBASE, PyType.BASETYPE, IOBaseTypes::defineTextIOBase)
            .withModule("_io").withDottedTpName();

    /** {@code io.UnsupportedOperation}: both an OSError and a ValueError. */
    public static final PyType UNSUPPORTED_OPERATION = unsupportedOperation();

    static final PyStr CLOSED = PyStr.intern("closed");
    static final PyStr READ = PyStr.intern("read");
    static final PyStr READLINE = PyStr.intern("readline");
    static final PyStr READINTO = PyStr.intern("readinto");
    static final PyStr WRITE = PyStr.intern("write");
    static final PyStr FLUSH = PyStr.intern("flush");
    static final PyStr CLOSE = PyStr.intern("close");
    static final PyStr SEEK = PyStr.intern("seek");
    static final PyStr TELL = PyStr.intern("tell");
    static final PyStr PEEK = PyStr.intern("peek");
    static final PyStr READABLE = PyStr.intern("readable");
    static final PyStr WRITABLE = PyStr.intern("writable");
    static final PyStr SEEKABLE = PyStr.intern("seekable");

    private static PyType unsupportedOperation() {
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__module__"), PyStr.intern("io"));
        return TypeFactory.newType(PyType.TYPE, "UnsupportedOperation",
                new PyObject[] {PyExc.OSError, PyExc.ValueError}, ns, Py.NO_KWNAMES,
                Py.NO_ARGS);
    }

    /** {@code UnsupportedOperation(msg)}, to throw. */
    public static PyException unsupported(String msg) {
        PyObject e = UNSUPPORTED_OPERATION.call(new PyObject[] {PyStr.of(msg)}, Py.NO_KWNAMES);
        return new PyException((PyBaseException) e);
    }

    /** ValueError "I/O operation on closed file." */
    public static PyException closedError() {
        return Py.valueError("I/O operation on closed file.");
    }

    /** {@code self.closed} as Python code sees it. */
    static boolean isClosed(PyObject self) {
        return Abstract.isTrue(self.getAttr(CLOSED));
    }

    /** CPython's {@code _PyIOBase_check_closed}. */
    static void checkClosed(PyObject self) {
        if (isClosed(self)) {
            throw closedError();
        }
    }

    private static PyObject callMethod(PyObject self, PyStr name, PyObject... args) {
        return Abstract.callMethod(self, name, args);
    }

    /**
     * {@code self.readable()} (or the method named) is True, else UnsupportedOperation; what
     * the buffered objects ask of their raw stream, which need not derive from IOBase. Compare
     * CPython iobase.c: {@code _PyIOBase_check_readable}.
     */
    static void check(PyObject self, PyStr method, String message) {
        PyObject r = callMethod(self, method);
        if (r != Py.True) {
            throw unsupported(message);
        }
    }

    private static PyIOBase io(PyObject self) {
        return (PyIOBase) self;
    }

    // ------------------------------------------------------------------ _IOBase

    private static void defineIOBase(PyType t) {
        t.constructor((cls, args, kw) -> new PyIOBase((PyType) cls));
        t.methodK("seek", (self, args, kw) -> {
            throw unsupported("seek");
        });
        t.method0("tell", self -> callMethod(self, SEEK, org.specializer.api.PyInt.ZERO,
                org.specializer.api.PyInt.of(1)));
        t.methodK("truncate", (self, args, kw) -> {
            throw unsupported("truncate");
        });
        t.method0("flush", self -> {
            if (io(self).iobaseClosed) {
                throw closedError();
            }
            return Py.None;
        });
        t.method0("close", self -> {
            PyIOBase s = io(self);
            if (s.iobaseClosed) {
                return Py.None;
            }
            try {
                callMethod(self, FLUSH);
            } finally {
                s.iobaseClosed = true;
            }
            return Py.None;
        });
        t.getset("closed", self -> Py.newBool(io(self).iobaseClosed), null);
        t.method0("seekable", self -> Py.False);
        t.method0("readable", self -> Py.False);
        t.method0("writable", self -> Py.False);
        t.methodN("_checkClosed", 0, 1, (self, a) -> {
            checkClosed(self);
            return Py.None;
        });
        t.methodN("_checkSeekable", 0, 1, (self, a) -> {
            check(self, SEEKABLE, "File or stream is not seekable.");
            return Py.True;
        });
        t.methodN("_checkReadable", 0, 1, (self, a) -> {
            check(self, READABLE, "File or stream is not readable.");
            return Py.True;
        });
        t.methodN("_checkWritable", 0, 1, (self, a) -> {
            check(self, WRITABLE, "File or stream is not writable.");
            return Py.True;
        });
        t.method0("fileno", self -> {
            throw unsupported("fileno");
        });
        t.method0("isatty", self -> {
            checkClosed(self);
            return Py.False;
        });
        t.method0("__enter__", self -> {
            checkClosed(self);
            return self;
        });
        t.methodN("__exit__", 0, 3, (self, a) -> callMethod(self, CLOSE));
        t.methodN("readline", 0, 1, (self, a) -> readline(self, sizeArg(a, 0)));
        t.methodN("readlines", 0, 1, (self, a) -> readlines(self, a.length == 0 ? -1
                : hintArg(a[0])));
        t.method1("writelines", (self, lines) -> {
            checkClosed(self);
            PyObject it = Abstract.iter(lines);
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                callMethod(self, WRITE, x);
            }
            return Py.None;
        });
        t.method0("__iter__", self -> {
            checkClosed(self);
            return self;
        });
        t.method0("__next__", self -> {
            PyObject line = callMethod(self, READLINE);
            if (Abstract.len(line) == 0) {
                throw Py.stopIteration(null);
            }
            return line;
        });
        t.method0("__del__", self -> {
            // Compare CPython iobase.c: iobase_finalize (an unusable object is left alone)
            boolean closed;
            try {
                closed = isClosed(self);
            } catch (PyException e) {
                return Py.None;
            }
            if (!closed) {
                callMethod(self, CLOSE);
            }
            return Py.None;
        });
        t.getset("__dict__", PyObject::getDict, (self, v) -> {
            if (!(v instanceof PyDict d)) {
                throw Py.typeError("__dict__ must be set to a dictionary, not a '"
                        + v.type.getName() + "'");
            }
            self.setDict(d);
        });
    }

    /** A size argument: None or absent is {@code dflt}... as CPython's {@code _Py_convert_optional_to_ssize_t}. */
    static long sizeArg(PyObject[] a, int i) {
        if (a.length <= i || a[i] == Py.None) {
            return -1;
        }
        PyObject o = a[i];
        if (Abstract.indexOrNull(o) == null) {
            throw Py.typeError("argument should be integer or None, not '" + o.type.getName()
                    + "'");
        }
        return Abstract.asIndex(o);
    }

    private static long hintArg(PyObject o) {
        if (o == Py.None) {
            return -1;
        }
        if (Abstract.indexOrNull(o) == null) {
            throw Py.typeError("argument should be integer or None, not '" + o.type.getName()
                    + "'");
        }
        return Abstract.asIndex(o);
    }

    /** Compare CPython iobase.c: _io__IOBase_readline_impl. */
    static PyObject readline(PyObject self, long limit) {
        PyObject peek = self.lookupAttr(PEEK);
        ByteBuilder buffer = new ByteBuilder(64);
        while (limit < 0 || buffer.length() < limit) {
            long nreadahead = 1;
            if (peek != null) {
                PyObject readahead = Abstract.call1(peek, org.specializer.api.PyInt.of(1));
                if (!(readahead instanceof PyBytes rb)) {
                    throw Py.error(PyExc.OSError, "peek() should have returned a bytes object, "
                            + "not '" + readahead.type.getName() + "'");
                }
                byte[] buf = rb.value;
                if (buf.length > 0) {
                    int n = 0;
                    while (n < buf.length && (limit < 0 || n < limit)) {
                        if (buf[n++] == '\n') {
                            break;
                        }
                    }
                    nreadahead = n;
                }
            }
            PyObject b = callMethod(self, READ, org.specializer.api.PyInt.of(nreadahead));
            if (!(b instanceof PyBytes bb)) {
                throw Py.error(PyExc.OSError, "read() should have returned a bytes object, not '"
                        + b.type.getName() + "'");
            }
            if (bb.value.length == 0) {
                break;
            }
            buffer.append(bb.value, 0, bb.value.length);
            if (buffer.last() == '\n') {
                break;
            }
        }
        return PyBytes.of(buffer.toByteArray());
    }

    /** Compare CPython iobase.c: _io__IOBase_readlines_impl. */
    static PyObject readlines(PyObject self, long hint) {
        PyList result = new PyList();
        PyObject it = Abstract.iter(self);
        if (hint <= 0) {
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                result.append(x);
            }
            return result;
        }
        long length = 0;
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            result.append(x);
            length += Abstract.len(x);
            if (length > hint) {
                break;
            }
        }
        return result;
    }

    // ------------------------------------------------------------------ _RawIOBase

    private static void defineRawIOBase(PyType t) {
        t.methodN("read", 0, 1, (self, a) -> rawRead(self, sizeArg(a, 0)));
        t.method0("readall", IOBaseTypes::readall);
        t.method1("readinto", (self, b) -> {
            throw Py.error(PyExc.NotImplementedError);
        });
        t.method1("write", (self, b) -> {
            throw Py.error(PyExc.NotImplementedError);
        });
    }

    /** {@code _RawIOBase.read(n)} over {@code readinto}. Compare CPython iobase.c: _io__RawIOBase_read_impl. */
    static PyObject rawRead(PyObject self, long n) {
        if (n < 0) {
            return Abstract.callMethod(self, PyStr.intern("readall"));
        }
        BytesLike.Writable b = BytesLike.newByteArray((int) Math.min(n, Integer.MAX_VALUE - 8));
        PyObject res = callMethod(self, READINTO, b.object());
        if (res == Py.None) {
            return Py.None;
        }
        long got = Abstract.asIndex(res);
        if (got < 0 || got > b.length()) {
            throw Py.valueError("readinto returned " + got + " outside buffer size "
                    + b.length());
        }
        return PyBytes.of(b.copyPrefix((int) got));
    }

    /** Compare CPython iobase.c: _io__RawIOBase_readall_impl. */
    static PyObject readall(PyObject self) {
        List<byte[]> chunks = new ArrayList<>();
        int total = 0;
        for (;;) {
            PyObject data = callMethod(self, READ,
                    org.specializer.api.PyInt.of(IOModule.DEFAULT_BUFFER_SIZE));
            if (data == Py.None) {
                if (chunks.isEmpty()) {
                    return Py.None;
                }
                break;
            }
            if (!(data instanceof PyBytes db)) {
                throw Py.typeError("read() should return bytes");
            }
            if (db.value.length == 0) {
                break;
            }
            chunks.add(db.value);
            total += db.value.length;
        }
        byte[] out = new byte[total];
        int pos = 0;
        for (byte[] c : chunks) {
            System.arraycopy(c, 0, out, pos, c.length);
            pos += c.length;
        }
        return PyBytes.of(out);
    }

    // ------------------------------------------------------------------ _BufferedIOBase

    private static void defineBufferedIOBase(PyType t) {
        t.methodN("read", 0, 1, (self, a) -> {
            throw unsupported("read");
        });
        t.methodN("read1", 0, 1, (self, a) -> {
            throw unsupported("read1");
        });
        t.method1("write", (self, b) -> {
            throw unsupported("write");
        });
        t.method0("detach", self -> {
            throw unsupported("detach");
        });
        t.method1("readinto", (self, b) -> bufferedReadinto(self, b, false));
        t.method1("readinto1", (self, b) -> bufferedReadinto(self, b, true));
    }

    /** {@code readinto} over {@code read}. Compare CPython bufferedio.c: _bufferediobase_readinto_generic. */
    private static PyObject bufferedReadinto(PyObject self, PyObject b, boolean readinto1) {
        BytesLike.Writable view = BytesLike.writable(b, readinto1 ? "readinto1" : "readinto");
        try {
            PyObject data = callMethod(self, readinto1 ? PyStr.intern("read1") : READ,
                    org.specializer.api.PyInt.of(view.length()));
            if (!(data instanceof PyBytes db)) {
                throw Py.typeError("read() should return bytes");
            }
            int len = db.value.length;
            if (len > view.length()) {
                throw Py.valueError("read() returned too much data: " + view.length()
                        + " bytes requested, " + len + " returned");
            }
            view.put(0, db.value, 0, len);
            return org.specializer.api.PyInt.of(len);
        } finally {
            view.release();
        }
    }

    // ------------------------------------------------------------------ _TextIOBase

    private static void defineTextIOBase(PyType t) {
        t.method0("detach", self -> {
            throw unsupported("detach");
        });
        t.methodN("read", 0, 1, (self, a) -> {
            throw unsupported("read");
        });
        t.methodN("readline", 0, 1, (self, a) -> {
            throw unsupported("readline");
        });
        t.method1("write", (self, s) -> {
            throw unsupported("write");
        });
        t.getset("encoding", self -> Py.None, null);
        t.getset("newlines", self -> Py.None, null);
        t.getset("errors", self -> Py.None, null);
    }

    /**
     * The position item of a BytesIO or StringIO state ({@code __setstate__}): an int
     * ({@code notInt} and the type's name otherwise), not negative.
     */
    static int statePosition(PyObject position, String notInt) {
        if (!(position instanceof PyInt)) {
            throw Py.typeError(notInt + position.type.getName());
        }
        long p = Abstract.asIndex(position);
        if (p < 0) {
            throw Py.valueError("position value cannot be negative");
        }
        return (int) Math.min(p, Integer.MAX_VALUE);
    }

    /** The dict item (the {@code ordinal} one) of such a state: None, or added to the
     *  instance's dict. */
    static void stateDict(PyObject self, PyObject dict, String ordinal) {
        if (dict != Py.None) {
            if (!(dict instanceof PyDict d)) {
                throw Py.typeError(ordinal + " item of state should be a dict, got a "
                        + dict.type.getName());
            }
            self.getDict().update(d);
        }
    }
}
