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
 * FOR_ITER's soundness: loop sites observed through {@code __probe__} (the child each iterator
 * gives, exhaustion ending the loop without a deopt, lists growing and shrinking under the
 * loop, exhausted iterators staying exhausted, ranges at the edges of a long, generators that
 * return, raise or re-enter themselves), a jqwik property (generated iterables and in-loop
 * mutations through one hot loop print the same as generic), and the launcher's
 * {@code --stats=json} hits. Expected output from CPython 3.13.
 */
class ForIterSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.FOR_ITER);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.FOR_ITER);
    }

    @Test
    void eachIteratorKind_becomesItsChild_andExhaustionIsNotAMiss() {
        InProcess.Result r = run("""
                def lists(it):
                    return [x for x in it]
                def tuples(it):
                    out = []
                    for x in it:
                        out.append(x)
                    return out
                def ranges(it):
                    out = []
                    for x in it:
                        out.append(x)
                    return out
                def gens(it):
                    out = []
                    for x in it:
                        out.append(x)
                    return out
                def gen(n):
                    for i in range(n):
                        yield i * i
                    return "ignored"
                for i in range(3):
                    print(lists([i, "a"]), tuples((i,)), ranges(range(i, 10, 4)), gens(gen(i)))
                __probe__("done")
                """);
        assertEquals("""
                [0, 'a'] [0] [0, 4, 8] []
                [1, 'a'] [1] [1, 5, 9] [0]
                [2, 'a'] [2] [2, 6] [0, 1]
                """, r.stdout());
        assertEquals(Opcode.FOR_ITER_LIST, site(r, "done", "lists").opcode());
        assertEquals(Opcode.FOR_ITER_TUPLE, site(r, "done", "tuples").opcode());
        assertEquals(Opcode.FOR_ITER_RANGE, site(r, "done", "ranges").opcode());
        assertEquals(Opcode.FOR_ITER_GEN, site(r, "done", "gens").opcode());
        assertEquals(0, r.stats(Family.FOR_ITER).misses(), "every loop ended inside its child");
    }

    @Test
    void listSite_meetingOtherIterables_missesAndStaysRight() {
        InProcess.Result r = run("""
                def walk(it):
                    out = []
                    for x in it:
                        out.append(x)
                    return out
                def gen(n):
                    yield from range(n)
                print(walk([1, 2]), walk([3]))
                __probe__("lists")
                print(walk((1, 2)), walk(range(3)), walk(gen(2)), walk({"k": 0}), walk("ab"))
                __probe__("mixed")
                """);
        assertEquals("[1, 2] [3]\n[1, 2] [0, 1, 2] [0, 1] ['k'] ['a', 'b']\n", r.stdout());
        assertEquals(Opcode.FOR_ITER_LIST, site(r, "lists", "walk").opcode());
        assertEquals(Opcode.FOR_ITER_LIST, site(r, "mixed", "walk").opcode());
        assertEquals(3 + 4 + 3 + 2 + 3, r.stats(Family.FOR_ITER).misses(),
                "every step of the other iterators, their ends included");
    }

    @Test
    void forIterList_seesTheListGrowAndShrink_andAnEndedIteratorStaysEnded() {
        InProcess.Result r = run("""
                def grow(xs):
                    out = []
                    for x in xs:
                        out.append(x)
                        if x < 5:
                            xs.append(x + 10)
                    return out
                print(grow([1, 2]), grow([7]), grow([3]))
                __probe__("grow")
                def shrink(xs):
                    out = []
                    for x in xs:
                        out.append(x)
                        if xs:
                            xs.pop()
                    return out
                print(shrink([1, 2, 3, 4, 5]), shrink([1, 2, 3, 4]), shrink(list(range(7))))
                __probe__("shrink")
                xs = [1]
                it = iter(xs)
                print(list(it))
                xs.append(2)
                def rest(it):
                    out = []
                    for x in it:
                        out.append(x)
                    return out
                print(rest(it), rest(it), rest(iter([4, 5])), rest(iter([6])))
                __probe__("exhausted")
                """);
        assertEquals("[1, 2, 11, 12] [7] [3, 13]\n[1, 2, 3] [1, 2] [0, 1, 2, 3]\n[1]\n"
                + "[] [] [4, 5] [6]\n", r.stdout());
        assertEquals(Opcode.FOR_ITER_LIST, site(r, "grow", "grow").opcode());
        assertEquals(Opcode.FOR_ITER_LIST, site(r, "shrink", "shrink").opcode());
        assertEquals(Opcode.FOR_ITER_LIST, site(r, "exhausted", "rest").opcode());
        assertEquals(0, r.stats(Family.FOR_ITER).misses());
    }

    @Test
    void forIterRange_atTheEdgesOfALong_leavesBiggerRangesGeneric() {
        InProcess.Result r = run("""
                def walk(it):
                    out = []
                    for x in it:
                        out.append(x)
                    return out
                print(walk(range(3)), walk(range(10, 0, -4)))
                __probe__("ranges")
                print(walk(range(2**63 - 2, 2**63 + 1)), walk(range(-2**63, -2**63 + 2)),
                      walk(range(0)), walk(range(2**63 - 3, 2**63 - 1)))
                __probe__("long")
                """);
        assertEquals("[0, 1, 2] [10, 6, 2]\n[9223372036854775806, 9223372036854775807, "
                + "9223372036854775808] [-9223372036854775808, -9223372036854775807] [] "
                + "[9223372036854775805, 9223372036854775806]\n", r.stdout());
        assertEquals(Opcode.FOR_ITER_RANGE, site(r, "ranges", "walk").opcode());
        assertEquals(Opcode.FOR_ITER_RANGE, site(r, "long", "walk").opcode());
        assertEquals(4, r.stats(Family.FOR_ITER).misses(),
                "the range past 2**63 has a long-range iterator: three items and its end");
    }

    @Test
    void forIterGen_returnsRaisesAndReentersAsGeneric() {
        InProcess.Result r = run("""
                def gen(n):
                    for i in range(n):
                        yield i * i
                    return "ret"
                def walk(it):
                    out = []
                    for x in it:
                        out.append(x)
                    return out
                print(walk(gen(3)), walk(gen(2)))
                __probe__("gens")
                def boom():
                    yield 1
                    raise KeyError("inside")
                try:
                    walk(boom())
                except KeyError as e:
                    print("KeyError", e)
                def selfish():
                    yield 1
                    yield walk(me)
                me = selfish()
                try:
                    walk(me)
                except ValueError as e:
                    print("ValueError:", e)
                g = gen(3)
                print(walk(g), walk(g))
                print(walk([9]), walk(gen(1)))
                __probe__("end")
                """);
        assertEquals("[0, 1, 4] [0, 1]\nKeyError 'inside'\nValueError: generator already "
                + "executing\n[0, 1, 4] []\n[9] [0]\n", r.stdout());
        assertEquals(Opcode.FOR_ITER_GEN, site(r, "gens", "walk").opcode());
        assertEquals(Opcode.FOR_ITER_GEN, site(r, "end", "walk").opcode());
        InProcess.Counts c = r.stats(Family.FOR_ITER);
        assertEquals(4, c.misses(), "the running generator, the finished one, the list (2)");
    }

    @Test
    void anErrorRaisedInsideASpecializedLoop_hasTheGenericTraceback() {
        String program = """
                def gen(fail):
                    yield 1
                    yield 2
                    if fail:
                        raise IndexError("from the generator")
                def walk(it):
                    total = 0
                    for x in it:
                        total += x
                    return total
                print(walk(gen(False)), walk(gen(False)))
                walk(gen(True))
                """;
        InProcess.Result generic = InProcess.run(program, "tb.py", InProcess.Mode.NO_SPECIALIZE);
        InProcess.Result eager = InProcess.run(program, "tb.py", InProcess.Mode.eager());
        assertEquals(1, generic.status());
        assertEquals("3 3\n", eager.stdout());
        assertTrue(eager.stats(Family.FOR_ITER).childHits("FOR_ITER_GEN") > 0);
        assertEquals(generic.stderr(), eager.stderr());
        assertEquals("IndexError: from the generator", eager.lastErrLine());
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("for_iter_shapes.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("for_iter", "hits") > 0);
        assertTrue(run.count("for_iter", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            class Count:
                def __init__(self, n):
                    self.n = n
                def __iter__(self):
                    return self
                def __next__(self):
                    if self.n <= 0:
                        raise StopIteration
                    self.n -= 1
                    return self.n
            class Seq:
                def __getitem__(self, i):
                    if i >= 3:
                        raise IndexError
                    return -i
            def gen(n):
                for i in range(n):
                    yield i
                return "done"
            def bad(n):
                yield from range(n)
                raise ValueError("bad %d" % n)
            def make(kind, n):
                if kind == "list":
                    return list(range(n))
                if kind == "tuple":
                    return tuple(range(n))
                if kind == "range":
                    return range(n)
                if kind == "range2":
                    return range(n * 3, -2, -3)
                if kind == "bigrange":
                    return range(2**63 - 2, 2**63 - 2 + n)
                if kind == "gen":
                    return gen(n)
                if kind == "bad":
                    return bad(n)
                if kind == "dict":
                    return {i: i for i in range(n)}
                if kind == "str":
                    return "\\u00e9a\\U0001f600" * n
                if kind == "count":
                    return Count(n)
                if kind == "seq":
                    return Seq()
                if kind == "set":
                    return set(range(n))
                return iter(list(range(n)))
            def walk(iterable, action):
                out = []
                it = iterable
                try:
                    for x in it:
                        out.append(x)
                        if len(out) > 40:
                            break
                        if action == "append" and isinstance(it, list) and len(it) < 30:
                            it.append(len(it))
                        elif action == "pop" and isinstance(it, list) and it:
                            it.pop()
                        elif action == "clear" and isinstance(it, list):
                            it.clear()
                        elif action == "del0" and isinstance(it, list) and it:
                            del it[0]
                        elif action == "break" and len(out) == 2:
                            break
                        elif action == "continue":
                            continue
                except Exception as e:
                    out.append(type(e).__name__ + ": " + str(e))
                return out
            def rep(kind, n, action, times):
                for _ in range(times):
                    r = walk(make(kind, n), action)
                print(kind, n, action, r)
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
        return new Suite("for_iter", KIT, Programs.of(PRELUDE, steps(), 1, 12), 80);
    }

    @Property(tries = 80)
    void loopsPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 12);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.FOR_ITER));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> kind = Arbitraries.frequency(Tuple.of(4, "list"), Tuple.of(3, "tuple"),
                Tuple.of(3, "range"), Tuple.of(1, "range2"), Tuple.of(1, "bigrange"),
                Tuple.of(3, "gen"), Tuple.of(1, "bad"), Tuple.of(1, "dict"), Tuple.of(1, "str"),
                Tuple.of(1, "count"), Tuple.of(1, "seq"), Tuple.of(1, "set"),
                Tuple.of(1, "iter"));
        Arbitrary<Integer> size = Arbitraries.of(0, 1, 2, 3, 7);
        Arbitrary<String> action = Arbitraries.frequency(Tuple.of(4, "none"),
                Tuple.of(1, "append"), Tuple.of(1, "pop"), Tuple.of(1, "clear"),
                Tuple.of(1, "del0"), Tuple.of(1, "break"), Tuple.of(1, "continue"));
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 3),
                Tuple.of(1, 20));
        return Combinators.combine(kind, size, action, times)
                .as((k, n, a, t) -> "rep('" + k + "', " + n + ", '" + a + "', " + t + ")")
                ;
    }
}
