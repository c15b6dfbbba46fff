package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Iterators of dicts, their views and sets, stepped while the container is mutated in every
 * way: only Python exceptions (RuntimeError) may come out, never a Java one.
 */
class MutationDuringIterationTest {


    private static PyObject dictIterator(PyDict d, int kind) {
        return switch (kind) {
            case 0 -> new PyDictIterator(d, PyDictIterator.KEYS, false);
            case 1 -> new PyDictIterator(d, PyDictIterator.KEYS, true);
            case 2 -> new PyDictIterator(d, PyDictIterator.VALUES, false);
            case 3 -> new PyDictIterator(d, PyDictIterator.ITEMS, false);
            case 4 -> new PyDictIterator(d, PyDictIterator.VALUES, true);
            default -> new PyDictIterator(d, PyDictIterator.ITEMS, true);
        };
    }

    private static void step(PyObject it) {
        try {
            Abstract.next(it);
        } catch (PyException e) {
            assertTrue(e.matches(PyExc.RuntimeError), e.getMessage());
        }
    }

    @Property
    void dictIteratorsSurviveAnyMutation(
            @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> ops) {
        PyDict d = new PyDict();
        for (int k = 0; k < 6; k++) {
            d.setItem(PyInt.of(k), PyInt.of(k));
        }
        List<PyObject> iters = new ArrayList<>();
        for (int op : ops) {
            int key = op % 17;
            switch (op % 7) {
                case 0 -> d.setItem(PyInt.of(key), PyInt.of(op));
                case 1 -> d.delItem(PyInt.of(key));
                case 2 -> d.clear();
                case 3 -> d.popLast();
                case 4 -> iters.add(dictIterator(d, op % 6));
                default -> {
                    for (PyObject it : iters) {
                        step(it);
                    }
                }
            }
            DictMethods.repr(d);
        }
    }

    @Property
    void setIteratorsSurviveAnyMutation(
            @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> ops) {
        PySet s = new PySet();
        List<PyObject> iters = new ArrayList<>();
        for (int op : ops) {
            int key = op % 40;
            switch (op % 6) {
                case 0, 1 -> s.add(PyInt.of(key));
                case 2 -> s.discard(PyInt.of(key));
                case 3 -> {
                    if (s.size() > 0) {
                        s.pop();
                    } else {
                        s.clearTable();
                    }
                }
                case 4 -> iters.add(Abstract.iter(s));
                default -> {
                    for (PyObject it : iters) {
                        step(it);
                    }
                }
            }
        }
    }
}
