package org.specializer.natives.posix;

import java.util.Optional;
import java.util.function.IntConsumer;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.core.interp.Breaker;
import org.specializer.natives.errno.ErrnoModule;

/**
 * {@code os.kill}: to another process through {@link ProcessHandle} (SIGTERM, SIGKILL, or the
 * {@code kill} command for other signals); to this process, by running what the signal would
 * do here: the handler {@code _signal} installed ({@link #setSelfDelivery}), else what
 * CPython's initial handlers do ({@link #startupAction}).
 */
public final class Signals {
    private Signals() {}

    public static final int SIGINT = 2;
    public static final int SIGKILL = 9;
    public static final int SIGTERM = 15;

    private static volatile IntConsumer selfDelivery;

    private static boolean osHandlersInstalled;

    /**
     * Take SIGINT from the JVM: it goes to the interpreter's safe point, where the handler
     * Python has for it runs (KeyboardInterrupt by default), and wakes a sleep or lock wait.
     */
    public static synchronized void installOsHandlers() {
        if (osHandlersInstalled) {
            return;
        }
        osHandlersInstalled = true;
        try {
            sun.misc.Signal.handle(new sun.misc.Signal("INT"), s -> Breaker.postSignal(() -> {
                IntConsumer d = selfDelivery;
                if (d != null) {
                    d.accept(SIGINT);
                } else {
                    startupAction(SIGINT);
                }
            }));
        } catch (IllegalArgumentException e) {
            // the JVM reserves SIGINT (-Xrs): leave it
        }
    }

    /** How a signal sent to this process is delivered (by {@code _signal}, once imported). */
    public static void setSelfDelivery(IntConsumer deliver) {
        selfDelivery = deliver;
    }

    private static volatile IntConsumer asyncDelivery;

    /**
     * How a signal that arrives from outside the Python thread is delivered (by
     * {@code _signal}): its wakeup descriptor at once, its handler at the next safe point.
     */
    public static void setAsyncDelivery(IntConsumer deliver) {
        asyncDelivery = deliver;
    }

    /**
     * What {@code faulthandler.register} asked for a signal: a traceback written when it
     * comes, then, with {@code chain}, what the signal would do without it.
     */
    public record UserDump(Runnable dump, boolean chain) {}

    private static final java.util.Map<Integer, UserDump> USER_DUMPS =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** Register (or, with null, drop) the traceback dump of signal {@code sig}. */
    public static void setUserDump(int sig, UserDump dump) {
        if (dump == null) {
            USER_DUMPS.remove(sig);
        } else {
            USER_DUMPS.put(sig, dump);
        }
    }

    /**
     * Run signal {@code sig}'s registered dump, if any: false when that is all it does (not
     * chained), true when the signal goes on to its handler or disposition.
     */
    public static boolean userDump(int sig) {
        UserDump d = USER_DUMPS.get(sig);
        if (d == null) {
            return true;
        }
        d.dump().run();
        return d.chain();
    }

    /** Whether signal {@code sig} has a registered dump. */
    public static boolean hasUserDump(int sig) {
        return USER_DUMPS.containsKey(sig);
    }

    /**
     * A child process ended: SIGCHLD, which the JVM (reaping its children itself) does not pass
     * on. Called on the JDK's process reaper thread.
     */
    static void childExited() {
        IntConsumer d = asyncDelivery;
        if (d != null) {
            d.accept(17);
        }
    }

    /**
     * What signal {@code sig} does under the handlers CPython starts with (before
     * {@code _signal} changes any): KeyboardInterrupt for SIGINT, nothing for SIGPIPE and
     * SIGXFSZ, which it ignores, the system's default for the others.
     */
    public static void startupAction(int sig) {
        if (sig == SIGINT) {
            throw Py.error(PyExc.KeyboardInterrupt);
        }
        if (sig == 13 || sig == 25) {
            return;
        }
        systemDefault(sig);
    }

    /** The system's default action: end the process, except for the signals it ignores. */
    public static void systemDefault(int sig) {
        // ignored by default: SIGCHLD, SIGCONT, SIGURG, SIGWINCH; stops are not modelled
        if (sig == 17 || sig == 18 || sig == 23 || sig == 28 || (sig >= 19 && sig <= 22)) {
            return;
        }
        dieBy(sig);
    }

    /**
     * End the process by signal {@code sig} under its default action, so that a parent sees
     * the signal (a shell's 128 + sig, {@code returncode} -sig); where the JVM keeps the
     * signal for itself, exit with status 128 + sig.
     */
    public static void dieBy(int sig) {
        String name = sig > 0 && sig < NAMES.length ? NAMES[sig] : null;
        if (name != null) {
            org.specializer.core.Interpreter.endBySignal(name, sig);
        }
        java.lang.Runtime.getRuntime().halt(128 + sig);
    }

    /** Signal names as {@link sun.misc.Signal} takes them, by number (Linux). */
    private static final String[] NAMES = {null, "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT",
        "BUS", "FPE", "KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM", "TERM", "STKFLT", "CHLD",
        "CONT", "STOP", "TSTP", "TTIN", "TTOU", "URG", "XCPU", "XFSZ", "VTALRM", "PROF",
        "WINCH", "IO", "PWR", "SYS"};

    /** What {@link #route} does with a signal from outside the process. */
    public enum Disposition { DEFAULT, IGNORE, HANDLER }

    /** The JVM's own handler of each signal routed away from it, to put back for DEFAULT. */
    private static final java.util.Map<Integer, sun.misc.SignalHandler> jvmHandlers =
            new java.util.HashMap<>();

    /**
     * Make signal {@code sig} from outside the process do what {@code signal.signal} set:
     * reach the program's handler (through {@link #setAsyncDelivery}: the wakeup descriptor
     * at once, the handler at the next safe point), be ignored, or get the JVM's own handling
     * back. SIGINT is always taken ({@link #installOsHandlers}); SIGCHLD stays with the JDK's
     * process reaper ({@link #childExited}); a signal the JVM keeps for itself (SIGQUIT,
     * SIGUSR2, the faults) is left alone, as are SIGPIPE and SIGXFSZ.
     */
    public static synchronized void route(int sig, Disposition how) {
        if (sig == SIGINT || sig == 17 || sig == 13 || sig == 25 || sig <= 0
                || sig >= NAMES.length || NAMES[sig] == null) {
            return;
        }
        if (USER_DUMPS.containsKey(sig)) {
            how = Disposition.HANDLER;  // the dump is written whatever the Python disposition
        }
        sun.misc.SignalHandler h;
        switch (how) {
            case HANDLER:
                h = s -> {
                    IntConsumer d = asyncDelivery;
                    if (d != null) {
                        d.accept(sig);
                    }
                };
                break;
            case IGNORE:
                // HotSpot installs no handler for a shutdown signal (SIGHUP, SIGTERM) that the
                // process ignores, so an ignored one could never get its handling back: these
                // two are ignored by a handler that does nothing
                h = sig == 1 || sig == SIGTERM ? s -> { } : sun.misc.SignalHandler.SIG_IGN;
                break;
            default:
                h = jvmHandlers.get(sig);
                if (h == null) {
                    return;  // never routed: the JVM's handling is in place
                }
        }
        try {
            sun.misc.SignalHandler old = sun.misc.Signal.handle(new sun.misc.Signal(NAMES[sig]), h);
            jvmHandlers.putIfAbsent(sig, old);
        } catch (IllegalArgumentException e) {
            // the JVM uses this signal itself: it keeps it
        }
    }

    static void kill(long pid, int sig) {
        if (sig < 0 || sig > 64) {
            throw OSErrors.of(ErrnoModule.EINVAL);
        }
        if (pid == ProcessHandle.current().pid()) {
            if (sig == 0) {
                return;
            }
            IntConsumer d = selfDelivery;
            if (d != null && sig != SIGKILL) {
                d.accept(sig);
            } else {
                startupAction(sig);
            }
            return;
        }
        Optional<ProcessHandle> h = pid > 0 ? ProcessHandle.of(pid) : Optional.empty();
        if (h.isEmpty() || !h.get().isAlive()) {
            throw OSErrors.of(ErrnoModule.ESRCH);
        }
        if (sig == 0) {
            return;
        }
        Children.noteSignal(pid, sig);
        boolean sent;
        if (sig == SIGTERM) {
            sent = h.get().destroy();
        } else if (sig == SIGKILL) {
            sent = h.get().destroyForcibly();
        } else {
            try {
                sent = new ProcessBuilder("kill", "-" + sig, Long.toString(pid)).start()
                        .waitFor() == 0;
            } catch (java.io.IOException e) {
                sent = false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                sent = false;
            }
        }
        if (!sent) {
            throw OSErrors.of(ErrnoModule.EPERM);
        }
    }
}
