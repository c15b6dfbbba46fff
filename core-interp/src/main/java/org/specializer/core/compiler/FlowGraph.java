package org.specializer.core.compiler;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The control-flow graph of one code unit and the passes over it that do not look at
 * individual instruction patterns, as CPython 3.13's {@code flowgraph.c}: building blocks
 * from the instruction sequence, labelling exception handlers, removing unreachable code,
 * resolving line numbers, removing redundant NOPs and jumps, moving cold (exception-only)
 * blocks to the end, computing the maximum stack depth and normalizing conditional jumps so
 * that they only jump forward. Pattern rewrites live in {@link Peephole}.
 */
final class FlowGraph {
    /** Largest block copied when inlining a jump to a small exit block. */
    private static final int MAX_COPY_SIZE = 4;

    Block entry;
    private Block cur;
    private int currentLabel = -1;

    private FlowGraph() {
        entry = new Block();
        cur = entry;
    }

    // ------------------------------------------------------------------ construction

    /** Builds blocks from a code generator's sequence: a block starts at every jump target and after every jump or exit. */
    static FlowGraph build(InstrSeq seq) {
        FlowGraph g = new FlowGraph();
        List<Instr> instrs = seq.instrs;
        int n = instrs.size();
        boolean[] isTarget = new boolean[n + 1];
        for (Instr i : instrs) {
            if (Ops.hasTarget(i.op)) {
                int pos = seq.labelPosition(i.arg);
                if (pos < 0) {
                    throw new IllegalStateException("jump to unplaced label " + i);
                }
                i.arg = pos;
                isTarget[pos] = true;
            }
        }
        for (int k = 0; k < n; k++) {
            if (isTarget[k]) {
                g.useLabel(k);
            }
            g.addop(instrs.get(k));
        }
        if (isTarget[n]) {
            throw new IllegalStateException("jump past the end of the code");
        }
        g.translateLabels(n);
        return g;
    }

    private boolean currentBlockIsTerminated() {
        Instr last = cur.last();
        if (last != null && Ops.isTerminator(last.op)) {
            return true;
        }
        if (currentLabel >= 0) {
            if (last != null || cur.label >= 0) {
                return true;
            }
            cur.label = currentLabel;
            currentLabel = -1;
        }
        return false;
    }

    private void maybeStartNewBlock() {
        if (currentBlockIsTerminated()) {
            Block b = new Block();
            b.label = currentLabel;
            currentLabel = -1;
            cur.next = b;
            cur = b;
        }
    }

    private void useLabel(int label) {
        currentLabel = label;
        maybeStartNewBlock();
    }

    private void addop(Instr i) {
        maybeStartNewBlock();
        cur.add(i);
    }

    private void translateLabels(int n) {
        Block[] byLabel = new Block[n + 1];
        for (Block b = entry; b != null; b = b.next) {
            if (b.label >= 0) {
                byLabel[b.label] = b;
            }
        }
        for (Block b = entry; b != null; b = b.next) {
            for (Instr i : b.instrs) {
                if (Ops.hasTarget(i.op)) {
                    i.target = byLabel[i.arg];
                }
            }
        }
    }

    int maxLabel() {
        int lbl = -1;
        for (Block b = entry; b != null; b = b.next) {
            lbl = Math.max(lbl, b.label);
        }
        return lbl;
    }

    static Block nextNonEmpty(Block b) {
        while (b != null && b.isEmpty()) {
            b = b.next;
        }
        return b;
    }

    private void clearVisited() {
        for (Block b = entry; b != null; b = b.next) {
            b.visited = false;
        }
    }

    // ------------------------------------------------------------------ exception handlers

    void markExceptHandlers() {
        for (Block b = entry; b != null; b = b.next) {
            for (Instr i : b.instrs) {
                if (Ops.isBlockPush(i.op)) {
                    i.target.exceptHandler = true;
                }
            }
        }
    }

    /**
     * Walks the graph with the stack of active handlers (pushed by SETUP_*, popped by
     * POP_BLOCK, which becomes a NOP) and records on every instruction the handler that
     * catches its exceptions. Also marks RESUME after a yield at handler depth 1.
     */
    void labelExceptionTargets() {
        clearVisited();
        ArrayDeque<Block> todo = new ArrayDeque<>();
        entry.visited = true;
        entry.exceptStack = new Block[8];
        entry.exceptDepth = 0;
        todo.push(entry);
        while (!todo.isEmpty()) {
            Block b = todo.pop();
            Block[] stack = b.exceptStack;
            int depth = b.exceptDepth;
            b.exceptStack = null;
            Block handler = stack[depth];
            int lastYieldExceptDepth = -1;
            for (int k = 0; k < b.size(); k++) {
                Instr instr = b.get(k);
                if (Ops.isBlockPush(instr.op)) {
                    if (!instr.target.visited) {
                        instr.target.exceptStack = stack.clone();
                        instr.target.exceptDepth = depth;
                        instr.target.visited = true;
                        todo.push(instr.target);
                    }
                    if (instr.op == Ops.SETUP_WITH || instr.op == Ops.SETUP_CLEANUP) {
                        instr.target.preserveLasti = true;
                    }
                    depth++;
                    if (depth >= stack.length) {
                        stack = Arrays.copyOf(stack, stack.length * 2);
                    }
                    stack[depth] = instr.target;
                    handler = instr.target;
                } else if (instr.op == Ops.POP_BLOCK) {
                    depth--;
                    handler = stack[depth];
                    instr.setNop();
                } else if (Ops.hasJump(instr.op)) {
                    instr.except = handler;
                    if (!instr.target.visited) {
                        instr.target.exceptStack = stack.clone();
                        instr.target.exceptDepth = depth;
                        instr.target.visited = true;
                        todo.push(instr.target);
                    }
                } else if (instr.op == Ops.YIELD_VALUE) {
                    instr.except = handler;
                    lastYieldExceptDepth = depth;
                } else if (instr.op == Ops.RESUME) {
                    instr.except = handler;
                    if (instr.arg != 0) {
                        if (lastYieldExceptDepth == 1) {
                            instr.arg |= 4;
                        }
                        lastYieldExceptDepth = -1;
                    }
                } else {
                    instr.except = handler;
                }
            }
            if (b.hasFallthrough() && b.next != null && !b.next.visited) {
                b.next.exceptStack = stack;
                b.next.exceptDepth = depth;
                b.next.visited = true;
                todo.push(b.next);
            }
        }
    }

    // ------------------------------------------------------------------ reachability

    void removeUnreachable() {
        for (Block b = entry; b != null; b = b.next) {
            b.predecessors = 0;
        }
        clearVisited();
        ArrayDeque<Block> stack = new ArrayDeque<>();
        entry.predecessors = 1;
        entry.visited = true;
        stack.push(entry);
        while (!stack.isEmpty()) {
            Block b = stack.pop();
            if (b.next != null && b.hasFallthrough()) {
                if (!b.next.visited) {
                    b.next.visited = true;
                    stack.push(b.next);
                }
                b.next.predecessors++;
            }
            for (Instr i : b.instrs) {
                if (Ops.hasJump(i.op) || Ops.isBlockPush(i.op)) {
                    Block t = i.target;
                    if (!t.visited) {
                        t.visited = true;
                        stack.push(t);
                    }
                    t.predecessors++;
                }
            }
        }
        for (Block b = entry; b != null; b = b.next) {
            if (b.predecessors == 0) {
                b.instrs.clear();
                b.exceptHandler = false;
            }
        }
    }

    /** Jumps to small exit blocks or to line-less blocks without fallthrough take a copy of the target. */
    void inlineSmallOrNoLinenoBlocks() {
        boolean changes;
        do {
            changes = false;
            for (Block b = entry; b != null; b = b.next) {
                if (inlineSmallOrNoLineno(b)) {
                    changes = true;
                }
            }
        } while (changes);
    }

    private static boolean inlineSmallOrNoLineno(Block bb) {
        Instr last = bb.last();
        if (last == null || !Ops.isUnconditionalJump(last.op)) {
            return false;
        }
        Block target = last.target;
        boolean smallExitBlock = target.exitsScope() && target.size() <= MAX_COPY_SIZE;
        boolean noLinenoNoFallthrough = target.hasNoLineno() && !target.hasFallthrough();
        if (smallExitBlock || noLinenoNoFallthrough) {
            int removedJumpOpcode = last.op;
            last.setNop();
            for (Instr i : target.instrs) {
                bb.add(i.copy());
            }
            if (noLinenoNoFallthrough) {
                last = bb.last();
                if (Ops.isUnconditionalJump(last.op) && removedJumpOpcode == Ops.JUMP) {
                    last.op = Ops.JUMP;  // keep the eval-breaker check
                }
            }
            target.predecessors--;
            return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ line numbers

    void resolveLineNumbers() {
        duplicateExitsWithoutLineno();
        propagateLineNumbers();
    }

    private static boolean isExitOrEvalCheckWithoutLineno(Block b) {
        if (b.exitsScope() || b.hasEvalBreak()) {
            return b.hasNoLineno();
        }
        return false;
    }

    private void duplicateExitsWithoutLineno() {
        int nextLabel = maxLabel() + 1;
        for (Block b = entry; b != null; b = b.next) {
            Instr last = b.last();
            if (last == null) {
                continue;
            }
            if (Ops.hasJump(last.op)) {
                Block target = nextNonEmpty(last.target);
                if (target != null && isExitOrEvalCheckWithoutLineno(target) && target.predecessors > 1) {
                    Block copy = new Block();
                    for (Instr i : target.instrs) {
                        copy.add(i.copy());
                    }
                    copy.get(0).setLocation(last);
                    last.target = copy;
                    target.predecessors--;
                    copy.predecessors = 1;
                    copy.next = target.next;
                    copy.label = nextLabel++;
                    target.next = copy;
                }
            }
        }
        for (Block b = entry; b != null; b = b.next) {
            if (b.hasFallthrough() && b.next != null && !b.isEmpty()) {
                if (isExitOrEvalCheckWithoutLineno(b.next)) {
                    b.next.get(0).setLocation(b.last());
                }
            }
        }
    }

    /** CPython's NO_LOCATION, to copy from. */
    private static final Instr NO_LOCATION = new Instr(Ops.NOP, 0, -1);

    private void propagateLineNumbers() {
        for (Block b = entry; b != null; b = b.next) {
            Instr last = b.last();
            if (last == null) {
                continue;
            }
            Instr prev = NO_LOCATION;
            for (Instr i : b.instrs) {
                if (i.line < 0) {
                    i.setLocation(prev);
                } else {
                    prev = i;
                }
            }
            if (b.hasFallthrough() && b.next != null && b.next.predecessors == 1) {
                if (!b.next.isEmpty() && b.next.get(0).line < 0) {
                    b.next.get(0).setLocation(prev);
                }
            }
            if (Ops.hasJump(last.op)) {
                Block target = last.target;
                if (target.predecessors == 1 && !target.isEmpty() && target.get(0).line < 0) {
                    target.get(0).setLocation(prev);
                }
            }
        }
    }

    // ------------------------------------------------------------------ NOPs and jumps

    /** Removes NOPs that carry no line information of their own; returns how many. */
    static int removeRedundantNops(Block bb) {
        List<Instr> in = bb.instrs;
        int n = in.size();
        int dest = 0;
        int prevLine = -1;
        for (int src = 0; src < n; src++) {
            Instr instr = in.get(src);
            int line = instr.line;
            if (instr.op == Ops.NOP) {
                if (line < 0) {
                    continue;
                }
                if (prevLine == line) {
                    continue;
                }
                if (src < n - 1) {
                    int nextLine = in.get(src + 1).line;
                    if (nextLine == line) {
                        continue;
                    }
                    if (nextLine < 0) {
                        in.get(src + 1).setLocation(instr);
                        continue;
                    }
                } else {
                    Block next = nextNonEmpty(bb.next);
                    if (next != null) {
                        int nextLine = -1;
                        for (Instr ni : next.instrs) {
                            if (ni.op == Ops.NOP && ni.line < 0) {
                                continue;
                            }
                            nextLine = ni.line;
                            break;
                        }
                        if (line == nextLine) {
                            continue;
                        }
                    }
                }
            }
            in.set(dest++, instr);
            prevLine = line;
        }
        int removed = n - dest;
        while (in.size() > dest) {
            in.remove(in.size() - 1);
        }
        return removed;
    }

    int removeRedundantNops() {
        int changes = 0;
        for (Block b = entry; b != null; b = b.next) {
            changes += removeRedundantNops(b);
        }
        return changes;
    }

    int removeRedundantJumps() {
        int changes = 0;
        for (Block b = entry; b != null; b = b.next) {
            Instr last = b.last();
            if (last == null) {
                continue;
            }
            if (Ops.isUnconditionalJump(last.op)) {
                Block jumpTarget = nextNonEmpty(last.target);
                if (jumpTarget == null) {
                    throw new IllegalStateException("jump with NULL target");
                }
                Block next = nextNonEmpty(b.next);
                if (jumpTarget == next) {
                    changes++;
                    last.setNop();
                }
            }
        }
        return changes;
    }

    void removeRedundantNopsAndJumps() {
        int removedNops;
        int removedJumps;
        do {
            removedNops = removeRedundantNops();
            removedJumps = removeRedundantJumps();
        } while (removedNops + removedJumps > 0);
    }

    /** Removes NOPs, and LOAD_CONST/COPY 1 immediately popped, until nothing changes. */
    void removeRedundantNopsAndPairs() {
        boolean done = false;
        while (!done) {
            done = true;
            Instr prevInstr;
            Instr instr = null;
            for (Block b = entry; b != null; b = b.next) {
                removeRedundantNops(b);
                if (b.label >= 0) {
                    instr = null;
                }
                for (Instr i : b.instrs) {
                    prevInstr = instr;
                    instr = i;
                    int prevOp = prevInstr != null ? prevInstr.op : 0;
                    int prevArg = prevInstr != null ? prevInstr.arg : 0;
                    boolean redundant = false;
                    if (instr.op == Ops.POP_TOP) {
                        if (prevInstr != null && prevOp == Ops.LOAD_CONST) {
                            redundant = true;
                        } else if (prevInstr != null && prevOp == Ops.COPY && prevArg == 1) {
                            redundant = true;
                        }
                    }
                    if (redundant) {
                        prevInstr.setNop();
                        instr.setNop();
                        done = false;
                    }
                }
                if ((instr != null && Ops.hasJump(instr.op)) || !b.hasFallthrough()) {
                    instr = null;
                }
            }
        }
    }

    // ------------------------------------------------------------------ cold blocks

    private void markWarm() {
        clearVisited();
        ArrayDeque<Block> stack = new ArrayDeque<>();
        entry.visited = true;
        stack.push(entry);
        while (!stack.isEmpty()) {
            Block b = stack.pop();
            b.warm = true;
            Block next = b.next;
            if (next != null && b.hasFallthrough() && !next.visited) {
                next.visited = true;
                stack.push(next);
            }
            for (Instr i : b.instrs) {
                if (Ops.hasJump(i.op) && !i.target.visited) {
                    i.target.visited = true;
                    stack.push(i.target);
                }
            }
        }
    }

    private void markCold() {
        markWarm();
        clearVisited();
        ArrayDeque<Block> stack = new ArrayDeque<>();
        for (Block b = entry; b != null; b = b.next) {
            if (b.exceptHandler) {
                b.visited = true;
                stack.push(b);
            }
        }
        while (!stack.isEmpty()) {
            Block b = stack.pop();
            b.cold = true;
            Block next = b.next;
            if (next != null && b.hasFallthrough() && !next.warm && !next.visited) {
                next.visited = true;
                stack.push(next);
            }
            for (Instr i : b.instrs) {
                if (Ops.hasJump(i.op)) {
                    Block t = i.target;
                    if (!t.warm && !t.visited) {
                        t.visited = true;
                        stack.push(t);
                    }
                }
            }
        }
    }

    void pushColdBlocksToEnd() {
        if (entry.next == null) {
            return;
        }
        markCold();
        int nextLabel = maxLabel() + 1;
        // a cold block falling through into a warm one gets an explicit jump instead
        for (Block b = entry; b != null; b = b.next) {
            if (b.cold && b.hasFallthrough() && b.next != null && b.next.warm) {
                Block explicitJump = new Block();
                if (b.next.label < 0) {
                    b.next.label = nextLabel++;
                }
                Instr j = new Instr(Ops.JUMP_NO_INTERRUPT, b.next.label, -1);
                j.target = b.next;
                explicitJump.add(j);
                explicitJump.cold = true;
                explicitJump.next = b.next;
                explicitJump.predecessors = 1;
                b.next = explicitJump;
            }
        }
        Block coldBlocks = null;
        Block coldTail = null;
        Block b = entry;
        while (b.next != null) {
            while (b.next != null && !b.next.cold) {
                b = b.next;
            }
            if (b.next == null) {
                break;
            }
            Block end = b.next;
            while (end.next != null && end.next.cold) {
                end = end.next;
            }
            if (coldBlocks == null) {
                coldBlocks = b.next;
            } else {
                coldTail.next = b.next;
            }
            coldTail = end;
            b.next = end.next;
            end.next = null;
        }
        b.next = coldBlocks;
        if (coldBlocks != null) {
            removeRedundantNopsAndJumps();
        }
    }

    // ------------------------------------------------------------------ stack depth

    /** The largest value-stack depth on any path, exception handlers included. */
    int stackDepth() {
        for (Block b = entry; b != null; b = b.next) {
            b.startDepth = Integer.MIN_VALUE;
        }
        ArrayDeque<Block> stack = new ArrayDeque<>();
        int maxDepth = 0;
        push(stack, entry, 0);
        while (!stack.isEmpty()) {
            Block b = stack.pop();
            int depth = b.startDepth;
            Block next = b.next;
            for (Instr i : b.instrs) {
                int newDepth = depth + Ops.stackEffect(i.op, i.arg, false);
                if (newDepth < 0) {
                    throw new IllegalStateException("stack underflow at " + i);
                }
                maxDepth = Math.max(maxDepth, newDepth);
                if (Ops.hasTarget(i.op)) {
                    int targetDepth = depth + Ops.stackEffect(i.op, i.arg, true);
                    maxDepth = Math.max(maxDepth, targetDepth);
                    push(stack, i.target, targetDepth);
                }
                depth = newDepth;
                if (Ops.isUnconditionalJump(i.op) || Ops.isScopeExit(i.op)) {
                    next = null;
                    break;
                }
            }
            if (next != null) {
                push(stack, next, depth);
            }
        }
        return maxDepth;
    }

    private static void push(ArrayDeque<Block> stack, Block b, int depth) {
        if (b.startDepth != Integer.MIN_VALUE && b.startDepth != depth) {
            throw new IllegalStateException("inconsistent stack depth " + b.startDepth + " vs " + depth);
        }
        if (b.startDepth < depth) {
            b.startDepth = depth;
            stack.push(b);
        }
    }

    // ------------------------------------------------------------------ final shaping

    /** SETUP_* become NOPs, LOAD_CLOSURE and STORE_FAST_MAYBE_NULL their real forms. */
    void convertPseudoOps() {
        for (Block b = entry; b != null; b = b.next) {
            for (Instr i : b.instrs) {
                if (Ops.isBlockPush(i.op)) {
                    i.setNop();
                } else if (i.op == Ops.LOAD_CLOSURE) {
                    i.op = Ops.LOAD_FAST;
                } else if (i.op == Ops.STORE_FAST_MAYBE_NULL) {
                    i.op = Ops.STORE_FAST;
                }
            }
        }
        removeRedundantNopsAndJumps();
    }

    /** A conditional jump backwards becomes the inverted jump forwards over a JUMP backwards. */
    void normalizeJumps() {
        clearVisited();
        for (Block b = entry; b != null; b = b.next) {
            b.visited = true;
            Instr last = b.last();
            if (last == null || !Ops.isConditionalJump(last.op)) {
                continue;
            }
            if (!last.target.visited) {
                continue;
            }
            int reversed;
            if (last.op == Ops.POP_JUMP_IF_NOT_NONE) {
                reversed = Ops.POP_JUMP_IF_NONE;
            } else if (last.op == Ops.POP_JUMP_IF_NONE) {
                reversed = Ops.POP_JUMP_IF_NOT_NONE;
            } else if (last.op == Ops.POP_JUMP_IF_FALSE) {
                reversed = Ops.POP_JUMP_IF_TRUE;
            } else {
                reversed = Ops.POP_JUMP_IF_FALSE;
            }
            Block target = last.target;
            Block backwardsJump = new Block();
            Instr j = Instr.at(Ops.JUMP, target.label, last);
            j.target = target;
            backwardsJump.add(j);
            last.op = reversed;
            last.target = b.next;
            backwardsJump.cold = b.cold;
            backwardsJump.next = b.next;
            b.next = backwardsJump;
        }
    }

    /** All blocks in order (for the assembler). */
    List<Block> blocks() {
        List<Block> out = new ArrayList<>();
        for (Block b = entry; b != null; b = b.next) {
            out.add(b);
        }
        return out;
    }
}
