package org.specializer.natives.csv;

import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyComplex;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code _csv.writer}: formats records as CSV lines and hands each to the output's
 * {@code write}. Compare CPython _csv.c: {@code csv_writerow} and {@code join_append_data}.
 */
final class CsvWriter extends PyObject {
    static final PyType TYPE = PyType.builtin("writer", CsvWriter.class, PyType.OBJECT, 0,
            CsvWriter::define).withModule("_csv").withDottedTpName();

    private final PyObject write;
    final PyDialect dialect;
    private final StringBuilder rec = new StringBuilder();
    private int numFields;

    CsvWriter(PyObject write, PyDialect dialect) {
        super(TYPE);
        this.write = write;
        this.dialect = dialect;
    }

    private static CsvWriter w(PyObject self) {
        return (CsvWriter) self;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create '_csv.writer' instances");
        });
        t.getset("dialect", self -> w(self).dialect, null);
        t.method1("writerow", (self, row) -> w(self).writerow(row));
        t.method1("writerows", (self, rows) -> {
            PyObject it = Abstract.iter(rows);
            for (PyObject row = Abstract.next(it); row != null; row = Abstract.next(it)) {
                w(self).writerow(row);
            }
            return Py.None;
        });
    }

    /** {@code PyNumber_Check}: an int, float, complex, or a type with the numeric slots. */
    private static boolean isNumber(PyObject o) {
        PyType t = o.type;
        return o instanceof PyComplex || t.lookup(Names.__index__) != null
                || t.lookup(Names.__int__) != null
                || t.lookup(Names.__float__) != null;
    }

    /** Compare CPython _csv.c: {@code csv_writerow}. */
    PyObject writerow(PyObject seq) {
        PyObject it;
        try {
            it = Abstract.iter(seq);
        } catch (PyException e) {
            if (e.matches(PyExc.TypeError)) {
                throw Py.error(CsvModule.ERROR, "iterable expected, not " + seq.type.getTpName());
            }
            throw e;
        }
        PyDialect d = dialect;
        rec.setLength(0);
        numFields = 0;
        boolean nullField = false;
        for (PyObject f = Abstract.next(it); f != null; f = Abstract.next(it)) {
            boolean quoted;
            switch (d.quoting) {
                case PyDialect.QUOTE_NONNUMERIC:
                    quoted = !isNumber(f);
                    break;
                case PyDialect.QUOTE_ALL:
                    quoted = true;
                    break;
                case PyDialect.QUOTE_STRINGS:
                    quoted = f instanceof PyStr;
                    break;
                case PyDialect.QUOTE_NOTNULL:
                    quoted = f != Py.None;
                    break;
                default:
                    quoted = false;
            }
            nullField = f == Py.None;
            if (f instanceof PyStr s) {
                append(s.value, quoted);
            } else if (nullField) {
                append(null, quoted);
            } else {
                append(Abstract.str(f).value, quoted);
            }
        }
        if (numFields > 0 && rec.length() == 0) {
            if (d.quoting == PyDialect.QUOTE_NONE || (nullField
                    && (d.quoting == PyDialect.QUOTE_STRINGS
                        || d.quoting == PyDialect.QUOTE_NOTNULL))) {
                throw Py.error(CsvModule.ERROR, "single empty field record must be quoted");
            }
            numFields--;
            append(null, true);
        }
        rec.append(d.lineterminator);
        return Abstract.call1(write, PyStr.of(rec.toString()));
    }

    /**
     * Append a field: a first pass decides whether it must be quoted, a second copies it with
     * the escapes it needs. Compare CPython _csv.c: {@code join_append_data}.
     */
    private void append(String field, boolean quotedIn) {
        PyDialect d = dialect;
        if ((field == null || field.isEmpty()) && d.delimiter == ' ' && d.skipinitialspace) {
            // a reader that skips initial spaces would not see an unquoted empty field
            if (d.quoting == PyDialect.QUOTE_NONE || (field == null
                    && (d.quoting == PyDialect.QUOTE_STRINGS
                        || d.quoting == PyDialect.QUOTE_NOTNULL))) {
                throw Py.error(CsvModule.ERROR, "empty field must be quoted if delimiter is a "
                        + "space and skipinitialspace is true");
            }
            quotedIn = true;
        }
        boolean[] quoted = {quotedIn};
        int mark = rec.length();
        appendData(field, quoted, false);
        rec.setLength(mark);
        appendData(field, quoted, true);
        numFields++;
    }

    private void appendData(String field, boolean[] quoted, boolean copy) {
        PyDialect d = dialect;
        if (numFields > 0) {
            rec.appendCodePoint(d.delimiter);
        }
        if (copy && quoted[0]) {
            rec.appendCodePoint(d.quotechar);
        }
        if (field != null) {
            for (int i = 0; i < field.length();) {
                int c = field.codePointAt(i);
                i += Character.charCount(c);
                boolean wantEscape = false;
                if (c == d.delimiter || c == d.escapechar || c == d.quotechar || c == '\n'
                        || c == '\r' || d.lineterminator.indexOf(c) >= 0) {
                    if (d.quoting == PyDialect.QUOTE_NONE) {
                        wantEscape = true;
                    } else {
                        if (c == d.quotechar) {
                            if (d.doublequote) {
                                rec.appendCodePoint(d.quotechar);
                            } else {
                                wantEscape = true;
                            }
                        } else if (c == d.escapechar) {
                            wantEscape = true;
                        }
                        if (!wantEscape) {
                            quoted[0] = true;
                        }
                    }
                    if (wantEscape) {
                        if (d.escapechar == PyDialect.NOT_SET) {
                            throw Py.error(CsvModule.ERROR,
                                    "need to escape, but no escapechar set");
                        }
                        rec.appendCodePoint(d.escapechar);
                    }
                }
                rec.appendCodePoint(c);
            }
        }
        if (copy && quoted[0]) {
            rec.appendCodePoint(d.quotechar);
        }
    }
}
