package org.specializer.natives.random;

import org.specializer.api.PyModule;

/**
 * The {@code _random} module (CPython Modules/_randommodule.c): the {@link PyRandom Random}
 * type that Lib's {@code random.py} subclasses.
 */
public final class RandomModule {
    private RandomModule() {}

    public static PyModule create() {
        PyModule m = new PyModule("_random");
        m.put("Random", PyRandom.TYPE);
        return m;
    }
}
