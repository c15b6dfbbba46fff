package org.specializer.core.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.specializer.api.PyException;
import org.specializer.api.PyModule;
import org.specializer.core.interp.Runtime;
import org.specializer.core.modules.StdStreams;

/**
 * End to end: each {@code run/NAME.py} is parsed, compiled and run by the interpreter, and
 * what it prints must be what CPython 3.13 printed ({@code NAME.out}, recorded by
 * gen_fixtures.py). The programs exercise what the compiler decides: control flow through
 * loops, finally and with blocks, exception handlers, generators, scopes and closures,
 * classes, calls and evaluation order.
 */
class RunProgramsTest {
    static final Path RUN = Path.of("src/test/resources/compiler/run");

    @TestFactory
    Stream<DynamicTest> programs() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(RUN)) {
            s.filter(p -> p.toString().endsWith(".py")).sorted().forEach(files::add);
        }
        return files.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            String source = Files.readString(p, StandardCharsets.UTF_8);
            String expected = Files.readString(p.resolveSibling(p.getFileName().toString().replace(".py", ".out")),
                    StandardCharsets.UTF_8);
            assertEquals(expected, run(source, p.getFileName().toString()));
        }));
    }

    @Test
    void interactiveModePrintsExpressionStatements() {
        String src = "x = 6\n"
                + "for s in ['x * 7', 'None', \"'text'\", 'y = 1', 'if x:\\n  x + 1\\n  x + 2\\n']:\n"
                + "    exec(compile(s, '<stdin>', 'single'))\n";
        assertEquals("42\n'text'\n7\n8\n", run(src, "interactive.py"));
    }

    /** Runs {@code source} as {@code __main__}; its standard output, then any uncaught exception. */
    static String run(String source, String filename) {
        return capture(() -> {
            PyModule main = Runtime.newMainModule(filename);
            Runtime.execSource(source, filename, main.dict, main.dict);
        });
    }

    static synchronized String capture(Runnable r) {
        Runtime.init();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        StdStreams.install(new ByteArrayInputStream(new byte[0]), out, err, false);
        String uncaught = "";
        try {
            r.run();
        } catch (PyException e) {
            uncaught = "uncaught " + e.value.type.getName() + "\n";
        } finally {
            StdStreams.flushAll();
        }
        return out.toString(StandardCharsets.UTF_8) + uncaught;
    }
}
