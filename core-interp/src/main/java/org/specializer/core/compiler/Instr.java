package org.specializer.core.compiler;

/**
 * One instruction while compiling: opcode (real or pseudo, see {@link Ops}), oparg (a label id
 * for jumps until the flow graph resolves it to {@link #target}), source line (negative for
 * "no location", CPython's NO_LOCATION) and the handler block that catches its exceptions.
 */
final class Instr {
    int op;
    int arg;
    int line;
    Block target;
    Block except;

    Instr(int op, int arg, int line) {
        this.op = op;
        this.arg = arg;
        this.line = line;
    }

    Instr copy() {
        Instr i = new Instr(op, arg, line);
        i.target = target;
        i.except = except;
        return i;
    }

    /** CPython's INSTR_SET_OP0/INSTR_SET_OP1: change the operation, keep the location. */
    void set(int op, int arg) {
        this.op = op;
        this.arg = arg;
    }

    void setNop() {
        this.op = Ops.NOP;
        this.arg = 0;
    }

    @Override
    public String toString() {
        return Ops.name(op) + (Ops.hasArg(op) ? " " + arg : "") + " @" + line;
    }
}
