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
 * {@code sweep(n)} runs each owner's own copy n times (monomorphic sites that stay specialized
 * across mutations, the case where a stale cache would show). The owners are instances with
 * inline values ({@code o}, {@code o2}), a slotted instance ({@code so}), classes
 * ({@code K}, {@code Base}), a module ({@code mod}) and an instance of a list subclass
 * ({@code lst}). Mutations set and delete class and instance attributes with values of every
 * descriptor kind (plain
 * values, functions, properties, static and class methods, data and non-data descriptors of
 * Python classes, hooks such as {@code __getattr__} and {@code __getattribute__}), materialize
 * or replace instance dicts, assign {@code __class__} (of instances, and of the module, to a
 * subclass with a property), fill the shared keys past their 30 entries, grow an instance dict
 * past 40 entries and shrink it again (so that it resizes and entries move), assign
 * {@code __bases__} (K's base swapped for another class), call {@code super()} in the method,
 * attribute and two-argument forms (with a first argument that is no class) and rebind the
 * global {@code super}. Some changes happen in the middle of a hot loop; stories make a class
 * attribute of one kind hot and then change it, or shadow it with an instance attribute; the
 * instances of builtin types and of a tuple subclass without a dict go through shared sites one
 * type after another.
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
            class Base2:
                def m(self):
                    return "Base2.m"
                def sup(self):
                    return "Base2.sup"
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
            class Sup(Base):
                def sup(self):
                    return "Sup>" + super().sup()
                def sup_attr(self):
                    f = super().sup
                    return "Sup.attr>" + f()
                def sup_two(self, cls):
                    return "Sup.two>" + super(cls, self).sup()
                def sup_two_attr(self, cls):
                    f = super(cls, self).sup
                    return "Sup.two.attr>" + f()
            class FakeSuper:
                def __init__(self, *args):
                    self.n = len(args)
                def __getattr__(self, name):
                    return lambda: "fake " + name
            class MM(type(sys)):
                a = property(lambda self: "MM.a")
                m = "MM.m"
            class TT(tuple):
                __slots__ = ()
                label = "TT.label"
                def m(self):
                    return "TT.m"
            mod = type(sys)("mod")
            mod.a = "mod-a"
            sp = Sup()
            OBJS = {"o": K(), "o2": K(), "so": S(), "K": K, "Base": Base, "mod": mod,
                    "lst": L(), "tt": TT((1, 2))}
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
            def obj(x):
                return OBJS[x] if x in OBJS else globals()[x]
            def set_(x, name, v):
                print("set", x, name, show(setattr, obj(x), name, v))
            def del_(x, name):
                print("del", x, name, show(delattr, obj(x), name))
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
            def grow(x):
                o = OBJS[x]
                print("grow", x, runs([show(setattr, o, "g%d" % i, i) for i in range(40)]),
                      show(setattr, o, "b", "grown-b"))
            def shrink(x):
                o = OBJS[x]
                print("shrink", x, runs([show(delattr, o, "g%d" % i) for i in range(40)]))
            def supers(n, cls):
                print("supers", runs([show(sp.sup) for _ in range(n)]),
                      runs([show(sp.sup_attr) for _ in range(n)]),
                      runs([show(sp.sup_two, cls) for _ in range(n)]),
                      runs([show(sp.sup_two_attr, cls) for _ in range(n)]))
            def mix(n):
                # the shared sites, each owner in turn: polymorphic sites that keep changing
                for x in OBJS:
                    print("mix", x, runs([show(load_a, OBJS[x]) for _ in range(n)]),
                          runs([show(load_b, OBJS[x]) for _ in range(n)]),
                          runs([show(call_m, OBJS[x]) for _ in range(n)]),
                          runs([show(store_b, OBJS[x], x) for _ in range(n)]))
            def dictset(x, name, v):
                # straight into the instance's dict (made real), past the shared keys
                print("dictset", x, name, show(lambda: vars(OBJS[x]).__setitem__(name, v)))
            def story(x, name, cls, v1, v2, n):
                # a class attribute of one kind read (and called) hot, then changed under
                # the specialized sites
                set_(cls, name, v1)
                load(x, name, n)
                call(x, "m", n)
                set_(cls, name, v2)
                load(x, name, 3)
                call(x, "m", 3)
            def shadow(x, name, cls, v, iv, n):
                # a class attribute read hot, then an instance attribute of the name
                set_(cls, name, v)
                load(x, name, n)
                call(x, "m", n)
                set_(x, name, iv)
                load(x, name, 3)
                call(x, "m", 3)
                dictset(x, name, iv)
                load(x, name, 3)
                call(x, "m", 3)
            BUILTINS = [[1, 2, 1], (1, 2), "abca", b"ab", {1: 2}, 5, 2.5, range(3)]
            def doc_of(x):
                return len(x.__doc__ or "")
            def count_of(x):
                return x.count(1)
            def builtins_(n, first):
                # instances of builtin types (no dict of their own) through shared sites: a
                # plain class attribute and a method, each type after another
                order = BUILTINS[first:] + BUILTINS[:first]
                print("builtins", " ".join(runs([show(f, x) for _ in range(n)])
                                           for x in order for f in (doc_of, count_of)))
            def rehash(x):
                # 'b' late in a big dict; the dict emptied and filled again, so that it is
                # rebuilt and 'b' moves; then replaced by a small one
                grow(x)
                store(x, "b", "after grow", 3)
                digest(x)
                shrink(x)
                grow(x)
                store(x, "b", "after rehash", 3)
                digest(x)
                redict(x)
                store(x, "b", "after redict", 3)
                digest(x)
            def digest(x):
                # every attribute the instance has, as the stores left them
                o = OBJS[x]
                print("digest", x, show(lambda: " ".join(k + "=" + show(lambda: v)
                                                        for k, v in sorted(vars(o).items()))))
            def fake_super():
                globals()["super"] = FakeSuper
            def real_super():
                globals().pop("super", None)
            def swap_mod():
                print("swap mod", show(setattr, mod, "__class__",
                                       MM if type(mod) is not MM else type(sys)))
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
        Arbitrary<String> cls = Arbitraries.of("K", "K", "Base", "S");
        Arbitrary<String> name = Arbitraries.of("a", "b", "m");
        Arbitrary<String> hook = Arbitraries.of("__getattr__", "__getattribute__",
                "__setattr__");
        Arbitrary<String> value = Arbitraries.of("1", "'s'", "None", "(lambda self: 'fn')",
                "property(lambda self: 'prop')", "property(lambda self: self.missing)",
                "staticmethod(lambda: 'st')", "classmethod(lambda c: c.__name__)", "Desc()",
                "Data()", "len", "property(len)", "(lambda self: 'fn2')");
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
                "fill", "grow", "shrink", "rehash"), Arbitraries.of("o", "o2", "lst"))
                .as((f, x) -> f + "('" + x + "')");
        Arbitrary<String> dictset = Combinators.combine(Arbitraries.of("o", "o2", "lst"),
                name, value).as((x, n, v) -> "dictset('" + x + "', '" + n + "', " + v + ")");
        Arbitrary<String> supers = Combinators.combine(count,
                Arbitraries.of("Sup", "Sup", "Base", "K", "5"))
                .as((k, c) -> "supers(" + k + ", " + c + ")");
        Arbitrary<String> global = Arbitraries.of("fake_super()", "real_super()", "swap_mod()");
        Arbitrary<String> sweep = Arbitraries.of("sweep(1)", "sweep(2)", "sweep(53)");
        Arbitrary<String> bases = Programs.basesChanges(Arbitraries.of("K", "K2"),
                Arbitraries.of("(Base,)", "(Base2,)"));
        Arbitrary<String> change = Arbitraries.frequencyOf(Tuple.of(3, setClass),
                Tuple.of(3, setInstance), Tuple.of(1, setHook), Tuple.of(2, delete),
                Tuple.of(2, shape), Tuple.of(1, global), Tuple.of(1, dictset),
                Tuple.of(1, bases));
        Arbitrary<String> mix = Arbitraries.of("mix(1)", "mix(3)", "mix(53)");
        Arbitrary<String> builtins = Combinators.combine(count, Arbitraries.integers()
                .between(0, 7)).as((k, first) -> "builtins_(" + k + ", " + first + ")");
        Arbitrary<String> storyOwner = Arbitraries.of("o", "o2", "so", "lst", "tt");
        Arbitrary<String> storyClass = Arbitraries.of("K", "Base", "S", "L", "TT");
        Arbitrary<String> story = Combinators.combine(storyOwner, name, storyClass, value,
                value, count).as((x, n, c, v1, v2, k) -> "story('" + x + "', '" + n + "', '"
                        + c + "', " + v1 + ", " + v2 + ", " + k + ")");
        // plain class attributes and instances with inline values most often: the case where
        // only the shared keys' version tells that an instance attribute now shadows
        Arbitrary<String> plain = Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.of("1", "'s'", "None")), Tuple.of(2, value));
        Arbitrary<String> shadow = Combinators.combine(Arbitraries.of("o", "o2", "o", "so",
                "lst", "tt"), name, Arbitraries.of("K", "K", "Base", "S", "TT"), plain, value,
                count).as((x, n, c, v, iv, k) -> "shadow('" + x + "', '" + n + "', '" + c
                        + "', " + v + ", " + iv + ", " + k + ")");
        // a change made while the sites are hot
        Arbitrary<String> midLoop = Programs.midLoop(Arbitraries.of("sweep(1)",
                "store('o', 'b', 'mid', 1)", "supers(1, Sup)"), change);
        return Arbitraries.frequencyOf(Tuple.of(4, sweep), Tuple.of(2, load),
                Tuple.of(2, call), Tuple.of(2, store), Tuple.of(2, supers), Tuple.of(2, mix),
                Tuple.of(10, change), Tuple.of(2, midLoop), Tuple.of(3, story),
                Tuple.of(2, shadow), Tuple.of(1, builtins), Tuple.of(1, Arbitraries.of(
                        "rehash('o')", "rehash('o2')")));
    }
}
