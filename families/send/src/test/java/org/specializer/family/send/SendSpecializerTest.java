package org.specializer.family.send;

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
import org.specializer.api.PyGenerator;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyListIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyRangeIterator;
import org.specializer.api.PyStr;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.IterFailure;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

class SendSpecializerTest {
    private final SendSpecializer spec = new SendSpecializer();

    private static Site site(PyObject receiver, PyObject value) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.SEND);
        when(site.oparg()).thenReturn(5);
        when(site.stack(1)).thenReturn(receiver);
        when(site.stack(0)).thenReturn(value);
        return site;
    }

    private Decision decide(PyObject receiver) {
        return spec.specialize(site(receiver, Py.None));
    }

    @Test
    void familyIsSend() {
        assertEquals(Family.SEND, spec.family());
    }

    @Test
    void generatorsAndCoroutinesSpecialize() {
        assertEquals(Decision.specialize(Opcode.SEND_GEN),
                decide(new StubGenerator(PyGenerator.TYPE)));
        assertEquals(Decision.specialize(Opcode.SEND_GEN),
                decide(new StubGenerator(PyGenerator.COROUTINE_TYPE)));
    }

    @Test
    void theSentValueDoesNotMatter() {
        assertEquals(Decision.specialize(Opcode.SEND_GEN),
                spec.specialize(site(new StubGenerator(PyGenerator.TYPE), PyInt.of(3))));
    }

    @Test
    void otherReceiversFailWithTheirIteratorKinds() {
        assertEquals(Decision.fail(IterFailure.LIST),
                decide(new PyListIterator(new PyList())));
        assertEquals(Decision.fail(IterFailure.RANGE), decide(new PyRangeIterator(0, 1, 1)));
        assertEquals(Decision.fail(IterFailure.ASCII_STRING),
                decide(Abstract.iter(PyStr.of("x"))));
        assertEquals(Decision.fail(CommonFailure.OTHER), decide(PyInt.of(1)));
    }

    @Test
    void noCacheIsWritten() {
        Site site = site(new StubGenerator(PyGenerator.TYPE), Py.None);
        spec.specialize(site);
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void failureKindsAreTheIteratorKinds() {
        assertEquals(CommonFailure.values().length + IterFailure.values().length,
                spec.failureKinds().size());
        assertEquals(11, IterFailure.COROUTINE.code());
    }
}
