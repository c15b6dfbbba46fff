package org.specializer.core.compiler;

import java.util.ArrayList;

/**
 * The linear instruction sequence the code generator writes, with labels (CPython's
 * {@code _PyInstructionSequence}). Jump instructions carry a label id until
 * {@link FlowGraph#build} turns the sequence into basic blocks.
 */
final class InstrSeq {
    final ArrayList<Instr> instrs = new ArrayList<>();
    /** For each label id, the index of the instruction it labels (-1 while unused). */
    private int[] labelPos = new int[16];
    private int nlabels;

    int newLabel() {
        if (nlabels == labelPos.length) {
            labelPos = java.util.Arrays.copyOf(labelPos, nlabels * 2);
        }
        labelPos[nlabels] = -1;
        return nlabels++;
    }

    void useLabel(int label) {
        labelPos[label] = instrs.size();
    }

    int labelPosition(int label) {
        return labelPos[label];
    }

    Instr add(int op, int arg, int line, org.specializer.core.ast.Ast.Loc loc) {
        Instr i = new Instr(op, arg, line);
        i.loc = loc;
        instrs.add(i);
        return i;
    }

    /** Inserts an instruction at {@code pos}, moving labels at or after it (CPython's instr_sequence_insert_instruction). */
    void insert(int pos, Instr instr) {
        instrs.add(pos, instr);
        for (int l = 0; l < nlabels; l++) {
            if (labelPos[l] >= pos) {
                labelPos[l]++;
            }
        }
    }

    int size() {
        return instrs.size();
    }
}
