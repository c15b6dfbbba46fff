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
        FACTORIES.put("sys", SysModule::create);
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
            for (ModuleSet set : providers(ModuleSet.class)) {
                set.modules().forEach(FACTORIES::putIfAbsent);
                PROVIDERS.add(set);
            }
            providersLoaded = true;
        }
    }

    /**
     * The providers of {@code service} in the module layer the interpreter runs in and its
     * parents, or, when it runs from the class path, the class loader's. Loading from the
     * class loader when it is the layer's would also search the class path after the modules,
     * which asks every jar and every JDK module for a {@code META-INF/services} file: 11 ms of
     * every start.
     */
    public static <S> ServiceLoader<S> providers(Class<S> service) {
        ModuleLayer layer = BuiltinModules.class.getModule().getLayer();
        return layer != null ? ServiceLoader.load(layer, service) : ServiceLoader.load(service);
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
