package org.specializer.bootstrap;

import java.util.Map;
import java.util.TreeMap;
import org.specializer.core.interp.Stats;
import org.specializer.core.interp.Tier2;
import org.specializer.spi.Family;

/**
 * Specialization statistics, formatted for people (a table) or for scripts (JSON).
 *
 * <p>Per family: attempts (the specializer was asked), successes, failures (by kind), hits
 * (a specialized instruction's guards passed), misses (they failed and the generic form ran),
 * deopts (a miss that spent the counter and sent the site back to its specializer), deferred
 * (base executions that only advanced the counter), unreachable (sites armed off because the
 * family had no specializer). Then executions per opcode (by the interpreter: code tier 2 runs
 * is not counted, which is why {@code --stats} leaves tier 2 off unless a threshold is given;
 * an extension descriptor's hits and misses are counted in compiled code too),
 * and what tier 2 compiled and refused.
 */
final class StatsReport {
    private StatsReport() {}

    static String table(Stats.Snapshot s) {
        StringBuilder sb = new StringBuilder();
        sb.append("Specialization statistics\n");
        sb.append(String.format("%-16s %10s %9s %9s %14s %12s %8s %12s %11s%n", "family",
                "attempts", "success", "failure", "hits", "misses", "deopts", "deferred",
                "unreachable"));
        for (Map.Entry<Family, Stats.FamilyStats> e : s.families.entrySet()) {
            Stats.FamilyStats f = e.getValue();
            if (f.attempts() + f.hits() + f.misses() + f.deferred() + f.unreachable() == 0) {
                continue;
            }
            sb.append(String.format("%-16s %10d %9d %9d %14d %12d %8d %12d %11d%n",
                    e.getKey().folderName(), f.attempts(), f.successes(), f.failures(), f.hits(),
                    f.misses(), f.deopts(), f.deferred(), f.unreachable()));
            if (!f.childHits().isEmpty()) {
                sb.append("    hits by child:");
                f.childHits().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
                sb.append('\n');
            }
            f.extensions().forEach((k, v) -> sb.append(String.format(
                    "    extension %-24s hits=%d misses=%d deopts=%d%n", k, v.hits(), v.misses(),
                    v.deopts())));
            if (!f.failureKinds().isEmpty()) {
                sb.append("    failures by kind:");
                f.failureKinds().forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
                sb.append('\n');
            }
        }
        sb.append("\nExecutions by opcode (in the interpreter)\n");
        s.executions.entrySet().stream()
                .sorted((a, b) -> Long.compare(b.getValue(), a.getValue()))
                .forEach(e -> sb.append(String.format("  %-42s %14d%n", e.getKey(),
                        e.getValue())));
        sb.append("\nTier 2: ").append(Tier2.isEnabled() ? "on" : "off").append(", ")
                .append(Tier2.compiledCount()).append(" code objects compiled (")
                .append(Tier2.recompilationCount()).append(" recompiled, ")
                .append(Tier2.splitCount()).append(" split into regions), ")
                .append(Tier2.invalidationCount()).append(" compiled forms given up");
        Map<String, Integer> refused = new TreeMap<>(Tier2.refusals());
        if (!refused.isEmpty()) {
            sb.append("; refused:");
            refused.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        }
        return sb.append('\n').toString();
    }

    static String json(Stats.Snapshot s) {
        StringBuilder sb = new StringBuilder("{\n  \"families\": {");
        boolean first = true;
        for (Map.Entry<Family, Stats.FamilyStats> e : s.families.entrySet()) {
            Stats.FamilyStats f = e.getValue();
            sb.append(first ? "\n" : ",\n");
            first = false;
            sb.append("    \"").append(e.getKey().folderName()).append("\": {")
                    .append("\"attempts\": ").append(f.attempts())
                    .append(", \"successes\": ").append(f.successes())
                    .append(", \"failures\": ").append(f.failures())
                    .append(", \"failure_kinds\": ").append(map(f.failureKinds()))
                    .append(", \"hits\": ").append(f.hits())
                    .append(", \"misses\": ").append(f.misses())
                    .append(", \"deopts\": ").append(f.deopts())
                    .append(", \"deferred\": ").append(f.deferred())
                    .append(", \"unreachable\": ").append(f.unreachable())
                    .append(", \"child_hits\": ").append(map(f.childHits()))
                    .append(", \"extensions\": ").append(extensions(f.extensions()))
                    .append('}');
        }
        Map<String, Long> refused = new TreeMap<>();
        Tier2.refusals().forEach((k, v) -> refused.put(k, (long) v));
        sb.append("\n  },\n  \"executions\": ").append(map(s.executions))
                .append(",\n  \"tier2\": {\"enabled\": ").append(Tier2.isEnabled())
                .append(", \"compiled\": ").append(Tier2.compiledCount())
                .append(", \"recompiled\": ").append(Tier2.recompilationCount())
                .append(", \"split\": ").append(Tier2.splitCount())
                .append(", \"invalidated\": ").append(Tier2.invalidationCount())
                .append(", \"refused\": ").append(map(refused)).append("}\n}\n");
        return sb.toString();
    }

    private static String extensions(Map<String, Stats.ExtensionStats> m) {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (Map.Entry<String, Stats.ExtensionStats> e : m.entrySet()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            Stats.ExtensionStats x = e.getValue();
            sb.append('"').append(e.getKey()).append("\": {\"hits\": ").append(x.hits())
                    .append(", \"misses\": ").append(x.misses()).append(", \"deopts\": ")
                    .append(x.deopts()).append('}');
        }
        return sb.append('}').toString();
    }

    private static String map(Map<String, Long> m) {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (Map.Entry<String, Long> e : m.entrySet()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            sb.append('"').append(e.getKey()).append("\": ").append(e.getValue());
        }
        return sb.append('}').toString();
    }
}
