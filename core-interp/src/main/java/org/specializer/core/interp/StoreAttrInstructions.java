package org.specializer.core.interp;

import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyInstance;
import org.specializer.api.PyObject;
import org.specializer.api.SharedKeys;
import org.specializer.spi.Opcode;

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

    // Value cores (tier 2 calls them with the cache's fields as constants): store and return
    // true, or return false with nothing written when a guard fails.

    @Core(Opcode.STORE_ATTR_INSTANCE_VALUE)
    static boolean instanceValue(PyObject v, PyObject owner, int version, int index) {
        int op = Op.STORE_ATTR_INSTANCE_VALUE;
        if (!LoadAttrInstructions.typeVersionIs(op, owner, version)
                || Mutants.on(op, 2) && !(owner instanceof PyInstance)
                || Mutants.on(op, 3) && ((PyInstance) owner).values == null) {
            return false;
        }
        // an index the class's shared keys have (a value stored past them would have no name)
        SharedKeys keys = owner.type.getSharedKeys();
        if (Mutants.on(op, 4) && (keys == null || index >= keys.size())) {
            return false;
        }
        ((PyInstance) owner).storeValue(index, v);  // keeps the instance's insertion order
        return true;
    }

    @Core(Opcode.STORE_ATTR_SLOT)
    static boolean slot(PyObject v, PyObject owner, int version, int index) {
        int op = Op.STORE_ATTR_SLOT;
        if (!LoadAttrInstructions.typeVersionIs(op, owner, version)
                || Mutants.on(op, 2) && !(owner instanceof PyInstance)) {
            return false;
        }
        PyObject[] slots = ((PyInstance) owner).slots;
        if (Mutants.on(op, 3) && (slots == null || index >= slots.length)) {
            return false;
        }
        slots[index] = v;
        return true;
    }

    @Core(Opcode.STORE_ATTR_WITH_HINT)
    static boolean withHint(PyObject v, PyObject owner, int version, int hint, PyObject name) {
        int op = Op.STORE_ATTR_WITH_HINT;
        if (!LoadAttrInstructions.typeVersionIs(op, owner, version)
                || Mutants.on(op, 2) && !(owner instanceof PyInstance)
                || Mutants.on(op, 3) && ((PyInstance) owner).dict == null) {
            return false;
        }
        PyDict d = ((PyInstance) owner).dict;
        if (Mutants.on(op, 4) && d.valueAt(hint) == null
                || Mutants.on(op, 5) && d.keyAt(hint) != name) {
            return false;  // only an existing key is overwritten: the key set stays the same
        }
        d.setValueAt(hint, v);
        return true;
    }

    private static int version(char[] instr, int ip) {
        return instr[ip + 2] | instr[ip + 3] << 16;
    }

    private static boolean done(PyObject[] s, int sp, boolean stored, int op) {
        if (!stored) {
            return false;
        }
        s[sp - 1] = null;
        s[sp - 2] = null;
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
        return true;
    }

    /** STORE_ATTR_INSTANCE_VALUE: into an inline value (the name is among the shared keys). */
    static boolean instanceValue(PyObject[] s, int sp, char[] instr, int ip) {
        return done(s, sp, instanceValue(s[sp - 2], s[sp - 1], version(instr, ip), instr[ip + 4]),
                Op.STORE_ATTR_INSTANCE_VALUE);
    }

    /** STORE_ATTR_SLOT: into a {@code __slots__} value. */
    static boolean slot(PyObject[] s, int sp, char[] instr, int ip) {
        return done(s, sp, slot(s[sp - 2], s[sp - 1], version(instr, ip), instr[ip + 4]),
                Op.STORE_ATTR_SLOT);
    }

    /** STORE_ATTR_WITH_HINT: overwrite an existing entry of the materialized dict. */
    static boolean withHint(PyObject[] s, int sp, PyCode code, int ip, int arg) {
        char[] instr = code.instructions;
        return done(s, sp, withHint(s[sp - 2], s[sp - 1], version(instr, ip), instr[ip + 4],
                code.names[arg]), Op.STORE_ATTR_WITH_HINT);
    }
}
