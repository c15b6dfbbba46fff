package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInt;
import org.specializer.api.ListMethods;
import org.specializer.api.PyList;
import org.specializer.api.PySlice;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.spi.Opcode;

/**
 * Bodies of BINARY_SUBSCR's specialized children ({@code container, sub -- res}). Each returns
 * false when its guard fails (the loop deopts, and the generic path raises IndexError for an
 * index out of range or handles a negative one); on success the container slot holds the
 * result and the sub slot is cleared, and the caller drops one slot.
 */
final class BinarySubscrInstructions {
    private BinarySubscrInstructions() {}

    /** The index when {@code sub} is an exact int in {@code [0, size)}, else -1. */
    static int index(PyObject sub, int size) {
        if (sub.getClass() == PyInt.class) {
            long i = ((PyInt) sub).value;
            if (i >= 0 && i < size) {
                return (int) i;
            }
        }
        return -1;
    }

    /**
     * {@link #index}, the guard {@code CHILD/n}: turned off, any int's value is taken as the
     * index (and anything else as 0).
     */
    static int index(int op, int n, PyObject sub, int size) {
        if (Mutants.off(op, n)) {
            return sub.getClass() == PyInt.class ? (int) ((PyInt) sub).value : 0;
        }
        return index(sub, size);
    }

    // Value cores for tier 2: the item, or null when the guard fails.

    /** BINARY_SUBSCR_DICT: an exact dict; a missing key raises KeyError (not a deopt). */
    @Core(Opcode.BINARY_SUBSCR_DICT)
    static PyObject dict(PyObject c, PyObject key) {
        if (Mutants.on(Op.BINARY_SUBSCR_DICT, 1) && c.getClass() != PyDict.class) {
            return null;
        }
        PyObject v = ((PyDict) c).getItem(key);
        if (v == null) {
            throw Py.keyError(key);
        }
        return v;
    }

    @Core(Opcode.BINARY_SUBSCR_LIST_INT)
    static PyObject listInt(PyObject c, PyObject sub) {
        if (Mutants.on(Op.BINARY_SUBSCR_LIST_INT, 1) && c.getClass() != PyList.class) {
            return null;
        }
        PyList l = (PyList) c;
        int i = index(Op.BINARY_SUBSCR_LIST_INT, 2, sub, l.size);
        return i < 0 ? null : l.items[i];
    }

    /** An ASCII character at an index in range of an exact str (its shared one-character str). */
    @Core(Opcode.BINARY_SUBSCR_STR_INT)
    static PyObject strInt(PyObject c, PyObject sub) {
        if (Mutants.on(Op.BINARY_SUBSCR_STR_INT, 1) && c.getClass() != PyStr.class) {
            return null;
        }
        PyStr str = (PyStr) c;
        int i = index(Op.BINARY_SUBSCR_STR_INT, 2, sub, str.length());
        if (i < 0) {
            return null;
        }
        int cp = str.codePointAt(i);
        return cp < 128 ? PyStr.ofCodePoint(cp) : null;
    }

    @Core(Opcode.BINARY_SUBSCR_TUPLE_INT)
    static PyObject tupleInt(PyObject c, PyObject sub) {
        if (Mutants.on(Op.BINARY_SUBSCR_TUPLE_INT, 1) && c.getClass() != PyTuple.class) {
            return null;
        }
        PyObject[] items = ((PyTuple) c).items;
        int i = index(Op.BINARY_SUBSCR_TUPLE_INT, 2, sub, items.length);
        return i < 0 ? null : items[i];
    }

    /**
     * BINARY_SUBSCR_LIST_SLICE (CPython 3.14's BINARY_OP_SUBSCR_LIST_SLICE): a slice of an
     * exact list, a new list. The bounds go through the generic slice arithmetic (an
     * {@code __index__} of theirs runs as it would there).
     */
    @Core(value = Opcode.BINARY_SUBSCR_LIST_SLICE,
            guards = {"the container is an exact list", "the subscript is a slice"})
    static PyObject listSlice(PyObject c, PyObject sub) {
        if (Mutants.on(Op.BINARY_SUBSCR_LIST_SLICE, 1) && c.getClass() != PyList.class
                || Mutants.on(Op.BINARY_SUBSCR_LIST_SLICE, 2) && sub.getClass() != PySlice.class) {
            return null;
        }
        return ListMethods.getSlice((PyList) c, (PySlice) sub);
    }

    /** Leave a core's result in the container slot; did the guard pass? */
    private static boolean done(PyObject[] s, int sp, PyObject v, int op) {
        if (v == null) {
            return false;
        }
        s[sp - 2] = v;
        s[sp - 1] = null;
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
        return true;
    }

    static boolean dict(PyObject[] s, int sp) {
        if (Mutants.on(Op.BINARY_SUBSCR_DICT, 1) && s[sp - 2].getClass() != PyDict.class) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.BINARY_SUBSCR_DICT);  // counted before a KeyError, as it always was
        }
        s[sp - 2] = dict(s[sp - 2], s[sp - 1]);
        s[sp - 1] = null;
        return true;
    }

    /**
     * BINARY_SUBSCR_GETITEM: an instance of a class whose {@code __getitem__} the specializer
     * cached in the class ({@code specCacheGetitem}, cleared when the class or a base is
     * modified), still with the version it had then (reassigning {@code __code__} or
     * {@code __defaults__} zeroes it). Then the two-parameter function is called directly.
     */
    static boolean getitem(PyObject[] s, int sp) {
        PyFunction f = getitemFunction(s[sp - 2]);
        if (f == null) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.BINARY_SUBSCR_GETITEM);
        }
        s[sp - 2] = Calls.callFunction(f, null, s, sp - 2, 2, Py.NO_KWNAMES);
        s[sp - 1] = null;
        return true;
    }

    /** BINARY_SUBSCR_GETITEM's guard: the {@code __getitem__} to call, or null. */
    private static PyFunction getitemFunction(PyObject c) {
        PyType t = c.type;
        if (Mutants.on(Op.BINARY_SUBSCR_GETITEM, 1) && !(t.specCacheGetitem instanceof PyFunction)
                || ((PyFunction) t.specCacheGetitem).version != t.specCacheGetitemVersion) {
            return null;
        }
        return (PyFunction) t.specCacheGetitem;
    }

    /** BINARY_SUBSCR_GETITEM's guard and action over values (null: the guard failed). */
    @Core(Opcode.BINARY_SUBSCR_GETITEM)
    static PyObject getitem(PyObject c, PyObject sub) {
        PyFunction f = getitemFunction(c);
        return f == null ? null
                : Calls.callFunction(f, c, new PyObject[] {sub}, 0, 1, Py.NO_KWNAMES);
    }

    /** BINARY_SUBSCR_LIST_INT: an exact list and an index in range. */
    static boolean listInt(PyObject[] s, int sp) {
        return done(s, sp, listInt(s[sp - 2], s[sp - 1]), Op.BINARY_SUBSCR_LIST_INT);
    }

    /**
     * BINARY_SUBSCR_STR_INT: an exact str, an index in range (code points), and an ASCII
     * character there, whose one-character string is shared.
     */
    static boolean strInt(PyObject[] s, int sp) {
        return done(s, sp, strInt(s[sp - 2], s[sp - 1]), Op.BINARY_SUBSCR_STR_INT);
    }

    /** BINARY_SUBSCR_TUPLE_INT: an exact tuple and an index in range. */
    static boolean tupleInt(PyObject[] s, int sp) {
        return done(s, sp, tupleInt(s[sp - 2], s[sp - 1]), Op.BINARY_SUBSCR_TUPLE_INT);
    }
}
