package org.specializer.core.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.specializer.api.PyCode;
import org.specializer.core.ast.Ast;

/**
 * Compiles each {@code cases/NAME.ast} (CPython's AST of {@code NAME.py}) and compares our
 * disassembly with CPython 3.13's ({@code NAME.dis}, made by {@code gen_fixtures.py}).
 * Normalized away: code object addresses, jump opargs (CPython gives POP_JUMP_IF_* and
 * JUMP_BACKWARD an inline cache we do not have, and CALL_KW none where we have three, so
 * relative offsets differ; the targets, shown as labels, must agree) and column padding.
 */
class DisFixtureTest {
    static final Path CASES = Path.of("src/test/resources/compiler/cases");

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        List<Path> asts = new ArrayList<>();
        try (Stream<Path> files = Files.list(CASES)) {
            files.filter(p -> p.toString().endsWith(".ast")).sorted().forEach(asts::add);
        }
        return asts.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    static void check(Path astFile) throws IOException {
        String base = astFile.getFileName().toString().replace(".ast", "");
        Ast.Mod mod = AstReader.read(Files.readString(astFile, StandardCharsets.UTF_8));
        PyCode code = Compiler.compile(mod, base + ".py", Compiler.Mode.EXEC);
        String ours = normalize(Disassembler.dis(code));
        String theirs = normalize(Files.readString(astFile.resolveSibling(base + ".dis"), StandardCharsets.UTF_8));
        assertEquals(theirs, ours, base);
    }

    static String normalize(String dis) {
        StringBuilder sb = new StringBuilder();
        for (String line : dis.split("\n", -1)) {
            String l = line.replaceAll("at 0x[0-9a-f]+", "at 0x?");
            l = l.replaceAll("\\d+ \\(to L", "? (to L");
            l = l.trim().replaceAll("\\s+", " ");
            sb.append(l).append('\n');
        }
        return sb.toString().trim();
    }
}
