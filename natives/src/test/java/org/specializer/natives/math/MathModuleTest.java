package org.specializer.natives.math;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Scale;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

class MathModuleTest {
    private static final PyModule MATH = MathModule.create();

    private static PyObject call(String name, PyObject... args) {
        return MATH.getAttr(PyStr.intern(name)).call(args, Py.NO_KWNAMES);
    }

    private static PyObject callKw(String name, PyObject[] args, String... kw) {
        PyStr[] names = new PyStr[kw.length];
        for (int i = 0; i < kw.length; i++) {
            names[i] = PyStr.intern(kw[i]);
        }
        return MATH.getAttr(PyStr.intern(name)).call(args, names);
    }

    private static String error(Runnable r) {
        PyException e = assertThrows(PyException.class, r::run);
        return e.getMessage();
    }

    private static PyFloat f(double d) {
        return new PyFloat(d);
    }

    private static PyObject i(long v) {
        return PyInt.of(v);
    }

    private static double d(PyObject o) {
        return ((PyFloat) o).value;
    }

    // ------------------------------------------------------------------ CPython's results

    /** One line of math_cases.txt (gen_math_cases.py). */
    record Case(String fn, int ulps, PyObject[] args, String expected, String line) {}

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (InputStream in = MathModuleTest.class.getResourceAsStream("math_cases.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in,
                        StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                int arrow = line.indexOf(" -> ");
                String[] head = line.substring(0, arrow).split(" ");
                PyObject[] args = new PyObject[head.length - 2];
                for (int k = 2; k < head.length; k++) {
                    args[k - 2] = literal(head[k]);
                }
                out.add(new Case(head[0], Integer.parseInt(head[1]), args,
                        line.substring(arrow + 4), line));
            }
        }
        return out;
    }

    private static PyObject literal(String s) {
        if (s.equals("nan") || s.equals("inf") || s.equals("-inf") || s.contains(".")
                || s.contains("e")) {
            return f(Double.parseDouble(s.replace("inf", "Infinity").replace("nan", "NaN")));
        }
        return Py.newInt(new BigInteger(s));
    }

    private static boolean looksFloat(String s) {
        return s.equals("nan") || s.equals("inf") || s.equals("-inf")
                || (!s.startsWith("(") && (s.contains(".") || s.contains("e")));
    }

    @Test
    void resultsMatchCPython() throws IOException {
        int checked = 0;
        for (Case c : cases()) {
            String got;
            PyObject r = null;
            try {
                r = call(c.fn, c.args);
                got = Abstract.repr(r).value;
            } catch (PyException e) {
                got = "Error: " + e.getMessage();
            }
            if (c.ulps > 0 && r instanceof PyFloat pf && looksFloat(c.expected)) {
                double want = Double.parseDouble(c.expected.replace("inf", "Infinity")
                        .replace("nan", "NaN"));
                double have = pf.value;
                if (Double.isNaN(want)) {
                    assertTrue(Double.isNaN(have), c.line);
                } else {
                    long diff = Math.abs(Double.doubleToLongBits(want)
                            - Double.doubleToLongBits(have));
                    assertTrue(diff <= c.ulps, () -> c.line + " but got " + have + " ("
                            + diff + " ulps)");
                }
            } else {
                assertEquals(c.expected, got, c.line);
            }
            checked++;
        }
        assertTrue(checked > 3000);
    }

    // ------------------------------------------------------------------ specific behaviour

    @Test
    void constants() {
        assertEquals(Math.PI, d(MATH.getAttr(PyStr.intern("pi"))));
        assertEquals(Math.E, d(MATH.getAttr(PyStr.intern("e"))));
        assertEquals(6.283185307179586, d(MATH.getAttr(PyStr.intern("tau"))));
        assertTrue(Double.isNaN(d(MATH.getAttr(PyStr.intern("nan")))));
    }

    @Test
    void argumentErrors() {
        assertEquals("TypeError: math.sqrt() takes exactly one argument (2 given)",
                error(() -> call("sqrt", f(1), f(2))));
        assertEquals("TypeError: atan2 expected 2 arguments, got 1",
                error(() -> call("atan2", f(1))));
        assertEquals("TypeError: log expected at least 1 argument, got 0",
                error(() -> call("log")));
        assertEquals("TypeError: must be real number, not str",
                error(() -> call("sqrt", PyStr.of("a"))));
        assertEquals("TypeError: must be real number, not str",
                error(() -> call("floor", PyStr.of("a"))));
        assertEquals("TypeError: type str doesn't define __trunc__ method",
                error(() -> call("trunc", PyStr.of("a"))));
        assertEquals("ZeroDivisionError: float division by zero",
                error(() -> call("log", f(8), f(1))));
        assertEquals("TypeError: Expected an int as second argument to ldexp.",
                error(() -> call("ldexp", f(1), f(2.0))));
        assertEquals("TypeError: 'float' object cannot be interpreted as an integer",
                error(() -> call("factorial", f(5.0))));
        assertEquals("OverflowError: factorial() argument should not exceed "
                + "9223372036854775807", error(() -> call("factorial",
                Abstract.pow(i(10), i(20)))));
        assertEquals("ValueError: isqrt() argument must be nonnegative",
                error(() -> call("isqrt", i(-1))));
    }

    @Test
    void floorAndCeilUseTheSpecialMethodsAndReturnInts() {
        assertEquals(2L, ((PyInt) call("floor", f(2.5))).value);
        assertEquals(-3L, ((PyInt) call("floor", f(-2.5))).value);
        assertEquals(3L, ((PyInt) call("ceil", f(2.5))).value);
        assertEquals(-2L, ((PyInt) call("trunc", f(-2.5))).value);
        assertEquals(7L, ((PyInt) call("floor", i(7))).value);
        assertEquals(10000000000L, ((PyInt) call("floor", f(1e10 + 0.5))).value);
        assertEquals(1L, ((PyInt) call("ceil", Py.True)).value);
        assertEquals("OverflowError: cannot convert float infinity to integer",
                error(() -> call("ceil", f(Double.POSITIVE_INFINITY))));
    }

    @Test
    void isclose() {
        assertEquals(Py.True, call("isclose", f(0.1 + 0.2), f(0.3)));
        assertEquals(Py.False, call("isclose", f(1.0), f(1.001)));
        assertEquals(Py.True, callKw("isclose", new PyObject[] {f(1.0), f(1.001), f(1e-2)},
                "rel_tol"));
        assertEquals(Py.False, call("isclose", f(0.0), f(1e-12)));
        assertEquals(Py.True, callKw("isclose", new PyObject[] {f(0.0), f(1e-12), f(1e-9)},
                "abs_tol"));
        assertEquals(Py.True, call("isclose", f(Double.POSITIVE_INFINITY),
                f(Double.POSITIVE_INFINITY)));
        assertEquals("ValueError: tolerances must be non-negative", error(() -> callKw(
                "isclose", new PyObject[] {f(1), f(2), f(-1)}, "rel_tol")));
        assertEquals("TypeError: isclose() takes exactly 2 positional arguments (3 given)",
                error(() -> call("isclose", f(1), f(2), f(3))));
    }

    @Test
    void fsum() {
        assertEquals(1.0, d(call("fsum", PyList.of(f(0.1), f(0.1), f(0.1), f(0.1), f(0.1),
                f(0.1), f(0.1), f(0.1), f(0.1), f(0.1)))));
        assertEquals(2.0, d(call("fsum", PyList.of(f(1e16), f(1.0), f(-1e16), f(1.0)))));
        assertEquals(1.0000000000000002e+16, d(call("fsum", PyList.of(f(1e-16), f(1),
                f(1e16)))));
        assertEquals(5050.0, d(call("fsum", PyList.of(rangeList(101)))));
        assertEquals(0.0, d(call("fsum", PyList.of())));
        assertEquals(Double.POSITIVE_INFINITY, d(call("fsum", PyList.of(
                f(Double.POSITIVE_INFINITY), i(1)))));
        assertEquals("OverflowError: intermediate overflow in fsum",
                error(() -> call("fsum", PyList.of(f(1e308), f(1e308)))));
        assertEquals("ValueError: -inf + inf in fsum", error(() -> call("fsum", PyList.of(
                f(Double.POSITIVE_INFINITY), f(Double.NEGATIVE_INFINITY)))));
        assertEquals("OverflowError: int too large to convert to float",
                error(() -> call("fsum", PyList.of(Abstract.pow(i(10), i(400))))));
    }

    private static PyObject[] rangeList(int n) {
        PyObject[] out = new PyObject[n];
        for (int k = 0; k < n; k++) {
            out[k] = i(k);
        }
        return out;
    }

    @Property(tries = 500)
    void fsumIsExactlyRounded(@ForAll @DoubleRange(min = -1e20, max = 1e20) @Scale(6) double a,
            @ForAll @DoubleRange(min = -1e-5, max = 1e-5) @Scale(25) double b,
            @ForAll @DoubleRange(min = -1e10, max = 1e10) @Scale(12) double c) {
        java.math.BigDecimal exact = new java.math.BigDecimal(a).add(new java.math.BigDecimal(b))
                .add(new java.math.BigDecimal(c)).add(new java.math.BigDecimal(-a));
        double want = exact.doubleValue();
        assertEquals(want, d(call("fsum", PyList.of(f(a), f(b), f(c), f(-a)))));
    }

    @Property(tries = 500)
    void hypotIsNearlyCorrectlyRounded(@ForAll @DoubleRange(min = -1e5, max = 1e5) @Scale(15) double a,
            @ForAll @DoubleRange(min = -1e5, max = 1e5) @Scale(15) double b,
            @ForAll @DoubleRange(min = -1e-3, max = 1e-3) @Scale(25) double c) {
        java.math.BigDecimal sum = sq(a).add(sq(b)).add(sq(c));
        double want = sum.sqrt(new java.math.MathContext(40)).doubleValue();
        double got = d(call("hypot", f(a), f(b), f(c)));
        assertTrue(Math.abs(want - got) <= Math.ulp(want), () -> want + " vs " + got);
    }

    private static java.math.BigDecimal sq(double x) {
        java.math.BigDecimal b = new java.math.BigDecimal(x);
        return b.multiply(b);
    }

    @Test
    void distAndProd() {
        assertEquals(5.0, d(call("dist", PyTuple.of(i(0), i(0)), PyTuple.of(i(3), i(4)))));
        assertEquals(0.0, d(call("dist", PyTuple.of(i(1), i(1), i(1)),
                PyTuple.of(i(1), i(1), i(1)))));
        assertEquals("ValueError: both points must have the same number of dimensions",
                error(() -> call("dist", PyTuple.of(i(1), i(2)), PyTuple.of(i(1), i(2),
                        i(3)))));
        assertEquals(120L, ((PyInt) call("prod", PyList.of(i(1), i(2), i(3), i(4), i(5))))
                .value);
        assertEquals(1L, ((PyInt) call("prod", PyList.of())).value);
        assertEquals(2.0, d(call("prod", PyList.of(f(0.5), i(4)))));
        assertEquals(4L, ((PyInt) callKw("prod", new PyObject[] {PyList.of(i(1), i(2)), i(2)},
                "start")).value);
        assertEquals("TypeError: prod() takes exactly 1 positional argument (2 given)",
                error(() -> call("prod", PyList.of(i(1)), i(2))));
    }

    @Test
    void sumprod() {
        assertEquals(11L, ((PyInt) call("sumprod", PyList.of(i(1), i(2)),
                PyList.of(i(3), i(4)))).value);
        assertEquals(13.0, d(call("sumprod", PyList.of(i(1), f(2.5)), PyList.of(i(3),
                i(4)))));
        PyObject[] tenths = new PyObject[10];
        java.util.Arrays.fill(tenths, f(0.1));
        assertEquals(0.1, d(call("sumprod", new PyList(tenths), new PyList(tenths.clone()))));
        assertEquals("ValueError: Inputs are not the same length",
                error(() -> call("sumprod", PyList.of(i(1)), PyList.of(i(3), i(4)))));
        PyObject big = call("sumprod", PyList.of(i(Long.MAX_VALUE), i(Long.MAX_VALUE)),
                PyList.of(i(2), i(3)));
        assertEquals(BigInteger.valueOf(Long.MAX_VALUE).multiply(BigInteger.valueOf(5))
                .toString(), Abstract.repr(big).value);
    }

    @Test
    void nextafterWithSteps() {
        assertEquals(1.0000000000000007, d(callKw("nextafter", new PyObject[] {f(1.0), f(2.0),
            i(3)}, "steps")));
        assertEquals(2.0, d(callKw("nextafter", new PyObject[] {f(1.0), f(2.0),
            Abstract.pow(i(2), i(70))}, "steps")));
        assertEquals(-0.0, d(callKw("nextafter", new PyObject[] {f(-0.0), f(1.0), i(0)},
                "steps")));
        assertEquals(-Double.MIN_VALUE, d(callKw("nextafter", new PyObject[] {f(0.0),
            f(-1.0), i(1)}, "steps")));
        assertEquals(Double.MAX_VALUE, d(callKw("nextafter", new PyObject[] {
            f(Double.NEGATIVE_INFINITY), f(Double.POSITIVE_INFINITY),
            Abstract.sub(Abstract.pow(i(2), i(64)), i((1L << 53) + 1))}, "steps")));
        assertEquals("ValueError: steps must be a non-negative integer", error(() -> callKw(
                "nextafter", new PyObject[] {f(1.0), f(2.0), i(-1)}, "steps")));
    }

    @Test
    void fma() {
        assertEquals(10.0, d(call("fma", i(2), i(3), i(4))));
        assertEquals("ValueError: invalid operation in fma",
                error(() -> call("fma", f(Double.POSITIVE_INFINITY), i(0), i(1))));
        assertEquals("OverflowError: overflow in fma",
                error(() -> call("fma", f(1e308), i(10), i(0))));
    }

    @Test
    void gammaOnIntegersIsExactFactorial() {
        BigInteger fact = BigInteger.ONE;
        for (int n = 1; n <= 23; n++) {
            assertEquals(fact.doubleValue(), d(call("gamma", f(n))));
            fact = fact.multiply(BigInteger.valueOf(n));
        }
        assertEquals(0.5723649429247004, d(call("lgamma", f(0.5))), 4e-16);
        assertEquals(Math.sqrt(Math.PI), d(call("gamma", f(0.5))), 4e-16);
    }

    @Test
    void bigIntegerFunctions() {
        assertEquals("15511210043330985984000000", Abstract.repr(call("factorial", i(25)))
                .value);
        assertEquals("100891344545564193334812497256",
                Abstract.repr(call("comb", i(100), i(50))).value);
        assertEquals("4999999999999999999950000000000000000000",
                Abstract.repr(call("comb", Abstract.pow(i(10), i(20)), i(2))).value);
        assertEquals("9999999999999999999900000000000000000000",
                Abstract.repr(call("perm", Abstract.pow(i(10), i(20)), i(2))).value);
        assertEquals("120", Abstract.repr(call("perm", i(5))).value);
        assertEquals("36893488147419103232", Abstract.repr(call("gcd",
                Abstract.pow(i(2), i(70)), Abstract.mul(Abstract.pow(i(2), i(65)), i(3))))
                .value);
        assertEquals("0", Abstract.repr(call("gcd")).value);
        assertEquals("1", Abstract.repr(call("lcm")).value);
        assertEquals("105", Abstract.repr(call("lcm", i(3), i(5), i(7))).value);
        assertEquals("3037000499", Abstract.repr(call("isqrt", i(Long.MAX_VALUE))).value);
    }
}
