package org.specializer.core.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.specializer.core.Interpreter;
import org.specializer.core.modules.StdStreams;

/**
 * Builtins seen from Python programs, end to end through the interpreter: the expected outputs
 * are CPython 3.13's.
 */
@Timeout(120)
class BuiltinsProgramTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private String run(String source, String stdin) {
        StdStreams.install(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out,
                err, false);
        int status = Interpreter.runHere(source, "<test>", List.of("<test>"), "",
                new Interpreter.Options());
        StdStreams.flushAll();
        return out.toString(StandardCharsets.UTF_8) + (status == 0 ? ""
                : "status " + status + "\n" + err.toString(StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        StdStreams.install(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(),
                new ByteArrayOutputStream(), false);
    }

    @Test
    void nextCarriesAGeneratorsReturnValue() {
        assertEquals("1 2\nthe end ('the end',)\n", run(String.join("\n",
                "def g():",
                "    yield 1",
                "    yield 2",
                "    return 'the end'",
                "it = g()",
                "print(next(it), next(it))",
                "try:",
                "    next(it)",
                "except StopIteration as e:",
                "    print(e.value, e.args)",
                ""), ""));
    }

    @Test
    void printAndSysStdout() {
        assertEquals("a-b!\nx 1 2.5 None True\nw 2\n", run(String.join("\n",
                "import sys",
                "print('a', 'b', sep='-', end='!\\n')",
                "print('x', 1, 2.5, None, True)",
                "n = sys.stdout.write('w ')",
                "print(n)",
                ""), ""));
    }

    @Test
    void printToAClassWithWrite() {
        assertEquals("['a', ' ', 'b', '\\n']\n", run(String.join("\n",
                "class Sink:",
                "    def __init__(self): self.parts = []",
                "    def write(self, s): self.parts.append(s)",
                "s = Sink()",
                "print('a', 'b', file=s)",
                "print(s.parts)",
                ""), ""));
    }

    @Test
    void inputReadsStdin() {
        assertEquals("name? hello, Ada\nEOFError EOF when reading a line\n", run(String.join("\n",
                "name = input('name? ')",
                "print('hello,', name)",
                "try:",
                "    input()",
                "except EOFError as e:",
                "    print(type(e).__name__, e)",
                ""), "Ada\n"));
    }

    @Test
    void iteratorBuiltins() {
        assertEquals("[(1, 'a'), (2, 'b')] [3, 2, 1] [2, 4] [1, 3] cba [5, 3, 8]\n",
                run(String.join("\n",
                "nums = iter([5, 3, 8, 0, 7])",
                "print(list(enumerate('ab', 1)), list(reversed([1, 2, 3])),",
                "      list(map(lambda x: 2 * x, [1, 2])), list(filter(lambda x: x % 2, [1, 2, 3])),",
                "      ''.join(reversed('abc')), list(iter(lambda: next(nums), 0)))",
                ""), ""));
    }

    @Test
    void sortedMinMaxSum() {
        assertEquals("['a', 'bb', 'ccc'] fig 1.0 0.1 10\n", run(String.join("\n",
                "print(sorted(['bb', 'ccc', 'a'], key=len), min(['apple', 'fig'], key=len),",
                "      sum([0.1] * 10), sum([0.1, 1e100, -1e100]), sum(range(5)))",
                ""), ""));
    }

    @Test
    void exitStatus() {
        assertEquals("before\nstatus 3\n", run("import sys\nprint('before')\nsys.exit(3)\n",
                ""));
    }
}
