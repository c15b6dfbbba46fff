package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.list;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class PyListTest {

    @Test
    void mutatingMethods() {
        PyList l = list(5, 3);
        call(l, "append", i(8));
        call(l, "extend", Py3.tuple(1, 9));
        call(l, "extend", l);
        assertEquals("[5, 3, 8, 1, 9, 5, 3, 8, 1, 9]", repr(l));
        call(l, "insert", i(-100), i(0));
        call(l, "insert", i(100), i(7));
        call(l, "insert", i(-1), i(6));
        assertEquals("[0, 5, 3, 8, 1, 9, 5, 3, 8, 1, 9, 6, 7]", repr(l));
        assertEquals(i(7), call(l, "pop"));
        assertEquals(i(0), call(l, "pop", i(0)));
        assertEquals(i(9), call(l, "pop", i(-2)));
        call(l, "remove", i(3));
        assertEquals("[5, 8, 1, 9, 5, 3, 8, 1, 6]", repr(l));
        assertEquals(i(4), call(l, "index", i(5), i(1)));
        assertEquals(i(2), call(l, "count", i(8)));
        call(l, "reverse");
        assertEquals("[6, 1, 8, 3, 5, 9, 1, 8, 5]", repr(l));
        PyObject c = call(l, "copy");
        call(l, "clear");
        assertEquals("[]", repr(l));
        assertEquals("[6, 1, 8, 3, 5, 9, 1, 8, 5]", repr(c));
    }

    @Test
    void errorMessagesAreCPythons() {
        PyList l = list(1, 2, 3);
        raises(PyExc.IndexError, "IndexError: list index out of range",
                () -> Abstract.getItem(l, i(5)));
        raises(PyExc.TypeError, "TypeError: list indices must be integers or slices, not str",
                () -> call(l, "__getitem__", s("a")));
        raises(PyExc.ValueError, "ValueError: 9 is not in list", () -> call(l, "index", i(9)));
        raises(PyExc.ValueError, "ValueError: 1 is not in list",
                () -> call(l, "index", i(1), i(2)));
        raises(PyExc.IndexError, "IndexError: pop index out of range",
                () -> call(l, "pop", i(7)));
        raises(PyExc.IndexError, "IndexError: pop from empty list",
                () -> call(new PyList(), "pop"));
        raises(PyExc.ValueError, "ValueError: list.remove(x): x not in list",
                () -> call(l, "remove", i(9)));
        raises(PyExc.TypeError, "TypeError: insert expected 2 arguments, got 1",
                () -> call(l, "insert", i(1)));
        raises(PyExc.TypeError, "TypeError: list.append() takes exactly one argument (0 given)",
                () -> call(l, "append"));
        raises(PyExc.TypeError, "TypeError: index expected at least 1 argument, got 0",
                () -> call(l, "index"));
        raises(PyExc.TypeError,
                "TypeError: slice indices must be integers or have an __index__ method",
                () -> call(l, "index", i(1), s("a")));
        raises(PyExc.TypeError, "TypeError: 'str' object cannot be interpreted as an integer",
                () -> call(l, "pop", s("a")));
        raises(PyExc.OverflowError, "OverflowError: Python int too large to convert to C ssize_t",
                () -> call(l, "insert", Py.newInt(java.math.BigInteger.TEN.pow(30)), i(1)));
        raises(PyExc.IndexError, "IndexError: cannot fit 'int' into an index-sized integer",
                () -> call(l, "__getitem__", Py.newInt(java.math.BigInteger.TEN.pow(30))));
        raises(PyExc.IndexError, "IndexError: list assignment index out of range",
                () -> call(l, "__setitem__", i(5), i(1)));
        raises(PyExc.IndexError, "IndexError: list assignment index out of range",
                () -> call(l, "__delitem__", i(-5)));
        raises(PyExc.TypeError, "TypeError: must assign iterable to extended slice",
                () -> Abstract.setItem(l, Py3.slice(0L, 1L, null), i(1)));
        raises(PyExc.TypeError, "TypeError: unhashable type: 'list'", () -> Abstract.hash(l));
        raises(PyExc.TypeError, "TypeError: list expected at most 1 argument, got 2",
                () -> PyList.TYPE.call(new PyObject[] {l, l}, Py.NO_KWNAMES));
        raises(PyExc.TypeError, "TypeError: 'int' object is not iterable",
                () -> PyList.TYPE.call(new PyObject[] {i(1)}, Py.NO_KWNAMES));
        raises(PyExc.TypeError, "TypeError: list() takes no keyword arguments",
                () -> PyList.TYPE.call(new PyObject[] {l}, new PyStr[] {PyStr.intern("x")}));
    }

    @Test
    void operators() {
        PyList a = list(1, 2);
        assertEquals("[1, 2, 1, 2]", repr(Abstract.add(a, a)));
        assertEquals("[1, 2, 1, 2, 1, 2]", repr(Abstract.mul(a, i(3))));
        assertEquals("[1, 2, 1, 2]", repr(Abstract.mul(i(2), a)));
        assertEquals("[]", repr(Abstract.mul(a, i(-1))));
        raises(PyExc.TypeError, "TypeError: can only concatenate list (not \"tuple\") to list",
                () -> Abstract.add(a, Py3.tuple(1)));
        raises(PyExc.TypeError, "TypeError: can't multiply sequence by non-int of type 'list'",
                () -> Abstract.mul(a, a));
        raises(PyExc.OverflowError,
                "OverflowError: cannot fit 'int' into an index-sized integer",
                () -> Abstract.mul(a, Py.newInt(java.math.BigInteger.TWO.pow(70))));
        PyObject r = Abstract.binaryOp(a, Py3.tuple(7), Abstract.NB_INPLACE + Abstract.NB_ADD);
        assertSame(a, r);
        assertEquals("[1, 2, 7]", repr(a));
        Abstract.binaryOp(a, i(2), Abstract.NB_INPLACE + Abstract.NB_MULTIPLY);
        assertEquals("[1, 2, 7, 1, 2, 7]", repr(a));
        assertEquals(true, Abstract.contains(a, i(7)));
        assertEquals(false, Abstract.contains(a, i(8)));
    }

    @Test
    void comparisonsAreLexicographic() {
        assertEquals(Py.True, Abstract.richCompare(list(1, 2), list(1, 3), Abstract.LT));
        assertEquals(Py.True, Abstract.richCompare(list(1, 2), list(1, 2, 0), Abstract.LT));
        assertEquals(Py.False, Abstract.richCompare(list(1, 2), list(1, 2), Abstract.NE));
        assertEquals(Py.True, Abstract.richCompare(list(), list(), Abstract.GE));
        assertEquals(Py.False, Abstract.richCompare(list(1), Py3.tuple(1), Abstract.EQ));
        raises(PyExc.TypeError,
                "TypeError: '<' not supported between instances of 'int' and 'str'",
                () -> Abstract.richCompare(list(1, 2), Py3.listOf(i(1), s("a")), Abstract.LT));
        raises(PyExc.TypeError,
                "TypeError: '<' not supported between instances of 'list' and 'int'",
                () -> Abstract.richCompare(list(1), i(1), Abstract.LT));
    }

    @Test
    void reprOfRecursiveList() {
        PyList l = list(1);
        l.append(l);
        assertEquals("[1, [...]]", repr(l));
        PyList outer = Py3.listOf(l, l);
        assertEquals("[[1, [...]], [1, [...]]]", repr(outer));
    }

    @Test
    void iteratorsFollowTheList() {
        PyList l = list(1, 2, 3);
        PyListIterator it = (PyListIterator) Abstract.iter(l);
        assertEquals(i(1), it.nextOrNull());
        l.append(i(4));
        assertEquals(i(2), it.nextOrNull());
        call(l, "clear");
        assertNull(it.nextOrNull());
        l.append(i(5));
        assertNull(it.nextOrNull());
        PyObject rev = call(list(1, 2, 3), "__reversed__");
        assertEquals("list_reverseiterator", rev.type.getName());
        assertEquals("[3, 2, 1]", repr(PyList.TYPE.call(new PyObject[] {rev}, Py.NO_KWNAMES)));
        PyList shrinking = list(1, 2, 3);
        PyListReverseIterator r = new PyListReverseIterator(shrinking);
        call(shrinking, "clear");
        assertNull(r.nextOrNull());
    }

    @Test
    void subclassInstancesAreDerived() {
        PyType sub = (PyType) PyType.TYPE.call(new PyObject[] {s("L"),
            PyTuple.of(PyList.TYPE), new PyDict()}, Py.NO_KWNAMES);
        PyObject l = sub.call(new PyObject[] {Py3.tuple(1, 2)}, Py.NO_KWNAMES);
        assertEquals(PyList.Derived.class, l.getClass());
        assertEquals("[1, 2]", repr(l));
        assertEquals(2, Abstract.len(l));
        assertEquals("[1, 2, 1, 2]", repr(Abstract.add(l, l)));
        assertEquals(PyList.class, Abstract.add(l, l).getClass());
    }

    @Property
    void behavesLikeArrayList(@ForAll List<@IntRange(min = -20, max = 20) Integer> ops) {
        PyList l = new PyList();
        List<Long> m = new ArrayList<>();
        for (int op : ops) {
            int kind = Math.floorMod(op, 5);
            if (kind == 0 && !m.isEmpty()) {
                int idx = Math.floorMod(op, m.size());
                assertEquals(m.remove(idx), ((PyInt) call(l, "pop", i(idx))).value);
            } else if (kind == 1) {
                int idx = m.isEmpty() ? 0 : Math.floorMod(op * 7, m.size() + 1);
                m.add(idx, (long) op);
                call(l, "insert", i(idx), i(op));
            } else if (kind == 2 && m.contains((long) op)) {
                m.remove(Long.valueOf(op));
                call(l, "remove", i(op));
            } else {
                m.add((long) op);
                call(l, "append", i(op));
            }
        }
        assertEquals(m.toString(), repr(l));
    }
}
