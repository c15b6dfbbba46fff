package org.specializer.bootstrap;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.specializer.api.PyCode;
import org.specializer.core.Interpreter;
import org.specializer.core.PyFlags;
import org.specializer.core.ast.SyntaxErrorException;
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
 *   specializer -c 'code' [args...]       specializer dis prog.py [--adaptive]
 *   specializer families                  specializer --help | --version
 * </pre>
 *
 * The program's {@code sys.argv} is the script name followed by what comes after it; options
 * after the script name belong to the program.
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
                        + "(default 1000; 0 compiles at the first call).")
        Integer tier2Threshold;

        @Option(names = "--stats", arity = "0..1", paramLabel = "table|json",
                parameterConsumer = StatsFormat.class,
                description = "Print specialization statistics (--stats or --stats=json).")
        String stats;

        @Option(names = "--stats-file", paramLabel = "FILE",
                description = "Write the statistics to FILE instead of stderr.")
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

        /** Print the statistics if asked. */
        void report() throws IOException {
            if (stats == null || !Stats.ENABLED) {
                return;
            }
            Stats.Snapshot snap = Stats.snapshot();
            String text = stats.equals("json") ? StatsReport.json(snap) : StatsReport.table(snap);
            if (statsFile != null) {
                Files.writeString(statsFile, text, StandardCharsets.UTF_8);
            } else {
                System.err.print(text);
                System.err.flush();
            }
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
        void ignoreEnvironment(boolean v) {
            PyFlags.ignoreEnvironment = v;
        }

        @Option(names = "-I", description = "Isolate from the environment (implies -E -P -s).")
        void isolated(boolean v) {
            PyFlags.isolated = v;
        }

        @Option(names = "-s", description = "No user site directory.")
        void noUserSite(boolean v) {
            PyFlags.noUserSite = v;
        }

        @Option(names = "-S", description = "No 'import site' at start-up.")
        void noSite(boolean v) {
            PyFlags.noSite = v;
        }

        @Option(names = "-B", description = "Do not write .pyc files.")
        void dontWriteBytecode(boolean v) {
            PyFlags.dontWriteBytecode = v;
        }

        @Option(names = "-P", description = "Do not prepend the script's folder to sys.path.")
        void safePath(boolean v) {
            PyFlags.safePath = v;
        }

        @Option(names = "-u", description = "Unbuffered standard output and error.")
        void unbuffered(boolean v) {
            PyFlags.unbuffered = v;
        }

        @Option(names = "-q", description = "Quiet (no version banner).")
        void quiet(boolean v) {
            PyFlags.quiet = v;
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
    public Integer call() throws IOException {
        Interpreter.Options options = run.toOptions(EXTRA);
        int status;
        if (command != null) {
            status = Interpreter.runCommand(command, rest, options);
        } else if (module != null) {
            status = Interpreter.runModule(module, rest, options);
        } else if (rest.isEmpty()) {
            System.err.println("specializer: no program given (the interactive prompt is not "
                    + "supported); try 'specializer --help'");
            return 2;
        } else {
            status = runScript(rest, options);
        }
        run.report();
        return status;
    }

    static int runScript(List<String> scriptAndArgs, Interpreter.Options options) {
        Path script = Path.of(scriptAndArgs.get(0));
        return Interpreter.runFile(script, scriptAndArgs.subList(1, scriptAndArgs.size()),
                options);
    }

    /** {@code specializer run SCRIPT [ARG...]}. */
    @Command(name = "run", mixinStandardHelpOptions = true,
            description = "Run a Python program.")
    static final class Run implements Callable<Integer> {
        @Mixin
        RunOptions run = new RunOptions();

        @Mixin
        PythonFlags pythonFlags = new PythonFlags();

        @Parameters(arity = "1..*", paramLabel = "SCRIPT [ARG...]",
                description = "The program to run and its arguments.")
        List<String> rest = new ArrayList<>();

        @Override
        public Integer call() throws IOException {
            int status = runScript(rest, run.toOptions(EXTRA));
            run.report();
            return status;
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
        public Integer call() throws IOException {
            Path script = Path.of(rest.get(0));
            if (!adaptive) {
                String source = Files.readString(script, StandardCharsets.UTF_8);
                try {
                    System.out.print(Interpreter.disassemble(source, script.toString()));
                } catch (SyntaxErrorException e) {
                    System.err.print(Interpreter.formatSyntaxError(e));
                    return 1;
                }
                return 0;
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
            run.report();
            return status;
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
     * {@code --stats prog.py} runs prog.py with a table.
     */
    static final class StatsFormat implements CommandLine.IParameterConsumer {
        @Override
        public void consumeParameters(java.util.Stack<String> args,
                CommandLine.Model.ArgSpec argSpec, CommandLine.Model.CommandSpec commandSpec) {
            if (!args.isEmpty() && (args.peek().equals("table") || args.peek().equals("json"))) {
                argSpec.setValue(args.pop());
            } else {
                argSpec.setValue("table");
            }
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
        cl.setUnmatchedOptionsArePositionalParams(true);
        cl.setExecutionExceptionHandler((ex, line, parsed) -> {
            if (ex instanceof Discovery.SelectionException) {
                System.err.println("specializer: " + ex.getMessage());
                return 2;
            }
            throw ex;
        });
        return cl;
    }

    public static void main(String[] args) {
        Integer quick = runPlain(args);
        if (quick == null) {
            CommandLine cl = commandLine();
            quick = cl.execute(endOptionsAfterProgram(cl.getCommandSpec(), args));
        }
        int status = quick;
        System.exit(status);
    }

    /**
     * The plain command lines, {@code [run] SCRIPT [ARG...]} and {@code -c CODE [ARG...]}
     * without options, run without building the picocli model: that takes longer than the
     * JVM's own start. Null for any other command line, which picocli parses; the run is the
     * one picocli would make of it.
     */
    static Integer runPlain(String[] args) {
        for (String a : args) {
            if (a.startsWith("@")) {
                return null;  // picocli's argument files
            }
        }
        int first = args.length > 0 && args[0].equals("run") ? 1 : 0;
        boolean command = first == 0 && args.length >= 2 && args[0].equals("-c");
        int rest = command ? 2 : first;
        if (args.length <= rest - (command ? 1 : 0)
                || command && args[1].startsWith("-")
                || args.length > rest && args[rest].startsWith("-")
                || first == 0 && !command && isSubcommand(args[0])) {
            return null;
        }
        List<String> tail = List.of(args).subList(rest, args.length);
        try {
            Interpreter.Options options = new RunOptions().toOptions(EXTRA);
            return command ? Interpreter.runCommand(args[1], new ArrayList<>(tail), options)
                    : runScript(tail, options);
        } catch (Discovery.SelectionException e) {
            System.err.println("specializer: " + e.getMessage());
            return 2;
        }
    }

    private static boolean isSubcommand(String arg) {
        return arg.equals("dis") || arg.equals("families") || arg.equals("help");
    }

    /**
     * As CPython's: what follows {@code -c CODE} or {@code -m MODULE} is the program's
     * ({@code -m json.tool --help} asks json.tool for help), so an end of options is put after
     * them. Scanning stops at the first argument that is not an option (a script, a command).
     * Which options take a value, and which short flags cluster ({@code -IBc}), is read from
     * the command's own model (an option's arity).
     */
    static String[] endOptionsAfterProgram(CommandSpec spec, String[] args) {
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
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
            if (!a.startsWith("--") && isFlagCluster(spec, a)) {
                return endAfter(args, i + 1);
            }
        }
        return args;
    }

    /** {@code -IBc}: single-letter flags without values, ending in {@code c} or {@code m}. */
    private static boolean isFlagCluster(CommandSpec spec, String a) {
        char last = a.charAt(a.length() - 1);
        if (last != 'c' && last != 'm') {
            return false;
        }
        for (int k = 1; k < a.length() - 1; k++) {
            OptionSpec o = spec.findOption(a.charAt(k));
            if (o == null || o.arity().min() > 0) {
                return false;
            }
        }
        return true;
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
