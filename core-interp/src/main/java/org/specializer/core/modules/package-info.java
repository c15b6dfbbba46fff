/**
 * Built-in modules: {@code sys}, {@code math}, {@code time}, {@code random}, and more, each
 * registered by name in {@link org.specializer.core.modules.BuiltinModules}. {@code _typing}
 * ({@link org.specializer.core.modules.TypingModule}) also provides what the PEP 695
 * instructions make: type variables, type aliases and {@code Generic[...]}.
 */
package org.specializer.core.modules;
