package org.specializer.core.interp;

import org.specializer.api.PyDict;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.spi.Opcode;

/**
 * Bodies of STORE_SUBSCR's specialized children ({@code value, container, sub --}). Each
 * returns false when its guard fails (the loop deopts; the generic path handles negative
 * indexes and raises IndexError out of range); on success it has stored the value and cleared
 * the three slots, and the caller drops them.
 */
final class StoreSubscrInstructions {
    private StoreSubscrInstructions() {}

    /** STORE_SUBSCR_DICT's core: store into an exact dict; false when it is not one. */
    @Core(Opcode.STORE_SUBSCR_DICT)
    static boolean dict(PyObject v, PyObject c, PyObject key) {
        if (Mutants.on(Op.STORE_SUBSCR_DICT, 1) && c.getClass() != PyDict.class) {
            return false;
        }
        ((PyDict) c).setItem(key, v);
        return true;
    }

    /** STORE_SUBSCR_LIST_INT's core: replace an item of an exact list at an index in range. */
    @Core(Opcode.STORE_SUBSCR_LIST_INT)
    static boolean listInt(PyObject v, PyObject c, PyObject sub) {
        if (Mutants.on(Op.STORE_SUBSCR_LIST_INT, 1) && c.getClass() != PyList.class) {
            return false;
        }
        PyList l = (PyList) c;
        int i = BinarySubscrInstructions.index(Op.STORE_SUBSCR_LIST_INT, 2, sub, l.size);
        if (i < 0) {
            return false;
        }
        l.items[i] = v;
        return true;
    }

    /** STORE_SUBSCR_DICT: an exact dict (the key's {@code __hash__}/{@code __eq__} may run). */
    static boolean dict(PyObject[] s, int sp) {
        if (Mutants.on(Op.STORE_SUBSCR_DICT, 1) && s[sp - 2].getClass() != PyDict.class) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.STORE_SUBSCR_DICT);
        }
        dict(s[sp - 3], s[sp - 2], s[sp - 1]);
        Ops.clear(s, sp, 3);
        return true;
    }

    /** STORE_SUBSCR_LIST_INT: an exact list and an index in range: replace the item. */
    static boolean listInt(PyObject[] s, int sp) {
        if (!listInt(s[sp - 3], s[sp - 2], s[sp - 1])) {
            return false;
        }
        Ops.clear(s, sp, 3);
        if (Stats.ENABLED) {
            Stats.hit(Op.STORE_SUBSCR_LIST_INT);
        }
        return true;
    }
}
