package org.specializer.testkit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Specializer;

/**
 * The soundness check for one family (or a few that work together), whoever wrote it: a
 * program prints the same, with the same exit status, run generic ({@code --no-specialize})
 * and run with the family's specializer in each of these modes:
 * <ol>
 *   <li>the family alone, {@code --warmup=0}: every site specializes at its first execution;
 *   <li>the family alone, {@code --warmup=0 --cooldown=0}: and decides again at every miss;
 *   <li>every family found, CPython's counters (the family's specializer in place of any other
 *       for its family);
 *   <li>the family alone, {@code --warmup=0 --tier2-threshold=2}: tier 2 compiles the code two
 *       calls in, so its fast paths meet what the program does next;
 * </ol>
 * and, when a check names a child, with that child forced by untrusted decisions: blind
 * ({@link Untrusted#blind}: the program must still print the same, since the cache is empty
 * and the guards see every operand) and forged ({@link Untrusted#forged}: the cache holds
 * another child's fields, or versions forged to match, so an index may name another entry
 * under a version that matches; core promises no right answer then, only that its guards keep
 * every body in bounds and on the types it casts to, so the run must end without an internal
 * error; CALL and CALL_KW, whose forged versions are true ones, must still print the same).
 *
 * <p>A kit also sums the family's specializations and hits, and what tier 2 compiled, over
 * the checks since {@link #reset}: {@link #assertExercised} fails a property whose sites never
 * specialized, which would have proved nothing.
 *
 * <pre>
 *   FamilyKit kit = FamilyKit.forSpecializer(new MySpecializer());
 *   kit.check(program);                      // AssertionError naming the mode and line
 *   kit.check(program, () -> "what", Opcode.BINARY_OP_ADD_INT);   // and untrusted decisions
 * </pre>
 *
 * Programs come from anywhere; {@link Operands} and {@link Programs} generate them.
 * Runs are in-process ({@link InProcess}): the interpreter's core must be on the test path,
 * which depending on this kit brings.
 */
public final class FamilyKit {
    private final String label;
    private final Map<Family, Specializer> tested;
    private final Map<Family, Long> hits = new EnumMap<>(Family.class);
    private long successes;
    private long tier2Compiled;

    private FamilyKit(String label, Map<Family, Specializer> tested) {
        this.label = label;
        this.tested = tested;
    }

    /** The kit for {@code family}'s specializer as found on the module path. */
    public static FamilyKit forFamily(Family family) {
        return forFamilies(EnumSet.of(family));
    }

    /** The kit for these families' specializers, as found on the module path, together. */
    public static FamilyKit forFamilies(Set<Family> families) {
        List<Specializer> found = new ArrayList<>();
        for (Family f : EnumSet.copyOf(families)) {
            Specializer s = InProcess.FAMILIES.get(f);
            if (s == null) {
                throw new IllegalArgumentException("no specializer for " + f
                        + " on the module path (found: " + InProcess.FAMILIES.keySet() + ")");
            }
            found.add(s);
        }
        return forSpecializers(found);
    }

    /** The kit for this specializer (a plugin's, say): it replaces any found for its family. */
    public static FamilyKit forSpecializer(Specializer specializer) {
        return forSpecializers(List.of(specializer));
    }

    /** The kit for these specializers together (one per family). */
    public static FamilyKit forSpecializers(List<Specializer> specializers) {
        Map<Family, Specializer> m = new EnumMap<>(Family.class);
        for (Specializer s : specializers) {
            if (m.put(s.family(), s) != null) {
                throw new IllegalArgumentException("two specializers for " + s.family());
            }
        }
        if (m.isEmpty()) {
            throw new IllegalArgumentException("no specializer to test");
        }
        String label = m.keySet().stream().map(Family::folderName)
                .collect(Collectors.joining(","));
        return new FamilyKit(label, Collections.unmodifiableMap(m));
    }

    /** The families under test. */
    public Set<Family> families() {
        return tested.keySet();
    }

    /** The specializers under test. */
    public List<Specializer> specializers() {
        return List.copyOf(tested.values());
    }

    /** The file name programs run under ({@code binary_op_property.py}). */
    public String filename() {
        return label.replace(',', '_') + "_property.py";
    }

    /** The specialized modes every check compares with the generic run. */
    public List<InProcess.Mode> modes() {
        List<Specializer> alone = specializers();
        Map<Family, Specializer> all = new EnumMap<>(Family.class);
        all.putAll(InProcess.FAMILIES);
        all.putAll(tested);
        String f = "--families=" + label;
        return List.of(
                InProcess.Mode.of(f + " --warmup=0", alone, 0, 52, null),
                InProcess.Mode.of(f + " --warmup=0 --cooldown=0", alone, 0, 0, null),
                InProcess.Mode.of("every family, CPython's counters",
                        new ArrayList<>(all.values()), 1, 52, null),
                InProcess.Mode.of(f + " --warmup=0 --tier2-threshold=2", alone, 0, 52, 2));
    }

    /** How long a forged run may take (a wrong value may keep a loop going). */
    static final long FORGED_TIMEOUT_MILLIS = 10_000;

    /** Names the forged modes begin with. */
    static final String FORGED = "forged as ";

    /** What the interpreter prints for a Java exception that escaped (a body's bug). */
    static final String INTERNAL_ERROR = "specializer: internal error";

    /**
     * The modes that force {@code child} (a child of one of the kit's families, with a body in
     * core), in the interpreter (tier 2 translates a site whose cache is empty or holds no
     * object as its generic form, so untrusted caches meet the guards there): blind, and
     * forged, deciding again at every miss (for LOAD_ATTR, three times, one for each way of
     * forging the cached object); the kit's other families as they are.
     */
    public List<InProcess.Mode> untrustedModes(Opcode child) {
        Specializer own = tested.get(child.family());
        if (own == null || child.isExtension() || !child.isSpecialized()) {
            throw new IllegalArgumentException(child + " is not a core child of " + label);
        }
        List<Specializer> blind = new ArrayList<>();
        for (Specializer s : tested.values()) {
            blind.add(s == own ? Untrusted.blind(child) : s);
        }
        List<InProcess.Mode> modes = new ArrayList<>();
        modes.add(InProcess.Mode.of("blind " + child + " --warmup=0", blind, 0, 52, null));
        // only a LOAD_ATTR site has a cached object to forge in turns
        int turns = child.family() == Family.LOAD_ATTR ? Untrusted.FORGED_OBJECTS : 1;
        for (int turn = 0; turn < turns; turn++) {
            List<Specializer> forged = new ArrayList<>();
            for (Specializer s : tested.values()) {
                forged.add(s == own ? Untrusted.forged(own, child, turn) : s);
            }
            modes.add(InProcess.Mode.of(FORGED + child + " from turn " + turn
                    + " --warmup=0 --cooldown=0", forged, 0, 0, null));
        }
        return modes;
    }

    /** Forget the sums of hits, specializations and compilations. */
    public void reset() {
        hits.clear();
        successes = 0;
        tier2Compiled = 0;
    }

    /** Run {@code program} in every mode; it must print what the generic run prints. */
    public void check(String program) {
        check(program, () -> program, null);
    }

    /** {@link #check(String)}; {@code what} describes the case in a failure's message. */
    public void check(String program, Supplier<String> what) {
        check(program, what, null);
    }

    /**
     * {@link #check(String)}, and in {@link #untrustedModes} for {@code child} too (none when
     * null). Throws AssertionError, naming the mode and the first line that differs, when a
     * run prints otherwise or ends with another status; the generic run must succeed.
     */
    public void check(String program, Supplier<String> what, Opcode child) {
        String file = filename();
        InProcess.Result generic = InProcess.run(program, file, InProcess.Mode.NO_SPECIALIZE);
        if (generic.status() != 0) {
            throw new AssertionError("the generic run failed: " + generic.describe());
        }
        List<InProcess.Mode> modes = new ArrayList<>(modes());
        if (child != null) {
            modes.addAll(untrustedModes(child));
        }
        for (InProcess.Mode mode : modes) {
            if (mode.name().startsWith(FORGED)
                    && !Untrusted.forgedIsTruthful(child.family())) {
                InProcess.Result r = InProcess.run(program, file, mode, FORGED_TIMEOUT_MILLIS,
                        false);
                if (r.stderr().contains(INTERNAL_ERROR)) {
                    throw new AssertionError(mode + " ended in an internal error: "
                            + r.stderr().strip() + "\nfor:\n" + what.get());
                }
                continue;
            }
            InProcess.Result r = InProcess.run(program, file, mode);
            if (!generic.stdout().equals(r.stdout()) || generic.status() != r.status()) {
                throw new AssertionError(mode + " printed otherwise than --no-specialize ("
                        + difference(generic, r) + ") for:\n" + what.get());
            }
            for (Family f : tested.keySet()) {
                InProcess.Counts c = r.stats(f);
                hits.merge(f, c.hits(), Long::sum);
                successes += c.successes();
            }
            tier2Compiled += r.tier2Compiled();
        }
    }

    /** Where two runs part: the first differing line of each, or the statuses. */
    static String difference(InProcess.Result expected, InProcess.Result actual) {
        String[] x = expected.stdout().split("\n", -1);
        String[] y = actual.stdout().split("\n", -1);
        int n = Math.min(x.length, y.length);
        int i = 0;
        while (i < n && x[i].equals(y[i])) {
            i++;
        }
        if (i == x.length && i == y.length) {
            return "status " + actual.status() + " instead of " + expected.status()
                    + "; stderr:\n" + actual.stderr();
        }
        int at = 0;
        if (i < n) {
            while (at < x[i].length() && at < y[i].length()
                    && x[i].charAt(at) == y[i].charAt(at)) {
                at++;
            }
        }
        return "line " + (i + 1) + ": expected " + quote(x, i, at) + ", got "
                + quote(y, i, at) + (actual.status() != 0 ? "; status " + actual.status()
                        + ", stderr:\n" + actual.stderr() : "");
    }

    /** Line {@code i}, or 200 characters of it around column {@code at}. */
    private static String quote(String[] lines, int i, int at) {
        if (i >= lines.length) {
            return "<end>";
        }
        String l = lines[i];
        if (l.length() <= 200) {
            return "'" + l + "'";
        }
        int from = Math.max(0, Math.min(at - 100, l.length() - 200));
        return (from > 0 ? "..." : "") + "'" + l.substring(from, from + 200) + "'"
                + (from + 200 < l.length() ? "..." : "");
    }

    /** The family's hits over the checks since {@link #reset}. */
    public long hits(Family f) {
        return hits.getOrDefault(f, 0L);
    }

    /** Hits of each family under test since {@link #reset}. */
    public Map<Family, Long> hits() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(hits));
    }

    /**
     * After a property: every family under test specialized and hit, and tier 2 compiled
     * something, across the checks since {@link #reset}; else the checks proved nothing.
     */
    public void assertExercised() {
        for (Family f : tested.keySet()) {
            if (hits(f) == 0) {
                throw new AssertionError(f + " never hit across the tries: the property proved "
                        + "nothing (" + successes + " specializations, hits " + hits + ")");
            }
        }
        if (successes == 0) {
            throw new AssertionError(label + " never specialized across the tries");
        }
        if (tier2Compiled == 0) {
            throw new AssertionError(label + ": tier 2 compiled nothing across the tries");
        }
    }
}
