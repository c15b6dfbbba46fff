package org.specializer.core.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.specializer.core.modules.T.attr;
import static org.specializer.core.modules.T.call;
import static org.specializer.core.modules.T.callKw;
import static org.specializer.core.modules.T.list;
import static org.specializer.core.modules.T.mcall;
import static org.specializer.core.modules.T.raises;
import static org.specializer.core.modules.T.show;
import static org.specializer.core.modules.T.showAll;

import org.junit.jupiter.api.Test;
import org.specializer.api.PyExc;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;

/** Heap layouts and results are CPython 3.13's (conformance 57_heapq_bisect). */
class HeapqBisectTest {
    private static final PyModule H = HeapqModule.create();
    private static final PyModule B = BisectModule.create();

    @Test
    void heappushKeepsCPythonsLayout() {
        PyList heap = list();
        StringBuilder sb = new StringBuilder();
        for (int v : new int[] {5, 1, 8, 3, 9, 2, 7}) {
            mcall(H, "heappush", heap, v);
            sb.append(show(heap)).append(' ');
        }
        assertEquals("[5] [1, 5] [1, 5, 8] [1, 3, 8, 5] [1, 3, 8, 5, 9] [1, 3, 2, 5, 9, 8] "
                + "[1, 3, 2, 5, 9, 8, 7] ", sb.toString());
        StringBuilder popped = new StringBuilder();
        while (heap.size > 0) {
            popped.append(show(mcall(H, "heappop", heap))).append(',');
        }
        assertEquals("1,2,3,5,7,8,9,", popped.toString());
        raises(PyExc.IndexError, "index out of range", () -> mcall(H, "heappop", list()));
    }

    @Test
    void heapifyReplaceAndPushPop() {
        PyList data = list(9, 4, 7, 1, 8, 2, 6, 3, 5, 0);
        mcall(H, "heapify", data);
        assertEquals("[0, 1, 2, 3, 4, 7, 6, 9, 5, 8]", show(data));
        assertEquals("0", show(mcall(H, "heappushpop", data, 4.5)));
        assertEquals("1", show(data.items[0]));
        assertEquals("1", show(mcall(H, "heapreplace", data, 10)));
        assertEquals("2", show(data.items[0]));
        assertEquals("7", show(mcall(H, "heappushpop", list(), 7)));
        raises(PyExc.IndexError, "index out of range", () -> mcall(H, "heapreplace", list(), 1));
        raises(PyExc.TypeError, "heappop() argument must be list, not int",
                () -> mcall(H, "heappop", 1));
    }

    @Test
    void tuplesAsPriorities() {
        PyList tasks = list();
        Object[][] in = {{2, "write"}, {1, "plan"}, {3, "test"}, {1, "design"}, {2, "review"}};
        for (int i = 0; i < in.length; i++) {
            mcall(H, "heappush", tasks, T.tuple(in[i][0], i, in[i][1]));
        }
        StringBuilder sb = new StringBuilder();
        while (tasks.size > 0) {
            PyTuple t = (PyTuple) mcall(H, "heappop", tasks);
            sb.append(show(t.items[2])).append(' ');
        }
        assertEquals("'plan' 'design' 'write' 'review' 'test' ", sb.toString());
    }

    @Test
    void nlargestAndNsmallest() {
        assertEquals("[9, 6, 5, 4]", show(mcall(H, "nlargest", 4, list(3, 1, 4, 1, 5, 9, 2,
                6))));
        assertEquals("[1, 1, 2]", show(mcall(H, "nsmallest", 3, list(3, 1, 4, 1, 5, 9, 2, 6))));
        PyObject second = T.fn("second", (self, a) -> ((PyTuple) a[0]).items[1]);
        PyList scores = list(T.tuple("ann", 88), T.tuple("bob", 95), T.tuple("cy", 70),
                T.tuple("di", 95), T.tuple("ed", 60), T.tuple("flo", 82));
        assertEquals("[('bob', 95), ('di', 95), ('ann', 88)]", show(callKw(attr(H, "nlargest"),
                new Object[] {3, scores}, "key", second)));
        assertEquals("[('ed', 60), ('cy', 70)]", show(callKw(attr(H, "nsmallest"),
                new Object[] {2, scores}, "key", second)));
        // an iterator has no len(): the heap path
        assertEquals("[9, 6]", show(mcall(H, "nlargest", 2, org.specializer.api.Abstract.iter(
                list(3, 1, 4, 1, 5, 9, 2, 6)))));
        assertEquals("[1]", show(mcall(H, "nsmallest", 1, list(3, 1, 4))));
        assertEquals("[]", show(mcall(H, "nsmallest", 0, list(3, 1, 4))));
    }

    @Test
    void mergeIsLazyAndStable() {
        assertEquals("[1, 2, 3, 4, 9, 10, 12]", showAll(mcall(H, "merge", list(1, 4, 9),
                list(2, 3, 10, 12), list())));
        assertEquals("[4, 3, 2, 1]", showAll(callKw(attr(H, "merge"),
                new Object[] {list(3, 1), list(4, 2)}, "reverse", true)));
        PyObject first = T.fn("first", (self, a) -> ((PyTuple) a[0]).items[0]);
        assertEquals("[(1, 'a'), (1, 'b'), (2, 'a')]", showAll(callKw(attr(H, "merge"),
                new Object[] {list(T.tuple(1, "a"), T.tuple(2, "a")), list(T.tuple(1, "b"))},
                "key", first)));
    }

    @Test
    void bisectFamily() {
        PyList xs = list(10, 20, 20, 20, 30, 40);
        StringBuilder sb = new StringBuilder();
        for (int x : new int[] {5, 10, 20, 25, 40, 50}) {
            sb.append(show(mcall(B, "bisect_left", xs, x))).append(show(mcall(B, "bisect_right",
                    xs, x))).append(show(mcall(B, "bisect", xs, x))).append(' ');
        }
        assertEquals("000 011 144 444 566 666 ", sb.toString());
        PyList ins = list();
        for (int v : new int[] {5, 1, 4, 1, 5, 9, 2, 6}) {
            mcall(B, "insort", ins, v);
        }
        assertEquals("[1, 1, 2, 4, 5, 5, 6, 9]", show(ins));
        assertEquals("2", show(mcall(B, "bisect_left", xs, 20, 2)));
        assertEquals("2", show(mcall(B, "bisect_right", xs, 20, 0, 2)));
        PyObject second = T.fn("second", (self, a) -> ((PyTuple) a[0]).items[1]);
        assertEquals("1", show(callKw(attr(B, "bisect_left"), new Object[] {list(T.tuple("a", 1),
                T.tuple("b", 5), T.tuple("c", 9)), 5}, "key", second)));
        raises(PyExc.ValueError, "lo must be non-negative",
                () -> mcall(B, "bisect_left", xs, 1, -1));
        raises(PyExc.TypeError, "bisect_left() missing required argument 'x' (pos 2)",
                () -> mcall(B, "bisect_left", xs));
    }
}
