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
 * CONTAINS_OP's soundness: membership sites observed through {@code __probe__} (dict and set
 * children, {@code not in}, equal keys of other types, unhashable items, set items looked up
 * as frozensets, a dict subclass with {@code __contains__} at a dict site, keys added and
 * removed), a jqwik property (generated items and containers, with mutations, through hot
 * sites print the same as generic), and the launcher's {@code --stats=json} hits. Expected
 * output from CPython 3.13.
 */
class ContainsOpSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.CONTAINS_OP);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.CONTAINS_OP);
    }

    @Test
    void dictsAndSets_becomeTheirChildren_inAndNotIn_errorsAsGeneric() {
        InProcess.Result r = run("""
                d = {"a": 1, 2: "b"}
                s = {1, "x", (1, 2)}
                def has(x, c):
                    return x in c
                def hasnt(x, c):
                    return x not in c
                print(has("a", d), has(2.0, d), has(True, d), hasnt("z", d))
                __probe__("dicts")
                print(has(1, s), has(1.0, s), has((1, 2), s), hasnt("x", s), hasnt(3, s),
                      has(1, frozenset([1])))
                __probe__("sets")
                print(has({1, 2}, {frozenset({1, 2})}), has({3}, frozenset()))
                try:
                    has([1], d)
                except TypeError as e:
                    print("TypeError:", e)
                try:
                    has([1], s)
                except TypeError as e:
                    print("TypeError:", e)
                __probe__("end")
                """);
        assertEquals("True True False True\nTrue True True False True True\nTrue False\n"
                + "TypeError: unhashable type: 'list'\nTypeError: unhashable type: 'list'\n",
                r.stdout());
        assertEquals(Opcode.CONTAINS_OP_DICT, site(r, "dicts", "has").opcode());
        assertEquals(Opcode.CONTAINS_OP_DICT, site(r, "sets", "has").opcode(),
                "set operands miss the dict child (too few to deopt)");
        assertEquals(Opcode.CONTAINS_OP_SET, site(r, "sets", "hasnt").opcode());
        InProcess.Counts c = r.stats(Family.CONTAINS_OP);
        assertEquals(2, c.childHits("CONTAINS_OP_DICT"), "the unhashable key included");
        assertEquals(1, c.childHits("CONTAINS_OP_SET"));
    }

    @Test
    void dictSite_deoptsForADictSubclassWithContains_andStaysRight() {
        InProcess.Result r = run("""
                def has(x, c):
                    return x in c
                d = {1: 1}
                print(has(1, d), has(2, d))
                __probe__("dict")
                class Custom(dict):
                    def __contains__(self, k):
                        return "custom"
                out = [has(1, Custom()) for _ in range(53)]
                print(out[0], len(out))
                __probe__("custom")
                print(has(1, d), has(1, [1]), has("a", "abc"))
                __probe__("end")
                """);
        assertEquals("True False\nTrue 53\nTrue True True\n", r.stdout());
        assertEquals(Opcode.CONTAINS_OP_DICT, site(r, "dict", "has").opcode());
        assertEquals(Opcode.CONTAINS_OP, site(r, "custom", "has").opcode());
        // as CPython 3.13.0: the failed attempt left the counter at 0, so the next call (a
        // dict) specializes again, and the list and the str miss that child
        assertEquals(Opcode.CONTAINS_OP_DICT, site(r, "end", "has").opcode());
        assertEquals(50 << 4, site(r, "end", "has").field("counter"));
        InProcess.Counts c = r.stats(Family.CONTAINS_OP);
        assertEquals(55, c.misses());
        assertEquals(1, c.deopts());
        assertEquals(1, c.failureKinds().get("OTHER"), c::toString);
    }

    @Test
    void dictSite_keepsHittingWhileKeysComeAndGo() {
        InProcess.Result r = run("""
                def has(x, c):
                    return x in c
                d = {}
                out = []
                for i in range(20):
                    d[i] = i
                    if i % 3 == 0:
                        del d[i // 2]
                    out.append(has(i // 2, d))
                print(out)
                __probe__("end")
                """);
        assertEquals("[False, False, True, False, True, True, False, False, True, False, True, "
                + "True, False, False, True, False, True, True, False, False]\n", r.stdout());
        assertEquals(Opcode.CONTAINS_OP_DICT, site(r, "end", "has").opcode());
        assertEquals(0, r.stats(Family.CONTAINS_OP).misses());
    }

    @Test
    void listsStrsTuplesAndClasses_failWithCPythonsKinds() {
        InProcess.Result r = run("""
                def a(x, c):
                    return x in c
                def b(x, c):
                    return x in c
                def t(x, c):
                    return x in c
                class Meta(type):
                    def __contains__(cls, x):
                        return x == 3
                class K(metaclass=Meta):
                    pass
                def k(x, c):
                    return x in c
                print(a(1, [1]), a(2, [1]), b("a", "abc"), b("z", "abc"), t(1, (1,)), t(2, (1,)),
                      k(3, K), k(4, K))
                """);
        assertEquals("True False True False True False True False\n", r.stdout());
        InProcess.Counts c = r.stats(Family.CONTAINS_OP);
        assertEquals(1, c.failureKinds().get("LIST"), c::toString);
        assertEquals(1, c.failureKinds().get("STR"), c::toString);
        assertEquals(1, c.failureKinds().get("TUPLE"), c::toString);
        assertEquals(1, c.failureKinds().get("USER_CLASS"), c::toString);
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("contains_op_shapes.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("contains_op", "hits") > 0);
        assertTrue(run.count("contains_op", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            class K:
                def __init__(self, v):
                    self.v = v
                def __hash__(self):
                    return hash(self.v)
                def __eq__(self, other):
                    return isinstance(other, K) and self.v == other.v
                def __repr__(self):
                    return "K(%r)" % (self.v,)
            class Box:
                def __iter__(self):
                    return iter([1, "a"])
            class DSub(dict):
                pass
            class SSub(set):
                pass
            d = {1: "one", "a": "A", (1, 2): 0, K(1): 1, frozenset({1}): 2, 2.5: 3}
            s = {1, "a", (1, 2), K(2), frozenset({2})}
            fs = frozenset(["a", 2.0, None])
            ds = DSub({1: 1})
            ss = SSub({1})
            box = Box()
            def has(x, c):
                return x in c
            def hasnt(x, c):
                return x not in c
            def rep(x, c, n):
                out = []
                for _ in range(n):
                    try:
                        out.append("T" if has(x, c) else "F")
                        out.append("t" if hasnt(x, c) else "f")
                    except TypeError as e:
                        out.append("TypeError: " + str(e))
                        break
                print(repr(x)[:20], type(c).__name__, "".join(out))
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
        return new Suite("contains_op", KIT, Programs.of(PRELUDE, steps(), 1, 14), 80);
    }

    @Property(tries = 80)
    void membershipTestsPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 14);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.CONTAINS_OP));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> item = Arbitraries.of("1", "1.0", "True", "0", "2", "2.5", "'a'", "'b'",
                "(1, 2)", "K(1)", "K(2)", "K(3)", "frozenset({1})", "{1}", "{2}", "[1]", "{}",
                "None", "2**70", "float('nan')");
        Arbitrary<String> container = Arbitraries.frequency(Tuple.of(4, "d"), Tuple.of(4, "s"),
                Tuple.of(2, "fs"), Tuple.of(1, "ds"), Tuple.of(1, "ss"), Tuple.of(1, "box"),
                Tuple.of(1, "[1, 'a']"), Tuple.of(1, "'abc'"), Tuple.of(1, "(1, None)"),
                Tuple.of(1, "range(3)"));
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 4),
                Tuple.of(2, 30), Tuple.of(1, 60));
        Arbitrary<String> rep = Combinators.combine(item, container, times)
                .as((x, c, n) -> "rep(" + x + ", " + c + ", " + n + ")");
        Arbitrary<String> mutate = Arbitraries.of("d['b'] = 1", "d.pop('a', None)",
                "d[K(3)] = 3", "d.pop(1, None)", "d.clear()", "s.add('b')", "s.discard(1)",
                "s.add(K(1))", "s.clear()", "ds[2] = 2",
                "DSub.__contains__ = lambda self, k: 'yes'", "unset(DSub, '__contains__')",
                "Box.__contains__ = lambda self, k: k == 2", "unset(Box, '__contains__')",
                "SSub.__contains__ = lambda self, k: 0", "unset(SSub, '__contains__')",
                "K.__eq__ = lambda self, o: True", "K.__hash__ = lambda self: 1");
        return Arbitraries.frequencyOf(Tuple.of(5, rep), Tuple.of(1, mutate));
    }
}
