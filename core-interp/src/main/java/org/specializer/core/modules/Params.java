package org.specializer.core.modules;

import java.nio.charset.StandardCharsets;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * Argument binding for the functions and constructors of the modules in this package, with the
 * messages of CPython's Argument Clinic ({@code _PyArg_UnpackKeywords},
 * {@code _PyArg_CheckPositional}, {@code _PyArg_NoKeywords}), which differ from those of the
 * older {@code PyArg_ParseTupleAndKeywords} that {@link org.specializer.api.ArgParser} follows.
 * Build one per function, once.
 */
public final class Params {
    private final String fname;
    private final PyStr[] names;
    private final int posOnly;
    private final int maxPositional;
    private final int required;

    /**
     * @param fname         the name messages use ({@code "accumulate"})
     * @param names         every parameter, positional ones first, then keyword-only ones
     * @param posOnly       how many leading parameters are positional-only
     * @param maxPositional how many may be passed by position
     * @param required      how many leading parameters are required
     */
    public Params(String fname, String[] names, int posOnly, int maxPositional, int required) {
        this.fname = fname;
        this.names = new PyStr[names.length];
        for (int i = 0; i < names.length; i++) {
            this.names[i] = PyStr.intern(names[i]);
        }
        this.posOnly = posOnly;
        this.maxPositional = maxPositional;
        this.required = required;
    }

    /** One value per parameter, null where not given. */
    public PyObject[] parse(PyObject[] args, PyStr[] kwnames) {
        int nkw = kwnames.length;
        int npos = args.length - nkw;
        int maxArgs = names.length;
        int minPos = Math.min(required, maxPositional);
        if (npos + nkw > maxArgs) {
            throw Py.typeError(fname + "() takes at most " + maxArgs + " "
                    + (npos == 0 ? "keyword " : "")
                    + "argument" + (maxArgs == 1 ? "" : "s") + " (" + (npos + nkw) + " given)");
        }
        if (npos > maxPositional) {
            if (maxPositional == 0) {
                throw Py.typeError(fname + "() takes no positional arguments");
            }
            throw Py.typeError(fname + "() takes " + (minPos < maxPositional ? "at most"
                    : "exactly") + " " + maxPositional + " positional argument"
                    + (maxPositional == 1 ? "" : "s") + " (" + npos + " given)");
        }
        int minPosOnly = Math.min(posOnly, required);
        if (npos < minPosOnly) {
            throw Py.typeError(fname + "() takes " + (minPosOnly < maxPositional ? "at least"
                    : "exactly") + " " + minPosOnly + " positional argument"
                    + (minPosOnly == 1 ? "" : "s") + " (" + npos + " given)");
        }
        PyObject[] out = new PyObject[names.length];
        System.arraycopy(args, 0, out, 0, npos);
        for (int k = 0; k < nkw; k++) {
            PyStr kw = kwnames[k];
            int i = indexOf(kw);
            if (i < 0 || i < posOnly) {
                throw Py.typeError(fname + "() got an unexpected keyword argument '" + kw.value
                        + "'");
            }
            if (out[i] != null) {
                throw Py.typeError("argument for " + fname + "() given by name ('" + kw.value
                        + "') and position (" + (i + 1) + ")");
            }
            out[i] = args[npos + k];
        }
        for (int i = 0; i < required; i++) {
            if (out[i] == null) {
                if (i < maxPositional) {
                    throw Py.typeError(fname + "() missing required argument '" + names[i].value
                            + "' (pos " + (i + 1) + ")");
                }
                throw Py.typeError(fname + "() missing required keyword-only argument '"
                        + names[i].value + "'");
            }
        }
        return out;
    }

    private int indexOf(PyStr kw) {
        for (int i = 0; i < names.length; i++) {
            if (names[i] == kw || names[i].value.equals(kw.value)) {
                return i;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ one-off checks

    /** {@code _PyArg_NoKeywords}: "name() takes no keyword arguments". */
    public static void noKeywords(String name, PyStr[] kwnames) {
        if (kwnames.length != 0) {
            throw Py.typeError(name + "() takes no keyword arguments");
        }
    }

    /** {@code _PyArg_CheckPositional}: "name expected 2 arguments, got 1". */
    public static void checkPositional(String name, int given, int min, int max) {
        if (given < min) {
            throw Py.typeError(name + " expected " + (min == max ? "" : "at least ") + min
                    + " argument" + (min == 1 ? "" : "s") + ", got " + given);
        }
        if (given > max) {
            throw Py.typeError(name + " expected " + (min == max ? "" : "at most ") + max
                    + " argument" + (max == 1 ? "" : "s") + ", got " + given);
        }
    }

    /** Positional-only, no keywords: both checks at once; returns the positional count. */
    public static int positional(String name, PyObject[] args, PyStr[] kwnames, int min, int max) {
        noKeywords(name, kwnames);
        checkPositional(name, args.length, min, max);
        return args.length;
    }

    /**
     * The positional arguments of a constructor of a builtin type that takes no keywords, called
     * for {@code cls} (the type or a Python subclass). Keywords are an error unless {@code cls}
     * has an {@code __init__} of its own, which receives them; then they are left out here.
     * Compare CPython's {@code (type == base || type->tp_init == base->tp_init) &&
     * !_PyArg_NoKeywords(name, kwargs)} in map_new, filter_new and itertools' constructors.
     */
    public static PyObject[] positionalNew(PyObject cls, PyType base, String name,
            PyObject[] args, PyStr[] kwnames, int min, int max) {
        if (kwnames.length != 0) {
            if (cls == base || ((PyType) cls).lookup(org.specializer.api.Names.__init__)
                    == base.lookup(org.specializer.api.Names.__init__)) {
                noKeywords(name, kwnames);
            }
            args = java.util.Arrays.copyOf(args, args.length - kwnames.length);
        }
        checkPositional(name, args.length, min, max);
        return args;
    }

    // ------------------------------------------------------------------ conversions

    /** {@code PyNumber_AsSsize_t(o, OverflowError)}: an index that fits a Java long. */
    public static long asSsize(PyObject o) {
        PyObject i = Abstract.index(o);
        if (i instanceof PyInt pi) {
            return pi.value;
        }
        throw Py.overflowError("Python int too large to convert to C ssize_t");
    }

    /** A non-negative count that must fit in a Java int, for array sizes. */
    public static int asCount(long n, String what) {
        if (n > Integer.MAX_VALUE - 8) {
            throw Py.error(PyExc.MemoryError, what);
        }
        return (int) n;
    }

    // ------------------------------------------------------------------ iterator types

    /** Defines {@code __iter__} (returns self) and {@code __next__} for a {@link PyIterator} type. */
    public static void defineIterator(PyType t) {
        t.method0("__iter__", self -> self);
        t.method0("__next__", Params::iterNext);
    }

    private static PyObject iterNext(PyObject self) {
        PyObject v = ((PyIterator) self).nextOrNull();
        if (v == null) {
            throw Py.stopIteration(null);
        }
        return v;
    }

    /**
     * A file name argument as CPython's {@code PyUnicode_FSDecoder} takes it (compile's,
     * symtable's): a str, bytes (decoded as UTF-8), or an object whose {@code __fspath__}
     * gives one of them.
     */
    public static String filename(PyObject o) {
        if (o instanceof PyStr f) {
            return f.value;
        }
        if (o instanceof PyBytes fb) {
            return new String(fb.value, StandardCharsets.UTF_8);
        }
        PyObject fspath = o.type.lookup(PyStr.intern("__fspath__"));
        if (fspath == null || fspath == Py.None) {
            throw Py.typeError("expected str, bytes or os.PathLike object, not "
                    + o.type.getName());
        }
        PyObject p = Abstract.callMethodDescriptor(fspath, o, Py.NO_ARGS, Py.NO_KWNAMES);
        if (p instanceof PyStr ps) {
            return ps.value;
        }
        if (p instanceof PyBytes pb) {
            return new String(pb.value, StandardCharsets.UTF_8);
        }
        throw Py.typeError("expected " + o.type.getName()
                + ".__fspath__() to return str or bytes, not " + p.type.getName());
    }
}
