package org.specializer.core.interp;

import org.specializer.api.PyCode;

/** Source text to code object: the parser and the compiler, behind one call. */
final class CompilerBridge {
    private CompilerBridge() {}

    /** Compile {@code source} in mode "exec", "eval" or "single". */
    static PyCode compile(String source, String filename, String mode) {
        return org.specializer.core.compiler.Compiler.compileSource(source, filename, mode);
    }
}
