package org.specializer.core.modules;

import org.specializer.api.PyModule;

/** The {@code sys} module (to be completed). */
public final class SysModule {
    private SysModule() {}

    public static PyModule create() {
        return new PyModule("sys");
    }
}
