package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code heapq.merge(*iterables, key=None, reverse=False)}: a lazy merge of sorted inputs, as
 * {@code heapq.py}'s generator does it: a heap of entries {@code [key, order, value, iterator]}
 * compared as lists are (key by {@code ==} then {@code <}; the input's order breaks ties, so
 * the merge is stable), and the last remaining input is yielded from directly.
 */
final class HeapMerge extends PyObject implements PyIterator {
    static final PyType TYPE = PyType.builtin("merge", HeapMerge.class, PyType.OBJECT, 0,
            Params::defineIterator).withModule("heapq");

    private static final Params PARAMS = new Params("merge", new String[] {"key", "reverse"},
            0, 0, 0);

    /** One input: its current value and key, and where it came from. */
    private static final class Entry {
        PyObject key;
        PyObject value;
        final int order;
        final PyObject it;

        Entry(PyObject key, PyObject value, int order, PyObject it) {
            this.key = key;
            this.value = value;
            this.order = order;
            this.it = it;
        }
    }

    private final PyObject keyFunc;
    private final boolean reverse;
    private Entry[] heap;
    private int size;
    /** The input being drained once a single one is left. */
    private PyObject tail;
    private boolean started;
    private final PyObject[] iterables;

    private HeapMerge(PyObject[] iterables, PyObject key, boolean reverse) {
        super(TYPE);
        this.iterables = iterables;
        this.keyFunc = key;
        this.reverse = reverse;
    }

    static PyObject create(PyObject module, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        PyObject[] its = new PyObject[npos];
        System.arraycopy(args, 0, its, 0, npos);
        PyObject[] kwOnly = new PyObject[kwnames.length];
        System.arraycopy(args, npos, kwOnly, 0, kwnames.length);
        PyObject[] a = PARAMS.parse(kwOnly, kwnames);
        PyObject key = a[0] == null || a[0] == Py.None ? null : a[0];
        boolean reverse = a[1] != null && Abstract.isTrue(a[1]);
        return new HeapMerge(its, key, reverse);
    }

    /** The list comparison {@code a < b} (for {@code reverse}, {@code b < a}). */
    private boolean less(Entry a, Entry b) {
        if (reverse) {
            Entry t = a;
            a = b;
            b = t;
        }
        if (a.key == b.key || Abstract.richCompareBool(a.key, b.key, Abstract.EQ)) {
            return a.order < b.order;
        }
        return Abstract.richCompareBool(a.key, b.key, Abstract.LT);
    }

    private void siftDown(int start, int pos) {
        Entry newitem = heap[pos];
        while (pos > start) {
            int parentpos = (pos - 1) >> 1;
            Entry parent = heap[parentpos];
            if (!less(newitem, parent)) {
                break;
            }
            heap[pos] = parent;
            pos = parentpos;
        }
        heap[pos] = newitem;
    }

    private void siftUp(int pos) {
        int startpos = pos;
        int limit = size >> 1;
        while (pos < limit) {
            int childpos = 2 * pos + 1;
            if (childpos + 1 < size && !less(heap[childpos], heap[childpos + 1])) {
                childpos++;
            }
            Entry t = heap[childpos];
            heap[childpos] = heap[pos];
            heap[pos] = t;
            pos = childpos;
        }
        siftDown(startpos, pos);
    }

    private void start() {
        started = true;
        heap = new Entry[iterables.length];
        int direction = reverse ? -1 : 1;
        for (int i = 0; i < iterables.length; i++) {
            PyObject it = Abstract.iter(iterables[i]);
            PyObject v = Abstract.next(it);
            if (v != null) {
                PyObject k = keyFunc == null ? v : Abstract.call1(keyFunc, v);
                heap[size++] = new Entry(k, v, i * direction, it);
            }
        }
        for (int i = size / 2 - 1; i >= 0; i--) {
            siftUp(i);
        }
    }

    @Override
    public PyObject nextOrNull() {
        if (!started) {
            start();
        }
        if (tail != null) {
            return Abstract.next(tail);
        }
        while (size > 1) {
            Entry s = heap[0];
            if (s.value != null) {
                PyObject v = s.value;
                s.value = null;
                return v;
            }
            PyObject nv = Abstract.next(s.it);
            if (nv == null) {
                // this input is done: pop it
                Entry last = heap[--size];
                heap[size] = null;
                if (size > 0) {
                    heap[0] = last;
                    siftUp(0);
                }
                continue;
            }
            s.key = keyFunc == null ? nv : Abstract.call1(keyFunc, nv);
            s.value = nv;
            siftUp(0);
        }
        if (size == 1) {
            Entry s = heap[0];
            size = 0;
            tail = s.it;
            if (s.value != null) {
                return s.value;
            }
            return Abstract.next(tail);
        }
        return null;
    }
}
