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
        if (base.equals("folding_numbers")) {
            // constant folding uses the object model's arithmetic: needs float and bool operators
            org.junit.jupiter.api.Assumptions.assumeTrue(numbersSupported(), "float/bool arithmetic not in the object model yet");
        }
        Ast.Mod mod = AstReader.read(Files.readString(astFile, StandardCharsets.UTF_8));
        PyCode code = Compiler.compile(mod, base + ".py", Compiler.Mode.EXEC);
        String ours = normalize(Disassembler.dis(code));
        String theirs = normalize(Files.readString(astFile.resolveSibling(base + ".dis"), StandardCharsets.UTF_8));
        if (!theirs.equals(ours)) {
            org.junit.jupiter.api.Assertions.fail(base + ":\n" + diff(theirs, ours));
        }
    }

    /** A line diff (CPython's lines with '-', ours with '+'), for readable failures. */
    static String diff(String a, String b) {
        String[] x = a.split("\n");
        String[] y = b.split("\n");
        int[][] lcs = new int[x.length + 1][y.length + 1];
        for (int i = x.length - 1; i >= 0; i--) {
            for (int j = y.length - 1; j >= 0; j--) {
                lcs[i][j] = x[i].equals(y[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int j = 0;
        String context = "";
        int shown = 0;
        while ((i < x.length || j < y.length) && shown < 60) {
            if (i < x.length && j < y.length && x[i].equals(y[j])) {
                if (x[i].startsWith("Disassembly")) {
                    context = x[i];
                }
                i++;
                j++;
            } else if (j < y.length && (i == x.length || lcs[i][j + 1] >= lcs[i + 1][j])) {
                sb.append(context.isEmpty() ? "" : "[" + context + "]\n").append("+ ").append(y[j++]).append('\n');
                context = "";
                shown++;
            } else {
                sb.append(context.isEmpty() ? "" : "[" + context + "]\n").append("- ").append(x[i++]).append('\n');
                context = "";
                shown++;
            }
        }
        return sb.toString();
    }

    static boolean numbersSupported() {
        try {
            org.specializer.api.PyObject r = org.specializer.api.Abstract.trueDiv(
                    new org.specializer.api.PyFloat(7.5), org.specializer.api.Py.newInt(2));
            org.specializer.api.Abstract.sub(org.specializer.api.Py.newInt(3), org.specializer.api.Py.True);
            return r instanceof org.specializer.api.PyFloat f && f.value == 3.75;
        } catch (RuntimeException e) {
            return false;
        }
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
