package org.specializer.natives.signal;

import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.atomic.AtomicLong;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.core.interp.Breaker;
import org.specializer.core.modules.Params;
import org.specializer.natives.errno.ErrnoModule;
import org.specializer.natives.posix.FdTable;
import org.specializer.natives.posix.OSErrors;
import org.specializer.natives.posix.OpenFile;
import org.specializer.natives.posix.Signals;

/**
 * The {@code _signal} module, as CPython's {@code Modules/signalmodule.c} on Linux, for the
 * signals a program sends itself: {@code raise_signal}, {@code os.kill(os.getpid(), sig)} and
 * {@code alarm}/{@code setitimer(ITIMER_REAL)} run the handler {@code signal()} installed
 * ({@code default_int_handler} raises KeyboardInterrupt; SIG_IGN does nothing; SIG_DFL does
 * what the system would: ending the process by the signal, or nothing for SIGCHLD and the
 * like). Timers deliver at the interpreter's next safe point, as CPython's trip-and-check
 * does. A signal from outside the process reaches the handler {@code signal()} set, or is
 * ignored, where the JVM lets it go ({@link Signals#route}); otherwise it gets the JVM's own
 * handling.
 */
public final class SignalModule {
    private SignalModule() {}

    public static final int NSIG = 65;
    private static final int SIGALRM = 14;
    private static final int SIGSTOP = 19;
    private static final PyObject SIG_DFL = PyInt.of(0);
    private static final PyObject SIG_IGN = PyInt.of(1);

    private static final Object[][] CONSTANTS = {
        {"NSIG", 65}, {"SIG_BLOCK", 0}, {"SIG_UNBLOCK", 1}, {"SIG_SETMASK", 2}, {"SIGHUP", 1},
        {"SIGINT", 2}, {"SIGQUIT", 3}, {"SIGILL", 4}, {"SIGTRAP", 5}, {"SIGIOT", 6},
        {"SIGABRT", 6}, {"SIGFPE", 8}, {"SIGKILL", 9}, {"SIGBUS", 7}, {"SIGSEGV", 11},
        {"SIGSYS", 31}, {"SIGPIPE", 13}, {"SIGALRM", 14}, {"SIGTERM", 15}, {"SIGUSR1", 10},
        {"SIGUSR2", 12}, {"SIGCLD", 17}, {"SIGCHLD", 17}, {"SIGPWR", 30}, {"SIGIO", 29},
        {"SIGURG", 23}, {"SIGWINCH", 28}, {"SIGPOLL", 29}, {"SIGSTOP", 19}, {"SIGTSTP", 20},
        {"SIGCONT", 18}, {"SIGTTIN", 21}, {"SIGTTOU", 22}, {"SIGVTALRM", 26}, {"SIGPROF", 27},
        {"SIGXCPU", 24}, {"SIGXFSZ", 25}, {"SIGRTMIN", 34}, {"SIGRTMAX", 64},
        {"SIGSTKFLT", 16}, {"ITIMER_REAL", 0}, {"ITIMER_VIRTUAL", 1}, {"ITIMER_PROF", 2},
    };

    private static final String[] DESCRIPTIONS = {null, "Hangup", "Interrupt", "Quit",
        "Illegal instruction", "Trace/breakpoint trap", "Aborted", "Bus error",
        "Floating point exception", "Killed", "User defined signal 1", "Segmentation fault",
        "User defined signal 2", "Broken pipe", "Alarm clock", "Terminated", "Stack fault",
        "Child exited", "Continued", "Stopped (signal)", "Stopped", "Stopped (tty input)",
        "Stopped (tty output)", "Urgent I/O condition", "CPU time limit exceeded",
        "File size limit exceeded", "Virtual timer expired", "Profiling timer expired",
        "Window changed", "I/O possible", "Power failure", "Bad system call"};

    /** The state of the module as last imported (the running interpreter's). */
    private static volatile State current;

    /**
     * {@code _thread.interrupt_main(signum)}: the signal simulated for the main thread, its
     * Python handler run at the next safe point; nothing when it is ignored or left to the
     * system's default. Compare CPython signalmodule.c: PyErr_SetInterruptEx.
     */
    public static void interruptMain(int sig) {
        if (sig < 1 || sig >= NSIG) {
            throw Py.valueError("signal number out of range");
        }
        State st = current;
        Runnable action;
        if (st == null) {
            // the _signal module is not imported: SIGINT's handler is default_int_handler
            if (sig != 2) {
                return;
            }
            action = () -> {
                throw Py.error(org.specializer.api.PyExc.KeyboardInterrupt);
            };
        } else {
            if (disposition(st.handlers[sig]) != Signals.Disposition.HANDLER) {
                return;
            }
            action = () -> deliver(st, sig);
        }
        if (org.specializer.core.interp.Breaker.onMainThread()) {
            // the main thread handles it as soon as the call returns, as CPython's check of
            // the eval breaker after a builtin call does
            action.run();
        } else {
            org.specializer.core.interp.Breaker.postSignal(action);
        }
    }

    /** What a handler set by {@code signal.signal} (null: none set) has a signal do. */
    private static Signals.Disposition disposition(PyObject handler) {
        if (handler == null || Abstract.richCompareBool(handler, SIG_DFL, Abstract.EQ)) {
            return Signals.Disposition.DEFAULT;
        }
        return Abstract.richCompareBool(handler, SIG_IGN, Abstract.EQ)
                ? Signals.Disposition.IGNORE : Signals.Disposition.HANDLER;
    }

    /**
     * Route signal {@code sig} as its Python disposition says again (after
     * {@code faulthandler.unregister}); the system's default when {@code _signal} is not made.
     */
    public static void reroute(int sig) {
        State st = current;
        Signals.route(sig, disposition(st == null ? null : st.handlers[sig]));
    }

    /**
     * {@code signal.pause()}: sleep until a signal comes, run its handler (which may raise),
     * return (CPython's pause(2), then PyErr_CheckSignals).
     */
    private static void pause() {
        for (;;) {
            boolean woken = Breaker.sleepInterruptibly(-1);
            if (woken || Breaker.signalPending()) {
                Breaker.handle();
                return;
            }
        }
    }

    /** One module's state: the handlers, the wakeup fd, the real-time interval timer. */
    private static final class State {
        final PyObject[] handlers = new PyObject[NSIG];
        int wakeupFd = -1;
        Timer timer;
        long timerDeadline;
        long timerInterval;
        /** Bit {@code sig - 1}: the signal has a Python handler (read off the Python thread). */
        final AtomicLong caught = new AtomicLong(1L << 1);
    }

    public static PyModule create() {
        State st = new State();
        current = st;
        PyModule m = new PyModule("_signal");
        for (Object[] c : CONSTANTS) {
            m.put((String) c[0], PyInt.of((Integer) c[1]));
        }
        m.put("SIG_DFL", SIG_DFL);
        m.put("SIG_IGN", SIG_IGN);
        m.def2("default_int_handler", (self, sig, frame) -> {
            throw Py.error(PyExc.KeyboardInterrupt);
        });
        PyObject defaultInt = m.dict.getItem(PyStr.intern("default_int_handler"));
        for (int i = 1; i < NSIG; i++) {
            st.handlers[i] = SIG_DFL;
        }
        st.handlers[2] = defaultInt;
        st.handlers[13] = SIG_IGN;
        st.handlers[25] = SIG_IGN;
        m.def2("signal", (self, sig, handler) -> setHandler(st, signum(sig), handler));
        m.def1("getsignal", (self, sig) -> {
            PyObject h = st.handlers[signum(sig)];
            return h == null ? Py.None : h;
        });
        m.def1("raise_signal", (self, sig) -> {
            raise(st, signum(sig));
            return Py.None;
        });
        m.def1("strsignal", (self, sig) -> {
            int s = signum(sig);
            if (s < DESCRIPTIONS.length) {
                String d = DESCRIPTIONS[s];
                return d == null ? Py.None : PyStr.of(d);
            }
            return s >= 34 ? PyStr.of("Real-time signal " + (s - 34)) : Py.None;
        });
        m.def0("valid_signals", self -> {
            PySet s = new PySet();
            for (int i = 1; i < NSIG; i++) {
                if (i != 32 && i != 33) {
                    s.add(PyInt.of(i));
                }
            }
            return s;
        });
        Params wakeup = new Params("set_wakeup_fd", new String[] {"fd", "warn_on_full_buffer"},
                1, 1, 1);
        m.defK("set_wakeup_fd", (self, args, kw) -> {
            PyObject[] a = wakeup.parse(args, kw);
            int fd = Abstract.asInt(a[0]);
            if (fd != -1) {
                // Compare signalmodule.c: signal_set_wakeup_fd
                if (FdTable.get(fd).isBlocking()) {
                    throw Py.valueError("the fd " + fd + " must be in non-blocking mode");
                }
            }
            int old = st.wakeupFd;
            st.wakeupFd = fd;
            return PyInt.of(old);
        });
        m.def2("siginterrupt", (self, sig, flag) -> {
            signum(sig);
            return Py.None;
        });
        m.def0("pause", self -> {
            pause();
            return Py.None;
        });
        m.def1("alarm", (self, secs) -> {
            long remaining = remainingMillis(st);
            long s = Abstract.asIndex(secs);
            schedule(st, s * 1000, 0);
            return PyInt.of(remaining == 0 ? 0 : Math.max(1, (remaining + 999) / 1000));
        });
        PyType itimerError = TypeFactory.newType(PyType.TYPE, "ItimerError",
                new PyObject[] {PyExc.OSError}, moduleNs("signal"), Py.NO_KWNAMES,
                Py.NO_ARGS);
        m.put("ItimerError", itimerError);
        m.defN("setitimer", 2, 3, (self, a) -> {
            PyObject old = itimer(st, Abstract.asInt(a[0]));
            double seconds = Abstract.asDouble(a[1]);
            double interval = a.length > 2 ? Abstract.asDouble(a[2]) : 0.0;
            if (Abstract.asInt(a[0]) != 0) {
                throw Py.error(itimerError, "only ITIMER_REAL is supported");
            }
            schedule(st, (long) Math.ceil(seconds * 1000), (long) Math.ceil(interval * 1000));
            return old;
        });
        m.def1("getitimer", (self, which) -> itimer(st, Abstract.asInt(which)));
        Signals.setSelfDelivery(sig -> raise(st, sig));
        Signals.setAsyncDelivery(sig -> {
            boolean dumped = Signals.hasUserDump(sig);
            if (!Signals.userDump(sig)) {
                return;  // faulthandler.register without chain: the traceback is all
            }
            // only a signal with a Python handler reaches the program, as only those have
            // CPython's C-level handler (a child's exit under SIG_DFL interrupts no wait)
            if ((st.caught.get() & (1L << (sig - 1))) != 0) {
                wakeup(st, sig);
                Breaker.postSignal(() -> deliver(st, sig));
            } else if (dumped
                    && disposition(st.handlers[sig]) != Signals.Disposition.IGNORE) {
                Signals.systemDefault(sig);  // chained to the default action
            }
        });
        return m;
    }

    private static PyDict moduleNs(String module) {
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__module__"), PyStr.intern(module));
        return ns;
    }

    private static int signum(PyObject o) {
        long s = Abstract.asIndex(o);
        if (s < 1 || s >= NSIG) {
            throw Py.valueError("signal number out of range");
        }
        return (int) s;
    }

    /** {@code signal(signalnum, handler)}. Compare signalmodule.c: signal_signal_impl. */
    private static PyObject setHandler(State st, int sig, PyObject handler) {
        boolean ign = Abstract.richCompareBool(handler, SIG_IGN, Abstract.EQ);
        boolean dfl = !ign && Abstract.richCompareBool(handler, SIG_DFL, Abstract.EQ);
        if (!ign && !dfl && !Abstract.isCallable(handler)) {
            throw Py.typeError("signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a "
                    + "callable object");
        }
        if (sig == Signals.SIGKILL || sig == SIGSTOP || sig == 32 || sig == 33) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        PyObject old = st.handlers[sig];
        st.handlers[sig] = handler;
        long bit = 1L << (sig - 1);
        st.caught.getAndUpdate(c -> ign || dfl ? c & ~bit : c | bit);
        Signals.route(sig, disposition(handler));
        return old == null ? Py.None : old;
    }

    /**
     * Write the signal's number to the wakeup descriptor, as CPython's C-level handler does
     * before the Python handler runs (an event loop selecting on it wakes up). A full or
     * closed descriptor loses the byte, silently.
     */
    private static void wakeup(State st, int sig) {
        int fd = st.wakeupFd;
        OpenFile f = fd < 0 ? null : FdTable.lookup(fd);
        if (f != null) {
            try {
                f.write(new byte[] {(byte) sig}, 0, 1);
            } catch (PyException e) {
                // CPython reports it as unraisable only with warn_on_full_buffer
            }
        }
    }

    /**
     * A signal this process sends itself ({@code raise_signal}, {@code os.kill} of its own
     * pid): a Python handler runs at once on the main thread, and from another thread on the
     * main thread at its next safe point, as CPython's C handler only trips a flag that the
     * main thread checks; a default or ignoring disposition acts at once.
     */
    private static void raise(State st, int sig) {
        if (!Signals.userDump(sig)) {
            return;  // faulthandler.register without chain: the traceback is all
        }
        wakeup(st, sig);
        boolean python = disposition(st.handlers[sig]) == Signals.Disposition.HANDLER;
        if (python && !Breaker.onMainThread()) {
            Breaker.postSignal(() -> deliver(st, sig));
        } else {
            deliver(st, sig);
        }
    }

    /** Run what signal {@code sig} does in this process, now (on the Python thread). */
    private static void deliver(State st, int sig) {
        PyObject h = st.handlers[sig];
        switch (disposition(h)) {
            case DEFAULT -> Signals.systemDefault(sig);
            case IGNORE -> { }
            case HANDLER -> Abstract.call(h, PyInt.of(sig), Py.None);
        }
    }

    // ------------------------------------------------------------------ the real-time timer

    private static synchronized long remainingMillis(State st) {
        if (st.timer == null) {
            return 0;
        }
        return Math.max(0, st.timerDeadline - System.currentTimeMillis());
    }

    /** Arm (or, for 0, disarm) the ITIMER_REAL timer: SIGALRM after {@code delay} ms. */
    private static synchronized void schedule(State st, long delay, long interval) {
        if (st.timer != null) {
            st.timer.cancel();
            st.timer = null;
        }
        if (delay <= 0) {
            return;
        }
        st.timer = new Timer("signal-alarm", true);
        st.timerDeadline = System.currentTimeMillis() + delay;
        st.timerInterval = interval;
        TimerTask task = new TimerTask() {
            @Override
            public void run() {
                synchronized (SignalModule.class) {
                    st.timerDeadline = System.currentTimeMillis() + st.timerInterval;
                }
                wakeup(st, SIGALRM);
                Breaker.postSignal(() -> deliver(st, SIGALRM));
            }
        };
        if (interval > 0) {
            st.timer.scheduleAtFixedRate(task, delay, interval);
        } else {
            st.timer.schedule(task, delay);
        }
    }

    private static PyObject itimer(State st, int which) {
        if (which != 0) {
            return PyTuple.of(new PyFloat(0.0), new PyFloat(0.0));
        }
        double left;
        double interval;
        synchronized (SignalModule.class) {
            left = st.timer == null ? 0.0 : remainingMillis(st) / 1000.0;
            interval = st.timer == null ? 0.0 : st.timerInterval / 1000.0;
        }
        return PyTuple.of(new PyFloat(left), new PyFloat(interval));
    }
}
