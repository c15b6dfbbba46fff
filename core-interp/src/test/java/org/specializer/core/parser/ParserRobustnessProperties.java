package org.specializer.core.parser;

import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * Whatever the input, the parser returns a tree or throws SyntaxErrorException with a
 * usable position: never another exception (which would reach users as a Java stack trace).
 */
class ParserRobustnessProperties {
    private static final List<String> PIECES = List.of("if ", "else", "elif ", "for ", " in ",
            "while ", "def ", "class ", "lambda", "yield", "await ", "async ", "return ", "x",
            "y", "_", "match", "case", "type", "1", "0x1f", "1.5e3", "1_0", "'s'", "\"t\"",
            "'''", "f\"", "f'{", "{", "}", "(", ")", "[", "]", ":", ";", ",", ".", "...", "=",
            ":=", "==", "+", "-", "*", "**", "/", "//", "%", "@", "<", ">", "!", "!r", "\\",
            "\\N{", "\\x", "\\UE0000000", "#", "\n", "    ", "\t", " ", "\r\n", "\f", "é", "€", "\u00a0",
            "not ", "and ", "or ", "is ", "del ", "global ", "import ", "from ", "as ", "try:",
            "except", "finally:", "with ", "raise ", "pass", "*a", "**k");

    @Provide
    Arbitrary<String> sources() {
        return Arbitraries.of(PIECES).list().ofMinSize(0).ofMaxSize(40)
                .map(l -> String.join("", l));
    }

    @Property(tries = 3000)
    void parsesOrRaisesSyntaxError(@ForAll("sources") String src) {
        for (Parser.Mode mode : Parser.Mode.values()) {
            try {
                Parser.parse(src, "<fuzz>", mode);
            } catch (SyntaxErrorException e) {
                if (e.msg() == null || e.msg().isEmpty() || e.line() < 0 || e.column() < 0) {
                    throw new AssertionError("bad error " + e.msg() + " at " + e.line() + ":"
                            + e.column() + " for " + src, e);
                }
            }
        }
    }

    @Property(tries = 1000)
    void tokenizerEndsWithEndmarkerOrError(@ForAll("sources") String src) {
        List<Token> tokens = Tokenizer.tokenize(src, "<fuzz>");
        TokenKind last = tokens.get(tokens.size() - 1).kind;
        if (last != TokenKind.ENDMARKER && last != TokenKind.ERRORTOKEN) {
            throw new AssertionError("stream ends with " + last + " for " + src);
        }
    }
}
