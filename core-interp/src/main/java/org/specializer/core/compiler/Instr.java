package org.specializer.core.compiler;

/**
 * One instruction while compiling: opcode (real or pseudo, see {@link Ops}), oparg (a label id
 * for jumps until the flow graph resolves it to {@link #target}), source line (negative for
 * "no location", CPython's NO_LOCATION) and the handler block that catches its exceptions.
 *
 * <p>{@link #loc} is the full location (lines and columns) when the code generator knows it,
 * null for a line alone; it always agrees with {@link #line} and moves with it. Only the line
 * decides what the optimizer does, as in CPython; the rest feeds {@code co_positions()}.
 */
final class Instr {
    int op;
    int arg;
    int line;
    org.specializer.core.ast.Ast.Loc loc;
    Block target;
    Block except;

    Instr(int op, int arg, int line) {
        this.op = op;
        this.arg = arg;
        this.line = line;
    }

    Instr copy() {
        Instr i = new Instr(op, arg, line);
        i.loc = loc;
        i.target = target;
        i.except = except;
        return i;
    }

    /** Takes {@code other}'s location (CPython's {@code i_loc = other->i_loc}). */
    void setLocation(Instr other) {
        this.line = other.line;
        this.loc = other.loc;
    }

    /** A new instruction at {@code other}'s location. */
    static Instr at(int op, int arg, Instr other) {
        Instr i = new Instr(op, arg, other.line);
        i.loc = other.loc;
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
