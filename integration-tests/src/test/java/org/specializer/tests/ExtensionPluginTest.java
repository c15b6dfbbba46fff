package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The sample plugin of {@code examples/extension-plugin}, assembled from its sources as its own
 * Maven build would (against the launcher's modules), dropped into a plugin folder and used:
 * its extension children run, are counted by name, and give what the generic instruction
 * gives.
 */
class ExtensionPluginTest {
    static final String MODULE = "org.specializer.examples.intdivision";

    private static Path root;
    private static Path pluginDir;

    @BeforeAll
    static void assemble() throws IOException {
        root = Files.createTempDirectory("spec-sample-plugin");
        pluginDir = root.resolve("plugins");
        PluginJar.build(pluginDir, MODULE, "1.0.0", sources());
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    static Path sampleDir() {
        return Launcher.projectRoot().resolve("examples/extension-plugin");
    }

    /** The sample's Java sources, by path under {@code src/main/java}. */
    static Map<String, String> sources() throws IOException {
        Path src = sampleDir().resolve("src/main/java");
        Map<String, String> out = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(src)) {
            files.filter(p -> p.toString().endsWith(".java")).sorted().forEach(p -> {
                try {
                    out.put(src.relativize(p).toString(),
                            Files.readString(p, StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return out;
    }

    private static List<String> withPlugin(String... more) {
        List<String> all = new java.util.ArrayList<>(List.of("--plugins", pluginDir.toString()));
        all.addAll(List.of(more));
        return all;
    }

    @Test
    void theSampleRequiresOnlyTheApiAndSpi() {
        FamilyModuleRule.check(pluginDir.resolve(MODULE + ".jar"));
    }

    @Test
    void theSampleReplacesTheBundledBinaryOpFamily() {
        Launcher.Result r = Launcher.run(List.of("families", "--plugins", pluginDir.toString()));
        assertEquals(0, r.status(), r.stderr());
        assertTrue(r.stdout().lines().anyMatch(l -> l.startsWith("binary_op ")
                && l.contains(MODULE) && l.contains(" yes ")), r.stdout());
    }

    @Test
    void theDemoRunsItsExtensionChildrenAndPrintsCpythonsResult() {
        Launcher.StatsRun run = Launcher.runWithJsonStats(withPlugin(),
                sampleDir().resolve("demo.py"));
        assertEquals(0, run.result().status(), run.result().stderr());
        // CPython 3.13's output, but for the timing line
        String out = run.result().stdout();
        assertTrue(out.startsWith("ZeroDivisionError: integer division or modulo by zero\n"
                + "total 9223372036874629859\n"), out);
        Map<String, Object> ext = Json.object(run.stats(), "families", "binary_op",
                "extensions");
        long floorDivide = Json.number(Json.object(ext, "int_floor_divide"), "hits");
        long remainder = Json.number(Json.object(ext, "int_remainder"), "hits");
        assertTrue(floorDivide > 100_000, "int_floor_divide hits: " + floorDivide);
        assertTrue(remainder > 100_000, "int_remainder hits: " + remainder);
    }

    /** Operands at every edge the guards draw, one site each way: same output as generic. */
    @Test
    void extendedSitesGiveWhatTheGenericInstructionGives() {
        Path program = Launcher.writeProgram("divmod_edges.py", """
                class I(int):
                    def __floordiv__(self, o): return 'I//'
                    def __mod__(self, o): return 'I%'
                M = 2**63
                values = [0, 1, -1, 2, -2, 3, -7, 7, 10**18, -10**18, M - 1, -M, M, -M - 1,
                          10**30, True, False, I(5), 2.5, -0.0]
                def fd(a, b):
                    return a // b
                def md(a, b):
                    return a % b
                def ifd(a, b):
                    a //= b
                    return a
                # warm the sites on plain ints first, so they extend, then mix in the rest
                for i in range(1, 50):
                    fd(i * 37, i); md(-i * 37, i); ifd(i, 3)
                for f in (fd, md, ifd):
                    for a in values:
                        for b in values:
                            try:
                                r = f(a, b)
                                print(f.__name__, a, b, type(r).__name__, r)
                            except Exception as e:
                                print(f.__name__, a, b, type(e).__name__, e)
                """);
        Launcher.StatsRun extended = Launcher.runWithJsonStats(withPlugin(), program);
        Launcher.Result generic = Launcher.runWith(List.of("--no-specialize"), program);
        assertEquals(0, generic.status(), generic.stderr());
        assertEquals(generic.stdout(), extended.result().stdout());
        assertTrue(generic.stdout().contains("fd -9223372036854775808 -1 int 9223372036854775808"),
                generic.stdout());
        Map<String, Object> ext = Json.object(extended.stats(), "families", "binary_op",
                "extensions");
        assertTrue(Json.number(Json.object(ext, "int_floor_divide"), "hits") > 0, ext.toString());
        assertTrue(Json.number(Json.object(ext, "int_remainder"), "misses") > 0, ext.toString());
    }
}
