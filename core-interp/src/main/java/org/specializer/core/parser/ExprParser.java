package org.specializer.core.parser;

import static org.specializer.core.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.*;

/**
 * Expressions, following the precedence levels of CPython 3.13's grammar
 * (Grammar/python.gram): one method per level, left-associative levels as loops, so that
 * the common case never backtracks. Literal strings and f-strings are in {@link StringParser}.
 */
abstract class ExprParser extends ParserBase {
    private final StringParser strings;

    ExprParser(Tokenizer tz, List<Token> tokens) {
        super(tz, tokens);
        this.strings = new StringParser(this);
    }

    /**
     * A NUMBER token's value. A decimal int literal with more digits than
     * {@code sys.get_int_max_str_digits()} allows is a SyntaxError on its line, as CPython's
     * parser turns PyLong_FromString's ValueError into one (without columns).
     */
    private Object numberValue(Token t) {
        Object v = NumberScanner.value(t.text);
        int max = org.specializer.api.IntFormat.getMaxStrDigits();
        if (v instanceof java.math.BigInteger && max > 0) {
            String text = t.text;
            boolean decimal = !(text.length() > 1 && text.charAt(0) == '0');
            int digits = 0;
            for (int i = 0; i < text.length(); i++) {
                digits += Character.isDigit(text.charAt(i)) ? 1 : 0;
            }
            if (decimal && digits > max) {
                throw new org.specializer.core.ast.SyntaxErrorException(
                        org.specializer.core.ast.SyntaxErrorException.Kind.SYNTAX_ERROR,
                        "Exceeds the limit (" + max + " digits) for integer string conversion: "
                        + "value has " + digits + " digits; use sys.set_int_max_str_digits() to "
                        + "increase the limit - Consider hexadecimal for huge integer literals "
                        + "to avoid decimal conversion limits.", filename, t.line, 0, t.endLine,
                        0, tz.sourceLine(t.line));
            }
        }
        return v;
    }

    /** True when a token of this kind can begin an expression. */
    static boolean startsExpression(TokenKind k) {
        switch (k) {
            case NAME: case NUMBER: case STRING: case FSTRING_START: case LPAR: case LSQB:
            case LBRACE: case MINUS: case PLUS: case TILDE: case NOT: case LAMBDA: case AWAIT:
            case TRUE: case FALSE: case NONE: case ELLIPSIS:
                return true;
            default:
                return false;
        }
    }

    /** Like {@link #startsExpression} but also {@code *} (star_expression). */
    static boolean startsStarExpression(TokenKind k) {
        return k == STAR || startsExpression(k);
    }

    // ------------------------------------------------------------------ expression lists

    /** star_expressions: {@code a, *b, c} is a Tuple; one element without comma is itself. */
    final Expr starExpressions() {
        Token s = tok();
        Expr first = starExpression();
        if (!at(COMMA)) {
            return first;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(COMMA)) {
            if (!startsStarExpression(kind())) {
                break;
            }
            elts.add(starExpression());
        }
        return new TupleExpr(locFrom(s), elts, ExprContext.LOAD);
    }

    final Expr starExpression() {
        if (at(STAR)) {
            Token star = advance();
            Expr v = bitwiseOr();
            return new Starred(locFrom(star), v, ExprContext.LOAD);
        }
        return expression();
    }

    /** star_named_expression: an element of a list, tuple or set display. */
    final Expr starNamedExpression() {
        if (at(STAR)) {
            Token star = advance();
            Expr v = starOperand(true);
            return new Starred(locFrom(star), v, ExprContext.LOAD);
        }
        if (at(DOUBLESTAR)) {
            throw invalidSyntax();
        }
        return namedExpression();
    }

    /** expressions: like star_expressions without stars (used by eval input). */
    final Expr expressions() {
        Token s = tok();
        Expr first = expression();
        if (!at(COMMA)) {
            return first;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(COMMA)) {
            if (!startsExpression(kind())) {
                break;
            }
            elts.add(expression());
        }
        return new TupleExpr(locFrom(s), elts, ExprContext.LOAD);
    }

    /** named_expression: {@code NAME := expression} or an expression. */
    final Expr namedExpression() {
        Token s = tok();
        return namedExpressionRest(s, expression());
    }

    /** The {@code := value} part of a named expression whose target {@code e} began at {@code s}. */
    final Expr namedExpressionRest(Token s, Expr e) {
        if (at(COLONEQUAL)) {
            if (!(e instanceof Name)) {
                throw errorAt("cannot use assignment expressions with " + exprName(e), e);
            }
            advance();
            Expr v = expression();
            Name n = (Name) e;
            return new NamedExpr(locFrom(s), new Name(n.loc(), n.id(), ExprContext.STORE), v);
        }
        return e;
    }

    // ------------------------------------------------------------------ precedence levels

    /** False while parsing the second operand of a "forgot a comma" report. */
    private boolean commaCheck = true;

    /**
     * expression. Inside brackets, an expression directly followed by the start of another
     * is reported as CPython's invalid_expression does: "Perhaps you forgot a comma?", on the
     * innermost expression (a lambda body, the last branch of a conditional).
     */
    final Expr expression() {
        Expr e = expressionNoCommaCheck();
        if (commaCheck && startsJuxtaposedOperand(kind())
                && (tok().level > 0 || isLegacyStatementName(e))) {
            throw missingComma(e);
        }
        return e;
    }

    private Expr expressionNoCommaCheck() {
        if (at(LAMBDA)) {
            return lambda();
        }
        Token s = tok();
        Expr a = disjunction();
        if (at(IF)) {
            advance();
            Expr test = disjunction();
            if (!at(ELSE)) {
                if (at(COLON) || at(ERRORTOKEN)) {
                    throw invalidSyntax();
                }
                throw errorRange("expected 'else' after 'if' expression", a, test);
            }
            advance();
            if (at(STAR)) {
                throw errorAt("cannot unpack only part of a conditional expression", tok(), tok());
            }
            if (at(DOUBLESTAR)) {
                throw errorAt("cannot use dict unpacking on only part of a conditional expression",
                        tok(), tok());
            }
            if (!startsExpression(kind())) {
                throw invalidSyntax();
            }
            Expr orelse = expression();
            return new IfExp(locFrom(s), test, a, orelse);
        }
        return a;
    }

    final Expr disjunction() {
        Token s = tok();
        Expr a = conjunction();
        if (!at(OR)) {
            return a;
        }
        List<Expr> values = new ArrayList<>();
        values.add(a);
        while (accept(OR)) {
            values.add(conjunction());
        }
        return new BoolOp(locFrom(s), BoolOpKind.OR, values);
    }

    final Expr conjunction() {
        Token s = tok();
        Expr a = inversion();
        if (!at(AND)) {
            return a;
        }
        List<Expr> values = new ArrayList<>();
        values.add(a);
        while (accept(AND)) {
            values.add(inversion());
        }
        return new BoolOp(locFrom(s), BoolOpKind.AND, values);
    }

    final Expr inversion() {
        if (at(NOT)) {
            Token t = advance();
            Expr operand = inversion();
            return new UnaryOp(locFrom(t), UnaryOpKind.NOT, operand);
        }
        return comparison();
    }

    private CmpOp compareOp() {
        switch (kind()) {
            case EQEQUAL: advance(); return CmpOp.EQ;
            case NOTEQUAL:
                if (tok().text.equals("<>")) {
                    throw invalidSyntax();
                }
                advance();
                return CmpOp.NOTEQ;
            case LESS: advance(); return CmpOp.LT;
            case LESSEQUAL: advance(); return CmpOp.LTE;
            case GREATER: advance(); return CmpOp.GT;
            case GREATEREQUAL: advance(); return CmpOp.GTE;
            case IN: advance(); return CmpOp.IN;
            case IS:
                advance();
                return accept(NOT) ? CmpOp.ISNOT : CmpOp.IS;
            case NOT:
                if (kindAt(1) == IN) {
                    advance();
                    advance();
                    return CmpOp.NOTIN;
                }
                // After an operand, 'not' can only start 'not in': CPython fails one token later.
                throw invalidSyntaxAt(toks[Math.min(pos + 1, toks.length - 1)]);
            default:
                return null;
        }
    }

    final Expr comparison() {
        Token s = tok();
        Expr a = bitwiseOr();
        CmpOp op = compareOp();
        if (op == null) {
            return a;
        }
        List<CmpOp> ops = new ArrayList<>(2);
        List<Expr> comparators = new ArrayList<>(2);
        do {
            ops.add(op);
            comparators.add(bitwiseOr());
            op = compareOp();
        } while (op != null);
        return new Compare(locFrom(s), a, ops, comparators);
    }

    final Expr bitwiseOr() {
        Token s = tok();
        Expr a = bitwiseXor();
        while (at(VBAR)) {
            advance();
            Expr b = bitwiseXor();
            a = new BinOp(locFrom(s), a, Operator.BITOR, b);
        }
        return a;
    }

    private Expr bitwiseXor() {
        Token s = tok();
        Expr a = bitwiseAnd();
        while (at(CIRCUMFLEX)) {
            advance();
            Expr b = bitwiseAnd();
            a = new BinOp(locFrom(s), a, Operator.BITXOR, b);
        }
        return a;
    }

    private Expr bitwiseAnd() {
        Token s = tok();
        Expr a = shiftExpr();
        while (at(AMPER)) {
            advance();
            Expr b = shiftExpr();
            a = new BinOp(locFrom(s), a, Operator.BITAND, b);
        }
        return a;
    }

    private Expr shiftExpr() {
        Token s = tok();
        Expr a = sum();
        for (;;) {
            Operator op;
            if (at(LEFTSHIFT)) {
                op = Operator.LSHIFT;
            } else if (at(RIGHTSHIFT)) {
                op = Operator.RSHIFT;
            } else {
                return a;
            }
            advance();
            Expr b = sum();
            a = new BinOp(locFrom(s), a, op, b);
        }
    }

    private Expr sum() {
        Token s = tok();
        Expr a = term();
        for (;;) {
            Operator op;
            if (at(PLUS)) {
                op = Operator.ADD;
            } else if (at(MINUS)) {
                op = Operator.SUB;
            } else {
                return a;
            }
            advance();
            notAfterOperator();
            Expr b = term();
            a = new BinOp(locFrom(s), a, op, b);
        }
    }

    private Expr term() {
        Token s = tok();
        Expr a = factor();
        for (;;) {
            Operator op;
            switch (kind()) {
                case STAR: op = Operator.MULT; break;
                case SLASH: op = Operator.DIV; break;
                case DOUBLESLASH: op = Operator.FLOORDIV; break;
                case PERCENT: op = Operator.MOD; break;
                case AT: op = Operator.MATMULT; break;
                default: return a;
            }
            advance();
            notAfterOperator();
            Expr b = factor();
            a = new BinOp(locFrom(s), a, op, b);
        }
    }

    /** {@code a + not b}: CPython's invalid_arithmetic / invalid_factor. */
    private void notAfterOperator() {
        if (at(NOT)) {
            Token t = tok();
            advance();
            Expr b = inversion();
            throw errorRange("'not' after an operator must be parenthesized", t, b);
        }
    }

    private Expr factor() {
        UnaryOpKind op;
        switch (kind()) {
            case PLUS: op = UnaryOpKind.UADD; break;
            case MINUS: op = UnaryOpKind.USUB; break;
            case TILDE: op = UnaryOpKind.INVERT; break;
            default: return power();
        }
        Token t = advance();
        notAfterOperator();
        Expr operand = factor();
        return new UnaryOp(locFrom(t), op, operand);
    }

    private Expr power() {
        Token s = tok();
        Expr a = awaitPrimary();
        if (at(DOUBLESTAR)) {
            advance();
            Expr b = factor();
            return new BinOp(locFrom(s), a, Operator.POW, b);
        }
        return a;
    }

    private Expr awaitPrimary() {
        if (at(AWAIT)) {
            Token t = advance();
            Expr v = primary();
            return new Await(locFrom(t), v);
        }
        return primary();
    }

    /** primary: an atom followed by any number of {@code .name}, calls and subscripts. */
    final Expr primary() {
        Token s = tok();
        Expr a = atom();
        for (;;) {
            switch (kind()) {
                case DOT: {
                    advance();
                    Token name = tok();
                    if (name.kind != NAME) {
                        throw invalidSyntax();
                    }
                    advance();
                    a = new Attribute(locFrom(s), a, name.text, ExprContext.LOAD);
                    break;
                }
                case LPAR:
                    a = call(a, s);
                    break;
                case LSQB: {
                    advance();
                    Expr slice = slices();
                    if (!at(RSQB)) {
                        throw missingComma(slice);
                    }
                    advance();
                    a = new Subscript(locFrom(s), a, slice, ExprContext.LOAD);
                    break;
                }
                default:
                    return a;
            }
        }
    }

    // ------------------------------------------------------------------ atoms

    final Expr atom() {
        Token t = tok();
        switch (t.kind) {
            case NAME:
                advance();
                return new Name(loc(t, t), t.text, ExprContext.LOAD);
            case TRUE:
                advance();
                return new Constant(loc(t, t), Boolean.TRUE, null);
            case FALSE:
                advance();
                return new Constant(loc(t, t), Boolean.FALSE, null);
            case NONE:
                advance();
                return new Constant(loc(t, t), Singleton.NONE, null);
            case ELLIPSIS:
                advance();
                return new Constant(loc(t, t), Singleton.ELLIPSIS, null);
            case NUMBER:
                advance();
                return new Constant(loc(t, t), numberValue(t), null);
            case STRING:
            case FSTRING_START:
                return strings.strings();
            case LPAR:
                return parenthesized();
            case LSQB:
                return listDisplay();
            case LBRACE:
                return braceDisplay();
            default:
                throw invalidSyntax();
        }
    }

    /** {@code ( ... )}: a group, a tuple, a generator expression or a yield. */
    private Expr parenthesized() {
        Token lpar = advance();
        if (at(RPAR)) {
            advance();
            return new TupleExpr(locFrom(lpar), new ArrayList<>(0), ExprContext.LOAD);
        }
        if (at(YIELD)) {
            Expr y = yieldExpr();
            expect(RPAR);
            return y;
        }
        if (at(DOUBLESTAR)) {
            Token ds = tok();
            advance();
            expression();
            if (at(RPAR)) {
                throw errorAt("cannot use double starred expression here", ds, ds);
            }
            throw invalidSyntaxAt(ds);
        }
        Expr first = starNamedExpression();
        if (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
            noStarredElement(first);
            List<Comprehension> gens = comprehensionClauses();
            expect(RPAR);
            return new GeneratorExp(locFrom(lpar), first, gens);
        }
        if (at(RPAR)) {
            advance();
            if (first instanceof Starred) {
                throw errorAt("cannot use starred expression here", first);
            }
            return first;
        }
        if (!at(COMMA)) {
            throw missingComma(first);
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(COMMA)) {
            if (at(RPAR)) {
                break;
            }
            Expr e = starNamedExpression();
            elts.add(e);
            if (!at(COMMA) && !at(RPAR)) {
                throw missingComma(e);
            }
        }
        expect(RPAR);
        return new TupleExpr(locFrom(lpar), elts, ExprContext.LOAD);
    }

    /**
     * The operand after the {@code *} of an element of a display, a subscript or a call
     * ({@code bitwise_or} in a display, an expression elsewhere); where none can be read,
     * CPython's invalid_starred_expression: "Invalid star expression" where the parser stopped.
     */
    private Expr starOperand(boolean display) {
        try {
            return display ? bitwiseOr() : expression();
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            if (!e.msg().equals("invalid syntax")) {
                throw e;
            }
            throw e.withMessage("Invalid star expression");
        }
    }

    /** {@code print} or {@code exec}: CPython's invalid_legacy_expression, at any level. */
    private static boolean isLegacyStatementName(Expr e) {
        return e instanceof Name n && (n.id().equals("print") || n.id().equals("exec"));
    }

    /**
     * Inside brackets, an element followed by something that starts another expression:
     * "invalid syntax. Perhaps you forgot a comma?" (CPython's invalid_expression).
     */
    final RuntimeException missingComma(Expr a) {
        if (a instanceof Starred st) {
            a = st.value();  // CPython's range starts at the starred operand
        }
        TokenKind k = kind();
        if (k == EQUAL) {
            RuntimeException assign = assignmentInElement(a);
            if (assign != null) {
                return assign;
            }
        }
        boolean nameThenString = a instanceof Name && (k == STRING || k == FSTRING_START);
        // print and exec followed by an operand: CPython's invalid_legacy_expression
        if (a instanceof Name n && isLegacyStatementName(a) && startsJuxtaposedOperand(k)) {
            int save = pos;
            commaCheck = false;
            try {
                Expr b = expressionNoCommaCheck();
                return errorRange("Missing parentheses in call to '" + n.id() + "'. Did you mean "
                        + n.id() + "(...)?", a, b);
            } catch (org.specializer.core.ast.SyntaxErrorException e) {
                pos = save;
            } finally {
                commaCheck = true;
            }
        }
        if (startsJuxtaposedOperand(k) && !nameThenString && tok().level > 0
                && !isSoftKeywordName(a)) {
            int save = pos;
            commaCheck = false;
            try {
                Expr b = expressionNoCommaCheck();
                if (at(ERRORTOKEN)) {
                    // Reading past b reached the end of input inside brackets.
                    return invalidSyntax();
                }
                Token end = prev();
                int outer = end.kind == RPAR || end.kind == RSQB || end.kind == RBRACE
                        ? end.level - 1 : end.level;  // a closing bracket carries its inside's
                if (outer == 0) {
                    // b closed the brackets it began in (f{a + b}): not inside any
                    pos = save;
                    return invalidSyntax();
                }
                return errorRange("invalid syntax. Perhaps you forgot a comma?", a, b);
            } catch (org.specializer.core.ast.SyntaxErrorException e) {
                pos = save;
            } finally {
                commaCheck = true;
            }
        }
        return invalidSyntax();
    }

    /**
     * An element of a display followed by {@code = value}: CPython's invalid_named_expression
     * ("Maybe you meant '==' ..."), or null where it does not apply (a list, tuple or
     * generator, True, None or False before the '=', or a second '=' or ':=' after the value).
     */
    private RuntimeException assignmentInElement(Expr a) {
        int save = pos;
        advance();
        Expr rhs;
        try {
            rhs = bitwiseOr();
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            pos = save;
            return null;
        }
        if (at(EQUAL) || at(COLONEQUAL)) {
            pos = save;
            return null;
        }
        if (a instanceof Name) {
            return errorRange("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", a,
                    rhs);
        }
        if (a instanceof ListExpr || a instanceof TupleExpr || a instanceof GeneratorExp
                || a instanceof Constant c && (c.value() instanceof Boolean
                        || c.value() == org.specializer.core.ast.Ast.Singleton.NONE)) {
            pos = save;
            return null;
        }
        return errorAt("cannot assign to " + exprName(a)
                + " here. Maybe you meant '==' instead of '='?", a);
    }

    /** Tokens that can start an operand but never continue an expression. */
    private static boolean startsJuxtaposedOperand(TokenKind k) {
        switch (k) {
            case NAME: case NUMBER: case STRING: case FSTRING_START: case LBRACE: case TRUE:
            case FALSE: case NONE: case ELLIPSIS: case TILDE: case LAMBDA:
                return true;
            default:
                return false;
        }
    }

    private static boolean isSoftKeywordName(Expr a) {
        if (a instanceof Name) {
            String id = ((Name) a).id();
            return id.equals("match") || id.equals("case") || id.equals("type") || id.equals("_");
        }
        return false;
    }

    private Expr listDisplay() {
        Token lsq = advance();
        if (at(RSQB)) {
            advance();
            return new ListExpr(locFrom(lsq), new ArrayList<>(0), ExprContext.LOAD);
        }
        if (at(DOUBLESTAR)) {
            throw invalidSyntax();
        }
        Expr first = starNamedExpression();
        if (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
            noStarredElement(first);
            List<Comprehension> gens = comprehensionClauses();
            expect(RSQB);
            return new ListComp(locFrom(lsq), first, gens);
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        elementsAfterFirst(elts, RSQB);
        expect(RSQB);
        return new ListExpr(locFrom(lsq), elts, ExprContext.LOAD);
    }

    /** The rest of a comma-separated display after its first element, up to {@code closer}. */
    private void elementsAfterFirst(List<Expr> elts, TokenKind closer) {
        Expr last = elts.get(0);
        for (;;) {
            if (at(closer)) {
                return;
            }
            if (!at(COMMA)) {
                if (at(FOR) && elts.size() > 1) {
                    throw errorRange("did you forget parentheses around the comprehension target?",
                            elts.get(0), last);
                }
                throw missingComma(last);
            }
            Token comma = advance();
            if (at(closer)) {
                return;
            }
            if (at(FOR) && elts.size() == 1) {
                Loc f = elts.get(0).loc();
                throw errorAt("did you forget parentheses around the comprehension target?",
                        new Loc(f.line(), f.col(), comma.endLine, comma.endCol));
            }
            last = starNamedExpression();
            elts.add(last);
        }
    }

    /** {@code { ... }}: dict, set, or their comprehensions. */
    private Expr braceDisplay() {
        Token lbr = advance();
        if (at(RBRACE)) {
            advance();
            return new Dict(locFrom(lbr), new ArrayList<>(0), new ArrayList<>(0));
        }
        if (at(DOUBLESTAR)) {
            Token ds = advance();
            Expr v = bitwiseOr();
            if (at(COLON)) {
                throw invalidSyntax();
            }
            if (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
                throw errorAt("dict unpacking cannot be used in dict comprehension", ds, ds);
            }
            List<Expr> keys = new ArrayList<>();
            List<Expr> values = new ArrayList<>();
            keys.add(null);
            values.add(v);
            return dictRest(lbr, keys, values);
        }
        if (at(STAR)) {
            Expr first = starNamedExpression();
            if (at(COLON)) {
                throw invalidSyntax();
            }
            if (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
                noStarredElement(first);
            }
            return setRest(lbr, first);
        }
        Token s = tok();
        Expr first = expression();
        if (at(COLONEQUAL)) {
            first = namedExpressionRest(s, first);
        } else if (at(COLON)) {
            Token colon = advance();
            if (at(RBRACE) || at(COMMA)) {
                throw errorAt("expression expected after dictionary key and ':'", colon, colon);
            }
            if (at(STAR) || at(DOUBLESTAR)) {
                Token st = tok();
                advance();
                Expr b = bitwiseOr();
                throw errorRange(st.kind == STAR
                        ? "cannot use a starred expression in a dictionary value"
                        : "cannot use dict unpacking in a dictionary value", st, b);
            }
            Expr v = expression();
            if (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
                List<Comprehension> gens = comprehensionClauses();
                expect(RBRACE);
                return new DictComp(locFrom(lbr), first, v, gens);
            }
            List<Expr> keys = new ArrayList<>();
            List<Expr> values = new ArrayList<>();
            keys.add(first);
            values.add(v);
            if (!at(COMMA) && !at(RBRACE)) {
                throw missingComma(v);
            }
            return dictRest(lbr, keys, values);
        }
        if (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
            List<Comprehension> gens = comprehensionClauses();
            expect(RBRACE);
            return new SetComp(locFrom(lbr), first, gens);
        }
        return setRest(lbr, first);
    }

    /** {@code [*a for a in b]}: CPython rejects this while building the comprehension. */
    private void noStarredElement(Expr elt) {
        if (elt instanceof Starred) {
            throw errorAt("iterable unpacking cannot be used in comprehension", elt);
        }
    }

    private Expr setRest(Token lbr, Expr first) {
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        elementsAfterFirst(elts, RBRACE);
        expect(RBRACE);
        return new SetExpr(locFrom(lbr), elts);
    }

    /**
     * A key of a dict display after its first pair: the longest expression there is, as
     * CPython's PEG parser takes it (the key of {@code 3+} is {@code 3}), so that what follows
     * is reported as the missing ':'.
     */
    private Expr dictKey() {
        int start = pos;
        commaCheck = false;
        try {
            return expression();
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            if (!e.msg().startsWith("invalid syntax")) {
                throw e;
            }
            pos = start;
            return primary();
        } finally {
            commaCheck = true;
        }
    }

    private Expr dictRest(Token lbr, List<Expr> keys, List<Expr> values) {
        while (accept(COMMA)) {
            if (at(RBRACE)) {
                break;
            }
            if (at(DOUBLESTAR)) {
                advance();
                keys.add(null);
                values.add(bitwiseOr());
                continue;
            }
            if (at(STAR)) {
                throw invalidSyntax();
            }
            Expr k = dictKey();
            if (!at(COLON)) {
                // CPython's invalid_kvpair: whatever follows the key, if not ':'
                Loc l = k.loc();
                throw new org.specializer.core.ast.SyntaxErrorException(
                        org.specializer.core.ast.SyntaxErrorException.Kind.SYNTAX_ERROR,
                        "':' expected after dictionary key", filename, l.line(), l.endCol(),
                        l.endLine(), 0, tz.sourceLine(l.line()));
            }
            Token colon = advance();
            if (at(RBRACE) || at(COMMA)) {
                throw errorAt("expression expected after dictionary key and ':'", colon, colon);
            }
            if (at(STAR) || at(DOUBLESTAR)) {
                Token st = tok();
                advance();
                Expr b = bitwiseOr();
                throw errorRange(st.kind == STAR
                        ? "cannot use a starred expression in a dictionary value"
                        : "cannot use dict unpacking in a dictionary value", st, b);
            }
            keys.add(k);
            Expr v = expression();
            values.add(v);
            if (!at(COMMA) && !at(RBRACE)) {
                throw missingComma(v);
            }
        }
        if (!at(RBRACE)) {
            throw invalidSyntax();
        }
        advance();
        return new Dict(locFrom(lbr), keys, values);
    }

    // ------------------------------------------------------------------ comprehensions

    final List<Comprehension> comprehensionClauses() {
        List<Comprehension> gens = new ArrayList<>(1);
        while (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
            Token start = tok();
            boolean isAsync = accept(ASYNC);
            advance();
            Expr target = targetList(true);
            advance();
            Expr iter = disjunction();
            List<Expr> ifs = new ArrayList<>(0);
            while (accept(IF)) {
                ifs.add(disjunction());
            }
            gens.add(new Comprehension(locFrom(start), target, iter, ifs, isAsync));
        }
        return gens;
    }

    /**
     * star_targets of a {@code for} loop or comprehension: elements parsed at bitwise_or level
     * so that {@code in} is not taken as a comparison, then turned into Store targets.
     */
    final Expr targetList(boolean comprehension) {
        int save = pos;
        Token s = tok();
        Expr result = null;
        try {
            Expr first = targetElement();
            if (!at(COMMA)) {
                result = first;
            } else {
                List<Expr> elts = new ArrayList<>();
                elts.add(first);
                while (accept(COMMA)) {
                    if (!startsStarExpression(kind())) {
                        break;
                    }
                    elts.add(targetElement());
                }
                result = new TupleExpr(locFrom(s), elts, ExprContext.LOAD);
            }
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            result = null;
        }
        if (result != null && at(IN)) {
            return Targets.store(this, result, Targets.Use.FOR);
        }
        throw invalidForTarget(save, comprehension);
    }

    /**
     * Targets are primaries (names, attributes, subscripts, displays), so that {@code in}
     * and operators end them where CPython's star_targets end.
     */
    private Expr targetElement() {
        if (at(STAR)) {
            Token star = advance();
            Expr v = at(STAR) ? targetElement() : primary();
            return new Starred(locFrom(star), v, ExprContext.LOAD);
        }
        return primary();
    }

    /**
     * The targets did not end at {@code in}: as CPython's invalid_for_target, read them again
     * as expressions and report the first one that cannot be assigned to, else fail where
     * the targets ended.
     */
    private RuntimeException invalidForTarget(int start, boolean comprehension) {
        int failPos = pos;
        pos = start;
        Expr bad = null;
        try {
            bad = Targets.invalidTarget(starExpressions(), Targets.Use.FOR);
        } catch (org.specializer.core.ast.SyntaxErrorException e) {
            bad = null;
        }
        if (bad != null) {
            return errorAt("cannot assign to " + exprName(bad), bad);
        }
        if (comprehension) {
            // CPython's invalid_for_if_clause: operands without 'in' after them.
            pos = start;
            try {
                do {
                    if (!startsExpression(kind())) {
                        break;
                    }
                    bitwiseOr();
                } while (accept(COMMA));
                if (!at(IN) && pos > start) {
                    return errorAt("'in' expected after for-loop variables", tok(), tok());
                }
            } catch (org.specializer.core.ast.SyntaxErrorException e) {
                // fall back to the generic error
            }
        }
        pos = failPos;
        return invalidSyntax();
    }

    // ------------------------------------------------------------------ calls and subscripts

    /** A call's argument list on {@code func} (also used for class bases). */
    final Expr call(Expr func, Token s) {
        Token lpar = advance();
        List<Expr> args = new ArrayList<>();
        List<Keyword> keywords = new ArrayList<>(0);
        boolean sawKeyword = false;
        boolean sawDoubleStar = false;
        String lateError = null;
        while (!at(RPAR)) {
            Token start = tok();
            Expr lastPositional = null;
            if (at(STAR)) {
                advance();
                Expr v = starOperand(false);
                if (at(EQUAL)) {
                    advance();
                    Expr b = expression();
                    throw errorRange("cannot assign to iterable argument unpacking", start, b);
                }
                Starred st = new Starred(locFrom(start), v, ExprContext.LOAD);
                if (sawDoubleStar) {
                    throw errorAt("iterable argument unpacking follows keyword argument unpacking",
                            span(prevComma(start), st));
                }
                args.add(st);
            } else if (at(DOUBLESTAR)) {
                advance();
                Expr v = expression();
                if (at(EQUAL)) {
                    advance();
                    Expr b = expression();
                    throw errorRange("cannot assign to keyword argument unpacking", start, b);
                }
                keywords.add(new Keyword(locFrom(start), null, v));
                sawDoubleStar = true;
            } else if (at(NAME) && kindAt(1) == EQUAL) {
                advance();
                Token eq = advance();
                if (at(COMMA) || at(RPAR)) {
                    throw errorAt("expected argument value expression", start, eq);
                }
                commaCheck = false;
                Expr v;
                try {
                    v = expression();
                } finally {
                    commaCheck = true;
                }
                if (at(FOR)) {
                    throw errorAt("invalid syntax. Maybe you meant '==' or ':=' instead of '='?",
                            start, eq);
                }
                keywords.add(new Keyword(locFrom(start), start.text, v));
                sawKeyword = true;
            } else if ((at(TRUE) || at(FALSE) || at(NONE)) && kindAt(1) == EQUAL) {
                throw errorAt("cannot assign to " + start.kind.text, start, toks[pos + 1]);
            } else {
                Expr e = namedExpression();
                if (at(FOR) || (at(ASYNC) && kindAt(1) == FOR)) {
                    List<Comprehension> gens = comprehensionClauses();
                    if (!at(RPAR) && !at(COMMA)) {
                        throw invalidSyntax();
                    }
                    if (args.isEmpty() && keywords.isEmpty() && at(RPAR)) {
                        Token rpar = advance();
                        args.add(new GeneratorExp(loc(lpar, rpar), e, gens));
                        return new Call(locFrom(s), func, args, keywords);
                    }
                    throwIfErrorPastComma();
                    throw errorAt("Generator expression must be parenthesized",
                            span(e, lastComprehensionItem(gens)));
                }
                if (at(EQUAL)) {
                    Token eq = tok();
                    throw errorAt("expression cannot contain assignment, perhaps you meant \"==\"?",
                            new Loc(start.line, start.col, eq.endLine, eq.endCol));
                }
                if (lateError == null) {
                    if (sawDoubleStar) {
                        lateError = "positional argument follows keyword argument unpacking";
                    } else if (sawKeyword) {
                        lateError = "positional argument follows keyword argument";
                    }
                }
                args.add(e);
                lastPositional = e;
            }
            if (!accept(COMMA)) {
                if (!at(RPAR)) {
                    if (lastPositional != null) {
                        throw missingComma(lastPositional);
                    }
                    throw invalidSyntax();
                }
                break;
            }
        }
        if (lateError != null) {
            throw errorAt(lateError, tok(), tok());
        }
        Token rpar = expect(RPAR);
        return new Call(locFrom(s), func, args, keywords);
    }

    private Token prevComma(Token start) {
        int i = pos;
        while (i > 0 && toks[i] != start) {
            i--;
        }
        return i > 0 && toks[i - 1].kind == COMMA ? toks[i - 1] : start;
    }

    static Expr lastComprehensionItem(List<Comprehension> gens) {
        Comprehension last = gens.get(gens.size() - 1);
        return last.ifs().isEmpty() ? last.iter() : last.ifs().get(last.ifs().size() - 1);
    }

    /** slices: one slice or index, or a Tuple of them when there is a comma. */
    private Expr slices() {
        Token start = tok();
        Expr first = sliceItem();
        if (!at(COMMA)) {
            if (first instanceof Starred) {
                List<Expr> one = new ArrayList<>(1);
                one.add(first);
                return new TupleExpr(locFrom(start), one, ExprContext.LOAD);
            }
            return first;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(COMMA)) {
            if (at(RSQB)) {
                break;
            }
            elts.add(sliceItem());
        }
        return new TupleExpr(locFrom(start), elts, ExprContext.LOAD);
    }

    private Expr sliceItem() {
        Token start = tok();
        if (at(STAR)) {
            advance();
            Expr v = starOperand(false);
            return new Starred(locFrom(start), v, ExprContext.LOAD);
        }
        Expr lower = null;
        if (!at(COLON)) {
            lower = namedExpression();
            if (!at(COLON)) {
                return lower;
            }
        }
        advance();
        Expr upper = null;
        if (startsExpression(kind())) {
            upper = expression();
        }
        Expr step = null;
        if (accept(COLON)) {
            if (startsExpression(kind())) {
                step = expression();
            }
        }
        return new Slice(locFrom(start), lower, upper, step);
    }

    // ------------------------------------------------------------------ lambda and yield

    private Expr lambda() {
        Token start = advance();
        Arguments args = Parameters.parse(this, true);
        Token colon = expect(COLON);
        if (at(FSTRING_MIDDLE)) {
            throw errorAt("f-string: lambda expressions are not allowed without parentheses",
                    start, colon);
        }
        Expr body = expression();
        return new Lambda(locFrom(start), args, body);
    }

    /** yield_expr: {@code yield}, {@code yield x, y}, {@code yield from x}. */
    final Expr yieldExpr() {
        Token start = advance();
        if (accept(FROM)) {
            Expr v = expression();
            return new YieldFrom(locFrom(start), v);
        }
        if (startsStarExpression(kind())) {
            Expr v = starExpressions();
            return new Yield(locFrom(start), v);
        }
        return new Yield(loc(start, start), null);
    }

    // ------------------------------------------------------------------ names for messages

    /** What CPython calls an expression in "cannot assign to %s" (_PyPegen_get_expr_name). */
    static String exprName(Expr e) {
        if (e instanceof Attribute) {
            return "attribute";
        } else if (e instanceof Subscript) {
            return "subscript";
        } else if (e instanceof Starred) {
            return "starred";
        } else if (e instanceof Name) {
            return "name";
        } else if (e instanceof ListExpr) {
            return "list";
        } else if (e instanceof TupleExpr) {
            return "tuple";
        } else if (e instanceof Lambda) {
            return "lambda";
        } else if (e instanceof Call) {
            return "function call";
        } else if (e instanceof BoolOp || e instanceof BinOp || e instanceof UnaryOp) {
            return "expression";
        } else if (e instanceof GeneratorExp) {
            return "generator expression";
        } else if (e instanceof Yield || e instanceof YieldFrom) {
            return "yield expression";
        } else if (e instanceof Await) {
            return "await expression";
        } else if (e instanceof ListComp) {
            return "list comprehension";
        } else if (e instanceof SetComp) {
            return "set comprehension";
        } else if (e instanceof DictComp) {
            return "dict comprehension";
        } else if (e instanceof Dict) {
            return "dict literal";
        } else if (e instanceof SetExpr) {
            return "set display";
        } else if (e instanceof JoinedStr || e instanceof FormattedValue) {
            return "f-string expression";
        } else if (e instanceof Constant) {
            Object v = ((Constant) e).value();
            if (v == Singleton.NONE) {
                return "None";
            } else if (v == Boolean.TRUE) {
                return "True";
            } else if (v == Boolean.FALSE) {
                return "False";
            } else if (v == Singleton.ELLIPSIS) {
                return "ellipsis";
            }
            return "literal";
        } else if (e instanceof Compare) {
            return "comparison";
        } else if (e instanceof IfExp) {
            return "conditional expression";
        } else if (e instanceof NamedExpr) {
            return "named expression";
        }
        return "expression";
    }
}
