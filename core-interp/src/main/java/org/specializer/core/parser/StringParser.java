package org.specializer.core.parser;

import static org.specializer.core.parser.TokenKind.*;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.Ast.*;

/**
 * Adjacent string literals and f-strings. Plain literals concatenate into one Constant; as
 * soon as one f-string takes part, the result is a JoinedStr whose adjacent constant parts
 * are merged and whose empty parts are dropped, as CPython's
 * {@code _PyPegen_concatenate_strings} does. Replacement fields expand {@code =} into a
 * Constant holding the expression text and default to {@code !r} when neither conversion nor
 * format spec is given.
 */
final class StringParser {
    private final ExprParser p;

    StringParser(ExprParser p) {
        this.p = p;
    }

    /** One piece of literal text and the source range it came from. */
    private static final class Piece {
        final StringBuilder text = new StringBuilder();
        Loc loc;
        /** Whether the first literal of this piece had a lowercase 'u' prefix (kind 'u'). */
        boolean u;

        Piece(String s, Loc loc, boolean u) {
            text.append(s);
            this.loc = loc;
            this.u = u;
        }
    }

    Expr strings() {
        Token first = p.tok();
        boolean anyBytes = false;
        boolean anyText = false;
        boolean anyF = false;
        StringBuilder text = null;
        ByteArrayOutputStream bytes = null;
        // Parts of a JoinedStr: Piece for literal text, Expr for FormattedValue.
        List<Object> parts = null;
        while (p.at(STRING) || p.at(FSTRING_START)) {
            Token t = p.tok();
            if (t.kind == STRING) {
                p.advance();
                Object v = StringLiterals.decode(t, p.tz);
                if (v instanceof byte[]) {
                    anyBytes = true;
                    if (bytes == null) {
                        bytes = new ByteArrayOutputStream();
                    }
                    bytes.writeBytes((byte[]) v);
                } else {
                    anyText = true;
                    String s = (String) v;
                    if (text == null) {
                        text = new StringBuilder();
                    }
                    text.append(s);
                    if (parts == null) {
                        parts = new ArrayList<>();
                    }
                    addText(parts, s, ParserBase.loc(t, t), t.text.charAt(0) == 'u');
                }
            } else {
                anyF = true;
                if (parts == null) {
                    parts = new ArrayList<>();
                }
                fstring(parts);
            }
        }
        Loc loc = p.locFrom(first);
        if (anyBytes && (anyText || anyF)) {
            throw p.errorAt("cannot mix bytes and nonbytes literals", p.tok(), p.tok());
        }
        if (anyBytes) {
            return new Constant(loc, bytes.toByteArray(), null);
        }
        if (!anyF) {
            String kind = first.text.charAt(0) == 'u' ? "u" : null;
            return new Constant(loc, text.toString(), kind);
        }
        return new JoinedStr(loc, finish(parts));
    }

    private static void addText(List<Object> parts, String s, Loc loc) {
        addText(parts, s, loc, false);
    }

    private static void addText(List<Object> parts, String s, Loc loc, boolean u) {
        if (!parts.isEmpty() && parts.get(parts.size() - 1) instanceof Piece) {
            Piece last = (Piece) parts.get(parts.size() - 1);
            last.text.append(s);
            if (!s.isEmpty()) {
                last.loc = last.text.length() == s.length() ? loc
                        : new Loc(last.loc.line(), last.loc.col(), loc.endLine(), loc.endCol());
            }
            return;
        }
        parts.add(new Piece(s, loc, u));
    }

    private static List<Expr> finish(List<Object> parts) {
        List<Expr> out = new ArrayList<>(parts.size());
        for (Object o : parts) {
            if (o instanceof Piece) {
                Piece pc = (Piece) o;
                if (pc.text.length() > 0) {
                    out.add(new Constant(pc.loc, pc.text.toString(), pc.u ? "u" : null));
                }
            } else {
                out.add((Expr) o);
            }
        }
        return out;
    }

    /** FSTRING_START (FSTRING_MIDDLE | replacement field)* FSTRING_END, appended to parts. */
    private void fstring(List<Object> parts) {
        p.advance();
        for (;;) {
            Token t = p.tok();
            switch (t.kind) {
                case FSTRING_MIDDLE:
                    p.advance();
                    p.tz.warnEscape(t, fstringEnd());
                    addText(parts, t.text, ParserBase.loc(t, t));
                    break;
                case LBRACE:
                    replacementField(parts);
                    break;
                case FSTRING_END:
                    p.advance();
                    return;
                default:
                    throw p.invalidSyntax();
            }
        }
    }

    /** {@code { expr [=] [!conv] [:spec] }}: appends the debug text (if any) and the value. */
    private void replacementField(List<Object> parts) {
        int lbraceIndex = p.pos;
        Token lbrace = p.advance();
        switch (p.kind()) {
            case EQUAL: case EXCLAMATION: case COLON: case RBRACE:
                throw p.errorAt("f-string: valid expression required before '" + p.tok().text + "'",
                        p.tok(), p.tok());
            default:
                break;
        }
        if (!ExprParser.startsStarExpression(p.kind()) && !p.at(YIELD)) {
            throw p.errorAt("f-string: expecting a valid expression after '{'", p.tok(), p.tok());
        }
        Expr value;
        Token first = p.tok();
        try {
            value = p.at(YIELD) ? p.yieldExpr() : p.starExpressions();
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            // CPython's invalid_replacement_field and invalid_expression: no expression at all
            // after '{', or a lambda whose ':' was taken as the format spec's
            if (!e.msg().equals("invalid syntax")) {
                throw e;
            }
            if (first.kind == LAMBDA) {
                throw p.errorAt("f-string: lambda expressions are not allowed without "
                        + "parentheses", first, first);
            }
            throw p.errorAt("f-string: expecting a valid expression after '{'", first, first);
        }
        Token debugEq = null;
        if (p.at(EQUAL)) {
            debugEq = p.advance();
        }
        int conversion = -1;
        if (p.at(EXCLAMATION)) {
            Token bang = p.advance();
            Token conv = p.tok();
            if (conv.kind == COLON || conv.kind == RBRACE) {
                throw p.errorAt("f-string: missing conversion character", conv, conv);
            }
            if (conv.kind != NAME && !conv.kind.isKeyword()) {
                throw p.errorAt("f-string: invalid conversion character", conv, conv);
            }
            if (conv.start != bang.end) {
                throw p.errorAt("f-string: conversion type must come right after the exclamanation mark",
                        bang, conv);
            }
            String c = conv.kind == NAME ? conv.text : conv.kind.text;
            if (!c.equals("s") && !c.equals("r") && !c.equals("a")) {
                TokenKind next = p.toks[p.pos + 1].kind;
                if (next != COLON && next != RBRACE) {
                    // CPython checks the character only once the field is well formed
                    p.advance();
                    throw fieldError(debugEq != null, true, false);
                }
                throw p.errorAt("f-string: invalid conversion character '" + c
                        + "': expected 's', 'r', or 'a'", conv, conv);
            }
            p.advance();
            conversion = c.charAt(0);
        }
        Expr spec = null;
        if (p.at(COLON)) {
            spec = formatSpec();
        }
        if (!p.at(RBRACE)) {
            if (debugEq == null && conversion == -1 && spec == null) {
                RuntimeException comma = p.missingComma(value);
                if (comma instanceof org.specializer.core.ast.SyntaxErrorException se
                        && !se.msg().equals("invalid syntax")) {
                    throw comma;
                }
            }
            throw fieldError(debugEq != null, conversion != -1, spec != null);
        }
        Token rbrace = p.advance();
        if (debugEq != null) {
            Token after = afterDebug(debugEq);
            String dbg = debugText(lbraceIndex, after);
            addText(parts, dbg, new Loc(lbrace.endLine, lbrace.endCol, after.line, after.col));
            if (conversion == -1 && spec == null) {
                conversion = 'r';
            }
        }
        parts.add(new FormattedValue(ParserBase.loc(lbrace, rbrace), value, conversion, spec));
    }

    /** The token after the debug '=': the text shown keeps the blanks before it. */
    private Token afterDebug(Token debugEq) {
        int i = p.pos - 1;
        while (i > 0 && p.toks[i] != debugEq) {
            i--;
        }
        return p.toks[i + 1];
    }

    /**
     * The source text of a replacement field from after its '{' to {@code after}, as CPython
     * shows it for {@code =}: blanks and newlines kept, comments left out.
     */
    private String debugText(int lbraceIndex, Token after) {
        StringBuilder sb = new StringBuilder();
        int prevEnd = p.toks[lbraceIndex].end;
        for (int k = lbraceIndex + 1; p.toks[k] != after; k++) {
            Token t = p.toks[k];
            appendGap(sb, prevEnd, t.start);
            sb.append(p.tz.text(t.start, t.end));
            prevEnd = t.end;
        }
        appendGap(sb, prevEnd, after.start);
        return sb.toString();
    }

    /** Text between two tokens: only blanks, newlines and comments; comments are dropped. */
    private void appendGap(StringBuilder sb, int from, int to) {
        int[] s = p.tz.s;
        for (int i = from; i < to; i++) {
            if (s[i] == '#') {
                while (i < to && s[i] != '\n') {
                    i++;
                }
                if (i < to) {
                    sb.append('\n');
                }
            } else {
                sb.appendCodePoint(s[i]);
            }
        }
    }

    private RuntimeException fieldError(boolean debug, boolean conv, boolean spec) {
        String msg;
        if (spec) {
            msg = "f-string: expecting '}', or format specs";
        } else if (conv) {
            msg = "f-string: expecting ':' or '}'";
        } else if (debug) {
            msg = "f-string: expecting '!', or ':', or '}'";
        } else {
            msg = "f-string: expecting '=', or '!', or ':', or '}'";
        }
        Token t = p.tok();
        if (t.kind == ERRORTOKEN && (t.error != null || t.text.isEmpty())) {
            return p.invalidSyntax();  // the tokenizer's error, or the end of the input
        }
        if (!spec && (t.kind == FSTRING_END || t.kind == FSTRING_MIDDLE)) {
            msg = "f-string: expecting '}'";
        }
        return p.errorAt(msg, t, t);
    }

    /** The FSTRING_END that closes the f-string the parser is in (or the last token). */
    private Token fstringEnd() {
        int depth = 0;
        for (int i = p.pos; i < p.toks.length; i++) {
            Token t = p.toks[i];
            if (t == null) {
                break;
            }
            if (t.kind == FSTRING_START) {
                depth++;
            } else if (t.kind == FSTRING_END && depth-- == 0) {
                return t;
            }
        }
        return p.toks[p.pos - 1];
    }

    /** ':' followed by literal text and nested fields, up to (not including) the '}'. */
    private Expr formatSpec() {
        Token colon = p.advance();
        List<Object> parts = new ArrayList<>();
        for (;;) {
            Token t = p.tok();
            if (t.kind == FSTRING_MIDDLE) {
                p.advance();
                p.tz.warnEscape(t, fstringEnd());
                addText(parts, t.text, ParserBase.loc(t, t));
            } else if (t.kind == LBRACE) {
                replacementField(parts);
            } else {
                break;
            }
        }
        Token last = p.toks[p.pos - 1];
        return new JoinedStr(ParserBase.loc(colon, last), finish(parts));
    }
}
