package org.specializer.natives.testcapi;

import org.specializer.api.Py;
import org.specializer.api.PyInstance;
import org.specializer.api.PyModule;
import org.specializer.api.PyStr;

/**
 * {@code _testinternalcapi}: of CPython's internal test module, what its pure-Python regression
 * tests ask that this interpreter has too: {@code has_inline_values} (attributes kept in the
 * instance's values array, indexed by the class's shared keys, not in a dict) and
 * {@code get_recursion_depth} (the Python frames entered, the caller's included, as
 * {@code test.support.infinite_recursion} uses it), and the switches {@code test.support} reads:
 * {@code get_config()['code_debug_ranges']} (code objects carry column positions),
 * {@code get_immortalize_deferred()} (false: no object is immortal here) and
 * {@code suppress_immortalization(flag)} (nothing to suppress). The rest of CPython's module inspects its C internals and is not here (an
 * AttributeError names what is missing).
 */
public final class TestInternalCapiModule {
    private TestInternalCapiModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_testinternalcapi");
        m.def1("has_inline_values", (self, o) ->
                o instanceof PyInstance i && i.values != null ? Py.True : Py.False);
        // CPython: py_recursion_limit - py_recursion_remaining (the caller counted)
        m.def0("get_recursion_depth", self -> org.specializer.api.PyInt.of(
                org.specializer.core.interp.ThreadState.depth()));
        m.def0("get_config", self -> {
            org.specializer.api.PyDict config = new org.specializer.api.PyDict();
            config.setItem(PyStr.of("code_debug_ranges"), Py.True);
            return config;
        });
        m.def0("get_immortalize_deferred", self -> Py.False);
        m.def1("suppress_immortalization", (self, flag) -> Py.None);
        return m;
    }
}
