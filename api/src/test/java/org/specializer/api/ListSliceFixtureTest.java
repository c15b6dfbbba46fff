package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@code l[s]}, {@code del l[s]} and {@code l[s] = ...} for lists, and {@code t[s]} for
 * tuples, against CPython 3.13 ({@code slice_fixtures.txt}, made by
 * {@code gen_slice_fixtures.py}).
 */
class ListSliceFixtureTest {

    private static PyObject arg(String s) {
        return s.equals("N") ? Py.None : Py.newInt(new BigInteger(s));
    }

    private static String attempt(java.util.function.Supplier<PyObject> f) {
        try {
            return Py3.repr(f.get()).replace(" ", "");
        } catch (PyException e) {
            return "!" + e.getMessage().replaceFirst(": ", ":").replace(" ", "_");
        }
    }

    @Test
    void listSlicesMatchCPython() throws IOException {
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("slice_fixtures.txt"), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(" ");
                int size = Integer.parseInt(f[0]);
                PySlice s = new PySlice(arg(f[1]), arg(f[2]), arg(f[3]));
                int k = Integer.parseInt(f[4]);
                long[] base = new long[size];
                for (int i = 0; i < size; i++) {
                    base[i] = i;
                }
                long[] repl = new long[k];
                for (int i = 0; i < k; i++) {
                    repl[i] = 100 + i;
                }
                assertEquals(f[5], attempt(() -> Abstract.getItem(Py3.list(base), s)), line);
                String tupleGet = attempt(() -> Abstract.getItem(Py3.tuple(base), s));
                assertEquals(f[5], tupleGet.replace('(', '[').replace(')', ']')
                        .replace(",]", "]"), line);
                assertEquals(f[6], attempt(() -> {
                    PyList l = Py3.list(base);
                    Abstract.delItem(l, s);
                    return l;
                }), line);
                assertEquals(f[7], attempt(() -> {
                    PyList l = Py3.list(base);
                    Abstract.setItem(l, s, Py3.list(repl));
                    return l;
                }), line);
                n++;
            }
        }
        assertEquals(3000, n);
    }
}
