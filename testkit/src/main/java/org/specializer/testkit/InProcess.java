package org.specializer.testkit;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.Timer;
import java.util.TimerTask;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.Interpreter;
import org.specializer.core.interp.Breaker;
import org.specializer.core.interp.Runtime;
import org.specializer.core.interp.Stats;
import org.specializer.core.interp.Tier2;
import org.specializer.spi.Family;
import org.specializer.spi.Specializer;

/**
 * Runs Python programs inside the test JVM: one interpreter, many runs, each with its own
 * specializers and counter settings, its output captured through
 * {@link Interpreter#setStandardStreams}. A run costs milliseconds once the JIT has warmed up,
 * where a launcher process costs half a second, so soundness tests run every program in every
 * mode here and keep the launcher for what only it can show (flags, discovery, exit status).
 *
 * <p>The interpreter's runtime (the builtins module, {@code sys.modules}) outlives a run, so
 * each run is fenced: modules it imported are dropped from {@code sys.modules} afterwards, and
 * a program that leaves the builtins changed fails (after they are put back), naming what it
 * changed. Code that outlives a run (Lib's import system, loaded once per interpreter, and
 * whatever a program leaves reachable) keeps nothing of that run's specialization: core puts
 * it back to its base forms, caches empty, when the next run first calls it (a new
 * {@code Specialization.install}), so the decisions of an untrusted specializer, which may be
 * wrong in its own run, never reach the next. Statistics are global too; a run reports the
 * difference it made. They need
 * {@code -Dspecializer.stats=true} in the JVM, which this class sets itself when it is loaded
 * before the interpreter's statistics are.
 *
 * <p>Dict keys versions are one budget per JVM, as in CPython: LOAD_GLOBAL caches them in 16
 * bits, so after 65,535 versions it fails OUT_OF_RANGE for good. A test that churns versions
 * (globals added while a load is hot, cooldown 0) should stay small, or later LOAD_GLOBAL
 * tests in the same JVM see no hits.
 *
 * <p>A program may call {@code __probe__(label)} (a builtin that exists only during in-process
 * runs): it records the state of every adaptive site at that moment, so a test can assert what
 * a site was before and after a mutation.
 *
 * <p>A run that takes longer than {@link #timeoutMillis} is interrupted as by SIGINT (a
 * KeyboardInterrupt at its next safe point), so a program that loops for ever fails instead of
 * hanging the build.
 */
public final class InProcess {
    private InProcess() {}

    static {
        if (System.getProperty("specializer.stats") == null) {
            System.setProperty("specializer.stats", "true");
        }
    }

    /**
     * The specializers found on the module path (or class path) by {@link ServiceLoader}, as
     * the launcher finds its bundled ones: one per family, the first found.
     */
    public static final Map<Family, Specializer> FAMILIES = discover();

    private static Map<Family, Specializer> discover() {
        Map<Family, Specializer> m = new EnumMap<>(Family.class);
        ClassLoader loader = InProcess.class.getClassLoader();
        for (Specializer s : ServiceLoader.load(Specializer.class, loader)) {
            m.putIfAbsent(s.family(), s);
        }
        return Collections.unmodifiableMap(m);
    }

    /** How long a run may take before it is interrupted, in milliseconds. */
    public static volatile long timeoutMillis = 60_000;

    private static final Timer WATCHDOG = new Timer("in-process watchdog", true);

    /**
     * Specializers and counter settings: what the launcher's flags choose. The named
     * constructors take families and find their specializers in {@link #FAMILIES};
     * {@link #of} takes the specializers themselves (a plugin's, an untrusted one).
     */
    public static final class Mode {
        private final String name;
        private final List<Specializer> specializers;
        private final int warmup;
        private final int cooldown;
        private final Integer tier2Threshold;
        private final int tier2Split;

        private Mode(String name, List<Specializer> specializers, int warmup, int cooldown,
                Integer tier2Threshold) {
            this(name, specializers, warmup, cooldown, tier2Threshold, 0);
        }

        private Mode(String name, List<Specializer> specializers, int warmup, int cooldown,
                Integer tier2Threshold, int tier2Split) {
            this.name = name;
            this.specializers = List.copyOf(specializers);
            this.warmup = warmup;
            this.cooldown = cooldown;
            this.tier2Threshold = tier2Threshold;
            this.tier2Split = tier2Split;
        }

        /**
         * This mode with tier 2 splitting every code object larger than {@code bytes} of JVM
         * code into regions of about that size (methods of their own), as it splits code too
         * large for one method: jumps, handlers and resumptions then cross regions everywhere.
         */
        public Mode splitInto(int bytes) {
            return new Mode(name + ", regions of " + bytes + " bytes", specializers, warmup,
                    cooldown, tier2Threshold, bytes);
        }

        /** The region size tier 2 splits code into (0: only code too large for one method). */
        public int tier2Split() {
            return tier2Split;
        }

        /** {@code families} with these counters; tier 2 at {@code tier2Threshold} (null: off). */
        public Mode(String name, Set<Family> families, int warmup, int cooldown,
                Integer tier2Threshold) {
            this(name, bundled(families), warmup, cooldown, tier2Threshold);
        }

        /** A tier-1 mode: everything runs in the specializing interpreter (tier 2 off). */
        public Mode(String name, Set<Family> families, int warmup, int cooldown) {
            this(name, families, warmup, cooldown, null);
        }

        /** These specializers (at most one per family) with these counters and tier 2 setting. */
        public static Mode of(String name, List<Specializer> specializers, int warmup,
                int cooldown, Integer tier2Threshold) {
            Set<Family> seen = EnumSet.noneOf(Family.class);
            for (Specializer s : specializers) {
                if (!seen.add(s.family())) {
                    throw new IllegalArgumentException("two specializers for " + s.family());
                }
            }
            return new Mode(name, specializers, warmup, cooldown, tier2Threshold);
        }

        public String name() {
            return name;
        }

        public List<Specializer> specializers() {
            return specializers;
        }

        public int warmup() {
            return warmup;
        }

        public int cooldown() {
            return cooldown;
        }

        /** Tier 2's threshold, or null when tier 2 is off. */
        public Integer tier2Threshold() {
            return tier2Threshold;
        }

        /** {@code --warmup=W --tier2-threshold=N} with every family. */
        public static Mode tier2(int warmup, int threshold) {
            return new Mode("--warmup=" + warmup + " --tier2-threshold=" + threshold,
                    FAMILIES.keySet(), warmup, 52, threshold);
        }

        /**
         * {@code families}, {@code --warmup=0 --tier2-threshold=N}: sites specialize at once and
         * tier 2 compiles them soon after, so its fast paths meet what the program does next.
         */
        public static Mode tier2Of(String label, Set<Family> families, int threshold) {
            return new Mode(label + ", --warmup=0 --tier2-threshold=" + threshold, families, 0,
                    52, threshold);
        }

        /** {@code --no-specialize --tier2-threshold=N}: tier 2 over generic instructions. */
        public static Mode tier2Generic(int threshold) {
            return new Mode("--no-specialize --tier2-threshold=" + threshold, Set.of(), 1, 52,
                    threshold);
        }

        /** {@code --no-specialize}. */
        public static final Mode NO_SPECIALIZE = new Mode("--no-specialize", List.of(), 1, 52,
                null);

        /** Every family, CPython's counters (warmup 1, cooldown 52). */
        public static Mode defaults() {
            return new Mode("defaults", FAMILIES.keySet(), 1, 52);
        }

        /** {@code --warmup=0}: specialize at a site's first execution. */
        public static Mode eager() {
            return new Mode("--warmup=0", FAMILIES.keySet(), 0, 52);
        }

        /** {@code --warmup=0 --cooldown=0}: specialize at once, re-decide at the first miss. */
        public static Mode churn() {
            return new Mode("--warmup=0 --cooldown=0", FAMILIES.keySet(), 0, 0);
        }

        /** {@code --families=F}. */
        public static Mode only(Family f) {
            return new Mode("--families=" + f.folderName(), Set.of(f), 1, 52);
        }

        /** {@code --families=F --warmup=0}. */
        public static Mode eagerOnly(Family f) {
            return new Mode("--families=" + f.folderName() + " --warmup=0", Set.of(f), 0, 52);
        }

        private static List<Specializer> bundled(Set<Family> families) {
            List<Specializer> out = new ArrayList<>();
            Set<Family> inOrder = EnumSet.noneOf(Family.class);
            inOrder.addAll(families);
            for (Family f : inOrder) {
                Specializer s = FAMILIES.get(f);
                if (s == null) {
                    throw new IllegalArgumentException("no specializer for " + f + " on the "
                            + "module path (found: " + FAMILIES.keySet() + ")");
                }
                out.add(s);
            }
            return out;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A family's statistics for one run (the difference the run made). */
    public record Counts(long attempts, long successes, long failures,
            Map<String, Long> failureKinds, long hits, long misses, long deopts, long deferred,
            long unreachable, Map<String, Long> childHits) {
        public long childHits(String child) {
            return childHits.getOrDefault(child, 0L);
        }
    }

    /** What a run printed and did. */
    public record Result(String program, Mode mode, int status, String stdout, String stderr,
            Map<Family, Counts> stats, List<Probe> probes, List<SiteState> sitesAfter,
            int tier2Compiled) {
        public Counts stats(Family f) {
            return stats.get(f);
        }

        /** The sites as {@code __probe__(label)} saw them. */
        public List<SiteState> probe(String label) {
            return probeCall(label).sites();
        }

        /** The call {@code __probe__(label, ...)}. */
        public Probe probeCall(String label) {
            Probe found = null;
            for (Probe p : probes) {
                if (p.label().equals(label)) {
                    if (found != null) {
                        throw new AssertionError("probe '" + label + "' ran more than once");
                    }
                    found = p;
                }
            }
            if (found == null) {
                throw new AssertionError("no probe '" + label + "' in " + program + "; stdout:\n"
                        + stdout + "stderr:\n" + stderr);
            }
            return found;
        }

        /** The last line of stderr (a traceback's exception line). */
        public String lastErrLine() {
            String[] lines = stderr.strip().split("\n");
            return lines[lines.length - 1];
        }

        public String describe() {
            return program + " [" + mode + "] status " + status + "\nstdout:\n" + stdout
                    + "stderr:\n" + stderr;
        }
    }

    /**
     * The sites seen by one call of {@code __probe__(label[, subject])}; {@code subject} is
     * any object the program hands over (a globals dict, say), or null. The keys versions of
     * the subject (when a dict) and of the builtins are as they were at the call.
     */
    public record Probe(String label, List<SiteState> sites, PyObject subject,
            int subjectKeysVersion, int builtinsKeysVersion) {}

    private static List<Probe> probes;

    private static final PyStr PROBE_NAME = PyStr.intern("__probe__");
    private static final PyBuiltinFunction PROBE = new PyBuiltinFunction(Builtin.Impl.ofN(
            "__probe__", "__probe__", 1, 2, (self, args) -> {
                PyObject subject = args.length > 1 ? args[1] : null;
                probes.add(new Probe(((PyStr) args[0]).value,
                        SiteState.all(Interpreter.codeObjects()), subject,
                        subject instanceof PyDict d ? d.currentKeysVersion() : 0,
                        Runtime.builtins().currentKeysVersion()));
                return Py.None;
            }), null);

    /** Run the program file in {@code mode}. */
    public static Result run(Path program, Mode mode) {
        try {
            String source = Files.readString(program, StandardCharsets.UTF_8);
            return run(source, program.toString(), mode);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Run {@code source} as {@code __main__} in {@code mode}, on a thread with a deep stack (as
     * the launcher does), with stdin empty and stdout and stderr captured.
     */
    public static Result run(String source, String filename, Mode mode) {
        return run(source, filename, mode, timeoutMillis);
    }

    /** {@link #run(String, String, Mode)}, interrupted after {@code timeout} milliseconds. */
    public static Result run(String source, String filename, Mode mode, long timeout) {
        return run(source, filename, mode, timeout, true);
    }

    /**
     * {@link #run(String, String, Mode, long)}; a program that leaves the builtins changed
     * fails only when {@code builtinsMustStay} (they are put back either way): a run whose
     * decisions may give wrong values, as untrusted ones may, can lose its own clean-up.
     */
    public static synchronized Result run(String source, String filename, Mode mode,
            long timeout, boolean builtinsMustStay) {
        if (!Stats.ENABLED) {
            throw new IllegalStateException("in-process runs need -Dspecializer.stats=true "
                    + "(the interpreter's statistics were loaded before the kit could set it)");
        }
        Runtime.init();
        boolean probing = source.contains("__probe__");
        Map<PyObject, PyObject> builtinsBefore = entries(Runtime.builtins());
        Map<PyObject, PyObject> modulesBefore = entries(Runtime.modules());
        Object codecsBefore = org.specializer.api.Codecs.saveRegistry();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Interpreter.setStandardStreams(new ByteArrayInputStream(new byte[0]), out, err);
        probes = new ArrayList<>();
        if (probing) {
            Runtime.builtins().setItem(PROBE_NAME, PROBE);
        }
        Interpreter.Options options = new Interpreter.Options();
        options.specializers = mode.specializers();
        options.warmup = mode.warmup();
        options.cooldown = mode.cooldown();
        options.recordCode = true;
        options.tier2 = mode.tier2Threshold() != null;
        options.tier2Threshold = mode.tier2Threshold();
        options.tier2Split = mode.tier2Split();
        int compiledBefore = Tier2.compiledCount();
        Stats.Snapshot before = Stats.snapshot();
        int status;
        List<SiteState> after;
        TimerTask interrupt = new TimerTask() {
            @Override
            public void run() {
                Breaker.postSignal(() -> {
                    throw Py.error(PyExc.KeyboardInterrupt, "in-process run timed out after "
                            + timeout + " ms");
                });
            }
        };
        WATCHDOG.schedule(interrupt, timeout);
        try {
            Path file = Path.of(filename);
            String dir = file.toAbsolutePath().getParent() == null ? ""
                    : file.toAbsolutePath().getParent().toString();
            status = Interpreter.run(source, filename, List.of(filename), dir, options);
            after = SiteState.all(Interpreter.codeObjects());
        } finally {
            interrupt.cancel();
            if (probing) {
                Runtime.builtins().delItem(PROBE_NAME);
            }
            restore(Runtime.modules(), modulesBefore);
            // the codec registry's search functions belong to this run's encodings module
            org.specializer.api.Codecs.restoreRegistry(codecsBefore);
        }
        Stats.Snapshot end = Stats.snapshot();
        List<String> leaked = restore(Runtime.builtins(), builtinsBefore);
        if (!leaked.isEmpty() && builtinsMustStay) {
            throw new AssertionError(filename + " [" + mode + "] left the builtins changed "
                    + "(put back now): " + leaked);
        }
        return new Result(filename, mode, status, out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8), difference(before, end),
                List.copyOf(probes), after, Tier2.compiledCount() - compiledBefore);
    }

    private static Map<PyObject, PyObject> entries(PyDict d) {
        Map<PyObject, PyObject> m = new LinkedHashMap<>();
        for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
            m.put(d.keyAt(i), d.valueAt(i));
        }
        return m;
    }

    /** Put {@code d} back to {@code saved}; the names of the keys that had changed. */
    private static List<String> restore(PyDict d, Map<PyObject, PyObject> saved) {
        List<String> changed = new ArrayList<>();
        Map<PyObject, PyObject> now = entries(d);
        for (PyObject k : now.keySet()) {
            if (!saved.containsKey(k)) {
                changed.add("added " + k);
                d.delItem(k);
            }
        }
        for (Map.Entry<PyObject, PyObject> e : saved.entrySet()) {
            if (now.get(e.getKey()) != e.getValue()) {
                changed.add((now.containsKey(e.getKey()) ? "changed " : "deleted ") + e.getKey());
                d.setItem(e.getKey(), e.getValue());
            }
        }
        return changed;
    }

    private static Map<Family, Counts> difference(Stats.Snapshot a, Stats.Snapshot b) {
        Map<Family, Counts> out = new EnumMap<>(Family.class);
        for (Family f : Family.values()) {
            Stats.FamilyStats x = a.families.get(f);
            Stats.FamilyStats y = b.families.get(f);
            out.put(f, new Counts(y.attempts() - x.attempts(), y.successes() - x.successes(),
                    y.failures() - x.failures(), minus(y.failureKinds(), x.failureKinds()),
                    y.hits() - x.hits(), y.misses() - x.misses(), y.deopts() - x.deopts(),
                    y.deferred() - x.deferred(), y.unreachable() - x.unreachable(),
                    minus(y.childHits(), x.childHits())));
        }
        return out;
    }

    private static Map<String, Long> minus(Map<String, Long> y, Map<String, Long> x) {
        Map<String, Long> out = new LinkedHashMap<>();
        Set<String> keys = new LinkedHashSet<>(y.keySet());
        for (String k : keys) {
            long d = y.get(k) - x.getOrDefault(k, 0L);
            if (d != 0) {
                out.put(k, d);
            }
        }
        return out;
    }
}
