package org.specializer.core.parser;

import java.math.BigDecimal;
import java.util.List;

import org.specializer.core.ast.Ast.*;

/**
 * Prints a node exactly as CPython 3.13's {@code ast.dump(node)} does (no indentation):
 * fields in the ast module's order, optional fields that are None and empty lists left out
 * (except in Constant), strings and bytes as Python reprs. With {@code includeAttributes},
 * positions are printed as {@code ast.dump(node, include_attributes=True)} does.
 */
public final class AstDump {
    private final StringBuilder sb = new StringBuilder();
    private final boolean attributes;

    private AstDump(boolean attributes) {
        this.attributes = attributes;
    }

    public static String dump(Node node) {
        return dump(node, false);
    }

    public static String dump(Node node, boolean includeAttributes) {
        AstDump d = new AstDump(includeAttributes);
        d.node(node);
        return d.sb.toString();
    }

    // ------------------------------------------------------------------ node writer

    /** Builds one {@code Name(field=value, ...)} in CPython's format. */
    private final class Fields {
        private boolean first = true;

        Fields(String name) {
            sb.append(name).append('(');
        }

        private void key(String k) {
            if (!first) {
                sb.append(", ");
            }
            first = false;
            sb.append(k).append('=');
        }

        Fields node(String k, Node v) {
            if (v != null) {
                key(k);
                AstDump.this.node(v);
            }
            return this;
        }

        Fields nodes(String k, List<? extends Node> v) {
            if (!v.isEmpty()) {
                key(k);
                sb.append('[');
                for (int i = 0; i < v.size(); i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    Node x = v.get(i);
                    if (x == null) {
                        sb.append("None");
                    } else {
                        AstDump.this.node(x);
                    }
                }
                sb.append(']');
            }
            return this;
        }

        Fields str(String k, String v) {
            if (v != null) {
                key(k);
                sb.append(repr(v));
            }
            return this;
        }

        Fields strs(String k, List<String> v) {
            if (!v.isEmpty()) {
                key(k);
                sb.append('[');
                for (int i = 0; i < v.size(); i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    sb.append(repr(v.get(i)));
                }
                sb.append(']');
            }
            return this;
        }

        Fields raw(String k, String v) {
            key(k);
            sb.append(v);
            return this;
        }

        void end(Node n) {
            if (attributes && n != null) {
                Loc l = n.loc();
                raw("lineno", Integer.toString(l.line()));
                raw("col_offset", Integer.toString(l.col()));
                raw("end_lineno", Integer.toString(l.endLine()));
                raw("end_col_offset", Integer.toString(l.endCol()));
            }
            sb.append(')');
        }
    }

    private Fields f(String name) {
        return new Fields(name);
    }

    private static String ctx(ExprContext c) {
        return c == ExprContext.LOAD ? "Load()" : c == ExprContext.STORE ? "Store()" : "Del()";
    }

    private static String opName(Operator op) {
        switch (op) {
            case ADD: return "Add()";
            case SUB: return "Sub()";
            case MULT: return "Mult()";
            case MATMULT: return "MatMult()";
            case DIV: return "Div()";
            case MOD: return "Mod()";
            case POW: return "Pow()";
            case LSHIFT: return "LShift()";
            case RSHIFT: return "RShift()";
            case BITOR: return "BitOr()";
            case BITXOR: return "BitXor()";
            case BITAND: return "BitAnd()";
            default: return "FloorDiv()";
        }
    }

    private static String cmpName(CmpOp op) {
        switch (op) {
            case EQ: return "Eq()";
            case NOTEQ: return "NotEq()";
            case LT: return "Lt()";
            case LTE: return "LtE()";
            case GT: return "Gt()";
            case GTE: return "GtE()";
            case IS: return "Is()";
            case ISNOT: return "IsNot()";
            case IN: return "In()";
            default: return "NotIn()";
        }
    }

    private static String unaryName(UnaryOpKind op) {
        switch (op) {
            case INVERT: return "Invert()";
            case NOT: return "Not()";
            case UADD: return "UAdd()";
            default: return "USub()";
        }
    }

    private static String bool(boolean b) {
        return b ? "1" : "0";
    }

    private void node(Node n) {
        if (n instanceof Expr) {
            expr((Expr) n);
        } else if (n instanceof Stmt) {
            stmt((Stmt) n);
        } else if (n instanceof org.specializer.core.ast.Ast.Module) {
            f("Module").nodes("body", ((org.specializer.core.ast.Ast.Module) n).body()).end(null);
        } else if (n instanceof Expression) {
            f("Expression").node("body", ((Expression) n).body()).end(null);
        } else if (n instanceof Interactive) {
            f("Interactive").nodes("body", ((Interactive) n).body()).end(null);
        } else if (n instanceof Comprehension) {
            Comprehension c = (Comprehension) n;
            f("comprehension").node("target", c.target()).node("iter", c.iter())
                    .nodes("ifs", c.ifs()).raw("is_async", bool(c.isAsync())).end(null);
        } else if (n instanceof ExceptHandler) {
            ExceptHandler h = (ExceptHandler) n;
            f("ExceptHandler").node("type", h.type()).str("name", h.name())
                    .nodes("body", h.body()).end(h);
        } else if (n instanceof Arguments) {
            Arguments a = (Arguments) n;
            f("arguments").nodes("posonlyargs", a.posonlyargs()).nodes("args", a.args())
                    .node("vararg", a.vararg()).nodes("kwonlyargs", a.kwonlyargs())
                    .nodes("kw_defaults", a.kwDefaults()).node("kwarg", a.kwarg())
                    .nodes("defaults", a.defaults()).end(null);
        } else if (n instanceof Arg) {
            Arg a = (Arg) n;
            f("arg").str("arg", a.arg()).node("annotation", a.annotation()).end(a);
        } else if (n instanceof Keyword) {
            Keyword k = (Keyword) n;
            f("keyword").str("arg", k.arg()).node("value", k.value()).end(k);
        } else if (n instanceof Alias) {
            Alias a = (Alias) n;
            f("alias").str("name", a.name()).str("asname", a.asname()).end(a);
        } else if (n instanceof TypeVar) {
            TypeVar t = (TypeVar) n;
            f("TypeVar").str("name", t.name()).node("bound", t.bound())
                    .node("default_value", t.defaultValue()).end(t);
        } else if (n instanceof ParamSpec) {
            ParamSpec t = (ParamSpec) n;
            f("ParamSpec").str("name", t.name()).node("default_value", t.defaultValue()).end(t);
        } else if (n instanceof TypeVarTuple) {
            TypeVarTuple t = (TypeVarTuple) n;
            f("TypeVarTuple").str("name", t.name()).node("default_value", t.defaultValue())
                    .end(t);
        } else if (n instanceof WithItem) {
            WithItem w = (WithItem) n;
            f("withitem").node("context_expr", w.contextExpr())
                    .node("optional_vars", w.optionalVars()).end(null);
        } else if (n instanceof MatchCase) {
            MatchCase c = (MatchCase) n;
            f("match_case").node("pattern", c.pattern()).node("guard", c.guard())
                    .nodes("body", c.body()).end(null);
        } else if (n instanceof Pattern) {
            pattern((Pattern) n);
        } else {
            throw new IllegalArgumentException("unknown node " + n);
        }
    }

    private void stmt(Stmt s) {
        if (s instanceof FunctionDef) {
            FunctionDef d = (FunctionDef) s;
            f(d.isAsync() ? "AsyncFunctionDef" : "FunctionDef").str("name", d.name())
                    .node("args", d.args()).nodes("body", d.body())
                    .nodes("decorator_list", d.decoratorList()).node("returns", d.returns())
                    .nodes("type_params", d.typeParams()).end(s);
        } else if (s instanceof ClassDef) {
            ClassDef c = (ClassDef) s;
            f("ClassDef").str("name", c.name()).nodes("bases", c.bases())
                    .nodes("keywords", c.keywords()).nodes("body", c.body())
                    .nodes("decorator_list", c.decoratorList())
                    .nodes("type_params", c.typeParams()).end(s);
        } else if (s instanceof Return) {
            f("Return").node("value", ((Return) s).value()).end(s);
        } else if (s instanceof Delete) {
            f("Delete").nodes("targets", ((Delete) s).targets()).end(s);
        } else if (s instanceof Assign) {
            Assign a = (Assign) s;
            f("Assign").nodes("targets", a.targets()).node("value", a.value()).end(s);
        } else if (s instanceof AugAssign) {
            AugAssign a = (AugAssign) s;
            f("AugAssign").node("target", a.target()).raw("op", opName(a.op()))
                    .node("value", a.value()).end(s);
        } else if (s instanceof AnnAssign) {
            AnnAssign a = (AnnAssign) s;
            f("AnnAssign").node("target", a.target()).node("annotation", a.annotation())
                    .node("value", a.value()).raw("simple", bool(a.simple())).end(s);
        } else if (s instanceof For) {
            For x = (For) s;
            f(x.isAsync() ? "AsyncFor" : "For").node("target", x.target()).node("iter", x.iter())
                    .nodes("body", x.body()).nodes("orelse", x.orelse()).end(s);
        } else if (s instanceof While) {
            While w = (While) s;
            f("While").node("test", w.test()).nodes("body", w.body()).nodes("orelse", w.orelse())
                    .end(s);
        } else if (s instanceof If) {
            If i = (If) s;
            f("If").node("test", i.test()).nodes("body", i.body()).nodes("orelse", i.orelse())
                    .end(s);
        } else if (s instanceof With) {
            With w = (With) s;
            f(w.isAsync() ? "AsyncWith" : "With").nodes("items", w.items())
                    .nodes("body", w.body()).end(s);
        } else if (s instanceof Raise) {
            Raise r = (Raise) s;
            f("Raise").node("exc", r.exc()).node("cause", r.cause()).end(s);
        } else if (s instanceof Try) {
            Try t = (Try) s;
            f(t.star() ? "TryStar" : "Try").nodes("body", t.body()).nodes("handlers", t.handlers())
                    .nodes("orelse", t.orelse()).nodes("finalbody", t.finalbody()).end(s);
        } else if (s instanceof Assert) {
            Assert a = (Assert) s;
            f("Assert").node("test", a.test()).node("msg", a.msg()).end(s);
        } else if (s instanceof Import) {
            f("Import").nodes("names", ((Import) s).names()).end(s);
        } else if (s instanceof ImportFrom) {
            ImportFrom i = (ImportFrom) s;
            f("ImportFrom").str("module", i.module()).nodes("names", i.names())
                    .raw("level", Integer.toString(i.level())).end(s);
        } else if (s instanceof Global) {
            f("Global").strs("names", ((Global) s).names()).end(s);
        } else if (s instanceof Nonlocal) {
            f("Nonlocal").strs("names", ((Nonlocal) s).names()).end(s);
        } else if (s instanceof ExprStmt) {
            f("Expr").node("value", ((ExprStmt) s).value()).end(s);
        } else if (s instanceof Pass) {
            f("Pass").end(s);
        } else if (s instanceof Break) {
            f("Break").end(s);
        } else if (s instanceof Continue) {
            f("Continue").end(s);
        } else if (s instanceof Match) {
            Match m = (Match) s;
            f("Match").node("subject", m.subject()).nodes("cases", m.cases()).end(s);
        } else if (s instanceof TypeAlias) {
            TypeAlias t = (TypeAlias) s;
            f("TypeAlias").node("name", t.name()).nodes("type_params", t.typeParams())
                    .node("value", t.value()).end(s);
        } else {
            throw new IllegalArgumentException("unknown statement " + s);
        }
    }

    private void pattern(Pattern p) {
        if (p instanceof MatchValue) {
            f("MatchValue").node("value", ((MatchValue) p).value()).end(p);
        } else if (p instanceof MatchSingleton) {
            f("MatchSingleton").raw("value", constant(((MatchSingleton) p).value())).end(p);
        } else if (p instanceof MatchSequence) {
            f("MatchSequence").nodes("patterns", ((MatchSequence) p).patterns()).end(p);
        } else if (p instanceof MatchMapping) {
            MatchMapping m = (MatchMapping) p;
            f("MatchMapping").nodes("keys", m.keys()).nodes("patterns", m.patterns())
                    .str("rest", m.rest()).end(p);
        } else if (p instanceof MatchClass) {
            MatchClass c = (MatchClass) p;
            f("MatchClass").node("cls", c.cls()).nodes("patterns", c.patterns())
                    .strs("kwd_attrs", c.kwdAttrs()).nodes("kwd_patterns", c.kwdPatterns()).end(p);
        } else if (p instanceof MatchStar) {
            f("MatchStar").str("name", ((MatchStar) p).name()).end(p);
        } else if (p instanceof MatchAs) {
            MatchAs a = (MatchAs) p;
            f("MatchAs").node("pattern", a.pattern()).str("name", a.name()).end(p);
        } else {
            f("MatchOr").nodes("patterns", ((MatchOr) p).patterns()).end(p);
        }
    }

    private void expr(Expr e) {
        if (e instanceof BoolOp) {
            BoolOp b = (BoolOp) e;
            f("BoolOp").raw("op", b.op() == BoolOpKind.AND ? "And()" : "Or()")
                    .nodes("values", b.values()).end(e);
        } else if (e instanceof NamedExpr) {
            NamedExpr n = (NamedExpr) e;
            f("NamedExpr").node("target", n.target()).node("value", n.value()).end(e);
        } else if (e instanceof BinOp) {
            BinOp b = (BinOp) e;
            f("BinOp").node("left", b.left()).raw("op", opName(b.op())).node("right", b.right())
                    .end(e);
        } else if (e instanceof UnaryOp) {
            UnaryOp u = (UnaryOp) e;
            f("UnaryOp").raw("op", unaryName(u.op())).node("operand", u.operand()).end(e);
        } else if (e instanceof Lambda) {
            Lambda l = (Lambda) e;
            f("Lambda").node("args", l.args()).node("body", l.body()).end(e);
        } else if (e instanceof IfExp) {
            IfExp i = (IfExp) e;
            f("IfExp").node("test", i.test()).node("body", i.body()).node("orelse", i.orelse())
                    .end(e);
        } else if (e instanceof Dict) {
            Dict d = (Dict) e;
            f("Dict").nodes("keys", d.keys()).nodes("values", d.values()).end(e);
        } else if (e instanceof SetExpr) {
            f("Set").nodes("elts", ((SetExpr) e).elts()).end(e);
        } else if (e instanceof ListComp) {
            ListComp c = (ListComp) e;
            f("ListComp").node("elt", c.elt()).nodes("generators", c.generators()).end(e);
        } else if (e instanceof SetComp) {
            SetComp c = (SetComp) e;
            f("SetComp").node("elt", c.elt()).nodes("generators", c.generators()).end(e);
        } else if (e instanceof DictComp) {
            DictComp c = (DictComp) e;
            f("DictComp").node("key", c.key()).node("value", c.value())
                    .nodes("generators", c.generators()).end(e);
        } else if (e instanceof GeneratorExp) {
            GeneratorExp c = (GeneratorExp) e;
            f("GeneratorExp").node("elt", c.elt()).nodes("generators", c.generators()).end(e);
        } else if (e instanceof Await) {
            f("Await").node("value", ((Await) e).value()).end(e);
        } else if (e instanceof Yield) {
            f("Yield").node("value", ((Yield) e).value()).end(e);
        } else if (e instanceof YieldFrom) {
            f("YieldFrom").node("value", ((YieldFrom) e).value()).end(e);
        } else if (e instanceof Compare) {
            Compare c = (Compare) e;
            Fields x = f("Compare").node("left", c.left());
            StringBuilder ops = new StringBuilder("[");
            for (int i = 0; i < c.ops().size(); i++) {
                if (i > 0) {
                    ops.append(", ");
                }
                ops.append(cmpName(c.ops().get(i)));
            }
            x.raw("ops", ops.append(']').toString()).nodes("comparators", c.comparators()).end(e);
        } else if (e instanceof Call) {
            Call c = (Call) e;
            f("Call").node("func", c.func()).nodes("args", c.args())
                    .nodes("keywords", c.keywords()).end(e);
        } else if (e instanceof FormattedValue) {
            FormattedValue v = (FormattedValue) e;
            f("FormattedValue").node("value", v.value())
                    .raw("conversion", Integer.toString(v.conversion()))
                    .node("format_spec", v.formatSpec()).end(e);
        } else if (e instanceof JoinedStr) {
            f("JoinedStr").nodes("values", ((JoinedStr) e).values()).end(e);
        } else if (e instanceof Constant) {
            Constant c = (Constant) e;
            f("Constant").raw("value", constant(c.value())).str("kind", c.kind()).end(e);
        } else if (e instanceof Attribute) {
            Attribute a = (Attribute) e;
            f("Attribute").node("value", a.value()).str("attr", a.attr()).raw("ctx", ctx(a.ctx()))
                    .end(e);
        } else if (e instanceof Subscript) {
            Subscript s = (Subscript) e;
            f("Subscript").node("value", s.value()).node("slice", s.slice())
                    .raw("ctx", ctx(s.ctx())).end(e);
        } else if (e instanceof Starred) {
            Starred s = (Starred) e;
            f("Starred").node("value", s.value()).raw("ctx", ctx(s.ctx())).end(e);
        } else if (e instanceof Name) {
            Name n = (Name) e;
            f("Name").str("id", n.id()).raw("ctx", ctx(n.ctx())).end(e);
        } else if (e instanceof ListExpr) {
            ListExpr l = (ListExpr) e;
            f("List").nodes("elts", l.elts()).raw("ctx", ctx(l.ctx())).end(e);
        } else if (e instanceof TupleExpr) {
            TupleExpr t = (TupleExpr) e;
            f("Tuple").nodes("elts", t.elts()).raw("ctx", ctx(t.ctx())).end(e);
        } else if (e instanceof Slice) {
            Slice s = (Slice) e;
            f("Slice").node("lower", s.lower()).node("upper", s.upper()).node("step", s.step())
                    .end(e);
        } else {
            throw new IllegalArgumentException("unknown expression " + e);
        }
    }

    // ------------------------------------------------------------------ Python reprs

    static String constant(Object v) {
        if (v == Singleton.NONE) {
            return "None";
        } else if (v == Singleton.ELLIPSIS) {
            return "Ellipsis";
        } else if (v instanceof Boolean) {
            return (Boolean) v ? "True" : "False";
        } else if (v instanceof String) {
            return repr((String) v);
        } else if (v instanceof byte[]) {
            return bytesRepr((byte[]) v);
        } else if (v instanceof Double) {
            return floatRepr((Double) v);
        } else if (v instanceof Imaginary im) {
            // repr(0+xj): the float's repr without its ".0", then "j"
            String f = floatRepr(im.value());
            return (f.endsWith(".0") ? f.substring(0, f.length() - 2) : f).concat("j");
        }
        return v.toString();
    }

    /** Python's {@code repr(str)}. */
    static String repr(String s) {
        char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
        StringBuilder out = new StringBuilder(s.length() + 2);
        out.append(quote);
        for (int i = 0; i < s.length();) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            if (c == quote || c == '\\') {
                out.append('\\').appendCodePoint(c);
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c < ' ' || c == 0x7f) {
                out.append(String.format("\\x%02x", c));
            } else if (c < 0x7f || Tokenizer.isPrintable(c)) {
                out.appendCodePoint(c);
            } else if (c <= 0xff) {
                out.append(String.format("\\x%02x", c));
            } else if (c <= 0xffff) {
                out.append(String.format("\\u%04x", c));
            } else {
                out.append(String.format("\\U%08x", c));
            }
        }
        return out.append(quote).toString();
    }

    /** Python's {@code repr(bytes)}. */
    static String bytesRepr(byte[] b) {
        boolean hasSingle = false;
        boolean hasDouble = false;
        for (byte x : b) {
            hasSingle |= x == '\'';
            hasDouble |= x == '"';
        }
        char quote = hasSingle && !hasDouble ? '"' : '\'';
        StringBuilder out = new StringBuilder(b.length + 3);
        out.append('b').append(quote);
        for (byte x : b) {
            int c = x & 0xff;
            if (c == quote || c == '\\') {
                out.append('\\').append((char) c);
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c < ' ' || c >= 0x7f) {
                out.append(String.format("\\x%02x", c));
            } else {
                out.append((char) c);
            }
        }
        return out.append(quote).toString();
    }

    /** Python's {@code repr(float)}: shortest digits, exponent form outside [1e-4, 1e16). */
    static String floatRepr(double d) {
        if (Double.isNaN(d)) {
            return "nan";
        }
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == 0) {
            return (1 / d < 0) ? "-0.0" : "0.0";
        }
        BigDecimal exact = new BigDecimal(Math.abs(d));
        BigDecimal bd = null;
        for (int prec = 1; prec <= 17; prec++) {
            bd = exact.round(new java.math.MathContext(prec, java.math.RoundingMode.HALF_EVEN));
            if (bd.doubleValue() == Math.abs(d)) {
                break;
            }
        }
        bd = bd.stripTrailingZeros();
        String digits = bd.unscaledValue().toString();
        int exp = digits.length() - 1 - bd.scale();
        StringBuilder out = new StringBuilder();
        if (d < 0) {
            out.append('-');
        }
        if (exp >= -4 && exp < 16) {
            if (exp < 0) {
                out.append("0.");
                for (int i = -1; i > exp; i--) {
                    out.append('0');
                }
                out.append(digits);
            } else if (digits.length() <= exp + 1) {
                out.append(digits);
                for (int i = digits.length(); i <= exp; i++) {
                    out.append('0');
                }
                out.append(".0");
            } else {
                out.append(digits, 0, exp + 1).append('.').append(digits, exp + 1,
                        digits.length());
            }
        } else {
            out.append(digits.charAt(0));
            if (digits.length() > 1) {
                out.append('.').append(digits, 1, digits.length());
            }
            out.append('e').append(exp < 0 ? '-' : '+');
            int a = Math.abs(exp);
            if (a < 10) {
                out.append('0');
            }
            out.append(a);
        }
        return out.toString();
    }
}
