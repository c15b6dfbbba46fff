package org.specializer.core.interp;

import java.lang.invoke.MethodHandles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.core.tier2.Refusal;
import org.specializer.core.tier2.Translator;

/**
 * Tier 2: hot code objects compiled to JVM classes of their own.
 *
 * <p>The specializing interpreter (tier 1) counts, per code object, calls and loop iterations
 * ({@link PyCode#hotness}). At {@link #threshold} the code is translated
 * ({@link Translator}) as specialization has left its instructions, defined as a hidden class
 * in this package, and from then on every call runs the compiled form; a frame still running
 * in the loop moves over at its next backward jump (on-stack replacement at the loop head).
 * HotSpot then compiles each Python function as a method of its own, with its own profile,
 * and the value stack lives in JVM locals.
 *
 * <p>Generator frames move between the two tiers at any suspension: both keep a suspended
 * frame's locals and stack in its array. Code that tier 2 refuses (code that may read its own
 * frame's locals, code whose JVM method would be too large for HotSpot to compile) keeps
 * running in the loop; the refusal is remembered, so it costs one try.
 */
public final class Tier2 {
    private Tier2() {}

    /**
     * The default threshold: calls plus loop iterations before a code object of the program
     * is compiled. Low, because compiled code pays only once HotSpot has compiled it in turn:
     * on ../shared/bench, 50 against 1000 took the geometric mean of Specializer's time to
     * CPython's from 0.92 to 0.79 (200: 0.84).
     */
    public static final int DEFAULT_THRESHOLD = 50;

    /**
     * The default threshold for the standard library's code ({@link StdlibArchive#holds}).
     * Higher: imports run much library code a few hundred times (module set-up, the parsers
     * of re and typing), and compiling it early made importing typing, dataclasses, enum, re,
     * json and asyncio take about 40% longer. Library code that stays hot is compiled too,
     * a little later.
     */
    public static final int DEFAULT_LIB_THRESHOLD = 1000;

    /** Calls plus iterations at which code is compiled; MAX_VALUE when tier 2 is off. */
    static int threshold = DEFAULT_THRESHOLD;
    /** The same for the standard library's code: at least {@link #threshold}. */
    private static int libThreshold = DEFAULT_LIB_THRESHOLD;
    private static boolean enabled = true;

    /** {@link PyCode#compiled} of a code object waiting for the compiler thread. */
    private static final Object PENDING = new Object() {
        @Override
        public String toString() {
            return "queued for tier 2";
        }
    };

    /** {@link PyCode#compiled} of a code object tier 2 refused. */
    private static final Object REFUSED = new Object() {
        @Override
        public String toString() {
            return "refused by tier 2";
        }
    };

    private static final boolean VERBOSE = Boolean.getBoolean("specializer.tier2.verbose");
    private static final String DUMP = System.getProperty("specializer.tier2.dump");

    private static int compiledCount;
    private static final Map<String, Integer> REFUSALS = new LinkedHashMap<>();

    /**
     * Turn tier 2 on or off (before code runs: code already compiled in this run stays
     * compiled; code compiled in an earlier run is dropped when this one first calls it).
     */
    public static synchronized void setEnabled(boolean on) {
        enabled = on;
        threshold = on ? thresholdSetting : Integer.MAX_VALUE;
    }

    private static int thresholdSetting = DEFAULT_THRESHOLD;

    /**
     * Compile every code object, the standard library's included, after this many calls plus
     * loop iterations (0: at first call).
     */
    public static synchronized void setThreshold(int n) {
        if (n < 0) {
            throw new IllegalArgumentException("tier-2 threshold must be >= 0");
        }
        thresholdSetting = n;
        libThreshold = n;
        threshold = enabled ? n : Integer.MAX_VALUE;
    }

    /** The default thresholds: {@link #DEFAULT_THRESHOLD}, and {@link #DEFAULT_LIB_THRESHOLD}
     *  for the standard library's code. */
    public static synchronized void setDefaultThresholds() {
        setThreshold(DEFAULT_THRESHOLD);
        libThreshold = DEFAULT_LIB_THRESHOLD;
    }

    public static boolean isEnabled() {
        return enabled;
    }

    /** Code objects compiled so far in this JVM. */
    public static synchronized int compiledCount() {
        return compiledCount;
    }

    /** Refusals so far, by reason (the reason's first words). */
    public static synchronized Map<String, Integer> refusals() {
        return Map.copyOf(REFUSALS);
    }

    /**
     * The compiled form of {@code code}; null if it has none yet. Standard-library code that
     * reaches the program's threshold is first left to count on to the library's
     * ({@link PyCode#tier2Deferred}, which from then on marks it as library code). Code is
     * compiled now, null meaning refused, except library code with a compiler thread
     * ({@link #setBackground}): that is queued and this returns null at once; the caller goes
     * on in the interpreter and finds the compiled form at a later call or loop head. Library
     * code waits while the thread is importing a module.
     */
    static CompiledCode compile(PyCode code) {
        if (Tracing.on || code.lineOriginals != null) {
            code.hotness = 0;   // traced code (or code still marked for it) runs in the loop
            return null;
        }
        Object c = code.compiled;
        if (c instanceof CompiledCode cc) {
            return cc;
        }
        if (c == null && !code.tier2Deferred && libThreshold > threshold) {
            StdlibArchive lib = Runtime.stdlib();
            if (lib != null && lib.holds(code.filename)) {
                code.tier2Deferred = true;  // count on, up to the library's threshold
                code.hotness -= libThreshold - threshold;
                return null;
            }
        }
        if (c == null && code.tier2Deferred && ThreadState.importing > 0) {
            // library code an import made hot (module bodies, re's parser for the patterns a
            // module compiles, typing's and enum's class set-up) rarely stays hot after it:
            // compiling it then took the compiler thread and the second core from the import
            code.hotness = threshold - RECHECK;
            return null;
        }
        if (c == PENDING) {
            code.hotness = threshold - RECHECK;  // a running loop looks again in a while
            return null;
        }
        if (c == REFUSED || !enabled) {
            code.hotness = Integer.MIN_VALUE / 2;   // do not ask again for a long while
            return null;
        }
        if (background && code.tier2Deferred) {
            code.compiled = PENDING;
            code.hotness = threshold - RECHECK;
            Compiler.submit(code, Translator.Snapshot.of(code), code.adaptiveState);
            return null;
        }
        return translateAndDefine(code, null, code.adaptiveState);
    }

    /** Guards {@link PyCode#compiled} against a compilation that ends after a {@link #forget}. */
    private static final Object INSTALL = new Object();

    /**
     * The code was put back to its base forms for a new run ({@link Adaptive#quicken}): drop
     * its compiled form (made from the earlier run's specialization), its refusal and its
     * hotness. A compilation still queued or running for it installs nothing.
     */
    static void forget(PyCode code) {
        synchronized (INSTALL) {
            code.adaptiveState = null;  // no compilation's generation: none installs now
            code.compiled = null;
            code.hotness = 0;
            code.tier2Deferred = false;
            code.invalidations = 0;
            code.tier2Sites = null;
        }
    }

    /**
     * Compiled forms of one code object that may be given up ({@link #invalidate}); the one
     * compiled after that keeps no checks, and its failing guards run the generic form.
     */
    public static final int BUDGET = 6;

    /** Whether compiled code checks its guards and warming sites (off for experiments:
     *  {@code -Dspecializer.tier2.adapt=false}). */
    private static final boolean ADAPT =
            !"false".equals(System.getProperty("specializer.tier2.adapt"));

    private static int invalidationCount;
    private static int recompilationCount;
    private static int splitCount;

    /** Compiled forms given up so far in this JVM. */
    public static synchronized int invalidationCount() {
        return invalidationCount;
    }

    /** Compilations of code too large for one JVM method, split into regions. */
    public static synchronized int splitCount() {
        return splitCount;
    }

    /** Compilations of code whose earlier compiled form was given up. */
    public static synchronized int recompilationCount() {
        return recompilationCount;
    }

    private static final java.util.concurrent.atomic.AtomicInteger directCalls =
            new java.util.concurrent.atomic.AtomicInteger();

    /** CALL sites compiled so far in this JVM to call a known builtin's implementation
     *  directly (behind an identity check of the callable). */
    public static int directCallCount() {
        return directCalls.get();
    }

    /** The translator compiled one more such site. */
    public static void countDirectCall() {
        directCalls.incrementAndGet();
    }

    /**
     * A check in {@code cc}, the compiled form of {@code code}, asks to leave it at the
     * instruction starting at {@code unit} ({@code misses}, the form's guard failures per
     * code unit so far: a guard kept failing; null: a site that was warming at compilation
     * runs). Gives the compiled form up (the next call runs
     * in the interpreter, which compiles the code again when it is hot again), arms the site's
     * counter so that the interpreter decides it at once, and returns true; false when the
     * code has spent its {@link #BUDGET} and keeps this form. A frame whose form has been
     * replaced already leaves too.
     */
    static boolean invalidate(PyCode code, CompiledCode cc, int unit, int[] misses) {
        boolean miss = misses != null;
        synchronized (INSTALL) {
            if (code.compiled != cc) {
                return true;
            }
            if (code.invalidations >= BUDGET) {
                return false;
            }
            if (miss) {
                // a site that gave a form up before and misses again is polymorphic (the
                // receivers of a method that subclasses share, say): recompiling for each of
                // its shapes in turn would only spend the budget
                java.util.BitSet old = code.tier2Sites instanceof java.util.BitSet b ? b : null;
                if (old != null && old.get(unit)) {
                    return false;
                }
                // a new set each time: a translation on the background thread reads it
                java.util.BitSet sites = old == null ? new java.util.BitSet()
                        : (java.util.BitSet) old.clone();
                sites.set(unit);
                // sites that missed half as often meanwhile fail together with this one (the
                // same receiver's attributes, say): they give this form up with it, rather than
                // one recompilation each
                for (int u = 0; u < misses.length; u++) {
                    if (misses[u] >= CompiledCode.MISS_LIMIT / 2 && !sites.get(u)) {
                        sites.set(u);
                        arm(code, u);
                    }
                }
                code.tier2Sites = sites;
            }
            code.invalidations++;
            code.compiled = null;
            // compiled again soon: long enough in the interpreter for the sites that now miss
            // to spend their cooldown and specialize again, no longer (the loop is cold code
            // for the JVM by now: HotSpot would compile it again)
            code.hotness = Math.max(0, threshold - 2 * RECHECK);
        }
        arm(code, unit);
        synchronized (Tier2.class) {
            invalidationCount++;
        }
        Events.tier2Invalidate(code, unit, miss);
        if (VERBOSE) {
            System.err.printf("tier2: gave up %s (%s:%d) at %d: %s%n", code.qualname,
                    code.filename, code.firstlineno, unit,
                    miss ? "a guard kept failing" : "a site warming at compilation ran");
        }
        return true;
    }

    /**
     * Arm the counter of the site at {@code unit} so that the interpreter decides it again at
     * its next execution (or miss); a failure then backs off from the warm-up's exponent, so
     * the site does not look as if it were still warming.
     */
    private static void arm(PyCode code, int unit) {
        char[] instr = code.instructions;
        int p = unit;
        while ((instr[p] & 0xFF) == Op.EXTENDED_ARG) {
            p++;
        }
        if (instr[p + 1] != Counters.UNREACHABLE) {
            instr[p + 1] = (char) Counters.make(0, Counters.backoff(Specialization.warmup));
        }
    }

    /**
     * Translate and define {@code code} ({@code state}: a snapshot of its specialization, or
     * null to read the live arrays in the interpreter's own thread); install and return the
     * compiled form, or record the refusal and return null. {@code generation}: the code's
     * {@link PyCode#adaptiveState} when it was snapshotted; if the code has been quickened
     * again since, the result belongs to decisions it no longer has and is not installed.
     */
    private static CompiledCode translateAndDefine(PyCode code, Translator.Snapshot state,
            Object generation) {
        Events.Tier2Compile event = Events.tier2Begin();
        long t0 = VERBOSE ? System.nanoTime() : 0;
        try {
            CompiledCode cc = define(code, state);
            Events.tier2End(event, code, cc.size, null);
            synchronized (INSTALL) {
                if (code.adaptiveState != generation) {
                    return null;
                }
                code.compiled = cc;
            }
            synchronized (Tier2.class) {
                compiledCount++;
                if (code.invalidations > 0) {
                    recompilationCount++;
                }
                if (cc.regions > 1) {
                    splitCount++;
                }
            }
            if (VERBOSE) {
                System.err.printf("tier2: compiled %s (%s:%d) in %.1f ms%s%n", code.qualname,
                        code.filename, code.firstlineno, (System.nanoTime() - t0) / 1e6,
                        cc.regions > 1 ? ", " + cc.regions + " regions" : "");
            }
            return cc;
        } catch (Refusal r) {
            refuse(code, r.getMessage(), generation);
            Events.tier2End(event, code, 0, r.getMessage());
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            refuse(code, "internal: " + e, generation);
            Events.tier2End(event, code, 0, "internal: " + e);
        }
        return null;
    }

    /** Loop iterations a frame runs in the interpreter between looks at a queued compilation. */
    private static final int RECHECK = 200;

    /**
     * Whether the standard library's hot code (with the default thresholds) is compiled on a
     * thread of its own: the program does not wait for it (imports run much library code a
     * few hundred times: compiling it in the running thread made importing typing,
     * dataclasses, enum, re, json and asyncio take about 35% longer), and the interpreter keeps
     * running the code meanwhile. The program's own code is compiled in the thread that made it
     * hot, exactly at the threshold, which is what a hot loop wants: compiling it on the other
     * thread instead took ../shared/bench from 0.79 of CPython's time to 0.92 in geometric mean
     * (the two cores are busy with HotSpot's compilers as well). Off, all code is compiled in
     * the running thread, which makes an experiment repeatable.
     */
    private static volatile boolean background;

    /** Compile the standard library's code on a thread of the compiler's own ({@code true}) or
     *  all code in the running thread. */
    public static void setBackground(boolean on) {
        background = on;
    }

    /** The compiler thread and its queue, started at the first compilation. */
    private static final class Compiler {
        private static final java.util.concurrent.BlockingQueue<Object[]> QUEUE =
                new java.util.concurrent.LinkedBlockingQueue<>();

        static {
            Thread t = new Thread(Compiler::work, "specializer-tier2");
            t.setDaemon(true);
            t.start();
        }

        static void submit(PyCode code, Translator.Snapshot state, Object generation) {
            QUEUE.add(new Object[] {code, state, generation});
        }

        private static void work() {
            for (;;) {
                Object[] job;
                try {
                    job = QUEUE.take();
                } catch (InterruptedException e) {
                    return;
                }
                translateAndDefine((PyCode) job[0], (Translator.Snapshot) job[1], job[2]);
            }
        }
    }

    private static void refuse(PyCode code, String why, Object generation) {
        synchronized (INSTALL) {
            if (code.adaptiveState != generation) {
                return;
            }
            code.compiled = REFUSED;
            code.hotness = Integer.MIN_VALUE / 2;
        }
        synchronized (Tier2.class) {
            REFUSALS.merge(why.split("[(:]", 2)[0].strip(), 1, Integer::sum);
        }
        if (VERBOSE) {
            System.err.println("tier2: refused " + code.qualname + ": " + why);
        }
    }

    private static synchronized CompiledCode define(PyCode code, Translator.Snapshot state)
            throws Refusal, ReflectiveOperationException {
        String name = "org/specializer/core/interp/Py_" + sanitize(code.qualname);
        Translator.Adaptation adapt = ADAPT && code.invalidations < BUDGET
                ? new Translator.Adaptation(Counters.backoff(Specialization.warmup)) : null;
        Translator.Result r = Translator.translate(code,
                state != null ? state : Translator.Snapshot.live(code), name, adapt);
        if (DUMP != null) {
            try {
                Path dir = Path.of(DUMP);
                Files.createDirectories(dir);
                Files.write(dir.resolve(sanitize(code.qualname) + "_" + code.version + ".class"),
                        r.bytes());
            } catch (java.io.IOException e) {
                System.err.println("tier2: cannot dump " + code.qualname + ": " + e);
            }
        }
        MethodHandles.Lookup hidden = MethodHandles.lookup()
                .defineHiddenClassWithClassData(r.bytes(), r.classData(), false);
        // its initializer makes the one instance and hands it to initialized()
        hidden.ensureInitialized(hidden.lookupClass());
        CompiledCode cc = justInitialized;
        justInitialized = null;
        if (cc == null || cc.getClass() != hidden.lookupClass()) {
            throw new IllegalStateException("tier 2: " + code.qualname + " was not initialized");
        }
        cc.size = r.codeSize();
        cc.regions = r.regions();
        return cc;
    }

    private static CompiledCode justInitialized;

    /** Called by a compiled class's static initializer with its instance. */
    static void initialized(CompiledCode cc) {
        justInitialized = cc;
    }

    private static String sanitize(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && b.length() < 60; i++) {
            char c = s.charAt(i);
            b.append(Character.isLetterOrDigit(c) && c < 128 ? c : '_');
        }
        return b.toString();
    }

    /**
     * The loop reached a loop head at {@code ip} with the code hot: continue the frame in
     * compiled code, with its locals and stack as {@code f.s} holds them (up to {@code sp}).
     * Returns the frame's result, or null when the code is not compiled (the loop goes on).
     * An exception the compiled code raises leaves as an {@link OsrExit}, which the loop does
     * not catch: the compiled code has already handled it for this frame.
     */
    static PyObject osr(Frame f, int ip, int sp) {
        CompiledCode cc = compile(f.code);
        if (cc == null) {
            return null;
        }
        f.sp = sp;
        try {
            return cc.run(f, ip);
        } catch (PyException e) {
            throw new OsrExit(e);
        }
    }

    /** A Python exception leaving compiled code that a frame entered from the loop. */
    static final class OsrExit extends RuntimeException {
        final PyException exception;

        OsrExit(PyException e) {
            super(null, null, false, false);
            this.exception = e;
        }
    }
}
