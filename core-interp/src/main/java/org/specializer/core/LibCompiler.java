package org.specializer.core;

import java.nio.charset.StandardCharsets;
import org.specializer.api.PyCode;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.compiler.Compiler;
import org.specializer.core.marshal.Marshal;
import org.specializer.core.marshal.Pyc;

/**
 * Compiles the standard library ahead of time, for the build step that packages it: a module's
 * source in, its {@code .pyc} (hash-based, unchecked: the archive is built as one piece) out.
 * Filenames are written under {@link Marshal#LIB_PREFIX}, which loading replaces with the
 * archive's path.
 */
public final class LibCompiler {
    private String lastError;

    /** Why the last {@link #pyc} call returned null. */
    public String lastError() {
        return lastError;
    }

    /** The pyc of {@code source} (the module at {@code path} inside Lib), or null if it does not compile. */
    public byte[] pyc(byte[] source, String path) {
        String text = new String(source, StandardCharsets.UTF_8);
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            text = text.substring(1);
        }
        try {
            PyCode code = Compiler.compileSource(text, Marshal.LIB_PREFIX + path, "exec");
            return Pyc.hashBased(code, source, false);
        } catch (SyntaxErrorException e) {
            lastError = "SyntaxError: " + e.getMessage();
            return null;
        } catch (RuntimeException e) {
            lastError = e.toString();
            return null;
        }
    }
}
