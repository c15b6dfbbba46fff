package org.specializer.natives.testcapi;

import org.specializer.api.Py;
import org.specializer.api.PyInstance;
import org.specializer.api.PyModule;

/**
 * {@code _testinternalcapi}: of CPython's internal test module, what its pure-Python regression
 * tests ask of an object's layout that this interpreter has too: {@code has_inline_values}
 * (attributes kept in the instance's values array, indexed by the class's shared keys, not in a
 * dict). The rest of CPython's module inspects its C internals and is not here (an
 * AttributeError names what is missing).
 */
public final class TestInternalCapiModule {
    private TestInternalCapiModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_testinternalcapi");
        m.def1("has_inline_values", (self, o) ->
                o instanceof PyInstance i && i.values != null ? Py.True : Py.False);
        return m;
    }
}
