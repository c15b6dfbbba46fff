package org.specializer.core.interp;

import org.specializer.api.IntOps;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.spi.Opcode;

/**
 * Bodies of BINARY_OP's specialized children: guard, then action. Each returns false when its
 * guard fails (the loop then deopts to the generic body); on success it has replaced the left
 * operand slot with the result, and the caller pops the right one.
 */
final class BinaryOpInstructions {
    private BinaryOpInstructions() {}

    // The guards: each operand checked on its own (guards 1 and 2 of the child {@code op}).

    /** Exact ints of any size: {@code type(x) is int}. */
    static boolean bothExactInt(int op, PyObject l, PyObject r) {
        return (Mutants.off(op, 1) || l.type == PyInt.TYPE)
                && (Mutants.off(op, 2) || r.type == PyInt.TYPE);
    }

    static boolean bothExactFloat(int op, PyObject l, PyObject r) {
        return (Mutants.off(op, 1) || l.getClass() == PyFloat.class)
                && (Mutants.off(op, 2) || r.getClass() == PyFloat.class);
    }

    /** Exact strs (guards {@code first} and {@code first + 1} of the child {@code op}). */
    static boolean bothExactStr(int op, int first, PyObject l, PyObject r) {
        return (Mutants.off(op, first) || l.getClass() == PyStr.class)
                && (Mutants.off(op, first + 1) || r.getClass() == PyStr.class);
    }

    // Each child has a value core (the result, or null when its guard fails), which tier 2
    // calls with the operands in JVM locals, and the loop's body over the stack array.

    // BINARY_OP_ADD_INT: left, right -- res
    @Core(Opcode.BINARY_OP_ADD_INT)
    static PyObject addInt(PyObject l, PyObject r) {
        if (l.getClass() == PyInt.class && r.getClass() == PyInt.class) {
            return IntOps.add(((PyInt) l).value, ((PyInt) r).value);
        }
        // big ints: rare
        return bothExactInt(Op.BINARY_OP_ADD_INT, l, r) ? IntOps.add(l, r) : null;
    }

    @Core(Opcode.BINARY_OP_SUBTRACT_INT)
    static PyObject subtractInt(PyObject l, PyObject r) {
        if (l.getClass() == PyInt.class && r.getClass() == PyInt.class) {
            return IntOps.sub(((PyInt) l).value, ((PyInt) r).value);
        }
        return bothExactInt(Op.BINARY_OP_SUBTRACT_INT, l, r) ? IntOps.sub(l, r) : null;
    }

    @Core(Opcode.BINARY_OP_MULTIPLY_INT)
    static PyObject multiplyInt(PyObject l, PyObject r) {
        if (l.getClass() == PyInt.class && r.getClass() == PyInt.class) {
            return IntOps.mul(((PyInt) l).value, ((PyInt) r).value);
        }
        return bothExactInt(Op.BINARY_OP_MULTIPLY_INT, l, r) ? IntOps.mul(l, r) : null;
    }

    @Core(Opcode.BINARY_OP_ADD_FLOAT)
    static PyObject addFloat(PyObject l, PyObject r) {
        return bothExactFloat(Op.BINARY_OP_ADD_FLOAT, l, r)
                ? new PyFloat(((PyFloat) l).value + ((PyFloat) r).value) : null;
    }

    @Core(Opcode.BINARY_OP_SUBTRACT_FLOAT)
    static PyObject subtractFloat(PyObject l, PyObject r) {
        return bothExactFloat(Op.BINARY_OP_SUBTRACT_FLOAT, l, r)
                ? new PyFloat(((PyFloat) l).value - ((PyFloat) r).value) : null;
    }

    @Core(Opcode.BINARY_OP_MULTIPLY_FLOAT)
    static PyObject multiplyFloat(PyObject l, PyObject r) {
        return bothExactFloat(Op.BINARY_OP_MULTIPLY_FLOAT, l, r)
                ? new PyFloat(((PyFloat) l).value * ((PyFloat) r).value) : null;
    }

    @Core({Opcode.BINARY_OP_ADD_UNICODE, Opcode.BINARY_OP_INPLACE_ADD_UNICODE})
    static PyObject addUnicode(PyObject l, PyObject r) {
        return bothExactStr(Op.BINARY_OP_ADD_UNICODE, 1, l, r) ? concat((PyStr) l, (PyStr) r)
                : null;
    }

    /** Put a child's result (null: its guard failed) in the left slot; did it hit? */
    private static boolean done(PyObject[] s, int sp, PyObject v, org.specializer.spi.Opcode op) {
        if (v == null) {
            return false;
        }
        s[sp - 2] = v;
        hit(op);
        return true;
    }

    static boolean addInt(PyObject[] s, int sp) {
        return done(s, sp, addInt(s[sp - 2], s[sp - 1]),
                org.specializer.spi.Opcode.BINARY_OP_ADD_INT);
    }

    static boolean subtractInt(PyObject[] s, int sp) {
        return done(s, sp, subtractInt(s[sp - 2], s[sp - 1]),
                org.specializer.spi.Opcode.BINARY_OP_SUBTRACT_INT);
    }

    static boolean multiplyInt(PyObject[] s, int sp) {
        return done(s, sp, multiplyInt(s[sp - 2], s[sp - 1]),
                org.specializer.spi.Opcode.BINARY_OP_MULTIPLY_INT);
    }

    static boolean addFloat(PyObject[] s, int sp) {
        return done(s, sp, addFloat(s[sp - 2], s[sp - 1]),
                org.specializer.spi.Opcode.BINARY_OP_ADD_FLOAT);
    }

    static boolean subtractFloat(PyObject[] s, int sp) {
        return done(s, sp, subtractFloat(s[sp - 2], s[sp - 1]),
                org.specializer.spi.Opcode.BINARY_OP_SUBTRACT_FLOAT);
    }

    static boolean multiplyFloat(PyObject[] s, int sp) {
        return done(s, sp, multiplyFloat(s[sp - 2], s[sp - 1]),
                org.specializer.spi.Opcode.BINARY_OP_MULTIPLY_FLOAT);
    }

    static boolean addUnicode(PyObject[] s, int sp) {
        return done(s, sp, addUnicode(s[sp - 2], s[sp - 1]),
                org.specializer.spi.Opcode.BINARY_OP_ADD_UNICODE);
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
        if (Mutants.on(Op.BINARY_OP_INPLACE_ADD_UNICODE, 1) && (next & 0xFF) != Op.STORE_FAST
                || !bothExactStr(Op.BINARY_OP_INPLACE_ADD_UNICODE, 2, l, r) || s[target] != l) {
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
