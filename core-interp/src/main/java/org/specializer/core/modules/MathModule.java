package org.specializer.core.modules;

import org.specializer.api.PyModule;

/** The {@code math} module (to be completed). */
public final class MathModule {
    private MathModule() {}

    public static PyModule create() {
        return new PyModule("math");
    }
}
