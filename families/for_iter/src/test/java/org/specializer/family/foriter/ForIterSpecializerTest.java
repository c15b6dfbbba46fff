package org.specializer.family.foriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.BytesIterator;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyDict;
import org.specializer.api.PyDictItems;
import org.specializer.api.PyDictValues;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyInstance;
import org.specializer.api.PyList;
import org.specializer.api.PyListIterator;
import org.specializer.api.PyListReverseIterator;
import org.specializer.api.PyLongRangeIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyRangeIterator;
import org.specializer.api.PySeqIter;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyTupleIterator;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.IterFailure;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

class ForIterSpecializerTest {
    private final ForIterSpecializer spec = new ForIterSpecializer();

    private static Site site(PyObject iter, int oparg) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.FOR_ITER);
        when(site.oparg()).thenReturn(oparg);
        when(site.stack(0)).thenReturn(iter);
        return site;
    }

    private Decision decide(PyObject iter) {
        return spec.specialize(site(iter, 12));
    }

    private static Decision fail(org.specializer.spi.FailureKind k) {
        return Decision.fail(k);
    }

    @Test
    void familyIsForIter() {
        assertEquals(Family.FOR_ITER, spec.family());
    }

    @Test
    void listTupleRangeAndGeneratorIteratorsSpecialize() {
        assertEquals(Decision.specialize(Opcode.FOR_ITER_LIST),
                decide(new PyListIterator(new PyList())));
        assertEquals(Decision.specialize(Opcode.FOR_ITER_TUPLE),
                decide(new PyTupleIterator(PyTuple.EMPTY)));
        assertEquals(Decision.specialize(Opcode.FOR_ITER_RANGE),
                decide(new PyRangeIterator(0, 1, 10)));
        assertEquals(Decision.specialize(Opcode.FOR_ITER_GEN),
                decide(new StubGenerator(PyGenerator.TYPE)));
    }

    @Test
    void exhaustedIteratorsStillSpecialize() {
        PyListIterator it = new PyListIterator(new PyList());
        it.nextOrNull();
        assertEquals(Decision.specialize(Opcode.FOR_ITER_LIST), decide(it));
    }

    @Test
    void aGeneratorNeedsItsReturnOffsetToFitSixteenBits() {
        PyObject g = new StubGenerator(PyGenerator.TYPE);
        assertEquals(Decision.specialize(Opcode.FOR_ITER_GEN),
                spec.specialize(site(g, Short.MAX_VALUE)));
        assertEquals(fail(IterFailure.GENERATOR), spec.specialize(site(g, Short.MAX_VALUE + 1)));
    }

    @Test
    void coroutinesAreNotLoopedOver() {
        assertEquals(fail(IterFailure.COROUTINE),
                decide(new StubGenerator(PyGenerator.COROUTINE_TYPE)));
    }

    @Test
    void otherIteratorsFailWithTheirKinds() {
        PyDict d = new PyDict();
        assertEquals(fail(IterFailure.DICT_KEYS), decide(Abstract.iter(d)));
        assertEquals(fail(IterFailure.DICT_VALUES), decide(Abstract.iter(new PyDictValues(d))));
        assertEquals(fail(IterFailure.DICT_ITEMS), decide(Abstract.iter(new PyDictItems(d))));
        assertEquals(fail(IterFailure.SET), decide(Abstract.iter(new PySet())));
        assertEquals(fail(IterFailure.ASCII_STRING), decide(Abstract.iter(PyStr.of("ab"))));
        assertEquals(fail(IterFailure.STRING), decide(Abstract.iter(PyStr.of("é"))));
        assertEquals(fail(IterFailure.BYTES),
                decide(new BytesIterator(new PyBytes(new byte[] {1}))));
        assertEquals(fail(IterFailure.SEQ_ITER), decide(new PySeqIter(PyStr.of("ab"))));
        assertEquals(fail(IterFailure.REVERSED_LIST),
                decide(new PyListReverseIterator(new PyList())));
        assertEquals(fail(CommonFailure.OTHER), decide(new PyLongRangeIterator(
                BigInteger.ZERO, BigInteger.ONE, BigInteger.TWO.pow(70))));
        PyType userIter = TypeFactory.newType(PyType.TYPE, "It", new PyObject[] {PyType.OBJECT},
                new PyDict(), Py.NO_KWNAMES, Py.NO_ARGS);
        assertEquals(fail(CommonFailure.OTHER), decide(new PyInstance(userIter)));
    }

    @Test
    void noCacheIsWritten() {
        Site site = site(new PyRangeIterator(0, 1, 3), 4);
        spec.specialize(site);
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void failureKindsHaveCPythonsNumbers() {
        assertEquals(10, IterFailure.GENERATOR.code());
        assertEquals(30, IterFailure.ASYNC_GENERATOR_SEND.code());
        assertEquals(CommonFailure.values().length + IterFailure.values().length,
                spec.failureKinds().size());
    }
}
