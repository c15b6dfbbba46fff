package org.specializer.natives.posix;

import java.util.Optional;
import java.util.function.IntConsumer;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.natives.errno.ErrnoModule;

/**
 * {@code os.kill}: to another process through {@link ProcessHandle} (SIGTERM, SIGKILL, or the
 * {@code kill} command for other signals); to this process, by running what the signal would
 * do here: the handler {@code _signal} installed ({@link #setSelfDelivery}), else the default
 * action (KeyboardInterrupt for SIGINT, ending the process for the others).
 */
public final class Signals {
    private Signals() {}

    public static final int SIGINT = 2;
    public static final int SIGKILL = 9;
    public static final int SIGTERM = 15;

    private static volatile IntConsumer selfDelivery;

    /** How a signal sent to this process is delivered (by {@code _signal}, once imported). */
    public static void setSelfDelivery(IntConsumer deliver) {
        selfDelivery = deliver;
    }

    /** A signal's default action in this process. */
    public static void defaultAction(int sig) {
        if (sig == SIGINT) {
            throw Py.error(PyExc.KeyboardInterrupt);
        }
        // ignored by default: SIGCHLD, SIGCONT, SIGURG, SIGWINCH
        if (sig == 17 || sig == 18 || sig == 23 || sig == 28) {
            return;
        }
        java.lang.Runtime.getRuntime().halt(128 + sig);
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
                defaultAction(sig);
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
