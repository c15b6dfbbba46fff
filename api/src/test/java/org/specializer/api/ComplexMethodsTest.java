package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.NumTesting.assertFloat;
import static org.specializer.api.NumTesting.assertRaises;
import static org.specializer.api.NumTesting.assertRepr;
import static org.specializer.api.NumTesting.call;
import static org.specializer.api.NumTesting.construct;
import static org.specializer.api.NumTesting.f;
import static org.specializer.api.NumTesting.i;
import static org.specializer.api.NumTesting.repr;
import static org.specializer.api.NumTesting.s;

import org.junit.jupiter.api.Test;

/** complex against CPython 3.13's results (each expected text printed by python3.13). */
class ComplexMethodsTest {

    private static PyComplex c(double re, double im) {
        return new PyComplex(re, im);
    }

    private static final double INF = Double.POSITIVE_INFINITY;
    private static final double NAN = Double.NaN;

    private static void assertComplex(double re, double im, PyObject actual) {
        assertSame(PyComplex.class, actual.getClass());
        PyComplex z = (PyComplex) actual;
        assertSameDouble(re, z.real, "real");
        assertSameDouble(im, z.imag, "imag");
    }

    /** The same double, signed zeros told apart; any NaN for a NaN. */
    private static void assertSameDouble(double want, double have, String what) {
        if (want != want) {
            assertTrue(have != have, () -> what + ": expected nan, got " + have);
            return;
        }
        assertEquals(Double.doubleToRawLongBits(want), Double.doubleToRawLongBits(have),
                () -> what + ": expected " + want + ", got " + have);
    }

    // ------------------------------------------------------------------ repr

    @Test
    void reprShowsTheRealPartUnlessPlusZero() {
        assertRepr("(1+2j)", c(1, 2));
        assertRepr("1j", c(0, 1));
        assertRepr("-1j", c(0, -1));
        assertRepr("0j", c(0, 0));
        assertRepr("-0j", c(0.0, -0.0));
        assertRepr("(-0+0j)", c(-0.0, 0.0));
        assertRepr("(-0-0j)", c(-0.0, -0.0));
        assertRepr("(nan+infj)", c(NAN, INF));
        assertRepr("(-inf+nanj)", c(-INF, NAN));
        assertRepr("(1+nanj)", c(1, -NAN));
        assertRepr("(1-infj)", c(1, -INF));
        assertRepr("infj", c(0, INF));
        assertRepr("(1e+16+1e-05j)", c(1e16, 1e-5));
        assertRepr("(0.1+0.2j)", c(0.1, 0.2));
        assertRepr("(-1.5+1.152921504606847e+18j)", c(-1.5, 0x1p60));
        assertRepr("(1e-07-1e+22j)", c(1e-7, -1e22));
        assertRepr("(5e-324-5e-324j)", c(5e-324, -5e-324));
        assertEquals("(1+2j)", Abstract.str(c(1, 2)).value);
    }

    // ------------------------------------------------------------------ arithmetic

    @Test
    void arithmeticWithIntsFloatsAndComplexNumbers() {
        assertComplex(11, -2, Abstract.mul(c(3, 4), c(1, -2)));
        assertComplex(INF, INF, Abstract.mul(c(1e308, 1e308), i(2)));
        assertComplex(-0.17073170731707318, 0.5365853658536587, Abstract.trueDiv(c(2, 3),
                c(4, -5)));
        assertComplex(0.0, -INF, Abstract.trueDiv(i(1), c(0.0, 1e-310)));
        assertComplex(INF, INF, Abstract.trueDiv(c(1, 1), f(1e-320)));
        assertComplex(5, -1, Abstract.sub(i(7), c(2, 1)));
        assertComplex(0, 2.5, Abstract.mul(f(2.5), c(0, 1)));
        assertComplex(1, 1, Abstract.add(Py.True, c(0, 1)));
        assertComplex(-0.0, -0.0, Abstract.neg(c(0, 0)));
        assertComplex(1, -2, call(c(1, 2), "conjugate"));
        assertComplex(-0.2, 0.4, Abstract.trueDiv(c(1, 2), c(3, -4)));
        assertComplex(1, -1e-320, Abstract.trueDiv(i(1), c(1, 1e-320)));
        assertComplex(NAN, 0, Abstract.trueDiv(c(1e308, 1e308), c(1e308, 1e308)));
        assertComplex(INF, -INF, Abstract.trueDiv(c(INF, 0), c(1, 1)));
        assertComplex(NAN, NAN, Abstract.trueDiv(c(1, 1), c(INF, INF)));
        assertComplex(NAN, NAN, Abstract.trueDiv(c(1, 1), c(NAN, 0)));
        assertRaises("ZeroDivisionError: complex division by zero",
                () -> Abstract.trueDiv(c(0, 1), i(0)));
        assertRaises("ZeroDivisionError: complex division by zero",
                () -> Abstract.trueDiv(c(0, 1), c(0, 0)));
        assertRaises("OverflowError: int too large to convert to float",
                () -> Abstract.add(c(0, 1), Abstract.pow(i(10), i(400))));
        PyComplex same = c(1, 2);
        assertSame(same, Abstract.pos(same));
    }

    @Test
    void operatorsComplexLacks() {
        assertRaises("TypeError: unsupported operand type(s) for %: 'complex' and 'int'",
                () -> Abstract.mod(c(0, 1), i(2)));
        assertRaises("TypeError: unsupported operand type(s) for //: 'complex' and 'int'",
                () -> Abstract.floorDiv(c(0, 1), i(2)));
        assertRaises("TypeError: unsupported operand type(s) for divmod(): 'complex' and 'int'",
                () -> Abstract.divmod(c(0, 1), i(2)));
        assertRaises("TypeError: '<' not supported between instances of 'complex' and "
                + "'complex'", () -> Abstract.richCompare(c(0, 1), c(0, 2), Abstract.LT));
        assertRaises("TypeError: '>=' not supported between instances of 'int' and 'complex'",
                () -> Abstract.richCompare(i(1), c(0, 2), Abstract.GE));
        assertRaises("TypeError: int() argument must be a string, a bytes-like object or a real "
                + "number, not 'complex'", () -> construct(PyInt.TYPE, c(0, 1)));
        assertRaises("TypeError: float() argument must be a string or a real number, not "
                + "'complex'", () -> construct(PyFloat.TYPE, c(0, 1)));
        assertRaises("TypeError: must be real number, not complex",
                () -> Abstract.asDouble(c(0, 1)));
        assertSame(Py.NotImplemented, call(c(0, 1), "__lt__", c(0, 2)));
        assertSame(Py.NotImplemented, call(c(0, 1), "__add__", s("a")));
    }

    @Test
    void powerIntegerExponentsBySquaring() {
        assertComplex(-1, 0, Abstract.pow(c(0, 1), i(2)));
        assertComplex(-1125899906842624.0, 0, Abstract.pow(c(1, 1), i(100)));
        assertComplex(-0.25, -0.25, Abstract.pow(c(1, 1), i(-3)));
        assertComplex(1, 0, Abstract.pow(c(NAN, 0), i(0)));
        assertComplex(1, 0, Abstract.pow(c(0, 0), i(0)));
        assertComplex(0, 0, Abstract.pow(c(0, 0), i(2)));
        // (1e200+1e200j)**2 squares to nan: no overflow error
        assertComplex(NAN, NAN, Abstract.pow(c(1e200, 1e200), i(2)));
        assertComplex(NAN, NAN, Abstract.pow(c(INF, 0), i(2)));
        assertComplex(0, 0, Abstract.pow(c(1e-200, 1e-200), i(2)));
        assertRaises("ZeroDivisionError: 0.0 to a negative or complex power",
                () -> Abstract.pow(c(0, 0), i(-1)));
        assertRaises("ZeroDivisionError: 0.0 to a negative or complex power",
                () -> Abstract.pow(c(1e-200, 0), i(-2)));
        assertRaises("OverflowError: complex exponentiation",
                () -> Abstract.pow(c(2, 0), i(1025)));
    }

    @Test
    void powerInPolarForm() {
        assertComplex(-1125899906842634.5, -1125899906842629.5, Abstract.pow(c(1, 1), i(101)));
        assertComplex(1.0986841134678098, 0.45508986056222733, Abstract.pow(c(1, 1), f(0.5)));
        assertComplex(0.2739572538301211, 0.5837007587586147, Abstract.pow(c(1, 1), c(1, 1)));
        assertComplex(0.7692389013639721, 0.6389612763136348, Abstract.pow(i(2), c(0, 1)));
        assertComplex(0.20787957635076193, 0, Abstract.pow(c(0, 1), c(0, 1)));
        assertComplex(1.7927286711931566e+30, 0, Abstract.pow(c(2, 0), f(100.5)));
        assertComplex(0, 0, Abstract.pow(c(0, 0), f(NAN)));
        assertComplex(-0.0, 0.0, Abstract.pow(c(1, 1), c(0, 1e10)));
        assertComplex(NAN, NAN, Abstract.pow(c(1, 1), f(NAN)));
        assertComplex(NAN, NAN, Abstract.pow(c(1, 1), c(1e308, 1e308)));
        // cos and sin of an infinite phase: the C library's EDOM
        assertRaises("ZeroDivisionError: 0.0 to a negative or complex power",
                () -> Abstract.pow(c(1, 1), f(INF)));
        assertRaises("ZeroDivisionError: 0.0 to a negative or complex power",
                () -> Abstract.pow(c(1, 1), c(0, INF)));
        assertRaises("ZeroDivisionError: 0.0 to a negative or complex power",
                () -> Abstract.pow(c(0, 0), c(0, 1)));
        assertRaises("ZeroDivisionError: 0.0 to a negative or complex power",
                () -> Abstract.pow(f(0.0), c(0, 1)));
        assertRaises("ZeroDivisionError: 0.0 to a negative or complex power",
                () -> Abstract.pow(c(0, 0), f(-2.5)));
        assertRaises("OverflowError: complex exponentiation",
                () -> Abstract.pow(c(INF, 0), f(0.5)));
        assertRaises("OverflowError: complex exponentiation",
                () -> Abstract.pow(c(1, 1), c(0, -1e10)));
        assertRaises("ValueError: complex modulo", () -> call(c(0, 1), "__pow__", i(2), i(3)));
        assertComplex(-1, 0, call(c(0, 1), "__pow__", i(2), Py.None));
    }

    @Test
    void negativeFloatToFractionalPowerIsComplex() {
        assertComplex(1.0000000000000002, 1.7320508075688772, Abstract.pow(i(-8),
                f(1.0 / 3)));
        assertComplex(6.123233995736766e-17, 1, Abstract.pow(f(-1.0), f(0.5)));
        assertComplex(-5.19573633741296e-16, -2.8284271247461903, Abstract.pow(i(-2),
                f(1.5)));
        assertComplex(4.329780281177467e-17, -0.7071067811865476, Abstract.pow(i(-2),
                f(-0.5)));
        assertRaises("OverflowError: complex exponentiation",
                () -> Abstract.pow(f(-1e300), f(1.5)));
        assertFloat(1.0, Abstract.pow(f(-1.0), f(1e300)));
        assertFloat(0.0, Abstract.pow(f(-0.0), f(0.5)));
        assertFloat(INF, Abstract.pow(f(-INF), f(0.5)));
    }

    // ------------------------------------------------------------------ comparison, hash, bool

    @Test
    void equalityOnly() {
        assertSame(Py.True, Abstract.richCompare(c(1, 0), i(1), Abstract.EQ));
        assertSame(Py.True, Abstract.richCompare(c(1, 0), f(1.0), Abstract.EQ));
        assertSame(Py.False, Abstract.richCompare(c(1, 1), i(1), Abstract.EQ));
        assertSame(Py.False, Abstract.richCompare(c(1, 0), i(1), Abstract.NE));
        assertSame(Py.True, Abstract.richCompare(i(1), c(1, 0), Abstract.EQ));
        // the int is compared exactly, not through a rounded float
        PyObject big = Abstract.add(Abstract.pow(i(2), i(53)), i(1));
        assertSame(Py.False, Abstract.richCompare(construct(PyComplex.TYPE, big), big,
                Abstract.EQ));
        assertSame(Py.False, Abstract.richCompare(c(NAN, 0), c(NAN, 0), Abstract.EQ));
        assertSame(Py.False, Abstract.richCompare(c(0, 1), s("a"), Abstract.EQ));
        assertSame(Py.True, Abstract.richCompare(c(0.0, -0.0), c(-0.0, 0.0), Abstract.EQ));
    }

    @Test
    void hashMatchesTheRealPartsAndCPython() {
        assertEquals(2000007L, Abstract.hash(c(1, 2)));
        assertEquals(-2L, Abstract.hash(c(-1, 0)));
        assertEquals(Abstract.hash(f(2.5)), Abstract.hash(c(2.5, 0)));
        assertEquals(-576460752305423493L, Abstract.hash(c(1.5, -2.25)));
        assertEquals(1152921818766789453L, Abstract.hash(c(0.5, INF)));
        assertEquals(-314159628318L, Abstract.hash(c(INF, -INF)));
        assertEquals(1L, Abstract.hash(c(0x1p61, 0)));
        assertEquals(1614090106475185856L, Abstract.hash(c(0.1, 0.2)));
        assertEquals(-2000006L, Abstract.hash(c(0, -1)));
        assertEquals(-3889407508137364311L, Abstract.hash(c(1e300, 1e-300)));
    }

    @Test
    void truth() {
        assertSame(Py.False, Abstract.not(c(1e-300, 0)));
        assertSame(Py.True, Abstract.not(c(0, 0)));
        assertSame(Py.True, Abstract.not(c(-0.0, -0.0)));
        assertSame(Py.False, Abstract.not(c(0, NAN)));
    }

    @Test
    void absIsHypotWithC99Rules() {
        assertFloat(5.0, Abstract.abs(c(3, 4)));
        assertFloat(1e308, Abstract.abs(c(1e308, 0x1.0p-2)));
        assertFloat(INF, Abstract.abs(c(INF, NAN)));
        assertFloat(INF, Abstract.abs(c(NAN, -INF)));
        assertEquals("nan", repr(Abstract.abs(c(NAN, 1))));
        assertFloat(1.4142135623730951e+308, Abstract.abs(c(1e308, 1e308)));
        assertRaises("OverflowError: absolute value too large",
                () -> Abstract.abs(c(1.7e308, 1.7e308)));
    }

    // ------------------------------------------------------------------ construction

    @Test
    void complexOfStrings() {
        assertComplex(1, 2, construct(PyComplex.TYPE, s("  ( 1+2j )  ")));
        assertComplex(1, 2, construct(PyComplex.TYPE, s("1+2J")));
        assertComplex(0, 1, construct(PyComplex.TYPE, s("j")));
        assertComplex(0, -1, construct(PyComplex.TYPE, s("-j")));
        assertComplex(1, -1, construct(PyComplex.TYPE, s("1-j")));
        assertComplex(10, 20, construct(PyComplex.TYPE, s("1_0+2_0j")));
        assertComplex(NAN, INF, construct(PyComplex.TYPE, s("nan+infj")));
        assertComplex(-INF, 0, construct(PyComplex.TYPE, s("-Infinity")));
        assertComplex(0, INF, construct(PyComplex.TYPE, s("1e500j")));
        assertComplex(1, 2, construct(PyComplex.TYPE, s("\u0661+\u0662j")));
        assertComplex(0.5, -1e-3, construct(PyComplex.TYPE, s("\u3000.5-1e-3j\n")));
        assertComplex(1.5, 0, construct(PyComplex.TYPE, s("1.5")));
        assertComplex(0, 5, construct(PyComplex.TYPE, s("5.J")));
        for (String bad : new String[] {"1+2j)", "(1+2j", "", " ", "1 +2j", "1+ 2j", "1+2",
            "1+2jj", "1e", "1ej", "x", "\u0000", "1j+1", "(1)(2)", "++1j", "infinit", "1+2i"}) {
            assertRaises("ValueError: complex() arg is a malformed string",
                    () -> construct(PyComplex.TYPE, s(bad)));
        }
        assertRaises("ValueError: could not convert string to complex: '1__0j'",
                () -> construct(PyComplex.TYPE, s("1__0j")));
        assertRaises("ValueError: could not convert string to complex: '_1j'",
                () -> construct(PyComplex.TYPE, s("_1j")));
        assertRaises("ValueError: could not convert string to complex: '1_j'",
                () -> construct(PyComplex.TYPE, s("1_j")));
    }

    @Test
    void complexOfNumbers() {
        assertComplex(0, 0, construct(PyComplex.TYPE));
        assertComplex(3, 0, construct(PyComplex.TYPE, i(3)));
        assertComplex(1.5, 2, construct(PyComplex.TYPE, f(1.5), i(2)));
        assertComplex(0, 3, construct(PyComplex.TYPE, c(0, 1), i(2)));
        assertComplex(-1, 0, construct(PyComplex.TYPE, i(1), c(0, 2)));
        assertComplex(-2, 1, construct(PyComplex.TYPE, c(0, 1), c(0, 2)));
        PyComplex same = c(1, 2);
        assertSame(same, construct(PyComplex.TYPE, same));
        assertComplex(0, 3, PyComplex.TYPE.call(new PyObject[] {i(2), c(0, 1)},
                new PyStr[] {PyStr.intern("imag"), PyStr.intern("real")}));
        assertRaises("TypeError: complex() can't take second arg if first is a string",
                () -> construct(PyComplex.TYPE, s("1"), i(1)));
        assertRaises("TypeError: complex() second arg can't be a string",
                () -> construct(PyComplex.TYPE, i(1), s("2")));
        assertRaises("TypeError: complex() first argument must be a string or a number, not "
                + "'NoneType'", () -> construct(PyComplex.TYPE, Py.None));
        assertRaises("TypeError: complex() second argument must be a number, not 'NoneType'",
                () -> construct(PyComplex.TYPE, i(1), Py.None));
        assertRaises("TypeError: complex() first argument must be a string or a number, not "
                + "'bytes'", () -> construct(PyComplex.TYPE, new PyBytes(new byte[] {'1'})));
        assertRaises("TypeError: complex() takes at most 2 arguments (3 given)",
                () -> construct(PyComplex.TYPE, i(1), i(2), i(3)));
        assertRaises("TypeError: complex() got an unexpected keyword argument 'x'",
                () -> PyComplex.TYPE.call(new PyObject[] {i(1)},
                        new PyStr[] {PyStr.intern("x")}));
        assertRaises("TypeError: argument for complex() given by name ('real') and position (1)",
                () -> PyComplex.TYPE.call(new PyObject[] {i(1), i(2)},
                        new PyStr[] {PyStr.intern("real")}));
        assertRaises("OverflowError: int too large to convert to float",
                () -> construct(PyComplex.TYPE, Abstract.pow(i(10), i(400))));
    }

    @Test
    void attributesAndMethods() {
        assertFloat(1.0, c(1, 2).getAttr(PyStr.intern("real")));
        assertFloat(2.0, c(1, 2).getAttr(PyStr.intern("imag")));
        assertEquals("(1.0, 2.0)", repr(call(c(1, 2), "__getnewargs__")));
        PyComplex same = c(1, 2);
        assertSame(same, call(same, "__complex__"));
        assertEquals(32L, ((PyInt) call(same, "__sizeof__")).value);
        assertRaises("AttributeError: 'complex' object has no attribute '__mod__'",
                () -> same.getAttr(PyStr.intern("__mod__")));
    }

    // ------------------------------------------------------------------ format

    private static String format(PyComplex z, String spec) {
        return Abstract.format(z, PyStr.of(spec)).value;
    }

    @Test
    void formatWithoutTypeIsLikeRepr() {
        assertEquals("(1+2j)", format(c(1, 2), ""));
        assertEquals("(1+2j)", format(c(1, 2), ".3"));
        assertEquals("(1.23e+06-1.23e-05j)", format(c(1234567.125, -0.000012345), ".3"));
        assertEquals("(1,234,567.125-1.2345e-05j)", format(c(1234567.125, -0.000012345), ","));
        assertEquals("(+1+2j)", format(c(1, 2), "+"));
        assertEquals("( 1+2j)", format(c(1, 2), " "));
        assertEquals("+1j", format(c(0, 1), "+"));
        assertEquals("(1.+2.j)", format(c(1, 2), "#"));
        assertEquals("1.e+20j", format(c(0, 1e20), "#"));
        assertEquals("(0+0j)", format(c(-0.0, -0.0), "z"));
        assertEquals("0j", format(c(0.0, -0.0), "z"));
        assertEquals("(10000000000000000+1j)", format(c(1e16, 1), ".17"));
        assertEquals("(+nan+infj)", format(c(NAN, INF), "+"));
        assertEquals("(1e-05+100000j)", format(c(1e-5, 1e5), ""));
    }

    @Test
    void formatWithType() {
        assertEquals("1.000000e+00+2.000000e+00j", format(c(1, 2), "e"));
        assertEquals("1.000000+2.000000j", format(c(1, 2), "f"));
        assertEquals("0+1j", format(c(0, 1), "g"));
        assertEquals("1.000000E+00+2.000000E+00j", format(c(1, 2), "E"));
        assertEquals("NAN+INFj", format(c(NAN, INF), "F"));
        assertEquals("1.23457e+06-1.2345e-05j", format(c(1234567.125, -0.000012345), "n"));
        assertEquals("1234567-0j", format(c(1234567.125, -0.000012345), ".0f"));
        assertEquals("1234567.-0.j", format(c(1234567.125, -0.000012345), "#.0f"));
        assertEquals("1_234_567.12-0.00j", format(c(1234567.125, -0.000012345), "_.2f"));
        assertEquals("12,345.68-0.50j", format(c(12345.678, -0.5), ",.2f"));
        assertEquals("+0-0j", format(c(0, -0.0), "+g"));
        assertEquals(" 0.000000-0.000000j", format(c(0, -0.0), " f"));
        assertEquals("0.0+0.0j", format(c(-0.0, -0.0), "z.1f"));
        assertEquals("1.00+2.00j", format(c(1, 2), "#.3g"));
        assertEquals("1234567.125-1.2344999999999999542e-05j",
                format(c(1234567.125, -0.000012345), ".20g"));
    }

    @Test
    void formatWidthAndAlignment() {
        assertEquals("              (1+2j)", format(c(1, 2), "20"));
        assertEquals("(1+2j)              ", format(c(1, 2), "<20"));
        assertEquals("       (1+2j)       ", format(c(1, 2), "^20"));
        assertEquals("**********1.00+2.00j**********", format(c(1, 2), "*^30.2f"));
        assertEquals("      (-0-0j)       ", format(c(-0.0, -0.0), "^20"));
        assertEquals("+1.000e+00+2.000e+00j", format(c(1, 2), "^+15.3e"));
    }

    @Test
    void formatErrors() {
        assertRaises("ValueError: Zero padding is not allowed in complex format specifier",
                () -> format(c(1, 2), "010"));
        assertRaises("ValueError: Zero padding is not allowed in complex format specifier",
                () -> format(c(1, 2), "0>10"));
        assertRaises("ValueError: '=' alignment flag is not allowed in complex format "
                + "specifier", () -> format(c(1, 2), "=10"));
        for (String t : new String[] {"%", "d", "r", "s", "x"}) {
            assertRaises("ValueError: Unknown format code '" + t + "' for object of type "
                    + "'complex'", () -> format(c(1, 2), ".3" + t));
        }
        assertRaises("ValueError: Cannot specify ',' with 'n'.", () -> format(c(1, 2), ",n"));
        assertRaises("TypeError: __format__() argument must be str, not int",
                () -> call(c(1, 2), "__format__", i(1)));
    }
}
