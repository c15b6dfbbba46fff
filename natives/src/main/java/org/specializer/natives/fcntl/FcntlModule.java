package org.specializer.natives.fcntl;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.NonReadableChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.interp.Gil;
import org.specializer.natives.BytesLike;
import org.specializer.natives.CArgs;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.OpenFile;

/**
 * The {@code fcntl} module (CPython Modules/fcntlmodule.c) over the descriptor table.
 *
 * <p>{@code fcntl} answers F_GETFL (the access mode, O_APPEND and O_NONBLOCK of the open file,
 * the kernel's flags for the process's own descriptors), F_SETFL (O_NONBLOCK), F_GETFD and
 * F_SETFD (FD_CLOEXEC is the descriptor's inheritable flag), F_DUPFD and F_DUPFD_CLOEXEC, and
 * F_GETLK, F_SETLK and F_SETLKW on a {@code struct flock}. Locks ({@code flock}, {@code lockf},
 * F_SETLK) are {@link FileChannel} locks: the kernel's record locks, seen by other processes;
 * within this process a lock held through another open file of the same file counts as
 * held (EAGAIN, or waiting for it), and a lock taken again through the same open file replaces
 * the earlier one, as {@code flock} converts it. Descriptors that are not files (pipes) accept
 * locks without effect. {@code ioctl} on a descriptor that is no terminal fails with ENOTTY,
 * as the kernel's does for the terminal requests.
 */
public final class FcntlModule {
    private FcntlModule() {}

    private static final Object[][] CONSTANTS = {
        {"DN_ACCESS", 1L}, {"DN_ATTRIB", 32L}, {"DN_CREATE", 4L}, {"DN_DELETE", 8L},
        {"DN_MODIFY", 2L}, {"DN_MULTISHOT", 2147483648L}, {"DN_RENAME", 16L}, {"FASYNC", 8192L},
        {"FD_CLOEXEC", 1L}, {"FICLONE", 1074041865L}, {"FICLONERANGE", 1075876877L},
        {"F_ADD_SEALS", 1033L}, {"F_DUPFD", 0L}, {"F_DUPFD_CLOEXEC", 1030L}, {"F_EXLCK", 4L},
        {"F_GETFD", 1L}, {"F_GETFL", 3L}, {"F_GETLEASE", 1025L}, {"F_GETLK", 5L},
        {"F_GETLK64", 5L}, {"F_GETOWN", 9L}, {"F_GETOWN_EX", 16L}, {"F_GETPIPE_SZ", 1032L},
        {"F_GETSIG", 11L}, {"F_GET_FILE_RW_HINT", 1037L}, {"F_GET_RW_HINT", 1035L},
        {"F_GET_SEALS", 1034L}, {"F_NOTIFY", 1026L}, {"F_OFD_GETLK", 36L}, {"F_OFD_SETLK", 37L},
        {"F_OFD_SETLKW", 38L}, {"F_OWNER_PGRP", 2L}, {"F_OWNER_PID", 1L}, {"F_OWNER_TID", 0L},
        {"F_RDLCK", 0L}, {"F_SEAL_FUTURE_WRITE", 16L}, {"F_SEAL_GROW", 4L}, {"F_SEAL_SEAL", 1L},
        {"F_SEAL_SHRINK", 2L}, {"F_SEAL_WRITE", 8L}, {"F_SETFD", 2L}, {"F_SETFL", 4L},
        {"F_SETLEASE", 1024L}, {"F_SETLK", 6L}, {"F_SETLK64", 6L}, {"F_SETLKW", 7L},
        {"F_SETLKW64", 7L}, {"F_SETOWN", 8L}, {"F_SETOWN_EX", 15L}, {"F_SETPIPE_SZ", 1031L},
        {"F_SETSIG", 10L}, {"F_SET_FILE_RW_HINT", 1038L}, {"F_SET_RW_HINT", 1036L},
        {"F_SHLCK", 8L}, {"F_UNLCK", 2L}, {"F_WRLCK", 1L}, {"LOCK_EX", 2L}, {"LOCK_MAND", 32L},
        {"LOCK_NB", 4L}, {"LOCK_READ", 64L}, {"LOCK_RW", 192L}, {"LOCK_SH", 1L}, {"LOCK_UN", 8L},
        {"LOCK_WRITE", 128L}, {"RWH_WRITE_LIFE_EXTREME", 5L}, {"RWH_WRITE_LIFE_LONG", 4L},
        {"RWH_WRITE_LIFE_MEDIUM", 3L}, {"RWH_WRITE_LIFE_NONE", 1L}, {"RWH_WRITE_LIFE_NOT_SET", 0L},
        {"RWH_WRITE_LIFE_SHORT", 2L},
    };

    static final int F_DUPFD = 0;
    static final int F_GETFD = 1;
    static final int F_SETFD = 2;
    static final int F_GETFL = 3;
    static final int F_SETFL = 4;
    static final int F_GETLK = 5;
    static final int F_SETLK = 6;
    static final int F_SETLKW = 7;
    static final int F_DUPFD_CLOEXEC = 1030;
    static final int F_RDLCK = 0;
    static final int F_WRLCK = 1;
    static final int F_UNLCK = 2;
    static final int LOCK_SH = 1;
    static final int LOCK_EX = 2;
    static final int LOCK_NB = 4;
    static final int LOCK_UN = 8;
    static final int O_APPEND = 1024;
    static final int O_NONBLOCK = 2048;
    static final int O_LARGEFILE = 32768;

    /** The locks held through each open file. */
    private static final Map<OpenFile, FileLock> LOCKS = new IdentityHashMap<>();

    public static PyModule create() {
        PyModule m = new PyModule("fcntl");
        m.put("__doc__", PyStr.of("This module performs file control and I/O control on file\n"
                + "descriptors.  It is an interface to the fcntl() and ioctl() Unix\n"
                + "routines.  File descriptors can be obtained with the fileno() method of\n"
                + "a file or socket object."));
        for (Object[] c : CONSTANTS) {
            m.put((String) c[0], PyInt.of((Long) c[1]));
        }
        m.defK("fcntl", (self, args, kw) -> {
            noKeywords("fcntl", kw);
            arity("fcntl", args.length, 2, 3);
            int fd = fileno(args[0]);
            int cmd = CArgs.cint(args[1]);
            PyObject arg = args.length > 2 ? args[2] : PyInt.of(0);
            return fcntl(fd, cmd, arg);
        });
        m.defK("ioctl", (self, args, kw) -> {
            noKeywords("ioctl", kw);
            arity("ioctl", args.length, 2, 4);
            int fd = fileno(args[0]);
            OpenFile f = FdTable.get(fd);
            if (!f.isatty()) {
                throw OSErrors.of(ErrnoModule.ENOTTY);
            }
            throw OSErrors.of(ErrnoModule.EINVAL);
        });
        m.defK("flock", (self, args, kw) -> {
            noKeywords("flock", kw);
            arity("flock", args.length, 2, 2);
            int fd = fileno(args[0]);
            int op = CArgs.cint(args[1]);
            OpenFile f = FdTable.get(fd);
            if ((op & LOCK_UN) != 0) {
                unlock(f);
            } else if ((op & (LOCK_SH | LOCK_EX)) != 0) {
                lock(f, (op & LOCK_EX) == 0, (op & LOCK_NB) == 0, 0, Long.MAX_VALUE);
            }
            return Py.None;
        });
        m.defK("lockf", (self, args, kw) -> {
            noKeywords("lockf", kw);
            arity("lockf", args.length, 2, 5);
            int fd = fileno(args[0]);
            int cmd = CArgs.cint(args[1]);
            long len = args.length > 2 ? CArgs.clong(args[2]) : 0;
            long start = args.length > 3 ? CArgs.clong(args[3]) : 0;
            int whence = args.length > 4 ? CArgs.cint(args[4]) : 0;
            OpenFile f = FdTable.get(fd);
            long[] range = range(f, start, len, whence);
            if (cmd == LOCK_UN) {
                unlock(f);
            } else if ((cmd & (LOCK_SH | LOCK_EX)) != 0) {
                lock(f, (cmd & LOCK_EX) == 0, (cmd & LOCK_NB) == 0, range[0], range[1]);
            } else {
                throw OSErrors.of(ErrnoModule.EINVAL);
            }
            return Py.None;
        });
        return m;
    }

    private static void noKeywords(String name, PyObject[] kw) {
        if (kw.length > 0) {
            throw Py.typeError(name + "() takes no keyword arguments");
        }
    }

    private static void arity(String name, int n, int min, int max) {
        if (n < min) {
            throw Py.typeError(name + " expected at least " + min + " argument"
                    + (min == 1 ? "" : "s") + ", got " + n);
        }
        if (n > max) {
            throw Py.typeError(name + " expected at most " + max + " arguments, got " + n);
        }
    }

    /** A descriptor argument: an int, or an object with fileno(). */
    static int fileno(PyObject o) {
        return CArgs.fileDescriptor(o);
    }

    /** Compare CPython fcntlmodule.c: {@code fcntl_fcntl_impl}. */
    static PyObject fcntl(int fd, int cmd, PyObject arg) {
        OpenFile f = FdTable.get(fd);
        if (arg instanceof PyStr || BytesLike.spanOrNull(arg) != null) {
            byte[] buf = arg instanceof PyStr s
                    ? s.value.getBytes(java.nio.charset.StandardCharsets.UTF_8)
                    : BytesLike.span(arg).toArray();
            if (buf.length > 1024) {
                throw Py.valueError("fcntl argument 3 is too long");
            }
            if (cmd == F_GETLK || cmd == F_SETLK || cmd == F_SETLKW) {
                return PyBytes.of(recordLock(f, cmd, buf));
            }
            simpleCommand(fd, f, cmd, 0);
            return PyBytes.of(buf);
        }
        int a = (int) Abstract.asIndex(arg);
        return PyInt.of(simpleCommand(fd, f, cmd, a));
    }

    private static int simpleCommand(int fd, OpenFile f, int cmd, int arg) {
        switch (cmd) {
            case F_GETFL:
                return statusFlags(f);
            case F_SETFL:
                f.setBlocking((arg & O_NONBLOCK) == 0);
                return 0;
            case F_GETFD:
                return FdTable.isInheritable(fd) ? 0 : 1;
            case F_SETFD:
                FdTable.setInheritable(fd, (arg & 1) == 0);
                return 0;
            case F_DUPFD:
            case F_DUPFD_CLOEXEC: {
                if (arg < 0) {
                    throw OSErrors.of(ErrnoModule.EINVAL);
                }
                int to = arg;
                while (FdTable.lookup(to) != null) {
                    to++;
                }
                return FdTable.dup2(fd, to, cmd == F_DUPFD);
            }
            default:
                throw OSErrors.of(ErrnoModule.EINVAL);
        }
    }

    /** F_GETFL: what the kernel says for our own descriptors, else from the open file. */
    static int statusFlags(OpenFile f) {
        if (f.osFd >= 0) {
            try {
                for (String line : Files.readAllLines(Path.of("/proc/self/fdinfo/" + f.osFd))) {
                    if (line.startsWith("flags:")) {
                        return Integer.parseInt(line.substring(6).trim(), 8) & ~0x80000;
                    }
                }
            } catch (IOException | RuntimeException e) {
                // derive them below
            }
        }
        int flags;
        if (f.openFlags >= 0) {
            flags = f.openFlags & (3 | O_APPEND | 0x101000 | 0x4000 | 0x40000);
        } else {
            flags = f.readable && f.writable ? 2 : f.writable ? 1 : 0;
        }
        if (f.kind == OpenFile.Kind.FILE || f.kind == OpenFile.Kind.DIRECTORY) {
            flags |= O_LARGEFILE;
        }
        if (!f.isBlocking()) {
            flags |= O_NONBLOCK;
        } else {
            flags &= ~O_NONBLOCK;
        }
        return flags;
    }

    /** The absolute range of a lock: {start, length} (length 0: to the end, for ever). */
    private static long[] range(OpenFile f, long start, long len, int whence) {
        long base;
        switch (whence) {
            case 0:
                base = 0;
                break;
            case 1:
                base = f.fileChannel() == null ? 0 : f.tell();
                break;
            case 2:
                base = Math.max(0, f.size());
                break;
            default:
                throw OSErrors.of(ErrnoModule.EINVAL);
        }
        long s = base + start;
        if (len < 0) {
            s += len;
            len = -len;
        }
        if (s < 0) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        return new long[] {s, len == 0 ? Long.MAX_VALUE - s : len};
    }

    /** Take a lock through {@code f}; EAGAIN when held elsewhere and not waiting. */
    static void lock(OpenFile f, boolean shared, boolean wait, long pos, long len) {
        FileChannel c = f.fileChannel();
        if (c == null) {
            return;
        }
        synchronized (LOCKS) {
            FileLock old = LOCKS.remove(f);
            if (old != null) {
                release(old);
            }
        }
        for (;;) {
            FileLock l;
            try {
                l = tryLock(c, pos, len, shared);
            } catch (OverlappingFileLockException e) {
                l = null;
            }
            if (l != null) {
                synchronized (LOCKS) {
                    LOCKS.put(f, l);
                }
                return;
            }
            if (!wait) {
                throw OSErrors.of(ErrnoModule.EAGAIN);
            }
            Gil.blocking(() -> {
                try {
                    Thread.sleep(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return null;
            });
        }
    }

    private static FileLock tryLock(FileChannel c, long pos, long len, boolean shared) {
        try {
            try {
                return c.tryLock(pos, len, shared);
            } catch (NonWritableChannelException e) {
                return c.tryLock(pos, len, true);
            } catch (NonReadableChannelException e) {
                return c.tryLock(pos, len, false);
            }
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    static void unlock(OpenFile f) {
        FileLock l;
        synchronized (LOCKS) {
            l = LOCKS.remove(f);
        }
        if (l != null) {
            release(l);
        }
    }

    private static void release(FileLock l) {
        try {
            l.release();
        } catch (IOException e) {
            throw OSErrors.of(e, null);
        }
    }

    /** F_GETLK, F_SETLK and F_SETLKW on a {@code struct flock} (type, whence, start, len, pid). */
    private static byte[] recordLock(OpenFile f, int cmd, byte[] buf) {
        byte[] out = java.util.Arrays.copyOf(buf, Math.max(buf.length, 32));
        ByteBuffer b = ByteBuffer.wrap(out).order(ByteOrder.nativeOrder());
        short type = b.getShort(0);
        short whence = b.getShort(2);
        long start = b.getLong(8);
        long len = b.getLong(16);
        if (cmd == F_GETLK) {
            // no conflicting lock is known: the type says unlocked, as the kernel answers
            b.putShort(0, (short) F_UNLCK);
            return java.util.Arrays.copyOf(out, buf.length);
        }
        long[] range = range(f, start, len, whence);
        if (type == F_UNLCK) {
            unlock(f);
        } else if (type == F_RDLCK || type == F_WRLCK) {
            lock(f, type == F_RDLCK, cmd == F_SETLKW, range[0], range[1]);
        } else {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        return java.util.Arrays.copyOf(out, buf.length);
    }
}
