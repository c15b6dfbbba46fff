package org.specializer.core.interp;

import org.specializer.api.PyObject;

/**
 * Instructions too rare to earn a case in {@link Eval}'s loop: pattern matching (GET_LEN and
 * the MATCH_* instructions) and {@code except*} (CHECK_EG_MATCH). The loop's {@code default}
 * hands any opcode it has no case for to {@link #run}, so adding one here costs the loop
 * nothing. Each takes the stack as the loop has it and returns the new stack pointer; none
 * jumps and none has cache units.
 */
final class RareOps {
    private RareOps() {}

    static int run(Frame f, int op, PyObject[] s, int sp, int arg, int ip) {
        switch (op) {
            case Op.CHECK_EG_MATCH:  // exc_value, match_type -- rest, match
                return Exceptions.checkEgMatch(s, sp);
            default:
                throw Errors.badOpcode(f.code, ip, op);
        }
    }
}
