package org.specializer.bootstrap;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.specializer.core.Interpreter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The {@code specializer} command: run a Python program like {@code python3} does.
 *
 * <pre>
 *   specializer run prog.py [args...]     specializer prog.py [args...]
 *   specializer -c 'code' [args...]       specializer --help | --version
 * </pre>
 *
 * The program's {@code sys.argv} is the script name followed by what comes after it; options
 * after the script name belong to the program.
 */
@Command(name = "specializer", mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "A Python 3.13 interpreter for the JVM built around PEP 659 specialization.",
        subcommands = {Main.Run.class, Main.Dis.class},
        footer = {"", "Examples:", "  specializer run prog.py arg1 arg2",
            "  specializer -c 'print(2 ** 100)'"})
public final class Main implements Callable<Integer> {

    @Option(names = "-c", paramLabel = "CODE",
            description = "Run the program given as a string (like python3 -c).")
    String command;

    @Option(names = "--debug", description = "Show Java stack traces of internal errors.")
    boolean debug;

    @Parameters(arity = "0..*", paramLabel = "SCRIPT [ARG...]",
            description = "The program to run and its arguments.")
    List<String> rest = new ArrayList<>();

    @Override
    public Integer call() {
        Interpreter.Options options = new Interpreter.Options();
        options.debug = debug;
        if (command != null) {
            return Interpreter.runCommand(command, rest, options);
        }
        if (rest.isEmpty()) {
            System.err.println("specializer: no program given (the interactive prompt is not "
                    + "supported); try 'specializer --help'");
            return 2;
        }
        return runScript(rest, options);
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
        @Option(names = "--debug", description = "Show Java stack traces of internal errors.")
        boolean debug;

        @Parameters(arity = "1..*", paramLabel = "SCRIPT [ARG...]",
                description = "The program to run and its arguments.")
        List<String> rest = new ArrayList<>();

        @Override
        public Integer call() {
            Interpreter.Options options = new Interpreter.Options();
            options.debug = debug;
            return runScript(rest, options);
        }
    }

    /** {@code specializer dis SCRIPT}: the bytecode of a program. */
    @Command(name = "dis", mixinStandardHelpOptions = true,
            description = "Show the bytecode of a program.")
    static final class Dis implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "SCRIPT", description = "The program.")
        Path script;

        @Override
        public Integer call() throws java.io.IOException {
            String source = java.nio.file.Files.readString(script);
            try {
                System.out.print(Interpreter.disassemble(source, script.toString()));
            } catch (org.specializer.core.ast.SyntaxErrorException e) {
                System.err.print(Interpreter.formatSyntaxError(e));
                return 1;
            }
            return 0;
        }
    }

    /** {@code --version}. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {Interpreter.version()};
        }
    }

    public static void main(String[] args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setStopAtPositional(true);
        cl.setUnmatchedOptionsArePositionalParams(true);
        System.exit(cl.execute(args));
    }
}
