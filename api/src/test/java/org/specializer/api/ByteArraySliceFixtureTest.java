package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * {@code b[s]}, {@code del b[s]} and {@code b[s] = ...} for bytearrays (with the allocation
 * CPython ends up with), and {@code memoryview(b)[s]} read and written, against CPython 3.13
 * ({@code bytearray_fixtures.txt}, made by {@code gen_bytearray_fixtures.py}).
 */
class ByteArraySliceFixtureTest {

    private static PyObject arg(String s) {
        return s.equals("N") ? Py.None : Py.newInt(new BigInteger(s));
    }

    private static String attempt(Supplier<PyObject> f) {
        try {
            return Py3.repr(f.get()).replace(" ", "");
        } catch (PyException e) {
            return "!" + e.getMessage().replaceFirst(": ", ":").replace(" ", "_");
        }
    }

    private static PyList items(PyObject bytesLike) {
        return new PyList(Abstract.toArray(bytesLike));
    }

    @Test
    void sliceOperationsMatchCPython() throws IOException {
        int n = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                getClass().getResourceAsStream("bytearray_fixtures.txt"),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(" ");
                int size = Integer.parseInt(f[0]);
                PySlice s = new PySlice(arg(f[1]), arg(f[2]), arg(f[3]));
                int k = Integer.parseInt(f[4]);
                byte[] base = new byte[size];
                for (int i = 0; i < size; i++) {
                    base[i] = (byte) i;
                }
                byte[] repl = new byte[k];
                for (int i = 0; i < k; i++) {
                    repl[i] = (byte) (100 + i);
                }
                assertEquals(f[5], attempt(() -> items(Abstract.getItem(PyByteArray.of(base), s))),
                        line);
                assertEquals(f[6], attempt(() -> {
                    PyByteArray b = PyByteArray.of(base);
                    Abstract.delItem(b, s);
                    return items(b);
                }), line);
                assertEquals(f[7], attempt(() -> {
                    PyByteArray b = PyByteArray.of(base);
                    Abstract.setItem(b, s, new PyBytes(repl));
                    return PyTuple.of(items(b), PyInt.of(b.allocated()));
                }), line);
                assertEquals(f[8], attempt(() -> Abstract.callMethod(Abstract.getItem(
                        PyMemoryView.fromObject(PyByteArray.of(base)), s),
                        PyStr.intern("tolist"))), line);
                assertEquals(f[9], attempt(() -> {
                    PyByteArray b = PyByteArray.of(base);
                    Abstract.setItem(PyMemoryView.fromObject(b), s, new PyBytes(repl));
                    return items(b);
                }), line);
                n++;
            }
        }
        assertEquals(3000, n);
    }
}
