package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * "A fast path trusts only its guards", for CALL and CALL_KW: for each child, a dropped-in
 * specializer that turns every site of the family into that child, writing nothing in the
 * cache (so every function version reads 0, which is also the version of a function whose
 * shape changed). The program must still print what CPython prints: each child's guards
 * must reject every call it cannot do exactly (a wrong callable, argument count or layout, a
 * {@code list.append} whose result is used, an {@code __init__} never cached).
 */
class CallUntrustedDecisionsTest {
    private static Path root;

    @BeforeAll
    static void makeRoot() throws IOException {
        root = Files.createTempDirectory("spec-untrusted-calls");
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    private static final String PROGRAM = """
            class A:
                def __init__(self, x):
                    self.x = x
                def m(self, y):
                    return (self.x, y)
                def __repr__(self):
                    return 'A(%r)' % (self.x,)
            class B:
                def __init__(self, x):
                    self.x = x
            class N:
                def __new__(cls, x):
                    return ('new', x)
            class S(list):
                pass
            def f(a, b):
                return (a, b)
            def va(a, *r):
                return (a, r)
            def v2(a, b, *r):
                return ('v2', a, b, r)
            def kw(a, *, k=1):
                return (a, k)
            def shaped(a, b):
                return 'shaped'
            shaped.__code__ = v2.__code__
            lst = []
            s = S()
            def calls(i):
                out = []
                out.append(f(i, 2))
                out.append(va(i, 2))
                out.append(shaped(i, 2))
                out.append(kw(i))
                out.append(kw(i, k=5))
                out.append(A(i))
                out.append(B(i).x)
                out.append(A(i).m(i))
                bm = A(i).m
                out.append(bm(3))
                out.append(bm(y=3))
                out.append(N(i))
                out.append(type(i))
                out.append(str(i))
                out.append(tuple([i]))
                out.append(list((i,)))
                out.append(len([i]))
                out.append(isinstance(i, int))
                out.append(abs(-i))
                out.append(divmod(i, 3))
                out.append(max(i, 2))
                out.append(max(i, 2, key=abs))
                out.append('ab'.upper())
                out.append([i].count(i))
                out.append((i, 1).index(1))
                out.append('a b'.split())
                lst.append(i)
                s.append(i)
                x = lst.append(i)
                out.append(x)
                out.append(list.append(lst, -i))
                out.append(str.upper('x'))
                out.append(sorted([2, 1], reverse=True))
                out.append(dict(a=i))
                out.append((lambda *a, **k: (a, k))(i, z=1))
                out.append(getattr(i, 'real'))
                try:
                    out.append(len(i))
                except TypeError as e:
                    out.append(str(e))
                try:
                    out.append(f(i))
                except TypeError as e:
                    out.append(str(e))
                if i == 2:
                    B.__init__ = lambda self, x: setattr(self, 'x', -x)
                return out
            for i in range(5):
                r = calls(i)
            print(r)
            print(len(lst), s)
            """;

    /** CPython 3.13's output. */
    private static final String EXPECTED = "[(4, 2), (4, (2,)), ('v2', 4, 2, ()), (4, 1), "
            + "(4, 5), A(4), -4, (4, 4), (4, 3), (4, 3), ('new', 4), <class 'int'>, '4', (4,), "
            + "[4], 1, True, 4, (1, 1), 4, 4, 'AB', 1, 1, ['a', 'b'], None, None, 'X', [2, 1], "
            + "{'a': 4}, ((4,), {'z': 1}), 4, \"object of type 'int' has no len()\", \"f() "
            + "missing 1 required positional argument: 'b'\"]\n15 [0, 1, 2, 3, 4]\n";

    @TestFactory
    Stream<DynamicTest> everySiteTurnedIntoOneChild_printsWhatCpythonPrints() {
        Path program = Launcher.writeProgram("careless_calls.py", PROGRAM);
        return Stream.of(Family.CALL, Family.CALL_KW)
                .flatMap(f -> f.base().children().stream())
                .filter(child -> !child.isExtension())   // those need a descriptor
                .map(child -> DynamicTest.dynamicTest(child.name(), () -> check(child,
                        program)));
    }

    private static void check(Opcode child, Path program) throws IOException {
        String family = child.family().folderName();
        String module = "org.example.careless." + child.name().toLowerCase(Locale.ROOT)
                .replace("_", "") + "child";
        Path dir = root.resolve(module);
        PluginJar.build(dir, module, "0.1", PluginJar.specializer(module, child.family().id(),
                "Careless", "Decision.specialize(Opcode." + child.name() + ")", "NEVER"));
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins", dir.toString(),
                "--use=" + family + "=" + module, "--warmup=0"), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals(EXPECTED, run.result().stdout(), child.name());
        if (child.operand() == Opcode.Operand.ANY) {
            assertEquals(run.count(family, "attempts"), run.count(family, "successes"),
                    "every decision was the careless child");
        } else {
            // core refuses it where the argument count is not the one it was declared for
            assertTrue(run.count(family, "successes") > 0, "installed where it fits");
            assertTrue(run.count(family, "successes") < run.count(family, "attempts"),
                    "and refused elsewhere");
        }
    }
}
