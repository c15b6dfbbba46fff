package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code format(number, spec)} against CPython 3.13's answers (format_cases.txt). */
class NumberFormatTest {

    private static PyObject value(String kind, String repr) {
        if (kind.equals("int")) {
            if (repr.equals("True")) {
                return Py.True;
            }
            return Py.newInt(new BigInteger(repr));
        }
        return new PyFloat(Double.parseDouble(repr.replace("inf", "Infinity")
                .replace("nan", "NaN")));
    }

    @Test
    void formatMatchesCPython() throws IOException {
        int n = 0;
        try (InputStream in = NumberFormatTest.class.getResourceAsStream("format_cases.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in,
                        StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split("\t", -1);
                PyObject v = value(f[0], f[1]);
                String got;
                try {
                    got = Abstract.format(v, PyStr.of(f[2])).value;
                } catch (PyException e) {
                    got = "Error: " + e.getMessage();
                }
                assertEquals(f[3], got, () -> "format(" + f[1] + ", '" + f[2] + "')");
                n++;
            }
        }
        assertTrue(n > 3000);
    }

    @Test
    void binOctHex() {
        assertEquals("0b101", IntFormat.bin(PyInt.of(5)).value);
        assertEquals("-0b101", IntFormat.bin(PyInt.of(-5)).value);
        assertEquals("0o17", IntFormat.oct(PyInt.of(15)).value);
        assertEquals("-0x8000000000000000", IntFormat.hex(PyInt.of(Long.MIN_VALUE)).value);
        assertEquals("0x10000000000000000000000000",
                IntFormat.hex(Abstract.pow(PyInt.of(2), PyInt.of(100))).value);
        assertEquals("0b1", IntFormat.bin(Py.True).value);
        assertEquals("ff", IntFormat.toBase(PyInt.of(255), 16, false));
    }

    @Test
    void percentFormattingHelpers() {
        assertEquals("3.14", FloatFormat.format(3.14159, 'f', 2, false));
        assertEquals("1.050000e+03", FloatFormat.format(1050.0, 'e', -1, false));
        assertEquals("1E+22", FloatFormat.format(1e22, 'G', -1, false));
        assertEquals("-0.00", FloatFormat.format(-0.001, 'f', 2, false));
        assertEquals("2.", FloatFormat.format(2.0, 'f', 0, true));
        assertEquals("inf", FloatFormat.format(Double.POSITIVE_INFINITY, 'f', 2, false));
        assertEquals("-INF", FloatFormat.format(Double.NEGATIVE_INFINITY, 'F', 2, false));
        assertEquals("+1.5", FloatFormat.toString(1.5, 'r', 0, FloatFormat.SIGN));
    }
}
