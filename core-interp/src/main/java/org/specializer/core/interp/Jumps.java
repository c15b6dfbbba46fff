package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.spi.Opcode;

/**
 * Setting {@code f_lineno} from a trace function: the jump of a debugger ({@code pdb}'s
 * {@code jump}), as CPython 3.13's {@code frame_setlineno}. The target is the first
 * instruction of the line (or of the first line after it that has code) whose value stack is
 * compatible with the frame's: only values are dropped, never made up, so a jump may leave a
 * {@code for} loop or an {@code except} block but not enter one.
 *
 * <p>The stacks are CPython's abstract ones ({@code mark_stacks}): per instruction, the kinds
 * of the values on the stack (an iterator, a handled exception, an object, a NULL, a saved
 * position), three bits per value in a long, found by following every path through the code
 * and into the exception handlers.
 */
final class Jumps {
    private Jumps() {}

    private static final int ITERATOR = 1;
    private static final int EXCEPT = 2;
    private static final int OBJECT = 3;
    private static final int NULL = 4;
    private static final int LASTI = 5;

    private static final int BITS = 3;
    private static final long MASK = (1 << BITS) - 1;
    private static final long UNINITIALIZED = -2;
    private static final long OVERFLOWED = -1;
    private static final int MAX_ENTRIES = 63 / BITS;
    private static final long WILL_OVERFLOW = 1L << ((MAX_ENTRIES - 1) * BITS);

    private static long push(long stack, int kind) {
        if (stack < 0 || Long.compareUnsigned(stack, WILL_OVERFLOW) >= 0) {
            return OVERFLOWED;
        }
        return (stack << BITS) | kind;
    }

    private static long pop(long stack) {
        return stack >> BITS;
    }

    private static int top(long stack) {
        return (int) (stack & MASK);
    }

    private static int peek(long stack, int n) {
        return (int) ((stack >> (BITS * (n - 1))) & MASK);
    }

    private static long swap(long stack, int n) {
        int toSwap = peek(stack, n);
        long topKind = top(stack);
        int shift = BITS * (n - 1);
        long replacedLow = (stack & ~(MASK << shift)) | (topKind << shift);
        return (replacedLow & ~MASK) | toSwap;
    }

    private static long popToLevel(long stack, int level) {
        if (level == 0) {
            return 0;
        }
        long levelMax = MASK << ((level - 1) * BITS);
        while (stack > levelMax) {
            stack = pop(stack);
        }
        return stack;
    }

    private static boolean compatibleKind(int from, int to) {
        if (to == 0) {
            return false;
        }
        if (to == OBJECT) {
            return from != NULL;
        }
        if (to == NULL) {
            return true;
        }
        return from == to;
    }

    private static boolean compatible(long from, long to) {
        if (from < 0 || to < 0) {
            return false;
        }
        while (from > to) {
            from = pop(from);
        }
        while (from != 0) {
            if (!compatibleKind(top(from), top(to))) {
                return false;
            }
            from = pop(from);
            to = pop(to);
        }
        return to == 0;
    }

    private static String explainIncompatible(long to) {
        if (to == OVERFLOWED) {
            return "stack is too deep to analyze";
        }
        if (to == UNINITIALIZED) {
            return "can't jump into an exception handler, or code may be unreachable";
        }
        switch (top(to)) {
            case EXCEPT:
                return "can't jump into an 'except' block as there's no exception";
            case LASTI:
                return "can't jump into a re-raising block as there's no location";
            case ITERATOR:
                return "can't jump into the body of a for loop";
            default:
                return "incompatible stacks";
        }
    }

    /** Per code unit, the abstract stack before the instruction starting there. */
    private static long[] markStacks(PyCode code) {
        char[] instr = code.unitsWithoutMarkers();
        int len = instr.length;
        long[] stacks = new long[len + 1];
        java.util.Arrays.fill(stacks, UNINITIALIZED);
        stacks[0] = 0;
        boolean todo = true;
        while (todo) {
            todo = false;
            for (int i = 0; i < len; ) {
                long next = stacks[i];
                int arg = 0;
                while ((instr[i] & 0xFF) == Opcode.EXTENDED_ARG.number()) {
                    arg = (arg | (instr[i] >>> 8)) << 8;
                    i++;
                    stacks[i] = next;
                }
                arg |= instr[i] >>> 8;
                Opcode op = Opcode.byNumber(instr[i] & 0xFF).deoptParent();
                int nextI = i + op.size();
                if (next == UNINITIALIZED) {
                    i = nextI;
                    continue;
                }
                int j;
                switch (op) {
                    case POP_JUMP_IF_FALSE: case POP_JUMP_IF_TRUE: case POP_JUMP_IF_NONE:
                    case POP_JUMP_IF_NOT_NONE:
                        next = pop(next);
                        stacks[nextI + arg] = next;
                        stacks[nextI] = next;
                        break;
                    case SEND:
                        stacks[nextI + arg] = next;
                        stacks[nextI] = next;
                        break;
                    case JUMP_FORWARD:
                        stacks[nextI + arg] = next;
                        break;
                    case JUMP_BACKWARD: case JUMP_BACKWARD_NO_INTERRUPT:
                        j = nextI - arg;
                        if (stacks[j] == UNINITIALIZED && j < i) {
                            todo = true;
                        }
                        stacks[j] = next;
                        break;
                    case GET_ITER: case GET_AITER:
                        stacks[nextI] = push(pop(next), ITERATOR);
                        break;
                    case FOR_ITER: {
                        long target = push(next, OBJECT);
                        stacks[nextI] = target;
                        stacks[nextI + arg] = target;
                        break;
                    }
                    case END_ASYNC_FOR:
                        stacks[nextI] = pop(pop(next));
                        break;
                    case PUSH_EXC_INFO:
                        stacks[nextI] = push(next, EXCEPT);
                        break;
                    case POP_EXCEPT:
                        stacks[nextI] = pop(next);
                        break;
                    case RETURN_VALUE: case RETURN_CONST: case RAISE_VARARGS: case RERAISE:
                        break;
                    case PUSH_NULL:
                        stacks[nextI] = push(next, NULL);
                        break;
                    case LOAD_GLOBAL:
                        next = push(next, OBJECT);
                        if ((arg & 1) != 0) {
                            next = push(next, NULL);
                        }
                        stacks[nextI] = next;
                        break;
                    case LOAD_ATTR:
                        if ((arg & 1) != 0) {
                            next = push(push(pop(next), OBJECT), NULL);
                        }
                        stacks[nextI] = next;
                        break;
                    case SWAP:
                        stacks[nextI] = swap(next, arg);
                        break;
                    case COPY:
                        stacks[nextI] = push(next, peek(next, arg));
                        break;
                    default: {
                        int delta = op.stackEffect(arg, false);
                        for (; delta < 0; delta++) {
                            next = pop(next);
                        }
                        for (; delta > 0; delta--) {
                            next = push(next, OBJECT);
                        }
                        stacks[nextI] = next;
                    }
                }
                i = nextI;
            }
            int[] t = code.exceptionTable;
            for (int e = 0; e < t.length; e += PyCode.EXC_ENTRY) {
                int start = t[e];
                int handler = t[e + 2];
                if (stacks[start] != UNINITIALIZED && stacks[handler] == UNINITIALIZED) {
                    todo = true;
                    long target = popToLevel(stacks[start], t[e + 3]);
                    if (t[e + 4] != 0) {
                        target = push(target, LASTI);
                    }
                    stacks[handler] = push(target, EXCEPT);
                }
            }
        }
        return stacks;
    }

    /** Per code unit, the line that starts there, or -1 (CPython's {@code marklines}). */
    private static int[] lineStarts(PyCode code) {
        int len = code.instructions.length;
        int[] starts = new int[len];
        int last = -1;
        for (int i = 0; i < len; i++) {
            int line = code.lineAt(i);
            starts[i] = -1;
            if (line != last && line != -1) {
                starts[i] = line;
                last = line;
            }
        }
        return starts;
    }

    /**
     * {@code frame.f_lineno = value} during the line event of {@code f}, whose stack is up to
     * {@code f.sp}: checks the jump, drops what the target's stack does not hold, and sets
     * {@code f.ip} to the target. Raises ValueError for a jump CPython refuses.
     */
    static void jump(Frame f, PyObject value) {
        PyCode code = f.code;
        // an exact int (a big one too), as CPython's PyLong_CheckExact
        if (value.getType() != PyInt.TYPE) {
            throw Py.valueError("lineno must be an integer");
        }
        java.math.BigInteger requested = value instanceof PyInt i ? i.big()
                : ((org.specializer.api.PyBigInt) value).value;
        if (requested.bitLength() > 31) {
            throw Py.valueError("lineno out of range");
        }
        int newLine = requested.intValue();
        if (newLine < code.firstlineno) {
            throw Py.valueError("line " + newLine + " comes before the current code block");
        }
        int[] lines = lineStarts(code);
        int target = Integer.MAX_VALUE;
        for (int l : lines) {
            if (l < target && l >= newLine) {
                target = l;
            }
        }
        if (target == Integer.MAX_VALUE) {
            throw Py.valueError("line " + newLine + " comes after the current code block");
        }
        long[] stacks = markStacks(code);
        long start = stacks[f.ip];
        long best = OVERFLOWED;
        int bestAddr = -1;
        boolean found = false;
        String msg = "cannot find bytecode for specified line";
        boolean explained = false;
        for (int i = 0; i < lines.length; i++) {
            if (lines[i] != target) {
                continue;
            }
            long to = stacks[i];
            if (compatible(start, to)) {
                found = true;
                if (to > best) {
                    best = to;
                    bestAddr = i;
                }
            } else if (!found && !explained) {
                if (start == OVERFLOWED) {
                    msg = "stack to deep to analyze";
                } else if (start == UNINITIALIZED) {
                    msg = "can't jump from unreachable code";
                } else {
                    msg = explainIncompatible(to);
                    explained = true;
                }
            }
        }
        if (!found) {
            throw Py.valueError(msg);
        }
        PyObject[] s = f.s;
        int nlocals = code.nlocalsplus();
        int unbound = 0;
        for (int i = 0; i < nlocals; i++) {
            if (s[i] == null) {
                unbound++;
            }
        }
        if (unbound > 0) {
            Py.warn(PyExc.RuntimeWarning, "assigning None to " + unbound + " unbound local"
                    + (unbound == 1 ? "" : "s"));
            for (int i = 0; i < nlocals; i++) {
                if (s[i] == null) {
                    s[i] = Py.None;
                }
            }
        }
        int sp = f.sp;
        while (start > best) {
            PyObject v = s[--sp];
            s[sp] = null;
            if (top(start) == EXCEPT) {
                Exceptions.popExcept(v);
            }
            start = pop(start);
        }
        f.sp = sp;
        f.ip = bestAddr;
    }
}
