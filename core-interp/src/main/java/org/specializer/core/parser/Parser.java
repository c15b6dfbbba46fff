package org.specializer.core.parser;

import java.util.List;

import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.Loc;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * Python 3.13 source to AST. A hand-written tokenizer produces the whole token list first; a
 * recursive-descent parser (one method per precedence level, assignments decided after the
 * first expression) builds the tree without backtracking except in two rare places (the soft
 * keyword {@code match}, whose subject is read before the statement is known to be a match
 * statement, and {@code with (} whose parentheses may be items or an expression).
 *
 * <p>Errors follow CPython 3.13's messages and positions for the common mistakes. As in
 * CPython, a tokenizer error anywhere in the file is reported in preference to a parser error
 * before it, and an unclosed bracket is reported when the parser error comes after the
 * bracket's line (Parser/pegen_errors.c: {@code _PyPegen_tokenize_full_source_to_check_for_errors}).
 *
 * <p>Every construct of Python 3.13's grammar is parsed.
 */
public final class Parser {
    private Parser() {}

    /**
     * The code point a {@code \\N{name}} escape names, or -1, as the native modules' Unicode
     * database has it (CPython's names and aliases, of unicodedata's version); null until they
     * install it, when the JDK's names are used.
     */
    public static volatile java.util.function.ToIntFunction<String> namedCodePoints;

    /**
     * CPython's compile modes: {@code exec}, {@code eval}, {@code single}, and
     * {@code func_type} (a signature type comment, parsed only).
     */
    public enum Mode { EXEC, EVAL, SINGLE, FUNC_TYPE }

    /** A parse under PyCF_TYPE_COMMENTS: the tree, its nodes' type comments, the ignores. */
    public record Typed(Ast.Mod mod, java.util.Map<Object, String> comments,
            List<Tokenizer.TypeIgnore> ignores) {}

    /**
     * {@link #parse} with {@code # type:} comments as CPython's parser takes them under
     * PyCF_TYPE_COMMENTS: after a def's colon (or alone on the next line), after a parameter,
     * after a plain assignment, after a for's or with's colon; anywhere else a SyntaxError.
     * {@code # type: ignore} comments are collected wherever they are.
     */
    public static Typed parseWithTypeComments(String source, String filename, Mode mode) {
        Tokenizer tz = new Tokenizer(source, filename).typeComments();
        StmtParser[] parser = new StmtParser[1];
        Ast.Mod mod = parse(tz, source, filename, mode, parser);
        return new Typed(mod, parser[0].typeComments, tz.typeIgnores());
    }

    /** Parses {@code source}: a Module (EXEC), an Expression (EVAL) or an Interactive (SINGLE). */
    public static Ast.Mod parse(String source, String filename, Mode mode) {
        return parse(new Tokenizer(source, filename), source, filename, mode,
                new StmtParser[1]);
    }

    private static Ast.Mod parse(Tokenizer tz, String source, String filename, Mode mode,
            StmtParser[] parser) {
        if (mode == Mode.EVAL || mode == Mode.SINGLE) {
            tz.stringInput();
        }
        List<Token> tokens = tz.tokenize();
        StmtParser p = new StmtParser(tz, tokens);
        parser[0] = p;
        try {
            switch (mode) {
                case EVAL:
                    return new Ast.Expression(Loc.NONE, p.evalInput());
                case SINGLE:
                    return new Ast.Interactive(Loc.NONE, p.singleInput());
                case FUNC_TYPE:
                    return p.funcTypeInput();
                default:
                    return new Ast.Module(Loc.NONE, p.fileInput());
            }
        } catch (SyntaxErrorException e) {
            throw tz.textOfInput(preferTokenizerError(e, tokens, p));
        } catch (StackOverflowError e) {
            // Absurdly deep nesting (e.g. 100000 unary minus signs). CPython raises MemoryError
            // with this message; a SyntaxError keeps it a Python-level error here.
            Token t = p.tok();
            throw new SyntaxErrorException(SyntaxErrorException.Kind.SYNTAX_ERROR,
                    "Parser stack overflowed - Python source too complex to parse", filename,
                    t.line, t.col + 1, t.line, t.col + 1, tz.sourceLine(t.line));
        }
    }

    /**
     * Whether {@code source} is a statement that goes on past the end of the text, as
     * CPython's parser decides under {@code PyCF_ALLOW_INCOMPLETE_INPUT} (for {@code codeop},
     * the interactive console, {@code pdb}'s multi-line commands): it fails where the input
     * ends (the parser needed more tokens, a bracket or a triple-quoted string is still open,
     * a line continues), or, in single mode with {@code dontImplyDedent} and no newline at the
     * end, it needs the end of line or of block that the end of the text would imply.
     */
    public static boolean isIncomplete(String source, String filename, Mode mode,
            boolean dontImplyDedent) {
        Tokenizer tz = new Tokenizer(source, filename);
        List<Token> tokens;
        try {
            tokens = tz.tokenize();
        } catch (SyntaxErrorException e) {
            return endsInput(e) || tz.stringAtEnd;
        }
        Token last = tokens.get(tokens.size() - 1);
        // the text ends inside brackets: incomplete only if the parser gets that far
        // (CPython's tokenizer reaches the end only when the parser asks for it)
        boolean openAtEnd = last.kind == TokenKind.ERRORTOKEN && last.error == null
                && last.text.isEmpty();
        if (last.kind == TokenKind.ERRORTOKEN && !openAtEnd) {
            return last.error != null && (endsInput(last.error) || tz.stringAtEnd);
        }
        // tokens the end of the text implies: not there in single mode without the dedent
        int implied = mode == Mode.SINGLE && dontImplyDedent && !source.endsWith("\n")
                ? source.length() : Integer.MAX_VALUE;
        StmtParser p = new StmtParser(tz, tokens);
        try {
            switch (mode) {
                case EVAL:
                    p.evalInput();
                    break;
                case SINGLE:
                    p.singleInput();
                    break;
                case FUNC_TYPE:
                    p.funcTypeInput();
                    break;
                default:
                    p.fileInput();
                    break;
            }
        } catch (SyntaxErrorException e) {
            int reached = Math.min(p.reached, tokens.size() - 1);
            Token t = tokens.get(reached);
            return atEndOfText(tokens, reached) || t.start >= implied || openAtEnd && t == last;
        } catch (StackOverflowError e) {
            return false;
        }
        for (Token t : tokens) {
            if (t.kind == TokenKind.DEDENT && t.start >= implied) {
                return true;  // a block the text leaves open
            }
        }
        return false;
    }

    /**
     * Whether token {@code i} is one the end of the text produced (the dedents that close the
     * open blocks, the end marker): CPython's parser counts an error as incomplete input once
     * its tokenizer has read to the end ({@code _is_end_of_source}), and it reads that far to
     * see them.
     */
    private static boolean atEndOfText(List<Token> tokens, int i) {
        for (int j = i; j < tokens.size(); j++) {
            TokenKind k = tokens.get(j).kind;
            if (k != TokenKind.DEDENT && k != TokenKind.ENDMARKER) {
                return false;
            }
        }
        return true;
    }

    /** A tokenizer error that the end of the input caused. */
    private static boolean endsInput(SyntaxErrorException e) {
        String m = e.msg();
        return m.startsWith("unterminated triple-quoted string")
                || m.startsWith("unexpected EOF") || m.endsWith("was never closed")
                || m.startsWith("unterminated triple-quoted f-string");
    }

    private static SyntaxErrorException preferTokenizerError(SyntaxErrorException e,
            List<Token> tokens, StmtParser p) {
        Token last = tokens.get(tokens.size() - 1);
        if (last.kind != TokenKind.ERRORTOKEN) {
            return e;
        }
        if (e.kind() == SyntaxErrorException.Kind.INDENTATION_ERROR
                && (e.msg().equals("unexpected indent") || e.msg().equals("unexpected unindent"))) {
            // CPython reports these without looking at the rest of the input.
            return e;
        }
        if (last.error != null) {
            // Reaching the error token raises the tokenizer's error at once in CPython.
            boolean reached = p.tok() == last;
            return last.text.equals(Tokenizer.DEFERRED) && !reached ? e : last.error;
        }
        if (last.text.isEmpty()) {
            SyntaxErrorException unclosed = p.unclosedOrEof();
            if (unclosed == e || !unclosed.msg().endsWith("was never closed")) {
                return e;
            }
            // CPython reads on after a parser error; the unclosed bracket wins when the parser
            // had already read past the bracket's line (approximated by the token it stopped at).
            Token stop = p.tok();
            if (stop == last || stop.line > unclosed.line()) {
                return unclosed;
            }
        }
        return e;
    }
}
