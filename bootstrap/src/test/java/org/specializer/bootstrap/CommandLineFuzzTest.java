package org.specializer.bootstrap;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.specializer.core.Interpreter;

/**
 * Random command lines, made of the launcher's options, values good and bad, programs and
 * garbage, read and run in this JVM as {@code main} would (without its exit): none may end in
 * a Java exception or print a Java stack trace, and each ends with a status a user expects
 * (0 to 3: a program's, 1 for a Python error, 2 for a usage error).
 */
class CommandLineFuzzTest {

    private static final int VECTORS = 200;

    @Test
    void randomCommandLines_neverShowAJavaTrace() throws IOException {
        Path dir = Files.createTempDirectory("spec-fuzz");
        Path script = dir.resolve("prog.py");
        Files.writeString(script, "import sys\nprint(len(sys.argv))\n");
        String[] commands = {"run", "dis", "families", "help"};
        String[] options = {
            "-I", "-S", "-E", "-s", "-B", "-P", "-q", "-b", "-bb", "-X", "-Xdev", "-W",
            "-Werror", "--debug", "--no-specialize", "--no-tier2", "--stats", "--stats=json",
            "--stats=xml", "--stats=", "--stats-file", "--stats-file=/nonexistent/s.txt",
            "--stats-file=" + dir, "--warmup", "--warmup=3", "--warmup=-1", "--warmup=abc",
            "--cooldown=99999", "--families", "--families=binary_op", "--families=bogus",
            "--disable=load_attr", "--disable=", "--use", "--use=binary_op=nope",
            "--use=nonsense", "--plugins", "--plugins=/nonexistent", "--plugins=" + dir,
            "--tier2-threshold=-5", "--tier2-threshold=0", "--adaptive", "--help", "-h",
            "--version", "-V", "--", "-", "--bogus", "--bogus=1", "-Z", "-IZ", "-IBc",
        };
        String[] programs = {"-c", "-m", script.toString(), dir.toString(),
            dir.resolve("missing.py").toString()};
        String[] values = {
            "table", "json", "@args", "", "=", "pass", "print(1)", "1/0", "raise SystemExit(3)",
            "import sys; sys.exit(2)", "def", "nonexistent_mod", "3", "x=1",
        };
        String[][] kinds = {commands, options, programs, values};
        Random random = new Random(659);
        PrintStream realOut = System.out;
        PrintStream realErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> failures = new ArrayList<>();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            Interpreter.setStandardStreams(new ByteArrayInputStream(new byte[0]), out, err);
            for (int n = 0; n < VECTORS; n++) {
                String[] args = random.nextBoolean() ? shaped(random, commands, options,
                        programs, values) : shapeless(random, kinds);
                out.reset();
                err.reset();
                int status;
                try {
                    status = Main.execute(args);
                } catch (Throwable e) {
                    failures.add(List.of(args) + " threw " + e);
                    continue;
                }
                System.out.flush();
                System.err.flush();
                String shown = out.toString(StandardCharsets.UTF_8)
                        + err.toString(StandardCharsets.UTF_8);
                if (shown.contains("\tat ") || shown.contains("Exception in thread")
                        || shown.contains("specializer: internal error") || status < 0
                        || status > 3) {
                    failures.add(List.of(args) + " -> " + status + ":\n" + shown);
                }
            }
        } finally {
            System.setOut(realOut);
            System.setErr(realErr);
            Files.deleteIfExists(script);
            Files.deleteIfExists(dir);
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " of " + VECTORS + " command lines failed:\n"
                    + String.join("\n", failures));
        }
    }

    /** Tokens of every kind in any order. */
    private static String[] shapeless(Random random, String[][] kinds) {
        String[] args = new String[1 + random.nextInt(6)];
        for (int i = 0; i < args.length; i++) {
            args[i] = pick(random, kinds[random.nextInt(kinds.length)]);
        }
        return args;
    }

    /** A command line as a user writes one: [command] options... program values... */
    private static String[] shaped(Random random, String[] commands, String[] options,
            String[] programs, String[] values) {
        List<String> args = new ArrayList<>();
        if (random.nextInt(3) > 0) {
            args.add(pick(random, commands));
        }
        for (int n = random.nextInt(3); n > 0; n--) {
            args.add(pick(random, options));
        }
        args.add(pick(random, programs));
        for (int n = random.nextInt(3); n > 0; n--) {
            args.add(pick(random, values));
        }
        return args.toArray(new String[0]);
    }

    private static String pick(Random random, String[] from) {
        return from[random.nextInt(from.length)];
    }

    @Test
    void plainCommandLines_takeTheFastPath() {
        assertTrue(Main.runPlainApplies(new String[] {"prog.py", "-x"}));
        assertTrue(Main.runPlainApplies(new String[] {"run", "prog.py"}));
        assertTrue(Main.runPlainApplies(new String[] {"-c", "print(1)", "-x"}));
        assertTrue(Main.runPlainApplies(new String[] {"run", "-c", "print(1)"}));
        assertFalse(Main.runPlainApplies(new String[] {"run", "--stats", "prog.py"}));
        assertFalse(Main.runPlainApplies(new String[] {"--bogus", "prog.py"}));
        assertFalse(Main.runPlainApplies(new String[] {"-c"}));
        assertFalse(Main.runPlainApplies(new String[] {"run"}));
        assertFalse(Main.runPlainApplies(new String[] {"dis", "prog.py"}));
    }
}
