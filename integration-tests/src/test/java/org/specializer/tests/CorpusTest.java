package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The project's own corpus: each {@code corpus/NAME.py} must print exactly
 * {@code corpus/NAME.out}. With a {@code NAME.err}, the program must end with an uncaught
 * exception and exit with status 1: a one-line {@code NAME.err} is the traceback's last line; a
 * longer one is the whole of stderr as CPython 3.13 writes it, with the program's path written
 * as its file name.
 */
class CorpusTest {

    static Path corpusDir() throws URISyntaxException {
        return Path.of(CorpusTest.class.getResource("/corpus").toURI());
    }

    /**
     * The corpus programs, or with {@code -Dcorpus.only=NAME,NAME...} (e.g. on the mvn command
     * line) those whose file names start with one of the names.
     */
    static List<Path> programs() throws IOException, URISyntaxException {
        String only = System.getProperty("corpus.only", "");
        List<String> prefixes = only.isBlank() ? List.of() : List.of(only.split(","));
        try (Stream<Path> s = Files.list(corpusDir())) {
            return s.filter(p -> p.toString().endsWith(".py"))
                    .filter(p -> prefixes.isEmpty() || prefixes.stream().anyMatch(
                            x -> p.getFileName().toString().startsWith(x.strip())))
                    .sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> corpusProgramsPrintTheirExpectedOutput()
            throws IOException, URISyntaxException {
        return programs().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
                () -> check(p)));
    }

    static void check(Path program) throws IOException {
        String base = program.toString().substring(0, program.toString().length() - 3);
        String expected = Files.readString(Path.of(base + ".out"), StandardCharsets.UTF_8);
        Path errFile = Path.of(base + ".err");
        Launcher.Result r = Launcher.runFile(program);
        assertEquals(expected, r.stdout(), "stdout of " + program.getFileName()
                + "\nstderr:\n" + r.stderr());
        if (Files.exists(errFile)) {
            assertEquals(1, r.status(), "exit status");
            String expectedErr = Files.readString(errFile, StandardCharsets.UTF_8);
            if (isWholeStderr(expectedErr)) {
                assertEquals(expectedErr, stderrAsInCorpus(program, r.stderr()));
            } else {
                assertEquals(expectedErr.strip(), r.lastErrLine());
            }
        } else {
            assertEquals(0, r.status(), "exit status; stderr:\n" + r.stderr());
        }
    }

    /** Is the content of a {@code NAME.err} the whole of stderr (more than one line)? */
    static boolean isWholeStderr(String expectedErr) {
        return expectedErr.strip().contains("\n");
    }

    /** {@code stderr} with the program's path written as CPython's run names it. */
    static String stderrAsInCorpus(Path program, String stderr) {
        return stderr.replace("File \"" + program + "\"",
                "File \"" + program.getFileName() + "\"");
    }
}
