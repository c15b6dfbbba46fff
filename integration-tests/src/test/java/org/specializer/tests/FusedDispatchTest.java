package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * COMPARE_OP's, CONTAINS_OP's and TO_BOOL's children run the POP_JUMP_IF_FALSE/TRUE after
 * them, and FOR_ITER's and BINARY_OP's the STORE_FAST of their item or result, without
 * dispatching them. Through the
 * launcher (statistics on, so
 * the counting path is the one checked; the corpus and conformance runs cover it with
 * statistics off): the program prints CPython's output, the fused children hit, and every
 * opcode's execution count is what the generic run counts, as if nothing had been fused.
 */
class FusedDispatchTest {

    @Test
    void fusedInstructionsAreCountedAsIfDispatched() throws Exception {
        Path program = CorpusTest.corpusDir().resolve("fused_dispatch.py");
        String expected = Files.readString(CorpusTest.corpusDir().resolve("fused_dispatch.out"));
        Launcher.StatsRun specialized = Launcher.runWithJsonStats(List.of(), program);
        Launcher.StatsRun generic = Launcher.runWithJsonStats(List.of("--no-specialize"),
                program);
        assertEquals(expected, specialized.result().stdout(), specialized.result().stderr());
        assertEquals(expected, generic.result().stdout(), generic.result().stderr());
        assertTrue(specialized.count("compare_op", "hits") > 500);
        assertTrue(specialized.count("for_iter", "hits") > 200);
        assertTrue(specialized.count("to_bool", "hits") > 200);
        assertTrue(specialized.count("contains_op", "hits") > 50);
        assertTrue(specialized.count("binary_op", "hits") > 1000);
        Map<String, Object> fused = Json.object(specialized.stats(), "executions");
        Map<String, Object> plain = Json.object(generic.stats(), "executions");
        // BINARY_OP_INPLACE_ADD_UNICODE performs the STORE_FAST after it itself, as CPython's
        // does, and CPython's statistics do not count that STORE_FAST either.
        long inplace = ((Number) Json.object(specialized.family("binary_op"), "child_hits")
                .get("BINARY_OP_INPLACE_ADD_UNICODE")).longValue();
        assertTrue(inplace > 0);
        Map<String, Long> skipped = Map.of("STORE_FAST", inplace);
        for (String op : List.of("POP_JUMP_IF_FALSE", "POP_JUMP_IF_TRUE", "STORE_FAST")) {
            assertTrue(Json.number(plain, op) > 0, op);
            assertEquals(Json.number(plain, op) - skipped.getOrDefault(op, 0L),
                    Json.number(fused, op), op);
        }
    }
}
