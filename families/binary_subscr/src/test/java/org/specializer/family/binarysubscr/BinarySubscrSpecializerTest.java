package org.specializer.family.binarysubscr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySlice;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

class BinarySubscrSpecializerTest {
    private final BinarySubscrSpecializer spec = new BinarySubscrSpecializer();
    private static final PyStr GETITEM = PyStr.intern("__getitem__");

    private static Site site(PyObject container, PyObject sub) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.BINARY_SUBSCR);
        when(site.stack(1)).thenReturn(container);
        when(site.stack(0)).thenReturn(sub);
        return site;
    }

    private Decision decide(PyObject container, PyObject sub) {
        return spec.specialize(site(container, sub));
    }

    private static Decision fail(FailureKind k) {
        return Decision.fail(k);
    }

    private static PyObject list3() {
        return new PyList(new PyObject[] {PyInt.of(1), PyInt.of(2), PyInt.of(3)});
    }

    private static PySlice slice() {
        return new PySlice(Py.None, Py.None, Py.None);
    }

    /** A function whose code has {@code argcount} positional parameters and {@code flags}. */
    static PyFunction function(int argcount, int kwonly, int flags) {
        int n = argcount + kwonly + ((flags & PyCode.CO_VARARGS) != 0 ? 1 : 0);
        PyStr[] names = new PyStr[n];
        byte[] kinds = new byte[n];
        for (int i = 0; i < n; i++) {
            names[i] = PyStr.intern("p" + i);
            kinds[i] = PyCode.KIND_LOCAL | PyCode.KIND_ARG;
        }
        PyCode code = new PyCode(new char[] {0}, new PyObject[] {Py.None}, new PyStr[0], names,
                kinds, argcount, 0, kwonly, flags, 1, "<test>", "__getitem__",
                "C.__getitem__", 1, new int[0], new int[0], 0);
        return new PyFunction(code, new PyDict(), new PyDict(), null);
    }

    static PyType classWith(String name, PyType base, PyObject getitem) {
        PyDict ns = new PyDict();
        if (getitem != null) {
            ns.setItem(GETITEM, getitem);
        }
        return TypeFactory.newType(PyType.TYPE, name, new PyObject[] {base}, ns, Py.NO_KWNAMES,
                Py.NO_ARGS);
    }

    @Test
    void familyIsBinarySubscr() {
        assertEquals(Family.BINARY_SUBSCR, spec.family());
    }

    @Test
    void nonNegativeCompactIndexesSpecializeOnListsTuplesAndStrs() {
        PyObject zero = PyInt.of(0);
        PyObject high = PyInt.of((1 << 30) - 1);
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_LIST_INT), decide(list3(), zero));
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_LIST_INT), decide(list3(), high),
                "out of range now: the child deopts and the generic path raises");
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_TUPLE_INT),
                decide(PyTuple.of(PyInt.of(1)), zero));
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_STR_INT),
                decide(PyStr.of("é😀"), PyInt.of(1)));
    }

    @Test
    void negativeOrLargeIndexesFailOutOfRange() {
        for (PyObject i : new PyObject[] {PyInt.of(-1), PyInt.of(1 << 30),
                PyBigInt.normalize(BigInteger.TWO.pow(80))}) {
            assertEquals(fail(CommonFailure.OUT_OF_RANGE), decide(list3(), i), i::toString);
        }
        assertEquals(fail(CommonFailure.OUT_OF_RANGE), decide(PyStr.of("ab"), PyInt.of(-1)));
    }

    @Test
    void aSliceOfAnExactListBecomesListSlice() {
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_LIST_SLICE),
                decide(list3(), slice()));
        assertEquals(fail(CommonFailure.OTHER), decide(list3(), Py.None));
    }

    @Test
    void slicesOfOtherSequencesAndOtherIndexesFailWithTheContainersKind() {
        assertEquals(fail(SubscrFailure.TUPLE_SLICE), decide(PyTuple.EMPTY, slice()));
        assertEquals(fail(SubscrFailure.STRING_SLICE), decide(PyStr.of("ab"), slice()));
        assertEquals(fail(CommonFailure.OTHER), decide(list3(), Py.True));
        assertEquals(fail(CommonFailure.OTHER), decide(list3(), PyStr.of("0")));
    }

    @Test
    void exactDictsSpecializeForAnyKey() {
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_DICT),
                decide(new PyDict(), new PyList()));
        PyType sub = classWith("D", PyDict.TYPE, null);
        assertEquals(fail(CommonFailure.OTHER),
                decide(sub.call(Py.NO_ARGS, Py.NO_KWNAMES), PyInt.of(0)));
    }

    @Test
    void aSimplePythonGetitemIsCachedInTheClass() {
        PyFunction f = function(2, 0, PyCode.CO_OPTIMIZED | PyCode.CO_NEWLOCALS);
        PyType c = classWith("C", PyType.OBJECT, f);
        Site site = site(new PyInstance(c), PyInt.of(-7));
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_GETITEM), spec.specialize(site));
        assertSame(f, c.specCacheGetitem);
        assertEquals(f.version, c.specCacheGetitemVersion);
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setRef(any(), any());
        c.setAttr(PyStr.intern("other"), Py.None);
        assertNull(c.specCacheGetitem, "modifying the class clears the cache");
    }

    @Test
    void anInheritedGetitemIsCachedInTheSubclass() {
        PyFunction f = function(2, 0, PyCode.CO_OPTIMIZED);
        PyType base = classWith("Base", PyType.OBJECT, f);
        PyType sub = classWith("Sub", base, null);
        assertEquals(Decision.specialize(Opcode.BINARY_SUBSCR_GETITEM),
                decide(new PyInstance(sub), PyInt.of(0)));
        assertSame(f, sub.specCacheGetitem);
        base.setAttr(PyStr.intern("x"), Py.None);
        assertNull(sub.specCacheGetitem, "modifying a base clears the subclass's cache");
    }

    @Test
    void getitemsOfOtherShapesFail() {
        assertEquals(fail(CommonFailure.CODE_COMPLEX_PARAMETERS), decide(new PyInstance(
                classWith("V", PyType.OBJECT, function(1, 0,
                        PyCode.CO_OPTIMIZED | PyCode.CO_VARARGS))), PyInt.of(0)));
        assertEquals(fail(CommonFailure.CODE_COMPLEX_PARAMETERS), decide(new PyInstance(
                classWith("K", PyType.OBJECT, function(2, 1, PyCode.CO_OPTIMIZED))),
                PyInt.of(0)));
        assertEquals(fail(CommonFailure.CODE_NOT_OPTIMIZED), decide(new PyInstance(
                classWith("N", PyType.OBJECT, function(2, 0, 0))), PyInt.of(0)));
        assertEquals(fail(CommonFailure.WRONG_NUMBER_ARGUMENTS), decide(new PyInstance(
                classWith("W", PyType.OBJECT, function(3, 0, PyCode.CO_OPTIMIZED))),
                PyInt.of(0)));
        PyFunction reset = function(2, 0, PyCode.CO_OPTIMIZED);
        reset.shapeChanged();
        PyType r = classWith("R", PyType.OBJECT, reset);
        assertEquals(fail(CommonFailure.OUT_OF_VERSIONS), decide(new PyInstance(r), Py.None));
        assertNull(r.specCacheGetitem);
    }

    @Test
    void builtinContainersFailWithTheirKinds() {
        PyBytes b = new PyBytes(new byte[] {1});
        assertEquals(fail(SubscrFailure.BUFFER_INT), decide(b, PyInt.of(0)));
        assertEquals(fail(SubscrFailure.BUFFER_SLICE), decide(b, slice()));
        assertEquals(fail(CommonFailure.OTHER), decide(Py.None, PyInt.of(0)));
    }

    @Test
    void failureKindsHaveCPythonsNumbers() {
        assertEquals(11, SubscrFailure.LIST_SLICE.code());
        assertEquals(23, SubscrFailure.NOT_HEAP_TYPE.code());
        assertEquals(CommonFailure.values().length + SubscrFailure.values().length,
                spec.failureKinds().size());
    }
}
