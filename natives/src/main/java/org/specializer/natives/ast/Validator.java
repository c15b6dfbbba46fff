package org.specializer.natives.ast;

import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyComplex;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyFrozenSet;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.*;

/**
 * The checks CPython makes on a tree that comes from Python before compiling it
 * ({@code Python/ast.c}: {@code _PyAST_Validate}): positions in order, the expression
 * context each place requires, non-empty bodies, constants of the allowed types, and the
 * other shape rules the parser guarantees for its own trees. Messages and exception types
 * are CPython's.
 */
final class Validator {
    private Validator() {}

    // Compare CPython ast.c: _PyAST_Validate
    static void validate(Mod mod) {
        if (mod instanceof Ast.Module m) {
            stmts(m.body());
        } else if (mod instanceof Interactive m) {
            stmts(m.body());
        } else if (mod instanceof Expression m) {
            expr(m.body(), ExprContext.LOAD);
        }
    }

    private static PyException valueError(String msg) {
        return Py.valueError(msg);
    }

    // Compare CPython ast.c: VALIDATE_POSITIONS
    private static void positions(Loc l) {
        if (l.line() > l.endLine()) {
            throw valueError("AST node line range (" + l.line() + ", " + l.endLine()
                    + ") is not valid");
        }
        if ((l.line() < 0 && l.endLine() != l.line())
                || (l.col() < 0 && l.col() != l.endCol())) {
            throw valueError("AST node column range (" + l.col() + ", " + l.endCol()
                    + ") for line range (" + l.line() + ", " + l.endLine() + ") is not valid");
        }
        if (l.line() == l.endLine() && l.col() > l.endCol()) {
            throw valueError("line " + l.line() + ", column " + l.col() + "-" + l.endCol()
                    + " is not a valid range");
        }
    }

    private static void name(String id) {
        if (id.equals("None") || id.equals("True") || id.equals("False")) {
            throw valueError("identifier field can't represent '" + id + "' constant");
        }
    }

    private static void nonEmpty(List<?> seq, String what, String owner) {
        if (seq.isEmpty()) {
            throw valueError("empty " + what + " on " + owner);
        }
    }

    private static void body(List<Stmt> body, String owner) {
        nonEmpty(body, "body", owner);
        stmts(body);
    }

    private static void stmts(List<Stmt> seq) {
        for (Stmt s : seq) {
            if (s == null) {
                throw valueError("None disallowed in statement list");
            }
            stmt(s);
        }
    }

    private static void exprs(List<Expr> seq, ExprContext ctx, boolean nullOk) {
        for (Expr e : seq) {
            if (e != null) {
                expr(e, ctx);
            } else if (!nullOk) {
                throw valueError("None disallowed in expression list");
            }
        }
    }

    private static void optExpr(Expr e) {
        if (e != null) {
            expr(e, ExprContext.LOAD);
        }
    }

    // ------------------------------------------------------------------ statements

    // Compare CPython ast.c: validate_stmt
    private static void stmt(Stmt s) {
        positions(s.loc());
        if (s instanceof FunctionDef x) {
            body(x.body(), x.isAsync() ? "AsyncFunctionDef" : "FunctionDef");
            typeParams(x.typeParams());
            arguments(x.args());
            exprs(x.decoratorList(), ExprContext.LOAD, false);
            optExpr(x.returns());
        } else if (s instanceof ClassDef x) {
            body(x.body(), "ClassDef");
            typeParams(x.typeParams());
            exprs(x.bases(), ExprContext.LOAD, false);
            keywords(x.keywords());
            exprs(x.decoratorList(), ExprContext.LOAD, false);
        } else if (s instanceof Return x) {
            optExpr(x.value());
        } else if (s instanceof Delete x) {
            nonEmpty(x.targets(), "targets", "Delete");
            exprs(x.targets(), ExprContext.DEL, false);
        } else if (s instanceof Assign x) {
            nonEmpty(x.targets(), "targets", "Assign");
            exprs(x.targets(), ExprContext.STORE, false);
            expr(x.value(), ExprContext.LOAD);
        } else if (s instanceof TypeAlias x) {
            if (!(x.name() instanceof Name)) {
                throw Py.typeError("TypeAlias with non-Name name");
            }
            expr(x.name(), ExprContext.STORE);
            typeParams(x.typeParams());
            expr(x.value(), ExprContext.LOAD);
        } else if (s instanceof AugAssign x) {
            expr(x.target(), ExprContext.STORE);
            expr(x.value(), ExprContext.LOAD);
        } else if (s instanceof AnnAssign x) {
            if (!(x.target() instanceof Name) && x.simple()) {
                throw Py.typeError("AnnAssign with simple non-Name target");
            }
            expr(x.target(), ExprContext.STORE);
            optExpr(x.value());
            expr(x.annotation(), ExprContext.LOAD);
        } else if (s instanceof For x) {
            expr(x.target(), ExprContext.STORE);
            expr(x.iter(), ExprContext.LOAD);
            body(x.body(), x.isAsync() ? "AsyncFor" : "For");
            stmts(x.orelse());
        } else if (s instanceof While x) {
            expr(x.test(), ExprContext.LOAD);
            body(x.body(), "While");
            stmts(x.orelse());
        } else if (s instanceof If x) {
            expr(x.test(), ExprContext.LOAD);
            body(x.body(), "If");
            stmts(x.orelse());
        } else if (s instanceof With x) {
            String owner = x.isAsync() ? "AsyncWith" : "With";
            nonEmpty(x.items(), "items", owner);
            for (WithItem item : x.items()) {
                expr(item.contextExpr(), ExprContext.LOAD);
                if (item.optionalVars() != null) {
                    expr(item.optionalVars(), ExprContext.STORE);
                }
            }
            body(x.body(), owner);
        } else if (s instanceof Match x) {
            expr(x.subject(), ExprContext.LOAD);
            nonEmpty(x.cases(), "cases", "Match");
            for (MatchCase c : x.cases()) {
                pattern(c.pattern(), false);
                optExpr(c.guard());
                body(c.body(), "match_case");
            }
        } else if (s instanceof Raise x) {
            if (x.exc() != null) {
                expr(x.exc(), ExprContext.LOAD);
                optExpr(x.cause());
            } else if (x.cause() != null) {
                throw valueError("Raise with cause but no exception");
            }
        } else if (s instanceof Try x) {
            tryStmt(x);
        } else if (s instanceof Assert x) {
            expr(x.test(), ExprContext.LOAD);
            optExpr(x.msg());
        } else if (s instanceof Import x) {
            nonEmpty(x.names(), "names", "Import");
        } else if (s instanceof ImportFrom x) {
            if (x.level() < 0) {
                throw valueError("Negative ImportFrom level");
            }
            nonEmpty(x.names(), "names", "ImportFrom");
        } else if (s instanceof Global x) {
            nonEmpty(x.names(), "names", "Global");
        } else if (s instanceof Nonlocal x) {
            nonEmpty(x.names(), "names", "Nonlocal");
        } else if (s instanceof ExprStmt x) {
            expr(x.value(), ExprContext.LOAD);
        }
    }

    // ------------------------------------------------------------------ patterns

    private static void capture(String name) {
        if (name.equals("_")) {
            throw valueError("can't capture name '_' in patterns");
        }
        name(name);
    }

    private static void patterns(List<Pattern> ps, boolean starOk) {
        for (Pattern p : ps) {
            pattern(p, starOk);
        }
    }

    // Compare CPython ast.c: validate_pattern
    private static void pattern(Pattern p, boolean starOk) {
        if (p == null) {
            throw Py.error(PyExc.SystemError, "unexpected pattern");
        }
        positions(p.loc());
        if (p instanceof MatchValue x) {
            matchValue(x.value());
        } else if (p instanceof MatchSingleton x) {
            Object v = x.value();
            if (!(v == Singleton.NONE || v instanceof Boolean
                    || v == Py.None || v == Py.True || v == Py.False)) {
                throw valueError("MatchSingleton can only contain True, False and None");
            }
        } else if (p instanceof MatchSequence x) {
            patterns(x.patterns(), true);
        } else if (p instanceof MatchMapping x) {
            if (x.keys().size() != x.patterns().size()) {
                throw valueError("MatchMapping doesn't have the same number of keys as "
                        + "patterns");
            }
            if (x.rest() != null) {
                capture(x.rest());
            }
            for (Expr key : x.keys()) {
                if (key instanceof Constant c && (c.value() == Singleton.NONE
                        || c.value() instanceof Boolean)) {
                    continue;
                }
                matchValue(key);
            }
            patterns(x.patterns(), false);
        } else if (p instanceof MatchClass x) {
            if (x.kwdAttrs().size() != x.kwdPatterns().size()) {
                throw valueError("MatchClass doesn't have the same number of keyword "
                        + "attributes as patterns");
            }
            expr(x.cls(), ExprContext.LOAD);
            Expr cls = x.cls();
            while (!(cls instanceof Name)) {
                if (cls instanceof Attribute a) {
                    cls = a.value();
                } else {
                    throw valueError("MatchClass cls field can only contain Name or Attribute "
                            + "nodes.");
                }
            }
            for (String attr : x.kwdAttrs()) {
                name(attr);
            }
            patterns(x.patterns(), false);
            patterns(x.kwdPatterns(), false);
        } else if (p instanceof MatchStar x) {
            if (!starOk) {
                throw valueError("can't use MatchStar here");
            }
            if (x.name() != null) {
                capture(x.name());
            }
        } else if (p instanceof MatchAs x) {
            if (x.name() != null) {
                capture(x.name());
            }
            if (x.pattern() != null) {
                if (x.name() == null) {
                    throw valueError("MatchAs must specify a target name if a pattern is given");
                }
                pattern(x.pattern(), false);
            }
        } else if (p instanceof MatchOr x) {
            if (x.patterns().size() < 2) {
                throw valueError("MatchOr requires at least 2 patterns");
            }
            patterns(x.patterns(), false);
        }
    }

    // Compare CPython ast.c: validate_pattern_match_value
    private static void matchValue(Expr e) {
        expr(e, ExprContext.LOAD);
        if (e instanceof Constant c) {
            Object v = c.value();
            if (v instanceof Long || v instanceof java.math.BigInteger || v instanceof Double
                    || v instanceof String || v instanceof byte[] || v instanceof Imaginary
                    || v instanceof PyObject po && po.type == PyComplex.TYPE) {
                return;
            }
            throw valueError("unexpected constant inside of a literal pattern");
        }
        if (e instanceof Attribute || e instanceof JoinedStr) {
            return;
        }
        if (e instanceof UnaryOp u && u.op() == UnaryOpKind.USUB
                && u.operand() instanceof Constant c && isNumber(c, true, true)) {
            return;
        }
        if (e instanceof BinOp b && (b.op() == Operator.ADD || b.op() == Operator.SUB)
                && realLiteral(b.left()) && b.right() instanceof Constant r
                && isNumber(r, false, true)) {
            return;
        }
        throw valueError("patterns may only match literals and attribute lookups");
    }

    private static boolean realLiteral(Expr e) {
        if (e instanceof Constant c) {
            return isNumber(c, true, false);
        }
        return e instanceof UnaryOp u && u.op() == UnaryOpKind.USUB
                && u.operand() instanceof Constant c && isNumber(c, true, false);
    }

    private static boolean isNumber(Constant c, boolean real, boolean imaginary) {
        Object v = c.value();
        boolean isReal = v instanceof Long || v instanceof java.math.BigInteger
                || v instanceof Double;
        boolean isImag = v instanceof Imaginary
                || v instanceof PyObject po && po.type == PyComplex.TYPE;
        return real && isReal || imaginary && isImag;
    }

    // Compare CPython ast.c: validate_type_params
    private static void typeParams(List<TypeParam> tps) {
        for (TypeParam tp : tps) {
            if (tp == null) {
                continue;
            }
            positions(tp.loc());
            name(tp.name());
            if (tp instanceof TypeVar v && v.bound() != null) {
                expr(v.bound(), ExprContext.LOAD);
            }
            optExpr(tp.defaultValue());
        }
    }

    private static void tryStmt(Try x) {
        String owner = x.star() ? "TryStar" : "Try";
        body(x.body(), owner);
        if (x.handlers().isEmpty() && x.finalbody().isEmpty()) {
            throw valueError(owner + " has neither except handlers nor finalbody");
        }
        if (x.handlers().isEmpty() && !x.orelse().isEmpty()) {
            throw valueError(owner + " has orelse but no except handlers");
        }
        for (ExceptHandler h : x.handlers()) {
            if (h == null) {
                throw Py.error(PyExc.SystemError, "unexpected NULL except handler");
            }
            if (!x.star()) {
                positions(h.loc());
            }
            if (h.type() != null) {
                expr(h.type(), ExprContext.LOAD);
            }
            body(h.body(), "ExceptHandler");
        }
        stmts(x.finalbody());
        stmts(x.orelse());
    }

    private static void keywords(List<Keyword> keywords) {
        for (Keyword k : keywords) {
            expr(k.value(), ExprContext.LOAD);
        }
    }

    private static void args(List<Arg> args) {
        for (Arg a : args) {
            positions(a.loc());
            if (a.annotation() != null) {
                expr(a.annotation(), ExprContext.LOAD);
            }
        }
    }

    // Compare CPython ast.c: validate_arguments
    private static void arguments(Arguments a) {
        args(a.posonlyargs());
        args(a.args());
        if (a.vararg() != null && a.vararg().annotation() != null) {
            expr(a.vararg().annotation(), ExprContext.LOAD);
        }
        args(a.kwonlyargs());
        if (a.kwarg() != null && a.kwarg().annotation() != null) {
            expr(a.kwarg().annotation(), ExprContext.LOAD);
        }
        if (a.defaults().size() > a.posonlyargs().size() + a.args().size()) {
            throw valueError("more positional defaults than args on arguments");
        }
        if (a.kwDefaults().size() != a.kwonlyargs().size()) {
            throw valueError("length of kwonlyargs is not the same as kw_defaults on arguments");
        }
        exprs(a.defaults(), ExprContext.LOAD, false);
        exprs(a.kwDefaults(), ExprContext.LOAD, true);
    }

    // ------------------------------------------------------------------ expressions

    private static String ctxName(ExprContext c) {
        return switch (c) {
            case LOAD -> "Load";
            case STORE -> "Store";
            case DEL -> "Del";
        };
    }

    // Compare CPython ast.c: validate_expr
    private static void expr(Expr e, ExprContext ctx) {
        positions(e.loc());
        ExprContext actual = null;
        if (e instanceof Attribute x) {
            actual = x.ctx();
        } else if (e instanceof Subscript x) {
            actual = x.ctx();
        } else if (e instanceof Starred x) {
            actual = x.ctx();
        } else if (e instanceof Name x) {
            name(x.id());
            actual = x.ctx();
        } else if (e instanceof ListExpr x) {
            actual = x.ctx();
        } else if (e instanceof TupleExpr x) {
            actual = x.ctx();
        } else if (ctx != ExprContext.LOAD) {
            throw valueError("expression which can't be assigned to in " + ctxName(ctx)
                    + " context");
        }
        if (actual != null && actual != ctx) {
            throw valueError("expression must have " + ctxName(ctx) + " context but has "
                    + ctxName(actual) + " instead");
        }
        ExprContext load = ExprContext.LOAD;
        if (e instanceof BoolOp x) {
            if (x.values().size() < 2) {
                throw valueError("BoolOp with less than 2 values");
            }
            exprs(x.values(), load, false);
        } else if (e instanceof BinOp x) {
            expr(x.left(), load);
            expr(x.right(), load);
        } else if (e instanceof UnaryOp x) {
            expr(x.operand(), load);
        } else if (e instanceof Lambda x) {
            arguments(x.args());
            expr(x.body(), load);
        } else if (e instanceof IfExp x) {
            expr(x.test(), load);
            expr(x.body(), load);
            expr(x.orelse(), load);
        } else if (e instanceof Dict x) {
            if (x.keys().size() != x.values().size()) {
                throw valueError("Dict doesn't have the same number of keys as values");
            }
            exprs(x.keys(), load, true);
            exprs(x.values(), load, false);
        } else if (e instanceof SetExpr x) {
            exprs(x.elts(), load, false);
        } else if (e instanceof ListComp x) {
            comprehension(x.generators());
            expr(x.elt(), load);
        } else if (e instanceof SetComp x) {
            comprehension(x.generators());
            expr(x.elt(), load);
        } else if (e instanceof GeneratorExp x) {
            comprehension(x.generators());
            expr(x.elt(), load);
        } else if (e instanceof DictComp x) {
            comprehension(x.generators());
            expr(x.key(), load);
            expr(x.value(), load);
        } else if (e instanceof Yield x) {
            optExpr(x.value());
        } else if (e instanceof YieldFrom x) {
            expr(x.value(), load);
        } else if (e instanceof Await x) {
            expr(x.value(), load);
        } else if (e instanceof Compare x) {
            if (x.comparators().isEmpty()) {
                throw valueError("Compare with no comparators");
            }
            if (x.comparators().size() != x.ops().size()) {
                throw valueError("Compare has a different number of comparators and operands");
            }
            exprs(x.comparators(), load, false);
            expr(x.left(), load);
        } else if (e instanceof Call x) {
            expr(x.func(), load);
            exprs(x.args(), load, false);
            keywords(x.keywords());
        } else if (e instanceof Constant x) {
            if (x.value() instanceof PyObject v) {
                constant(v);
            }
        } else if (e instanceof JoinedStr x) {
            exprs(x.values(), load, false);
        } else if (e instanceof FormattedValue x) {
            expr(x.value(), load);
            optExpr(x.formatSpec());
        } else if (e instanceof Attribute x) {
            expr(x.value(), load);
        } else if (e instanceof Subscript x) {
            expr(x.slice(), load);
            expr(x.value(), load);
        } else if (e instanceof Starred x) {
            expr(x.value(), ctx);
        } else if (e instanceof Slice x) {
            optExpr(x.lower());
            optExpr(x.upper());
            optExpr(x.step());
        } else if (e instanceof ListExpr x) {
            exprs(x.elts(), ctx, false);
        } else if (e instanceof TupleExpr x) {
            exprs(x.elts(), ctx, false);
        } else if (e instanceof NamedExpr x) {
            if (!(x.target() instanceof Name)) {
                throw Py.typeError("NamedExpr target must be a Name");
            }
            expr(x.value(), load);
        }
    }

    private static void comprehension(List<Comprehension> gens) {
        if (gens.isEmpty()) {
            throw valueError("comprehension with no generators");
        }
        for (Comprehension c : gens) {
            expr(c.target(), ExprContext.STORE);
            expr(c.iter(), ExprContext.LOAD);
            exprs(c.ifs(), ExprContext.LOAD, false);
        }
    }

    /**
     * A constant that is not one of the parser's plain values: a tuple or frozenset of
     * constants, or a complex number; anything else is CPython's "got an invalid type in
     * Constant".
     */
    // Compare CPython ast.c: validate_constant
    private static void constant(PyObject v) {
        if (v == Py.None || v == Py.Ellipsis || v.type == PyComplex.TYPE) {
            return;
        }
        if (FromPython.constant(v) != v) {
            return;
        }
        if (v.type == PyTuple.TYPE || v.type == PyFrozenSet.TYPE) {
            for (PyObject item : Abstract.toArray(v)) {
                constant(item);
            }
            return;
        }
        throw Py.typeError("got an invalid type in Constant: " + v.type.getName());
    }
}
