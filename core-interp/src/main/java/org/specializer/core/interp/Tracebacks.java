package org.specializer.core.interp;

import java.util.IdentityHashMap;
import java.util.Map;
import org.specializer.api.ExceptionMethods;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;

/** Formatting uncaught exceptions the way CPython's traceback printer does. */
public final class Tracebacks {
    private Tracebacks() {}

    /** CPython's threshold for collapsing repeated identical lines. */
    private static final int RECURSIVE_CUTOFF = 3;

    /** The whole report for an uncaught exception, chained exceptions first. */
    public static String format(PyBaseException e) {
        StringBuilder sb = new StringBuilder();
        formatChain(e, sb, new IdentityHashMap<>());
        return sb.toString();
    }

    private static void formatChain(PyBaseException e, StringBuilder sb,
            Map<PyBaseException, Boolean> seen) {
        seen.put(e, Boolean.TRUE);
        if (e.cause != null && !seen.containsKey(e.cause)) {
            formatChain(e.cause, sb, seen);
            sb.append("\nThe above exception was the direct cause of the following exception:\n\n");
        } else if (e.context != null && !e.suppressContext && !seen.containsKey(e.context)) {
            formatChain(e.context, sb, seen);
            sb.append("\nDuring handling of the above exception, another exception occurred:\n\n");
        }
        formatOne(e, sb);
    }

    private static void formatOne(PyBaseException e, StringBuilder sb) {
        if (e.traceback != null) {
            sb.append("Traceback (most recent call last):\n");
            String lastKey = null;
            int repeats = 0;
            for (PyTraceback tb = e.traceback; tb != null; tb = tb.next) {
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
        }
        if (e.type.isSubtype(PyExc.SyntaxError)) {
            formatSyntaxErrorBody(e, sb);
            // the message alone: str() would add "(file, line N)"
            PyObject msg = e.attr(ExceptionMethods.SYNTAX_MSG);
            String name = e.formatLastLine();
            int colon = name.indexOf(':');
            name = colon < 0 ? name : name.substring(0, colon);
            sb.append(name);
            if (msg != org.specializer.api.Py.None) {
                sb.append(": ").append(org.specializer.api.Abstract.str(msg).value);
            }
            sb.append('\n');
            return;
        }
        sb.append(e.formatLastLine()).append('\n');
    }

    private static void flushRepeats(StringBuilder sb, int repeats) {
        if (repeats >= RECURSIVE_CUTOFF) {
            int more = repeats - RECURSIVE_CUTOFF + 1;
            sb.append("  [Previous line repeated ").append(more).append(" more time")
                    .append(more == 1 ? "" : "s").append("]\n");
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
        sb.append("  File \"").append(file instanceof PyStr f ? f.value : "<string>")
                .append("\"");
        if (line instanceof PyInt l) {
            sb.append(", line ").append(l.value);
        }
        sb.append('\n');
        if (text instanceof PyStr t) {
            String raw = t.value;
            while (raw.endsWith("\n") || raw.endsWith("\r")) {
                raw = raw.substring(0, raw.length() - 1);
            }
            String stripped = raw.stripLeading();
            int cut = raw.length() - stripped.length();
            sb.append("    ").append(stripped).append('\n');
            if (offset instanceof PyInt o) {
                int start = (int) o.value - 1 - cut;
                int end = start + 1;
                boolean sameLine = !(endLine instanceof PyInt el) || !(line instanceof PyInt l2)
                        || el.value == l2.value;
                if (endOffset instanceof PyInt eo && sameLine && eo.value > o.value) {
                    end = (int) eo.value - 1 - cut;
                }
                start = Math.max(0, Math.min(start, stripped.length()));
                end = Math.max(start + 1, Math.min(end, stripped.length() + 1));
                sb.append("    ").append(" ".repeat(start)).append("^".repeat(end - start))
                        .append('\n');
            }
        }
    }
}
