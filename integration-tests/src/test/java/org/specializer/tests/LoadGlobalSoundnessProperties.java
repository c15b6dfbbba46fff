package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.specializer.spi.Family;

/**
 * LOAD_GLOBAL's soundness property: generated sequences of bind, rebind and delete operations
 * on globals and builtins, interleaved with bursts of loads from hot sites, print the same
 * with specialization as without.
 *
 * <p>The readers ({@code read_a}, {@code read_len}, ...) are compiled once and exec'd into two
 * namespaces, so each reader's code (and inline cache) is shared by the module's globals and
 * a second dict {@code ns} that has builtins of its own ({@code nsb}). Operations bind and
 * delete the names {@code a}, {@code b}, {@code abs}, {@code len} and {@code zz_new} in the
 * module globals, in {@code ns}, in the real builtins module and in {@code nsb}, and add or
 * remove many unrelated keys (so that versions change and dicts resize). The program puts the
 * real builtins back at the end.
 */
class LoadGlobalSoundnessProperties {

    static final List<String> NAMES = List.of("a", "b", "abs", "len", "zz_new");

    private static final String PRELUDE = """
            import builtins
            _saved = {"abs": builtins.abs, "len": builtins.len}
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
            def noise(d, n, prefix):
                for i in range(n):
                    d[prefix + str(i)] = i
            def quiet(d, n, prefix):
                for i in range(n):
                    d.pop(prefix + str(i), None)
            def set_builtin(name, value):
                setattr(builtins, name, value)
            def del_builtin(name):
                if hasattr(builtins, name):
                    delattr(builtins, name)
            a = 1
            try:
            """;

    private static final String EPILOGUE = """
                pass
            finally:
                for _k, _v in _saved.items():
                    setattr(builtins, _k, _v)
                for _k in ("a", "b", "zz_new"):
                    if hasattr(builtins, _k):
                        delattr(builtins, _k)
                for _k in [k for k in dir(builtins) if k.startswith("noise_")]:
                    delattr(builtins, _k)
            """;

    private static long hits;
    private static long specializations;

    private int tier2Before;

    @BeforeProperty
    void resetCounts() {
        tier2Before = org.specializer.core.interp.Tier2.compiledCount();
        hits = 0;
        specializations = 0;
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        assertTrue(org.specializer.core.interp.Tier2.compiledCount() > tier2Before,
                "tier 2 compiled nothing across the tries");
        assertTrue(specializations > 0 && hits > 0, "LOAD_GLOBAL never specialized or never "
                + "hit across the tries (" + specializations + " specializations, " + hits
                + " hits)");
    }

    @Property(tries = 100)
    void specializedGlobalLoadsPrintWhatGenericOnesPrint(
            @ForAll("operations") List<String> operations) {
        StringBuilder src = new StringBuilder(PRELUDE);
        for (String op : operations) {
            src.append("    ").append(op).append('\n');
        }
        String program = src.append(EPILOGUE).toString();
        InProcess.Result generic = InProcess.run(program, "load_global_property.py",
                InProcess.Mode.NO_SPECIALIZE);
        assertEquals(0, generic.status(), generic::describe);
        for (InProcess.Mode mode : List.of(InProcess.Mode.eagerOnly(Family.LOAD_GLOBAL),
                new InProcess.Mode("--families=load_global --warmup=0 --cooldown=0",
                        Set.of(Family.LOAD_GLOBAL), 0, 0),
                InProcess.Mode.defaults(),
                InProcess.Mode.tier2Of("--families=load_global", Set.of(Family.LOAD_GLOBAL), 2))) {
            InProcess.Result r = InProcess.run(program, "load_global_property.py", mode);
            assertEquals(generic.stdout(), r.stdout(), () -> mode + " printed otherwise (line "
                    + CorpusModesTest.firstDifferentLine(generic.stdout(), r.stdout())
                    + ") for:\n" + String.join("\n", operations));
            assertEquals(generic.status(), r.status(), r::describe);
            InProcess.Counts c = r.stats(Family.LOAD_GLOBAL);
            hits += c.hits();
            specializations += c.successes();
        }
    }

    @Provide
    Arbitrary<List<String>> operations() {
        Arbitrary<String> name = Arbitraries.of(NAMES);
        Arbitrary<String> value = Arbitraries.of("0", "7", "'str'", "None", "Fn(99)",
                "2**70", "1.5");
        Arbitrary<String> space = Arbitraries.of("g", "ns");
        Arbitrary<String> dict = Arbitraries.of("globals()", "ns", "nsb");
        Arbitrary<String> load = Combinators.combine(space, name,
                Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(2, 5), Tuple.of(3, 53),
                        Tuple.of(2, 60)))
                .as((s, n, k) -> "load('" + s + "', '" + n + "', " + k + ")");
        Arbitrary<String> bind = Combinators.combine(dict, name, value)
                .as((d, n, v) -> d + "['" + n + "'] = " + v);
        Arbitrary<String> delete = Combinators.combine(dict, name)
                .as((d, n) -> d + ".pop('" + n + "', None)");
        Arbitrary<String> builtin = Combinators.combine(name, value)
                .as((n, v) -> "set_builtin('" + n + "', " + v + ")");
        Arbitrary<String> unbuiltin = name.map(n -> "del_builtin('" + n + "')");
        Arbitrary<String> noise = Combinators.combine(Arbitraries.of("globals()", "ns", "nsb"),
                Arbitraries.of(1, 3, 40), Arbitraries.of(true, false))
                .as((d, k, add) -> (add ? "noise(" : "quiet(") + d + ", " + k + ", 'noise_')");
        Arbitrary<String> builtinNoise = Arbitraries.of(1, 30)
                .map(k -> "noise(vars(builtins), " + k + ", 'noise_')");
        Arbitrary<String> op = Arbitraries.frequencyOf(Tuple.of(8, load), Tuple.of(3, bind),
                Tuple.of(3, delete), Tuple.of(2, builtin), Tuple.of(2, unbuiltin),
                Tuple.of(2, noise), Tuple.of(1, builtinNoise));
        return op.list().ofMinSize(1).ofMaxSize(25);
    }
}
