package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyBool;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.spi.Opcode;

/**
 * Bodies of TO_BOOL's specialized children ({@code value -- res}): guard, then action. Each
 * returns false when its guard fails (the loop then deopts); on success it has replaced the
 * top of the stack with the bool. Each runs the child's value core, which tier 2 calls in
 * compiled code. The cache holds, after the counter, the type version
 * TO_BOOL_ALWAYS_TRUE guards on (two units, low half first).
 */
final class ToBoolInstructions {
    private ToBoolInstructions() {}

    /** The loop's body around a value core: the bool stored, or false when the guard failed. */
    private static boolean store(PyObject[] s, int sp, int truth) {
        if (truth < 0) {
            return false;
        }
        s[sp - 1] = truth != 0 ? Py.True : Py.False;
        return true;
    }

    /** TO_BOOL_ALWAYS_TRUE, with the type version cached after the counter. */
    static boolean alwaysTrue(PyObject[] s, int sp, char[] instr, int ip) {
        return store(s, sp, alwaysTrue(s[sp - 1], instr[ip + 2] | instr[ip + 3] << 16));
    }

    /** TO_BOOL_BOOL: already a bool; nothing to do. */
    static boolean bool(PyObject v) {
        return boolTruth(v) >= 0;
    }

    /** TO_BOOL_INT. */
    static boolean toInt(PyObject[] s, int sp) {
        return store(s, sp, intTruth(s[sp - 1]));
    }

    /** TO_BOOL_LIST. */
    static boolean list(PyObject[] s, int sp) {
        return store(s, sp, listTruth(s[sp - 1]));
    }

    /** TO_BOOL_NONE. */
    static boolean none(PyObject[] s, int sp) {
        return store(s, sp, noneTruth(s[sp - 1]));
    }

    /** TO_BOOL_STR. */
    static boolean str(PyObject[] s, int sp) {
        return store(s, sp, strTruth(s[sp - 1]));
    }

    // The value cores, which tier 2 also calls: 1 for true, 0 for false, -1 when the guard
    // failed.

    /**
     * TO_BOOL_ALWAYS_TRUE: an instance of a class that defined neither {@code __bool__} nor
     * {@code __len__} when the site specialized. Defining either later modifies the class, so
     * its version no longer matches.
     */
    @Core(Opcode.TO_BOOL_ALWAYS_TRUE)
    static int alwaysTrue(PyObject v, int cached) {
        // 0 is no version: a cache nobody wrote must not match an unversioned class
        if (Mutants.on(Op.TO_BOOL_ALWAYS_TRUE, 1)
                && (v.type.currentVersion() != cached || cached == 0)) {
            return -1;
        }
        hit(Op.TO_BOOL_ALWAYS_TRUE);
        return 1;
    }

    /** TO_BOOL_BOOL: a bool is its own truth. */
    @Core(Opcode.TO_BOOL_BOOL)
    static int boolTruth(PyObject v) {
        if (Mutants.on(Op.TO_BOOL_BOOL, 1) && v.getClass() != PyBool.class) {
            return -1;
        }
        hit(Op.TO_BOOL_BOOL);
        return v == Py.True ? 1 : 0;
    }

    /** TO_BOOL_INT: an exact int; only 0 is false (a big int is never 0). */
    @Core(Opcode.TO_BOOL_INT)
    static int intTruth(PyObject v) {
        int truth;
        if (v.getClass() == PyInt.class) {
            truth = ((PyInt) v).value != 0 ? 1 : 0;
        } else if (Mutants.off(Op.TO_BOOL_INT, 1) || v.type == PyInt.TYPE) {
            truth = 1;   // PyBigInt: rare
        } else {
            return -1;
        }
        hit(Op.TO_BOOL_INT);
        return truth;
    }

    /** TO_BOOL_LIST: an exact list; true when not empty. */
    @Core(Opcode.TO_BOOL_LIST)
    static int listTruth(PyObject v) {
        if (Mutants.on(Op.TO_BOOL_LIST, 1) && v.getClass() != PyList.class) {
            return -1;
        }
        hit(Op.TO_BOOL_LIST);
        return ((PyList) v).size != 0 ? 1 : 0;
    }

    /** TO_BOOL_NONE: None is false. */
    @Core(Opcode.TO_BOOL_NONE)
    static int noneTruth(PyObject v) {
        if (Mutants.on(Op.TO_BOOL_NONE, 1) && v != Py.None) {
            return -1;
        }
        hit(Op.TO_BOOL_NONE);
        return 0;
    }

    /** TO_BOOL_STR: an exact str; true when not empty. */
    @Core(Opcode.TO_BOOL_STR)
    static int strTruth(PyObject v) {
        if (Mutants.on(Op.TO_BOOL_STR, 1) && v.getClass() != PyStr.class) {
            return -1;
        }
        hit(Op.TO_BOOL_STR);
        return ((PyStr) v).value.isEmpty() ? 0 : 1;
    }

    private static void hit(int op) {
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
    }
}
