package org.specializer.core.interp;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.specializer.api.PyObject;

/**
 * The interpreter lock (CPython's GIL). Python threads are JVM threads; only the one holding
 * this lock runs Python code, so the interpreter's per-thread state can live in static fields
 * ({@link ThreadState}) that each thread saves when it lets go of the lock and restores when it
 * takes it back, and specialization (which rewrites code in place) needs no further
 * synchronization.
 *
 * <p>A thread that wants the lock waits for the switch interval ({@code sys.getswitchinterval()},
 * 5 ms), then asks the holder through the {@link Breaker eval breaker} to let go; the holder does
 * at its next safe point, and the fair lock hands it to the longest waiter. Blocking operations
 * (lock waits, sleeps, I/O, joins) run {@link #blocking without} the lock.
 */
public final class Gil {
    private Gil() {}

    private static final HolderLock LOCK = new HolderLock();

    /** The interpreter lock, which can tell which thread holds it. */
    private static final class HolderLock extends ReentrantLock {
        HolderLock() {
            super(true);
        }

        Thread holder() {
            return getOwner();
        }
    }
    /** The switch interval in nanoseconds ({@code sys.setswitchinterval}). */
    static volatile long intervalNanos = 5_000_000;

    /** A thread's interpreter state while it does not hold the lock. */
    private static final class Saved {
        Frame current;
        int depth;
        int cDepth;
        int importing;
        /** Null after a restore: every later restore follows a save. */
        ThreadState.ExcInfo excInfo = new ThreadState.ExcInfo(null);
        PyObject context;
        Tracing.Tracer tracer;
        /** The thread whose state this is (made on its first use, in that thread). */
        final Thread owner = Thread.currentThread();
        /** Made later than the states of lower numbers (CPython lists newest threads first). */
        final long seq = SEQ.incrementAndGet();

        Saved() {
            ALL.add(this);
        }
    }

    private static final java.util.concurrent.atomic.AtomicLong SEQ =
            new java.util.concurrent.atomic.AtomicLong();

    /**
     * The innermost frame of every live thread that has run Python code, newest thread first
     * (the caller's own from {@link ThreadState}, the others' as they saved it when they let
     * go of the lock; null for one that is between Python calls): for
     * {@code sys._current_frames} and faulthandler's dump of all threads. The caller holds
     * the lock.
     */
    public static java.util.List<java.util.Map.Entry<Thread, Frame>> threadFrames() {
        return perThread(st -> st.current, () -> ThreadState.current);
    }

    /**
     * The exception each live thread that has run Python code is handling, or null, newest
     * thread first ({@code sys._current_exceptions}); as {@link #threadFrames}.
     */
    static java.util.List<java.util.Map.Entry<Thread, PyObject>> threadExceptions() {
        return perThread(st -> {
            for (ThreadState.ExcInfo e = st.excInfo; e != null; e = e.previous) {
                if (e.value != null) {
                    return e.value;
                }
            }
            return null;
        }, ThreadState::handledException);
    }

    /**
     * The Python thread the caller speaks for: itself, or, for a thread that runs no Python
     * code (the JVM's signal dispatcher writing faulthandler's dump), the lock's holder,
     * whose frames are the interpreter's current ones.
     */
    public static Thread pythonThreadOfCaller() {
        Thread me = Thread.currentThread();
        for (Saved st : ALL) {
            if (st.owner == me) {
                return me;
            }
        }
        Thread holder = LOCK.holder();
        return holder != null ? holder : me;
    }

    private static <T> java.util.List<java.util.Map.Entry<Thread, T>> perThread(
            java.util.function.Function<Saved, T> saved, Supplier<T> mine) {
        Thread me = pythonThreadOfCaller();
        java.util.List<Saved> states = new java.util.ArrayList<>(ALL);
        states.sort((a, b) -> Long.compare(b.seq, a.seq));
        java.util.List<java.util.Map.Entry<Thread, T>> out = new java.util.ArrayList<>();
        boolean sawMe = false;
        for (Saved st : states) {
            if (!st.owner.isAlive()) {
                ALL.remove(st);
                continue;
            }
            boolean isMe = st.owner == me;
            sawMe |= isMe;
            out.add(new java.util.AbstractMap.SimpleImmutableEntry<>(st.owner,
                    isMe ? mine.get() : saved.apply(st)));
        }
        if (!sawMe) {
            out.add(0, new java.util.AbstractMap.SimpleImmutableEntry<>(me, mine.get()));
        }
        return out;
    }

    /** Every thread's saved state, so that the holder can reach the others' (pruned as they end). */
    private static final java.util.Set<Saved> ALL =
            java.util.concurrent.ConcurrentHashMap.newKeySet();

    private static final ThreadLocal<Saved> SAVED = ThreadLocal.withInitial(Saved::new);

    /**
     * Change the trace or profile function saved for every thread but the caller's, which
     * holds the lock (CPython's {@code _PyEval_SetProfileAllThreads}): {@code change} takes a
     * thread's tracer state and returns its new one.
     */
    static void forOtherThreads(java.util.function.UnaryOperator<Tracing.Tracer> change) {
        Thread me = Thread.currentThread();
        for (Saved s : ALL) {
            if (!s.owner.isAlive()) {
                ALL.remove(s);
            } else if (s.owner != me) {
                s.tracer = change.apply(s.tracer);
            }
        }
    }

    /** Take the lock (the calling thread must not hold it) and become the running thread. */
    public static void acquire() {
        if (!LOCK.tryLock()) {
            waitForLock();
        }
        restore();
    }

    /**
     * Queue for the lock, asking the holder to let go again each switch interval while this
     * thread waits (as CPython's take_gil re-sets its drop request after each timed wait):
     * a request is answered once, by one switch, so a thread that asked only once could wait
     * for ever behind a holder that got the lock back and never blocks (threads polling a
     * queue with get(False) starved its producers and every joiner that way).
     */
    private static void waitForLock() {
        try {
            while (!LOCK.tryLock(intervalNanos, TimeUnit.NANOSECONDS)) {
                Breaker.request(Breaker.GIL_DROP);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            LOCK.lock();
        }
    }

    /** Let go of the lock, saving this thread's state. */
    public static void release() {
        save();
        LOCK.unlock();
    }

    /**
     * Let go of the lock for good as the calling thread ends: its saved state is dropped, so
     * that nothing keeps the thread (and the function it ran) reachable.
     */
    public static void releaseAtThreadEnd() {
        Saved s = SAVED.get();
        ALL.remove(s);
        SAVED.remove();
        LOCK.unlock();
    }

    /** Whether the calling thread holds the lock. */
    public static boolean held() {
        return LOCK.isHeldByCurrentThread();
    }

    /** At a safe point, asked to: let waiting threads run, then queue for the lock again. */
    static void yieldToWaiters() {
        if (LOCK.hasQueuedThreads() && LOCK.isHeldByCurrentThread()) {
            save();
            LOCK.unlock();
            waitForLock();
            restore();
        }
    }

    /**
     * Run {@code action} without the lock (a blocking call), taking it back after. A signal
     * that came meanwhile (or {@code _thread.interrupt_main()}) has its handler run on the main
     * thread as the call returns, as CPython's CALL checks for one after a builtin: a lock that
     * was handed over is held, and the KeyboardInterrupt comes before the next statement.
     */
    public static <T> T blocking(Supplier<T> action) {
        if (!LOCK.isHeldByCurrentThread()) {
            return action.get();
        }
        release();
        T result;
        try {
            result = action.get();
        } finally {
            acquire();
        }
        Breaker.afterBlockingCall();
        return result;
    }

    /** {@code sys.setswitchinterval(seconds)}. */
    public static void setSwitchInterval(double seconds) {
        intervalNanos = Math.max(1000L, (long) (seconds * 1e9));
    }

    public static double switchInterval() {
        return intervalNanos / 1e9;
    }

    private static void save() {
        Saved s = SAVED.get();
        s.current = ThreadState.current;
        s.depth = ThreadState.depth;
        s.cDepth = org.specializer.api.CRecursion.depth;
        s.importing = ThreadState.importing;
        s.excInfo = ThreadState.excInfo;
        s.context = ThreadState.context();
        s.tracer = ThreadState.tracer;
    }

    private static void restore() {
        Saved s = SAVED.get();
        ThreadState.current = s.current;
        ThreadState.depth = s.depth;
        org.specializer.api.CRecursion.depth = s.cDepth;
        ThreadState.importing = s.importing;
        ThreadState.excInfo = s.excInfo;
        ThreadState.setContext(s.context);
        ThreadState.tracer = s.tracer;
        // the running thread's state lives in ThreadState now; a copy left here would keep its
        // frames (and their globals) reachable after they are gone, so that what they alone
        // held is never collected nor finalized
        s.current = null;
        s.excInfo = null;
        s.context = null;
        s.tracer = null;
        Breaker.mainThreadRuns();
    }
}
