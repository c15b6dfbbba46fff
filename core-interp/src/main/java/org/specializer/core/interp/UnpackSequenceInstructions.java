package org.specializer.core.interp;

import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;

/**
 * Bodies of UNPACK_SEQUENCE's specialized children ({@code seq -- values[n]}): an exact tuple
 * or list of exactly n items. As the generic {@code Ops.unpackSequence}, the items replace the
 * sequence last first, so that the first item ends on top (the stores that follow run in
 * source order). A wrong length deopts, and the generic path raises ValueError.
 */
final class UnpackSequenceInstructions {
    private UnpackSequenceInstructions() {}

    /** UNPACK_SEQUENCE_TWO_TUPLE; the caller adds one slot. */
    static boolean twoTuple(PyObject[] s, int sp) {
        PyObject seq = s[sp - 1];
        if (Mutants.on(Op.UNPACK_SEQUENCE_TWO_TUPLE, 1) && seq.getClass() != PyTuple.class) {
            return false;
        }
        PyObject[] items = ((PyTuple) seq).items;
        if (Mutants.on(Op.UNPACK_SEQUENCE_TWO_TUPLE, 2) && items.length != 2) {
            return false;
        }
        s[sp - 1] = items[1];
        s[sp] = items[0];
        if (Stats.ENABLED) {
            Stats.hit(Op.UNPACK_SEQUENCE_TWO_TUPLE);
        }
        return true;
    }

    /** UNPACK_SEQUENCE_TUPLE; the caller adds n - 1 slots. */
    static boolean tuple(PyObject[] s, int sp, int n) {
        PyObject seq = s[sp - 1];
        if (Mutants.on(Op.UNPACK_SEQUENCE_TUPLE, 1) && seq.getClass() != PyTuple.class) {
            return false;
        }
        PyObject[] items = ((PyTuple) seq).items;
        if (Mutants.on(Op.UNPACK_SEQUENCE_TUPLE, 2) && items.length != n) {
            return false;
        }
        push(s, sp - 1, items, n);
        if (Stats.ENABLED) {
            Stats.hit(Op.UNPACK_SEQUENCE_TUPLE);
        }
        return true;
    }

    /** UNPACK_SEQUENCE_LIST; the caller adds n - 1 slots. */
    static boolean list(PyObject[] s, int sp, int n) {
        PyObject seq = s[sp - 1];
        if (Mutants.on(Op.UNPACK_SEQUENCE_LIST, 1) && seq.getClass() != PyList.class) {
            return false;
        }
        PyList l = (PyList) seq;
        if (Mutants.on(Op.UNPACK_SEQUENCE_LIST, 2) && l.size != n) {
            return false;
        }
        push(s, sp - 1, l.items, n);
        if (Stats.ENABLED) {
            Stats.hit(Op.UNPACK_SEQUENCE_LIST);
        }
        return true;
    }

    /** {@code items[n-1]} at {@code s[at]} up to {@code items[0]} on top. */
    private static void push(PyObject[] s, int at, PyObject[] items, int n) {
        for (int i = n - 1; i >= 0; i--) {
            s[at++] = items[i];
        }
    }
}
