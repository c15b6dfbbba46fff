package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What users see when things go wrong: exit codes and messages, never a Java stack trace. */
class ErrorPathsTest {

    private static void assertNoJavaTrace(Launcher.Result r) {
        assertFalse(r.stderr().contains("\tat "), "a Java stack trace leaked:\n" + r.stderr());
        assertFalse(r.stderr().contains("Exception in thread"), r.stderr());
    }

    @Test
    void syntaxErrorShowsFileLineSourceAndCaret() {
        Launcher.Result r = Launcher.runSource("bad.py", "x = 1\nif x\n    pass\n");
        assertEquals(1, r.status());
        assertNoJavaTrace(r);
        String[] lines = r.stderr().split("\n");
        assertTrue(lines[0].matches("  File \".*bad\\.py\", line 2"), r.stderr());
        assertEquals("    if x", lines[1]);
        assertEquals("        ^", lines[2]);
        assertEquals("SyntaxError: expected ':'", lines[3]);
    }

    @Test
    void uncaughtExceptionPrintsACpythonStyleTraceback() {
        Launcher.Result r = Launcher.runSource("boom.py",
                "def inner(d):\n    return d['key']\n\ndef outer():\n    return inner({})\n\n"
                + "print('before')\nouter()\n");
        assertEquals(1, r.status());
        assertEquals("before\n", r.stdout());
        assertNoJavaTrace(r);
        String expected = "Traceback (most recent call last):\n"
                + "  File \"FILE\", line 8, in <module>\n"
                + "    outer()\n"
                + "  File \"FILE\", line 5, in outer\n"
                + "    return inner({})\n"
                + "  File \"FILE\", line 2, in inner\n"
                + "    return d['key']\n"
                + "KeyError: 'key'\n";
        String file = r.stderr().substring(r.stderr().indexOf("File \"") + 6);
        file = file.substring(0, file.indexOf('"'));
        assertEquals(expected.replace("FILE", file), r.stderr().replaceAll("(?m)^ +[~^]+\n", ""));
    }

    @Test
    void runawayRecursionIsARecursionErrorNotAStackOverflow() {
        Launcher.Result r = Launcher.runSource("deep.py",
                "import sys\ndef f(n):\n    return f(n + 1)\n"
                + "try:\n    f(0)\nexcept RecursionError as e:\n    print('caught:', e)\n"
                + "sys.setrecursionlimit(50000)\n"
                + "def g(n):\n    return 0 if n == 0 else 1 + g(n - 1)\n"
                + "print(g(40000))\n"
                + "f(0)\n");
        assertEquals(1, r.status(), r.stderr());
        assertEquals("caught: maximum recursion depth exceeded\n40000\n", r.stdout());
        assertNoJavaTrace(r);
        assertEquals("RecursionError: maximum recursion depth exceeded", r.lastErrLine());
        assertTrue(r.stderr().contains("[Previous line repeated"), r.stderr());
    }

    @Test
    void badTypeParameterListIsTheCompilersSyntaxError() {
        Launcher.Result r = Launcher.runSource("t.py", "x = 3\ndef f[T, T](): pass\n");
        assertEquals(1, r.status());
        assertNoJavaTrace(r);
        assertEquals("SyntaxError: duplicate type parameter 'T'", r.lastErrLine());
        assertTrue(r.stderr().contains("line 2"), r.stderr());
    }

    @Test
    void badPatternIsTheCompilersSyntaxErrorWithItsRange() {
        Launcher.Result r = Launcher.runSource("m.py",
                "x = [1, 2]\nmatch x:\n    case [*a, *b]:\n        pass\n");
        assertEquals(1, r.status());
        assertEquals("", r.stdout());
        assertNoJavaTrace(r);
        String[] lines = r.stderr().split("\n");
        assertTrue(lines[0].matches("  File \".*m\\.py\", line 3"), r.stderr());
        assertEquals("    case [*a, *b]:", lines[1]);
        assertEquals("         ^^^^^^^^", lines[2]);
        assertEquals("SyntaxError: multiple starred names in sequence pattern", lines[3]);
    }

    @Test
    void breakInAnExceptStarClauseIsASyntaxErrorAtTheBreak() {
        Launcher.Result r = Launcher.runSource("eg.py",
                "for x in [1]:\n    try:\n        pass\n    except* ValueError:\n        break\n");
        assertEquals(1, r.status());
        assertNoJavaTrace(r);
        assertEquals("SyntaxError: 'break', 'continue' and 'return' cannot appear in an except* "
                + "block", r.lastErrLine());
        assertTrue(r.stderr().contains("line 5"), r.stderr());
    }

    @Test
    void missingScriptExitsWithStatus2() {
        Launcher.Result r = Launcher.run(List.of("run", "/no/such/file.py"));
        assertEquals(2, r.status());
        assertTrue(r.stderr().contains("can't open file"), r.stderr());
        assertTrue(r.stderr().contains("No such file or directory"), r.stderr());
    }

    @Test
    void systemExitGivesItsCode() {
        assertEquals(3, Launcher.runSource("e.py", "import sys\nsys.exit(3)\n").status());
        Launcher.Result r = Launcher.runSource("e.py", "raise SystemExit('bye')\n");
        assertEquals(1, r.status());
        assertEquals("bye", r.lastErrLine());
    }

    @Test
    void argvIsWhatFollowsTheScript() {
        Launcher.Result r = Launcher.run(List.of("-c",
                "import sys; print(sys.argv[1:])", "a", "--b"));
        assertEquals(0, r.status(), r.stderr());
        assertEquals("['a', '--b']\n", r.stdout());
    }
}
