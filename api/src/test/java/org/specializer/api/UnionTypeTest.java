package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.Py3.raises;
import static org.specializer.api.Py3.repr;

import org.junit.jupiter.api.Test;

/** {@code types.UnionType}: {@code X | Y} of classes, None and aliases, as CPython 3.13. */
class UnionTypeTest {
    private static PyObject or(PyObject a, PyObject b) {
        return Abstract.binaryOp(a, b, Abstract.NB_OR);
    }

    @Test
    void classesAndNoneMakeAUnionOfDistinctMembers() {
        PyObject u = or(PyInt.TYPE, Py.None);
        assertSame(PyUnionType.TYPE, u.type);
        assertEquals("int | None", repr(u));
        assertEquals("(<class 'int'>, <class 'NoneType'>)", repr(((PyUnionType) u).args()));
        assertEquals("None | int", repr(or(Py.None, PyInt.TYPE)));
        assertSame(PyInt.TYPE, or(PyInt.TYPE, PyInt.TYPE));
        assertEquals("int | str | float", repr(or(or(PyInt.TYPE, PyStr.TYPE),
                or(PyStr.TYPE, PyFloat.TYPE))));
        PyObject alias = Abstract.getItem(PyList.TYPE, PyInt.TYPE);
        assertEquals("list[int] | None", repr(or(or(alias, new PyGenericAlias(PyList.TYPE,
                PyInt.TYPE)), Py.None)));
    }

    @Test
    void otherOperandsAreLeftToDecide() {
        assertSame(Py.NotImplemented, PyUnionType.or(PyInt.TYPE, PyStr.of("x")));
        raises(PyExc.TypeError, "TypeError: unsupported operand type(s) for |: 'type' and 'str'",
                () -> or(PyInt.TYPE, PyStr.of("x")));
        assertEquals("3", repr(or(PyInt.of(1), PyInt.of(2))));
    }

    @Test
    void equalityAndHashIgnoreOrder() {
        PyObject a = or(PyInt.TYPE, PyStr.TYPE);
        PyObject b = or(PyStr.TYPE, PyInt.TYPE);
        assertTrue(Abstract.eq(a, b));
        assertEquals(Abstract.hash(a), Abstract.hash(b));
        assertFalse(Abstract.eq(a, or(PyInt.TYPE, PyFloat.TYPE)));
        assertFalse(Abstract.eq(a, PyInt.TYPE));
    }

    @Test
    void isinstanceAndIssubclassTestTheMembers() {
        PyObject u = or(PyInt.TYPE, Py.None);
        assertTrue(Abstract.isInstance(PyInt.of(1), u));
        assertTrue(Abstract.isInstance(Py.None, u));
        assertFalse(Abstract.isInstance(PyStr.of(""), u));
        assertTrue(Abstract.isSubclass(PyBool.TYPE, u));
        assertFalse(Abstract.isSubclass(PyStr.TYPE, u));
    }

    @Test
    void moduleIsTheTypes() {
        PyObject u = or(PyInt.TYPE, PyStr.TYPE);
        assertEquals("'types'", repr(Abstract.getAttr(u, "__module__")));
        assertEquals("()", repr(Abstract.getAttr(u, "__parameters__")));
    }
}
