package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.call;
import static org.specializer.api.Py3.fn;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;

import org.junit.jupiter.api.Test;

/** {@code types.GenericAlias}: CPython 3.13's reprs, equality, substitution and unpacking. */
class GenericAliasTest {
    private static PyObject item(PyObject cls, PyObject key) {
        return Abstract.getItem(cls, key);
    }

    /** A type variable as typing.py's are seen by the alias: it has {@code __typing_subst__}. */
    private static PyModule typeVar(String name) {
        PyModule v = new PyModule(name);
        v.put("__typing_subst__", fn(arg -> arg));
        return v;
    }

    @Test
    void genericBuiltinsMakeAliasesOfThemselves() {
        for (PyType t : new PyType[] {PyList.TYPE, PyTuple.TYPE, PyDict.TYPE, PySet.TYPE,
            PyFrozenSet.TYPE, PyGenerator.TYPE, PyMappingProxy.TYPE}) {
            PyObject a = item(t, PyInt.TYPE);
            assertSame(PyGenericAlias.TYPE, a.type);
            assertSame(t, ((PyGenericAlias) a).origin());
        }
        assertEquals("type[int]", repr(item(PyType.TYPE, PyInt.TYPE)));
        raises(PyExc.TypeError, "TypeError: type 'str' is not subscriptable",
                () -> item(PyStr.TYPE, PyInt.TYPE));
        assertEquals("<class 'types.GenericAlias'>", repr(PyGenericAlias.TYPE));
    }

    @Test
    void reprsAreCPythons() {
        assertEquals("list[int]", repr(item(PyList.TYPE, PyInt.TYPE)));
        assertEquals("tuple[()]", repr(item(PyTuple.TYPE, PyTuple.EMPTY)));
        assertEquals("tuple[int, ...]", repr(item(PyTuple.TYPE, PyTuple.of(PyInt.TYPE, Py.Ellipsis))));
        assertEquals("dict[str, list[int]]", repr(item(PyDict.TYPE,
                PyTuple.of(PyStr.TYPE, item(PyList.TYPE, PyInt.TYPE)))));
        assertEquals("list[[int, str]]", repr(item(PyList.TYPE,
                new PyList(new PyObject[] {PyInt.TYPE, PyStr.TYPE}))));
        assertEquals("list[None]", repr(item(PyList.TYPE, Py.None)));
        assertEquals("list[NoneType]", repr(item(PyList.TYPE, PyNone.TYPE)));
        assertEquals("list['x']", repr(item(PyList.TYPE, PyStr.of("x"))));
    }

    @Test
    void equalityAndHashFollowOriginAndArguments() {
        PyObject a = item(PyList.TYPE, PyInt.TYPE);
        PyObject b = new PyGenericAlias(PyList.TYPE, PyInt.TYPE);
        PyObject c = item(PyList.TYPE, PyStr.TYPE);
        assertTrue(Abstract.eq(a, b));
        assertFalse(Abstract.eq(a, c));
        assertFalse(Abstract.eq(a, PyList.TYPE));
        assertEquals(Abstract.hash(a), Abstract.hash(b));
        assertNotEquals(Abstract.hash(a), Abstract.hash(c));
    }

    @Test
    void attributesOtherThanItsOwnAreTheOrigins() {
        PyObject a = item(PyList.TYPE, PyInt.TYPE);
        assertEquals("list", repr(Abstract.getAttr(a, "__name__")).replace("'", ""));
        assertSame(PyList.TYPE, Abstract.getAttr(a, "__origin__"));
        assertEquals("(<class 'int'>,)", repr(Abstract.getAttr(a, "__args__")));
        assertSame(PyGenericAlias.TYPE, Abstract.getAttr(a, "__class__"));
        assertSame(Py.False, Abstract.getAttr(a, "__unpacked__"));
        raises(PyExc.AttributeError, "AttributeError: type object 'list' has no attribute 'nope'",
                () -> Abstract.getAttr(a, "nope"));
    }

    @Test
    void callingMakesAnInstanceOfTheOrigin() {
        PyObject l = item(PyList.TYPE, PyInt.TYPE).call(new PyObject[] {Py3.list(1, 2)},
                Py.NO_KWNAMES);
        assertEquals("[1, 2]", repr(l));
        assertSame(PyList.class, l.getClass());
    }

    @Test
    void typeVariablesAreSubstituted() {
        PyModule t = typeVar("T");
        PyModule s = typeVar("S");
        PyObject listT = item(PyList.TYPE, t);
        PyTuple params = (PyTuple) Abstract.getAttr(listT, "__parameters__");
        assertEquals(1, params.items.length);
        assertSame(t, params.items[0]);
        assertEquals("list[int]", repr(item(listT, PyInt.TYPE)));
        PyObject nested = item(PyDict.TYPE, PyTuple.of(t, item(PyList.TYPE, s)));
        assertEquals("dict[str, list[int]]", repr(item(nested, PyTuple.of(PyStr.TYPE,
                PyInt.TYPE))));
        raises(PyExc.TypeError, "TypeError: Too many arguments for " + repr(listT)
                + "; actual 2, expected 1", () -> item(listT, PyTuple.of(PyInt.TYPE, PyStr.TYPE)));
        raises(PyExc.TypeError, "TypeError: list[int] is not a generic class",
                () -> item(item(PyList.TYPE, PyInt.TYPE), PyStr.TYPE));
    }

    @Test
    void iteratingGivesTheStarredAliasOnce() {
        PyObject tupleAlias = item(PyTuple.TYPE, PyTuple.of(PyInt.TYPE, PyStr.TYPE));
        PyObject[] items = Abstract.toArray(tupleAlias);
        assertEquals(1, items.length);
        assertEquals("*tuple[int, str]", repr(items[0]));
        assertSame(Py.True, Abstract.getAttr(items[0], "__unpacked__"));
        assertFalse(Abstract.eq(items[0], tupleAlias));
        assertEquals("(<class 'int'>, <class 'str'>)",
                repr(Abstract.getAttr(items[0], "__typing_unpacked_tuple_args__")));
        assertSame(Py.None, Abstract.getAttr(tupleAlias, "__typing_unpacked_tuple_args__"));
    }

    @Test
    void isinstanceAndIssubclassRefuseAParameterizedGeneric() {
        PyObject a = item(PyList.TYPE, PyInt.TYPE);
        raises(PyExc.TypeError, "TypeError: isinstance() argument 2 cannot be a parameterized "
                + "generic", () -> Abstract.isInstance(new PyList(), a));
        raises(PyExc.TypeError, "TypeError: issubclass() argument 2 cannot be a parameterized "
                + "generic", () -> Abstract.isSubclass(PyList.TYPE, a));
    }

    @Test
    void reduceRebuildsTheAlias() {
        PyObject a = item(PyList.TYPE, PyInt.TYPE);
        assertEquals("(<class 'types.GenericAlias'>, (<class 'list'>, (<class 'int'>,)))",
                repr(call(a, "__reduce__")));
        assertEquals("(<class 'list'>,)", repr(call(a, "__mro_entries__", PyTuple.EMPTY)));
    }
}
