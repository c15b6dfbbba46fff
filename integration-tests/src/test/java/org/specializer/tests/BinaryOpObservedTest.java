package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.SiteState;

/**
 * BINARY_OP sites observed the way CPython's test_opcache observes them through {@code dis}:
 * a snippet runs in-process with CPython's counters, calls {@code __probe__} at the moments
 * of interest, and the test asserts what the site had become then, what the statistics
 * counted, and that the printed results are Python's throughout (expected output from
 * CPython 3.13).
 */
class BinaryOpObservedTest {
    /** The raw counter a success leaves: cooldown value 52, backoff 0. */
    private static final int COOLDOWN = 52 << 4;

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.BINARY_OP);
    }

    @Test
    void binaryOpAddInt_afterTheSecondExecutionWithExactInts_bigOnesIncluded() {
        InProcess.Result r = run("""
                def add(a, b):
                    return a + b
                print(add(1, 2))
                __probe__("once")
                print(add(2**70, 5))
                __probe__("twice")
                print(add(-2**63, -1), add(7, 8))
                """);
        assertEquals("3\n1180591620717411303429\n-9223372036854775809 15\n", r.stdout());
        assertEquals(Opcode.BINARY_OP, site(r, "once", "add").opcode(), "warming up");
        SiteState twice = site(r, "twice", "add");
        assertEquals(Opcode.BINARY_OP_ADD_INT, twice.opcode());
        assertEquals(COOLDOWN, twice.field("counter"));
        assertEquals(2, r.stats(Family.BINARY_OP).childHits("BINARY_OP_ADD_INT"));
    }

    @Test
    void binaryOpAddInt_respecializesToAddFloat_onThe53rdFloatMiss() {
        InProcess.Result r = run("""
                def add(a, b):
                    return a + b
                print(add(1, 2), add(3, 4))
                __probe__("ints")
                r = []
                for i in range(52):
                    r.append(add(0.5, float(i)))
                __probe__("52 misses")
                print(r[0], r[-1], len(r))
                print(add(0.25, 0.5))
                __probe__("53 misses")
                print(add(1.0, 2.0), add(3, 4))
                __probe__("floats")
                """);
        assertEquals("3 7\n0.5 51.5 52\n0.75\n3.0 7\n", r.stdout());
        assertEquals(Opcode.BINARY_OP_ADD_INT, site(r, "ints", "add").opcode());
        SiteState after52 = site(r, "52 misses", "add");
        assertEquals(Opcode.BINARY_OP_ADD_INT, after52.opcode(), "52 misses are not enough");
        assertEquals(0, after52.field("counter"), "the misses spent the cooldown");
        SiteState after53 = site(r, "53 misses", "add");
        assertEquals(Opcode.BINARY_OP_ADD_FLOAT, after53.opcode());
        assertEquals(COOLDOWN, after53.field("counter"));
        assertEquals(Opcode.BINARY_OP_ADD_FLOAT, site(r, "floats", "add").opcode(),
                "one int miss does not deopt");
        InProcess.Counts c = r.stats(Family.BINARY_OP);
        assertEquals(1, c.deopts());
        assertEquals(1, c.childHits("BINARY_OP_ADD_FLOAT"));
    }

    @ParameterizedTest(name = "{0} with {1}, {2} -> {3}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "-;7;-2;BINARY_OP_SUBTRACT_INT;9",
        "*;7;-2;BINARY_OP_MULTIPLY_INT;-14",
        "*;2**40;2**40;BINARY_OP_MULTIPLY_INT;1208925819614629174706176",
        "+;0.5;0.25;BINARY_OP_ADD_FLOAT;0.75",
        "-;0.5;0.25;BINARY_OP_SUBTRACT_FLOAT;0.25",
        "*;0.5;0.25;BINARY_OP_MULTIPLY_FLOAT;0.125",
        "+;'ab';'c';BINARY_OP_ADD_UNICODE;abc",
    })
    void eachOperatorAndExactType_becomesItsChild(String op, String a, String b, Opcode child,
            String result) {
        InProcess.Result r = run("def f(a, b):\n    return a " + op + " b\n"
                + "for i in range(4):\n    x = f(" + a + ", " + b + ")\n"
                + "__probe__('done')\nprint(x)\n");
        assertEquals(result + "\n", r.stdout());
        assertEquals(child, site(r, "done", "f").opcode());
        assertEquals(2, r.stats(Family.BINARY_OP).childHits(child.name()));
    }

    @Test
    void strConcatenation_isInplaceOnlyWhenTheResultGoesBackIntoTheLeftLocal() {
        InProcess.Result r = run("""
                def concat(a, b):
                    return a + b
                def grow(s, t):
                    s += t
                    return s
                def rebuild(s, t):
                    s = s + t
                    return s
                def other(s, t):
                    u = s + t
                    return u
                for i in range(3):
                    print(concat("a", "\\u00e9"), grow("b", "\\U0001d11e"), rebuild("c", ""),
                          other("", "d"))
                __probe__("strs")
                """);
        assertEquals("a\u00e9 b\uD834\uDD1E c d\n".repeat(3), r.stdout());
        assertEquals(Opcode.BINARY_OP_ADD_UNICODE, site(r, "strs", "concat").opcode());
        assertEquals(Opcode.BINARY_OP_INPLACE_ADD_UNICODE, site(r, "strs", "grow").opcode());
        assertEquals(Opcode.BINARY_OP_INPLACE_ADD_UNICODE, site(r, "strs", "rebuild").opcode());
        assertEquals(Opcode.BINARY_OP_ADD_UNICODE, site(r, "strs", "other").opcode());
    }

    @Test
    void inplaceAddUnicode_deoptsAndFailsAddOther_whenTheAccumulatorBecomesAList() {
        InProcess.Result r = run("""
                def grow(s, t):
                    s += t
                    return s
                print(grow("x", "y"), grow("x", "y"))
                __probe__("strs")
                out = [grow([i], [0]) for i in range(53)]
                print(out[0], out[-1])
                __probe__("lists")
                print(grow("p", "q"))
                """);
        assertEquals("xy xy\n[0, 0] [52, 0]\npq\n", r.stdout());
        assertEquals(Opcode.BINARY_OP_INPLACE_ADD_UNICODE, site(r, "strs", "grow").opcode());
        assertEquals(Opcode.BINARY_OP, site(r, "lists", "grow").opcode());
        InProcess.Counts c = r.stats(Family.BINARY_OP);
        assertEquals(53, c.misses());
        assertEquals(1, c.deopts());
        assertTrue(c.failureKinds().getOrDefault("ADD_OTHER", 0L) >= 1, c::toString);
    }

    @Test
    void boolsAndMixedTypes_stayGeneric_andBackOffExponentially() {
        InProcess.Result r = run("""
                def add(a, b):
                    return a + b
                print(add(True, True))
                print(add(True, False))
                __probe__("bools")
                for i in range(3):
                    print(add(1, 2.5j))
                __probe__("mixed")
                print(add(1, 2.5j))
                __probe__("retried")
                """);
        assertEquals("2\n1\n(1+2.5j)\n(1+2.5j)\n(1+2.5j)\n(1+2.5j)\n", r.stdout());
        // CPython 3.13.0's counters at the same points, read from _co_code_adaptive: (2, 2),
        // (6, 3), (5, 3). A failed attempt restarts the counter and the base instruction it
        // re-dispatches to advances it in the same execution.
        SiteState bools = site(r, "bools", "add");
        assertEquals(Opcode.BINARY_OP, bools.opcode());
        assertEquals((2 << 4) | 2, bools.field("counter"),
                "after a failure: restarted to value 3, backoff 2, and advanced once");
        SiteState mixed = site(r, "mixed", "add");
        assertEquals(Opcode.BINARY_OP, mixed.opcode());
        assertEquals((6 << 4) | 3, mixed.field("counter"),
                "the second failure, at the third call, doubles the wait: value 7, backoff 3");
        assertEquals((5 << 4) | 3, site(r, "retried", "add").field("counter"));
        InProcess.Counts c = r.stats(Family.BINARY_OP);
        assertEquals(Long.valueOf(1), c.failureKinds().get("ADD_OTHER"));
        assertEquals(Long.valueOf(1), c.failureKinds().get("ADD_DIFFERENT_TYPES"));
        assertEquals(0, c.hits());
    }

    @Test
    void userClassesNeverSpecialize_andAnIntSubclassNeverPassesForAnInt() {
        InProcess.Result r = run("""
                class Vec:
                    def __init__(self, *xs):
                        self.xs = xs
                    def __add__(self, other):
                        return Vec(*[a + b for a, b in zip(self.xs, other.xs)])
                    def __repr__(self):
                        return f"Vec{self.xs}"
                class LoudInt(int):
                    def __add__(self, other):
                        return "loud"
                def add_vec(a, b):
                    return a + b
                def add(a, b):
                    return a + b
                print(add_vec(Vec(1, 2), Vec(3, 4)), add_vec(Vec(0.5), Vec(0.25)))
                __probe__("vectors")
                print(add(1, 2), add(3, 4))
                __probe__("ints")
                loud = [add(LoudInt(1), 2) for i in range(53)]
                print(set(loud), len(loud))
                __probe__("loud ints")
                """);
        assertEquals("Vec(4, 6) Vec(0.75,)\n3 7\n{'loud'} 53\n", r.stdout());
        assertEquals(Opcode.BINARY_OP, site(r, "vectors", "add_vec").opcode());
        assertEquals(Opcode.BINARY_OP_ADD_INT, site(r, "ints", "add").opcode());
        assertEquals(Opcode.BINARY_OP, site(r, "loud ints", "add").opcode(),
                "53 misses with an int subclass: re-decided, and it fails");
        assertTrue(r.stats(Family.BINARY_OP).failureKinds()
                .getOrDefault("ADD_DIFFERENT_TYPES", 0L) >= 1);
    }

    @Test
    void floatChildren_giveIeeeResultsForNanInfinityAndNegativeZero() {
        InProcess.Result r = run("""
                def add(a, b):
                    return a + b
                def sub(a, b):
                    return a - b
                def mul(a, b):
                    return a * b
                nan = float("nan")
                inf = float("inf")
                for x, y in [(1.5, 2.0), (nan, 1.0), (inf, -inf), (-0.0, -0.0), (-0.0, 0.0),
                             (1e308, 1e308), (0.1, 0.2)]:
                    print(add(x, y), sub(x, y), mul(x, y))
                __probe__("floats")
                """);
        assertEquals("""
                3.5 -0.5 3.0
                nan nan nan
                nan inf -inf
                -0.0 0.0 0.0
                0.0 -0.0 -0.0
                inf 0.0 inf
                0.30000000000000004 -0.1 0.020000000000000004
                """, r.stdout());
        assertEquals(Opcode.BINARY_OP_ADD_FLOAT, site(r, "floats", "add").opcode());
        assertEquals(Opcode.BINARY_OP_SUBTRACT_FLOAT, site(r, "floats", "sub").opcode());
        assertEquals(Opcode.BINARY_OP_MULTIPLY_FLOAT, site(r, "floats", "mul").opcode());
        InProcess.Counts c = r.stats(Family.BINARY_OP);
        assertEquals(5, c.childHits("BINARY_OP_ADD_FLOAT"), "7 runs: warmup, decision, 5 hits");
        assertEquals(0, c.misses());
    }
}
