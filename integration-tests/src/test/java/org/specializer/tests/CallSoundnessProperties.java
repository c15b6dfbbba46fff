package org.specializer.tests;

import java.util.ArrayList;
import java.util.EnumSet;
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
 * The CALL and CALL_KW soundness property: generated schedules drive three hot call sites (a
 * positional call, a keyword call, a two-argument call) through runs of different callables
 * (Python functions of every shape, classes, bound methods, builtins, method descriptors,
 * callable objects, lambdas), interleaved with mutations that change a callable under a
 * specialized site ({@code __defaults__}, {@code __code__}, {@code __kwdefaults__},
 * {@code __init__} and methods on the class, {@code len} shadowed, {@code isinstance}
 * replaced in the builtins). Every result and every exception is printed; specialized runs
 * must print what the generic run prints.
 */
class CallSoundnessProperties {

    static final String PRELUDE = """
            import builtins
            def f1(a):
                return ('f1', a)
            def f2(a, b=7):
                return ('f2', a, b)
            def fv(*args):
                return ('fv', args)
            def fk(a, *, k=3):
                return ('fk', a, k)
            class C:
                def __init__(self, a):
                    self.a = a
                def __repr__(self):
                    return 'C(%r)' % (self.a,)
                def m(self, a):
                    return ('m', self.a, a)
                def mv(self, *a):
                    return ('mv', self.a, a)
            class D(C):
                pass
            class Call:
                def __call__(self, a, k=None):
                    return ('call', a, k)
            c = C(0)
            def alt_init(self, a):
                self.a = -a
            def code_src(a, *more):
                return ('swapped', a, more)
            def init_src(self, a, *more):
                self.a = ('swapped init', a, more)
            def m_src(self, a, *more):
                return ('swapped m', a, more)
            def report(r):
                print(repr(r))
            def site(g, x):
                try:
                    report(g(x))
                except Exception as e:
                    report((type(e).__name__, str(e)))
            def site_kw(g, x):
                try:
                    report(g(x, k=x))
                except Exception as e:
                    report((type(e).__name__, str(e)))
            def site_two(g, x):
                try:
                    report(g(x, int))
                except Exception as e:
                    report((type(e).__name__, str(e)))
            class Appender:
                def __init__(self):
                    self.items = []
                def append(self, x):
                    self.items.append(x)
                    return ('appended', x)
            class SL(list):
                def append(self, x):
                    list.append(self, ('SL', x))
            class FakeList:
                append = list.append
            lst = []
            ap = Appender()
            sl = SL()
            fk = FakeList()
            bm_builtin = type(c.m)(divmod, 7)
            def appends(target, n):
                out = []
                for i in range(n):
                    try:
                        target.append(i)
                        r = target.append(-i)
                        out.append(r)
                    except TypeError as e:
                        out.append(str(e))
                    try:
                        target.append()
                    except TypeError as e:
                        out.append(str(e))
                    try:
                        target.append(i, i)
                    except TypeError as e:
                        out.append(str(e))
                if type(target) is list:
                    # list.append with the list in the self slot; in a loop, whose iterator
                    # lies under the call on the stack
                    for i in range(n):
                        list.append.__call__(target, i)
                items = getattr(target, 'items', target)
                # (isinstance may be patched by now)
                print('appends', type(target).__name__, out[-3:], len(out), items[-4:]
                      if type(items) in (list, SL) else type(items).__name__)
            def meta(cls):
                try:
                    report(cls.__call__(b'ab', 'ascii'))
                except Exception as e:
                    report((type(e).__name__, str(e)))
            def site0(g):
                try:
                    report(g())
                except Exception as e:
                    report((type(e).__name__, str(e)))
            def misuse(n):
                # builtins the CALL children name, called with the wrong number of
                # arguments; method descriptors applied to what they do not apply to; bound
                # methods of a builtin, with and without keywords
                for i in range(n):
                    site(isinstance, i)
                    site_two(isinstance, i)
                    site(len, [i])
                    site_two(len, [i])
                    site0(len)
                    site0(isinstance)
                    for g in (str.upper, str.split, str.startswith, list.index, list.insert,
                              list.copy, dict.get, bm_builtin, c.m, c.mv):
                        site(g, i)
                        site_two(g, i)
                        site_kw(g, i)
            def methods(x, y):
                out = []
                for f in (lambda: x.count(y), lambda: x.count(), lambda: x.count(y, y),
                          lambda: x.index(y), lambda: x.upper(), lambda: x.upper(y),
                          lambda: x.split(), lambda: x.split(y, 1), lambda: x.startswith(y),
                          lambda: x.replace(y, y), lambda: x.get(y), lambda: x.copy(),
                          lambda: x.insert(0, y), lambda: x.setdefault(y)):
                    try:
                        out.append(repr(f())[:24])
                    except Exception as e:
                        out.append(type(e).__name__)
                print('methods', ' '.join(out))
            def main():
                global c, len
                pass
            """;

    static final List<String> CALLEES = List.of("f1", "f2", "fv", "fk", "C", "D", "c.m",
            "Call()", "abs", "str", "tuple", "type", "len", "isinstance", "repr", "max",
            "[1].count", "str.upper", "list.append", "lambda a, k=0: ('lam', a, k)", "C.m",
            "divmod", "getattr", "sorted", "bm_builtin", "str.split", "str.startswith",
            "list.index", "dict.get", "list.insert", "dict.__dict__['fromkeys']",
            "str.__dict__['maketrans']", "c.mv");

    static final List<String> MUTATIONS = List.of("f2.__defaults__ = (99,)",
            "f2.__defaults__ = None", "f1.__code__ = code_src.__code__",
            "fk.__kwdefaults__ = {'k': 11}", "C.__init__ = alt_init",
            "D.__init__ = lambda self, a: setattr(self, 'a', 'D')",
            "C.m = lambda self, a: ('new m', a)", "len = lambda s: 'shadowed len'",
            "builtins.isinstance = lambda a, b: 'patched'", "c = D(5)",
            "C.__init__.__code__ = init_src.__code__", "C.m.__code__ = m_src.__code__",
            "C.extra = 1", "del len");

    private static final FamilyKit KIT = FamilyKit.forFamilies(EnumSet.of(Family.CALL,
            Family.CALL_KW));

    /** The property's programs and kit, for the guard-mutant runner too. */
    static Suite suite() {
        return new Suite("calls", KIT, programs(), 60);
    }

    @BeforeProperty
    void resetCounts() {
        KIT.reset();
    }

    @AfterProperty
    void theSitesDidSpecialize() {
        KIT.assertExercised();
    }

    @Property(tries = 60)
    void specializedCallsPrintWhatGenericCallsPrint(
            @ForAll("generated") Programs.Program program, @ForAll("children") Opcode child) {
        KIT.check(program.source(), program::description, child);
    }

    @Provide
    Arbitrary<Programs.Program> generated() {
        return programs();
    }

    @Provide
    Arbitrary<Opcode> children() {
        List<Opcode> all = new ArrayList<>(Untrusted.children(Family.CALL));
        all.addAll(Untrusted.children(Family.CALL_KW));
        return Arbitraries.of(all);
    }

    /** The schedule's steps inside {@code main()}, then {@code main()} called. */
    static Arbitrary<Programs.Program> programs() {
        return schedules().map(steps -> {
            StringBuilder src = new StringBuilder(PRELUDE);
            for (String step : steps) {
                src.append("    ").append(step.replace("\n", "\n    ")).append('\n');
            }
            return new Programs.Program(Programs.build(src.toString(), List.of("main()")),
                    String.join("\n", steps));
        });
    }

    static Arbitrary<List<String>> schedules() {
        Arbitrary<String> callee = Arbitraries.of(CALLEES);
        Arbitrary<String> site = Arbitraries.of("site", "site_kw", "site_two");
        Arbitrary<String> arg = Arbitraries.of("i", "'s%d' % i", "[i, i]", "c", "(i, -i)",
                "{i: i}");
        Arbitrary<Integer> count = Arbitraries.frequency(Tuple.of(3, 1), Tuple.of(2, 3),
                Tuple.of(3, 53), Tuple.of(2, 70));
        Arbitrary<String> calls = Combinators.combine(site, callee, arg, count)
                .as((s, g, a, n) -> "for i in range(" + n + "):\n    " + s + "((" + g + "), "
                        + a + ")");
        Arbitrary<String> mutation = Arbitraries.of(MUTATIONS)
                .map(m -> m.equals("del len") ? "if 'len' in globals():\n    del len" : m);
        // a mutation while a call site is hot
        Arbitrary<String> midLoop = Programs.midLoop(Combinators.combine(site, callee)
                .as((s, g) -> s + "((" + g + "), _i)"), mutation);
        Arbitrary<String> appends = Combinators.combine(Arbitraries.of("lst", "lst", "ap",
                "sl", "fk"), count).as((t, n) -> "appends(" + t + ", " + n + ")");
        Arbitrary<String> meta = Combinators.combine(Arbitraries.of("type", "str", "tuple", "C"),
                count).as((t, n) -> "for i in range(" + n + "):\n    meta(" + t + ")");
        Arbitrary<String> site0 = Combinators.combine(Arbitraries.of("str.upper", "list.pop",
                "str.split", "f1", "C", "dict.__dict__['fromkeys']"), count)
                .as((g, n) -> "for i in range(" + n + "):\n    site0(" + g + ")");
        Arbitrary<String> methods = Combinators.combine(Arbitraries.of("[1, 2, 1]", "'abcab'",
                "(1, 2)", "{1: 2}", "b'ab'", "c"), Arbitraries.of("1", "'a'", "b'a'"), count)
                .as((x, y, n) -> "for i in range(" + n + "):\n    methods(" + x + ", " + y + ")");
        Arbitrary<String> misuse = count.map(n -> "misuse(" + n + ")");
        return Arbitraries.frequencyOf(Tuple.of(4, calls), Tuple.of(1, mutation),
                Tuple.of(2, midLoop), Tuple.of(1, appends), Tuple.of(1, meta),
                Tuple.of(1, site0), Tuple.of(1, methods), Tuple.of(1, misuse)).list()
                .ofMinSize(1).ofMaxSize(14);
    }
}
