package org.specializer.core;

/** Compiles and runs Python programs (placeholder until the eval loop lands). */
public final class Interpreter {
    private Interpreter() {}
}
