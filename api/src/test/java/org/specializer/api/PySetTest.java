package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.list;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PySetTest {

    private static PyObject set(long... vs) {
        return PySet.TYPE.call(new PyObject[] {list(vs)}, Py.NO_KWNAMES);
    }

    private static PyObject frozen(long... vs) {
        return PyFrozenSet.TYPE.call(new PyObject[] {list(vs)}, Py.NO_KWNAMES);
    }

    @Test
    void reprs() {
        assertEquals("{1, 2}", repr(set(2, 1)));
        assertEquals("set()", repr(set()));
        assertEquals("frozenset({1, 3})", repr(frozen(3, 1)));
        assertEquals("frozenset()", repr(frozen()));
        assertEquals("{frozenset({1})}", repr(PySet.of(PyTuple.of(frozen(1)))));
        PyType sub = (PyType) PyType.TYPE.call(new PyObject[] {s("S"), PyTuple.of(PySet.TYPE),
            new PyDict()}, Py.NO_KWNAMES);
        PyObject d = sub.call(new PyObject[] {list(1)}, Py.NO_KWNAMES);
        assertEquals("S({1})", repr(d));
        assertEquals("S()", repr(sub.call(Py.NO_ARGS, Py.NO_KWNAMES)));
        assertEquals(PySet.class, Abstract.binaryOp(d, set(2), Abstract.NB_OR).getClass());
        assertEquals(PySet.class, call(d, "copy").getClass());
    }

    @Test
    void mutation() {
        PyObject s = set(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5);
        assertEquals("{1, 2, 3, 4, 5, 6, 9}", repr(s));
        call(s, "discard", i(100));
        call(s, "discard", i(9));
        call(s, "remove", i(1));
        raises(PyExc.KeyError, "KeyError: 100", () -> call(s, "remove", i(100)));
        assertEquals(i(2), call(s, "pop"));
        assertEquals(i(3), call(s, "pop"));
        call(s, "clear");
        raises(PyExc.KeyError, "KeyError: 'pop from an empty set'", () -> call(s, "pop"));
        raises(PyExc.TypeError, "TypeError: unhashable type: 'list'",
                () -> call(s, "add", list(1)));
        raises(PyExc.TypeError, "TypeError: set() takes no keyword arguments",
                () -> PySet.TYPE.call(new PyObject[] {list()}, new PyStr[] {PyStr.intern("x")}));
        raises(PyExc.TypeError, "TypeError: set expected at most 1 argument, got 2",
                () -> PySet.TYPE.call(new PyObject[] {list(), list()}, Py.NO_KWNAMES));
        raises(PyExc.TypeError, "TypeError: frozenset expected at most 1 argument, got 2",
                () -> PyFrozenSet.TYPE.call(new PyObject[] {list(), list()}, Py.NO_KWNAMES));
        raises(PyExc.AttributeError, "AttributeError: 'frozenset' object has no attribute 'add'",
                () -> call(frozen(1), "add", i(1)));
    }

    @Test
    void augmentedAssignment() {
        PyObject c = set(1, 2, 3);
        c = Abstract.binaryOp(c, set(4), Abstract.NB_INPLACE + Abstract.NB_OR);
        c = Abstract.binaryOp(c, set(2, 3, 4, 5), Abstract.NB_INPLACE + Abstract.NB_AND);
        c = Abstract.binaryOp(c, set(3), Abstract.NB_INPLACE + Abstract.NB_SUBTRACT);
        c = Abstract.binaryOp(c, set(9, 2), Abstract.NB_INPLACE + Abstract.NB_XOR);
        assertEquals("{9, 4}", repr(c));
        raises(PyExc.TypeError, "TypeError: unsupported operand type(s) for |=: 'set' and 'list'",
                () -> Abstract.binaryOp(set(1), list(1), Abstract.NB_INPLACE + Abstract.NB_OR));
        raises(PyExc.TypeError, "TypeError: unsupported operand type(s) for &: 'set' and 'list'",
                () -> Abstract.binaryOp(set(1), list(1), Abstract.NB_AND));
        call(c, "update", list(10, 11), set(12));
        call(c, "intersection_update", PyRange.of(5, 20, 1));
        assertEquals("{9, 10, 11, 12}", repr(c));
    }

    @Test
    void algebraWithAnyIterable() {
        PyObject a = set(1, 2, 3, 4, 5);
        assertEquals("{1, 2, 3, 4, 5, 9, 10}", repr(call(a, "union", list(9), Py3.tuple(10))));
        assertEquals("{3, 4, 5}", repr(call(a, "intersection", PyRange.of(3, 10, 1))));
        assertEquals("{3, 4, 5}", repr(call(a, "difference", set(1), set(2))));
        assertEquals("{1, 2, 3, 4, 5}", repr(call(a, "intersection")));
        assertEquals("{1, 2, 6}", repr(call(a, "symmetric_difference", list(3, 4, 5, 6))));
        assertEquals(Py.True, call(a, "issubset", PyRange.of(0, 10, 1)));
        assertEquals(Py.True, call(a, "issuperset", list(1, 5)));
        assertEquals(Py.True, call(a, "isdisjoint", set(8, 9)));
        assertEquals(Py.False, call(a, "isdisjoint", list(8, 5)));
        PyObject f = frozen(1, 2);
        assertEquals(PyFrozenSet.class, Abstract.binaryOp(f, set(3), Abstract.NB_OR).getClass());
        assertEquals(PySet.class, Abstract.binaryOp(set(3), f, Abstract.NB_OR).getClass());
        assertSame(f, call(f, "copy"));
        assertSame(f, PyFrozenSet.TYPE.call(new PyObject[] {f}, Py.NO_KWNAMES));
        assertNotSame(a, call(a, "copy"));
    }

    @Test
    void comparisonsAreSubsetTests() {
        assertEquals(Py.True, Abstract.richCompare(set(1, 2), set(1, 2, 3), Abstract.LT));
        assertEquals(Py.False, Abstract.richCompare(set(1, 2), set(1, 2), Abstract.LT));
        assertEquals(Py.True, Abstract.richCompare(set(1, 2), set(1, 2), Abstract.LE));
        assertEquals(Py.True, Abstract.richCompare(set(1, 2), set(1), Abstract.GT));
        assertEquals(Py.False, Abstract.richCompare(set(3), set(1), Abstract.GE));
        assertTrue(Abstract.eq(set(1, 2), frozen(2, 1)));
        assertTrue(Abstract.eq(set(), frozen()));
        assertFalse(Abstract.eq(set(1), list(1)));
        raises(PyExc.TypeError, "TypeError: '<' not supported between instances of 'set' and "
                + "'list'", () -> Abstract.richCompare(set(1), list(1), Abstract.LT));
    }

    @Test
    void hashing() {
        assertEquals(-272375401224217160L, Abstract.hash(frozen(1, 2, 3)));
        assertEquals(133146708735736L, Abstract.hash(frozen()));
        assertEquals(3819360209092968377L, Abstract.hash(PyFrozenSet.of(
                Py3.listOf(Py3.tuple(1, 2)))));
        raises(PyExc.TypeError, "TypeError: unhashable type: 'set'", () -> Abstract.hash(set()));
        PyDict d = new PyDict();
        d.setItem(frozen(1, 2), s("v"));
        assertEquals(s("v"), d.getItem(frozen(2, 1)));
    }

    @Test
    void setKeysAreLookedUpAsFrozensets() {
        PyObject s = PySet.of(Py3.listOf(frozen(1, 2)));
        assertTrue(Abstract.contains(s, set(1, 2)));
        assertEquals(Py.False, call(set(1, 2, 3), "__contains__", set(1)));
        call(s, "remove", set(2, 1));
        assertEquals("set()", repr(s));
        raises(PyExc.TypeError, "TypeError: unhashable type: 'list'",
                () -> Abstract.contains(s, list(1)));
    }

    @Test
    void iterationNoticesSizeChanges() {
        PyObject s = set(1, 2);
        PyObject it = Abstract.iter(s);
        assertEquals("set_iterator", it.type.getName());
        Abstract.next(it);
        call(s, "add", i(11));
        raises(PyExc.RuntimeError, "RuntimeError: Set changed size during iteration",
                () -> Abstract.next(it));
        raises(PyExc.RuntimeError, "RuntimeError: Set changed size during iteration",
                () -> Abstract.next(it));
        // replacing each element keeps the size: CPython goes on without complaint
        PyObject t = set(1, 2);
        PyObject it2 = Abstract.iter(t);
        for (PyObject x = Abstract.next(it2); x != null; x = Abstract.next(it2)) {
            call(t, "remove", x);
            call(t, "add", Abstract.add(x, i(10)));
        }
        assertEquals("{22, 41}", repr(t));
    }

    @Property
    void behavesLikeHashSet(@ForAll List<@IntRange(min = -40, max = 40) Integer> ops) {
        PyAnySet s = new PySet();
        Set<Integer> m = new HashSet<>();
        for (int op : ops) {
            if (op % 3 == 0) {
                assertEquals(m.remove(op / 3), s.discard(PyInt.of(op / 3)));
            } else {
                assertEquals(m.add(op), s.add(PyInt.of(op)));
            }
            assertEquals(m.size(), s.size());
        }
        for (int k = -40; k <= 40; k++) {
            assertEquals(m.contains(k), s.containsKey(PyInt.of(k)));
        }
    }
}
