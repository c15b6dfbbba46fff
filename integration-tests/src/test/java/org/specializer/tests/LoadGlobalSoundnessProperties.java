package org.specializer.tests;

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
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.testkit.FamilyKit;
import org.specializer.testkit.Programs;
import org.specializer.testkit.Suite;
import org.specializer.testkit.Untrusted;

/**
 * LOAD_GLOBAL's soundness property: generated sequences of bind, rebind and delete operations
 * on globals and builtins, interleaved with bursts of loads from hot sites, print the same
 * with specialization as without.
 *
 * <p>The readers ({@code read_a}, {@code read_len}, ...) are compiled once and exec'd into two
 * namespaces, so each reader's code (and inline cache) is shared by the module's globals and
 * a second dict {@code ns} that has builtins of its own. Operations bind and delete the names
 * {@code a}, {@code b}, {@code abs}, {@code len} and {@code zz_new} in the module globals, in
 * {@code ns}, in the real builtins module and in ns's builtins, add or remove many unrelated
 * keys (so that versions change and dicts resize), and swap ns's builtins for another dict
 * with the same names in another order ({@code swap_builtins}: only a value of ns changes, so
 * its keys version stays, and the readers made again in ns look their builtins up in the other
 * dict; only the builtins' keys version tells a cached entry index from a stale one).
 */
class LoadGlobalSoundnessProperties {

    static final List<String> NAMES = List.of("a", "b", "abs", "len", "zz_new");

    private static final String PRELUDE = """
            import builtins
            class Fn:
                def __init__(self, tag):
                    self.tag = tag
                def __call__(self, *args):
                    return self.tag
                def __repr__(self):
                    return f"Fn({self.tag!r})"
            READERS = compile(
                "def read_a():\\n    return a\\n"
                "def read_b():\\n    return b\\n"
                "def read_abs():\\n    return abs\\n"
                "def read_len():\\n    return len('abc')\\n"
                "def read_zz_new():\\n    return zz_new\\n",
                "<readers>", "exec")
            exec(READERS, globals())
            nsb = {"abs": "nsb abs", "len": Fn("nsb len")}
            # the same names and more, in another order: a cached index means another entry
            nsb2 = {"zz_new": "nsb2 zz_new", "b": "nsb2 b", "len": Fn("nsb2 len"),
                    "abs": "nsb2 abs", "a": "nsb2 a"}
            ns = {"__builtins__": nsb, "a": "ns a"}
            exec(READERS, ns)
            SPACES = {"g": globals(), "ns": ns}
            def show(fn):
                try:
                    return repr(fn())
                except Exception as e:
                    return type(e).__name__ + ": " + str(e)
            def load(space, name, n):
                reader = SPACES[space]["read_" + name]
                for _ in range(n):
                    print(space, name, show(reader))
            def shadow(space, name, v, n):
                # a builtin read hot, then a global of its name, then the global gone
                load(space, name, n)
                SPACES[space][name] = v
                load(space, name, 2)
                SPACES[space].pop(name, None)
                load(space, name, 2)
            def swap_builtins():
                ns["__builtins__"] = nsb2 if ns["__builtins__"] is nsb else nsb
                exec(READERS, ns)
            a = 1
            """;

    private static final FamilyKit KIT = FamilyKit.forFamily(Family.LOAD_GLOBAL);

    /** The property's programs and kit, for the guard-mutant runner too. */
    static Suite suite() {
        return new Suite("load_global", KIT, Programs.of(PRELUDE, steps(), 1, 25), 100);
    }

    @BeforeProperty
    void resetCounts() {
        KIT.reset();
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        KIT.assertExercised();
    }

    @Property(tries = 100)
    void specializedGlobalLoadsPrintWhatGenericOnesPrint(
            @ForAll("programs") Programs.Program program, @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 1, 25);
    }

    @Provide
    Arbitrary<Opcode> children() {
        return Arbitraries.of(Untrusted.children(Family.LOAD_GLOBAL));
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> name = Arbitraries.of(NAMES);
        // the names of builtins most often: binding one in a namespace shadows the builtin
        Arbitrary<String> bound = Arbitraries.frequency(Tuple.of(1, "a"), Tuple.of(1, "b"),
                Tuple.of(3, "abs"), Tuple.of(3, "len"), Tuple.of(1, "zz_new"));
        Arbitrary<String> value = Arbitraries.of("0", "7", "'str'", "None", "Fn(99)",
                "2**70", "1.5");
        Arbitrary<String> space = Arbitraries.of("g", "ns");
        Arbitrary<String> dict = Arbitraries.of("globals()", "ns", "nsb", "nsb2");
        Arbitrary<String> load = Combinators.combine(space, name,
                Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(2, 5), Tuple.of(3, 53),
                        Tuple.of(2, 60)))
                .as((s, n, k) -> "load('" + s + "', '" + n + "', " + k + ")");
        Arbitrary<String> bind = Combinators.combine(dict, bound, value)
                .as((d, n, v) -> d + "['" + n + "'] = " + v);
        Arbitrary<String> delete = Combinators.combine(dict, bound)
                .as((d, n) -> d + ".pop('" + n + "', None)");
        Arbitrary<String> builtin = Programs.builtinChanges(name, value);
        Arbitrary<String> noise = Programs.dictChanges(Arbitraries.of("globals()", "ns", "nsb",
                "nsb2"));
        Arbitrary<String> builtinNoise = Arbitraries.of(1, 30)
                .map(k -> "noise(vars(builtins), " + k + ")");
        Arbitrary<String> change = Arbitraries.frequencyOf(Tuple.of(3, bind),
                Tuple.of(3, delete), Tuple.of(3, builtin), Tuple.of(2, noise),
                Tuple.of(1, builtinNoise), Tuple.of(2, Arbitraries.just("swap_builtins()")));
        // a change made while a load is hot: its sites are specialized when it happens
        Arbitrary<String> midLoop = Programs.midLoop(Combinators.combine(space, name)
                .as((s, n) -> "load('" + s + "', '" + n + "', 1)"), change);
        Arbitrary<String> shadow = Combinators.combine(space, Arbitraries.of("abs", "len"),
                value, Arbitraries.of(1, 3, 53)).as((s, n, v, k) -> "shadow('" + s + "', '" + n
                        + "', " + v + ", " + k + ")");
        return Arbitraries.frequencyOf(Tuple.of(8, load), Tuple.of(10, change),
                Tuple.of(3, midLoop), Tuple.of(2, shadow));
    }
}
