package org.specializer.natives.decimal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * CPython 3.13's decimal test data ({@code Lib/test/decimaltestdata/*.decTest}, the General
 * Decimal Arithmetic testcases) through the arithmetic, one dynamic test per file, as
 * {@code test_decimal} runs them on the C implementation. The files are read from the pyenv
 * CPython 3.13 installation (or the folder in {@code -Ddecimal.testdata=DIR}); without them the
 * test is skipped, with the reason printed. The project's own tests do not depend on them.
 */
class DecTestSuiteTest {

    static Path testData() {
        String prop = System.getProperty("decimal.testdata");
        if (prop != null) {
            return Path.of(prop);
        }
        String root = System.getenv().getOrDefault("PYENV_ROOT",
                System.getProperty("user.home") + "/.pyenv");
        return Path.of(root, "versions", "3.13.0", "lib", "python3.13", "test",
                "decimaltestdata");
    }

    @Test
    void runnerReportsWrongResultsAndFlags(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("own.decTest");
        Files.writeString(f, String.join("\n",
                "precision: 9",
                "rounding: half_even",
                "maxExponent: 999",
                "minexponent: -999",
                "ownx001 add 1 1 -> 2",
                "ownx002 add 1 1 -> 3",
                "ownx003 divide 1 3 -> 0.333333333",
                "ownx004 divide 1 3 -> 0.333333333 Inexact Rounded",
                "ownx005 multiply 9E+999 10 -> Infinity Overflow Inexact Rounded",
                "ownx006 power 2 '0.5' -> 1.41421356 Inexact Rounded",
                "ownx007 tosci '1E+2' -> 1E+2",
                "ownx008 add 1 1 -> 2 # decNumber encodings are skipped",
                "pwmx325 power 1 1 1 -> 9"));
        DecTestRunner.Result r = DecTestRunner.runFile(f);
        assertEquals(7, r.run);
        assertEquals(1, r.skipped);
        assertEquals(2, r.failures.size(), r.failures.toString());
        assertTrue(r.failures.get(0).startsWith("ownx002 add 1 1 -> 3 -- got 2"));
        assertTrue(r.failures.get(1).startsWith("ownx003 divide 1 3 -> 0.333333333 -- flags"));
    }

    @TestFactory
    Stream<DynamicTest> decTestFiles() throws IOException {
        Path dir = testData();
        if (!Files.isDirectory(dir)) {
            String reason = "CPython 3.13's decimaltestdata not found at " + dir
                    + " (set -Ddecimal.testdata=DIR): the .decTest files are skipped";
            System.out.println(reason);
            Assumptions.abort(reason);
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".decTest"))
                    .sorted().collect(Collectors.toList());
        }
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(),
                () -> {
                    DecTestRunner.Result r = DecTestRunner.runFile(f);
                    String msg = f.getFileName() + ": " + r.run + " run, " + r.failures.size()
                            + " failed, " + r.skipped + " skipped"
                            + (r.failures.isEmpty() ? "" : "\n  " + String.join("\n  ",
                                    r.failures.subList(0, Math.min(20, r.failures.size()))));
                    System.out.println(msg);
                    assertTrue(r.failures.isEmpty(), msg);
                }));
    }
}
