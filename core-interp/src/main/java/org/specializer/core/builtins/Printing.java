package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.modules.SysModule;
import org.specializer.core.modules.TextSink;

/**
 * {@code print} and {@code input}.
 *
 * <p>{@code print} is hot: when its file is a {@link TextSink} with nothing overridden (the
 * usual case: no {@code file=} and {@code sys.stdout} never replaced), it writes to it with no
 * method lookup. Otherwise it calls {@code file.write(str)} for each piece, as CPython does.
 */
final class Printing {
    private Printing() {}

    private static final PyStr WRITE = PyStr.intern("write");
    private static final PyStr FLUSH = PyStr.intern("flush");
    private static final PyStr READLINE = PyStr.intern("readline");
    private static final PyStr SPACE = PyStr.intern(" ");
    private static final PyStr NEWLINE = PyStr.intern("\n");

    static void define(PyModule m) {
        Defs.fk(m, "print", Printing::print);
        Defs.fn(m, "input", 0, 1, (self, a) -> input(a.length == 0 ? null : a[0]));
    }

    /** {@code print(*objects, sep=' ', end='\n', file=None, flush=False)}. */
    static PyObject print(PyObject self, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        PyObject sep = null;
        PyObject end = null;
        PyObject file = null;
        PyObject flush = null;
        for (int k = 0; k < kwnames.length; k++) {
            PyObject v = args[npos + k];
            switch (kwnames[k].value) {
                case "sep":
                    sep = v;
                    break;
                case "end":
                    end = v;
                    break;
                case "file":
                    file = v;
                    break;
                case "flush":
                    flush = v;
                    break;
                default:
                    throw Defs.unexpectedKeyword("print", kwnames[k]);
            }
        }
        if (file == null || file == Py.None) {
            file = SysModule.stdout();
            if (file == null) {
                throw Py.runtimeError("lost sys.stdout");
            }
            if (file == Py.None) {
                return Py.None;
            }
        }
        PyStr sepStr = textArg(sep, "sep", SPACE);
        PyStr endStr = textArg(end, "end", NEWLINE);
        boolean doFlush = flush != null && Abstract.isTrue(flush);

        if (file instanceof TextSink out && out.isPlainTextSink()) {
            for (int i = 0; i < npos; i++) {
                if (i > 0) {
                    out.writeText(sepStr);
                }
                out.writeStrOf(args[i]);
            }
            out.writeText(endStr);
            if (doFlush) {
                out.flushText();
            }
            return Py.None;
        }

        PyObject write = file.getAttr(WRITE);
        for (int i = 0; i < npos; i++) {
            if (i > 0) {
                Abstract.call1(write, sepStr);
            }
            Abstract.call1(write, Abstract.str(args[i]));
        }
        Abstract.call1(write, endStr);
        if (doFlush) {
            Abstract.call0(file.getAttr(FLUSH));
        }
        return Py.None;
    }

    private static PyStr textArg(PyObject v, String name, PyStr dflt) {
        if (v == null || v == Py.None) {
            return dflt;
        }
        if (v instanceof PyStr s) {
            return s;
        }
        throw Py.typeError(name + " must be None or a string, not " + v.type.getName());
    }

    /** {@code input(prompt)}: one line of {@code sys.stdin} without its newline. */
    static PyObject input(PyObject prompt) {
        PyObject in = SysModule.stdin();
        PyObject out = SysModule.stdout();
        if (in == null || in == Py.None) {
            throw Py.runtimeError("input(): lost sys.stdin");
        }
        if (out == null || out == Py.None) {
            throw Py.runtimeError("input(): lost sys.stdout");
        }
        PyObject err = SysModule.stderr();
        if (err instanceof TextSink es && es.isPlainTextSink()) {
            es.flushText();
        }
        if (prompt != null) {
            PyStr p = Abstract.str(prompt);
            if (out instanceof TextSink os && os.isPlainTextSink()) {
                os.writeText(p);
            } else {
                Abstract.call1(out.getAttr(WRITE), p);
            }
        }
        if (out instanceof TextSink os && os.isPlainTextSink()) {
            os.flushText();
        } else {
            PyObject f = out.lookupAttr(FLUSH);
            if (f != null) {
                Abstract.call0(f);
            }
        }
        String line;
        if (in instanceof org.specializer.core.modules.PyTextStream is) {
            line = is.readLine(-1);
        } else {
            PyObject r = Abstract.call0(in.getAttr(READLINE));
            if (!(r instanceof PyStr s)) {
                throw Py.typeError("object.readline() returned non-string");
            }
            line = s.value;
        }
        if (line.isEmpty()) {
            throw Py.error(PyExc.EOFError, "EOF when reading a line");
        }
        if (line.endsWith("\n")) {
            line = line.substring(0, line.length() - 1);
        }
        return PyStr.of(line);
    }
}
