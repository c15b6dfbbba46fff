package org.specializer.core.parser;

import java.util.ArrayList;
import java.util.List;

import org.specializer.core.ast.Ast.*;

/**
 * Turning a parsed expression into an assignment or deletion target: the expression context
 * is set on the node and, recursively, on tuple, list and starred elements. An expression that
 * cannot be a target is reported at the first offending sub-expression, as CPython's
 * {@code _PyPegen_get_invalid_target} does.
 */
final class Targets {
    private Targets() {}

    enum Use {
        /** {@code a = ...}, {@code with ... as a}, augmented assignment. */
        ASSIGN,
        /** {@code for a in ...} and comprehension targets. */
        FOR,
        /** {@code del a}. */
        DEL
    }

    /** The first sub-expression of {@code e} that cannot be a target, or null. */
    static Expr invalidTarget(Expr e, Use use) {
        if (e instanceof Name || e instanceof Attribute || e instanceof Subscript) {
            return null;
        }
        if (e instanceof TupleExpr || e instanceof ListExpr) {
            List<Expr> elts = e instanceof TupleExpr ? ((TupleExpr) e).elts()
                    : ((ListExpr) e).elts();
            for (Expr x : elts) {
                Expr bad = invalidTarget(x, use);
                if (bad != null) {
                    return bad;
                }
            }
            return null;
        }
        if (e instanceof Starred) {
            if (use == Use.DEL) {
                return e;
            }
            return invalidTarget(((Starred) e).value(), use);
        }
        if (e instanceof Compare && use == Use.FOR) {
            // "for a in b" read as an expression is a comparison: look at its left side.
            Compare c = (Compare) e;
            return c.ops().get(0) == CmpOp.IN ? invalidTarget(c.left(), use) : null;
        }
        return e;
    }

    /** {@code e} with Store context, or a SyntaxError "cannot assign to ...". */
    static Expr store(ParserBase p, Expr e, Use use) {
        Expr bad = invalidTarget(e, use);
        if (bad != null) {
            throw p.errorAt("cannot assign to " + ExprParser.exprName(bad), bad);
        }
        return withContext(e, ExprContext.STORE);
    }

    /** {@code e} with Del context, or a SyntaxError "cannot delete ...". */
    static Expr del(ParserBase p, Expr e) {
        Expr bad = invalidTarget(e, Use.DEL);
        if (bad != null) {
            throw p.errorAt("cannot delete " + ExprParser.exprName(bad), bad);
        }
        return withContext(e, ExprContext.DEL);
    }

    /** Rebuilds a valid target with context {@code ctx}. */
    static Expr withContext(Expr e, ExprContext ctx) {
        if (e instanceof Name) {
            Name n = (Name) e;
            return n.ctx() == ctx ? n : new Name(n.loc(), n.id(), ctx);
        }
        if (e instanceof Attribute) {
            Attribute a = (Attribute) e;
            return new Attribute(a.loc(), a.value(), a.attr(), ctx);
        }
        if (e instanceof Subscript) {
            Subscript s = (Subscript) e;
            return new Subscript(s.loc(), s.value(), s.slice(), ctx);
        }
        if (e instanceof Starred) {
            Starred s = (Starred) e;
            return new Starred(s.loc(), withContext(s.value(), ctx), ctx);
        }
        if (e instanceof TupleExpr) {
            TupleExpr t = (TupleExpr) e;
            return new TupleExpr(t.loc(), all(t.elts(), ctx), ctx);
        }
        if (e instanceof ListExpr) {
            ListExpr l = (ListExpr) e;
            return new ListExpr(l.loc(), all(l.elts(), ctx), ctx);
        }
        throw new IllegalArgumentException("not a target: " + e);
    }

    private static List<Expr> all(List<Expr> elts, ExprContext ctx) {
        List<Expr> out = new ArrayList<>(elts.size());
        for (Expr x : elts) {
            out.add(withContext(x, ctx));
        }
        return out;
    }
}
