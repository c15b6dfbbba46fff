package org.specializer.core.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * Each {@code errors/NAME.py} parses but does not compile: our compiler must raise the
 * SyntaxError CPython 3.13's {@code compile()} raises ({@code NAME.err}: message, line and
 * 1-based column).
 */
class ErrorFixtureTest {
    static final Path ERRORS = Path.of("src/test/resources/compiler/errors");

    @TestFactory
    Stream<DynamicTest> errors() throws IOException {
        List<Path> asts = new ArrayList<>();
        try (Stream<Path> files = Files.list(ERRORS)) {
            files.filter(p -> p.toString().endsWith(".ast")).sorted().forEach(asts::add);
        }
        return asts.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            String base = p.getFileName().toString().replace(".ast", "");
            Ast.Mod mod = AstReader.read(Files.readString(p, StandardCharsets.UTF_8));
            String source = Files.readString(p.resolveSibling(base + ".py"), StandardCharsets.UTF_8);
            List<String> expected = Files.readAllLines(p.resolveSibling(base + ".err"), StandardCharsets.UTF_8);
            SyntaxErrorException e = assertThrows(SyntaxErrorException.class,
                    () -> Compiler.compile(mod, base + ".py", Compiler.Mode.EXEC, source));
            assertEquals(expected.get(0), e.msg(), base);
            assertEquals(Integer.parseInt(expected.get(1)), e.line(), base + " line");
            assertEquals(Integer.parseInt(expected.get(2)), e.column(), base + " column");
            assertEquals(source.split("\n")[e.line() - 1], e.sourceLine(), base + " source line");
        }));
    }

    /** The same errors from source text: our parser, then the compiler (either may report them). */
    @TestFactory
    Stream<DynamicTest> errorsThroughOurParser() throws IOException {
        List<Path> sources = new ArrayList<>();
        try (Stream<Path> files = Files.list(ERRORS)) {
            files.filter(p -> p.toString().endsWith(".py")).sorted().forEach(sources::add);
        }
        return sources.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            String base = p.getFileName().toString().replace(".py", "");
            String source = Files.readString(p, StandardCharsets.UTF_8);
            List<String> expected = Files.readAllLines(p.resolveSibling(base + ".err"), StandardCharsets.UTF_8);
            SyntaxErrorException e = assertThrows(SyntaxErrorException.class,
                    () -> Compiler.compileSource(source, base + ".py", "exec"));
            assertEquals(expected.get(0), e.msg(), base);
            assertEquals(Integer.parseInt(expected.get(1)), e.line(), base + " line");
            assertEquals(Integer.parseInt(expected.get(2)), e.column(), base + " column");
        }));
    }
}
