package org.specializer.natives.heapq;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;

/**
 * The {@code _heapq} module, {@code heapq.py}'s accelerator, with the sift loops of CPython's
 * {@code _heapqmodule.c} so that the items of a heap list end up in exactly CPython's positions
 * (programs print their heaps). Items are compared only with {@code <}. {@code nlargest},
 * {@code nsmallest} and {@code merge} are {@code heapq.py}'s.
 */
public final class HeapqModule {
    private HeapqModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_heapq");
        m.def2("heappush", (self, heap, item) -> {
            PyList h = list(heap, "heappush() argument 1");
            h.append(item);
            siftDown(h, 0, h.size - 1, false);
            return Py.None;
        });
        m.def1("heappop", (self, heap) -> pop(list(heap, "heappop() argument"), false));
        m.def2("heapreplace", (self, heap, item) -> replace(list(heap,
                "heapreplace() argument 1"), item, false));
        m.def2("heappushpop", (self, heap, item) -> pushPop(list(heap,
                "heappushpop() argument 1"), item));
        m.def1("heapify", (self, heap) -> {
            heapify(list(heap, "heapify() argument"), false);
            return Py.None;
        });
        m.def1("_heappop_max", (self, heap) -> pop(list(heap, "_heappop_max() argument"),
                true));
        m.def2("_heapreplace_max", (self, heap, item) -> replace(list(heap,
                "_heapreplace_max() argument 1"), item, true));
        m.def1("_heapify_max", (self, heap) -> {
            heapify(list(heap, "_heapify_max() argument"), true);
            return Py.None;
        });
        return m;
    }

    private static PyList list(PyObject o, String what) {
        if (!(o instanceof PyList l)) {
            throw Py.typeError(what + " must be list, not " + (o == Py.None ? "None"
                    : o.type.getName()));
        }
        return l;
    }

    /** {@code a < b} for a min-heap; reversed operands for a max-heap. */
    private static boolean lt(PyObject a, PyObject b, boolean max) {
        return max ? Abstract.richCompareBool(b, a, Abstract.LT)
                : Abstract.richCompareBool(a, b, Abstract.LT);
    }

    private static RuntimeException sizeChanged() {
        return Py.error(PyExc.RuntimeError, "list changed size during iteration");
    }

    /** Move the item at {@code pos} up towards {@code start} while it is smaller than its parent. */
    static void siftDown(PyList heap, int start, int pos, boolean max) {
        int size = heap.size;
        PyObject newitem = heap.items[pos];
        while (pos > start) {
            int parentpos = (pos - 1) >> 1;
            PyObject parent = heap.items[parentpos];
            boolean less = lt(newitem, parent, max);
            if (size != heap.size) {
                throw sizeChanged();
            }
            if (!less) {
                break;
            }
            parent = heap.items[parentpos];
            newitem = heap.items[pos];
            heap.items[parentpos] = newitem;
            heap.items[pos] = parent;
            pos = parentpos;
        }
    }

    /** Move the smaller child up until a leaf, then sift the item at {@code pos} back down. */
    static void siftUp(PyList heap, int pos, boolean max) {
        int endpos = heap.size;
        int startpos = pos;
        int limit = endpos >> 1;
        while (pos < limit) {
            int childpos = 2 * pos + 1;
            if (childpos + 1 < endpos) {
                PyObject a = heap.items[childpos];
                PyObject b = heap.items[childpos + 1];
                if (!lt(a, b, max)) {
                    childpos++;
                }
                if (endpos != heap.size) {
                    throw sizeChanged();
                }
            }
            PyObject tmp1 = heap.items[childpos];
            PyObject tmp2 = heap.items[pos];
            heap.items[childpos] = tmp2;
            heap.items[pos] = tmp1;
            pos = childpos;
        }
        siftDown(heap, startpos, pos, max);
    }

    static PyObject pop(PyList heap, boolean max) {
        int n = heap.size;
        if (n == 0) {
            throw Py.indexError("index out of range");
        }
        PyObject last = heap.items[n - 1];
        heap.items[n - 1] = null;
        heap.size = n - 1;
        if (n == 1) {
            return last;
        }
        PyObject result = heap.items[0];
        heap.items[0] = last;
        siftUp(heap, 0, max);
        return result;
    }

    static PyObject replace(PyList heap, PyObject item, boolean max) {
        if (heap.size == 0) {
            throw Py.indexError("index out of range");
        }
        PyObject result = heap.items[0];
        heap.items[0] = item;
        siftUp(heap, 0, max);
        return result;
    }

    private static PyObject pushPop(PyList heap, PyObject item) {
        if (heap.size == 0) {
            return item;
        }
        PyObject top = heap.items[0];
        if (!Abstract.richCompareBool(top, item, Abstract.LT)) {
            return item;
        }
        if (heap.size == 0) {
            throw Py.indexError("index out of range");
        }
        PyObject result = heap.items[0];
        heap.items[0] = item;
        siftUp(heap, 0, false);
        return result;
    }

    static void heapify(PyList heap, boolean max) {
        // CPython switches to a cache-friendly visiting order above 2500 items; the resulting
        // heap is the same, since every node is still sifted after both of its subtrees.
        for (int i = heap.size / 2 - 1; i >= 0; i--) {
            siftUp(heap, i, max);
        }
    }
}
