package org.specializer.core.interp;

import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.spi.Opcode;

/**
 * Bodies of UNPACK_SEQUENCE's specialized children ({@code seq -- values[n]}): an exact tuple
 * or list of exactly n items. As the generic {@code Ops.unpackSequence}, the items replace the
 * sequence last first, so that the first item ends on top (the stores that follow run in
 * source order). A wrong length deopts, and the generic path raises ValueError. Each runs the
 * child's value core, which tier 2 calls in compiled code.
 */
final class UnpackSequenceInstructions {
    private UnpackSequenceInstructions() {}

    /** UNPACK_SEQUENCE_TWO_TUPLE; the caller adds one slot. */
    static boolean twoTuple(PyObject[] s, int sp) {
        PyObject[] items = twoTupleItems(s[sp - 1], 2);
        if (items == null) {
            return false;
        }
        s[sp - 1] = items[1];
        s[sp] = items[0];
        return true;
    }

    /** UNPACK_SEQUENCE_TUPLE; the caller adds n - 1 slots. */
    static boolean tuple(PyObject[] s, int sp, int n) {
        PyObject[] items = tupleItems(s[sp - 1], n);
        if (items == null) {
            return false;
        }
        push(s, sp - 1, items, n);
        return true;
    }

    /** UNPACK_SEQUENCE_LIST; the caller adds n - 1 slots. */
    static boolean list(PyObject[] s, int sp, int n) {
        PyObject[] items = listItems(s[sp - 1], n);
        if (items == null) {
            return false;
        }
        push(s, sp - 1, items, n);
        return true;
    }

    // The value cores, which tier 2 also calls: the array whose first n items are the values
    // (the sequence's own, read at once), or null when a guard failed.

    /** UNPACK_SEQUENCE_TWO_TUPLE: an exact tuple of two items ({@code n} is 2). */
    @Core(Opcode.UNPACK_SEQUENCE_TWO_TUPLE)
    static PyObject[] twoTupleItems(PyObject seq, int n) {
        if (Mutants.on(Op.UNPACK_SEQUENCE_TWO_TUPLE, 1) && seq.getClass() != PyTuple.class) {
            return null;
        }
        PyObject[] items = ((PyTuple) seq).items;
        if (Mutants.on(Op.UNPACK_SEQUENCE_TWO_TUPLE, 2) && items.length != 2) {
            return null;
        }
        hit(Op.UNPACK_SEQUENCE_TWO_TUPLE);
        return items;
    }

    /** UNPACK_SEQUENCE_TUPLE: an exact tuple of n items. */
    @Core(Opcode.UNPACK_SEQUENCE_TUPLE)
    static PyObject[] tupleItems(PyObject seq, int n) {
        if (Mutants.on(Op.UNPACK_SEQUENCE_TUPLE, 1) && seq.getClass() != PyTuple.class) {
            return null;
        }
        PyObject[] items = ((PyTuple) seq).items;
        if (Mutants.on(Op.UNPACK_SEQUENCE_TUPLE, 2) && items.length != n) {
            return null;
        }
        hit(Op.UNPACK_SEQUENCE_TUPLE);
        return items;
    }

    /** UNPACK_SEQUENCE_LIST: an exact list of n items; its own array, read at once. */
    @Core(Opcode.UNPACK_SEQUENCE_LIST)
    static PyObject[] listItems(PyObject seq, int n) {
        if (Mutants.on(Op.UNPACK_SEQUENCE_LIST, 1) && seq.getClass() != PyList.class) {
            return null;
        }
        PyList l = (PyList) seq;
        if (Mutants.on(Op.UNPACK_SEQUENCE_LIST, 2) && l.size != n) {
            return null;
        }
        hit(Op.UNPACK_SEQUENCE_LIST);
        return l.items;
    }

    private static void hit(int op) {
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
    }

    /** {@code items[n-1]} at {@code s[at]} up to {@code items[0]} on top. */
    private static void push(PyObject[] s, int at, PyObject[] items, int n) {
        for (int i = n - 1; i >= 0; i--) {
            s[at++] = items[i];
        }
    }
}
