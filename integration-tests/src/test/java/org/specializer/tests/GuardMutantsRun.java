package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.specializer.core.interp.Mutants;
import org.specializer.testkit.GuardMutants;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.Suite;

/**
 * The guard-mutant run ({@code tools/guard-mutants.sh}): every guard of every child with a
 * body in core turned off in turn, each against the soundness suites of its family (the
 * programs of the jqwik properties, drawn from a fixed seed). Not part of {@code mvn verify}
 * (its name matches no test pattern, and it needs the JVM started with
 * {@code -Dspecializer.guardMutant=none}); it writes {@code target/guard-mutants.txt}.
 *
 * <p>Settings (system properties): {@code guardMutants.only}, a regular expression the guards
 * run must match ({@code LOAD_GLOBAL_.*}); {@code guardMutants.seed} (default 1).
 */
class GuardMutantsRun {

    /** Every family's suite. */
    static List<Suite> suites() {
        return List.of(ToBoolSoundnessTest.suite(), BinaryOpSoundnessProperties.suite(),
                BinarySubscrSoundnessTest.suite(), StoreSubscrSoundnessTest.suite(),
                SendSoundnessTest.suite(), UnpackSequenceSoundnessTest.suite(),
                AttrSoundnessProperties.suite(), LoadGlobalSoundnessProperties.suite(),
                CompareOpSoundnessTest.suite(), ContainsOpSoundnessTest.suite(),
                ForIterSoundnessTest.suite(), CallSoundnessProperties.suite(),
                ExtensionSuites.suite());
    }

    @Test
    void everyGuardMutantIsKilled() throws IOException {
        assumeTrue(Mutants.enabled(), "run by tools/guard-mutants.sh");
        Pattern only = Pattern.compile(System.getProperty("guardMutants.only", ".*"));
        long seed = Long.getLong("guardMutants.seed", 1);
        InProcess.timeoutMillis = 20_000;
        long start = System.nanoTime();
        Path report = Path.of("target", "guard-mutants.txt");
        try (PrintStream out = new PrintStream(Files.newOutputStream(report), true,
                StandardCharsets.UTF_8)) {
            List<GuardMutants.Outcome> outcomes = GuardMutants.run(suites(), seed,
                    g -> only.matcher(g).matches(), out);
            String summary = GuardMutants.summary(outcomes);
            out.printf("%s (%.0f s)%n", summary, (System.nanoTime() - start) / 1e9);
            assertEquals(outcomes.size(), outcomes.stream()
                    .filter(o -> o.verdict() == GuardMutants.Verdict.KILLED).count(), summary);
        }
    }
}
