package org.specializer.natives.posix;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.errno.ErrnoModule;

/**
 * The {@code posix} module, what Lib's {@code os} builds on: CPython's
 * {@code Modules/posixmodule.c} as far as a JVM can follow it on Linux.
 *
 * <p>File descriptors are entries of the {@link FdTable} shared with {@code _io}; paths are
 * resolved against the current directory {@link Posix} keeps; the environment, the umask and
 * the current directory are the process's as this module changes them. Errors are OSErrors
 * with Linux's error numbers and glibc's messages ({@link OSErrors}).
 *
 * <p>The functions are grouped by what they work on: {@link FileFunctions} (paths),
 * {@link FdFunctions} (descriptors), {@link Scandir}; this class holds the process functions
 * and the constants.
 */
public final class PosixModule {
    private PosixModule() {}

    static final PyType TERMINAL_SIZE = StructSeq.type("os", "terminal_size",
            "columns", "lines");
    static final PyType TIMES_RESULT = StructSeq.type("posix", "times_result",
            "user", "system", "children_user", "children_system", "elapsed");
    static final PyType UNAME_RESULT = StructSeq.type("posix", "uname_result",
            "sysname", "nodename", "release", "version", "machine");

    /** The functions {@code os.supports_dir_fd} and friends are built from. */
    private static final String[] HAVE_FUNCTIONS = {
        "HAVE_FACCESSAT", "HAVE_FCHDIR", "HAVE_FCHMOD", "HAVE_FCHMODAT", "HAVE_FCHOWN",
        "HAVE_FCHOWNAT", "HAVE_FDOPENDIR", "HAVE_FSTATVFS", "HAVE_LCHOWN",
        "HAVE_FSTATAT", "HAVE_FTRUNCATE", "HAVE_FUTIMENS", "HAVE_LINKAT", "HAVE_LSTAT",
        "HAVE_MKDIRAT", "HAVE_OPENAT", "HAVE_READLINKAT", "HAVE_RENAMEAT", "HAVE_SYMLINKAT",
        "HAVE_UNLINKAT", "HAVE_UTIMENSAT",
    };

    private static final Object[][] CONSTANTS = {
        {"O_ACCMODE", 3}, {"O_APPEND", 1024}, {"O_ASYNC", 8192}, {"O_CLOEXEC", 524288},
        {"O_CREAT", 64}, {"O_DIRECT", 16384}, {"O_DIRECTORY", 65536}, {"O_DSYNC", 4096},
        {"O_EXCL", 128}, {"O_FSYNC", 1052672}, {"O_LARGEFILE", 0}, {"O_NDELAY", 2048},
        {"O_NOATIME", 262144}, {"O_NOCTTY", 256}, {"O_NOFOLLOW", 131072},
        {"O_NONBLOCK", 2048}, {"O_PATH", 2097152}, {"O_RDONLY", 0}, {"O_RDWR", 2},
        {"O_RSYNC", 1052672}, {"O_SYNC", 1052672}, {"O_TMPFILE", 4259840}, {"O_TRUNC", 512},
        {"O_WRONLY", 1}, {"EX_CANTCREAT", 73}, {"EX_CONFIG", 78}, {"EX_DATAERR", 65},
        {"EX_IOERR", 74}, {"EX_NOHOST", 68}, {"EX_NOINPUT", 66}, {"EX_NOPERM", 77},
        {"EX_NOUSER", 67}, {"EX_OK", 0}, {"EX_OSERR", 71}, {"EX_OSFILE", 72},
        {"EX_PROTOCOL", 76}, {"EX_SOFTWARE", 70}, {"EX_TEMPFAIL", 75}, {"EX_UNAVAILABLE", 69},
        {"EX_USAGE", 64}, {"F_LOCK", 1}, {"F_OK", 0}, {"F_TEST", 3}, {"F_TLOCK", 2},
        {"F_ULOCK", 0}, {"R_OK", 4}, {"W_OK", 2}, {"X_OK", 1}, {"SEEK_DATA", 3},
        {"SEEK_HOLE", 4}, {"WCONTINUED", 8}, {"WEXITED", 4}, {"WNOHANG", 1},
        {"WNOWAIT", 16777216}, {"WSTOPPED", 2}, {"WUNTRACED", 2}, {"TMP_MAX", 238328},
        {"NGROUPS_MAX", 65536}, {"P_ALL", 0}, {"P_PGID", 2}, {"P_PID", 1}, {"P_PIDFD", 3},
        {"PRIO_PGRP", 1}, {"PRIO_PROCESS", 0}, {"PRIO_USER", 2}, {"CLD_CONTINUED", 6},
        {"CLD_DUMPED", 3}, {"CLD_EXITED", 1}, {"CLD_KILLED", 2}, {"CLD_STOPPED", 5},
        {"CLD_TRAPPED", 4}, {"SCHED_BATCH", 3}, {"SCHED_FIFO", 1}, {"SCHED_IDLE", 5},
        {"SCHED_OTHER", 0}, {"SCHED_RESET_ON_FORK", 1073741824}, {"SCHED_RR", 2},
        {"ST_APPEND", 256}, {"ST_MANDLOCK", 64}, {"ST_NOATIME", 1024}, {"ST_NODEV", 4},
        {"ST_NODIRATIME", 2048}, {"ST_NOEXEC", 8}, {"ST_NOSUID", 2}, {"ST_RDONLY", 1},
        {"ST_RELATIME", 4096}, {"ST_SYNCHRONOUS", 16}, {"ST_WRITE", 128},
        {"RTLD_DEEPBIND", 8}, {"RTLD_GLOBAL", 256}, {"RTLD_LAZY", 1}, {"RTLD_LOCAL", 0},
        {"RTLD_NODELETE", 4096}, {"RTLD_NOLOAD", 4}, {"RTLD_NOW", 2}, {"GRND_NONBLOCK", 1},
        {"GRND_RANDOM", 2},
    };

    /** urandom's source, made at first use: a SecureRandom reads the security properties. */
    private static final class Urandom {
        static final SecureRandom RANDOM = new SecureRandom();
    }

    public static PyModule create() {
        PyModule m = new PyModule("posix");
        for (Object[] c : CONSTANTS) {
            m.put((String) c[0], PyInt.of((Integer) c[1]));
        }
        List<PyObject> have = new ArrayList<>();
        for (String h : HAVE_FUNCTIONS) {
            have.add(PyStr.intern(h));
        }
        m.put("_have_functions", new PyList(have.toArray(new PyObject[0])));
        m.put("error", PyExc.OSError);
        m.put("stat_result", StatResult.TYPE);
        m.put("terminal_size", TERMINAL_SIZE);
        m.put("times_result", TIMES_RESULT);
        m.put("uname_result", UNAME_RESULT);
        m.put("DirEntry", Scandir.ENTRY_TYPE);
        m.put("environ", environ());
        FileFunctions.define(m);
        FdFunctions.define(m);
        SystemFunctions.define(m);
        m.defK("scandir", (self, args, kw) -> Scandir.scandir(args, kw));
        defineProcess(m);
        defineWaitStatus(m);
        Children.define(m);
        return m;
    }

    /** {@code posix.environ}: bytes to bytes, as the process's environment is now. */
    private static PyDict environ() {
        PyDict d = new PyDict();
        for (byte[][] kv : Posix.environment()) {
            PyBytes k = new PyBytes(kv[0]);
            if (d.getItem(k) == null) {
                d.setItem(k, new PyBytes(kv[1]));
            }
        }
        return d;
    }

    /**
     * {@code os.open(path, flags, mode)} for the other native modules ({@code _io.FileIO}):
     * the new descriptor; OSError naming {@code path} on failure.
     */
    public static int open(PyObject path, int flags, int mode) {
        return FileFunctions.open(PathArg.of("open", "path", path, false, false), flags, mode,
                -1);
    }

    /** {@code PyUnicode_FSConverter}: str (encoded), bytes, or a path-like object. */
    private static byte[] fsConverter(PyObject o) {
        PyObject p = o;
        if (!(p instanceof PyStr) && !(p instanceof PyBytes)) {
            p = fspath(o);
        }
        byte[] b = p instanceof PyStr s ? PathArg.fsencode(s.value) : ((PyBytes) p).value;
        for (byte x : b) {
            if (x == 0) {
                throw Py.valueError("embedded null byte");
            }
        }
        return b;
    }

    /** {@code os.fspath(path)}. Compare CPython posixmodule.c: PyOS_FSPath. */
    public static PyObject fspath(PyObject path) {
        if (path instanceof PyStr || path instanceof PyBytes) {
            return path;
        }
        PyObject func = path.type.lookup(PyStr.intern("__fspath__"));
        if (func == null || func == Py.None) {
            throw Py.typeError("expected str, bytes or os.PathLike object, not "
                    + path.type.getName());
        }
        PyObject r = Abstract.callMethodDescriptor(func, path, Py.NO_ARGS, Py.NO_KWNAMES);
        if (!(r instanceof PyStr) && !(r instanceof PyBytes)) {
            throw Py.typeError("expected " + path.type.getName() + ".__fspath__() to return str "
                    + "or bytes, not " + r.type.getName());
        }
        return r;
    }

    private static void defineProcess(PyModule m) {
        Params fspath = new Params("fspath", new String[] {"path"}, 0, 1, 1);
        m.defK("fspath", (self, args, kw) -> fspath(fspath.parse(args, kw)[0]));
        m.def2("putenv", (self, name, value) -> {
            byte[] n = fsConverter(name);
            byte[] v = fsConverter(value);
            for (byte x : n) {
                if (x == '=') {
                    throw Py.valueError("illegal environment variable name");
                }
            }
            if (n.length == 0) {
                throw OSErrors.of(ErrnoModule.EINVAL);
            }
            Posix.putenv(n, v);
            return Py.None;
        });
        m.def1("unsetenv", (self, name) -> {
            byte[] n = fsConverter(name);
            for (byte x : n) {
                if (x == '=') {
                    throw OSErrors.of(ErrnoModule.EINVAL);
                }
            }
            if (n.length == 0) {
                throw OSErrors.of(ErrnoModule.EINVAL);
            }
            Posix.unsetenv(n);
            return Py.None;
        });
        m.def1("urandom", (self, size) -> {
            long n = Abstract.asIndex(size);
            if (n < 0) {
                throw Py.valueError("negative argument not allowed");
            }
            byte[] b = new byte[(int) Math.min(n, Integer.MAX_VALUE - 8)];
            Urandom.RANDOM.nextBytes(b);
            return PyBytes.of(b);
        });
        m.def0("getpid", self -> PyInt.of(ProcessHandle.current().pid()));
        m.def0("getppid", self -> PyInt.of(ProcessInfo.ppid()));
        m.def0("getuid", self -> PyInt.of(ProcessInfo.ids()[0]));
        m.def0("geteuid", self -> PyInt.of(ProcessInfo.ids()[1]));
        m.def0("getgid", self -> PyInt.of(ProcessInfo.ids()[2]));
        m.def0("getegid", self -> PyInt.of(ProcessInfo.ids()[3]));
        m.def0("getlogin", self -> {
            String user = System.getProperty("user.name");
            if (user == null || user.isEmpty() || user.equals("?")) {
                throw OSErrors.of(ErrnoModule.ENOENT);
            }
            return PyStr.of(user);
        });
        m.def1("strerror", (self, code) -> PyStr.of(ErrnoModule.strerror(Args.cint(code))));
        m.def1("umask", (self, mask) -> PyInt.of(Posix.setUmask(Args.cint(mask))));
        // -X cpu_count=N or PYTHON_CPU_COUNT overrides the system's (os.process_cpu_count
        // then follows it: os.py aliases it to cpu_count)
        m.def0("cpu_count", self -> {
            int configured = org.specializer.core.PyFlags.cpuCount();
            return PyInt.of(configured > 0 ? configured
                    : java.lang.Runtime.getRuntime().availableProcessors());
        });
        m.defN("get_terminal_size", 0, 1, (self, a) -> terminalSize(a.length == 0 ? 1
                : Args.fd(a[0])));
        m.def0("uname", self -> StructSeq.make(UNAME_RESULT, PyStr.of("Linux"),
                PyStr.of(ProcessInfo.kernel("hostname", "localhost")),
                PyStr.of(ProcessInfo.kernel("osrelease", System.getProperty("os.version"))),
                PyStr.of(ProcessInfo.kernel("version", "")), PyStr.of(machine())));
        m.def0("times", self -> {
            double[] t = ProcessInfo.cpuTimes();
            return StructSeq.make(TIMES_RESULT, new PyFloat(t[0]), new PyFloat(t[1]),
                    new PyFloat(t[2]), new PyFloat(t[3]), new PyFloat(ProcessInfo.uptime()));
        });
        m.def1("_exit", (self, status) -> {
            java.lang.Runtime.getRuntime().halt(Args.cint(status));
            return Py.None;
        });
        // abort(3): SIGABRT under its default action, whatever handler Python set (C's abort
        // restores the default and raises it again once a handler returns); nothing flushed
        m.def0("abort", self -> {
            Signals.dieBy(6);
            return Py.None;
        });
        m.def2("kill", (self, pid, sig) -> {
            Signals.kill(Abstract.asIndex(pid), Args.cint(sig));
            return Py.None;
        });
    }

    /** {@code uname().machine}: the kernel's name for the JVM's architecture. */
    private static String machine() {
        String arch = System.getProperty("os.arch");
        switch (arch) {
            case "amd64":
                return "x86_64";
            case "x86":
                return "i686";
            default:
                return arch;
        }
    }

    /** {@code get_terminal_size(fd)}: ENOTTY unless a terminal; its size by {@code stty}. */
    private static PyObject terminalSize(int fd) {
        OpenFile f = FdTable.get(fd);
        if (!f.isatty()) {
            throw OSErrors.of(ErrnoModule.ENOTTY);
        }
        int columns = 80;
        int lines = 24;
        try {
            Process p = new ProcessBuilder("stty", "size")
                    .redirectInput(new java.io.File("/dev/tty"))
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes()).trim();
            if (p.waitFor() == 0) {
                String[] parts = out.split("\\s+");
                lines = Integer.parseInt(parts[0]);
                columns = Integer.parseInt(parts[1]);
            }
        } catch (java.io.IOException | RuntimeException e) {
            // keep the defaults
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return StructSeq.make(TERMINAL_SIZE, PyInt.of(columns), PyInt.of(lines));
    }

    // ------------------------------------------------------------------ wait statuses

    private interface StatusFunction {
        PyObject apply(int status);
    }

    private static void status(PyModule m, String name, StatusFunction f) {
        Params p = new Params(name, new String[] {"status"}, 0, 1, 1);
        m.defK(name, (self, args, kw) -> f.apply(Args.cint(p.parse(args, kw)[0])));
    }

    /** The W* macros of {@code <sys/wait.h>} on Linux. */
    private static void defineWaitStatus(PyModule m) {
        status(m, "WIFEXITED", s -> Py.newBool((s & 0x7f) == 0));
        status(m, "WEXITSTATUS", s -> PyInt.of((s >> 8) & 0xff));
        status(m, "WIFSIGNALED", s -> Py.newBool(((byte) ((s & 0x7f) + 1) >> 1) > 0));
        status(m, "WTERMSIG", s -> PyInt.of(s & 0x7f));
        status(m, "WIFSTOPPED", s -> Py.newBool((s & 0xff) == 0x7f));
        status(m, "WSTOPSIG", s -> PyInt.of((s >> 8) & 0xff));
        status(m, "WCOREDUMP", s -> Py.newBool((s & 0x80) != 0));
        status(m, "WIFCONTINUED", s -> Py.newBool(s == 0xffff));
        Params p = new Params("waitstatus_to_exitcode", new String[] {"status"}, 0, 1, 1);
        m.defK("waitstatus_to_exitcode", (self, args, kw) -> {
            int s = Args.cint(p.parse(args, kw)[0]);
            if ((s & 0x7f) == 0) {
                return PyInt.of((s >> 8) & 0xff);
            }
            if (((byte) ((s & 0x7f) + 1) >> 1) > 0) {
                return PyInt.of(-(s & 0x7f));
            }
            throw Py.valueError("invalid wait status: " + s);
        });
    }
}
