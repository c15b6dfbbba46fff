package org.specializer.natives.testcapi;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.natives.ModuleErrors;

/**
 * {@code _testsinglephase}: the module CPython's import tests load as an extension with
 * single-phase initialization. {@code test.test_importlib.util} imports it when it loads, so
 * without it test_types, test_import and test_importlib's modules are skipped whole. Here it
 * is a built-in module with the original's functions and constants: {@code sum},
 * {@code look_up_self}, {@code initialized_count} (how many times the module was made since
 * the last {@code _clear_globals}), {@code state_initialized} and {@code _module_initialized}
 * (the monotonic time it was made), {@code error}, {@code int_const}, {@code str_const}. What
 * CPython tests about single-phase initialization itself (its behaviour in subinterpreters,
 * the C-level globals) is C API; those tests are marked CPython-only and skip here.
 */
public final class TestSinglePhaseModule {
    private TestSinglePhaseModule() {}

    private static int initializedCount;
    private static double initializedAt;

    public static PyModule create() {
        synchronized (TestSinglePhaseModule.class) {
            initializedCount++;
            initializedAt = System.nanoTime() / 1e9;
        }
        PyModule m = new PyModule("_testsinglephase");
        m.put("__doc__", PyStr.of("Test module _testsinglephase"));
        m.put("error", ModuleErrors.newException("_testsinglephase.error", PyExc.Exception,
                null));
        m.put("int_const", PyInt.of(1969));
        m.put("str_const", PyStr.of("something different"));
        m.put("_module_initialized", new PyFloat(initializedAt));
        m.def2("sum", (self, i, j) -> PyInt.of(cLong(i) + cLong(j)));
        m.def0("look_up_self", self -> Py.importModule("_testsinglephase"));
        m.def0("initialized_count", self -> PyInt.of(initializedCount));
        m.def0("state_initialized", self -> new PyFloat(initializedAt));
        m.def0("_clear_globals", self -> {
            synchronized (TestSinglePhaseModule.class) {
                initializedCount = 0;
                initializedAt = 0.0;
            }
            return Py.None;
        });
        return m;
    }

    private static long cLong(PyObject o) {
        if (Abstract.index(o) instanceof PyInt i) {
            return i.value;
        }
        throw Py.overflowError("Python int too large to convert to C long");
    }
}
