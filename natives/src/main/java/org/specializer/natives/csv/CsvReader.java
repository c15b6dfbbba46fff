package org.specializer.natives.csv;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;

/**
 * {@code _csv.reader}: an iterator of the records of an iterable of lines, parsed a character
 * at a time by CPython's state machine. Compare CPython _csv.c: {@code parse_process_char} and
 * {@code Reader_iternext}.
 */
final class CsvReader extends PyObject implements PyIterator {
    static final PyType TYPE = PyType.builtin("reader", CsvReader.class, PyType.OBJECT, 0,
            CsvReader::define).withModule("_csv").withDottedTpName();

    private static final int START_RECORD = 0;
    private static final int START_FIELD = 1;
    private static final int ESCAPED_CHAR = 2;
    private static final int IN_FIELD = 3;
    private static final int IN_QUOTED_FIELD = 4;
    private static final int ESCAPE_IN_QUOTED_FIELD = 5;
    private static final int QUOTE_IN_QUOTED_FIELD = 6;
    private static final int EAT_CRNL = 7;
    private static final int AFTER_ESCAPED_CRNL = 8;

    /** The end of a line: no character. */
    private static final int EOL = -2;

    private final PyObject input;
    final PyDialect dialect;
    private long lineNum;
    private int state = START_RECORD;
    private PyList fields;
    private final StringBuilder field = new StringBuilder();
    private boolean unquotedField;

    CsvReader(PyObject input, PyDialect dialect) {
        super(TYPE);
        this.input = input;
        this.dialect = dialect;
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            throw Py.typeError("cannot create '_csv.reader' instances");
        });
        Params.defineIterator(t);
        t.getset("dialect", self -> ((CsvReader) self).dialect, null);
        t.getset("line_num", self -> PyInt.of(((CsvReader) self).lineNum), null);
    }

    private void reset() {
        fields = new PyList();
        field.setLength(0);
        state = START_RECORD;
        unquotedField = true;
    }

    /** Compare CPython _csv.c: {@code parse_save_field}. */
    private void saveField() {
        int quoting = dialect.quoting;
        PyObject f;
        if (unquotedField && field.length() == 0 && (quoting == PyDialect.QUOTE_NOTNULL
                || quoting == PyDialect.QUOTE_STRINGS)) {
            f = Py.None;
        } else {
            f = PyStr.of(field.toString());
            if (unquotedField && field.length() != 0 && (quoting == PyDialect.QUOTE_NONNUMERIC
                    || quoting == PyDialect.QUOTE_STRINGS)) {
                f = PyFloat.TYPE.call(new PyObject[] {f}, Py.NO_KWNAMES);
            }
            field.setLength(0);
        }
        fields.append(f);
    }

    private void addChar(int c) {
        if (field.length() >= CsvModule.fieldLimit) {
            throw Py.error(CsvModule.ERROR, "field larger than field limit ("
                    + CsvModule.fieldLimit + ")");
        }
        field.appendCodePoint(c);
    }

    /** Compare CPython _csv.c: {@code parse_process_char}. */
    private void processChar(int c) {
        PyDialect d = dialect;
        switch (state) {
            case START_RECORD:
                if (c == EOL) {
                    break;
                } else if (c == '\n' || c == '\r') {
                    state = EAT_CRNL;
                    break;
                }
                state = START_FIELD;
                startField(c, d);
                break;
            case START_FIELD:
                startField(c, d);
                break;
            case ESCAPED_CHAR:
                if (c == '\n' || c == '\r') {
                    addChar(c);
                    state = AFTER_ESCAPED_CRNL;
                    break;
                }
                addChar(c == EOL ? '\n' : c);
                state = IN_FIELD;
                break;
            case AFTER_ESCAPED_CRNL:
                if (c == EOL) {
                    break;
                }
                inField(c, d);
                break;
            case IN_FIELD:
                inField(c, d);
                break;
            case IN_QUOTED_FIELD:
                if (c == EOL) {
                    break;
                } else if (c == d.escapechar) {
                    state = ESCAPE_IN_QUOTED_FIELD;
                } else if (c == d.quotechar && d.quoting != PyDialect.QUOTE_NONE) {
                    state = d.doublequote ? QUOTE_IN_QUOTED_FIELD : IN_FIELD;
                } else {
                    addChar(c);
                }
                break;
            case ESCAPE_IN_QUOTED_FIELD:
                addChar(c == EOL ? '\n' : c);
                state = IN_QUOTED_FIELD;
                break;
            case QUOTE_IN_QUOTED_FIELD:
                if (d.quoting != PyDialect.QUOTE_NONE && c == d.quotechar) {
                    addChar(c);
                    state = IN_QUOTED_FIELD;
                } else if (c == d.delimiter) {
                    saveField();
                    state = START_FIELD;
                } else if (c == '\n' || c == '\r' || c == EOL) {
                    saveField();
                    state = c == EOL ? START_RECORD : EAT_CRNL;
                } else if (!d.strict) {
                    addChar(c);
                    state = IN_FIELD;
                } else {
                    throw Py.error(CsvModule.ERROR, "'" + new String(Character.toChars(
                            d.delimiter)) + "' expected after '" + new String(Character.toChars(
                            d.quotechar)) + "'");
                }
                break;
            default: // EAT_CRNL
                if (c == '\n' || c == '\r') {
                    break;
                } else if (c == EOL) {
                    state = START_RECORD;
                } else {
                    throw Py.error(CsvModule.ERROR, "new-line character seen in unquoted field "
                            + "- do you need to open the file with newline=''?");
                }
        }
    }

    private void startField(int c, PyDialect d) {
        unquotedField = true;
        if (c == '\n' || c == '\r' || c == EOL) {
            saveField();
            state = c == EOL ? START_RECORD : EAT_CRNL;
        } else if (c == d.quotechar && d.quoting != PyDialect.QUOTE_NONE) {
            unquotedField = false;
            state = IN_QUOTED_FIELD;
        } else if (c == d.escapechar) {
            state = ESCAPED_CHAR;
        } else if (c == ' ' && d.skipinitialspace) {
            return;
        } else if (c == d.delimiter) {
            saveField();
        } else {
            addChar(c);
            state = IN_FIELD;
        }
    }

    private void inField(int c, PyDialect d) {
        state = IN_FIELD;
        if (c == '\n' || c == '\r' || c == EOL) {
            saveField();
            state = c == EOL ? START_RECORD : EAT_CRNL;
        } else if (c == d.escapechar) {
            state = ESCAPED_CHAR;
        } else if (c == d.delimiter) {
            saveField();
            state = START_FIELD;
        } else {
            addChar(c);
        }
    }

    /** Compare CPython _csv.c: {@code Reader_iternext}. */
    @Override
    public PyObject nextOrNull() {
        reset();
        do {
            PyObject line = Abstract.next(input);
            if (line == null) {
                if (field.length() != 0 || state == IN_QUOTED_FIELD) {
                    if (dialect.strict) {
                        throw Py.error(CsvModule.ERROR, "unexpected end of data");
                    }
                    saveField();
                    break;
                }
                return null;
            }
            if (!(line instanceof PyStr s)) {
                throw Py.error(CsvModule.ERROR, "iterator should return strings, not "
                        + line.type.getTpName() + " (the file should be opened in text mode)");
            }
            lineNum++;
            String v = s.value;
            for (int i = 0; i < v.length();) {
                int c = v.codePointAt(i);
                processChar(c);
                i += Character.charCount(c);
            }
            processChar(EOL);
        } while (state != START_RECORD);
        PyList r = fields;
        fields = null;
        return r;
    }
}
