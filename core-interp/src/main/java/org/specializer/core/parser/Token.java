package org.specializer.core.parser;

import org.specializer.core.ast.SyntaxErrorException;

/**
 * One token: its kind, its extent (1-based lines, 0-based columns in code points, end
 * exclusive, as CPython's tokenize module shows them) and its text.
 *
 * <p>{@code text} is the source spelling for names, numbers, operators and string literals
 * (prefix and quotes included); for {@link TokenKind#FSTRING_MIDDLE} it is the literal text
 * with escapes and doubled braces already decoded. {@code start}/{@code end} are offsets into
 * the tokenizer's code point array.
 */
public final class Token {
    public final TokenKind kind;
    public final int line;
    public final int col;
    public final int endLine;
    public final int endCol;
    public final int start;
    public final int end;
    public final String text;
    /** For {@link TokenKind#ERRORTOKEN}: the error the tokenizer found here. */
    public final SyntaxErrorException error;
    /** For tokens inside brackets: how deep (CPython's {@code level}); 0 outside. */
    final int level;

    Token(TokenKind kind, int line, int col, int endLine, int endCol, int start, int end,
            String text, int level, SyntaxErrorException error) {
        this.kind = kind;
        this.line = line;
        this.col = col;
        this.endLine = endLine;
        this.endCol = endCol;
        this.start = start;
        this.end = end;
        this.text = text;
        this.level = level;
        this.error = error;
    }

    @Override
    public String toString() {
        return kind + "(" + (text == null ? "" : text) + ")@" + line + ":" + col + "-" + endLine
                + ":" + endCol;
    }
}
