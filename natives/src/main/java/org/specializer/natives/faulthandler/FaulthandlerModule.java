package org.specializer.natives.faulthandler;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.interp.Interp;
import org.specializer.core.modules.Params;
import org.specializer.natives.CArgs;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.Signals;

/**
 * The {@code faulthandler} module (CPython Modules/faulthandler.c): Python tracebacks written
 * straight to a file descriptor, in its format ("File "x.py", line 3 in f").
 *
 * <p>{@code dump_traceback} writes the calling thread's frames, with {@code all_threads}
 * every thread's (the others' as they stood when they last let go of the interpreter lock),
 * the caller's under "Current thread 0x...". {@code dump_traceback_later}
 * starts a watchdog thread that, when the time is up, writes the frames of the thread running
 * Python code at that moment (read without the interpreter lock, as CPython's watchdog reads
 * them; the header names the thread that asked for the dump) and ends the process if asked. {@code enable} records the file: the JVM itself handles
 * fatal signals (SIGSEGV, SIGFPE, ...), which do not reach Python code. {@code register}
 * writes the traceback when the signal comes (from outside, or raised by the program), then,
 * with {@code chain}, lets the signal do what it would have done.
 */
public final class FaulthandlerModule {
    private FaulthandlerModule() {}

    private static boolean enabled;
    private static Thread watchdog;
    private static final Map<Integer, Integer> REGISTERED = new HashMap<>();

    private static final Params ENABLE = new Params("enable",
            new String[] {"file", "all_threads"}, 0, 2, 0);
    private static final Params DUMP = new Params("dump_traceback",
            new String[] {"file", "all_threads"}, 0, 2, 0);
    private static final Params LATER = new Params("dump_traceback_later",
            new String[] {"timeout", "repeat", "file", "exit"}, 0, 4, 1);
    private static final Params REGISTER = new Params("register",
            new String[] {"signum", "file", "all_threads", "chain"}, 0, 4, 1);

    public static PyModule create() {
        PyModule m = new PyModule("faulthandler");
        m.put("__doc__", PyStr.of("faulthandler module."));
        m.defK("enable", (self, args, kw) -> {
            PyObject[] a = ENABLE.parse(args, kw);
            fileDescriptor(a[0]);
            enabled = true;
            return Py.None;
        });
        m.def0("disable", self -> {
            boolean was = enabled;
            enabled = false;
            return Py.newBool(was);
        });
        m.def0("is_enabled", self -> Py.newBool(enabled));
        m.defK("dump_traceback", (self, args, kw) -> {
            PyObject[] a = DUMP.parse(args, kw);
            int fd = fileDescriptor(a[0]);
            boolean all = a[1] == null || Abstract.isTrue(a[1]);
            write(fd, all ? allThreads() : traceback("Stack"));
            return Py.None;
        });
        m.defK("dump_traceback_later", (self, args, kw) -> {
            PyObject[] a = LATER.parse(args, kw);
            double timeout = Abstract.asDouble(a[0]);
            if (timeout <= 0) {
                throw Py.valueError("timeout must be greater than 0");
            }
            if (timeout * 1e6 >= Long.MAX_VALUE / 1000.0) {
                throw Py.overflowError("timeout value is too large");
            }
            boolean repeat = a[1] != null && Abstract.isTrue(a[1]);
            int fd = fileDescriptor(a[2]);
            boolean exit = a[3] != null && Abstract.isTrue(a[3]);
            later(timeout, repeat, fd, exit);
            return Py.None;
        });
        m.def0("cancel_dump_traceback_later", self -> {
            cancel();
            return Py.None;
        });
        m.defK("register", (self, args, kw) -> {
            PyObject[] a = REGISTER.parse(args, kw);
            int sig = CArgs.cint(a[0]);
            if (sig < 1 || sig > 64) {
                throw Py.valueError("signal number out of range");
            }
            if (sig == 9 || sig == 19 || sig == 11 || sig == 7 || sig == 4 || sig == 8
                    || sig == 6) {
                throw Py.runtimeError("signal " + sig + " cannot be registered, use enable() "
                        + "instead");
            }
            int fd = fileDescriptor(a[1]);
            boolean all = a[2] == null || Abstract.isTrue(a[2]);
            boolean chain = a[3] != null && Abstract.isTrue(a[3]);
            // the signal module delivers what comes from outside the process
            org.specializer.core.interp.Runtime.importModule("_signal");
            REGISTERED.put(sig, fd);
            Signals.setUserDump(sig, new Signals.UserDump(
                    () -> write(fd, all ? allThreads() : traceback("Stack")), chain));
            Signals.route(sig, Signals.Disposition.HANDLER);
            return Py.None;
        });
        m.def1("unregister", (self, signum) -> {
            int sig = CArgs.cint(signum);
            boolean had = REGISTERED.remove(sig) != null;
            if (had) {
                Signals.setUserDump(sig, null);
                org.specializer.natives.signal.SignalModule.reroute(sig);
            }
            return Py.newBool(had);
        });
        return m;
    }

    /**
     * The descriptor of a {@code file} argument: sys.stderr when absent or None, an int as
     * it is, else the object's fileno() (after flushing it). Compare faulthandler.c:
     * faulthandler_get_fileno.
     */
    static int fileDescriptor(PyObject file) {
        if (file == null || file == Py.None) {
            file = Py.importModule("sys").getAttr(PyStr.intern("stderr"));
            if (file == Py.None) {
                throw Py.runtimeError("sys.stderr is None");
            }
        }
        if (file instanceof PyInt) {
            int fd = CArgs.cint(file);
            if (fd < 0) {
                throw Py.valueError("file is not a valid file descriptor");
            }
            return fd;
        }
        PyObject fd = file.getAttr(PyStr.intern("fileno")).call(Py.NO_ARGS, Py.NO_KWNAMES);
        int n = CArgs.cint(fd);
        if (n < 0) {
            throw Py.valueError("file is not a valid file descriptor");
        }
        PyObject flush = file.lookupAttr(PyStr.intern("flush"));
        if (flush != null) {
            flush.call(Py.NO_ARGS, Py.NO_KWNAMES);
        }
        return n;
    }

    /**
     * Every thread's frames, newest thread first, the caller's under "Current thread", a blank
     * line between threads (CPython's _Py_DumpTracebackThreads).
     */
    static String allThreads() {
        StringBuilder sb = new StringBuilder();
        long me = Interp.pythonThreadId();
        for (var e : Interp.threadStacks()) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            String header = (e.getKey() == me ? "Current thread " : "Thread ")
                    + String.format("0x%016x", e.getKey());
            sb.append(frames(header, e.getValue()));
        }
        return sb.toString();
    }

    /** The header line, then the running thread's frames, innermost first. */
    static String traceback(String header) {
        PyObject f;
        try {
            f = Interp.getFrame(0);
        } catch (RuntimeException e) {
            f = Py.None;
        }
        return frames(header, f);
    }

    /** The header line, then the frames from {@code f} outwards (at most 100). */
    private static String frames(String header, PyObject f) {
        StringBuilder sb = new StringBuilder(header).append(" (most recent call first):\n");
        if (f == null || f == Py.None) {
            return sb.append("  <no Python frame>\n").toString();
        }
        int depth = 0;
        while (f != null && f != Py.None && depth < 100) {
            PyObject code = f.getAttr(PyStr.intern("f_code"));
            String file = Abstract.str(code.getAttr(PyStr.intern("co_filename"))).value;
            PyObject line = f.getAttr(PyStr.intern("f_lineno"));
            String name = Abstract.str(code.getAttr(PyStr.intern("co_name"))).value;
            sb.append("  File \"").append(file).append("\", line ")
                    .append(line == Py.None ? "???" : Abstract.str(line).value).append(" in ")
                    .append(name).append('\n');
            f = f.getAttr(PyStr.intern("f_back"));
            depth++;
        }
        if (f != null && f != Py.None) {
            sb.append("  ...\n");
        }
        return sb.toString();
    }

    private static void write(int fd, String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        try {
            FdTable.get(fd).write(b, 0, b.length);
        } catch (RuntimeException e) {
            // as in C, a failed write is ignored
        }
    }

    /** "Timeout (0:00:00.200000)!" as faulthandler.c: format_timeout. */
    static String timeoutHeader(double timeout) {
        long us = Math.round(timeout * 1e6);
        long sec = us / 1_000_000;
        us %= 1_000_000;
        long min = sec / 60;
        sec %= 60;
        long hour = min / 60;
        min %= 60;
        String s = String.format("Timeout (%d:%02d:%02d", hour, min, sec);
        if (us != 0) {
            s += String.format(".%06d", us);
        }
        return s + ")!\n";
    }

    private static synchronized void later(double timeout, boolean repeat, int fd,
            boolean exit) {
        cancel();
        long nanos = (long) (timeout * 1e9);
        long caller = Thread.currentThread().getId();
        Thread t = new Thread(() -> {
            try {
                do {
                    Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
                    String text;
                    try {
                        text = timeoutHeader(timeout) + traceback("Thread " + String.format(
                                "0x%016x", caller));
                    } catch (RuntimeException e) {
                        text = timeoutHeader(timeout);
                    }
                    write(fd, text);
                    if (exit) {
                        java.lang.Runtime.getRuntime().halt(1);
                    }
                } while (repeat);
            } catch (InterruptedException e) {
                // cancelled
            }
        }, "faulthandler watchdog");
        t.setDaemon(true);
        watchdog = t;
        t.start();
    }

    private static synchronized void cancel() {
        if (watchdog != null) {
            watchdog.interrupt();
            watchdog = null;
        }
    }
}
