package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The standard streams as CPython 3.13 makes them: buffered unless {@code -u} or
 * {@code PYTHONUNBUFFERED} asks for writing through, and output that cannot be written (a full
 * device) is an error the program sees or, at exit, "Exception ignored on flushing sys.stdout"
 * with exit status 120; {@code PYTHONIOENCODING} names their encoding and error handler.
 * Expectations are CPython's under the same conditions.
 */
class StdioBufferingTest {
    private static final String SHOW = "import sys; print(type(sys.stdout.buffer).__name__, "
            + "sys.stdout.write_through, type(sys.stderr.buffer).__name__)";

    private static Map<String, String> env(String unbuffered) {
        Map<String, String> env = new HashMap<>();
        env.put("PYTHONUNBUFFERED", unbuffered);
        return env;
    }

    @Test
    void buffersUnlessAskedNotTo() {
        assertEquals("BufferedWriter False BufferedWriter\n",
                Launcher.run(List.of("-c", SHOW), env(null)).stdout());
        assertEquals("FileIO True FileIO\n",
                Launcher.run(List.of("-u", "-c", SHOW), env(null)).stdout());
        assertEquals("FileIO True FileIO\n",
                Launcher.run(List.of("-c", SHOW), env("1")).stdout());
        assertEquals("BufferedWriter False BufferedWriter\n",
                Launcher.run(List.of("-E", "-c", SHOW), env("1")).stdout(), "-E ignores it");
    }

    @Test
    void pythonIoEncoding_namesTheStreamsCodecAndHandler() {
        String show = "import sys; print(sys.stdout.encoding, sys.stdout.errors, "
                + "sys.stdin.errors, sys.stderr.encoding, sys.stderr.errors, '\\u20ac')";
        Map<String, String> env = env(null);
        env.put("PYTHONIOENCODING", "latin-1:replace");
        assertEquals("iso8859-1 replace replace iso8859-1 backslashreplace ?\n",
                Launcher.run(List.of("-c", show), env).stdout());
        env.put("PYTHONIOENCODING", "ascii");
        assertEquals(1, Launcher.run(List.of("-c", show), env).status(),
                "an encoding alone is strict: the euro sign cannot be written");
        env.put("PYTHONIOENCODING", ":ignore");
        assertEquals("utf-8 ignore ignore utf-8 backslashreplace \u20ac\n",
                Launcher.run(List.of("-c", show), env).stdout());
        assertEquals("utf-8 surrogateescape surrogateescape utf-8 backslashreplace \u20ac\n",
                Launcher.run(List.of("-E", "-c", show), env).stdout(), "-E ignores it");
        env.put("PYTHONIOENCODING", "xyz");
        Launcher.Result r = Launcher.run(List.of("-c", show), env);
        assertEquals(1, r.status());
        assertEquals("Fatal Python error: init_stdio_encoding: failed to get the Python codec "
                + "name of the stdio encoding\nPython runtime state: core initialized\n"
                + "LookupError: unknown encoding: xyz\n", r.stderr());
    }

    /** Run with stdout on /dev/full: the status and what stderr says. */
    private static String[] toFullDevice(Map<String, String> env, String code)
            throws IOException, InterruptedException {
        File full = new File("/dev/full");
        assumeTrue(full.exists(), "this system has no /dev/full");
        List<String> cmd = Launcher.command(List.of(), List.of("-c", code));
        Path err = Files.createTempFile("spec-err", ".txt");
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(full)
                    .redirectError(err.toFile());
            env.forEach((k, v) -> {
                if (v == null) {
                    pb.environment().remove(k);
                } else {
                    pb.environment().put(k, v);
                }
            });
            Process p = pb.start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new AssertionError("timed out");
            }
            return new String[] {String.valueOf(p.exitValue()),
                Files.readString(err, StandardCharsets.UTF_8)};
        } finally {
            Files.deleteIfExists(err);
        }
    }

    @Test
    void aFullDeviceIsReportedAtExitWithStatus120() throws Exception {
        String[] r = toFullDevice(env(null), "print(1)");
        assertEquals("Exception ignored on flushing sys.stdout:\n"
                + "OSError: [Errno 28] No space left on device\n", r[1]);
        assertEquals("120", r[0]);
    }

    @Test
    void unbufferedWritesFailWhereTheProgramWrites() throws Exception {
        String[] r = toFullDevice(env("1"), "import sys\ntry:\n    sys.stdout.write('1')\n"
                + "except OSError as e:\n    print('caught', e, file=sys.stderr)\n");
        assertEquals("caught [Errno 28] No space left on device\n", r[1]);
        assertEquals("0", r[0]);
    }

    @Test
    void aStdoutTheProgramClosed_isNotFlushedAtExit() {
        // json.tool closes sys.stdout when it is done (a with statement on it)
        Launcher.Result r = Launcher.run(List.of("-c",
                "import sys\nprint('out')\nsys.stdout.close()\n"), env(null));
        assertEquals(0, r.status(), r.stderr());
        assertEquals("out\n", r.stdout());
        assertEquals("", r.stderr());
    }
}
