package org.specializer.core.interp;

import java.util.LinkedHashMap;
import java.util.Map;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * Specialization statistics (CPython's pystats), collected only when the JVM starts with
 * {@code -Dspecializer.stats=true}: {@link #ENABLED} is a {@code static final} constant, so
 * with statistics off the JIT removes every counting statement.
 */
public final class Stats {
    private Stats() {}

    public static final boolean ENABLED = Boolean.getBoolean("specializer.stats");

    static final long[] EXECUTIONS = new long[Opcode.count()];
    static final long[] HITS = new long[Opcode.count()];
    static final long[] MISSES = new long[Opcode.count()];
    static final long[] ATTEMPTS = new long[Family.values().length];
    static final long[] SUCCESSES = new long[Family.values().length];
    static final long[] FAILURES = new long[Family.values().length];
    static final long[] DEOPTS = new long[Family.values().length];
    static final long[] DEFERRED = new long[Family.values().length];
    static final long[] UNREACHABLE = new long[Family.values().length];
    @SuppressWarnings("unchecked")
    static final Map<String, Long>[] FAILURE_KINDS = new Map[Family.values().length];

    /** Per family, each extension descriptor's name to its hits, misses and deopts. */
    @SuppressWarnings("unchecked")
    static final Map<String, long[]>[] EXTENSIONS = new Map[Family.values().length];

    static {
        for (int i = 0; i < FAILURE_KINDS.length; i++) {
            FAILURE_KINDS[i] = new LinkedHashMap<>();
            EXTENSIONS[i] = new LinkedHashMap<>();
        }
    }

    private static long[] extension(int op, String name) {
        return EXTENSIONS[Opcode.byNumber(op).family().ordinal()]
                .computeIfAbsent(name, k -> new long[3]);
    }

    static void extensionHit(int op, String name) {
        extension(op, name)[0]++;
    }

    static void extensionMiss(int op, String name) {
        extension(op, name)[1]++;
    }

    static void extensionDeopt(int op, String name) {
        extension(op, name)[2]++;
    }

    static void executed(int op) {
        if (op < EXECUTIONS.length) {
            EXECUTIONS[op]++;
        }
    }

    static void hit(int op) {
        HITS[op]++;
    }

    static void miss(int op) {
        MISSES[op]++;
    }

    static void failure(Family f, FailureKind kind) {
        FAILURES[f.ordinal()]++;
        FAILURE_KINDS[f.ordinal()].merge(kind.name(), 1L, Long::sum);
    }

    /** A copy of everything collected so far. */
    public static Snapshot snapshot() {
        Snapshot s = new Snapshot();
        for (Family f : Family.values()) {
            int i = f.ordinal();
            long hits = 0;
            long misses = 0;
            Map<String, Long> children = new LinkedHashMap<>();
            for (Opcode c : f.base().children()) {
                hits += HITS[c.number()];
                misses += MISSES[c.number()];
                if (HITS[c.number()] + MISSES[c.number()] > 0) {
                    children.put(c.name(), HITS[c.number()]);
                }
            }
            Map<String, ExtensionStats> ext = new LinkedHashMap<>();
            EXTENSIONS[i].forEach((k, v) -> ext.put(k, new ExtensionStats(v[0], v[1], v[2])));
            s.families.put(f, new FamilyStats(ATTEMPTS[i], SUCCESSES[i], FAILURES[i],
                    new LinkedHashMap<>(FAILURE_KINDS[i]), hits, misses, DEOPTS[i], DEFERRED[i],
                    UNREACHABLE[i], children, ext));
        }
        for (Opcode op : Opcode.values()) {
            long n = EXECUTIONS[op.number()];
            if (n > 0) {
                s.executions.put(op.name(), n);
            }
        }
        return s;
    }

    /**
     * One family's counters. {@code childHits} maps each child seen to its hits;
     * {@code extensions} each extension descriptor's name to its own counters (its hits and
     * misses are also those of the family's extension child).
     */
    public record FamilyStats(long attempts, long successes, long failures,
            Map<String, Long> failureKinds, long hits, long misses, long deopts, long deferred,
            long unreachable, Map<String, Long> childHits,
            Map<String, ExtensionStats> extensions) {}

    /** One extension descriptor's counters, by its name. */
    public record ExtensionStats(long hits, long misses, long deopts) {}

    /** All statistics of a run. */
    public static final class Snapshot {
        public final Map<Family, FamilyStats> families = new LinkedHashMap<>();
        public final Map<String, Long> executions = new LinkedHashMap<>();
    }
}
