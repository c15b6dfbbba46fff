package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.specializer.bootstrap.Discovery;
import org.specializer.spi.Family;

/**
 * A plugin folder holding a copy of a bundled family's jar: the same module name as the
 * bundled module, in a module layer of its own. The copy replaces the bundled provider; copies
 * in two folders are an error until {@code --use=FAMILY=MODULE@FOLDER} picks one, and
 * {@code @bundled} picks the bundled one back.
 */
class ReplaceableFamiliesTest {
    private static final String MODULE = "org.specializer.family.binaryop";

    private static Path root;
    private static Path one;
    private static Path two;
    private static Path jarName;
    private static Path program;

    @BeforeAll
    static void copyTheBundledJar() throws IOException {
        Path bundled;
        try (Stream<Path> s = Files.list(Launcher.modulePath())) {
            bundled = s.filter(p -> p.getFileName().toString().startsWith("family-binary-op-"))
                    .findFirst().orElseThrow(() -> new AssertionError(
                            "no family-binary-op jar in " + Launcher.modulePath()));
        }
        jarName = bundled.getFileName();
        root = Files.createTempDirectory("spec-copies");
        one = Files.createDirectories(root.resolve("one"));
        two = Files.createDirectories(root.resolve("two"));
        Files.copy(bundled, one.resolve(jarName));
        Files.copy(bundled, two.resolve(jarName));
        program = Launcher.writeProgram("sums.py", """
                def total(n):
                    t = 0
                    for i in range(n):
                        t = t + i * 2
                    return t
                print(total(1000))
                """);
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    /** The binary_op lines of {@code specializer families}: [module, version, active, location]. */
    private static List<List<String>> binaryOpRows(String listing) {
        List<List<String>> rows = new ArrayList<>();
        for (String line : listing.split("\n")) {
            String[] cols = line.trim().split("\\s+");
            if (cols[0].equals("binary_op")) {
                rows.add(List.of(cols).subList(1, 5));
            }
        }
        return rows;
    }

    private static String active(List<List<String>> rows, String location) {
        for (List<String> r : rows) {
            if (r.get(3).equals(location)) {
                return r.get(2);
            }
        }
        throw new AssertionError("no row at " + location + " in " + rows);
    }

    @Test
    void families_showsTheCopyActive_andTheBundledModuleReplaced() {
        Launcher.Result r = Launcher.run(List.of("families", "--plugins", one.toString()));
        assertEquals(0, r.status(), r.stderr());
        assertEquals("", r.stderr());
        List<List<String>> rows = binaryOpRows(r.stdout());
        assertEquals(2, rows.size(), r.stdout());
        for (List<String> row : rows) {
            assertEquals(MODULE, row.get(0), "same module name: " + row);
            assertNotEquals("-", row.get(1), "a version: " + row);
        }
        assertEquals("yes", active(rows, one.resolve(jarName).toString()), r.stdout());
        assertEquals("no", active(rows, "bundled"), r.stdout());
    }

    @Test
    void aProgramRunsWithTheCopy() {
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins", one.toString()),
                program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("999000\n", run.result().stdout());
        assertTrue(run.count("binary_op", "hits") > 0, run.family("binary_op")::toString);
        Map<String, Object> children = Json.object(run.family("binary_op"), "child_hits");
        assertTrue(Json.number(children, "BINARY_OP_ADD_INT") > 0, children::toString);
    }

    /** In-process: the chosen provider is the copy's class, not the bundled one. */
    @Test
    void theChosenSpecializerComesFromThePluginLayer() throws IOException {
        List<Discovery.Found> found = Discovery.discover(List.of(one));
        Discovery.Found chosen = Discovery.select(found, new Discovery.Choice(null, Set.of(),
                Map.of(), false)).get(Family.BINARY_OP);
        Discovery.Found bundled = found.stream()
                .filter(f -> f.family() == Family.BINARY_OP && f.bundled()).findFirst()
                .orElseThrow();
        assertEquals(Discovery.Source.PLUGIN, chosen.source());
        assertEquals(MODULE, chosen.module());
        assertEquals(one.resolve(jarName).toRealPath(), chosen.jar().toRealPath());
        Module copy = chosen.specializer().getClass().getModule();
        assertSame(ModuleLayer.boot(), bundled.specializer().getClass().getModule().getLayer());
        assertNotSame(ModuleLayer.boot(), copy.getLayer());
        assertEquals(MODULE, copy.getName());
        assertNotSame(bundled.specializer().getClass(), chosen.specializer().getClass());
    }

    @Test
    void copiesInTwoFolders_areAnErrorNamingBothWithTheUseThatPicksEach() {
        List<String> plugins = List.of("--plugins", one.toString(), "--plugins", two.toString());
        for (String command : List.of("families", "run")) {
            List<String> args = new ArrayList<>(List.of(command));
            args.addAll(plugins);
            if (command.equals("run")) {
                args.add(program.toString());
            }
            Launcher.Result r = Launcher.run(args);
            assertEquals(2, r.status(), () -> args + ": " + r.stderr());
            String err = r.stderr().strip();
            assertEquals(1, err.lines().count(), "one line, no Java trace: " + err);
            assertTrue(err.startsWith("specializer: several plugins provide family BINARY_OP: "),
                    err);
            assertTrue(err.contains(one.resolve(jarName).toString()), err);
            assertTrue(err.contains(two.resolve(jarName).toString()), err);
            assertTrue(err.endsWith("pick one with --use=binary_op=" + MODULE + "@" + one
                    + " or --use=binary_op=" + MODULE + "@" + two), err);
            if (command.equals("run")) {
                assertEquals("", r.stdout(), "nothing ran");
            } else {
                List<List<String>> rows = binaryOpRows(r.stdout());
                assertEquals("clash", active(rows, one.resolve(jarName).toString()));
                assertEquals("clash", active(rows, two.resolve(jarName).toString()));
                assertEquals("no", active(rows, "bundled"));
            }
        }

        Launcher.Result r = Launcher.run(List.of("families", "--plugins", one.toString(),
                "--plugins", two.toString(), "--use=binary_op=" + MODULE));
        assertEquals(2, r.status(), "the module name alone matches both copies");
        assertTrue(r.stderr().contains("--use=binary_op=" + MODULE
                + " matches several providers of family BINARY_OP"), r.stderr());

        List<String> pickTwo = new ArrayList<>(plugins);
        pickTwo.add("--use=binary_op=" + MODULE + "@" + two);
        List<String> listing = new ArrayList<>(List.of("families"));
        listing.addAll(pickTwo);
        r = Launcher.run(listing);
        assertEquals(0, r.status(), r.stderr());
        List<List<String>> rows = binaryOpRows(r.stdout());
        assertEquals("yes", active(rows, two.resolve(jarName).toString()), r.stdout());
        assertEquals("no", active(rows, one.resolve(jarName).toString()), r.stdout());
        assertEquals("no", active(rows, "bundled"), r.stdout());

        Launcher.StatsRun run = Launcher.runWithJsonStats(pickTwo, program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("999000\n", run.result().stdout());
        assertTrue(run.count("binary_op", "hits") > 0);

        // the jar's own path picks it too
        r = Launcher.run(List.of("families", "--plugins", one.toString(), "--plugins",
                two.toString(), "--use=binary_op=@" + one.resolve(jarName)));
        assertEquals(0, r.status(), r.stderr());
        assertEquals("yes", active(binaryOpRows(r.stdout()), one.resolve(jarName).toString()));
    }

    @Test
    void useAtBundled_picksTheBundledModuleOverItsCopies() {
        Launcher.Result r = Launcher.run(List.of("families", "--plugins", one.toString(),
                "--plugins", two.toString(), "--use=binary_op=" + MODULE + "@bundled"));
        assertEquals(0, r.status(), r.stderr());
        List<List<String>> rows = binaryOpRows(r.stdout());
        assertEquals(3, rows.size(), r.stdout());
        assertEquals("yes", active(rows, "bundled"), r.stdout());
        assertEquals("no", active(rows, one.resolve(jarName).toString()), r.stdout());
        assertEquals("no", active(rows, two.resolve(jarName).toString()), r.stdout());
    }

    @Test
    void theSameFolderTwice_isOneCandidate() {
        Launcher.Result r = Launcher.run(List.of("families", "--plugins", one.toString(),
                "--plugins", one.resolve("..").resolve("one").toString()));
        assertEquals(0, r.status(), r.stderr());
        assertEquals(2, binaryOpRows(r.stdout()).size(), r.stdout());
    }

    @Test
    void useForAFolderThatHoldsNoProvider_isAnError() {
        Launcher.Result r = Launcher.run(List.of("families", "--plugins", one.toString(),
                "--use=binary_op=" + MODULE + "@" + root));
        assertEquals(2, r.status(), r.stderr());
        assertEquals("", r.stdout());
        assertTrue(r.stderr().startsWith("specializer: --use=binary_op=" + MODULE + "@" + root
                + ": no provider of BINARY_OP matches (found: " + MODULE + " "), r.stderr());
    }
}
