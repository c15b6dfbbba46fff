package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * "A fast path trusts only its guards", for TO_BOOL, COMPARE_OP, CONTAINS_OP, FOR_ITER,
 * BINARY_SUBSCR, STORE_SUBSCR, UNPACK_SEQUENCE and SEND: a dropped-in specializer installs one
 * child at every site of its family, whatever the operands and without writing the cache, and
 * the program still prints what CPython prints (the children miss instead).
 */
class OtherFamiliesUntrustedTest {
    private static Path root;

    @BeforeAll
    static void makeRoot() throws IOException {
        root = Files.createTempDirectory("spec-blind");
    }

    @AfterAll
    static void cleanUp() throws IOException {
        PluginJar.deleteTree(root);
    }

    private static final String TRUTH = """
            class No:
                def __bool__(self):
                    return False
            class Plain:
                pass
            print([("T" if x else "F") for x in [No(), Plain(), No(), 0, "", No()] * 3])
            """;
    private static final String TRUTH_OUT = "['F', 'T', 'F', 'F', 'F', 'F', 'F', 'T', 'F', 'F', "
            + "'F', 'F', 'F', 'T', 'F', 'F', 'F', 'F']\n";

    private static final String ORDERS = """
            pairs = [("a", "b"), ("b", "a"), ("a", "a"), ("\\u00e9", "e")] * 2
            print([(a < b, a <= b, a > b, a >= b, a == b, a != b) for a, b in pairs])
            """;
    private static final String ORDERS_OUT = ("(True, True, False, False, False, True), "
            + "(False, False, True, True, False, True), (False, True, False, True, True, False), "
            + "(False, False, True, True, False, True), ").repeat(2);

    private static final String SHAPES = """
            def gen():
                yield from [1, 2]
                yield from (3,)
            print([x for x in [1, 2, 3]], [x for x in (4, 5)], [x for x in range(3)], list(gen()) * 2)
            xs = [[1, 2, 3], (4, 5, 6), "abc", [7, 8, 9]]
            def three(s):
                a, b, c = s
                return c
            print([three(s) for s in xs], [c in [1, 2] for c in (1, 3, 2)], [c in "ab" for c in "abc"])
            l = [10, 20]
            print([l[i] for i in (0, 1, -1)], [{"k": 1}["k"] for _ in range(3)], ["ab"[i] for i in (0, -1)])
            print([s[1:] for s in ([1, 2, 3], (4, 5, 6), "abc")], [s[::2] for s in ([1, 2, 3], "abcd")])
            print([(a, b) for a, b in ([1, 2], (3, 4), "xy")])
            d = {}
            for i in range(4):
                d[i] = i
                l[i % 2] = i
            print(d, l)
            """;
    private static final String SHAPES_OUT = """
            [1, 2, 3] [4, 5] [0, 1, 2] [1, 2, 3, 1, 2, 3]
            [3, 6, 'c', 9] [True, False, True] [True, True, False]
            [10, 20, 20] [1, 1, 1] ['a', 'b']
            [[2, 3], (5, 6), 'bc'] [[1, 3], 'ac']
            [(1, 2), (3, 4), ('x', 'y')]
            {0: 0, 1: 1, 2: 2, 3: 3} [2, 3]
            """;

    @ParameterizedTest(name = "{1} everywhere")
    @CsvSource({
        "TO_BOOL, TO_BOOL_ALWAYS_TRUE, truth", "TO_BOOL, TO_BOOL_BOOL, truth",
        "COMPARE_OP, COMPARE_OP_STR, orders", "COMPARE_OP, COMPARE_OP_INT, orders",
        "CONTAINS_OP, CONTAINS_OP_SET, shapes", "FOR_ITER, FOR_ITER_GEN, shapes",
        "FOR_ITER, FOR_ITER_RANGE, shapes", "BINARY_SUBSCR, BINARY_SUBSCR_GETITEM, shapes",
        "BINARY_SUBSCR, BINARY_SUBSCR_STR_INT, shapes",
        "BINARY_SUBSCR, BINARY_SUBSCR_LIST_SLICE, shapes",
        "STORE_SUBSCR, STORE_SUBSCR_LIST_INT, shapes",
        "UNPACK_SEQUENCE, UNPACK_SEQUENCE_TWO_TUPLE, shapes", "SEND, SEND_GEN, shapes",
    })
    void aChildInstalledEverywhere_missesWhereItDoesNotFit(String family, String child,
            String program) throws IOException {
        String module = "org.example.blind" + child.toLowerCase().replace("_", "");
        Path dir = root.resolve(module);
        PluginJar.build(dir, module, "0.1", PluginJar.specializer(module, family, "Blind",
                "Decision.specialize(Opcode." + child + ")", "NEVER"));
        String source = switch (program) {
            case "truth" -> TRUTH;
            case "orders" -> ORDERS;
            default -> SHAPES;
        };
        String expected = switch (program) {
            case "truth" -> TRUTH_OUT;
            case "orders" -> "[" + ORDERS_OUT.substring(0, ORDERS_OUT.length() - 2) + "]\n";
            default -> SHAPES_OUT;
        };
        Path file = Launcher.writeProgram(program + ".py", source);
        String folder = family.toLowerCase();
        Launcher.StatsRun run = Launcher.runWithJsonStats(List.of("--plugins", dir.toString(),
                "--use=" + folder + "=" + module, "--warmup=0"), file);
        assertEquals(0, run.result().status(), run.result().stderr());
        assertEquals(expected, run.result().stdout());
        assertTrue(run.count(folder, "successes") > 0, "the blind child was installed");
        assertTrue(run.count(folder, "misses") > 0, "and it missed where it did not fit");
    }
}
