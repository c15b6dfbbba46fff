package org.specializer.family.loadattr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.specializer.family.loadattr.Shapes.cls;
import static org.specializer.family.loadattr.Shapes.function;
import static org.specializer.family.loadattr.Shapes.n;
import static org.specializer.family.loadattr.Shapes.subclass;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.specializer.api.PyClassMethod;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInstance;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyProperty;
import org.specializer.api.PyStaticMethod;
import org.specializer.api.PyStr;
import org.specializer.api.PySuper;
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
 * The LOAD_ATTR decision against a mock {@link Site}: which child each owner shape gets, the
 * cache fields it writes, the CPython failure kind of every shape it declines, and that it
 * never runs Python code to decide.
 */
class LoadAttrSpecializerTest {
    private static final CacheField VERSION = Family.LOAD_ATTR.field("version");
    private static final CacheField KEYS_VERSION = Family.LOAD_ATTR.field("keys_version");
    private static final CacheField DESCR = Family.LOAD_ATTR.field("descr");

    private final LoadAttrSpecializer specializer = new LoadAttrSpecializer();

    @BeforeEach
    void clearTraps() {
        Shapes.RAN.clear();
    }

    private static Site load(PyObject owner, String name, boolean method) {
        return Shapes.site(Opcode.LOAD_ATTR, method ? 1 : 0, new PyStr[] {n(name)}, owner);
    }

    private Decision decide(Site s) {
        return specializer.specialize(s);
    }

    private static void assertChild(Opcode child, Decision d) {
        assertEquals(Decision.specialize(child), d);
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

    // ------------------------------------------------------------------ instance attributes

    @Test
    void inlineValueBecomesInstanceValueWithTheKeysIndex() {
        PyType c = cls("C");
        PyInstance o = instance(c, "a", PyInt.of(1), "b", PyInt.of(2));
        Site s = load(o, "b", false);
        assertChild(Opcode.LOAD_ATTR_INSTANCE_VALUE, decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU32(KEYS_VERSION, 1);
        verify(s).setRef(DESCR, null);
        assertNotEquals(0, c.currentVersion());
    }

    @Test
    void inlineValueInMethodFormIsStillInstanceValue() {
        PyType c = cls("C");
        PyInstance o = instance(c, "f", PyInt.of(1));
        assertChild(Opcode.LOAD_ATTR_INSTANCE_VALUE, decide(load(o, "f", true)));
    }

    @Test
    void nameNotAmongTheSharedKeysFailsNotInKeys() {
        PyInstance o = instance(cls("C"), "a", PyInt.of(1));
        assertFail(LoadAttrFailure.NOT_IN_KEYS, decide(load(o, "zz", false)));
    }

    @Test
    void materializedDictBecomesWithHintWithTheEntryIndex() {
        PyType c = cls("C");
        PyInstance o = instance(c, "a", PyInt.of(1), "b", PyInt.of(2));
        o.materializeDict();
        Site s = load(o, "b", false);
        assertChild(Opcode.LOAD_ATTR_WITH_HINT, decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU32(KEYS_VERSION, o.dict.strEntryIndex(n("b")));
    }

    @Test
    void materializedDictWithoutTheNameFailsNotInDict() {
        PyInstance o = instance(cls("C"), "a", PyInt.of(1));
        o.materializeDict();
        assertFail(LoadAttrFailure.NOT_IN_DICT, decide(load(o, "b", false)));
    }

    @Test
    void moreThanThirtyAttributesGoToTheDict() {
        PyType c = cls("C");
        PyInstance o = new PyInstance(c);
        for (int i = 0; i <= SharedKeys.MAX_SIZE; i++) {
            o.setInstanceAttr(n("a" + i), PyInt.of(i));
        }
        assertEquals(null, o.values);
        assertChild(Opcode.LOAD_ATTR_WITH_HINT, decide(load(o, "a30", false)));
    }

    @Test
    void instanceOfABuiltinTypeFailsNotManagedDict() {
        assertFail(LoadAttrFailure.NOT_MANAGED_DICT, decide(load(new PyList(), "zz", false)));
    }

    // ------------------------------------------------------------------ slots and __class__

    @Test
    void slotBecomesSlotWithItsIndex() {
        PyType c = cls("S", "__slots__", PyStr.of("x"));
        PyType d = subclass("T", new PyType[] {c}, "__slots__", PyStr.of("y"));
        PyInstance o = new PyInstance(d);
        Site s = load(o, "y", false);
        assertChild(Opcode.LOAD_ATTR_SLOT, decide(s));
        verify(s).setU32(VERSION, d.currentVersion());
        verify(s).setU32(KEYS_VERSION, 1);
    }

    @Test
    void slotDescriptorOfAnotherClassFailsExpectedError() {
        PyType a = cls("A", "__slots__", PyStr.of("x"));
        PyType b = cls("B", "__slots__", PyStr.of("y"));
        b.setAttr(n("x"), a.getTypeDict().getItem(n("x")));
        assertFail(CommonFailure.EXPECTED_ERROR, decide(load(new PyInstance(b), "x", false)));
        PyType c = cls("C");
        c.setAttr(n("x"), a.getTypeDict().getItem(n("x")));
        assertFail(CommonFailure.EXPECTED_ERROR, decide(load(new PyInstance(c), "x", false)));
    }

    @Test
    void dunderClassBecomesSlotReadingTheType() {
        Site s = load(PyInt.of(5), "__class__", false);
        assertChild(Opcode.LOAD_ATTR_SLOT, decide(s));
        verify(s).setU32(KEYS_VERSION, LoadAttrSpecializer.DUNDER_CLASS_SLOT);
        verify(s).setU32(VERSION, PyInt.of(5).type.currentVersion());
    }

    // ------------------------------------------------------------------ modules

    @Test
    void moduleGlobalBecomesModuleWithKeysVersionAndIndex() {
        PyModule m = new PyModule("m");
        m.put("x", PyInt.of(1));
        Site s = load(m, "x", true);
        assertChild(Opcode.LOAD_ATTR_MODULE, decide(s));
        verify(s).setU32(VERSION, m.dict.currentKeysVersion());
        verify(s).setU32(KEYS_VERSION, m.dict.strEntryIndex(n("x")));
        assertNotEquals(0, m.dict.currentKeysVersion());
    }

    @Test
    void moduleWithGetattrOrWithoutTheNameFailsModuleAttrNotFound() {
        PyModule m = new PyModule("m");
        assertFail(LoadAttrFailure.MODULE_ATTR_NOT_FOUND, decide(load(m, "x", false)));
        m.put("x", PyInt.of(1));
        m.put("__getattr__", Shapes.trap("__getattr__"));
        assertFail(LoadAttrFailure.MODULE_ATTR_NOT_FOUND, decide(load(m, "x", false)));
        assertTrue(Shapes.RAN.isEmpty());
    }

    @Test
    void moduleDataDescriptorWinsOverItsDict() {
        PyModule m = new PyModule("m");
        m.put("__class__", PyInt.of(1));
        assertFail(LoadAttrFailure.OVERRIDING_DESCRIPTOR, decide(load(m, "__class__", false)));
    }

    @Test
    void instanceOfAModuleSubclassFailsOverridden() {
        PyType sub = subclass("M", new PyType[] {PyModule.TYPE});
        PyModule m = new PyModule(sub, "m", new PyDict());
        m.put("x", PyInt.of(1));
        assertFail(CommonFailure.OVERRIDDEN, decide(load(m, "x", false)));
    }

    // ------------------------------------------------------------------ classes

    @Test
    void methodOfAClassBecomesClassWithTheClassVersion() {
        PyFunction f = function("f", 1);
        PyType c = cls("C", "f", f);
        Site s = load(c, "f", true);
        assertChild(Opcode.LOAD_ATTR_CLASS, decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setRef(DESCR, f);
    }

    @Test
    void plainClassAttributeBecomesClass() {
        PyType c = cls("C", "k", PyInt.of(3));
        Site s = load(c, "k", false);
        assertChild(Opcode.LOAD_ATTR_CLASS, decide(s));
        verify(s).setRef(DESCR, PyInt.of(3));
    }

    @Test
    void classAttributeShadowedByTypeOrMetaclassFailsMetaclassAttribute() {
        PyType c = cls("C", "mro", PyInt.of(1), "__name__", PyStr.of("x"));
        assertFail(LoadAttrFailure.METACLASS_ATTRIBUTE, decide(load(c, "mro", false)));
        assertFail(LoadAttrFailure.METACLASS_ATTRIBUTE, decide(load(c, "__name__", false)));
        PyType meta = subclass("Meta", new PyType[] {PyType.TYPE});
        PyType d = Shapes.clsWithMeta(meta, "D", "k", PyInt.of(1));
        assertFail(LoadAttrFailure.METACLASS_ATTRIBUTE, decide(load(d, "k", false)));
    }

    @Test
    void missingClassAttributeFailsExpectedError() {
        assertFail(CommonFailure.EXPECTED_ERROR, decide(load(cls("C"), "nope", false)));
    }

    @Test
    void classAttributeOfMutableClassFailsMutableClass() {
        PyType holder = cls("Holder");
        PyType c = cls("C", "k", new PyInstance(holder));
        assertFail(LoadAttrFailure.MUTABLE_CLASS, decide(load(c, "k", false)));
    }

    @Test
    void propertyReadThroughTheClassFailsProperty() {
        PyProperty p = new PyProperty(PyProperty.TYPE);
        p.fget = function("g", 1);
        assertFail(LoadAttrFailure.PROPERTY, decide(load(cls("C", "p", p), "p", false)));
    }

    // ------------------------------------------------------------------ properties

    @Test
    void propertyWithSimpleGetterBecomesPropertyWithTheGetterVersion() {
        PyProperty p = new PyProperty(PyProperty.TYPE);
        PyFunction g = function("g", 1);
        p.fget = g;
        PyType c = cls("C", "p", p);
        Site s = load(new PyInstance(c), "p", false);
        assertChild(Opcode.LOAD_ATTR_PROPERTY, decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU32(KEYS_VERSION, g.version);
        verify(s).setRef(DESCR, p);
    }

    @Test
    void propertyDeclinedShapes() {
        PyProperty p = new PyProperty(PyProperty.TYPE);
        PyType c = cls("C", "p", p);
        PyInstance o = new PyInstance(c);
        assertFail(CommonFailure.EXPECTED_ERROR, decide(load(o, "p", false)));
        p.fget = Shapes.trap("getter");
        assertFail(LoadAttrFailure.PROPERTY_NOT_PY_FUNCTION, decide(load(o, "p", false)));
        p.fget = function("g", 2);
        assertFail(CommonFailure.WRONG_NUMBER_ARGUMENTS, decide(load(o, "p", false)));
        p.fget = function("g", 1, PyCode.CO_OPTIMIZED | PyCode.CO_VARARGS);
        assertFail(CommonFailure.CODE_COMPLEX_PARAMETERS, decide(load(o, "p", false)));
        p.fget = function("g", 1, 0);
        assertFail(CommonFailure.CODE_NOT_OPTIMIZED, decide(load(o, "p", false)));
        PyFunction g = function("g", 1);
        p.fget = g;
        assertFail(LoadAttrFailure.METHOD, decide(load(o, "p", true)));
        g.shapeChanged();
        assertFail(CommonFailure.OUT_OF_VERSIONS, decide(load(o, "p", false)));
        assertTrue(Shapes.RAN.isEmpty());
    }

    @Test
    void propertyWithGetattrFailsOverridden() {
        PyProperty p = new PyProperty(PyProperty.TYPE);
        p.fget = function("g", 1);
        PyType c = cls("C", "p", p, "__getattr__", function("ga", 2));
        assertFail(CommonFailure.OVERRIDDEN, decide(load(new PyInstance(c), "p", false)));
    }

    @Test
    void subclassOfPropertyFailsMutableClass() {
        PyType myProp = subclass("MyProp", new PyType[] {PyProperty.TYPE});
        PyProperty p = new PyProperty(myProp);
        p.fget = function("g", 1);
        PyType c = cls("C", "p", p);
        assertFail(LoadAttrFailure.MUTABLE_CLASS, decide(load(new PyInstance(c), "p", false)));
    }

    // ------------------------------------------------------------------ __getattribute__

    @Test
    void pythonGetattributeBecomesGetattributeOverridden() {
        PyFunction ga = function("__getattribute__", 2);
        PyType c = cls("C", "__getattribute__", ga);
        Site s = load(new PyInstance(c), "anything", false);
        assertChild(Opcode.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN, decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU32(KEYS_VERSION, ga.version);
        verify(s).setRef(DESCR, ga);
    }

    @Test
    void getattributeDeclinedShapes() {
        PyType both = cls("C", "__getattribute__", function("g", 2), "__getattr__",
                function("h", 2));
        assertFail(CommonFailure.OVERRIDDEN, decide(load(new PyInstance(both), "x", false)));
        PyType builtin = cls("D", "__getattribute__", Shapes.trap("__getattribute__"));
        assertFail(CommonFailure.OVERRIDDEN, decide(load(new PyInstance(builtin), "x", false)));
        PyType c = cls("E", "__getattribute__", function("g", 2));
        assertFail(LoadAttrFailure.METHOD, decide(load(new PyInstance(c), "x", true)));
        PyType three = cls("F", "__getattribute__", function("g", 3));
        assertFail(CommonFailure.WRONG_NUMBER_ARGUMENTS,
                decide(load(new PyInstance(three), "x", false)));
        assertTrue(Shapes.RAN.isEmpty());
    }

    // ------------------------------------------------------------------ methods

    @Test
    void methodOnInstanceWithValuesBecomesMethodWithValues() {
        PyFunction f = function("f", 1);
        PyType c = cls("C", "f", f);
        PyInstance o = instance(c, "a", PyInt.of(1));
        Site s = load(o, "f", true);
        assertChild(Opcode.LOAD_ATTR_METHOD_WITH_VALUES, decide(s));
        verify(s).setU32(VERSION, c.currentVersion());
        verify(s).setU32(KEYS_VERSION, c.getSharedKeys().currentKeysVersion());
        verify(s).setRef(DESCR, f);
        assertNotEquals(0, c.getSharedKeys().currentKeysVersion());
    }

    @Test
    void methodWhoseNameIsASharedKeyFailsShadowed() {
        PyType c = cls("C", "f", function("f", 1));
        instance(c, "f", PyInt.of(1));
        assertFail(LoadAttrFailure.SHADOWED, decide(load(new PyInstance(c), "f", true)));
    }

    @Test
    void methodOnInstanceWithMaterializedDictFailsNotManagedDict() {
        PyType c = cls("C", "f", function("f", 1));
        PyInstance o = instance(c, "a", PyInt.of(1));
        o.materializeDict();
        assertFail(LoadAttrFailure.NOT_MANAGED_DICT, decide(load(o, "f", true)));
    }

    @Test
    void methodReadWithoutCallFailsMethod() {
        PyType c = cls("C", "f", function("f", 1));
        assertFail(LoadAttrFailure.METHOD, decide(load(new PyInstance(c), "f", false)));
    }

    @Test
    void builtinMethodOnListBecomesMethodNoDict() {
        PyList l = new PyList();
        Site s = load(l, "append", true);
        assertChild(Opcode.LOAD_ATTR_METHOD_NO_DICT, decide(s));
        verify(s).setU32(VERSION, PyList.TYPE.currentVersion());
        verify(s).setRef(DESCR, PyList.TYPE.lookup(n("append")));
    }

    @Test
    void methodOnSlotsOnlyInstanceBecomesMethodNoDict() {
        PyType c = cls("S", "__slots__", PyStr.of("x"), "f", function("f", 1));
        assertChild(Opcode.LOAD_ATTR_METHOD_NO_DICT, decide(load(new PyInstance(c), "f", true)));
    }

    @Test
    void methodOnObjectWithLazyDictBecomesMethodLazyDict() {
        PyFunction owner = function("owner", 0);
        assertChild(Opcode.LOAD_ATTR_METHOD_LAZY_DICT, decide(load(owner, "__repr__", true)));
        owner.getDict().setItem(n("k"), PyInt.of(1));
        assertFail(LoadAttrFailure.NOT_MANAGED_DICT, decide(load(owner, "__repr__", true)));
    }

    @Test
    void classAndStaticMethodsAreDeclined() {
        PyType c = cls("C", "cm", new PyClassMethod(function("cm", 1)), "sm",
                new PyStaticMethod(function("sm", 0)));
        PyInstance o = new PyInstance(c);
        assertFail(LoadAttrFailure.CLASS_METHOD_OBJ, decide(load(o, "cm", true)));
        assertFail(LoadAttrFailure.CLASS_ATTR_DESCRIPTOR, decide(load(o, "sm", true)));
        assertFail(LoadAttrFailure.BUILTIN_CLASS_METHOD_OBJ,
                decide(load(new PyDict(), "fromkeys", true)));
    }

    // ------------------------------------------------------------------ plain class attributes

    @Test
    void plainClassAttributeOnInstanceWithValuesBecomesNondescriptorWithValues() {
        PyType c = cls("C", "k", PyInt.of(7));
        Site s = load(instance(c, "a", PyInt.of(1)), "k", false);
        assertChild(Opcode.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES, decide(s));
        verify(s).setU32(KEYS_VERSION, c.getSharedKeys().currentKeysVersion());
        verify(s).setRef(DESCR, PyInt.of(7));
    }

    @Test
    void plainClassAttributeOnDictlessInstanceBecomesNondescriptorNoDict() {
        PyType c = cls("S", "__slots__", PyStr.of("x"), "k", PyInt.of(7));
        assertChild(Opcode.LOAD_ATTR_NONDESCRIPTOR_NO_DICT,
                decide(load(new PyInstance(c), "k", false)));
    }

    @Test
    void plainClassAttributeDeclinedShapes() {
        PyType c = cls("C", "k", PyInt.of(7));
        assertFail(LoadAttrFailure.CLASS_ATTR_SIMPLE, decide(load(new PyInstance(c), "k", true)));
        PyType holder = cls("Holder", "__get__", Shapes.trap("__get__"));
        PyType d = cls("D", "k", new PyInstance(holder));
        assertFail(LoadAttrFailure.MUTABLE_CLASS, decide(load(new PyInstance(d), "k", false)));
        assertTrue(Shapes.RAN.isEmpty());
    }

    // ------------------------------------------------------------------ overrides and versions

    @Test
    void superObjectsFailOverridden() {
        PyType c = cls("C");
        assertFail(CommonFailure.OVERRIDDEN,
                decide(load(new PySuper(c, new PyInstance(c)), "x", false)));
    }

    @Test
    void classOutOfVersionsFailsOutOfVersions() {
        PyType c = cls("C", "k", PyInt.of(1));
        while (c.versionsUsed() < PyType.MAX_VERSIONS_PER_CLASS) {
            c.version();
            c.modified();
        }
        assertFail(CommonFailure.OUT_OF_VERSIONS, decide(load(new PyInstance(c), "k", false)));
        assertFail(CommonFailure.OUT_OF_VERSIONS, decide(load(c, "k", false)));
    }

    @Test
    void declinedDecisionsWriteNoCache() {
        PyType c = cls("C", "f", function("f", 1));
        Site s = load(new PyInstance(c), "f", false);
        assertFail(LoadAttrFailure.METHOD, decide(s));
        verify(s, never()).setU32(any(), anyInt());
        verify(s, never()).setRef(any(), any());
    }

    @Test
    void failureKindsUseCpythonNumbers() {
        assertEquals(21, LoadAttrFailure.SHADOWED.code());
        assertEquals(33, LoadAttrFailure.BUILTIN_CLASS_METHOD_OBJ.code());
        assertEquals(27, LoadAttrFailure.METACLASS_ATTRIBUTE.code());
        assertTrue(specializer.failureKinds().contains(CommonFailure.OUT_OF_VERSIONS));
    }
}
