package org.specializer.core.parser;

import static org.specializer.core.parser.TokenKind.*;

import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.Ast.*;
import org.specializer.core.ast.SyntaxErrorException;
import org.specializer.core.ast.SyntaxErrorException.Kind;

/**
 * Statements: simple statements (assignments decided after the first expression, so that
 * nothing backtracks) and compound statements with their blocks, {@code match} among them
 * (its patterns are {@link Patterns}). {@code type} is a soft keyword: {@code type NAME =} and
 * {@code type NAME [} start a type alias, anything else is an expression.
 */
final class StmtParser extends ExprParser {
    StmtParser(Tokenizer tz, List<Token> tokens) {
        super(tz, tokens);
    }

    // ------------------------------------------------------------------ entry points

    List<Stmt> fileInput() {
        List<Stmt> body = new ArrayList<>();
        while (!at(ENDMARKER)) {
            statement(body);
        }
        return body;
    }

    Expr evalInput() {
        Expr e = expressions();
        while (accept(NEWLINE)) {
            // eval input may end in newlines
        }
        if (!at(ENDMARKER)) {
            throw invalidSyntax();
        }
        return e;
    }

    /**
     * CPython's {@code func_type} rule: {@code '(' [type_expressions] ')' '->' expression},
     * where the types are expressions, then at most one {@code *} one and one {@code **} one,
     * all in one flat list.
     */
    FunctionType funcTypeInput() {
        expect(LPAR);
        List<Expr> types = new ArrayList<>();
        boolean star = false;
        boolean doubleStar = false;
        while (!at(RPAR) || !types.isEmpty()) {  // after a comma, a type must follow
            if (at(STAR)) {
                if (star) {
                    throw invalidSyntax();  // one * type
                }
                advance();
                star = true;
            } else if (accept(DOUBLESTAR)) {
                doubleStar = true;
            } else if (star) {
                throw invalidSyntax();  // only a ** type follows the * type
            }
            types.add(expression());
            if (doubleStar || !accept(COMMA)) {
                break;  // the ** type is the last; a comma after it is the error
            }
        }
        expect(RPAR);
        expect(RARROW);
        Expr returns = expression();
        while (accept(NEWLINE)) {
            // the input may end in newlines
        }
        if (!at(ENDMARKER)) {
            throw invalidSyntax();
        }
        return new FunctionType(Loc.NONE, types, returns);
    }

    List<Stmt> singleInput() {
        List<Stmt> body = new ArrayList<>();
        if (at(ENDMARKER)) {
            throw invalidSyntax();
        }
        boolean compound = switch (kind()) {
            case DEF, IF, CLASS, WITH, FOR, TRY, WHILE, AT, ASYNC -> true;
            default -> false;
        };
        statement(body);
        compound |= body.get(body.size() - 1) instanceof Match;
        Token end = prev();
        if (compound && end.kind == NEWLINE && end.col < 0 && at(ENDMARKER)) {
            // single input without a final newline: the end of the text gives one NEWLINE,
            // which a body on the header's line takes (a second one comes only after the
            // dedents of an indented body), and a compound statement needs its own
            throw invalidSyntax();
        }
        if (!at(ENDMARKER)) {
            throw errorAt("multiple statements found while compiling a single statement", end,
                    end);
        }
        return body;
    }

    // ------------------------------------------------------------------ statements

    private void statement(List<Stmt> out) {
        switch (kind()) {
            case DEF: case IF: case CLASS: case WITH: case FOR: case TRY: case WHILE: case AT:
                out.add(compoundStatement());
                return;
            case ASYNC:
                if (kindAt(1) == DEF || kindAt(1) == FOR || kindAt(1) == WITH) {
                    out.add(compoundStatement());
                    return;
                }
                throw invalidSyntaxAt(toks[pos + 1]);
            case NAME:
                if (atName("match")) {
                    Stmt m = matchStatement();
                    if (m != null) {
                        out.add(m);
                        return;
                    }
                }
                break;
            default:
                break;
        }
        simpleStatements(out);
    }

    private Stmt compoundStatement() {
        switch (kind()) {
            case DEF: return functionDef(new ArrayList<>(0), null);
            case IF: return ifStatement();
            case CLASS: return classDef(new ArrayList<>(0));
            case WITH: return withStatement(null);
            case FOR: return forStatement(null);
            case TRY: return tryStatement();
            case WHILE: return whileStatement();
            case AT: return decorated();
            case ASYNC: {
                Token async = advance();
                switch (kind()) {
                    case DEF: return functionDef(new ArrayList<>(0), async);
                    case FOR: return forStatement(async);
                    case WITH: return withStatement(async);
                    default: throw invalidSyntax();
                }
            }
            default:
                throw invalidSyntax();
        }
    }

    private void simpleStatements(List<Stmt> out) {
        for (;;) {
            out.add(simpleStatement());
            if (accept(SEMI)) {
                if (at(NEWLINE)) {
                    break;
                }
                continue;
            }
            break;
        }
        if (!at(NEWLINE)) {
            throw invalidSyntax();
        }
        advance();
    }

    private Stmt simpleStatement() {
        Token t = tok();
        switch (t.kind) {
            case RETURN: {
                advance();
                Expr v = startsStarExpression(kind()) ? starExpressions() : null;
                return new Return(locFrom(t), v);
            }
            case RAISE: return raiseStatement();
            case PASS: advance(); return new Pass(loc(t, t));
            case BREAK: advance(); return new Break(loc(t, t));
            case CONTINUE: advance(); return new Continue(loc(t, t));
            case DEL: return delStatement();
            case GLOBAL:
            case NONLOCAL: {
                advance();
                List<String> names = new ArrayList<>();
                do {
                    if (!at(NAME)) {
                        throw invalidSyntax();
                    }
                    names.add(advance().text);
                } while (accept(COMMA));
                return t.kind == GLOBAL ? new Global(locFrom(t), names)
                        : new Nonlocal(locFrom(t), names);
            }
            case ASSERT: return assertStatement();
            case IMPORT: return importStatement();
            case FROM: return fromImport();
            case NAME:
                if (t.text.equals("type") && kindAt(1) == NAME) {
                    if (kindAt(2) == EQUAL || kindAt(2) == LSQB) {
                        return typeAlias();
                    }
                    // no expression goes on after "type NAME": CPython's furthest token
                    throw invalidSyntaxAt(toks[pos + 2]);
                }
                return expressionOrAssignment();
            default:
                return expressionOrAssignment();
        }
    }

    private Stmt raiseStatement() {
        Token t = advance();
        if (!startsExpression(kind())) {
            if (at(FROM)) {
                throw invalidSyntax();
            }
            return new Raise(loc(t, t), null, null);
        }
        Expr exc = expression();
        Expr cause = null;
        if (accept(FROM)) {
            cause = expression();
        }
        return new Raise(locFrom(t), exc, cause);
    }

    private Stmt delStatement() {
        Token t = advance();
        List<Expr> targets = new ArrayList<>(1);
        do {
            if (!startsStarExpression(kind())) {
                break;
            }
            targets.add(starExpression());
        } while (accept(COMMA));
        if (targets.isEmpty() || !at(SEMI) && !at(NEWLINE)) {
            throw invalidSyntax();
        }
        for (int i = 0; i < targets.size(); i++) {
            targets.set(i, Targets.del(this, targets.get(i)));
        }
        return new Delete(locFrom(t), targets);
    }

    private Stmt assertStatement() {
        Token t = advance();
        Expr test = expression();
        assignmentInCondition(test, false);
        Expr msg = null;
        if (accept(COMMA)) {
            msg = expression();
            assignmentInCondition(msg, false);
        }
        return new Assert(locFrom(t), test, msg);
    }

    // ------------------------------------------------------------------ imports

    private Stmt importStatement() {
        Token t = advance();
        if (at(NEWLINE)) {
            Token nl = tok();
            throw new SyntaxErrorException(Kind.SYNTAX_ERROR,
                    "Expected one or more names after 'import'", filename, nl.line, nl.col + 1,
                    nl.line, readerColumn(nl), tz.sourceLine(nl.line));
        }
        List<Alias> names = new ArrayList<>();
        do {
            Token start = tok();
            String name = dottedName();
            String asname = null;
            if (accept(AS)) {
                asname = asName();
            }
            names.add(new Alias(locFrom(start), name, asname));
        } while (accept(COMMA));
        if (at(FROM)) {
            advance();
            if (at(NAME)) {
                dottedName();
                throw errorAt("Did you mean to use 'from ... import ...' instead?", t, prev());
            }
        }
        return new Import(locFrom(t), names);
    }

    private String asName() {
        if (!at(NAME)) {
            throw invalidSyntax();
        }
        String s = advance().text;
        if (at(DOT) || at(LPAR) || at(LSQB)) {
            throw invalidSyntax();
        }
        return s;
    }

    private String dottedName() {
        if (!at(NAME)) {
            throw invalidSyntax();
        }
        String name = advance().text;
        if (!at(DOT)) {
            return name;
        }
        StringBuilder sb = new StringBuilder(name);
        while (accept(DOT)) {
            if (!at(NAME)) {
                throw invalidSyntax();
            }
            sb.append('.').append(advance().text);
        }
        return sb.toString();
    }

    private Stmt fromImport() {
        Token t = advance();
        int level = 0;
        for (;;) {
            if (accept(DOT)) {
                level++;
            } else if (accept(ELLIPSIS)) {
                level += 3;
            } else {
                break;
            }
        }
        String module = null;
        if (at(NAME)) {
            module = dottedName();
        } else if (level == 0) {
            throw invalidSyntax();
        }
        if (!at(IMPORT)) {
            throw invalidSyntax();
        }
        advance();
        List<Alias> names = new ArrayList<>();
        if (at(STAR)) {
            Token star = advance();
            names.add(new Alias(loc(star, star), "*", null));
        } else if (at(LPAR)) {
            advance();
            importAsNames(names, true);
            expect(RPAR);
        } else if (at(NEWLINE)) {
            Token nl = tok();
            throw new SyntaxErrorException(Kind.SYNTAX_ERROR,
                    "Expected one or more names after 'import'", filename, nl.line, nl.col + 1,
                    nl.line, readerColumn(nl), tz.sourceLine(nl.line));
        } else {
            importAsNames(names, false);
        }
        return new ImportFrom(locFrom(t), module, names, level);
    }

    private void importAsNames(List<Alias> names, boolean parenthesized) {
        for (;;) {
            Token start = tok();
            if (!at(NAME)) {
                throw invalidSyntax();
            }
            String name = advance().text;
            String asname = null;
            if (accept(AS)) {
                asname = asName();
            }
            names.add(new Alias(locFrom(start), name, asname));
            if (!accept(COMMA)) {
                return;
            }
            if (parenthesized && at(RPAR)) {
                return;
            }
            if (!parenthesized && at(NEWLINE)) {
                throw errorAt("trailing comma not allowed without surrounding parentheses", tok(),
                        tok());
            }
        }
    }

    // ------------------------------------------------------------------ assignments

    private static boolean isAugAssign(TokenKind k) {
        switch (k) {
            case PLUSEQUAL: case MINEQUAL: case STAREQUAL: case SLASHEQUAL: case PERCENTEQUAL:
            case AMPEREQUAL: case VBAREQUAL: case CIRCUMFLEXEQUAL: case LEFTSHIFTEQUAL:
            case RIGHTSHIFTEQUAL: case DOUBLESTAREQUAL: case DOUBLESLASHEQUAL: case ATEQUAL:
                return true;
            default:
                return false;
        }
    }

    private static Operator augOperator(TokenKind k) {
        switch (k) {
            case PLUSEQUAL: return Operator.ADD;
            case MINEQUAL: return Operator.SUB;
            case STAREQUAL: return Operator.MULT;
            case SLASHEQUAL: return Operator.DIV;
            case PERCENTEQUAL: return Operator.MOD;
            case AMPEREQUAL: return Operator.BITAND;
            case VBAREQUAL: return Operator.BITOR;
            case CIRCUMFLEXEQUAL: return Operator.BITXOR;
            case LEFTSHIFTEQUAL: return Operator.LSHIFT;
            case RIGHTSHIFTEQUAL: return Operator.RSHIFT;
            case DOUBLESTAREQUAL: return Operator.POW;
            case DOUBLESLASHEQUAL: return Operator.FLOORDIV;
            default: return Operator.MATMULT;
        }
    }

    private Expr rhs() {
        return at(YIELD) ? yieldExpr() : starExpressions();
    }

    private Stmt expressionOrAssignment() {
        Token start = tok();
        Expr first = rhs();
        TokenKind k = kind();
        if (k == EQUAL) {
            List<Expr> chain = new ArrayList<>(2);
            chain.add(first);
            Token valueStart = null;
            while (accept(EQUAL)) {
                valueStart = tok();
                chain.add(rhs());
            }
            Expr value = chain.get(chain.size() - 1);
            List<Expr> targets = new ArrayList<>(chain.size() - 1);
            for (int i = 0; i < chain.size() - 1; i++) {
                targets.add(assignTarget(chain.get(i), i == 0 && chain.size() == 2, valueStart));
            }
            Loc where = locFrom(start);
            return typeComment(new Assign(where, targets, value), acceptTypeComment());
        }
        if (k == COLON) {
            return annotatedAssignment(start, first);
        }
        if (isAugAssign(k)) {
            if (!(first instanceof Name || first instanceof Attribute
                    || first instanceof Subscript)) {
                throw errorAt("'" + exprName(first)
                        + "' is an illegal expression for augmented assignment", first);
            }
            advance();
            Expr value = rhs();
            return new AugAssign(locFrom(start), Targets.withContext(first, ExprContext.STORE),
                    augOperator(k), value);
        }
        if (first instanceof Name && startsExpression(k) && k != LPAR && k != LSQB
                && k != MINUS && k != PLUS && k != TILDE && k != NOT) {
            String id = ((Name) first).id();
            if (id.equals("print") || id.equals("exec")) {
                Expr rest = starExpressions();
                throw errorRange("Missing parentheses in call to '" + id + "'. Did you mean "
                        + id + "(...)?", first, rest);
            }
        }
        if (k == COLONEQUAL && !(first instanceof TupleExpr)
                && !(first instanceof Name && start.kind == NAME)) {
            throw errorAt("cannot use assignment expressions with " + exprName(first), first);
        }
        if (k != NEWLINE && k != SEMI) {
            if (k == COLONEQUAL || k == ERRORTOKEN || k == INDENT || k == DEDENT) {
                throw invalidSyntax();
            }
            if (first instanceof Name && kind() == NAME && isSoftKeywordStatement(first)) {
                throw invalidSyntax();
            }
        }
        return new ExprStmt(locFrom(start), first);
    }

    private static boolean isSoftKeywordStatement(Expr first) {
        String id = ((Name) first).id();
        return id.equals("match") || id.equals("case") || id.equals("type");
    }

    /**
     * One target of {@code a = b = value}, with CPython's messages for invalid ones: a single
     * invalid target followed by an operand-like value reads as a mistyped comparison.
     */
    private Expr assignTarget(Expr t, boolean onlyTarget, Token valueStart) {
        if (t instanceof Yield || t instanceof YieldFrom) {
            if (tokenBefore(t).kind == LPAR) {
                // a parenthesized yield is an operand: the mistyped comparison, as below
                TokenKind v = valueStart.kind;
                boolean comparison = onlyTarget && v != YIELD && v != STAR && v != NOT
                        && v != LAMBDA;
                throw errorAt("cannot assign to yield expression" + (comparison
                        ? " here. Maybe you meant '==' instead of '='?" : ""), t);
            }
            throw errorAt("assignment to yield expression not possible", t);
        }
        Expr bad = Targets.invalidTarget(t, Targets.Use.ASSIGN);
        if (bad == null) {
            return Targets.withContext(t, ExprContext.STORE);
        }
        TokenKind v = valueStart.kind;
        if (onlyTarget && bad == t && looksLikeOperand(t) && v != YIELD && v != STAR && v != NOT
                && v != LAMBDA) {
            throw errorAt("cannot assign to " + exprName(t)
                    + " here. Maybe you meant '==' instead of '='?", t);
        }
        throw errorAt("cannot assign to " + exprName(bad), bad);
    }

    /** The token just before the first token of {@code e}. */
    private Token tokenBefore(Expr e) {
        Loc l = e.loc();
        for (int i = pos; i > 0; i--) {
            Token t = toks[i];
            if (t.line == l.line() && t.col == l.col() && t.kind != DEDENT && t.kind != INDENT) {
                return toks[i - 1];
            }
        }
        return toks[0];
    }

    /**
     * An expression at bitwise_or level, other than a generator expression or a keyword
     * constant: CPython's {@code !(list|tuple|genexp|'True'|'None'|'False') bitwise_or}.
     */
    private static boolean looksLikeOperand(Expr t) {
        if (t instanceof Constant) {
            Object v = ((Constant) t).value();
            return !(v instanceof Boolean) && v != Singleton.NONE;
        }
        if (t instanceof UnaryOp) {
            return ((UnaryOp) t).op() != UnaryOpKind.NOT;
        }
        return t instanceof BinOp || t instanceof Call || t instanceof Await || t instanceof Dict
                || t instanceof SetExpr || t instanceof ListComp || t instanceof SetComp
                || t instanceof DictComp || t instanceof JoinedStr;
    }

    private Stmt annotatedAssignment(Token start, Expr target) {
        if (!startsExpression(kindAt(1))) {
            // A single target takes the ':' before failing; anything else fails at it.
            boolean single = target instanceof Name || target instanceof Attribute
                    || target instanceof Subscript;
            throw single ? invalidSyntaxAt(toks[pos + 1]) : invalidSyntax();
        }
        if (target instanceof TupleExpr) {
            throw errorAt("only single target (not tuple) can be annotated", target);
        }
        if (target instanceof ListExpr) {
            throw errorAt("only single target (not list) can be annotated", target);
        }
        if (!(target instanceof Name || target instanceof Attribute
                || target instanceof Subscript)) {
            throw errorAt("illegal target for annotation", target);
        }
        advance();
        Expr annotation = expression();
        Expr value = null;
        if (accept(EQUAL)) {
            value = rhs();
        }
        boolean simple = target instanceof Name && start.kind != LPAR;
        return new AnnAssign(locFrom(start), Targets.withContext(target, ExprContext.STORE),
                annotation, value, simple);
    }

    /** {@code if x = 1:}: CPython's invalid_named_expression messages. */
    private void assignmentInCondition(Expr test, boolean named) {
        if (!at(EQUAL)) {
            return;
        }
        advance();
        Expr rhs = bitwiseOr();
        if (at(EQUAL) || at(COLONEQUAL)) {
            throw invalidSyntax();
        }
        if (test instanceof Name) {
            throw errorRange("invalid syntax. Maybe you meant '==' or ':=' instead of '='?", test,
                    rhs);
        }
        if (named) {
            throw errorAt("cannot assign to " + exprName(test)
                    + " here. Maybe you meant '==' instead of '='?", test);
        }
        throw errorRange("cannot assign to " + exprName(test)
                + " here. Maybe you meant '==' instead of '='?", test, rhs);
    }

    // ------------------------------------------------------------------ blocks

    /** The ':' after a compound statement header; "expected ':'" when the line ends instead. */
    private void headerColon() {
        if (at(COLON)) {
            advance();
            return;
        }
        if (at(NEWLINE)) {
            throw errorAtLast("expected ':'", tok());
        }
        throw invalidSyntax();
    }

    /** block: NEWLINE INDENT statements DEDENT, or simple statements on the header's line. */
    private List<Stmt> block(Token kw, String what) {
        if (at(NEWLINE)) {
            advance();
            indent(kw, what);
            List<Stmt> body = new ArrayList<>();
            while (!at(DEDENT)) {
                if (at(ENDMARKER)) {
                    break;
                }
                statement(body);
            }
            accept(DEDENT);
            return body;
        }
        List<Stmt> body = new ArrayList<>(1);
        if (!startsSimpleStatement(kind())) {
            throw invalidSyntax();
        }
        simpleStatements(body);
        return body;
    }

    /** The INDENT that opens a block after its header line, with CPython's IndentationError. */
    private void indent(Token kw, String what) {
        if (!at(INDENT)) {
            Token t = tok();
            if (t.kind == ERRORTOKEN) {
                throw invalidSyntax();
            }
            String msg = "expected an indented block after " + what + " on line " + kw.line;
            if (t.kind == DEDENT && !atEndOfInput()) {
                throw new SyntaxErrorException(Kind.INDENTATION_ERROR, msg, filename, t.line,
                        0, t.line, -1, tz.sourceLine(t.line));
            }
            throw errorAtCurrent(Kind.INDENTATION_ERROR, msg);
        }
        advance();
    }

    private static boolean startsSimpleStatement(TokenKind k) {
        switch (k) {
            case RETURN: case RAISE: case PASS: case BREAK: case CONTINUE: case DEL: case GLOBAL:
            case NONLOCAL: case ASSERT: case IMPORT: case FROM: case YIELD: case STAR:
                return true;
            default:
                return startsExpression(k);
        }
    }

    // ------------------------------------------------------------------ compound statements

    private Expr condition() {
        Expr test = namedExpression();
        assignmentInCondition(test, true);
        return test;
    }

    private Stmt ifStatement() {
        Token kw = advance();
        Expr test = condition();
        headerColon();
        List<Stmt> body = block(kw, "'if' statement");
        List<Stmt> orelse = elseClauses();
        return new If(locFrom(kw), test, body, orelse);
    }

    private List<Stmt> elseClauses() {
        if (at(ELIF)) {
            Token kw = advance();
            Expr test = condition();
            headerColon();
            List<Stmt> body = block(kw, "'elif' statement");
            List<Stmt> orelse = elseClauses();
            List<Stmt> one = new ArrayList<>(1);
            one.add(new If(locFrom(kw), test, body, orelse));
            return one;
        }
        return elseBlock();
    }

    private List<Stmt> elseBlock() {
        if (!at(ELSE)) {
            return new ArrayList<>(0);
        }
        Token kw = advance();
        expectForced(COLON);
        return block(kw, "'else' statement");
    }

    private Stmt whileStatement() {
        Token kw = advance();
        Expr test = condition();
        headerColon();
        List<Stmt> body = block(kw, "'while' statement");
        List<Stmt> orelse = elseBlock();
        return new While(locFrom(kw), test, body, orelse);
    }

    private Stmt forStatement(Token async) {
        Token kw = advance();
        Token start = async != null ? async : kw;
        Expr target = targetList(false);
        advance();
        Expr iter = starExpressions();
        headerColon();
        String comment = acceptTypeComment();
        List<Stmt> body = block(kw, "'for' statement");
        List<Stmt> orelse = elseBlock();
        return typeComment(new For(locFrom(start), target, iter, body, orelse, async != null),
                comment);
    }

    private Stmt withStatement(Token async) {
        Token kw = advance();
        Token start = async != null ? async : kw;
        List<WithItem> items = null;
        furthest = -1;
        if (at(LPAR)) {
            items = parenthesizedWithItems();
        }
        if (items == null) {
            items = new ArrayList<>(1);
            try {
                do {
                    items.add(withItem());
                } while (accept(COMMA));
                if (!at(COLON) && furthest > pos) {
                    throw invalidSyntaxAt(toks[furthest]);
                }
            } catch (SyntaxErrorException e) {
                // CPython reports the furthest token any alternative reached.
                if (furthest > pos && e.msg().equals("invalid syntax")) {
                    throw invalidSyntaxAt(toks[furthest]);
                }
                throw e;
            }
        }
        headerColon();
        String comment = acceptTypeComment();
        List<Stmt> body = block(kw, "'with' statement");
        return typeComment(new With(locFrom(start), items, body, async != null), comment);
    }

    /** How far the parenthesized form of a with statement got, for error positions; -1 if unused. */
    private int furthest = -1;

    /** {@code with (a as b, c):}; null (nothing consumed) when the parentheses are an expression. */
    private List<WithItem> parenthesizedWithItems() {
        int save = pos;
        try {
            advance();
            List<WithItem> items = new ArrayList<>();
            do {
                if (at(RPAR)) {
                    break;
                }
                items.add(withItem());
            } while (accept(COMMA));
            if (at(RPAR) && kindAt(1) == COLON && !items.isEmpty()) {
                advance();
                return items;
            }
            if (at(RPAR) && kindAt(1) == NEWLINE && !items.isEmpty()) {
                throw new MissingColon(errorAtLast("expected ':'", toks[pos + 1]));
            }
            furthest = at(RPAR) ? pos + 1 : pos;
        } catch (SyntaxErrorException e) {
            // not the parenthesized form: parse the parentheses as an expression
        } catch (MissingColon e) {
            throw e.error;
        }
        pos = save;
        return null;
    }

    /** CPython's invalid_with_stmt on a parenthesized header: it is reported as it is. */
    private static final class MissingColon extends RuntimeException {
        final SyntaxErrorException error;

        MissingColon(SyntaxErrorException error) {
            super(null, null, false, false);
            this.error = error;
        }
    }

    private WithItem withItem() {
        Token start = tok();
        Expr e = expression();
        Expr vars = null;
        if (accept(AS)) {
            Expr t = targetElementForWith();
            // a NEWLINE: "expected ':'" (CPython's invalid_with_stmt), from the header's end
            if (!at(COMMA) && !at(RPAR) && !at(COLON) && !at(NEWLINE)) {
                throw invalidSyntax();
            }
            vars = Targets.store(this, t, Targets.Use.ASSIGN);
        }
        return new WithItem(locFrom(start), e, vars);
    }

    private Expr targetElementForWith() {
        if (at(STAR)) {
            Token star = advance();
            Expr v = bitwiseOr();
            return new Starred(locFrom(star), v, ExprContext.LOAD);
        }
        return expression();
    }

    private Stmt tryStatement() {
        Token kw = advance();
        expectForced(COLON);
        List<Stmt> body = block(kw, "'try' statement");
        List<ExceptHandler> handlers = new ArrayList<>();
        boolean star = false;
        boolean plain = false;
        while (at(EXCEPT)) {
            Token ex = advance();
            boolean isStar = accept(STAR);
            if (isStar && plain || !isStar && star) {
                if (isStar) {
                    throw errorAt("cannot have both 'except' and 'except*' on the same 'try'", ex,
                            prev());
                }
                throw errorAt("cannot have both 'except' and 'except*' on the same 'try'", ex, ex);
            }
            if (isStar) {
                star = true;
            } else {
                plain = true;
            }
            Expr type = null;
            String name = null;
            if (!at(COLON)) {
                if (isStar && at(NEWLINE)) {
                    throw errorAt("expected one or more exception types", tok(), tok());
                }
                if (at(NEWLINE)) {
                    throw errorAtLast("expected ':'", tok());
                }
                type = expression();
                if (at(COMMA)) {
                    Expr first = type;
                    advance();
                    Expr last = expressions();
                    if (accept(AS)) {
                        last = atom();
                    }
                    if (at(COLON)) {
                        throw errorRange("multiple exception types must be parenthesized", first,
                                last);
                    }
                    throw invalidSyntax();
                }
                if (accept(AS)) {
                    if (!at(NAME)) {
                        throw invalidSyntax();
                    }
                    name = advance().text;
                }
            } else if (isStar) {
                throw errorAt("expected one or more exception types", tok(), tok());
            }
            headerColon();
            List<Stmt> hb = block(ex, isStar ? "'except*' statement" : "'except' statement");
            handlers.add(new ExceptHandler(locFrom(ex), type, name, hb));
        }
        List<Stmt> orelse = handlers.isEmpty() ? new ArrayList<>(0) : elseBlock();
        List<Stmt> finalbody = new ArrayList<>(0);
        if (at(FINALLY)) {
            Token fin = advance();
            expectForced(COLON);
            finalbody = block(fin, "'finally' statement");
        } else if (handlers.isEmpty()) {
            throw errorAtCurrent(Kind.SYNTAX_ERROR, "expected 'except' or 'finally' block");
        }
        return new Try(locFrom(kw), body, handlers, orelse, finalbody, star);
    }

    private Stmt decorated() {
        List<Expr> decorators = new ArrayList<>();
        while (at(AT)) {
            advance();
            decorators.add(namedExpression());
            if (!at(NEWLINE)) {
                throw invalidSyntax();
            }
            advance();
        }
        switch (kind()) {
            case DEF: return functionDef(decorators, null);
            case CLASS: return classDef(decorators);
            case ASYNC:
                if (kindAt(1) == DEF) {
                    Token async = advance();
                    return functionDef(decorators, async);
                }
                throw invalidSyntax();
            default:
                throw invalidSyntax();
        }
    }

    private Stmt functionDef(List<Expr> decorators, Token async) {
        Token kw = advance();
        Token start = async != null ? async : kw;
        if (!at(NAME)) {
            throw invalidSyntax();
        }
        String name = advance().text;
        List<TypeParam> typeParams = List.of();
        if (at(LSQB)) {
            typeParams = functionTypeParams();
        }
        expectForced(LPAR);
        Arguments args = Parameters.parse(this, false);
        expect(RPAR);
        Expr returns = null;
        if (accept(RARROW)) {
            returns = expression();
        }
        expectForced(COLON);
        // its signature's type comment: on the def's line, or alone on the next
        String comment = acceptTypeComment();
        if (at(NEWLINE) && kindAt(1) == TokenKind.TYPE_COMMENT && kindAt(2) == NEWLINE
                && kindAt(3) == TokenKind.INDENT) {
            if (comment != null) {
                Token body = toks[Math.min(pos + 4, toks.length - 1)];  // past the INDENT
                throw new SyntaxErrorException(Kind.SYNTAX_ERROR,
                        "Cannot have two type comments on def", filename, body.line,
                        body.col, body.line, body.col, tz.sourceLine(body.line));
            }
            advance();
            comment = acceptTypeComment();
        }
        List<Stmt> body = block(kw, "function definition");
        return typeComment(new FunctionDef(locFrom(start), name, args, body, decorators,
                returns, async != null, typeParams), comment);
    }

    private Stmt classDef(List<Expr> decorators) {
        Token kw = advance();
        if (!at(NAME)) {
            throw invalidSyntax();
        }
        Token nameTok = advance();
        List<TypeParam> typeParams = List.of();
        if (at(LSQB)) {
            typeParams = typeParams();
        }
        List<Expr> bases = new ArrayList<>(0);
        List<Keyword> keywords = new ArrayList<>(0);
        if (at(LPAR)) {
            Name dummy = new Name(loc(nameTok, nameTok), nameTok.text, ExprContext.LOAD);
            int lpar = pos;
            Expr call = call(dummy, nameTok);
            Call c = (Call) call;
            if (c.args().size() == 1 && c.keywords().isEmpty()
                    && c.args().get(0) instanceof GeneratorExp g
                    && g.loc().line() == toks[lpar].line && g.loc().col() == toks[lpar].col) {
                // class C(x for x in y): a call's bare generator argument is no base list
                // (CPython's class_def takes arguments, which have no genexp form)
                Token at = toks[lpar];
                for (int i = lpar + 1; i < pos; i++) {
                    if ((toks[i].kind == FOR || toks[i].kind == ASYNC)
                            && toks[i].level == toks[lpar + 1].level) {
                        at = toks[i];
                        break;
                    }
                }
                throw invalidSyntaxAt(at);
            }
            bases = c.args();
            keywords = c.keywords();
        }
        headerColon();
        List<Stmt> body = block(kw, "class definition");
        return new ClassDef(locFrom(kw), nameTok.text, bases, keywords, body, decorators,
                typeParams);
    }

    // ------------------------------------------------------------------ PEP 695

    /** {@code type NAME [type_params] = expression}, the soft keyword already seen. */
    private Stmt typeAlias() {
        Token kw = advance();
        Token nameTok = advance();
        Name name = new Name(loc(nameTok, nameTok), nameTok.text, ExprContext.STORE);
        List<TypeParam> typeParams = List.of();
        if (at(LSQB)) {
            typeParams = typeParams();
        }
        expect(EQUAL);
        Expr value = expression();
        return new TypeAlias(locFrom(kw), name, typeParams, value);
    }

    /**
     * A function's type parameters. {@code &&'('} follows them in CPython's grammar, so a list
     * that fails with a plain syntax error is reported as "expected '('" at its bracket.
     */
    private List<TypeParam> functionTypeParams() {
        Token lsq = tok();
        try {
            return typeParams();
        } catch (SyntaxErrorException e) {
            if (e.msg().equals("invalid syntax")) {
                throw errorAt("expected '" + LPAR.text + "'", lsq, lsq);
            }
            throw e;
        }
    }

    /** {@code '[' type_param (',' type_param)* [','] ']'} (CPython's type_params). */
    private List<TypeParam> typeParams() {
        advance();
        if (at(RSQB)) {
            Token t = tok();
            throw errorAt("Type parameter list cannot be empty", new Loc(t.line, t.col, t.line, t.col));
        }
        List<TypeParam> out = new ArrayList<>();
        do {
            if (at(RSQB)) {
                break;
            }
            out.add(typeParam());
        } while (accept(COMMA));
        expect(RSQB);
        return out;
    }

    /** CPython's type_param: {@code T[: bound][= default]}, {@code *Ts[= default]}, {@code **P[= default]}. */
    private TypeParam typeParam() {
        Token start = tok();
        if (at(STAR) || at(DOUBLESTAR)) {
            boolean tuple = advance().kind == STAR;
            String name = expect(NAME).text;
            if (at(COLON)) {
                Token colon = advance();
                Expr e = expression();
                String what = e instanceof TupleExpr ? "constraints" : "bound";
                throw errorAt("cannot use " + what + " with " + (tuple ? "TypeVarTuple" : "ParamSpec"),
                        span(colon, e));
            }
            Expr dflt = null;
            if (accept(EQUAL)) {
                dflt = tuple ? starExpression() : expression();
            }
            return tuple ? new TypeVarTuple(locFrom(start), name, dflt)
                    : new ParamSpec(locFrom(start), name, dflt);
        }
        String name = expect(NAME).text;
        Expr bound = null;
        if (accept(COLON)) {
            bound = expression();
        }
        Expr dflt = null;
        if (accept(EQUAL)) {
            dflt = expression();
        }
        return new TypeVar(locFrom(start), name, bound, dflt);
    }

    // ------------------------------------------------------------------ match

    /**
     * {@code match} is a soft keyword: a statement that starts with the name {@code match} is a
     * match statement when a subject and {@code ':'} and the end of the line follow; otherwise
     * (null) it is an ordinary statement ({@code match = 1}, {@code match(x)},
     * {@code match[x]: int}). Only statements that start with the name pay for the look.
     */
    private Stmt matchStatement() {
        Token kw = tok();
        if (!startsStarExpression(kindAt(1))) {
            return null;
        }
        int save = pos;
        Expr subject;
        try {
            advance();
            subject = subjectExpr();
        } catch (SyntaxErrorException e) {
            pos = save;
            return null;
        }
        if (at(COLON) && kindAt(1) == NEWLINE) {
            return matchBody(kw, subject);
        }
        if (!at(NEWLINE) && !at(COLON)) {
            pos = save;
            return null;
        }
        // "match x" or "match x: ..." on one line: an ordinary statement, or CPython's
        // invalid_match_stmt ("expected ':'") or a failure after the colon.
        Token stop = tok();
        Token afterColon = stop.kind == COLON ? toks[pos + 1] : null;
        pos = save;
        try {
            simpleStatements(new ArrayList<>(1));
        } catch (SyntaxErrorException e) {
            if (afterColon == null) {
                throw errorAtLast("expected ':'", stop);
            }
            boolean earlier = e.line() < afterColon.line
                    || e.line() == afterColon.line && e.column() <= afterColon.col + 1;
            if (e.msg().equals("invalid syntax") && earlier) {
                throw invalidSyntaxAt(afterColon);
            }
            throw e;
        }
        pos = save;
        return null;
    }

    /** subject_expr: {@code a, *b} (a Tuple) or a named expression. */
    private Expr subjectExpr() {
        Token s = tok();
        Expr first = starNamedExpression();
        if (!at(COMMA)) {
            if (first instanceof Starred) {
                throw invalidSyntax();
            }
            return first;
        }
        List<Expr> elts = new ArrayList<>();
        elts.add(first);
        while (accept(COMMA)) {
            if (!startsStarExpression(kind())) {
                break;
            }
            elts.add(starNamedExpression());
        }
        return new TupleExpr(locFrom(s), elts, ExprContext.LOAD);
    }

    /** The rest of {@code match subject: NEWLINE INDENT case_block+ DEDENT}, from the colon on. */
    private Stmt matchBody(Token kw, Expr subject) {
        advance();
        advance();
        indent(kw, "'match' statement");
        List<MatchCase> cases = new ArrayList<>();
        do {
            if (!atName("case")) {
                throw invalidSyntax();
            }
            cases.add(caseBlock());
        } while (!at(DEDENT) && !at(ENDMARKER));
        accept(DEDENT);
        return new Match(locFrom(kw), subject, cases);
    }

    /** case_block: {@code "case" patterns ['if' named_expression] ':' block}. */
    private MatchCase caseBlock() {
        Token kw = advance();
        Pattern pattern = Patterns.patterns(this);
        Expr guard = null;
        if (accept(IF)) {
            guard = condition();
        }
        headerColon();
        List<Stmt> body = block(kw, "'case' statement");
        return new MatchCase(locFrom(kw), pattern, guard, body);
    }
}
