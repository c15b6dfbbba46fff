package org.specializer.core.modules;

import org.specializer.api.PyModule;

/** The {@code random} module (to be completed). */
public final class RandomModule {
    private RandomModule() {}

    public static PyModule create() {
        return new PyModule("random");
    }
}
