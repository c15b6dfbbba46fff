package org.specializer.api;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Weak references to Python objects, on the JVM's own: each {@link PyWeakref} (and proxy) holds
 * a {@link Ref}, a {@link WeakReference} registered with one queue. The garbage collector clears
 * it when the referent becomes unreachable; {@link #processQueue()} then runs the weakrefs'
 * callbacks on the Python thread (the interpreter calls it at safe points, and
 * {@code gc.collect()} does after a collection).
 *
 * <p>CPython keeps an object's weakrefs in a list on the object; Specializer keeps them in a side
 * table keyed by identity hash, so that objects pay nothing until weakly referenced. The table
 * answers {@code getweakrefcount}, {@code getweakrefs}, {@code __weakref__}, and lets
 * {@code ref(obj)} without a callback return the existing basic reference, as CPython does.
 */
public final class WeakRefs {
    private WeakRefs() {}

    static final ReferenceQueue<PyObject> QUEUE = new ReferenceQueue<>();
    /** Cleared references the watcher thread took off {@link #QUEUE}. */
    private static final java.util.concurrent.ConcurrentLinkedQueue<Ref> DEAD =
            new java.util.concurrent.ConcurrentLinkedQueue<>();
    /** Told (on the watcher thread) when references died: the interpreter's safe-point request. */
    private static volatile Runnable notifier = () -> {};

    static {
        Thread watcher = new Thread(WeakRefs::watch, "weakref-watcher");
        watcher.setDaemon(true);
        watcher.start();
    }

    /** Set what to run when weakly referenced objects die (the callbacks then wait for it). */
    public static void setNotifier(Runnable r) {
        notifier = r;
    }

    private static void watch() {
        for (;;) {
            try {
                DEAD.add((Ref) QUEUE.remove());
                notifier.run();
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** identity hash -> live Refs of objects with that hash (usually one object). */
    private static final Map<Integer, List<Ref>> TABLE = new HashMap<>();

    /** The JVM reference a weakref or proxy holds. */
    static final class Ref extends WeakReference<PyObject> {
        final int idHash;
        /** Creation order: callbacks of references that died together run newest first. */
        final long seq = ++created;
        /**
         * The Python object owning this reference (a ref or a proxy), held weakly: a weakref
         * the program dropped is collected, and its callback never runs, as in CPython.
         */
        private final WeakReference<PyObject> owner;
        /** Taken for processing (on the Python thread): a reference is processed once. */
        boolean taken;

        Ref(PyObject referent, PyObject owner) {
            super(referent, QUEUE);
            this.idHash = System.identityHashCode(referent);
            this.owner = new WeakReference<>(owner);
        }

        PyObject owner() {
            return owner.get();
        }
    }

    /** References made so far (guarded by the class lock, as {@link #register}). */
    private static long created;

    /** Register {@code owner}'s new reference to {@code referent}. */
    static synchronized Ref register(PyObject referent, PyObject owner) {
        Ref r = new Ref(referent, owner);
        TABLE.computeIfAbsent(r.idHash, k -> new ArrayList<>(2)).add(r);
        return r;
    }

    /** The live weakrefs and proxies of {@code obj}, oldest first. */
    public static synchronized List<PyObject> of(PyObject obj) {
        List<Ref> bucket = TABLE.get(System.identityHashCode(obj));
        List<PyObject> result = new ArrayList<>();
        if (bucket != null) {
            for (Ref r : bucket) {
                PyObject o = r.owner();
                if (r.get() == obj && o != null) {
                    result.add(o);
                }
            }
        }
        return result;
    }

    /** An existing reference of exactly {@code type} to {@code obj} without a callback, or null. */
    static synchronized PyObject basic(PyObject obj, PyType type) {
        List<Ref> bucket = TABLE.get(System.identityHashCode(obj));
        if (bucket != null) {
            for (Ref r : bucket) {
                PyObject o = r.owner();
                if (r.get() == obj && o != null && o.type == type && callbackOf(o) == null) {
                    return o;
                }
            }
        }
        return null;
    }

    private static PyObject callbackOf(PyObject owner) {
        return owner instanceof PyWeakref w ? w.callback : ((PyWeakProxy) owner).callback;
    }

    /** Add to {@code dead} the registered references that are cleared and not yet taken. */
    private static synchronized List<Ref> sweepCleared(List<Ref> dead) {
        for (List<Ref> bucket : TABLE.values()) {
            for (Ref r : bucket) {
                if (!r.taken && r.refersTo(null)) {
                    r.taken = true;
                    if (dead == null) {
                        dead = new ArrayList<>();
                    }
                    dead.add(r);
                }
            }
        }
        return dead;
    }

    private static synchronized void forget(Ref r) {
        List<Ref> bucket = TABLE.get(r.idHash);
        if (bucket != null) {
            bucket.remove(r);
            if (bucket.isEmpty()) {
                TABLE.remove(r.idHash);
            }
        }
    }

    /**
     * Run the callbacks of references whose referents were collected (each with its reference
     * as argument, newest first per object as CPython). Exceptions in callbacks are reported as
     * unraisable, never propagated. Call on the Python thread only.
     */
    public static int processQueue() {
        return processQueue(false);
    }

    /**
     * {@link #processQueue()}; with {@code sweep}, also every registered reference the
     * collector has cleared but the JVM's reference handler has not yet handed over (it does so
     * on a thread of its own, later): right after a full collection ({@code gc.collect()}),
     * that is every reference whose referent the collection found dead, however busy the
     * machine.
     */
    public static int processQueue(boolean sweep) {
        List<Ref> dead = null;
        for (java.lang.ref.Reference<? extends PyObject> x = QUEUE.poll(); x != null;
                x = QUEUE.poll()) {
            DEAD.add((Ref) x);
        }
        for (Ref r = DEAD.poll(); r != null; r = DEAD.poll()) {
            if (!r.taken) {
                r.taken = true;
                if (dead == null) {
                    dead = new ArrayList<>();
                }
                dead.add(r);
            }
        }
        if (sweep) {
            dead = sweepCleared(dead);
        }
        if (dead == null) {
            return 0;
        }
        // CPython calls an object's weakref callbacks from the head of its weakref list, where
        // each new reference goes: newest first (the JVM enqueues them in no useful order)
        dead.sort((x, y) -> Long.compare(y.seq, x.seq));
        for (int i = 0; i < dead.size(); i++) {
            Ref r = dead.get(i);
            forget(r);
            PyObject owner = r.owner();
            PyObject cb = owner == null ? null : callbackOf(owner);
            if (cb == null) {
                continue;
            }
            if (owner instanceof PyWeakref w) {
                w.callback = null;
            } else {
                ((PyWeakProxy) owner).callback = null;
            }
            try {
                Abstract.call(cb, owner);
            } catch (PyException e) {
                Unraisable.report(e.value, null, cb);
            }
        }
        return dead.size();
    }
}
