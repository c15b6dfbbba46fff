package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.specializer.api.PyCode;
import org.specializer.core.Interpreter;
import org.specializer.core.interp.AttrSiteCache;
import org.specializer.core.interp.Tier2;
import org.specializer.testkit.InProcess;

/**
 * Compiled code that keeps adapting ({@code CompiledCode}, {@code Tier2.invalidate}): a guard
 * that keeps failing, or a site that was still warming up at compilation, gives the compiled
 * form up; the frame goes on in the interpreter at that instruction, the site is decided again
 * and the code is compiled again. Each program prints what CPython 3.13 printed, with tier 2
 * compiling at 50 calls plus iterations (in the running thread), and the forms given up are
 * counted.
 */
class Tier2AdaptsTest {
    private static final InProcess.Mode TIER2 = InProcess.Mode.tier2(1, 50);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "adapt.py", TIER2);
        assertEquals(0, r.status(), r.stderr());
        return r;
    }

    /** The code object named {@code name} that the last run made. */
    private static PyCode code(String name) {
        PyCode found = null;
        for (PyCode c : Interpreter.codeObjects()) {
            if (c.qualname.equals(name) && c.filename.equals("adapt.py")) {
                found = c;
            }
        }
        assertTrue(found != null, name);
        return found;
    }

    @Test
    void operandsThatChangeTypeForGoodRecompileTheCode() {
        int invalidated = Tier2.invalidationCount();
        int recompiled = Tier2.recompilationCount();
        InProcess.Result r = run("""
                def kernel(xs):
                    total = xs[0] - xs[0]
                    for x in xs:
                        total = total + x * x - x
                    return total
                print(kernel(list(range(300))))
                print(kernel([i + 0.5 for i in range(300)]))
                print(kernel([i + 0.5 for i in range(300)]))
                """);
        assertEquals("8910200\n8954975.0\n8954975.0\n", r.stdout());  // as CPython 3.13
        assertTrue(Tier2.invalidationCount() > invalidated, "the int form was given up");
        assertTrue(Tier2.recompilationCount() > recompiled, "and compiled again");
        assertTrue(code("kernel").invalidations > 0);
    }

    @Test
    void aFrameThatLeavesCompiledCodeRaisesAndHandlesAsTheInterpreter() {
        InProcess.Result r = run("""
                import traceback
                def f(xs, bad):
                    t = 0
                    for x in xs:
                        t = t + x
                    try:
                        return 1 / bad
                    except ZeroDivisionError:
                        return "caught", t
                def g(xs):
                    t = 0
                    for x in xs:
                        t = t + x
                    return t / 0
                for i in range(3):
                    print(f(list(range(200)), 1))
                print(f([0.5] * 200, 0))
                for i in range(3):
                    try:
                        g(list(range(200)))
                    except ZeroDivisionError:
                        pass
                try:
                    g([0.5] * 200)
                except ZeroDivisionError as e:
                    print([(fr.name, fr.lineno) for fr in traceback.extract_tb(e.__traceback__)])
                """);
        // as CPython 3.13: one traceback entry for g, made by the interpreter
        assertEquals("1.0\n1.0\n1.0\n('caught', 100.0)\n[('<module>', 24), ('g', 14)]\n",
                r.stdout());
        assertTrue(code("f").invalidations > 0, "f was given up mid-loop");
        assertTrue(code("g").invalidations > 0, "g was given up mid-loop");
    }

    @Test
    void aGeneratorLeavesCompiledCodeBetweenYields() {
        InProcess.Result r = run("""
                def gen(xs):
                    t = 0
                    for x in xs:
                        t = t + x
                        if x == xs[-1] or x == 100:
                            yield t
                    yield "end"
                print(list(gen(list(range(200)))))
                print(list(gen([0.5 * i for i in range(200)])))
                """);
        assertEquals("[5050, 19900, 'end']\n[9950.0, 'end']\n", r.stdout());
        assertTrue(code("gen").invalidations > 0);
    }

    @Test
    void shapesWarmingSitesAndRecursion() {
        InProcess.Result r = run("""
                class P:
                    def __init__(self, x):
                        self.x = x
                def total(ps):
                    s = 0
                    for p in ps:
                        s += p.x
                    return s
                ps = [P(i) for i in range(500)]
                print(total(ps))
                P.x = property(lambda self: 1)
                print(total(ps))
                def two_loops(n):
                    a = 0
                    for i in range(n):
                        a += i
                    b = 0.0
                    for i in range(n):
                        b += i * 0.5
                    return a, b
                print(two_loops(3000))
                def rec(n, xs):
                    if n == 0:
                        t = 0
                        for x in xs:
                            t = t + x
                        return t
                    return rec(n - 1, xs) + n
                print(rec(5, list(range(300))))
                print(rec(5, [0.25] * 300))
                """);
        assertEquals("124750\n500\n(4498500, 2249250.0)\n44865\n90.0\n", r.stdout());
        assertTrue(code("total").invalidations > 0, "the instance-value read was given up");
        assertTrue(code("two_loops").invalidations > 0, "the second loop was warming");
        assertTrue(code("rec").invalidations > 0);
    }

    /**
     * Two arithmetic sites flip between ints and floats every 200 iterations, and the float
     * branch was never run before compilation: each site gives the compiled form up once at
     * most (the second time it is taken for polymorphic), far below the budget.
     */
    @Test
    void aSiteThatKeepsFlippingGivesTheFormUpOnce() {
        InProcess.Result r = run("""
                def flip(n):
                    t = 0
                    for i in range(n):
                        v = i if (i // 200) % 2 == 0 else i + 0.5
                        t = t + v * 2
                    return t
                print(flip(100000))
                """);
        assertEquals("9999950000.0\n", r.stdout());
        int spent = code("flip").invalidations;
        assertTrue(spent > 0 && spent <= 3 && spent < Tier2.BUDGET,
                "given up " + spent + " times");
    }

    /**
     * One method read by instances of three classes in turn: its attribute sites miss
     * together, and give the compiled form up together (not once each); compiled again, they
     * read through their site caches, which hold all three classes: a few entries written,
     * where a cache that never hit would write one per read (60,000 here).
     */
    @Test
    void sitesThatMissTogetherGiveTheFormUpTogether() {
        long remembered = AttrSiteCache.remembered();
        InProcess.Result r = run("""
                class Base:
                    def __init__(self, i):
                        self.a = i
                        self.b = i * 2
                        self.c = i * 3
                    def total(self):
                        return self.a + self.b + self.c
                class P(Base): pass
                class Q(Base): pass
                class R(Base): pass
                def run(objs, n):
                    s = 0
                    for _ in range(n):
                        for o in objs:
                            s += o.total()
                    return s
                print(run([P(1), Q(2), R(3)] * 10, 2000))
                """);
        assertEquals("720000\n", r.stdout());  // as CPython 3.13
        int spent = code("Base.total").invalidations;
        assertTrue(spent >= 1 && spent <= 2, "given up " + spent + " times");
        long written = AttrSiteCache.remembered() - remembered;
        assertTrue(written > 0 && written < 100, written + " cache entries written");
    }
}
