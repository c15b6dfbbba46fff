package org.specializer.core.interp;

import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.spi.Opcode;

/**
 * Bodies of LOAD_GLOBAL's specialized children. The cache (after the counter) holds the
 * globals keys version, the builtins keys version and the entry index, 16 bits each
 * (CPython 3.13's layout). A keys version stays the same while only values change, so a
 * rebound global still hits and reads its new value from the entry; adding or deleting a key
 * changes the version, and a deleted entry reads as null: both miss.
 *
 * <p>A dict that has never been asked for a version has version 0, and so has a cache field
 * nobody wrote: 0 is "no version" and never matches, so that a specializer that forgot a
 * field cannot make the fast path read some other entry.
 */
final class LoadGlobalInstructions {
    private LoadGlobalInstructions() {}

    /** {@code d}'s keys are the ones a cache saw: same (non-zero) keys version. */
    static boolean keysVersionMatches(PyDict d, int cached) {
        return cached != 0 && d.currentKeysVersion() == cached;
    }

    /** LOAD_GLOBAL_MODULE's core: the value at {@code index} under keys version {@code kv}, or null. */
    @Core(Opcode.LOAD_GLOBAL_MODULE)
    static PyObject module(PyDict globals, int kv, int index) {
        return Mutants.off(Op.LOAD_GLOBAL_MODULE, 1) || keysVersionMatches(globals, kv)
                ? globals.valueAt(index) : null;
    }

    /** LOAD_GLOBAL_BUILTIN's core: the builtin at {@code index}, both keys versions unchanged, or null. */
    @Core(Opcode.LOAD_GLOBAL_BUILTIN)
    static PyObject builtin(PyDict globals, PyDict builtins, int gkv, int bkv, int index) {
        return (Mutants.off(Op.LOAD_GLOBAL_BUILTIN, 1) || keysVersionMatches(globals, gkv))
                && (Mutants.off(Op.LOAD_GLOBAL_BUILTIN, 2) || keysVersionMatches(builtins, bkv))
                ? builtins.valueAt(index) : null;
    }

    /** LOAD_GLOBAL_MODULE: the value, or null to deopt. */
    static PyObject module(PyDict globals, char[] instr, int ip) {
        PyObject v = module(globals, instr[ip + 2], instr[ip + 4]);
        if (Stats.ENABLED && v != null) {
            Stats.hit(Op.LOAD_GLOBAL_MODULE);
        }
        return v;
    }

    /** LOAD_GLOBAL_BUILTIN: the value, or null to deopt. */
    static PyObject builtin(PyDict globals, PyDict builtins, char[] instr, int ip) {
        PyObject v = builtin(globals, builtins, instr[ip + 2], instr[ip + 3], instr[ip + 4]);
        if (Stats.ENABLED && v != null) {
            Stats.hit(Op.LOAD_GLOBAL_BUILTIN);
        }
        return v;
    }
}
