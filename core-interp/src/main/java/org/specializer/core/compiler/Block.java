package org.specializer.core.compiler;

import java.util.ArrayList;

/** A basic block of the control-flow graph (CPython's {@code basicblock}). */
final class Block {
    final ArrayList<Instr> instrs = new ArrayList<>();
    /** The label if this block is a jump target, -1 otherwise. */
    int label = -1;
    Block next;
    /** Exception-handler stack at the start of the block (only during labelling). */
    Block[] exceptStack;
    int exceptDepth;
    long unsafeLocalsMask;
    int predecessors;
    int startDepth;
    boolean preserveLasti;
    boolean visited;
    boolean exceptHandler;
    boolean cold;
    boolean warm;
    /** Offset in code units, during assembly. */
    int offset;

    int size() {
        return instrs.size();
    }

    boolean isEmpty() {
        return instrs.isEmpty();
    }

    Instr last() {
        return instrs.isEmpty() ? null : instrs.get(instrs.size() - 1);
    }

    Instr get(int i) {
        return instrs.get(i);
    }

    void add(Instr i) {
        instrs.add(i);
    }

    /** Ends with a scope exit or an unconditional jump? (CPython's BB_NO_FALLTHROUGH) */
    boolean noFallthrough() {
        Instr last = last();
        return last != null && (Ops.isScopeExit(last.op) || Ops.isUnconditionalJump(last.op));
    }

    boolean hasFallthrough() {
        return !noFallthrough();
    }

    boolean exitsScope() {
        Instr last = last();
        return last != null && Ops.isScopeExit(last.op);
    }

    boolean hasEvalBreak() {
        for (Instr i : instrs) {
            if (Ops.hasEvalBreak(i.op)) {
                return true;
            }
        }
        return false;
    }

    boolean hasNoLineno() {
        for (Instr i : instrs) {
            if (i.line >= 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "B" + label + instrs;
    }
}
