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
import org.specializer.spi.Opcode;

/**
 * Bodies of FOR_ITER's specialized children ({@code iter -- iter, next}). Each returns the new
 * stack pointer: {@code sp + 1} with the next item pushed, {@code sp - 1} with the exhausted
 * iterator popped (the loop then jumps past END_FOR and POP_TOP, exactly as the generic
 * instruction does: exhaustion is not a deopt), or -1 when its guard failed. Each runs the
 * child's value core, which tier 2 calls in compiled code.
 *
 * <p>The list, tuple and range children read and advance the iterator's public fields, the
 * same steps as its {@code nextOrNull}; the list is read afresh each time, so a list that grows
 * or shrinks during the loop is seen as the generic path sees it.
 */
final class ForIterInstructions {
    private ForIterInstructions() {}

    /** What a value core returns when its guard failed: tier 2 then runs the generic FOR_ITER. */
    static final PyObject MISS = new PyObject(null) {};

    /**
     * The loop's body around a value core: the item pushed, or the exhausted iterator popped
     * (the loop then jumps past END_FOR and POP_TOP), or -1 when the guard failed.
     */
    private static int push(PyObject[] s, int sp, PyObject item) {
        if (item == MISS) {
            return -1;
        }
        if (item != null) {
            s[sp] = item;
            return sp + 1;
        }
        s[sp - 1] = null;
        return sp - 1;
    }

    /** FOR_ITER_LIST. */
    static int list(PyObject[] s, int sp) {
        return push(s, sp, listNext(s[sp - 1]));
    }

    /** FOR_ITER_TUPLE. */
    static int tuple(PyObject[] s, int sp) {
        return push(s, sp, tupleNext(s[sp - 1]));
    }

    /** FOR_ITER_RANGE. */
    static int range(PyObject[] s, int sp) {
        return push(s, sp, rangeNext(s[sp - 1]));
    }

    /** FOR_ITER_GEN. */
    static int gen(PyObject[] s, int sp) {
        return push(s, sp, genNext(s[sp - 1]));
    }

    /**
     * FOR_ITER_LIST's core (both tiers): the list iterator's next item, null when it is
     * exhausted, {@link #MISS} when {@code o} is not a list iterator.
     */
    @Core(Opcode.FOR_ITER_LIST)
    static PyObject listNext(PyObject o) {
        if (Mutants.on(Op.FOR_ITER_LIST, 1) && o.getClass() != PyListIterator.class) {
            return MISS;
        }
        hit(Op.FOR_ITER_LIST);
        PyListIterator it = (PyListIterator) o;
        PyList l = it.list;
        if (l != null) {
            int i = it.index;
            if (i < l.size) {
                it.index = i + 1;
                return l.items[i];
            }
            it.list = null;   // stays exhausted even if the list grows again
        }
        return null;
    }

    /** FOR_ITER_TUPLE's core: as {@link #listNext}, for a tuple iterator. */
    @Core(Opcode.FOR_ITER_TUPLE)
    static PyObject tupleNext(PyObject o) {
        if (Mutants.on(Op.FOR_ITER_TUPLE, 1) && o.getClass() != PyTupleIterator.class) {
            return MISS;
        }
        hit(Op.FOR_ITER_TUPLE);
        PyTupleIterator it = (PyTupleIterator) o;
        PyTuple t = it.tuple;
        if (t != null) {
            int i = it.index;
            if (i < t.items.length) {
                it.index = i + 1;
                return t.items[i];
            }
            it.tuple = null;
        }
        return null;
    }

    /** FOR_ITER_RANGE's core: as {@link #listNext}, for a range whose items fit in a long. */
    @Core(Opcode.FOR_ITER_RANGE)
    static PyObject rangeNext(PyObject o) {
        if (Mutants.on(Op.FOR_ITER_RANGE, 1) && o.getClass() != PyRangeIterator.class) {
            return MISS;
        }
        hit(Op.FOR_ITER_RANGE);
        PyRangeIterator it = (PyRangeIterator) o;
        if (it.remaining > 0) {
            long v = it.next;
            it.next = v + it.step;   // may wrap after the last item; never read then
            it.remaining--;
            return PyInt.of(v);
        }
        return null;
    }

    /**
     * FOR_ITER_GEN's core: a generator (not a coroutine) that is suspended, neither running
     * (the generic path raises "generator already executing") nor finished, resumed with None
     * directly; null when it returned, which ends the loop.
     */
    @Core(Opcode.FOR_ITER_GEN)
    static PyObject genNext(PyObject o) {
        if (Mutants.on(Op.FOR_ITER_GEN, 1) && !(o instanceof Generator)) {
            return MISS;
        }
        Generator g = (Generator) o;
        if (g.type != PyGenerator.TYPE || g.isRunning() || g.isFinished()) {
            return MISS;
        }
        hit(Op.FOR_ITER_GEN);
        return g.resume(Py.None, null);
    }

    private static void hit(int op) {
        if (Stats.ENABLED) {
            Stats.hit(op);
        }
    }
}
