package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.lifecycle.BeforeProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.specializer.spi.Family;
import org.specializer.testkit.Untrusted;
import org.specializer.testkit.Suite;
import org.specializer.testkit.Programs;
import org.specializer.testkit.FamilyKit;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.SiteState;

/**
 * COMPARE_OP's soundness: comparison sites observed through {@code __probe__} (the child each
 * operand type and operator gives, NaN and signed zeros through the mask bits, what big ints,
 * bools, mixed types and str ordering do), a jqwik property (generated operand pairs through
 * hot sites of all six operators print the same as generic), and the launcher's
 * {@code --stats=json} hits. Expected output from CPython 3.13.
 */
class CompareOpSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.COMPARE_OP);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.COMPARE_OP);
    }

    @ParameterizedTest(name = "{1} {0} {2} -> {3}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "<;1;2;COMPARE_OP_INT;True", ">=;-5;-5;COMPARE_OP_INT;True",
        "!=;2**62;2**62;COMPARE_OP_INT;False", "<=;-2**63;2**63-1;COMPARE_OP_INT;True",
        "<;0.5;0.25;COMPARE_OP_FLOAT;False", "==;0.0;-0.0;COMPARE_OP_FLOAT;True",
        ">;float('inf');1e308;COMPARE_OP_FLOAT;True",
        "!=;float('nan');float('nan');COMPARE_OP_FLOAT;True",
        "==;float('nan');float('nan');COMPARE_OP_FLOAT;False",
        ">=;float('nan');1.0;COMPARE_OP_FLOAT;False",
        "==;'ab';'ab';COMPARE_OP_STR;True", "!=;'\\u00e9';'e';COMPARE_OP_STR;True",
        "==;'\\U0001f600';'\\U0001f600';COMPARE_OP_STR;True",
    })
    void eachOperandTypeAndOperator_becomesItsChild(String op, String a, String b,
            Opcode child, String result) {
        InProcess.Result r = run("def f(a, b):\n    return a " + op + " b\n"
                + "for i in range(4):\n    x = f(" + a + ", " + b + ")\n"
                + "__probe__('done')\nprint(x)\n");
        assertEquals(result + "\n", r.stdout());
        assertEquals(child, site(r, "done", "f").opcode());
        assertEquals(2, r.stats(Family.COMPARE_OP).childHits(child.name()));
    }

    @Test
    void compareOpFloat_testsTheMaskForEveryOperator_nanAndSignedZerosIncluded() {
        InProcess.Result r = run("""
                nan = float("nan")
                def lt(a, b):
                    return a < b
                def le(a, b):
                    return a <= b
                def eq(a, b):
                    return a == b
                def ne(a, b):
                    return a != b
                def gt(a, b):
                    return a > b
                def ge(a, b):
                    return a >= b
                for a, b in [(1.0, 2.0), (nan, 1.0), (nan, nan), (0.0, -0.0), (float("inf"), 1e308)]:
                    print([f(a, b) for f in (lt, le, eq, ne, gt, ge)])
                __probe__("floats")
                """);
        assertEquals("""
                [True, True, False, True, False, False]
                [False, False, False, True, False, False]
                [False, False, False, True, False, False]
                [False, True, True, False, False, True]
                [False, False, False, True, True, True]
                """, r.stdout());
        for (String f : List.of("lt", "le", "eq", "ne", "gt", "ge")) {
            assertEquals(Opcode.COMPARE_OP_FLOAT, site(r, "floats", f).opcode(), f);
        }
        assertEquals(0, r.stats(Family.COMPARE_OP).misses());
    }

    @Test
    void intStrBigAndMixedSites_specializeOrFailAsCPythonDoes() {
        InProcess.Result r = run("""
                def lt(a, b):
                    return a < b
                print(lt(1, 2), lt(3, 2))
                __probe__("ints")
                print(lt(2**70, 2**71), lt(-2**63, 2**63 - 1), lt(True, 2), lt(1, 2.5), lt(3, 2))
                __probe__("misses")
                def slt(a, b):
                    return a < b
                print(slt("a", "b"), slt("b", "a"), slt("\\u00e9", "e"))
                __probe__("strs")
                def big(a, b):
                    return a == b
                print(big(2**70, 2**70), big(2**70, 1), big(-2**80, -2**80))
                __probe__("bigs")
                def mixed(a, b):
                    return a <= b
                print(mixed(1, 1.0), mixed(2.0, 1), mixed(1, 0.5))
                __probe__("mixed")
                """);
        assertEquals("True False\nTrue True True True False\nTrue False False\n"
                + "True False True\nTrue False False\n", r.stdout());
        assertEquals(Opcode.COMPARE_OP_INT, site(r, "ints", "lt").opcode());
        assertEquals(Opcode.COMPARE_OP_INT, site(r, "misses", "lt").opcode(),
                "three misses (a big int, a bool, a float) do not deopt");
        assertEquals(Opcode.COMPARE_OP, site(r, "strs", "slt").opcode());
        assertEquals(Opcode.COMPARE_OP, site(r, "bigs", "big").opcode());
        assertEquals(Opcode.COMPARE_OP, site(r, "mixed", "mixed").opcode());
        InProcess.Counts c = r.stats(Family.COMPARE_OP);
        assertEquals(3, c.misses());
        assertEquals(1, c.failureKinds().get("STRING"), c::toString);
        assertEquals(1, c.failureKinds().get("BIG_INT"), c::toString);
        assertEquals(1, c.failureKinds().get("FLOAT_LONG"), c::toString);
    }

    @Test
    void intSite_respecializesToFloat_after53FloatMisses_resultsStayRight() {
        InProcess.Result r = run("""
                def lt(a, b):
                    return a < b
                print(lt(1, 2), lt(2, 1))
                __probe__("ints")
                print(sum(lt(i / 2, 13.0) for i in range(53)))
                __probe__("floats")
                print(lt(1, 2), lt(0.5, 0.25))
                """);
        assertEquals("True False\n26\nTrue False\n", r.stdout());
        assertEquals(Opcode.COMPARE_OP_INT, site(r, "ints", "lt").opcode());
        assertEquals(Opcode.COMPARE_OP_FLOAT, site(r, "floats", "lt").opcode());
        assertEquals(1, r.stats(Family.COMPARE_OP).deopts());
    }

    @Test
    void userComparisons_addedAndRemovedMidLoop_areSeenAtOnce() {
        InProcess.Result r = run("""
                class V:
                    def __init__(self, v):
                        self.v = v
                a, b = V(1), V(2)
                def lt(x, y):
                    try:
                        return x < y
                    except TypeError as e:
                        return "TypeError"
                out = []
                for i in range(8):
                    if i == 3:
                        V.__lt__ = lambda s, o: s.v < o.v
                    elif i == 6:
                        del V.__lt__
                    out.append(lt(a, b))
                print(out)
                __probe__("end")
                """);
        assertEquals("['TypeError', 'TypeError', 'TypeError', True, True, True, 'TypeError', "
                + "'TypeError']\n", r.stdout());
        assertEquals(Opcode.COMPARE_OP, site(r, "end", "lt").opcode());
        InProcess.Counts c = r.stats(Family.COMPARE_OP);
        assertTrue(c.failureKinds().getOrDefault("BASEOBJECT", 0L) >= 1, c::toString);
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("compare_op_shapes.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("compare_op", "hits") > 0);
        assertTrue(run.count("compare_op", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            class V:
                def __init__(self, v):
                    self.v = v
                def __repr__(self):
                    return "V(%r)" % (self.v,)
            class I(int):
                pass
            class F(float):
                pass
            def op_lt(a, b):
                return a < b
            def op_le(a, b):
                return a <= b
            def op_eq(a, b):
                return a == b
            def op_ne(a, b):
                return a != b
            def op_gt(a, b):
                return a > b
            def op_ge(a, b):
                return a >= b
            def op_branch(a, b):
                if a < b:
                    return "<"
                if a == b:
                    return "="
                return ">?"
            def rep(fn, a, b, n):
                out = []
                for _ in range(n):
                    try:
                        out.append(repr(fn(a, b)))
                    except TypeError as e:
                        out.append("TypeError: " + str(e))
                        break
                print(fn.__name__, repr(a)[:20], repr(b)[:20], " ".join(out))
            def unset(cls, name):
                if name in cls.__dict__:
                    delattr(cls, name)
            """;

    @BeforeProperty
    void resetCounts() {
        KIT.reset();
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        KIT.assertExercised();
    }

    /** The property's programs and kit, for the guard-mutant runner too. */
    static Suite suite() {
        return new Suite("compare_op", KIT, Programs.of(PRELUDE, steps(), 1, 14), 80);
    }

    @Property(tries = 80)
    void comparisonsPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 14);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.COMPARE_OP));
    }

    private static final List<String> INTS = List.of("0", "1", "-1", "7", "-2**63", "2**63-1",
            "2**30", "-(2**31)");
    private static final List<String> BIGS = List.of("2**63", "-2**63-1", "2**100", "-2**70");
    private static final List<String> FLOATS = List.of("0.0", "-0.0", "1.5", "-2.25", "1e308",
            "float('inf')", "float('-inf')", "float('nan')", "5e-324", "7.0");
    private static final List<String> STRS = List.of("''", "'a'", "'b'", "'ab'", "'\\u00e9'",
            "'\\U0001f600'", "'A'");
    private static final List<String> OTHERS = List.of("True", "False", "None", "(1, 2)",
            "[1]", "V(1)", "V(2)", "I(3)", "F(1.5)", "b'a'", "{1}");

    static Arbitrary<String> steps() {
        Arbitrary<String> fn = Arbitraries.of("op_lt", "op_le", "op_eq", "op_ne", "op_gt",
                "op_ge", "op_branch");
        Arbitrary<List<String>> pool = Arbitraries.frequency(Tuple.of(4, INTS), Tuple.of(1, BIGS),
                Tuple.of(4, FLOATS), Tuple.of(3, STRS), Tuple.of(1, OTHERS));
        Arbitrary<String[]> sameKind = pool.flatMap(p -> Combinators.combine(
                Arbitraries.of(p), Arbitraries.of(p)).as((a, b) -> new String[] {a, b}));
        Arbitrary<String[]> anyKind = Combinators.combine(pool.flatMap(Arbitraries::of),
                pool.flatMap(Arbitraries::of)).as((a, b) -> new String[] {a, b});
        Arbitrary<String[]> pair = Arbitraries.frequencyOf(Tuple.of(3, sameKind),
                Tuple.of(1, anyKind));
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 4),
                Tuple.of(2, 53), Tuple.of(1, 70));
        Arbitrary<String> rep = Combinators.combine(fn, pair, times)
                .as((f, p, n) -> "rep(" + f + ", " + p[0] + ", " + p[1] + ", " + n + ")");
        Arbitrary<String> mutate = Arbitraries.of(
                "V.__lt__ = lambda s, o: s.v < getattr(o, 'v', 0)", "unset(V, '__lt__')",
                "V.__eq__ = lambda s, o: 'eq'", "unset(V, '__eq__')",
                "V.__ge__ = lambda s, o: NotImplemented", "unset(V, '__ge__')",
                "I.__lt__ = lambda s, o: 'I<'", "unset(I, '__lt__')");
        return Arbitraries.frequencyOf(Tuple.of(5, rep), Tuple.of(1, mutate));
    }
}
