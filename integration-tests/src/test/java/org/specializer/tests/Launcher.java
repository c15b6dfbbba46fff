package org.specializer.tests;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs Python programs through the packaged launcher, as a user would ({@code java -p
 * bootstrap/target/lib -m org.specializer.bootstrap/...}), capturing output and status.
 */
final class Launcher {
    private Launcher() {}

    /** What a run produced. */
    record Result(int status, String stdout, String stderr) {
        /** The last non-empty line of stderr (what CPython's last traceback line is). */
        String lastErrLine() {
            String[] lines = stderr.strip().split("\n");
            return lines[lines.length - 1];
        }
    }

    static Path projectRoot() {
        Path here = Path.of("").toAbsolutePath();
        return Files.isDirectory(here.resolve("bootstrap")) ? here : here.getParent();
    }

    static Path modulePath() {
        return projectRoot().resolve("bootstrap/target/lib");
    }

    /**
     * The command line of {@code specializer ARGS...}: this JDK's {@code java} with the
     * launcher's module, after {@code jvmOptions}.
     */
    static List<String> command(List<String> jvmOptions, List<String> args) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-XX:+UseSerialGC");
        cmd.add("-XX:TieredStopAtLevel=1");
        cmd.addAll(jvmOptions);
        cmd.add("-p");
        cmd.add(modulePath().toString());
        cmd.add("-m");
        cmd.add("org.specializer.bootstrap/org.specializer.bootstrap.Main");
        cmd.addAll(args);
        return cmd;
    }

    /** {@code specializer ARGS...} with a 2-minute timeout. */
    static Result run(List<String> args) {
        return run(args, java.util.Map.of());
    }

    /**
     * {@code specializer ARGS...} with these changes to the environment (a null value removes
     * the variable), and a 2-minute timeout.
     */
    static Result run(List<String> args, java.util.Map<String, String> env) {
        return run(List.of(), args, env, new byte[0]);
    }

    /** {@code specializer ARGS...} on a JVM started with these extra options (e.g. -Xmx). */
    static Result run(List<String> jvmOptions, List<String> args,
            java.util.Map<String, String> env) {
        return run(jvmOptions, args, env, new byte[0]);
    }

    /**
     * {@code java JVM-OPTIONS ... specializer ARGS...} with these changes to the environment,
     * {@code stdin} as its standard input (null: descriptor 0 closed, as {@code <&-} in a
     * shell), and a 2-minute timeout.
     */
    static Result run(List<String> jvmOptions, List<String> args,
            java.util.Map<String, String> env, byte[] stdin) {
        List<String> cmd = new ArrayList<>();
        if (stdin == null) {
            // the shell closes descriptor 0, then becomes the JVM
            cmd.addAll(List.of("/bin/sh", "-c", "exec \"$@\" <&-", "sh"));
        }
        cmd.addAll(command(jvmOptions, args));
        try {
            Path out = Files.createTempFile("spec-out", ".txt");
            Path err = Files.createTempFile("spec-err", ".txt");
            Path in = Files.createTempFile("spec-in", ".txt");
            try {
                if (stdin != null) {
                    Files.write(in, stdin);
                }
                ProcessBuilder pb = new ProcessBuilder(cmd);
                env.forEach((k, v) -> {
                    if (v == null) {
                        pb.environment().remove(k);
                    } else {
                        pb.environment().put(k, v);
                    }
                });
                Process p = pb.redirectOutput(out.toFile())
                        .redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(
                                in.toFile())).start();
                if (!p.waitFor(120, TimeUnit.SECONDS)) {
                    p.destroyForcibly();
                    throw new AssertionError("timed out: " + args);
                }
                return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                        Files.readString(err, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
                Files.deleteIfExists(in);
            }
        } catch (IOException e) {
            throw new AssertionError("could not run the launcher", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    static Result runFile(Path program, String... extra) {
        List<String> args = new ArrayList<>();
        args.add("run");
        args.add(program.toString());
        args.addAll(List.of(extra));
        return run(args);
    }

    /** {@code specializer run OPTIONS... PROGRAM} (options before the program, as flags). */
    static Result runWith(List<String> options, Path program) {
        List<String> args = new ArrayList<>();
        args.add("run");
        args.addAll(options);
        args.add(program.toString());
        return run(args);
    }

    /** {@code source} written to {@code name} in a fresh temporary folder. */
    static Path writeProgram(String name, String source) {
        try {
            Path file = Files.createTempDirectory("spec-src").resolve(name);
            Files.writeString(file, source, StandardCharsets.UTF_8);
            file.toFile().deleteOnExit();
            file.getParent().toFile().deleteOnExit();
            return file;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** A run and the statistics it wrote. */
    record StatsRun(Result result, Object stats) {
        /** One family's counters ({@code attempts}, {@code hits}, ...). */
        java.util.Map<String, Object> family(String name) {
            return Json.object(stats, "families", name);
        }

        long count(String family, String counter) {
            return Json.number(family(family), counter);
        }
    }

    /**
     * {@code specializer run --stats=json --stats-file F OPTIONS... PROGRAM}: the run, and the
     * statistics it wrote, parsed.
     */
    static StatsRun runWithJsonStats(List<String> options, Path program) {
        try {
            Path stats = Files.createTempFile("spec-stats", ".json");
            try {
                List<String> all = new ArrayList<>(List.of("--stats=json",
                        "--stats-file=" + stats));
                all.addAll(options);
                Result r = runWith(all, program);
                String text = Files.readString(stats, StandardCharsets.UTF_8);
                return new StatsRun(r, text.isEmpty() ? null : Json.parse(text));
            } finally {
                Files.deleteIfExists(stats);
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    /** Write {@code source} to a temporary file and run it. */
    static Result runSource(String name, String source) {
        try {
            Path dir = Files.createTempDirectory("spec-src");
            Path file = dir.resolve(name);
            Files.writeString(file, source, StandardCharsets.UTF_8);
            try {
                return runFile(file);
            } finally {
                Files.deleteIfExists(file);
                Files.deleteIfExists(dir);
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
