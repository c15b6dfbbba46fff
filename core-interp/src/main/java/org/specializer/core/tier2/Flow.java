package org.specializer.core.tier2;

import org.specializer.api.PyCode;
import org.specializer.spi.Opcode;

/**
 * What the translator needs to know about a code object's instruction stream before it writes
 * JVM code: where each instruction starts, its opcode and (extended) oparg, the value-stack
 * depth on entry to it, which instructions are jump or handler targets, and which are the loop
 * heads a running frame can enter compiled code at.
 *
 * <p>CPython's bytecode has a static stack depth at every instruction (its compiler checks it,
 * and so does ours); {@link #analyze} recomputes it by a work-list walk from the first
 * instruction and from every exception handler, and refuses a stream where two paths meet
 * with different depths. That depth is what lets the translator give each stack slot its own
 * JVM local.
 */
final class Flow {
    final PyCode code;
    /** The instructions analyzed (a snapshot of the code's, with their caches). */
    final char[] instr;
    final int length;
    /** Per code unit: the opcode at an instruction's opcode unit (after prefixes), else -1. */
    final int[] op;
    /** Per code unit: the oparg at an opcode unit, EXTENDED_ARG prefixes folded in. */
    final int[] arg;
    /** Per opcode unit: where the instruction starts (its first EXTENDED_ARG, or itself). */
    final int[] start;
    /** Per instruction start: the opcode unit of that instruction, else -1. */
    final int[] opUnit;
    /** Per instruction start: the stack depth on entry, or -1 when unreachable. */
    final int[] depth;
    /** Per instruction start: reached by a jump or an exception handler (needs a label). */
    final boolean[] target;
    /** Per instruction start: the target of a JUMP_BACKWARD (a loop head, an OSR entry). */
    final boolean[] loopHead;
    /** Per instruction start: where a suspended generator frame resumes (after a yield). */
    final boolean[] resumePoint;
    /** Per reachable instruction start: the instruction starts control goes to next (by
     *  falling through, a jump, or resuming), -1 for none; not exception handlers. */
    final int[] successor1;
    final int[] successor2;
    int maxDepth;

    private Flow(PyCode code, char[] instructions) {
        this.code = code;
        this.instr = instructions;
        this.length = instructions.length;
        this.op = new int[length];
        this.arg = new int[length];
        this.start = new int[length];
        this.opUnit = new int[length + 1];
        this.depth = new int[length + 1];
        this.target = new boolean[length + 1];
        this.loopHead = new boolean[length + 1];
        this.resumePoint = new boolean[length + 1];
        this.successor1 = new int[length + 1];
        this.successor2 = new int[length + 1];
        java.util.Arrays.fill(successor1, -1);
        java.util.Arrays.fill(successor2, -1);
        java.util.Arrays.fill(op, -1);
        java.util.Arrays.fill(opUnit, -1);
        java.util.Arrays.fill(depth, -1);
    }

    /** The flow of {@code code} as its instructions are now. */
    static Flow analyze(PyCode code) throws Refusal {
        return analyze(code, code.instructions);
    }

    /** The flow of {@code code} whose instructions (a snapshot of them) are {@code instr}. */
    static Flow analyze(PyCode code, char[] instr) throws Refusal {
        Flow fl = new Flow(code, instr);
        fl.decode();
        fl.walk();
        return fl;
    }

    private void decode() throws Refusal {
        int i = 0;
        while (i < length) {
            int s = i;
            int w = instr[i];
            int o = w & 0xFF;
            int a = w >>> 8;
            while (o == Opcode.EXTENDED_ARG.number()) {
                if (++i >= length) {
                    throw new Refusal("EXTENDED_ARG at the end of the code");
                }
                w = instr[i];
                o = w & 0xFF;
                a = (a << 8) | (w >>> 8);
            }
            if (o >= Opcode.count()) {
                throw new Refusal("bad opcode " + o + " at " + i);
            }
            op[i] = o;
            arg[i] = a;
            start[i] = s;
            opUnit[s] = i;
            i += Opcode.byNumber(o).size();
        }
    }

    /** The code unit after the instruction whose opcode unit is {@code p}, caches included. */
    int next(int p) {
        return p + Opcode.byNumber(op[p]).size();
    }

    /** The jump target of the instruction whose opcode unit is {@code p}. */
    int jumpTarget(int p) {
        Opcode o = Opcode.byNumber(op[p]);
        return o.jump() == Opcode.Jump.BACKWARD ? next(p) - arg[p] : next(p) + arg[p];
    }

    private int[] work;
    private int nwork;

    private void reach(int unit, int d, boolean isTarget) throws Refusal {
        if (unit < 0 || unit >= length || opUnit[unit] < 0) {
            throw new Refusal("a jump to " + unit + ", which is not an instruction");
        }
        if (d < 0) {
            throw new Refusal("negative stack depth at " + unit);
        }
        if (isTarget) {
            target[unit] = true;
        }
        if (depth[unit] == -1) {
            depth[unit] = d;
            maxDepth = Math.max(maxDepth, d);
            if (nwork == work.length) {
                work = java.util.Arrays.copyOf(work, nwork * 2);
            }
            work[nwork++] = unit;
        } else if (depth[unit] != d) {
            throw new Refusal("stack depth " + depth[unit] + " and " + d + " meet at " + unit);
        }
    }

    /** Control goes from instruction start {@code from} to {@code unit} at depth {@code d}. */
    private void follow(int from, int unit, int d, boolean isTarget) throws Refusal {
        if (successor1[from] < 0) {
            successor1[from] = unit;
        } else {
            successor2[from] = unit;
        }
        reach(unit, d, isTarget);
    }

    private void walk() throws Refusal {
        work = new int[16];
        reach(0, 0, false);
        int[] t = code.exceptionTable;
        for (int h = 0; h + PyCode.EXC_ENTRY <= t.length; h += PyCode.EXC_ENTRY) {
            reach(t[h + 2], t[h + 3] + (t[h + 4] != 0 ? 1 : 0) + 1, true);
        }
        while (nwork > 0) {
            int s = work[--nwork];
            int p = opUnit[s];
            int d = depth[s];
            Opcode o = Opcode.byNumber(op[p]).deoptParent();
            int a = arg[p];
            switch (o) {
                case RETURN_VALUE: case RETURN_CONST: case RAISE_VARARGS: case RERAISE:
                    break;
                case JUMP_FORWARD:
                    follow(s, jumpTarget(p), d, true);
                    break;
                case JUMP_BACKWARD: case JUMP_BACKWARD_NO_INTERRUPT: {
                    int tgt = jumpTarget(p);
                    follow(s, tgt, d, true);
                    loopHead[tgt] = true;
                    break;
                }
                case POP_JUMP_IF_FALSE: case POP_JUMP_IF_TRUE: case POP_JUMP_IF_NONE:
                case POP_JUMP_IF_NOT_NONE:
                    follow(s, jumpTarget(p), d - 1, true);
                    follow(s, next(p), d - 1, false);
                    break;
                case FOR_ITER: {
                    // exhausted: the iterator is popped and control goes past END_FOR, POP_TOP
                    int end = jumpTarget(p);
                    follow(s, end + 2, d - 1, true);
                    follow(s, next(p), d + 1, false);
                    break;
                }
                case SEND:
                    follow(s, jumpTarget(p), d, true);
                    follow(s, next(p), d, false);
                    break;
                case RETURN_GENERATOR:
                    // the frame suspends; its first resumption pushes the value sent (None)
                    resumePoint[next(p)] = true;
                    follow(s, next(p), d + 1, false);
                    break;
                case YIELD_VALUE:
                    // the frame suspends; resumption replaces the value with the one sent
                    resumePoint[next(p)] = true;
                    follow(s, next(p), d, false);
                    break;
                default:
                    if (o.jump() != Opcode.Jump.NONE) {
                        throw new Refusal("unexpected jump " + o);
                    }
                    follow(s, next(p), d + o.stackEffect(a, false), false);
                    break;
            }
        }
        if (maxDepth > code.stacksize) {
            throw new Refusal("stack depth " + maxDepth + " over co_stacksize "
                    + code.stacksize);
        }
    }
}
