package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
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
 * TO_BOOL's soundness: truth-test sites observed through {@code __probe__} (the child each
 * shape gives, and what adding {@code __bool__} or {@code __len__} to a class, or changing an
 * instance's class, does to a TO_BOOL_ALWAYS_TRUE site), a jqwik property (generated values
 * and class mutations through one hot site print the same as generic), and the launcher's
 * {@code --stats=json} hits. Expected output from CPython 3.13.
 */
class ToBoolSoundnessTest {
    private static final FamilyKit KIT = FamilyKit.forFamily(Family.TO_BOOL);

    private static InProcess.Result run(String source) {
        InProcess.Result r = InProcess.run(source, "snippet.py", InProcess.Mode.defaults());
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    private static SiteState site(InProcess.Result r, String probe, String code) {
        return SiteState.find(r.probe(probe), code, Family.TO_BOOL);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = ';', quoteCharacter = '"', value = {
        "True;TO_BOOL_BOOL;T", "False;TO_BOOL_BOOL;F", "0;TO_BOOL_INT;F", "-7;TO_BOOL_INT;T",
        "2**100;TO_BOOL_INT;T", "[];TO_BOOL_LIST;F", "[0];TO_BOOL_LIST;T",
        "None;TO_BOOL_NONE;F", "'';TO_BOOL_STR;F", "'\\u00e9';TO_BOOL_STR;T",
        "Plain();TO_BOOL_ALWAYS_TRUE;T",
    })
    void eachShape_becomesItsChild(String value, Opcode child, String printed) {
        InProcess.Result r = run("class Plain:\n    pass\n"
                + "def truth(v):\n    if v:\n        return 'T'\n    return 'F'\n"
                + "for i in range(4):\n    x = truth(" + value + ")\n"
                + "__probe__('done')\nprint(x)\n");
        assertEquals(printed + "\n", r.stdout());
        assertEquals(child, site(r, "done", "truth").opcode());
        assertEquals(2, r.stats(Family.TO_BOOL).childHits(child.name()));
    }

    @Test
    void floatsDictsAndClassesWithLen_stayGeneric() {
        InProcess.Result r = run("""
                class Sized:
                    def __len__(self):
                        return 0
                def truth(v):
                    return not v
                print([truth(v) for v in [0.0, 0.5, 0.0, 2.5]])
                __probe__("floats")
                def truth2(v):
                    return not v
                print([truth2(v) for v in [{}, {1: 1}, {}]])
                __probe__("dicts")
                def truth3(v):
                    return not v
                print([truth3(Sized()) for _ in range(3)])
                __probe__("sized")
                """);
        assertEquals("[True, False, True, False]\n[True, False, True]\n[True, True, True]\n",
                r.stdout());
        assertEquals(Opcode.TO_BOOL, site(r, "floats", "truth").opcode());
        assertEquals(Opcode.TO_BOOL, site(r, "dicts", "truth2").opcode());
        assertEquals(Opcode.TO_BOOL, site(r, "sized", "truth3").opcode());
        InProcess.Counts c = r.stats(Family.TO_BOOL);
        assertTrue(c.failureKinds().getOrDefault("FLOAT", 0L) >= 1, c::toString);
        assertTrue(c.failureKinds().getOrDefault("DICT", 0L) >= 1, c::toString);
        assertTrue(c.failureKinds().getOrDefault("MAPPING", 0L) >= 1, c::toString);
    }

    @Test
    void alwaysTrue_deoptsWhenTheClassGainsBool_andComesBackWhenItLosesIt() {
        InProcess.Result r = run("""
                class P:
                    pass
                p = P()
                def truth(v):
                    if v:
                        return "T"
                    return "F"
                print(truth(p), truth(p))
                __probe__("warm")
                P.__bool__ = lambda self: False
                print("".join(truth(p) for _ in range(53)))
                __probe__("bool added")
                del P.__bool__
                print(truth(p), truth(p), truth(p))
                __probe__("bool removed")
                """);
        assertEquals("T T\n" + "F".repeat(53) + "\nT T T\n", r.stdout());
        SiteState warm = site(r, "warm", "truth");
        assertEquals(Opcode.TO_BOOL_ALWAYS_TRUE, warm.opcode());
        assertNotEquals(0, warm.field("version"));
        assertEquals(Opcode.TO_BOOL, site(r, "bool added", "truth").opcode(),
                "53 misses, then the specializer refuses a class with __bool__");
        SiteState again = site(r, "bool removed", "truth");
        assertEquals(Opcode.TO_BOOL_ALWAYS_TRUE, again.opcode());
        assertNotEquals(warm.field("version"), again.field("version"),
                "the class has a new version since it was modified");
        InProcess.Counts c = r.stats(Family.TO_BOOL);
        assertEquals(53, c.misses());
        assertEquals(1, c.deopts());
        assertEquals(1, c.failureKinds().get("NUMBER"), c::toString);
    }

    @Test
    void alwaysTrue_missesWhenABaseGainsLen_orTheInstanceChangesClass() {
        InProcess.Result r = run("""
                class Base:
                    pass
                class Leaf(Base):
                    pass
                class Empty:
                    def __len__(self):
                        return 0
                x = Leaf()
                def truth(v):
                    return "T" if v else "F"
                print(truth(x), truth(x), truth(x))
                __probe__("warm")
                Base.__len__ = lambda self: 0
                print(truth(x), truth(x))
                del Base.__len__
                print(truth(x))
                x.__class__ = Empty
                print(truth(x))
                x.__class__ = Leaf
                print(truth(x))
                __probe__("end")
                """);
        assertEquals("T T T\nF F\nT\nF\nT\n", r.stdout());
        assertEquals(Opcode.TO_BOOL_ALWAYS_TRUE, site(r, "warm", "truth").opcode());
        assertEquals(Opcode.TO_BOOL_ALWAYS_TRUE, site(r, "end", "truth").opcode(),
                "too few misses to deopt");
        assertEquals(5, r.stats(Family.TO_BOOL).misses(),
                "Base modified twice, then another class, then Leaf's version is new");
    }

    @Test
    void toBoolInt_seesBigIntsAsTrue_andBoolsMissIt() {
        InProcess.Result r = run("""
                def truth(v):
                    return "T" if v else "F"
                print(truth(0), truth(5))
                __probe__("ints")
                print(truth(2**64), truth(-2**64), truth(True), truth(False))
                __probe__("end")
                """);
        assertEquals("F T\nT T T F\n", r.stdout());
        assertEquals(Opcode.TO_BOOL_INT, site(r, "ints", "truth").opcode());
        InProcess.Counts c = r.stats(Family.TO_BOOL);
        assertEquals(2, c.misses(), "the bools are not ints here");
        assertEquals(2, c.childHits("TO_BOOL_INT"));
    }

    @Test
    void corpusProgram_hitsInTheLaunchersJsonStats() throws Exception {
        Path p = CorpusTest.corpusDir().resolve("to_bool_truth.py");
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of(), p);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertTrue(run.count("to_bool", "hits") > 0);
        assertTrue(run.count("to_bool", "successes") > 0);
    }

    // ---- the property

    private static final String PRELUDE = """
            class Plain:
                pass
            class Other:
                pass
            class Sized:
                def __init__(self, n):
                    self.n = n
                def __len__(self):
                    return self.n
            class Truthy:
                def __init__(self, b):
                    self.b = b
                def __bool__(self):
                    return self.b
            class I(int):
                pass
            class S(str):
                pass
            plain = Plain()
            other = Other()
            def truth(v):
                if v:
                    return "T"
                return "F"
            def negate(v):
                return not v
            def rep(v, n):
                out = []
                for _ in range(n):
                    try:
                        out.append(truth(v))
                        out.append("!" if negate(v) else ".")
                    except Exception as e:
                        out.append(type(e).__name__ + ": " + str(e))
                        break
                print(repr(v)[:30], "".join(out))
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
        return new Suite("to_bool", KIT, Programs.of(PRELUDE, steps(), 1, 14), 60);
    }

    @Property(tries = 60)
    void truthTestsPrintWhatGenericOnesPrint(@ForAll("programs") Programs.Program program,
            @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 14);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.TO_BOOL));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> value = Arbitraries.of("True", "False", "0", "1", "-3", "2**70",
                "-2**64", "[]", "[0]", "[None, 1]", "None", "''", "'a'", "'\\u00e9'", "'\\0'",
                "0.0", "-0.0", "float('nan')", "()", "(0,)", "{}", "{0: 0}", "set()",
                "frozenset([1])", "plain", "other", "Plain()", "Sized(0)", "Sized(2)",
                "Truthy(False)", "Truthy(True)", "I(0)", "I(4)", "S('')", "S('x')", "b''",
                "range(0)", "range(3)", "Plain", "len");
        Arbitrary<Integer> times = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 3),
                Tuple.of(2, 53), Tuple.of(2, 60));
        Arbitrary<String> rep = Combinators.combine(value, times)
                .as((v, n) -> "rep(" + v + ", " + n + ")");
        Arbitrary<String> mutate = Arbitraries.of(
                "Plain.__bool__ = lambda self: False", "Plain.__bool__ = lambda self: 1",
                "unset(Plain, '__bool__')", "Plain.__len__ = lambda self: 0",
                "unset(Plain, '__len__')", "Other.__len__ = lambda self: 7",
                "unset(Other, '__len__')", "plain.__class__ = Other",
                "plain.__class__ = Plain", "Plain.attr = 1", "Sized.__bool__ = lambda s: True",
                "unset(Sized, '__bool__')");
        return Arbitraries.frequencyOf(Tuple.of(4, rep), Tuple.of(1, mutate));
    }
}
