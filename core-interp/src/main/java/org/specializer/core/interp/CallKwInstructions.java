package org.specializer.core.interp;

import java.util.Arrays;
import org.specializer.api.PyFunction;
import org.specializer.api.PyMethod;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * Bodies of CALL_KW's specialized children (CPython 3.14's). The stack is {@code callable,
 * self_or_null, args[n], kwnames}: {@code n} counts positional and keyword values, the last
 * {@code len(kwnames)} of them by keyword. As in {@link CallInstructions}, a body returns the
 * new stack pointer, or -1 when a guard fails, before any effect. The cache holds the
 * function version in units 1-2.
 */
final class CallKwInstructions {
    private CallKwInstructions() {}

    /** Leave {@code res} in the callable's slot, clear the rest: the new sp. */
    private static int done(PyObject[] s, int sp, int n, PyObject res) {
        int base = sp - n - 3;
        Arrays.fill(s, base + 1, sp, null);
        s[base] = res;
        return base + 1;
    }

    /** CALL_KW_PY: a Python function of this version; arguments bound in full. */
    static int py(PyObject[] s, int sp, int n, char[] instr, int ip) {
        int base = sp - n - 3;
        if (Mutants.on(Op.CALL_KW_PY, 1) && !(s[base] instanceof PyFunction)
                || ((PyFunction) s[base]).version != CallInstructions.cachedVersion(instr, ip)) {
            return -1;
        }
        PyFunction fn = (PyFunction) s[base];
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_KW_PY);
        }
        PyStr[] kwnames = Calls.kwnames((PyTuple) s[sp - 1]);
        int npos = n - kwnames.length;
        PyObject res = s[base + 1] == null
                ? Calls.callFunction(fn, null, s, base + 2, npos, kwnames)
                : Calls.callFunction(fn, null, s, base + 1, npos + 1, kwnames);
        return done(s, sp, n, res);
    }

    /** CALL_KW_BOUND_METHOD: a bound method of a Python function of this version. */
    static int boundMethod(PyObject[] s, int sp, int n, char[] instr, int ip) {
        int base = sp - n - 3;
        PyMethod m = CallInstructions.boundPyMethod(Op.CALL_KW_BOUND_METHOD, s, base, instr, ip);
        if (m == null) {
            return -1;
        }
        PyFunction fn = (PyFunction) m.func;
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_KW_BOUND_METHOD);
        }
        PyStr[] kwnames = Calls.kwnames((PyTuple) s[sp - 1]);
        return done(s, sp, n, Calls.callFunction(fn, m.self, s, base + 2,
                n - kwnames.length, kwnames));
    }

    /** CALL_KW_NON_PY: any callable but a Python function or a bound method. */
    static int nonPy(PyObject[] s, int sp, int n) {
        PyObject c = s[sp - n - 3];
        if (c instanceof PyFunction || c instanceof PyMethod) {
            return -1;
        }
        if (Stats.ENABLED) {
            Stats.hit(Op.CALL_KW_NON_PY);
        }
        return Calls.callKw(s, sp, n);
    }
}
