package org.specializer.core.modules;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.specializer.api.PyModule;

/**
 * The modules written in Java, by name. The import system creates each at most once, on
 * first import. To add a module: write a class with a {@code static PyModule create()} and
 * list it here.
 */
public final class BuiltinModules {
    private BuiltinModules() {}

    private static final Map<String, Supplier<PyModule>> FACTORIES = new LinkedHashMap<>();

    static {
        FACTORIES.put("math", MathModule::create);
        FACTORIES.put("time", TimeModule::create);
        FACTORIES.put("random", RandomModule::create);
        FACTORIES.put("sys", SysModule::create);
        FACTORIES.put("itertools", ItertoolsModule::create);
        FACTORIES.put("collections", CollectionsModule::create);
        FACTORIES.put("operator", OperatorModule::create);
        FACTORIES.put("heapq", HeapqModule::create);
        FACTORIES.put("bisect", BisectModule::create);
        FACTORIES.put("functools", FunctoolsModule::create);
        FACTORIES.put("_typing", TypingModule::create);
    }

    /** The factory for module {@code name}, or null. */
    public static Supplier<PyModule> factory(String name) {
        return FACTORIES.get(name);
    }

    /** The names of all built-in modules ({@code sys.builtin_module_names}). */
    public static Iterable<String> names() {
        return FACTORIES.keySet();
    }
}
