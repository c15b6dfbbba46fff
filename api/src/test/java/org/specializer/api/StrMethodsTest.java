package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.StrTestSupport.call;
import static org.specializer.api.StrTestSupport.s;

import java.util.Locale;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.CharRange;
import net.jqwik.api.constraints.Chars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * What the case tables cannot show: object identity, exact result types for subclasses,
 * iterators, hashing, and properties over generated text. Expected values from CPython 3.13.
 */
class StrMethodsTest {

    private static PyObject m(PyObject self, String name, PyObject... args) {
        return self.getAttr(PyStr.intern(name)).call(args, Py.NO_KWNAMES);
    }

    @Test
    void unchangedExactStrIsReturnedItself() {
        PyStr abc = s("abc");
        assertSame(abc, m(abc, "strip"));
        assertSame(abc, m(abc, "lower"));
        assertSame(abc, m(abc, "replace", s("x"), s("y")));
        assertSame(abc, StrMethods.getItem(abc, new PySlice(Py.None, Py.None, Py.None)));
        assertSame(abc, m(abc, "__str__"));
        assertSame(abc, PyStr.TYPE.call(new PyObject[] {abc}, Py.NO_KWNAMES));
        assertSame(abc, m(abc, "center", PyInt.of(2)));
        PyStr one = s("x");
        assertSame(one, StrSplit.join(s(","), PyTuple.of(one)));
    }

    @Test
    void oneCharacterResultsAreShared() {
        PyStr abc = s("abc");
        assertSame(StrMethods.charAt(abc, 1), StrMethods.charAt(s("xbz"), 1));
        assertSame(PyStr.EMPTY, m(abc, "__getitem__", new PySlice(PyInt.of(2), PyInt.of(1),
                Py.None)));
    }

    @Test
    void subclassInstancesGiveExactStrResults() {
        PyType sub = TypeFactory.newType(PyType.TYPE, "S", new PyObject[] {PyStr.TYPE},
                new PyDict(), Py.NO_KWNAMES, Py.NO_ARGS);
        PyObject v = sub.call(new PyObject[] {s("Abc")}, Py.NO_KWNAMES);
        assertSame(sub, v.type);
        assertEquals("Abc", ((PyStr) v).value);
        for (String name : new String[] {"strip", "lower", "__str__", "title"}) {
            PyObject r = m(v, name);
            assertSame(PyStr.class, r.getClass(), name);
        }
        assertSame(PyStr.class, StrMethods.getItem((PyStr) v,
                new PySlice(Py.None, Py.None, Py.None)).getClass());
        assertSame(PyStr.class, ((PyTuple) m(v, "__getnewargs__")).items[0].getClass());
        assertEquals("'Abc'", StrMethods.repr((PyStr) v).value);
    }

    @Test
    void iteratorsNameTheirTypeAsCPythonDoes() {
        PyObject ascii = Abstract.iter(s("ab"));
        PyObject wide = Abstract.iter(s("é😀"));
        assertEquals("str_ascii_iterator", ascii.type.getName());
        assertEquals("str_iterator", wide.type.getName());
        assertEquals("é", ((PyStr) Abstract.next(wide)).value);
        assertEquals("😀", ((PyStr) Abstract.next(wide)).value);
        assertNull(Abstract.next(wide));
        assertNull(Abstract.next(wide));
        assertEquals("bytes_iterator", Abstract.iter(new PyBytes(new byte[] {1})).type
                .getName());
    }

    @Test
    void lengthHintCountsCodePointsLeft() {
        PyObject it = Abstract.iter(s("a😀b"));
        Abstract.next(it);
        assertEquals("2", call(it, "__length_hint__"));
    }

    @Test
    void hashAgreesWithEqualityAndIsCached() {
        PyStr a = s("spam");
        PyStr b = s("sp" + "am".toLowerCase(Locale.ROOT));
        assertNotSame(a, b);
        assertEquals(Abstract.hash(a), Abstract.hash(b));
        assertEquals(String.valueOf(a.pyHash()), call(a, "__hash__"));
        assertEquals(Abstract.hash(new PyBytes("spam".getBytes())),
                Abstract.hash(new PyBytes("spam".getBytes())));
    }

    @Test
    void unicodeDataMatchesCPythonSamples() {
        assertTrue(UnicodeData.isSpace(0x3000));
        assertFalse(UnicodeData.isSpace(0x200b));
        assertTrue(UnicodeData.isLinebreak(0x2029));
        assertEquals(3, UnicodeData.decimalValue(0x663));
        assertEquals(-1, UnicodeData.decimalValue(0xb2));
        assertTrue(UnicodeData.has(0x4e00, UnicodeData.NUMERIC));
        // Unicode 15 additions are known even on a JVM with an older Unicode version
        assertTrue(UnicodeData.has(0x11f50, UnicodeData.DECIMAL));
        assertTrue(UnicodeData.isPrintable(0x1f600));
        assertFalse(UnicodeData.isPrintable(0xe000));
        StringBuilder sb = new StringBuilder();
        UnicodeData.appendUpper(sb, 0xdf);
        UnicodeData.appendTitle(sb, 0xfb03);
        UnicodeData.appendFold(sb, 0x1e9e);
        assertEquals("SSFfiss", sb.toString());
        assertEquals(-1, UnicodeData.simpleUpper(0xdf));
        assertEquals('A', UnicodeData.simpleUpper('a'));
    }

    // ------------------------------------------------------------------ properties

    @Property
    void joinUndoesSplit(@ForAll @StringLength(max = 30) @Chars({'a', 'b', ',', ' '}) String text,
            @ForAll @StringLength(min = 1, max = 2) @Chars({'a', ',', ' '}) String sep) {
        PyStr s = s(text);
        PyList parts = StrSplit.split(s, sep, Long.MAX_VALUE);
        assertEquals(text, StrSplit.join(s(sep), parts).value);
        PyList rparts = StrSplit.rsplit(s, sep, Long.MAX_VALUE);
        assertEquals(parts.size, rparts.size);
        assertEquals(text.split(java.util.regex.Pattern.quote(sep), -1).length, parts.size);
    }

    @Property
    void asciiCaseMappingIsJavas(@ForAll @StringLength(max = 20) @CharRange(from = 0,
            to = 127) String text) {
        PyStr s = s(text);
        assertEquals(text.toUpperCase(Locale.ROOT), StrCase.upper(s).value);
        assertEquals(text.toLowerCase(Locale.ROOT), StrCase.lower(s).value);
        assertEquals(text.toLowerCase(Locale.ROOT), StrCase.casefold(s).value);
    }

    @Property
    void findAgreesWithJavaOnBmpText(@ForAll @StringLength(max = 20) @Chars({'a', 'b', 'é'})
            String text, @ForAll @StringLength(max = 3) @Chars({'a', 'b', 'é'}) String sub) {
        assertEquals(text.indexOf(sub), call(s(text), "find", s(sub)).equals("-1") ? -1
                : Integer.parseInt(call(s(text), "find", s(sub))));
        assertEquals(String.valueOf(text.lastIndexOf(sub)), call(s(text), "rfind", s(sub)));
    }
}
