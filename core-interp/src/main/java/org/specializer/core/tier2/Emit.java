package org.specializer.core.tier2;

import static org.specializer.core.tier2.Translator.ABSTRACT;
import static org.specializer.core.tier2.Translator.API;
import static org.specializer.core.tier2.Translator.ATTRS;
import static org.specializer.core.tier2.Translator.CALLS;
import static org.specializer.core.tier2.Translator.FR;
import static org.specializer.core.tier2.Translator.NAMEOPS;
import static org.specializer.core.tier2.Translator.O;
import static org.specializer.core.tier2.Translator.OPS;
import static org.specializer.core.tier2.Translator.PYOBJECT;
import static org.specializer.core.tier2.Translator.STR;

import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;
import org.specializer.spi.Opcode;

/**
 * The translation of the adaptive families' instructions. Each takes the site's current
 * opcode {@code op}: its family's base (or the generic form) translates to the generic
 * behaviour; a specialized child to its guards and fast path, with the generic behaviour as
 * the branch taken when a guard fails.
 */
final class Emit {
    private Emit() {}

    static final String ARR = Translator.ARR;

    /** Instructions that cannot raise: no need to record where an exception came from. */
    static boolean neverThrows(Opcode o) {
        switch (o) {
            case NOP: case RESUME: case LOAD_FAST: case LOAD_FAST_AND_CLEAR:
            case LOAD_FAST_LOAD_FAST: case LOAD_CONST: case STORE_FAST: case STORE_FAST_LOAD_FAST:
            case STORE_FAST_STORE_FAST: case POP_TOP: case END_FOR: case PUSH_NULL: case END_SEND:
            case RETURN_VALUE: case RETURN_CONST: case COPY: case SWAP: case JUMP_FORWARD:
            case JUMP_BACKWARD: case JUMP_BACKWARD_NO_INTERRUPT: case POP_JUMP_IF_NONE:
            case POP_JUMP_IF_NOT_NONE: case IS_OP: case LOAD_ASSERTION_ERROR: case MAKE_CELL:
            case STORE_DEREF: case PUSH_EXC_INFO: case POP_EXCEPT: case MAKE_FUNCTION:
            case COPY_FREE_VARS:
                return true;
            default:
                return false;
        }
    }

    // ------------------------------------------------------------------ BINARY_OP

    static void binaryOp(Translator.Writer w, Opcode op, int p, int d, int a) {
        w.load(w.stack(d - 2));
        w.load(w.stack(d - 1));
        w.push(a);
        w.invoke(ABSTRACT, "binaryOp", "(" + O + O + "I)" + O);
        w.store(w.stack(d - 2));
    }

    // ------------------------------------------------------------------ subscripts

    static void binarySubscr(Translator.Writer w, Opcode op, int p, int d) {
        w.load(w.stack(d - 2));
        w.load(w.stack(d - 1));
        w.invoke(ABSTRACT, "getItem", "(" + O + O + ")" + O);
        w.store(w.stack(d - 2));
    }

    static void storeSubscr(Translator.Writer w, Opcode op, int p, int d) {
        w.load(w.stack(d - 2));
        w.load(w.stack(d - 1));
        w.load(w.stack(d - 3));
        w.invoke(ABSTRACT, "setItem", "(" + O + O + O + ")V");
    }

    // ------------------------------------------------------------------ UNPACK_SEQUENCE

    static void unpackSequence(Translator.Writer w, Opcode op, int p, int d, int a) {
        w.spillCall(d, 1, OPS, "unpackSequence", a, a);
    }

    // ------------------------------------------------------------------ attributes

    static void storeAttr(Translator.Writer w, Opcode op, int p, int d, int a) {
        w.load(w.stack(d - 1));
        w.name(a);
        w.load(w.stack(d - 2));
        w.mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, PYOBJECT, "setAttr", "(" + STR + O + ")V",
                false);
    }

    static void loadAttr(Translator.Writer w, Opcode op, int p, int d, int a) {
        if ((a & 1) != 0) {
            w.spill(d, 1);
            w.mv.visitVarInsn(Opcodes.ALOAD, 3);
            w.push(w.base + d);
            w.name(a >> 1);
            w.invoke(ATTRS, "loadMethod", "(" + ARR + "I" + STR + ")I");
            w.mv.visitInsn(Opcodes.POP);
            w.reload(d - 1, 2);
            return;
        }
        w.load(w.stack(d - 1));
        w.name(a >> 1);
        w.mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, PYOBJECT, "getAttr", "(" + STR + ")" + O,
                false);
        w.store(w.stack(d - 1));
    }

    // ------------------------------------------------------------------ LOAD_GLOBAL

    static void loadGlobal(Translator.Writer w, Opcode op, int p, int d, int a) {
        w.mv.visitVarInsn(Opcodes.ALOAD, 1);
        w.name(a >> 1);
        w.invoke(NAMEOPS, "loadGlobal", "(" + FR + STR + ")" + O);
        w.store(w.stack(d));
        if ((a & 1) != 0) {
            w.mv.visitInsn(Opcodes.ACONST_NULL);
            w.store(w.stack(d + 1));
        }
    }

    // ------------------------------------------------------------------ compare, contains

    static void compareOp(Translator.Writer w, Opcode op, int p, int d, int a) {
        Opcode jump = (a & 16) != 0 ? w.foldJump(p) : null;
        w.load(w.stack(d - 2));
        w.load(w.stack(d - 1));
        w.push(a);
        w.invoke(OPS, "compare", "(" + O + O + "I)" + O);
        if (jump != null) {
            w.mv.visitFieldInsn(Opcodes.GETSTATIC, API + "Py", "True", "L" + API + "PyBool;");
            w.mv.visitJumpInsn(jump == Opcode.POP_JUMP_IF_TRUE ? Opcodes.IF_ACMPEQ
                    : Opcodes.IF_ACMPNE, w.foldedTarget(p));
            return;
        }
        w.store(w.stack(d - 2));
    }

    static void containsOp(Translator.Writer w, Opcode op, int p, int d, int a) {
        Opcode jump = w.foldJump(p);
        w.load(w.stack(d - 1));
        w.load(w.stack(d - 2));
        w.invoke(ABSTRACT, "contains", "(" + O + O + ")Z");
        if (a != 0) {
            w.mv.visitInsn(Opcodes.ICONST_1);
            w.mv.visitInsn(Opcodes.IXOR);
        }
        if (jump != null) {
            w.branchOnBoolean(jump, p);
        } else {
            w.storeBool(w.stack(d - 2));
        }
    }

    // ------------------------------------------------------------------ FOR_ITER

    static void forIter(Translator.Writer w, Opcode op, int p, int d, int a) {
        String iter = API + "PyIterator";
        Label slow = new Label();
        Label got = new Label();
        w.load(w.stack(d - 1));
        w.mv.visitTypeInsn(Opcodes.INSTANCEOF, iter);
        w.mv.visitJumpInsn(Opcodes.IFEQ, slow);
        w.load(w.stack(d - 1));
        w.mv.visitTypeInsn(Opcodes.CHECKCAST, iter);
        w.mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, iter, "nextOrNull", "()" + O, true);
        w.mv.visitJumpInsn(Opcodes.GOTO, got);
        w.mv.visitLabel(slow);
        w.load(w.stack(d - 1));
        w.invoke(ABSTRACT, "next", "(" + O + ")" + O);
        w.mv.visitLabel(got);
        w.mv.visitInsn(Opcodes.DUP);
        w.store(w.stack(d));
        w.mv.visitJumpInsn(Opcodes.IFNULL, w.label(w.fl.jumpTarget(p) + 2));
    }

    // ------------------------------------------------------------------ CALL

    static void call(Translator.Writer w, Opcode op, int p, int d, int a) {
        w.spillCall(d, a + 2, CALLS, "call", a, 1);
    }
}
