package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;

/**
 * A soundness test that never specialized proves nothing. A corpus program names, on a first
 * line {@code # expect-hits: CHILD CHILD ...}, the specialized instructions it exercises; run
 * with only that family on (CPython's counters), each named child must hit. Every family found
 * must be named by at least one program, so a new family without programs fails here.
 */
class FamilyHitsTest {
    private static final String HEADER = "# expect-hits:";

    /** Each program's declared children. */
    static Map<Path, List<Opcode>> declarations() throws IOException, URISyntaxException {
        Map<Path, List<Opcode>> out = new LinkedHashMap<>();
        for (Path p : CorpusTest.programs()) {
            String first = Files.readString(p, StandardCharsets.UTF_8).lines().findFirst()
                    .orElse("");
            if (first.startsWith(HEADER)) {
                List<Opcode> children = new ArrayList<>();
                for (String name : first.substring(HEADER.length()).trim().split("\\s+")) {
                    Opcode op = Opcode.valueOf(name);
                    assertTrue(op.isSpecialized(), name + " in " + p + " is not a child");
                    children.add(op);
                }
                out.put(p, children);
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> everyFamilyHitsInTheProgramsThatExerciseIt()
            throws IOException, URISyntaxException {
        Map<Path, List<Opcode>> declared = declarations();
        return InProcess.FAMILIES.keySet().stream().map(f -> DynamicTest.dynamicTest(
                f.folderName(), () -> checkFamily(f, declared)));
    }

    private static void checkFamily(Family f, Map<Path, List<Opcode>> declared) {
        int programs = 0;
        for (Map.Entry<Path, List<Opcode>> e : declared.entrySet()) {
            List<Opcode> mine = e.getValue().stream().filter(c -> c.family() == f).toList();
            if (mine.isEmpty()) {
                continue;
            }
            programs++;
            InProcess.Result r = InProcess.run(e.getKey(), InProcess.Mode.only(f));
            assertEquals(0, r.status(), r::describe);
            InProcess.Counts c = r.stats(f);
            assertTrue(c.attempts() > 0 && c.successes() > 0, () -> f + " in " + e.getKey()
                    + " never specialized: " + c);
            for (Opcode child : mine) {
                assertTrue(c.childHits(child.name()) > 0, () -> child + " never hit in "
                        + e.getKey() + " (" + f + " alone): " + c);
            }
            for (Family other : Family.values()) {
                if (other != f) {
                    InProcess.Counts o = r.stats(other);
                    assertEquals(0, o.attempts() + o.hits(), () -> other + " ran although only "
                            + f + " was on: " + o);
                }
            }
        }
        assertFalse(programs == 0, "no corpus program declares '" + HEADER + "' for any child of "
                + f + ": add one that exercises it");
    }
}
