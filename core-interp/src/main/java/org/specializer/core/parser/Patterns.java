package org.specializer.core.parser;

import static org.specializer.core.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.Ast.*;

/**
 * The patterns of a {@code case} clause (PEP 634), following the pattern rules of CPython 3.13's
 * grammar ({@code patterns} down to {@code closed_pattern}). Every alternative of
 * {@code closed_pattern} is told apart by its first token or two, so nothing backtracks:
 * a name followed by {@code .} is a value pattern or a dotted class, a name followed by
 * {@code (} a class pattern, {@code _} the wildcard, any other name a capture.
 *
 * <p>Errors are reported where CPython's parser reports them: "invalid syntax" at the first
 * token no rule accepts, and the messages of its {@code invalid_as_pattern} and
 * {@code invalid_class_pattern} rules. The checks CPython leaves to its compiler (duplicate
 * names, unreachable patterns, alternatives binding different names) are in the compiler.
 * Complex literals ({@code 1+2j}) are refused, as everywhere: the object model has no complex
 * type.
 */
final class Patterns {
    private final ExprParser p;

    private Patterns(ExprParser p) {
        this.p = p;
    }

    /** patterns: an open sequence ({@code case a, *rest:}) or a single pattern. */
    static Pattern patterns(ExprParser p) {
        return new Patterns(p).patterns();
    }

    private Pattern patterns() {
        Token start = p.tok();
        Pattern first = maybeStarPattern();
        if (!p.at(COMMA)) {
            if (first instanceof MatchStar) {
                throw p.invalidSyntax();
            }
            return first;
        }
        List<Pattern> elts = new ArrayList<>();
        elts.add(first);
        while (p.accept(COMMA)) {
            if (!startsPattern(p.kind())) {
                break;
            }
            elts.add(maybeStarPattern());
        }
        return new MatchSequence(p.locFrom(start), elts);
    }

    /** True when a token of this kind can begin a (possibly starred) pattern. */
    private static boolean startsPattern(TokenKind k) {
        switch (k) {
            case NAME: case NUMBER: case STRING: case FSTRING_START: case MINUS: case LPAR:
            case LSQB: case LBRACE: case NONE: case TRUE: case FALSE: case STAR:
                return true;
            default:
                return false;
        }
    }

    /** maybe_star_pattern: {@code *name}, {@code *_} or a pattern. */
    private Pattern maybeStarPattern() {
        if (!p.at(STAR)) {
            return pattern();
        }
        Token star = p.advance();
        Token name = p.tok();
        if (name.kind != NAME) {
            throw p.invalidSyntax();
        }
        p.advance();
        return new MatchStar(ParserBase.loc(star, name), name.text.equals("_") ? null : name.text);
    }

    /** pattern: {@code or_pattern ['as' name]}. */
    private Pattern pattern() {
        Token start = p.tok();
        Pattern or = orPattern();
        if (!p.at(AS)) {
            return or;
        }
        p.advance();
        Token target = p.tok();
        if (target.kind == NAME) {
            if (target.text.equals("_")) {
                throw p.errorAt("cannot use '_' as a target", target, target);
            }
            p.advance();
            return new MatchAs(p.locFrom(start), or, target.text);
        }
        // CPython's invalid_as_pattern: anything else that reads as an expression
        int save = p.pos;
        Expr bad;
        try {
            bad = p.expression();
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            p.pos = save;
            throw p.invalidSyntax();
        }
        throw p.errorAt("invalid pattern target", bad);
    }

    /** or_pattern: {@code closed_pattern ('|' closed_pattern)*}. */
    private Pattern orPattern() {
        Token start = p.tok();
        Pattern first = closedPattern();
        if (!p.at(VBAR)) {
            return first;
        }
        List<Pattern> alts = new ArrayList<>();
        alts.add(first);
        while (p.accept(VBAR)) {
            alts.add(closedPattern());
        }
        return new MatchOr(p.locFrom(start), alts);
    }

    private Pattern closedPattern() {
        Token t = p.tok();
        switch (t.kind) {
            case NUMBER:
            case MINUS: {
                Expr v = signedNumber();
                return new MatchValue(v.loc(), v);
            }
            case STRING:
            case FSTRING_START: {
                Expr v = p.atom();
                return new MatchValue(v.loc(), v);
            }
            case NONE:
                p.advance();
                return new MatchSingleton(ParserBase.loc(t, t), Singleton.NONE);
            case TRUE:
                p.advance();
                return new MatchSingleton(ParserBase.loc(t, t), Boolean.TRUE);
            case FALSE:
                p.advance();
                return new MatchSingleton(ParserBase.loc(t, t), Boolean.FALSE);
            case NAME:
                return namePattern(t);
            case LPAR:
                return groupOrSequence();
            case LSQB:
                return listSequence();
            case LBRACE:
                return mapping();
            default:
                throw p.invalidSyntax();
        }
    }

    /**
     * A literal number: {@code NUMBER} or {@code -NUMBER}, or a complex_number
     * ({@code real + imag}, {@code -real - imag}), which the constant folder makes one constant.
     */
    private Expr signedNumber() {
        Token start = p.tok();
        boolean negative = p.accept(MINUS);
        if (!p.at(NUMBER)) {
            throw p.invalidSyntax();
        }
        Token real = p.tok();
        Expr value = p.atom();
        if (negative) {
            value = new UnaryOp(p.locFrom(start), UnaryOpKind.USUB, value);
        }
        if (p.at(PLUS) || p.at(MINUS)) {
            Operator op = p.advance().kind == PLUS ? Operator.ADD : Operator.SUB;
            Token imag = p.tok();
            if (imag.kind != NUMBER) {
                throw p.invalidSyntax();
            }
            if (NumberScanner.isImaginary(real.text)) {
                throw p.errorAt("real number required in complex literal", real, real);
            }
            if (!NumberScanner.isImaginary(imag.text)) {
                throw p.errorAt("imaginary number required in complex literal", imag, imag);
            }
            Expr imaginary = p.atom();
            return new BinOp(p.locFrom(start), value, op, imaginary);
        }
        return value;
    }

    /** A capture, the wildcard, a value pattern ({@code a.b}) or a class pattern. */
    private Pattern namePattern(Token t) {
        TokenKind next = p.kindAt(1);
        if (next == DOT && !t.text.equals("_")) {
            Expr e = nameOrAttr();
            if (p.at(LPAR)) {
                return classPattern(t, e);
            }
            return new MatchValue(e.loc(), e);
        }
        p.advance();
        if (t.text.equals("_")) {
            return new MatchAs(ParserBase.loc(t, t), null, null);
        }
        if (next == LPAR) {
            return classPattern(t, new Name(ParserBase.loc(t, t), t.text, ExprContext.LOAD));
        }
        return new MatchAs(ParserBase.loc(t, t), null, t.text);
    }

    /** name_or_attr: {@code NAME ('.' NAME)*}. */
    private Expr nameOrAttr() {
        Token s = p.advance();
        Expr e = new Name(ParserBase.loc(s, s), s.text, ExprContext.LOAD);
        while (p.at(DOT)) {
            p.advance();
            Token attr = p.tok();
            if (attr.kind != NAME) {
                throw p.invalidSyntax();
            }
            p.advance();
            e = new Attribute(p.locFrom(s), e, attr.text, ExprContext.LOAD);
        }
        return e;
    }

    /** {@code Cls(positional..., attr=pattern...)}. */
    private Pattern classPattern(Token start, Expr cls) {
        p.advance();
        List<Pattern> positional = new ArrayList<>();
        List<String> kwdAttrs = new ArrayList<>(0);
        List<Pattern> kwdPatterns = new ArrayList<>(0);
        while (!p.at(RPAR)) {
            if (p.at(NAME) && p.kindAt(1) == EQUAL) {
                kwdAttrs.add(p.advance().text);
                p.advance();
                kwdPatterns.add(pattern());
            } else {
                Pattern first = pattern();
                if (!kwdAttrs.isEmpty()) {
                    throw positionalAfterKeyword(first);
                }
                positional.add(first);
            }
            if (!p.accept(COMMA)) {
                break;
            }
        }
        if (!p.at(RPAR)) {
            throw p.invalidSyntax();
        }
        p.advance();
        return new MatchClass(p.locFrom(start), cls, positional, kwdAttrs, kwdPatterns);
    }

    /** CPython's invalid_class_pattern: the run of positional patterns after a keyword one. */
    private RuntimeException positionalAfterKeyword(Pattern first) {
        Pattern last = first;
        while (p.at(COMMA) && !(p.kindAt(1) == NAME && p.kindAt(2) == EQUAL)
                && startsPattern(p.kindAt(1)) && p.kindAt(1) != STAR) {
            p.advance();
            last = pattern();
        }
        p.throwIfErrorPastComma();  // ','.pattern+ reads past the comma
        return p.errorRange("positional patterns follow keyword patterns", first, last);
    }

    /** {@code (p)} is the pattern p; {@code ()}, {@code (p,)} and {@code (p, q)} are sequences. */
    private Pattern groupOrSequence() {
        Token lpar = p.advance();
        if (p.at(RPAR)) {
            p.advance();
            return new MatchSequence(p.locFrom(lpar), new ArrayList<>(0));
        }
        Pattern first = maybeStarPattern();
        if (p.at(RPAR) && !(first instanceof MatchStar)) {
            p.advance();
            return first;
        }
        if (!p.at(COMMA)) {
            throw p.invalidSyntax();
        }
        List<Pattern> elts = new ArrayList<>();
        elts.add(first);
        while (p.accept(COMMA)) {
            if (p.at(RPAR)) {
                break;
            }
            elts.add(maybeStarPattern());
        }
        if (!p.at(RPAR)) {
            throw p.invalidSyntax();
        }
        p.advance();
        return new MatchSequence(p.locFrom(lpar), elts);
    }

    /** {@code [p, *rest, q]}. */
    private Pattern listSequence() {
        Token lsqb = p.advance();
        List<Pattern> elts = new ArrayList<>();
        while (!p.at(RSQB)) {
            elts.add(maybeStarPattern());
            if (!p.accept(COMMA)) {
                break;
            }
        }
        if (!p.at(RSQB)) {
            throw p.invalidSyntax();
        }
        p.advance();
        return new MatchSequence(p.locFrom(lsqb), elts);
    }

    /** {@code {key: pattern, ..., **rest}}: keys are literals or dotted names. */
    private Pattern mapping() {
        Token lbrace = p.advance();
        List<Expr> keys = new ArrayList<>();
        List<Pattern> values = new ArrayList<>();
        String rest = null;
        while (!p.at(RBRACE)) {
            if (p.at(DOUBLESTAR)) {
                p.advance();
                Token name = p.tok();
                if (name.kind != NAME || name.text.equals("_")) {
                    throw p.invalidSyntax();
                }
                p.advance();
                rest = name.text;
                p.accept(COMMA);
                break;
            }
            Expr key = mappingKey();
            if (!p.at(COLON)) {
                throw p.invalidSyntax();
            }
            p.advance();
            values.add(pattern());
            keys.add(key);
            if (!p.accept(COMMA)) {
                break;
            }
        }
        if (!p.at(RBRACE)) {
            throw p.invalidSyntax();
        }
        p.advance();
        return new MatchMapping(p.locFrom(lbrace), keys, values, rest);
    }

    /** A mapping pattern's key: literal_expr or attr. */
    private Expr mappingKey() {
        Token t = p.tok();
        switch (t.kind) {
            case NUMBER:
            case MINUS:
                return signedNumber();
            case STRING:
            case FSTRING_START:
                return p.atom();
            case NONE:
            case TRUE:
            case FALSE:
                return p.atom();
            case NAME: {
                Expr e = nameOrAttr();
                if (e instanceof Name) {
                    throw p.invalidSyntax();
                }
                return e;
            }
            default:
                throw p.invalidSyntax();
        }
    }
}
