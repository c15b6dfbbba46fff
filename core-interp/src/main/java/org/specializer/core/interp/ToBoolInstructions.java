package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * Bodies of TO_BOOL's specialized children ({@code value -- res}): guard, then action. Each
 * returns false when its guard fails (the loop then deopts); on success it has replaced the
 * top of the stack with the bool. The cache holds, after the counter, the type version
 * TO_BOOL_ALWAYS_TRUE guards on (two units, low half first).
 */
final class ToBoolInstructions {
    private ToBoolInstructions() {}

    /**
     * TO_BOOL_ALWAYS_TRUE: an instance of a class that defined neither {@code __bool__} nor
     * {@code __len__} when the site specialized. Defining either later modifies the class, so
     * its version no longer matches.
     */
    static boolean alwaysTrue(PyObject[] s, int sp, char[] instr, int ip) {
        int cached = instr[ip + 2] | instr[ip + 3] << 16;
        // 0 is no version: a cache nobody wrote must not match an unversioned class
        if (Mutants.on(Op.TO_BOOL_ALWAYS_TRUE, 1)
                && (s[sp - 1].type.currentVersion() != cached || cached == 0)) {
            return false;
        }
        s[sp - 1] = Py.True;
        hit(Op.TO_BOOL_ALWAYS_TRUE);
        return true;
    }

    /** TO_BOOL_BOOL: already a bool; nothing to do. */
    static boolean bool(PyObject v) {
        if (Mutants.on(Op.TO_BOOL_BOOL, 1) && v.getClass() != PyBool.class) {
            return false;
        }
        hit(Op.TO_BOOL_BOOL);
        return true;
    }

    /** TO_BOOL_INT: an exact int; only 0 is false (a big int is never 0). */
    static boolean toInt(PyObject[] s, int sp) {
        PyObject v = s[sp - 1];
        if (v.getClass() == PyInt.class) {
            s[sp - 1] = ((PyInt) v).value != 0 ? Py.True : Py.False;
        } else if (Mutants.off(Op.TO_BOOL_INT, 1) || v.type == PyInt.TYPE) {
            s[sp - 1] = Py.True;   // PyBigInt: rare
        } else {
            return false;
        }
        hit(Op.TO_BOOL_INT);
        return true;
    }

    /** TO_BOOL_LIST: an exact list; true when not empty. */
    static boolean list(PyObject[] s, int sp) {
        PyObject v = s[sp - 1];
        if (Mutants.on(Op.TO_BOOL_LIST, 1) && v.getClass() != PyList.class) {
            return false;
        }
        s[sp - 1] = ((PyList) v).size != 0 ? Py.True : Py.False;
        hit(Op.TO_BOOL_LIST);
        return true;
    }

    /** TO_BOOL_NONE: None is false. */
    static boolean none(PyObject[] s, int sp) {
        if (Mutants.on(Op.TO_BOOL_NONE, 1) && s[sp - 1] != Py.None) {
            return false;
        }
        s[sp - 1] = Py.False;
        hit(Op.TO_BOOL_NONE);
        return true;
    }

    /** TO_BOOL_STR: an exact str; true when not empty. */
    static boolean str(PyObject[] s, int sp) {
        PyObject v = s[sp - 1];
        if (Mutants.on(Op.TO_BOOL_STR, 1) && v.getClass() != PyStr.class) {
            return false;
        }
        s[sp - 1] = ((PyStr) v).value.isEmpty() ? Py.False : Py.True;
        hit(Op.TO_BOOL_STR);
        return true;
    }

    private static void hit(int op) {
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
    }
}
