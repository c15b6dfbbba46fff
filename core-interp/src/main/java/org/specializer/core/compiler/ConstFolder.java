package org.specializer.core.compiler;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBytes;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.Expr;
import org.specializer.core.ast.Ast.Stmt;

/**
 * The AST optimizer, as CPython 3.13's {@code ast_opt.c}: folds operators on constants
 * (with CPython's size limits, so that {@code 'x' * 10**6} stays a run-time operation),
 * tuples of constants, constant subscripts, {@code __debug__}, {@code not} over
 * {@code is}/{@code in}, turns the right operand of {@code in} and the iterable of
 * {@code for} into a tuple, and rewrites {@code '%s' % (a, b)} into an f-string.
 *
 * <p>Folded values are stored in {@link Ast.Constant} nodes as Python objects; errors while
 * folding (a division by zero, say) leave the expression alone, to fail at run time.
 */
final class ConstFolder {
    private static final int MAX_INT_SIZE = 128;         // bits
    private static final int MAX_COLLECTION_SIZE = 256;  // items
    private static final int MAX_STR_SIZE = 4096;        // characters
    private static final int MAX_TOTAL_ITEMS = 1024;     // including nested collections

    private final boolean futureAnnotations;
    /** The optimization level: {@code __debug__} is True only at 0. */
    private final int optimize;

    private ConstFolder(boolean futureAnnotations, int optimize) {
        this.futureAnnotations = futureAnnotations;
        this.optimize = optimize;
    }

    static Ast.Mod fold(Ast.Mod mod, boolean futureAnnotations, int optimize) {
        ConstFolder f = new ConstFolder(futureAnnotations, optimize);
        if (mod instanceof Ast.Module m) {
            return new Ast.Module(m.loc(), f.body(m.body()));
        }
        if (mod instanceof Ast.Interactive m) {
            return new Ast.Interactive(m.loc(), f.stmts(m.body()));
        }
        if (mod instanceof Ast.FunctionType) {
            return mod;  // as CPython's astfold_mod leaves it
        }
        Ast.Expression e = (Ast.Expression) mod;
        return new Ast.Expression(e.loc(), f.expr(e.body()));
    }

    // ------------------------------------------------------------------ statements

    /** A body that may have a docstring: a folded expression must not become one. */
    private List<Stmt> body(List<Stmt> stmts) {
        boolean hadDoc = docstring(stmts) != null;
        List<Stmt> out = stmts(stmts);
        if (!hadDoc && docstring(out) != null) {
            Ast.ExprStmt st = (Ast.ExprStmt) out.get(0);
            Ast.JoinedStr j = new Ast.JoinedStr(st.loc(), List.of(st.value()));
            out.set(0, new Ast.ExprStmt(st.loc(), j));
        }
        return out;
    }

    /** The docstring constant of a body, or null (CPython's {@code _PyAST_GetDocString}). */
    static Ast.Constant docstring(List<Stmt> stmts) {
        if (!stmts.isEmpty() && stmts.get(0) instanceof Ast.ExprStmt e && Constants.isStr(e.value())) {
            return (Ast.Constant) e.value();
        }
        return null;
    }

    private List<Stmt> stmts(List<Stmt> stmts) {
        List<Stmt> out = new ArrayList<>(stmts.size());
        for (Stmt s : stmts) {
            out.add(stmt(s));
        }
        return out;
    }

    private Stmt stmt(Stmt s) {
        if (s instanceof Ast.ExprStmt e) {
            return new Ast.ExprStmt(e.loc(), expr(e.value()));
        }
        if (s instanceof Ast.Assign a) {
            return new Ast.Assign(a.loc(), exprs(a.targets()), expr(a.value()));
        }
        if (s instanceof Ast.FunctionDef f) {
            Ast.Arguments args = arguments(f.args());
            List<Stmt> body = body(f.body());
            List<Expr> decos = exprs(f.decoratorList());
            Expr returns = futureAnnotations ? f.returns() : optExpr(f.returns());
            return new Ast.FunctionDef(f.loc(), f.name(), args, body, decos, returns, f.isAsync(),
                    typeParams(f.typeParams()));
        }
        if (s instanceof Ast.ClassDef c) {
            List<Expr> bases = exprs(c.bases());
            List<Ast.Keyword> kws = keywords(c.keywords());
            List<Stmt> body = body(c.body());
            return new Ast.ClassDef(c.loc(), c.name(), bases, kws, body, exprs(c.decoratorList()),
                    typeParams(c.typeParams()));
        }
        if (s instanceof Ast.TypeAlias t) {
            return new Ast.TypeAlias(t.loc(), t.name(), typeParams(t.typeParams()), expr(t.value()));
        }
        if (s instanceof Ast.Return r) {
            return new Ast.Return(r.loc(), optExpr(r.value()));
        }
        if (s instanceof Ast.Delete d) {
            return new Ast.Delete(d.loc(), exprs(d.targets()));
        }
        if (s instanceof Ast.AugAssign a) {
            return new Ast.AugAssign(a.loc(), expr(a.target()), a.op(), expr(a.value()));
        }
        if (s instanceof Ast.AnnAssign a) {
            Expr target = expr(a.target());
            Expr ann = futureAnnotations ? a.annotation() : expr(a.annotation());
            return new Ast.AnnAssign(a.loc(), target, ann, optExpr(a.value()), a.simple());
        }
        if (s instanceof Ast.For f) {
            Expr target = expr(f.target());
            Expr iter = foldIter(expr(f.iter()));
            return new Ast.For(f.loc(), target, iter, stmts(f.body()), stmts(f.orelse()), f.isAsync());
        }
        if (s instanceof Ast.While w) {
            return new Ast.While(w.loc(), expr(w.test()), stmts(w.body()), stmts(w.orelse()));
        }
        if (s instanceof Ast.If i) {
            return new Ast.If(i.loc(), expr(i.test()), stmts(i.body()), stmts(i.orelse()));
        }
        if (s instanceof Ast.With w) {
            List<Ast.WithItem> items = new ArrayList<>();
            for (Ast.WithItem it : w.items()) {
                items.add(new Ast.WithItem(it.loc(), expr(it.contextExpr()), optExpr(it.optionalVars())));
            }
            return new Ast.With(w.loc(), items, stmts(w.body()), w.isAsync());
        }
        if (s instanceof Ast.Raise r) {
            return new Ast.Raise(r.loc(), optExpr(r.exc()), optExpr(r.cause()));
        }
        if (s instanceof Ast.Try t) {
            List<Ast.ExceptHandler> hs = new ArrayList<>();
            for (Ast.ExceptHandler h : t.handlers()) {
                hs.add(new Ast.ExceptHandler(h.loc(), optExpr(h.type()), h.name(), stmts(h.body())));
            }
            return new Ast.Try(t.loc(), stmts(t.body()), hs, stmts(t.orelse()), stmts(t.finalbody()), t.star());
        }
        if (s instanceof Ast.Assert a) {
            return new Ast.Assert(a.loc(), expr(a.test()), optExpr(a.msg()));
        }
        if (s instanceof Ast.Match m) {
            List<Ast.MatchCase> cases = new ArrayList<>(m.cases().size());
            for (Ast.MatchCase c : m.cases()) {
                cases.add(new Ast.MatchCase(c.loc(), pattern(c.pattern()), optExpr(c.guard()),
                        stmts(c.body())));
            }
            return new Ast.Match(m.loc(), expr(m.subject()), cases);
        }
        return s;
    }

    /** Folds the expressions in a pattern: {@code -1} is a constant (CPython's astfold_pattern). */
    private Ast.Pattern pattern(Ast.Pattern p) {
        if (p instanceof Ast.MatchValue v) {
            return new Ast.MatchValue(v.loc(), expr(v.value()));
        }
        if (p instanceof Ast.MatchSequence q) {
            return new Ast.MatchSequence(q.loc(), patterns(q.patterns()));
        }
        if (p instanceof Ast.MatchMapping m) {
            return new Ast.MatchMapping(m.loc(), exprs(m.keys()), patterns(m.patterns()), m.rest());
        }
        if (p instanceof Ast.MatchClass c) {
            return new Ast.MatchClass(c.loc(), expr(c.cls()), patterns(c.patterns()), c.kwdAttrs(),
                    patterns(c.kwdPatterns()));
        }
        if (p instanceof Ast.MatchAs a && a.pattern() != null) {
            return new Ast.MatchAs(a.loc(), pattern(a.pattern()), a.name());
        }
        if (p instanceof Ast.MatchOr o) {
            return new Ast.MatchOr(o.loc(), patterns(o.patterns()));
        }
        return p;
    }

    private List<Ast.Pattern> patterns(List<Ast.Pattern> ps) {
        List<Ast.Pattern> out = new ArrayList<>(ps.size());
        for (Ast.Pattern p : ps) {
            out.add(pattern(p));
        }
        return out;
    }

    private Ast.Arguments arguments(Ast.Arguments a) {
        return new Ast.Arguments(a.loc(), args(a.posonlyargs()), args(a.args()), arg(a.vararg()),
                args(a.kwonlyargs()), optExprs(a.kwDefaults()), arg(a.kwarg()), exprs(a.defaults()));
    }

    private List<Ast.Arg> args(List<Ast.Arg> args) {
        List<Ast.Arg> out = new ArrayList<>(args.size());
        for (Ast.Arg a : args) {
            out.add(arg(a));
        }
        return out;
    }

    private Ast.Arg arg(Ast.Arg a) {
        if (a == null || a.annotation() == null || futureAnnotations) {
            return a;
        }
        return new Ast.Arg(a.loc(), a.arg(), expr(a.annotation()));
    }

    private List<Ast.TypeParam> typeParams(List<Ast.TypeParam> tps) {
        if (tps.isEmpty()) {
            return tps;
        }
        List<Ast.TypeParam> out = new ArrayList<>(tps.size());
        for (Ast.TypeParam tp : tps) {
            if (tp instanceof Ast.TypeVar v) {
                out.add(new Ast.TypeVar(v.loc(), v.name(), optExpr(v.bound()), optExpr(v.defaultValue())));
            } else if (tp instanceof Ast.ParamSpec p) {
                out.add(new Ast.ParamSpec(p.loc(), p.name(), optExpr(p.defaultValue())));
            } else {
                Ast.TypeVarTuple t = (Ast.TypeVarTuple) tp;
                out.add(new Ast.TypeVarTuple(t.loc(), t.name(), optExpr(t.defaultValue())));
            }
        }
        return out;
    }

    private List<Ast.Keyword> keywords(List<Ast.Keyword> kws) {
        List<Ast.Keyword> out = new ArrayList<>(kws.size());
        for (Ast.Keyword k : kws) {
            out.add(new Ast.Keyword(k.loc(), k.arg(), expr(k.value())));
        }
        return out;
    }

    // ------------------------------------------------------------------ expressions

    private List<Expr> exprs(List<Expr> es) {
        List<Expr> out = new ArrayList<>(es.size());
        for (Expr e : es) {
            out.add(expr(e));
        }
        return out;
    }

    private List<Expr> optExprs(List<Expr> es) {
        List<Expr> out = new ArrayList<>(es.size());
        for (Expr e : es) {
            out.add(optExpr(e));
        }
        return out;
    }

    private Expr optExpr(Expr e) {
        return e == null ? null : expr(e);
    }

    private List<Ast.Comprehension> comprehensions(List<Ast.Comprehension> gens) {
        List<Ast.Comprehension> out = new ArrayList<>(gens.size());
        for (Ast.Comprehension g : gens) {
            Expr target = expr(g.target());
            Expr iter = expr(g.iter());
            List<Expr> ifs = exprs(g.ifs());
            out.add(new Ast.Comprehension(g.loc(), target, foldIter(iter), ifs, g.isAsync()));
        }
        return out;
    }

    Expr expr(Expr e) {
        if (e instanceof Ast.Name n) {
            if (n.ctx() == Ast.ExprContext.LOAD && n.id().equals("__debug__")) {
                return new Ast.Constant(n.loc(), optimize == 0 ? Py.True : Py.False, null);
            }
            return n;
        }
        if (e instanceof Ast.Constant) {
            return e;
        }
        if (e instanceof Ast.BinOp b) {
            Ast.BinOp nb = new Ast.BinOp(b.loc(), expr(b.left()), b.op(), expr(b.right()));
            return foldBinOp(nb);
        }
        if (e instanceof Ast.UnaryOp u) {
            return foldUnaryOp(new Ast.UnaryOp(u.loc(), u.op(), expr(u.operand())));
        }
        if (e instanceof Ast.BoolOp b) {
            return new Ast.BoolOp(b.loc(), b.op(), exprs(b.values()));
        }
        if (e instanceof Ast.Compare c) {
            Expr left = expr(c.left());
            List<Expr> comps = exprs(c.comparators());
            int last = c.ops().size() - 1;
            Ast.CmpOp op = c.ops().get(last);
            if (op == Ast.CmpOp.IN || op == Ast.CmpOp.NOTIN) {
                comps.set(last, foldIter(comps.get(last)));
            }
            return new Ast.Compare(c.loc(), left, c.ops(), comps);
        }
        if (e instanceof Ast.Call c) {
            return new Ast.Call(c.loc(), expr(c.func()), exprs(c.args()), keywords(c.keywords()));
        }
        if (e instanceof Ast.Attribute a) {
            return new Ast.Attribute(a.loc(), expr(a.value()), a.attr(), a.ctx());
        }
        if (e instanceof Ast.Subscript s) {
            Ast.Subscript ns = new Ast.Subscript(s.loc(), expr(s.value()), expr(s.slice()), s.ctx());
            return foldSubscript(ns);
        }
        if (e instanceof Ast.TupleExpr t) {
            Ast.TupleExpr nt = new Ast.TupleExpr(t.loc(), exprs(t.elts()), t.ctx());
            if (nt.ctx() != Ast.ExprContext.LOAD) {
                return nt;
            }
            PyTuple tuple = constTuple(nt.elts());
            return tuple == null ? nt : new Ast.Constant(nt.loc(), tuple, null);
        }
        if (e instanceof Ast.ListExpr l) {
            return new Ast.ListExpr(l.loc(), exprs(l.elts()), l.ctx());
        }
        if (e instanceof Ast.SetExpr s) {
            return new Ast.SetExpr(s.loc(), exprs(s.elts()));
        }
        if (e instanceof Ast.Dict d) {
            return new Ast.Dict(d.loc(), optExprs(d.keys()), exprs(d.values()));
        }
        if (e instanceof Ast.Starred s) {
            return new Ast.Starred(s.loc(), expr(s.value()), s.ctx());
        }
        if (e instanceof Ast.Slice s) {
            return new Ast.Slice(s.loc(), optExpr(s.lower()), optExpr(s.upper()), optExpr(s.step()));
        }
        if (e instanceof Ast.IfExp i) {
            return new Ast.IfExp(i.loc(), expr(i.test()), expr(i.body()), expr(i.orelse()));
        }
        if (e instanceof Ast.Lambda l) {
            return new Ast.Lambda(l.loc(), arguments(l.args()), expr(l.body()));
        }
        if (e instanceof Ast.NamedExpr n) {
            return new Ast.NamedExpr(n.loc(), n.target(), expr(n.value()));
        }
        if (e instanceof Ast.ListComp c) {
            Expr elt = expr(c.elt());
            return new Ast.ListComp(c.loc(), elt, comprehensions(c.generators()));
        }
        if (e instanceof Ast.SetComp c) {
            Expr elt = expr(c.elt());
            return new Ast.SetComp(c.loc(), elt, comprehensions(c.generators()));
        }
        if (e instanceof Ast.DictComp c) {
            Expr k = expr(c.key());
            Expr v = expr(c.value());
            return new Ast.DictComp(c.loc(), k, v, comprehensions(c.generators()));
        }
        if (e instanceof Ast.GeneratorExp c) {
            Expr elt = expr(c.elt());
            return new Ast.GeneratorExp(c.loc(), elt, comprehensions(c.generators()));
        }
        if (e instanceof Ast.Await a) {
            return new Ast.Await(a.loc(), expr(a.value()));
        }
        if (e instanceof Ast.Yield y) {
            return new Ast.Yield(y.loc(), optExpr(y.value()));
        }
        if (e instanceof Ast.YieldFrom y) {
            return new Ast.YieldFrom(y.loc(), expr(y.value()));
        }
        if (e instanceof Ast.JoinedStr j) {
            return new Ast.JoinedStr(j.loc(), exprs(j.values()));
        }
        if (e instanceof Ast.FormattedValue f) {
            return new Ast.FormattedValue(f.loc(), expr(f.value()), f.conversion(), optExpr(f.formatSpec()));
        }
        throw new IllegalStateException("unknown expression " + e);
    }

    // ------------------------------------------------------------------ folding

    private static PyObject constValue(Expr e) {
        return e instanceof Ast.Constant c ? Constants.valueOf(c) : null;
    }

    private static PyTuple constTuple(List<Expr> elts) {
        PyObject[] items = new PyObject[elts.size()];
        for (int i = 0; i < items.length; i++) {
            PyObject v = constValue(elts.get(i));
            if (v == null) {
                return null;
            }
            items[i] = v;
        }
        return items.length == 0 ? PyTuple.EMPTY : new PyTuple(items);
    }

    private static boolean hasStarred(List<Expr> elts) {
        for (Expr e : elts) {
            if (e instanceof Ast.Starred) {
                return true;
            }
        }
        return false;
    }

    /** A list display becomes a tuple, a set of constants a frozenset (iterables of for/in). */
    private static Expr foldIter(Expr arg) {
        if (arg instanceof Ast.ListExpr l) {
            if (hasStarred(l.elts())) {
                return arg;
            }
            PyTuple t = constTuple(l.elts());
            if (t != null) {
                return new Ast.Constant(l.loc(), t, null);
            }
            return new Ast.TupleExpr(l.loc(), l.elts(), l.ctx());
        }
        if (arg instanceof Ast.SetExpr s) {
            PyTuple t = constTuple(s.elts());
            if (t != null) {
                PyObject fs = FrozenSets.make(t.items);
                if (fs != null) {
                    return new Ast.Constant(s.loc(), fs, null);
                }
            }
        }
        return arg;
    }

    private static Expr foldUnaryOp(Ast.UnaryOp u) {
        Expr arg = u.operand();
        if (!(arg instanceof Ast.Constant c)) {
            if (u.op() == Ast.UnaryOpKind.NOT && arg instanceof Ast.Compare cmp && cmp.ops().size() == 1) {
                Ast.CmpOp inv = switch (cmp.ops().get(0)) {
                    case IS -> Ast.CmpOp.ISNOT;
                    case ISNOT -> Ast.CmpOp.IS;
                    case IN -> Ast.CmpOp.NOTIN;
                    case NOTIN -> Ast.CmpOp.IN;
                    default -> null;
                };
                if (inv != null) {
                    return new Ast.Compare(cmp.loc(), cmp.left(), List.of(inv), cmp.comparators());
                }
            }
            return u;
        }
        PyObject v = Constants.valueOf(c);
        try {
            PyObject r = switch (u.op()) {
                case INVERT -> Abstract.invert(v);
                case NOT -> Abstract.isTrue(v) ? Py.False : Py.True;
                case UADD -> Abstract.pos(v);
                case USUB -> Abstract.neg(v);
            };
            return new Ast.Constant(u.loc(), r, null);
        } catch (RuntimeException ex) {
            return u;
        }
    }

    private static Expr foldSubscript(Ast.Subscript s) {
        if (s.ctx() != Ast.ExprContext.LOAD || !(s.value() instanceof Ast.Constant v)
                || !(s.slice() instanceof Ast.Constant i)) {
            return s;
        }
        try {
            return new Ast.Constant(s.loc(), Abstract.getItem(Constants.valueOf(v), Constants.valueOf(i)), null);
        } catch (RuntimeException ex) {
            return s;
        }
    }

    private static Expr foldBinOp(Ast.BinOp b) {
        if (!(b.left() instanceof Ast.Constant lc)) {
            return b;
        }
        PyObject lv = Constants.valueOf(lc);
        if (b.op() == Ast.Operator.MOD && b.right() instanceof Ast.TupleExpr t && lv.getClass() == PyStr.class
                && !hasStarred(t.elts())) {
            Expr f = PercentFormat.optimize(b, ((PyStr) lv).value, t.elts());
            return f == null ? b : f;
        }
        if (!(b.right() instanceof Ast.Constant rc)) {
            return b;
        }
        PyObject rv = Constants.valueOf(rc);
        try {
            PyObject r = switch (b.op()) {
                case ADD -> Abstract.add(lv, rv);
                case SUB -> Abstract.sub(lv, rv);
                case MULT -> safeMultiply(lv, rv);
                case DIV -> Abstract.trueDiv(lv, rv);
                case FLOORDIV -> Abstract.floorDiv(lv, rv);
                case MOD -> isStrOrBytes(lv) ? null : Abstract.mod(lv, rv);
                case POW -> safePower(lv, rv);
                case LSHIFT -> safeLshift(lv, rv);
                case RSHIFT -> Abstract.binaryOp(lv, rv, Abstract.NB_RSHIFT);
                case BITOR -> Abstract.binaryOp(lv, rv, Abstract.NB_OR);
                case BITXOR -> Abstract.binaryOp(lv, rv, Abstract.NB_XOR);
                case BITAND -> Abstract.binaryOp(lv, rv, Abstract.NB_AND);
                case MATMULT -> null;
            };
            return r == null ? b : new Ast.Constant(b.loc(), r, null);
        } catch (RuntimeException ex) {
            return b;
        }
    }

    private static boolean isStrOrBytes(PyObject o) {
        return o instanceof PyStr || o instanceof PyBytes;
    }

    private static boolean isInt(PyObject o) {
        return o instanceof PyInt || o instanceof PyBigInt;
    }

    private static BigInteger big(PyObject o) {
        return o instanceof PyInt i ? BigInteger.valueOf(i.value) : ((PyBigInt) o).value;
    }

    /** The value of an int as a Java long, or null when it does not fit. */
    private static Long asLong(PyObject o) {
        if (o instanceof PyInt i) {
            return i.value;
        }
        return null;
    }

    private static PyObject safeMultiply(PyObject v, PyObject w) {
        if (isInt(v) && isInt(w) && big(v).signum() != 0 && big(w).signum() != 0) {
            if ((long) big(v).abs().bitLength() + big(w).abs().bitLength() > MAX_INT_SIZE) {
                return null;
            }
        } else if (isInt(v) && w instanceof PyTuple t) {
            int size = t.items.length;
            if (size > 0) {
                Long n = asLong(v);
                if (n == null || n < 0 || n > MAX_COLLECTION_SIZE / size) {
                    return null;
                }
                if (n > 0 && checkComplexity(w, MAX_TOTAL_ITEMS / n) < 0) {
                    return null;
                }
            }
        } else if (isInt(v) && isStrOrBytes(w)) {
            int size = w instanceof PyStr s ? s.length() : ((PyBytes) w).value.length;
            if (size > 0) {
                Long n = asLong(v);
                if (n == null || n < 0 || n > MAX_STR_SIZE / size) {
                    return null;
                }
            }
        } else if (isInt(w) && (v instanceof PyTuple || isStrOrBytes(v))) {
            return safeMultiply(w, v);
        }
        return Abstract.mul(v, w);
    }

    private static long checkComplexity(PyObject obj, long limit) {
        if (obj instanceof PyTuple t) {
            limit -= t.items.length;
            for (int i = 0; limit >= 0 && i < t.items.length; i++) {
                limit = checkComplexity(t.items[i], limit);
            }
        }
        return limit;
    }

    private static PyObject safePower(PyObject v, PyObject w) {
        if (isInt(v) && isInt(w) && big(v).signum() != 0 && big(w).signum() > 0) {
            long vbits = big(v).abs().bitLength();
            Long wbits = asLong(w);
            if (wbits == null || vbits > MAX_INT_SIZE / wbits) {
                return null;
            }
        }
        return Abstract.pow(v, w);
    }

    private static PyObject safeLshift(PyObject v, PyObject w) {
        if (isInt(v) && isInt(w) && big(v).signum() != 0 && big(w).signum() != 0) {
            long vbits = big(v).abs().bitLength();
            Long wbits = asLong(w);
            if (wbits == null || wbits < 0) {
                return null;
            }
            if (wbits > MAX_INT_SIZE || vbits > MAX_INT_SIZE - wbits) {
                return null;
            }
        }
        return Abstract.binaryOp(v, w, Abstract.NB_LSHIFT);
    }
}
