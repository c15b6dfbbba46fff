package org.specializer.natives.decimal;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;

/**
 * The signals (exception classes) and how conditions map onto them, as CPython's
 * {@code signal_map} and {@code cond_map}. A signal class stands for the libmpdec status bits
 * in {@link #SIGNAL_FLAGS}; InvalidOperation stands for all the conditions of
 * {@link Mpd#IEEE_INVALID_OPERATION}, which have classes of their own (ConversionSyntax, ...)
 * that are only ever named in an exception's argument list.
 */
final class Signals {
    private Signals() {}

    static final PyType DECIMAL_EXCEPTION = make("DecimalException", PyExc.ArithmeticError);

    static final PyType CLAMPED = make("Clamped", DECIMAL_EXCEPTION);
    static final PyType ROUNDED = make("Rounded", DECIMAL_EXCEPTION);
    static final PyType INEXACT = make("Inexact", DECIMAL_EXCEPTION);
    static final PyType SUBNORMAL = make("Subnormal", DECIMAL_EXCEPTION);
    static final PyType UNDERFLOW = make("Underflow", INEXACT, ROUNDED, SUBNORMAL);
    static final PyType OVERFLOW = make("Overflow", INEXACT, ROUNDED);
    static final PyType DIVISION_BY_ZERO = make("DivisionByZero", DECIMAL_EXCEPTION,
            PyExc.ZeroDivisionError);
    static final PyType FLOAT_OPERATION = make("FloatOperation", DECIMAL_EXCEPTION,
            PyExc.TypeError);
    static final PyType INVALID_OPERATION = make("InvalidOperation", DECIMAL_EXCEPTION);

    static final PyType CONVERSION_SYNTAX = make("ConversionSyntax", INVALID_OPERATION);
    static final PyType DIVISION_IMPOSSIBLE = make("DivisionImpossible", INVALID_OPERATION);
    static final PyType DIVISION_UNDEFINED = make("DivisionUndefined", INVALID_OPERATION,
            PyExc.ZeroDivisionError);
    static final PyType INVALID_CONTEXT = make("InvalidContext", INVALID_OPERATION);

    /** CPython's signal_map order. */
    static final PyType[] SIGNALS = {INVALID_OPERATION, FLOAT_OPERATION, DIVISION_BY_ZERO,
        OVERFLOW, UNDERFLOW, SUBNORMAL, INEXACT, ROUNDED, CLAMPED};
    static final int[] SIGNAL_FLAGS = {Mpd.IEEE_INVALID_OPERATION, Mpd.FLOAT_OPERATION,
        Mpd.DIVISION_BY_ZERO, Mpd.OVERFLOW, Mpd.UNDERFLOW, Mpd.SUBNORMAL, Mpd.INEXACT,
        Mpd.ROUNDED, Mpd.CLAMPED};
    /** CPython's cond_map: the conditions of InvalidOperation. */
    static final PyType[] CONDITIONS = {INVALID_OPERATION, CONVERSION_SYNTAX,
        DIVISION_IMPOSSIBLE, DIVISION_UNDEFINED, INVALID_CONTEXT};
    static final int[] CONDITION_FLAGS = {Mpd.INVALID_OPERATION, Mpd.CONVERSION_SYNTAX,
        Mpd.DIVISION_IMPOSSIBLE, Mpd.DIVISION_UNDEFINED, Mpd.INVALID_CONTEXT};

    /** The signals, for iterating a SignalDict. */
    static final PyTuple SIGNAL_TUPLE = new PyTuple(SIGNALS.clone());

    /** libmpdec's signal names by status bit, for Context.__repr__. */
    private static final String[] SIGNAL_STRING = {"Clamped", "InvalidOperation",
        "DivisionByZero", "InvalidOperation", "InvalidOperation", "InvalidOperation", "Inexact",
        "InvalidOperation", "InvalidOperation", "InvalidOperation", "FloatOperation",
        "Overflow", "Rounded", "Subnormal", "Underflow"};

    static final String INVALID_SIGNALS_ERR = "valid values for signals are:\n"
            + "  [InvalidOperation, FloatOperation, DivisionByZero,\n"
            + "   Overflow, Underflow, Subnormal, Inexact, Rounded,\n"
            + "   Clamped]";

    private static PyType make(String name, PyType... bases) {
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__module__"), PyStr.intern("decimal"));
        return TypeFactory.newType(PyType.TYPE, name, bases, ns, Py.NO_KWNAMES, Py.NO_ARGS);
    }

    /** The status bits a signal class stands for, or -1 when it is no signal. */
    static int flagOf(PyObject ex) {
        for (int i = 0; i < SIGNALS.length; i++) {
            if (SIGNALS[i] == ex) {
                return SIGNAL_FLAGS[i];
            }
        }
        return -1;
    }

    /** {@link #flagOf}, or CPython's KeyError. Compare _decimal.c: exception_as_flag. */
    static int flagOrKeyError(PyObject ex) {
        int f = flagOf(ex);
        if (f < 0) {
            throw new PyException((PyBaseException) Abstract.call(PyExc.KeyError,
                    PyStr.of(INVALID_SIGNALS_ERR)));
        }
        return f;
    }

    /** The signals in a status, as a list (Context.__reduce__). */
    static PyList signalsAsList(int flags) {
        PyList list = new PyList();
        for (int i = 0; i < SIGNALS.length; i++) {
            if ((flags & SIGNAL_FLAGS[i]) != 0) {
                list.append(SIGNALS[i]);
            }
        }
        return list;
    }

    /** The conditions, then the other signals, of a status. Compare: flags_as_list. */
    static PyList flagsAsList(int flags) {
        PyList list = new PyList();
        for (int i = 0; i < CONDITIONS.length; i++) {
            if ((flags & CONDITION_FLAGS[i]) != 0) {
                list.append(CONDITIONS[i]);
            }
        }
        for (int i = 1; i < SIGNALS.length; i++) {
            if ((flags & SIGNAL_FLAGS[i]) != 0) {
                list.append(SIGNALS[i]);
            }
        }
        return list;
    }

    /** A status as libmpdec lists its signals: "[InvalidOperation, Overflow]". */
    static String signalList(int flags) {
        StringBuilder sb = new StringBuilder("[");
        boolean invalidDone = false;
        boolean first = true;
        for (int j = 0; j < SIGNAL_STRING.length; j++) {
            int f = flags & (1 << j);
            if (f == 0) {
                continue;
            }
            if ((f & Mpd.IEEE_INVALID_OPERATION) != 0) {
                if (invalidDone) {
                    continue;
                }
                invalidDone = true;
            }
            if (!first) {
                sb.append(", ");
            }
            sb.append(SIGNAL_STRING[j]);
            first = false;
        }
        return sb.append(']').toString();
    }

    /**
     * The exception for the trapped conditions of a status: the first signal raised, with the
     * list of conditions as its argument. Compare _decimal.c: dec_addstatus.
     */
    static PyException trapped(int trapped) {
        PyType ex = null;
        for (int i = 0; i < SIGNALS.length; i++) {
            if ((trapped & SIGNAL_FLAGS[i]) != 0) {
                ex = SIGNALS[i];
                break;
            }
        }
        PyObject e = Abstract.call(ex, flagsAsList(trapped));
        return new PyException((PyBaseException) e);
    }
}
