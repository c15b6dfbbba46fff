package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Signals from outside the process reach what {@code signal.signal} set, as in CPython: the
 * program's handler, or nothing for SIG_IGN (SIGHUP would otherwise end the JVM), and after
 * SIG_IGN a handler or the default action again; and an
 * uncaught KeyboardInterrupt prints its traceback and ends with status 130.
 */
class OsSignalsTest {
    private static final String PROGRAM = String.join("\n",
            "import signal, time",
            "got = []",
            "signal.signal(signal.SIGUSR1, lambda s, f: got.append(s))",
            "signal.signal(signal.SIGHUP, signal.SIG_IGN)",
            "print('ready', flush=True)",
            "deadline = time.monotonic() + 60",
            "while len(got) < 2 and time.monotonic() < deadline:",
            "    time.sleep(0.02)",
            "print('got', got)",
            "");

    @Test
    void handlersAndIgnoredSignalsFromOutside() throws IOException, InterruptedException {
        afterReady("signals.py", PROGRAM, (p, out) -> {
            kill("HUP", p.pid());
            Thread.sleep(300);
            kill("USR1", p.pid());
            Thread.sleep(300);  // two pending signals of one kind would be one
            kill("USR1", p.pid());
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the program did not end");
            assertEquals("got [10, 10]", out.readLine());
            assertEquals(0, p.exitValue());
        });
    }

    /**
     * SIGTERM ignored through {@code signal.signal} and given back its default action ends
     * the process again (HotSpot installs no handler for a shutdown signal the process
     * ignores, so SIG_IGN had made it ignored for good).
     */
    @Test
    void sigtermIgnoredThenDefaultEndsTheProcess() throws IOException, InterruptedException {
        afterReady("sigterm.py", String.join("\n",
                "import signal, time",
                "signal.signal(signal.SIGTERM, signal.SIG_IGN)",
                "signal.signal(signal.SIGTERM, signal.SIG_DFL)",
                "signal.signal(signal.SIGHUP, signal.SIG_IGN)",
                "signal.signal(signal.SIGHUP, lambda s, f: print('hup', flush=True))",
                "print('ready', flush=True)",
                "time.sleep(60)",
                ""), (p, out) -> {
                    kill("HUP", p.pid());
                    assertEquals("hup", out.readLine());
                    kill("TERM", p.pid());
                    assertTrue(p.waitFor(30, TimeUnit.SECONDS),
                            "SIGTERM did not end the program");
                    assertEquals(128 + 15, p.exitValue());
                });
    }

    /**
     * faulthandler.register: a signal from outside writes the running thread's traceback,
     * and the program goes on (the default action would have ended it).
     */
    @Test
    void registeredSignalWritesTheTraceback() throws IOException, InterruptedException {
        afterReady("dump.py", String.join("\n",
                "import faulthandler, signal, sys, time",
                "faulthandler.register(signal.SIGUSR1, file=sys.stdout, all_threads=False)",
                "def spin():",
                "    end = time.monotonic() + 60",
                "    while not sys.stdin.closed and time.monotonic() < end:",
                "        time.sleep(0.01)",
                "        if spin.stop: break",
                "spin.stop = False",
                "signal.signal(signal.SIGUSR2, lambda s, f: setattr(spin, 'stop', True))",
                "print('ready', flush=True)",
                "spin()",
                "print('alive', flush=True)",
                ""), (p, out) -> {
                    kill("USR1", p.pid());
                    assertEquals("Stack (most recent call first):", out.readLine());
                    assertTrue(out.readLine().matches(
                            "  File \".*dump\\.py\", line \\d+ in spin"));
                    assertTrue(out.readLine().matches(
                            "  File \".*dump\\.py\", line 11 in <module>"));
                    kill("USR2", p.pid());
                    assertEquals("alive", out.readLine());
                    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
                    assertEquals(0, p.exitValue());
                });
    }

    /** What a test does with the program's process and its standard output. */
    private interface Session {
        void run(Process p, BufferedReader out) throws IOException, InterruptedException;
    }

    /**
     * Run {@code source} on a launcher process of its own (signals go to it alone, stderr
     * dropped), wait for its "ready" line, then {@code session}; the process is killed after.
     */
    private static void afterReady(String name, String source, Session session)
            throws IOException, InterruptedException {
        Path program = Launcher.writeProgram(name, source);
        List<String> cmd = Launcher.command(List.of(), List.of("run", program.toString()));
        Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8));
            assertEquals("ready", out.readLine());
            session.run(p, out);
        } finally {
            p.destroyForcibly();
        }
    }

    private static void kill(String sig, long pid) throws IOException, InterruptedException {
        assertEquals(0, new ProcessBuilder("kill", "-" + sig, Long.toString(pid)).start()
                .waitFor());
    }

    @Test
    void uncaughtKeyboardInterrupt() {
        Launcher.Result r = Launcher.run(List.of("-c", "try:\n    raise KeyboardInterrupt\n"
                + "finally:\n    print('finally ran')"));
        assertEquals("finally ran\n", r.stdout());
        assertEquals("KeyboardInterrupt", r.lastErrLine());
        // 130 both for a process that SIGINT ended (as the launcher's ends) and for exit(130):
        // Java's Process cannot tell them apart
        assertEquals(130, r.status());
    }
}
