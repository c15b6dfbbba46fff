package org.specializer.natives.posix;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.specializer.api.Abstract;
import org.specializer.api.Codecs;
import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.natives.errno.ErrnoModule;

/**
 * A path argument, as CPython's {@code path_t} converter takes it: a str, a bytes, an
 * {@code os.PathLike} (through {@code __fspath__}), and where the function allows it a file
 * descriptor (an int) or None. Bytes are file names in the file system encoding (UTF-8 with
 * surrogateescape); results of functions given bytes are bytes.
 *
 * <p>Relative paths are relative to the current directory that {@code os.chdir} keeps (the
 * JVM cannot change its own), or to the directory of a {@code dir_fd}.
 */
public final class PathArg {
    /** The path as given, after {@code __fspath__}: a str or a bytes; null for a descriptor. */
    public final PyObject object;
    /** The path as text; null for a descriptor. */
    public final String text;
    public final boolean isBytes;
    /** A descriptor given in place of the path, else -1. */
    public final int fd;

    private PathArg(PyObject object, String text, boolean isBytes, int fd) {
        this.object = object;
        this.text = text;
        this.isBytes = isBytes;
        this.fd = fd;
    }

    /** The current directory's path, for a function called without a path ({@code listdir()}). */
    static PathArg dot() {
        return new PathArg(PyStr.intern("."), ".", false, -1);
    }

    /**
     * Convert {@code o} as argument {@code arg} of {@code function}. Compare CPython
     * posixmodule.c: path_converter.
     */
    public static PathArg of(String function, String arg, PyObject o, boolean allowFd,
            boolean nullable) {
        return of(function, arg, o, allowFd, nullable, false);
    }

    /**
     * {@link #of(String, String, PyObject, boolean, boolean)}, or with {@code nonstrict} the
     * path converter's lenient form ({@code os._path_normpath}'s): embedded NULs and lone
     * surrogates are let through, the path being only text to work on.
     */
    public static PathArg of(String function, String arg, PyObject o, boolean allowFd,
            boolean nullable, boolean nonstrict) {
        if (o == Py.None && nullable) {
            return dot();
        }
        if (allowFd && (o instanceof PyInt || isIndex(o)) && !(o instanceof PyStr)) {
            warnIfBool(o);
            long fd = Abstract.asIndex(o);
            if (fd < 0) {
                throw Py.valueError(function + ": fd is negative");
            }
            if (fd > Integer.MAX_VALUE) {
                throw Py.overflowError("fd is greater than maximum");
            }
            return new PathArg(null, null, false, (int) fd);
        }
        PyObject p = o;
        if (!(p instanceof PyStr) && !(p instanceof PyBytes)) {
            PyObject fspath = p.type.lookup(PyStr.intern("__fspath__"));
            if (fspath == null || fspath == Py.None) {
                throw Py.typeError(function + ": " + arg + " should be "
                        + (allowFd && nullable ? "string, bytes, os.PathLike, integer or None"
                        : allowFd ? "string, bytes, os.PathLike or integer"
                        : nullable ? "string, bytes, os.PathLike or None"
                        : "string, bytes or os.PathLike") + ", not " + o.type.getName());
            }
            p = Abstract.callMethodDescriptor(fspath, o, Py.NO_ARGS, Py.NO_KWNAMES);
            if (!(p instanceof PyStr) && !(p instanceof PyBytes)) {
                throw Py.typeError("expected " + o.type.getName() + ".__fspath__() to return str "
                        + "or bytes, not " + p.type.getName());
            }
        }
        if (nonstrict) {
            return p instanceof PyStr s ? new PathArg(p, s.value, false, -1)
                    : new PathArg(p, fsdecode(((PyBytes) p).value), true, -1);
        }
        if (p instanceof PyStr s) {
            if (s.value.indexOf('\0') >= 0) {
                throw Py.valueError(function + ": embedded null character in " + arg);
            }
            for (int i = 0; i < s.value.length(); i++) {
                if (Character.isSurrogate(s.value.charAt(i))) {
                    fsencode(s.value);  // UnicodeEncodeError for what surrogateescape cannot write
                    break;
                }
            }
            return new PathArg(p, s.value, false, -1);
        }
        byte[] b = ((PyBytes) p).value;
        for (byte x : b) {
            if (x == 0) {
                throw Py.valueError(function + ": embedded null character in " + arg);
            }
        }
        return new PathArg(p, fsdecode(b), true, -1);
    }

    /** A bool given as a file descriptor warns. Compare posixmodule.c: _fd_converter. */
    public static void warnIfBool(PyObject o) {
        if (o instanceof PyBool) {
            Py.warn(PyExc.RuntimeWarning, "bool is used as a file descriptor");
        }
    }

    private static boolean isIndex(PyObject o) {
        return !(o instanceof PyBytes) && o.type.lookup(PyStr.intern("__index__")) != null;
    }

    /** {@code os.fsdecode} of file name bytes. */
    public static String fsdecode(byte[] b) {
        return Codecs.decode(b, 0, b.length, "utf-8", "surrogateescape");
    }

    /** {@code os.fsencode} of a file name. */
    public static byte[] fsencode(String s) {
        return Codecs.encode(PyStr.of(s), "utf-8", "surrogateescape");
    }

    /** A name found by a function given this path: bytes when the path was bytes. */
    PyObject result(String name) {
        return isBytes ? new PyBytes(fsencode(name)) : PyStr.of(name);
    }

    /** The file name an OSError about this path carries. */
    public PyObject filename() {
        return object != null ? object : PyInt.of(fd);
    }

    /** The absolute Java path, relative to the current directory. */
    public Path resolve() {
        return resolve(-1);
    }

    /** The absolute Java path, relative to directory descriptor {@code dirFd} when not -1. */
    public Path resolve(int dirFd) {
        if (fd >= 0) {
            OpenFile f = FdTable.get(fd);
            if (f.path == null) {
                throw OSErrors.of(ErrnoModule.EBADF, filename());
            }
            return f.path;
        }
        if (text.isEmpty()) {
            throw OSErrors.of(ErrnoModule.ENOENT, filename());
        }
        Path base;
        if (dirFd >= 0 && !text.startsWith("/")) {
            OpenFile d = FdTable.get(dirFd);
            if (d.path == null) {
                throw OSErrors.of(ErrnoModule.EBADF, filename());
            }
            if (d.kind != OpenFile.Kind.DIRECTORY) {
                throw OSErrors.of(ErrnoModule.ENOTDIR, filename());
            }
            base = d.path;
        } else {
            base = Posix.cwd();
        }
        try {
            return base.resolve(text);
        } catch (InvalidPathException e) {
            throw OSErrors.of(ErrnoModule.EINVAL, filename());
        }
    }

    /** Does the path end in a slash ("dir/"): then it must name a directory. */
    boolean trailingSlash() {
        return text != null && text.length() > 1 && text.endsWith("/");
    }
}
