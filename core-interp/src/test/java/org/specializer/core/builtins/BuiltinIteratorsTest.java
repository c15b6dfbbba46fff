package org.specializer.core.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.core.builtins.BuiltinsTestSupport.call;
import static org.specializer.core.builtins.BuiltinsTestSupport.drain;
import static org.specializer.core.builtins.BuiltinsTestSupport.error;
import static org.specializer.core.builtins.BuiltinsTestSupport.items;
import static org.specializer.core.builtins.BuiltinsTestSupport.longOf;
import static org.specializer.core.builtins.BuiltinsTestSupport.str;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;

class BuiltinIteratorsTest {

    private static PyObject type(String name) {
        return BuiltinsTestSupport.BUILTINS.dict.getItem(name);
    }

    private static String pairs(List<PyObject> l) {
        StringBuilder sb = new StringBuilder();
        for (PyObject p : l) {
            PyObject[] t = ((PyTuple) p).items;
            sb.append('(');
            for (int i = 0; i < t.length; i++) {
                sb.append(i > 0 ? "," : "").append(t[i] instanceof PyStr s ? s.value
                        : t[i].toString());
            }
            sb.append(')');
        }
        return sb.toString();
    }

    @Test
    void enumerateCountsFromStart() {
        assertEquals("(0,a)(1,b)", pairs(drain(call(type("enumerate"), items("a", "b")))));
        assertEquals("(-1,a)(0,b)", pairs(drain(call(type("enumerate"), items("a", "b"),
                "start=", -1))));
        List<PyObject> big = drain(call(type("enumerate"), items("a", "b"),
                BigInteger.TWO.pow(64)));
        assertEquals(BigInteger.TWO.pow(64).add(BigInteger.ONE),
                ((PyBigInt) ((PyTuple) big.get(1)).items[0]).value);
        List<PyObject> edge = drain(call(type("enumerate"), items("a", "b"), Long.MAX_VALUE));
        assertEquals(Long.MAX_VALUE, longOf(((PyTuple) edge.get(0)).items[0]));
        assertEquals(BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE),
                ((PyBigInt) ((PyTuple) edge.get(1)).items[0]).value);
        assertSame(PyEnumerate.TYPE, call(type("enumerate"), items()).type);
    }

    @Test
    void enumerateErrors() {
        assertEquals("TypeError: 'int' object is not iterable",
                error(() -> call(type("enumerate"), 1)));
        assertEquals("TypeError: 'str' object cannot be interpreted as an integer",
                error(() -> call(type("enumerate"), items(), "a")));
        assertEquals("TypeError: enumerate() missing required argument 'iterable'",
                error(() -> call(type("enumerate"))));
        assertEquals("TypeError: enumerate() takes at most 2 arguments (3 given)",
                error(() -> call(type("enumerate"), items(), 1, 2)));
        assertEquals("TypeError: 'foo' is an invalid keyword argument for enumerate()",
                error(() -> call(type("enumerate"), items(), "foo=", 1)));
    }

    @Test
    void zipStopsAtTheShortest() {
        assertEquals("(a,1)(b,2)", pairs(drain(call(type("zip"), items("a", "b", "c"),
                items(1, 2)))));
        assertEquals("", pairs(drain(call(type("zip")))));
        assertEquals("TypeError: 'int' object is not iterable",
                error(() -> call(type("zip"), 1)));
        assertEquals("TypeError: zip() got an unexpected keyword argument 'foo'",
                error(() -> call(type("zip"), items(), "foo=", 1)));
    }

    @Test
    void strictZipNamesTheArgument() {
        assertEquals("(1,3)(2,4)", pairs(drain(call(type("zip"), items(1, 2), items(3, 4),
                "strict=", true))));
        assertEquals("ValueError: zip() argument 2 is longer than argument 1",
                error(() -> drain(call(type("zip"), items(1), items(2, 3), "strict=", true))));
        assertEquals("ValueError: zip() argument 2 is shorter than argument 1",
                error(() -> drain(call(type("zip"), items(1, 2), items(3), "strict=", true))));
        assertEquals("ValueError: zip() argument 3 is shorter than arguments 1-2",
                error(() -> drain(call(type("zip"), items(1, 2), items(3, 4), items(5),
                        "strict=", true))));
        assertEquals("ValueError: zip() argument 3 is longer than arguments 1-2",
                error(() -> drain(call(type("zip"), items(1), items(3), items(5, 6),
                        "strict=", true))));
    }

    private static final PyObject DOUBLE = new PyBuiltinFunction(Builtin.Impl.of1("double",
            "double", (self, x) -> PyInt.of(2 * ((PyInt) x).value)), null);
    private static final PyObject ADD = new PyBuiltinFunction(Builtin.Impl.of2("add", "add",
            (self, x, y) -> PyInt.of(((PyInt) x).value + ((PyInt) y).value)), null);
    private static final PyObject ODD = new PyBuiltinFunction(Builtin.Impl.of1("odd", "odd",
            (self, x) -> Py.newBool((((PyInt) x).value & 1) != 0)), null);

    @Test
    void mapAppliesTheFunction() {
        List<PyObject> r = drain(call(type("map"), DOUBLE, items(1, 2, 3)));
        assertEquals(3, r.size());
        assertEquals(6, longOf(r.get(2)));
        List<PyObject> s = drain(call(type("map"), ADD, items(1, 2, 3), items(10, 20)));
        assertEquals(2, s.size());
        assertEquals(22, longOf(s.get(1)));
        assertEquals("TypeError: map() must have at least two arguments.",
                error(() -> call(type("map"), DOUBLE)));
        assertEquals("TypeError: map() takes no keyword arguments",
                error(() -> call(type("map"), DOUBLE, items(), "x=", 1)));
    }

    @Test
    void filterKeepsTrueItems() {
        List<PyObject> r = drain(call(type("filter"), ODD, items(1, 2, 3, 4, 5)));
        assertEquals(3, r.size());
        assertEquals(5, longOf(r.get(2)));
        List<PyObject> t = drain(call(type("filter"), Py.None, items(0, 1, false, 2, null, "")));
        assertEquals(2, t.size());
        assertEquals(2, longOf(t.get(1)));
        assertEquals("TypeError: filter expected 2 arguments, got 1",
                error(() -> call(type("filter"), ODD)));
        assertEquals("TypeError: 'int' object is not iterable",
                error(() -> call(type("filter"), Py.None, 1)));
    }

    /** A sequence type with only __len__ and __getitem__, for reversed's fallback. */
    static final class Seq extends PyObject {
        static final PyType TYPE = PyType.builtin("seq", Seq.class, PyType.OBJECT, 0, t -> {
            t.method0("__len__", self -> PyInt.of(3));
            t.method1("__getitem__", (self, i) -> {
                long v = ((PyInt) i).value;
                if (v < 0 || v >= 3) {
                    throw Py.indexError("index out of range");
                }
                return PyStr.of("abc".substring((int) v, (int) v + 1));
            });
        });

        Seq() {
            super(TYPE);
        }
    }

    @Test
    void reversedWalksASequenceFromTheEnd() {
        PyObject r = call(type("reversed"), new Seq());
        assertSame(PyReversed.TYPE, r.type);
        assertEquals(3, longOf(call(r.getAttr(PyStr.intern("__length_hint__")))));
        StringBuilder sb = new StringBuilder();
        for (PyObject x : drain(r)) {
            sb.append(str(x));
        }
        assertEquals("cba", sb.toString());
        assertEquals("TypeError: 'int' object is not reversible",
                error(() -> call(type("reversed"), 1)));
        assertEquals("TypeError: reversed expected 1 argument, got 0",
                error(() -> call(type("reversed"))));
    }

    @Test
    void callableIteratorStopsAtTheSentinel() {
        int[] n = {0};
        PyObject counter = new PyBuiltinFunction(Builtin.Impl.of0("c", "c",
                self -> PyInt.of(++n[0])), null);
        PyObject it = call("iter", counter, 4);
        assertSame(PyCallIterator.TYPE, it.type);
        List<PyObject> r = drain(it);
        assertEquals(3, r.size());
        assertEquals(3, longOf(r.get(2)));
        assertTrue(drain(it).isEmpty());
        assertEquals(4, n[0]);
    }

    @Test
    void iteratorTypesAreTheirOwnIterators() {
        PyObject e = call(type("enumerate"), items());
        assertSame(e, call("iter", e));
        assertEquals("StopIteration: ", error(() -> call("next", e)));
    }
}
