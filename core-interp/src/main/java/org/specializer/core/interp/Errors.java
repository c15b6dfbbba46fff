package org.specializer.core.interp;

import java.lang.ref.Cleaner;

import org.specializer.api.ExceptionMethods;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyStr;
import org.specializer.spi.Opcode;

/** The interpreter's error messages, worded as CPython 3.13's. */
final class Errors {
    private Errors() {}

    /** Heap kept back for the moment the heap runs out, so that MemoryError can be made. */
    private static volatile byte[] reserve;
    private static boolean armed;

    /**
     * Keep the reserve from the first garbage collection on (called at start-up, which also
     * loads this class before it is needed), and watch the collectors from then on. The heap
     * runs out only after collections, and a program that never collects, as most short ones,
     * does not keep 8 MB of zeroed pages in its resident set for nothing.
     */
    static synchronized void armReserve() {
        if (armed) {
            return;   // an earlier run in this JVM did
        }
        armed = true;
        watchFromFirstCollection();
    }

    /** Take the reserve, unless the heap has no room for it now (the next MemoryError tries). */
    private static void takeReserve() {
        try {
            reserve = new byte[8 << 20];
        } catch (OutOfMemoryError full) {
            // the program has not let go yet: no reserve until the next MemoryError
        }
    }

    /** How full the heap is for a moment to count as thrashing. */
    private static final double THRASH_FULL = 0.9;

    /** The share of a moment spent collecting for it to count as thrashing. */
    private static final double THRASH_TIME = 0.9;

    /** How long a look at the collectors lasts, in milliseconds. */
    private static final int THRASH_LOOK_MS = 200;

    /**
     * How long, in milliseconds, the collectors must have thrashed without a break to raise
     * MemoryError: a time, not a number of looks, since the watching thread stands still while
     * a collection runs, and one look can last many collections.
     */
    private static final long THRASH_FOR_MS = 2000;

    /** How many MemoryErrors the heap's running out has made, and that count at the last post. */
    private static volatile int madeErrors;
    private static volatile int madeAtPost;

    /**
     * Made in advance: when it is needed the heap has no room for a lambda. It raises only
     * when no MemoryError came since the watcher posted it (the JVM's own may come first).
     */
    private static final Runnable RAISE_MEMORY_ERROR = () -> {
        if (madeErrors == madeAtPost) {
            throw memoryError();
        }
    };

    /**
     * The first collection takes the reserve and starts a daemon thread that looks at the
     * collectors every {@link #THRASH_LOOK_MS} ms, allocating nothing. The serial collector
     * has no overhead limit: a heap filled with live objects makes it collect again and again,
     * freeing a few megabytes each time, for minutes before the JVM gives up. When the looks
     * have found the heap {@link #THRASH_FULL} full and the collectors busy
     * {@link #THRASH_TIME} of the time for {@link #THRASH_FOR_MS} ms without a break
     * (HotSpot's parallel collector's overhead limit, 98% of the time with less than 2% freed,
     * made softer), the running Python thread raises MemoryError at its next safe point, as a
     * signal's handler runs, and as CPython would where its allocation failed.
     */
    private static void watchFromFirstCollection() {
        // the cleaner's thread ends once its one action has run
        Cleaner.create().register(new Object(), () -> {
            takeReserve();
            Thread t = new Thread(Errors::watchCollectors, "specializer-heap-watch");
            t.setDaemon(true);
            t.start();
        });
    }

    private static void watchCollectors() {
        java.lang.management.GarbageCollectorMXBean[] beans = java.lang.management
                .ManagementFactory.getGarbageCollectorMXBeans()
                .toArray(new java.lang.management.GarbageCollectorMXBean[0]);
        java.lang.Runtime rt = java.lang.Runtime.getRuntime();
        long lastGc = collectionMillis(beans);
        long lastWall = System.nanoTime();
        double thrashedMs = 0;
        int seen = madeErrors;
        for (;;) {
            try {
                Thread.sleep(THRASH_LOOK_MS);
            } catch (InterruptedException e) {
                return;
            }
            long gc = collectionMillis(beans);
            long wall = System.nanoTime();
            long used = rt.totalMemory() - rt.freeMemory();
            double ms = (wall - lastWall) / 1e6;
            boolean thrash = used > THRASH_FULL * rt.maxMemory()
                    && gc - lastGc > THRASH_TIME * ms;
            thrashedMs = thrash ? thrashedMs + ms : 0;
            if (madeErrors != seen) {
                thrashedMs = 0;   // the heap ran out meanwhile: look afresh
                seen = madeErrors;
            } else if (thrashedMs >= THRASH_FOR_MS) {
                madeAtPost = seen;
                try {
                    Breaker.postSignal(RAISE_MEMORY_ERROR);
                    thrashedMs = 0;
                } catch (OutOfMemoryError e) {
                    // the queue could not take the action in a heap this full: next look
                }
            }
            lastGc = gc;
            lastWall = wall;
        }
    }

    private static long collectionMillis(java.lang.management.GarbageCollectorMXBean[] beans) {
        long ms = 0;
        for (java.lang.management.GarbageCollectorMXBean b : beans) {
            ms += Math.max(0, b.getCollectionTime());
        }
        return ms;
    }

    /**
     * The MemoryError for a Java heap that ran out: the reserve is given up so that the error,
     * its traceback and the handlers that catch it have room; it is taken back when the heap
     * allows, for the next time.
     */
    /** Print the Java stack trace of an internal fault when it becomes a SystemError. */
    static volatile boolean debug;

    /**
     * The Python exception for a Java throwable that reached the eval loop: a Python exception
     * itself, MemoryError for heap exhaustion, and for any other fault of the interpreter's own
     * Java code a SystemError that names it, raised where the program was, so that its
     * handlers and {@code finally} blocks run and the process goes on as CPython's does after
     * an internal error. Control flow that only looks like an exception (an exit from
     * compiled code already handled, a SyntaxError on its way to be converted) passes through.
     */
    static PyException fromJava(Throwable x) {
        if (x instanceof PyException p) {
            return p;
        }
        if (x instanceof OutOfMemoryError) {
            return memoryError();
        }
        if (x instanceof Tier2.OsrExit o) {
            throw o;
        }
        if (x instanceof org.specializer.core.ast.SyntaxErrorException s) {
            throw s;
        }
        if (debug) {
            x.printStackTrace();
        }
        return Py.error(org.specializer.api.PyExc.SystemError, "internal error: " + x
                + (debug ? "" : " (run with --debug for the Java stack trace)"));
    }

    static PyException memoryError() {
        reserve = null;
        madeErrors++;
        PyException e = Py.error(org.specializer.api.PyExc.MemoryError);
        takeReserve();
        return e;
    }

    static PyException unboundLocal(PyCode code, int slot) {
        return Py.error(PyExc.UnboundLocalError, "cannot access local variable '"
                + code.localsplusNames[slot] + "' where it is not associated with a value");
    }

    static PyException unboundFree(PyCode code, int slot) {
        if ((code.localsplusKinds[slot] & PyCode.KIND_FREE) != 0) {
            return nameError("cannot access free variable '" + code.localsplusNames[slot]
                    + "' where it is not associated with a value in enclosing scope",
                    code.localsplusNames[slot]);
        }
        return unboundLocal(code, slot);
    }

    static PyException nameNotDefined(PyStr name) {
        return nameError("name '" + name + "' is not defined", name);
    }

    static PyException nameError(String msg, PyStr name) {
        PyBaseException e = org.specializer.api.PyExc.create(PyExc.NameError, msg);
        ExceptionMethods.setNameErrorName(e, name);
        return new PyException(e);
    }

    /** A bug: an opcode the loop does not know. */
    static IllegalStateException badOpcode(PyCode code, int ip, int op) {
        String name = op < Opcode.count() ? Opcode.byNumber(op).name() : String.valueOf(op);
        return new IllegalStateException("unexpected opcode " + name + " at " + ip + " in "
                + code.qualname);
    }
}
