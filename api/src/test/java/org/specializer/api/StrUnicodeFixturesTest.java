package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Random text over an alphabet of troublesome characters (final sigma, titlecase digraphs,
 * full case mappings, Unicode 15 letters, odd whitespace), checked against CPython 3.13's
 * results recorded by {@code api/tools/gen_str_fixtures.py}.
 */
class StrUnicodeFixturesTest {

    private static String decode(String hex) {
        StringBuilder sb = new StringBuilder();
        if (!hex.isEmpty()) {
            for (String h : hex.split(" ")) {
                sb.appendCodePoint(Integer.parseInt(h, 16));
            }
        }
        return sb.toString();
    }

    private static String encode(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(cp -> sb.append(sb.length() == 0 ? "" : " ")
                .append(Integer.toHexString(cp)));
        return sb.toString();
    }

    private static String encode(PyObject r) {
        if (r instanceof PyBool) {
            return r == Py.True ? "True" : "False";
        }
        if (r instanceof PyStr s) {
            return encode(s.value);
        }
        PyList l = (PyList) r;
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < l.size; i++) {
            parts.add(encode(((PyStr) l.items[i]).value));
        }
        return String.join(",", parts);
    }

    private static PyObject apply(String op, PyStr s) {
        switch (op) {
            case "repr":
                return StrMethods.repr(s);
            case "ascii":
                return StrMethods.ascii(s);
            case "splitlines":
                return StrSplit.splitlines(s, true);
            default:
                return s.getAttr(PyStr.intern(op)).call(Py.NO_ARGS, Py.NO_KWNAMES);
        }
    }

    @Test
    void matchesCPython() throws IOException {
        int checked = 0;
        List<String> failures = new ArrayList<>();
        try (InputStream in = getClass().getResourceAsStream("str_unicode_fixtures.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in,
                        StandardCharsets.US_ASCII))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split("\\|", -1);
                String op = f[0];
                PyStr input = new PyStr(decode(f[1]));
                String actual = encode(apply(op, input));
                if (!actual.equals(f[2]) && failures.size() < 20) {
                    failures.add(op + "(" + f[1] + ") expected " + f[2] + " got " + actual);
                }
                checked++;
            }
        }
        assertTrue(checked > 8000, "fixture lines: " + checked);
        assertEquals(List.of(), failures);
    }
}
