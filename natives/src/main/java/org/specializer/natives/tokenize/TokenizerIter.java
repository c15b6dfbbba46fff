package org.specializer.natives.tokenize;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyIterator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.interp.Interp;
import org.specializer.core.modules.Params;
import org.specializer.core.parser.Token;
import org.specializer.core.parser.TokenKind;
import org.specializer.core.parser.Tokenizer;

/**
 * {@code _tokenize.TokenizerIter(readline, *, extra_tokens, encoding=None)} (CPython
 * {@code Python/Python-tokenize.c}): the tokens of the source {@code readline} returns, as the
 * tuples {@code (type, string, (srow, scol), (erow, ecol), line)} Lib's {@code tokenize}
 * wraps in {@code TokenInfo}, from the same {@link Tokenizer} the parser uses, in its
 * tokenize mode.
 *
 * <p>With {@code extra_tokens} (what {@code tokenize.tokenize} and
 * {@code tokenize.generate_tokens} ask for) the tokens are shaped as Python's old pure-Python
 * tokenizer made them: operators are OP, keywords NAME, comments COMMENT, newlines that end no
 * statement NL; a NEWLINE's or NL's string is its line ending, empty where the source lacks a
 * final newline; the trailing DEDENTs and ENDMARKER sit at column 0 of the line after the last,
 * with an empty line. Without it, operators keep their exact types and there are no COMMENT or
 * NL tokens.
 *
 * <p>Columns count characters, as CPython's do. The source is read whole on the first
 * {@code next()}, then tokenized; tokens before a lexical error are produced before the error
 * is raised (a SyntaxError, IndentationError or TabError, which {@code tokenize} turns into
 * TokenError where CPython's does).
 */
final class TokenizerIter extends PyObject implements PyIterator {
    static final PyType TYPE = PyType.builtin("TokenizerIter", TokenizerIter.class,
            PyType.OBJECT, 0, t -> {
                Params.defineIterator(t);
                t.constructor(TokenizerIter::construct);
            }).withModule("_tokenize");

    // Lib/token.py
    private static final int ENDMARKER = 0;
    private static final int NAME = 1;
    private static final int NUMBER = 2;
    private static final int STRING = 3;
    private static final int NEWLINE = 4;
    private static final int INDENT = 5;
    private static final int DEDENT = 6;
    private static final int LPAR = 7;
    private static final int OP = 55;
    private static final int FSTRING_START = 59;
    private static final int FSTRING_MIDDLE = 60;
    private static final int FSTRING_END = 61;
    private static final int COMMENT = 62;
    private static final int NL = 63;
    private static final int ERRORTOKEN = 64;

    private final PyObject readline;
    private final boolean extra;
    /** Without extra tokens: the error the parser's tokenizer finds in the source, if any. */
    private SyntaxErrorException strictError;
    private final String encoding;
    /** The tokens, once the source is read; null before. */
    private List<Token> tokens;
    private Tokenizer tokenizer;
    /** The source's physical lines, each with its line ending. */
    private List<String> lines;
    private int next;
    private boolean done;

    private TokenizerIter(PyObject readline, boolean extra, String encoding) {
        super(TYPE);
        this.readline = readline;
        this.extra = extra;
        this.encoding = encoding;
    }

    private static final Params PARAMS = new Params("tokenizeriter",
            new String[] {"readline", "extra_tokens", "encoding"}, 1, 1, 1);

    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        PyObject[] a = PARAMS.parse(args, kwnames);
        if (a[1] == null) {
            throw Py.typeError("tokenizeriter() missing required argument 'extra_tokens' "
                    + "(pos 2)");
        }
        String enc = null;
        if (a[2] != null && a[2] != Py.None) {
            if (!(a[2] instanceof PyStr e)) {
                throw Py.typeError("tokenizeriter() argument 'encoding' must be str, not "
                        + a[2].type.getName());
            }
            enc = e.value;
        }
        return new TokenizerIter(a[0], Abstract.isTrue(a[1]), enc);
    }

    /** Calls {@code readline} until it returns an empty line or raises StopIteration. */
    private String readAll() {
        StringBuilder sb = new StringBuilder();
        for (;;) {
            PyObject line;
            try {
                line = Abstract.call0(readline);
            } catch (PyException e) {
                if (e.matches(PyExc.StopIteration)) {
                    break;
                }
                throw e;
            }
            if (encoding != null) {
                if (!(line instanceof PyStr)) {
                    line = Abstract.callMethod(line, PyStr.intern("decode"), PyStr.of(encoding));
                }
            }
            if (!(line instanceof PyStr s)) {
                throw Py.typeError("readline() returned a non-string object");
            }
            if (s.value.isEmpty()) {
                break;
            }
            sb.append(s.value);
        }
        return sb.toString();
    }

    private void start() {
        String source = readAll();
        tokenizer = new Tokenizer(source, "<string>", true);
        tokens = tokenizer.tokenize();
        lines = splitLines(source);
        if (!extra) {
            // the parser's tokenizer reports what tokenize mode leaves to the parser
            // (mismatched brackets, leading zeros): raised when iteration reaches it
            List<Token> strict = new Tokenizer(source, "<string>", false).tokenize();
            Token last = strict.isEmpty() ? null : strict.get(strict.size() - 1);
            if (last != null && last.kind == TokenKind.ERRORTOKEN && last.error != null) {
                strictError = last.error;
            }
        }
    }

    /** Whether token {@code t} starts at or after where {@link #strictError} is. */
    private boolean reachesStrictError(Token t) {
        int line = strictError.line();
        int col = Math.max(strictError.column() - 1, 0);
        return t.line > line || (t.line == line && t.col >= col)
                || t.kind == TokenKind.ENDMARKER;
    }

    /** The physical lines of {@code s}, each with its ending ({@code \n}, {@code \r\n}, {@code \r}). */
    private static List<String> splitLines(String s) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < n && s.charAt(i + 1) == '\n') {
                    i++;
                }
                out.add(s.substring(start, i + 1));
                start = i + 1;
            }
        }
        if (start < n) {
            out.add(s.substring(start));
        }
        return out;
    }

    @Override
    public PyObject nextOrNull() {
        if (done) {
            return null;
        }
        if (tokens == null) {
            start();
        }
        while (next < tokens.size()) {
            Token t = tokens.get(next++);
            if (strictError != null && reachesStrictError(t)) {
                done = true;
                throw error(strictError);
            }
            if (t.kind == TokenKind.ERRORTOKEN && t.error != null) {
                done = true;
                throw error(t.error);
            }
            if (t.kind == TokenKind.ERRORTOKEN && t.text.isEmpty()) {
                done = true;
                throw Py.error(PyExc.SyntaxError, "unexpected EOF in multi-line statement");
            }
            if (!extra && (t.kind == TokenKind.COMMENT || t.kind == TokenKind.NL)) {
                continue;
            }
            if (t.kind == TokenKind.ENDMARKER) {
                done = true;
            }
            return tuple(t);
        }
        done = true;
        return null;
    }

    private static PyException error(SyntaxErrorException e) {
        if (e.kind() != SyntaxErrorException.Kind.SYNTAX_ERROR
                || e.getMessage().startsWith("unexpected character after line continuation")) {
            // what CPython's tokenizer reports by a done code (E_DEDENT, E_TABSPACE,
            // E_TOODEEP, E_LINECONT): the iterator makes the exception from the message and
            // (filename, line, offset, text without its newline), no end position
            String text = e.sourceLine() == null ? "" : e.sourceLine();
            int cut = text.indexOf('\n');
            PyType kind = e.kind() == SyntaxErrorException.Kind.TAB_ERROR ? PyExc.TabError
                    : e.kind() == SyntaxErrorException.Kind.INDENTATION_ERROR
                    ? PyExc.IndentationError : PyExc.SyntaxError;
            org.specializer.api.PyBaseException exc = PyExc.create(kind,
                    PyStr.of(e.getMessage()), PyTuple.of(PyStr.of(e.filename()),
                    PyInt.of(e.line()), PyInt.of(e.column()),
                    PyStr.of(cut < 0 ? text : text.substring(0, cut)), Py.None, Py.None));
            org.specializer.api.ExceptionMethods.initAttributes(exc);
            return new PyException(exc);
        }
        return new PyException(Interp.syntaxError(e));
    }

    private PyObject tuple(Token t) {
        if (!extra) {
            return exactTuple(t);
        }
        int type = type(t);
        String string;
        int endCol = t.endCol;
        switch (t.kind) {
            case NEWLINE:
            case NL:
                string = lineEnding(t.line);
                endCol = t.col + Math.max(string.length(), 1);
                break;
            case DEDENT:
            case ENDMARKER:
                string = "";
                break;
            case FSTRING_MIDDLE:
                string = t.text;
                break;
            default:
                string = tokenizer.sourceText(t);
                break;
        }
        String line = lineText(t.line, t.endLine);
        return PyTuple.of(PyInt.of(type), PyStr.of(string),
                PyTuple.of(PyInt.of(t.line), PyInt.of(t.col)),
                PyTuple.of(PyInt.of(t.endLine), PyInt.of(endCol)), PyStr.of(line));
    }

    /**
     * A token without {@code extra_tokens}, as CPython's iterator shows the parser's view:
     * INDENT, DEDENT and ENDMARKER at column -1 of their line (the last line at the end), a
     * NEWLINE with no text, or with the text and place of the comment before it.
     */
    private PyObject exactTuple(Token t) {
        int line = Math.min(t.line, Math.max(lines.size(), 1));
        PyObject lineText = PyStr.of(lineText(line, line));
        switch (t.kind) {
            case INDENT:
            case DEDENT:
            case ENDMARKER: {
                PyObject pos = PyTuple.of(PyInt.of(line), PyInt.of(-1));
                return PyTuple.of(PyInt.of(type(t)), PyStr.EMPTY, pos, pos, lineText);
            }
            case NEWLINE: {
                Token before = next >= 2 ? tokens.get(next - 2) : null;
                if (before != null && before.kind == TokenKind.COMMENT && before.line == t.line) {
                    return PyTuple.of(PyInt.of(NEWLINE), PyStr.of(before.text),
                            PyTuple.of(PyInt.of(before.line), PyInt.of(before.col)),
                            PyTuple.of(PyInt.of(before.endLine), PyInt.of(before.endCol)),
                            lineText);
                }
                PyObject pos = PyTuple.of(PyInt.of(t.line), PyInt.of(t.col));
                return PyTuple.of(PyInt.of(NEWLINE), PyStr.EMPTY, pos, pos, lineText);
            }
            default:
                String string = t.kind == TokenKind.FSTRING_MIDDLE ? t.text
                        : tokenizer.sourceText(t);
                return PyTuple.of(PyInt.of(type(t)), PyStr.of(string),
                        PyTuple.of(PyInt.of(t.line), PyInt.of(t.col)),
                        PyTuple.of(PyInt.of(t.endLine), PyInt.of(t.endCol)),
                        PyStr.of(lineText(t.line, t.endLine)));
        }
    }

    /** The line ending of 1-based line {@code n} as the source has it; empty when none. */
    private String lineEnding(int n) {
        if (n < 1 || n > lines.size()) {
            return "";
        }
        String l = lines.get(n - 1);
        if (l.endsWith("\r\n")) {
            return "\r\n";
        }
        if (l.endsWith("\n") || l.endsWith("\r")) {
            return extra ? "\n" : "";
        }
        return "";
    }

    /** Physical lines {@code from} to {@code to}, empty beyond the source. */
    private String lineText(int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int n = from; n <= to; n++) {
            if (n >= 1 && n <= lines.size()) {
                sb.append(lines.get(n - 1));
            }
        }
        return sb.toString();
    }

    private int type(Token t) {
        TokenKind k = t.kind;
        switch (k) {
            case ENDMARKER:
                return ENDMARKER;
            case NAME:
                return NAME;
            case NUMBER:
                return NUMBER;
            case STRING:
                return STRING;
            case NEWLINE:
                return NEWLINE;
            case INDENT:
                return INDENT;
            case DEDENT:
                return DEDENT;
            case FSTRING_START:
                return FSTRING_START;
            case FSTRING_MIDDLE:
                return FSTRING_MIDDLE;
            case FSTRING_END:
                return FSTRING_END;
            case COMMENT:
                return COMMENT;
            case NL:
                return NL;
            case ERRORTOKEN:
                return extra ? OP : ERRORTOKEN;
            default:
                if (k.isKeyword()) {
                    return NAME;
                }
                return extra ? OP : LPAR + k.ordinal() - TokenKind.LPAR.ordinal();
        }
    }
}
