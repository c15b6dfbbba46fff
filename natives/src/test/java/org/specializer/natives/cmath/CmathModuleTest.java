package org.specializer.natives.cmath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.specializer.api.Abstract;
import org.specializer.api.Builtin;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyComplex;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.TypeFactory;

class CmathModuleTest {
    private static final PyModule CMATH = CmathModule.create();

    private static PyObject call(String name, PyObject... args) {
        return CMATH.getAttr(PyStr.intern(name)).call(args, Py.NO_KWNAMES);
    }

    private static PyObject callKw(String name, PyObject[] args, String... kw) {
        PyStr[] names = new PyStr[kw.length];
        for (int i = 0; i < kw.length; i++) {
            names[i] = PyStr.intern(kw[i]);
        }
        return CMATH.getAttr(PyStr.intern(name)).call(args, names);
    }

    private static String error(Runnable r) {
        PyException e = assertThrows(PyException.class, r::run);
        return e.getMessage();
    }

    private static PyComplex c(double re, double im) {
        return new PyComplex(re, im);
    }

    private static PyFloat f(double d) {
        return new PyFloat(d);
    }

    private static String repr(PyObject o) {
        return Abstract.repr(o).value;
    }

    // ------------------------------------------------------------------ CPython's results

    private static double number(String s) {
        switch (s) {
            case "inf":
                return Double.POSITIVE_INFINITY;
            case "-inf":
                return Double.NEGATIVE_INFINITY;
            case "nan":
                return Double.NaN;
            default:
                return Double.parseDouble(s);
        }
    }

    /**
     * Equal doubles: the same bits (so signed zeros count), both NaN, or, with a tolerance,
     * finite nonzero values of one sign within {@code ulps} of each other.
     */
    private static boolean close(double want, double have, int ulps) {
        if (Double.doubleToLongBits(want) == Double.doubleToLongBits(have)) {
            return true;
        }
        if (ulps == 0 || want == 0.0 || have == 0.0 || !Double.isFinite(want)
                || !Double.isFinite(have) || (want < 0) != (have < 0)) {
            return false;
        }
        return Math.abs(Double.doubleToLongBits(want) - Double.doubleToLongBits(have)) <= ulps;
    }

    /** Every line of cmath_cases.txt (gen_cmath_cases.py): special values, errors, values. */
    @Test
    void resultsMatchCPython() throws IOException {
        int checked = 0;
        int exact = 0;
        try (InputStream in = CmathModuleTest.class.getResourceAsStream("cmath_cases.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in,
                        StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                int arrow = line.indexOf(" -> ");
                String[] head = line.substring(0, arrow).split(" ");
                String want = line.substring(arrow + 4);
                String fn = head[0];
                int ulps = Integer.parseInt(head[1]);
                double a = number(head[2]);
                double b = number(head[3]);
                PyObject res;
                try {
                    if (fn.equals("rect")) {
                        res = call("rect", f(a), f(b));
                    } else if (fn.equals("logb")) {
                        res = call("log", f(a), f(b));
                    } else {
                        res = call(fn, c(a, b));
                    }
                } catch (PyException e) {
                    assertEquals(want, "Error: " + e.getMessage(), line);
                    checked++;
                    exact++;
                    continue;
                }
                PyObject result = res;
                String[] w = want.split(" ");
                double[] have;
                switch (w[0]) {
                    case "C":
                        have = new double[] {((PyComplex) result).real,
                            ((PyComplex) result).imag};
                        break;
                    case "F":
                        have = new double[] {((PyFloat) result).value};
                        break;
                    case "T":
                        PyTuple t = (PyTuple) result;
                        have = new double[] {((PyFloat) t.items[0]).value,
                            ((PyFloat) t.items[1]).value};
                        break;
                    default:
                        assertEquals(want, "B " + repr(result), line);
                        checked++;
                        exact++;
                        continue;
                }
                boolean same = true;
                for (int k = 0; k < have.length; k++) {
                    double expected = number(w[k + 1]);
                    double got = have[k];
                    String text = line;
                    assertTrue(close(expected, got, ulps), () -> text + " but got "
                            + repr(result));
                    same &= close(expected, got, 0);
                }
                checked++;
                exact += same ? 1 : 0;
            }
        }
        assertTrue(checked > 2000);
        // all special values and errors are exact, and nearly all other values
        assertTrue(exact * 100 >= checked * 95, exact + " of " + checked + " exact");
    }

    // ------------------------------------------------------------------ specific behaviour

    @Test
    void constants() {
        assertEquals(Math.PI, ((PyFloat) CMATH.getAttr(PyStr.intern("pi"))).value);
        assertEquals(Math.E, ((PyFloat) CMATH.getAttr(PyStr.intern("e"))).value);
        assertEquals(2 * Math.PI, ((PyFloat) CMATH.getAttr(PyStr.intern("tau"))).value);
        assertEquals("inf", repr(CMATH.getAttr(PyStr.intern("inf"))));
        assertEquals("infj", repr(CMATH.getAttr(PyStr.intern("infj"))));
        assertEquals("nan", repr(CMATH.getAttr(PyStr.intern("nan"))));
        assertEquals("nanj", repr(CMATH.getAttr(PyStr.intern("nanj"))));
        assertEquals("This module provides access to mathematical functions for complex\n"
                + "numbers.", ((PyStr) CMATH.getAttr(PyStr.intern("__doc__"))).value);
    }

    @Test
    void valuesOfCommonArguments() {
        assertEquals("1j", repr(call("sqrt", PyInt.of(-1))));
        assertEquals("(1.09868411346781+0.45508986056222733j)", repr(call("sqrt", c(1, 1))));
        assertEquals("3.141592653589793j", repr(call("log", PyInt.of(-1))));
        assertEquals("(3+0j)", repr(call("log", PyInt.of(8), PyInt.of(2))));
        assertEquals("(2+1.3643763538418412j)", repr(call("log10", f(-100))));
        assertEquals("(1.2984575814159773+0.6349639147847361j)", repr(call("sin", c(1, 1))));
        assertEquals("(1+0j)", repr(call("tanh", c(1000, 1))));
        assertEquals("-1.3169578969248166j", repr(call("acos", PyInt.of(2))));
        assertEquals("(1.5707963267948966+1.3169578969248166j)", repr(call("asin", f(2))));
        assertEquals("1.5707963267948966j", repr(call("acosh", PyInt.of(0))));
        assertEquals("(1.4142135623730951, 0.7853981633974483)", repr(call("polar", c(1, 1))));
        assertEquals("(1.4142135623730951e+308, 0.7853981633974483)",
                repr(call("polar", c(1e308, 1e308))));
        assertEquals("-3.141592653589793", repr(call("phase", c(-1, -0.0))));
        assertEquals("3.141592653589793", repr(call("phase", PyInt.of(-1))));
        assertEquals("(1.2246467991473532e-16+2j)", repr(call("rect", PyInt.of(2),
                f(Math.PI / 2))));
        assertEquals("(-0-0j)", repr(call("rect", f(-0.0), f(0.0))));
        assertEquals("(-2-0j)", repr(call("rect", f(-2.0), f(0.0))));
    }

    @Test
    void errors() {
        assertEquals("ValueError: math domain error", error(() -> call("log", f(0))));
        assertEquals("ValueError: math domain error", error(() -> call("atanh", f(1))));
        assertEquals("ValueError: math domain error", error(() -> call("atanh", f(-1))));
        assertEquals("ValueError: math domain error", error(() -> call("log10", f(0))));
        assertEquals("ValueError: math domain error",
                error(() -> call("exp", c(0, Double.POSITIVE_INFINITY))));
        assertEquals("ValueError: math domain error", error(() -> call("rect",
                f(Double.POSITIVE_INFINITY), f(Double.POSITIVE_INFINITY))));
        assertEquals("OverflowError: math range error", error(() -> call("exp", f(1000))));
        assertEquals("OverflowError: math range error", error(() -> call("cosh", f(1000))));
        assertEquals("OverflowError: math range error",
                error(() -> call("polar", c(Double.MAX_VALUE, Double.MAX_VALUE))));
        // log(0) loses its error when a base follows; a base whose log is 0 is a domain error
        assertEquals("(-inf+nanj)", repr(call("log", f(0), f(2))));
        assertEquals("ValueError: math domain error", error(() -> call("log", f(2), f(1))));
    }

    @Test
    void argumentsAreReadAsComplexNumbers() {
        assertEquals("TypeError: must be real number, not str",
                error(() -> call("sqrt", PyStr.of("x"))));
        assertEquals("TypeError: must be real number, not NoneType",
                error(() -> call("log", c(0, 1), Py.None)));
        assertEquals("TypeError: must be real number, not complex",
                error(() -> call("rect", c(0, 1), f(0))));
        assertEquals("OverflowError: int too large to convert to float",
                error(() -> call("sqrt", Abstract.pow(PyInt.of(10), PyInt.of(400)))));
        assertEquals("(3+0j)", repr(call("sqrt", PyInt.of(9))));
        assertEquals("(1.4142135623730951+0j)", repr(call("sqrt", Abstract.add(Py.True,
                Py.True))));
        // __complex__, then __float__, then __index__
        PyType withComplex = klass("C", "__complex__", c(4, 0));
        assertEquals("(2+0j)", repr(call("sqrt", Abstract.call(withComplex))));
        PyType withFloat = klass("F", "__float__", f(16));
        assertEquals("(4+0j)", repr(call("sqrt", Abstract.call(withFloat))));
        PyType badComplex = klass("B", "__complex__", PyInt.of(1));
        assertEquals("TypeError: __complex__ returned non-complex (type int)",
                error(() -> call("sqrt", Abstract.call(badComplex))));
    }

    /** A class whose method {@code name} returns {@code value} (a function that binds no self). */
    private static PyType klass(String cls, String name, PyObject value) {
        PyDict ns = new PyDict();
        ns.setItem(PyStr.intern(name), new PyBuiltinFunction(Builtin.Impl.of0(name, name,
                self -> value), null));
        return TypeFactory.newType(PyType.TYPE, cls, new PyObject[0], ns, new PyStr[0],
                new PyObject[0]);
    }

    @Test
    void argumentCounts() {
        assertEquals("TypeError: cmath.sqrt() takes exactly one argument (0 given)",
                error(() -> call("sqrt")));
        assertEquals("TypeError: cmath.sqrt() takes no keyword arguments",
                error(() -> callKw("sqrt", new PyObject[] {f(1)}, "x")));
        assertEquals("TypeError: log expected at least 1 argument, got 0",
                error(() -> call("log")));
        assertEquals("TypeError: log expected at most 2 arguments, got 3",
                error(() -> call("log", f(1), f(2), f(3))));
        assertEquals("TypeError: rect expected 2 arguments, got 1", error(() -> call("rect",
                f(1))));
    }

    @Test
    void isclose() {
        assertSame(Py.True, call("isclose", PyInt.of(1), c(1, 1e-10)));
        assertSame(Py.False, call("isclose", PyInt.of(1), c(1, 1e-8)));
        assertSame(Py.True, callKw("isclose", new PyObject[] {f(1), f(1.1), f(0.2)},
                "rel_tol"));
        assertSame(Py.True, callKw("isclose", new PyObject[] {f(0), c(0, 1e-12), f(1e-9)},
                "abs_tol"));
        assertSame(Py.True, call("isclose", c(Double.POSITIVE_INFINITY, 1),
                c(Double.POSITIVE_INFINITY, 1)));
        assertSame(Py.False, call("isclose", c(Double.POSITIVE_INFINITY, 1),
                c(Double.POSITIVE_INFINITY, 2)));
        assertSame(Py.False, call("isclose", c(Double.NaN, 0), c(Double.NaN, 0)));
        assertEquals("ValueError: tolerances must be non-negative", error(() -> callKw(
                "isclose", new PyObject[] {f(1), f(2), f(-1)}, "abs_tol")));
        assertEquals("TypeError: isclose() takes exactly 2 positional arguments (3 given)",
                error(() -> call("isclose", f(1), f(2), f(3))));
        assertEquals("TypeError: isclose() missing required argument 'b' (pos 2)",
                error(() -> call("isclose", f(1))));
        assertEquals("TypeError: isclose() got an unexpected keyword argument 'foo'",
                error(() -> callKw("isclose", new PyObject[] {f(1), f(2), f(3)}, "foo")));
    }

    @Test
    void docstrings() {
        Map<String, String> docs = new HashMap<>();
        docs.put("sqrt", "Return the square root of z.");
        docs.put("exp", "Return the exponential value e**z.");
        docs.put("isnan", "Checks if the real or imaginary part of z not a number (NaN).");
        for (Map.Entry<String, String> e : docs.entrySet()) {
            assertEquals(e.getValue(), ((PyStr) CMATH.getAttr(PyStr.intern(e.getKey()))
                    .getAttr(PyStr.intern("__doc__"))).value);
        }
    }
}
