package org.specializer.family.binaryop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyComplex;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PySet;
import org.specializer.api.PyStr;
import org.specializer.spi.CommonFailure;
import org.specializer.spi.Decision;
import org.specializer.spi.FailureKind;
import org.specializer.spi.Family;
import org.specializer.spi.Opcode;
import org.specializer.spi.Site;

/**
 * The BINARY_OP decision against a mock {@link Site}: which child each operand shape gets,
 * which CPython failure kind every other shape reports, that the family writes no cache field
 * (its cache is the counter alone), and that it never runs Python code to decide.
 */
class BinaryOpSpecializerTest {
    private static final int INPLACE = Abstract.NB_INPLACE;
    private static final PyObject BIG = Py.newInt(BigInteger.ONE.shiftLeft(100).negate());
    private static final PyObject BIG2 = Py.newInt(BigInteger.TWO.pow(64).add(BigInteger.ONE));

    private final BinaryOpSpecializer specializer = new BinaryOpSpecializer();

    /** A site for {@code lhs <nb> rhs} whose next instruction is {@code next next-arg}. */
    private static Site site(int nb, PyObject lhs, PyObject rhs, Opcode next, int nextArg,
            PyObject... locals) {
        Site s = mock(Site.class);
        when(s.opcode()).thenReturn(Opcode.BINARY_OP);
        when(s.oparg()).thenReturn(nb);
        when(s.stack(0)).thenReturn(rhs);
        when(s.stack(1)).thenReturn(lhs);
        when(s.nextOpcode()).thenReturn(next);
        when(s.nextOparg()).thenReturn(nextArg);
        for (int i = 0; i < locals.length; i++) {
            when(s.local(i)).thenReturn(locals[i]);
        }
        return s;
    }

    private static Site site(int nb, PyObject lhs, PyObject rhs) {
        return site(nb, lhs, rhs, Opcode.RETURN_VALUE, 0);
    }

    /** BINARY_OP's cache is its counter: a decision writes nothing else. */
    private static void assertNoCacheWrites(Site s) {
        verify(s, never()).setU16(any(), anyInt());
        verify(s, never()).setU32(any(), anyInt());
        verify(s, never()).setRef(any(), any());
    }

    private static PyFloat f(double v) {
        return new PyFloat(v);
    }

    static Stream<Arguments> specializingShapes() {
        return Stream.of(
                Arguments.of("int + int", Abstract.NB_ADD, PyInt.of(1), PyInt.of(2),
                        Opcode.BINARY_OP_ADD_INT),
                Arguments.of("int += int", Abstract.NB_ADD + INPLACE, PyInt.of(1), PyInt.of(2),
                        Opcode.BINARY_OP_ADD_INT),
                Arguments.of("big + big", Abstract.NB_ADD, BIG, BIG2, Opcode.BINARY_OP_ADD_INT),
                Arguments.of("small + big", Abstract.NB_ADD, PyInt.of(-7), BIG,
                        Opcode.BINARY_OP_ADD_INT),
                Arguments.of("int - int", Abstract.NB_SUBTRACT, PyInt.of(5), PyInt.of(9),
                        Opcode.BINARY_OP_SUBTRACT_INT),
                Arguments.of("big -= small", Abstract.NB_SUBTRACT + INPLACE, BIG, PyInt.of(9),
                        Opcode.BINARY_OP_SUBTRACT_INT),
                Arguments.of("int * int", Abstract.NB_MULTIPLY, PyInt.of(Long.MAX_VALUE),
                        PyInt.of(2), Opcode.BINARY_OP_MULTIPLY_INT),
                Arguments.of("int *= int", Abstract.NB_MULTIPLY + INPLACE, PyInt.of(3),
                        PyInt.of(4), Opcode.BINARY_OP_MULTIPLY_INT),
                Arguments.of("float + float", Abstract.NB_ADD, f(1.5), f(-0.0),
                        Opcode.BINARY_OP_ADD_FLOAT),
                Arguments.of("nan += inf", Abstract.NB_ADD + INPLACE, f(Double.NaN),
                        f(Double.POSITIVE_INFINITY), Opcode.BINARY_OP_ADD_FLOAT),
                Arguments.of("float - float", Abstract.NB_SUBTRACT, f(1e308), f(-1e308),
                        Opcode.BINARY_OP_SUBTRACT_FLOAT),
                Arguments.of("float * float", Abstract.NB_MULTIPLY, f(0.1), f(3),
                        Opcode.BINARY_OP_MULTIPLY_FLOAT),
                Arguments.of("float *= float", Abstract.NB_MULTIPLY + INPLACE, f(2), f(2),
                        Opcode.BINARY_OP_MULTIPLY_FLOAT),
                Arguments.of("str + str", Abstract.NB_ADD, PyStr.of("ab"), PyStr.of("\u00e9"),
                        Opcode.BINARY_OP_ADD_UNICODE),
                Arguments.of("'' + astral str", Abstract.NB_ADD, PyStr.of(""),
                        PyStr.of("\uD834\uDD1E"), Opcode.BINARY_OP_ADD_UNICODE));
    }

    @ParameterizedTest(name = "{0} -> {4}")
    @MethodSource("specializingShapes")
    void operandsOfOneExactType_specializeWithoutCacheWrites(String label, int nb, PyObject lhs,
            PyObject rhs, Opcode child) {
        Site s = site(nb, lhs, rhs);
        assertEquals(Decision.specialize(child), specializer.specialize(s), label);
        assertNoCacheWrites(s);
    }

    static Stream<Arguments> failingShapes() {
        PyObject i = PyInt.of(3);
        PyObject fl = f(2.5);
        PyObject st = PyStr.of("s");
        PyObject z = new PyComplex(1.0, -2.0);
        return Stream.of(
                Arguments.of("bool + bool", Abstract.NB_ADD, Py.True, Py.True,
                        BinaryOpFailure.ADD_OTHER),
                Arguments.of("bool + int", Abstract.NB_ADD, Py.True, i,
                        BinaryOpFailure.ADD_DIFFERENT_TYPES),
                Arguments.of("str += int", Abstract.NB_ADD + INPLACE, st, i,
                        BinaryOpFailure.ADD_DIFFERENT_TYPES),
                Arguments.of("list + list", Abstract.NB_ADD, new PyList(), new PyList(),
                        BinaryOpFailure.ADD_OTHER),
                Arguments.of("bytes + bytes", Abstract.NB_ADD, new PyBytes(new byte[] {1}),
                        new PyBytes(new byte[0]), BinaryOpFailure.ADD_OTHER),
                Arguments.of("None + None", Abstract.NB_ADD, Py.None, Py.None,
                        BinaryOpFailure.ADD_OTHER),
                Arguments.of("str - str", Abstract.NB_SUBTRACT, st, st,
                        BinaryOpFailure.SUBTRACT_OTHER),
                Arguments.of("bool -= bool", Abstract.NB_SUBTRACT + INPLACE, Py.False, Py.True,
                        BinaryOpFailure.SUBTRACT_OTHER),
                Arguments.of("str * int", Abstract.NB_MULTIPLY, st, i,
                        BinaryOpFailure.MULTIPLY_DIFFERENT_TYPES),
                Arguments.of("str * str", Abstract.NB_MULTIPLY, st, st,
                        BinaryOpFailure.MULTIPLY_OTHER),
                Arguments.of("int *= bool", Abstract.NB_MULTIPLY + INPLACE, i, Py.True,
                        BinaryOpFailure.MULTIPLY_DIFFERENT_TYPES),
                Arguments.of("set & set", Abstract.NB_AND, new PySet(), new PySet(),
                        BinaryOpFailure.AND_OTHER),
                Arguments.of("int & bool", Abstract.NB_AND, i, Py.True,
                        BinaryOpFailure.AND_DIFFERENT_TYPES),
                Arguments.of("int // int", Abstract.NB_FLOOR_DIVIDE, i, i,
                        BinaryOpFailure.FLOOR_DIVIDE),
                Arguments.of("int << int", Abstract.NB_LSHIFT, i, i, BinaryOpFailure.LSHIFT),
                Arguments.of("int @ int", Abstract.NB_MATRIX_MULTIPLY, i, i,
                        BinaryOpFailure.MATRIX_MULTIPLY),
                Arguments.of("float ** float", Abstract.NB_POWER, fl, fl, BinaryOpFailure.POWER),
                Arguments.of("int % int", Abstract.NB_REMAINDER, i, i, BinaryOpFailure.REMAINDER),
                Arguments.of("str % str", Abstract.NB_REMAINDER, st, st,
                        BinaryOpFailure.REMAINDER),
                Arguments.of("int >> int", Abstract.NB_RSHIFT, i, i, BinaryOpFailure.RSHIFT),
                Arguments.of("float / float", Abstract.NB_TRUE_DIVIDE, fl, fl,
                        BinaryOpFailure.TRUE_DIVIDE_FLOAT),
                Arguments.of("int / int", Abstract.NB_TRUE_DIVIDE, i, i,
                        BinaryOpFailure.TRUE_DIVIDE_OTHER),
                Arguments.of("float /= float", Abstract.NB_TRUE_DIVIDE + INPLACE, fl, fl,
                        BinaryOpFailure.TRUE_DIVIDE_FLOAT),
                Arguments.of("complex + complex", Abstract.NB_ADD, z, z,
                        BinaryOpFailure.ADD_OTHER),
                Arguments.of("complex += float", Abstract.NB_ADD + INPLACE, z, fl,
                        BinaryOpFailure.ADD_DIFFERENT_TYPES),
                Arguments.of("complex - complex", Abstract.NB_SUBTRACT, z, z,
                        BinaryOpFailure.SUBTRACT_OTHER),
                Arguments.of("int - complex", Abstract.NB_SUBTRACT, i, z,
                        BinaryOpFailure.SUBTRACT_DIFFERENT_TYPES),
                Arguments.of("complex * complex", Abstract.NB_MULTIPLY, z, z,
                        BinaryOpFailure.MULTIPLY_OTHER),
                Arguments.of("float *= complex", Abstract.NB_MULTIPLY + INPLACE, fl, z,
                        BinaryOpFailure.MULTIPLY_DIFFERENT_TYPES),
                Arguments.of("complex / complex", Abstract.NB_TRUE_DIVIDE, z, z,
                        BinaryOpFailure.TRUE_DIVIDE_OTHER),
                Arguments.of("complex ** int", Abstract.NB_POWER, z, i, BinaryOpFailure.POWER));
    }

    @ParameterizedTest(name = "{0} fails {4}")
    @MethodSource("failingShapes")
    void otherShapes_failWithCpythonKind(String label, int nb, PyObject lhs, PyObject rhs,
            FailureKind kind) {
        Site s = site(nb, lhs, rhs);
        assertEquals(Decision.fail(kind), specializer.specialize(s), label);
        assertNoCacheWrites(s);
        assertTrue(specializer.failureKinds().contains(kind), kind + " is listed");
    }

    @Test
    void inplaceAddUnicode_whenTheNextStoreFastTargetsTheLocalHoldingTheLeftOperand() {
        PyStr s = PyStr.of("acc");
        for (int nb : new int[] {Abstract.NB_ADD + INPLACE, Abstract.NB_ADD}) {
            Site site = site(nb, s, PyStr.of("x"), Opcode.STORE_FAST, 1, PyStr.of("other"), s);
            assertEquals(Decision.specialize(Opcode.BINARY_OP_INPLACE_ADD_UNICODE),
                    specializer.specialize(site), "s += t and s = s + t, nb " + nb);
            assertNoCacheWrites(site);
        }
    }

    @Test
    void addUnicode_whenTheNextStoreFastTargetsAnotherLocal() {
        PyStr s = PyStr.of("acc");
        Site site = site(Abstract.NB_ADD, s, PyStr.of("x"), Opcode.STORE_FAST, 0,
                PyStr.of("acc"), s);
        assertEquals(Decision.specialize(Opcode.BINARY_OP_ADD_UNICODE),
                specializer.specialize(site), "an equal but distinct str is not the operand");
    }

    @Test
    void addUnicode_whenTheNextInstructionStoresElsewhere() {
        PyStr s = PyStr.of("acc");
        for (Opcode next : List.of(Opcode.STORE_GLOBAL, Opcode.STORE_DEREF, Opcode.STORE_NAME,
                Opcode.RETURN_VALUE, Opcode.STORE_FAST_STORE_FAST)) {
            Site site = site(Abstract.NB_ADD + INPLACE, s, s, next, 0, s);
            assertEquals(Decision.specialize(Opcode.BINARY_OP_ADD_UNICODE),
                    specializer.specialize(site), "next " + next);
        }
    }

    @Test
    void subclassesOfIntFloatAndStr_areNotExactAndFail() {
        TrapClass myInt = new TrapClass("MyInt", PyInt.TYPE);
        TrapClass myFloat = new TrapClass("MyFloat", PyFloat.TYPE);
        TrapClass myStr = new TrapClass("MyStr", PyStr.TYPE);
        PyObject i = new PyInt.Derived(myInt.type, 4);
        PyObject fl = new PyFloat.Derived(myFloat.type, 4.0);
        PyObject st = new PyStr.Derived(myStr.type, "four");
        assertEquals(Decision.fail(BinaryOpFailure.ADD_OTHER),
                specializer.specialize(site(Abstract.NB_ADD, i, i)));
        assertEquals(Decision.fail(BinaryOpFailure.ADD_DIFFERENT_TYPES),
                specializer.specialize(site(Abstract.NB_ADD, PyInt.of(4), i)));
        assertEquals(Decision.fail(BinaryOpFailure.MULTIPLY_OTHER),
                specializer.specialize(site(Abstract.NB_MULTIPLY, fl, fl)));
        assertEquals(Decision.fail(BinaryOpFailure.SUBTRACT_DIFFERENT_TYPES),
                specializer.specialize(site(Abstract.NB_SUBTRACT, f(1), fl)));
        assertEquals(Decision.fail(BinaryOpFailure.ADD_OTHER),
                specializer.specialize(site(Abstract.NB_ADD + INPLACE, st, st,
                        Opcode.STORE_FAST, 0, st)));
        assertEquals(List.of(), myInt.ran);
        assertEquals(List.of(), myFloat.ran);
        assertEquals(List.of(), myStr.ran);
    }

    @Test
    void userClassOperands_failWithoutRunningPythonCode() {
        TrapClass trap = new TrapClass("Trap", null);
        PyObject a = trap.instance();
        PyObject b = trap.instance();
        for (int nb = 0; nb < 2 * INPLACE; nb++) {
            Decision same = specializer.specialize(site(nb, a, b, Opcode.STORE_FAST, 0, a));
            Decision mixed = specializer.specialize(site(nb, a, PyInt.of(1)));
            Decision reflected = specializer.specialize(site(nb, f(1), b));
            assertTrue(same instanceof Decision.Fail, "nb " + nb + ": " + same);
            assertTrue(mixed instanceof Decision.Fail, "nb " + nb + ": " + mixed);
            assertTrue(reflected instanceof Decision.Fail, "nb " + nb + ": " + reflected);
        }
        assertEquals(Decision.fail(BinaryOpFailure.ADD_OTHER),
                specializer.specialize(site(Abstract.NB_ADD, a, b)));
        assertEquals(Decision.fail(BinaryOpFailure.TRUE_DIVIDE_OTHER),
                specializer.specialize(site(Abstract.NB_TRUE_DIVIDE, a, b)));
        assertEquals(List.of(), trap.ran, "no special method of the user class may run");
    }

    @Test
    void familyAndFailureKinds_areCpythons() {
        assertEquals(Family.BINARY_OP, specializer.family());
        assertEquals(9, BinaryOpFailure.ADD_DIFFERENT_TYPES.code());
        assertEquals(28, BinaryOpFailure.XOR.code());
        int expected = 9;
        for (BinaryOpFailure k : BinaryOpFailure.values()) {
            assertEquals(expected++, k.code(), k + ": CPython numbers the kinds densely");
        }
        assertTrue(specializer.failureKinds().containsAll(List.of(BinaryOpFailure.values())));
        assertTrue(specializer.failureKinds().contains(CommonFailure.OTHER));
    }

    // ---- CPython 3.14's BINARY_OP_EXTEND set, as extension descriptors

    static Stream<Arguments> extendingShapes() {
        PyObject i = PyInt.of(3);
        PyObject fl = f(2.5);
        return Stream.of(
                Arguments.of("int + float", Abstract.NB_ADD, i, fl, "compactlong_float_add"),
                Arguments.of("float + int", Abstract.NB_ADD, fl, i, "float_compactlong_add"),
                Arguments.of("float - int", Abstract.NB_SUBTRACT, fl, i,
                        "float_compactlong_subtract"),
                Arguments.of("int * float", Abstract.NB_MULTIPLY, i, fl,
                        "compactlong_float_multiply"),
                Arguments.of("int / float", Abstract.NB_TRUE_DIVIDE, i, fl,
                        "compactlong_float_true_div"),
                Arguments.of("float / int", Abstract.NB_TRUE_DIVIDE, fl, i,
                        "float_compactlong_true_div"),
                Arguments.of("int & int", Abstract.NB_AND, i, i, "compactlongs_and"),
                Arguments.of("int &= int", Abstract.NB_AND + INPLACE, i, i, "compactlongs_and"),
                Arguments.of("int | int", Abstract.NB_OR, i, i, "compactlongs_or"),
                Arguments.of("int ^= int", Abstract.NB_XOR + INPLACE, i, PyInt.of(-1L << 62),
                        "compactlongs_xor"));
    }

    @ParameterizedTest(name = "{0} -> {4}")
    @MethodSource("extendingShapes")
    void mixedIntFloatAndIntBitwise_extendAsCpython314(String label, int nb, PyObject lhs,
            PyObject rhs, String descriptor) {
        Site s = site(nb, lhs, rhs);
        Decision d = specializer.specialize(s);
        assertTrue(d instanceof Decision.Extend, label + ": " + d);
        assertEquals(descriptor, ((Decision.Extend) d).extension().name(), label);
        assertNoCacheWrites(s);
    }

    static Stream<Arguments> notExtendingShapes() {
        PyObject i = PyInt.of(3);
        PyObject nan = f(Double.NaN);
        return Stream.of(
                Arguments.of("float / 0", Abstract.NB_TRUE_DIVIDE, f(1), PyInt.of(0),
                        BinaryOpFailure.TRUE_DIVIDE_DIFFERENT_TYPES),
                Arguments.of("int / 0.0", Abstract.NB_TRUE_DIVIDE, i, f(0.0),
                        BinaryOpFailure.TRUE_DIVIDE_DIFFERENT_TYPES),
                Arguments.of("int / -0.0", Abstract.NB_TRUE_DIVIDE, i, f(-0.0),
                        BinaryOpFailure.TRUE_DIVIDE_DIFFERENT_TYPES),
                Arguments.of("nan + int", Abstract.NB_ADD, nan, i,
                        BinaryOpFailure.ADD_DIFFERENT_TYPES),
                Arguments.of("int * nan", Abstract.NB_MULTIPLY, i, nan,
                        BinaryOpFailure.MULTIPLY_DIFFERENT_TYPES),
                Arguments.of("float += int (no in-place form in 3.14)", Abstract.NB_ADD + INPLACE,
                        f(1), i, BinaryOpFailure.ADD_DIFFERENT_TYPES),
                Arguments.of("bool & int", Abstract.NB_AND, Py.True, i,
                        BinaryOpFailure.AND_DIFFERENT_TYPES),
                Arguments.of("big & int", Abstract.NB_AND, BIG, i, BinaryOpFailure.AND_INT),
                Arguments.of("big + float", Abstract.NB_ADD, BIG2, f(1),
                        BinaryOpFailure.ADD_DIFFERENT_TYPES),
                Arguments.of("int | set", Abstract.NB_OR, i, new PySet(), BinaryOpFailure.OR));
    }

    @ParameterizedTest(name = "{0} fails {4}")
    @MethodSource("notExtendingShapes")
    void zeroDivisorsNansBigIntsAndBools_stayGeneric(String label, int nb, PyObject lhs,
            PyObject rhs, FailureKind kind) {
        Site s = site(nb, lhs, rhs);
        assertEquals(Decision.fail(kind), specializer.specialize(s), label);
    }

    /**
     * Soundness of every descriptor on a grid of operands: wherever its guard passes, its
     * action gives the generic result (type and value, bit for bit for floats).
     */
    @Test
    void everyDescriptor_givesTheGenericResultWhereverItsGuardPasses() {
        List<PyObject> values = List.of(PyInt.of(0), PyInt.of(1), PyInt.of(-1), PyInt.of(7),
                PyInt.of(-1L << 40), PyInt.of(Long.MAX_VALUE), PyInt.of(Long.MIN_VALUE),
                PyInt.of((1L << 53) + 1), Py.True, BIG, f(0.0), f(-0.0), f(1.5), f(-3.25),
                f(Double.NaN), f(Double.POSITIVE_INFINITY), f(1e308), f(Double.MIN_VALUE));
        int[] ops = {Abstract.NB_ADD, Abstract.NB_SUBTRACT, Abstract.NB_MULTIPLY,
            Abstract.NB_TRUE_DIVIDE, Abstract.NB_AND, Abstract.NB_OR, Abstract.NB_XOR,
            Abstract.NB_AND + INPLACE, Abstract.NB_OR + INPLACE, Abstract.NB_XOR + INPLACE};
        int checked = 0;
        for (int nb : ops) {
            for (PyObject l : values) {
                for (PyObject r : values) {
                    Decision d = specializer.specialize(site(nb, l, r));
                    if (!(d instanceof Decision.Extend e)) {
                        continue;
                    }
                    org.specializer.spi.Extension.Binary b =
                            (org.specializer.spi.Extension.Binary) e.extension();
                    assertTrue(b.guard(l, r), b.name() + " chosen but its guard fails");
                    PyObject expected = Abstract.binaryOp(l, r, nb);
                    PyObject got = b.action(l, r);
                    String what = b.name() + "(" + l + ", " + r + ")";
                    assertEquals(expected.getType(), got.getType(), what);
                    if (expected instanceof PyFloat ef) {
                        assertEquals(Double.doubleToRawLongBits(ef.value),
                                Double.doubleToRawLongBits(((PyFloat) got).value), what);
                    } else {
                        assertEquals(((PyInt) expected).value, ((PyInt) got).value, what);
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 100, "checked " + checked);
    }
}
