package org.specializer.core.interp;

import org.specializer.api.PyObject;
import org.specializer.spi.Opcode;

/**
 * Body of SEND's specialized child ({@code receiver, v -- receiver, retval}).
 */
final class SendInstructions {
    private SendInstructions() {}

    /**
     * SEND_GEN: the receiver is one of our generators or coroutines, suspended (neither
     * running, which the generic path reports as "already executing", nor finished). It is
     * resumed with {@code v} directly, not through its {@code send} method. Returns how far to
     * advance: past the caches when it yielded ({@code retval} is the yielded value), plus
     * {@code arg} to END_SEND when it returned ({@code retval} is the return value); 0 when a
     * guard failed.
     */
    static int gen(PyObject[] s, int sp, int arg) {
        int r = resume(s, sp);
        if (r < 0) {
            return 0;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.SEND_GEN);
        }
        return r == 0 ? Op.SEND_SIZE : Op.SEND_SIZE + arg;
    }

    /**
     * SEND_GEN's guard and action on {@code receiver, v} at {@code s[sp - 2], s[sp - 1]}, which
     * tier 2 runs too (its operands spilled to the frame's array): -1 when the guard failed
     * (nothing done), else {@code v}'s slot holds the yielded value (0) or the return value (1).
     */
    @Core(Opcode.SEND_GEN)
    static int resume(PyObject[] s, int sp) {
        if (Mutants.on(Op.SEND_GEN, 1) && !(s[sp - 2] instanceof Generator)) {
            return -1;
        }
        Generator g = (Generator) s[sp - 2];
        if (g.isRunning() || g.isFinished()) {
            return -1;
        }
        PyObject r = g.resume(s[sp - 1], null);
        if (r != null) {
            s[sp - 1] = r;
            return 0;
        }
        s[sp - 1] = g.returnValue;
        return 1;
    }
}
