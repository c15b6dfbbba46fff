package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.i;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;
import static org.specializer.api.Py3.s;

import org.junit.jupiter.api.Test;

class DictMethodsTest {

    private static PyDict dict(Object... kv) {
        PyDict d = new PyDict();
        for (int k = 0; k < kv.length; k += 2) {
            d.setItem(obj(kv[k]), obj(kv[k + 1]));
        }
        return d;
    }

    private static PyObject obj(Object o) {
        if (o instanceof String str) {
            return PyStr.of(str);
        }
        if (o instanceof Integer n) {
            return PyInt.of(n);
        }
        return (PyObject) o;
    }

    private static PyObject newDict(PyObject[] args, String... kw) {
        PyStr[] names = new PyStr[kw.length];
        for (int k = 0; k < kw.length; k++) {
            names[k] = PyStr.intern(kw[k]);
        }
        return PyDict.TYPE.call(args, names);
    }

    @Test
    void constructionAndUpdate() {
        assertEquals("{'a': 1, 'b': 2}",
                repr(newDict(new PyObject[] {Py3.listOf(PyTuple.of(s("a"), i(1))), i(2)}, "b")));
        assertEquals("{'x': 2}", repr(newDict(new PyObject[] {dict("x", 1), i(2)}, "x")));
        assertEquals("{'a': 'b', 'c': 'd'}", repr(newDict(new PyObject[] {
            Py3.listOf(Py3.listOf(s("a"), s("b")), new PyDictKeys(dict("c", 0, "d", 0)))})));
        raises(PyExc.TypeError, "TypeError: dict expected at most 1 argument, got 2",
                () -> newDict(new PyObject[] {i(1), i(2)}));
        raises(PyExc.TypeError,
                "TypeError: cannot convert dictionary update sequence element #0 to a sequence",
                () -> newDict(new PyObject[] {Py3.list(1)}));
        raises(PyExc.ValueError,
                "ValueError: dictionary update sequence element #0 has length 1; 2 is required",
                () -> newDict(new PyObject[] {Py3.listOf(Py3.list(1))}));
        raises(PyExc.ValueError,
                "ValueError: dictionary update sequence element #1 has length 3; 2 is required",
                () -> newDict(new PyObject[] {Py3.listOf(Py3.tuple(1, 2), Py3.tuple(1, 2, 3))}));
        raises(PyExc.TypeError, "TypeError: 'int' object is not iterable",
                () -> newDict(new PyObject[] {i(1)}));
        PyDict d = dict(1, 2);
        call(d, "update", Py3.listOf(Py3.tuple(5, 6)));
        Py3.callKw(d, "update", new PyObject[] {dict(7, 8), i(9)}, "k");
        assertEquals("{1: 2, 5: 6, 7: 8, 'k': 9}", repr(d));
        raises(PyExc.TypeError, "TypeError: update expected at most 1 argument, got 2",
                () -> call(d, "update", d, d));
        PyObject keysOnly = new PyDictKeys(dict(3, 4));
        raises(PyExc.TypeError,
                "TypeError: cannot convert dictionary update sequence element #0 to a sequence",
                () -> call(new PyDict(), "update", keysOnly));
    }

    @Test
    void lookupMethods() {
        PyDict d = dict("a", 1, "b", 2);
        assertEquals(i(1), call(d, "get", s("a")));
        assertSame(Py.None, call(d, "get", s("z")));
        assertEquals(i(0), call(d, "get", s("z"), i(0)));
        assertEquals(i(1), call(d, "setdefault", s("a"), i(5)));
        assertSame(Py.None, call(d, "setdefault", s("c")));
        assertEquals(i(2), call(d, "pop", s("b")));
        assertEquals(i(7), call(d, "pop", s("b"), i(7)));
        raises(PyExc.KeyError, "KeyError: 'b'", () -> call(d, "pop", s("b")));
        raises(PyExc.KeyError, "KeyError: 'q'", () -> Abstract.getItem(d, s("q")));
        raises(PyExc.KeyError, "KeyError: 'q'", () -> Abstract.delItem(d, s("q")));
        raises(PyExc.KeyError, "KeyError: []", () -> call(new PyDict(), "pop", Py3.list()));
        raises(PyExc.TypeError, "TypeError: unhashable type: 'list'",
                () -> call(d, "pop", Py3.list()));
        raises(PyExc.TypeError, "TypeError: get expected at most 2 arguments, got 3",
                () -> call(d, "get", i(1), i(2), i(3)));
        raises(PyExc.TypeError, "TypeError: pop expected at least 1 argument, got 0",
                () -> call(d, "pop"));
        assertEquals("('c', None)", repr(call(d, "popitem")));
        assertEquals("('a', 1)", repr(call(d, "popitem")));
        raises(PyExc.KeyError, "KeyError: 'popitem(): dictionary is empty'",
                () -> call(d, "popitem"));
        assertEquals("{'a': 0, 'b': 0}",
                repr(PyDict.TYPE.getAttr(PyStr.intern("fromkeys")).call(
                        new PyObject[] {Py3.listOf(s("a"), s("b")), i(0)}, Py.NO_KWNAMES)));
        raises(PyExc.TypeError, "TypeError: fromkeys expected at least 1 argument, got 0",
                () -> call(PyDict.TYPE, "fromkeys"));
    }

    @Test
    void operatorsAndEquality() {
        PyDict a = dict(1, 2);
        PyDict b = dict(3, 4);
        assertEquals("{1: 2, 3: 4}", repr(Abstract.binaryOp(a, b, Abstract.NB_OR)));
        assertEquals("{3: 4, 1: 2}", repr(call(a, "__ror__", b)));
        assertSame(Py.NotImplemented, call(a, "__or__", i(1)));
        raises(PyExc.TypeError, "TypeError: unsupported operand type(s) for |: 'dict' and 'int'",
                () -> Abstract.binaryOp(a, i(1), Abstract.NB_OR));
        Abstract.binaryOp(a, Py3.listOf(Py3.tuple(5, 6)), Abstract.NB_INPLACE + Abstract.NB_OR);
        assertEquals("{1: 2, 5: 6}", repr(a));
        assertTrue(Abstract.eq(dict(1, 2, 3, 4), dict(3, 4, 1, 2)));
        assertFalse(Abstract.eq(dict(1, 2), dict(1, 3)));
        assertFalse(Abstract.eq(dict(1, 2), dict(2, 2)));
        raises(PyExc.TypeError,
                "TypeError: '<' not supported between instances of 'dict' and 'dict'",
                () -> Abstract.richCompare(a, b, Abstract.LT));
        raises(PyExc.TypeError, "TypeError: unhashable type: 'dict'", () -> Abstract.hash(a));
    }

    @Test
    void reprGuardsRecursion() {
        PyDict d = dict(1, 2);
        d.setItem(i(2), d);
        assertEquals("{1: 2, 2: {...}}", repr(d));
        assertEquals("{}", repr(new PyDict()));
    }

    @Test
    void views() {
        PyDict d = dict("a", 1, "b", 2);
        PyObject keys = call(d, "keys");
        PyObject values = call(d, "values");
        PyObject items = call(d, "items");
        assertEquals("dict_keys(['a', 'b'])", repr(keys));
        assertEquals("dict_values([1, 2])", repr(values));
        assertEquals("dict_items([('a', 1), ('b', 2)])", repr(items));
        d.setItem(s("c"), i(3));
        assertEquals(3, Abstract.len(values));
        assertTrue(Abstract.contains(items, PyTuple.of(s("c"), i(3))));
        assertFalse(Abstract.contains(items, PyTuple.of(s("c"), i(4))));
        assertFalse(Abstract.contains(items, s("c")));
        assertTrue(Abstract.contains(keys, s("c")));
        assertTrue(Abstract.contains(values, i(3)));
        assertEquals("[('c', 3), ('b', 2), ('a', 1)]", repr(PyList.TYPE.call(
                new PyObject[] {call(items, "__reversed__")}, Py.NO_KWNAMES)));
        assertEquals("mappingproxy", keys.getAttr(PyStr.intern("mapping")).type.getName());
        raises(PyExc.TypeError, "TypeError: unhashable type: 'dict_keys'",
                () -> Abstract.hash(keys));
    }

    @Test
    void viewSetOperations() {
        PyDict d = dict(1, 10, 2, 20, 3, 30);
        PyObject keys = call(d, "keys");
        assertEquals("{1, 3}", repr(Abstract.binaryOp(keys, Py3.list(3, 1, 7), Abstract.NB_AND)));
        assertEquals("{1, 3}", repr(Abstract.binaryOp(Py3.list(3, 1, 7), keys, Abstract.NB_AND)));
        assertEquals("{1, 2, 3, 9}", repr(Abstract.binaryOp(keys, Py3.list(9), Abstract.NB_OR)));
        assertEquals("{1, 5}", repr(Abstract.binaryOp(Py3.list(5, 1), new PyDictKeys(dict(1, 2)),
                Abstract.NB_OR)));
        assertEquals("{2, 3}", repr(Abstract.binaryOp(keys, Py3.list(1), Abstract.NB_SUBTRACT)));
        assertEquals("{7}", repr(Abstract.binaryOp(Py3.list(7, 1), keys,
                Abstract.NB_SUBTRACT)));
        assertEquals("{2, 3, 5}", repr(Abstract.binaryOp(keys, Py3.list(1, 5), Abstract.NB_XOR)));
        PyObject i1 = call(dict(1, 2), "items");
        assertEquals("{(1, 2), (1, 3)}", repr(Abstract.binaryOp(i1, call(dict(1, 3), "items"),
                Abstract.NB_XOR)));
        assertEquals("{(3, 4)}", repr(Abstract.binaryOp(i1, call(dict(1, 2, 3, 4), "items"),
                Abstract.NB_XOR)));
        assertTrue(Abstract.eq(keys, PySet.of(Py3.list(3, 2, 1))));
        assertTrue(Abstract.eq(PySet.of(Py3.list(3, 2, 1)), keys));
        assertEquals(Py.True, Abstract.richCompare(new PyDictKeys(dict(1, 2)),
                PySet.of(Py3.list(1, 3)), Abstract.LT));
        assertTrue(Abstract.eq(i1, PySet.of(Py3.listOf(Py3.tuple(1, 2)))));
        assertFalse(Abstract.eq(call(d, "values"), call(d, "values")));
        assertEquals(Py.True, call(keys, "isdisjoint", Py3.list(4, 5)));
        assertEquals(Py.False, call(keys, "isdisjoint", PySet.of(Py3.list(3))));
    }

    @Test
    void iterationNoticesChanges() {
        PyDict d = dict(1, 1, 2, 2);
        PyObject it = Abstract.iter(d);
        assertEquals(i(1), Abstract.next(it));
        d.setItem(i(11), i(1));
        raises(PyExc.RuntimeError, "RuntimeError: dictionary changed size during iteration",
                () -> Abstract.next(it));
        raises(PyExc.RuntimeError, "RuntimeError: dictionary changed size during iteration",
                () -> Abstract.next(it));

        // same size, other keys: CPython's "keys changed" once more keys turn up than expected
        PyDict e = dict(1, 1, 2, 2);
        PyObject it2 = Abstract.iter(e);
        raises(PyExc.RuntimeError, "RuntimeError: dictionary keys changed during iteration",
                () -> {
                    for (PyObject k = Abstract.next(it2); k != null; k = Abstract.next(it2)) {
                        e.delItem(k);
                        e.setItem(i(((PyInt) k).value + 10), i(1));
                    }
                });
        assertEquals("{11: 1, 12: 1}", repr(e));
        assertNull(Abstract.next(it2));

        PyDict f = dict(1, 1, 2, 2);
        PyObject rev = call(f, "__reversed__");
        for (PyObject k = Abstract.next(rev); k != null; k = Abstract.next(rev)) {
            f.delItem(k);
            f.setItem(i(((PyInt) k).value + 10), i(1));
        }
        assertEquals("{12: 1, 11: 1}", repr(f));
    }

    @Test
    void clearedDictDuringIterationNeverBreaksJava() {
        PyDict d = new PyDict();
        for (int k = 0; k < 50; k++) {
            d.setItem(i(k), i(k));
        }
        PyObject it = call(d, "items");
        PyObject iter = Abstract.iter(it);
        Abstract.next(iter);
        d.clear();
        for (int k = 0; k < 49; k++) {
            d.setItem(i(k + 100), i(k));
        }
        assertEquals("('x',)", repr(PyTuple.of(s("x"))));
        PyObject rev = call(d, "__reversed__");
        d.clear();
        raises(PyExc.RuntimeError, "RuntimeError: dictionary changed size during iteration",
                () -> Abstract.next(rev));
        raises(PyExc.RuntimeError, "RuntimeError: dictionary changed size during iteration",
                () -> Abstract.next(iter));
    }

    @Test
    void missingIsAskedBySubclasses() {
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern("__missing__"), Py3.fn(k -> Abstract.mul(k, i(2))));
        PyType sub = (PyType) PyType.TYPE.call(new PyObject[] {s("M"),
            PyTuple.of(PyDict.TYPE), ns}, Py.NO_KWNAMES);
        PyObject m = sub.call(Py.NO_ARGS, Py.NO_KWNAMES);
        assertEquals(PyDict.Derived.class, m.getClass());
        assertEquals(i(8), Abstract.getItem(m, i(4)));
        assertSame(Py.None, call(m, "get", i(4)));
        assertFalse(Abstract.contains(m, i(4)));
        assertEquals(PyDict.class, call(m, "copy").getClass());
    }
}
