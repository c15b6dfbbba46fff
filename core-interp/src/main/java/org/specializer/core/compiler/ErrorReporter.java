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
        String src = line(loc.line());
        // CPython reports compiler errors with UTF-8 byte columns (its AST's), not characters
        return new SyntaxErrorException(SyntaxErrorException.Kind.SYNTAX_ERROR, msg, filename,
                loc.line(), byteColumn(src, loc.col()) + 1, loc.endLine(),
                byteColumn(line(loc.endLine()), loc.endCol()) + 1, src);
    }

    /**
     * The UTF-8 byte offset of code point column {@code col} of line {@code n}: CPython's unit
     * for columns. Without the source (a tree that came from Python) columns are bytes already.
     */
    int toBytes(int n, int col) {
        if (lines == null || n < 1 || n > lines.length) {
            return col;
        }
        if (ascii == null) {
            ascii = new byte[lines.length];
        }
        if (ascii[n - 1] == 0) {
            ascii[n - 1] = (byte) (lines[n - 1].chars().allMatch(c -> c < 0x80) ? 1 : 2);
        }
        return ascii[n - 1] == 1 ? col : byteColumn(lines[n - 1], col);
    }

    /** Per line: 0 not yet known, 1 all ASCII (columns are bytes), 2 not. */
    private byte[] ascii;

    private String line(int n) {
        return lines != null && n >= 1 && n <= lines.length ? lines[n - 1] : null;
    }

    /** The UTF-8 byte offset of code point {@code col} in {@code line}. */
    static int byteColumn(String line, int col) {
        if (line == null || col <= 0) {
            return col;
        }
        int bytes = 0;
        int i = 0;
        for (int cp = 0; cp < col && i < line.length(); cp++) {
            int c = line.codePointAt(i);
            i += Character.charCount(c);
            bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        }
        return bytes + (col - line.codePointCount(0, i));
    }
}
