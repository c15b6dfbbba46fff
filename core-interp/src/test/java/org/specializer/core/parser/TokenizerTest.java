package org.specializer.core.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/** Token streams, checked against CPython 3.13's tokenize module (NL and COMMENT left out). */
class TokenizerTest {
    private static String tokens(String src) {
        List<Token> ts = Tokenizer.tokenize(src, "f");
        return ts.stream().map(t -> t.kind + (t.kind == TokenKind.NAME || t.kind == TokenKind.NUMBER
                || t.kind == TokenKind.STRING || t.kind == TokenKind.FSTRING_MIDDLE ? "(" + t.text + ")" : "")
                + "@" + t.line + ":" + t.col + "-" + t.endLine + ":" + t.endCol)
                .collect(Collectors.joining(" "));
    }

    @Test
    void indentationProducesIndentAndDedent() {
        assertEquals("IF@1:0-1:2 NAME(x)@1:3-1:4 COLON@1:4-1:5 NEWLINE@1:5-1:6 INDENT@2:0-2:2 "
                + "NAME(y)@2:2-2:3 NEWLINE@2:3-2:4 DEDENT@4:0-4:0 NAME(z)@4:0-4:1 NEWLINE@4:1-4:2 "
                + "ENDMARKER@5:0-5:0", tokens("if x:\n  y\n\nz\n"));
    }

    @Test
    void missingFinalNewlineIsAdded() {
        assertEquals("NAME(x)@1:0-1:1 NEWLINE@1:1-1:2 ENDMARKER@2:0-2:0", tokens("x"));
    }

    @Test
    void bracketsJoinLines() {
        assertEquals("LPAR@1:0-1:1 NUMBER(1)@1:1-1:2 COMMA@1:2-1:3 NUMBER(2)@2:1-2:2 RPAR@2:2-2:3 "
                + "NEWLINE@2:3-2:4 ENDMARKER@3:0-3:0", tokens("(1,\n 2)\n"));
    }

    @Test
    void backslashJoinsLines() {
        assertEquals("NAME(x)@1:0-1:1 EQUAL@1:2-1:3 NUMBER(1)@1:4-1:5 PLUS@1:6-1:7 NUMBER(2)@2:4-2:5 "
                + "NEWLINE@2:5-2:6 ENDMARKER@3:0-3:0", tokens("x = 1 + \\\n    2\n"));
    }

    @Test
    void fstringTokens() {
        assertEquals("NAME(x)@1:0-1:1 EQUAL@1:2-1:3 FSTRING_START@1:4-1:6 FSTRING_MIDDLE(a)@1:6-1:7 "
                + "LBRACE@1:7-1:8 NAME(b)@1:8-1:9 EXCLAMATION@1:9-1:10 NAME(r)@1:10-1:11 "
                + "COLON@1:11-1:12 FSTRING_MIDDLE(>)@1:12-1:13 LBRACE@1:13-1:14 NAME(w)@1:14-1:15 "
                + "RBRACE@1:15-1:16 RBRACE@1:16-1:17 FSTRING_MIDDLE(c{d})@1:17-1:23 "
                + "FSTRING_END@1:23-1:24 NEWLINE@1:25-1:26 ENDMARKER@2:0-2:0",
                tokens("x = f\"a{b!r:>{w}}c{{d}}\" \n"));
    }

    @Test
    void crLfAndCrAreNewlines() {
        assertEquals(tokens("x = 1\ny = 2\n"), tokens("x = 1\r\ny = 2\r\n"));
        assertEquals(tokens("x = 1\ny = 2\n"), tokens("x = 1\ry = 2\r"));
    }

    @Test
    void byteOrderMarkIsDropped() {
        // Files are decoded by the launcher; a leading U+FEFF is the UTF-8 signature, not code.
        assertEquals(tokens("x = 1\n"), tokens("\uFEFFx = 1\n"));
    }

    private static String ast(String src) {
        return AstDump.dump(Parser.parse(src, "f", Parser.Mode.EXEC));
    }

    @Test
    void tabsIndentConsistently() {
        assertEquals("Module(body=[If(test=Constant(value=1), body=[If(test=Constant(value=2), "
                + "body=[Pass()]), Pass()])])", ast("if 1:\n\tif 2:\n\t\tpass\n\tpass\n"));
    }

    @Test
    void formFeedResetsTheIndentation() {
        assertEquals("Module(body=[If(test=Name(id='x', ctx=Load()), body=[Expr(value=Name(id='a', "
                + "ctx=Load())), Expr(value=Name(id='b', ctx=Load()))])])",
                ast("if x:\n  a\n    \f  b\n"));
        assertEquals("NAME(y)@2:1-2:2", tokens("x = 1\n\fy = 2\n").split(" ")[4]);
    }

    @Test
    void errorEndsTheStream() {
        List<Token> ts = Tokenizer.tokenize("x = 1\ny = \"abc\n", "f");
        Token last = ts.get(ts.size() - 1);
        assertEquals(TokenKind.ERRORTOKEN, last.kind);
        assertNotNull(last.error);
        assertEquals("unterminated string literal (detected at line 2)", last.error.msg());
    }

    @Test
    void nonAsciiIdentifiersAreNormalized() {
        assertEquals("NAME(fi)@1:0-1:1 EQUAL@1:2-1:3 NUMBER(1)@1:4-1:5 NEWLINE@1:5-1:6 ENDMARKER@2:0-2:0",
                tokens("\uFB01 = 1"));
    }

    @Test
    void numberFollowedByKeyword() {
        assertEquals("NUMBER(1)@1:0-1:1 IF@1:1-1:3 NAME(x)@1:4-1:5 ELSE@1:6-1:10 NUMBER(2)@1:11-1:12 "
                + "NEWLINE@1:12-1:13 ENDMARKER@2:0-2:0", tokens("1if x else 2"));
    }

    @Test
    void sourceLineOmitsTheTerminator() {
        Tokenizer tz = new Tokenizer("a = 1\r\nb = 2", "f");
        assertEquals("a = 1", tz.sourceLine(1));
        assertEquals("b = 2", tz.sourceLine(2));
    }
}
