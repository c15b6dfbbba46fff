package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.specializer.api.Names;
import org.specializer.api.PyFunction;
import org.specializer.api.PyType;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.testkit.InProcess;
import org.specializer.testkit.SiteState;

/**
 * CALL and CALL_KW sites observed in-process: the child each callable gives, what the cache
 * holds (function and class versions), and what reassigning {@code __defaults__},
 * {@code __code__} or {@code __init__}, rebinding globals and shadowing builtins do to a hot
 * site, with Python's results throughout (expected output from CPython 3.13).
 */
class CallObservedTest {

    private static final List<InProcess.Mode> MODES = List.of(InProcess.Mode.NO_SPECIALIZE,
            InProcess.Mode.defaults(), InProcess.Mode.eager(), InProcess.Mode.churn());

    private static InProcess.Result run(String source) {
        return run(source, InProcess.Mode.defaults());
    }

    private static InProcess.Result run(String source, InProcess.Mode mode) {
        InProcess.Result r = InProcess.run(source, "calls.py", mode);
        assertEquals(0, r.status(), r::describe);
        return r;
    }

    /** Run in every mode; each must print {@code expected}. The default mode's run. */
    private static InProcess.Result runEverywhere(String source, String expected) {
        InProcess.Result defaults = null;
        for (InProcess.Mode mode : MODES) {
            InProcess.Result r = run(source, mode);
            assertEquals(expected, r.stdout(), () -> mode + ": " + r.describe());
            if (mode.name().equals("defaults")) {
                defaults = r;
            }
        }
        return defaults;
    }

    /** The CALL and CALL_KW instructions on {@code line} of {@code code}, in code order. */
    private static List<Opcode> calls(List<SiteState> sites, String code, int line) {
        List<Opcode> out = new ArrayList<>();
        for (SiteState s : sites) {
            if (s.code().equals(code) && s.line() == line
                    && (s.family() == Family.CALL || s.family() == Family.CALL_KW)) {
                out.add(s.opcode());
            }
        }
        return out;
    }

    /** The 1-based line of {@code source} holding {@code marker}. */
    private static int lineOf(String source, String marker) {
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(marker)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line with " + marker);
    }

    // ------------------------------------------------------------------ every child

    private static final String EVERY_CHILD = """
            class A:
                def __init__(self, x):
                    self.x = x
                def m(self, y):
                    return self.x + y
                def g(self, y, z=1):
                    return self.x + y + z

            class Plain:
                pass

            class Twice:
                def __call__(self, x):
                    return x * 2

            def f(a, b):
                return a + b

            def d(a, b=1):
                return a - b

            def kw(a, *, b=2):
                return a * b

            def main():
                acc = []
                obj = A(1)
                bm = obj.m
                bg = obj.g
                c = Twice()
                for i in range(60):
                    acc.append(f(i, 1))  # @PY_EXACT_ARGS
                    acc.append(d(i))  # @PY_GENERAL
                    acc.append(bm(i))  # @BOUND_METHOD_EXACT_ARGS
                    acc.append(bg(i))  # @BOUND_METHOD_GENERAL
                    acc.append(obj.m(i))  # @PY_EXACT_ARGS
                    acc.append(type(i).__name__)  # @TYPE_1
                    acc.append(str(i))  # @STR_1
                    acc.append(tuple(acc[-1]))  # @TUPLE_1
                    acc.append(list((i,)))  # @BUILTIN_CLASS
                    acc.append(abs(-i))  # @BUILTIN_O
                    acc.append(divmod(i, 7))  # @BUILTIN_FAST
                    acc.append(max(i, 3))  # @BUILTIN_FAST_WITH_KEYWORDS
                    acc.append(len(acc))  # @LEN
                    acc.append(isinstance(i, int))  # @ISINSTANCE
                    acc.append("Ab".upper())  # @METHOD_DESCRIPTOR_NOARGS
                    x = acc.count(i)  # @METHOD_DESCRIPTOR_O
                    acc.append(x)
                    acc.append((1, 2, i).index(i))  # @METHOD_DESCRIPTOR_FAST
                    acc.append("a,b".split(","))  # @METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS
                    acc.append(A(i).x)  # @ALLOC_AND_ENTER_INIT
                    acc.append(Plain() is not None)  # @NON_PY_GENERAL
                    acc.append(c(i))  # @NON_PY_GENERAL
                    s = []
                    s.append(i)  # @LIST_APPEND
                    acc.append(s)
                    acc.append(kw(i, b=3))  # @KW_PY
                    acc.append(obj.g(i, z=5))  # @KW_PY
                    acc.append(bg(i, z=2))  # @KW_BOUND_METHOD
                    acc.append(sorted([3, 1, 2], reverse=True))  # @KW_NON_PY
                print(len(acc), acc[-31:])

            main()
            """;

    private static final String EVERY_CHILD_OUT = "1560 [[58], 174, 64, 61, [3, 2, 1], 60, 58, "
            + "60, 61, 60, 'int', '59', ('5', '9'), [59], 59, (8, 3), 59, 1546, True, 'AB', 8, 2, "
            + "['a', 'b'], 59, True, 118, [59], 177, 65, 62, [3, 2, 1]]\n";

    @Test
    void everyChild_isWhatItsCallableGives_andHits_withTheSameOutputInEveryMode() {
        InProcess.Result r = runEverywhere(EVERY_CHILD, EVERY_CHILD_OUT);
        Pattern marker = Pattern.compile("# @([A-Z_0-9]+)");
        String[] lines = EVERY_CHILD.split("\n", -1);
        int checked = 0;
        for (int i = 0; i < lines.length; i++) {
            Matcher m = marker.matcher(lines[i]);
            if (m.find()) {
                Opcode child = Opcode.valueOf("CALL_" + m.group(1));
                List<Opcode> ops = calls(r.sitesAfter(), "main", i + 1);
                assertTrue(ops.contains(child), "line " + (i + 1) + " (" + lines[i].strip()
                        + "): expected " + child + " among " + ops);
                checked++;
            }
        }
        assertEquals(26, checked);
        for (Family fam : List.of(Family.CALL, Family.CALL_KW)) {
            InProcess.Counts c = r.stats(fam);
            for (Opcode child : fam.base().children()) {
                if (child.isExtension()) {
                    continue;   // the bundled families define no CALL extension
                }
                assertTrue(c.childHits(child.name()) > 0, child + " never hit: " + c);
            }
            assertEquals(0, c.misses(), fam + ": " + c);
            assertEquals(0, c.failures(), fam + ": " + c);
        }
    }

    // ------------------------------------------------------------------ caches

    @Test
    void pythonFunctionChildren_cacheTheFunctionVersion() {
        InProcess.Result r = run("""
                def f(a):
                    return a
                def k(a, *, b=0):
                    return a + b
                for i in range(3):
                    f(i)
                    k(i, b=1)
                __probe__("f", f)
                __probe__("k", k)
                """);
        SiteState f = SiteState.find(r.probe("f"), "<module>", 6, Family.CALL);
        assertEquals(Opcode.CALL_PY_EXACT_ARGS, f.opcode());
        int version = ((PyFunction) r.probeCall("f").subject()).version;
        assertNotEquals(0, version);
        assertEquals(version, f.field("func_version"));
        SiteState k = SiteState.find(r.probe("k"), "<module>", 7, Family.CALL_KW);
        assertEquals(Opcode.CALL_KW_PY, k.opcode());
        assertEquals(((PyFunction) r.probeCall("k").subject()).version, k.field("func_version"));
    }

    @Test
    void allocAndEnterInit_cachesTheClassVersion_andANewInitGetsANewVersion() {
        InProcess.Result r = run("""
                class P:
                    def __init__(self, x):
                        self.x = x
                def make(i):
                    return P(i)
                print(make(1).x, make(2).x)
                __probe__("first", P)
                P.__init__ = lambda self, x: setattr(self, 'x', -x)
                print(sum(make(i).x for i in range(60)))
                __probe__("second", P)
                """);
        assertEquals("1 2\n-1770\n", r.stdout());
        SiteState first = SiteState.find(r.probe("first"), "make", Family.CALL);
        assertEquals(Opcode.CALL_ALLOC_AND_ENTER_INIT, first.opcode());
        PyType p = (PyType) r.probeCall("first").subject();
        SiteState second = SiteState.find(r.probe("second"), "make", Family.CALL);
        assertEquals(Opcode.CALL_ALLOC_AND_ENTER_INIT, second.opcode());
        assertEquals(p.currentVersion(), second.field("func_version"));
        assertNotEquals(first.field("func_version"), second.field("func_version"),
                "assigning __init__ gave the class a new version");
        assertSame(p.lookup(Names.__init__), p.specCacheInit);
        InProcess.Counts c = r.stats(Family.CALL);
        assertEquals(53, c.misses(), c::toString);
        assertEquals(1, c.deopts(), c::toString);
    }

    // ------------------------------------------------------------------ invalidation

    @Test
    void defaultsReassigned_missesUntilTheSiteDeopts_andStaysGenericForAFunctionWithoutVersion() {
        InProcess.Result r = run("""
                def f(a, b=1):
                    return a + b
                def run(n):
                    for i in range(n):
                        r = f(i)
                    return r
                print(run(3))
                __probe__("warm")
                f.__defaults__ = (100,)
                print(run(52))
                __probe__("52 misses")
                print(run(8))
                __probe__("after")
                """);
        assertEquals("3\n151\n107\n", r.stdout());
        assertEquals(Opcode.CALL_PY_GENERAL,
                SiteState.find(r.probe("warm"), "run", 5, Family.CALL).opcode());
        SiteState stale = SiteState.find(r.probe("52 misses"), "run", 5, Family.CALL);
        assertEquals(Opcode.CALL_PY_GENERAL, stale.opcode());
        assertEquals(0, stale.field("counter"));
        assertEquals(Opcode.CALL,
                SiteState.find(r.probe("after"), "run", 5, Family.CALL).opcode());
        InProcess.Counts c = r.stats(Family.CALL);
        assertEquals(53, c.misses(), c::toString);
        assertEquals(1, c.deopts(), c::toString);
        assertTrue(c.failureKinds().getOrDefault("OUT_OF_VERSIONS", 0L) >= 1, c::toString);
        assertEquals(1, c.childHits("CALL_PY_GENERAL"), "one hit, in the warm-up run");
    }

    private static final String CODE_SWAP = """
            def f(a, b):
                return ('f', a, b)
            def rest(a, b, *more):
                return ('rest', a, b, more)
            def kwonly(a, b, *, c):
                return ('kwonly', a, b, c)
            class A:
                def m(self, x):
                    return ('m', x)
            def m_rest(self, x, *more):
                return ('m_rest', x, more)
            def run():
                out = []
                bm = A().m
                for i in range(300):
                    if i == 100:
                        f.__code__ = rest.__code__
                        A.m.__code__ = m_rest.__code__
                    if i == 200:
                        f.__code__ = kwonly.__code__
                    try:
                        out.append(f(i, 1))  # @site
                    except TypeError as e:
                        out.append(str(e))
                    out.append(bm(i))  # @bound
                    out.append(A().m(i))  # @method
                print(out[297:300], out[597:600], out[897:900])
            run()
            """;

    @Test
    void codeSwappedForOneTakingAsManyArguments_isNotRunAsExactArguments() {
        InProcess.Result r = runEverywhere(CODE_SWAP, "[('f', 99, 1), ('m', 99), ('m', 99)] "
                + "[('rest', 199, 1, ()), ('m_rest', 199, ()), ('m_rest', 199, ())] [\"f() missing "
                + "1 required keyword-only argument: 'c'\", ('m_rest', 299, ()), "
                + "('m_rest', 299, ())]\n");
        List<SiteState> after = r.sitesAfter();
        assertEquals(Opcode.CALL, calls(after, "run", lineOf(CODE_SWAP, "@site")).get(0));
        assertEquals(Opcode.CALL, calls(after, "run", lineOf(CODE_SWAP, "@bound")).get(0));
        assertEquals(List.of(Opcode.CALL_NON_PY_GENERAL, Opcode.CALL, Opcode.CALL_LIST_APPEND),
                calls(after, "run", lineOf(CODE_SWAP, "@method")), "A(), then A().m(i)");
    }

    private static final String REBIND = """
            def first(x):
                return x + 1
            class Box:
                def __init__(self, x):
                    self.x = x + 0.5
            class Twice:
                def __call__(self, x):
                    return 2 * x
            target = first
            def run(kind):
                global target
                target = kind
                r = None
                for i in range(100):
                    r = target(i)
                return r
            print(run(first), run(abs), run(Box).x, run(Twice()), run(lambda x: -x), run(first))
            __probe__("first again")
            print(run(Box).x)
            __probe__("box")
            """;

    @Test
    void globalReboundToOtherKindsOfCallable_respecializesTheSiteForEach() {
        InProcess.Result r = runEverywhere(REBIND, "100 99 99.5 198 -99 100\n99.5\n");
        assertEquals(Opcode.CALL_PY_EXACT_ARGS,
                SiteState.find(r.probe("first again"), "run", 15, Family.CALL).opcode());
        assertEquals(Opcode.CALL_ALLOC_AND_ENTER_INIT,
                SiteState.find(r.probe("box"), "run", 15, Family.CALL).opcode());
        assertEquals(6, r.stats(Family.CALL).deopts(), r.stats(Family.CALL)::toString);
    }

    private static final String INIT_CODE = """
            class P:
                def __init__(self, x):
                    self.x = x
            def init_args(self, x, *args):
                self.x = (x, args)
            def run():
                out = []
                for i in range(200):
                    if i == 80:
                        P.__init__.__code__ = init_args.__code__
                    out.append(P(i).x)
                print(out[79], out[80], out[199])
            run()
            """;

    @Test
    void initCodeSwappedWithoutTouchingTheClass_isCaughtByTheShapeCheck() {
        InProcess.Result r = runEverywhere(INIT_CODE, "79 (80, ()) (199, ())\n");
        assertEquals(Opcode.CALL_NON_PY_GENERAL, calls(r.sitesAfter(), "run", 11).get(0),
                "__init__ is not simple now: the generic child");
    }

    @Test
    void lenShadowedByAGlobal_deoptsCallLen() {
        InProcess.Result r = runEverywhere("""
                def measure(s):
                    return len(s)
                out = []
                for i in range(200):
                    if i == 100:
                        len = lambda s: 'shadow'
                    out.append(measure('abc'))
                print(out[99], out[100], out[199])
                """, "3 shadow shadow\n");
        assertEquals(Opcode.CALL_PY_EXACT_ARGS,
                SiteState.find(r.sitesAfter(), "measure", Family.CALL).opcode());
    }

    @Test
    void boundMethodOfABuiltin_failsBoundMethod_andAFunctionOneStillSpecializes() {
        InProcess.Result r = runEverywhere("""
                class H:
                    check = classmethod(isinstance)
                    def get(self, x):
                        return x
                def run(bm, arg):
                    return [bm(arg) for i in range(70)][-1]
                print(run(H.check, H), run(H().get, 5), run(H.check, type))
                """, "False 5 True\n");
        InProcess.Counts c = r.stats(Family.CALL);
        assertTrue(c.failureKinds().getOrDefault("BOUND_METHOD", 0L) > 0, c::toString);
        assertTrue(c.childHits("CALL_BOUND_METHOD_EXACT_ARGS") > 0, c::toString);
    }

    @Test
    void listAppend_onlyAsAStatement_andForListSubclassesToo() {
        InProcess.Result r = runEverywhere("""
                class L(list):
                    pass
                def run(target):
                    out = []
                    for i in range(10):
                        target.append(i)
                        out.append(target.append(-i))
                    return target, out[-1]
                print(run([]), run(L()))
                """, "([0, 0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8, 9, -9], None)"
                + " ([0, 0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8, 9, -9], None)\n");
        assertEquals(List.of(Opcode.CALL_LIST_APPEND), calls(r.sitesAfter(), "run", 6));
        assertEquals(List.of(Opcode.CALL_METHOD_DESCRIPTOR_O, Opcode.CALL_LIST_APPEND),
                calls(r.sitesAfter(), "run", 7));
        assertEquals(0, r.stats(Family.CALL).misses());
    }

    private static final String KEYWORDS = """
            def f(a, b=2, *, c=3, **rest):
                return (a, b, c, sorted(rest))
            def g(a, key=0):
                return a + key
            class K:
                def m(self, a, key=0):
                    return a * key
            class Pair:
                def __init__(self, a, key=0):
                    self.v = (a, key)
                def __repr__(self):
                    return 'Pair%r' % (self.v,)
            def run(fn, n):
                out = []
                for i in range(n):
                    out.append(fn(i, key=1))  # @run
                return out[-1]
            def sets(n):
                out = []
                for i in range(n):
                    out.append((f(i, c=1), f(i, b=5), f(a=i), f(i, z=1, c=i)))  # @sets
                return out[-1]
            print(sets(60))
            print(run(g, 60), run(K().m, 60), run(Pair, 1), run(g, 60))
            """;

    @Test
    void keywordSites_withChangingKeywordSetsAndCallables() {
        InProcess.Result r = runEverywhere(KEYWORDS, "((59, 2, 1, []), (59, 5, 3, []), "
                + "(59, 2, 3, []), (59, 2, 59, ['z']))\n60 59 Pair(0, 1) 60\n");
        assertEquals(List.of(Opcode.CALL_KW_PY, Opcode.CALL_LIST_APPEND),
                calls(r.sitesAfter(), "run", lineOf(KEYWORDS, "@run")));
        assertEquals(List.of(Opcode.CALL_KW_PY, Opcode.CALL_KW_PY, Opcode.CALL_KW_PY,
                Opcode.CALL_KW_PY, Opcode.CALL_LIST_APPEND),
                calls(r.sitesAfter(), "sets", lineOf(KEYWORDS, "@sets")));
        InProcess.Counts c = r.stats(Family.CALL_KW);
        assertEquals(2, c.deopts(), c::toString);
        assertTrue(c.childHits("CALL_KW_BOUND_METHOD") > 0, c::toString);
    }

    // ------------------------------------------------------------------ recursion

    @Test
    void recursion_reachesTheSameLimitThroughEverySpecializedCall() {
        runEverywhere("""
                import sys
                def exact(n):
                    try:
                        return exact(n + 1)
                    except RecursionError:
                        return n
                def general(n, step=1):
                    try:
                        return general(n + step)
                    except RecursionError:
                        return n
                class Bound:
                    def walk(self, n):
                        try:
                            return self.walk(n + 1)
                        except RecursionError:
                            return n
                def keyword(n, *, k=1):
                    try:
                        return keyword(n + k, k=k)
                    except RecursionError:
                        return n
                class Deep:
                    reached = 0
                    def __init__(self, n):
                        Deep.reached = n
                        try:
                            Deep(n + 1)
                        except RecursionError:
                            pass
                for limit in (100, 400, 1000):
                    sys.setrecursionlimit(limit)
                    w = Bound().walk
                    Deep(0)
                    print(limit, exact(0), general(0), Bound().walk(0), w(0), keyword(0),
                          Deep.reached)
                sys.setrecursionlimit(1000)
                """, "100 98 98 98 98 98 98\n400 398 398 398 398 398 398\n"
                + "1000 998 998 998 998 998 998\n");
    }

    // ------------------------------------------------------------------ builtin classes

    private static final String BUILTIN_CLASS_REBOUND = """
            import builtins
            class Half(int):
                def __new__(cls, x):
                    return super().__new__(cls, builtins.int(x) // 2)
            class Weird:
                def __int__(self):
                    return 41
                def __float__(self):
                    return 0.5
                def __bool__(self):
                    return False
            def convert(xs):
                out = []
                for i, x in enumerate(xs):
                    if i == 150:
                        global int
                        int = Half
                    out.append((int(x), float(x), bool(x)))
                return out
            r = convert([3.9, "12", Weird(), True] * 50)
            del int
            print(r[0], r[1], r[2], r[3], r[149], r[150], r[199], type(r[150][0]).__name__)
            """;

    /**
     * {@code int(x)}, {@code float(x)} and {@code bool(x)} at CALL_BUILTIN_CLASS build the
     * object directly ({@code PyType.construct1}); {@code int} rebound to a class of the
     * program mid-loop makes the site construct through that class's {@code __new__}.
     */
    @Test
    void builtinClassOfOneArgument_hits_andARebindingToAClassOfTheProgramIsFollowed() {
        InProcess.Result r = runEverywhere(BUILTIN_CLASS_REBOUND, "(3, 3.9, True) "
                + "(12, 12.0, True) (41, 0.5, False) (1, 1.0, True) (12, 12.0, True) "
                + "(20, 0.5, False) (0, 1.0, True) Half\n");
        assertTrue(r.stats(Family.CALL).childHits("CALL_BUILTIN_CLASS") > 0,
                r.stats(Family.CALL)::toString);
    }

    // ------------------------------------------------------------------ str of a str subclass

    @Test
    void strOfAnObjectWhoseStrGivesASubclass_runsTheSubclassInitAsTheGenericCallDoes() {
        String src = """
                class S(str):
                    def __init__(self, *args):
                        self.seen = len(args)
                class Strange:
                    def __str__(self):
                        return S('strange')
                out = [str(Strange()).seen for i in range(60)]
                print(out[0], out[-1])
                """;
        String generic = run(src, InProcess.Mode.NO_SPECIALIZE).stdout();
        assertEquals(generic, runEverywhere(src, generic).stdout());
        assertTrue(run(src).stats(Family.CALL).childHits("CALL_STR_1") > 0);
    }

    /**
     * The same with the arguments {@code __init__} sees, through {@code type.__call__}, a call
     * of {@code str} held in a variable, and a CALL_STR_1 site: the subclass's {@code __init__}
     * runs with the object given to {@code str} in every mode.
     */
    @Test
    void strOfAnObjectWhoseStrGivesASubclass_initSeesTheArgumentOnEveryPath() {
        String src = """
                class S(str):
                    def __init__(self, *args):
                        self.seen = [type(a).__name__ for a in args]
                class Strange:
                    def __str__(self):
                        return S('strange')
                def via(f, x):
                    return f(x)
                out = [str(Strange()).seen for i in range(60)]
                print(type.__call__(str, Strange()).seen, via(str, Strange()).seen, out[-1])
                """;
        String generic = run(src, InProcess.Mode.NO_SPECIALIZE).stdout();
        assertEquals("['Strange'] ['Strange'] ['Strange']\n", generic);
        runEverywhere(src, generic);
    }
}
