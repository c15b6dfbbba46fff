package org.specializer.core.interp;

import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.api.PySuper;
import org.specializer.api.PyType;

/**
 * Bodies of LOAD_SUPER_ATTR's specialized children:
 * {@code global_super, class, self -- attr, null_or_self if method}. The guards are the
 * specializer's two conditions (the global {@code super} is the builtin, the class argument a
 * class); the lookup is the generic form's direct MRO walk ({@link Attributes#superLookup}).
 * Each returns the new stack pointer, or -1 when a guard failed.
 */
final class LoadSuperAttrInstructions {
    private LoadSuperAttrInstructions() {}

    private static boolean builtinSuperOfClass(PyObject[] s, int sp) {
        return s[sp - 3] == PySuper.TYPE && s[sp - 2] instanceof PyType;
    }

    /** LOAD_SUPER_ATTR_ATTR: {@code super().name}. */
    static int attr(PyObject[] s, int sp, PyCode code, int arg) {
        if (!builtinSuperOfClass(s, sp)) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_SUPER_ATTR_ATTR);
        }
        return Attributes.superLookup(s, sp, code.names[arg >> 2], false);
    }

    /** LOAD_SUPER_ATTR_METHOD: {@code super().name(...)}: [method, self] or [attr, NULL]. */
    static int method(PyObject[] s, int sp, PyCode code, int arg) {
        if (!builtinSuperOfClass(s, sp)) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.LOAD_SUPER_ATTR_METHOD);
        }
        return Attributes.superLookup(s, sp, code.names[arg >> 2], true);
    }
}
