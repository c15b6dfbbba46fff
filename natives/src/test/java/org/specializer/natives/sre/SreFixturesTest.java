package org.specializer.natives.sre;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * The engine against CPython 3.13 on the cases of {@code sre_fixtures.txt} (made by
 * {@code make_sre_fixtures.py} beside it): each compiles CPython's code list for a pattern with
 * {@code _sre.compile}, runs one operation through the Python-visible methods, and compares the
 * result, rendered as the script renders it, with CPython's. The cases are the classic
 * {@code re_tests} battery (str, bytes, IGNORECASE, LOCALE, pos/endpos, findall, sub) and our
 * own: astral strings, Unicode case folding, categories and anchors, lookarounds, atomic
 * groups and possessive repeats, conditionals, lazy and nested repeats, backreferences,
 * lastindex, split, scanners, templates, big charsets.
 */
class SreFixturesTest {

    /** One fixture line, parsed. */
    record Case(int line, PyObject pattern, int flags, int[] code, int groups, PyDict groupindex,
            PyTuple indexgroup, String op, PyObject subject, PyObject[] args, String expected) {}

    static List<Case> load() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = SreFixturesTest.class.getResourceAsStream("sre_fixtures.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in,
                        StandardCharsets.UTF_8))) {
            int n = 0;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                n++;
                String[] f = line.split(" \\| ", -1);
                String[] words = f[2].split(" ");
                int[] code = new int[words.length];
                for (int i = 0; i < words.length; i++) {
                    code[i] = (int) Long.parseLong(words[i]);
                }
                PyDict gi = new PyDict();
                if (!f[4].isEmpty()) {
                    for (String kv : f[4].split(",")) {
                        int colon = kv.lastIndexOf(':');
                        gi.setItem(text(kv.substring(0, colon)),
                                PyInt.of(Integer.parseInt(kv.substring(colon + 1))));
                    }
                }
                List<PyObject> ig = new ArrayList<>();
                if (!f[5].isEmpty()) {
                    for (String k : f[5].split(",")) {
                        ig.add(text(k));
                    }
                }
                List<PyObject> args = new ArrayList<>();
                if (!f[8].isEmpty()) {
                    for (String a : f[8].split(",")) {
                        args.add(value(a));
                    }
                }
                cases.add(new Case(n, text(f[0]), Integer.parseInt(f[1]), code,
                        Integer.parseInt(f[3]), gi, new PyTuple(ig.toArray(new PyObject[0])),
                        f[6], text(f[7]), args.toArray(new PyObject[0]), f[9]));
            }
        }
        return cases;
    }

    /** {@code s61.62}, {@code b61}, {@code n}: a str, a bytes, None. */
    static PyObject text(String s) {
        char kind = s.charAt(0);
        if (kind == 'n') {
            return Py.None;
        }
        String body = s.substring(1);
        String[] hex = body.isEmpty() ? new String[0] : body.split("\\.");
        if (kind == 'b') {
            byte[] b = new byte[hex.length];
            for (int i = 0; i < hex.length; i++) {
                b[i] = (byte) Integer.parseInt(hex[i], 16);
            }
            return PyBytes.of(b);
        }
        StringBuilder sb = new StringBuilder();
        for (String h : hex) {
            sb.appendCodePoint(Integer.parseInt(h, 16));
        }
        return PyStr.of(sb.toString());
    }

    private static PyObject value(String a) {
        char c = a.charAt(0);
        if (c == 's' || c == 'b' || c == 'n') {
            return text(a);
        }
        return PyBigInt.normalize(new java.math.BigInteger(a));
    }

    /** As the fixture script's render(). */
    static String render(PyObject x) {
        if (x == Py.None) {
            return "N";
        }
        if (x instanceof PyInt i) {
            return Long.toString(i.value);
        }
        if (x instanceof PyStr s) {
            StringBuilder sb = new StringBuilder("s");
            s.value.codePoints().forEach(cp -> sb.append(sb.length() > 1 ? "." : "")
                    .append(Integer.toHexString(cp)));
            return sb.toString();
        }
        if (x instanceof PyBytes b) {
            StringBuilder sb = new StringBuilder("b");
            for (int i = 0; i < b.value.length; i++) {
                sb.append(i > 0 ? "." : "").append(Integer.toHexString(b.value[i] & 0xff));
            }
            return sb.toString();
        }
        if (x instanceof PyTuple t) {
            return "(" + join(t.items, t.items.length) + ")";
        }
        if (x instanceof PyList l) {
            return "[" + join(l.items, l.size) + "]";
        }
        if (x instanceof PyMatch m) {
            return "M" + render(new PyTuple(new PyObject[] {Abstract.getAttr(m, "regs"),
                Abstract.getAttr(m, "lastindex"), Abstract.getAttr(m, "lastgroup")}));
        }
        throw new AssertionError("cannot render " + x.type.getName());
    }

    private static String join(PyObject[] items, int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append(i > 0 ? "," : "").append(render(items[i]));
        }
        return sb.toString();
    }

    static PyObject run(Case c) {
        PyPattern p = SreModule.compile(c.pattern(), c.flags(), c.code(), c.groups(),
                c.groupindex(), c.indexgroup());
        PyObject[] a = new PyObject[c.args().length + 1];
        a[0] = c.subject();
        System.arraycopy(c.args(), 0, a, 1, c.args().length);
        switch (c.op()) {
            case "search":
            case "match":
            case "fullmatch":
            case "findall":
            case "split":
                return Abstract.callMethod(p, PyStr.intern(c.op()), a);
            case "sub": {
                PyObject[] b = new PyObject[a.length];
                b[0] = c.args()[0];
                b[1] = c.subject();
                System.arraycopy(c.args(), 1, b, 2, c.args().length - 1);
                return Abstract.callMethod(p, PyStr.intern("subn"), b);
            }
            case "scan":
            case "scanmatch": {
                PyObject sc = Abstract.callMethod(p, PyStr.intern("scanner"), a);
                PyStr next = PyStr.intern(c.op().equals("scan") ? "search" : "match");
                PyList out = new PyList();
                for (PyObject m = Abstract.callMethod(sc, next); m != Py.None;
                        m = Abstract.callMethod(sc, next)) {
                    out.append(m);
                }
                return out;
            }
            case "expand": {
                PyObject m = Abstract.callMethod(p, PyStr.intern("search"), c.subject());
                if (m == Py.None) {
                    return m;
                }
                return PyTemplate.of(new PyList(c.args())).expand((PyMatch) m);
            }
            default:
                throw new AssertionError(c.op());
        }
    }

    @Test
    void everyFixtureGivesCPythonsResult() throws IOException {
        List<Case> cases = load();
        assertTrue(cases.size() > 2000, "fixtures loaded");
        List<String> failures = new ArrayList<>();
        for (Case c : cases) {
            String got;
            try {
                got = render(run(c));
            } catch (PyException e) {
                got = "E" + e.pyType().getName();
            } catch (RuntimeException | StackOverflowError e) {
                got = e.toString();
            }
            if (!got.equals(c.expected())) {
                failures.add("line " + c.line() + " " + c.op() + " " + render(c.pattern())
                        + " on " + render(c.subject()) + ": expected " + c.expected()
                        + ", got " + got);
            }
        }
        if (!failures.isEmpty()) {
            fail(failures.size() + " of " + cases.size() + " cases differ:\n"
                    + String.join("\n", failures.subList(0, Math.min(30, failures.size()))));
        }
    }

    /** {@code _sre.unicode_tolower} and {@code unicode_iscased} for every code point. */
    @Test
    void unicodeCasingIsCPythons() throws IOException {
        int[] lower = new int[Character.MAX_CODE_POINT + 1];
        boolean[] cased = new boolean[Character.MAX_CODE_POINT + 1];
        for (int c = 0; c < lower.length; c++) {
            lower[c] = c;
        }
        try (InputStream in = SreFixturesTest.class.getResourceAsStream("sre_casing.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in,
                        StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split(" ");
                for (int i = 1; i < f.length; i++) {
                    if (f[0].equals("tolower")) {
                        String[] kv = f[i].split(":");
                        lower[Integer.parseInt(kv[0], 16)] = Integer.parseInt(kv[1], 16);
                    } else {
                        String[] range = f[i].split("-");
                        for (int c = Integer.parseInt(range[0], 16);
                                c <= Integer.parseInt(range[1], 16); c++) {
                            cased[c] = true;
                        }
                    }
                }
            }
        }
        int wrong = 0;
        StringBuilder first = new StringBuilder();
        for (int c = 0; c < lower.length; c++) {
            if (SreChars.lowerUnicode(c) != lower[c] || SreChars.unicodeIsCased(c) != cased[c]) {
                if (wrong++ < 10) {
                    first.append(String.format(" U+%04X", c));
                }
            }
        }
        assertEquals(0, wrong, "code points whose casing differs:" + first);
    }
}
