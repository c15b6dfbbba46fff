package org.specializer.core.compiler;

import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;

/** Builds {@link SyntaxErrorException}s with CPython's positions (1-based columns) and the source line. */
final class ErrorReporter {
    private final String filename;
    private final String[] lines;

    ErrorReporter(String filename, String source) {
        this.filename = filename;
        this.lines = source == null ? null : source.split("\r\n|\r|\n", -1);
    }

    String filename() {
        return filename;
    }

    SyntaxErrorException error(String msg, Ast.Loc loc) {
        if (loc == null || loc.line() <= 0) {
            return new SyntaxErrorException(SyntaxErrorException.Kind.SYNTAX_ERROR, msg, filename,
                    0, 0, 0, 0, null);
        }
        String src = null;
        if (lines != null && loc.line() <= lines.length) {
            src = lines[loc.line() - 1];
        }
        return new SyntaxErrorException(SyntaxErrorException.Kind.SYNTAX_ERROR, msg, filename,
                loc.line(), loc.col() + 1, loc.endLine(), loc.endCol() + 1, src);
    }
}
