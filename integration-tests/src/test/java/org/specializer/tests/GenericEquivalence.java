package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.specializer.spi.Family;

/**
 * The soundness property's check for one family: a program prints the same, with the same
 * status, generic and with the family on (alone and eager, alone with every miss re-deciding,
 * and every family with CPython's counters), and compiled by tier 2 after two iterations, from
 * sites that specialized eagerly: the compiled fast paths then meet the mutations. It also sums the family's specializations and
 * hits over a property's tries, so that a property whose sites never specialized fails
 * instead of proving nothing.
 */
final class GenericEquivalence {
    private final Family family;
    private long hits;
    private long successes;
    private long tier2Compiled;

    GenericEquivalence(Family family) {
        this.family = family;
    }

    void reset() {
        hits = 0;
        successes = 0;
        tier2Compiled = 0;
    }

    /** Run {@code program} in every mode; {@code what} describes the generated case. */
    void check(String program, Supplier<String> what) {
        String file = family.folderName() + "_property.py";
        InProcess.Result generic = InProcess.run(program, file, InProcess.Mode.NO_SPECIALIZE);
        assertEquals(0, generic.status(), generic::describe);
        for (InProcess.Mode mode : List.of(InProcess.Mode.eagerOnly(family),
                new InProcess.Mode("--families=" + family.folderName()
                        + " --warmup=0 --cooldown=0", Set.of(family), 0, 0),
                InProcess.Mode.defaults(), InProcess.Mode.tier2(0, 2))) {
            InProcess.Result r = InProcess.run(program, file, mode);
            assertEquals(generic.stdout(), r.stdout(), () -> mode + " printed otherwise (line "
                    + CorpusModesTest.firstDifferentLine(generic.stdout(), r.stdout())
                    + ") for:\n" + what.get());
            assertEquals(generic.status(), r.status(), r::describe);
            InProcess.Counts c = r.stats(family);
            hits += c.hits();
            successes += c.successes();
            tier2Compiled += r.tier2Compiled();
        }
    }

    /** After a property: its sites did specialize and hit. */
    void assertExercised() {
        assertTrue(successes > 0 && hits > 0, family + " never specialized or never hit across "
                + "the tries: the property proved nothing (" + successes + " specializations, "
                + hits + " hits)");
        assertTrue(tier2Compiled > 0, family + ": tier 2 compiled nothing across the tries");
    }
}
