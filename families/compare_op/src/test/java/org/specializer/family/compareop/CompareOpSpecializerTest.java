package org.specializer.family.compareop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyDict;
import org.specializer.api.PyFloat;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyInstance;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

class CompareOpSpecializerTest {
    private final CompareOpSpecializer spec = new CompareOpSpecializer();

    /** The oparg CPython's compiler gives {@code cmp} with the to-bool bit. */
    private static int oparg(int cmp) {
        int[] masks = {2, 10, 8, 7, 4, 12};
        return cmp << 5 | 16 | masks[cmp];
    }

    private static Site site(PyObject l, PyObject r, int cmp) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.COMPARE_OP);
        when(site.oparg()).thenReturn(oparg(cmp));
        when(site.stack(1)).thenReturn(l);
        when(site.stack(0)).thenReturn(r);
        return site;
    }

    private Decision decide(PyObject l, PyObject r, int cmp) {
        return spec.specialize(site(l, r, cmp));
    }

    private static PyObject big(String digits) {
        return PyBigInt.normalize(new BigInteger(digits));
    }

    private static PyType userClass(String name, String... methods) {
        PyDict ns = new PyDict();
        for (String m : methods) {
            ns.setItem(PyStr.intern(m), Py.None);
        }
        return TypeFactory.newType(PyType.TYPE, name, new PyObject[] {PyType.OBJECT}, ns,
                Py.NO_KWNAMES, Py.NO_ARGS);
    }

    @Test
    void familyIsCompareOp() {
        assertEquals(Family.COMPARE_OP, spec.family());
    }

    @ParameterizedTest
    @ValueSource(ints = {Abstract.LT, Abstract.LE, Abstract.EQ, Abstract.NE, Abstract.GT,
            Abstract.GE})
    void intsAndFloatsSpecializeForEveryOperator(int cmp) {
        assertEquals(Decision.specialize(Opcode.COMPARE_OP_INT),
                decide(PyInt.of(1), PyInt.of(Long.MAX_VALUE), cmp));
        assertEquals(Decision.specialize(Opcode.COMPARE_OP_FLOAT),
                decide(new PyFloat(Double.NaN), new PyFloat(1.0), cmp));
    }

    @Test
    void strsSpecializeForEqualityOnly() {
        PyStr a = PyStr.of("a");
        PyStr b = PyStr.of("é");
        assertEquals(Decision.specialize(Opcode.COMPARE_OP_STR), decide(a, b, Abstract.EQ));
        assertEquals(Decision.specialize(Opcode.COMPARE_OP_STR), decide(a, b, Abstract.NE));
        for (int cmp : new int[] {Abstract.LT, Abstract.LE, Abstract.GT, Abstract.GE}) {
            assertEquals(Decision.fail(CompareOpFailure.STRING), decide(a, b, cmp));
        }
    }

    @Test
    void bigIntsFailBigInt() {
        PyObject huge = big("100000000000000000000000");
        assertEquals(Decision.fail(CompareOpFailure.BIG_INT), decide(huge, PyInt.of(1),
                Abstract.LT));
        assertEquals(Decision.fail(CompareOpFailure.BIG_INT), decide(PyInt.of(1), huge,
                Abstract.EQ));
        assertEquals(Decision.fail(CompareOpFailure.BIG_INT), decide(huge, huge, Abstract.GE));
    }

    @Test
    void mixedTypesFailWithTheirKinds() {
        assertEquals(Decision.fail(CompareOpFailure.FLOAT_LONG),
                decide(new PyFloat(1), PyInt.of(1), Abstract.LT));
        assertEquals(Decision.fail(CompareOpFailure.FLOAT_LONG),
                decide(new PyFloat(1), big("99999999999999999999999"), Abstract.LT));
        assertEquals(Decision.fail(CompareOpFailure.LONG_FLOAT),
                decide(PyInt.of(1), new PyFloat(1), Abstract.EQ));
        assertEquals(Decision.fail(CompareOpFailure.DIFFERENT_TYPES),
                decide(Py.True, PyInt.of(1), Abstract.EQ));
        assertEquals(Decision.fail(CompareOpFailure.DIFFERENT_TYPES),
                decide(PyStr.of("1"), PyInt.of(1), Abstract.EQ));
    }

    @Test
    void otherSameTypePairsFailWithCPythonsKinds() {
        assertEquals(Decision.fail(CompareOpFailure.TUPLE),
                decide(PyTuple.EMPTY, PyTuple.EMPTY, Abstract.LT));
        assertEquals(Decision.fail(CompareOpFailure.LIST),
                decide(new PyList(), new PyList(), Abstract.EQ));
        assertEquals(Decision.fail(CompareOpFailure.SET),
                decide(new PySet(), new PySet(), Abstract.LE));
        assertEquals(Decision.fail(CompareOpFailure.SET), decide(PyFrozenSet.of(PyTuple.EMPTY),
                PyFrozenSet.of(PyTuple.EMPTY), Abstract.LE));
        assertEquals(Decision.fail(CompareOpFailure.BOOL), decide(Py.True, Py.False,
                Abstract.GT));
        assertEquals(Decision.fail(CompareOpFailure.BYTES), decide(
                new org.specializer.api.PyBytes(new byte[0]),
                new org.specializer.api.PyBytes(new byte[1]), Abstract.LT));
        PyType plain = userClass("Plain");
        assertEquals(Decision.fail(CompareOpFailure.BASEOBJECT),
                decide(new PyInstance(plain), new PyInstance(plain), Abstract.EQ));
        PyType withEq = userClass("WithEq", "__eq__");
        assertEquals(Decision.fail(CommonFailure.OTHER),
                decide(new PyInstance(withEq), new PyInstance(withEq), Abstract.EQ));
        assertEquals(Decision.fail(CompareOpFailure.BASEOBJECT),
                decide(Py.None, Py.None, Abstract.EQ), "NoneType inherits object's comparisons");
    }

    @Test
    void subclassesOfIntFloatAndStrAreNotExact() {
        PyType intSub = TypeFactory.newType(PyType.TYPE, "I", new PyObject[] {PyInt.TYPE},
                new PyDict(), Py.NO_KWNAMES, Py.NO_ARGS);
        PyObject one = intSub.call(new PyObject[] {PyInt.of(1)}, Py.NO_KWNAMES);
        assertEquals(Decision.fail(CompareOpFailure.DIFFERENT_TYPES),
                decide(one, PyInt.of(1), Abstract.LT));
        assertEquals(Decision.fail(CommonFailure.OTHER), decide(one, one, Abstract.LT));
    }

    @Test
    void noCacheIsWritten() {
        Site site = site(PyInt.of(1), PyInt.of(2), Abstract.LT);
        spec.specialize(site);
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void failureKindsHaveCPythonsNumbers() {
        assertEquals(14, CompareOpFailure.BIG_INT.code());
        assertEquals(22, CompareOpFailure.LONG_FLOAT.code());
        assertEquals(CommonFailure.values().length + CompareOpFailure.values().length,
                spec.failureKinds().size());
    }
}
