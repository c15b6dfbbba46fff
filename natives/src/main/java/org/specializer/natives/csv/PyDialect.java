package org.specializer.natives.csv;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.natives.CInts;

/**
 * {@code _csv.Dialect}: a checked, immutable set of CSV formatting parameters. Made from another
 * dialect (an instance, a registered name, or any object with the attributes, such as a
 * {@code csv.Dialect} subclass) and keyword overrides. Compare CPython _csv.c:
 * {@code dialect_new}.
 */
final class PyDialect extends PyObject {
    static final PyType TYPE = PyType.builtin("Dialect", PyDialect.class, PyType.OBJECT,
            PyType.BASETYPE, PyDialect::define).withModule("_csv").withDottedTpName();

    /** A character parameter that is not set ({@code None}). */
    static final int NOT_SET = -1;

    static final int QUOTE_MINIMAL = 0;
    static final int QUOTE_ALL = 1;
    static final int QUOTE_NONNUMERIC = 2;
    static final int QUOTE_NONE = 3;
    static final int QUOTE_STRINGS = 4;
    static final int QUOTE_NOTNULL = 5;

    static final String[] KEYWORDS = {"dialect", "delimiter", "doublequote", "escapechar",
        "lineterminator", "quotechar", "quoting", "skipinitialspace", "strict"};

    int delimiter;
    boolean doublequote;
    int escapechar;
    String lineterminator;
    int quotechar;
    int quoting;
    boolean skipinitialspace;
    boolean strict;

    PyDialect(PyType type) {
        super(type);
    }

    private static PyDialect d(PyObject self) {
        return (PyDialect) self;
    }

    private static PyObject chr(int c) {
        return c == NOT_SET ? Py.None : PyStr.ofCodePoint(c);
    }

    private static void define(PyType t) {
        t.constructor((cls, args, kw) -> create((PyType) cls, args, kw));
        t.getset("delimiter", self -> chr(d(self).delimiter), null);
        t.getset("doublequote", self -> Py.newBool(d(self).doublequote), null);
        t.getset("escapechar", self -> chr(d(self).escapechar), null);
        t.getset("lineterminator", self -> PyStr.of(d(self).lineterminator), null);
        t.getset("quotechar", self -> chr(d(self).quotechar), null);
        t.getset("quoting", self -> PyInt.of(d(self).quoting), null);
        t.getset("skipinitialspace", self -> Py.newBool(d(self).skipinitialspace), null);
        t.getset("strict", self -> Py.newBool(d(self).strict), null);
        t.method0("__reduce_ex__", self -> {
            throw Py.typeError("cannot pickle '_csv.Dialect' instances");
        });
    }

    /** {@code Dialect(dialect=None, **kwargs)}: the arguments as {@code dialect_new} binds them. */
    static PyObject create(PyType type, PyObject[] args, PyStr[] kw) {
        int npos = args.length - kw.length;
        if (npos > KEYWORDS.length) {
            throw Py.typeError("function takes at most " + KEYWORDS.length + " arguments ("
                    + npos + " given)");
        }
        PyObject[] a = new PyObject[KEYWORDS.length];
        System.arraycopy(args, 0, a, 0, npos);
        for (int k = 0; k < kw.length; k++) {
            int i = 0;
            while (i < KEYWORDS.length && !KEYWORDS[i].equals(kw[k].value)) {
                i++;
            }
            if (i == KEYWORDS.length) {
                throw Py.typeError("this function got an unexpected keyword argument '"
                        + kw[k].value + "'");
            }
            if (a[i] != null) {
                throw Py.typeError("argument for function given by name ('" + kw[k].value
                        + "') and position (" + (i + 1) + ")");
            }
            a[i] = args[npos + k];
        }
        return create(type, a);
    }

    /** {@code a} holds the dialect then the eight parameters, null where not given. */
    static PyObject create(PyType type, PyObject[] a) {
        PyObject dialect = a[0];
        if (dialect != null) {
            if (dialect instanceof PyStr) {
                dialect = CsvModule.getDialect(dialect);
            }
            boolean overrides = false;
            for (int i = 1; i < a.length; i++) {
                overrides |= a[i] != null;
            }
            if (dialect instanceof PyDialect && !overrides) {
                return dialect;
            }
            for (int i = 1; i < a.length; i++) {
                if (a[i] == null) {
                    try {
                        a[i] = dialect.lookupAttr(PyStr.intern(KEYWORDS[i]));
                    } catch (PyException e) {
                        a[i] = null;
                    }
                }
            }
        }
        PyDialect self = new PyDialect(type);
        self.delimiter = setChar("delimiter", a[1], ',');
        self.doublequote = a[2] == null || Abstract.isTrue(a[2]);
        self.escapechar = setCharOrNone("escapechar", a[3], NOT_SET);
        self.lineterminator = setStr("lineterminator", a[4], "\r\n");
        self.quotechar = setCharOrNone("quotechar", a[5], '"');
        self.quoting = setInt("quoting", a[6], QUOTE_MINIMAL);
        self.skipinitialspace = a[7] != null && Abstract.isTrue(a[7]);
        self.strict = a[8] != null && Abstract.isTrue(a[8]);
        if (self.quoting < QUOTE_MINIMAL || self.quoting > QUOTE_NOTNULL) {
            throw Py.typeError("bad \"quoting\" value");
        }
        if (a[5] == Py.None && a[6] == null) {
            self.quoting = QUOTE_NONE;
        }
        if (self.quoting != QUOTE_NONE && self.quotechar == NOT_SET) {
            throw Py.typeError("quotechar must be set if quoting enabled");
        }
        if (self.lineterminator == null) {
            throw Py.typeError("lineterminator must be set");
        }
        checkChar("delimiter", self.delimiter, true, self.lineterminator);
        checkChar("escapechar", self.escapechar, !self.skipinitialspace, self.lineterminator);
        checkChar("quotechar", self.quotechar, !self.skipinitialspace, self.lineterminator);
        checkChars("delimiter", "escapechar", self.delimiter, self.escapechar);
        checkChars("delimiter", "quotechar", self.delimiter, self.quotechar);
        checkChars("escapechar", "quotechar", self.escapechar, self.quotechar);
        return self;
    }

    private static int oneChar(String name, PyStr s) {
        if (s.length() != 1) {
            throw Py.typeError("\"" + name + "\" must be a 1-character string");
        }
        return s.codePointAt(0);
    }

    private static int setChar(String name, PyObject src, int dflt) {
        if (src == null) {
            return dflt;
        }
        if (!(src instanceof PyStr s)) {
            throw Py.typeError("\"" + name + "\" must be string, not " + src.type.getTpName());
        }
        return oneChar(name, s);
    }

    private static int setCharOrNone(String name, PyObject src, int dflt) {
        if (src == null) {
            return dflt;
        }
        if (src == Py.None) {
            return NOT_SET;
        }
        if (!(src instanceof PyStr s)) {
            throw Py.typeError("\"" + name + "\" must be string or None, not "
                    + src.type.getTpName());
        }
        return oneChar(name, s);
    }

    private static String setStr(String name, PyObject src, String dflt) {
        if (src == null) {
            return dflt;
        }
        if (src == Py.None) {
            return null;
        }
        if (!(src instanceof PyStr s)) {
            throw Py.typeError("\"" + name + "\" must be a string");
        }
        return s.value;
    }

    private static int setInt(String name, PyObject src, int dflt) {
        if (src == null) {
            return dflt;
        }
        if (src.getClass() != PyInt.class && src.getClass() != org.specializer.api.PyBigInt.class) {
            throw Py.typeError("\"" + name + "\" must be an integer");
        }
        return CInts.cint(src);
    }

    private static void checkChar(String name, int c, boolean allowSpace,
            String lineterminator) {
        if (c == '\r' || c == '\n' || (c == ' ' && !allowSpace)) {
            throw Py.valueError("bad " + name + " value");
        }
        if (c != NOT_SET && lineterminator.indexOf(c) >= 0) {
            throw Py.valueError("bad " + name + " or lineterminator value");
        }
    }

    private static void checkChars(String name1, String name2, int c1, int c2) {
        if (c1 == c2 && c1 != NOT_SET) {
            throw Py.valueError("bad " + name1 + " or " + name2 + " value");
        }
    }

    /** {@code Dialect(dialect, **kwargs)} from a call's {@code (args, kwnames)} after its own. */
    static PyDialect call(PyObject dialect, PyObject[] args, PyStr[] kw) {
        PyObject[] a = new PyObject[1 + kw.length];
        a[0] = dialect == null ? Py.None : dialect;
        int npos = args.length - kw.length;
        System.arraycopy(args, npos, a, 1, kw.length);
        PyObject r = dialect == null
                ? TYPE.call(java.util.Arrays.copyOfRange(a, 1, a.length), kw)
                : TYPE.call(a, kw);
        return (PyDialect) r;
    }
}
