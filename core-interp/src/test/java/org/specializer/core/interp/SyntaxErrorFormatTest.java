package org.specializer.core.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * The Java printer of a SyntaxError (used when Lib's traceback module is absent or fails)
 * draws the source line and the carets as CPython 3.13's traceback module does, for every
 * range of offsets a SyntaxError may carry: negative, zero, past the text, reversed, over
 * several lines, or none. Each expected text is what
 * {@code traceback.format_exception_only} gives in CPython 3.13 for the same arguments.
 */
class SyntaxErrorFormatTest {

    private static String format(Object... details) {
        PyObject[] items = new PyObject[details.length];
        for (int i = 0; i < details.length; i++) {
            Object d = details[i];
            items[i] = d == null ? Py.None : d instanceof Integer n ? PyInt.of(n)
                    : PyStr.of((String) d);
        }
        PyObject e = Abstract.call(PyExc.SyntaxError, PyStr.of("bad bad"), PyTuple.of(items));
        return Tracebacks.format((PyBaseException) e);
    }

    private static final String HEAD = "  File \"bad.py\", line 1\n    abcdefg\n";
    private static final String TAIL = "SyntaxError: bad bad\n";

    @Test
    void caretsFollowTheOffsetsAsCPythonDrawsThem() {
        assertEquals(HEAD + "     ^^^^^\n" + TAIL, format("bad.py", 1, 2, "abcdefg", 1, 7));
        assertEquals(HEAD + "     ^^^^^^\n" + TAIL, format("bad.py", 1, 2, "abcdefg", 1, 100));
        assertEquals(HEAD + "     ^\n" + TAIL, format("bad.py", 1, 2, "abcdefg", 1, -2));
        assertEquals(HEAD + "       ^\n" + TAIL, format("bad.py", 1, 4, "abcdefg", 1, 2));
        assertEquals(HEAD + "      ^^^^^\n" + TAIL, format("bad.py", 1, 3, "abcdefg", 2, 1));
        assertEquals(HEAD + "      ^^^^^\n" + TAIL,
                format("bad.py", 1, 3, "abcdefg", null, null));
    }

    @Test
    void noCaretsForAnOffsetBeforeTheText() {
        assertEquals(HEAD + TAIL, format("bad.py", 1, -4, "abcdefg", 1, -2));
        assertEquals(HEAD + TAIL, format("bad.py", 1, -4, "abcdefg", 1, -5));
        assertEquals(HEAD + TAIL, format("bad.py", 1, 0, "abcdefg", 1, 0));
        assertEquals(HEAD + TAIL, format("bad.py", 1, 0, "abcdefg", 1, 5));
    }

    @Test
    void onlySpacesNewlinesAndFormFeedsAreStrippedAndTabsKeepTheirPlace() {
        assertEquals("  File \"bad.py\", line 1\n    \tab cd\n    ^^^^\n" + TAIL,
                format("bad.py", 1, 3, "  \tab cd\n", 1, 7));
    }
}
