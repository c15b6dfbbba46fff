package org.specializer.core.modules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.core.modules.T.attr;
import static org.specializer.core.modules.T.call;
import static org.specializer.core.modules.T.callKw;
import static org.specializer.core.modules.T.list;
import static org.specializer.core.modules.T.raises;
import static org.specializer.core.modules.T.s;
import static org.specializer.core.modules.T.show;
import static org.specializer.core.modules.T.showAll;

import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.PyDict;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

/** Expected values are CPython 3.13's. */
class CollectionsModuleTest {
    private static final PyModule C = CollectionsModule.create();

    private static PyObject deque(Object... args) {
        return call(attr(C, "deque"), args);
    }

    private static String repr(PyObject o) {
        return Abstract.repr(o).value;
    }

    @Test
    void dequeBasics() {
        PyObject d = deque(list(1, 2, 3));
        call(attr(d, "append"), 4);
        call(attr(d, "appendleft"), 0);
        assertEquals("deque([0, 1, 2, 3, 4])", repr(d));
        assertEquals(5, Abstract.len(d));
        assertEquals("4", show(Abstract.getItem(d, PyInt.of(-1))));
        assertEquals("4", show(call(attr(d, "pop"))));
        assertEquals("0", show(call(attr(d, "popleft"))));
        call(attr(d, "extend"), list(7, 8));
        call(attr(d, "extendleft"), list(-1, -2));
        assertEquals("deque([-2, -1, 1, 2, 3, 7, 8])", repr(d));
        call(attr(d, "rotate"), 2);
        assertEquals("deque([7, 8, -2, -1, 1, 2, 3])", repr(d));
        call(attr(d, "rotate"), -3);
        assertEquals("deque([-1, 1, 2, 3, 7, 8, -2])", repr(d));
        assertEquals("4", show(call(attr(d, "index"), 7)));
        assertTrue(Abstract.contains(d, PyInt.of(8)));
        call(attr(d, "remove"), 7);
        call(attr(d, "reverse"));
        assertEquals("deque([-2, 8, 3, 2, 1, -1])", repr(d));
        call(attr(d, "clear"));
        assertFalse(Abstract.isTrue(d));
        raises(PyExc.IndexError, "pop from an empty deque", () -> call(attr(d, "pop")));
        raises(PyExc.ValueError, "9 is not in deque", () -> call(attr(deque(), "remove"), 9));
        raises(PyExc.IndexError, "deque index out of range",
                () -> Abstract.getItem(deque(), PyInt.of(0)));
    }

    @Test
    void dequeMaxlenAndMutationDuringIteration() {
        PyObject w = callKw(attr(C, "deque"), new Object[0], "maxlen", 3);
        for (int i = 0; i < 6; i++) {
            call(attr(w, "append"), i);
        }
        assertEquals("deque([3, 4, 5], maxlen=3)", repr(w));
        call(attr(w, "appendleft"), 100);
        assertEquals("deque([100, 3, 4], maxlen=3)", repr(w));
        assertEquals("3", show(attr(w, "maxlen")));
        assertEquals("deque([], maxlen=3)", repr(callKw(attr(C, "deque"), new Object[0],
                "maxlen", 3)));
        PyObject d = deque(list(1, 2, 3));
        PyObject it = Abstract.iter(d);
        Abstract.next(it);
        call(attr(d, "append"), 4);
        raises(PyExc.RuntimeError, "deque mutated during iteration", () -> Abstract.next(it));
        assertEquals("deque([1, 2, 3, 4, 1, 2, 3, 4])", repr(Abstract.mul(d, PyInt.of(2))));
        raises(PyExc.ValueError, "maxlen must be non-negative", () -> deque(list(), -1));
        assertTrue(Abstract.richCompareBool(deque(list(1, 2)), deque(list(1, 3)), Abstract.LT));
        assertFalse(Abstract.richCompareBool(deque(list(1)), list(1), Abstract.EQ));
    }

    @Test
    void defaultdictIsADictSubclass() {
        PyObject dd = call(attr(C, "defaultdict"), PyList.TYPE);
        assertTrue(dd instanceof PyDict);
        assertTrue(Abstract.isInstance(dd, PyDict.TYPE));
        PyObject v = Abstract.getItem(dd, s("a"));
        call(attr(v, "append"), 1);
        assertEquals("defaultdict(<class 'list'>, {'a': [1]})", repr(dd));
        PyObject ints = call(attr(C, "defaultdict"), PyInt.TYPE);
        assertEquals("0", show(Abstract.getItem(ints, s("x"))));
        assertEquals(1, Abstract.len(ints));
        PyObject none = call(attr(C, "defaultdict"));
        raises(PyExc.KeyError, null, () -> Abstract.getItem(none, s("x")));
        raises(PyExc.TypeError, "first argument must be callable or None",
                () -> call(attr(C, "defaultdict"), 1));
        assertSame(PyList.TYPE, attr(dd, "default_factory"));
        PyObject copy = call(attr(dd, "copy"));
        assertSame(dd.type, copy.type);
    }

    @Test
    void orderedDictOrderOperations() {
        PyObject od = call(attr(C, "OrderedDict"));
        for (String k : new String[] {"first", "second", "third"}) {
            Abstract.setItem(od, s(k), PyInt.of(k.length()));
        }
        call(attr(od, "move_to_end"), "first");
        assertEquals("['second', 'third', 'first']", showAll(od));
        callKw(attr(od, "move_to_end"), new Object[] {"third"}, "last", false);
        assertEquals("['third', 'second', 'first']", showAll(od));
        assertEquals("('first', 5)", show(call(attr(od, "popitem"))));
        assertEquals("('third', 5)", show(callKw(attr(od, "popitem"), new Object[0], "last",
                false)));
        assertEquals("OrderedDict({'second': 6})", repr(od));
        assertEquals("OrderedDict()", repr(call(attr(C, "OrderedDict"))));
        PyObject a = callKw(attr(C, "OrderedDict"), new Object[0], "a", 1, "b", 2);
        PyObject b = callKw(attr(C, "OrderedDict"), new Object[0], "b", 2, "a", 1);
        assertFalse(Abstract.richCompareBool(a, b, Abstract.EQ));
        PyDict plain = new PyDict();
        plain.setItem(s("b"), PyInt.of(2));
        plain.setItem(s("a"), PyInt.of(1));
        assertTrue(Abstract.richCompareBool(a, plain, Abstract.EQ));
        raises(PyExc.KeyError, null, () -> call(attr(call(attr(C, "OrderedDict")),
                "popitem")));
    }

    @Test
    void counterCountsAndOrdersByCount() {
        PyObject c = call(attr(C, "Counter"), "mississippi");
        assertEquals("Counter({'i': 4, 's': 4, 'p': 2, 'm': 1})", repr(c));
        assertEquals("0", show(Abstract.getItem(c, s("z"))));
        assertEquals("[('i', 4), ('s', 4)]", show(call(attr(c, "most_common"), 2)));
        assertEquals("11", show(call(attr(c, "total"))));
        PyObject c1 = callKw(attr(C, "Counter"), new Object[0], "a", 3, "b", 1);
        PyObject c2 = callKw(attr(C, "Counter"), new Object[0], "a", 1, "b", 2, "c", 5);
        assertEquals("Counter({'c': 5, 'a': 4, 'b': 3})", repr(Abstract.add(c1, c2)));
        assertEquals("Counter({'a': 2})", repr(Abstract.sub(c1, c2)));
        assertEquals("Counter({'a': 1, 'b': 1})", repr(Abstract.binaryOp(c1, c2,
                Abstract.NB_AND)));
        assertEquals("Counter({'c': 5, 'a': 3, 'b': 2})", repr(Abstract.binaryOp(c1, c2,
                Abstract.NB_OR)));
        assertEquals("['a', 'a', 'b']", show(new PyList(T.drain(call(attr(callKw(attr(C,
                "Counter"), new Object[0], "a", 2, "b", 1, "c", 0), "elements")))
                .toArray(new PyObject[0]))));
        call(attr(c1, "subtract"), call(attr(C, "Counter"), "aaaa"));
        assertEquals("Counter({'b': 1, 'a': -1})", repr(c1));
        assertEquals("Counter({'b': 1})", repr(Abstract.pos(c1)));
        assertEquals("Counter()", repr(call(attr(C, "Counter"))));
        assertTrue(Abstract.richCompareBool(call(attr(C, "Counter"), "ab"),
                call(attr(C, "Counter"), "ba"), Abstract.EQ));
        raises(PyExc.NotImplementedError, null, () -> call(attr(attr(C, "Counter"),
                "fromkeys"), "ab"));
    }

    @Test
    void namedtupleClasses() {
        PyType point = (PyType) call(attr(C, "namedtuple"), "Point", list("x", "y"));
        PyObject p = call(point, 3, 4);
        assertTrue(p instanceof PyTuple);
        assertEquals("Point(x=3, y=4)", repr(p));
        assertEquals("3", show(attr(p, "x")));
        assertEquals("Point(x=10, y=4)", repr(callKw(attr(p, "_replace"), new Object[0], "x",
                10)));
        assertEquals("{'x': 3, 'y': 4}", show(call(attr(p, "_asdict"))));
        assertEquals("('x', 'y')", show(attr(point, "_fields")));
        assertEquals("Point(x=7, y=8)", repr(call(attr(point, "_make"), list(7, 8))));
        raises(PyExc.AttributeError, "can't set attribute",
                () -> p.setAttr(org.specializer.api.PyStr.intern("x"), PyInt.of(5)));
        PyType emp = (PyType) callKw(attr(C, "namedtuple"), new Object[] {"Employee",
            "name dept salary"}, "defaults", list(50000));
        assertEquals("Employee(name='bob', dept='ops', salary=50000)",
                repr(call(emp, "bob", "ops")));
        assertEquals("{'salary': 50000}", show(attr(emp, "_field_defaults")));
        raises(PyExc.TypeError, "Point.__new__() missing 1 required positional argument: 'y'",
                () -> call(point, 1));
        raises(PyExc.TypeError, "Point.__new__() takes 3 positional arguments but 4 were given",
                () -> call(point, 1, 2, 3));
        raises(PyExc.TypeError, "Point.__new__() got an unexpected keyword argument 'z'",
                () -> callKw(point, new Object[] {1}, "z", 3));
        raises(PyExc.ValueError, "Type names and field names must be valid identifiers: '1x'",
                () -> call(attr(C, "namedtuple"), "1x", "a"));
        raises(PyExc.ValueError, "Field names cannot start with an underscore: '_b'",
                () -> call(attr(C, "namedtuple"), "X", "a _b"));
        assertEquals("('a', '_1', '_2', '_3')", show(attr(callKw(attr(C, "namedtuple"),
                new Object[] {"X", "a a _b class"}, "rename", true), "_fields")));
        raises(PyExc.TypeError, "Got unexpected field names: ['z']",
                () -> callKw(attr(p, "_replace"), new Object[0], "z", 1));
        raises(PyExc.TypeError, "Expected 2 arguments, got 1",
                () -> call(attr(point, "_make"), list(1)));
    }
}
