package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyAnySet;
import org.specializer.api.PyDict;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.SetMethods;

/**
 * Bodies of CONTAINS_OP's specialized children ({@code item, container -- b}; oparg 1 is
 * {@code not in}). The lookup may run the item's {@code __hash__} and {@code __eq__}, as the
 * generic path does; an exception from them propagates. On success the item slot holds the
 * bool and the container slot is cleared; the caller drops one slot.
 */
final class ContainsOpInstructions {
    private ContainsOpInstructions() {}

    /** CONTAINS_OP_DICT: an exact dict. */
    static boolean dict(PyObject[] s, int sp, int arg) {
        PyObject c = s[sp - 1];
        if (c.getClass() != PyDict.class) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CONTAINS_OP_DICT);
        }
        boolean in = ((PyDict) c).containsKey(s[sp - 2]);
        s[sp - 2] = in != (arg != 0) ? Py.True : Py.False;
        s[sp - 1] = null;
        return true;
    }

    /**
     * CONTAINS_OP_SET: an exact set or frozenset. A set item is looked up as a frozenset, as
     * the generic path does ({@code SetMethods.contains}).
     */
    static boolean set(PyObject[] s, int sp, int arg) {
        PyObject c = s[sp - 1];
        Class<?> k = c.getClass();
        if (k != PySet.class && k != PyFrozenSet.class) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CONTAINS_OP_SET);
        }
        boolean in = SetMethods.contains((PyAnySet) c, s[sp - 2]);
        s[sp - 2] = in != (arg != 0) ? Py.True : Py.False;
        s[sp - 1] = null;
        return true;
    }
}
