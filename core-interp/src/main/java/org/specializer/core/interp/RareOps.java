package org.specializer.core.interp;

import org.specializer.api.PyObject;

/**
 * Instructions too rare to earn a case in {@link Eval}'s loop: those that run once per
 * definition or import (IMPORT_NAME, IMPORT_FROM, LOAD_BUILD_CLASS, SET_FUNCTION_ATTRIBUTE,
 * SETUP_ANNOTATIONS), the dict merges of calls with {@code **} (DICT_MERGE, DICT_UPDATE),
 * pattern matching (GET_LEN and the MATCH_* instructions) and {@code except*}
 * (CHECK_EG_MATCH). The loop's {@code default} hands any opcode it has no case for to
 * {@link #run}, so adding one here costs the loop nothing. Each takes the stack as the loop has
 * it and returns the new stack pointer; none jumps and none has cache units.
 */
final class RareOps {
    private RareOps() {}

    static int run(Frame f, int op, PyObject[] s, int sp, int arg, int ip) {
        switch (op) {
            case Op.IMPORT_NAME:  // level, fromlist -- res
                f.ip = ip;
                s[sp - 2] = Imports.importName(f, f.code.names[arg], s[sp - 2], s[sp - 1]);
                s[--sp] = null;
                return sp;
            case Op.IMPORT_FROM:  // from -- from, res
                s[sp] = Imports.importFrom(s[sp - 1], f.code.names[arg]);
                return sp + 1;
            case Op.LOAD_BUILD_CLASS:  // -- bc
                s[sp] = NameOps.loadBuildClass(f);
                return sp + 1;
            case Op.SET_FUNCTION_ATTRIBUTE:  // attr, func -- func
                Calls.setFunctionAttribute(s[sp - 1], s[sp - 2], arg);
                s[sp - 2] = s[sp - 1];
                s[--sp] = null;
                return sp;
            case Op.SETUP_ANNOTATIONS:
                NameOps.setupAnnotations(f);
                return sp;
            case Op.DICT_UPDATE:  // dict, unused[oparg-1], update -- dict, unused[oparg-1]
                Ops.dictUpdate(s[sp - 1 - arg], s[sp - 1]);
                s[--sp] = null;
                return sp;
            case Op.DICT_MERGE:  // callable, u, u, dict, unused[oparg-1], update -- ...
                Ops.dictMerge(s[sp - 4 - arg], s[sp - 1 - arg], s[sp - 1]);
                s[--sp] = null;
                return sp;
            case Op.CHECK_EG_MATCH:  // exc_value, match_type -- rest, match
                return Exceptions.checkEgMatch(s, sp);
            default:
                throw Errors.badOpcode(f.code, ip, op);
        }
    }
}
