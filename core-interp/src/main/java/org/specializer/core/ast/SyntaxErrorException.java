package org.specializer.core.ast;

/**
 * A compile-time error found by the lexer, the parser, the symbol table or the compiler:
 * what CPython reports as SyntaxError, IndentationError or TabError. The launcher turns it
 * into a Python exception or prints it with a caret line. Positions are 1-based lines and
 * 1-based columns (CPython's {@code offset}); {@code endColumn} 0 means "unknown".
 */
public final class SyntaxErrorException extends RuntimeException {
    /** Which Python exception class this error is. */
    public enum Kind {
        SYNTAX_ERROR("SyntaxError"), INDENTATION_ERROR("IndentationError"), TAB_ERROR("TabError");

        public final String pythonName;

        Kind(String pythonName) {
            this.pythonName = pythonName;
        }
    }

    private final Kind kind;
    private final String msg;
    private final String filename;
    private final int line;
    private final int column;
    private final int endLine;
    private final int endColumn;
    private final String sourceLine;
    private final boolean lineEnded;

    public SyntaxErrorException(Kind kind, String msg, String filename, int line, int column,
            int endLine, int endColumn, String sourceLine) {
        this(kind, msg, filename, line, column, endLine, endColumn, sourceLine, true);
    }

    private SyntaxErrorException(Kind kind, String msg, String filename, int line, int column,
            int endLine, int endColumn, String sourceLine, boolean lineEnded) {
        super(msg, null, false, false);
        this.lineEnded = lineEnded;
        this.kind = kind;
        this.msg = msg;
        this.filename = filename;
        this.line = line;
        this.column = column;
        this.endLine = endLine;
        this.endColumn = endColumn;
        this.sourceLine = sourceLine;
    }

    public SyntaxErrorException(String msg, String filename, int line, int column, String sourceLine) {
        this(Kind.SYNTAX_ERROR, msg, filename, line, column, line, 0, sourceLine);
    }

    public Kind kind() { return kind; }

    /** The message alone, e.g. {@code "invalid syntax"}. */
    public String msg() { return msg; }

    public String filename() { return filename; }

    public int line() { return line; }

    /** 1-based column of the error (CPython's {@code offset}). */
    public int column() { return column; }

    public int endLine() { return endLine; }

    public int endColumn() { return endColumn; }

    /** The offending source line without its line terminator, or null when unknown. */
    public String sourceLine() { return sourceLine; }

    /**
     * Whether the exception's {@code text} ends in a newline, as CPython's has where the
     * parser reports a line that the source (or, in exec mode, the newline the tokenizer adds)
     * ends; the tokenizer's own errors (literals, characters, brackets) give the line without.
     */
    public boolean lineEnded() { return lineEnded; }

    /** This error, at the same place, with message {@code message}. */
    public SyntaxErrorException withMessage(String message) {
        return new SyntaxErrorException(kind, message, filename, line, column, endLine,
                endColumn, sourceLine, lineEnded);
    }

    /** This error with its {@code text} given without a line terminator. */
    public SyntaxErrorException withoutLineEnd() {
        return lineEnded ? new SyntaxErrorException(kind, msg, filename, line, column, endLine,
                endColumn, sourceLine, false) : this;
    }
}
