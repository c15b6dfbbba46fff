package org.specializer.core.modules;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Supplier;
import org.specializer.api.PyModule;
import org.specializer.core.ModuleSet;

/**
 * The modules written in Java, by name: those of core listed here, and those of every
 * {@link org.specializer.core.ModuleSet} provider found with {@code ServiceLoader} (the native
 * modules module, plugins). The import system creates each at most once, on first import.
 */
public final class BuiltinModules {
    private BuiltinModules() {}

    private static final Map<String, Supplier<PyModule>> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put("math", MathModule::create);
        FACTORIES.put("cmath", CmathModule::create);
        FACTORIES.put("random", RandomModule::create);
        FACTORIES.put("sys", SysModule::create);
        FACTORIES.put("itertools", ItertoolsModule::create);
        FACTORIES.put("collections", CollectionsModule::create);
        FACTORIES.put("operator", OperatorModule::create);
        FACTORIES.put("heapq", HeapqModule::create);
        FACTORIES.put("bisect", BisectModule::create);
        FACTORIES.put("functools", FunctoolsModule::create);
        FACTORIES.put("_typing", TypingModule::create);
        FACTORIES.put("marshal", MarshalModule::create);
        FACTORIES.put("_imp", org.specializer.core.interp.ImpModule::create);
        FACTORIES.put("_warnings", org.specializer.core.interp.WarningsModule::create);
    }

    private static volatile boolean providersLoaded;
    private static final java.util.List<ModuleSet> PROVIDERS = new java.util.ArrayList<>();
    private static boolean started;

    /** Run every provider's {@link ModuleSet#startup()} once. */
    public static void startup() {
        loadProviders();
        synchronized (FACTORIES) {
            if (started) {
                return;
            }
            started = true;
        }
        for (ModuleSet set : PROVIDERS) {
            set.startup();
        }
    }

    /** Add the modules of every {@link ModuleSet} provider; core's own win on a clash. */
    private static void loadProviders() {
        if (providersLoaded) {
            return;
        }
        synchronized (FACTORIES) {
            if (providersLoaded) {
                return;
            }
            for (ModuleSet set : ServiceLoader.load(ModuleSet.class)) {
                set.modules().forEach(FACTORIES::putIfAbsent);
                PROVIDERS.add(set);
            }
            providersLoaded = true;
        }
    }

    /** Register a module factory (tests, embedders). */
    public static void register(String name, Supplier<PyModule> factory) {
        synchronized (FACTORIES) {
            FACTORIES.put(name, factory);
        }
    }

    /** The factory for module {@code name}, or null. */
    public static Supplier<PyModule> factory(String name) {
        loadProviders();
        return FACTORIES.get(name);
    }

    /** The names of all built-in modules ({@code sys.builtin_module_names}). */
    public static Iterable<String> names() {
        loadProviders();
        return new java.util.ArrayList<>(FACTORIES.keySet());
    }
}
