package org.specializer.natives.sre;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/**
 * The module's functions and the behaviour of its types outside what the fixtures compare:
 * CPython's messages for bad arguments and bad code, deep backtracking on long strings,
 * positions and text in strings with characters outside the BMP, reprs, equality.
 * Code lists are CPython 3.13's for the pattern named beside them.
 */
class SreModuleTest {
    private static final long MAXREPEAT = 4294967295L;

    private static final int[] A_OR_B_STAR = {14, 4, 0, 0, (int) MAXREPEAT, 23, 13, 0,
        (int) MAXREPEAT, 17, 0, 13, 5, 22, 97, 98, 0, 17, 1, 18, 1}; // (a|b)*
    private static final int[] LAZY_A_OR_B_C = {14, 4, 0, 1, (int) MAXREPEAT, 26, 10, 0,
        (int) MAXREPEAT, 13, 5, 22, 97, 98, 0, 1, 16, 99, 1}; // (?:a|b)*?c
    private static final int[] X_STAR_Y = {14, 4, 0, 1, (int) MAXREPEAT, 23, 9, 0,
        (int) MAXREPEAT, 17, 0, 16, 120, 17, 1, 18, 16, 121, 1}; // (x)*y
    private static final int[] AB_POSSESSIVE = {14, 4, 0, 0, (int) MAXREPEAT, 28, 7, 0,
        (int) MAXREPEAT, 16, 97, 16, 98, 1, 1}; // (?:ab)*+
    private static final int[] KEY_VALUE = {14, 4, 0, 3, (int) MAXREPEAT, 17, 0, 24, 9, 1,
        (int) MAXREPEAT, 13, 4, 8, 14, 0, 1, 17, 1, 16, 61, 17, 2, 24, 9, 1, (int) MAXREPEAT,
        13, 4, 8, 10, 0, 1, 17, 3, 1}; // (\w+)=(\d+)
    private static final int[] NAMED_WORD = {14, 4, 0, 1, (int) MAXREPEAT, 17, 0, 24, 9, 1,
        (int) MAXREPEAT, 13, 4, 8, 14, 0, 1, 17, 1, 1}; // (?P<k>\w+)
    private static final int[] LITERAL_A = {14, 8, 3, 1, 1, 1, 1, 97, 0, 16, 97, 1}; // a
    private static final int[] DOT_PLUS = {14, 4, 0, 1, (int) MAXREPEAT, 24, 5, 1,
        (int) MAXREPEAT, 2, 1, 1}; // .+

    private static PyPattern compile(String pattern, int flags, int[] code, int groups) {
        return SreModule.compile(PyStr.of(pattern), flags, code, groups, new PyDict(),
                PyTuple.EMPTY);
    }

    private static PyObject call(PyObject o, String method, PyObject... args) {
        return Abstract.callMethod(o, PyStr.intern(method), args);
    }

    private static PyObject attr(PyObject o, String name) {
        return Abstract.getAttr(o, name);
    }

    private static String str(PyObject o) {
        return ((PyStr) o).value;
    }

    private static String error(Runnable r, PyType type) {
        PyException e = assertThrows(PyException.class, r::run);
        assertTrue(e.matches(type), "raised " + e.getMessage());
        return e.getMessage();
    }

    private static String typeError(Runnable r) {
        return error(r, PyExc.TypeError);
    }

    // ------------------------------------------------------------------ the module

    @Test
    void moduleHasCPythonsConstantsAndFunctions() {
        PyModule m = SreModule.create();
        assertEquals(20230612L, ((PyInt) m.dict.getItem("MAGIC")).value);
        assertEquals(4L, ((PyInt) m.dict.getItem("CODESIZE")).value);
        assertEquals(MAXREPEAT, ((PyInt) m.dict.getItem("MAXREPEAT")).value);
        assertEquals(1073741823L, ((PyInt) m.dict.getItem("MAXGROUPS")).value);
        assertEquals(4L, ((PyInt) Abstract.call(m.dict.getItem("getcodesize"))).value);
        PyObject iscased = m.dict.getItem("unicode_iscased");
        assertSame(Py.True, Abstract.call(iscased, PyInt.of(0xdf)));
        assertSame(Py.False, Abstract.call(iscased, PyInt.of('1')));
        assertSame(Py.False, Abstract.call(m.dict.getItem("ascii_iscased"), PyInt.of(0xe9)));
        assertEquals(0x69L, ((PyInt) Abstract.call(m.dict.getItem("unicode_tolower"),
                PyInt.of(0x130))).value);
        assertEquals(0xc9L, ((PyInt) Abstract.call(m.dict.getItem("ascii_tolower"),
                PyInt.of(0xc9))).value);
        assertEquals("'str' object cannot be interpreted as an integer",
                typeError(() -> Abstract.call(iscased, PyStr.of("a"))).replace("TypeError: ", ""));
    }

    @Test
    void compileRejectsBadCodeAsCPythonDoes() {
        assertEquals("RuntimeError: invalid SRE code",
                error(() -> compile("a", 0, new int[] {1, 2}, 0), PyExc.RuntimeError));
        // a skip that leaves the code
        assertEquals("RuntimeError: invalid SRE code", error(
                () -> compile("a", 0, new int[] {13, 40, 16, 97, 0, 1}, 0), PyExc.RuntimeError));
        // a mark for a group the pattern does not have
        assertEquals("RuntimeError: invalid SRE code",
                error(() -> compile("a", 0, new int[] {17, 4, 1}, 0), PyExc.RuntimeError));
        PyModule m = SreModule.create();
        PyObject compile = m.dict.getItem("compile");
        PyList big = PyList.of(PyInt.of(1L << 32));
        assertEquals("OverflowError: regular expression code size limit exceeded",
                error(() -> Abstract.call(compile, PyStr.of("a"), PyInt.of(0), big,
                        PyInt.of(0), new PyDict(), PyTuple.EMPTY), PyExc.OverflowError));
        assertEquals("TypeError: compile() argument 'code' must be list, not str",
                typeError(() -> Abstract.call(compile, PyStr.of("a"), PyInt.of(0),
                        PyStr.of("x"), PyInt.of(0), new PyDict(), PyTuple.EMPTY)));
        assertEquals("TypeError: expected string or bytes-like object, got 'int'",
                typeError(() -> Abstract.call(compile, PyInt.of(1), PyInt.of(0),
                        PyList.of(PyInt.of(1)), PyInt.of(0), new PyDict(), PyTuple.EMPTY)));
        assertEquals("TypeError: invalid template", typeError(() -> Abstract.call(
                m.dict.getItem("template"), Py.None, new PyList())));
    }

    @Test
    void subjectsOfTheWrongKindAreTypeErrors() {
        PyPattern p = compile("a", 0, LITERAL_A, 0);
        assertEquals("TypeError: cannot use a string pattern on a bytes-like object",
                typeError(() -> call(p, "match", PyBytes.of(new byte[] {97}))));
        assertEquals("TypeError: expected string or bytes-like object, got 'int'",
                typeError(() -> call(p, "search", PyInt.of(1))));
        assertEquals("TypeError: expected string or bytes-like object, got 'NoneType'",
                typeError(() -> call(p, "findall", Py.None)));
        PyPattern b = SreModule.compile(PyBytes.of(new byte[] {97}), 0, LITERAL_A, 0,
                new PyDict(), PyTuple.EMPTY);
        assertEquals("TypeError: cannot use a bytes pattern on a string-like object",
                typeError(() -> call(b, "split", PyStr.of("a"))));
        assertEquals("TypeError: match() missing required argument 'string' (pos 1)",
                typeError(() -> call(p, "match")));
        assertEquals("TypeError: 'str' object cannot be interpreted as an integer",
                typeError(() -> call(p, "match", PyStr.of("a"), PyStr.of("x"))));
        assertEquals("TypeError: cannot create 're.Pattern' instances",
                typeError(() -> PyPattern.TYPE.call(Py.NO_ARGS, Py.NO_KWNAMES)));
    }

    // ------------------------------------------------------------------ matching

    @Test
    void deepBacktrackingUsesTheHeapNotTheJavaStack() {
        String ab = "ab".repeat(100_000);
        PyObject m = call(compile("(a|b)*", 0, A_OR_B_STAR, 1), "match", PyStr.of(ab));
        assertEquals("(200000, (199999, 200000))", Abstract.repr(new PyTuple(new PyObject[] {
            call(m, "end"), call(m, "span", PyInt.of(1))})).value);
        m = call(compile("(?:a|b)*?c", 0, LAZY_A_OR_B_C, 0), "search", PyStr.of(ab + "c"));
        assertEquals(200001L, ((PyInt) call(m, "end")).value);
        m = call(compile("(x)*y", 0, X_STAR_Y, 1), "search", PyStr.of("x".repeat(50_000) + "y"));
        assertEquals("x", str(call(m, "group", PyInt.of(1))));
        m = call(compile("(?:ab)*+", 0, AB_POSSESSIVE, 0), "match", PyStr.of(ab));
        assertEquals(200000L, ((PyInt) call(m, "end")).value);
    }

    @Test
    void positionsCountCodePointsOutsideTheBmp() {
        PyPattern kv = compile("(\\w+)=(\\d+)", 0, KEY_VALUE, 2);
        String s = "\uD83D\uDE00 k\u00e9\uD801\uDC00=42 \uD83D\uDE01";
        PyObject m = call(kv, "search", PyStr.of(s));
        assertEquals("((2, 8), 'k\u00e9\uD801\uDC00', '42')", Abstract.repr(new PyTuple(
                new PyObject[] {call(m, "span"), call(m, "group", PyInt.of(1)),
                    call(m, "group", PyInt.of(2))})).value);
        PyObject dot = call(compile(".+", 0, DOT_PLUS, 0), "match", PyStr.of(s), PyInt.of(8));
        assertEquals(" \uD83D\uDE01", str(call(dot, "group")));
        assertEquals("<re.Match object; span=(8, 10), match=' \uD83D\uDE01'>",
                str(Abstract.repr(dot)));
    }

    @Test
    void theSameLongStringIsMatchedFromManyPositions() {
        PyPattern word = compile("(?P<k>\\w+)", 0, NAMED_WORD, 1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            sb.append("w").append(i).append(' ');
        }
        PyStr text = PyStr.of(sb.toString());
        int pos = 0;
        int n = 0;
        for (PyObject m = call(word, "match", text, PyInt.of(pos)); m != Py.None;
                m = call(word, "match", text, PyInt.of(pos))) {
            assertSame(text, attr(m, "string"));
            pos = (int) ((PyInt) call(m, "end")).value + 1;
            n++;
        }
        assertEquals(1000, n);
        // a different string with the same text is a different subject
        PyStr other = PyStr.of(new String(sb.toString().toCharArray()));
        assertNotSame(text, other);
        assertEquals(PyStr.of("w0"), call(call(word, "match", other), "group"));
    }

    @Test
    void matchObjectsAnswerAsCPythonsDo() {
        PyDict gi = new PyDict();
        gi.setItem(PyStr.of("k"), PyInt.of(1));
        PyPattern p = SreModule.compile(PyStr.of("(?P<k>\\w+)"), 32, NAMED_WORD, 1, gi,
                new PyTuple(new PyObject[] {Py.None, PyStr.of("k")}));
        PyObject m = call(p, "search", PyStr.of("  hello"));
        assertEquals("<re.Match object; span=(2, 7), match='hello'>", str(Abstract.repr(m)));
        assertEquals(PyStr.of("hello"), Abstract.getItem(m, PyStr.of("k")));
        assertEquals(PyStr.of("k"), attr(m, "lastgroup"));
        assertEquals(PyInt.of(1), attr(m, "lastindex"));
        assertEquals("IndexError: no such group",
                error(() -> call(m, "group", PyStr.of("nope")), PyExc.IndexError));
        assertEquals("IndexError: no such group",
                error(() -> call(m, "start", PyInt.of(2)), PyExc.IndexError));
        assertEquals("{'k': 'hello'}", str(Abstract.repr(call(m, "groupdict"))));
        assertEquals("((2, 7), (2, 7))", str(Abstract.repr(attr(m, "regs"))));
        String longText = "x".repeat(100);
        PyObject all = call(compile(".+", 0, DOT_PLUS, 0), "match", PyStr.of(longText));
        assertEquals("<re.Match object; span=(0, 100), match='" + "x".repeat(49) + ">",
                str(Abstract.repr(all)));
        assertEquals("re.compile('(?P<k>\\\\w+)')", str(Abstract.repr(p)));
        PyPattern ic = compile("a", 2 | 32 | 8, LITERAL_A, 0);
        assertEquals("re.compile('a', re.IGNORECASE|re.MULTILINE)", str(Abstract.repr(ic)));
        assertEquals("mappingproxy({'k': 1})", str(Abstract.repr(attr(p, "groupindex"))));
    }

    @Test
    void patternsAreEqualByCodeFlagsAndSource() {
        PyPattern a1 = compile("a", 0, LITERAL_A, 0);
        PyPattern a2 = compile("a", 0, LITERAL_A, 0);
        PyPattern ai = compile("a", 2, LITERAL_A, 0);
        assertTrue(Abstract.richCompareBool(a1, a2, Abstract.EQ));
        assertTrue(Abstract.richCompareBool(a1, ai, Abstract.NE));
        assertEquals(Abstract.hash(a1), Abstract.hash(a2));
        assertSame(Py.False, Abstract.richCompare(a1, PyStr.of("a"), Abstract.EQ));
        assertSame(a1, call(a1, "__copy__"));
    }

    @Test
    void subJoinsLikeCPython() {
        PyPattern p = compile("a", 0, LITERAL_A, 0);
        PyStr s = PyStr.of("xyz");
        assertSame(s, call(p, "sub", PyStr.of("b"), s), "no match: the string itself");
        assertEquals("TypeError: sequence item 1: expected str instance, bytes found",
                typeError(() -> call(p, "sub", PyBytes.of(new byte[] {98}), PyStr.of("xay"))));
        assertEquals("('xbbyba', 3)", str(Abstract.repr(call(p, "subn", PyStr.of("b"),
                PyStr.of("xaayaa"), PyInt.of(3)))));
    }
}
