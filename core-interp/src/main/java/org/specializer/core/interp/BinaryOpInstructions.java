package org.specializer.core.interp;

import org.specializer.api.IntOps;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;

/**
 * Bodies of BINARY_OP's specialized children: guard, then action. Each returns false when its
 * guard fails (the loop then deopts to the generic body); on success it has replaced the left
 * operand slot with the result, and the caller pops the right one.
 */
final class BinaryOpInstructions {
    private BinaryOpInstructions() {}

    /** Exact ints of any size: {@code type(x) is int}. */
    static boolean bothExactInt(PyObject l, PyObject r) {
        return l.type == PyInt.TYPE && r.type == PyInt.TYPE;
    }

    static boolean bothExactFloat(PyObject l, PyObject r) {
        return l.getClass() == PyFloat.class && r.getClass() == PyFloat.class;
    }

    static boolean bothExactStr(PyObject l, PyObject r) {
        return l.getClass() == PyStr.class && r.getClass() == PyStr.class;
    }

    // BINARY_OP_ADD_INT: left, right -- res
    static boolean addInt(PyObject[] s, int sp) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (l.getClass() == PyInt.class && r.getClass() == PyInt.class) {
            s[sp - 2] = IntOps.add(((PyInt) l).value, ((PyInt) r).value);
        } else if (bothExactInt(l, r)) {
            s[sp - 2] = IntOps.add(l, r);   // big ints: rare
        } else {
            return false;
        }
        hit(org.specializer.spi.Opcode.BINARY_OP_ADD_INT);
        return true;
    }

    static boolean subtractInt(PyObject[] s, int sp) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (l.getClass() == PyInt.class && r.getClass() == PyInt.class) {
            s[sp - 2] = IntOps.sub(((PyInt) l).value, ((PyInt) r).value);
        } else if (bothExactInt(l, r)) {
            s[sp - 2] = IntOps.sub(l, r);
        } else {
            return false;
        }
        hit(org.specializer.spi.Opcode.BINARY_OP_SUBTRACT_INT);
        return true;
    }

    static boolean multiplyInt(PyObject[] s, int sp) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (l.getClass() == PyInt.class && r.getClass() == PyInt.class) {
            s[sp - 2] = IntOps.mul(((PyInt) l).value, ((PyInt) r).value);
        } else if (bothExactInt(l, r)) {
            s[sp - 2] = IntOps.mul(l, r);
        } else {
            return false;
        }
        hit(org.specializer.spi.Opcode.BINARY_OP_MULTIPLY_INT);
        return true;
    }

    static boolean addFloat(PyObject[] s, int sp) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (!bothExactFloat(l, r)) {
            return false;
        }
        s[sp - 2] = new PyFloat(((PyFloat) l).value + ((PyFloat) r).value);
        hit(org.specializer.spi.Opcode.BINARY_OP_ADD_FLOAT);
        return true;
    }

    static boolean subtractFloat(PyObject[] s, int sp) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (!bothExactFloat(l, r)) {
            return false;
        }
        s[sp - 2] = new PyFloat(((PyFloat) l).value - ((PyFloat) r).value);
        hit(org.specializer.spi.Opcode.BINARY_OP_SUBTRACT_FLOAT);
        return true;
    }

    static boolean multiplyFloat(PyObject[] s, int sp) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (!bothExactFloat(l, r)) {
            return false;
        }
        s[sp - 2] = new PyFloat(((PyFloat) l).value * ((PyFloat) r).value);
        hit(org.specializer.spi.Opcode.BINARY_OP_MULTIPLY_FLOAT);
        return true;
    }

    static boolean addUnicode(PyObject[] s, int sp) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        if (!bothExactStr(l, r)) {
            return false;
        }
        s[sp - 2] = concat((PyStr) l, (PyStr) r);
        hit(org.specializer.spi.Opcode.BINARY_OP_ADD_UNICODE);
        return true;
    }

    /**
     * BINARY_OP_INPLACE_ADD_UNICODE: {@code s += t} where the next instruction stores the result
     * back into the local that holds the left operand. Stores it itself; the caller skips that
     * STORE_FAST. {@code next} is the code unit after the cache. That it is a STORE_FAST is a
     * guard too, not an assumption: the fast path trusts only its guards, and a specializer
     * (a dropped-in one, say) may pick this child anywhere.
     */
    static boolean inplaceAddUnicode(PyObject[] s, int sp, int next) {
        PyObject l = s[sp - 2];
        PyObject r = s[sp - 1];
        int target = next >>> 8;
        if ((next & 0xFF) != Op.STORE_FAST || !bothExactStr(l, r) || s[target] != l) {
            return false;
        }
        s[target] = concat((PyStr) l, (PyStr) r);
        hit(org.specializer.spi.Opcode.BINARY_OP_INPLACE_ADD_UNICODE);
        return true;
    }

    private static PyStr concat(PyStr a, PyStr b) {
        if (a.value.isEmpty()) {
            return b;
        }
        if (b.value.isEmpty()) {
            return a;
        }
        return new PyStr(a.value.concat(b.value));
    }

    private static void hit(org.specializer.spi.Opcode op) {
        if (Stats.ENABLED) {
            Stats.hit(op.number());
        }
    }
}
