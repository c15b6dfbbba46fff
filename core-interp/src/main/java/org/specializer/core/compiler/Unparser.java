package org.specializer.core.compiler;

import java.util.List;

import org.specializer.api.Abstract;
import org.specializer.api.PyComplex;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.Expr;

/**
 * Expression source text, for {@code from __future__ import annotations}: annotations are
 * stored as strings, written the way CPython 3.13's {@code ast_unparse.c} writes them
 * (minimal parentheses by operator precedence, single spaces around binary operators, string
 * constants by repr).
 */
final class Unparser {
    // precedence levels, lowest first
    private static final int PR_TUPLE = 0;
    private static final int PR_TEST = 1;
    private static final int PR_OR = 2;
    private static final int PR_AND = 3;
    private static final int PR_NOT = 4;
    private static final int PR_CMP = 5;
    private static final int PR_EXPR = 6;
    private static final int PR_BOR = PR_EXPR;
    private static final int PR_BXOR = 7;
    private static final int PR_BAND = 8;
    private static final int PR_SHIFT = 9;
    private static final int PR_ARITH = 10;
    private static final int PR_TERM = 11;
    private static final int PR_FACTOR = 12;
    private static final int PR_POWER = 13;
    private static final int PR_AWAIT = 14;
    private static final int PR_ATOM = 15;

    private final StringBuilder sb = new StringBuilder();

    private Unparser() {}

    static String unparse(Expr e) {
        Unparser u = new Unparser();
        u.expr(e, PR_TEST);
        return u.sb.toString();
    }

    private static String unparse(Expr e, int level) {
        Unparser u = new Unparser();
        u.expr(e, level);
        return u.sb.toString();
    }

    private void open(boolean cond) {
        if (cond) {
            sb.append('(');
        }
    }

    private void close(boolean cond) {
        if (cond) {
            sb.append(')');
        }
    }

    private void exprs(List<Expr> es, int level) {
        for (int i = 0; i < es.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            expr(es.get(i), level);
        }
    }

    private void expr(Expr e, int level) {
        if (e instanceof Ast.BoolOp b) {
            boolean and = b.op() == Ast.BoolOpKind.AND;
            int pr = and ? PR_AND : PR_OR;
            open(level > pr);
            for (int i = 0; i < b.values().size(); i++) {
                if (i > 0) {
                    sb.append(and ? " and " : " or ");
                }
                expr(b.values().get(i), pr + 1);
            }
            close(level > pr);
        } else if (e instanceof Ast.BinOp b) {
            binop(b, level);
        } else if (e instanceof Ast.UnaryOp u) {
            int pr = u.op() == Ast.UnaryOpKind.NOT ? PR_NOT : PR_FACTOR;
            open(level > pr);
            sb.append(switch (u.op()) {
                case INVERT -> "~";
                case NOT -> "not ";
                case UADD -> "+";
                case USUB -> "-";
            });
            expr(u.operand(), pr);
            close(level > pr);
        } else if (e instanceof Ast.Lambda l) {
            open(level > PR_TEST);
            int npos = l.args().args().size() + l.args().posonlyargs().size();
            sb.append(npos > 0 ? "lambda " : "lambda");
            arguments(l.args());
            sb.append(": ");
            expr(l.body(), PR_TEST);
            close(level > PR_TEST);
        } else if (e instanceof Ast.IfExp i) {
            open(level > PR_TEST);
            expr(i.body(), PR_TEST + 1);
            sb.append(" if ");
            expr(i.test(), PR_TEST + 1);
            sb.append(" else ");
            expr(i.orelse(), PR_TEST);
            close(level > PR_TEST);
        } else if (e instanceof Ast.Dict d) {
            sb.append('{');
            for (int i = 0; i < d.values().size(); i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                Expr k = d.keys().get(i);
                if (k != null) {
                    expr(k, PR_TEST);
                    sb.append(": ");
                    expr(d.values().get(i), PR_TEST);
                } else {
                    sb.append("**");
                    expr(d.values().get(i), PR_EXPR);
                }
            }
            sb.append('}');
        } else if (e instanceof Ast.SetExpr s) {
            sb.append('{');
            exprs(s.elts(), PR_TEST);
            sb.append('}');
        } else if (e instanceof Ast.GeneratorExp g) {
            sb.append('(');
            expr(g.elt(), PR_TEST);
            comprehensions(g.generators());
            sb.append(')');
        } else if (e instanceof Ast.ListComp c) {
            sb.append('[');
            expr(c.elt(), PR_TEST);
            comprehensions(c.generators());
            sb.append(']');
        } else if (e instanceof Ast.SetComp c) {
            sb.append('{');
            expr(c.elt(), PR_TEST);
            comprehensions(c.generators());
            sb.append('}');
        } else if (e instanceof Ast.DictComp c) {
            sb.append('{');
            expr(c.key(), PR_TEST);
            sb.append(": ");
            expr(c.value(), PR_TEST);
            comprehensions(c.generators());
            sb.append('}');
        } else if (e instanceof Ast.Yield y) {
            if (y.value() == null) {
                sb.append("(yield)");
            } else {
                sb.append("(yield ");
                expr(y.value(), PR_TEST);
                sb.append(')');
            }
        } else if (e instanceof Ast.YieldFrom y) {
            sb.append("(yield from ");
            expr(y.value(), PR_TEST);
            sb.append(')');
        } else if (e instanceof Ast.Await a) {
            open(level > PR_AWAIT);
            sb.append("await ");
            expr(a.value(), PR_ATOM);
            close(level > PR_AWAIT);
        } else if (e instanceof Ast.Compare c) {
            open(level > PR_CMP);
            expr(c.left(), PR_CMP + 1);
            for (int i = 0; i < c.ops().size(); i++) {
                sb.append(' ').append(c.ops().get(i).symbol).append(' ');
                expr(c.comparators().get(i), PR_CMP + 1);
            }
            close(level > PR_CMP);
        } else if (e instanceof Ast.Call c) {
            call(c);
        } else if (e instanceof Ast.Constant c) {
            constant(c);
        } else if (e instanceof Ast.JoinedStr j) {
            sb.append('f').append(Abstract.repr(Constants.str(fstringBody(j.values(), false))).value);
        } else if (e instanceof Ast.FormattedValue f) {
            formattedValue(f, sb);
        } else if (e instanceof Ast.Attribute a) {
            expr(a.value(), PR_ATOM);
            boolean intConst = a.value() instanceof Ast.Constant c
                    && (c.value() instanceof Long || c.value() instanceof java.math.BigInteger
                    || c.value() instanceof PyInt);
            sb.append(intConst ? " ." : ".").append(a.attr());
        } else if (e instanceof Ast.Subscript s) {
            expr(s.value(), PR_ATOM);
            sb.append('[');
            if (s.slice() instanceof Ast.TupleExpr t && !t.elts().isEmpty()) {
                exprs(t.elts(), PR_TEST);
                if (t.elts().size() == 1) {
                    sb.append(',');
                }
            } else {
                expr(s.slice(), PR_TUPLE);
            }
            sb.append(']');
        } else if (e instanceof Ast.Starred s) {
            sb.append('*');
            expr(s.value(), PR_EXPR);
        } else if (e instanceof Ast.Slice s) {
            if (s.lower() != null) {
                expr(s.lower(), PR_TEST);
            }
            sb.append(':');
            if (s.upper() != null) {
                expr(s.upper(), PR_TEST);
            }
            if (s.step() != null) {
                sb.append(':');
                expr(s.step(), PR_TEST);
            }
        } else if (e instanceof Ast.Name n) {
            sb.append(n.id());
        } else if (e instanceof Ast.ListExpr l) {
            sb.append('[');
            exprs(l.elts(), PR_TEST);
            sb.append(']');
        } else if (e instanceof Ast.TupleExpr t) {
            if (t.elts().isEmpty()) {
                sb.append("()");
                return;
            }
            open(level > PR_TUPLE);
            exprs(t.elts(), PR_TEST);
            if (t.elts().size() == 1) {
                sb.append(',');
            }
            close(level > PR_TUPLE);
        } else if (e instanceof Ast.NamedExpr n) {
            open(level > PR_TUPLE);
            expr(n.target(), PR_ATOM);
            sb.append(" := ");
            expr(n.value(), PR_ATOM);
            close(level > PR_TUPLE);
        } else {
            throw new IllegalStateException("cannot unparse " + e);
        }
    }

    private void binop(Ast.BinOp b, int level) {
        int pr;
        boolean rassoc = false;
        switch (b.op()) {
            case ADD, SUB -> pr = PR_ARITH;
            case MULT, MATMULT, DIV, MOD, FLOORDIV -> pr = PR_TERM;
            case LSHIFT, RSHIFT -> pr = PR_SHIFT;
            case BITOR -> pr = PR_BOR;
            case BITXOR -> pr = PR_BXOR;
            case BITAND -> pr = PR_BAND;
            default -> {
                pr = PR_POWER;
                rassoc = true;
            }
        }
        open(level > pr);
        expr(b.left(), pr + (rassoc ? 1 : 0));
        sb.append(' ').append(b.op().symbol).append(' ');
        expr(b.right(), pr + (rassoc ? 0 : 1));
        close(level > pr);
    }

    private void comprehensions(List<Ast.Comprehension> gens) {
        for (Ast.Comprehension g : gens) {
            sb.append(g.isAsync() ? " async for " : " for ");
            expr(g.target(), PR_TUPLE);
            sb.append(" in ");
            expr(g.iter(), PR_TEST + 1);
            for (Expr cond : g.ifs()) {
                sb.append(" if ");
                expr(cond, PR_TEST + 1);
            }
        }
    }

    private void call(Ast.Call c) {
        expr(c.func(), PR_ATOM);
        if (c.args().size() == 1 && c.keywords().isEmpty() && c.args().get(0) instanceof Ast.GeneratorExp) {
            expr(c.args().get(0), PR_TEST);
            return;
        }
        sb.append('(');
        boolean first = true;
        for (Expr a : c.args()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            expr(a, PR_TEST);
        }
        for (Ast.Keyword k : c.keywords()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            if (k.arg() == null) {
                sb.append("**");
            } else {
                sb.append(k.arg()).append('=');
            }
            expr(k.value(), PR_TEST);
        }
        sb.append(')');
    }

    private void arguments(Ast.Arguments a) {
        boolean first = true;
        int nposonly = a.posonlyargs().size();
        int nargs = a.args().size();
        int ndefaults = a.defaults().size();
        for (int i = 0; i < nposonly + nargs; i++) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            arg(i < nposonly ? a.posonlyargs().get(i) : a.args().get(i - nposonly));
            int di = i - nposonly - nargs + ndefaults;
            if (di >= 0) {
                sb.append('=');
                expr(a.defaults().get(di), PR_TEST);
            }
            if (nposonly > 0 && i + 1 == nposonly) {
                sb.append(", /");
            }
        }
        if (a.vararg() != null || !a.kwonlyargs().isEmpty()) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            sb.append('*');
            if (a.vararg() != null) {
                arg(a.vararg());
            }
        }
        int nkw = a.kwonlyargs().size();
        int nkwdefaults = a.kwDefaults().size();
        for (int i = 0; i < nkw; i++) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            arg(a.kwonlyargs().get(i));
            int di = i - nkw + nkwdefaults;
            if (di >= 0 && a.kwDefaults().get(di) != null) {
                sb.append('=');
                expr(a.kwDefaults().get(di), PR_TEST);
            }
        }
        if (a.kwarg() != null) {
            if (!first) {
                sb.append(", ");
            }
            sb.append("**");
            arg(a.kwarg());
        }
    }

    private void arg(Ast.Arg a) {
        sb.append(a.arg());
        if (a.annotation() != null) {
            sb.append(": ");
            expr(a.annotation(), PR_TEST);
        }
    }

    private void constant(Ast.Constant c) {
        if (c.value() == Ast.Singleton.ELLIPSIS) {
            sb.append("...");
            return;
        }
        if (c.kind() != null) {
            sb.append(c.kind());
        }
        PyObject v = Constants.valueOf(c);
        String repr = Disassembler.constRepr(v);
        if (v instanceof PyFloat f && Double.isInfinite(f.value)
                || v.getClass() == PyComplex.class) {
            repr = repr.replace("inf", "1e309");
        }
        sb.append(repr);
    }

    private static String fstringBody(List<Expr> values, boolean isFormatSpec) {
        StringBuilder body = new StringBuilder();
        for (Expr v : values) {
            fstringElement(v, isFormatSpec, body);
        }
        return body.toString();
    }

    private static void fstringElement(Expr e, boolean isFormatSpec, StringBuilder body) {
        if (e instanceof Ast.Constant c) {
            body.append(Constants.strValue(c).replace("{", "{{").replace("}", "}}"));
        } else if (e instanceof Ast.JoinedStr j) {
            String inner = fstringBody(j.values(), isFormatSpec);
            if (isFormatSpec) {
                body.append(inner);
            } else {
                body.append('f').append(Abstract.repr(Constants.str(inner)).value);
            }
        } else if (e instanceof Ast.FormattedValue f) {
            formattedValue(f, body);
        } else {
            throw new IllegalStateException("unexpected f-string part " + e);
        }
    }

    private static void formattedValue(Ast.FormattedValue f, StringBuilder out) {
        String value = unparse(f.value(), PR_TEST + 1);
        out.append(value.startsWith("{") ? "{ " : "{").append(value);
        if (f.conversion() > 0) {
            out.append('!').append((char) f.conversion());
        }
        if (f.formatSpec() != null) {
            out.append(':');
            fstringElement(f.formatSpec(), true, out);
        }
        out.append('}');
    }
}
