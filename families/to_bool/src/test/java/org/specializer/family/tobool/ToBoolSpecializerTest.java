package org.specializer.family.tobool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
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
import org.specializer.spi.FailureKind;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

class ToBoolSpecializerTest {
    private final ToBoolSpecializer spec = new ToBoolSpecializer();

    private static Site site(PyObject value) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.TO_BOOL);
        when(site.stack(0)).thenReturn(value);
        return site;
    }

    private Decision decide(PyObject value) {
        return spec.specialize(site(value));
    }

    private static Decision child(Opcode op) {
        return Decision.specialize(op);
    }

    private static Decision fail(FailureKind kind) {
        return Decision.fail(kind);
    }

    private static PyType userClass(String name, PyType base, String... methods) {
        PyDict ns = new PyDict();
        for (String m : methods) {
            ns.setItem(PyStr.intern(m), Py.None);
        }
        return TypeFactory.newType(PyType.TYPE, name, new PyObject[] {base}, ns,
                Py.NO_KWNAMES, Py.NO_ARGS);
    }

    @Test
    void familyIsToBool() {
        assertEquals(Family.TO_BOOL, spec.family());
    }

    @Test
    void builtinShapesBecomeTheirChildren() {
        assertEquals(child(Opcode.TO_BOOL_BOOL), decide(Py.True));
        assertEquals(child(Opcode.TO_BOOL_BOOL), decide(Py.False));
        assertEquals(child(Opcode.TO_BOOL_INT), decide(PyInt.of(0)));
        assertEquals(child(Opcode.TO_BOOL_INT),
                decide(PyBigInt.normalize(java.math.BigInteger.TEN.pow(30))));
        assertEquals(child(Opcode.TO_BOOL_LIST), decide(new PyList()));
        assertEquals(child(Opcode.TO_BOOL_NONE), decide(Py.None));
        assertEquals(child(Opcode.TO_BOOL_STR), decide(PyStr.of("")));
        assertEquals(child(Opcode.TO_BOOL_STR), decide(PyStr.of("é")));
    }

    @Test
    void builtinChildrenWriteNoCache() {
        Site site = site(PyInt.of(3));
        spec.specialize(site);
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void plainInstanceIsAlwaysTrueWithItsClassVersion() {
        PyType c = userClass("Plain", PyType.OBJECT);
        Site site = site(new PyInstance(c));
        assertEquals(child(Opcode.TO_BOOL_ALWAYS_TRUE), spec.specialize(site));
        int version = c.currentVersion();
        assertNotEquals(0, version, "the specializer assigns a version");
        verify(site).setU32(Family.TO_BOOL.field("version"), version);
    }

    @Test
    void classesWithBoolOrLenFail() {
        assertEquals(fail(ToBoolFailure.NUMBER),
                decide(new PyInstance(userClass("B", PyType.OBJECT, "__bool__"))));
        assertEquals(fail(ToBoolFailure.MAPPING),
                decide(new PyInstance(userClass("L", PyType.OBJECT, "__len__"))));
        PyType base = userClass("Base", PyType.OBJECT, "__len__");
        assertEquals(fail(ToBoolFailure.MAPPING),
                decide(new PyInstance(userClass("Derived", base))), "inherited __len__");
    }

    @Test
    void subclassesOfBuiltinsInheritTheirTruth() {
        PyType intSub = userClass("I", PyInt.TYPE);
        PyObject v = intSub.call(new PyObject[] {PyInt.of(0)}, Py.NO_KWNAMES);
        assertEquals(fail(ToBoolFailure.NUMBER), decide(v));
        PyType listSub = userClass("LS", PyList.TYPE);
        assertEquals(fail(ToBoolFailure.MAPPING),
                decide(listSub.call(Py.NO_ARGS, Py.NO_KWNAMES)));
    }

    @Test
    void classWithoutVersionsLeftFailsOutOfVersions() {
        PyType c = userClass("Churn", PyType.OBJECT);
        PyStr attr = PyStr.intern("x");
        while (c.versionsUsed() < 1000 && c.version() != 0) {
            c.setAttr(attr, PyInt.of(c.versionsUsed()));
        }
        assertEquals(0, c.version());
        assertEquals(fail(CommonFailure.OUT_OF_VERSIONS), decide(new PyInstance(c)));
    }

    @Test
    void otherBuiltinsFailWithCPythonsKinds() {
        assertEquals(fail(ToBoolFailure.FLOAT), decide(new PyFloat(0.0)));
        assertEquals(fail(ToBoolFailure.DICT), decide(new PyDict()));
        assertEquals(fail(ToBoolFailure.TUPLE), decide(PyTuple.EMPTY));
        assertEquals(fail(ToBoolFailure.SET), decide(new PySet()));
        assertEquals(fail(ToBoolFailure.SET), decide(PyFrozenSet.of(PyTuple.EMPTY)));
        assertEquals(fail(ToBoolFailure.BYTES), decide(new org.specializer.api.PyBytes(
                new byte[0])));
        assertEquals(fail(CommonFailure.OTHER), decide(PyType.OBJECT));
    }

    @Test
    void failureKindsListCommonAndFamilyKinds() {
        assertEquals(CommonFailure.values().length + ToBoolFailure.values().length,
                spec.failureKinds().size());
        assertEquals(13, ToBoolFailure.MAPPING.code());
    }
}
