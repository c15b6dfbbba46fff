package org.specializer.natives.posix;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import org.specializer.core.modules.StdStreams;
import org.specializer.natives.errno.ErrnoModule;

/**
 * The process's file descriptors, as the native modules see them: small ints mapped to
 * {@link OpenFile}s. A JVM cannot hand out real descriptors, so {@code posix} and {@code _io}
 * share this table instead: {@code os.open} and {@code _io.FileIO} put entries in it,
 * {@code os.read}, {@code FileIO.read} and the rest look them up by number. Numbers are
 * allocated as the kernel does (the lowest free one), so {@code os.open} after start-up
 * answers 3.
 *
 * <p>0, 1 and 2 are the process's standard input, output and error: its own descriptors
 * (written with no buffering between us and the kernel), unless an embedder installed Java
 * streams in their place ({@link #installStandardStreams}). Each descriptor has its own
 * inheritable flag, as in POSIX (descriptors opened here are not inheritable, 0 to 2 are);
 * descriptors made by {@code dup} share their {@link OpenFile}, which is closed when the last
 * of them is.
 */
public final class FdTable {
    private FdTable() {}

    private static OpenFile[] files = new OpenFile[16];
    private static boolean[] inheritable = new boolean[16];
    private static boolean standardInstalled;

    private static void ensureStandard() {
        if (!standardInstalled) {
            standardInstalled = true;
            for (int fd = 0; fd < 3; fd++) {
                // a descriptor 0 closed at start-up stays closed (EBADF), as in CPython
                if (files[fd] == null && !(fd == 0 && StdStreams.stdinClosedAtStart())) {
                    put(fd, OpenFile.ofProcessStd(fd), true);
                }
            }
        }
    }

    /**
     * Make descriptors 0, 1 and 2 refer to these Java streams (null: the process's own), as an
     * embedder or a test capturing output wants. What they referred to before is left open.
     */
    public static synchronized void installStandardStreams(InputStream in, OutputStream out,
            OutputStream err) {
        standardInstalled = true;
        OpenFile[] std = {
            in == null ? OpenFile.ofProcessStd(0) : OpenFile.ofStream(in, null),
            out == null ? OpenFile.ofProcessStd(1) : OpenFile.ofStream(null, out),
            err == null ? OpenFile.ofProcessStd(2) : OpenFile.ofStream(null, err),
        };
        for (int fd = 0; fd < 3; fd++) {
            OpenFile old = files[fd];
            if (old != null) {
                old.refs--;
            }
            files[fd] = null;
            put(fd, std[fd], true);
        }
    }

    private static void put(int fd, OpenFile f, boolean inherit) {
        if (fd >= files.length) {
            int n = Math.max(files.length * 2, fd + 1);
            files = Arrays.copyOf(files, n);
            inheritable = Arrays.copyOf(inheritable, n);
        }
        files[fd] = f;
        inheritable[fd] = inherit;
        f.refs++;
    }

    /** Enter {@code f} at the lowest free descriptor; the descriptor. */
    public static synchronized int add(OpenFile f, boolean inherit) {
        ensureStandard();
        int fd = 0;
        while (fd < files.length && files[fd] != null) {
            fd++;
        }
        put(fd, f, inherit);
        return fd;
    }

    /** The open file of {@code fd}; OSError EBADF when it is not open. */
    public static synchronized OpenFile get(int fd) {
        OpenFile f = lookup(fd);
        if (f == null) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        return f;
    }

    /** The open file of {@code fd}, or null. */
    public static synchronized OpenFile lookup(long fd) {
        ensureStandard();
        return fd < 0 || fd >= files.length ? null : files[(int) fd];
    }

    /** {@code close(fd)}; OSError EBADF when it is not open. */
    public static synchronized void close(int fd) {
        OpenFile f = get(fd);
        files[fd] = null;
        if (--f.refs == 0) {
            f.closeChannels();
        }
    }

    /** {@code dup(fd)}: the lowest free descriptor, not inheritable. */
    public static synchronized int dup(int fd) {
        return add(get(fd), false);
    }

    /** {@code dup2(fd, fd2, inheritable)}: {@code fd2}, closed first if open. */
    public static synchronized int dup2(int fd, int fd2, boolean inherit) {
        OpenFile f = get(fd);
        if (fd2 < 0) {
            throw OSErrors.of(ErrnoModule.EBADF);
        }
        if (fd2 == fd) {
            return fd2;
        }
        if (lookup(fd2) != null) {
            close(fd2);
        }
        put(fd2, f, inherit);
        return fd2;
    }

    public static synchronized boolean isInheritable(int fd) {
        get(fd);
        return inheritable[fd];
    }

    public static synchronized void setInheritable(int fd, boolean b) {
        get(fd);
        inheritable[fd] = b;
    }

    /** The descriptors open now, in order. */
    public static synchronized int[] openDescriptors() {
        ensureStandard();
        int n = 0;
        int[] out = new int[files.length];
        for (int fd = 0; fd < files.length; fd++) {
            if (files[fd] != null) {
                out[n++] = fd;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /**
     * Hold {@code f} open for a user other than a descriptor of this table (a child process's
     * copy of it) until {@link #release}.
     */
    public static synchronized void retain(OpenFile f) {
        f.refs++;
    }

    /** Let go of a {@link #retain}ed open file: closed when nothing refers to it any more. */
    public static synchronized void release(OpenFile f) {
        if (--f.refs == 0) {
            f.closeChannels();
        }
    }
}
