package org.specializer.family.storeattr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.specializer.family.storeattr.Shapes.cls;
import static org.specializer.family.storeattr.Shapes.function;
import static org.specializer.family.storeattr.Shapes.n;
import static org.specializer.family.storeattr.Shapes.subclass;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.specializer.api.PyClassMethod;
import org.specializer.api.PyDict;
import org.specializer.api.PyInstance;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyProperty;
import org.specializer.api.PyStaticMethod;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.api.SharedKeys;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/**
 * The STORE_ATTR decision against a mock {@link Site}: the three children, the cache fields
 * (type version, index), the failure kinds of every class attribute that intercepts a store,
 * and that no Python code runs.
 */
class StoreAttrSpecializerTest {
    private static final CacheField VERSION = Family.STORE_ATTR.field("version");
    private static final CacheField INDEX = Family.STORE_ATTR.field("index");

    private final StoreAttrSpecializer specializer = new StoreAttrSpecializer();

    @BeforeEach
    void clearTraps() {
        Shapes.RAN.clear();
    }

    private static Site store(PyObject owner, String name) {
        return Shapes.site(Opcode.STORE_ATTR, 0, new PyStr[] {n(name)}, PyInt.of(99), owner);
    }

    private Decision decide(Site s) {
        return specializer.specialize(s);
    }

    private static void assertFail(FailureKind kind, Decision d) {
        assertEquals(Decision.fail(kind), d);
    }

    private static PyInstance instance(PyType t, Object... attrs) {
        PyInstance o = new PyInstance(t);
        for (int i = 0; i < attrs.length; i += 2) {
            o.setInstanceAttr(n((String) attrs[i]), (PyObject) attrs[i + 1]);
        }
        return o;
    }

    @Test
    void knownSharedKeyBecomesInstanceValueWithItsIndex() {
        PyType c = cls("C");
        PyInstance o = instance(c, "a", PyInt.of(1), "b", PyInt.of(2));
        Site s = store(o, "b");
        assertEquals(Decision.specialize(Opcode.STORE_ATTR_INSTANCE_VALUE), decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU16(INDEX, 1);
    }

    @Test
    void knownSharedKeyUnsetOnThisInstanceIsStillInstanceValue() {
        PyType c = cls("C");
        instance(c, "a", PyInt.of(1), "b", PyInt.of(2));
        Site s = store(new PyInstance(c), "b");
        assertEquals(Decision.specialize(Opcode.STORE_ATTR_INSTANCE_VALUE), decide(s));
        verify(s).setU16(INDEX, 1);
    }

    @Test
    void newNameFailsNotInKeys() {
        assertFail(StoreAttrFailure.NOT_IN_KEYS, decide(store(new PyInstance(cls("C")), "x")));
    }

    @Test
    void existingDictEntryBecomesWithHint() {
        PyType c = cls("C");
        PyInstance o = instance(c, "a", PyInt.of(1), "b", PyInt.of(2));
        o.materializeDict();
        Site s = store(o, "b");
        assertEquals(Decision.specialize(Opcode.STORE_ATTR_WITH_HINT), decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU16(INDEX, o.dict.strEntryIndex(n("b")));
        assertFail(StoreAttrFailure.NOT_IN_DICT, decide(store(o, "zz")));
    }

    @Test
    void fullSharedKeysSendNewNamesToTheDict() {
        PyType c = cls("C");
        PyInstance o = new PyInstance(c);
        for (int i = 0; i <= SharedKeys.MAX_SIZE; i++) {
            o.setInstanceAttr(n("a" + i), PyInt.of(i));
        }
        assertEquals(Decision.specialize(Opcode.STORE_ATTR_WITH_HINT), decide(store(o, "a30")));
        PyInstance fresh = new PyInstance(c);
        assertEquals(Decision.specialize(Opcode.STORE_ATTR_INSTANCE_VALUE),
                decide(store(fresh, "a29")));
    }

    @Test
    void slotBecomesSlot() {
        PyType c = cls("S", "__slots__", PyStr.of("x"));
        Site s = store(new PyInstance(c), "x");
        assertEquals(Decision.specialize(Opcode.STORE_ATTR_SLOT), decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU16(INDEX, 0);
    }

    @Test
    void slotOfAnotherClassFailsExpectedError() {
        PyType a = cls("A", "__slots__", PyStr.of("x"));
        PyType b = cls("B", "__slots__", PyStr.of("y"));
        b.setAttr(n("x"), a.getTypeDict().getItem(n("x")));
        assertFail(CommonFailure.EXPECTED_ERROR, decide(store(new PyInstance(b), "x")));
    }

    @Test
    void classAttributesThatInterceptOrShadowAreDeclined() {
        PyProperty p = new PyProperty(PyProperty.TYPE);
        PyType holder = cls("Holder", "__set__", Shapes.trap("__set__"));
        PyType c = cls("C", "m", function("m", 1), "p", p, "k", PyInt.of(1),
                "cm", new PyClassMethod(function("cm", 1)),
                "sm", new PyStaticMethod(function("sm", 0)), "mut", new PyInstance(holder));
        PyInstance o = new PyInstance(c);
        assertFail(StoreAttrFailure.METHOD, decide(store(o, "m")));
        assertFail(StoreAttrFailure.PROPERTY, decide(store(o, "p")));
        assertFail(StoreAttrFailure.CLASS_ATTR_SIMPLE, decide(store(o, "k")));
        assertFail(StoreAttrFailure.CLASS_METHOD_OBJ, decide(store(o, "cm")));
        assertFail(StoreAttrFailure.CLASS_ATTR_DESCRIPTOR, decide(store(o, "sm")));
        assertFail(StoreAttrFailure.MUTABLE_CLASS, decide(store(o, "mut")));
        assertFail(StoreAttrFailure.NON_OBJECT_SLOT, decide(store(o, "__class__")));
        assertFail(StoreAttrFailure.OVERRIDING_DESCRIPTOR, decide(store(o, "__dict__")));
        assertTrue(Shapes.RAN.isEmpty());
    }

    @Test
    void setattrOverridesAndSpecialOwnersFailOverridden() {
        PyType c = cls("C", "__setattr__", Shapes.trap("__setattr__"));
        assertFail(CommonFailure.OVERRIDDEN, decide(store(new PyInstance(c), "x")));
        assertFail(CommonFailure.OVERRIDDEN, decide(store(new PyModule("m"), "x")));
        assertFail(CommonFailure.OVERRIDDEN, decide(store(cls("D"), "x")));
        assertTrue(Shapes.RAN.isEmpty());
    }

    @Test
    void objectsWithoutInlineValuesFailNotManagedDict() {
        assertFail(StoreAttrFailure.NOT_MANAGED_DICT, decide(store(function("f", 0), "x")));
        PyType sub = subclass("L", new PyType[] {PyList.TYPE});
        assertFail(StoreAttrFailure.NOT_MANAGED_DICT,
                decide(store(new PyList.Derived(sub), "x")));
        PyType slotted = cls("S", "__slots__", PyStr.of("x"));
        assertFail(StoreAttrFailure.NOT_MANAGED_DICT, decide(store(new PyInstance(slotted), "y")));
    }

    @Test
    void dictSubclassAsInstanceDictFailsNoDict() {
        PyType c = cls("C");
        PyInstance o = instance(c, "a", PyInt.of(1));
        PyType dsub = subclass("D", new PyType[] {PyDict.TYPE});
        PyDict d = new PyDict.Derived(dsub);
        d.setItem(n("a"), PyInt.of(1));
        o.setDict(d);
        assertFail(CommonFailure.NO_DICT, decide(store(o, "a")));
    }

    @Test
    void classOutOfVersionsFailsOutOfVersions() {
        PyType c = cls("C");
        PyInstance o = instance(c, "a", PyInt.of(1));
        while (c.versionsUsed() < PyType.MAX_VERSIONS_PER_CLASS) {
            c.version();
            c.modified();
        }
        Site s = store(o, "a");
        assertFail(CommonFailure.OUT_OF_VERSIONS, decide(s));
        verify(s, never()).setU32(any(), anyInt());
        verify(s, never()).setU16(any(), anyInt());
    }
}
