package org.specializer.natives.datetime;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.natives.CInts;

/**
 * Argument binding with the messages of CPython's {@code PyArg_ParseTupleAndKeywords}, which
 * the constructors and most methods of {@code _datetime} use: a function given no name in its
 * format string is "function" there ("function missing required argument 'month' (pos 2)"),
 * and its unexpected keywords go to "this function". As CPython's, the parameters are bound
 * and checked in order, the {@code i} ones converted as they come, so that an argument of the
 * wrong type is reported before a missing one after it. Also the item conversions of its
 * format codes ({@code i}, {@code U}, {@code C}).
 */
final class Args {
    private final String fname;
    private final String[] names;
    /** One format code per parameter: 'i' a C int, 'O' any object. */
    private final String codes;
    private final int required;
    private final int maxPositional;

    /**
     * @param fname         the name in messages, or null for CPython's anonymous "function"
     * @param names         every parameter, positional ones first
     * @param required      how many leading parameters are required
     * @param maxPositional how many may be passed by position (the rest are keyword-only)
     */
    Args(String fname, String[] names, int required, int maxPositional) {
        this(fname, names, "O".repeat(names.length), required, maxPositional);
    }

    /** As above, with a format code per parameter ('i' or 'O'). */
    Args(String fname, String[] names, String codes, int required, int maxPositional) {
        this.fname = fname;
        this.names = names;
        this.codes = codes;
        this.required = required;
        this.maxPositional = maxPositional;
    }

    private String who() {
        return fname == null ? "function" : fname + "()";
    }

    /** One value per parameter, null where not given. Compare getargs.c: vgetargskeywords. */
    PyObject[] parse(PyObject[] args, PyStr[] kwnames) {
        int nkw = kwnames.length;
        int npos = args.length - nkw;
        int len = names.length;
        if (npos + nkw > len) {
            throw Py.typeError(who() + " takes at most " + len + " " + (npos == 0 ? "keyword "
                    : "") + "argument" + (len == 1 ? "" : "s") + " (" + (npos + nkw) + " given)");
        }
        PyObject[] out = new PyObject[len];
        int left = nkw;
        for (int i = 0; i < len; i++) {
            if (i == maxPositional && npos > maxPositional) {
                if (maxPositional == 0) {
                    throw Py.typeError(who() + " takes no positional arguments");
                }
                throw Py.typeError(who() + " takes " + (required < maxPositional ? "at most"
                        : "exactly") + " " + maxPositional + " positional argument"
                        + (maxPositional == 1 ? "" : "s") + " (" + npos + " given)");
            }
            PyObject v = null;
            if (i < npos) {
                v = args[i];
            } else if (left > 0) {
                int k = keyword(kwnames, names[i]);
                if (k >= 0) {
                    v = args[npos + k];
                    left--;
                }
            }
            if (v != null) {
                if (codes.charAt(i) == 'i') {
                    CInts.argInt(v);
                }
                out[i] = v;
                continue;
            }
            if (i < required) {
                throw Py.typeError(who() + " missing required argument '" + names[i]
                        + "' (pos " + (i + 1) + ")");
            }
            if (left == 0) {
                return out;
            }
        }
        if (left > 0) {
            for (int i = 0; i < npos; i++) {
                if (keyword(kwnames, names[i]) >= 0) {
                    throw Py.typeError("argument for " + who() + " given by name ('" + names[i]
                            + "') and position (" + (i + 1) + ")");
                }
            }
            for (PyStr kw : kwnames) {
                if (indexOf(kw.value) < 0) {
                    String suggestion = Suggestions.closest(kw.value, names);
                    throw Py.typeError((fname == null ? "this function" : fname + "()")
                            + " got an unexpected keyword argument '" + kw.value + "'"
                            + (suggestion == null ? "" : ". Did you mean '" + suggestion + "'?"));
                }
            }
        }
        return out;
    }

    private static int keyword(PyStr[] kwnames, String name) {
        for (int k = 0; k < kwnames.length; k++) {
            if (kwnames[k].value.equals(name)) {
                return k;
            }
        }
        return -1;
    }

    private int indexOf(String kw) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(kw)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The class a builtin {@code __new__} of {@code base} was given, checked as CPython's
     * {@code tp_new_wrapper} does: a type, a subtype of base, whose nearest builtin class is
     * base ({@code date.__new__(datetime)} would make a date with the class of a datetime).
     */
    static PyType newCheck(PyObject cls, PyType base) {
        String b = base.getTpName();
        if (!(cls instanceof PyType t)) {
            throw Py.typeError(b + ".__new__(X): X is not a type object ("
                    + cls.type.getTpName() + ")");
        }
        if (!t.isSubtype(base)) {
            throw Py.typeError(b + ".__new__(" + t.getTpName() + "): " + t.getTpName()
                    + " is not a subtype of " + b);
        }
        PyType builtin = t;
        while (builtin.isHeapType()) {
            builtin = builtin.getBase();
        }
        if (builtin != base) {
            throw Py.typeError(b + ".__new__(" + t.getTpName() + ") is not safe, use "
                    + builtin.getTpName() + ".__new__()");
        }
        return t;
    }

    // ------------------------------------------------------------------ conversions

    /** {@code PyLong_AsInt}: "Python int too large to convert to C int" when out of range. */
    static int asCInt(PyObject o) {
        PyObject v = Abstract.index(o);
        if (v instanceof PyInt i && i.value >= Integer.MIN_VALUE && i.value <= Integer.MAX_VALUE) {
            return (int) i.value;
        }
        throw Py.overflowError("Python int too large to convert to C int");
    }

    /** Whether {@code o} is an int (bool and subclasses included): CPython's PyLong_Check. */
    static boolean isInt(PyObject o) {
        return o instanceof PyInt || o instanceof PyBigInt;
    }

    /** Format code {@code U}: a str, else "f() argument n must be str, not T". */
    static PyStr str(PyObject o, String fname, int argno) {
        if (o instanceof PyStr s) {
            return s;
        }
        throw Py.typeError(fname + "() argument " + argno + " must be str, not "
                + o.type.getTpName());
    }

    /** Format code {@code C}: one code point. */
    static int character(PyObject o, String fname, int argno) {
        if (o instanceof PyStr s && s.value.codePointCount(0, s.value.length()) == 1) {
            return s.value.codePointAt(0);
        }
        throw Py.typeError(fname + "() argument " + argno + " must be a unicode character, not "
                + o.type.getTpName());
    }
}
