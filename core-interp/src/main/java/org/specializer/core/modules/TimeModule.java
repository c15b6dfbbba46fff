package org.specializer.core.modules;

import org.specializer.api.PyModule;

/** The {@code time} module (to be completed). */
public final class TimeModule {
    private TimeModule() {}

    public static PyModule create() {
        return new PyModule("time");
    }
}
