package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.spi.Opcode;

/**
 * Bodies of COMPARE_OP's specialized children ({@code left, right -- res}). The oparg's low
 * four bits are a mask of the outcomes that make the comparison true: LT 2, GT 4, EQ 8 and
 * UNORDERED 1 (NaN). A child computes its operands' outcome bit and tests it against the mask,
 * so one body serves all six operators. The result is always a bool. On success the left slot
 * holds it and the right slot is cleared; the caller drops one slot.
 */
final class CompareOpInstructions {
    private CompareOpInstructions() {}

    /** The outcome bit of comparing x with y: 2 less, 4 greater, 8 equal, 1 unordered. */
    static int outcome(double x, double y) {
        return 1 << (((x >= y) ? 2 : 0) + ((x <= y) ? 1 : 0));
    }

    static int outcome(long x, long y) {
        return 1 << (((x >= y) ? 2 : 0) + ((x <= y) ? 1 : 0));
    }

    /** COMPARE_OP_FLOAT: two exact floats. */
    // Value cores for tier 2: 1 when the comparison is true, 0 when false, -1 when the guard
    // fails; the loop's bodies below run them over the stack array.

    @Core(Opcode.COMPARE_OP_FLOAT)
    static int compareFloat(PyObject l, PyObject r, int arg) {
        if (Mutants.on(Op.COMPARE_OP_FLOAT, 1) && l.getClass() != PyFloat.class
                || Mutants.on(Op.COMPARE_OP_FLOAT, 2) && r.getClass() != PyFloat.class) {
            return -1;
        }
        return (outcome(((PyFloat) l).value, ((PyFloat) r).value) & arg) != 0 ? 1 : 0;
    }

    @Core(Opcode.COMPARE_OP_INT)
    static int compareInt(PyObject l, PyObject r, int arg) {
        if (Mutants.on(Op.COMPARE_OP_INT, 1) && l.getClass() != PyInt.class
                || Mutants.on(Op.COMPARE_OP_INT, 2) && r.getClass() != PyInt.class) {
            return -1;
        }
        return (outcome(((PyInt) l).value, ((PyInt) r).value) & arg) != 0 ? 1 : 0;
    }

    /**
     * COMPARE_OP_STR: two exact strs, {@code ==} or {@code !=} only (masks 8 and 7; checked here
     * too, since a dropped-in specializer may have picked this child for an ordering). Unequal
     * strs count as unordered, a bit that {@code !=}'s mask has and {@code ==}'s lacks.
     */
    @Core(Opcode.COMPARE_OP_STR)
    static int compareStr(PyObject l, PyObject r, int arg) {
        int mask = arg & 15;
        if (Mutants.on(Op.COMPARE_OP_STR, 1) && l.getClass() != PyStr.class
                || Mutants.on(Op.COMPARE_OP_STR, 2) && r.getClass() != PyStr.class
                || Mutants.on(Op.COMPARE_OP_STR, 3) && mask != 8 && mask != 7) {
            return -1;
        }
        return ((((PyStr) l).equalsStr((PyStr) r) ? 8 : 1) & arg) != 0 ? 1 : 0;
    }

    /** Put a core's outcome in the left slot; did the guard pass? */
    private static boolean done(PyObject[] s, int sp, int outcome, int op) {
        if (outcome < 0) {
            return false;
        }
        s[sp - 2] = outcome != 0 ? Py.True : Py.False;
        s[sp - 1] = null;
        hit(op);
        return true;
    }

    static boolean compareFloat(PyObject[] s, int sp, int arg) {
        return done(s, sp, compareFloat(s[sp - 2], s[sp - 1], arg), Op.COMPARE_OP_FLOAT);
    }

    static boolean compareInt(PyObject[] s, int sp, int arg) {
        return done(s, sp, compareInt(s[sp - 2], s[sp - 1], arg), Op.COMPARE_OP_INT);
    }

    static boolean compareStr(PyObject[] s, int sp, int arg) {
        return done(s, sp, compareStr(s[sp - 2], s[sp - 1], arg), Op.COMPARE_OP_STR);
    }

    private static void hit(int op) {
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
    }
}
