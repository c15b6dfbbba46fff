package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Iteration order, pop order and frozenset hashes of sets of ints (and int pairs) against
 * CPython 3.13, from {@code set_order_fixtures.txt} (made by {@code gen_set_fixtures.py}).
 */
class SetOrderFixtureTest {

    private static List<String[]> fixtures() throws IOException {
        List<String[]> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SetOrderFixtureTest.class.getResourceAsStream("set_order_fixtures.txt"),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isEmpty()) {
                    out.add(line.split("\t", -1));
                }
            }
        }
        return out;
    }

    /** Replays the ops of a fixture on a new set; popped values are collected. */
    private static PyObject run(String ops, PyList popped) {
        PyObject s = PySet.TYPE.call(Py.NO_ARGS, Py.NO_KWNAMES);
        for (String op : ops.split(" ")) {
            if (op.isEmpty()) {
                continue;
            }
            char c = op.charAt(0);
            String arg = op.substring(1);
            switch (c) {
                case 'a' -> Py3.call(s, "add", PyInt.of(Long.parseLong(arg)));
                case 'd' -> Py3.call(s, "discard", PyInt.of(Long.parseLong(arg)));
                case 'p' -> {
                    if (Abstract.len(s) > 0) {
                        popped.append(Py3.call(s, "pop"));
                    }
                }
                case 'u' -> Py3.call(s, "update", ints(arg));
                case 'c' -> s = Py3.call(s, "copy");
                case 't' -> Py3.call(s, "add", PyTuple.of(ints(arg).toArray()));
                case 'i' -> {
                    PyObject[] all = Abstract.toArray(s);
                    PyObject[] half = java.util.Arrays.copyOf(all, all.length / 2);
                    Py3.call(s, "intersection_update", new PyList(half));
                }
                default -> throw new AssertionError(op);
            }
        }
        return s;
    }

    private static PyList ints(String csv) {
        PyList l = new PyList();
        for (String x : csv.split(",")) {
            l.append(PyInt.of(Long.parseLong(x)));
        }
        return l;
    }

    private static String order(PyObject s) {
        return Py3.repr(new PyList(Abstract.toArray(s)));
    }

    @Test
    void singleSetOrderPopsAndHashMatchCPython() throws IOException {
        int n = 0;
        for (String[] f : fixtures()) {
            if (!f[0].equals("S")) {
                continue;
            }
            PyList popped = new PyList();
            PyObject s = run(f[1], popped);
            assertEquals(f[2], order(s), () -> "order after " + f[1]);
            assertEquals(f[3], Py3.repr(popped), () -> "pops of " + f[1]);
            PyObject frozen = PyFrozenSet.TYPE.call(new PyObject[] {s}, Py.NO_KWNAMES);
            assertEquals(Long.parseLong(f[4]), Abstract.hash(frozen), () -> "hash of " + f[1]);
            n++;
        }
        assertEquals(300, n);
    }

    @Test
    void binaryOperationResultsMatchCPython() throws IOException {
        int n = 0;
        for (String[] f : fixtures()) {
            if (!f[0].equals("B")) {
                continue;
            }
            PyObject a = run(f[2], new PyList());
            PyObject b = run(f[3], new PyList());
            PyObject r = switch (f[1]) {
                case "or" -> Abstract.binaryOp(a, b, Abstract.NB_OR);
                case "and" -> Abstract.binaryOp(a, b, Abstract.NB_AND);
                case "sub" -> Abstract.binaryOp(a, b, Abstract.NB_SUBTRACT);
                case "xor" -> Abstract.binaryOp(a, b, Abstract.NB_XOR);
                case "ior" -> Abstract.binaryOp(a, b, Abstract.NB_INPLACE + Abstract.NB_OR);
                case "iand" -> Abstract.binaryOp(a, b, Abstract.NB_INPLACE + Abstract.NB_AND);
                case "isub" -> Abstract.binaryOp(a, b,
                        Abstract.NB_INPLACE + Abstract.NB_SUBTRACT);
                case "ixor" -> Abstract.binaryOp(a, b, Abstract.NB_INPLACE + Abstract.NB_XOR);
                case "union_list" -> Py3.call(a, "union", new PyList(Abstract.toArray(b)));
                case "inter_list" -> Py3.call(a, "intersection",
                        new PyList(Abstract.toArray(b)));
                case "diff_list" -> Py3.call(a, "difference", new PyList(Abstract.toArray(b)));
                case "symdiff_list" -> Py3.call(a, "symmetric_difference",
                        new PyList(Abstract.toArray(b)));
                default -> throw new AssertionError(f[1]);
            };
            assertEquals(f[4], order(r), () -> f[1] + " of " + f[2] + " and " + f[3]);
            n++;
        }
        assertEquals(200, n);
    }
}
