package org.specializer.family.call;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import org.junit.jupiter.api.Test;
import org.specializer.api.Builtin;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyFunction;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyMethod;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.spi.CacheField;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.Family;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/** CALL's decisions against a mock {@link Site}: children, cache writes, failure kinds. */
class CallSpecializerTest {
    private static final CacheField FUNC_VERSION = Family.CALL.field("func_version");
    private final CallSpecializer spec = new CallSpecializer();
    private final PyDict builtins = new PyDict();
    private final PyBuiltinFunction len = builtin(Builtin.Impl.of1("len", "len",
            (self, x) -> PyInt.of(0)));
    private final PyBuiltinFunction isinstance = builtin(Builtin.Impl.of2("isinstance",
            "isinstance", (self, a, b) -> Py.True));

    CallSpecializerTest() {
        builtins.setItem(PyStr.intern("len"), len);
        builtins.setItem(PyStr.intern("isinstance"), isinstance);
    }

    // ------------------------------------------------------------------ helpers

    private static PyBuiltinFunction builtin(Builtin.Impl impl) {
        return new PyBuiltinFunction(impl, null);
    }

    /** A code object with {@code argcount} positional parameters (and the given extras). */
    static PyCode code(int argcount, int kwonly, int flags) {
        int n = argcount + kwonly + ((flags & PyCode.CO_VARARGS) != 0 ? 1 : 0)
                + ((flags & PyCode.CO_VARKEYWORDS) != 0 ? 1 : 0);
        PyStr[] names = new PyStr[n];
        byte[] kinds = new byte[n];
        for (int i = 0; i < n; i++) {
            names[i] = PyStr.intern("p" + i);
            kinds[i] = PyCode.KIND_LOCAL | PyCode.KIND_ARG;
        }
        return new PyCode(new char[] {0}, new PyObject[] {Py.None}, new PyStr[0], names, kinds,
                argcount, 0, kwonly, flags, 2, "<test>", "f", "f", 1, new int[0], new int[0],
                0);
    }

    static PyFunction function(int argcount) {
        return function(code(argcount, 0, PyCode.CO_OPTIMIZED | PyCode.CO_NEWLOCALS));
    }

    static PyFunction function(PyCode code) {
        return new PyFunction(code, new PyDict(), new PyDict(), null);
    }

    /** A site of CALL {@code oparg} with {@code callable, self} under the arguments. */
    private Site site(int oparg, PyObject callable, PyObject self) {
        Site site = mock(Site.class);
        when(site.opcode()).thenReturn(Opcode.CALL);
        when(site.oparg()).thenReturn(oparg);
        when(site.stack(oparg + 1)).thenReturn(callable);
        when(site.stack(oparg)).thenReturn(self);
        for (int i = 0; i < oparg; i++) {
            when(site.stack(i)).thenReturn(PyInt.of(i));
        }
        when(site.builtins()).thenReturn(builtins);
        when(site.globals()).thenReturn(new PyDict());
        when(site.nextOpcode()).thenReturn(Opcode.POP_TOP);
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

    private static PyType heapClass(String name, PyDict ns) {
        return heapClass(PyType.TYPE, name, PyTuple.EMPTY, ns);
    }

    private static PyType heapClass(PyType meta, String name, PyTuple bases, PyDict ns) {
        return (PyType) meta.call(new PyObject[] {PyStr.of(name), bases, ns}, Py.NO_KWNAMES);
    }

    private static PyDict namespace(String key, PyObject value) {
        PyDict d = new PyDict();
        d.setItem(PyStr.intern("__module__"), PyStr.of("test"));
        if (key != null) {
            d.setItem(PyStr.intern(key), value);
        }
        return d;
    }

    // ------------------------------------------------------------------ Python functions

    @Test
    void functionTakingExactlyTheArgumentsIsPyExactArgsWithItsVersion() {
        PyFunction f = function(2);
        Site site = site(2, f, null);
        assertEquals(Opcode.CALL_PY_EXACT_ARGS, child(spec.specialize(site)));
        assertNotEquals(0, f.version);
        verify(site).setU32(FUNC_VERSION, f.version);
    }

    @Test
    void methodCallFormCountsSelfAsAnArgument() {
        PyFunction f = function(2);
        Site site = site(1, f, PyInt.of(7));
        assertEquals(Opcode.CALL_PY_EXACT_ARGS, child(spec.specialize(site)));
        verify(site).setU32(FUNC_VERSION, f.version);
    }

    @Test
    void functionNeedingDefaultsIsPyGeneral() {
        PyFunction f = function(3);
        f.defaults = PyTuple.of(PyInt.of(1));
        Site site = site(2, f, null);
        assertEquals(Opcode.CALL_PY_GENERAL, child(spec.specialize(site)));
        verify(site).setU32(FUNC_VERSION, f.version);
    }

    @Test
    void tooManyArgumentsIsPyGeneralToo() {
        assertEquals(Opcode.CALL_PY_GENERAL, child(spec.specialize(site(3, function(2), null))));
    }

    @Test
    void varargsVarkeywordsAndKeywordOnlyCodeIsPyGeneral() {
        int opt = PyCode.CO_OPTIMIZED | PyCode.CO_NEWLOCALS;
        for (PyCode c : new PyCode[] {code(1, 0, opt | PyCode.CO_VARARGS),
            code(1, 0, opt | PyCode.CO_VARKEYWORDS), code(1, 1, opt)}) {
            assertEquals(Opcode.CALL_PY_GENERAL,
                    child(spec.specialize(site(1, function(c), null))));
        }
    }

    @Test
    void generatorFunctionsAreSpecializedToo() {
        PyFunction g = function(code(1, 0, PyCode.CO_OPTIMIZED | PyCode.CO_GENERATOR));
        assertEquals(Opcode.CALL_PY_EXACT_ARGS, child(spec.specialize(site(1, g, null))));
    }

    @Test
    void functionWhoseShapeChangedHasNoVersionAndFailsOutOfVersions() {
        PyFunction f = function(1);
        f.shapeChanged();
        Site site = site(1, f, null);
        assertEquals(CommonFailure.OUT_OF_VERSIONS, failure(spec.specialize(site)));
        assertNoCacheWrites(site);
    }

    @Test
    void codeWithoutFastLocalsFailsCodeNotOptimized() {
        Site site = site(1, function(code(1, 0, 0)), null);
        assertEquals(CommonFailure.CODE_NOT_OPTIMIZED, failure(spec.specialize(site)));
        assertNoCacheWrites(site);
    }

    @Test
    void boundMethodOfAFunctionIsBoundMethodExactOrGeneral() {
        PyFunction f = function(2);
        Site exact = site(1, new PyMethod(f, PyInt.of(1)), null);
        assertEquals(Opcode.CALL_BOUND_METHOD_EXACT_ARGS, child(spec.specialize(exact)));
        verify(exact).setU32(FUNC_VERSION, f.version);
        Site general = site(2, new PyMethod(f, PyInt.of(1)), null);
        assertEquals(Opcode.CALL_BOUND_METHOD_GENERAL, child(spec.specialize(general)));
        verify(general).setU32(FUNC_VERSION, f.version);
    }

    @Test
    void boundMethodOfABuiltinFailsBoundMethod() {
        Site site = site(1, new PyMethod(len, PyInt.of(1)), null);
        assertEquals(CallFailure.BOUND_METHOD, failure(spec.specialize(site)));
        assertEquals(23, CallFailure.BOUND_METHOD.code());
        assertNoCacheWrites(site);
    }

    @Test
    void boundMethodOfAFunctionWithoutVersionFailsOutOfVersions() {
        PyFunction f = function(2);
        f.shapeChanged();
        assertEquals(CommonFailure.OUT_OF_VERSIONS,
                failure(spec.specialize(site(1, new PyMethod(f, PyInt.of(1)), null))));
    }

    // ------------------------------------------------------------------ builtin functions

    @Test
    void oneArgumentBuiltinIsBuiltinOAndTheBuiltinsLenIsCallLen() {
        PyBuiltinFunction abs = builtin(Builtin.Impl.of1("abs", "abs", (self, x) -> x));
        assertEquals(Opcode.CALL_BUILTIN_O, child(spec.specialize(site(1, abs, null))));
        Site site = site(1, len, null);
        assertEquals(Opcode.CALL_LEN, child(spec.specialize(site)));
        assertNoCacheWrites(site);
    }

    @Test
    void aLenThatIsNotTheBuiltinsOneIsBuiltinO() {
        PyBuiltinFunction other = builtin(Builtin.Impl.of1("len", "len", (self, x) -> x));
        assertEquals(Opcode.CALL_BUILTIN_O, child(spec.specialize(site(1, other, null))));
    }

    @Test
    void oneArgumentBuiltinWithTwoArgumentsFailsWrongNumberOfArguments() {
        assertEquals(CommonFailure.WRONG_NUMBER_ARGUMENTS,
                failure(spec.specialize(site(2, len, null))));
    }

    @Test
    void isinstanceWithTwoArgumentsIsCallIsinstanceOtherwiseBuiltinFast() {
        assertEquals(Opcode.CALL_ISINSTANCE, child(spec.specialize(site(2, isinstance, null))));
        assertEquals(Opcode.CALL_BUILTIN_FAST, child(spec.specialize(site(3, isinstance, null))));
        PyBuiltinFunction divmod = builtin(Builtin.Impl.of2("divmod", "divmod",
                (self, a, b) -> a));
        assertEquals(Opcode.CALL_BUILTIN_FAST, child(spec.specialize(site(2, divmod, null))));
    }

    @Test
    void fixedArityAndRangeBuiltinsAreBuiltinFast() {
        PyBuiltinFunction[] fs = {
            builtin(Builtin.Impl.of0("f0", "f0", self -> Py.None)),
            builtin(Builtin.Impl.of3("f3", "f3", (self, a, b, c) -> a)),
            builtin(Builtin.Impl.ofN("fn", "fn", 1, 2, (self, a) -> a[0])),
        };
        for (PyBuiltinFunction f : fs) {
            assertEquals(Opcode.CALL_BUILTIN_FAST, child(spec.specialize(site(1, f, null))));
        }
    }

    @Test
    void keywordTakingBuiltinIsBuiltinFastWithKeywords() {
        PyBuiltinFunction max = builtin(Builtin.Impl.ofK("max", "max", (self, a, k) -> a[0]));
        assertEquals(Opcode.CALL_BUILTIN_FAST_WITH_KEYWORDS,
                child(spec.specialize(site(2, max, null))));
    }

    @Test
    void typesNewIsNonPyGeneral() {
        PyObject newMethod = PyInt.TYPE.lookup(Names.__new__);
        assertTrue(newMethod instanceof PyBuiltinFunction bf && bf.isConstructor);
        assertEquals(Opcode.CALL_NON_PY_GENERAL,
                child(spec.specialize(site(2, newMethod, null))));
    }

    // ------------------------------------------------------------------ method descriptors

    private static PyMethodDescr descr(PyType t, String name) {
        PyObject d = t.lookup(PyStr.intern(name));
        assertTrue(d instanceof PyMethodDescr, name + " is " + d);
        return (PyMethodDescr) d;
    }

    @Test
    void noArgumentMethodIsMethodDescriptorNoargs() {
        PyMethodDescr upper = descr(PyStr.TYPE, "upper");
        assertEquals(Builtin.Kind.F0, upper.impl.kind);
        assertEquals(Opcode.CALL_METHOD_DESCRIPTOR_NOARGS,
                child(spec.specialize(site(0, upper, PyStr.of("a")))));
        assertEquals(Opcode.CALL_METHOD_DESCRIPTOR_NOARGS,
                child(spec.specialize(site(1, upper, null))));
        assertEquals(CommonFailure.WRONG_NUMBER_ARGUMENTS,
                failure(spec.specialize(site(1, upper, PyStr.of("a")))));
    }

    @Test
    void listAppendAsAStatementIsCallListAppend() {
        PyMethodDescr append = descr(PyList.TYPE, "append");
        Site site = site(1, append, new PyList());
        assertEquals(Opcode.CALL_LIST_APPEND, child(spec.specialize(site)));
        assertNoCacheWrites(site);
    }

    @Test
    void listAppendWhoseResultIsUsedIsMethodDescriptorO() {
        PyMethodDescr append = descr(PyList.TYPE, "append");
        Site site = site(1, append, new PyList());
        when(site.nextOpcode()).thenReturn(Opcode.STORE_FAST);
        assertEquals(Opcode.CALL_METHOD_DESCRIPTOR_O, child(spec.specialize(site)));
    }

    @Test
    void unboundListAppendIsMethodDescriptorO() {
        PyMethodDescr append = descr(PyList.TYPE, "append");
        assertEquals(Opcode.CALL_METHOD_DESCRIPTOR_O,
                child(spec.specialize(site(2, append, null))));
        assertEquals(CommonFailure.WRONG_NUMBER_ARGUMENTS,
                failure(spec.specialize(site(2, append, new PyList()))));
    }

    @Test
    void otherMethodShapesAreFastAndFastWithKeywords() {
        PyMethodDescr pop = descr(PyList.TYPE, "pop");
        assertTrue(pop.impl.kind != Builtin.Kind.FK && pop.impl.kind != Builtin.Kind.F1
                && pop.impl.kind != Builtin.Kind.F0, "list.pop is " + pop.impl.kind);
        assertEquals(Opcode.CALL_METHOD_DESCRIPTOR_FAST,
                child(spec.specialize(site(0, pop, new PyList()))));
        PyMethodDescr sort = descr(PyList.TYPE, "sort");
        assertEquals(Builtin.Kind.FK, sort.impl.kind);
        assertEquals(Opcode.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS,
                child(spec.specialize(site(0, sort, new PyList()))));
    }

    @Test
    void classmethodDescriptorIsNonPyGeneral() {
        PyObject fromkeys = PyDict.TYPE.getTypeDict().getItem(PyStr.intern("fromkeys"));
        assertTrue(fromkeys instanceof PyMethodDescr md && md.isClassMethod);
        assertEquals(Opcode.CALL_NON_PY_GENERAL,
                child(spec.specialize(site(2, fromkeys, null))));
    }

    // ------------------------------------------------------------------ classes

    @Test
    void typeStrAndTupleOfOneArgumentHaveTheirOwnChildren() {
        assertEquals(Opcode.CALL_TYPE_1, child(spec.specialize(site(1, PyType.TYPE, null))));
        assertEquals(Opcode.CALL_STR_1, child(spec.specialize(site(1, PyStr.TYPE, null))));
        assertEquals(Opcode.CALL_TUPLE_1, child(spec.specialize(site(1, PyTuple.TYPE, null))));
    }

    @Test
    void otherBuiltinClassCallsAreBuiltinClass() {
        assertEquals(Opcode.CALL_BUILTIN_CLASS, child(spec.specialize(site(2, PyStr.TYPE,
                null))));
        assertEquals(Opcode.CALL_BUILTIN_CLASS, child(spec.specialize(site(0, PyTuple.TYPE,
                null))));
        assertEquals(Opcode.CALL_BUILTIN_CLASS, child(spec.specialize(site(1, PyList.TYPE,
                null))));
        assertEquals(Opcode.CALL_BUILTIN_CLASS, child(spec.specialize(site(3, PyType.TYPE,
                null))));
    }

    @Test
    void classWithSimplePythonInitIsAllocAndEnterInitKeyedOnTheClassVersion() {
        PyFunction init = function(2);
        PyType a = heapClass("A", namespace("__init__", init));
        Site site = site(1, a, null);
        assertEquals(Opcode.CALL_ALLOC_AND_ENTER_INIT, child(spec.specialize(site)));
        assertTrue(a.currentVersion() != 0);
        verify(site).setU32(FUNC_VERSION, a.currentVersion());
        assertSame(init, a.specCacheInit);
    }

    @Test
    void inheritedInitCountsToo() {
        PyFunction init = function(1);
        PyType base = heapClass("B", namespace("__init__", init));
        PyType sub = heapClass(PyType.TYPE, "C", PyTuple.of(base), namespace(null, null));
        assertEquals(Opcode.CALL_ALLOC_AND_ENTER_INIT, child(spec.specialize(site(0, sub,
                null))));
        assertSame(init, sub.specCacheInit);
    }

    @Test
    void initTakingOtherArgumentsFailsWrongNumberOfArguments() {
        PyType a = heapClass("A", namespace("__init__", function(2)));
        Site site = site(2, a, null);
        assertEquals(CommonFailure.WRONG_NUMBER_ARGUMENTS, failure(spec.specialize(site)));
        assertNoCacheWrites(site);
    }

    @Test
    void classWithoutPythonInitIsNonPyGeneral() {
        PyType plain = heapClass("P", namespace(null, null));
        assertEquals(Opcode.CALL_NON_PY_GENERAL, child(spec.specialize(site(0, plain, null))));
    }

    @Test
    void classWithComplexInitIsNonPyGeneral() {
        PyCode varargs = code(1, 0, PyCode.CO_OPTIMIZED | PyCode.CO_VARARGS);
        PyType a = heapClass("A", namespace("__init__", function(varargs)));
        assertEquals(Opcode.CALL_NON_PY_GENERAL, child(spec.specialize(site(1, a, null))));
    }

    @Test
    void classWithItsOwnNewIsNonPyGeneral() {
        PyDict ns = namespace("__init__", function(1));
        ns.setItem(Names.__new__, function(1));
        PyType a = heapClass("A", ns);
        assertEquals(Opcode.CALL_NON_PY_GENERAL, child(spec.specialize(site(0, a, null))));
    }

    @Test
    void classWithSlotsAndNoDictIsNonPyGeneral() {
        PyDict ns = namespace("__init__", function(1));
        ns.setItem(PyStr.intern("__slots__"), PyTuple.of(PyStr.of("x")));
        PyType a = heapClass("A", ns);
        assertEquals(Opcode.CALL_NON_PY_GENERAL, child(spec.specialize(site(0, a, null))));
    }

    @Test
    void subclassOfABuiltinIsNonPyGeneral() {
        PyType a = heapClass(PyType.TYPE, "L", PyTuple.of(PyList.TYPE),
                namespace("__init__", function(1)));
        assertEquals(Opcode.CALL_NON_PY_GENERAL, child(spec.specialize(site(0, a, null))));
    }

    @Test
    void classWithAMetaclassIsNonPyGeneral() {
        PyType meta = heapClass(PyType.TYPE, "Meta", PyTuple.of(PyType.TYPE),
                namespace(null, null));
        PyType a = heapClass(meta, "A", PyTuple.EMPTY, namespace("__init__", function(1)));
        assertEquals(Opcode.CALL_NON_PY_GENERAL, child(spec.specialize(site(0, a, null))));
    }

    // ------------------------------------------------------------------ anything else

    @Test
    void callableInstanceIsNonPyGeneral() {
        PyType c = heapClass("C", namespace("__call__", function(1)));
        PyObject obj = c.call(Py.NO_ARGS, Py.NO_KWNAMES);
        Site site = site(0, obj, null);
        assertEquals(Opcode.CALL_NON_PY_GENERAL, child(spec.specialize(site)));
        assertNoCacheWrites(site);
    }

    @Test
    void failureKindsListTheCommonOnesAndBoundMethod() {
        assertTrue(spec.failureKinds().contains(CommonFailure.OUT_OF_VERSIONS));
        assertTrue(spec.failureKinds().contains(CallFailure.BOUND_METHOD));
        assertEquals(Family.CALL, spec.family());
    }
}
