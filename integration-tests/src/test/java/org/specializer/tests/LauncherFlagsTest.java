package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * The experiment flags do what they say, seen from outside through the launcher: where sites
 * end up ({@code specializer dis --adaptive}) and what the statistics counted
 * ({@code --stats=json}); and the program's output never depends on them.
 */
class LauncherFlagsTest {

    /** A BINARY_OP site and a LOAD_GLOBAL site, hot. */
    private static final String HOT = """
            x = 3
            def f(n):
                t = 0
                for i in range(n):
                    t = t + x
                return t
            print(f(100))
            """;

    /** The member of {@code family} that code object {@code code} holds, per dis output. */
    static Opcode siteIn(String dis, String code, Family family) {
        String header = "Disassembly of <code object " + code + " at";
        int start = dis.indexOf(header);
        assertTrue(start >= 0, "no code object " + code + " in:\n" + dis);
        int end = dis.indexOf("Disassembly of", start + header.length());
        String section = dis.substring(start, end < 0 ? dis.length() : end);
        List<Opcode> found = new ArrayList<>();
        for (String line : section.split("\n")) {
            for (String token : line.trim().split("\\s+")) {
                for (Opcode op : Opcode.values()) {
                    if (op.family() == family && op.name().equals(token)) {
                        found.add(op);
                    }
                }
            }
        }
        assertEquals(1, found.size(), () -> "one " + family + " site in " + code + ":\n" + section);
        return found.get(0);
    }

    private static Launcher.Result dis(Path program, String... options) {
        List<String> args = new ArrayList<>(List.of("dis", "--adaptive"));
        args.addAll(List.of(options));
        args.add(program.toString());
        Launcher.Result r = Launcher.run(args);
        assertEquals(0, r.status(), r.stderr());
        return r;
    }

    @Test
    void warmup_aSiteSpecializesOnItsExecutionNumberNPlusOne() {
        Path p = Launcher.writeProgram("warmup.py", """
                def five(a, b):
                    return a + b
                def six(a, b):
                    return a + b
                for i in range(5):
                    five(i, 1)
                for i in range(6):
                    six(i, 1)
                print(five(1, 1), six(2, 2))
                """);
        Launcher.Result five = dis(p, "--warmup=6");
        assertTrue(five.stdout().startsWith("2 4\n"), five.stdout());
        assertEquals(Opcode.BINARY_OP, siteIn(five.stdout(), "five", Family.BINARY_OP),
                "6 executions, warmup 6");
        assertEquals(Opcode.BINARY_OP_ADD_INT, siteIn(five.stdout(), "six", Family.BINARY_OP),
                "7 executions, warmup 6");
        Launcher.Result defaults = dis(p);
        assertTrue(defaults.stdout().startsWith("2 4\n"), defaults.stdout());
        assertEquals(Opcode.BINARY_OP_ADD_INT,
                siteIn(defaults.stdout(), "five", Family.BINARY_OP), "CPython's warmup of 1");
    }

    @Test
    void cooldown_aSpecializedSiteReDecidesOnMissNumberNPlusOne() {
        Path p = Launcher.writeProgram("cooldown.py", """
                def three(a, b):
                    return a + b
                def four(a, b):
                    return a + b
                print(three(1, 2), four(1, 2))
                r3 = [three(1.0, 2.0) for i in range(3)]
                r4 = [four(1.0, 2.0) for i in range(4)]
                print(r3, r4)
                """);
        Launcher.Result r = dis(p, "--warmup=0", "--cooldown=3");
        assertTrue(r.stdout().startsWith("3 3\n[3.0, 3.0, 3.0] [3.0, 3.0, 3.0, 3.0]\n"),
                r.stdout());
        assertEquals(Opcode.BINARY_OP_ADD_INT, siteIn(r.stdout(), "three", Family.BINARY_OP),
                "3 misses: still the int child");
        assertEquals(Opcode.BINARY_OP_ADD_FLOAT, siteIn(r.stdout(), "four", Family.BINARY_OP));
        Launcher.Result defaults = dis(p, "--warmup=0");
        assertEquals(Opcode.BINARY_OP_ADD_INT,
                siteIn(defaults.stdout(), "four", Family.BINARY_OP), "52 misses allowed");
    }

    @Test
    void families_onlyTheNamedFamiliesSpecialize() {
        Path p = Launcher.writeProgram("hot.py", HOT);
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--families=binary_op"), p);
        assertEquals("300\n", run.result().stdout(), run.result().stderr());
        assertTrue(run.count("binary_op", "successes") > 0);
        assertTrue(run.count("binary_op", "hits") > 0);
        assertEquals(0, run.count("load_global", "attempts"));
        assertEquals(0, run.count("load_global", "hits"));
        assertTrue(run.count("load_global", "unreachable") > 0, "its sites were armed off");
    }

    @Test
    void disable_switchesTheNamedFamiliesOff() {
        Path p = Launcher.writeProgram("hot.py", HOT);
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--disable=binary_op"), p);
        assertEquals("300\n", run.result().stdout(), run.result().stderr());
        assertEquals(0, run.count("binary_op", "attempts"));
        assertEquals(0, run.count("binary_op", "hits"));
        assertTrue(run.count("binary_op", "unreachable") > 0);
        assertTrue(run.count("load_global", "successes") > 0);
        assertTrue(run.count("load_global", "hits") > 0);
    }

    @Test
    void noSpecialize_leavesEveryInstructionGeneric() {
        Path p = Launcher.writeProgram("hot.py", HOT);
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--no-specialize"), p);
        assertEquals("300\n", run.result().stdout(), run.result().stderr());
        for (Family f : Family.values()) {
            assertEquals(0, run.count(f.folderName(), "attempts"), f::toString);
            assertEquals(0, run.count(f.folderName(), "hits"), f::toString);
        }
        assertTrue(run.count("binary_op", "unreachable") > 0);
        assertTrue(run.count("load_global", "unreachable") > 0);

        Launcher.Result dis = dis(p, "--no-specialize");
        for (Opcode op : Opcode.values()) {
            if (op.isSpecialized() && op.family() != null) {
                assertFalse(dis.stdout().matches("(?s).*\\b" + op.name() + "\\b.*"),
                        op + " in:\n" + dis.stdout());
            }
        }
        assertEquals(Opcode.BINARY_OP, siteIn(dis.stdout(), "f", Family.BINARY_OP));
        // no family's: RESUME quickens itself as it first runs, in CPython whatever specializes
        assertTrue(dis.stdout().contains("RESUME_CHECK"), dis.stdout());
    }

    @Test
    void statsFile_receivesTheReportAndStderrStaysClean() throws IOException {
        Path p = Launcher.writeProgram("hot.py", HOT);
        Launcher.StatsRun json = Launcher.runWithJsonStats(List.of(), p);
        assertEquals("", json.result().stderr());
        assertTrue(json.count("binary_op", "hits") > 0);

        Path table = Files.createTempFile("spec-stats", ".txt");
        try {
            Launcher.Result r = Launcher.runWith(List.of("--stats", "--stats-file", table.toString()),
                    p);
            assertEquals("300\n", r.stdout());
            assertEquals("", r.stderr());
            String text = Files.readString(table, StandardCharsets.UTF_8);
            assertTrue(text.startsWith("Specialization statistics\n"), text);
            assertTrue(text.contains("BINARY_OP_ADD_INT="), text);
        } finally {
            Files.deleteIfExists(table);
        }

        Launcher.Result toStderr = Launcher.runWith(List.of("--stats"), p);
        assertEquals("300\n", toStderr.stdout());
        assertTrue(toStderr.stderr().startsWith("Specialization statistics\n"), toStderr.stderr());
    }

    @Test
    void anUnknownFamily_isAClearErrorWithStatus2() {
        Path p = Launcher.writeProgram("hot.py", HOT);
        Launcher.Result r = Launcher.runWith(List.of("--families=binary_op,no_such"), p);
        assertEquals(2, r.status());
        assertEquals("", r.stdout());
        assertTrue(r.stderr().contains("unknown family 'no_such'"), r.stderr());
        assertTrue(r.stderr().contains("load_global"), "it lists the families: " + r.stderr());
    }

    @Test
    void tier2_isOffUnderStatsUnlessAThresholdAsksForIt() {
        Path p = Launcher.writeProgram("hot.py", HOT);
        Launcher.StatsRun plain = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(false, Json.object(plain.stats(), "tier2").get("enabled"));
        assertEquals(0L, Json.number(Json.object(plain.stats(), "tier2"), "compiled"));
        Launcher.StatsRun eager = Launcher.runWithJsonStats(List.of("--tier2-threshold=0"), p);
        assertEquals(plain.result().stdout(), eager.result().stdout());
        assertEquals(true, Json.object(eager.stats(), "tier2").get("enabled"));
        assertTrue(Json.number(Json.object(eager.stats(), "tier2"), "compiled") > 0,
                () -> eager.stats().toString());
    }

    @Test
    void tier2Flags_aNegativeThresholdIsAClearErrorAndNoTier2RunsTheSame() {
        Path p = Launcher.writeProgram("hot.py", HOT);
        Launcher.Result bad = Launcher.runWith(List.of("--tier2-threshold=-1"), p);
        assertEquals(2, bad.status());
        assertTrue(bad.stderr().contains("--tier2-threshold must be >= 0"), bad.stderr());
        Launcher.Result off = Launcher.runWith(List.of("--no-tier2"), p);
        Launcher.Result on = Launcher.runWith(List.of("--tier2-threshold=1"), p);
        assertEquals(0, off.status(), off.stderr());
        assertEquals(off.stdout(), on.stdout());
    }
}
