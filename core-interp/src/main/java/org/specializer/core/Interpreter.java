package org.specializer.core;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.ExceptionMethods;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.interp.Interp;
import org.specializer.core.interp.Runtime;
import org.specializer.core.interp.Tracebacks;
import org.specializer.core.modules.StdStreams;

/**
 * Compiles and runs Python programs: the entry point the launcher and embedders use.
 *
 * <p>A run returns the process exit status CPython would give: 0, the {@code SystemExit} code,
 * 1 for an uncaught exception (after printing its traceback to stderr), 2 when the script
 * cannot be opened. A Java exception escaping the interpreter is a bug: it is reported as one
 * line (with the Java stack trace only when {@link Options#debug} is set) and gives status 1.
 */
public final class Interpreter {
    private Interpreter() {}

    /** Settings for one run. */
    public static final class Options {
        /** Print Java stack traces of internal errors. */
        public boolean debug;
        /** Java stack size of the interpreter thread, in bytes (deep Python recursion). */
        public long stackSize = 1L << 30;
        /** The specializers to use, at most one per family; empty runs everything generic. */
        public java.util.List<org.specializer.spi.Specializer> specializers = java.util.List.of();
        /** Warmup counter value (null: CPython's default, 1). */
        public Integer warmup;
        /** Cooldown counter value (null: CPython's default, 52). */
        public Integer cooldown;
        /** Keep every code object that runs, for {@link #codeObjects()} (disassembly). */
        public boolean recordCode;
        /** Compile hot code to JVM classes (tier 2). */
        public boolean tier2 = true;
        /** Calls plus loop iterations before tier 2 compiles a code object (null: default). */
        public Integer tier2Threshold;
        /** Split every code object whose compiled method would be larger than this many bytes
         *  into regions (null: as {@code -Dspecializer.tier2.split} says, by default only what
         *  exceeds HotSpot's limit); for tests that cross regions everywhere. */
        public Integer tier2Split;
    }

    /** The code objects that ran, in first-run order (when {@link Options#recordCode} was set). */
    public static java.util.List<org.specializer.api.PyCode> codeObjects() {
        return org.specializer.core.interp.Specialization.recordedCode();
    }

    /**
     * Run the script at {@code script} with {@code sys.argv = [script, *args]}. A directory or
     * a zip archive is run as CPython runs one: its {@code __main__} module, found by the
     * import system with the directory (or archive) first on {@code sys.path}.
     */
    public static int runFile(Path script, List<String> args, Options options) {
        if (Files.isDirectory(script)) {
            return runMainImporter(script, args, options);
        }
        String source;
        try {
            byte[] bytes = Files.readAllBytes(script);
            if (isZipArchive(bytes)) {
                return runMainImporter(script, args, options);
            }
            if (isCompiled(script, bytes)) {
                return runCompiled(script, bytes, args, options);
            }
            if (PyFlags.skipFirstLine) {
                // -x: the first line is left out, its newline kept (lines count as before)
                int nl = 0;
                while (nl < bytes.length && bytes[nl] != '\n') {
                    nl++;
                }
                bytes = java.util.Arrays.copyOfRange(bytes, nl, bytes.length);
            }
            source = decodeScript(bytes, script.toAbsolutePath().toString());
        } catch (SyntaxErrorException e) {
            Runtime.init();
            printErr(formatSyntaxError(e));
            return 1;
        } catch (IOException e) {
            System.err.println(cantOpen(script, e));
            return 2;
        }
        // As CPython 3.13: __file__ and the code's filename are the absolute path (not
        // normalized), sys.path[0] the directory of the script with symlinks resolved.
        return run(source, script.toAbsolutePath().toString(), argv(script, args),
                scriptFolder(script), options);
    }

    /** {@code sys.argv} of a script run: the path as given, then its arguments. */
    private static List<String> argv(Path script, List<String> args) {
        List<String> argv = new ArrayList<>();
        argv.add(script.toString());
        argv.addAll(args);
        return argv;
    }

    /** {@code sys.path[0]} of a script run: its folder, symlinks resolved. */
    private static String scriptFolder(Path script) {
        Path real;
        try {
            real = script.toRealPath();
        } catch (IOException e) {
            real = script.toAbsolutePath().normalize();
        }
        Path dir = real.getParent();
        return dir == null ? "" : dir.toString();
    }

    /**
     * Whether the script is a compiled module (what py_compile and compileall write): named
     * {@code .pyc}, or starting with this interpreter's magic number. Compare CPython
     * pythonrun.c: maybe_pyc_file.
     */
    private static boolean isCompiled(Path script, byte[] bytes) {
        byte[] magic = org.specializer.core.marshal.Pyc.magicBytes();
        return script.toString().endsWith(".pyc")
                || (bytes.length >= 2 && bytes[0] == magic[0] && bytes[1] == magic[1]);
    }

    /**
     * {@code python3 FILE.pyc}: the compiled module run as {@code __main__}, as CPython's
     * run_pyc_file does: its magic number must be this interpreter's (else the RuntimeError
     * "Bad magic number in .pyc file"), the 16-byte header is skipped, and {@code __main__}
     * gets the file as {@code __file__}, no {@code __cached__}, and a SourcelessFileLoader.
     */
    private static int runCompiled(Path script, byte[] bytes, List<String> args,
            Options options) {
        String file = script.toAbsolutePath().toString();
        MainBody body = () -> {
            PyModule main = Runtime.newMainModule(file);
            byte[] magic = org.specializer.core.marshal.Pyc.magicBytes();
            if (bytes.length < 16 || !java.util.Arrays.equals(bytes, 0, 4, magic, 0, 4)) {
                throw Py.error(PyExc.RuntimeError,
                        "Bad magic number in .pyc file");
            }
            PyObject code = org.specializer.core.marshal.Marshal.loads(bytes, 16,
                    bytes.length - 16, null);
            if (!(code instanceof org.specializer.api.PyCode)) {
                throw Py.error(PyExc.RuntimeError,
                        "Bad code object in .pyc file");
            }
            PyObject loaders = Runtime.importModule("importlib._bootstrap_external");
            main.dict.setItem(PyStr.intern("__loader__"), Abstract.call(loaders.getAttr(
                    PyStr.intern("SourcelessFileLoader")), PyStr.intern("__main__"),
                    PyStr.of(file)));
            Interp.execOrEval(code, main.dict, main.dict, "exec");
        };
        return run(body, argv(script, args), scriptFolder(script), false, options);
    }

    /** Source text of a script file as PEP 263 says, with the SyntaxError CPython gives. */
    private static String decodeScript(byte[] bytes, String shown) {
        String source = org.specializer.core.compiler.SourceDecoder.decodeFile(bytes, shown);
        SyntaxErrorException nul = org.specializer.core.compiler.SourceDecoder.nulError(source,
                shown);
        if (nul != null) {
            throw nul;
        }
        return source;
    }

    /**
     * {@code python3 DIR} or {@code python3 ARCHIVE.zip}: {@code runpy} runs the
     * {@code __main__} module found there, the path being {@code sys.path[0]} even under
     * {@code -P}; {@code sys.argv[0]} is the path as given. Without a {@code __main__},
     * runpy's message ("can't find '__main__' module in ...") and status 1. Compare CPython
     * main.c: {@code pymain_run_python} with a {@code main_importer_path}.
     */
    private static int runMainImporter(Path script, List<String> args, Options options) {
        List<String> argv = argv(script, args);
        // CPython's _Py_abspath: the current folder joined to a relative path, not normalized
        String given = script.toString();
        String cwd = Path.of("").toAbsolutePath().toString();
        String path0 = script.isAbsolute() ? given
                : given.isEmpty() ? cwd : cwd + java.io.File.separator + given;
        return run(() -> runMainModule("__main__", false), argv, path0, true, options);
    }

    /**
     * Whether {@code bytes} end as a zip archive does: an end of central directory record
     * whose comment runs to the end of the data, where zipimport looks for it (the archive
     * may have a prefix, such as a {@code #!} line).
     */
    static boolean isZipArchive(byte[] bytes) {
        int last = bytes.length - 22;
        for (int at = last; at >= 0 && at >= last - 0xffff; at--) {
            if (bytes[at] == 'P' && bytes[at + 1] == 'K' && bytes[at + 2] == 5
                    && bytes[at + 3] == 6) {
                int comment = (bytes[at + 20] & 0xff) | (bytes[at + 21] & 0xff) << 8;
                return at + 22 + comment == bytes.length;
            }
        }
        return false;
    }

    /** "specializer: can't open file '/abs/path': [Errno 2] No such file or directory". */
    public static String cantOpen(Path script, IOException e) {
        return "specializer: can't open file '" + script.toAbsolutePath() + "': "
                + osErrorText(e);
    }

    /**
     * The {@code [Errno N] strerror} text CPython shows for a failed system call, from the
     * Java exception that reports it (its reason alone when the error number is not known).
     */
    public static String osErrorText(IOException e) {
        String reason;
        if (e instanceof NoSuchFileException) {
            reason = "No such file or directory";
        } else if (e instanceof java.nio.file.AccessDeniedException) {
            reason = "Permission denied";
        } else if (e instanceof java.nio.file.NotDirectoryException) {
            reason = "Not a directory";
        } else if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            reason = f.getReason();
        } else {
            reason = e.getMessage() != null ? e.getMessage() : e.toString();
        }
        int errno = switch (reason) {
            case "Operation not permitted" -> 1;
            case "No such file or directory" -> 2;
            case "Input/output error" -> 5;
            case "Permission denied" -> 13;
            case "File exists" -> 17;
            case "Not a directory" -> 20;
            case "Is a directory" -> 21;
            case "No space left on device" -> 28;
            case "Read-only file system" -> 30;
            case "File name too long" -> 36;
            case "Too many levels of symbolic links" -> 40;
            default -> 0;
        };
        return errno == 0 ? reason : "[Errno " + errno + "] " + reason;
    }

    /**
     * {@code python3 - ARGS...}: the program is standard input, read to its end (decoded as a
     * source file is), named {@code <stdin>}, with {@code sys.argv[0] == '-'} and the current
     * folder first on {@code sys.path}.
     */
    public static int runStdin(List<String> args, Options options) {
        return runStdin("-", args, options);
    }

    /**
     * The program read from standard input, {@code sys.argv[0]} being {@code argv0}: "-" for
     * {@code python -}, "" for a command line with no program and standard input that is not
     * a terminal ({@code python < prog.py}).
     */
    public static int runStdin(String argv0, List<String> args, Options options) {
        String source;
        try {
            source = decodeScript(StdStreams.rawStdin().readAllBytes(), "<stdin>");
        } catch (SyntaxErrorException e) {
            Runtime.init();
            printErr(formatSyntaxError(e));
            return 1;
        } catch (IOException e) {
            System.err.println("specializer: can't read the program from standard input: "
                    + e.getMessage());
            return 2;
        }
        List<String> argv = new ArrayList<>();
        argv.add(argv0);
        argv.addAll(args);
        return run(source, "<stdin>", argv, "", options);
    }

    /** Whether the run is the prompt alone (no program: {@code python}, {@code python -i}). */
    private static boolean promptOnly;

    /**
     * The interactive prompt with no program, as {@code python} at a terminal or
     * {@code python -i}: {@code sys.argv} [''], the current folder first on {@code sys.path},
     * the version banner unless {@code -q}.
     */
    public static int runInteractive(Options options) {
        promptOnly = true;
        return run(() -> Runtime.newMainModule(null), List.of(""), "", false, options);
    }

    /** Run {@code code} as {@code python -c code args...}. */
    public static int runCommand(String code, List<String> args, Options options) {
        List<String> argv = new ArrayList<>();
        argv.add("-c");
        argv.addAll(args);
        MainBody body = source(code, "<string>");
        return run(() -> {
            registerCommand(code);
            body.run();
        }, argv, "", false, options);
    }

    private static final PyStr STRING_FILENAME = PyStr.intern("<string>");

    /**
     * As CPython 3.13 does for {@code -c}: the command's lines go into Lib's {@code linecache}
     * under {@code <string>}, so that a traceback shows the failing line of the command.
     */
    private static void registerCommand(String code) {
        registerLines(STRING_FILENAME, code);
    }

    /**
     * Source that no file holds ({@code -c}'s, the prompt's inputs) put in
     * {@code linecache.cache} under {@code filename}, for the lines tracebacks show.
     */
    static void registerLines(PyStr filename, String code) {
        registerLines(filename, filename, code);
    }

    /** The lines of {@code code} in {@code linecache} under {@code key}, named {@code name}
     *  (as Lib's {@code linecache._register_code} keeps an interactive input). */
    static void registerLines(PyStr key, PyStr name, String code) {
        try {
            PyObject cache = Runtime.importModule("linecache").getAttr(PyStr.intern("cache"));
            PyObject[] lines = Abstract.toArray(Abstract.callMethod(PyStr.of(code),
                    PyStr.intern("splitlines")));
            PyObject[] withEnds = new PyObject[lines.length];
            for (int i = 0; i < lines.length; i++) {
                withEnds[i] = PyStr.of(((PyStr) lines[i]).value + "\n");
            }
            // the size counts the newline that CPython adds to the command
            Abstract.setItem(cache, key, PyTuple.of(
                    PyInt.of(code.codePointCount(0, code.length()) + 1), Py.None,
                    new PyList(withEnds), name));
        } catch (PyException e) {
            // no Lib: tracebacks of the command show no source lines
        }
    }

    /**
     * {@code python3 -m MODULE ARGS...}: the module found on {@code sys.path} run as
     * {@code __main__} by Lib's {@code runpy}, which sets {@code sys.argv[0]} to its file.
     */
    public static int runModule(String module, List<String> args, Options options) {
        List<String> argv = new ArrayList<>();
        argv.add("-m");
        argv.addAll(args);
        String cwd = Path.of("").toAbsolutePath().toString();
        return run(() -> runMainModule(module, true), argv, cwd, false, options);
    }

    /**
     * {@code runpy._run_module_as_main(name, alter_argv)}, called from here so that the
     * program's traceback and {@code __main__} hold nothing of the launcher's. Compare CPython
     * main.c: {@code pymain_run_module}.
     */
    private static void runMainModule(String name, boolean alterArgv) {
        Runtime.newMainModule(null);
        PyObject runpy = Runtime.importModule("runpy");
        Abstract.call(runpy.getAttr(PyStr.intern("_run_module_as_main")),
                PyStr.of(name), Py.newBool(alterArgv));
    }

    /** Run source text as the {@code __main__} module on a thread with a deep stack. */
    public static int run(String source, String filename, List<String> argv, String scriptDir,
            Options options) {
        return run(source(source, filename), argv, scriptDir, false, options);
    }

    /** Run on the current thread, holding the interpreter lock. */
    public static int runHere(String source, String filename, List<String> argv,
            String scriptDir, Options options) {
        return runHere(source(source, filename), argv, scriptDir, false, options);
    }

    /** What a run does once the runtime is up: make {@code __main__} and run code in it. */
    @FunctionalInterface
    private interface MainBody {
        void run();
    }

    private static MainBody source(String source, String filename) {
        return () -> {
            PyModule main = Runtime.newMainModule(filename.equals("<string>") ? null : filename);
            Runtime.execSource(source, filename, main.dict, main.dict);
        };
    }

    /**
     * Run {@code body} on a thread with a deep stack, {@code path0} first on {@code sys.path}
     * (unless {@code -P} says not, and {@code always} is false).
     */
    private static int run(MainBody body, List<String> argv, String path0, boolean always,
            Options options) {
        String fatal = PyFlags.configError();
        if (fatal != null) {
            System.out.flush();
            System.err.print("Fatal Python error: " + fatal + "\n\n");
            System.err.flush();
            return 1;
        }
        int[] status = new int[1];
        Thread t = new Thread(null, () -> status[0] = runHere(body, argv, path0, always,
                options), "python-main", options.stackSize);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        return status[0];
    }

    private static int runHere(MainBody body, List<String> argv, String path0, boolean always,
            Options options) {
        // the program's main thread: the one that runs signal handlers
        org.specializer.core.interp.Breaker.setMainThread(Thread.currentThread());
        boolean take = !org.specializer.core.interp.Gil.held();
        if (take) {
            org.specializer.core.interp.Gil.acquire();
        }
        try {
            return runLocked(body, argv, path0, always, options);
        } finally {
            if (take) {
                org.specializer.core.interp.Gil.release();
            }
        }
    }

    private static int runLocked(MainBody body, List<String> argv, String path0,
            boolean always, Options options) {
        keyboardInterrupt = false;
        try {
            org.specializer.core.interp.Specialization.install(options.specializers);
            if (options.warmup != null) {
                org.specializer.core.interp.Specialization.setWarmup(options.warmup);
            }
            if (options.cooldown != null) {
                org.specializer.core.interp.Specialization.setCooldown(options.cooldown);
            }
            org.specializer.core.interp.Specialization.recordCode(options.recordCode);
            if (options.tier2Threshold != null) {
                org.specializer.core.interp.Tier2.setThreshold(options.tier2Threshold);
            } else {
                org.specializer.core.interp.Tier2.setDefaultThresholds();
            }
            org.specializer.core.interp.Tier2.setEnabled(options.tier2);
            if (options.tier2Split != null) {
                org.specializer.core.tier2.Translator.setSplit(options.tier2Split);
            }
            // a threshold chosen by hand asks for a repeatable experiment: compile at it exactly
            org.specializer.core.interp.Tier2.setBackground(options.tier2Threshold == null);
            Runtime.init();
            Runtime.setDebug(options.debug);
            Runtime.beginRun();
            Runtime.setArgv(argv, path0, always);
            String fatal = StdStreams.applyIoEncoding();
            if (fatal != null) {
                printErr(fatal);
                return finish(1);
            }
            if (!org.specializer.core.PyFlags.warnOptions().isEmpty()) {
                // -W options take effect from the start, for the warnings raised before the
                // program imports warnings (SyntaxWarnings of its own compilation included),
                // as CPython's init_interp_main imports it
                Runtime.importModule("warnings");
            }
            body.run();
            if (PyFlags.inspectFlag() || promptOnly) {
                return finish(Repl.loop(promptOnly && !PyFlags.quiet));
            }
            return finish(0);
        } catch (PyException e) {
            if (PyFlags.inspectFlag() && !promptOnly) {
                // -i: the program's error, SystemExit too, is shown, then the prompt
                flushStdout();
                org.specializer.core.interp.Hooks.uncaught(e.value);
                try {
                    return finish(Repl.loop(false));
                } catch (PyException inner) {
                    return finish(handleUncaught(inner.value));
                }
            }
            return finish(handleUncaught(e.value));
        } catch (SyntaxErrorException e) {
            printErr(formatSyntaxError(e));
            return finish(1);
        } catch (RuntimeException | Error e) {
            printErr("specializer: internal error: " + e
                    + (options.debug ? "\n" : " (run with --debug for the Java stack trace)\n"));
            if (options.debug) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                printErr(trace.toString());
            }
            return finish(1);
        }
    }

    private static int finish(int status) {
        try {
            Runtime.shutdown();
        } catch (RuntimeException e) {
            // a failing exit function is reported by the shutdown itself
        }
        // Compare CPython's flush_std_files at finalization: a stdout that cannot be flushed
        // (a full device) is reported as unraisable and the exit status is 120
        PyObject stdout = Runtime.sys() == null ? null
                : Runtime.sys().dict.getItem(PyStr.intern("stdout"));
        if (stdout != null && stdout != Py.None && !isClosed(stdout)) {
            try {
                Abstract.callMethod(stdout, PyStr.intern("flush"));
            } catch (PyException e) {
                org.specializer.api.Unraisable.report(e.value,
                        "Exception ignored on flushing sys.stdout", Py.None);
                status = 120;
            }
        }
        StdStreams.flushAll();   // sys.stdout was flushed above; now the original streams
        return status;
    }

    /** CPython's file_is_closed: {@code f.closed} is true (an error reading it: not closed). */
    private static boolean isClosed(PyObject f) {
        try {
            PyObject closed = f.lookupAttr(PyStr.intern("closed"));
            return closed != null && Abstract.isTrue(closed);
        } catch (PyException e) {
            return false;
        }
    }

    static void flushStdout() {
        try {
            PyObject stdout = Runtime.sys() == null ? null
                    : Runtime.sys().dict.getItem(PyStr.intern("stdout"));
            if (stdout != null && stdout != StdStreams.stdout()) {
                Abstract.callMethod(stdout, PyStr.intern("flush"));
            }
        } catch (RuntimeException e) {
            // flushing is best effort at exit
        }
        StdStreams.flushAll();
    }

    /** Write to the process's stderr after everything printed so far. */
    private static void printErr(String text) {
        flushStdout();
        try {
            StdStreams.writeErr(text);
        } catch (RuntimeException e) {
            // stderr is gone: nothing can be shown
        }
        StdStreams.flushAll();
    }

    /** SystemExit gives its code; anything else prints a traceback and gives 1. */
    private static int handleUncaught(PyBaseException e) {
        if (e.type.isSubtype(PyExc.SystemExit)) {
            return exitStatus(e);
        }
        flushStdout();
        try {
            org.specializer.core.interp.Hooks.uncaught(e);
        } catch (RuntimeException lost) {
            // stderr is gone (closed, or a broken pipe): the status still says it failed
        }
        StdStreams.flushAll();
        // CPython ends by SIGINT after an uncaught KeyboardInterrupt (the launcher's main
        // raises it, see endedByKeyboardInterrupt); its status otherwise is 128 + 2
        if (e.type.isSubtype(PyExc.KeyboardInterrupt)) {
            keyboardInterrupt = true;
            return 130;
        }
        return 1;
    }

    /**
     * The exit status a SystemExit asks for: its code, 0 for None, 1 after printing any other
     * value (CPython's {@code _Py_HandleSystemExit}).
     */
    static int exitStatus(PyBaseException e) {
        PyObject code = e.attr(0);
        if (code == Py.None) {
            return 0;
        }
        if (code instanceof PyInt i) {
            return (int) i.value;
        }
        if (code instanceof PyBigInt) {
            return -1;
        }
        printErr(Abstract.str(code) + "\n");
        return 1;
    }

    private static volatile boolean keyboardInterrupt;

    /**
     * End this process by signal {@code sig} (named {@code name} as {@link sun.misc.Signal}
     * names it, "INT") under the signal's default action, so that a parent sees the signal (a
     * shell's 128 + sig, CPython's {@code returncode} -sig). {@link sun.misc.Signal#raise}
     * refuses a signal without a Java handler, and a Java process has no other way to signal
     * itself, so the default action is set and the {@code kill} command sends it. Returns when
     * the JVM keeps the signal for itself or there is no {@code kill} command.
     */
    public static void endBySignal(String name, int sig) {
        try {
            sun.misc.Signal.handle(new sun.misc.Signal(name), sun.misc.SignalHandler.SIG_DFL);
            new ProcessBuilder("kill", "-" + sig, Long.toString(ProcessHandle.current().pid()))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start().waitFor();
            Thread.sleep(2000);  // the signal is on its way
        } catch (IllegalArgumentException | java.io.IOException e) {
            // reserved by the JVM, or no kill command
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Whether the last program run ended with an uncaught KeyboardInterrupt, after which a
     * process ends by SIGINT (so that a shell running it stops too), as CPython's
     * {@code exit_sigint} does once the interpreter is finalized.
     */
    public static boolean endedByKeyboardInterrupt() {
        return keyboardInterrupt;
    }

    /** A compile-time error of the main script, as CPython prints it. */
    public static String formatSyntaxError(SyntaxErrorException e) {
        PyBaseException exc = toPython(e);
        return Tracebacks.format(exc);
    }

    /** The Python SyntaxError (or IndentationError, TabError) for a compile-time error. */
    public static PyBaseException toPython(SyntaxErrorException e) {
        return Interp.syntaxError(e);
    }

    /** The disassembly of {@code source} as compiled (without running it). */
    public static String disassemble(String source, String filename) {
        Runtime.init();
        return org.specializer.core.compiler.Disassembler.dis(
                org.specializer.core.compiler.Compiler.compileSource(source, filename, "exec"));
    }

    /**
     * {@code specializer dis FILE}: print the disassembly of the script as compiled; the exit
     * status (2 when the file cannot be read, 1 for a SyntaxError, printed as CPython prints
     * one).
     */
    public static int disassembleFile(Path script) {
        String source;
        try {
            source = decodeScript(Files.readAllBytes(script), script.toString());
        } catch (IOException e) {
            System.err.println(cantOpen(script, e));
            return 2;
        } catch (SyntaxErrorException e) {
            Runtime.init();
            printErr(formatSyntaxError(e));
            return 1;
        }
        String text;
        try {
            text = disassemble(source, script.toString());
        } catch (SyntaxErrorException e) {
            printErr(formatSyntaxError(e));
            return 1;
        }
        System.out.print(text);
        System.out.flush();
        return 0;
    }

    /** A code object as it is now, specialized instructions and caches included. */
    public static String disassembleAdaptive(org.specializer.api.PyCode code) {
        return org.specializer.core.compiler.Disassembler.disAdaptive(code);
    }

    /**
     * Replace the standard streams (embedders, tests that capture a run's output in-process):
     * {@code sys.stdin}, {@code sys.stdout} and {@code sys.stderr} become text streams over
     * these, stdout block-buffered. A run flushes them when it ends.
     */
    public static void setStandardStreams(java.io.InputStream in, java.io.OutputStream out,
            java.io.OutputStream err) {
        StdStreams.install(in, out, err, false);
    }

    /**
     * The launcher's command line as it received it, for {@code sys.orig_argv} (the executable
     * first, then these); {@code sys.argv} is set apart by the run.
     */
    public static void setOriginalArguments(String[] args) {
        org.specializer.core.modules.SysModule.setOrigArgv(args);
    }

    /** The interpreter's version string. */
    public static String version() {
        return "Specializer 0.1.0 (Python 3.13 language)";
    }
}
