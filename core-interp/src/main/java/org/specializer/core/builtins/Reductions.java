package org.specializer.core.builtins;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyByteArray;
import org.specializer.api.PyBytes;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/** The builtins that consume an iterable: {@code all any min max sum sorted}. */
final class Reductions {
    private Reductions() {}

    private static final PyStr SORT = PyStr.intern("sort");

    static void define(PyModule m) {
        Defs.f1(m, "all", (self, x) -> Py.newBool(all(x)));
        Defs.f1(m, "any", (self, x) -> Py.newBool(any(x)));
        Defs.fk(m, "max", (self, args, kw) -> minMax(args, kw, Abstract.GT, "max"));
        Defs.fk(m, "min", (self, args, kw) -> minMax(args, kw, Abstract.LT, "min"));
        Defs.fk(m, "sum", Reductions::sum);
        Defs.fk(m, "sorted", Reductions::sorted);
    }

    static boolean all(PyObject iterable) {
        PyObject it = Abstract.iter(iterable);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (!Abstract.isTrue(x)) {
                return false;
            }
        }
        return true;
    }

    static boolean any(PyObject iterable) {
        PyObject it = Abstract.iter(iterable);
        for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
            if (Abstract.isTrue(x)) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ min and max

    /**
     * {@code min}/{@code max}: of one iterable or of several arguments, with {@code key=} and
     * {@code default=}. The first of equal extremes wins, as CPython keeps an item only when it
     * compares strictly better ({@code op} is GT for max, LT for min).
     */
    static PyObject minMax(PyObject[] args, PyStr[] kwnames, int op, String name) {
        int npos = args.length - kwnames.length;
        PyObject key = null;
        PyObject dflt = null;
        for (int k = 0; k < kwnames.length; k++) {
            String kw = kwnames[k].value;
            if (kw.equals("key")) {
                key = args[npos + k];
            } else if (kw.equals("default")) {
                dflt = args[npos + k];
            } else {
                throw Defs.unexpectedKeyword(name, kwnames[k]);
            }
        }
        if (npos == 0) {
            throw Py.typeError(name + " expected at least 1 argument, got 0");
        }
        if (npos > 1 && dflt != null) {
            throw Py.typeError("Cannot specify a default for " + name
                    + "() with multiple positional arguments");
        }
        if (key == Py.None) {
            key = null;
        }
        PyObject best = null;
        PyObject bestKey = null;
        if (npos == 1) {
            PyObject it = Abstract.iter(args[0]);
            for (PyObject x = Abstract.next(it); x != null; x = Abstract.next(it)) {
                PyObject k = key == null ? x : Abstract.call1(key, x);
                if (best == null || Abstract.richCompareBool(k, bestKey, op)) {
                    best = x;
                    bestKey = k;
                }
            }
        } else {
            for (int i = 0; i < npos; i++) {
                PyObject x = args[i];
                PyObject k = key == null ? x : Abstract.call1(key, x);
                if (best == null || Abstract.richCompareBool(k, bestKey, op)) {
                    best = x;
                    bestKey = k;
                }
            }
        }
        if (best == null) {
            if (dflt != null) {
                return dflt;
            }
            throw Py.valueError(name + "() iterable argument is empty");
        }
        return best;
    }

    // ------------------------------------------------------------------ sum

    /**
     * {@code sum(iterable, /, start=0)}, CPython's algorithm: a {@code long} accumulator while
     * the items are ints and it does not overflow; then, while the items are floats (or
     * long-sized ints), a double with Neumaier's compensation (CPython 3.12+), so that
     * {@code sum([0.1] * 10) == 1.0}; anything else goes through {@code +}.
     */
    static PyObject sum(PyObject self, PyObject[] args, PyStr[] kwnames) {
        if (args.length > 2) {
            throw Py.typeError("sum() takes at most 2 arguments (" + args.length + " given)");
        }
        int npos = args.length - kwnames.length;
        if (npos < 1) {
            throw Py.typeError("sum() takes at least 1 positional argument (0 given)");
        }
        PyObject result = PyInt.ZERO;
        if (npos == 2) {
            result = args[1];
        } else if (kwnames.length == 1) {
            if (!kwnames[0].value.equals("start")) {
                throw Defs.unexpectedKeyword("sum", kwnames[0]);
            }
            result = args[1];
        }
        checkSummable(result);
        PyObject it = Abstract.iter(args[0]);

        if (result.getClass() == PyInt.class) {
            long acc = ((PyInt) result).value;
            result = null;
            while (result == null) {
                PyObject item = Abstract.next(it);
                if (item == null) {
                    return PyInt.of(acc);
                }
                Class<?> c = item.getClass();
                if (c == PyInt.class || c == PyBool.class) {
                    long b = ((PyInt) item).value;
                    long r = acc + b;
                    // addExact without the exception: overflow iff both signs differ from r's
                    if (((acc ^ r) & (b ^ r)) >= 0) {
                        acc = r;
                        continue;
                    }
                }
                result = Abstract.add(PyInt.of(acc), item);
            }
        }

        if (result.getClass() == PyFloat.class) {
            double f = ((PyFloat) result).value;
            double comp = 0.0;
            result = null;
            while (result == null) {
                PyObject item = Abstract.next(it);
                if (item == null) {
                    return new PyFloat(compensated(f, comp));
                }
                Class<?> c = item.getClass();
                if (c == PyFloat.class) {
                    double x = ((PyFloat) item).value;
                    double t = f + x;
                    if (Math.abs(f) >= Math.abs(x)) {
                        comp += (f - t) + x;
                    } else {
                        comp += (x - t) + f;
                    }
                    f = t;
                    continue;
                }
                if (item instanceof PyInt i) {
                    // ints join the running sum as doubles, uncompensated, as in CPython
                    f += (double) i.value;
                    continue;
                }
                result = Abstract.add(new PyFloat(compensated(f, comp)), item);
            }
        }

        for (PyObject item = Abstract.next(it); item != null; item = Abstract.next(it)) {
            result = Abstract.add(result, item);
        }
        return result;
    }

    /** The compensated sum: the correction is dropped when not finite (inf or overflow). */
    private static double compensated(double f, double comp) {
        return comp != 0.0 && Double.isFinite(comp) ? f + comp : f;
    }

    private static void checkSummable(PyObject start) {
        if (start instanceof PyStr) {
            throw Py.typeError("sum() can't sum strings [use ''.join(seq) instead]");
        }
        if (start instanceof PyBytes) {
            throw Py.typeError("sum() can't sum bytes [use b''.join(seq) instead]");
        }
        if (start instanceof PyByteArray) {
            throw Py.typeError("sum() can't sum bytearray [use b''.join(seq) instead]");
        }
    }

    // ------------------------------------------------------------------ sorted

    /** {@code sorted(iterable, /, *, key=None, reverse=False)}: a new list, sorted by list.sort. */
    static PyObject sorted(PyObject self, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (npos != 1) {
            throw Py.typeError("sorted expected 1 argument, got " + npos);
        }
        PyList list = new PyList(Abstract.toArray(args[0]));
        PyObject sort = PyList.TYPE.lookup(SORT);
        if (sort == null) {
            throw Py.notImplementedError("sorted(): list.sort is not available");
        }
        PyObject[] rest = new PyObject[kwnames.length];
        System.arraycopy(args, 1, rest, 0, rest.length);
        Abstract.callMethodDescriptor(sort, list, rest, kwnames);
        return list;
    }
}
