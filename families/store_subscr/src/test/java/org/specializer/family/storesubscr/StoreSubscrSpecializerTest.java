package org.specializer.family.storesubscr;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

class StoreSubscrSpecializerTest {
    private final StoreSubscrSpecializer spec = new StoreSubscrSpecializer();

    private static Site site(PyObject container, PyObject sub) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.STORE_SUBSCR);
        when(site.stack(2)).thenReturn(PyStr.of("value"));
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

    private static PyList list(int n) {
        PyObject[] items = new PyObject[n];
        java.util.Arrays.fill(items, Py.None);
        return new PyList(items);
    }

    private static PyType classWith(String name, PyType base, String attr, PyObject value) {
        PyDict ns = new PyDict();
        if (attr != null) {
            ns.setItem(PyStr.intern(attr), value);
        }
        return TypeFactory.newType(PyType.TYPE, name, new PyObject[] {base}, ns, Py.NO_KWNAMES,
                Py.NO_ARGS);
    }

    private static PyFunction function(int flags) {
        PyStr[] names = {PyStr.intern("s"), PyStr.intern("k"), PyStr.intern("v")};
        byte[] kinds = {PyCode.KIND_LOCAL | PyCode.KIND_ARG, PyCode.KIND_LOCAL | PyCode.KIND_ARG,
                PyCode.KIND_LOCAL | PyCode.KIND_ARG};
        PyCode code = new PyCode(new char[] {0}, new PyObject[] {Py.None}, new PyStr[0], names,
                kinds, 3, 0, 0, flags, 1, "<test>", "__setitem__", "C.__setitem__", 1,
                new int[0], new int[0], 0);
        return new PyFunction(code, new PyDict(), new PyDict(), null);
    }

    @Test
    void familyIsStoreSubscr() {
        assertEquals(Family.STORE_SUBSCR, spec.family());
    }

    @Test
    void aListIndexInRangeNowSpecializes() {
        assertEquals(Decision.specialize(Opcode.STORE_SUBSCR_LIST_INT),
                decide(list(3), PyInt.of(0)));
        assertEquals(Decision.specialize(Opcode.STORE_SUBSCR_LIST_INT),
                decide(list(3), PyInt.of(2)));
    }

    @Test
    void listIndexesPastTheEndNegativeOrBigFailOutOfRange() {
        assertEquals(fail(CommonFailure.OUT_OF_RANGE), decide(list(3), PyInt.of(3)));
        assertEquals(fail(CommonFailure.OUT_OF_RANGE), decide(list(3), PyInt.of(-1)));
        assertEquals(fail(CommonFailure.OUT_OF_RANGE), decide(list(0), PyInt.of(0)));
        assertEquals(fail(CommonFailure.OUT_OF_RANGE),
                decide(list(3), PyBigInt.normalize(BigInteger.TWO.pow(64))));
    }

    @Test
    void listSlicesAndOtherIndexesFail() {
        assertEquals(fail(StoreSubscrFailure.LIST_SLICE),
                decide(list(3), new PySlice(Py.None, Py.None, Py.None)));
        assertEquals(fail(CommonFailure.OTHER), decide(list(3), Py.False));
    }

    @Test
    void exactDictsSpecializeForAnyKey() {
        assertEquals(Decision.specialize(Opcode.STORE_SUBSCR_DICT),
                decide(new PyDict(), PyTuple.EMPTY));
        assertEquals(Decision.specialize(Opcode.STORE_SUBSCR_DICT),
                decide(new PyDict(), new PyList()), "the generic path raises unhashable");
    }

    @Test
    void subclassesAndPythonSetitemsFailWithTheirKinds() {
        PyType plainDict = classWith("D", PyDict.TYPE, null, null);
        assertEquals(fail(StoreSubscrFailure.DICT_SUBCLASS_NO_OVERRIDE),
                decide(plainDict.call(Py.NO_ARGS, Py.NO_KWNAMES), PyInt.of(0)));
        PyType simple = classWith("S", PyType.OBJECT, "__setitem__",
                function(PyCode.CO_OPTIMIZED));
        assertEquals(fail(StoreSubscrFailure.PY_SIMPLE), decide(new PyInstance(simple),
                PyInt.of(0)));
        PyType other = classWith("O", PyType.OBJECT, "__setitem__",
                function(PyCode.CO_OPTIMIZED | PyCode.CO_VARKEYWORDS));
        assertEquals(fail(StoreSubscrFailure.PY_OTHER), decide(new PyInstance(other),
                PyInt.of(0)));
        PyType overriding = classWith("OD", PyDict.TYPE, "__setitem__",
                function(PyCode.CO_OPTIMIZED));
        assertEquals(fail(StoreSubscrFailure.PY_SIMPLE),
                decide(overriding.call(Py.NO_ARGS, Py.NO_KWNAMES), PyInt.of(0)));
        PyType listSub = classWith("L", PyList.TYPE, null, null);
        assertEquals(fail(CommonFailure.OTHER),
                decide(listSub.call(Py.NO_ARGS, Py.NO_KWNAMES), PyInt.of(0)));
    }

    @Test
    void buffersFailWithTheirKinds() {
        PyBytes b = new PyBytes(new byte[] {1});
        assertEquals(fail(StoreSubscrFailure.BUFFER_INT), decide(b, PyInt.of(0)));
        assertEquals(fail(CommonFailure.OUT_OF_RANGE), decide(b, PyInt.of(-1)));
        assertEquals(fail(StoreSubscrFailure.BUFFER_SLICE),
                decide(b, new PySlice(Py.None, Py.None, Py.None)));
        assertEquals(fail(CommonFailure.OTHER), decide(PyTuple.EMPTY, PyInt.of(0)));
    }

    @Test
    void noCacheIsWritten() {
        Site site = site(list(2), PyInt.of(1));
        spec.specialize(site);
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void failureKindsHaveCPythonsNumbers() {
        assertEquals(22, StoreSubscrFailure.DICT_SUBCLASS_NO_OVERRIDE.code());
        assertEquals(20, StoreSubscrFailure.PY_SIMPLE.code());
        assertEquals(CommonFailure.values().length + StoreSubscrFailure.values().length,
                spec.failureKinds().size());
    }
}
