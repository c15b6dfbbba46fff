package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * "A fast path trusts only its guards": families are plugins, so a specialized instruction
 * must stay correct whatever child a specializer picks and whatever it leaves in the cache.
 * Each test drops in a specializer that decides badly on purpose and checks that the program
 * still prints what CPython prints.
 */
class UntrustedDecisionsTest {
    private static Path root;

    @BeforeAll
    static void makeRoot() throws IOException {
        root = Files.createTempDirectory("spec-untrusted");
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    /** A plugin folder with one specializer of {@code family} answering {@code decision}. */
    private static Path plugin(String module, String family, String decision) throws IOException {
        Path dir = root.resolve(module);
        PluginJar.build(dir, module, "0.1", PluginJar.specializer(module, family, "Careless",
                decision, "NEVER"));
        return dir;
    }

    @Test
    void loadGlobalChildWithACacheNobodyWrote_missesInsteadOfReadingAnotherEntry()
            throws IOException {
        Path dir = plugin("org.example.nocache", "LOAD_GLOBAL",
                "Decision.specialize(Opcode.LOAD_GLOBAL_MODULE)");
        Path program = Launcher.writeProgram("nocache.py", """
                x = "the value of x"
                def read():
                    return x
                def size():
                    return len("abc")
                print(set(read() for i in range(60)), set(size() for i in range(60)))
                """);
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins", dir.toString(),
                "--use=load_global=org.example.nocache"), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("{'the value of x'} {3}\n", run.result().stdout());
        assertEquals(0, run.count("load_global", "hits"), "a version of 0 matches nothing");
        assertTrue(run.count("load_global", "misses") > 0);
    }

    @Test
    void inplaceAddUnicodeChosenWhereNoStoreFollows_missesInsteadOfSkippingAnInstruction()
            throws IOException {
        Path dir = plugin("org.example.inplace", "BINARY_OP",
                "Decision.specialize(Opcode.BINARY_OP_INPLACE_ADD_UNICODE)");
        Path program = Launcher.writeProgram("inplace.py", """
                def statement(a, b):
                    a + b
                    return a
                def returned(a, b):
                    return a + b
                def pair(a, b):
                    return a + b, a
                def grow(s, t):
                    s += t
                    return s
                print([statement("x", "y") for i in range(4)])
                print([returned("x", "y") for i in range(4)])
                print([pair("x", "y") for i in range(4)])
                print([grow("x", "y") for i in range(4)])
                """);
        // -S: no site at start-up, whose code's own += would count too
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("-S", "--plugins",
                dir.toString(), "--use=binary_op=org.example.inplace"), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("""
                ['x', 'x', 'x', 'x']
                ['xy', 'xy', 'xy', 'xy']
                [('xy', 'x'), ('xy', 'x'), ('xy', 'x'), ('xy', 'x')]
                ['xy', 'xy', 'xy', 'xy']
                """, run.result().stdout());
        assertEquals(Long.valueOf(2), Json.object(run.family("binary_op"), "child_hits")
                .get("BINARY_OP_INPLACE_ADD_UNICODE"), "only s += t, after its warmup, hits");
    }

    /**
     * A dropped-in family may answer with a child of another family (every child of its own
     * family has a body in the loop now, so a child from elsewhere is the decision core can
     * never install). Core should refuse it as a failure and keep running the site generic.
     */
    @Test
    void aChildOfAnotherFamily_isRefusedAndTheSiteStaysGeneric() throws IOException {
        Path dir = plugin("org.example.wrongfamily", "CALL_KW",
                "Decision.specialize(Opcode.BINARY_OP_ADD_INT)");
        Path program = Launcher.writeProgram("wrongfamily.py", """
                print([int("7", base=8 + i) for i in range(4)])
                """);
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins", dir.toString(),
                "--use=call_kw=org.example.wrongfamily"), program);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals("[7, 7, 7, 7]\n", run.result().stdout());
        assertEquals(0, run.count("call_kw", "successes"));
        assertTrue(run.count("call_kw", "failures") > 0, "the refusal counts as a failure");
    }
}
