package org.specializer.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.sessions.JqwikSession;
import org.specializer.spi.Opcode;

/**
 * A family's soundness suite as data: its kit, its program generator and how many programs
 * a run takes. A jqwik property draws the programs itself ({@code @ForAll}); the guard-mutant
 * runner ({@link GuardMutants}) draws them from a fixed seed with {@link #sample}, so that
 * every mutant meets the same programs.
 *
 * @param name what the suite is called in reports
 * @param kit the families under test
 * @param programs the generated programs
 * @param tries how many programs a run takes
 */
public record Suite(String name, FamilyKit kit, Arbitrary<Programs.Program> programs,
        int tries) {

    /** Does the suite test {@code child}'s family? */
    public boolean covers(Opcode child) {
        return kit.families().contains(child.family());
    }

    /** {@link #tries} programs drawn from {@code seed} (the same ones for the same seed). */
    public List<Programs.Program> sample(long seed) {
        List<Programs.Program> out = new ArrayList<>();
        Random random = new Random(seed);
        JqwikSession.start();
        try {
            RandomGenerator<Programs.Program> g = programs.generator(1000);
            for (int i = 0; i < tries; i++) {
                out.add(g.next(random).value());
            }
        } finally {
            JqwikSession.finish();
        }
        return out;
    }

    @Override
    public String toString() {
        return name;
    }
}
