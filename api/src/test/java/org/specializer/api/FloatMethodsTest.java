package org.specializer.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.specializer.api.NumTesting.assertFloat;
import static org.specializer.api.NumTesting.assertInt;
import static org.specializer.api.NumTesting.assertRaises;
import static org.specializer.api.NumTesting.assertRepr;
import static org.specializer.api.NumTesting.call;
import static org.specializer.api.NumTesting.construct;
import static org.specializer.api.NumTesting.f;
import static org.specializer.api.NumTesting.i;
import static org.specializer.api.NumTesting.s;

import java.math.BigInteger;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

class FloatMethodsTest {

    // ------------------------------------------------------------------ parsing

    @Test
    void floatOfStrings() {
        assertFloat(-1.5, construct(PyFloat.TYPE, s("  -1.5  ")));
        assertFloat(1000.0, construct(PyFloat.TYPE, s("1e3")));
        assertFloat(Double.POSITIVE_INFINITY, construct(PyFloat.TYPE, s("INF")));
        assertFloat(Double.NEGATIVE_INFINITY, construct(PyFloat.TYPE, s("-iNfinity")));
        assertFloat(10.5, construct(PyFloat.TYPE, s("1_0.5")));
        assertFloat(105500000000.0, construct(PyFloat.TYPE, s(" 1_0.5_5e1_0 ")));
        assertFloat(1.0, construct(PyFloat.TYPE, s("1.")));
        assertFloat(0.5, construct(PyFloat.TYPE, s(".5")));
        assertFloat(1e-5, construct(PyFloat.TYPE, s("1E-5")));
        assertFloat(1.5, construct(PyFloat.TYPE, s("0001.5")));
        assertFloat(1.5, construct(PyFloat.TYPE, s("\u00a01.5\u3000")));
        assertFloat(1.5, construct(PyFloat.TYPE, s("\uff11.\uff15")));
        assertFloat(Double.POSITIVE_INFINITY, construct(PyFloat.TYPE, s("1e500")));
        assertFloat(-0.0, construct(PyFloat.TYPE, s("-1e-500")));
        assertTrue(Double.isNaN(((PyFloat) construct(PyFloat.TYPE, s("nan"))).value));
        assertTrue(Double.isNaN(((PyFloat) construct(PyFloat.TYPE, s("-NaN"))).value));
        assertTrue(Double.isNaN(((PyFloat) construct(PyFloat.TYPE, s("+nan"))).value));
        assertFloat(1.5, construct(PyFloat.TYPE, new PyBytes(new byte[] {' ', '1', '.', '5'})));
        assertFloat(0.1, construct(PyFloat.TYPE, s("0.1")));
        assertFloat(9007199254740992.0, construct(PyFloat.TYPE, s("9007199254740993")));
    }

    @Test
    void floatOfBadStrings() {
        for (String bad : new String[] {"abc", "1__0", "1_.0", "_1", "infinit", "0x10", "1e",
            ".e1", ".", "", "  ", "1_e10", "1e_10", "1._5", "nan_", "1e+", "1.5\u0000",
            "infinityx", "\u0661\u066b\u0665", "1d", "1f", "0x1p3", "Infinity1", "++1", "1 2"}) {
            PyStr str = s(bad);
            assertRaises("ValueError: could not convert string to float: " + NumTesting.repr(str),
                    () -> construct(PyFloat.TYPE, str));
        }
        assertRaises("ValueError: could not convert string to float: b'\\xa01.5'",
                () -> construct(PyFloat.TYPE, new PyBytes(new byte[] {(byte) 0xa0, '1', '.',
                    '5'})));
        String longBad = "x".repeat(300);
        assertRaises("ValueError: could not convert string to float: '" + longBad + "'",
                () -> construct(PyFloat.TYPE, s(longBad)));
    }

    @Test
    void floatOfNumbersAndErrors() {
        assertFloat(0.0, construct(PyFloat.TYPE));
        assertFloat(7.0, construct(PyFloat.TYPE, i(7)));
        assertFloat(0.0, construct(PyFloat.TYPE, i(0)));
        assertFloat(1e20, construct(PyFloat.TYPE, Abstract.pow(i(10), i(20))));
        assertFloat(1.0, construct(PyFloat.TYPE, Py.True));
        PyFloat same = f(2.5);
        assertSame(same, construct(PyFloat.TYPE, same));
        assertRaises("OverflowError: int too large to convert to float",
                () -> construct(PyFloat.TYPE, Abstract.pow(i(10), i(400))));
        assertRaises("TypeError: float() argument must be a string or a real number, not "
                + "'NoneType'", () -> construct(PyFloat.TYPE, Py.None));
        assertRaises("TypeError: float expected at most 1 argument, got 2",
                () -> construct(PyFloat.TYPE, i(1), i(2)));
        assertRaises("TypeError: float() takes no keyword arguments",
                () -> PyFloat.TYPE.call(new PyObject[] {i(1)}, new PyStr[] {PyStr.intern("x")}));
        assertRaises("TypeError: float.__new__(int): int is not a subtype of float",
                () -> call(PyFloat.TYPE, "__new__", PyInt.TYPE));
    }

    // ------------------------------------------------------------------ arithmetic

    @Test
    void divisionAndModuloErrors() {
        assertRaises("ZeroDivisionError: float division by zero",
                () -> Abstract.trueDiv(f(1.0), f(0.0)));
        assertRaises("ZeroDivisionError: float division by zero",
                () -> Abstract.trueDiv(f(1.0), i(0)));
        assertRaises("ZeroDivisionError: float floor division by zero",
                () -> Abstract.floorDiv(f(1.0), f(0.0)));
        assertRaises("ZeroDivisionError: float modulo by zero",
                () -> Abstract.mod(f(1.0), i(0)));
        assertRaises("ZeroDivisionError: float divmod()",
                () -> Abstract.divmod(f(1.0), f(0.0)));
        assertRaises("ZeroDivisionError: float divmod()",
                () -> Abstract.divmod(i(1), f(0.0)));
    }

    @Test
    void floorDivisionModuloAndDivmod() {
        assertFloat(3.0, Abstract.floorDiv(f(7.5), i(2)));
        assertFloat(1.5, Abstract.mod(f(7.5), i(2)));
        assertFloat(-4.0, Abstract.floorDiv(f(-7.5), i(2)));
        assertFloat(0.5, Abstract.mod(f(-7.5), i(2)));
        assertFloat(-0.5, Abstract.mod(f(7.5), f(-2)));
        assertFloat(1e-20, Abstract.mod(f(1e-20), f(1.0)));
        assertFloat(1.0, Abstract.mod(f(-1e-20), f(1.0)));
        assertFloat(0.0, Abstract.mod(f(-0.0), i(5)));
        assertFloat(-0.0, Abstract.mod(f(0.0), f(-5)));
        PyTuple t = (PyTuple) Abstract.divmod(f(7.5), f(-2));
        assertFloat(-4.0, t.get(0));
        assertFloat(-0.5, t.get(1));
        assertFloat(-0.0, Abstract.floorDiv(f(-0.0), f(5)));
    }

    @Test
    void powerSpecialCases() {
        assertFloat(1.0, Abstract.pow(f(Double.NaN), f(0.0)));
        assertFloat(1.0, Abstract.pow(f(1.0), f(Double.NaN)));
        assertTrue(Double.isNaN(((PyFloat) Abstract.pow(f(2.0), f(Double.NaN))).value));
        assertFloat(Double.POSITIVE_INFINITY, Abstract.pow(f(2.0), f(Double.POSITIVE_INFINITY)));
        assertFloat(0.0, Abstract.pow(f(0.5), f(Double.POSITIVE_INFINITY)));
        assertFloat(1.0, Abstract.pow(f(-1.0), f(Double.POSITIVE_INFINITY)));
        assertFloat(Double.NEGATIVE_INFINITY, Abstract.pow(f(Double.NEGATIVE_INFINITY), i(3)));
        assertFloat(-0.0, Abstract.pow(f(Double.NEGATIVE_INFINITY), i(-3)));
        assertFloat(Double.POSITIVE_INFINITY, Abstract.pow(f(Double.NEGATIVE_INFINITY), i(2)));
        assertFloat(-0.0, Abstract.pow(f(-0.0), i(3)));
        assertFloat(0.0, Abstract.pow(f(-0.0), f(2.5)));
        assertFloat(-512.0, Abstract.pow(f(-8.0), i(3)));
        assertFloat(-1.0, Abstract.pow(f(-1.0), f(3.0)));
        assertFloat(1.0, Abstract.pow(f(-1.0), f(1e30)));
        assertFloat(1.4142135623730951, Abstract.pow(i(2), f(0.5)));
        assertFloat(0.001, Abstract.pow(f(10.0), i(-3)));
        assertRaises("ZeroDivisionError: 0.0 cannot be raised to a negative power",
                () -> Abstract.pow(f(0.0), i(-1)));
        assertRaises("ZeroDivisionError: 0.0 cannot be raised to a negative power",
                () -> Abstract.pow(f(-0.0), f(-1.5)));
        assertRepr("(1.0000000000000002+1.7320508075688772j)",
                Abstract.pow(f(-8.0), f(1.0 / 3)));
        assertRaises("OverflowError: (34, 'Numerical result out of range')",
                () -> Abstract.pow(f(10.0), i(400)));
        assertRaises("TypeError: pow() 3rd argument not allowed unless all arguments are "
                + "integers", () -> call(f(2.0), "__pow__", i(3), i(5)));
    }

    @Test
    void mixedOperandsAndNotImplemented() {
        assertFloat(2.5, call(f(1.5), "__radd__", i(1)));
        assertFloat(-0.5, call(f(1.5), "__rsub__", i(1)));
        assertFloat(2.0 / 1.5, call(f(1.5), "__rtruediv__", i(2)));
        assertSame(Py.NotImplemented, call(f(1.0), "__add__", s("a")));
        assertSame(Py.NotImplemented, call(f(1.0), "__eq__", s("a")));
        assertSame(Py.True, call(f(1.0), "__eq__", i(1)));
        assertFloat(Math.pow(2, 1.5), call(f(1.5), "__rpow__", i(2)));
        assertRaises("TypeError: unsupported operand type(s) for +: 'float' and 'str'",
                () -> Abstract.add(f(1.0), s("a")));
    }

    // ------------------------------------------------------------------ conversions

    @Test
    void toIntConversions() {
        assertInt(3, construct(PyInt.TYPE, f(3.7)));
        assertInt(-3, construct(PyInt.TYPE, f(-3.7)));
        assertInt(0, construct(PyInt.TYPE, f(-0.5)));
        assertInt(1000000000000000000L, construct(PyInt.TYPE, f(1e18)));
        assertInt(new BigInteger("1000000000000000052504760255204420248704468581108159154915854115"
                + "511802457988908195786371375080447864043704443832883878176942523235360430575"
                + "644792184786706982848387200926575803737830233794788090059368953234970799945"
                + "081119038967640880074652742780142494579258788820056842838115669472196386865"
                + "459400540160"), call(f(1e300), "__floor__"));
        assertInt(2, call(f(2.5), "__floor__"));
        assertInt(3, call(f(2.5), "__ceil__"));
        assertInt(-2, call(f(-2.5), "__trunc__"));
        assertRaises("OverflowError: cannot convert float infinity to integer",
                () -> call(f(Double.POSITIVE_INFINITY), "__ceil__"));
        assertRaises("ValueError: cannot convert float NaN to integer",
                () -> call(f(Double.NaN), "__floor__"));
    }

    @Test
    void rounding() {
        double[] halves = {0.5, 1.5, 2.5, 3.5, -0.5, -1.5, -2.5, 4.5, 5.5};
        long[] expected = {0, 2, 2, 4, 0, -2, -2, 4, 6};
        for (int k = 0; k < halves.length; k++) {
            assertInt(expected[k], call(f(halves[k]), "__round__"));
        }
        assertFloat(3.14, call(f(3.14159), "__round__", i(2)));
        assertFloat(2.67, call(f(2.675), "__round__", i(2)));
        assertFloat(1.0, call(f(1.005), "__round__", i(2)));
        assertFloat(120.0, call(f(123.456), "__round__", i(-1)));
        assertFloat(2.0, call(f(2.5), "__round__", i(0)));
        assertFloat(-0.0, call(f(-0.4), "__round__", i(0)));
        assertFloat(1.5, call(f(1.5), "__round__", Abstract.pow(i(2), i(70))));
        assertFloat(0.0, call(f(1.5), "__round__", i(-400)));
        assertFloat(-0.0, call(f(-1.5), "__round__", i(-400)));
        assertInt(new BigInteger("100000000000000000000"), call(f(1e20), "__round__"));
        assertInt(2, call(f(2.5), "__round__", Py.None));
        assertRaises("OverflowError: rounded value too large to represent",
                () -> call(f(1.7976931348623157e308), "__round__", i(-308)));
        assertRaises("OverflowError: cannot convert float infinity to integer",
                () -> call(f(Double.POSITIVE_INFINITY), "__round__"));
        assertRaises("ValueError: cannot convert float NaN to integer",
                () -> call(f(Double.NaN), "__round__"));
        assertRaises("TypeError: 'float' object cannot be interpreted as an integer",
                () -> call(f(1.5), "__round__", f(1.0)));
    }

    @Test
    void ratiosAndHex() {
        PyTuple r = (PyTuple) call(f(0.1), "as_integer_ratio");
        assertInt(3602879701896397L, r.get(0));
        assertInt(36028797018963968L, r.get(1));
        r = (PyTuple) call(f(-2.25), "as_integer_ratio");
        assertInt(-9, r.get(0));
        assertInt(4, r.get(1));
        r = (PyTuple) call(f(1e300), "as_integer_ratio");
        assertInt(BigInteger.ONE, r.get(1));
        r = (PyTuple) call(f(0.0), "as_integer_ratio");
        assertInt(0, r.get(0));
        assertRaises("OverflowError: cannot convert Infinity to integer ratio",
                () -> call(f(Double.NEGATIVE_INFINITY), "as_integer_ratio"));
        assertRaises("ValueError: cannot convert NaN to integer ratio",
                () -> call(f(Double.NaN), "as_integer_ratio"));
        assertSame(Py.True, call(f(3.0), "is_integer"));
        assertSame(Py.False, call(f(3.5), "is_integer"));
        assertSame(Py.False, call(f(Double.POSITIVE_INFINITY), "is_integer"));
        assertEquals("0x1.8000000000000p+0", ((PyStr) call(f(1.5), "hex")).value);
        assertEquals("-0x1.999999999999ap-4", ((PyStr) call(f(-0.1), "hex")).value);
        assertEquals("0x0.0000000000001p-1022", ((PyStr) call(f(5e-324), "hex")).value);
        PyObject fromhex = Descriptors.get(PyFloat.TYPE.lookup(PyStr.intern("fromhex")), null,
                PyFloat.TYPE);
        assertFloat(3.0, Abstract.call1(fromhex, s("0x1.8p1")));
        assertFloat(-Double.MAX_VALUE, Abstract.call1(fromhex,
                s(" -0X1.fffffffffffffp+1023 ")));
        assertFloat(0.0, Abstract.call1(fromhex, s("0x1p-1075")));
        assertFloat(5e-324, Abstract.call1(fromhex, s("0x1p-1074")));
        assertFloat(5e-324, Abstract.call1(fromhex, s("0x3p-1076")));
        assertFloat(1e-323, Abstract.call1(fromhex, s("0x7p-1076")));
        assertFloat(1e-323, Abstract.call1(fromhex, s("0x6p-1076")));
        assertFloat(0.0, Abstract.call1(fromhex, s("0x2p-1076")));
        assertFloat(0.5, Abstract.call1(fromhex, s("0x.8")));
        assertFloat(1.0, Abstract.call1(fromhex, s("1")));
        assertFloat(Double.POSITIVE_INFINITY, Abstract.call1(fromhex, s("inf")));
        for (String bad : new String[] {"x", "0x", "0x1p", "0x1.8p+", "1.5z", "0x.p1"}) {
            assertRaises("ValueError: invalid hexadecimal floating-point string",
                    () -> Abstract.call1(fromhex, s(bad)));
        }
        assertRaises("OverflowError: hexadecimal value too large to represent as a float",
                () -> Abstract.call1(fromhex, s("0x1p1024")));
    }

    @Property(tries = 2000)
    void hexRoundTrips(@ForAll double d) {
        if (Double.isNaN(d)) {
            return;
        }
        double back = FloatOps.fromHex(FloatFormat.hex(d));
        assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(back));
    }

    @Property(tries = 2000)
    void integralFloatsHashLikeInts(@ForAll long v) {
        double d = (double) v;
        PyObject asInt = IntOps.fromDouble(d);
        assertEquals(Abstract.hash(asInt), Abstract.hash(f(d)));
        assertSame(Py.True, Abstract.richCompare(f(d), asInt, Abstract.EQ));
    }

    @Property(tries = 2000)
    void ratioIsExact(@ForAll double d) {
        if (!Double.isFinite(d)) {
            return;
        }
        PyTuple r = FloatOps.asIntegerRatio(d);
        assertEquals(new java.math.BigDecimal(d).compareTo(new java.math.BigDecimal(IntOps.big(
                r.get(0))).divide(new java.math.BigDecimal(IntOps.big(r.get(1))))), 0);
    }

    @Test
    void hashesAndMisc() {
        assertEquals(314159, Abstract.hash(f(Double.POSITIVE_INFINITY)));
        assertEquals(0, Abstract.hash(f(-0.0)));
        assertEquals(1152921504606846977L, Abstract.hash(f(1.5)));
        assertEquals(-2, Abstract.hash(f(-1.0)));
        assertEquals(482449582752280463L, Abstract.hash(f(1e-300)));
        assertRepr("1.5", f(1.5));
        assertEquals("1.5", Abstract.str(f(1.5)).value);
        assertRepr("-0.0", Abstract.neg(f(0.0)));
        assertFloat(2.5, Abstract.abs(f(-2.5)));
        assertSame(Py.False, call(f(0.0), "__bool__"));
        assertFloat(0.0, f(2.5).getAttr(PyStr.intern("imag")));
        assertFloat(2.5, f(2.5).getAttr(PyStr.intern("real")));
        assertFloat(2.5, call(f(2.5), "conjugate"));
        PyObject gf = Descriptors.get(PyFloat.TYPE.lookup(PyStr.intern("__getformat__")), null,
                PyFloat.TYPE);
        assertEquals("IEEE, little-endian", ((PyStr) Abstract.call1(gf, s("double"))).value);
    }

    @Test
    void subclassInstances() {
        PyType myFloat = (PyType) PyType.TYPE.call(new PyObject[] {s("MyFloat"),
            PyTuple.of(PyFloat.TYPE), new PyDict()}, Py.NO_KWNAMES);
        PyObject x = construct(myFloat, s("1.5"));
        assertSame(PyFloat.Derived.class, x.getClass());
        assertSame(myFloat, x.type);
        assertFloat(2.5, Abstract.add(x, i(1)));
        assertFloat(-1.5, Abstract.neg(x));
        assertFloat(1.5, construct(PyFloat.TYPE, x));
        assertFloat(1.5, x.getAttr(PyStr.intern("real")));
        assertRepr("1.5", x);
        PyObject fromhex = Descriptors.get(PyFloat.TYPE.lookup(PyStr.intern("fromhex")), null,
                myFloat);
        assertSame(myFloat, Abstract.call1(fromhex, s("1")).type);
    }
}
