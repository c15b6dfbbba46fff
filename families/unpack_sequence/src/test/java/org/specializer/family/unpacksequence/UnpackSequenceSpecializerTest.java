package org.specializer.family.unpacksequence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

class UnpackSequenceSpecializerTest {
    private final UnpackSequenceSpecializer spec = new UnpackSequenceSpecializer();

    private static Site site(PyObject seq, int n) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.UNPACK_SEQUENCE);
        when(site.oparg()).thenReturn(n);
        when(site.stack(0)).thenReturn(seq);
        return site;
    }

    private Decision decide(PyObject seq, int n) {
        return spec.specialize(site(seq, n));
    }

    private static PyObject[] items(int n) {
        PyObject[] a = new PyObject[n];
        for (int i = 0; i < n; i++) {
            a[i] = PyInt.of(i);
        }
        return a;
    }

    @Test
    void familyIsUnpackSequence() {
        assertEquals(Family.UNPACK_SEQUENCE, spec.family());
    }

    @Test
    void tuplesOfTheRightLength() {
        assertEquals(Decision.specialize(Opcode.UNPACK_SEQUENCE_TWO_TUPLE),
                decide(PyTuple.of(items(2)), 2));
        assertEquals(Decision.specialize(Opcode.UNPACK_SEQUENCE_TUPLE),
                decide(PyTuple.of(items(3)), 3));
        assertEquals(Decision.specialize(Opcode.UNPACK_SEQUENCE_TUPLE),
                decide(PyTuple.of(items(1)), 1));
        assertEquals(Decision.specialize(Opcode.UNPACK_SEQUENCE_TUPLE), decide(PyTuple.EMPTY, 0));
    }

    @Test
    void listsOfTheRightLength() {
        assertEquals(Decision.specialize(Opcode.UNPACK_SEQUENCE_LIST),
                decide(new PyList(items(2)), 2));
        assertEquals(Decision.specialize(Opcode.UNPACK_SEQUENCE_LIST),
                decide(new PyList(items(5)), 5));
    }

    @Test
    void aWrongLengthIsAnExpectedError() {
        assertEquals(Decision.fail(CommonFailure.EXPECTED_ERROR), decide(PyTuple.of(items(3)), 2));
        assertEquals(Decision.fail(CommonFailure.EXPECTED_ERROR), decide(new PyList(items(1)), 2));
    }

    @Test
    void otherIterablesFailWithTheirKinds() {
        assertEquals(Decision.fail(UnpackSequenceFailure.SEQUENCE), decide(PyStr.of("ab"), 2));
        PyType tupleSub = TypeFactory.newType(PyType.TYPE, "T", new PyObject[] {PyTuple.TYPE},
                new PyDict(), Py.NO_KWNAMES, Py.NO_ARGS);
        assertEquals(Decision.fail(UnpackSequenceFailure.SEQUENCE),
                decide(tupleSub.call(new PyObject[] {PyTuple.of(items(2))}, Py.NO_KWNAMES), 2));
        assertEquals(Decision.fail(UnpackSequenceFailure.ITERATOR),
                decide(Abstract.iter(PyTuple.of(items(2))), 2));
        assertEquals(Decision.fail(CommonFailure.OTHER), decide(new PyDict(), 2),
                "a dict is not a sequence");
        assertEquals(Decision.fail(CommonFailure.OTHER), decide(PyInt.of(5), 2));
    }

    @Test
    void noCacheIsWritten() {
        Site site = site(PyTuple.of(items(2)), 2);
        spec.specialize(site);
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void failureKindsHaveCPythonsNumbers() {
        assertEquals(9, UnpackSequenceFailure.ITERATOR.code());
        assertEquals(10, UnpackSequenceFailure.SEQUENCE.code());
        assertEquals(CommonFailure.values().length + UnpackSequenceFailure.values().length,
                spec.failureKinds().size());
    }
}
