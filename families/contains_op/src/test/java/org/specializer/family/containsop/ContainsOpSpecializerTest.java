package org.specializer.family.containsop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyFrozenSet;
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

class ContainsOpSpecializerTest {
    private final ContainsOpSpecializer spec = new ContainsOpSpecializer();

    private static Site site(PyObject item, PyObject container, int oparg) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.CONTAINS_OP);
        when(site.oparg()).thenReturn(oparg);
        when(site.stack(1)).thenReturn(item);
        when(site.stack(0)).thenReturn(container);
        return site;
    }

    private Decision decide(PyObject container) {
        return spec.specialize(site(PyInt.of(1), container, 0));
    }

    private static PyObject subclassInstance(PyType base) {
        PyType t = TypeFactory.newType(PyType.TYPE, "Sub", new PyObject[] {base}, new PyDict(),
                Py.NO_KWNAMES, Py.NO_ARGS);
        return t.call(Py.NO_ARGS, Py.NO_KWNAMES);
    }

    @Test
    void familyIsContainsOp() {
        assertEquals(Family.CONTAINS_OP, spec.family());
    }

    @Test
    void exactDictsSetsAndFrozensetsSpecialize() {
        assertEquals(Decision.specialize(Opcode.CONTAINS_OP_DICT), decide(new PyDict()));
        assertEquals(Decision.specialize(Opcode.CONTAINS_OP_SET), decide(new PySet()));
        assertEquals(Decision.specialize(Opcode.CONTAINS_OP_SET),
                decide(PyFrozenSet.of(PyTuple.EMPTY)));
    }

    @Test
    void notInSpecializesTheSame() {
        assertEquals(Decision.specialize(Opcode.CONTAINS_OP_DICT),
                spec.specialize(site(PyStr.of("k"), new PyDict(), 1)));
    }

    @Test
    void theItemDoesNotMatter_evenUnhashable() {
        assertEquals(Decision.specialize(Opcode.CONTAINS_OP_SET),
                spec.specialize(site(new PyList(), new PySet(), 0)));
    }

    @Test
    void subclassesStayGeneric() {
        assertEquals(Decision.fail(CommonFailure.OTHER), decide(subclassInstance(PyDict.TYPE)));
        assertEquals(Decision.fail(CommonFailure.OTHER), decide(subclassInstance(PySet.TYPE)));
    }

    @Test
    void otherContainersFailWithCPythonsKinds() {
        assertEquals(Decision.fail(ContainsOpFailure.STR), decide(PyStr.of("abc")));
        assertEquals(Decision.fail(ContainsOpFailure.LIST), decide(new PyList()));
        assertEquals(Decision.fail(ContainsOpFailure.TUPLE), decide(PyTuple.EMPTY));
        assertEquals(Decision.fail(ContainsOpFailure.USER_CLASS), decide(PyInt.TYPE));
        assertEquals(Decision.fail(CommonFailure.OTHER), decide(Py.None));
    }

    @Test
    void noCacheIsWritten() {
        Site site = site(PyInt.of(1), new PyDict(), 0);
        spec.specialize(site);
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void failureKindsHaveCPythonsNumbers() {
        assertEquals(9, ContainsOpFailure.STR.code());
        assertEquals(12, ContainsOpFailure.USER_CLASS.code());
        assertEquals(CommonFailure.values().length + ContainsOpFailure.values().length,
                spec.failureKinds().size());
    }
}
