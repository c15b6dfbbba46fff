package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyAnySet;
import org.specializer.api.PyDict;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.SetMethods;
import org.specializer.spi.Opcode;

/**
 * Bodies of CONTAINS_OP's specialized children ({@code item, container -- b}; oparg 1 is
 * {@code not in}). The lookup may run the item's {@code __hash__} and {@code __eq__}, as the
 * generic path does; an exception from them propagates. On success the item slot holds the
 * bool and the container slot is cleared; the caller drops one slot.
 */
final class ContainsOpInstructions {
    private ContainsOpInstructions() {}

    /** CONTAINS_OP_DICT: an exact dict. */
    /** Tier 2's core: 1 when {@code item} is a key, 0 when not, -1 when not an exact dict. */
    @Core(Opcode.CONTAINS_OP_DICT)
    static int dict(PyObject item, PyObject c) {
        if (Mutants.on(Op.CONTAINS_OP_DICT, 1) && c.getClass() != PyDict.class) {
            return -1;
        }
        return ((PyDict) c).containsKey(item) ? 1 : 0;
    }

    /** Tier 2's core: 1 when in the set, 0 when not, -1 when not an exact set or frozenset. */
    @Core(Opcode.CONTAINS_OP_SET)
    static int set(PyObject item, PyObject c) {
        Class<?> k = c.getClass();
        if (Mutants.on(Op.CONTAINS_OP_SET, 1) && k != PySet.class && k != PyFrozenSet.class) {
            return -1;
        }
        return SetMethods.contains((PyAnySet) c, item) ? 1 : 0;
    }

    static boolean dict(PyObject[] s, int sp, int arg) {
        if (Mutants.on(Op.CONTAINS_OP_DICT, 1) && s[sp - 1].getClass() != PyDict.class) {
            return false;
        }
        hit(Op.CONTAINS_OP_DICT);  // before the lookup, which may raise (an unhashable key)
        store(s, sp, dict(s[sp - 2], s[sp - 1]), arg);
        return true;
    }

    /**
     * CONTAINS_OP_SET: an exact set or frozenset. A set item is looked up as a frozenset, as
     * the generic path does ({@code SetMethods.contains}).
     */
    static boolean set(PyObject[] s, int sp, int arg) {
        Class<?> k = s[sp - 1].getClass();
        if (Mutants.on(Op.CONTAINS_OP_SET, 1) && k != PySet.class && k != PyFrozenSet.class) {
            return false;
        }
        hit(Op.CONTAINS_OP_SET);
        store(s, sp, set(s[sp - 2], s[sp - 1]), arg);
        return true;
    }

    private static void hit(int op) {
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
    }

    private static void store(PyObject[] s, int sp, int in, int arg) {
        s[sp - 2] = (in != 0) != (arg != 0) ? Py.True : Py.False;
        s[sp - 1] = null;
    }
}
