package org.specializer.core.interp;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.specializer.api.Abstract;
import org.specializer.api.ExceptionMethods;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyBaseExceptionGroup;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;
import org.specializer.api.PyTuple;

/**
 * Formatting uncaught exceptions the way CPython 3.13's {@code traceback} module does: the
 * chain of causes and contexts first, each exception's notes after its last line, and an
 * exception group as a nested block, each member in a numbered frame drawn with {@code |} and
 * {@code +} margins (CPython's {@code TracebackException.format}).
 */
public final class Tracebacks {
    private Tracebacks() {}

    /** CPython's threshold for collapsing repeated identical lines. */
    private static final int RECURSIVE_CUTOFF = 3;
    /** TracebackException's defaults: members shown per group, groups shown nested. */
    private static final int MAX_GROUP_WIDTH = 15;
    private static final int MAX_GROUP_DEPTH = 10;

    private static final String CAUSE_MESSAGE =
            "\nThe above exception was the direct cause of the following exception:\n\n";
    private static final String CONTEXT_MESSAGE =
            "\nDuring handling of the above exception, another exception occurred:\n\n";

    /** The whole report for an uncaught exception, chained exceptions first. */
    public static String format(PyBaseException e) {
        StringBuilder sb = new StringBuilder();
        new Printer(sb).format(Shown.of(e));
        return sb.toString();
    }

    /**
     * An exception with the chained and grouped exceptions its report shows (CPython's
     * TracebackException). A cause or context already shown elsewhere in the report is left
     * out; which one wins follows CPython's order of discovery, a stack of pending exceptions.
     */
    private static final class Shown {
        final PyBaseException exc;
        Shown cause;
        Shown context;
        /** The members of a group, or null. */
        List<Shown> exceptions;

        private Shown(PyBaseException exc, Set<PyBaseException> seen) {
            this.exc = exc;
            seen.add(exc);
        }

        static Shown of(PyBaseException e) {
            Set<PyBaseException> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            Shown root = new Shown(e, seen);
            List<Shown> pending = new ArrayList<>();
            pending.add(root);
            while (!pending.isEmpty()) {
                Shown s = pending.remove(pending.size() - 1);
                PyBaseException x = s.exc;
                if (x.cause != null && !seen.contains(x.cause)) {
                    s.cause = new Shown(x.cause, seen);
                }
                if (x.context != null && !seen.contains(x.context)) {
                    s.context = new Shown(x.context, seen);
                }
                if (x instanceof PyBaseExceptionGroup g) {
                    s.exceptions = new ArrayList<>();
                    for (PyObject m : g.exceptions.items) {
                        s.exceptions.add(new Shown((PyBaseException) m, seen));
                    }
                }
                if (s.cause != null) {
                    pending.add(s.cause);
                }
                if (s.context != null) {
                    pending.add(s.context);
                }
                if (s.exceptions != null) {
                    pending.addAll(s.exceptions);
                }
            }
            return root;
        }
    }

    /** Writes reports; the nesting of groups sets the margin (CPython's _ExceptionPrintContext). */
    private static final class Printer {
        private final StringBuilder sb;
        private int groupDepth;
        private boolean needClose;

        Printer(StringBuilder sb) {
            this.sb = sb;
        }

        private String indent() {
            return " ".repeat(2 * groupDepth);
        }

        /** {@code text}, each line behind the current margin. */
        private void emit(String text, char marginChar) {
            String margin = groupDepth > 0 ? indent() + marginChar + " " : "";
            int i = 0;
            while (i < text.length()) {
                int nl = text.indexOf('\n', i);
                int end = nl < 0 ? text.length() : nl + 1;
                sb.append(margin).append(text, i, end);
                i = end;
            }
        }

        private void emit(String text) {
            emit(text, '|');
        }

        void format(Shown top) {
            List<Shown> chain = new ArrayList<>();
            List<String> messages = new ArrayList<>();
            for (Shown s = top; s != null; ) {
                Shown next;
                String msg;
                if (s.cause != null) {
                    next = s.cause;
                    msg = CAUSE_MESSAGE;
                } else if (s.context != null && !s.exc.suppressContext) {
                    next = s.context;
                    msg = CONTEXT_MESSAGE;
                } else {
                    next = null;
                    msg = null;
                }
                chain.add(s);
                messages.add(msg);
                s = next;
            }
            for (int k = chain.size() - 1; k >= 0; k--) {
                if (messages.get(k) != null) {
                    emit(messages.get(k));
                }
                formatOne(chain.get(k));
            }
        }

        private void formatOne(Shown s) {
            PyBaseException e = s.exc;
            if (s.exceptions == null) {
                if (e.traceback != null) {
                    emit("Traceback (most recent call last):\n");
                    emit(stack(e.traceback));
                }
                emit(exceptionOnly(e));
                return;
            }
            if (groupDepth > MAX_GROUP_DEPTH) {
                emit("... (max_group_depth is " + MAX_GROUP_DEPTH + ")\n");
                return;
            }
            boolean topLevel = groupDepth == 0;
            if (topLevel) {
                groupDepth++;
            }
            if (e.traceback != null) {
                emit("Exception Group Traceback (most recent call last):\n", topLevel ? '+' : '|');
                emit(stack(e.traceback));
            }
            emit(exceptionOnly(e));
            int count = s.exceptions.size();
            int n = count <= MAX_GROUP_WIDTH ? count : MAX_GROUP_WIDTH + 1;
            needClose = false;
            for (int i = 0; i < n; i++) {
                boolean last = i == n - 1;
                if (last) {
                    // the closing line may come from a nested group
                    needClose = true;
                }
                boolean truncated = i >= MAX_GROUP_WIDTH;
                String title = truncated ? "..." : Integer.toString(i + 1);
                sb.append(indent()).append(i == 0 ? "+-" : "  ").append("+---------------- ")
                        .append(title).append(" ----------------\n");
                groupDepth++;
                if (!truncated) {
                    format(s.exceptions.get(i));
                } else {
                    int remaining = count - MAX_GROUP_WIDTH;
                    emit("and " + remaining + " more exception" + (remaining > 1 ? "s" : "")
                            + "\n");
                }
                if (last && needClose) {
                    sb.append(indent()).append("+------------------------------------\n");
                    needClose = false;
                }
                groupDepth--;
            }
            if (topLevel) {
                groupDepth = 0;
            }
        }
    }

    /** The frames of a traceback, outermost first, with runs of one repeated line collapsed. */
    private static String stack(PyTraceback first) {
        StringBuilder sb = new StringBuilder();
        String lastKey = null;
        int repeats = 0;
        for (PyTraceback tb = first; tb != null; tb = tb.next) {
            String key = tb.code.filename + ":" + tb.lineno + ":" + tb.code.name;
            if (key.equals(lastKey)) {
                repeats++;
                if (repeats >= RECURSIVE_CUTOFF) {
                    continue;
                }
            } else {
                flushRepeats(sb, repeats);
                lastKey = key;
                repeats = 0;
            }
            sb.append("  File \"").append(tb.code.filename).append("\", line ")
                    .append(tb.lineno).append(", in ").append(tb.code.name).append('\n');
            String line = Runtime.sourceLine(tb.code.filename, tb.lineno);
            if (line != null && !line.isBlank()) {
                sb.append("    ").append(line.strip()).append('\n');
            }
        }
        flushRepeats(sb, repeats);
        return sb.toString();
    }

    private static void flushRepeats(StringBuilder sb, int repeats) {
        if (repeats >= RECURSIVE_CUTOFF) {
            int more = repeats - RECURSIVE_CUTOFF + 1;
            sb.append("  [Previous line repeated ").append(more).append(" more time")
                    .append(more == 1 ? "" : "s").append("]\n");
        }
    }

    /** The exception's last line (a SyntaxError's location lines first), then its notes. */
    private static String exceptionOnly(PyBaseException e) {
        StringBuilder sb = new StringBuilder();
        if (e.type.isSubtype(PyExc.SyntaxError)) {
            if (e.attr(ExceptionMethods.SYNTAX_LINENO) instanceof PyInt) {
                formatSyntaxErrorBody(e, sb);   // without a line there is no location to show
            }
            // the message alone: str() would add "(file, line N)"
            PyObject msg = e.attr(ExceptionMethods.SYNTAX_MSG);
            String name = e.formatLastLine();
            int colon = name.indexOf(':');
            name = colon < 0 ? name : name.substring(0, colon);
            sb.append(name);
            if (msg != Py.None) {
                sb.append(": ").append(Abstract.str(msg).value);
            }
            sb.append('\n');
        } else {
            sb.append(e.formatLastLine()).append('\n');
        }
        formatNotes(e, sb);
        return sb.toString();
    }

    /** Each note's lines; {@code __notes__} that is not a list or tuple by its repr. */
    private static void formatNotes(PyBaseException e, StringBuilder sb) {
        PyObject notes;
        try {
            notes = e.lookupAttr(Names.__notes__);
        } catch (PyException x) {
            sb.append("Ignored error getting __notes__: ")
                    .append(safe(x.value, true, "__notes__")).append('\n');
            return;
        }
        if (notes == null || notes == Py.None) {
            return;
        }
        if (notes instanceof PyList || notes instanceof PyTuple) {
            for (PyObject note : Abstract.toArray(notes)) {
                sb.append(safe(note, false, "note")).append('\n');
            }
        } else {
            sb.append(safe(notes, true, "__notes__")).append('\n');
        }
    }

    /** str() or repr() of {@code o}, or CPython's placeholder when that raises. */
    private static String safe(PyObject o, boolean repr, String what) {
        try {
            return (repr ? Abstract.repr(o) : Abstract.str(o)).value;
        } catch (PyException x) {
            return "<" + what + (repr ? " repr" : " str") + "() failed>";
        }
    }

    /** The {@code File ..., line N} header, source line and caret of a SyntaxError. */
    private static void formatSyntaxErrorBody(PyBaseException e, StringBuilder sb) {
        PyObject file = e.attr(ExceptionMethods.SYNTAX_FILENAME);
        PyObject line = e.attr(ExceptionMethods.SYNTAX_LINENO);
        PyObject text = e.attr(ExceptionMethods.SYNTAX_TEXT);
        PyObject offset = e.attr(ExceptionMethods.SYNTAX_OFFSET);
        PyObject endOffset = e.attr(ExceptionMethods.SYNTAX_END_OFFSET);
        PyObject endLine = e.attr(ExceptionMethods.SYNTAX_END_LINENO);
        // str() of a filename that is not a str (bytes), as CPython's C printer's %S
        String name = file == null || file == Py.None ? "<string>"
                : file instanceof PyStr f ? f.value : safe(file, false, "filename");
        sb.append("  File \"").append(name).append("\"");
        if (line instanceof PyInt l) {
            sb.append(", line ").append(l.value);
        }
        sb.append('\n');
        if (text instanceof PyStr t) {
            // Compare CPython 3.13 traceback.py: TracebackException._format_syntax_error
            String raw = t.value;
            int r = raw.length();
            while (r > 0 && raw.charAt(r - 1) == '\n') {
                r--;
            }
            raw = raw.substring(0, r);
            int cut = 0;
            while (cut < r && " \n\f".indexOf(raw.charAt(cut)) >= 0) {
                cut++;
            }
            String stripped = raw.substring(cut);
            sb.append("    ").append(stripped).append('\n');
            if (offset instanceof PyInt o) {
                long off = o.value;
                boolean sameLine = line instanceof PyInt l1 && endLine instanceof PyInt l2
                        ? l1.value == l2.value
                        : !(line instanceof PyInt) && !(endLine instanceof PyInt);
                long endOff = !sameLine ? r + 1
                        : endOffset instanceof PyInt eo && eo.value != 0 ? eo.value : off;
                int full = t.value.length();
                if (full > 0 && off > full) {
                    off = r + 1;
                }
                if (full > 0 && endOff > full) {
                    endOff = r + 1;
                }
                if (off >= endOff || endOff < 0) {
                    endOff = off + 1;
                }
                long col = off - 1 - cut;
                long endCol = endOff - 1 - cut;
                if (col >= 0) {
                    sb.append("    ");
                    for (int i = 0; i < Math.min(col, stripped.length()); i++) {
                        char c = stripped.charAt(i);
                        boolean space = Character.isWhitespace(c) || Character.isSpaceChar(c);
                        sb.append(space ? c : ' ');  // tabs kept, for alignment
                    }
                    sb.append("^".repeat((int) Math.max(0, endCol - col))).append('\n');
                }
            }
        }
    }
}
