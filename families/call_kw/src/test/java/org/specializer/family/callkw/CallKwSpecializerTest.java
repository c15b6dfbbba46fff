package org.specializer.family.callkw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyMethod;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/** CALL_KW's decisions against a mock {@link Site}. */
class CallKwSpecializerTest {
    private static final CacheField FUNC_VERSION = Family.CALL_KW.field("func_version");
    private final CallKwSpecializer spec = new CallKwSpecializer();

    private static PyCode code(int argcount, int flags) {
        PyStr[] names = new PyStr[argcount];
        byte[] kinds = new byte[argcount];
        for (int i = 0; i < argcount; i++) {
            names[i] = PyStr.intern("p" + i);
            kinds[i] = PyCode.KIND_LOCAL | PyCode.KIND_ARG;
        }
        return new PyCode(new char[] {0}, new PyObject[] {Py.None}, new PyStr[0], names, kinds,
                argcount, 0, 0, flags, 2, "<test>", "f", "f", 1, new int[0], new int[0], 0);
    }

    private static PyFunction function(int argcount) {
        return new PyFunction(code(argcount, PyCode.CO_OPTIMIZED | PyCode.CO_NEWLOCALS),
                new PyDict(), new PyDict(), null);
    }

    /** CALL_KW {@code oparg}: {@code callable, self, args[oparg], ('k',)}. */
    private static Site site(int oparg, PyObject callable, PyObject self) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.CALL_KW);
        when(site.oparg()).thenReturn(oparg);
        when(site.stack(0)).thenReturn(PyTuple.of(PyStr.intern("k")));
        for (int i = 1; i <= oparg; i++) {
            when(site.stack(i)).thenReturn(PyInt.of(i));
        }
        when(site.stack(oparg + 1)).thenReturn(self);
        when(site.stack(oparg + 2)).thenReturn(callable);
        return site;
    }

    private static Opcode child(Decision d) {
        assertTrue(d instanceof Decision.Specialize, "expected a child, got " + d);
        return ((Decision.Specialize) d).child();
    }

    private static FailureKind failure(Decision d) {
        assertTrue(d instanceof Decision.Fail, "expected a failure, got " + d);
        return ((Decision.Fail) d).kind();
    }

    private static void assertNoCacheWrites(Site site) {
        verify(site, never()).setU32(any(), anyInt());
        verify(site, never()).setU16(any(), anyInt());
        verify(site, never()).setRef(any(), any());
    }

    @Test
    void pythonFunctionIsCallKwPyWithItsVersion() {
        PyFunction f = function(2);
        Site site = site(2, f, null);
        assertEquals(Opcode.CALL_KW_PY, child(spec.specialize(site)));
        verify(site).setU32(FUNC_VERSION, f.version);
    }

    @Test
    void methodCallFormOfAFunctionIsCallKwPyToo() {
        PyFunction f = function(2);
        Site site = site(1, f, PyInt.of(5));
        assertEquals(Opcode.CALL_KW_PY, child(spec.specialize(site)));
        verify(site).setU32(FUNC_VERSION, f.version);
    }

    @Test
    void boundMethodOfAFunctionIsCallKwBoundMethod() {
        PyFunction f = function(2);
        Site site = site(1, new PyMethod(f, PyInt.of(5)), null);
        assertEquals(Opcode.CALL_KW_BOUND_METHOD, child(spec.specialize(site)));
        verify(site).setU32(FUNC_VERSION, f.version);
    }

    @Test
    void functionWithoutVersionFailsOutOfVersions() {
        PyFunction f = function(1);
        f.shapeChanged();
        Site site = site(1, f, null);
        assertEquals(CommonFailure.OUT_OF_VERSIONS, failure(spec.specialize(site)));
        assertNoCacheWrites(site);
        Site bound = site(1, new PyMethod(f, PyInt.of(1)), null);
        assertEquals(CommonFailure.OUT_OF_VERSIONS, failure(spec.specialize(bound)));
        assertNoCacheWrites(bound);
    }

    @Test
    void codeWithoutFastLocalsFailsCodeNotOptimized() {
        PyFunction f = new PyFunction(code(1, 0), new PyDict(), new PyDict(), null);
        assertEquals(CommonFailure.CODE_NOT_OPTIMIZED, failure(spec.specialize(site(1, f,
                null))));
    }

    @Test
    void boundMethodOfABuiltinFailsBoundMethod() {
        PyBuiltinFunction b = new PyBuiltinFunction(Builtin.Impl.ofK("g", "g",
                (self, a, k) -> Py.None), null);
        Site site = site(1, new PyMethod(b, PyInt.of(1)), null);
        assertEquals(CallKwFailure.BOUND_METHOD, failure(spec.specialize(site)));
        assertNoCacheWrites(site);
    }

    @Test
    void everythingElseIsCallKwNonPy() {
        PyBuiltinFunction b = new PyBuiltinFunction(Builtin.Impl.ofK("g", "g",
                (self, a, k) -> Py.None), null);
        for (PyObject c : new PyObject[] {b, PyList.TYPE, PyDict.TYPE}) {
            Site site = site(1, c, null);
            assertEquals(Opcode.CALL_KW_NON_PY, child(spec.specialize(site)));
            assertNoCacheWrites(site);
        }
    }

    @Test
    void failureKindsListTheCommonOnesAndBoundMethod() {
        assertTrue(spec.failureKinds().contains(CommonFailure.OUT_OF_VERSIONS));
        assertTrue(spec.failureKinds().contains(CallKwFailure.BOUND_METHOD));
        assertEquals(Family.CALL_KW, spec.family());
    }
}
