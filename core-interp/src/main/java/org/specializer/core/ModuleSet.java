package org.specializer.core;

import java.util.Map;
import java.util.function.Supplier;
import org.specializer.api.PyModule;

/**
 * A provider of Python modules written in Java, found with {@code ServiceLoader}: the native
 * modules module provides one, and so may a plugin. Each supplier creates its module the first
 * time it is imported (suppliers should be method references, so that listing the modules
 * loads none of their classes).
 */
public interface ModuleSet {
    /** Module name to factory. */
    Map<String, Supplier<PyModule>> modules();

    /**
     * Called once when the interpreter starts, before any Python code runs (CPython installs
     * its SIGINT handler then, for instance). Nothing by default.
     */
    default void startup() {}
}
