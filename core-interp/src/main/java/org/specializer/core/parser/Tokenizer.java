package org.specializer.core.parser;

import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.ast.SyntaxErrorException.Kind;

/**
 * Python 3.13's tokenizer, hand-written: indentation with a stack (tabs to multiples of 8,
 * TabError when tabs and spaces disagree), explicit and implicit line joining, comments,
 * every literal form, and PEP 701 f-strings as FSTRING_START / FSTRING_MIDDLE / FSTRING_END
 * with ordinary tokens for the replacement fields.
 *
 * <p>The source is first turned into an array of code points with {@code \r\n} and {@code \r}
 * translated to {@code \n} and a final newline added when missing (as CPython does), so that
 * columns are code point counts and scanning needs no surrogate handling.
 *
 * <p>{@link #tokenize()} runs to the end at once. A tokenizer error does not throw: it ends the
 * list with an {@link TokenKind#ERRORTOKEN} carrying the error, because CPython reports a
 * tokenizer error found anywhere in the file in preference to a parser error found before it,
 * and the parser needs to know about it (see {@link Parser}). Error positions mimic CPython's
 * tokenizer, including its quirks ({@code offset} is where CPython's read cursor stood).
 *
 * <p>For the {@code tokenize} module the tokenizer has a second mode (CPython's
 * {@code tok_extra_tokens}): comments become COMMENT tokens, newlines that end no logical line
 * (blank and comment-only lines, newlines inside brackets) NL tokens, FSTRING_MIDDLE tokens
 * keep their source text (a doubled brace ends one, keeping one brace, as CPython's lexer
 * splits them), an empty format spec part gives an empty FSTRING_MIDDLE, characters that are
 * no token become ERRORTOKENs without an error (tokenize shows them as OP), brackets are not
 * matched, and the end of input inside brackets is "unexpected EOF in multi-line statement".
 *
 * <p>Compare CPython Parser/lexer/lexer.c ({@code tok_get_normal_mode}, {@code tok_get_fstring_mode}).
 */
public final class Tokenizer {
    private static final int EOF = -1;
    private static final int MAX_INDENT = 100;
    /** CPython's MAXFSTRINGLEVEL: how deep f-strings nest (the tokenizer's mode stack). */
    private static final int MAX_FSTRING_LEVEL = 150;
    private static final int MAX_LEVEL = 200;
    private static final int TABSIZE = 8;
    /** Text of an ERRORTOKEN whose error must not replace an earlier parser error. */
    static final String DEFERRED = "deferred";

    private final String filename;
    /** The tokenize module's mode: COMMENT and NL tokens, raw f-string parts (see class doc). */
    private final boolean extra;
    /** The source did not end in a newline: the tokenizer added the last one. */
    public final boolean implicitNewline;
    /**
     * Whether the text ended inside a string literal (CPython's E_EOLS and E_EOFS: a line
     * continued by a backslash, an open triple-quoted string), which makes it incomplete input.
     */
    boolean stringAtEnd;
    /** Exec input (a file, exec mode), the only input whose last line the newline ends. */
    private boolean execInput = true;
    /** Tokens made ahead in the tokenize module's mode (a blank line's COMMENT and NL). */
    private final java.util.ArrayDeque<Token> queued = new java.util.ArrayDeque<>();
    /** The source in code points, newlines normalized, ending in a newline unless empty. */
    final int[] s;
    private final int n;
    /** Offset of the first code point of each line; lineStarts[0] is line 1. */
    private final int[] lineStarts;
    private final int lineCount;

    private int p;
    private int line = 1;
    /**
     * The SyntaxWarning for the first invalid escape of the literal being decoded, or null
     * ({@link StringLiterals#decodeEscape} sets it; whoever finishes the literal reports it).
     */
    String invalidEscape;

    /** FSTRING_MIDDLE tokens with an invalid escape: the SyntaxWarning each is to report. */
    private final java.util.Map<Token, String> escapeWarnings = new java.util.IdentityHashMap<>();

    /**
     * Report the invalid escape of an FSTRING_MIDDLE token the parser takes (once), as CPython's
     * parser does: a SyntaxWarning at the token's line; when it is raised, a SyntaxError at
     * {@code at}, the f-string's last token (where CPython's parser stands when it decodes).
     */
    void warnEscape(Token t, Token at) {
        String msg = escapeWarnings.isEmpty() ? null : escapeWarnings.remove(t);
        if (msg != null && org.specializer.core.ast.SyntaxWarnings.warn(msg, filename(), t.line)) {
            throw new SyntaxErrorException(Kind.SYNTAX_ERROR, msg, filename, at.line,
                    at.col + 1, at.endLine, at.endCol + 1, sourceLine(at.line));
        }
    }
    private int lineStart;

    private final int[] indStack = new int[MAX_INDENT + 1];
    private final int[] altIndStack = new int[MAX_INDENT + 1];
    private int indent;
    /** Pending INDENT (positive) or DEDENT (negative) tokens. */
    private int pendin;
    private boolean atBol = true;
    private int indentTokenCol;

    private int level;
    private final int[] parenChar = new int[MAX_LEVEL];
    private final int[] parenLine = new int[MAX_LEVEL];
    private final int[] parenCol = new int[MAX_LEVEL];

    /** The last token was an FSTRING_MIDDLE (tokenize mode's empty format spec parts). */
    private boolean middleReturned;
    /** Open f-strings, innermost last. */
    private final ArrayList<FStringMode> modes = new ArrayList<>();
    private final StringBuilder sb = new StringBuilder();
    /**
     * Set for the errors CPython's tokenizer reports through its {@code done} code rather than
     * an exception (indentation, tabs, line continuation): those surface only when the parser
     * reaches them and never replace an earlier parser error. Errors inside an f-string are
     * treated the same way (CPython keeps the parser's error then).
     */
    private boolean deferred;

    /** Under PyCF_TYPE_COMMENTS: {@code # type:} comments become TYPE_COMMENT tokens. */
    private boolean typeComments;
    /** The {@code # type: ignore} comments seen: line and tag (what follows "ignore"). */
    private final List<TypeIgnore> typeIgnores = new ArrayList<>();

    /** A {@code # type: ignore[tag]} comment: CPython's TypeIgnore(lineno, tag). */
    public record TypeIgnore(int line, String tag) {}

    /**
     * Tokenize an eval or single input: CPython's tokenizer adds a newline after the last line
     * only for exec input (a trailing backslash then continues nothing).
     */
    public Tokenizer stringInput() {
        this.execInput = false;
        return this;
    }

    /**
     * Whether {@code e}, raised by the parser, reports the last line of a non-exec input that
     * has no newline of its own: its text has none either.
     */
    SyntaxErrorException textOfInput(SyntaxErrorException e) {
        return endsWithoutNewline() && e.line() == lineCount - 1 ? e.withoutLineEnd() : e;
    }

    /** An eval or single input whose last line has no newline (none is added to it). */
    boolean endsWithoutNewline() {
        return !execInput && implicitNewline;
    }

    /**
     * Make {@code # type: ...} comments TYPE_COMMENT tokens, and collect
     * {@code # type: ignore} ones ({@link #typeIgnores}), as CPython's tokenizer does under
     * PyCF_TYPE_COMMENTS; call before tokenizing.
     */
    public Tokenizer typeComments() {
        this.typeComments = true;
        return this;
    }

    /** The {@code # type: ignore} comments tokenizing found, in order. */
    public List<TypeIgnore> typeIgnores() {
        return typeIgnores;
    }

    /**
     * Where the text of a type comment starting at {@code hash} (a {@code #}) begins, or -1
     * when the comment is not one: {@code #}, blanks, {@code type:}, blanks (CPython's
     * type_comment_prefix "# type: ", each space any run of blanks).
     */
    private int typeCommentText(int hash, int end) {
        int q = hash + 1;
        while (q < end && (s[q] == ' ' || s[q] == '\t')) {
            q++;
        }
        String word = "type:";
        for (int i = 0; i < word.length(); i++, q++) {
            if (q >= end || s[q] != word.charAt(i)) {
                return -1;
            }
        }
        while (q < end && (s[q] == ' ' || s[q] == '\t')) {
            q++;
        }
        return q;
    }

    /**
     * The comment from {@code hash} to {@code end} as type comments make it: null when it is a
     * plain comment or a {@code type: ignore} (recorded), else its TYPE_COMMENT token.
     */
    private Token typeComment(int hash, int end, boolean ownLine) {
        int text = typeCommentText(hash, end);
        if (text < 0) {
            return null;
        }
        int after = text + 6;
        if (end >= after && new String(s, text, 6).equals("ignore")
                && !(end > after && (s[after] >= 128 || Character.isLetterOrDigit(s[after])))) {
            // alone on its line, the ignore takes the newline too (its tag ends with it)
            String tag = new String(s, after, end - after) + (ownLine && end < n ? "\n" : "");
            typeIgnores.add(new TypeIgnore(line, tag));
            return null;
        }
        // the token starts at the comment's text, as CPython's does
        return new Token(TokenKind.TYPE_COMMENT, line, text - lineStart, line, end - lineStart,
                text, end, new String(s, text, end - text), level, null);
    }

    public Tokenizer(String source, String filename) {
        this(source, filename, false);
    }

    /** A tokenizer in the tokenize module's mode ({@code extraTokens}) or the parser's. */
    public Tokenizer(String source, String filename, boolean extraTokens) {
        this.filename = filename;
        this.extra = extraTokens;
        int len = source.length();
        int[] cps = new int[len + 1];
        int k = 0;
        int i = 0;
        if (len > 0 && source.charAt(0) == '\uFEFF') {
            i = 1;
        }
        int lines = 1;
        while (i < len) {
            char ch = source.charAt(i++);
            if (ch == '\r') {
                if (i < len && source.charAt(i) == '\n') {
                    i++;
                }
                cps[k++] = '\n';
                lines++;
            } else if (Character.isHighSurrogate(ch) && i < len
                    && Character.isLowSurrogate(source.charAt(i))) {
                cps[k++] = Character.toCodePoint(ch, source.charAt(i++));
            } else {
                cps[k++] = ch;
                if (ch == '\n') {
                    lines++;
                }
            }
        }
        implicitNewline = k > 0 && cps[k - 1] != '\n';
        if (implicitNewline) {
            cps[k++] = '\n';
            lines++;
        }
        this.s = cps;
        this.n = k;
        int[] starts = new int[lines];
        int li = 0;
        starts[li++] = 0;
        for (int j = 0; j < k; j++) {
            if (cps[j] == '\n' && li < lines) {
                starts[li++] = j + 1;
            }
        }
        this.lineStarts = starts;
        this.lineCount = li;
    }

    /** Tokenizes {@code source}: a list ending in ENDMARKER, or in ERRORTOKEN on an error. */
    public static List<Token> tokenize(String source, String filename) {
        return new Tokenizer(source, filename).tokenize();
    }

    /** All tokens, ending in ENDMARKER, or in ERRORTOKEN when the source has a lexical error. */
    public List<Token> tokenize() {
        ArrayList<Token> out = new ArrayList<>(n / 3 + 16);
        for (;;) {
            Token t;
            try {
                t = next();
            } catch (SyntaxErrorException e) {
                out.add(new Token(TokenKind.ERRORTOKEN, e.line(), Math.max(e.column() - 1, 0),
                        e.line(), Math.max(e.column() - 1, 0), p, p,
                        deferred || !modes.isEmpty() ? DEFERRED : "",
                        level, e));
                return out;
            }
            out.add(t);
            if (t.kind == TokenKind.ENDMARKER
                    || t.kind == TokenKind.ERRORTOKEN && !(extra && t.error == null)) {
                return out;
            }
        }
    }

    /** The text of 1-based line {@code lineno} without its terminator, or null. */
    public String sourceLine(int lineno) {
        if (lineno < 1 || lineno > lineCount) {
            return null;
        }
        int a = lineStarts[lineno - 1];
        int b = a;
        while (b < n && s[b] != '\n') {
            b++;
        }
        if (a == b && a >= n) {
            return null;
        }
        return new String(s, a, b - a);
    }

    /** Offset of the first code point of 1-based line {@code lineno}. */
    int lineStartOffset(int lineno) {
        return lineStarts[Math.min(Math.max(lineno, 1), lineCount) - 1];
    }

    /** The source text of a token (code point offsets {@link Token#start} to {@link Token#end}). */
    public String sourceText(Token t) {
        return new String(s, t.start, Math.max(t.end - t.start, 0));
    }

    /** Source text between two offsets. */
    String text(int from, int to) {
        return new String(s, from, to - from);
    }

    String filename() {
        return filename;
    }

    // ------------------------------------------------------------------ scanning helpers

    private int peekc(int at) {
        return at < n ? s[at] : EOF;
    }

    /** Moves past a newline at {@code p}, updating the line bookkeeping. */
    private void passNewline() {
        p++;
        line++;
        lineStart = p;
    }

    private Token make(TokenKind kind, int start, String text) {
        return new Token(kind, line, start - lineStart, line, p - lineStart, start, p, text, level,
                null);
    }

    private Token make(TokenKind kind, int start, int startLine, int startCol, String text) {
        return new Token(kind, startLine, startCol, line, p - lineStart, start, p, text, level,
                null);
    }

    SyntaxErrorException error(Kind kind, String msg, int lineno, int offset, int endOffset) {
        return new SyntaxErrorException(kind, msg, filename, lineno, offset, lineno, endOffset,
                sourceLine(lineno));
    }

    /**
     * An error the tokenizer raises itself (CPython's {@code syntaxerror()} in
     * Parser/lexer: bad literals and characters, unmatched brackets), whose {@code text} is
     * the line without its terminator; the errors that CPython's parser raises for the
     * tokenizer's error codes (EOF, line continuation, indentation) keep it.
     */
    SyntaxErrorException literalError(Kind kind, String msg, int lineno, int offset,
            int endOffset) {
        return error(kind, msg, lineno, offset, endOffset).withoutLineEnd();
    }

    /** An error at the read cursor {@code cur}, as CPython's {@code syntaxerror(tok, ...)}. */
    private SyntaxErrorException errorAtCursor(String msg, int cur) {
        int col = cur - lineStart;
        return literalError(Kind.SYNTAX_ERROR, msg, line, col, col);
    }

    // ------------------------------------------------------------------ the main loop

    private Token next() {
        if (!queued.isEmpty()) {
            return queued.poll();
        }
        boolean afterMiddle = middleReturned;
        middleReturned = false;
        if (!modes.isEmpty()) {
            FStringMode m = modes.get(modes.size() - 1);
            if (m.inLiteral()) {
                return fstringLiteral(m, afterMiddle);
            }
        }
        for (;;) {
            if (atBol) {
                atBol = false;
                if (blankLineOrIndentation()) {
                    if (!queued.isEmpty()) {
                        return queued.poll();
                    }
                    continue;
                }
            }
            if (pendin != 0) {
                return pendingIndentToken();
            }
            int c = skipBlanks();
            int start = p;
            if (c == '#') {
                while (p < n && s[p] != '\n') {
                    p++;
                }
                if (extra) {
                    return make(TokenKind.COMMENT, start, new String(s, start, p - start));
                }
                if (typeComments) {
                    Token t = typeComment(start, p, false);
                    if (t != null) {
                        return t;
                    }
                }
                c = peekc(p);
                start = p;
            }
            if (c == EOF) {
                return endOfInput();
            }
            if (c == '\n') {
                if (level > 0) {
                    if (extra) {
                        Token t = newlineToken(TokenKind.NL, start);
                        passNewline();
                        return t;
                    }
                    passNewline();
                    continue;
                }
                p++;
                // the end of an eval or single input has no newline: CPython's NEWLINE there
                // has no columns (-1), and errors at it point at column 0 or the line's end
                boolean none = endsWithoutNewline() && p == n;
                Token t = new Token(TokenKind.NEWLINE, line, none ? -1 : start - lineStart,
                        line, none ? -1 : start - lineStart + 1, start, p, "\n", 0, null);
                line++;
                lineStart = p;
                atBol = true;
                return t;
            }
            if (isAsciiIdentStart(c) || c >= 128) {
                return nameOrString(start);
            }
            if (c >= '0' && c <= '9') {
                return NumberScanner.scan(this, start);
            }
            if (c == '.') {
                int c1 = peekc(p + 1);
                if (c1 >= '0' && c1 <= '9') {
                    return NumberScanner.scan(this, start);
                }
                if (c1 == '.' && peekc(p + 2) == '.') {
                    p += 3;
                    return make(TokenKind.ELLIPSIS, start, "...");
                }
                p++;
                return make(TokenKind.DOT, start, ".");
            }
            if (c == '"' || c == '\'') {
                return string(start, false, false, false);
            }
            if (c == '\\') {
                int c1 = peekc(p + 1);
                // the end of an eval or single input, which has no newline there to continue
                boolean atEnd = endsWithoutNewline() && p + 2 == n;
                if (c1 != '\n' || atEnd) {
                    // Compare CPython pegen_errors.c: E_LINECONT
                    int col = p + (atEnd ? 1 : 2) - lineStart;
                    deferred = true;
                    throw error(Kind.SYNTAX_ERROR,
                            "unexpected character after line continuation character", line,
                            col, 0);
                }
                p++;
                passNewline();
                if (p >= n && extra) {
                    throw error(Kind.SYNTAX_ERROR, "unexpected EOF in multi-line statement",
                            line - 1, 0, 0);
                }
                if (p >= n && level > 0) {
                    // E_EOF inside brackets: the parser reports the open bracket
                    return new Token(TokenKind.ERRORTOKEN, line, 0, line, 0, p, p, "", level,
                            null);
                }
                if (p >= n) {
                    int col = p - lineStarts[line - 2];
                    deferred = true;
                    throw error(Kind.SYNTAX_ERROR, "unexpected EOF while parsing", line - 1,
                            col, -1);
                }
                continue;
            }
            return operator(c, start);
        }
    }

    private int skipBlanks() {
        while (p < n) {
            int c = s[p];
            if (c == ' ' || c == '\t' || c == '\f') {
                p++;
            } else {
                return c;
            }
        }
        return EOF;
    }

    private static boolean isAsciiIdentStart(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    static boolean isAsciiIdentChar(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
                || (c >= '0' && c <= '9');
    }

    /**
     * At the beginning of a line: skips it when blank or comment-only (returning true), else
     * measures the indentation and queues INDENT/DEDENT tokens.
     */
    private boolean blankLineOrIndentation() {
        int col = 0;
        int altcol = 0;
        // Indentation cannot be split over lines with backslashes: the column of the first
        // backslash in it is the line's indentation (CPython's cont_line_col)
        int contCol = -1;
        for (;;) {
            int c = peekc(p);
            if (c == ' ') {
                col++;
                altcol++;
            } else if (c == '\t') {
                col = (col / TABSIZE + 1) * TABSIZE;
                altcol++;
            } else if (c == '\f') {
                col = 0;
                altcol = 0;
            } else if (c == '\\' && peekc(p + 1) == '\n' && p + 2 < n) {
                if (contCol < 0) {
                    contCol = col;
                }
                p++;
                passNewline();
                continue;
            } else {
                break;
            }
            p++;
        }
        int c = peekc(p);
        if (c == '#' || c == '\n') {
            // A blank or comment-only line does not count for indentation.
            if (level == 0) {
                int start = p;
                while (p < n && s[p] != '\n') {
                    p++;
                }
                if (c == '#' && typeComments && !extra) {
                    // a type comment alone on its line is a TYPE_COMMENT and a NEWLINE
                    // (a def's signature comment); a type: ignore is only recorded
                    Token t = typeComment(start, p, true);
                    if (t != null) {
                        queued.add(t);
                        queued.add(newlineToken(TokenKind.NEWLINE, p));
                        if (p < n) {
                            passNewline();
                        }
                        atBol = true;
                        return true;
                    }
                }
                if (extra) {
                    if (c == '#') {
                        queued.add(make(TokenKind.COMMENT, start, new String(s, start, p - start)));
                    }
                    if (p < n) {
                        queued.add(newlineToken(TokenKind.NL, p));
                    }
                }
                if (p < n) {
                    passNewline();
                }
                atBol = true;
                return true;
            }
            return false;
        }
        if (c == EOF) {
            col = 0;
            altcol = 0;
        }
        if (level > 0) {
            return false;
        }
        if (contCol >= 0) {
            col = contCol;
            altcol = contCol;
        }
        indentTokenCol = p - lineStart;
        if (col == indStack[indent]) {
            if (altcol != altIndStack[indent]) {
                throw tabError();
            }
        } else if (col > indStack[indent]) {
            if (indent + 1 >= MAX_INDENT) {
                deferred = true;
                throw error(Kind.INDENTATION_ERROR, "too many levels of indentation", line,
                        p - lineStart, -1);
            }
            if (altcol <= altIndStack[indent]) {
                throw tabError();
            }
            pendin++;
            indent++;
            indStack[indent] = col;
            altIndStack[indent] = altcol;
        } else {
            while (indent > 0 && col < indStack[indent]) {
                pendin--;
                indent--;
            }
            if (col != indStack[indent]) {
                int lineLen = lineLength(line);
                deferred = true;
                throw error(Kind.INDENTATION_ERROR,
                        "unindent does not match any outer indentation level", line, lineLen + 1,
                        -1);
            }
            if (altcol != altIndStack[indent]) {
                throw tabError();
            }
        }
        return false;
    }

    private int lineLength(int lineno) {
        int a = lineStarts[lineno - 1];
        int b = a;
        while (b < n && s[b] != '\n') {
            b++;
        }
        return b - a;
    }

    private SyntaxErrorException tabError() {
        deferred = true;
        return error(Kind.TAB_ERROR, "inconsistent use of tabs and spaces in indentation", line,
                1, 0);
    }

    private Token pendingIndentToken() {
        if (pendin > 0) {
            pendin--;
            return new Token(TokenKind.INDENT, line, 0, line, indentTokenCol, lineStart, p, "",
                    0, null);
        }
        pendin++;
        int col = p - lineStart;
        return new Token(TokenKind.DEDENT, line, col, line, col, p, p, "", 0, null);
    }

    /** An NL token for the newline at {@code at} (tokenize mode). */
    private Token newlineToken(TokenKind kind, int at) {
        return new Token(kind, line, at - lineStart, line, at - lineStart + 1, at, at + 1, "\n",
                level, null);
    }

    private Token endOfInput() {
        if (!modes.isEmpty()) {
            FStringMode m = modes.get(modes.size() - 1);
            if (m.fields > 0 && level > 0) {
                // the input ends inside a replacement field: its innermost open bracket
                int bracketLine = parenLine[level - 1];
                throw new SyntaxErrorException(Kind.SYNTAX_ERROR, "'" + (char) parenChar[level - 1]
                        + "' was never closed", filename, bracketLine, parenCol[level - 1] + 1,
                        bracketLine, 0, sourceLine(bracketLine));
            }
            throw unterminatedFString(m);
        }
        if (level > 0 && extra) {
            throw error(Kind.SYNTAX_ERROR, "unexpected EOF in multi-line statement",
                    Math.max(line - 1, 1), 0, 0);
        }
        if (level > 0) {
            // CPython's tokenizer returns an error token without an exception here; the parser
            // turns it into "'(' was never closed" or "unexpected EOF while parsing".
            return new Token(TokenKind.ERRORTOKEN, line, 0, line, 0, p, p, "", level, null);
        }
        return new Token(TokenKind.ENDMARKER, line, 0, line, 0, p, p, "", 0, null);
    }

    /** The innermost open bracket as (char, line, col), for "'(' was never closed". */
    int openBracketChar() {
        return level > 0 ? parenChar[level - 1] : 0;
    }

    int openBracketLine() {
        return level > 0 ? parenLine[level - 1] : 0;
    }

    int openBracketCol() {
        return level > 0 ? parenCol[level - 1] : 0;
    }

    // ------------------------------------------------------------------ names and strings

    private Token nameOrString(int start) {
        // String prefixes: any case, at most one of b/u/f, r combinable with b or f.
        boolean sawB = false;
        boolean sawR = false;
        boolean sawU = false;
        boolean sawF = false;
        int q = p;
        for (;;) {
            int c = peekc(q);
            if (!(sawB || sawU || sawF) && (c == 'b' || c == 'B')) {
                sawB = true;
            } else if (!(sawB || sawU || sawR || sawF) && (c == 'u' || c == 'U')) {
                sawU = true;
            } else if (!(sawR || sawU) && (c == 'r' || c == 'R')) {
                sawR = true;
            } else if (!(sawF || sawB || sawU) && (c == 'f' || c == 'F')) {
                sawF = true;
            } else {
                break;
            }
            q++;
            int c1 = peekc(q);
            if (c1 == '"' || c1 == '\'') {
                p = q;
                return string(start, sawB, sawR, sawF);
            }
        }
        boolean ascii = true;
        while (p < n) {
            int c = s[p];
            if (isAsciiIdentChar(c)) {
                p++;
            } else if (c >= 128) {
                ascii = false;
                p++;
            } else {
                break;
            }
        }
        String name;
        if (ascii) {
            name = new String(s, start, p - start);
            TokenKind kw = TokenKind.keyword(name);
            if (kw != null) {
                return make(kw, start, kw.text);
            }
        } else {
            name = verifyIdentifier(start);
        }
        return make(TokenKind.NAME, start, name);
    }

    /** Checks a non-ASCII identifier and returns its NFKC normal form, as CPython does. */
    private String verifyIdentifier(int start) {
        for (int i = start; i < p; i++) {
            int c = s[i];
            boolean ok = i == start
                    ? c == '_' || Character.isUnicodeIdentifierStart(c)
                    : c == '_' || Character.isUnicodeIdentifierPart(c)
                            && !Character.isIdentifierIgnorable(c);
            if (!ok && c >= 128) {
                // NFKC may still make it valid (e.g. a ligature); check the normalized form.
                String norm = java.text.Normalizer.normalize(new String(s, i, 1),
                        java.text.Normalizer.Form.NFKC);
                int first = norm.isEmpty() ? -1 : norm.codePointAt(0);
                ok = first >= 0 && (i == start
                        ? first == '_' || Character.isUnicodeIdentifierStart(first)
                        : first == '_' || Character.isUnicodeIdentifierPart(first));
            }
            if (!ok) {
                int col = i + 1 - lineStart;
                throw literalError(Kind.SYNTAX_ERROR, invalidCharacterMessage(c), line, col,
                        col);
            }
        }
        return java.text.Normalizer.normalize(new String(s, start, p - start),
                java.text.Normalizer.Form.NFKC);
    }

    static String invalidCharacterMessage(int c) {
        if (isPrintable(c)) {
            return String.format("invalid character '%s' (U+%04X)", new String(Character.toChars(c)), c);
        }
        return String.format("invalid non-printable character U+%04X", c);
    }

    /** Python's {@code str.isprintable} for one code point. */
    static boolean isPrintable(int c) {
        if (c == ' ') {
            return true;
        }
        switch (Character.getType(c)) {
            case Character.CONTROL:
            case Character.FORMAT:
            case Character.SURROGATE:
            case Character.PRIVATE_USE:
            case Character.UNASSIGNED:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
            case Character.SPACE_SEPARATOR:
                return false;
            default:
                return true;
        }
    }

    /**
     * A string or bytes literal (the read cursor is on the opening quote; {@code start} is
     * where the prefix began), or the FSTRING_START of an f-string.
     */
    private Token string(int start, boolean bytes, boolean raw, boolean fstring) {
        int quote = s[p];
        int startLine = line;
        int startCol = start - lineStart;
        boolean triple = peekc(p + 1) == quote && peekc(p + 2) == quote;
        if (fstring) {
            p += triple ? 3 : 1;
            if (modes.size() + 1 >= MAX_FSTRING_LEVEL) {
                throw errorAtCursor("too many nested f-strings", p);
            }
            FStringMode m = new FStringMode(quote, triple, raw, startLine, startCol, start);
            Token t = make(TokenKind.FSTRING_START, start, startLine, startCol,
                    new String(s, start, p - start));
            modes.add(m);
            return t;
        }
        if (triple) {
            p += 3;
        } else {
            p++;
            if (peekc(p) == quote) {
                p++;
                return make(TokenKind.STRING, start, startLine, startCol,
                        new String(s, start, p - start));
            }
        }
        boolean escapedQuote = false;
        for (;;) {
            int c = peekc(p);
            if (c == EOF || (!triple && c == '\n')) {
                throw unterminatedString(quote, triple, startLine, startCol, escapedQuote);
            }
            if (c == quote) {
                if (!triple) {
                    p++;
                    break;
                }
                if (peekc(p + 1) == quote && peekc(p + 2) == quote) {
                    p += 3;
                    break;
                }
                p++;
            } else if (c == '\\') {
                p++;
                int c1 = peekc(p);
                escapedQuote |= c1 == quote;
                if (c1 == '\n') {
                    passNewline();
                } else if (c1 != EOF) {
                    p++;
                }
            } else if (c == '\n') {
                passNewline();
            } else {
                p++;
            }
        }
        return make(TokenKind.STRING, start, startLine, startCol, new String(s, start, p - start));
    }

    private SyntaxErrorException unterminatedString(int quote, boolean triple, int startLine,
            int startCol, boolean escapedQuote) {
        stringAtEnd = p >= n;
        int detected = p >= n ? Math.max(line - 1, startLine) : line;
        if (!triple && p < n) {
            detected = line;
        }
        if (!modes.isEmpty()) {
            FStringMode m = modes.get(modes.size() - 1);
            if (m.quote == quote && m.triple == triple) {
                return literalError(Kind.SYNTAX_ERROR, "f-string: expecting '}'", startLine,
                        startCol + 1, startCol + 1);
            }
        }
        String msg = triple
                ? "unterminated triple-quoted string literal (detected at line " + detected + ")"
                : "unterminated string literal (detected at line " + detected + ")"
                        + (escapedQuote ? "; perhaps you escaped the end quote?" : "");
        return literalError(Kind.SYNTAX_ERROR, msg, startLine, startCol + 1, startCol + 1);
    }

    private SyntaxErrorException unterminatedFString(FStringMode m) {
        int detected = p >= n ? Math.max(line - 1, m.startLine) : line;
        String msg = m.triple
                ? "unterminated triple-quoted f-string literal (detected at line " + detected + ")"
                : "unterminated f-string literal (detected at line " + detected + ")";
        return literalError(Kind.SYNTAX_ERROR, msg, m.startLine, m.startCol + 1,
                m.startCol + 1);
    }

    // ------------------------------------------------------------------ f-strings

    /** One open f-string and the replacement fields open inside it. */
    private static final class FStringMode {
        final int quote;
        final boolean triple;
        final boolean raw;
        final int startLine;
        final int startCol;
        final int startOffset;
        /** Per open replacement field: the bracket level just inside its '{'. */
        int[] fieldLevel = new int[4];
        /** Per open replacement field: whether its format spec has started. */
        boolean[] inSpec = new boolean[4];
        int fields;

        FStringMode(int quote, boolean triple, boolean raw, int startLine, int startCol,
                int startOffset) {
            this.quote = quote;
            this.triple = triple;
            this.raw = raw;
            this.startLine = startLine;
            this.startCol = startCol;
            this.startOffset = startOffset;
        }

        boolean inLiteral() {
            return fields == 0 || inSpec[fields - 1];
        }

        void pushField(int lvl) {
            if (fields == fieldLevel.length) {
                fieldLevel = java.util.Arrays.copyOf(fieldLevel, fields * 2);
                inSpec = java.util.Arrays.copyOf(inSpec, fields * 2);
            }
            fieldLevel[fields] = lvl;
            inSpec[fields] = false;
            fields++;
        }
    }

    private boolean atClosingQuote(FStringMode m) {
        if (peekc(p) != m.quote) {
            return false;
        }
        return !m.triple || (peekc(p + 1) == m.quote && peekc(p + 2) == m.quote);
    }

    /** Literal text of an f-string or of a format spec, or the delimiter that ends it. */
    private Token fstringLiteral(FStringMode m, boolean afterMiddle) {
        boolean spec = m.fields > 0;
        int start = p;
        int startLine = line;
        int startCol = p - lineStart;
        sb.setLength(0);
        for (;;) {
            int c = peekc(p);
            if (c == EOF) {
                throw unterminatedFString(m);
            }
            if (c == m.quote && atClosingQuote(m)) {
                if (p > start) {
                    return middle(start, startLine, startCol);
                }
                if (spec) {
                    // The f-string ends inside a format spec: close its fields and let the
                    // parser report "f-string: expecting '}'" at the end token.
                    level = m.fieldLevel[0] - 1;
                    m.fields = 0;
                }
                p += m.triple ? 3 : 1;
                modes.remove(modes.size() - 1);
                return make(TokenKind.FSTRING_END, start, new String(s, start, p - start));
            }
            if (c == '{') {
                if (!spec && peekc(p + 1) == '{') {
                    if (extra) {
                        return doubledBrace(start, startLine, startCol);
                    }
                    sb.append('{');
                    p += 2;
                    continue;
                }
                if (p > start) {
                    return middle(start, startLine, startCol);
                }
                if (m.fields >= 3) {
                    int col = p - lineStart;
                    throw literalError(Kind.SYNTAX_ERROR,
                            "f-string: expressions nested too deeply", line, col, col);
                }
                openBracket('{', start);
                p++;
                m.pushField(level);
                return make(TokenKind.LBRACE, start, "{");
            }
            if (c == '}') {
                if (spec) {
                    if (p > start || extra && !afterMiddle) {
                        // tokenize mode: CPython's lexer gives an empty part where a format
                        // spec ends without text after its start or a nested field
                        return middle(start, startLine, startCol);
                    }
                    p++;
                    level--;
                    m.fields--;
                    return make(TokenKind.RBRACE, start, "}");
                }
                if (peekc(p + 1) == '}') {
                    if (extra) {
                        return doubledBrace(start, startLine, startCol);
                    }
                    sb.append('}');
                    p += 2;
                    continue;
                }
                if (extra && !afterMiddle) {
                    // CPython's lexer ends the literal part (possibly empty) before the error
                    return middle(start, startLine, startCol);
                }
                int col = p + 1 - lineStart;
                throw literalError(Kind.SYNTAX_ERROR, "f-string: single '}' is not allowed",
                        line, col, col);
            }
            if (c == '\n') {
                if (!m.triple && !spec) {
                    throw unterminatedFString(m);
                }
                if (!m.triple) {
                    // a newline ends the format spec of a single-quoted f-string: the
                    // replacement field goes on in regular mode (CPython 3.13.0's lexer)
                    m.inSpec[m.fields - 1] = false;
                    return middle(start, startLine, startCol);
                }
                sb.append('\n');
                passNewline();
                continue;
            }
            if (c == '\\') {
                int c1 = peekc(p + 1);
                if (m.raw) {
                    sb.append('\\');
                    p++;
                    if (c1 != '{' && c1 != '}' && c1 != EOF) {
                        if (c1 == '\n') {
                            sb.append('\n');
                            passNewline();
                        } else {
                            sb.appendCodePoint(c1);
                            p++;
                        }
                    }
                    continue;
                }
                if (c1 == '{' || c1 == '}') {
                    if (!extra && invalidEscape == null) {
                        invalidEscape = "invalid escape sequence '\\" + (char) c1 + "'";
                    }
                    sb.append('\\');
                    p++;
                    continue;
                }
                if (c1 == '\n') {
                    p++;
                    passNewline();
                    continue;
                }
                if (extra) {
                    // tokenize mode keeps the source text and leaves escapes unchecked
                    int close = p + 3;
                    if (c1 == 'N' && peekc(p + 2) == '{') {
                        while (close < n && s[close] != '}' && s[close] != '\n'
                                && s[close] != m.quote) {
                            close++;
                        }
                    }
                    p = c1 == 'N' && peekc(close) == '}' ? close + 1 : p + 2;
                    continue;
                }
                try {
                    if (c1 == 'N' && peekc(p + 2) == '{') {
                        int close = p + 3;
                        while (close < n && s[close] != '}' && s[close] != '\n'
                                && s[close] != m.quote) {
                            close++;
                        }
                        if (peekc(close) == '}') {
                            StringLiterals.decodeEscape(s, p, close + 1, sb, false, this, start);
                            p = close + 1;
                            continue;
                        }
                    }
                    p = StringLiterals.decodeEscape(s, p, n, sb, false, this, start);
                } catch (StringLiterals.EscapeError e) {
                    throw error(Kind.SYNTAX_ERROR, e.getMessage(), startLine, startCol + 1,
                            p - lineStart + 1);
                }
                continue;
            }
            sb.appendCodePoint(c);
            p++;
        }
    }

    private Token middle(int start, int startLine, int startCol) {
        middleReturned = true;
        String invalid = invalidEscape;
        invalidEscape = null;
        String text = extra ? new String(s, start, p - start) : sb.toString();
        Token t = new Token(TokenKind.FSTRING_MIDDLE, startLine, startCol, line, p - lineStart,
                start, p, text, level, null);
        if (invalid != null) {
            // reported when the parser takes the token, in source order with the other literals
            escapeWarnings.put(t, invalid);
        }
        return t;
    }

    /**
     * Tokenize mode, at a doubled brace: the literal part so far and one brace, the second
     * brace skipped (CPython's lexer ends an FSTRING_MIDDLE there).
     */
    private Token doubledBrace(int start, int startLine, int startCol) {
        p++;
        Token t = middle(start, startLine, startCol);
        p++;
        return t;
    }

    // ------------------------------------------------------------------ operators

    private void openBracket(int c, int start) {
        if (level >= MAX_LEVEL) {
            throw errorAtCursor("too many nested parentheses", p + 1);
        }
        parenChar[level] = c;
        parenLine[level] = line;
        parenCol[level] = start - lineStart;
        level++;
    }

    private Token operator(int c, int start) {
        int c1 = peekc(p + 1);
        int c2 = peekc(p + 2);
        TokenKind k;
        int len = 2;
        switch (c) {
            case '(':
            case '[':
            case '{':
                openBracket(c, start);
                p++;
                return make(c == '(' ? TokenKind.LPAR : c == '[' ? TokenKind.LSQB
                        : TokenKind.LBRACE, start, c == '(' ? "(" : c == '[' ? "[" : "{");
            case ')':
            case ']':
            case '}':
                return closeBracket(c, start);
            case ':':
                if (inFStringFieldTop()) {
                    // A ':' directly inside a replacement field starts its format spec.
                    FStringMode m = modes.get(modes.size() - 1);
                    m.inSpec[m.fields - 1] = true;
                    k = TokenKind.COLON;
                    len = 1;
                } else if (c1 == '=') {
                    k = TokenKind.COLONEQUAL;
                } else {
                    k = TokenKind.COLON;
                    len = 1;
                }
                break;
            case ',': k = TokenKind.COMMA; len = 1; break;
            case ';': k = TokenKind.SEMI; len = 1; break;
            case '~': k = TokenKind.TILDE; len = 1; break;
            case '+':
                if (c1 == '=') { k = TokenKind.PLUSEQUAL; } else { k = TokenKind.PLUS; len = 1; }
                break;
            case '-':
                if (c1 == '=') {
                    k = TokenKind.MINEQUAL;
                } else if (c1 == '>') {
                    k = TokenKind.RARROW;
                } else {
                    k = TokenKind.MINUS;
                    len = 1;
                }
                break;
            case '*':
                if (c1 == '*') {
                    if (c2 == '=') { k = TokenKind.DOUBLESTAREQUAL; len = 3; } else { k = TokenKind.DOUBLESTAR; }
                } else if (c1 == '=') {
                    k = TokenKind.STAREQUAL;
                } else {
                    k = TokenKind.STAR;
                    len = 1;
                }
                break;
            case '/':
                if (c1 == '/') {
                    if (c2 == '=') { k = TokenKind.DOUBLESLASHEQUAL; len = 3; } else { k = TokenKind.DOUBLESLASH; }
                } else if (c1 == '=') {
                    k = TokenKind.SLASHEQUAL;
                } else {
                    k = TokenKind.SLASH;
                    len = 1;
                }
                break;
            case '|':
                if (c1 == '=') { k = TokenKind.VBAREQUAL; } else { k = TokenKind.VBAR; len = 1; }
                break;
            case '&':
                if (c1 == '=') { k = TokenKind.AMPEREQUAL; } else { k = TokenKind.AMPER; len = 1; }
                break;
            case '^':
                if (c1 == '=') { k = TokenKind.CIRCUMFLEXEQUAL; } else { k = TokenKind.CIRCUMFLEX; len = 1; }
                break;
            case '%':
                if (c1 == '=') { k = TokenKind.PERCENTEQUAL; } else { k = TokenKind.PERCENT; len = 1; }
                break;
            case '@':
                if (c1 == '=') { k = TokenKind.ATEQUAL; } else { k = TokenKind.AT; len = 1; }
                break;
            case '=':
                if (c1 == '=') { k = TokenKind.EQEQUAL; } else { k = TokenKind.EQUAL; len = 1; }
                break;
            case '!':
                if (c1 == '=') { k = TokenKind.NOTEQUAL; } else { k = TokenKind.EXCLAMATION; len = 1; }
                break;
            case '<':
                if (c1 == '<') {
                    if (c2 == '=') { k = TokenKind.LEFTSHIFTEQUAL; len = 3; } else { k = TokenKind.LEFTSHIFT; }
                } else if (c1 == '=') {
                    k = TokenKind.LESSEQUAL;
                } else if (c1 == '>') {
                    // "<>" is only valid under barry_as_FLUFL; CPython still tokenizes it.
                    k = TokenKind.NOTEQUAL;
                } else {
                    k = TokenKind.LESS;
                    len = 1;
                }
                break;
            case '>':
                if (c1 == '>') {
                    if (c2 == '=') { k = TokenKind.RIGHTSHIFTEQUAL; len = 3; } else { k = TokenKind.RIGHTSHIFT; }
                } else if (c1 == '=') {
                    k = TokenKind.GREATEREQUAL;
                } else {
                    k = TokenKind.GREATER;
                    len = 1;
                }
                break;
            default: {
                int col = p + 1 - lineStart;
                if (c < 128 && isPrintable(c)) {
                    // '$', '?', '`': CPython makes an error token and the parser says "invalid syntax".
                    p++;
                    return new Token(TokenKind.ERRORTOKEN, line, col - 1, line, col, start, p,
                            new String(Character.toChars(c)), level, null);
                }
                throw literalError(Kind.SYNTAX_ERROR, invalidCharacterMessage(c), line, col, col);
            }
        }
        p += len;
        return make(k, start, k.text);
    }

    private boolean inFStringFieldTop() {
        if (modes.isEmpty()) {
            return false;
        }
        FStringMode m = modes.get(modes.size() - 1);
        return m.fields > 0 && !m.inSpec[m.fields - 1] && m.fieldLevel[m.fields - 1] == level;
    }

    private Token closeBracket(int c, int start) {
        p++;
        if (level == 0 && extra) {
            // tokenize mode leaves unmatched brackets to the parser, as CPython's lexer does
            return new Token(c == ')' ? TokenKind.RPAR : c == ']' ? TokenKind.RSQB
                    : TokenKind.RBRACE, line, start - lineStart, line, p - lineStart, start, p,
                    c == ')' ? ")" : c == ']' ? "]" : "}", 0, null);
        }
        if (level == 0) {
            throw errorAtCursor("unmatched '" + (char) c + "'", p);
        }
        int open = parenChar[level - 1];
        int want = open == '(' ? ')' : open == '[' ? ']' : '}';
        if (c != want && !extra) {
            String msg;
            if (open == '{' && inFStringFieldTop()) {
                // the '{' of a replacement field: CPython's lexer calls the bracket unmatched
                throw errorAtCursor("f-string: unmatched '" + (char) c + "'", p);
            }
            if (parenLine[level - 1] != line) {
                msg = "closing parenthesis '" + (char) c + "' does not match opening parenthesis '"
                        + (char) open + "' on line " + parenLine[level - 1];
            } else {
                msg = "closing parenthesis '" + (char) c + "' does not match opening parenthesis '"
                        + (char) open + "'";
            }
            throw errorAtCursor(msg, p);
        }
        level--;
        if (c == '}' && !modes.isEmpty()) {
            FStringMode m = modes.get(modes.size() - 1);
            if (m.fields > 0 && m.fieldLevel[m.fields - 1] == level + 1) {
                m.fields--;
            }
        }
        Token t = new Token(c == ')' ? TokenKind.RPAR : c == ']' ? TokenKind.RSQB
                : TokenKind.RBRACE, line, start - lineStart, line, p - lineStart, start, p,
                c == ')' ? ")" : c == ']' ? "]" : "}", level + 1, null);
        return t;
    }

    // ------------------------------------------------------------------ hooks for NumberScanner

    boolean extraTokens() {
        return extra;
    }

    int pos() {
        return p;
    }

    void setPos(int np) {
        p = np;
    }

    int length() {
        return n;
    }

    int lineNo() {
        return line;
    }

    int currentLineStart() {
        return lineStart;
    }

    Token makeToken(TokenKind kind, int start, String text) {
        return make(kind, start, text);
    }
}
