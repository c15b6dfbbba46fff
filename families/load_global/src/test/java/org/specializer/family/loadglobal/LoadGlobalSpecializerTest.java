package org.specializer.family.loadglobal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.util.List;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/**
 * The LOAD_GLOBAL decision against a mock {@link Site} over real dicts: which child a name's
 * whereabouts give, the cache fields written (keys versions and entry index, 16 bits each),
 * CPython's failure kinds, and that deciding runs no Python code ({@code __eq__} and
 * {@code __hash__} of keys that collide with the name).
 *
 * <p>Keys versions come from one counter per JVM, so the test that uses up the 16-bit range
 * runs last.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class LoadGlobalSpecializerTest {
    private static final CacheField MODULE_VERSION =
            Family.LOAD_GLOBAL.field("module_keys_version");
    private static final CacheField BUILTIN_VERSION =
            Family.LOAD_GLOBAL.field("builtin_keys_version");
    private static final CacheField INDEX = Family.LOAD_GLOBAL.field("index");

    private final LoadGlobalSpecializer specializer = new LoadGlobalSpecializer();

    /** {@code LOAD_GLOBAL name} (with the NULL bit set, as for a call) over these dicts. */
    private static Site site(String name, PyDict globals, PyDict builtins) {
        Site s = mock(Site.class);
        when(s.opcode()).thenReturn(Opcode.LOAD_GLOBAL);
        when(s.oparg()).thenReturn(3 << 1 | 1);
        when(s.name(3)).thenReturn(PyStr.intern(name));
        when(s.globals()).thenReturn(globals);
        when(s.builtins()).thenReturn(builtins);
        return s;
    }

    private static PyDict dict(Object... keysAndValues) {
        PyDict d = new PyDict();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            Object k = keysAndValues[i];
            d.setItem(k instanceof String s ? PyStr.intern(s) : (PyObject) k,
                    (PyObject) keysAndValues[i + 1]);
        }
        return d;
    }

    private static void assertNoCacheWrites(Site s) {
        verify(s, never()).setU16(any(), anyInt());
        verify(s, never()).setU32(any(), anyInt());
        verify(s, never()).setRef(any(), any());
    }

    @Test
    @Order(1)
    void loadGlobalModule_cachesTheGlobalsKeysVersionAndEntryIndex() {
        PyDict globals = dict("a", PyInt.of(1), "b", PyInt.of(2), "x", PyInt.of(3));
        PyDict builtins = dict("len", Py.None);
        assertEquals(0, globals.currentKeysVersion(), "versions are assigned lazily");
        Site s = site("x", globals, builtins);

        assertEquals(Decision.specialize(Opcode.LOAD_GLOBAL_MODULE), specializer.specialize(s));

        int version = globals.currentKeysVersion();
        assertNotEquals(0, version, "the decision assigned the globals a keys version");
        assertTrue(version <= 0xFFFF);
        verify(s).setU16(MODULE_VERSION, version);
        verify(s).setU16(INDEX, 2);
        verify(s, never()).setU16(eq(BUILTIN_VERSION), anyInt());
        verify(s, never()).setU32(any(), anyInt());
        verify(s, never()).setRef(any(), any());
        assertEquals(0, builtins.currentKeysVersion(), "builtins were not consulted");
    }

    @Test
    @Order(1)
    void loadGlobalModule_whenAGlobalShadowsABuiltinOfTheSameName() {
        PyDict globals = dict("pad", Py.None, "len", PyInt.of(7));
        PyDict builtins = dict("len", Py.None);
        Site s = site("len", globals, builtins);
        assertEquals(Decision.specialize(Opcode.LOAD_GLOBAL_MODULE), specializer.specialize(s));
        verify(s).setU16(INDEX, 1);
        verify(s).setU16(MODULE_VERSION, globals.currentKeysVersion());
    }

    @Test
    @Order(1)
    void loadGlobalBuiltin_cachesBothKeysVersionsAndTheBuiltinsEntryIndex() {
        PyDict globals = dict("a", PyInt.of(1));
        PyDict builtins = dict("abs", Py.None, "len", Py.None, "max", Py.None);
        Site s = site("len", globals, builtins);

        assertEquals(Decision.specialize(Opcode.LOAD_GLOBAL_BUILTIN), specializer.specialize(s));

        verify(s).setU16(MODULE_VERSION, globals.currentKeysVersion());
        verify(s).setU16(BUILTIN_VERSION, builtins.currentKeysVersion());
        verify(s).setU16(INDEX, 1);
        verify(s, never()).setU32(any(), anyInt());
        assertNotEquals(globals.currentKeysVersion(), builtins.currentKeysVersion(),
                "two dicts never share a keys version");
    }

    @Test
    @Order(1)
    void aNewVersion_afterTheKeysChangeButNotAfterAValueChanges() {
        PyDict globals = dict("x", PyInt.of(1));
        PyDict builtins = new PyDict();
        specializer.specialize(site("x", globals, builtins));
        int first = globals.currentKeysVersion();
        globals.setItem(PyStr.intern("x"), PyInt.of(2));
        Site rebound = site("x", globals, builtins);
        specializer.specialize(rebound);
        verify(rebound).setU16(MODULE_VERSION, first);

        globals.setItem(PyStr.intern("y"), PyInt.of(3));
        Site grown = site("x", globals, builtins);
        specializer.specialize(grown);
        int second = globals.currentKeysVersion();
        assertTrue(second > first, "a key was added: a fresh, larger version");
        verify(grown).setU16(MODULE_VERSION, second);
    }

    @Test
    @Order(1)
    void aNameFoundNowhere_failsOutOfRange() {
        Site s = site("missing", dict("a", Py.None), dict("len", Py.None));
        assertEquals(Decision.fail(CommonFailure.OUT_OF_RANGE), specializer.specialize(s));
        assertNoCacheWrites(s);
    }

    @Test
    @Order(1)
    void globalsOfADictSubclass_failNonDict() {
        TrapClass sub = new TrapClass("Namespace", PyDict.TYPE);
        PyDict globals = new PyDict.Derived(sub.type);
        globals.setItem(PyStr.intern("x"), Py.None);
        Site s = site("x", globals, dict("len", Py.None));
        assertEquals(Decision.fail(LoadGlobalFailure.NON_DICT), specializer.specialize(s));
        assertNoCacheWrites(s);
        assertEquals(List.of(), sub.ran, "the subclass's methods did not run");
    }

    @Test
    @Order(1)
    void builtinsOfADictSubclass_failNonDictOnlyWhenConsulted() {
        TrapClass sub = new TrapClass("Builtins", PyDict.TYPE);
        PyDict builtins = new PyDict.Derived(sub.type);
        builtins.setItem(PyStr.intern("len"), Py.None);
        PyDict globals = dict("x", Py.None);

        Site builtin = site("len", globals, builtins);
        assertEquals(Decision.fail(LoadGlobalFailure.NON_DICT), specializer.specialize(builtin));
        assertNoCacheWrites(builtin);

        Site global = site("x", globals, builtins);
        assertEquals(Decision.specialize(Opcode.LOAD_GLOBAL_MODULE),
                specializer.specialize(global));
        assertEquals(List.of(), sub.ran);
    }

    @Test
    @Order(1)
    void aNonStrKeyWithTheNamesHash_failsNonStringOrSplitWithoutRunningPythonCode() {
        PyStr name = PyStr.intern("collide");
        TrapClass keyClass = new TrapClass("Key", null);
        // The trap's __hash__ must not run either, so store the key with the name's hash.
        PyDict globals = new PyDict();
        globals.setItem(keyClass.instance(), name.pyHash(), Py.None);
        Site s = site("collide", globals, dict("collide", Py.None));
        assertEquals(Decision.fail(LoadGlobalFailure.NON_STRING_OR_SPLIT),
                specializer.specialize(s));
        assertNoCacheWrites(s);
        assertEquals(List.of(), keyClass.ran, "no __eq__ or __hash__ of the key ran");

        PyDict builtins = new PyDict();
        builtins.setItem(keyClass.instance(), name.pyHash(), Py.None);
        Site b = site("collide", dict("other", Py.None), builtins);
        assertEquals(Decision.fail(LoadGlobalFailure.NON_STRING_OR_SPLIT),
                specializer.specialize(b));
        assertEquals(List.of(), keyClass.ran);
    }

    @Test
    @Order(1)
    void anIntKeyWithTheNamesHash_failsNonStringOrSplit() {
        PyStr name = PyStr.intern("h");
        PyDict globals = new PyDict();
        globals.setItem(PyInt.of(name.pyHash()), name.pyHash(), Py.None);
        globals.setItem(name, Py.True);
        Site s = site("h", globals, new PyDict());
        assertEquals(Decision.fail(LoadGlobalFailure.NON_STRING_OR_SPLIT),
                specializer.specialize(s));
    }

    @Test
    @Order(1)
    void aStrSubclassKeyEqualToTheName_failsNonStringOrSplit() {
        TrapClass strSub = new TrapClass("Name", PyStr.TYPE);
        PyStr name = PyStr.intern("spelled");
        PyDict globals = new PyDict();
        globals.setItem(new PyStr.Derived(strSub.type, "spelled"), name.pyHash(), Py.None);
        Site s = site("spelled", globals, new PyDict());
        assertEquals(Decision.fail(LoadGlobalFailure.NON_STRING_OR_SPLIT),
                specializer.specialize(s));
        assertEquals(List.of(), strSub.ran);
    }

    @Test
    @Order(1)
    void anEntryIndexBeyond16Bits_failsOutOfRange() {
        PyDict globals = new PyDict();
        for (int i = 0; i <= 0xFFFF; i++) {
            globals.setItem(PyStr.of("g" + i), Py.None);
        }
        globals.setItem(PyStr.intern("late"), Py.None);
        Site late = site("late", globals, new PyDict());
        assertEquals(Decision.fail(CommonFailure.OUT_OF_RANGE), specializer.specialize(late));
        assertNoCacheWrites(late);

        Site early = site("g65535", globals, new PyDict());
        assertEquals(Decision.specialize(Opcode.LOAD_GLOBAL_MODULE), specializer.specialize(early));
        verify(early).setU16(INDEX, 0xFFFF);
    }

    @Test
    @Order(1)
    void failureKinds_areCpythonsAndListed() {
        assertEquals(17, LoadGlobalFailure.NON_DICT.code());
        assertEquals(18, LoadGlobalFailure.NON_STRING_OR_SPLIT.code());
        assertTrue(specializer.failureKinds().containsAll(List.of(LoadGlobalFailure.values())));
        assertTrue(specializer.failureKinds().containsAll(List.of(CommonFailure.OUT_OF_RANGE,
                CommonFailure.OUT_OF_VERSIONS)));
        assertEquals(Family.LOAD_GLOBAL, specializer.family());
    }

    /** Uses up the 16-bit keys versions of this JVM: every later decision would fail. */
    @Test
    @Order(Integer.MAX_VALUE)
    void keysVersionsBeyond16Bits_failOutOfRange() {
        PyDict builtins = dict("len", Py.None);
        specializer.specialize(site("len", dict(), builtins));
        assertTrue(builtins.currentKeysVersion() != 0);
        int burnt = 0;
        while (new PyDict().keysVersion() <= 0xFFFF) {
            burnt++;
        }
        assertTrue(burnt < 0x10000);

        Site fresh = site("x", dict("x", Py.None), builtins);
        assertEquals(Decision.fail(CommonFailure.OUT_OF_RANGE), specializer.specialize(fresh));
        assertNoCacheWrites(fresh);

        Site builtin = site("len", dict("x", Py.None), builtins);
        assertEquals(Decision.fail(CommonFailure.OUT_OF_RANGE), specializer.specialize(builtin),
                "an old builtins version with a new globals version still fails");
        assertNoCacheWrites(builtin);
    }
}
