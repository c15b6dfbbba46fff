package org.specializer.core.interp;

import org.specializer.api.PyDict;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;

/**
 * Bodies of STORE_SUBSCR's specialized children ({@code value, container, sub --}). Each
 * returns false when its guard fails (the loop deopts; the generic path handles negative
 * indexes and raises IndexError out of range); on success it has stored the value and cleared
 * the three slots, and the caller drops them.
 */
final class StoreSubscrInstructions {
    private StoreSubscrInstructions() {}

    /** STORE_SUBSCR_DICT: an exact dict (the key's {@code __hash__}/{@code __eq__} may run). */
    static boolean dict(PyObject[] s, int sp) {
        PyObject c = s[sp - 2];
        if (c.getClass() != PyDict.class) {
            return false;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.STORE_SUBSCR_DICT);
        }
        ((PyDict) c).setItem(s[sp - 1], s[sp - 3]);
        Ops.clear(s, sp, 3);
        return true;
    }

    /** STORE_SUBSCR_LIST_INT: an exact list and an index in range: replace the item. */
    static boolean listInt(PyObject[] s, int sp) {
        PyObject c = s[sp - 2];
        if (c.getClass() != PyList.class) {
            return false;
        }
        PyList l = (PyList) c;
        int i = BinarySubscrInstructions.index(s[sp - 1], l.size);
        if (i < 0) {
            return false;
        }
        l.items[i] = s[sp - 3];
        s[sp - 3] = null;
        s[sp - 2] = null;
        s[sp - 1] = null;
        if (Stats.ENABLED) {
            Stats.hit(Op.STORE_SUBSCR_LIST_INT);
        }
        return true;
    }
}
