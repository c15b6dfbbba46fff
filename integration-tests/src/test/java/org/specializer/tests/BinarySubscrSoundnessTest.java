package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
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
 * BINARY_SUBSCR's soundness: subscript sites observed through {@code __probe__} (the child
 * each container gives; indexes negative, out of range and huge; non-ASCII characters; missing
 * dict keys and {@code __missing__}; a class's {@code __getitem__} replaced, removed, given
 * another code object), a jqwik property (generated containers, indexes and class mutations
 * through one hot site print the same as generic), and the launcher's {@code --stats=json}
 * hits. Expected output from CPython 3.13.
 */
class BinarySubscrSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.BINARY_SUBSCR);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.BINARY_SUBSCR);
    }

    @ParameterizedTest(name = "{0}[{1}] -> {2}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "[5, 6, 7];2;BINARY_SUBSCR_LIST_INT;7", "(5, 6, 7);0;BINARY_SUBSCR_TUPLE_INT;5",
        "'abc';1;BINARY_SUBSCR_STR_INT;b", "'\\u00e9a\\U0001f600z';3;BINARY_SUBSCR_STR_INT;z",
        "{'k': 1};'k';BINARY_SUBSCR_DICT;1", "{(1, 2): 'p'};(1, 2);BINARY_SUBSCR_DICT;p",
        "G();4;BINARY_SUBSCR_GETITEM;8", "[5, 6, 7];slice(1, None);BINARY_SUBSCR_LIST_SLICE;[6, 7]",
    })
    void eachContainer_becomesItsChild(String container, String index, Opcode child,
            String printed) {
        InProcess.Result r = run("class G:\n    def __getitem__(self, i):\n        return i * 2\n"
                + "def f(c, i):\n    return c[i]\n"
                + "for i in range(4):\n    x = f(" + container + ", " + index + ")\n"
                + "__probe__('done')\nprint(x)\n");
        assertEquals(printed + "\n", r.stdout());
        assertEquals(child, site(r, "done", "f").opcode());
        assertEquals(2, r.stats(Family.BINARY_SUBSCR).childHits(child.name()));
    }

    @Test
    void listInt_missesForIndexesOutOfRangeNegativeOrHuge_andRaisesAsGeneric() {
        InProcess.Result r = run("""
                def get(c, i):
                    try:
                        return c[i]
                    except (IndexError, KeyError) as e:
                        return type(e).__name__ + ": " + str(e)
                lst = [10, 20, 30]
                print(get(lst, 0), get(lst, 2))
                __probe__("warm")
                print(get(lst, 3), get(lst, -1), get(lst, -4), get(lst, 2**70), get(lst, True))
                __probe__("edges")
                """);
        assertEquals("10 30\nIndexError: list index out of range 30 IndexError: list index out "
                + "of range IndexError: cannot fit 'int' into an index-sized integer 20\n",
                r.stdout());
        assertEquals(Opcode.BINARY_SUBSCR_LIST_INT, site(r, "warm", "get").opcode());
        assertEquals(Opcode.BINARY_SUBSCR_LIST_INT, site(r, "edges", "get").opcode());
        assertEquals(5, r.stats(Family.BINARY_SUBSCR).misses());
    }

    @Test
    void strInt_missesForNonAsciiCharacters_dictRaisesKeyErrorWithoutMissing() {
        InProcess.Result r = run("""
                def get(s, i):
                    return s[i]
                w = "na\\u00efve \\U0001f600!"
                print([get(w, i) for i in range(len(w))])
                __probe__("str")
                def d(c, k):
                    try:
                        return c[k]
                    except KeyError as e:
                        return "KeyError: " + str(e)
                m = {"a": 1, (1, 2): 2}
                print(d(m, "a"), d(m, (1, 2)), d(m, "zz"), d(m, 1))
                __probe__("dict")
                class Missing(dict):
                    def __missing__(self, k):
                        return "missing " + str(k)
                mm = Missing(a=3)
                print([d(mm, "a") for _ in range(3)], d(mm, "q"))
                __probe__("missing")
                try:
                    d(m, [1])
                except TypeError as e:
                    print("TypeError:", e)
                """);
        assertEquals("['n', 'a', '\u00ef', 'v', 'e', ' ', '\ud83d\ude00', '!']\n"
                + "1 2 KeyError: 'zz' KeyError: 1\n[3, 3, 3] missing q\n"
                + "TypeError: unhashable type: 'list'\n", r.stdout());
        assertEquals(Opcode.BINARY_SUBSCR_STR_INT, site(r, "str", "get").opcode());
        assertEquals(Opcode.BINARY_SUBSCR_DICT, site(r, "dict", "d").opcode());
        assertEquals(Opcode.BINARY_SUBSCR_DICT, site(r, "missing", "d").opcode(),
                "the dict subclass misses (four times: too few to deopt)");
        InProcess.Counts c = r.stats(Family.BINARY_SUBSCR);
        assertEquals(2 + 4, c.misses(), "two non-ASCII characters, four subclass lookups");
        assertEquals(4, c.childHits("BINARY_SUBSCR_STR_INT"), c::toString);
        assertEquals(3, c.childHits("BINARY_SUBSCR_DICT"), "KeyError and TypeError included");
    }

    @Test
    void getitem_followsTheClassAsItsGetitemIsReplacedRemovedAndRecoded() {
        InProcess.Result r = run("""
                class Seq:
                    def __getitem__(self, i):
                        return ("orig", i)
                class Sub(Seq):
                    pass
                s = Seq()
                def get(c, i):
                    try:
                        return c[i]
                    except TypeError as e:
                        return "TypeError: " + str(e)
                print(get(s, 1), get(s, -2))
                __probe__("warm")
                def other(self, i):
                    return ("other", i)
                def donor(self, i):
                    return ("donor", i)
                Seq.__getitem__ = other
                print(get(s, 3))
                other.__code__ = donor.__code__
                print(get(s, 4), get(s, 5))
                del Seq.__getitem__
                print(get(s, 6))
                Seq.__getitem__ = lambda self, i: ("lambda", i)
                print(get(s, 7), get(Sub(), 8), get(s, 9))
                __probe__("end")
                """);
        assertEquals("('orig', 1) ('orig', -2)\n('other', 3)\n('donor', 4) ('donor', 5)\n"
                + "TypeError: 'Seq' object is not subscriptable\n"
                + "('lambda', 7) ('lambda', 8) ('lambda', 9)\n", r.stdout());
        assertEquals(Opcode.BINARY_SUBSCR_GETITEM, site(r, "warm", "get").opcode());
        assertEquals(Opcode.BINARY_SUBSCR_GETITEM, site(r, "end", "get").opcode());
        assertEquals(7, r.stats(Family.BINARY_SUBSCR).misses(),
                "every lookup after the class changed");
    }

    @Test
    void getitem_missesWhenTheCachedFunctionGetsAnotherCode_withoutTheClassChanging() {
        String program = """
                class Seq:
                    def __getitem__(self, i):
                        return ("orig", i)
                s = Seq()
                def get(c, i):
                    return c[i]
                print(get(s, 1))
                __probe__("warm")
                def other(self, i):
                    return ("other", i)
                def donor(self, i):
                    return ("donor", i)
                Seq.__getitem__ = other
                print(get(s, 2), get(s, 3))
                __probe__("other")
                other.__code__ = donor.__code__
                print(get(s, 4))
                __probe__("code")
                """;
        InProcess.Result r = InProcess.run(program, "snippet.py", new InProcess.Mode(
                "--families=binary_subscr --warmup=0 --cooldown=0", Set.of(Family.BINARY_SUBSCR),
                0, 0));
        assertEquals(0, r.status(), r::describe);
        assertEquals("('orig', 1)\n('other', 2) ('other', 3)\n('donor', 4)\n", r.stdout());
        assertEquals(Opcode.BINARY_SUBSCR_GETITEM, site(r, "warm", "get").opcode());
        assertEquals(Opcode.BINARY_SUBSCR_GETITEM, site(r, "other", "get").opcode(),
                "re-decided at the miss: the class's new __getitem__ is cached");
        assertEquals(Opcode.BINARY_SUBSCR, site(r, "code", "get").opcode(),
                "the function's version is 0 now: out of versions");
        InProcess.Counts c = r.stats(Family.BINARY_SUBSCR);
        assertEquals(1, c.childHits("BINARY_SUBSCR_GETITEM"));
        assertEquals(2, c.misses());
        assertEquals(1, c.failureKinds().get("OUT_OF_VERSIONS"), c::toString);
    }

    @Test
    void anErrorRaisedInsideGetitem_hasTheGenericTraceback() {
        String program = """
                class Seq:
                    def __getitem__(self, i):
                        if i > 2:
                            raise LookupError("too far: %d" % i)
                        return i
                def get(c, i):
                    return c[i]
                print(get(Seq(), 1), get(Seq(), 2))
                get(Seq(), 3)
                """;
        InProcess.Result generic = InProcess.run(program, "tb.py", InProcess.Mode.NO_SPECIALIZE);
        InProcess.Result eager = InProcess.run(program, "tb.py", InProcess.Mode.eager());
        assertEquals(1, generic.status());
        assertEquals("1 2\n", eager.stdout());
        assertTrue(eager.stats(Family.BINARY_SUBSCR).childHits("BINARY_SUBSCR_GETITEM") > 0);
        assertEquals(generic.stderr(), eager.stderr());
        assertEquals("LookupError: too far: 3", eager.lastErrLine());
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("binary_subscr_shapes.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("binary_subscr", "hits") > 0);
        assertTrue(run.count("binary_subscr", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            class G:
                def __getitem__(self, i):
                    return ("G", i)
            class H(G):
                pass
            class Missing(dict):
                def __missing__(self, k):
                    return ("missing", k)
            class L(list):
                pass
            def g2(self, i):
                return ("g2", i)
            def g3(self, i, extra=1):
                return ("g3", i, extra)
            def donor(self, i):
                return ("donor", i)
            lst = [10, 20, 30, 40]
            tup = ("a", "b", "c")
            asc = "hello"
            uni = "\\u00e9t\\u00e9\\U0001f600!"
            dct = {0: "zero", "k": "kay", (1, 2): "pair", 2.5: "float"}
            mis = Missing(k="mk")
            g = G()
            h = H()
            ll = L([1, 2])
            def get(c, i):
                return c[i]
            def rep(c, i, n):
                out = []
                for _ in range(n):
                    try:
                        out.append(repr(get(c, i)))
                    except Exception as e:
                        out.append(type(e).__name__ + ": " + str(e))
                        break
                print(type(c).__name__, repr(i)[:20], " ".join(out))
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
        return new Suite("binary_subscr", KIT, Programs.of(PRELUDE, steps(), 1, 14), 80);
    }

    @Property(tries = 80)
    void subscriptsPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 14);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.BINARY_SUBSCR));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> container = Arbitraries.frequency(Tuple.of(3, "lst"),
                Tuple.of(2, "tup"), Tuple.of(2, "asc"), Tuple.of(2, "uni"), Tuple.of(3, "dct"),
                Tuple.of(1, "mis"), Tuple.of(2, "g"), Tuple.of(1, "h"), Tuple.of(1, "ll"),
                Tuple.of(1, "range(5)"), Tuple.of(1, "b'xyz'"), Tuple.of(1, "None"));
        Arbitrary<String> index = Arbitraries.of("0", "1", "2", "3", "4", "5", "-1", "-3", "-9",
                "2**31", "2**70", "True", "'k'", "(1, 2)", "2.5", "slice(1, 3)",
                "slice(None, None, -1)", "[0]", "None");
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 4),
                Tuple.of(2, 53), Tuple.of(1, 60));
        Arbitrary<String> rep = Combinators.combine(container, index, times)
                .as((c, i, n) -> "rep(" + c + ", " + i + ", " + n + ")");
        Arbitrary<String> mutate = Arbitraries.of("G.__getitem__ = g2", "G.__getitem__ = g3",
                "unset(G, '__getitem__')", "G.__getitem__ = lambda self, i: ('lam', i)",
                "H.__getitem__ = donor", "unset(H, '__getitem__')",
                "g2.__code__ = donor.__code__", "g2.__defaults__ = (5,)",
                "Missing.__missing__ = lambda self, k: 'new missing'",
                "unset(Missing, '__missing__')", "lst.append(50)", "lst.pop()",
                "dct['new'] = 1", "dct.pop('k', None)", "g.__class__ = H",
                "g.__class__ = G", "L.__getitem__ = lambda self, i: 'L'",
                "unset(L, '__getitem__')");
        return Arbitraries.frequencyOf(Tuple.of(4, rep), Tuple.of(1, mutate));
    }
}
