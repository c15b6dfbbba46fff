package org.specializer.tests;

import java.util.ArrayList;
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
import org.specializer.spi.Opcode;
import org.specializer.testkit.FamilyKit;
import org.specializer.testkit.Programs;
import org.specializer.testkit.Suite;
import org.specializer.testkit.Untrusted;

/**
 * The attribute families' soundness property: generated sequences of loads, stores, method
 * calls and {@code super()} calls through shared hot sites, interleaved with mutations of the
 * classes, instances and module they reach, print the same with specialization as without.
 *
 * <p>The readers ({@code load_a}, {@code call_m}, {@code store_a}, ...) are compiled once and
 * exec'd once more per owner: the shared copy's sites see every owner (polymorphic), and
 * {@code sweep(n)} runs each owner's own copy n times (monomorphic sites that stay
 * specialized across mutations, the case where a stale cache would show). The owners are
 * instances with inline values ({@code o}, {@code o2}), a slotted instance ({@code so}),
 * classes ({@code K}, {@code Base}), a module ({@code mod}) and an instance of a list
 * subclass ({@code lst}). Mutations set and delete class and instance
 * attributes with values of every descriptor kind (plain values, functions, properties,
 * static and class methods, data and non-data descriptors of Python classes, hooks such as
 * {@code __getattr__} and {@code __getattribute__}), materialize or replace instance dicts,
 * assign {@code __class__} and fill the shared keys past their 30 entries.
 */
class AttrSoundnessProperties {

    static final Set<Family> ATTRS = Set.of(Family.LOAD_ATTR, Family.STORE_ATTR,
            Family.LOAD_SUPER_ATTR);

    private static final String PRELUDE = """
            import sys
            class Desc:
                def __get__(self, inst, owner):
                    return "desc-get"
            class Data:
                def __get__(self, inst, owner):
                    return "data-get"
                def __set__(self, inst, value):
                    pass
            class Base:
                def m(self):
                    return "Base.m"
                def sup(self):
                    return "Base.sup"
            class K(Base):
                def __init__(self):
                    self.a = "inst-a"
                def sup(self):
                    return "K>" + super().sup()
            class K2(Base):
                def sup(self):
                    return "K2>" + super().sup()
            class S(Base):
                __slots__ = ("a", "b")
            class L(list):
                def m(self):
                    return "L.m"
            mod = type(sys)("mod")
            mod.a = "mod-a"
            OBJS = {"o": K(), "o2": K(), "so": S(), "K": K, "Base": Base, "mod": mod,
                    "lst": L()}
            READERS = compile(
                "def load_a(x):\\n    return x.a\\n"
                "def load_b(x):\\n    return x.b\\n"
                "def load_m(x):\\n    return x.m\\n"
                "def call_m(x):\\n    return x.m()\\n"
                "def call_sup(x):\\n    return x.sup()\\n"
                "def store_a(x, v):\\n    x.a = v\\n"
                "def store_b(x, v):\\n    x.b = v\\n",
                "<readers>", "exec")
            exec(READERS)
            SITES = {}
            for _x in OBJS:
                SITES[_x] = {}
                exec(READERS, SITES[_x])
            def show(f, *args):
                try:
                    r = f(*args)
                except Exception as e:
                    return type(e).__name__
                if r is None or type(r) in (int, str, float, bool):
                    return repr(r)
                return "<" + type(r).__name__ + ">"
            def runs(results):
                out = []
                for r in results:
                    if out and out[-1][0] == r:
                        out[-1][1] += 1
                    else:
                        out.append([r, 1])
                return " ".join(r if n == 1 else "%s*%d" % (r, n) for r, n in out)
            def load(x, name, n):
                f = globals()["load_" + name]
                print("load", x, name, runs([show(f, OBJS[x]) for _ in range(n)]))
            def call(x, name, n):
                f = globals()["call_" + name]
                print("call", x, name, runs([show(f, OBJS[x]) for _ in range(n)]))
            def store(x, name, v, n):
                f = globals()["store_" + name]
                print("store", x, name, runs([show(f, OBJS[x], v) for _ in range(n)]))
            def set_(x, name, v):
                print("set", x, name, show(setattr, OBJS[x], name, v))
            def del_(x, name):
                print("del", x, name, show(delattr, OBJS[x], name))
            def swap(x):
                o = OBJS[x]
                print("swap", x, show(setattr, o, "__class__", K2 if type(o) is K else K))
            def redict(x):
                print("redict", x, show(setattr, OBJS[x], "__dict__", {"b": "fresh-b"}))
            def vars_(x):
                print("vars", x, show(lambda: sorted(vars(OBJS[x]))[:3]))
            def sweep(n):
                out = []
                for x in OBJS:
                    ns = SITES[x]
                    for r in ("load_a", "load_b", "load_m", "call_m", "call_sup"):
                        out.append(runs([show(ns[r], OBJS[x]) for _ in range(n)]))
                print("sweep", n, " | ".join(out))
            def fill(x):
                print("fill", x, runs([show(setattr, OBJS[x], "f%d" % i, i) for i in range(32)]))
            """;

    private static final FamilyKit KIT = FamilyKit.forFamilies(ATTRS);

    /** The property's programs and kit, for the guard-mutant runner too. */
    static Suite suite() {
        return new Suite("attributes", KIT, Programs.of(PRELUDE, steps(), 4, 30), 100);
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
    void specializedAttributeAccessPrintsWhatGenericAccessPrints(
            @ForAll("programs") Programs.Program program, @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> programs() {
        return Programs.of(PRELUDE, steps(), 4, 30);
    }

    @Provide
    Arbitrary<Opcode> children() {
        List<Opcode> all = new ArrayList<>();
        for (Family f : ATTRS) {
            all.addAll(Untrusted.children(f));
        }
        return Arbitraries.of(all);
    }

    static Arbitrary<String> steps() {
        Arbitrary<String> owner = Arbitraries.of("o", "o", "o", "o2", "so", "K", "Base", "mod",
                "lst");
        Arbitrary<String> instance = Arbitraries.of("o", "o", "o2", "so", "lst");
        Arbitrary<String> cls = Arbitraries.of("K", "K", "Base");
        Arbitrary<String> name = Arbitraries.of("a", "b", "m");
        Arbitrary<String> hook = Arbitraries.of("__getattr__", "__getattribute__",
                "__setattr__");
        Arbitrary<String> value = Arbitraries.of("1", "'s'", "None", "(lambda self: 'fn')",
                "property(lambda self: 'prop')", "property(lambda self: self.missing)",
                "staticmethod(lambda: 'st')", "classmethod(lambda c: c.__name__)", "Desc()",
                "Data()", "len");
        Arbitrary<String> hookValue = Arbitraries.of("lambda self, n: 'hook-' + n",
                "lambda self, n, v=None: None", "lambda self, n: object.__getattribute__(self, n)");
        Arbitrary<Integer> count = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(3, 4),
                Tuple.of(2, 53), Tuple.of(1, 60));
        Arbitrary<String> load = Combinators.combine(owner, name, count)
                .as((x, n, k) -> "load('" + x + "', '" + n + "', " + k + ")");
        Arbitrary<String> call = Combinators.combine(owner, Arbitraries.of("m", "sup"), count)
                .as((x, n, k) -> "call('" + x + "', '" + n + "', " + k + ")");
        Arbitrary<String> store = Combinators.combine(owner, Arbitraries.of("a", "b"), value,
                count).as((x, n, v, k) -> "store('" + x + "', '" + n + "', " + v + ", " + k + ")");
        Arbitrary<String> setClass = Combinators.combine(cls, name, value)
                .as((c, n, v) -> "set_('" + c + "', '" + n + "', " + v + ")");
        Arbitrary<String> setInstance = Combinators.combine(instance, name, value)
                .as((x, n, v) -> "set_('" + x + "', '" + n + "', " + v + ")");
        Arbitrary<String> setHook = Combinators.combine(cls, hook, hookValue)
                .as((c, h, v) -> "set_('" + c + "', '" + h + "', " + v + ")");
        Arbitrary<String> delete = Combinators.combine(Arbitraries.of("o", "o2", "so", "K",
                "Base", "mod", "lst"), Arbitraries.of("a", "b", "m", "__getattr__",
                "__getattribute__", "__setattr__"))
                .as((x, n) -> "del_('" + x + "', '" + n + "')");
        Arbitrary<String> shape = Combinators.combine(Arbitraries.of("swap", "redict", "vars_",
                "fill"), Arbitraries.of("o", "o2", "lst"))
                .as((f, x) -> f + "('" + x + "')");
        Arbitrary<String> sweep = Arbitraries.of("sweep(1)", "sweep(2)", "sweep(53)");
        Arbitrary<String> op = Arbitraries.frequencyOf(Tuple.of(4, sweep), Tuple.of(2, load),
                Tuple.of(2, call), Tuple.of(2, store), Tuple.of(3, setClass),
                Tuple.of(3, setInstance), Tuple.of(1, setHook), Tuple.of(2, delete),
                Tuple.of(2, shape));
        return op;
    }
}
