package org.specializer.bootstrap;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Stack;
import java.util.concurrent.Callable;
import org.specializer.api.PyCode;
import org.specializer.core.Interpreter;
import org.specializer.core.PyFlags;
import org.specializer.core.interp.Stats;
import org.specializer.spi.Family;
import org.specializer.spi.Specializer;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code specializer} command: run a Python program like {@code python3} does, with every
 * specializing family on, some, or none.
 *
 * <pre>
 *   specializer run prog.py [args...]     specializer prog.py [args...]
 *   specializer [run] -c 'code' [args...] specializer [run] -m module [args...]
 *   specializer dis [--adaptive] prog.py  specializer families
 *   specializer --help | --version
 * </pre>
 *
 * The program's {@code sys.argv} is the script name followed by what comes after it; options
 * after the script name (or {@code -c CODE}, {@code -m MODULE}) belong to the program. A
 * folder or zip archive as the script runs its {@code __main__} module.
 *
 * <p>Bad command lines are read as {@code python3} reads them: an unknown option is a usage
 * error ("unknown option --bogus", the usage line, status 2), never taken for a script name,
 * and no error shows a Java stack trace (a Java exception escaping the launcher is reported
 * in one line as an internal error, with its trace under {@code --debug}).
 */
@Command(name = "specializer", mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "A Python 3.13 interpreter for the JVM built around PEP 659 specialization.",
        subcommands = {Main.Run.class, Main.Dis.class, Main.Families.class},
        footer = {"", "Examples:", "  specializer run prog.py arg1 arg2",
            "  specializer -c 'print(2 ** 100)'",
            "  specializer run --stats --families=binary_op,load_global prog.py",
            "  specializer run --no-specialize prog.py",
            "  specializer dis --adaptive prog.py"})
public final class Main implements Callable<Integer> {

    /** Options shared by every command that runs Python code. */
    static final class RunOptions {
        @Option(names = "--debug", description = "Show Java stack traces of internal errors.")
        boolean debug;

        @Option(names = "--families", paramLabel = "F,F...", split = ",",
                description = "Specialize only these families (e.g. load_attr,binary_op).")
        List<String> families;

        @Option(names = "--disable", paramLabel = "F,F...", split = ",",
                description = "Switch these families off.")
        List<String> disable = new ArrayList<>();

        @Option(names = "--no-specialize", description = "Run every instruction generic.")
        boolean noSpecialize;

        @Option(names = "--use", paramLabel = "FAMILY=MODULE[@WHERE]",
                description = "Pick the provider of a family: by module name, and where two "
                        + "share it, by WHERE: 'bundled' or a plugin folder (or jar).")
        List<String> use = new ArrayList<>();

        @Option(names = "--plugins", paramLabel = "DIR",
                description = "A folder of family jars to load (repeatable).")
        List<Path> plugins = new ArrayList<>();

        @Option(names = "--warmup", paramLabel = "N",
                description = "Executions before a site first specializes (default 1, "
                        + "CPython's).")
        Integer warmup;

        @Option(names = "--cooldown", paramLabel = "N",
                description = "Misses before a specialized site is reconsidered (default 52).")
        Integer cooldown;

        @Option(names = "--no-tier2",
                description = "Do not compile hot code to JVM classes (tier 2): run it all in "
                        + "the specializing interpreter. Implied by --stats.")
        boolean noTier2;

        @Option(names = "--tier2-threshold", paramLabel = "N",
                description = "Calls plus loop iterations before tier 2 compiles a code object "
                        + "(default 50, 1000 for the standard library's code; given, N for "
                        + "all code; 0 compiles at the first call).")
        Integer tier2Threshold;

        @Option(names = "--stats", arity = "0..1", paramLabel = "table|json",
                preprocessor = StatsFormat.class,
                description = "Print specialization statistics (--stats or --stats=json).")
        String stats;

        @Option(names = "--stats-file", paramLabel = "FILE",
                description = "Write the statistics to FILE instead of stderr (when it cannot "
                        + "be written: a one-line message after the program's output, and "
                        + "status 2 if the program succeeded).")
        Path statsFile;

        /** The interpreter options these flags select. */
        Interpreter.Options toOptions(Collection<Specializer> extra) {
            if (stats != null) {
                if (!stats.equals("table") && !stats.equals("json")) {
                    throw new Discovery.SelectionException("--stats takes 'table' or 'json', not '"
                            + stats + "'");
                }
                // read once, when the interpreter's statistics class initializes
                System.setProperty("specializer.stats", "true");
            }
            check(warmup, "--warmup");
            check(cooldown, "--cooldown");
            List<Discovery.Found> found = new ArrayList<>(Discovery.discover(plugins));
            for (Specializer s : extra) {
                found.add(Discovery.given(s));
            }
            Map<Family, Discovery.Found> chosen = Discovery.select(found, choice());
            Interpreter.Options o = new Interpreter.Options();
            o.debug = debug;
            o.warmup = warmup;
            o.cooldown = cooldown;
            // statistics count the specializing interpreter's work: tier 2 stays off unless
            // a threshold asks for it
            o.tier2 = !noTier2 && (stats == null || tier2Threshold != null);
            if (tier2Threshold != null && tier2Threshold < 0) {
                throw new Discovery.SelectionException("--tier2-threshold must be >= 0");
            }
            o.tier2Threshold = tier2Threshold;
            List<Specializer> list = new ArrayList<>();
            for (Discovery.Found f : chosen.values()) {
                list.add(f.specializer());
            }
            o.specializers = list;
            return o;
        }

        private static void check(Integer v, String flag) {
            if (v != null && (v < 0 || v > 4095)) {
                throw new Discovery.SelectionException(flag + " must be between 0 and 4095");
            }
        }

        Discovery.Choice choice() {
            return new Discovery.Choice(
                    families == null ? null : Discovery.parseFamilies(String.join(",", families)),
                    Discovery.parseFamilies(String.join(",", disable)),
                    Discovery.parseUse(use), noSpecialize);
        }

        /**
         * Print the statistics if asked, after a run that ended with {@code status}; the
         * status to exit with: the program's, or 2 when it succeeded and the statistics could
         * not be written.
         */
        int report(int status) {
            if (stats == null || !Stats.ENABLED) {
                return status;
            }
            Stats.Snapshot snap = Stats.snapshot();
            String text = stats.equals("json") ? StatsReport.json(snap) : StatsReport.table(snap);
            if (statsFile != null) {
                try {
                    Files.writeString(statsFile, text, StandardCharsets.UTF_8);
                } catch (IOException e) {
                    System.err.println("specializer: cannot write statistics to " + statsFile
                            + ": " + Interpreter.osErrorText(e));
                    return status != 0 ? status : 2;
                }
            } else {
                System.err.print(text);
                System.err.flush();
            }
            return status;
        }
    }

    @Option(names = "-c", paramLabel = "CODE",
            description = "Run the program given as a string (like python3 -c).")
    String command;

    @Option(names = "-m", paramLabel = "MODULE",
            description = "Run a library module as a script (like python3 -m).")
    String module;

    /** CPython's interpreter flags that change what a program sees (see PyFlags). */
    static final class PythonFlags {
        @Option(names = "-E", description = "Ignore PYTHON* environment variables.")
        void ignoreEnvironment(boolean[] flags) {  // each flag may be repeated, as python3's
            PyFlags.ignoreEnvironment = flags.length > 0;
        }

        @Option(names = "-I", description = "Isolate from the environment (implies -E -P -s).")
        void isolated(boolean[] flags) {
            PyFlags.isolated = flags.length > 0;
        }

        @Option(names = "-s", description = "No user site directory.")
        void noUserSite(boolean[] flags) {
            PyFlags.noUserSite = flags.length > 0;
        }

        @Option(names = "-S", description = "No 'import site' at start-up.")
        void noSite(boolean[] flags) {
            PyFlags.noSite = flags.length > 0;
        }

        @Option(names = "-B", description = "Do not write .pyc files.")
        void dontWriteBytecode(boolean[] flags) {
            PyFlags.dontWriteBytecode = flags.length > 0;
        }

        @Option(names = "-P", description = "Do not prepend the script's folder to sys.path.")
        void safePath(boolean[] flags) {
            PyFlags.safePath = flags.length > 0;
        }

        @Option(names = "-u", description = "Unbuffered standard output and error.")
        void unbuffered(boolean[] flags) {
            PyFlags.unbuffered = flags.length > 0;
        }

        @Option(names = "-q", description = "Quiet (no version banner).")
        void quiet(boolean[] flags) {
            PyFlags.quiet = flags.length > 0;
        }

        @Option(names = "-O", description = "Leave out assert statements and __debug__ code "
                + "(-OO: docstrings too).")
        void optimize(boolean[] v) {
            PyFlags.optimize = v.length;
        }

        @Option(names = "-v", description = "Verbose: imports say what they do (-vv: more).")
        void verbose(boolean[] v) {
            PyFlags.verbose = v.length;
        }

        @Option(names = "-i", description = "Inspect interactively after running the program "
                + "(the prompt; also with no program).")
        void inspect(boolean[] flags) {
            PyFlags.inspect = flags.length > 0;
            PyFlags.interactive = flags.length > 0;
        }

        @Option(names = "-x", description = "Skip the script's first line (a non-Unix #! line).")
        void skipFirstLine(boolean[] flags) {
            PyFlags.skipFirstLine = flags.length > 0;
        }

        @Option(names = "-d", description = "Debug flag (sys.flags.debug).")
        void debug(boolean[] v) {
            PyFlags.debug = v.length;
        }

        @Option(names = "-R", description = "Hash randomization, also when PYTHONHASHSEED "
                + "sets a seed.")
        void hashRandomization(boolean[] flags) {
            // read before the command line is parsed (execute), by the str hash's key
        }

        @Option(names = "-b", description = "Warn about str(bytes) (-bb: error).")
        void bytesWarning(boolean[] v) {
            PyFlags.bytesWarning = Math.min(2, v.length);
        }

        @Option(names = "-X", paramLabel = "OPT[=VALUE]",
                description = "Implementation option, in sys._xoptions.")
        void xoption(List<String> opts) {
            for (String o : opts) {
                int eq = o.indexOf('=');
                PyFlags.XOPTIONS.put(eq < 0 ? o : o.substring(0, eq),
                        eq < 0 ? null : o.substring(eq + 1));
            }
        }

        @Option(names = "-W", paramLabel = "ARG", description = "Warning control.")
        void warnoption(List<String> opts) {
            PyFlags.WARNOPTIONS.addAll(opts);
        }
    }

    @Mixin
    PythonFlags pythonFlags = new PythonFlags();

    @Mixin
    RunOptions run = new RunOptions();

    @Parameters(arity = "0..*", paramLabel = "SCRIPT [ARG...]",
            description = "The program to run and its arguments.")
    List<String> rest = new ArrayList<>();

    /** Specializers handed in directly (tests, embedders), added to those discovered. */
    static final List<Specializer> EXTRA = new ArrayList<>();

    @Override
    public Integer call() {
        return runProgram(command, module, rest, run, "specializer");
    }

    /**
     * {@code -c CODE}, {@code -m MODULE} or {@code SCRIPT}, with the arguments that follow,
     * then the statistics if asked; the exit status.
     */
    static int runProgram(String command, String module, List<String> rest, RunOptions run,
            String name) {
        String stdin = command == null && module == null && rest.isEmpty() ? stdinKind() : null;
        Interpreter.Options options = run.toOptions(EXTRA);
        if ("terminal".equals(stdin) || stdin != null && PyFlags.inspect) {
            // no program: the prompt, as python3 at a terminal or python3 -i
            return run.report(Interpreter.runInteractive(options));
        }
        if ("closed".equals(stdin)) {
            return run.report(Interpreter.runCommand("", List.of(), options));  // nothing to run
        }
        if (stdin != null) {
            // as python3 < prog.py: the program is standard input, sys.argv == ['']
            return run.report(Interpreter.runStdin("", List.of(), options));
        }
        int status;
        if (command != null) {
            status = Interpreter.runCommand(command, rest, options);
        } else if (module != null) {
            status = Interpreter.runModule(module, rest, options);
        } else {
            status = runScript(rest, options);
        }
        return run.report(status);
    }

    /**
     * What standard input is: "terminal" (where python3 would start its prompt), "closed", or
     * "other" (a file or a pipe, which python3 runs as the program).
     */
    static String stdinKind() {
        if (org.specializer.core.modules.StdStreams.installed()) {
            return "other";  // streams given by an embedder or a test: read from them
        }
        if (org.specializer.core.modules.StdStreams.stdinClosedAtStart()) {
            return "closed";  // the JVM may have opened a file of its own at descriptor 0
        }
        if (!java.nio.file.Files.isDirectory(Path.of("/proc/self/fd"))) {
            return System.console() != null ? "terminal" : "other";  // no /proc: the JDK's guess
        }
        return org.specializer.core.modules.StdStreams.isTerminal(0) ? "terminal" : "other";
    }

    static int runScript(List<String> scriptAndArgs, Interpreter.Options options) {
        if (scriptAndArgs.get(0).equals("-")) {
            return Interpreter.runStdin(scriptAndArgs.subList(1, scriptAndArgs.size()), options);
        }
        Path script = Path.of(scriptAndArgs.get(0));
        return Interpreter.runFile(script, scriptAndArgs.subList(1, scriptAndArgs.size()),
                options);
    }

    /** {@code specializer run [-c CODE | -m MODULE | SCRIPT] [ARG...]}. */
    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Run a Python program: a script, -c CODE or -m MODULE.")
    static final class Run implements Callable<Integer> {
        @Mixin
        RunOptions run = new RunOptions();

        @Mixin
        PythonFlags pythonFlags = new PythonFlags();

        @Option(names = "-c", paramLabel = "CODE",
                description = "Run the program given as a string (like python3 -c).")
        String command;

        @Option(names = "-m", paramLabel = "MODULE",
                description = "Run a library module as a script (like python3 -m).")
        String module;

        @Parameters(arity = "0..*", paramLabel = "SCRIPT [ARG...]",
                description = "The program to run and its arguments.")
        List<String> rest = new ArrayList<>();

        @Override
        public Integer call() {
            return runProgram(command, module, rest, run, "specializer run");
        }
    }

    /** {@code specializer dis SCRIPT}: the bytecode of a program, or as it is after a run. */
    @Command(name = "dis", mixinStandardHelpOptions = true,
            description = "Show the bytecode of a program. With --adaptive, run it first and "
                    + "show every code object as specialization left it, caches included.")
    static final class Dis implements Callable<Integer> {
        @Option(names = "--adaptive", description = "Run the program, then disassemble.")
        boolean adaptive;

        @Mixin
        RunOptions run = new RunOptions();

        @Mixin
        PythonFlags pythonFlags = new PythonFlags();

        @Parameters(arity = "1..*", paramLabel = "SCRIPT [ARG...]",
                description = "The program (and its arguments, with --adaptive).")
        List<String> rest = new ArrayList<>();

        @Override
        public Integer call() {
            if (!adaptive) {
                return Interpreter.disassembleFile(Path.of(rest.get(0)));
            }
            Interpreter.Options options = run.toOptions(EXTRA);
            options.recordCode = true;
            int status = runScript(rest, options);
            StringBuilder sb = new StringBuilder();
            for (PyCode code : Interpreter.codeObjects()) {
                sb.append(Interpreter.disassembleAdaptive(code)).append('\n');
            }
            System.out.print(sb);
            System.out.flush();
            return run.report(status);
        }
    }

    /**
     * {@code specializer families}: every candidate of every family, which one is active, and
     * where it comes from. Status 2, after the listing, when a family is ambiguous.
     */
    @Command(name = "families", mixinStandardHelpOptions = true,
            description = {"List the specializers found: family, module, version, whether it is "
                    + "active, and its location (a plugin's jar, or 'bundled').",
                "active: yes (it runs), no (another candidate replaces it or --use picked "
                    + "another), off (chosen, but the flags switch its family off), clash "
                    + "(ambiguous: pick one with --use)."})
    static final class Families implements Callable<Integer> {
        @Mixin
        RunOptions run = new RunOptions();

        private static final String ROW = "%-16s %-40s %-16s %-7s %s%n";

        @Override
        public Integer call() {
            List<Discovery.Found> found = new ArrayList<>(Discovery.discover(run.plugins));
            for (Specializer s : EXTRA) {
                found.add(Discovery.given(s));
            }
            Map<Family, Discovery.Outcome> outcomes = new EnumMap<>(Family.class);
            for (Discovery.Outcome o : Discovery.outcomes(found, run.choice())) {
                outcomes.put(o.family(), o);
            }
            System.out.printf(ROW, "family", "module", "version", "active", "location");
            List<String> problems = new ArrayList<>();
            for (Family f : Family.values()) {
                Discovery.Outcome o = outcomes.get(f);
                if (o == null) {
                    System.out.printf(ROW, f.folderName(), "-", "-", "no",
                            "no specializer found");
                    continue;
                }
                for (Discovery.Found d : o.candidates()) {
                    String active = o.clashing().contains(d) ? "clash"
                            : d != o.chosen() ? "no" : o.enabled() ? "yes" : "off";
                    System.out.printf(ROW, f.folderName(), d.module(), d.version(), active,
                            d.location());
                }
                if (o.problem() != null) {
                    problems.add(o.problem());
                }
            }
            System.out.flush();
            for (String p : problems) {
                System.err.println("specializer: " + p);
            }
            return problems.isEmpty() ? 0 : 2;
        }
    }

    /**
     * {@code --stats} takes a value only when it is one of the formats, so that
     * {@code --stats prog.py} runs prog.py with a table; a value attached with {@code =} must
     * be one ({@code --stats=xml} is a usage error).
     */
    static final class StatsFormat implements CommandLine.IParameterPreprocessor {
        @Override
        public boolean preprocess(Stack<String> args, CommandSpec commandSpec,
                CommandLine.Model.ArgSpec argSpec, Map<String, Object> info) {
            String value = "table";
            // picocli gives the separator it split at: " " between two arguments
            if (info.get("separator") instanceof String sep && !sep.isBlank()) {
                value = args.isEmpty() ? "" : args.pop();
                if (!isFormat(value)) {
                    throw new CommandLine.ParameterException(commandSpec.commandLine(),
                            "--stats takes 'table' or 'json', not '" + value + "'");
                }
            } else if (!args.isEmpty() && isFormat(args.peek())) {
                value = args.pop();
            }
            argSpec.setValue(value);
            return true;
        }

        private static boolean isFormat(String s) {
            return s.equals("table") || s.equals("json");
        }
    }

    /** {@code --version}. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {Interpreter.version()};
        }
    }

    /** Build the command line (also used by tests). */
    static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        cl.setStopAtPositional(true);
        // -m dis, -m help, -c dis: the value of -m or -c, not the launcher's command
        cl.setAllowSubcommandsAsOptionParameters(true);
        // as python3: no @argument files (a program's argument may start with @)
        cl.setExpandAtFiles(false);
        cl.setParameterExceptionHandler(Main::usageError);
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            if (ex instanceof Discovery.SelectionException) {
                System.err.println("specializer: " + ex.getMessage());
                return 2;
            }
            return internalError(ex, debugAsked(parsed));
        });
        return cl;
    }

    /**
     * A command line picocli cannot read: one line saying what is wrong, the usage line and
     * where help is, status 2, as python3 does ("unknown option --bogus").
     */
    static int usageError(CommandLine.ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        String name = cl.getCommandSpec().qualifiedName();
        System.out.flush();
        System.err.println(usageMessage(ex));
        System.err.println("usage: " + name + " " + switch (cl.getCommandSpec().name()) {
            case "dis" -> "[--adaptive] [option] ... file [arg] ...";
            case "families" -> "[option] ...";
            default -> "[option] ... [-c cmd | -m mod | file] [arg] ...";
        });
        System.err.println("Try `" + name + " --help' for more information.");
        System.err.flush();
        return 2;
    }

    /** CPython's words for the usual mistakes (Modules/getopt.c), else picocli's. */
    private static String usageMessage(CommandLine.ParameterException ex) {
        if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                && u.getUnmatched().get(0).startsWith("-")
                && u.getUnmatched().get(0).length() > 1) {
            String arg = u.getUnmatched().get(0);
            if (arg.startsWith("--")) {
                return "unknown option " + arg;
            }
            CommandSpec spec = u.getCommandLine().getCommandSpec();
            for (int k = 1; k < arg.length(); k++) {
                OptionSpec o = spec.findOption(arg.charAt(k));
                if (o == null) {
                    return "Unknown option: -" + arg.charAt(k);
                }
                if (o.arity().min() > 0) {
                    break;  // the rest is its value
                }
            }
            return "Unknown option: " + arg;
        }
        if (ex instanceof CommandLine.MissingParameterException m && !m.getMissing().isEmpty()
                && m.getMissing().get(0) instanceof OptionSpec o) {
            return "Argument expected for the " + o.longestName() + " option";
        }
        return ex.getMessage();
    }

    /** Whether {@code --debug} is among the options read. */
    private static boolean debugAsked(CommandLine.ParseResult parsed) {
        for (CommandLine.ParseResult p = parsed; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }

    /**
     * A Java exception escaping the launcher is a bug: one line, status 1, and the Java stack
     * trace only under {@code --debug}, as for the interpreter's own internal errors.
     */
    private static int internalError(Throwable e, boolean debug) {
        System.out.flush();
        System.err.println("specializer: internal error: " + e
                + (debug ? "" : " (run with --debug for the Java stack trace)"));
        if (debug) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            System.err.print(trace);
        }
        System.err.flush();
        return 1;
    }

    public static void main(String[] args) {
        int status = execute(RawArguments.of(args));
        if (status == 130 && org.specializer.core.Interpreter.endedByKeyboardInterrupt()) {
            dieBySigint();
        }
        System.exit(status);
    }

    /**
     * End the process by SIGINT, as CPython's {@code exit_sigint} does after an uncaught
     * KeyboardInterrupt: a shell sees status 130 and stops a script running it, a parent's
     * {@code waitpid} sees the signal ({@code returncode} -2). Where the JVM keeps SIGINT
     * ({@code -Xrs}) this returns, and the status is 130.
     */
    private static void dieBySigint() {
        System.out.flush();
        System.err.flush();
        org.specializer.core.Interpreter.endBySignal("INT", 2);
    }

    /** The launcher's long options that take the next argument as their value. */
    private static final java.util.Set<String> VALUE_OPTIONS = java.util.Set.of("--families",
            "--disable", "--use", "--plugins", "--warmup", "--cooldown", "--tier2-threshold",
            "--stats-file");

    /**
     * Whether the interpreter's options, before the program, include {@code -E} or {@code -I}
     * (alone or in a cluster such as {@code -IEPs}).
     */
    static boolean ignoresEnvironment(String[] args) {
        return hasFlag(args, "EI");
    }

    /**
     * Whether the interpreter's options, before the program, include one of the one-letter
     * flags {@code letters} (alone or in a cluster).
     */
    static boolean hasFlag(String[] args, String letters) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("run") && i == 0) {
                continue;
            }
            if (a.equals("-c") || a.equals("-m") || a.equals("-") || a.equals("--")
                    || !a.startsWith("-")) {
                return false;  // the program and its arguments follow
            }
            if (a.startsWith("--")) {
                if (VALUE_OPTIONS.contains(a)) {
                    i++;
                }
                continue;
            }
            for (int k = 1; k < a.length(); k++) {
                char c = a.charAt(k);
                if (letters.indexOf(c) >= 0) {
                    return true;
                }
                if (c == 'c' || c == 'm') {
                    return false;
                }
                if (c == 'X' || c == 'W') {
                    if (k == a.length() - 1) {
                        i++;  // the value is the next argument
                    }
                    break;  // the rest of this one is the value
                }
            }
        }
        return false;
    }

    /** Read the command line and do what it says, as {@link #main} does: the exit status. */
    static int execute(String[] args) {
        org.specializer.core.Interpreter.setOriginalArguments(args);
        if (ignoresEnvironment(args)) {
            // read by the str hash's key, which may be made before the options are parsed
            System.setProperty("specializer.ignoreEnvironment", "true");
        }
        if (hasFlag(args, "R")) {
            // -R: a random key even when PYTHONHASHSEED names a seed (CPython's
            // use_hash_seed = 0)
            System.setProperty("specializer.hashRandomization", "true");
        }
        try {
            String version = versionAsked(args);
            if (version != null) {
                System.out.println(version);
                return 0;
            }
            Integer quick = runPlain(args);
            if (quick != null) {
                return quick;
            }
            CommandLine cl = commandLine();
            return cl.execute(endOptionsAfterProgram(cl.getCommandSpec(), args));
        } catch (RuntimeException e) {
            return internalError(e, List.of(args).contains("--debug"));
        }
    }

    /**
     * The plain command lines, {@code [run] [FLAGS] SCRIPT [ARG...]} and
     * {@code [run] [FLAGS] -c CODE [ARG...]}, where the flags are CPython's that take no value
     * ({@code -u}, {@code -B}, {@code -OO}, {@code -IS}, ...) and {@code -X}, {@code -W} with
     * theirs, run without building the picocli
     * model: that takes longer than the JVM's own start (120 ms more for {@code -u -c pass}).
     * Null for any other command line, which picocli parses; the run is the one picocli would
     * make of it, the flags applied by the same {@link PythonFlags} methods.
     */
    static Integer runPlain(String[] args) {
        PlainLine plain = plainLine(args);
        if (plain == null) {
            return null;
        }
        int first = plain.start();
        PythonFlags flags = new PythonFlags();
        applyFlags(flags, plain.counts());
        if (!plain.xoptions().isEmpty()) {
            flags.xoption(plain.xoptions());
        }
        if (!plain.warnoptions().isEmpty()) {
            flags.warnoption(plain.warnoptions());
        }
        boolean command = args[first].equals("-c");
        List<String> tail = List.of(args).subList(command ? first + 2 : first, args.length);
        try {
            Interpreter.Options options = new RunOptions().toOptions(EXTRA);
            return command ? Interpreter.runCommand(args[first + 1], new ArrayList<>(tail),
                    options) : runScript(tail, options);
        } catch (Discovery.SelectionException e) {
            System.err.println("specializer: " + e.getMessage());
            return 2;
        }
    }

    /** CPython's flags without a value that a plain command line may carry, in clusters. */
    private static final String PLAIN_FLAGS = "EIsSBPuqOvxdbR";

    /** Each flag of {@link #PLAIN_FLAGS} given {@code counts[k]} times, as picocli gives it. */
    private static void applyFlags(PythonFlags f, int[] counts) {
        for (int k = 0; k < counts.length; k++) {
            if (counts[k] == 0) {
                continue;
            }
            boolean[] v = new boolean[counts[k]];
            switch (PLAIN_FLAGS.charAt(k)) {
                case 'E' -> f.ignoreEnvironment(v);
                case 'I' -> f.isolated(v);
                case 's' -> f.noUserSite(v);
                case 'S' -> f.noSite(v);
                case 'B' -> f.dontWriteBytecode(v);
                case 'P' -> f.safePath(v);
                case 'u' -> f.unbuffered(v);
                case 'q' -> f.quiet(v);
                case 'O' -> f.optimize(v);
                case 'v' -> f.verbose(v);
                case 'x' -> f.skipFirstLine(v);
                case 'd' -> f.debug(v);
                case 'b' -> f.bytesWarning(v);
                default -> f.hashRandomization(v);
            }
        }
    }

    /**
     * The version line when the command line only asks for it, as {@code python3 -V},
     * {@code --version} or {@code -VV} (twice: the JVM's too, as CPython's build details),
     * without building the picocli model, which took longer than the answer (a quarter of a
     * second against the start of a program); null for any other command line.
     */
    static String versionAsked(String[] args) {
        int v = 0;
        for (String a : args) {
            if (a.equals("-V") || a.equals("--version")) {
                v++;
            } else if (a.equals("-VV")) {
                v += 2;
            } else {
                return null;
            }
        }
        if (v == 0) {
            return null;
        }
        String line = Interpreter.version();
        return v == 1 ? line : line + " [" + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.vm.version") + "]";
    }

    /** Whether {@code args} is one of the plain command lines {@link #runPlain} runs. */
    static boolean runPlainApplies(String[] args) {
        return plainLine(args) != null;
    }

    /**
     * A plain command line read: where its program starts (its script, or {@code -c}), how
     * often each of {@link #PLAIN_FLAGS} was given, and the values of {@code -X} and
     * {@code -W} in order.
     */
    record PlainLine(int start, int[] counts, List<String> xoptions, List<String> warnoptions) {}

    /**
     * {@code args} as a plain command line: {@code run}, then clusters of {@link #PLAIN_FLAGS}
     * that may end in {@code X} or {@code W} with the value the rest of the argument or the
     * next one ({@code -uXdev}, {@code -W ignore}), as CPython's getopt reads them; null for
     * any other command line.
     */
    static PlainLine plainLine(String[] args) {
        int i = args.length > 0 && args[0].equals("run") ? 1 : 0;
        int[] counts = new int[PLAIN_FLAGS.length()];
        List<String> x = new ArrayList<>();
        List<String> w = new ArrayList<>();
        for (; i < args.length; i++) {
            String a = args[i];
            if (a.length() < 2 || a.charAt(0) != '-' || a.equals("-c") || a.startsWith("--")) {
                break;
            }
            for (int k = 1; k < a.length(); k++) {
                char c = a.charAt(k);
                int flag = PLAIN_FLAGS.indexOf(c);
                if (flag >= 0) {
                    counts[flag]++;
                    continue;
                }
                if (c != 'X' && c != 'W') {
                    return null;
                }
                String value;
                if (k + 1 < a.length()) {
                    value = a.substring(k + 1);
                } else if (i + 1 < args.length) {
                    value = args[++i];
                } else {
                    return null;
                }
                (c == 'X' ? x : w).add(value);
                break;
            }
        }
        if (args.length <= i) {
            return null;
        }
        boolean plain = args[i].equals("-c")
                ? args.length >= i + 2 && !args[i + 1].startsWith("-")
                : !args[i].startsWith("-") && !(i == 0 && isSubcommand(args[0]));
        return plain ? new PlainLine(i, counts, x, w) : null;
    }

    private static boolean isSubcommand(String arg) {
        return arg.equals("dis") || arg.equals("families") || arg.equals("help");
    }

    /**
     * As CPython's: what follows {@code -c CODE} or {@code -m MODULE} is the program's
     * ({@code -m json.tool --help} asks json.tool for help), so an end of options is put after
     * them, at the top level or after {@code run}. Scanning stops at the first argument that
     * is not an option (a script, a command other than {@code run}). Which options take a
     * value, and which short flags cluster ({@code -IBc}), is read from the command's own
     * model (an option's arity).
     */
    static String[] endOptionsAfterProgram(CommandSpec top, String[] args) {
        CommandSpec spec = top;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (spec == top && a.equals("run") && top.subcommands().containsKey("run")) {
                spec = top.subcommands().get("run").getCommandSpec();
                continue;
            }
            if (a.equals("--") || !a.startsWith("-") || a.length() < 2) {
                return args;
            }
            OptionSpec whole = spec.findOption(a);
            if (whole != null && whole.arity().min() > 0) {
                if (a.equals("-c") || a.equals("-m")) {
                    return endAfter(args, i + 1);
                }
                i++;  // the option's value
                continue;
            }
            if (a.startsWith("--")) {
                continue;
            }
            // a cluster of single-letter options, as CPython's getopt reads one: flags, then
            // perhaps one that takes a value, the rest of the argument or else the next one
            // ({@code -IBc CODE}, {@code -mjson.tool}, {@code -Wdefault})
            for (int k = 1; k < a.length(); k++) {
                OptionSpec o = spec.findOption(a.charAt(k));
                if (o == null) {
                    return args;  // picocli reports it
                }
                if (o.arity().min() == 0) {
                    continue;
                }
                boolean attached = k + 1 < a.length();
                char c = a.charAt(k);
                if (c == 'c' || c == 'm') {
                    return endAfter(args, attached ? i : i + 1);
                }
                if (!attached) {
                    i++;  // the option's value
                }
                break;
            }
        }
        return args;
    }

    /** {@code args} with {@code --} after the value at {@code valueAt}. */
    private static String[] endAfter(String[] args, int valueAt) {
        if (valueAt >= args.length) {
            return args;
        }
        List<String> out = new ArrayList<>(List.of(args).subList(0, valueAt + 1));
        out.add("--");
        out.addAll(List.of(args).subList(valueAt + 1, args.length));
        return out.toArray(new String[0]);
    }
}
