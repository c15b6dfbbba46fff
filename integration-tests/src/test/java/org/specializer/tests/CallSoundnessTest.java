package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Soundness of the CALL and CALL_KW families, black-box through the launcher: sites become
 * the expected children, mutations of functions, classes and globals mid-loop give CPython's
 * results and send the sites back, generated call sequences through one hot site print the
 * same with and without the families, and the children report hits.
 */
class CallSoundnessTest {

    /** Run {@code specializer ARGS... program} and return its stdout (status must be 0). */
    static String run(Path program, String... flags) {
        List<String> args = new ArrayList<>();
        args.add("run");
        args.addAll(List.of(flags));
        args.add(program.toString());
        Launcher.Result r = Launcher.run(args);
        assertEquals(0, r.status(), "status of " + args + "; stderr:\n" + r.stderr());
        return r.stdout();
    }

    static Path write(String name, String source) {
        try {
            Path dir = Files.createTempDirectory("call-sound");
            Path file = dir.resolve(name);
            Files.writeString(file, source, StandardCharsets.UTF_8);
            file.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
            return file;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The CALL-family instructions of each source line after running the program
     * ({@code specializer dis --adaptive}), in order of appearance.
     */
    static Map<Integer, List<String>> callSitesByLine(Path program, String... flags) {
        List<String> args = new ArrayList<>();
        args.add("dis");
        args.add("--adaptive");
        args.addAll(List.of(flags));
        args.add(program.toString());
        Launcher.Result r = Launcher.run(args);
        assertEquals(0, r.status(), r.stderr());
        Map<Integer, List<String>> sites = new LinkedHashMap<>();
        Pattern row = Pattern.compile("^\\s*(\\d+)?\\s+(?:L\\d+:\\s+)?([A-Z][A-Z0-9_]+)");
        int line = 0;
        for (String text : r.stdout().split("\n")) {
            if (text.startsWith("Disassembly of")) {
                line = 0;
                continue;
            }
            Matcher m = row.matcher(text);
            if (!m.find()) {
                continue;
            }
            if (m.group(1) != null) {
                line = Integer.parseInt(m.group(1));
            }
            String op = m.group(2);
            if (op.startsWith("CALL") && !op.startsWith("CALL_INTRINSIC")
                    && !op.equals("CALL_FUNCTION_EX")) {
                sites.computeIfAbsent(line, k -> new ArrayList<>()).add(op);
            }
        }
        return sites;
    }

    /** The 1-based line holding {@code marker}. */
    static int lineOf(String source, String marker) {
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(marker)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line with " + marker);
    }

    // ------------------------------------------------------------------ children observed

    private static final String OBSERVE = """
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

    private static final String OBSERVE_OUT = "1560 [[58], 174, 64, 61, [3, 2, 1], 60, 58, "
            + "60, 61, 60, 'int', '59', ('5', '9'), [59], 59, (8, 3), 59, 1546, True, 'AB', 8, 2, "
            + "['a', 'b'], 59, True, 118, [59], 177, 65, 62, [3, 2, 1]]\n";

    @Test
    void sitesBecomeTheExpectedChildren() {
        Path p = write("observe.py", OBSERVE);
        Map<Integer, List<String>> sites = callSitesByLine(p);
        Pattern marker = Pattern.compile("# @([A-Z_0-9]+)");
        String[] lines = OBSERVE.split("\n", -1);
        int checked = 0;
        for (int i = 0; i < lines.length; i++) {
            Matcher m = marker.matcher(lines[i]);
            if (m.find()) {
                String child = "CALL_" + m.group(1);
                List<String> ops = sites.getOrDefault(i + 1, List.of());
                assertTrue(ops.contains(child), "line " + (i + 1) + " (" + lines[i].strip()
                        + "): expected " + child + " among " + ops);
                checked++;
            }
        }
        assertEquals(26, checked);
    }

    @Test
    void observedProgramPrintsTheSameInEveryMode() {
        Path p = write("observe.py", OBSERVE);
        for (String[] mode : MODES) {
            assertEquals(OBSERVE_OUT, run(p, mode), String.join(" ", mode));
        }
    }

    // ------------------------------------------------------------------ invalidation

    private static final String[][] MODES = {{}, {"--warmup=0"}, {"--no-specialize"},
        {"--warmup=0", "--cooldown=0"}};

    static String expected(String name) throws IOException, URISyntaxException {
        return Files.readString(CorpusTest.corpusDir().resolve(name.replace(".py", ".out")),
                StandardCharsets.UTF_8);
    }

    /** The family's corpus programs (CPython's output) in every mode of specialization. */
    @TestFactory
    Stream<DynamicTest> callCorpusPrintsCpythonOutputInEveryMode()
            throws IOException, URISyntaxException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path p : CorpusTest.programs()) {
            String name = p.getFileName().toString();
            if (!name.startsWith("call_")) {
                continue;
            }
            for (String[] mode : MODES) {
                if (mode.length == 0) {
                    continue;  // CorpusTest runs the default mode
                }
                tests.add(DynamicTest.dynamicTest(name + " " + String.join(" ", mode),
                        () -> assertEquals(expected(name), run(p, mode))));
            }
        }
        assertTrue(tests.size() >= 18, "the call corpus is there: " + tests.size());
        return tests.stream();
    }

    private static final String DEFAULTS_SITE = """
            def f(a, b=1):
                return a + b
            def g(a, b):
                return a * b
            def run():
                out = []
                for i in range(200):
                    if i == 100:
                        f.__defaults__ = (1000,)
                    out.append(f(i))  # @site
                    out.append(g(i, 2))  # @untouched
                print(out[198], out[199], out[200], out[201])
            run()
            """;

    @Test
    void functionWhoseDefaultsChangeMidLoopLeavesItsSiteGeneric() {
        Path p = write("defaults.py", DEFAULTS_SITE);
        assertEquals("100 198 1100 200\n", run(p));
        Map<Integer, List<String>> sites = callSitesByLine(p);
        assertEquals(List.of("CALL", "CALL_LIST_APPEND"),
                sites.get(lineOf(DEFAULTS_SITE, "@site")),
                "f's version is 0 now: the site deopted and stays generic");
        assertEquals(List.of("CALL_PY_EXACT_ARGS", "CALL_LIST_APPEND"),
                sites.get(lineOf(DEFAULTS_SITE, "@untouched")));
    }

    private static final String CODE_SWAP_SITE = """
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
    void codeSwappedForOneOfTheSameArgumentCountIsNotRunAsExactArguments() {
        Path p = write("codeswap.py", CODE_SWAP_SITE);
        String expected = "[('f', 99, 1), ('m', 99), ('m', 99)] [('rest', 199, 1, ()), "
                + "('m_rest', 199, ()), ('m_rest', 199, ())] [\"f() missing 1 required "
                + "keyword-only argument: 'c'\", ('m_rest', 299, ()), ('m_rest', 299, ())]\n";
        for (String[] mode : MODES) {
            assertEquals(expected, run(p, mode), String.join(" ", mode));
        }
        Map<Integer, List<String>> sites = callSitesByLine(p);
        assertEquals("CALL", sites.get(lineOf(CODE_SWAP_SITE, "@site")).get(0));
        assertEquals("CALL", sites.get(lineOf(CODE_SWAP_SITE, "@bound")).get(0));
        assertEquals("CALL", sites.get(lineOf(CODE_SWAP_SITE, "@method")).get(0));
    }

    private static final String REBIND_SITE = """
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
                    r = target(i)  # @site
                return r
            print(run(first), run(abs), run(Box).x, run(Twice()), run(lambda x: -x), run(first))
            """;

    @Test
    void globalReboundToOtherCallablesRespecializesTheSite() {
        Path p = write("rebind.py", REBIND_SITE);
        for (String[] mode : MODES) {
            assertEquals("100 99 99.5 198 -99 100\n", run(p, mode));
        }
        assertEquals(List.of("CALL_PY_EXACT_ARGS"),
                callSitesByLine(p).get(lineOf(REBIND_SITE, "@site")));
        String lastIsBox = REBIND_SITE.replace(", run(first))", ", run(Box).x)");
        Path q = write("rebind2.py", lastIsBox);
        assertEquals("100 99 99.5 198 -99 99.5\n", run(q));
        assertEquals(List.of("CALL_ALLOC_AND_ENTER_INIT"),
                callSitesByLine(q).get(lineOf(lastIsBox, "@site")));
    }

    private static final String INIT_SITE = """
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
                    out.append(P(i).x)  # @site
                print(out[79], out[80], out[199])
            run()
            """;

    @Test
    void initCodeSwappedWithoutTouchingTheClassIsCaughtByTheShapeCheck() {
        Path p = write("init.py", INIT_SITE);
        for (String[] mode : MODES) {
            assertEquals("79 (80, ()) (199, ())\n", run(p, mode));
        }
        List<String> ops = callSitesByLine(p).get(lineOf(INIT_SITE, "@site"));
        assertEquals("CALL_NON_PY_GENERAL", ops.get(0),
                "after the swap __init__ is not simple: the generic child");
    }

    private static final String LEN_SITE = """
            def measure(s):
                return len(s)  # @site
            out = []
            for i in range(200):
                if i == 100:
                    len = lambda s: 'shadow'
                out.append(measure('abc'))
            print(out[99], out[100], out[199])
            """;

    @Test
    void lenShadowedByAGlobalDeoptsCallLen() {
        Path p = write("len.py", LEN_SITE);
        for (String[] mode : MODES) {
            assertEquals("3 shadow shadow\n", run(p, mode));
        }
        assertEquals(List.of("CALL_PY_EXACT_ARGS"),
                callSitesByLine(p).get(lineOf(LEN_SITE, "@site")));
    }

    private static final String RECURSION = """
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
            """;

    @Test
    void recursionReachesTheSameLimitThroughEverySpecializedCall() {
        Path p = write("recursion.py", RECURSION);
        String expected = "100 98 98 98 98 98 98\n400 398 398 398 398 398 398\n"
                + "1000 998 998 998 998 998 998\n";
        for (String[] mode : MODES) {
            assertEquals(expected, run(p, mode), String.join(" ", mode));
        }
    }

    // ------------------------------------------------------------------ statistics

    /** Run with {@code --stats=json}: each family's JSON statistics line, by family. */
    static Map<String, String> stats(Path program) throws IOException {
        Path file = program.resolveSibling("stats.json");
        file.toFile().deleteOnExit();
        run(program, "--stats=json", "--stats-file=" + file);
        Map<String, String> byFamily = new LinkedHashMap<>();
        Pattern familyLine = Pattern.compile("^\\s*\"([a-z_]+)\": \\{\"attempts\"");
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            Matcher m = familyLine.matcher(line);
            if (m.find()) {
                byFamily.put(m.group(1), line);
            }
        }
        return byFamily;
    }

    static long field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\": (\\d+)").matcher(json);
        assertTrue(m.find(), name + " missing from " + json);
        return Long.parseLong(m.group(1));
    }

    @Test
    void everyChildReportsHits() throws IOException {
        Path p = write("observe.py", OBSERVE);
        Map<String, String> stats = stats(p);
        String call = stats.get("call");
        for (String child : new String[] {"CALL_BOUND_METHOD_EXACT_ARGS", "CALL_PY_EXACT_ARGS",
            "CALL_TYPE_1", "CALL_STR_1", "CALL_TUPLE_1", "CALL_BUILTIN_CLASS", "CALL_BUILTIN_O",
            "CALL_BUILTIN_FAST", "CALL_BUILTIN_FAST_WITH_KEYWORDS", "CALL_LEN",
            "CALL_ISINSTANCE", "CALL_LIST_APPEND", "CALL_METHOD_DESCRIPTOR_O",
            "CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS", "CALL_METHOD_DESCRIPTOR_NOARGS",
            "CALL_METHOD_DESCRIPTOR_FAST", "CALL_ALLOC_AND_ENTER_INIT", "CALL_PY_GENERAL",
            "CALL_BOUND_METHOD_GENERAL", "CALL_NON_PY_GENERAL"}) {
            assertTrue(field(call, child) > 0, child + " has no hits: " + call);
        }
        assertEquals(0, field(call, "misses"), call);
        String kw = stats.get("call_kw");
        for (String child : new String[] {"CALL_KW_PY", "CALL_KW_BOUND_METHOD",
            "CALL_KW_NON_PY"}) {
            assertTrue(field(kw, child) > 0, child + " has no hits: " + kw);
        }
    }

    @Test
    void mutationsShowAsMissesAndDeopts() throws IOException {
        String call = stats(write("defaults.py", DEFAULTS_SITE)).get("call");
        assertTrue(field(call, "misses") >= 53, call);
        assertTrue(field(call, "deopts") >= 1, call);
        assertTrue(field(call, "OUT_OF_VERSIONS") >= 1, call);
    }

    // ------------------------------------------------------------------ generated programs

    /**
     * Callables a generated site may meet, each a Python expression, and statements that
     * change a callable's shape between calls.
     */
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
                out.append(repr(r))
            out = []
            """;

    static final String[] CALLEES = {"f1", "f2", "fv", "fk", "C", "D", "c.m", "Call()", "abs",
        "str", "tuple", "type", "len", "isinstance", "repr", "max", "[1].count", "str.upper",
        "lambda a, k=0: ('lam', a, k)", "C.m"};

    static final String[] MUTATIONS = {"f2.__defaults__ = (99,)", "f2.__defaults__ = None",
        "f1.__code__ = code_src.__code__", "fk.__kwdefaults__ = {'k': 11}",
        "C.__init__ = alt_init", "D.__init__ = lambda self, a: setattr(self, 'a', 'D')",
        "C.m = lambda self, a: ('new m', a)", "len = lambda s: 'shadowed len'",
        "C.__init__.__code__ = init_src.__code__", "C.m.__code__ = m_src.__code__",
        "builtins.isinstance = lambda a, b: 'patched'", "c = D(5)"};

    /** One step of a generated program: a callee for a run of calls, or a mutation. */
    record Step(boolean mutate, int which, int count, int argKind) {}

    @Provide
    Arbitrary<List<Step>> schedules() {
        Arbitrary<Step> call = Arbitraries.integers().between(0, CALLEES.length - 1)
                .flatMap(w -> Arbitraries.integers().between(1, 80)
                        .flatMap(n -> Arbitraries.integers().between(0, 3)
                                .map(a -> new Step(false, w, n, a))));
        Arbitrary<Step> mutation = Arbitraries.integers().between(0, MUTATIONS.length - 1)
                .map(w -> new Step(true, w, 0, 0));
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(4, call), net.jqwik.api.Tuple.of(1, mutation))
                .list().ofMinSize(3).ofMaxSize(12);
    }

    /**
     * A program driving one CALL site and one CALL_KW site through the schedule: each call
     * and each exception is reported, so that any difference shows in the output.
     */
    static String program(List<Step> steps) {
        StringBuilder sb = new StringBuilder(PRELUDE);
        sb.append("def site(g, x):\n");
        sb.append("    try:\n        report(g(x))\n");
        sb.append("    except Exception as e:\n        report((type(e).__name__, str(e)))\n");
        sb.append("def site_kw(g, x):\n");
        sb.append("    try:\n        report(g(x, k=x))\n");
        sb.append("    except Exception as e:\n        report((type(e).__name__, str(e)))\n");
        sb.append("def site_two(g, x):\n");
        sb.append("    try:\n        report(g(x, int))\n");
        sb.append("    except Exception as e:\n        report((type(e).__name__, str(e)))\n");
        sb.append("def main():\n    global c, len\n");
        for (Step s : steps) {
            if (s.mutate()) {
                sb.append("    ").append(MUTATIONS[s.which()]).append('\n');
                continue;
            }
            String callee = CALLEES[s.which()];
            String arg = switch (s.argKind()) {
                case 0 -> "i";
                case 1 -> "'s%d' % i";
                case 2 -> "[i, i]";
                default -> "c";
            };
            String fn = switch (s.argKind()) {
                case 1 -> "site_kw";
                case 2 -> "site_two";
                default -> "site";
            };
            sb.append("    for i in range(").append(s.count()).append("):\n");
            sb.append("        ").append(fn).append("((").append(callee).append("), ")
                    .append(arg).append(")\n");
        }
        sb.append("main()\n");
        sb.append("for line in out:\n    print(line)\n");
        return sb.toString();
    }

    @Property(tries = 8, shrinking = ShrinkingMode.OFF)
    void generatedCallSequencesPrintTheSameWithAndWithoutSpecialization(
            @ForAll("schedules") @Size(min = 3) List<Step> steps) {
        String src = program(steps);
        Path p = write("gen.py", src);
        String generic = run(p, "--no-specialize");
        assertTrue(generic.lines().count() > 1, src);
        assertEquals(generic, run(p), "default mode differs for:\n" + src);
        assertEquals(generic, run(p, "--warmup=0", "--cooldown=0"),
                "eager mode differs for:\n" + src);
    }
}
