package org.specializer.natives.io;

import java.lang.ref.Cleaner;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.BytesLike;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.OpenFile;
import org.specializer.natives.posix.PosixModule;
import org.specializer.natives.stat.StatModule;

/**
 * {@code _io.FileIO}: raw, unbuffered I/O on a file descriptor of the {@link FdTable}, as
 * CPython's {@code Modules/_io/fileio.c}. A FileIO that owns its descriptor ({@code closefd})
 * closes it when it is closed, and, when it becomes garbage unclosed, through a
 * {@link Cleaner} (CPython closes it at deallocation).
 */
public final class PyFileIO extends PyIOBase {
    public static final PyType TYPE = PyType.builtin("FileIO", PyFileIO.class,
            IOBaseTypes.RAW_IOBASE, PyType.BASETYPE, PyFileIO::define)
            .withModule("_io").withDottedTpName();

    private static final Cleaner CLEANER = Cleaner.create();
    private static final PyStr NAME = PyStr.intern("name");

    /** The descriptor, -1 when closed. */
    int fd = -1;
    private OpenFile file;
    boolean readable;
    boolean writable;
    boolean appending;
    boolean created;
    boolean closefd = true;
    /** -1 unknown, 0 no, 1 yes. */
    private int seekable = -1;
    int blksize;
    private Cleaner.Cleanable cleanable;
    private Closer closer;

    PyFileIO(PyType type) {
        super(type);
    }

    /** What the Cleaner does: close the descriptor if this object still owns it. */
    private static final class Closer implements Runnable {
        final int fd;
        final OpenFile file;
        /** Closed by the FileIO itself: nothing to do. */
        volatile boolean done;

        Closer(int fd, OpenFile file) {
            this.fd = fd;
            this.file = file;
        }

        @Override
        public void run() {
            if (!done && FdTable.lookup(fd) == file) {
                try {
                    FdTable.close(fd);
                } catch (PyException e) {
                    // already gone
                }
            }
        }
    }

    // ------------------------------------------------------------------ opening

    private static final Params INIT = new Params("FileIO", new String[] {"file", "mode",
        "closefd", "opener"}, 0, 4, 1);

    /** Compare CPython fileio.c: _io_FileIO___init___impl. */
    void init(PyObject nameobj, String mode, boolean closefd, PyObject opener) {
        if (fd >= 0) {
            if (this.closefd) {
                closeFd();
            } else {
                fd = -1;
            }
        }
        int parsedFd = -1;
        if (nameobj instanceof PyFloat) {
            throw Py.typeError("integer argument expected, got float");
        }
        if (nameobj instanceof PyInt || Abstract.indexOrNull(nameobj) != null
                && !(nameobj instanceof PyStr) && !(nameobj instanceof PyBytes)) {
            org.specializer.natives.posix.PathArg.warnIfBool(nameobj);
            long v = Abstract.asIndex(nameobj);
            if (v < 0) {
                throw Py.valueError("negative file descriptor");
            }
            parsedFd = (int) v;
        }
        PyObject path = null;
        if (parsedFd < 0) {
            path = PosixModule.fspath(nameobj);
        }
        int flags = parseMode(mode);
        if (parsedFd >= 0) {
            fd = parsedFd;
            this.closefd = closefd;
        } else {
            this.closefd = true;
            if (!closefd) {
                throw Py.valueError("Cannot use closefd=False with file name");
            }
            flags |= 0x80000; // O_CLOEXEC
            if (opener == null || opener == Py.None) {
                fd = openPath(path, flags);
            } else {
                PyObject r = Abstract.call(opener, nameobj, PyInt.of(flags));
                long v = Abstract.asIndex(r);
                if (v < 0) {
                    throw Py.valueError("opener returned " + v);
                }
                fd = (int) v;
            }
        }
        // on an error from here, a descriptor opened here is closed and one the caller gave
        // is left open, whatever closefd says (CPython's fd_is_own)
        boolean own = parsedFd < 0;
        file = FdTable.get(fd);
        if (this.closefd) {
            closer = new Closer(fd, file);
            cleanable = CLEANER.register(this, closer);
        }
        blksize = 4096;
        try {
            if (file.fileType() == StatModule.S_IFDIR) {
                throw OSErrors.of(ErrnoModule.EISDIR, nameobj);
            }
            setAttr(NAME, nameobj);  // setattr(): through a subclass's __setattr__
        } catch (PyException e) {
            if (own) {
                closeFd();
            } else {
                fd = -1;
                dropCloser();
            }
            throw e;
        }
        if (appending) {
            // as CPython, ignore a failure: the stream may not be seekable
            try {
                file.seek(0, 2);
            } catch (PyException e) {
                if (!e.matches(PyExc.OSError)) {
                    throw e;
                }
            }
        }
    }

    private static int openPath(PyObject path, int flags) {
        return PosixModule.open(path, flags, 0666);
    }

    /** Set the mode flags from {@code mode}; the os.open flags. */
    private int parseMode(String mode) {
        boolean rwa = false;
        boolean plus = false;
        int flags = 0;
        readable = writable = appending = created = false;
        for (int i = 0; i < mode.length(); i++) {
            char c = mode.charAt(i);
            switch (c) {
                case 'x':
                    if (rwa) {
                        throw badMode();
                    }
                    rwa = true;
                    created = true;
                    writable = true;
                    flags |= 0200 | 0100; // O_EXCL | O_CREAT
                    break;
                case 'r':
                    if (rwa) {
                        throw badMode();
                    }
                    rwa = true;
                    readable = true;
                    break;
                case 'w':
                    if (rwa) {
                        throw badMode();
                    }
                    rwa = true;
                    writable = true;
                    flags |= 0100 | 01000; // O_CREAT | O_TRUNC
                    break;
                case 'a':
                    if (rwa) {
                        throw badMode();
                    }
                    rwa = true;
                    writable = true;
                    appending = true;
                    flags |= 02000 | 0100; // O_APPEND | O_CREAT
                    break;
                case 'b':
                    break;
                case '+':
                    if (plus) {
                        throw badMode();
                    }
                    readable = writable = true;
                    plus = true;
                    break;
                default:
                    throw Py.valueError("invalid mode: " + mode);
            }
        }
        if (!rwa) {
            throw badMode();
        }
        if (readable && writable) {
            flags |= 2; // O_RDWR
        } else if (writable) {
            flags |= 1; // O_WRONLY
        }
        return flags;
    }

    private static PyException badMode() {
        return Py.valueError("Must have exactly one of create/read/write/append mode and at "
                + "most one plus");
    }

    // ------------------------------------------------------------------ operations

    private static PyException closedError() {
        return Py.valueError("I/O operation on closed file");
    }

    OpenFile checkOpen() {
        if (fd < 0) {
            throw closedError();
        }
        return file;
    }

    private OpenFile checkReadable() {
        OpenFile f = checkOpen();
        if (!readable) {
            throw IOBaseTypes.unsupported("File not open for reading");
        }
        return f;
    }

    private OpenFile checkWritable() {
        OpenFile f = checkOpen();
        if (!writable) {
            throw IOBaseTypes.unsupported("File not open for writing");
        }
        return f;
    }

    /** {@code read(size)}: bytes, or null when non-blocking and nothing is there. */
    PyObject read(long size) {
        OpenFile f = checkReadable();
        if (size < 0) {
            return readall();
        }
        byte[] buf = new byte[(int) Math.min(size, Integer.MAX_VALUE - 8)];
        int n = f.read(buf, 0, buf.length);
        if (n < 0) {
            return Py.None;
        }
        return n == buf.length ? PyBytes.of(buf) : PyBytes.of(java.util.Arrays.copyOf(buf, n));
    }

    /** Read into {@code b[off:off+len]}: the count, 0 at EOF, -1 when it would block. */
    int readInto(byte[] b, int off, int len) {
        return checkReadable().read(b, off, len);
    }

    /** {@code readall()}. Compare CPython fileio.c: _io_FileIO_readall_impl. */
    PyObject readall() {
        OpenFile f = checkOpen();
        long pos = -1;
        long end = f.size();
        if (end >= 0) {
            try {
                pos = f.tell();
            } catch (PyException e) {
                pos = -1;
            }
        }
        int bufsize = end >= 0 && pos >= 0 && end >= pos && end - pos < Integer.MAX_VALUE - 16
                ? (int) (end - pos + 1) : 8192;
        byte[] buf = new byte[Math.max(bufsize, 1)];
        int total = 0;
        for (;;) {
            if (total == buf.length) {
                buf = java.util.Arrays.copyOf(buf, buf.length + Math.max(buf.length >> 3,
                        8192));
            }
            int n = f.read(buf, total, buf.length - total);
            if (n == 0) {
                break;
            }
            if (n < 0) {
                if (total > 0) {
                    break;
                }
                return Py.None;
            }
            total += n;
        }
        return PyBytes.of(total == buf.length ? buf : java.util.Arrays.copyOf(buf, total));
    }

    /** Write {@code b[off:off+len]}: the count, -1 when it would block. */
    int write(byte[] b, int off, int len) {
        return checkWritable().write(b, off, len);
    }

    long seek(long pos, int whence) {
        return checkOpen().seek(pos, whence);
    }

    boolean isSeekable() {
        OpenFile f = checkOpen();
        if (seekable < 0) {
            try {
                f.tell();
                seekable = 1;
            } catch (PyException e) {
                if (!e.matches(PyExc.OSError)) {
                    throw e;
                }
                seekable = 0;
            }
        }
        return seekable == 1;
    }

    boolean isatty() {
        return checkOpen().isatty();
    }

    /** Close the descriptor if owned (the closed state either way). */
    void closeFd() {
        int d = fd;
        fd = -1;
        dropCloser();
        if (closefd && d >= 0) {
            FdTable.close(d);
        }
    }

    /** Let the cleaner that would close the descriptor at collection go, closing nothing. */
    private void dropCloser() {
        if (cleanable != null) {
            closer.done = true;
            cleanable.clean();
            cleanable = null;
            closer = null;
        }
    }

    String mode() {
        if (created) {
            return readable ? "xb+" : "xb";
        }
        if (appending) {
            return readable ? "ab+" : "ab";
        }
        if (readable) {
            return writable ? "rb+" : "rb";
        }
        return "wb";
    }

    // ------------------------------------------------------------------ the type

    private static PyFileIO f(PyObject o) {
        return (PyFileIO) o;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyFileIO((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            String mode = "r";
            if (a[1] != null) {
                if (!(a[1] instanceof PyStr ms)) {
                    throw Py.typeError("FileIO() argument 'mode' must be str, not "
                            + a[1].type.getName());
                }
                mode = ms.value;
            }
            f(self).init(a[0], mode, a[2] == null || Abstract.isTrue(a[2]), a[3]);
            return Py.None;
        });
        t.methodN("read", 0, 1, (self, a) -> f(self).read(IOBaseTypes.sizeArg(a, 0)));
        t.method0("readall", self -> f(self).readall());
        t.method1("readinto", (self, b) -> {
            PyFileIO s = f(self);
            s.checkReadable();
            BytesLike.Writable view = BytesLike.writable(b, "readinto");
            try {
                byte[] tmp = new byte[view.length()];
                int n = s.readInto(tmp, 0, tmp.length);
                if (n < 0) {
                    return Py.None;
                }
                view.put(0, tmp, 0, n);
                return PyInt.of(n);
            } finally {
                view.release();
            }
        });
        t.method1("write", (self, b) -> {
            PyFileIO s = f(self);
            s.checkWritable();
            byte[] data = BytesLike.bytes(b);
            int n = s.write(data, 0, data.length);
            return n < 0 ? Py.None : PyInt.of(n);
        });
        t.methodN("seek", 1, 2, (self, a) -> {
            PyFileIO s = f(self);
            s.checkOpen();
            if (a[0] instanceof PyFloat) {
                throw Py.typeError("an integer is required");
            }
            long pos = Abstract.asIndex(a[0]);
            int whence = a.length > 1 ? Abstract.asInt(a[1]) : 0;
            return PyInt.of(s.seek(pos, whence));
        });
        t.method0("tell", self -> PyInt.of(f(self).seek(0, 1)));
        t.methodN("truncate", 0, 1, (self, a) -> {
            PyFileIO s = f(self);
            OpenFile file = s.checkWritable();
            long size = a.length == 0 || a[0] == Py.None ? file.tell() : Abstract.asIndex(a[0]);
            file.truncate(size);
            return PyInt.of(size);
        });
        t.method0("seekable", self -> Py.newBool(f(self).isSeekable()));
        t.method0("readable", self -> {
            f(self).checkOpen();
            return Py.newBool(f(self).readable);
        });
        t.method0("writable", self -> {
            f(self).checkOpen();
            return Py.newBool(f(self).writable);
        });
        t.method0("fileno", self -> {
            f(self).checkOpen();
            return PyInt.of(f(self).fd);
        });
        t.method0("isatty", self -> Py.newBool(f(self).isatty()));
        t.method0("close", self -> {
            PyFileIO s = f(self);
            PyException failure = null;
            try {
                // _RawIOBase.close: flush (a no-op for a raw file), mark closed
                Abstract.callMethodDescriptor(IOBaseTypes.IOBASE.lookup(IOBaseTypes.CLOSE),
                        self, Py.NO_ARGS, Py.NO_KWNAMES);
            } catch (PyException e) {
                failure = e;
            }
            if (s.fd >= 0) {
                try {
                    s.closeFd();
                } catch (PyException e) {
                    if (failure == null) {
                        failure = e;
                    }
                }
            }
            if (failure != null) {
                throw failure;
            }
            return Py.None;
        });
        t.getset("closed", self -> Py.newBool(f(self).fd < 0), null);
        t.getset("closefd", self -> Py.newBool(f(self).closefd), null);
        t.getset("mode", self -> PyStr.of(f(self).mode()), null);
        t.getset("_blksize", self -> PyInt.of(f(self).blksize), null);
        t.getset("_finalizing", self -> Py.False, null);
        t.method0("__repr__", self -> {
            PyFileIO s = f(self);
            String tn = "_io." + self.type.getName();
            if (s.fd < 0) {
                return PyStr.of("<" + tn + " [closed]>");
            }
            PyObject name = self.lookupAttr(NAME);
            String closefd = s.closefd ? "True" : "False";
            if (name == null) {
                return PyStr.of("<" + tn + " fd=" + s.fd + " mode='" + s.mode() + "' closefd="
                        + closefd + ">");
            }
            return PyStr.of("<" + tn + " name=" + Abstract.repr(name).value + " mode='"
                    + s.mode() + "' closefd=" + closefd + ">");
        });
        t.method0("__getstate__", self -> {
            throw Py.typeError("cannot pickle '" + self.type.getName() + "' instances");
        });
        t.method1("_dealloc_warn", (self, source) -> Py.None);
    }
}
