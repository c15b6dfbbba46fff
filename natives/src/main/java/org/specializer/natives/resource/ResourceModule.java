package org.specializer.natives.resource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.interp.Gil;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.CArgs;
import org.specializer.natives.posix.OSErrors;

/**
 * The {@code resource} module (CPython Modules/resource.c) on Linux's {@code /proc}.
 *
 * <p>{@code getrlimit} reads {@code /proc/self/limits}; {@code setrlimit} and
 * {@code prlimit} with new limits change the process's limits with util-linux's
 * {@code prlimit} command (the JVM has no {@code setrlimit}), so that the kernel checks them
 * and a raised hard limit without the privilege fails with EPERM as it would in C. Where that
 * command is missing, limits within the current hard limit are recorded and reported back.
 * {@code getrusage} builds {@code struct_rusage} from {@code /proc/self/stat},
 * {@code /proc/self/status} and {@code /proc/self/io} (RUSAGE_THREAD from
 * {@code /proc/thread-self}); the fields Linux leaves zero are zero.
 */
public final class ResourceModule {
    private ResourceModule() {}

    static final PyType STRUCT_RUSAGE = StructSeq.type("resource", "struct_rusage",
            "ru_utime", "ru_stime", "ru_maxrss", "ru_ixrss", "ru_idrss", "ru_isrss",
            "ru_minflt", "ru_majflt", "ru_nswap", "ru_inblock", "ru_oublock", "ru_msgsnd",
            "ru_msgrcv", "ru_nsignals", "ru_nvcsw", "ru_nivcsw");

    /** The lines of {@code /proc/PID/limits}, by resource number (RLIMIT_CPU is 0). */
    private static final String[] LIMIT_NAMES = {"Max cpu time", "Max file size",
        "Max data size", "Max stack size", "Max core file size", "Max resident set",
        "Max processes", "Max open files", "Max locked memory", "Max address space",
        "Max file locks", "Max pending signals", "Max msgqueue size", "Max nice priority",
        "Max realtime priority", "Max realtime timeout"};

    /** The {@code prlimit} command's option for each resource. */
    private static final String[] PRLIMIT_OPTIONS = {"cpu", "fsize", "data", "stack", "core",
        "rss", "nproc", "nofile", "memlock", "as", "locks", "sigpending", "msgqueue", "nice",
        "rtprio", "rttime"};

    private static final Object[][] CONSTANTS = {
        {"RLIMIT_CPU", 0}, {"RLIMIT_FSIZE", 1}, {"RLIMIT_DATA", 2}, {"RLIMIT_STACK", 3},
        {"RLIMIT_CORE", 4}, {"RLIMIT_RSS", 5}, {"RLIMIT_NPROC", 6}, {"RLIMIT_NOFILE", 7},
        {"RLIMIT_OFILE", 7}, {"RLIMIT_MEMLOCK", 8}, {"RLIMIT_AS", 9},
        {"RLIMIT_SIGPENDING", 11}, {"RLIMIT_MSGQUEUE", 12}, {"RLIMIT_NICE", 13},
        {"RLIMIT_RTPRIO", 14}, {"RLIMIT_RTTIME", 15}, {"RUSAGE_SELF", 0},
        {"RUSAGE_CHILDREN", -1}, {"RUSAGE_THREAD", 1}, {"RLIM_INFINITY", -1},
    };

    /** Limits recorded where the prlimit command is missing: resource to {soft, hard}. */
    private static final Map<Integer, long[]> RECORDED = new HashMap<>();

    public static PyModule create() {
        PyModule m = new PyModule("resource");
        for (Object[] c : CONSTANTS) {
            m.put((String) c[0], PyInt.of((Integer) c[1]));
        }
        m.put("error", PyExc.OSError);
        m.put("struct_rusage", STRUCT_RUSAGE);
        m.def0("getpagesize", self -> PyInt.of(4096));
        m.def1("getrlimit", (self, r) -> limitTuple(getrlimit(0, resource(r))));
        m.def2("setrlimit", (self, r, limits) -> {
            int res = resource(r);
            long[] l = limits(limits);
            setrlimit(0, res, l);
            return Py.None;
        });
        m.defK("prlimit", (self, args, kw) -> {
            if (kw.length > 0) {
                throw Py.typeError("prlimit() takes no keyword arguments");
            }
            if (args.length < 2) {
                throw Py.typeError("prlimit expected at least 2 arguments, got " + args.length);
            }
            if (args.length > 3) {
                throw Py.typeError("prlimit expected at most 3 arguments, got " + args.length);
            }
            long pid = Abstract.asIndex(args[0]);
            int res = resource(args[1]);
            long[] old = getrlimit(pid, res);
            if (args.length == 3 && args[2] != Py.None) {
                setrlimit(pid, res, limits(args[2]));
            }
            return limitTuple(old);
        });
        m.def1("getrusage", (self, who) -> getrusage(CArgs.cint(who)));
        return m;
    }

    private static int resource(PyObject o) {
        int r = CArgs.cint(o);
        if (r < 0 || r >= LIMIT_NAMES.length) {
            throw Py.valueError("invalid resource specified");
        }
        return r;
    }

    /** {@code (soft, hard)} from Python: a sequence of two ints. */
    private static long[] limits(PyObject o) {
        PyObject[] items = Abstract.toArray(o);
        if (items.length != 2) {
            throw Py.valueError("expected a tuple of 2 integers");
        }
        return new long[] {rlim(items[0]), rlim(items[1])};
    }

    /** An {@code rlim_t} from a Python int (a C long; -1 is RLIM_INFINITY). */
    private static long rlim(PyObject o) {
        return CArgs.clong(o);
    }

    private static PyObject limitTuple(long[] l) {
        return PyTuple.of(PyInt.of(l[0]), PyInt.of(l[1]));
    }

    private static Path procDir(long pid) {
        return Path.of(pid == 0 ? "/proc/self" : "/proc/" + pid);
    }

    /** The soft and hard limits of {@code res} of process {@code pid} (0: this one). */
    static long[] getrlimit(long pid, int res) {
        if (pid == 0) {
            synchronized (RECORDED) {
                long[] r = RECORDED.get(res);
                if (r != null) {
                    return r.clone();
                }
            }
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(procDir(pid).resolve("limits"));
        } catch (IOException e) {
            if (pid != 0) {
                throw OSErrors.of(3); // ESRCH
            }
            return new long[] {-1, -1};
        }
        for (String line : lines) {
            if (line.startsWith(LIMIT_NAMES[res] + " ")) {
                String[] f = line.substring(26).trim().split("\\s+");
                return new long[] {limitValue(f[0]), limitValue(f[1])};
            }
        }
        return new long[] {-1, -1};
    }

    private static long limitValue(String s) {
        return s.equals("unlimited") ? -1 : Long.parseLong(s);
    }

    /** Compare as {@code rlim_t}: unsigned, RLIM_INFINITY the largest. */
    private static boolean exceeds(long soft, long hard) {
        return Long.compareUnsigned(soft, hard) > 0;
    }

    /** Compare CPython resource.c: {@code py2rlimit} and {@code resource_setrlimit_impl}. */
    static void setrlimit(long pid, int res, long[] l) {
        if (exceeds(l[0], l[1])) {
            throw Py.valueError("current limit exceeds maximum limit");
        }
        long[] now = getrlimit(pid, res);
        String spec = PRLIMIT_OPTIONS[res] + "=" + (l[0] == -1 ? "unlimited" : l[0]) + ":"
                + (l[1] == -1 ? "unlimited" : l[1]);
        long target = pid == 0 ? ProcessHandle.current().pid() : pid;
        Integer result = Gil.blocking(() -> {
            try {
                Process p = new ProcessBuilder("prlimit", "--pid", Long.toString(target),
                        "--" + spec).redirectErrorStream(true).start();
                String out = new String(p.getInputStream().readAllBytes());
                int rc = p.waitFor();
                if (rc == 0) {
                    return 0;
                }
                if (out.contains("Operation not permitted")) {
                    return 1; // EPERM
                }
                if (out.contains("No such process")) {
                    return 3; // ESRCH
                }
                return 22; // EINVAL
            } catch (IOException e) {
                return -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -1;
            }
        });
        if (result == -1) {
            // no prlimit command: within the hard limit, record the new limits
            if (exceeds(l[1], now[1])) {
                throw Py.valueError("not allowed to raise maximum limit");
            }
            if (pid == 0) {
                synchronized (RECORDED) {
                    RECORDED.put(res, l.clone());
                }
            }
            return;
        }
        switch (result) {
            case 0:
                return;
            case 1:
                throw Py.valueError("not allowed to raise maximum limit");
            case 22:
                throw Py.valueError("current limit exceeds maximum limit");
            default:
                throw OSErrors.of(result);
        }
    }

    /** Compare CPython resource.c: {@code resource_getrusage_impl}. */
    static PyObject getrusage(int who) {
        if (who != 0 && who != -1 && who != 1) {
            throw Py.valueError("invalid who parameter");
        }
        Path dir = Path.of(who == 1 ? "/proc/thread-self" : "/proc/self");
        double hz = 100.0;
        long[] stat = new long[64];
        try {
            String s = Files.readString(dir.resolve("stat"));
            String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
            for (int i = 0; i < f.length && i + 3 < stat.length; i++) {
                try {
                    stat[i + 3] = Long.parseLong(f[i].trim());
                } catch (NumberFormatException e) {
                    stat[i + 3] = 0;
                }
            }
        } catch (IOException e) {
            // no /proc: zeros
        }
        // stat fields by their number in proc(5), from 1
        long minflt = stat[10];
        long majflt = stat[12];
        long utime = stat[14];
        long stime = stat[15];
        if (who == -1) {
            minflt = stat[11];
            majflt = stat[13];
            utime = stat[16];
            stime = stat[17];
        }
        long maxrss = who == -1 ? 0 : statusField(dir, "VmHWM");
        long nvcsw = who == -1 ? 0 : statusField(dir, "voluntary_ctxt_switches");
        long nivcsw = who == -1 ? 0 : statusField(dir, "nonvoluntary_ctxt_switches");
        long inblock = 0;
        long oublock = 0;
        if (who != -1) {
            inblock = ioField(dir, "read_bytes") / 512;
            oublock = ioField(dir, "write_bytes") / 512;
        }
        PyObject zero = PyInt.of(0);
        return StructSeq.make(STRUCT_RUSAGE, new PyFloat(utime / hz), new PyFloat(stime / hz),
                PyInt.of(maxrss), zero, zero, zero, PyInt.of(minflt), PyInt.of(majflt), zero,
                PyInt.of(inblock), PyInt.of(oublock), zero, zero, zero, PyInt.of(nvcsw),
                PyInt.of(nivcsw));
    }

    private static long statusField(Path dir, String name) {
        return field(dir.resolve("status"), name);
    }

    private static long ioField(Path dir, String name) {
        return field(dir.resolve("io"), name);
    }

    private static long field(Path file, String name) {
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.startsWith(name + ":")) {
                    return Long.parseLong(line.substring(name.length() + 1).trim()
                            .split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            // unreadable: zero
        }
        return 0;
    }
}
