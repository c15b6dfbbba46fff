package org.specializer.core.tier2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.specializer.api.PyException;
import org.specializer.api.PyModule;
import org.specializer.core.interp.Runtime;
import org.specializer.core.interp.Tier2;
import org.specializer.core.modules.StdStreams;

/**
 * The compiler's run fixtures (control flow, exceptions, generators, scopes, classes; each
 * with the output CPython 3.13 printed) run with tier 2 compiling every code object at its
 * first call, and with tier 2 taking over running frames at a loop head after two
 * iterations. Plus the hand-over cases themselves: a loop entered mid-way, a generator and an
 * async generator that started in the interpreter, an exception thrown out of and into
 * compiled code.
 */
class Tier2ProgramsTest {
    static final Path RUN = Path.of("src/test/resources/compiler/run");

    @AfterEach
    void restoreDefaults() {
        Tier2.setDefaultThresholds();
        Tier2.setEnabled(true);
    }

    static synchronized String run(String source, int threshold) {
        Tier2.setThreshold(threshold);
        Tier2.setEnabled(true);
        Tier2.setBackground(false);  // compiled exactly at the threshold, in this thread
        Runtime.init();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        StdStreams.install(new ByteArrayInputStream(new byte[0]), out, new ByteArrayOutputStream(),
                false);
        String uncaught = "";
        try {
            PyModule main = Runtime.newMainModule("prog.py");
            Runtime.execSource(source, "prog.py", main.dict, main.dict);
        } catch (PyException e) {
            uncaught = "uncaught " + e.value.type.getName() + "\n";
        } finally {
            StdStreams.flushAll();
        }
        return out.toString(StandardCharsets.UTF_8) + uncaught;
    }

    @TestFactory
    Stream<DynamicTest> fixturesPrintWhatCPythonPrinted() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> s = Files.list(RUN)) {
            for (Path p : s.filter(p -> p.toString().endsWith(".py")).sorted().toList()) {
                String source = Files.readString(p, StandardCharsets.UTF_8);
                String expected = Files.readString(Path.of(p.toString().replace(".py", ".out")),
                        StandardCharsets.UTF_8);
                for (int threshold : new int[] {0, 2}) {
                    tests.add(DynamicTest.dynamicTest(p.getFileName() + " threshold " + threshold,
                            () -> {
                                int internal = internalRefusals();
                                assertEquals(expected, run(source, threshold));
                                assertEquals(internal, internalRefusals(), () -> "a translated"
                                        + " class was refused (the JVM's verifier, say): "
                                        + Tier2.refusals());
                            }));
                }
            }
        }
        return tests.stream();
    }

    /** Code refused for an internal error so far: a class the JVM would not define, say. */
    static int internalRefusals() {
        return Tier2.refusals().getOrDefault("internal", 0);
    }

    @Test
    void aLoopStartedInTheInterpreterFinishesCompiled() {
        int before = Tier2.compiledCount();
        String out = run("""
                def f(n):
                    total = 0
                    items = []
                    for i in range(n):
                        total += i * i
                        items.append(total % 7)
                    return total, sum(items)
                print(f(5000))
                """, 100);
        assertEquals("(41654167500, 9997)\n", out);  // as CPython 3.13 prints it
        assertTrue(Tier2.compiledCount() > before, "f was compiled while its loop ran");
    }

    @Test
    void aGeneratorMovesToCompiledCodeBetweenYields() {
        String out = run("""
                def gen():
                    acc = []
                    while True:
                        x = yield len(acc)
                        if x is None:
                            return acc
                        acc.append(x * 2)
                g = gen()
                next(g)
                for i in range(50):
                    g.send(i)
                try:
                    g.send(None)
                except StopIteration as e:
                    print(sum(e.value), len(e.value))
                """, 10);
        assertEquals("2450 50\n", out);
    }

    @Test
    void anAsyncGeneratorMovesToCompiledCodeBetweenItsSuspensions() {
        int before = Tier2.compiledCount();
        String out = run("""
                class Pause:
                    def __await__(self):
                        return (yield "paused")
                async def agen():
                    total = 0
                    try:
                        while True:
                            got = await Pause()
                            sent = yield total
                            total += got + (sent or 0)
                    finally:
                        await Pause()
                        print("closed at", total)
                def step(aw, *values):
                    try:
                        aw.send(None)
                        for v in values:
                            aw.send(v)
                    except StopIteration as e:
                        return e.value
                ag = agen()
                for i in range(40):
                    step(ag.asend(i) if i else ag.__anext__(), 1)
                print(step(ag.__anext__(), 1000))
                print(step(ag.aclose(), None))
                """, 10);
        assertEquals("820\nclosed at 820\nNone\n", out);  // as CPython 3.13 prints it
        assertTrue(Tier2.compiledCount() > before, "the async generator was compiled");
    }

    @Test
    void exceptionsCrossCompiledFramesWithTheirTracebacks() {
        String out = run("""
                import sys
                def inner(n):
                    if n == 0:
                        raise ValueError("bottom")
                    return inner(n - 1)
                def outer():
                    try:
                        inner(3)
                    except ValueError as e:
                        tb = e.__traceback__
                        lines = []
                        while tb is not None:
                            lines.append(tb.tb_lineno)
                            tb = tb.tb_next
                        return lines
                print(outer())
                def thrower():
                    try:
                        yield 1
                    except KeyError as e:
                        yield "caught " + str(e)
                t = thrower()
                next(t)
                print(t.throw(KeyError("k")))
                """, 0);
        assertEquals("[8, 5, 5, 5, 4]\ncaught 'k'\n", out);
    }

    @Test
    void localsReachedUnderAnotherNameSeeTheCompiledFramesValues() {
        // compiled code writes its locals into the frame before a call that is not
        // specialized to a builtin, so locals() under another name sees their values of the
        // moment (not those of the compilation, nor an error)
        String out = run("""
                grab = locals
                def direct(a):
                    b = a + 1
                    return sorted(locals().items())
                def aliased(a):
                    b = a + 1
                    for i in range(3):
                        b += i
                    return sorted(grab().items())
                print(direct(1))
                print(aliased(1))
                """, 0);
        assertEquals("[('a', 1), ('b', 2)]\n[('a', 1), ('b', 5), ('i', 2)]\n", out);
    }
}
