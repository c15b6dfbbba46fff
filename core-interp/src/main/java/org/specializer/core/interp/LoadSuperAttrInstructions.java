package org.specializer.core.interp;

import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.api.PySuper;
import org.specializer.api.PyType;
import org.specializer.spi.Opcode;

/**
 * Bodies of LOAD_SUPER_ATTR's specialized children:
 * {@code global_super, class, self -- attr, null_or_self if method}. The guards are the
 * specializer's two conditions (the global {@code super} is the builtin, the class argument a
 * class); the lookup is the generic form's direct MRO walk ({@link Attributes#superLookup}).
 * Each returns the new stack pointer, or -1 when a guard failed.
 */
final class LoadSuperAttrInstructions {
    private LoadSuperAttrInstructions() {}

    /** Guards 1 and 2 of the child {@code op}. */
    private static boolean builtinSuperOfClass(int op, PyObject[] s, int sp) {
        return (Mutants.off(op, 1) || s[sp - 3] == PySuper.TYPE)
                && (Mutants.off(op, 2) || s[sp - 2] instanceof PyType);
    }

    /** LOAD_SUPER_ATTR_ATTR: {@code super().name}. Tier 2 runs it on the spilled operands. */
    @Core(Opcode.LOAD_SUPER_ATTR_ATTR)
    static int attr(PyObject[] s, int sp, PyCode code, int arg) {
        if (!builtinSuperOfClass(Op.LOAD_SUPER_ATTR_ATTR, s, sp)) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_SUPER_ATTR_ATTR);
        }
        return Attributes.superLookup(s, sp, code.names[arg >> 2], false);
    }

    /**
     * LOAD_SUPER_ATTR_METHOD: {@code super().name(...)}: [method, self] or [attr, NULL]. Tier 2
     * runs it on the spilled operands.
     */
    @Core(Opcode.LOAD_SUPER_ATTR_METHOD)
    static int method(PyObject[] s, int sp, PyCode code, int arg) {
        if (!builtinSuperOfClass(Op.LOAD_SUPER_ATTR_METHOD, s, sp)) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_SUPER_ATTR_METHOD);
        }
        return Attributes.superLookup(s, sp, code.names[arg >> 2], true);
    }
}
