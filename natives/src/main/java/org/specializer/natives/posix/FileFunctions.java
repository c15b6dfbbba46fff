package org.specializer.natives.posix;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributeView;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.stat.StatModule;

/**
 * The functions of {@code posix} that work on paths: {@code stat}, {@code open},
 * {@code listdir}, {@code mkdir}, {@code rename}, ... on top of {@code java.nio.file}, with
 * POSIX's semantics where Java's differ ({@code unlink} refuses directories, {@code rename}
 * replaces its target, a trailing slash demands a directory, {@code O_APPEND} with reading).
 */
final class FileFunctions {
    private FileFunctions() {}

    static final int O_RDONLY = 0;
    static final int O_WRONLY = 1;
    static final int O_RDWR = 2;
    static final int O_ACCMODE = 3;
    static final int O_CREAT = 0100;
    static final int O_EXCL = 0200;
    static final int O_TRUNC = 01000;
    static final int O_APPEND = 02000;
    static final int O_NONBLOCK = 04000;
    static final int O_DSYNC = 010000;
    static final int O_DIRECTORY = 0200000;
    static final int O_NOFOLLOW = 0400000;
    static final int O_SYNC = 04010000;
    static final int O_TMPFILE = 020200000;

    private static final LinkOption[] NOFOLLOW = {LinkOption.NOFOLLOW_LINKS};
    private static final LinkOption[] FOLLOW = {};

    private static LinkOption[] links(boolean follow) {
        return follow ? FOLLOW : NOFOLLOW;
    }

    static void define(PyModule m) {
        Params stat = new Params("stat", new String[] {"path", "dir_fd", "follow_symlinks"},
                0, 1, 1);
        m.defK("stat", (self, args, kw) -> {
            PyObject[] a = stat.parse(args, kw);
            return stat(PathArg.of("stat", "path", a[0], true, false), Args.dirFd(a[1]),
                    Args.bool(a[2], true));
        });
        Params lstat = new Params("lstat", new String[] {"path", "dir_fd"}, 0, 1, 1);
        m.defK("lstat", (self, args, kw) -> {
            PyObject[] a = lstat.parse(args, kw);
            return stat(PathArg.of("lstat", "path", a[0], false, false), Args.dirFd(a[1]),
                    false);
        });
        Params open = new Params("open", new String[] {"path", "flags", "mode", "dir_fd"}, 0,
                3, 2);
        m.defK("open", (self, args, kw) -> {
            PyObject[] a = open.parse(args, kw);
            PathArg p = PathArg.of("open", "path", a[0], false, false);
            return PyInt.of(open(p, Args.cint(a[1]), a[2] == null ? 0777 : Args.cint(a[2]),
                    Args.dirFd(a[3])));
        });
        Params listdir = new Params("listdir", new String[] {"path"}, 0, 1, 0);
        m.defK("listdir", (self, args, kw) -> {
            PyObject[] a = listdir.parse(args, kw);
            PathArg p = a[0] == null ? PathArg.dot()
                    : PathArg.of("listdir", "path", a[0], true, true);
            return listdir(p);
        });
        Params mkdir = new Params("mkdir", new String[] {"path", "mode", "dir_fd"}, 0, 2, 1);
        m.defK("mkdir", (self, args, kw) -> {
            PyObject[] a = mkdir.parse(args, kw);
            PathArg p = PathArg.of("mkdir", "path", a[0], false, false);
            mkdir(p, a[1] == null ? 0777 : Args.cint(a[1]), Args.dirFd(a[2]));
            return Py.None;
        });
        Params rmdir = new Params("rmdir", new String[] {"path", "dir_fd"}, 0, 1, 1);
        m.defK("rmdir", (self, args, kw) -> {
            PyObject[] a = rmdir.parse(args, kw);
            PathArg p = PathArg.of("rmdir", "path", a[0], false, false);
            remove(p, Args.dirFd(a[1]), true);
            return Py.None;
        });
        for (String name : new String[] {"unlink", "remove"}) {
            Params unlink = new Params(name, new String[] {"path", "dir_fd"}, 0, 1, 1);
            m.defK(name, (self, args, kw) -> {
                PyObject[] a = unlink.parse(args, kw);
                PathArg p = PathArg.of(name, "path", a[0], false, false);
                remove(p, Args.dirFd(a[1]), false);
                return Py.None;
            });
        }
        for (String name : new String[] {"rename", "replace"}) {
            Params rename = new Params(name, new String[] {"src", "dst", "src_dir_fd",
                "dst_dir_fd"}, 0, 2, 2);
            m.defK(name, (self, args, kw) -> {
                PyObject[] a = rename.parse(args, kw);
                rename(PathArg.of(name, "src", a[0], false, false),
                        PathArg.of(name, "dst", a[1], false, false), Args.dirFd(a[2]),
                        Args.dirFd(a[3]));
                return Py.None;
            });
        }
        m.def0("getcwd", self -> PyStr.of(Posix.cwd().toString()));
        m.def0("getcwdb", self -> new PyBytes(PathArg.fsencode(Posix.cwd().toString())));
        Params chdir = new Params("chdir", new String[] {"path"}, 0, 1, 1);
        m.defK("chdir", (self, args, kw) -> {
            chdir(PathArg.of("chdir", "path", chdir.parse(args, kw)[0], true, false));
            return Py.None;
        });
        m.def1("fchdir", (self, fd) -> {
            int d = FdFunctions.fileno(fd);
            // an open descriptor of something not a directory (a pipe, a terminal) has no
            // path to resolve: ENOTDIR, as fchdir(2) says
            if (FdTable.get(d).fileType() != StatModule.S_IFDIR) {
                throw OSErrors.of(ErrnoModule.ENOTDIR);
            }
            chdir(PathArg.of("fchdir", "fd", PyInt.of(d), true, false));
            return Py.None;
        });
        Params access = new Params("access", new String[] {"path", "mode", "dir_fd",
            "effective_ids", "follow_symlinks"}, 0, 2, 2);
        m.defK("access", (self, args, kw) -> {
            PyObject[] a = access.parse(args, kw);
            PathArg p = PathArg.of("access", "path", a[0], false, false);
            return Py.newBool(access(p, Args.cint(a[1]), Args.dirFd(a[2]),
                    Args.bool(a[4], true)));
        });
        Params chmod = new Params("chmod", new String[] {"path", "mode", "dir_fd",
            "follow_symlinks"}, 0, 2, 2);
        m.defK("chmod", (self, args, kw) -> {
            PyObject[] a = chmod.parse(args, kw);
            PathArg p = PathArg.of("chmod", "path", a[0], true, false);
            chmod(p, Args.cint(a[1]), Args.dirFd(a[2]), Args.bool(a[3], true));
            return Py.None;
        });
        Params fchmod = new Params("fchmod", new String[] {"fd", "mode"}, 0, 2, 2);
        m.defK("fchmod", (self, args, kw) -> {
            PyObject[] a = fchmod.parse(args, kw);
            chmod(PathArg.of("fchmod", "fd", PyInt.of(Args.fd(a[0])), true, false),
                    Args.cint(a[1]), -1, true);
            return Py.None;
        });
        Params utime = new Params("utime", new String[] {"path", "times", "ns", "dir_fd",
            "follow_symlinks"}, 0, 2, 1);
        m.defK("utime", (self, args, kw) -> {
            PyObject[] a = utime.parse(args, kw);
            utime(PathArg.of("utime", "path", a[0], true, false), a[1], a[2],
                    Args.dirFd(a[3]), Args.bool(a[4], true));
            return Py.None;
        });
        Params readlink = new Params("readlink", new String[] {"path", "dir_fd"}, 0, 1, 1);
        m.defK("readlink", (self, args, kw) -> {
            PyObject[] a = readlink.parse(args, kw);
            PathArg p = PathArg.of("readlink", "path", a[0], false, false);
            try {
                return p.result(Files.readSymbolicLink(p.resolve(Args.dirFd(a[1]))).toString());
            } catch (IOException e) {
                throw OSErrors.of(e, p.filename());
            }
        });
        Params symlink = new Params("symlink", new String[] {"src", "dst",
            "target_is_directory", "dir_fd"}, 0, 3, 2);
        m.defK("symlink", (self, args, kw) -> {
            PyObject[] a = symlink.parse(args, kw);
            PathArg src = PathArg.of("symlink", "src", a[0], false, false);
            PathArg dst = PathArg.of("symlink", "dst", a[1], false, false);
            try {
                Files.createSymbolicLink(dst.resolve(Args.dirFd(a[3])), Path.of(src.text));
            } catch (IOException e) {
                throw OSErrors.of(e, src.filename(), dst.filename());
            }
            return Py.None;
        });
        Params link = new Params("link", new String[] {"src", "dst", "src_dir_fd",
            "dst_dir_fd", "follow_symlinks"}, 0, 2, 2);
        m.defK("link", (self, args, kw) -> {
            PyObject[] a = link.parse(args, kw);
            PathArg src = PathArg.of("link", "src", a[0], false, false);
            PathArg dst = PathArg.of("link", "dst", a[1], false, false);
            try {
                Files.createLink(dst.resolve(Args.dirFd(a[3])), src.resolve(Args.dirFd(a[2])));
            } catch (IOException e) {
                throw OSErrors.of(e, src.filename(), dst.filename());
            }
            return Py.None;
        });
        Params truncate = new Params("truncate", new String[] {"path", "length"}, 0, 2, 2);
        m.defK("truncate", (self, args, kw) -> {
            PyObject[] a = truncate.parse(args, kw);
            PathArg p = PathArg.of("truncate", "path", a[0], true, false);
            long length = Abstract.asIndex(a[1]);
            if (p.fd >= 0) {
                FdTable.get(p.fd).truncate(length);
                return Py.None;
            }
            if (length < 0) {
                throw OSErrors.of(ErrnoModule.EINVAL, p.filename());
            }
            try (FileChannel c = FileChannel.open(p.resolve(), StandardOpenOption.WRITE)) {
                OpenFile.truncate(c, length);
            } catch (IOException e) {
                throw OSErrors.of(e, p.filename());
            }
            return Py.None;
        });
    }

    // ------------------------------------------------------------------ stat

    /** {@code stat(path, dir_fd, follow_symlinks)}; a descriptor is {@code fstat}. */
    static PyObject stat(PathArg p, int dirFd, boolean follow) {
        if (p.fd >= 0) {
            return FdTable.get(p.fd).stat();
        }
        Path jp = p.resolve(dirFd);
        PyObject r;
        try {
            r = StatResult.of(jp, follow || p.trailingSlash());
        } catch (IOException e) {
            throw OSErrors.of(e, p.filename());
        }
        if (p.trailingSlash() && !isDirMode(r)) {
            throw OSErrors.of(ErrnoModule.ENOTDIR, p.filename());
        }
        return r;
    }

    private static boolean isDirMode(PyObject statResult) {
        long mode = ((PyInt) ((PyTuple) statResult).items[0]).value;
        return (mode & StatModule.S_IFMT) == StatModule.S_IFDIR;
    }

    // ------------------------------------------------------------------ open

    /** {@code os.open}: the new descriptor. Compare CPython posixmodule.c: os_open_impl. */
    static int open(PathArg p, int flags, int mode, int dirFd) {
        Path jp = p.resolve(dirFd);
        int acc = flags & O_ACCMODE;
        boolean readable = acc == O_RDONLY || acc == O_RDWR;
        boolean writable = acc == O_WRONLY || acc == O_RDWR;
        boolean follow = (flags & O_NOFOLLOW) == 0;
        boolean create = (flags & O_CREAT) != 0;
        if ((flags & O_TMPFILE) == O_TMPFILE) {
            throw OSErrors.of(ErrnoModule.ENOTSUP, p.filename());
        }
        boolean isDir = Files.isDirectory(jp, links(follow));
        if (isDir) {
            if (create && (flags & O_EXCL) != 0) {
                throw OSErrors.of(ErrnoModule.EEXIST, p.filename());
            }
            if (writable) {
                throw OSErrors.of(ErrnoModule.EISDIR, p.filename());
            }
        } else {
            if ((flags & O_DIRECTORY) != 0 || p.trailingSlash()) {
                if (!Files.exists(jp, NOFOLLOW) && !create) {
                    throw OSErrors.of(ErrnoModule.ENOENT, p.filename());
                }
                throw OSErrors.of(create && !Files.exists(jp, NOFOLLOW) ? ErrnoModule.EISDIR
                        : ErrnoModule.ENOTDIR, p.filename());
            }
            if (!follow && Files.isSymbolicLink(jp)) {
                throw OSErrors.of(ErrnoModule.ELOOP, p.filename());
            }
        }
        Set<OpenOption> opts = new HashSet<>();
        boolean appendByHand = false;
        if (readable || !writable) {
            opts.add(StandardOpenOption.READ);
        }
        if (writable) {
            opts.add(StandardOpenOption.WRITE);
        }
        if ((flags & O_APPEND) != 0 && writable) {
            if (readable || (flags & O_TRUNC) != 0) {
                appendByHand = true;
            } else {
                opts.add(StandardOpenOption.APPEND);
            }
        }
        if ((flags & O_TRUNC) != 0 && writable) {
            opts.add(StandardOpenOption.TRUNCATE_EXISTING);
        }
        if (create) {
            opts.add((flags & O_EXCL) != 0 ? StandardOpenOption.CREATE_NEW
                    : StandardOpenOption.CREATE);
        }
        if (!follow) {
            opts.add(LinkOption.NOFOLLOW_LINKS);
        }
        if ((flags & O_SYNC) == O_SYNC) {
            opts.add(StandardOpenOption.SYNC);
        } else if ((flags & O_DSYNC) != 0) {
            opts.add(StandardOpenOption.DSYNC);
        }
        boolean existed = create && Files.exists(jp, NOFOLLOW);
        FileChannel c;
        try {
            c = create ? FileChannel.open(jp, opts, permissions(mode))
                    : FileChannel.open(jp, opts);
        } catch (IOException e) {
            throw OSErrors.of(e, p.filename());
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            throw OSErrors.of(ErrnoModule.EINVAL, p.filename());
        }
        if (create && !existed) {
            applyUmask(jp, mode);
        }
        OpenFile f = OpenFile.ofFile(c, jp, readable || !writable, writable, appendByHand,
                isDir);
        f.openFlags = flags;
        if ((flags & O_NONBLOCK) != 0) {
            f.setBlocking(false);
        }
        return FdTable.add(f, false);
    }

    /** The permission bits of {@code mode} as a creation attribute (the umask applies). */
    static FileAttribute<Set<PosixFilePermission>> permissions(int mode) {
        return PosixFilePermissions.asFileAttribute(permissionSet(mode));
    }

    private static Set<PosixFilePermission> permissionSet(int mode) {
        Set<PosixFilePermission> s = EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] bits = {
            PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OTHERS_WRITE,
            PosixFilePermission.OTHERS_READ, PosixFilePermission.GROUP_EXECUTE,
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_READ,
            PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.OWNER_READ,
        };
        for (int i = 0; i < 9; i++) {
            if ((mode & (1 << i)) != 0) {
                s.add(bits[i]);
            }
        }
        return s;
    }

    /** After a creation, when {@code os.umask} changed the mask from the process's own. */
    private static void applyUmask(Path p, int mode) {
        if (Posix.umaskChanged()) {
            try {
                Files.setPosixFilePermissions(p, permissionSet(mode & ~Posix.umask()));
            } catch (IOException | UnsupportedOperationException e) {
                // the file keeps the process umask's permissions
            }
        }
    }

    // ------------------------------------------------------------------ directories

    static PyObject listdir(PathArg p) {
        Path dir = p.resolve();
        PyList out = new PyList();
        boolean bytes = p.isBytes;
        try (DirectoryStream<Path> s = Files.newDirectoryStream(dir)) {
            for (Path e : s) {
                String name = e.getFileName().toString();
                out.append(bytes ? new PyBytes(PathArg.fsencode(name)) : PyStr.of(name));
            }
        } catch (IOException e) {
            throw OSErrors.of(e, p.fd >= 0 ? null : p.filename());
        }
        return out;
    }

    static void mkdir(PathArg p, int mode, int dirFd) {
        Path jp = p.resolve(dirFd);
        try {
            Files.createDirectory(jp, permissions(mode));
        } catch (FileAlreadyExistsException e) {
            throw OSErrors.of(ErrnoModule.EEXIST, p.filename());
        } catch (IOException e) {
            throw OSErrors.of(e, p.filename());
        }
        applyUmask(jp, mode);
    }

    /** {@code rmdir} (directories only) or {@code unlink} (anything but a directory). */
    static void remove(PathArg p, int dirFd, boolean directory) {
        Path jp = p.resolve(dirFd);
        boolean isDir = Files.isDirectory(jp, NOFOLLOW);
        if (directory && !isDir) {
            if (!Files.exists(jp, NOFOLLOW)) {
                throw OSErrors.of(ErrnoModule.ENOENT, p.filename());
            }
            throw OSErrors.of(ErrnoModule.ENOTDIR, p.filename());
        }
        if (!directory && (isDir || p.trailingSlash())) {
            throw OSErrors.of(isDir ? ErrnoModule.EISDIR : ErrnoModule.ENOTDIR, p.filename());
        }
        try {
            Files.delete(jp);
        } catch (IOException e) {
            throw OSErrors.of(e, p.filename());
        }
    }

    /** {@code rename}: POSIX rename(2), which replaces the target. */
    static void rename(PathArg src, PathArg dst, int srcDirFd, int dstDirFd) {
        Path s = src.resolve(srcDirFd);
        Path d = dst.resolve(dstDirFd);
        try {
            Files.move(s, d, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            throw OSErrors.of(ErrnoModule.EXDEV, src.filename(), dst.filename());
        } catch (IOException e) {
            throw OSErrors.of(e, src.filename(), dst.filename());
        }
    }

    static void chdir(PathArg p) {
        Path jp = p.resolve();
        PyObject name = p.fd >= 0 ? null : p.filename();
        if (!Files.exists(jp)) {
            throw OSErrors.of(ErrnoModule.ENOENT, name);
        }
        if (!Files.isDirectory(jp)) {
            throw OSErrors.of(ErrnoModule.ENOTDIR, name);
        }
        if (!Files.isExecutable(jp)) {
            throw OSErrors.of(ErrnoModule.EACCES, name);
        }
        try {
            Posix.setCwd(jp.toRealPath());
        } catch (IOException e) {
            throw OSErrors.of(e, name);
        }
    }

    // ------------------------------------------------------------------ permissions and times

    static boolean access(PathArg p, int mode, int dirFd, boolean follow) {
        Path jp = p.resolve(dirFd);
        if (!Files.exists(jp, links(follow))) {
            return false;
        }
        if ((mode & 4) != 0 && !Files.isReadable(jp)) {
            return false;
        }
        if ((mode & 2) != 0 && !Files.isWritable(jp)) {
            return false;
        }
        return (mode & 1) == 0 || Files.isExecutable(jp);
    }

    static void chmod(PathArg p, int mode, int dirFd, boolean follow) {
        Path jp = p.resolve(dirFd);
        PyObject name = p.fd >= 0 ? null : p.filename();
        try {
            if (!follow && Files.isSymbolicLink(jp)) {
                // Linux cannot change a link's own mode: CPython's os_chmod_impl turns
                // fchmodat's ENOTSUP into these
                if (dirFd != -1) {
                    throw Py.valueError("chmod: cannot use dir_fd and follow_symlinks together");
                }
                throw Py.error(org.specializer.api.PyExc.NotImplementedError,
                        "chmod: follow_symlinks unavailable on this platform");
            }
            try {
                Files.setAttribute(jp, "unix:mode", mode & 07777);
            } catch (UnsupportedOperationException | IllegalArgumentException e) {
                Files.setPosixFilePermissions(jp, permissionSet(mode));
            }
        } catch (IOException e) {
            throw OSErrors.of(e, name);
        }
    }

    /** Compare CPython posixmodule.c: os_utime_impl. */
    static void utime(PathArg p, PyObject times, PyObject ns, int dirFd, boolean follow) {
        boolean haveTimes = times != null && times != Py.None;
        if (haveTimes && ns != null) {
            throw Py.valueError("utime: you may specify either 'times' or 'ns' but not both");
        }
        Instant atime;
        Instant mtime;
        if (haveTimes) {
            if (!(times instanceof PyTuple t) || t.items.length != 2) {
                throw Py.typeError("utime: 'times' must be either a tuple of two ints or None");
            }
            atime = toInstant(t.items[0]);
            mtime = toInstant(t.items[1]);
        } else if (ns != null) {
            if (!(ns instanceof PyTuple t) || t.items.length != 2) {
                throw Py.typeError("utime: 'ns' must be a tuple of two ints");
            }
            atime = nsToInstant(t.items[0]);
            mtime = nsToInstant(t.items[1]);
        } else {
            atime = Instant.now();
            mtime = atime;
        }
        Path jp = p.resolve(dirFd);
        try {
            BasicFileAttributeView v = Files.getFileAttributeView(jp,
                    BasicFileAttributeView.class, links(follow));
            v.setTimes(FileTime.from(mtime), FileTime.from(atime), null);
        } catch (NoSuchFileException e) {
            throw OSErrors.of(ErrnoModule.ENOENT, p.fd >= 0 ? null : p.filename());
        } catch (IOException e) {
            throw OSErrors.of(e, p.fd >= 0 ? null : p.filename());
        }
    }

    /** Seconds (int or float) as an instant, rounding down. */
    private static Instant toInstant(PyObject o) {
        if (o instanceof PyFloat f) {
            double d = f.value;
            if (Double.isNaN(d)) {
                throw Py.valueError("Invalid value NaN (not a number)");
            }
            double sec = Math.floor(d);
            double frac = Math.floor((d - sec) * 1e9);
            if (frac >= 1e9) {
                frac -= 1e9;
                sec += 1;
            }
            return Instant.ofEpochSecond((long) sec, (long) frac);
        }
        return Instant.ofEpochSecond(Abstract.asIndex(o));
    }

    private static Instant nsToInstant(PyObject o) {
        if (!(o instanceof PyInt) && Abstract.indexOrNull(o) == null) {
            throw Py.typeError("utime: 'ns' must be a tuple of two ints");
        }
        long ns = Abstract.asIndex(o);
        return Instant.ofEpochSecond(Math.floorDiv(ns, 1_000_000_000L),
                Math.floorMod(ns, 1_000_000_000L));
    }
}
