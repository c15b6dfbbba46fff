package org.specializer.core.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * The parser against CPython 3.13's own answers: ast.dump of several hundred snippets (every
 * statement and expression form, literals, f-strings), the same with positions, and the
 * SyntaxError (class, message, line, offset, end) of several hundred mistakes.
 */
class CPythonFixturesTest {
    private static String dump(String src, boolean positions) {
        return AstDump.dump(Parser.parse(src, "f", Parser.Mode.EXEC), positions);
    }

    @TestFactory
    Stream<DynamicTest> astDumpEqualsCPython() {
        return Fixtures.cases("ast_cases.txt").stream().map(c -> DynamicTest.dynamicTest(c.name(),
                () -> assertEquals(c.expected(), dump(c.source(), false), c.source())));
    }

    @TestFactory
    Stream<DynamicTest> positionsEqualCPython() {
        return Fixtures.cases("position_cases.txt").stream().map(c -> DynamicTest.dynamicTest(
                c.name(), () -> assertEquals(c.expected(), dump(c.source(), true), c.source())));
    }

    @TestFactory
    Stream<DynamicTest> syntaxErrorsEqualCPython() {
        return Fixtures.cases("error_cases.txt").stream().map(c -> DynamicTest.dynamicTest(c.name(),
                () -> {
                    SyntaxErrorException e;
                    try {
                        dump(c.source(), false);
                        fail("no error for " + c.source());
                        return;
                    } catch (SyntaxErrorException x) {
                        e = x;
                    }
                    assertEquals(c.expected(), Fixtures.describe(e), c.source());
                }));
    }

    @Test
    void fixturesAreNotEmpty() {
        List<Fixtures.Case> ast = Fixtures.cases("ast_cases.txt");
        List<Fixtures.Case> err = Fixtures.cases("error_cases.txt");
        assertEquals(true, ast.size() > 400, "ast cases: " + ast.size());
        assertEquals(true, err.size() > 300, "error cases: " + err.size());
    }

    @Test
    void errorCarriesTheOffendingSourceLine() {
        SyntaxErrorException e = assertThrows(SyntaxErrorException.class,
                () -> dump("x = 1\ny = 2 3\n", false));
        assertEquals("y = 2 3", e.sourceLine());
        assertEquals("f", e.filename());
        SyntaxErrorException multi = assertThrows(SyntaxErrorException.class,
                () -> dump("x = 1\ny = (1 +\n  2 3)\n", false));
        assertEquals("y = (1 +", multi.sourceLine());
        assertEquals(3, multi.endLine());
    }

    @Test
    void featurePrograms() {
        for (String name : new String[] {"features", "fstrings"}) {
            String src = Fixtures.resource("programs/" + name + ".py");
            String expected = Fixtures.resource("programs/" + name + ".ast").strip();
            assertEquals(expected, dump(src, true), name);
        }
    }
}
