package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.List;

import org.specializer.spi.CacheField;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;

/**
 * Lays out the final instructions in code units, as CPython 3.13's {@code assemble.c}: gives
 * unconditional jumps their direction, computes relative jump opargs (iterating until the
 * EXTENDED_ARG prefixes they need stop changing), appends each adaptive instruction's cache
 * units (zero, except that a reference-table field gets a fresh slot index), and builds the
 * exception table (entries of start, end, target, depth, lasti) and the per-unit line and
 * position tables.
 */
final class Assembler {
    char[] code;
    int[] lineTable;
    /** Per code unit: end line and packed columns (see {@link PyCode#positionTable}). */
    int[] positionTable;
    int[] exceptionTable;
    int refSlots;

    private Assembler() {}

    static Assembler assemble(List<Block> blocks) {
        Assembler a = new Assembler();
        a.run(blocks);
        return a;
    }

    private void run(List<Block> blocks) {
        List<Instr> instrs = new ArrayList<>();
        for (Block b : blocks) {
            b.offset = instrs.size();   // index of the block's first instruction, for now
            instrs.addAll(b.instrs);
        }
        int n = instrs.size();
        int[] targetIndex = new int[n];
        for (int i = 0; i < n; i++) {
            Instr instr = instrs.get(i);
            if (Ops.hasJump(instr.op)) {
                targetIndex[i] = instr.target.offset;
                boolean forward = targetIndex[i] > i;
                if (instr.op == Ops.JUMP) {
                    instr.op = forward ? Ops.JUMP_FORWARD : Ops.JUMP_BACKWARD;
                } else if (instr.op == Ops.JUMP_NO_INTERRUPT) {
                    instr.op = forward ? Ops.JUMP_FORWARD : Ops.JUMP_BACKWARD_NO_INTERRUPT;
                }
                instr.arg = targetIndex[i];
            }
        }
        int[] handlerIndex = new int[n];
        for (int i = 0; i < n; i++) {
            Block h = instrs.get(i).except;
            handlerIndex[i] = h == null ? -1 : h.offset;
        }
        // Jump opargs depend on offsets, which depend on EXTENDED_ARG prefixes: iterate.
        int[] offsets = new int[n + 1];
        boolean again;
        do {
            int total = 0;
            for (int i = 0; i < n; i++) {
                offsets[i] = total;
                total += size(instrs.get(i));
            }
            offsets[n] = total;
            again = false;
            for (int i = 0; i < n; i++) {
                Instr instr = instrs.get(i);
                if (!Ops.hasJump(instr.op)) {
                    continue;
                }
                int isize = size(instr);
                int after = offsets[i] + isize;
                int target = offsets[targetIndex[i]];
                if (Opcode.byNumber(instr.op).jump() == Opcode.Jump.BACKWARD) {
                    instr.arg = after - target;
                } else {
                    instr.arg = target - after;
                }
                if (instr.arg < 0) {
                    throw new IllegalStateException("jump in the wrong direction: " + instr);
                }
                if (size(instr) != isize) {
                    again = true;
                }
            }
        } while (again);

        int total = offsets[n];
        code = new char[total];
        lineTable = new int[total];
        positionTable = new int[2 * total];
        int pos = 0;
        for (int i = 0; i < n; i++) {
            Instr instr = instrs.get(i);
            Opcode op = Opcode.byNumber(instr.op);
            int arg = op.hasArg() ? instr.arg : 0;
            int line = Math.max(instr.line, 0);
            int endLine = line;
            int cols = 0;
            if (instr.loc != null && instr.loc.line() == instr.line) {
                endLine = instr.loc.endLine();
                cols = packColumns(instr.loc.col(), instr.loc.endCol());
            }
            int ext = extendedArgs(arg);
            int start = pos;
            for (int k = ext; k > 0; k--) {
                code[pos++] = unit(Ops.EXTENDED_ARG, (arg >>> (8 * k)) & 0xFF);
            }
            code[pos++] = unit(instr.op, arg & 0xFF);
            int caches = op.cacheUnits();
            int first = pos;
            for (int k = 0; k < caches; k++) {
                code[pos++] = 0;
            }
            for (int k = start; k < pos; k++) {
                lineTable[k] = line;
                positionTable[2 * k] = endLine;
                positionTable[2 * k + 1] = cols;
            }
            Family f = op.family();
            if (f != null && f.usesRefSlot()) {
                for (CacheField cf : f.cacheLayout()) {
                    if (cf.kind() == CacheField.Kind.REF) {
                        code[first + cf.offset()] = (char) refSlots++;
                    }
                }
            }
        }
        exceptionTable = exceptionTable(instrs, handlerIndex, offsets);
    }

    /** Columns as {@link PyCode#positionTable} packs them; 0 when unknown or out of range. */
    static int packColumns(int col, int endCol) {
        if (col < 0 || endCol < 0 || col >= 0xFFFF || endCol >= 0xFFFF) {
            return 0;
        }
        return (col + 1) << 16 | (endCol + 1);
    }

    private static char unit(int op, int arg) {
        return (char) (op | (arg << 8));
    }

    private static int extendedArgs(int arg) {
        return (arg > 0xFFFFFF ? 1 : 0) + (arg > 0xFFFF ? 1 : 0) + (arg > 0xFF ? 1 : 0);
    }

    private static int size(Instr i) {
        Opcode op = Opcode.byNumber(i.op);
        int arg = op.hasArg() ? i.arg : 0;
        return extendedArgs(arg) + 1 + op.cacheUnits();
    }

    private static int[] exceptionTable(List<Instr> instrs, int[] handlerIndex, int[] offsets) {
        List<int[]> entries = new ArrayList<>();
        int n = instrs.size();
        int start = -1;
        Block handler = null;
        int handlerAt = -1;
        for (int i = 0; i < n; i++) {
            Block h = instrs.get(i).except;
            if (h != handler) {
                if (handler != null) {
                    entries.add(entry(start, offsets[i], offsets[handlerAt], handler));
                }
                start = offsets[i];
                handler = h;
                handlerAt = handlerIndex[i];
            }
        }
        if (handler != null) {
            entries.add(entry(start, offsets[n], offsets[handlerAt], handler));
        }
        int[] table = new int[entries.size() * 5];
        for (int k = 0; k < entries.size(); k++) {
            System.arraycopy(entries.get(k), 0, table, k * 5, 5);
        }
        return table;
    }

    private static int[] entry(int start, int end, int target, Block handler) {
        int depth = handler.startDepth - 1;
        if (handler.preserveLasti) {
            depth -= 1;
        }
        return new int[] {start, end, target, depth, handler.preserveLasti ? 1 : 0};
    }
}
