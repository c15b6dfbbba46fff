package org.specializer.core.interp;

import org.specializer.api.PyObject;

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
        if (Mutants.on(Op.SEND_GEN, 1) && !(s[sp - 2] instanceof Generator)) {
            return 0;
        }
        Generator g = (Generator) s[sp - 2];
        if (g.isRunning() || g.isFinished()) {
            return 0;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.SEND_GEN);
        }
        PyObject r = g.resume(s[sp - 1], null);
        if (r != null) {
            s[sp - 1] = r;
            return Op.SEND_SIZE;
        }
        s[sp - 1] = g.returnValue;
        return Op.SEND_SIZE + arg;
    }
}
