package org.specializer.core.parser;

import static org.specializer.core.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.Ast.Arg;
import org.specializer.core.ast.Ast.Arguments;
import org.specializer.core.ast.Ast.Expr;
import org.specializer.core.ast.Ast.Loc;

/**
 * Parameter lists of {@code def} (ending at ')', annotations allowed) and {@code lambda}
 * (ending at ':'), with CPython 3.13's messages for misplaced '/', '*', '**' and defaults.
 */
final class Parameters {
    private Parameters() {}

    static Arguments parse(ExprParser p, boolean lambda) {
        TokenKind end = lambda ? COLON : RPAR;
        List<Arg> posonly = new ArrayList<>(0);
        List<Arg> args = new ArrayList<>();
        List<Arg> kwonly = new ArrayList<>(0);
        List<Expr> defaults = new ArrayList<>(0);
        List<Expr> kwDefaults = new ArrayList<>(0);
        Arg vararg = null;
        Arg kwarg = null;
        boolean sawSlash = false;
        Token star = null;
        boolean sawDefault = false;
        Token first = p.tok();
        while (!p.at(end)) {
            Token t = p.tok();
            Arg last = null;  // the parameter a type comment after it belongs to
            if (t.kind == SLASH) {
                if (star != null) {
                    throw p.errorAt("/ must be ahead of *", t, t);
                }
                if (sawSlash) {
                    throw p.errorAt("/ may appear only once", t, t);
                }
                if (args.isEmpty()) {
                    if (p.kindAt(1) == COMMA) {
                        throw p.errorAt("at least one argument must precede /", t, t);
                    }
                    throw p.invalidSyntax();
                }
                p.advance();
                if (p.at(STAR)) {
                    throw p.errorAt("expected comma between / and *", p.tok(), p.tok());
                }
                sawSlash = true;
                posonly.addAll(args);
                args.clear();
            } else if (t.kind == STAR) {
                if (star != null) {
                    throw p.errorAt("* argument may appear only once", t, t);
                }
                p.advance();
                star = t;
                if (p.at(COMMA)) {
                    TokenKind after = p.kindAt(1);
                    if (after == end || after == DOUBLESTAR) {
                        // def reports at the '*', lambda (no location) at the last token read
                        Token at = lambda ? p.toks[p.pos + 1] : t;
                        throw p.errorAt("named arguments must follow bare *", at, at);
                    }
                } else if (p.at(end)) {
                    Token at = lambda ? p.tok() : t;
                    throw p.errorAt("named arguments must follow bare *", at, at);
                } else {
                    vararg = param(p, lambda, true);
                    last = vararg;
                    if (p.at(EQUAL)) {
                        throw p.errorAt("var-positional argument cannot have default value",
                                p.tok(), p.tok());
                    }
                }
            } else if (t.kind == DOUBLESTAR) {
                p.advance();
                kwarg = param(p, lambda, false);
                if (p.at(EQUAL)) {
                    throw p.errorAt("var-keyword argument cannot have default value", p.tok(),
                            p.tok());
                }
                boolean comma = p.accept(COMMA);
                p.typeComment(kwarg, p.acceptTypeComment());
                if (comma && !p.at(end)) {
                    throw p.errorAt("arguments cannot follow var-keyword argument", p.tok(),
                            p.tok());
                }
                break;
            } else if (t.kind == NAME) {
                Arg a = param(p, lambda, false);
                last = a;
                Expr dflt = null;
                if (p.at(EQUAL)) {
                    Token eq = p.advance();
                    if (p.at(COMMA) || p.at(end)) {
                        throw p.errorAt("expected default value expression", eq, eq);
                    }
                    dflt = p.expression();
                }
                if (star != null) {
                    kwonly.add(a);
                    kwDefaults.add(dflt);
                } else if (dflt != null) {
                    defaults.add(dflt);
                    sawDefault = true;
                    args.add(a);
                } else {
                    if (sawDefault) {
                        throw p.errorAt("parameter without a default follows parameter with a default", a);
                    }
                    args.add(a);
                }
            } else if (t.kind == LPAR) {
                throw parenthesizedParameters(p, lambda);
            } else {
                throw p.invalidSyntax();
            }
            boolean comma = p.accept(COMMA);
            if (comma && t.kind == STAR && star == t && vararg == null
                    && p.at(TYPE_COMMENT)) {
                // CPython's invalid_star_etc: '*' ',' TYPE_COMMENT (RAISE_SYNTAX_ERROR)
                throw p.errorAt("bare * has associated type comment", p.tok(), p.tok());
            }
            if (last != null) {
                // "a,  # type: int" (or before the closing parenthesis)
                p.typeComment(last, p.acceptTypeComment());
            }
            if (!comma) {
                break;
            }
        }
        if (!p.at(end)) {
            throw p.invalidSyntax();
        }
        // CPython's arguments node has no position; ours spans the parameters when there are any.
        Loc l = first != p.tok() ? p.locFrom(first) : Loc.NONE;
        return new Arguments(l, posonly, args, vararg, kwonly, kwDefaults, kwarg, defaults);
    }

    /** {@code def f(a, (b, c))}: "Function parameters cannot be parenthesized". */
    private static RuntimeException parenthesizedParameters(ExprParser p, boolean lambda) {
        int i = p.pos + 1;
        Token[] toks = p.toks;
        boolean any = false;
        while (toks[i].kind == NAME) {
            any = true;
            i++;
            if (toks[i].kind != COMMA) {
                break;
            }
            i++;
        }
        if (any && toks[i].kind == RPAR) {
            return p.errorAt(lambda ? "Lambda expression parameters cannot be parenthesized"
                    : "Function parameters cannot be parenthesized", p.tok(), toks[i]);
        }
        return p.invalidSyntax();
    }

    private static Arg param(ExprParser p, boolean lambda, boolean starAnnotation) {
        Token name = p.tok();
        if (name.kind != NAME) {
            throw p.invalidSyntax();
        }
        p.advance();
        Expr annotation = null;
        if (!lambda && p.accept(COLON)) {
            annotation = starAnnotation ? p.starExpression() : p.expression();
        }
        Loc l = annotation == null ? ParserBase.loc(name, name) : ParserBase.span(name, annotation);
        return new Arg(l, name.text, annotation);
    }
}
