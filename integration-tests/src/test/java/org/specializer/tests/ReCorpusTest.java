package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Programs that use Lib's {@code re} package over the {@code _sre} engine: each
 * {@code corpus-re/NAME.py} must print exactly {@code corpus-re/NAME.out} (CPython 3.13's
 * output). They run once {@code import re} works, which needs Lib importable from its
 * archive and what {@code enum}, {@code types} and {@code re._compiler} use; until then they
 * are skipped, with the reason. {@code corpus/sre_engine.py} covers the engine meanwhile.
 */
class ReCorpusTest {

    @TestFactory
    Stream<DynamicTest> reProgramsPrintTheirExpectedOutput() throws IOException,
            URISyntaxException {
        Path dir = Path.of(ReCorpusTest.class.getResource("/corpus-re").toURI());
        List<Path> programs;
        try (Stream<Path> s = Files.list(dir)) {
            programs = s.filter(p -> p.toString().endsWith(".py")).sorted().toList();
        }
        Launcher.Result probe = Launcher.run(List.of("-c", "import re"));
        return programs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
                () -> {
                    Assumptions.assumeTrue(probe.status() == 0,
                            () -> "import re fails: " + probe.lastErrLine());
                    check(p);
                }));
    }

    private static void check(Path program) throws IOException {
        String base = program.toString().substring(0, program.toString().length() - 3);
        String expected = Files.readString(Path.of(base + ".out"), StandardCharsets.UTF_8);
        Launcher.Result r = Launcher.runFile(program);
        assertEquals(expected, r.stdout(), "stdout of " + program.getFileName() + "\nstderr:\n"
                + r.stderr());
        assertEquals(0, r.status(), "exit status; stderr:\n" + r.stderr());
    }
}
