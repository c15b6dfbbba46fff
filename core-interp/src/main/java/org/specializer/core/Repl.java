package org.specializer.core;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.interp.Hooks;
import org.specializer.core.interp.Runtime;

/**
 * The interactive prompt, as CPython's basic REPL runs it ({@code PyRun_InteractiveLoop}, the
 * loop {@code python -i} and {@code PYTHON_BASIC_REPL} use): {@code sys.ps1} and
 * {@code sys.ps2} written to standard error, lines read from {@code sys.stdin}, each input
 * compiled in {@code single} mode by Lib's {@code codeop.CommandCompiler} (which asks for more
 * lines while the statement is incomplete and keeps the {@code __future__} imports made so
 * far), run in {@code __main__}, expression values shown by {@code sys.displayhook}, errors
 * printed by {@code sys.excepthook} and kept in {@code sys.last_exc}. End of input ends it.
 */
final class Repl {
    private Repl() {}

    private static final PyStr PS1 = PyStr.intern("ps1");
    private static final PyStr PS2 = PyStr.intern("ps2");
    private static final PyStr READLINE = PyStr.intern("readline");
    private static final PyStr WRITE = PyStr.intern("write");
    private static final PyStr FLUSH = PyStr.intern("flush");
    private static final PyStr STDIN = PyStr.intern("<stdin>");

    /**
     * Runs the prompt in {@code __main__} until the end of input or a SystemExit; the exit
     * status. {@code banner}: the version lines first, as a bare {@code python} prints them.
     */
    static int loop(boolean banner) {
        PyModule sys = Runtime.sys();
        PyObject mainObj = Runtime.modules().getItem(PyStr.intern("__main__"));
        PyModule main = mainObj instanceof PyModule m ? m : Runtime.newMainModule(null);
        if (sys.dict.getItem(PS1) == null) {
            sys.dict.setItem(PS1, PyStr.of(">>> "));
        }
        if (sys.dict.getItem(PS2) == null) {
            sys.dict.setItem(PS2, PyStr.of("... "));
        }
        if (banner) {
            write(Interpreter.version() + " on linux\nType \"help\", \"copyright\", \"credits\" "
                    + "or \"license\" for more information.\n");
        }
        PyObject compiler = Abstract.call(Abstract.getAttr(Runtime.importModule("codeop"),
                "CommandCompiler"));
        PyObject exec = Runtime.builtins().getItem(PyStr.intern("exec"));
        StringBuilder source = new StringBuilder();
        int inputs = 0;   // statements run so far: the N of their "<stdin>-N"
        for (;;) {
            PyObject code;
            try {
                write(Abstract.str(sys.dict.getItem(source.length() == 0 ? PS1 : PS2)).value);
                String line;
                try {
                    line = Abstract.str(Abstract.callMethod(sys.dict.getItem(
                            PyStr.intern("stdin")), READLINE)).value;
                } catch (PyException e) {
                    if (!e.value.type.isSubtype(PyExc.KeyboardInterrupt)) {
                        line = "";  // input that cannot be read (descriptor 0 closed): its end
                    } else {
                        write("\nKeyboardInterrupt\n");  // Ctrl-C at the prompt drops the input
                        source.setLength(0);
                        continue;
                    }
                }
                if (line.isEmpty()) {
                    write("\n");  // end of input
                    if (source.length() == 0) {
                        return 0;
                    }
                    // an unfinished statement: compiled as it stands, and run if it can be
                    String pending = source.toString();
                    source.setLength(0);
                    compile(compiler, pending, false);
                    Abstract.call(exec, numbered(compiler, pending, inputs++, false), main.dict);
                    continue;
                }
                if (source.length() > 0) {
                    source.append('\n');
                }
                if (!line.endsWith("\n")) {
                    source.append(line);
                    continue;  // the input ends without a newline: taken whole at its end
                }
                source.append(line, 0, line.length() - 1);
                code = compile(compiler, source.toString(), true);
                if (code == Py.None) {
                    continue;  // the statement goes on: ps2
                }
                String statement = source.toString();
                source.setLength(0);
                Abstract.call(exec, numbered(compiler, statement, inputs++, true), main.dict);
            } catch (PyException e) {
                source.setLength(0);
                if (e.value.type.isSubtype(PyExc.SystemExit)) {
                    return Interpreter.exitStatus(e.value);
                }
                show(sys, e.value);
            }
        }
    }

    /**
     * An input compiled in {@code single} mode: None while {@code incomplete} allows it and the
     * statement goes on; a SyntaxError without the compiler's frames, as CPython shows it.
     */
    private static PyObject compile(PyObject compiler, String source, boolean incomplete) {
        try {
            if (incomplete) {
                return Abstract.call(compiler, PyStr.of(source), STDIN, PyStr.of("single"));
            }
            return Abstract.call(Runtime.builtins().getItem(PyStr.intern("compile")),
                    PyStr.of(source), STDIN, PyStr.of("single"));
        } catch (PyException e) {
            e.value.traceback = null;
            throw e;
        }
    }

    /**
     * The statement {@code source}, complete, compiled again under the file name
     * {@code <stdin>-N} for the {@code n}th statement run, its lines registered in
     * {@code linecache} under that name, as CPython 3.13's REPL does, so that
     * {@code inspect.getsource} finds a function defined in an earlier input (tracebacks show
     * the name as {@code <stdin>}); with the same compiler, which keeps the
     * {@code __future__} imports of earlier inputs.
     */
    private static PyObject numbered(PyObject compiler, String source, int n,
            boolean incomplete) {
        PyStr name = PyStr.of("<stdin>-" + n);
        // as codeop's _maybe_compile compiles a complete statement at last (blank lines and
        // comments alone are 'pass')
        String text = source.lines().map(String::strip)
                .allMatch(l -> l.isEmpty() || l.startsWith("#")) ? "pass" : source;
        PyObject code;
        if (incomplete) {
            code = Abstract.getAttr(compiler, "compiler").call(new PyObject[] {PyStr.of(text),
                name, PyStr.of("single"), Py.False}, new PyStr[] {PyStr.of("incomplete_input")});
        } else {
            code = Abstract.call(Runtime.builtins().getItem(PyStr.intern("compile")),
                    PyStr.of(text), name, PyStr.of("single"));
        }
        Interpreter.registerLines(name, STDIN, source);
        return code;
    }

    /** An error of one input: sys.last_exc and the rest set, then sys.excepthook. */
    private static void show(PyModule sys, PyBaseException e) {
        sys.dict.setItem(PyStr.intern("last_exc"), e);
        sys.dict.setItem(PyStr.intern("last_type"), e.type);
        sys.dict.setItem(PyStr.intern("last_value"), e);
        sys.dict.setItem(PyStr.intern("last_traceback"),
                e.traceback == null ? Py.None : e.traceback);
        Interpreter.flushStdout();
        Hooks.uncaught(e);
    }

    /** Text to {@code sys.stderr}, flushed (where CPython writes its prompts). */
    private static void write(String s) {
        PyObject err = Runtime.sys().dict.getItem(PyStr.intern("stderr"));
        if (err == null || err == Py.None) {
            return;
        }
        Abstract.callMethod(err, WRITE, PyStr.of(s));
        Abstract.callMethod(err, FLUSH);
    }
}
