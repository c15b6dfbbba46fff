package org.specializer.natives.io;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import org.specializer.core.interp.Runtime;

/**
 * Writers still open when the program ends have their buffered data written out, as CPython
 * does when it finalizes them: text wrappers first (their text goes into their buffers), then
 * buffered writers. The registry holds them weakly; it runs as one of the interpreter's exit
 * hooks, after {@code atexit}'s callbacks.
 */
final class ExitFlush {
    private ExitFlush() {}

    private static final List<WeakReference<PyTextIOWrapper>> TEXTS = new ArrayList<>();
    private static final List<WeakReference<PyBuffered>> BUFFERS = new ArrayList<>();
    private static boolean hooked;

    private static void hook() {
        if (!hooked) {
            hooked = true;
            Runtime.addExitHook(ExitFlush::flushAll);
        }
    }

    static synchronized void register(PyTextIOWrapper t) {
        hook();
        prune();
        TEXTS.add(new WeakReference<>(t));
    }

    static synchronized void register(PyBuffered b) {
        hook();
        prune();
        BUFFERS.add(new WeakReference<>(b));
    }

    /** Drop collected entries now and then, so that the lists stay short. */
    private static void prune() {
        if ((TEXTS.size() + BUFFERS.size()) % 64 == 63) {
            TEXTS.removeIf(r -> r.get() == null);
            BUFFERS.removeIf(r -> r.get() == null);
        }
    }

    /** Flush every live writer; errors are ignored (there is no one left to tell). */
    static void flushAll() {
        List<PyTextIOWrapper> texts = new ArrayList<>();
        List<PyBuffered> buffers = new ArrayList<>();
        synchronized (ExitFlush.class) {
            for (WeakReference<PyTextIOWrapper> r : TEXTS) {
                PyTextIOWrapper t = r.get();
                if (t != null) {
                    texts.add(t);
                }
            }
            for (WeakReference<PyBuffered> r : BUFFERS) {
                PyBuffered b = r.get();
                if (b != null) {
                    buffers.add(b);
                }
            }
            TEXTS.removeIf(r -> r.get() == null);
            BUFFERS.removeIf(r -> r.get() == null);
        }
        for (PyTextIOWrapper t : texts) {
            t.flushAtExit();
        }
        for (PyBuffered b : buffers) {
            b.flushAtExit();
        }
    }
}
