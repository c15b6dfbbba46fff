package org.specializer.natives;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.specializer.api.PyModule;
import org.specializer.core.ModuleSet;

/**
 * Every native module of this JPMS module, by its Python name. To add one: write a package
 * {@code org.specializer.natives.<name>} with a class whose {@code static PyModule create()}
 * builds the module, and list it here.
 */
public final class NativeModules implements ModuleSet {
    @Override
    public Map<String, Supplier<PyModule>> modules() {
        Map<String, Supplier<PyModule>> m = new LinkedHashMap<>();
        m.put("gc", org.specializer.natives.gc.GcModule::create);
        m.put("_thread", org.specializer.natives.thread.ThreadModule::create);
        m.put("_weakref", org.specializer.natives.weakref.WeakrefModule::create);
        m.put("posix", org.specializer.natives.posix.PosixModule::create);
        m.put("errno", org.specializer.natives.errno.ErrnoModule::create);
        m.put("_stat", org.specializer.natives.stat.StatModule::create);
        m.put("_sre", org.specializer.natives.sre.SreModule::create);
        m.put("_io", org.specializer.natives.io.IOModule::create);
        m.put("_decimal", org.specializer.natives.decimal.DecimalModule::create);
        return m;
    }
}
