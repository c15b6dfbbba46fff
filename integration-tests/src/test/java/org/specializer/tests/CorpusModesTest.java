package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.specializer.spi.Family;
import org.specializer.spi.Specializer;
import org.specializer.testkit.InProcess;

/**
 * The soundness rule on the whole corpus: every program prints exactly its {@code .out}, with
 * the same exit status and the same stderr, whether it runs generic ({@code --no-specialize}),
 * with CPython's counters, eagerly ({@code --warmup=0}), eagerly with every miss re-deciding
 * ({@code --warmup=0 --cooldown=0}), or with one family alone ({@code --families=F}) for each
 * family found, and with tier 2 compiling code at its first call (specialized and generic) or
 * after three calls or iterations (moving running frames over at a loop head), and split into
 * small regions at its first call. Runs are in-process ({@link InProcess}); {@link CorpusTest} runs each program
 * once more through the launcher.
 */
class CorpusModesTest {

    static List<InProcess.Mode> modes() {
        List<InProcess.Mode> modes = new ArrayList<>(List.of(InProcess.Mode.NO_SPECIALIZE,
                InProcess.Mode.defaults(), InProcess.Mode.eager(), InProcess.Mode.churn()));
        for (Family f : InProcess.FAMILIES.keySet()) {
            modes.add(InProcess.Mode.only(f));
        }
        // tier 2: everything compiled at its first call; over generic instructions; and
        // compiled after a few iterations with specialized sites (on-stack replacement)
        modes.add(InProcess.Mode.tier2(1, 0));
        modes.add(InProcess.Mode.tier2Generic(0));
        modes.add(InProcess.Mode.tier2(0, 3));
        // and split into regions of about 200 bytes, each a method of its own, as tier 2
        // splits code too large for one JVM method
        modes.add(InProcess.Mode.tier2(0, 0).splitInto(200));
        return modes;
    }

    /**
     * Every family the launcher bundles (a module {@code org.specializer.family.*} on its module
     * path) is found for in-process runs too: else it would escape the soundness tests. A
     * family module must be a test dependency of this module.
     */
    @Test
    void everyBundledFamilyIsFoundForInProcessRuns() {
        Set<String> bundled = new TreeSet<>();
        for (ModuleReference m : ModuleFinder.of(Launcher.modulePath()).findAll()) {
            if (m.descriptor().name().startsWith("org.specializer.family.")) {
                bundled.add(m.descriptor().name());
            }
        }
        Set<String> found = new TreeSet<>();
        for (Specializer s : InProcess.FAMILIES.values()) {
            found.add(s.getClass().getModule().getName());
        }
        assertEquals(bundled, found, "the launcher's families vs those on the test module path "
                + "(add missing ones as test dependencies of integration-tests)");
        assertTrue(found.contains("org.specializer.family.binaryop"), found::toString);
        assertTrue(found.contains("org.specializer.family.loadglobal"), found::toString);
    }

    @TestFactory
    Stream<DynamicTest> everyCorpusProgramPrintsTheSameInEveryMode()
            throws IOException, URISyntaxException {
        return CorpusTest.programs().stream().map(p -> DynamicTest.dynamicTest(
                p.getFileName().toString(), () -> checkAllModes(p)));
    }

    static void checkAllModes(Path program) throws IOException {
        String base = program.toString().substring(0, program.toString().length() - 3);
        String expected = Files.readString(Path.of(base + ".out"), StandardCharsets.UTF_8);
        Path errFile = Path.of(base + ".err");
        String expectedErr = Files.exists(errFile)
                ? Files.readString(errFile, StandardCharsets.UTF_8).strip() : null;
        int expectedStatus = expectedErr == null ? 0 : 1;

        InProcess.Result generic = null;
        List<String> problems = new ArrayList<>();
        for (InProcess.Mode mode : modes()) {
            InProcess.Result r = InProcess.run(program, mode);
            if (generic == null) {
                generic = r;
            }
            if (!r.stdout().equals(expected)) {
                problems.add(mode + ": stdout differs from " + base + ".out at line "
                        + firstDifferentLine(expected, r.stdout()) + "\n" + r.describe());
            }
            if (r.status() != expectedStatus) {
                problems.add(mode + ": exit status " + r.status() + ", expected "
                        + expectedStatus + "\n" + r.describe());
            }
            if (expectedErr != null && CorpusTest.isWholeStderr(expectedErr)) {
                // stripped, as expectedErr is
                String err = CorpusTest.stderrAsInCorpus(program, r.stderr()).strip();
                if (!err.equals(expectedErr)) {
                    problems.add(mode + ": stderr differs from " + base + ".err at line "
                            + firstDifferentLine(expectedErr, err) + "\n" + err);
                }
            } else if (expectedErr != null && !r.lastErrLine().equals(expectedErr)) {
                problems.add(mode + ": last stderr line '" + r.lastErrLine() + "', expected '"
                        + expectedErr + "'");
            }
            if (!r.stderr().equals(generic.stderr())) {
                problems.add(mode + ": stderr differs from the generic run's\n--- generic:\n"
                        + generic.stderr() + "--- " + mode + ":\n" + r.stderr());
            }
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n\n", problems));
        }
    }

    /** The 1-based number of the first line where {@code a} and {@code b} differ. */
    static int firstDifferentLine(String a, String b) {
        String[] x = a.split("\n", -1);
        String[] y = b.split("\n", -1);
        int n = Math.min(x.length, y.length);
        for (int i = 0; i < n; i++) {
            if (!x[i].equals(y[i])) {
                return i + 1;
            }
        }
        return n + 1;
    }
}
