package org.specializer.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad command lines and bad input, through the launcher as a user runs it: each gives a
 * message of its own (CPython's where CPython has the case) and CPython's exit status (2 for
 * a usage error or a file that cannot be opened, 1 for a Python error), never a Java stack
 * trace.
 */
class LauncherBadInputTest {

    private static final String USAGE = "usage: specializer [option] ... "
            + "[-c cmd | -m mod | file] [arg] ...\n"
            + "Try `specializer --help' for more information.\n";
    private static final String RUN_USAGE = "usage: specializer run [option] ... "
            + "[-c cmd | -m mod | file] [arg] ...\n"
            + "Try `specializer run --help' for more information.\n";
    private static final String LIMIT = "ValueError: Exceeds the limit (4300 digits) for "
            + "integer string conversion; use sys.set_int_max_str_digits() to increase the limit";

    private static Path tmp;

    /** A case: the command line and what must come of it. */
    record Case(String name, List<String> jvm, List<String> args, Map<String, String> env,
            byte[] stdin, int status, String stdout, String stderr, boolean lastLineOnly) {
        @Override
        public String toString() {
            return name;
        }

        /** Same command line with the JVM options given (system properties). */
        Case withJvm(String... options) {
            return new Case(name, List.of(options), args, env, stdin, status, stdout, stderr,
                    lastLineOnly);
        }

        Case withEnv(String key, String value) {
            return new Case(name, jvm, args, Map.of(key, value), stdin, status, stdout, stderr,
                    lastLineOnly);
        }

        /** Standard input: these bytes, or null for descriptor 0 closed. */
        Case withStdin(byte[] bytes) {
            return new Case(name, jvm, args, env, bytes, status, stdout, stderr, lastLineOnly);
        }

        /** Only the last line of stderr is checked (a traceback's). */
        Case lastLine() {
            return new Case(name, jvm, args, env, stdin, status, stdout, stderr, true);
        }
    }

    /** {@code args} must end with {@code status}, this stdout (null: any) and stderr. */
    private static Case c(String name, int status, String stdout, String stderr,
            String... args) {
        return new Case(name, List.of(), List.of(args), Map.of(), new byte[0], status, stdout,
                stderr, false);
    }

    @BeforeAll
    static void files() throws IOException {
        tmp = Files.createTempDirectory("spec-bad");
        Path withMain = Files.createDirectory(tmp.resolve("withmain"));
        Files.writeString(withMain.resolve("__main__.py"),
                "import sys\nprint(__file__)\nprint(sys.path[0])\nprint(sys.argv)\n");
        Files.createDirectory(tmp.resolve("nomain"));
        Files.writeString(tmp.resolve("argv.py"), "import sys\nprint(sys.argv)\n");
        try (ZipOutputStream zip = new ZipOutputStream(
                Files.newOutputStream(tmp.resolve("app.zip")))) {
            zip.putNextEntry(new ZipEntry("__main__.py"));
            zip.write("import sys\nprint(__file__, sys.argv)\n".getBytes(StandardCharsets.UTF_8));
            zip.closeEntry();
        }
        Path plugins = Files.createDirectory(tmp.resolve("badplug"));
        Files.writeString(plugins.resolve("x.jar"), "not a jar\n");
        Path mods = Files.createDirectory(tmp.resolve("mods"));
        Files.writeString(mods.resolve("hellomod.py"),
                "import sys\nprint('hello', __name__, sys.argv[1:])\n");
    }

    @AfterAll
    static void clean() throws IOException {
        try (Stream<Path> all = Files.walk(tmp)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    static List<Case> cases() {
        String t = tmp.toString();
        String missing = t + "/nonexist.py";
        String cantOpenMissing = "specializer: can't open file '" + missing
                + "': [Errno 2] No such file or directory\n";
        String dir = t + "/withmain";
        List<Case> l = new ArrayList<>();
        // --stats-file that cannot be written: the program's output, one line, status 2
        l.add(c("stats file in a missing folder", 2, "1\n",
                "specializer: cannot write statistics to /nonexistent/dir/s.txt: [Errno 2] No "
                        + "such file or directory\n",
                "run", "--stats", "--stats-file=/nonexistent/dir/s.txt", "-c", "print(1)"));
        l.add(c("json stats file that is a folder", 2, "1\n",
                "specializer: cannot write statistics to " + t + ": [Errno 21] Is a "
                        + "directory\n",
                "run", "--stats=json", "--stats-file=" + t, "-c", "print(1)"));
        l.add(c("stats file and a failing program: the program's status", 1, "1\n",
                "specializer: cannot write statistics to /nonexistent/s.json: [Errno 2] No "
                        + "such file or directory\n",
                "--stats=json", "--stats-file=/nonexistent/s.json", "-c",
                "print(1); raise SystemExit(1)"));
        // dis of a file that cannot be read
        l.add(c("dis of a missing file", 2, "", cantOpenMissing, "dis", missing));
        l.add(c("dis of a folder", 2, "", "specializer: can't open file '" + t
                + "': [Errno 21] Is a directory\n", "dis", t));
        l.add(c("dis --adaptive of a missing file", 2, "", cantOpenMissing, "dis",
                "--adaptive", missing));
        l.add(c("run of a missing file", 2, "", cantOpenMissing, "run", missing));
        l.add(c("a missing file", 2, "", cantOpenMissing, missing));
        // unknown options are usage errors, as python3's
        l.add(c("unknown long option", 2, "", "unknown option --bogus\n" + USAGE, "--bogus",
                "x.py"));
        l.add(c("unknown long option after run", 2, "", "unknown option --bogus\n" + RUN_USAGE,
                "run", "--bogus", "x.py"));
        l.add(c("unknown long option with a value", 2, "", "unknown option --bogus=3\n"
                + USAGE, "--bogus=3", "-c", "print(1)"));
        l.add(c("unknown short option", 2, "", "Unknown option: -Z\n" + USAGE, "-Z"));
        l.add(c("unknown short option in a cluster", 2, "", "Unknown option: -Z\n" + USAGE,
                "-IZ", "x.py"));
        l.add(c("-c without its code", 2, "", "Argument expected for the -c option\n" + USAGE,
                "-c"));
        l.add(c("run -c without its code", 2, "", "Argument expected for the -c option\n"
                + RUN_USAGE, "run", "-c"));
        // no program and standard input not a terminal: python3 runs standard input
        l.add(c("run without a program, standard input a file", 0, "", "", "run"));
        l.add(c("options after the script are the program's", 0, "['" + t
                + "/argv.py', '--bogus']\n", "", "run", t + "/argv.py", "--bogus"));
        // run -c and run -m, as at the top level
        l.add(c("run -c", 0, "2 ['-c', 'a', '-x']\n", "", "run", "-c",
                "import sys; print(2, sys.argv)", "a", "-x"));
        l.add(c("run with an option, then -c", 0, "2\n", "", "run", "--no-tier2", "-c",
                "print(2)"));
        l.add(c("run -m", 0, "hello __main__ ['a', '--b']\n", "", "run", "-m", "hellomod",
                "a", "--b").withEnv("PYTHONPATH", t + "/mods"));
        // --stats=VALUE must be a format
        l.add(c("--stats=xml after run", 2, "", "--stats takes 'table' or 'json', not 'xml'\n"
                + RUN_USAGE, "run", "--stats=xml", "-c", "print(3)"));
        l.add(c("--stats= at the top level", 2, "", "--stats takes 'table' or 'json', not ''\n"
                + USAGE, "--stats=", "-c", "print(3)"));
        // a folder or zip archive with __main__.py runs it, as python3 does
        l.add(c("a folder with __main__.py", 0, dir + "/__main__.py\n" + dir + "\n['" + dir
                + "', 'x']\n", "", dir, "x"));
        l.add(c("a folder with __main__.py under -I", 0, dir + "/__main__.py\n" + dir + "\n['"
                + dir + "']\n", "", "run", "-I", dir));
        l.add(c("a folder without __main__.py", 1, "", "/opt/specializer: can't find "
                + "'__main__' module in '" + t + "/nomain'\n", t + "/nomain")
                .withJvm("-Dspecializer.executable=/opt/specializer"));
        l.add(c("a zip archive with __main__.py", 0, t + "/app.zip/__main__.py ['" + t
                + "/app.zip', 'y']\n", "", t + "/app.zip", "y"));
        // plugins that cannot be read
        l.add(c("a plugin folder with a corrupt jar", 2, "", "specializer: cannot load plugins "
                + "from " + t + "/badplug: Error reading " + t + "/badplug/x.jar\n", "run",
                "--plugins", t + "/badplug", "-c", "print(1)"));
        // the limit on int to decimal text holds for %-formatting too
        l.add(c("'%d' % 10**5000", 1, "", LIMIT, "-c", "'%d' % 10**5000").lastLine());
        l.add(c("'%i' % -10**5000", 1, "", LIMIT, "-c", "'%i' % -10**5000").lastLine());
        l.add(c("b'%u' % 10**5000", 1, "", LIMIT, "-c", "b'%u' % 10**5000").lastLine());
        l.add(c("'%d' within the limit set", 0, "5001\n", "", "-c",
                "import sys; sys.set_int_max_str_digits(5001); print(len('%d' % 10**5000))"));
        // input(): '\r' kept, undecodable bytes as surrogates, no stdin
        l.add(c("input() keeps \\r and escapes bad bytes", 0,
                "'a\\r' '\\udcff\\udcfez' surrogateescape\n", "", "-c",
                "import sys; print(ascii(input()), ascii(input()), sys.stdin.errors)")
                .withStdin(new byte[] {'a', '\r', '\n', (byte) 0xff, (byte) 0xfe, 'z', '\n'}));
        l.add(c("input() with stdin closed", 1, "", "RuntimeError: input(): lost sys.stdin",
                "-c", "input()").withStdin(null).lastLine());
        l.add(c("sys.stdin with stdin closed", 0, "None None\n", "", "-c",
                "import sys; print(sys.stdin, sys.__stdin__)").withStdin(null));
        return l;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void badInput_givesItsMessageAndStatus_neverAJavaTrace(Case c) {
        Launcher.Result r = Launcher.run(c.jvm(), c.args(), c.env(), c.stdin());
        String all = r.stdout() + r.stderr();
        assertFalse(all.contains("\tat ") || all.contains("Exception in thread")
                || all.contains("internal error"), () -> "a Java trace:\n" + all);
        if (c.lastLineOnly()) {
            assertEquals(c.stderr(), r.lastErrLine(), r.stderr());
        } else {
            assertEquals(c.stderr(), r.stderr());
        }
        if (c.stdout() != null) {
            assertEquals(c.stdout(), r.stdout(), r.stderr());
        }
        assertEquals(c.status(), r.status(), r.stderr());
    }
}
