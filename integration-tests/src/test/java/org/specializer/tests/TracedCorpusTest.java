package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.specializer.testkit.InProcess;

/**
 * Tracing changes nothing a program computes: every corpus program, run under a trace
 * function that asks for every line and opcode event (so that all its code is instrumented,
 * quickened without specialization and run in the interpreter), prints what it prints
 * untraced; and so does every program run with a {@code sys.monitoring} tool that takes
 * every event but INSTRUCTION (lines, jumps and branches, calls, returns, yields,
 * exceptions). The program runs through {@code runpy.run_path} from a small driver that sets
 * the trace function or the tool, so its frames sit two levels deeper; the driver checks that
 * events came.
 */
class TracedCorpusTest {

    /** Programs whose output depends on the depth of the stack they start at. */
    private static final Set<String> DEPTH_DEPENDENT = Set.of("call_recursion.py");

    /**
     * A program that reports sys.monitoring's events itself: another tool's CALL events
     * change what it sees (CPython 3.13 reports C_RETURN to every tool with a callback for it
     * once any tool has CALL events).
     */
    private static final Set<String> MONITORS_ITSELF = Set.of("monitoring_events.py");

    private static final String DRIVER = """
            import sys, runpy
            events = [0]
            def tracer(frame, event, arg):
                events[0] += 1
                frame.f_trace_opcodes = True
                return tracer
            sys.settrace(tracer)
            try:
                runpy.run_path(sys.argv[0], run_name="__main__")
            finally:
                sys.settrace(None)
                if events[0] == 0:
                    print("no trace events", file=sys.stderr)
            """;

    /** The tool takes OPTIMIZER_ID, which no corpus program uses. */
    private static final String MONITORING_DRIVER = """
            import sys, runpy
            M = sys.monitoring
            E = M.events
            events = [0]
            def count(*args):
                events[0] += 1
            every = 0
            for name in dir(E):
                if name.isupper() and name not in ("NO_EVENTS", "INSTRUCTION"):
                    every |= getattr(E, name)
                    M.register_callback(M.OPTIMIZER_ID, getattr(E, name), count)
            M.use_tool_id(M.OPTIMIZER_ID, "corpus")
            M.set_events(M.OPTIMIZER_ID, every)
            try:
                runpy.run_path(sys.argv[0], run_name="__main__")
            finally:
                M.set_events(M.OPTIMIZER_ID, 0)
                M.free_tool_id(M.OPTIMIZER_ID)
                if events[0] == 0:
                    print("no trace events", file=sys.stderr)
            """;

    @TestFactory
    Stream<DynamicTest> everyCorpusProgramPrintsTheSameUnderATraceFunction()
            throws IOException, URISyntaxException {
        return CorpusTest.programs().stream()
                .filter(p -> !DEPTH_DEPENDENT.contains(p.getFileName().toString()))
                .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
                        () -> check(p, DRIVER)));
    }

    @TestFactory
    Stream<DynamicTest> everyCorpusProgramPrintsTheSameUnderAMonitoringTool()
            throws IOException, URISyntaxException {
        return CorpusTest.programs().stream()
                .filter(p -> !DEPTH_DEPENDENT.contains(p.getFileName().toString())
                        && !MONITORS_ITSELF.contains(p.getFileName().toString()))
                .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
                        () -> check(p, MONITORING_DRIVER)));
    }

    private static void check(Path program, String driver) throws IOException {
        String base = program.toString().substring(0, program.toString().length() - 3);
        String expected = Files.readString(Path.of(base + ".out"), StandardCharsets.UTF_8);
        Path errFile = Path.of(base + ".err");
        InProcess.Result r = InProcess.run(driver, program.toString(), InProcess.Mode.defaults());
        assertEquals(expected, r.stdout(), "stdout of " + program.getFileName() + " traced\n"
                + r.describe());
        assertTrue(!r.stderr().contains("no trace events"), r::describe);
        if (Files.exists(errFile)) {
            String lines = Files.readString(errFile, StandardCharsets.UTF_8).strip();
            String last = lines.substring(lines.lastIndexOf('\n') + 1);
            assertEquals(1, r.status(), r::describe);
            assertEquals(last, r.lastErrLine(), r::describe);
        } else {
            assertEquals(0, r.status(), r::describe);
        }
    }
}
