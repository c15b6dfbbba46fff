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
 * STORE_SUBSCR's soundness: store sites observed through {@code __probe__} (list stores in
 * range, out of range after the list shrank, negative and huge indexes; dict stores, a dict
 * subclass overriding {@code __setitem__}, unhashable keys), a jqwik property (generated
 * containers, indexes and mutations through one hot store site print the same as generic),
 * and the launcher's {@code --stats=json} hits. Expected output from CPython 3.13.
 */
class StoreSubscrSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.STORE_SUBSCR);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.STORE_SUBSCR);
    }

    @Test
    void listAndDictStores_becomeTheirChildren_edgesMissAndRaiseAsGeneric() {
        InProcess.Result r = run("""
                def put(c, i, v):
                    try:
                        c[i] = v
                    except (IndexError, TypeError) as e:
                        return type(e).__name__ + ": " + str(e)
                    return c
                xs = [0, 0, 0]
                print(put(xs, 0, "a"), put(xs, 2, "b"))
                __probe__("warm")
                print(put(xs, 3, "c"), put(xs, -1, "d"), put(xs, -4, "e"), put(xs, 2**70, "f"), put(xs, True, "g"))
                xs.pop()
                print(put(xs, 2, "h"), put(xs, 1, "i"))
                __probe__("edges")
                d = {}
                def dput(c, k, v):
                    c[k] = v
                    return c
                print(dput(d, "a", 1), dput(d, "a", 2), dput(d, (1,), 3))
                __probe__("dict")
                class Logging(dict):
                    def __setitem__(self, k, v):
                        dict.__setitem__(self, k, ("logged", v))
                print(dput(Logging(), "x", 1), dput(d, 2.0, 4))
                try:
                    dput(d, [1], 0)
                except TypeError as e:
                    print("TypeError:", e)
                __probe__("end")
                """);
        assertEquals("""
                ['a', 0, 'b'] ['a', 0, 'b']
                IndexError: list assignment index out of range ['a', 'g', 'd'] IndexError: \
                list assignment index out of range IndexError: cannot fit 'int' into an \
                index-sized integer ['a', 'g', 'd']
                IndexError: list assignment index out of range ['a', 'i']
                {'a': 2, (1,): 3} {'a': 2, (1,): 3} {'a': 2, (1,): 3}
                {'x': ('logged', 1)} {'a': 2, (1,): 3, 2.0: 4}
                TypeError: unhashable type: 'list'
                """, r.stdout());
        assertEquals(Opcode.STORE_SUBSCR_LIST_INT, site(r, "warm", "put").opcode());
        assertEquals(Opcode.STORE_SUBSCR_LIST_INT, site(r, "edges", "put").opcode());
        assertEquals(Opcode.STORE_SUBSCR_DICT, site(r, "dict", "dput").opcode());
        assertEquals(Opcode.STORE_SUBSCR_DICT, site(r, "end", "dput").opcode());
        InProcess.Counts c = r.stats(Family.STORE_SUBSCR);
        assertEquals(7, c.misses(), "six list edges (one after the pop), the dict subclass");
        assertEquals(1, c.childHits("STORE_SUBSCR_LIST_INT"));
        assertEquals(3, c.childHits("STORE_SUBSCR_DICT"), "the unhashable key included");
    }

    @Test
    void aStorePastTheEnd_failsOutOfRange_andAFullListSpecializesLater() {
        InProcess.Result r = run("""
                def put(c, i):
                    try:
                        c[i] = i
                    except IndexError as e:
                        return str(e)
                    return c
                print(put([], 0), put([1], 1), put([1], -1))
                __probe__("failed")
                print(put([0, 0], 1), put([0, 0, 0], 1), put([5], 0))
                __probe__("end")
                """);
        assertEquals("list assignment index out of range list assignment index out of range "
                + "[-1]\n[0, 1] [0, 1, 0] [0]\n", r.stdout());
        assertEquals(Opcode.STORE_SUBSCR, site(r, "failed", "put").opcode());
        assertEquals(Opcode.STORE_SUBSCR_LIST_INT, site(r, "end", "put").opcode());
        InProcess.Counts c = r.stats(Family.STORE_SUBSCR);
        assertEquals(1, c.failureKinds().get("OUT_OF_RANGE"), c::toString);
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("store_subscr_shapes.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("store_subscr", "hits") > 0);
        assertTrue(run.count("store_subscr", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            class Logging(dict):
                def __setitem__(self, k, v):
                    dict.__setitem__(self, k, ("logged", v))
            class Plain(dict):
                pass
            class L(list):
                pass
            class Store:
                def __repr__(self):
                    return "Store"
            class K:
                def __init__(self, v):
                    self.v = v
                def __hash__(self):
                    return self.v % 2
                def __eq__(self, other):
                    return isinstance(other, K) and self.v == other.v
                def __repr__(self):
                    return "K%d" % self.v
            lst = [0, 1, 2, 3]
            dct = {}
            log = Logging()
            pl = Plain()
            ll = L([0, 0])
            st = Store()
            def put(c, i, v):
                c[i] = v
            def rep(c, i, n):
                out = []
                for k in range(n):
                    try:
                        put(c, i, k)
                        out.append(".")
                    except Exception as e:
                        out.append(type(e).__name__ + ": " + str(e))
                        break
                shown = c if not isinstance(c, dict) else sorted(c.items(), key=repr)
                print(type(c).__name__, repr(i)[:20], "".join(out), repr(shown)[:120])
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
        return new Suite("store_subscr", KIT, Programs.of(PRELUDE, steps(), 1, 14), 80);
    }

    @Property(tries = 80)
    void storesPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 14);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.STORE_SUBSCR));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> container = Arbitraries.frequency(Tuple.of(4, "lst"),
                Tuple.of(4, "dct"), Tuple.of(1, "log"), Tuple.of(1, "pl"), Tuple.of(1, "ll"),
                Tuple.of(1, "st"), Tuple.of(1, "(1, 2)"), Tuple.of(1, "'ab'"));
        Arbitrary<String> index = Arbitraries.of("0", "1", "3", "4", "-1", "-5", "2**40", "2**70",
                "True", "'k'", "(1, 2)", "K(1)", "K(3)", "2.0", "[0]", "slice(0, 1)", "None");
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 4),
                Tuple.of(2, 53), Tuple.of(1, 60));
        Arbitrary<String> rep = Combinators.combine(container, index, times)
                .as((c, i, n) -> "rep(" + c + ", " + i + ", " + n + ")");
        Arbitrary<String> mutate = Arbitraries.of("lst.append(9)", "lst and lst.pop()",
                "lst.clear()",
                "lst.extend([7, 7, 7])", "dct.clear()",
                "Store.__setitem__ = lambda self, k, v: None", "unset(Store, '__setitem__')",
                "L.__setitem__ = lambda self, k, v: list.__setitem__(self, 0, 'L')",
                "unset(L, '__setitem__')", "Plain.__setitem__ = Logging.__setitem__",
                "unset(Plain, '__setitem__')", "K.__eq__ = lambda self, o: True");
        return Arbitraries.frequencyOf(Tuple.of(4, rep), Tuple.of(1, mutate));
    }
}
