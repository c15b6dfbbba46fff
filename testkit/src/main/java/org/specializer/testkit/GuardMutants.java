package org.specializer.testkit;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.specializer.core.interp.Mutants;
import org.specializer.spi.Opcode;

/**
 * Measures a set of suites: for each guard of each child with a body in core
 * ({@link Mutants#all}), turn that guard off and run the suites that test the child's family
 * (their sampled programs, checked in every mode and with the child forced by untrusted
 * decisions) until one fails. The mutant is killed when a check fails with the guard off and
 * passes, on the same program, with it on; it survives when every program passes.
 *
 * <p>Needs the mechanism on in the JVM ({@code -Dspecializer.guardMutant=none}); mutants are
 * switched between runs ({@link Mutants#select}).
 */
public final class GuardMutants {
    private GuardMutants() {}

    /** What became of one mutant. */
    public record Outcome(String guard, Verdict verdict, String how, long reached,
            double seconds) {}

    /** Killed, survived, or no verdict (the check fails with the guard on too). */
    public enum Verdict { KILLED, SURVIVED, BROKEN }

    /**
     * Run the mutants of the guards {@code which} accepts against {@code suites} ({@code seed}
     * picks their programs), printing a line per mutant to {@code out}; the outcomes in
     * {@link Mutants#all}'s order.
     */
    public static List<Outcome> run(List<Suite> suites, long seed, Predicate<String> which,
            PrintStream out) {
        if (!Mutants.enabled()) {
            throw new IllegalStateException("start the JVM with -D" + Mutants.PROPERTY + "=none");
        }
        Map<Suite, List<Programs.Program>> programs = new LinkedHashMap<>();
        for (Suite s : suites) {
            programs.put(s, s.sample(seed));
        }
        List<Outcome> outcomes = new ArrayList<>();
        try {
            for (String guard : Mutants.all()) {
                if (!which.test(guard)) {
                    continue;
                }
                Outcome o = one(guard, programs);
                outcomes.add(o);
                out.printf("%-9s %-48s %5.1fs  %s%s%n", o.verdict(), guard, o.seconds(),
                        Mutants.describe(guard), o.how().isEmpty() ? "" : ": " + o.how());
                out.flush();
            }
        } finally {
            Mutants.select("none");
        }
        return outcomes;
    }

    private static Outcome one(String guard, Map<Suite, List<Programs.Program>> programs) {
        long start = System.nanoTime();
        Opcode child = Mutants.child(guard);
        long reached = 0;
        for (Map.Entry<Suite, List<Programs.Program>> e : programs.entrySet()) {
            Suite suite = e.getKey();
            if (!suite.covers(child)) {
                continue;
            }
            for (Programs.Program p : e.getValue()) {
                Mutants.select(guard);
                String failure = failure(suite.kit(), p, child);
                reached += Mutants.reached();
                if (failure != null) {
                    Mutants.select("none");
                    String again = failure(suite.kit(), p, child);
                    double secs = (System.nanoTime() - start) / 1e9;
                    if (again != null) {
                        return new Outcome(guard, Verdict.BROKEN, suite + " fails with every "
                                + "guard on: " + again + "\n" + p.source(), reached, secs);
                    }
                    return new Outcome(guard, Verdict.KILLED, suite + ", " + failure, reached,
                            secs);
                }
            }
        }
        Mutants.select("none");
        return new Outcome(guard, Verdict.SURVIVED, reached == 0 ? "never reached"
                : "reached " + reached + " times", reached, (System.nanoTime() - start) / 1e9);
    }

    /** The first line of why the check failed, or null when it passed. */
    private static String failure(FamilyKit kit, Programs.Program p, Opcode child) {
        try {
            // an extension child is the descriptor's: the kit's specializers make it
            kit.check(p.source(), p::description, child.isExtension() ? null : child);
            return null;
        } catch (AssertionError | RuntimeException | StackOverflowError e) {
            String m = e.getClass().getSimpleName() + ": " + e.getMessage();
            int nl = m.indexOf('\n');
            return nl < 0 ? m : m.substring(0, nl);
        }
    }

    /** The summary line: {@code guard mutants killed: K of N}. */
    public static String summary(List<Outcome> outcomes) {
        long killed = outcomes.stream().filter(o -> o.verdict() == Verdict.KILLED).count();
        return "guard mutants killed: " + killed + " of " + outcomes.size();
    }
}
