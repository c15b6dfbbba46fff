package org.specializer.api;

import java.util.function.Consumer;

/**
 * Finalizers ({@code __del__}, closing abandoned generators) on the JVM's collector.
 *
 * <p>An object that needs finalizing holds a {@link #triggerFor trigger}: a small object only it
 * refers to, whose JVM {@code finalize()} runs when the two become unreachable together. The
 * trigger hands its owner, strongly reachable again, to {@link #setHandler the interpreter},
 * which queues it and runs its finalizer on the Python thread at the next safe point (PEP 442's
 * order: the finalizer sees a whole object, and runs once; an object it resurrects is not
 * finalized again). JVM finalization is deprecated but still the only mechanism that can hand
 * back the object itself; {@link java.lang.ref.Cleaner} cannot.
 */
public final class Finalization {
    private Finalization() {}

    private static volatile Consumer<PyObject> handler = o -> {};

    /** Set what happens to an object whose trigger fired (called on the JVM's finalizer thread). */
    public static void setHandler(Consumer<PyObject> h) {
        handler = h;
    }

    /** A trigger for {@code owner}: keep it in a field of the owner and nowhere else. */
    public static Object triggerFor(PyObject owner) {
        return triggerFor(owner, true);
    }

    /**
     * A trigger for {@code owner} if its class is a Python class that defines {@code __del__}
     * (an instance of a subclass of a builtin type), else null.
     */
    public static Object triggerIfDel(PyObject owner) {
        PyType t = owner.type;
        return t.isHeapType() && t.hasDel() ? triggerFor(owner) : null;
    }

    /**
     * A trigger for {@code owner}; {@code atExit}: the object's finalizer must also run when
     * the program ends with the object still referenced by its globals, as CPython's module
     * teardown at exit runs it (a suspended generator, an instance with {@code __del__}; not
     * a native file, whose buffer an exit hook writes out anyway).
     */
    public static Object triggerFor(PyObject owner, boolean atExit) {
        if (atExit) {
            LIVE_AT_EXIT.incrementAndGet();
            CREATED_AT_EXIT.incrementAndGet();
        }
        return new Trigger(owner, atExit);
    }

    /**
     * How many objects that want finalizing at exit have not been finalized: when none, ending
     * the program needs no collection.
     */
    public static long liveAtExit() {
        return LIVE_AT_EXIT.get();
    }

    /**
     * How many objects that want finalizing at exit were ever made: a run that made none
     * since it started (in a process that runs several) has nothing of its own to finalize.
     */
    public static long createdAtExit() {
        return CREATED_AT_EXIT.get();
    }

    private static final java.util.concurrent.atomic.AtomicLong LIVE_AT_EXIT =
            new java.util.concurrent.atomic.AtomicLong();
    private static final java.util.concurrent.atomic.AtomicLong CREATED_AT_EXIT =
            new java.util.concurrent.atomic.AtomicLong();

    private static final class Trigger {
        private final PyObject owner;
        private final boolean atExit;

        Trigger(PyObject owner, boolean atExit) {
            this.owner = owner;
            this.atExit = atExit;
        }

        @Override
        @SuppressWarnings({"deprecation", "removal"})
        protected void finalize() {
            if (atExit) {
                LIVE_AT_EXIT.decrementAndGet();
            }
            handler.accept(owner);
        }
    }

    /**
     * A full collection, returning once the JVM has handed every object it found unreachable
     * to the {@link #setHandler handler} (which queues them; the interpreter runs their
     * finalizers at its next safe point). The reference handler enqueues one collection's
     * references in no particular order, so a sentinel of that collection can come out before
     * the others: a second sentinel, of a second collection, comes out only after the whole
     * first batch; then the finalizer thread is waited for.
     */
    public static void collect() {
        awaitCollection();
        awaitCollection();
        runJvmFinalization();
        awaitFinalizerIdle();
    }

    /** The JVM's finalizer thread, once found. */
    private static volatile Thread finalizerThread;

    /**
     * Wait (half a second at most) while the JVM's finalizer thread is busy: it may have taken
     * a trigger off its queue before {@link #runJvmFinalization} looked, and not yet handed
     * its owner over. Idle, it waits on its queue.
     */
    private static void awaitFinalizerIdle() {
        Thread t = finalizerThread;
        if (t == null) {
            ThreadGroup g = Thread.currentThread().getThreadGroup();
            while (g.getParent() != null) {
                g = g.getParent();
            }
            Thread[] all = new Thread[g.activeCount() + 16];
            int n = g.enumerate(all, true);
            for (int i = 0; i < n && t == null; i++) {
                if ("Finalizer".equals(all[i].getName())) {
                    t = all[i];
                }
            }
            if (t == null) {
                return;
            }
            finalizerThread = t;
        }
        long deadline = System.nanoTime() + 500_000_000L;
        try {
            while (t.getState() != Thread.State.WAITING && System.nanoTime() < deadline) {
                Thread.sleep(1);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * One full collection, returning once the finalizers it made due have been handed over (a
     * sentinel of it seen, then the finalizer thread waited for). Cheaper than
     * {@link #collect}, which also waits out the reference handler's whole batch; enough where
     * a caller collects again when something was found ({@code gc.collect}'s later rounds).
     */
    public static void collectOnce() {
        awaitCollection();
        runJvmFinalization();
        awaitFinalizerIdle();
    }

    /** A full collection, and its reference processing begun (a sentinel enqueued). */
    private static void awaitCollection() {
        java.lang.ref.ReferenceQueue<Object> q = new java.lang.ref.ReferenceQueue<>();
        java.lang.ref.WeakReference<Object> sentinel =
                new java.lang.ref.WeakReference<>(new Object(), q);
        try {
            boolean seen = false;
            for (int attempt = 0; attempt < 3 && !seen; attempt++) {
                System.gc();
                seen = q.remove(50) != null;
            }
            if (!seen) {
                // the reference handler thread has not run yet (a busy machine): wait for it
                // rather than hand over half a batch
                q.remove(2000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        sentinel.clear();
    }

    @SuppressWarnings({"deprecation", "removal"})
    private static void runJvmFinalization() {
        System.runFinalization();
    }
}
