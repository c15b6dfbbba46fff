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
import org.specializer.spi.Family;
import org.specializer.testkit.Untrusted;
import org.specializer.testkit.Suite;
import org.specializer.testkit.Programs;
import org.specializer.testkit.FamilyKit;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.SiteState;

/**
 * UNPACK_SEQUENCE's soundness: unpacking sites observed through {@code __probe__} (the child
 * each sequence gives, items pushed in the generic order, wrong lengths and other iterables
 * missing with the generic errors), a jqwik property (generated sequences of many kinds and
 * lengths through hot two- and three-target sites print the same as generic), and the
 * launcher's {@code --stats=json} hits. Expected output from CPython 3.13.
 */
class UnpackSequenceSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.UNPACK_SEQUENCE);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.UNPACK_SEQUENCE);
    }

    @Test
    void tuplesAndLists_becomeTheirChildren_otherShapesMissWithTheGenericErrors() {
        InProcess.Result r = run("""
                def two(x):
                    try:
                        a, b = x
                        return b, a
                    except (ValueError, TypeError) as e:
                        return type(e).__name__ + ": " + str(e)
                def three(x):
                    try:
                        a, b, c = x
                        return c, b, a
                    except (ValueError, TypeError) as e:
                        return type(e).__name__ + ": " + str(e)
                print(two((1, 2)), two(("a", "b")), three((1, 2, 3)), three((4, 5, 6)))
                __probe__("tuples")
                print(two((1, 2, 3)), two([1, 2]), two("xy"), three([1, 2]), three([7, 8, 9]), two(5))
                __probe__("misses")
                def lists(x):
                    a, b = x
                    return a * b
                print(lists([2, 3]), lists([4, 5]))
                __probe__("lists")
                """);
        assertEquals("(2, 1) ('b', 'a') (3, 2, 1) (6, 5, 4)\n"
                + "ValueError: too many values to unpack (expected 2) (2, 1) ('y', 'x') "
                + "ValueError: not enough values to unpack (expected 3, got 2) (9, 8, 7) "
                + "TypeError: cannot unpack non-iterable int object\n6 20\n", r.stdout());
        assertEquals(Opcode.UNPACK_SEQUENCE_TWO_TUPLE, site(r, "tuples", "two").opcode());
        assertEquals(Opcode.UNPACK_SEQUENCE_TUPLE, site(r, "tuples", "three").opcode());
        assertEquals(Opcode.UNPACK_SEQUENCE_TWO_TUPLE, site(r, "misses", "two").opcode());
        assertEquals(Opcode.UNPACK_SEQUENCE_LIST, site(r, "lists", "lists").opcode());
        assertEquals(6, r.stats(Family.UNPACK_SEQUENCE).misses());
    }

    @Test
    void wrongLengthsAndStrsFailWithCPythonsKinds() {
        InProcess.Result r = run("""
                def two(x):
                    try:
                        a, b = x
                        return a + b
                    except ValueError as e:
                        return str(e)
                def s(x):
                    a, b = x
                    return b + a
                def it(x):
                    a, b = x
                    return b, a
                print(two((1, 2)), two((1, 2, 3)), s("xy"), s("ab"), it(iter([1, 2])),
                      it(iter("ab")))
                """);
        assertEquals("3 too many values to unpack (expected 2) yx ba (2, 1) ('b', 'a')\n",
                r.stdout());
        InProcess.Counts c = r.stats(Family.UNPACK_SEQUENCE);
        assertEquals(1, c.failureKinds().get("EXPECTED_ERROR"), c::toString);
        assertEquals(1, c.failureKinds().get("SEQUENCE"), c::toString);
        assertEquals(1, c.failureKinds().get("ITERATOR"), c::toString);
    }

    @Test
    void aListResizedBetweenRuns_missesAndUnpacksWhatItHoldsNow() {
        InProcess.Result r = run("""
                def two(x):
                    try:
                        a, b = x
                        return [a, b]
                    except ValueError as e:
                        return str(e)
                xs = [1, 2]
                out = []
                for i in range(9):
                    out.append(two(xs))
                    if i == 2:
                        xs.append(3)
                    elif i == 4:
                        xs[:] = ["p", "q"]
                    elif i == 6:
                        xs.clear()
                print(out)
                __probe__("end")
                """);
        assertEquals("[[1, 2], [1, 2], [1, 2], 'too many values to unpack (expected 2)', "
                + "'too many values to unpack (expected 2)', ['p', 'q'], ['p', 'q'], "
                + "'not enough values to unpack (expected 2, got 0)', "
                + "'not enough values to unpack (expected 2, got 0)']\n", r.stdout());
        assertEquals(Opcode.UNPACK_SEQUENCE_LIST, site(r, "end", "two").opcode());
        assertEquals(4, r.stats(Family.UNPACK_SEQUENCE).misses());
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("unpack_sequence_shapes.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("unpack_sequence", "hits") > 0);
        assertTrue(run.count("unpack_sequence", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            class T(tuple):
                pass
            class L(list):
                def __iter__(self):
                    return iter(["L-iter"] * len(self))
            class Seq:
                def __init__(self, n):
                    self.n = n
                def __getitem__(self, i):
                    if i >= self.n:
                        raise IndexError
                    return "s%d" % i
            def gen(n):
                yield from range(n)
            def make(kind, n):
                items = ["i%d" % k for k in range(n)]
                if kind == "tuple":
                    return tuple(items)
                if kind == "list":
                    return items
                if kind == "str":
                    return "abcdef"[:n]
                if kind == "gen":
                    return gen(n)
                if kind == "dict":
                    return dict.fromkeys(items)
                if kind == "set":
                    return set(range(n))
                if kind == "T":
                    return T(items)
                if kind == "L":
                    return L(items)
                if kind == "seq":
                    return Seq(n)
                if kind == "range":
                    return range(n)
                return n
            def two(x):
                a, b = x
                return (a, b)
            def three(x):
                a, b, c = x
                return (a, b, c)
            def nested(x):
                (a, b), c = x, 0
                return (a, b, c)
            def rep(fn, kind, n, times):
                out = []
                for _ in range(times):
                    try:
                        out.append(repr(fn(make(kind, n))))
                    except (ValueError, TypeError) as e:
                        out.append(type(e).__name__ + ": " + str(e))
                        break
                print(fn.__name__, kind, n, " ".join(out))
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
        return new Suite("unpack_sequence", KIT, Programs.of(PRELUDE, steps(), 1, 14), 80);
    }

    @Property(tries = 80)
    void unpackingPrintsWhatGenericUnpackingPrints(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 14);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.UNPACK_SEQUENCE));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> fn = Arbitraries.of("two", "three", "nested");
        Arbitrary<String> kind = Arbitraries.frequency(Tuple.of(5, "tuple"), Tuple.of(4, "list"),
                Tuple.of(1, "str"), Tuple.of(1, "gen"), Tuple.of(1, "dict"), Tuple.of(1, "set"),
                Tuple.of(1, "T"), Tuple.of(1, "L"), Tuple.of(1, "seq"), Tuple.of(1, "range"),
                Tuple.of(1, "int"));
        Arbitrary<Integer> n = Arbitraries.frequency(Tuple.of(1, 0), Tuple.of(1, 1),
                Tuple.of(4, 2), Tuple.of(4, 3), Tuple.of(1, 4));
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 4),
                Tuple.of(2, 53), Tuple.of(1, 60));
        return Combinators.combine(fn, kind, n, times)
                .as((f, k, c, t) -> "rep(" + f + ", '" + k + "', " + c + ", " + t + ")")
                ;
    }
}
