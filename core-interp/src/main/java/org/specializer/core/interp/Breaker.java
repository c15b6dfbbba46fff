package org.specializer.core.interp;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import org.specializer.api.Abstract;
import org.specializer.api.Finalization;
import org.specializer.api.Names;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.Unraisable;
import org.specializer.api.WeakRefs;

/**
 * The eval breaker (CPython's {@code eval_breaker}): one word other threads set to ask the
 * running Python thread to stop at its next safe point, which the interpreter checks at every
 * function entry and loop back edge (tier 1 and tier 2). Requests:
 * <ul>
 *   <li>{@link #PENDING}: finalizers ({@code __del__}, abandoned generators) and weakref
 *       callbacks became due (the JVM's finalizer and the weakref watcher threads post them);
 *   <li>{@link #GIL_DROP}: another Python thread waits for the interpreter lock;
 *   <li>{@link #SIGNALS}: a signal arrived (SIGINT);
 *   <li>{@link #TRACING}: a trace or profile function is set.
 * </ul>
 * A safe point runs them on the Python thread, under the interpreter lock.
 */
public final class Breaker {
    private Breaker() {}

    static final int PENDING = 1;
    static final int GIL_DROP = 2;
    static final int SIGNALS = 4;
    /**
     * Set while a trace or profile function is (kept until tracing stops, not cleared by a safe
     * point): compiled code that reaches a back edge leaves for the interpreter, where frames
     * are traced.
     */
    static final int TRACING = 8;

    /** Tracing started or stopped ({@link Tracing}). */
    static void setTracing(boolean on) {
        BITS.getAndUpdate(b -> on ? b | TRACING : b & ~TRACING);
    }

    /** Zero unless something asks the running thread to stop by. */
    static final AtomicInteger BITS = new AtomicInteger();

    /** Objects whose finalizer is due, in the order the collector found them. */
    private static final ConcurrentLinkedQueue<PyObject> DUE = new ConcurrentLinkedQueue<>();
    /** Signal handlers to run: set from any thread, run at the safe point. */
    private static final ConcurrentLinkedQueue<Runnable> SIGNAL_ACTIONS =
            new ConcurrentLinkedQueue<>();

    /** Reentrancy guard: finalizers run by a safe point do not run others. */
    private static boolean running;

    static {
        Finalization.setHandler(o -> {
            DUE.add(o);
            BITS.getAndUpdate(b -> b | PENDING);
        });
        WeakRefs.setNotifier(() -> BITS.getAndUpdate(b -> b | PENDING));
    }

    /** Make sure the handlers are installed (class initialization does it). */
    static void init() {}

    static void request(int bit) {
        // a loop rather than getAndUpdate with a capturing lambda: nothing to allocate, for
        // the heap watcher posting a MemoryError to a full heap
        int b;
        do {
            b = BITS.get();
        } while (!BITS.compareAndSet(b, b | bit));
    }

    /** Post a signal action (KeyboardInterrupt for SIGINT, a Python handler...). */
    public static void postSignal(Runnable action) {
        SIGNAL_ACTIONS.add(action);
        request(SIGNALS);
        synchronized (WAIT_LOCK) {
            Thread w = waiter;
            if (w != null) {
                w.interrupt();
            }
        }
    }

    /** Orders a signal's interrupt of the waiter with the waiter's leaving its wait. */
    private static final Object WAIT_LOCK = new Object();

    /**
     * The thread in an interruptible wait (a sleep, a lock), which a signal wakes so that its
     * handler runs at once, as CPython's EINTR does. Waits that a Java interrupt would harm
     * (channel reads, which the JDK closes when interrupted) do not register.
     */
    private static volatile Thread waiter;

    /**
     * Around an interruptible wait: a signal interrupts the calling thread, when it is the
     * thread that runs signal handlers (as the process's signals reach CPython's main thread;
     * a wait of another thread must not take the main thread's place, or unregister it).
     */
    public static void enterWait() {
        if (!onMainThread()) {
            return;
        }
        waiter = Thread.currentThread();
        if ((BITS.get() & SIGNALS) != 0) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * After the wait: an interrupt that came after the wait had ended is dropped (the signal
     * stays pending for the safe point), since a Java interrupt left set would close the next
     * channel the thread reads or writes (stdout, a file).
     */
    public static void exitWait() {
        if (waiter == Thread.currentThread()) {
            synchronized (WAIT_LOCK) {
                waiter = null;
                Thread.interrupted();
            }
        }
    }

    /**
     * Sleep without the interpreter lock for {@code nanos} (negative: until woken), a signal
     * for the main thread ending the sleep early (CPython's EINTR): whether one did.
     */
    public static boolean sleepInterruptibly(long nanos) {
        return Gil.blocking(() -> {
            enterWait();
            try {
                if (nanos < 0) {
                    Thread.sleep(Long.MAX_VALUE);
                } else {
                    Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
                }
                return false;
            } catch (InterruptedException e) {
                return true;
            } finally {
                exitWait();
            }
        });
    }

    /** Whether a signal is waiting for a safe point (a wait should end early). */
    public static boolean signalPending() {
        return (BITS.get() & SIGNALS) != 0;
    }

    /** Whether a safe point has work: the check compiled code makes at back edges. */
    public static boolean requested() {
        return BITS.get() != 0;
    }

    /** The thread that runs signal handlers (the program's main thread); null: any thread. */
    static volatile Thread mainThread;

    /** Signals seen by another thread, for the main thread to handle when it runs. */
    private static volatile boolean signalsForMain;

    /** The thread that runs the program's {@code __main__}. */
    public static void setMainThread(Thread t) {
        mainThread = t;
    }

    /** Whether the calling thread is the one that runs signal handlers. */
    public static boolean onMainThread() {
        Thread m = mainThread;
        return m == null || m == Thread.currentThread() || !m.isAlive();
    }

    /** The main thread has taken the interpreter lock: signals seen by others are its own. */
    static void mainThreadRuns() {
        if (signalsForMain && Thread.currentThread() == mainThread) {
            signalsForMain = false;
            request(SIGNALS);
        }
    }

    /** The safe point: called when {@link #BITS} is not zero. */
    public static void handle() {
        int b = BITS.getAndUpdate(x -> x & TRACING) & ~TRACING;
        if ((b & GIL_DROP) != 0) {
            Gil.yieldToWaiters();
        }
        if ((b & SIGNALS) != 0 && !onMainThread()) {
            // handlers run on the main thread only, as CPython's: it takes them up when it
            // next holds the interpreter lock (Gil.restore), and meanwhile this thread yields
            signalsForMain = true;
            b |= GIL_DROP;
            b &= ~SIGNALS;
            Gil.yieldToWaiters();
        }
        if ((b & SIGNALS) != 0) {
            for (Runnable r = SIGNAL_ACTIONS.poll(); r != null; r = SIGNAL_ACTIONS.poll()) {
                r.run();  // may raise (KeyboardInterrupt): the rest wait for the next safe point
                if (!SIGNAL_ACTIONS.isEmpty()) {
                    request(SIGNALS);
                }
            }
        }
        if ((b & PENDING) != 0) {
            runPending();
        }
    }

    /** After a blocking call on the main thread: run the signal handlers that became due. */
    static void afterBlockingCall() {
        if ((BITS.get() & SIGNALS) != 0 && onMainThread()) {
            handle();
        }
    }

    /** Run due finalizers and weakref callbacks now (safe points, {@code gc.collect()}). */
    static void runPending() {
        if (running) {
            return;
        }
        running = true;
        try {
            WeakRefs.processQueue();
            for (PyObject o = DUE.poll(); o != null; o = DUE.poll()) {
                finalizeOne(o);
            }
            WeakRefs.processQueue();
        } finally {
            running = false;
        }
    }

    private static void finalizeOne(PyObject o) {
        try {
            if (o instanceof Generator g) {
                g.finalizeAbandoned();
                return;
            }
            // instances of classes, and native objects that finalize (open files)
            PyObject del = o.type.lookup(Names.__del__);
            if (del != null) {
                Abstract.callMethodDescriptor(del, o, org.specializer.api.Py.NO_ARGS,
                        org.specializer.api.Py.NO_KWNAMES);
            }
        } catch (PyException e) {
            Unraisable.report(e.value, null, o.type.lookup(Names.__del__) != null
                    ? o.type.lookup(Names.__del__) : o);
        }
    }
}
