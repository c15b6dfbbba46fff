package org.specializer.core.compiler;

import java.util.ArrayDeque;
import java.util.List;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;

/**
 * Instruction-pattern rewrites on the flow graph, as CPython 3.13's {@code flowgraph.c}:
 * constant conditions and returns ({@code optimize_load_const}), jump threading, tuple
 * folding, compare/TO_BOOL fusion, SWAP elimination, the LOAD_FAST_CHECK analysis of
 * possibly-unbound locals, the superinstructions and the removal of unused constants.
 */
final class Peephole {
    private static final int VISITED = -1;

    private final FlowGraph g;
    private final ConstPool consts;

    Peephole(FlowGraph g, ConstPool consts) {
        this.g = g;
        this.consts = consts;
    }

    /** CPython's optimize_cfg. */
    void optimizeCfg() {
        g.inlineSmallOrNoLinenoBlocks();
        g.removeUnreachable();
        g.resolveLineNumbers();
        for (Block b = g.entry; b != null; b = b.next) {
            optimizeLoadConst(b);
        }
        for (Block b = g.entry; b != null; b = b.next) {
            optimizeBasicBlock(b);
        }
        g.removeRedundantNopsAndPairs();
        g.removeUnreachable();
        g.removeRedundantNopsAndJumps();
    }

    // ------------------------------------------------------------------ constants

    private void optimizeLoadConst(Block bb) {
        int opcode = 0;
        int oparg = 0;
        List<Instr> in = bb.instrs;
        for (int i = 0; i < in.size(); i++) {
            Instr inst = in.get(i);
            boolean isCopyOfLoadConst = opcode == Ops.LOAD_CONST && inst.op == Ops.COPY && inst.arg == 1;
            if (!isCopyOfLoadConst) {
                opcode = inst.op;
                oparg = inst.arg;
            }
            if (opcode != Ops.LOAD_CONST) {
                continue;
            }
            int nextop = i + 1 < in.size() ? in.get(i + 1).op : -1;
            if (nextop == Ops.POP_JUMP_IF_FALSE || nextop == Ops.POP_JUMP_IF_TRUE) {
                boolean isTrue = truth(consts.get(oparg));
                inst.setNop();
                boolean jumpIfTrue = nextop == Ops.POP_JUMP_IF_TRUE;
                if (isTrue == jumpIfTrue) {
                    in.get(i + 1).op = Ops.JUMP;
                } else {
                    in.get(i + 1).setNop();
                }
            } else if (nextop == Ops.IS_OP) {
                if (consts.get(oparg) != Py.None || in.size() <= i + 2) {
                    continue;
                }
                Instr isInstr = in.get(i + 1);
                Instr jumpInstr = in.get(i + 2);
                if (jumpInstr.op == Ops.TO_BOOL) {
                    jumpInstr.setNop();
                    if (in.size() <= i + 3) {
                        continue;
                    }
                    jumpInstr = in.get(i + 3);
                }
                boolean invert = isInstr.arg != 0;
                if (jumpInstr.op == Ops.POP_JUMP_IF_FALSE) {
                    invert = !invert;
                } else if (jumpInstr.op != Ops.POP_JUMP_IF_TRUE) {
                    continue;
                }
                inst.setNop();
                isInstr.setNop();
                jumpInstr.op = invert ? Ops.POP_JUMP_IF_NOT_NONE : Ops.POP_JUMP_IF_NONE;
            } else if (nextop == Ops.RETURN_VALUE) {
                inst.setNop();
                in.get(++i).set(Ops.RETURN_CONST, oparg);
            } else if (nextop == Ops.TO_BOOL) {
                boolean isTrue = truth(consts.get(oparg));
                int index = consts.add(isTrue ? Py.True : Py.False);
                inst.setNop();
                in.get(i + 1).set(Ops.LOAD_CONST, index);
            }
        }
    }

    private static boolean truth(PyObject o) {
        return Abstract.isTrue(o);
    }

    // ------------------------------------------------------------------ per-block patterns

    private void optimizeBasicBlock(Block bb) {
        List<Instr> in = bb.instrs;
        for (int i = 0; i < in.size(); i++) {
            Instr inst = in.get(i);
            int opcode = inst.op;
            int oparg = inst.arg;
            Instr target = null;
            if (Ops.hasTarget(opcode)) {
                Block tb = FlowGraph.nextNonEmpty(inst.target);
                target = tb == null ? null : tb.get(0);
            }
            int targetOp = target == null ? Ops.NOP : target.op;
            int nextop = i + 1 < in.size() ? in.get(i + 1).op : -1;
            if (opcode == Ops.BUILD_TUPLE) {
                if (nextop == Ops.UNPACK_SEQUENCE && oparg == in.get(i + 1).arg) {
                    if (oparg == 1) {
                        inst.setNop();
                        in.get(i + 1).setNop();
                        continue;
                    }
                    if (oparg == 2 || oparg == 3) {
                        inst.setNop();
                        in.get(i + 1).op = Ops.SWAP;
                        continue;
                    }
                }
                if (i >= oparg) {
                    foldTupleOfConstants(in, i - oparg, oparg);
                }
            } else if (Ops.isConditionalJump(opcode)) {
                if (targetOp == Ops.JUMP) {
                    i -= jumpThread(bb, inst, target, opcode);
                }
            } else if (opcode == Ops.JUMP || opcode == Ops.JUMP_NO_INTERRUPT) {
                if (targetOp == Ops.JUMP) {
                    i -= jumpThread(bb, inst, target, Ops.JUMP);
                    continue;
                } else if (targetOp == Ops.JUMP_NO_INTERRUPT) {
                    i -= jumpThread(bb, inst, target, opcode);
                    continue;
                }
            } else if (opcode == Ops.STORE_FAST) {
                if (opcode == nextop && oparg == in.get(i + 1).arg && inst.line == in.get(i + 1).line) {
                    inst.set(Ops.POP_TOP, 0);
                }
            } else if (opcode == Ops.SWAP) {
                if (oparg == 1) {
                    inst.setNop();
                }
            } else if (opcode == Ops.LOAD_GLOBAL) {
                if (nextop == Ops.PUSH_NULL && (oparg & 1) == 0) {
                    inst.set(Ops.LOAD_GLOBAL, oparg | 1);
                    in.get(i + 1).setNop();
                }
            } else if (opcode == Ops.COMPARE_OP) {
                if (nextop == Ops.TO_BOOL) {
                    inst.setNop();
                    in.get(i + 1).set(Ops.COMPARE_OP, oparg | 16);
                    continue;
                }
            } else if (opcode == Ops.CONTAINS_OP || opcode == Ops.IS_OP) {
                if (nextop == Ops.TO_BOOL) {
                    inst.setNop();
                    in.get(i + 1).set(opcode, oparg);
                    continue;
                }
                if (nextop == Ops.UNARY_NOT) {
                    inst.setNop();
                    in.get(i + 1).set(opcode, oparg ^ 1);
                    continue;
                }
            } else if (opcode == Ops.TO_BOOL) {
                if (nextop == Ops.TO_BOOL) {
                    inst.setNop();
                    continue;
                }
            } else if (opcode == Ops.UNARY_NOT) {
                if (nextop == Ops.TO_BOOL) {
                    inst.setNop();
                    in.get(i + 1).set(Ops.UNARY_NOT, 0);
                    continue;
                }
                if (nextop == Ops.UNARY_NOT) {
                    inst.setNop();
                    in.get(i + 1).setNop();
                    continue;
                }
            }
        }
        for (int i = 0; i < in.size(); i++) {
            if (in.get(i).op == Ops.SWAP) {
                i = swaptimize(bb, i);
                applyStaticSwaps(bb, i);
            }
        }
    }

    /** Replaces a jump to a jump by a jump to the final target; returns 1 if it did. */
    private static int jumpThread(Block bb, Instr inst, Instr target, int opcode) {
        if (inst.target != target.target) {
            inst.setNop();
            Instr j = Instr.at(opcode, 0, target);
            j.target = target.target;
            bb.add(j);
            return 1;
        }
        return 0;
    }

    /** LOAD_CONST c1 .. LOAD_CONST cn BUILD_TUPLE n becomes LOAD_CONST (c1, .., cn). */
    private void foldTupleOfConstants(List<Instr> in, int start, int n) {
        for (int k = 0; k < n; k++) {
            if (in.get(start + k).op != Ops.LOAD_CONST) {
                return;
            }
        }
        PyObject[] items = new PyObject[n];
        for (int k = 0; k < n; k++) {
            items[k] = consts.get(in.get(start + k).arg);
        }
        int index = consts.add(n == 0 ? PyTuple.EMPTY : new PyTuple(items));
        for (int k = 0; k < n; k++) {
            in.get(start + k).setNop();
        }
        in.get(start + n).set(Ops.LOAD_CONST, index);
    }

    // ------------------------------------------------------------------ SWAP

    /** Replaces a run of SWAPs (and NOPs) by the shortest equivalent run; returns the index of its last instruction. */
    private static int swaptimize(Block block, int ix) {
        List<Instr> in = block.instrs;
        int depth = in.get(ix).arg;
        int len = 0;
        boolean more = false;
        int limit = in.size() - ix;
        while (++len < limit) {
            int op = in.get(ix + len).op;
            if (op == Ops.SWAP) {
                depth = Math.max(depth, in.get(ix + len).arg);
                more = true;
            } else if (op != Ops.NOP) {
                break;
            }
        }
        if (!more) {
            return ix;
        }
        int[] stack = new int[depth];
        for (int i = 0; i < depth; i++) {
            stack[i] = i;
        }
        for (int i = 0; i < len; i++) {
            Instr instr = in.get(ix + i);
            if (instr.op == Ops.SWAP) {
                int arg = instr.arg;
                int top = stack[0];
                stack[0] = stack[arg - 1];
                stack[arg - 1] = top;
            }
        }
        // Un-shuffle cycle by cycle, writing the SWAPs from the end of the run backwards.
        int current = len - 1;
        for (int i = 0; i < depth; i++) {
            if (stack[i] == VISITED || stack[i] == i) {
                continue;
            }
            int j = i;
            while (true) {
                if (j != 0) {
                    in.get(ix + current).set(Ops.SWAP, j + 1);
                    current--;
                }
                if (stack[j] == VISITED) {
                    break;
                }
                int nextJ = stack[j];
                stack[j] = VISITED;
                j = nextJ;
            }
        }
        while (current >= 0) {
            in.get(ix + current).setNop();
            current--;
        }
        return ix + len - 1;
    }

    private static boolean swappable(int op) {
        return op == Ops.STORE_FAST || op == Ops.STORE_FAST_MAYBE_NULL || op == Ops.POP_TOP;
    }

    private static int storesTo(Instr i) {
        return i.op == Ops.STORE_FAST || i.op == Ops.STORE_FAST_MAYBE_NULL ? i.arg : -1;
    }

    private static int nextSwappable(List<Instr> in, int i, int lineno) {
        while (++i < in.size()) {
            Instr instr = in.get(i);
            if (lineno >= 0 && instr.line != lineno) {
                return -1;
            }
            if (instr.op == Ops.NOP) {
                continue;
            }
            if (swappable(instr.op)) {
                return i;
            }
            return -1;
        }
        return -1;
    }

    /** SWAP n followed by stores or pops becomes the stores in another order (CPython's apply_static_swaps). */
    private static void applyStaticSwaps(Block block, int i) {
        List<Instr> in = block.instrs;
        for (; i >= 0; i--) {
            Instr swap = in.get(i);
            if (swap.op != Ops.SWAP) {
                if (swap.op == Ops.NOP || swappable(swap.op)) {
                    continue;
                }
                return;
            }
            int j = nextSwappable(in, i, -1);
            if (j < 0) {
                return;
            }
            int k = j;
            int lineno = in.get(j).line;
            for (int count = swap.arg - 1; count > 0; count--) {
                k = nextSwappable(in, k, lineno);
                if (k < 0) {
                    return;
                }
            }
            int storeJ = storesTo(in.get(j));
            int storeK = storesTo(in.get(k));
            if (storeJ >= 0 || storeK >= 0) {
                if (storeJ == storeK) {
                    return;
                }
                for (int idx = j + 1; idx < k; idx++) {
                    int storeIdx = storesTo(in.get(idx));
                    if (storeIdx >= 0 && (storeIdx == storeJ || storeIdx == storeK)) {
                        return;
                    }
                }
            }
            swap.setNop();
            Instr tmp = in.get(j);
            in.set(j, in.get(k));
            in.set(k, tmp);
        }
    }

    // ------------------------------------------------------------------ constants table

    /** Drops constants no instruction loads (index 0, a possible docstring, is always kept). */
    void removeUnusedConsts() {
        int n = consts.size();
        if (n == 0) {
            return;
        }
        boolean[] used = new boolean[n];
        used[0] = true;
        for (Block b = g.entry; b != null; b = b.next) {
            for (Instr i : b.instrs) {
                if (Ops.hasConst(i.op)) {
                    used[i.arg] = true;
                }
            }
        }
        int[] map = consts.compact(used);
        for (Block b = g.entry; b != null; b = b.next) {
            for (Instr i : b.instrs) {
                if (Ops.hasConst(i.op)) {
                    i.arg = map[i.arg];
                }
            }
        }
    }

    // ------------------------------------------------------------------ unbound locals

    /** LOAD_FAST of a local that may be unbound on some path becomes LOAD_FAST_CHECK. */
    void addChecksForUninitializedLocals(int nlocals, int nparams) {
        if (nlocals == 0) {
            return;
        }
        if (nlocals > 64) {
            fastScanManyLocals(nlocals);
            nlocals = 64;
        }
        for (Block b = g.entry; b != null; b = b.next) {
            b.visited = false;
            b.unsafeLocalsMask = 0;
        }
        ArrayDeque<Block> stack = new ArrayDeque<>();
        long startMask = 0;
        for (int i = nparams; i < nlocals; i++) {
            startMask |= 1L << i;
        }
        maybePush(g.entry, startMask, stack);
        for (Block b = g.entry; b != null; b = b.next) {
            scanBlockForLocals(b, stack);
        }
        while (!stack.isEmpty()) {
            Block b = stack.pop();
            b.visited = false;
            scanBlockForLocals(b, stack);
        }
    }

    private static void maybePush(Block b, long unsafeMask, ArrayDeque<Block> stack) {
        long both = b.unsafeLocalsMask | unsafeMask;
        if (b.unsafeLocalsMask != both) {
            b.unsafeLocalsMask = both;
            if (!b.visited) {
                stack.push(b);
                b.visited = true;
            }
        }
    }

    private static void scanBlockForLocals(Block b, ArrayDeque<Block> stack) {
        long unsafeMask = b.unsafeLocalsMask;
        for (Instr instr : b.instrs) {
            if (instr.except != null) {
                maybePush(instr.except, unsafeMask, stack);
            }
            if (instr.arg >= 64 || instr.arg < 0) {
                continue;
            }
            long bit = 1L << instr.arg;
            int op = instr.op;
            if (op == Ops.DELETE_FAST || op == Ops.LOAD_FAST_AND_CLEAR || op == Ops.STORE_FAST_MAYBE_NULL) {
                unsafeMask |= bit;
            } else if (op == Ops.STORE_FAST || op == Ops.LOAD_FAST_CHECK) {
                unsafeMask &= ~bit;
            } else if (op == Ops.LOAD_FAST) {
                if ((unsafeMask & bit) != 0) {
                    instr.op = Ops.LOAD_FAST_CHECK;
                }
                unsafeMask &= ~bit;
            }
        }
        if (b.next != null && b.hasFallthrough()) {
            maybePush(b.next, unsafeMask, stack);
        }
        Instr last = b.last();
        if (last != null && Ops.hasJump(last.op)) {
            maybePush(last.target, unsafeMask, stack);
        }
    }

    /** Locals beyond the 64th are only tracked within a block. */
    private void fastScanManyLocals(int nlocals) {
        int[] states = new int[nlocals - 64];
        int blocknum = 0;
        for (Block b = g.entry; b != null; b = b.next) {
            blocknum++;
            for (Instr instr : b.instrs) {
                int arg = instr.arg;
                if (arg < 64) {
                    continue;
                }
                int op = instr.op;
                if (op == Ops.DELETE_FAST || op == Ops.LOAD_FAST_AND_CLEAR || op == Ops.STORE_FAST_MAYBE_NULL) {
                    states[arg - 64] = blocknum - 1;
                } else if (op == Ops.STORE_FAST) {
                    states[arg - 64] = blocknum;
                } else if (op == Ops.LOAD_FAST) {
                    if (states[arg - 64] != blocknum) {
                        instr.op = Ops.LOAD_FAST_CHECK;
                    }
                    states[arg - 64] = blocknum;
                }
            }
        }
    }

    // ------------------------------------------------------------------ superinstructions

    void insertSuperinstructions() {
        for (Block b = g.entry; b != null; b = b.next) {
            List<Instr> in = b.instrs;
            for (int i = 0; i < in.size(); i++) {
                Instr inst = in.get(i);
                int nextop = i + 1 < in.size() ? in.get(i + 1).op : -1;
                if (inst.op == Ops.LOAD_FAST) {
                    if (nextop == Ops.LOAD_FAST) {
                        makeSuper(inst, in.get(i + 1), Ops.LOAD_FAST_LOAD_FAST);
                    }
                } else if (inst.op == Ops.STORE_FAST) {
                    if (nextop == Ops.LOAD_FAST) {
                        makeSuper(inst, in.get(i + 1), Ops.STORE_FAST_LOAD_FAST);
                    } else if (nextop == Ops.STORE_FAST) {
                        makeSuper(inst, in.get(i + 1), Ops.STORE_FAST_STORE_FAST);
                    }
                }
            }
        }
        g.removeRedundantNops();
    }

    private static void makeSuper(Instr inst1, Instr inst2, int superOp) {
        int line1 = inst1.line;
        int line2 = inst2.line;
        if (line1 >= 0 && line2 >= 0 && line1 != line2) {
            return;
        }
        if (inst1.arg >= 16 || inst2.arg >= 16) {
            return;
        }
        inst1.set(superOp, (inst1.arg << 4) | inst2.arg);
        inst2.setNop();
    }
}
