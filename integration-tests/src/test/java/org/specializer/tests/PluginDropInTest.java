package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A family dropped in as a jar: test-only specializer modules are compiled and packed at test
 * time, put in plugin folders, and the launcher must list them ({@code specializer families
 * --plugins DIR}), ask them and count their failure kinds ({@code --stats=json}), let a plugin
 * replace the bundled provider of its family, and refuse two plugins for one family unless
 * {@code --use} picks one.
 */
class PluginDropInTest {
    private static final String CONTAINS_MODULE = "org.example.testfamily";
    private static final String BINOP_MODULE = "org.example.testbinop";
    private static final String OTHER_BINOP_MODULE = "org.example.otherbinop";
    private static final String BUNDLED_BINOP = "org.specializer.family.binaryop";

    private static Path root;
    /** A CONTAINS_OP specializer, chosen over the bundled one with {@code --use}. */
    private static Path containsDir;
    /** A second BINARY_OP specializer, beside the bundled one. */
    private static Path binopDir;
    /** A third BINARY_OP specializer, in a folder of its own. */
    private static Path otherBinopDir;
    private static Path program;

    @BeforeAll
    static void buildPlugins() throws IOException {
        root = Files.createTempDirectory("spec-plugins");
        containsDir = root.resolve("contains");
        binopDir = root.resolve("binop");
        otherBinopDir = root.resolve("otherbinop");
        PluginJar.build(containsDir, CONTAINS_MODULE, "1.2.3",
                PluginJar.decliningSpecializer(CONTAINS_MODULE, "CONTAINS_OP", "ContainsOpTrial",
                        "DECLINED_BY_TRIAL"));
        PluginJar.build(binopDir, BINOP_MODULE, "0.0.7",
                PluginJar.decliningSpecializer(BINOP_MODULE, "BINARY_OP", "BinaryOpTrial",
                        "DECLINED_BY_TRIAL_BINOP"));
        PluginJar.build(otherBinopDir, OTHER_BINOP_MODULE, "0.0.8",
                PluginJar.decliningSpecializer(OTHER_BINOP_MODULE, "BINARY_OP", "OtherTrial",
                        "DECLINED_BY_OTHER_TRIAL"));
        program = Launcher.writeProgram("contains.py", """
                words = {"a", "b", "c"}
                def count(xs):
                    n = 0
                    for x in xs:
                        if x in words:
                            n = n + 1
                    return n
                print(count(["a", "z", "c"] * 30))
                """);
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    /** The line of {@code specializer families} output for {@code module}. */
    private static String lineOf(String listing, String module) {
        for (String line : listing.split("\n")) {
            if (line.contains(" " + module + " ")) {
                return line;
            }
        }
        throw new AssertionError("no " + module + " in:\n" + listing);
    }

    @Test
    void familiesListsADroppedInModule_withItsFamilyVersionAndOrigin() {
        Launcher.Result r = Launcher.run(List.of("families", "--plugins", containsDir.toString(),
                "--use=contains_op=" + CONTAINS_MODULE));
        assertEquals(0, r.status(), r.stderr());
        String line = lineOf(r.stdout(), CONTAINS_MODULE);
        String[] cols = line.trim().split("\\s+");
        assertEquals("contains_op", cols[0], line);
        assertEquals(CONTAINS_MODULE, cols[1], line);
        assertEquals("1.2.3", cols[2], line);
        assertEquals("yes", cols[3], line);
        assertEquals(containsDir.resolve(CONTAINS_MODULE + ".jar").toString(), cols[4],
                "where it was loaded from: " + line);
        String bundled = lineOf(r.stdout(), "org.specializer.family.containsop");
        assertEquals(List.of("contains_op", "no", "bundled"), columns(bundled, 0, 3, 4),
                "the plugin replaces the bundled provider: " + bundled);
        assertEquals(List.of("binary_op", BUNDLED_BINOP, "yes", "bundled"),
                columns(lineOf(r.stdout(), BUNDLED_BINOP), 0, 1, 3, 4), r.stdout());
    }

    /** Some columns of a line of {@code specializer families} output. */
    private static List<String> columns(String line, int... which) {
        String[] cols = line.trim().split("\\s+");
        List<String> out = new ArrayList<>();
        for (int i : which) {
            out.add(cols[i]);
        }
        return out;
    }

    @Test
    void aDroppedInFamilyIsAsked_andItsFailureKindIsCounted() {
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins",
                containsDir.toString(), "--use=contains_op=" + CONTAINS_MODULE), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("60\n", run.result().stdout());
        Map<String, Object> contains = run.family("contains_op");
        long attempts = Json.number(contains, "attempts");
        assertTrue(attempts > 0, contains::toString);
        assertEquals(attempts, Json.number(contains, "failures"));
        assertEquals(0, Json.number(contains, "successes"));
        assertEquals(0, Json.number(contains, "hits"));
        assertEquals(attempts, Json.number(Json.object(contains, "failure_kinds"),
                "DECLINED_BY_TRIAL"));
        assertTrue(Json.number(contains, "deferred") > 0, "it backed off between attempts");

        Launcher.StatsRun without = Launcher.runWithJsonStats(List.of("--disable=contains_op"),
                program);
        assertEquals("60\n", without.result().stdout());
        assertEquals(0, without.count("contains_op", "attempts"));
        assertTrue(without.count("contains_op", "unreachable") > 0);
    }

    @Test
    void aPluginReplacesTheBundledProvider_withoutUse() {
        Launcher.Result listing = Launcher.run(List.of("families", "--plugins",
                binopDir.toString()));
        assertEquals(0, listing.status(), listing.stderr());
        assertEquals(List.of(BINOP_MODULE, "yes"), columns(lineOf(listing.stdout(),
                BINOP_MODULE), 1, 3), listing.stdout());
        assertEquals(List.of(BUNDLED_BINOP, "no", "bundled"), columns(lineOf(listing.stdout(),
                BUNDLED_BINOP), 1, 3, 4), listing.stdout());

        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins",
                binopDir.toString()), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("60\n", run.result().stdout());
        Map<String, Object> binop = run.family("binary_op");
        assertTrue(Json.number(binop, "failures") > 0, binop::toString);
        assertEquals(0, Json.number(binop, "hits"), "the bundled provider was not asked");
        assertEquals(Json.number(binop, "failures"), Json.number(
                Json.object(binop, "failure_kinds"), "DECLINED_BY_TRIAL_BINOP"));
    }

    @Test
    void twoPluginsForOneFamily_isAnErrorNamingBoth() {
        for (List<String> args : List.of(
                List.of("families", "--plugins", binopDir.toString(), "--plugins",
                        otherBinopDir.toString()),
                List.of("run", "--plugins", binopDir.toString(), "--plugins",
                        otherBinopDir.toString(), program.toString()))) {
            Launcher.Result r = Launcher.run(args);
            assertEquals(2, r.status(), () -> args + ": " + r.stderr());
            String err = r.stderr().strip();
            assertTrue(err.startsWith("specializer: several plugins provide family BINARY_OP: "),
                    err);
            assertEquals(1, err.lines().count(), "one line, no Java trace: " + err);
            assertTrue(err.contains(BINOP_MODULE + " 0.0.7 (" + binopDir), err);
            assertTrue(err.contains(OTHER_BINOP_MODULE + " 0.0.8 (" + otherBinopDir), err);
            assertTrue(err.endsWith("pick one with --use=binary_op=" + BINOP_MODULE
                    + " or --use=binary_op=" + OTHER_BINOP_MODULE), err);
            if (args.get(0).equals("run")) {
                assertEquals("", r.stdout(), "nothing ran");
            } else {
                assertEquals("clash", columns(lineOf(r.stdout(), BINOP_MODULE), 3).get(0));
                assertEquals("clash", columns(lineOf(r.stdout(), OTHER_BINOP_MODULE), 3)
                        .get(0));
                assertEquals("no", columns(lineOf(r.stdout(), BUNDLED_BINOP), 3).get(0));
            }
        }
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins",
                binopDir.toString(), "--plugins", otherBinopDir.toString(),
                "--use=binary_op=" + OTHER_BINOP_MODULE), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        Map<String, Object> binop = run.family("binary_op");
        assertTrue(Json.number(binop, "failures") > 0, binop::toString);
        assertEquals(Json.number(binop, "failures"), Json.number(
                Json.object(binop, "failure_kinds"), "DECLINED_BY_OTHER_TRIAL"));
    }

    @Test
    void use_picksTheDroppedInProvider() {
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins",
                binopDir.toString(), "--use=binary_op=" + BINOP_MODULE), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("60\n", run.result().stdout());
        Map<String, Object> binop = run.family("binary_op");
        assertTrue(Json.number(binop, "attempts") > 0, binop::toString);
        assertEquals(0, Json.number(binop, "successes"));
        assertEquals(0, Json.number(binop, "hits"));
        assertEquals(Json.number(binop, "failures"), Json.number(
                Json.object(binop, "failure_kinds"), "DECLINED_BY_TRIAL_BINOP"));

        Launcher.Result listing = Launcher.run(List.of("families", "--plugins",
                binopDir.toString(), "--use=binary_op=" + BINOP_MODULE));
        assertEquals(0, listing.status(), listing.stderr());
        String[] trial = lineOf(listing.stdout(), BINOP_MODULE).trim().split("\\s+");
        String[] bundled = lineOf(listing.stdout(), BUNDLED_BINOP).trim().split("\\s+");
        assertEquals(List.of("binary_op", BINOP_MODULE, "0.0.7", "yes"),
                List.of(trial).subList(0, 4));
        assertEquals("no", bundled[3], "the bundled provider is listed, not enabled");
    }

    @Test
    void use_picksTheBundledProvider() {
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins",
                binopDir.toString(), "--use=binary_op=" + BUNDLED_BINOP), program);
        assertEquals("60\n", run.result().stdout(), run.result().stderr());
        assertTrue(run.count("binary_op", "hits") > 0);
        assertEquals(0L, Json.object(run.family("binary_op"), "failure_kinds")
                .getOrDefault("DECLINED_BY_TRIAL_BINOP", 0L));
    }
}
