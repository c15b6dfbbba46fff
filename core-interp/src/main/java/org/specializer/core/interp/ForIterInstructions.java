package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyListIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyRangeIterator;
import org.specializer.api.PyTuple;
import org.specializer.api.PyTupleIterator;

/**
 * Bodies of FOR_ITER's specialized children ({@code iter -- iter, next}). Each returns the new
 * stack pointer: {@code sp + 1} with the next item pushed, {@code sp - 1} with the exhausted
 * iterator popped (the loop then jumps past END_FOR and POP_TOP, exactly as the generic
 * instruction does: exhaustion is not a deopt), or -1 when its guard failed.
 *
 * <p>The list, tuple and range children read and advance the iterator's public fields, the
 * same steps as its {@code nextOrNull}; the list is read afresh each time, so a list that grows
 * or shrinks during the loop is seen as the generic path sees it.
 */
final class ForIterInstructions {
    private ForIterInstructions() {}

    /** FOR_ITER_LIST. */
    static int list(PyObject[] s, int sp) {
        PyObject o = s[sp - 1];
        if (Mutants.on(Op.FOR_ITER_LIST, 1) && o.getClass() != PyListIterator.class) {
            return -1;
        }
        hit(Op.FOR_ITER_LIST);
        PyListIterator it = (PyListIterator) o;
        PyList l = it.list;
        if (l != null) {
            int i = it.index;
            if (i < l.size) {
                it.index = i + 1;
                s[sp] = l.items[i];
                return sp + 1;
            }
            it.list = null;   // stays exhausted even if the list grows again
        }
        s[sp - 1] = null;
        return sp - 1;
    }

    /** FOR_ITER_TUPLE. */
    static int tuple(PyObject[] s, int sp) {
        PyObject o = s[sp - 1];
        if (Mutants.on(Op.FOR_ITER_TUPLE, 1) && o.getClass() != PyTupleIterator.class) {
            return -1;
        }
        hit(Op.FOR_ITER_TUPLE);
        PyTupleIterator it = (PyTupleIterator) o;
        PyTuple t = it.tuple;
        if (t != null) {
            int i = it.index;
            if (i < t.items.length) {
                it.index = i + 1;
                s[sp] = t.items[i];
                return sp + 1;
            }
            it.tuple = null;
        }
        s[sp - 1] = null;
        return sp - 1;
    }

    /** FOR_ITER_RANGE: a range whose items fit in a long. */
    static int range(PyObject[] s, int sp) {
        PyObject o = s[sp - 1];
        if (Mutants.on(Op.FOR_ITER_RANGE, 1) && o.getClass() != PyRangeIterator.class) {
            return -1;
        }
        hit(Op.FOR_ITER_RANGE);
        PyRangeIterator it = (PyRangeIterator) o;
        if (it.remaining > 0) {
            long v = it.next;
            it.next = v + it.step;   // may wrap after the last item; never read then
            it.remaining--;
            s[sp] = PyInt.of(v);
            return sp + 1;
        }
        s[sp - 1] = null;
        return sp - 1;
    }

    /**
     * FOR_ITER_GEN: a generator (not a coroutine) that is suspended, neither running (the
     * generic path raises "generator already executing") nor finished; resumed with None
     * directly. Its {@code return} ends the loop.
     */
    static int gen(PyObject[] s, int sp) {
        int op = Op.FOR_ITER_GEN;
        if (Mutants.on(op, 1) && !(s[sp - 1] instanceof Generator)) {
            return -1;
        }
        Generator g = (Generator) s[sp - 1];
        if (g.type != PyGenerator.TYPE || g.isRunning() || g.isFinished()) {
            return -1;
        }
        hit(Op.FOR_ITER_GEN);
        PyObject v = g.resume(Py.None, null);
        if (v != null) {
            s[sp] = v;
            return sp + 1;
        }
        s[sp - 1] = null;
        return sp - 1;
    }

    private static void hit(int op) {
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
    }
}
