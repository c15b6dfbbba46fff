package org.specializer.core.builtins;

import org.specializer.api.PyModule;

/** The {@code builtins} module (to be completed). */
public final class Builtins {
    private Builtins() {}

    public static PyModule create() {
        return new PyModule("builtins");
    }
}
