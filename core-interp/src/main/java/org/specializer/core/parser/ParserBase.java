package org.specializer.core.parser;

import java.util.List;

import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.Loc;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.ast.SyntaxErrorException.Kind;

/**
 * Token access, positions and error construction shared by the expression and statement
 * parsers. The token list is complete before parsing starts, so lookahead is an array read.
 */
abstract class ParserBase {
    final Tokenizer tz;
    final Token[] toks;
    final String filename;
    int pos;
    /** The index of the furthest token the parser has reached, backtracking or not. */
    int reached;

    ParserBase(Tokenizer tz, List<Token> tokens) {
        this.tz = tz;
        this.toks = tokens.toArray(new Token[0]);
        this.filename = tz.filename();
    }

    /**
     * Type comments taken (PyCF_TYPE_COMMENTS): the node each belongs to (a FunctionDef,
     * Assign, For, With or parameter Arg) and its text.
     */
    final java.util.Map<Object, String> typeComments = new java.util.IdentityHashMap<>();

    /** A TYPE_COMMENT token's text, taken, or null when the next token is something else. */
    final String acceptTypeComment() {
        return at(TokenKind.TYPE_COMMENT) ? advance().text : null;
    }

    /** Record {@code comment} (if any) as the type comment of {@code node}; returns the node. */
    final <T> T typeComment(T node, String comment) {
        if (comment != null) {
            typeComments.put(node, comment);
        }
        return node;
    }

    // ------------------------------------------------------------------ tokens

    final Token tok() {
        return toks[pos];
    }

    final TokenKind kind() {
        return toks[pos].kind;
    }

    final TokenKind kindAt(int ahead) {
        int i = Math.min(pos + ahead, toks.length - 1);
        return toks[i].kind;
    }

    final Token prev() {
        return toks[pos - 1];
    }

    final Token advance() {
        Token t = toks[pos];
        if (pos < toks.length - 1) {
            pos++;
            if (pos > reached) {
                reached = pos;
            }
        }
        return t;
    }

    final boolean at(TokenKind k) {
        return toks[pos].kind == k;
    }

    final boolean accept(TokenKind k) {
        if (toks[pos].kind == k) {
            advance();
            return true;
        }
        return false;
    }

    final Token expect(TokenKind k) {
        if (toks[pos].kind != k) {
            throw invalidSyntax();
        }
        return advance();
    }

    /** A forced token ({@code &&':'} in CPython's grammar): "expected ':'" when missing. */
    final Token expectForced(TokenKind k) {
        if (toks[pos].kind != k) {
            Token t = toks[pos];
            if (t.kind == TokenKind.ERRORTOKEN) {
                throw invalidSyntax();
            }
            throw errorAt("expected '" + k.text + "'", t, t);
        }
        return advance();
    }

    /** True when the current token is the soft keyword or name {@code name}. */
    final boolean atName(String name) {
        Token t = toks[pos];
        return t.kind == TokenKind.NAME && t.text.equals(name);
    }

    // ------------------------------------------------------------------ positions

    static Loc loc(Token a, Token b) {
        return new Loc(a.line, a.col, b.endLine, b.endCol);
    }

    /**
     * The last consumed token that is part of the source text proper: a compound statement
     * ends with its last statement, not with the NEWLINE or DEDENT after it.
     */
    private Token lastConsumed() {
        int i = pos - 1;
        for (;;) {
            Token t = toks[i];
            TokenKind k = t.kind;
            if ((k == TokenKind.NEWLINE || k == TokenKind.DEDENT || k == TokenKind.INDENT)
                    && i > 0) {
                i--;
            } else {
                return t;
            }
        }
    }

    /** From token {@code a} to the last consumed token. */
    final Loc locFrom(Token a) {
        Token b = lastConsumed();
        return new Loc(a.line, a.col, b.endLine, b.endCol);
    }

    /** From node {@code a} to the last consumed token. */
    final Loc locFrom(Ast.Node a) {
        Token b = lastConsumed();
        Loc l = a.loc();
        return new Loc(l.line(), l.col(), b.endLine, b.endCol);
    }

    static Loc span(Ast.Node a, Ast.Node b) {
        Loc x = a.loc();
        Loc y = b.loc();
        return new Loc(x.line(), x.col(), y.endLine(), y.endCol());
    }

    static Loc span(Token a, Ast.Node b) {
        Loc y = b.loc();
        return new Loc(a.line, a.col, y.endLine(), y.endCol());
    }

    // ------------------------------------------------------------------ errors

    /** CPython's generic error at the current token ("invalid syntax", or what the token implies). */
    final SyntaxErrorException invalidSyntax() {
        return invalidSyntaxAt(toks[pos]);
    }

    final SyntaxErrorException invalidSyntaxAt(Token t) {
        switch (t.kind) {
            case ERRORTOKEN:
                if (t.error != null) {
                    return t.error;
                }
                if (t.text.isEmpty()) {
                    return unclosedOrEof();
                }
                break;
            case INDENT:
                return new SyntaxErrorException(Kind.INDENTATION_ERROR, "unexpected indent",
                        filename, t.line, t.endCol, t.line, -1, tz.sourceLine(t.line));
            case DEDENT:
                return new SyntaxErrorException(Kind.INDENTATION_ERROR, "unexpected unindent",
                        filename, t.line, t.col + 1, t.line, -1, tz.sourceLine(t.line));
            case ENDMARKER:
                // CPython reports the end of input on the last line (0 when empty), offset 0.
                return new SyntaxErrorException(Kind.SYNTAX_ERROR, "invalid syntax", filename,
                        t.line - 1, 0, t.line - 1, 0, tz.sourceLine(t.line - 1));
            default:
                break;
        }
        return errorAt("invalid syntax", t, t);
    }

    /** End of input inside brackets: "'(' was never closed". */
    final SyntaxErrorException unclosedOrEof() {
        int c = tz.openBracketChar();
        if (c == 0) {
            Token t = toks[toks.length - 1];
            return new SyntaxErrorException(Kind.SYNTAX_ERROR, "unexpected EOF while parsing",
                    filename, t.line, t.col + 1, t.line, -1, tz.sourceLine(t.line));
        }
        int line = tz.openBracketLine();
        return new SyntaxErrorException(Kind.SYNTAX_ERROR, "'" + (char) c + "' was never closed",
                filename, line, tz.openBracketCol() + 1, line, 0, tz.sourceLine(line));
    }

    final SyntaxErrorException errorAt(String msg, Token a, Token b) {
        return new SyntaxErrorException(Kind.SYNTAX_ERROR, msg, filename, a.line, a.col + 1,
                b.endLine, b.endCol + 1, tz.sourceLine(a.line));
    }

    final SyntaxErrorException errorAt(String msg, Loc l) {
        return new SyntaxErrorException(Kind.SYNTAX_ERROR, msg, filename, l.line(), l.col() + 1,
                l.endLine(), l.endCol() + 1, tz.sourceLine(l.line()));
    }

    final SyntaxErrorException errorAt(String msg, Ast.Node n) {
        return errorAt(msg, n.loc());
    }

    final SyntaxErrorException errorRange(String msg, Ast.Node a, Ast.Node b) {
        return errorAt(msg, span(a, b));
    }

    final SyntaxErrorException errorRange(String msg, Token a, Ast.Node b) {
        return errorAt(msg, span(a, b));
    }

    /** True when only DEDENT tokens and the end marker remain from the current token on. */
    final boolean atEndOfInput() {
        for (int i = pos; i < toks.length; i++) {
            if (toks[i].kind != TokenKind.DEDENT && toks[i].kind != TokenKind.ENDMARKER) {
                return false;
            }
        }
        return true;
    }

    /**
     * An error CPython raises without a location (RAISE_SYNTAX_ERROR) at the current token.
     * At the end of input it points just past the last line, where CPython's reader stopped.
     */
    final SyntaxErrorException errorAtCurrent(Kind kind, String msg) {
        Token t = toks[pos];
        if (atEndOfInput()) {
            int ln = Math.max(toks[toks.length - 1].line - 1, 1);
            String src = tz.sourceLine(ln);
            // past the newline the reader read, or at the end of a line that has none
            int end = (src == null ? 0 : src.length()) + (tz.endsWithoutNewline() ? 0 : 1);
            return new SyntaxErrorException(kind, msg, filename, ln, end, ln, -1, src);
        }
        if (t.col < 0) {
            return atReader(kind, msg, t);
        }
        return new SyntaxErrorException(kind, msg, filename, t.line, t.col + 1, t.endLine,
                t.endCol + 1, tz.sourceLine(t.line));
    }

    /**
     * CPython's RAISE_SYNTAX_ERROR where the parser's last token is {@code t}: at {@code t},
     * or, at the columnless NEWLINE ending an eval or single input, where the reader stands.
     */
    final SyntaxErrorException errorAtLast(String msg, Token t) {
        return t.col < 0 ? atReader(Kind.SYNTAX_ERROR, msg, t) : errorAt(msg, t, t);
    }

    /** An error at the columnless NEWLINE {@code t} ending an eval or single input. */
    private SyntaxErrorException atReader(Kind kind, String msg, Token t) {
        return new SyntaxErrorException(kind, msg, filename, t.line, readerColumn(t), t.line, -1,
                tz.sourceLine(t.line));
    }

    /**
     * A rule of CPython's that reads on past a comma meets the tokenizer's error there first
     * (the end of the text inside brackets): that error, before the rule's own message.
     */
    final void throwIfErrorPastComma() {
        if (at(TokenKind.COMMA) && kindAt(1) == TokenKind.ERRORTOKEN) {
            throw invalidSyntaxAt(toks[pos + 1]);
        }
    }

    /**
     * Where CPython's reader stands when the parser is at token {@code t} (its CURRENT_POS):
     * just past {@code t}, or the end of the line for the columnless NEWLINE ending an eval
     * or single input.
     */
    final int readerColumn(Token t) {
        if (t.col >= 0) {
            return t.col + 1;
        }
        String src = tz.sourceLine(t.line);
        return src == null ? 0 : src.length();
    }

    final SyntaxErrorException indentationError(String msg, Token t) {
        return new SyntaxErrorException(Kind.INDENTATION_ERROR, msg, filename, t.line, t.col + 1,
                t.endLine, t.endCol + 1, tz.sourceLine(t.line));
    }
}
