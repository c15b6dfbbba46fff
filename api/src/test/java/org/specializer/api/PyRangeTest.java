package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PyRangeTest {

    private static PyObject range(PyObject... args) {
        return PyRange.TYPE.call(args, Py.NO_KWNAMES);
    }

    private static PyObject range(long... args) {
        PyObject[] a = new PyObject[args.length];
        for (int k = 0; k < a.length; k++) {
            a[k] = i(args[k]);
        }
        return range(a);
    }

    private static PyObject big(String v) {
        return Py.newInt(new BigInteger(v));
    }

    /** An int's decimal digits, whatever int's own repr can do yet. */
    private static String num(PyObject i) {
        return PyRange.big(i).toString();
    }

    private static String nums(PyObject iterable) {
        StringBuilder sb = new StringBuilder("[");
        for (PyObject x : Abstract.toArray(iterable)) {
            sb.append(sb.length() > 1 ? ", " : "").append(num(x));
        }
        return sb.append(']').toString();
    }

    private static String items(PyObject iterable) {
        return repr(PyList.TYPE.call(new PyObject[] {iterable}, Py.NO_KWNAMES));
    }

    @Test
    void construction() {
        assertEquals("range(0, 5)", repr(range(5)));
        assertEquals("range(0, 5, 2)", repr(range(0, 5, 2)));
        assertEquals("range(0, 1)", repr(range(Py.True)));
        raises(PyExc.TypeError, "TypeError: range expected at least 1 argument, got 0",
                () -> range(new PyObject[0]));
        raises(PyExc.TypeError, "TypeError: range expected at most 3 arguments, got 4",
                () -> range(1, 2, 3, 4));
        raises(PyExc.ValueError, "ValueError: range() arg 3 must not be zero",
                () -> range(1, 2, 0));
        raises(PyExc.TypeError, "TypeError: 'str' object cannot be interpreted as an integer",
                () -> range(s("a")));
        raises(PyExc.TypeError, "TypeError: range() takes no keyword arguments",
                () -> PyRange.TYPE.call(new PyObject[] {i(1)}, new PyStr[] {PyStr.intern("x")}));
        PyObject r = range(1, 9, 2);
        assertEquals(i(1), r.getAttr(PyStr.intern("start")));
        assertEquals(i(9), r.getAttr(PyStr.intern("stop")));
        assertEquals(i(2), r.getAttr(PyStr.intern("step")));
    }

    @Test
    void lengthItemsAndSlices() {
        assertEquals("[0, 3, 6, 9]", items(range(0, 10, 3)));
        assertEquals("[10, 7, 4, 1]", items(range(10, 0, -3)));
        assertEquals(4, Abstract.len(range(0, -10, -3)));
        assertEquals(i(-2), Abstract.getItem(range(-5, 5), i(3)));
        assertEquals("range(2, 8, 2)", repr(Abstract.getItem(range(0, 10, 2),
                Py3.slice(1L, 4L, null))));
        assertEquals("range(9, -1, -2)", repr(Abstract.getItem(range(10),
                Py3.slice(null, null, -2L))));
        assertEquals("range(10, 10)", repr(Abstract.getItem(range(10), Py3.slice(100L, null,
                null))));
        assertEquals("range(8, 10)", repr(Abstract.getItem(range(3, 10),
                Py3.slice(-2L, null, null))));
        PyRange bigStep = (PyRange) Abstract.getItem(range(5),
                new PySlice(Py.None, Py.None, big("1180591620717411303424")));
        assertEquals("0 5 1180591620717411303424", num(bigStep.start) + " " + num(bigStep.stop)
                + " " + num(bigStep.step));
        raises(PyExc.IndexError, "IndexError: range object index out of range",
                () -> Abstract.getItem(range(10), i(10)));
        raises(PyExc.IndexError, "IndexError: range object index out of range",
                () -> Abstract.getItem(range(10), i(-11)));
        raises(PyExc.TypeError, "TypeError: range indices must be integers or slices, not str",
                () -> Abstract.getItem(range(10), s("a")));
        raises(PyExc.OverflowError,
                "OverflowError: Python int too large to convert to C ssize_t",
                () -> Abstract.len(range(new PyObject[] {big("18446744073709551616")})));
        assertEquals("18446744073709551615", num(Abstract.getItem(
                range(new PyObject[] {big("18446744073709551616")}), i(-1))));
        assertEquals("590295810358705651712", num(Abstract.getItem(
                range(new PyObject[] {big("1180591620717411303424")}),
                big("590295810358705651712"))));
        assertFalse(Abstract.isTrue(range(0)));
        assertTrue(Abstract.isTrue(range(1)));
    }

    @Test
    void searching() {
        PyObject r = range(0, 10, 3);
        assertTrue(Abstract.contains(r, i(9)));
        assertFalse(Abstract.contains(r, i(10)));
        assertFalse(Abstract.contains(r, i(4)));
        assertEquals(i(3), call(r, "index", i(9)));
        assertEquals(i(1), call(range(10), "index", Py.True));
        assertEquals(i(1), call(r, "count", i(3)));
        raises(PyExc.ValueError, "ValueError: 10 is not in range", () -> call(range(10), "index",
                i(10)));
        raises(PyExc.ValueError, "ValueError: sequence.index(x): x not in sequence",
                () -> call(range(10), "index", s("a")));
        PyObject huge = range(new PyObject[] {big("-18446744073709551616"),
            big("18446744073709551616"), i(3)});
        assertTrue(Abstract.contains(huge, big("-18446744073709551613")));
        assertFalse(Abstract.contains(huge, big("-18446744073709551612")));
        PyObject wide = range(Long.MIN_VALUE, Long.MAX_VALUE);
        assertTrue(Abstract.contains(wide, i(Long.MAX_VALUE - 1)));
        assertEquals("18446744073709551614", num(call(wide, "index", i(Long.MAX_VALUE - 1))));
    }

    @Test
    void iteratorKindsFollowCPython() {
        assertEquals("range_iterator", Abstract.iter(range(Long.MAX_VALUE)).type.getName());
        assertEquals("longrange_iterator",
                Abstract.iter(range(Long.MIN_VALUE, Long.MAX_VALUE)).type.getName());
        assertEquals("longrange_iterator",
                Abstract.iter(range(0, Long.MAX_VALUE, 2)).type.getName());
        assertEquals("range_iterator",
                Abstract.iter(range(0, Long.MAX_VALUE - 2, 2)).type.getName());
        PyObject bigStart = range(new PyObject[] {big("18446744073709551616"),
            big("18446744073709551619")});
        assertEquals("[18446744073709551618, 18446744073709551617, 18446744073709551616]",
                nums(call(bigStart, "__reversed__")));
        assertEquals("longrange_iterator", call(bigStart, "__reversed__").type.getName());
        assertEquals("[9, 6, 3, 0]", items(call(range(0, 10, 3), "__reversed__")));
        assertEquals(i(4), call(call(range(1, 5), "__reversed__"), "__length_hint__"));
        PyRangeIterator it = (PyRangeIterator) Abstract.iter(range(5, 8));
        assertEquals(5, it.next);
        assertEquals(3, it.remaining);
        assertEquals(1, it.step);
    }

    @Test
    void equalityAndHash() {
        assertEquals(Py.True, Abstract.richCompare(range(0, 10, 2), range(0, 9, 2),
                Abstract.EQ));
        assertEquals(Py.True, Abstract.richCompare(range(0), range(5, 5), Abstract.EQ));
        assertEquals(Py.True, Abstract.richCompare(range(1, 2, 5), range(1, 2), Abstract.EQ));
        assertEquals(Py.False, Abstract.richCompare(range(1), Py3.list(0), Abstract.EQ));
        assertEquals(Abstract.hash(range(0, 10, 2)), Abstract.hash(range(0, 9, 2)));
        raises(PyExc.TypeError,
                "TypeError: '<' not supported between instances of 'range' and 'range'",
                () -> Abstract.richCompare(range(3), range(4), Abstract.LT));
    }

    @Property
    void matchesAPlainLoop(@ForAll @IntRange(min = -30, max = 30) int start,
            @ForAll @IntRange(min = -30, max = 30) int stop,
            @ForAll @IntRange(min = -7, max = 7) int step) {
        if (step == 0) {
            return;
        }
        PyObject r = range(start, stop, step);
        StringBuilder sb = new StringBuilder("[");
        int n = 0;
        for (int x = start; step > 0 ? x < stop : x > stop; x += step) {
            sb.append(n++ > 0 ? ", " : "").append(x);
            assertTrue(Abstract.contains(r, i(x)));
            assertEquals(i(n - 1), call(r, "index", i(x)));
        }
        assertEquals(sb.append(']').toString(), items(r));
        assertEquals(n, Abstract.len(r));
        assertFalse(Abstract.contains(r, i(start - step)));
        PyList rev = (PyList) PyList.TYPE.call(new PyObject[] {call(r, "__reversed__")},
                Py.NO_KWNAMES);
        PyList fwd = (PyList) PyList.TYPE.call(new PyObject[] {r}, Py.NO_KWNAMES);
        call(fwd, "reverse");
        assertEquals(repr(fwd), repr(rev));
    }
}
