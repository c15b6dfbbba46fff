package org.specializer.core.interp;

import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyInstance;
import org.specializer.api.PyObject;

/**
 * Bodies of STORE_ATTR's specialized children: {@code v, owner --}. The cache holds the owner
 * type's version tag ({@code instr[ip + 2..3]}, low half first) and an index
 * ({@code instr[ip + 4]}): of the inline value, of the dict entry, or of the slot. A store
 * through a guard that holds is exactly the generic {@code object.__setattr__}: the type
 * version proves that no class attribute of that name (a data descriptor) and no
 * {@code __setattr__} appeared since the specializer looked. Each returns false when a guard
 * failed (nothing written), else stores and pops both operands.
 */
final class StoreAttrInstructions {
    private StoreAttrInstructions() {}

    /** A cached version is never 0: a cache nobody wrote (all zeros) matches nothing. */
    private static boolean typeVersionMatches(PyObject owner, char[] instr, int ip) {
        int v = instr[ip + 2] | instr[ip + 3] << 16;
        return v != 0 && owner.type.currentVersion() == v;
    }

    private static void pop2(PyObject[] s, int sp) {
        s[sp - 1] = null;
        s[sp - 2] = null;
    }

    /** STORE_ATTR_INSTANCE_VALUE: into an inline value (the name is among the shared keys). */
    static boolean instanceValue(PyObject[] s, int sp, char[] instr, int ip) {
        PyObject owner = s[sp - 1];
        if (!typeVersionMatches(owner, instr, ip) || !(owner instanceof PyInstance inst)
                || inst.values == null) {
            return false;
        }
        inst.storeValue(instr[ip + 4], s[sp - 2]);  // keeps the instance's insertion order
        pop2(s, sp);
        if (Stats.ENABLED) {
            Stats.hit(Op.STORE_ATTR_INSTANCE_VALUE);
        }
        return true;
    }

    /** STORE_ATTR_SLOT: into a {@code __slots__} value. */
    static boolean slot(PyObject[] s, int sp, char[] instr, int ip) {
        PyObject owner = s[sp - 1];
        int i = instr[ip + 4];
        if (!typeVersionMatches(owner, instr, ip) || !(owner instanceof PyInstance inst)
                || inst.slots == null || i >= inst.slots.length) {
            return false;
        }
        inst.slots[i] = s[sp - 2];
        pop2(s, sp);
        if (Stats.ENABLED) {
            Stats.hit(Op.STORE_ATTR_SLOT);
        }
        return true;
    }

    /** STORE_ATTR_WITH_HINT: overwrite an existing entry of the materialized dict. */
    static boolean withHint(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        PyObject owner = s[sp - 1];
        char[] instr = code.instructions;
        if (!typeVersionMatches(owner, instr, ip) || !(owner instanceof PyInstance inst)
                || inst.dict == null) {
            return false;
        }
        PyDict d = inst.dict;
        int hint = instr[ip + 4];
        if (d.valueAt(hint) == null || d.keyAt(hint) != code.names[arg]) {
            return false;  // only an existing key is overwritten: the key set stays the same
        }
        d.setValueAt(hint, s[sp - 2]);
        pop2(s, sp);
        if (Stats.ENABLED) {
            Stats.hit(Op.STORE_ATTR_WITH_HINT);
        }
        return true;
    }
}
