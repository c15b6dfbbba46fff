package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;
import static org.specializer.api.Py3.tuple;

import org.junit.jupiter.api.Test;

class PyTupleTest {

    @Test
    void hashesAreCPythons() {
        assertEquals(529344067295497451L, Abstract.hash(tuple(1, 2, 3)));
        assertEquals(5740354900026072187L, Abstract.hash(PyTuple.EMPTY));
        assertEquals(-6644214454873602895L, Abstract.hash(tuple(1)));
        assertEquals(-333907151259015829L, Abstract.hash(PyTuple.of(tuple(1, 2), i(3))));
        assertEquals(8078679518589016365L, Abstract.hash(tuple(-1)));
        assertEquals(529344067295497451L, ((PyInt) call(tuple(1, 2, 3), "__hash__")).value);
        raises(PyExc.TypeError, "TypeError: unhashable type: 'list'",
                () -> Abstract.hash(PyTuple.of(Py3.list(1))));
    }

    @Test
    void reprs() {
        assertEquals("()", repr(PyTuple.EMPTY));
        assertEquals("(1,)", repr(tuple(1)));
        assertEquals("((1,),)", repr(PyTuple.of(tuple(1))));
        assertEquals("(1, 'a')", repr(PyTuple.of(i(1), s("a"))));
        PyList l = new PyList();
        PyTuple t = PyTuple.of(l);
        l.append(t);
        assertEquals("([(...)],)", repr(t));
    }

    @Test
    void methodsAndOperators() {
        PyTuple t = tuple(1, 2, 1, 3);
        assertEquals(i(2), call(t, "count", i(1)));
        assertEquals(i(2), call(t, "index", i(1), i(1)));
        raises(PyExc.ValueError, "ValueError: tuple.index(x): x not in tuple",
                () -> call(t, "index", i(5)));
        raises(PyExc.TypeError, "TypeError: tuple.count() takes exactly one argument (0 given)",
                () -> call(t, "count"));
        assertEquals("(1, 2, 1, 2)", repr(Abstract.mul(tuple(1, 2), i(2))));
        assertEquals("(1, 2)", repr(Abstract.add(tuple(1), tuple(2))));
        assertSame(t, Abstract.mul(t, i(1)));
        assertSame(PyTuple.EMPTY, Abstract.mul(t, i(0)));
        raises(PyExc.TypeError, "TypeError: can only concatenate tuple (not \"list\") to tuple",
                () -> Abstract.add(t, Py3.list(1)));
        raises(PyExc.IndexError, "IndexError: tuple index out of range",
                () -> call(t, "__getitem__", i(4)));
        raises(PyExc.TypeError, "TypeError: tuple indices must be integers or slices, not str",
                () -> call(t, "__getitem__", s("a")));
        assertEquals(i(3), call(t, "__getitem__", i(-1)));
        assertSame(t, Abstract.getItem(t, Py3.slice(null, null, null)));
        assertEquals("((1, 2, 1, 3),)", repr(call(t, "__getnewargs__")));
        assertEquals(Py.True, Abstract.richCompare(tuple(1, 2), tuple(1, 2, 0), Abstract.LT));
        assertEquals(Py.True, Abstract.richCompare(tuple(1, 2), tuple(1, 2), Abstract.EQ));
        assertEquals(Py.False, Abstract.richCompare(tuple(1, 3), tuple(1, 2), Abstract.LE));
    }

    @Test
    void construction() {
        PyTuple t = tuple(1, 2);
        assertSame(t, PyTuple.TYPE.call(new PyObject[] {t}, Py.NO_KWNAMES));
        assertSame(PyTuple.EMPTY, PyTuple.TYPE.call(Py.NO_ARGS, Py.NO_KWNAMES));
        assertEquals("(1, 2)", repr(PyTuple.TYPE.call(new PyObject[] {Py3.list(1, 2)},
                Py.NO_KWNAMES)));
        raises(PyExc.TypeError, "TypeError: tuple expected at most 1 argument, got 2",
                () -> PyTuple.TYPE.call(new PyObject[] {t, t}, Py.NO_KWNAMES));
        raises(PyExc.TypeError, "TypeError: tuple() takes no keyword arguments",
                () -> PyTuple.TYPE.call(new PyObject[] {t}, new PyStr[] {PyStr.intern("x")}));
        PyType sub = (PyType) PyType.TYPE.call(new PyObject[] {s("T"),
            PyTuple.of(PyTuple.TYPE), new PyDict()}, Py.NO_KWNAMES);
        PyObject d = sub.call(new PyObject[] {Py3.list(1, 2)}, Py.NO_KWNAMES);
        assertEquals(PyTuple.Derived.class, d.getClass());
        assertEquals("(1, 2)", repr(d));
        assertEquals(PyTuple.class, Abstract.getItem(d, Py3.slice(null, null, null)).getClass());
    }

    @Test
    void iteratorExposesItsPosition() {
        PyTupleIterator it = (PyTupleIterator) Abstract.iter(tuple(7, 8));
        assertEquals(0, it.index);
        assertEquals(i(7), it.nextOrNull());
        assertEquals(1, it.index);
        assertEquals(i(8), it.nextOrNull());
        assertEquals(null, it.nextOrNull());
        assertEquals(null, it.tuple);
    }
}
