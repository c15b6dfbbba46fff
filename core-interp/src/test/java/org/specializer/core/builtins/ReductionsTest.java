package org.specializer.core.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.specializer.core.builtins.BuiltinsTestSupport.call;
import static org.specializer.core.builtins.BuiltinsTestSupport.error;
import static org.specializer.core.builtins.BuiltinsTestSupport.items;
import static org.specializer.core.builtins.BuiltinsTestSupport.longOf;
import static org.specializer.core.builtins.BuiltinsTestSupport.str;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;

class ReductionsTest {

    private static double dbl(PyObject o) {
        return ((PyFloat) o).value;
    }

    @Test
    void allAndAny() {
        assertSame(Py.True, call("all", items()));
        assertSame(Py.False, call("any", items()));
        assertSame(Py.False, call("any", items(0, 0.0, "")));
        assertSame(Py.True, call("all", items(1, "x", 2.5)));
        assertSame(Py.False, call("all", items(1, 0)));
        assertEquals("TypeError: 'int' object is not iterable", error(() -> call("any", 1)));
        assertEquals("TypeError: all() takes exactly one argument (0 given)",
                error(() -> call("all")));
    }

    @Test
    void minAndMax() {
        assertEquals(1, longOf(call("min", 3, 1, 2)));
        assertEquals(3, longOf(call("max", items(3, 1, 2))));
        assertEquals("none", str(call("max", items(), "default=", "none")));
        assertEquals(0, longOf(call("min", items(), "default=", 0)));
        assertEquals(3, longOf(call("min", items(5, 3), "key=", Py.None, "default=", 0)));
        assertEquals("TypeError: max expected at least 1 argument, got 0",
                error(() -> call("max")));
        assertEquals("ValueError: max() iterable argument is empty",
                error(() -> call("max", items())));
        assertEquals("ValueError: min() iterable argument is empty",
                error(() -> call("min", items())));
        assertEquals("TypeError: 'int' object is not iterable", error(() -> call("max", 1)));
        assertEquals("TypeError: Cannot specify a default for max() with multiple positional "
                + "arguments", error(() -> call("max", 1, 2, "default=", 3)));
        assertEquals("TypeError: max() got an unexpected keyword argument 'foo'",
                error(() -> call("max", items(1), "foo=", 2)));
        assertEquals("TypeError: 'int' object is not callable",
                error(() -> call("max", items(1, 2), "key=", 2)));
    }

    @Test
    void maxKeepsTheFirstOfEqualItems() {
        PyObject a = new PyTuple(new PyObject[] {PyInt.of(1)});
        PyObject b = new PyTuple(new PyObject[] {PyInt.of(1)});
        PyObject len = BuiltinsTestSupport.BUILTINS.dict.getItem("len");
        assertSame(a, call("max", items(a, b), "key=", len));
        assertSame(a, call("min", a, b, "key=", len));
    }

    @Test
    void sumOfInts() {
        assertEquals(6, longOf(call("sum", items(1, 2, 3))));
        assertEquals(13, longOf(call("sum", items(1, 2), 10)));
        assertEquals(0, longOf(call("sum", items(0, 1, 2, 3, 4), "start=", -10)));
        assertEquals(2, longOf(call("sum", items(true, true))));
        assertEquals(0, longOf(call("sum", items())));
    }

    @Test
    void sumOverflowsIntoBigInts() {
        BuiltinsTestSupport.requires(PyInt.TYPE, "__add__");
        PyObject r = call("sum", items(Long.MAX_VALUE, 1));
        assertEquals(BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE),
                ((PyBigInt) r).value);
    }

    @Test
    void sumOfFloatsIsCompensatedAsInCPython() {
        Object[] tenth = new Object[10];
        java.util.Arrays.fill(tenth, 0.1);
        assertEquals(1.0, dbl(call("sum", items(tenth), 0.0)));
        assertEquals(0.1, dbl(call("sum", items(0.1, 1e100, -1e100), 0.0)));
        assertEquals(6.5, dbl(call("sum", items(2.5, 3), 1.0)));
        // ints join uncompensated, as in CPython: 0.1 is lost next to 1e16
        assertEquals(0.0, dbl(call("sum", items(10_000_000_000_000_000L,
                -10_000_000_000_000_000L), 0.1)));
        assertEquals(Double.POSITIVE_INFINITY, dbl(call("sum", items(1e308, 1e308, -1e308),
                0.0)));
        assertEquals(Double.doubleToLongBits(-0.0),
                Double.doubleToLongBits(dbl(call("sum", items(-0.0), -0.0))));
        assertEquals(Double.NaN, dbl(call("sum", items(Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY), 0.0)));
    }

    @Test
    void sumFromIntStartSwitchesToTheFloatPath() {
        BuiltinsTestSupport.requires(PyInt.TYPE, "__add__");
        Object[] tenth = new Object[10];
        java.util.Arrays.fill(tenth, 0.1);
        assertEquals(1.0, dbl(call("sum", items(tenth))));
        assertEquals(6.5, dbl(call("sum", items(1, 2.5, 3))));
        assertEquals(0.0, dbl(call("sum", items(-0.0))));
    }

    @Test
    void sumErrors() {
        assertEquals("TypeError: sum() can't sum strings [use ''.join(seq) instead]",
                error(() -> call("sum", items("a"), "")));
        assertEquals("TypeError: sum() can't sum strings [use ''.join(seq) instead]",
                error(() -> call("sum", items(), "start=", "")));
        assertEquals("TypeError: sum() can't sum bytes [use b''.join(seq) instead]",
                error(() -> call("sum", items(), new PyBytes(new byte[0]))));
        assertEquals("TypeError: sum() takes at least 1 positional argument (0 given)",
                error(() -> call("sum")));
        assertEquals("TypeError: sum() takes at most 2 arguments (3 given)",
                error(() -> call("sum", 1, 2, 3)));
        assertEquals("TypeError: sum() got an unexpected keyword argument 'foo'",
                error(() -> call("sum", items(), "foo=", 1)));
    }

    @Test
    void sortedErrors() {
        assertEquals("TypeError: sorted expected 1 argument, got 0", error(() -> call("sorted")));
        assertEquals("TypeError: sorted expected 1 argument, got 2",
                error(() -> call("sorted", items(), 2)));
        assertEquals("TypeError: 'int' object is not iterable", error(() -> call("sorted", 1)));
    }

    @Test
    void sortedUsesListSort() {
        BuiltinsTestSupport.requires(PyList.TYPE, "sort");
        PyList r = (PyList) call("sorted", items(3, 1, 2));
        assertEquals(3, r.size);
        assertEquals(1, longOf(r.items[0]));
        PyList d = (PyList) call("sorted", items(3, 1, 2), "reverse=", true);
        assertEquals(3, longOf(d.items[0]));
    }
}
