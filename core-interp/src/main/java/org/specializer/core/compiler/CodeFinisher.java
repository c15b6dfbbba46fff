package org.specializer.core.compiler;

import java.util.Map;

import org.specializer.api.PyCode;
import org.specializer.api.PyStr;

/**
 * Turns a finished {@link CodeUnit} into a {@link PyCode}: the flow-graph passes in CPython
 * 3.13's order, the layout of the fast locals (arguments and other locals, then cells that
 * are not arguments, then free variables), the prefix instructions (COPY_FREE_VARS,
 * MAKE_CELL, RETURN_GENERATOR) and assembly.
 */
final class CodeFinisher {
    private CodeFinisher() {}

    static PyCode finish(CodeUnit u, int flags, String filename, ErrorReporter errors) {
        FlowGraph g = FlowGraph.build(u.seq);
        g.markExceptHandlers();
        g.labelExceptionTargets();
        Peephole p = new Peephole(g, u.consts);
        p.optimizeCfg();
        p.removeUnusedConsts();
        p.addChecksForUninitializedLocals(u.varnames.size(), u.ste.varnames.size());
        p.insertSuperinstructions();
        g.pushColdBlocksToEnd();
        g.resolveLineNumbers();

        int stackdepth = g.stackDepth();
        int nlocalsplus = prepareLocalsplus(u, g, flags);
        g.convertPseudoOps();
        g.normalizeJumps();
        Assembler a = Assembler.assemble(g.blocks());

        PyStr[] names = new PyStr[u.names.size()];
        for (Map.Entry<String, Integer> e : u.names.entrySet()) {
            names[e.getValue()] = PyStr.intern(e.getKey());
        }
        PyStr[] lpNames = new PyStr[nlocalsplus];
        byte[] lpKinds = new byte[nlocalsplus];
        computeLocalsplusInfo(u, lpNames, lpKinds);
        String qualname = u.qualname == null ? u.name : u.qualname;
        PyCode code = new PyCode(a.code, u.consts.toArray(), names, lpNames, lpKinds,
                u.argcount, u.posonlyargcount, u.kwonlyargcount, flags, stackdepth, filename,
                u.name, qualname, u.firstlineno, a.lineTable, a.exceptionTable, a.refSlots);
        code.setPositionTable(byteColumns(a.lineTable, a.positionTable, errors));
        return code;
    }

    /**
     * The position table with columns in UTF-8 bytes, as CPython counts them; under
     * {@code -X no_debug_ranges} lines only (each end line its line, no columns).
     */
    private static int[] byteColumns(int[] lines, int[] positions, ErrorReporter errors) {
        boolean lineOnly = org.specializer.core.PyFlags.noDebugRanges();
        for (int i = 0; i < lines.length; i++) {
            if (lineOnly) {
                positions[2 * i] = lines[i];
                positions[2 * i + 1] = 0;
                continue;
            }
            int cols = positions[2 * i + 1];
            if (cols == 0) {
                continue;
            }
            int col = errors.toBytes(lines[i], (cols >>> 16) - 1);
            int endCol = errors.toBytes(positions[2 * i], (cols & 0xFFFF) - 1);
            positions[2 * i + 1] = Assembler.packColumns(col, endCol);
        }
        return positions;
    }

    private static int prepareLocalsplus(CodeUnit u, FlowGraph g, int flags) {
        int nlocals = u.varnames.size();
        int ncells = u.cellvars.size();
        int nfrees = u.freevars.size();
        int[] fixed = new int[ncells + nfrees];
        for (int i = 0; i < fixed.length; i++) {
            fixed[i] = nlocals + i;
        }
        for (Map.Entry<String, Integer> e : u.cellvars.entrySet()) {
            Integer varIndex = u.varnames.get(e.getKey());
            if (varIndex != null) {
                fixed[e.getValue()] = varIndex;
            }
        }
        insertPrefixInstructions(u, g.entry, fixed, nfrees, flags);
        int numdropped = 0;
        for (int i = 0; i < fixed.length; i++) {
            if (fixed[i] == i + nlocals) {
                fixed[i] -= numdropped;
            } else {
                numdropped++;
            }
        }
        for (Block b = g.entry; b != null; b = b.next) {
            for (Instr i : b.instrs) {
                int op = i.op;
                if (op == Ops.MAKE_CELL || op == Ops.LOAD_CLOSURE || op == Ops.LOAD_DEREF
                        || op == Ops.STORE_DEREF || op == Ops.DELETE_DEREF || op == Ops.LOAD_FROM_DICT_OR_DEREF) {
                    i.arg = fixed[i.arg];
                }
            }
        }
        return nlocals + ncells + nfrees - numdropped;
    }

    private static void insertPrefixInstructions(CodeUnit u, Block entry, int[] fixed, int nfrees, int flags) {
        if ((flags & (PyCode.CO_GENERATOR | PyCode.CO_COROUTINE | PyCode.CO_ASYNC_GENERATOR)) != 0) {
            entry.instrs.add(0, new Instr(Ops.RETURN_GENERATOR, 0, u.firstlineno));
            entry.instrs.add(1, new Instr(Ops.POP_TOP, 0, u.firstlineno));
        }
        int ncells = u.cellvars.size();
        if (ncells > 0) {
            int nvars = ncells + u.varnames.size();
            int[] sorted = new int[nvars];
            for (int i = 0; i < ncells; i++) {
                sorted[fixed[i]] = i + 1;
            }
            int used = 0;
            for (int i = 0; used < ncells; i++) {
                int oldIndex = sorted[i] - 1;
                if (oldIndex == -1) {
                    continue;
                }
                entry.instrs.add(used, new Instr(Ops.MAKE_CELL, oldIndex, -1));
                used++;
            }
        }
        if (nfrees > 0) {
            entry.instrs.add(0, new Instr(Ops.COPY_FREE_VARS, nfrees, -1));
        }
    }

    private static void computeLocalsplusInfo(CodeUnit u, PyStr[] names, byte[] kinds) {
        int nparams = u.ste.varnames.size();
        for (Map.Entry<String, Integer> e : u.varnames.entrySet()) {
            int offset = e.getValue();
            byte kind = PyCode.KIND_LOCAL;
            if (u.fasthidden.containsKey(e.getKey())) {
                kind |= PyCode.KIND_HIDDEN;
            }
            if (u.cellvars.containsKey(e.getKey())) {
                kind |= PyCode.KIND_CELL;
            }
            if (offset < nparams) {
                kind |= PyCode.KIND_ARG;
            }
            names[offset] = PyStr.intern(e.getKey());
            kinds[offset] = kind;
        }
        int nlocals = u.varnames.size();
        int numdropped = 0;
        for (Map.Entry<String, Integer> e : u.cellvars.entrySet()) {
            if (u.varnames.containsKey(e.getKey())) {
                numdropped++;
                continue;
            }
            int offset = e.getValue() + nlocals - numdropped;
            names[offset] = PyStr.intern(e.getKey());
            kinds[offset] = PyCode.KIND_CELL;
        }
        for (Map.Entry<String, Integer> e : u.freevars.entrySet()) {
            int offset = e.getValue() + nlocals - numdropped;
            names[offset] = PyStr.intern(e.getKey());
            kinds[offset] = PyCode.KIND_FREE;
        }
    }
}
