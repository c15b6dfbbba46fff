package org.specializer.natives.ast;

import java.math.BigInteger;
import java.util.List;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyComplex;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInstance;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.*;

/**
 * The parser's tree to a tree of {@code ast} node objects (CPython's {@code ast2obj_*} in
 * {@code Python-ast.c}): each node an instance of its class with every field set, None
 * included, then its position attributes; operators and expression contexts the shared
 * instances of their classes.
 *
 * <p>Where the parser's tree folds two node kinds into one record ({@code isAsync},
 * {@code star}), the flag picks the class ({@code AsyncFunctionDef}, {@code TryStar}). Fields
 * the parser does not produce get their empty values: {@code type_comment} None and
 * {@code type_ignores} [] unless the parse kept type comments (PyCF_TYPE_COMMENTS).
 *
 * <p>Columns: the parser counts code points, CPython's tree UTF-8 bytes; {@link Lines}
 * converts, given the source.
 */
final class ToPython {
    private final AstTypes st;
    private final Lines lines;
    /** Type comments by node, under PyCF_TYPE_COMMENTS (else empty). */
    private final java.util.Map<Object, String> comments;
    /** The {@code # type: ignore} comments, for Module.type_ignores. */
    private final java.util.List<org.specializer.core.parser.Tokenizer.TypeIgnore> ignores;

    private ToPython(AstTypes st, Lines lines, java.util.Map<Object, String> comments,
            java.util.List<org.specializer.core.parser.Tokenizer.TypeIgnore> ignores) {
        this.st = st;
        this.lines = lines;
        this.comments = comments;
        this.ignores = ignores;
    }

    /** {@code mod} as Python objects; {@code source} null when columns are already bytes. */
    static PyObject convert(AstTypes st, Ast.Mod mod, String source) {
        return convert(st, mod, source, java.util.Map.of(), java.util.List.of());
    }

    /** {@link #convert(AstTypes, Ast.Mod, String)} with the type comments a parse kept. */
    static PyObject convert(AstTypes st, Ast.Mod mod, String source,
            java.util.Map<Object, String> comments,
            java.util.List<org.specializer.core.parser.Tokenizer.TypeIgnore> ignores) {
        return new ToPython(st, source == null ? null : new Lines(source), comments, ignores)
                .mod(mod);
    }

    /** The type comment of {@code node}, or None. */
    private PyObject comment(Object node) {
        String c = comments.get(node);
        return c == null ? NO_COMMENT : PyStr.of(c);
    }

    /** Module.type_ignores: a TypeIgnore(lineno, tag) per {@code # type: ignore}. */
    private PyObject typeIgnores() {
        PyList out = new PyList();
        for (org.specializer.core.parser.Tokenizer.TypeIgnore t : ignores) {
            out.append(node("TypeIgnore", PyInt.of(t.line()), PyStr.of(t.tag())));
        }
        return out;
    }

    // ------------------------------------------------------------------ building nodes

    /** A node of class {@code cls} with {@code values} for its fields, in order. */
    private PyObject node(String cls, PyObject... values) {
        PyType t = st.cls(cls);
        PyInstance n = new PyInstance(t);
        PyStr[] names = st.fields(t);
        for (int i = 0; i < names.length; i++) {
            n.setInstanceAttr(names[i], values[i]);
        }
        return n;
    }

    /** As {@link #node(String, PyObject...)}, then the four position attributes. */
    private PyObject node(String cls, Loc loc, PyObject... values) {
        PyInstance n = (PyInstance) node(cls, values);
        int line = loc.line();
        int endLine = loc.endLine();
        n.setInstanceAttr(AstTypes.POSITION_NAMES[0], PyInt.of(line));
        n.setInstanceAttr(AstTypes.POSITION_NAMES[1], PyInt.of(column(line, loc.col())));
        n.setInstanceAttr(AstTypes.POSITION_NAMES[2], PyInt.of(endLine));
        n.setInstanceAttr(AstTypes.POSITION_NAMES[3], PyInt.of(column(endLine, loc.endCol())));
        return n;
    }

    private int column(int line, int col) {
        return lines == null ? col : lines.byteColumn(line, col);
    }

    private PyObject singleton(String name) {
        return st.singletons.get(name);
    }

    private static PyObject str(String s) {
        return s == null ? Py.None : PyStr.of(s);
    }

    private static PyObject bool(boolean b) {
        return b ? PyInt.ONE : PyInt.ZERO;
    }

    private static final PyObject NO_COMMENT = Py.None;

    private PyObject stmts(List<Stmt> l) {
        PyObject[] out = new PyObject[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = stmt(l.get(i));
        }
        return new PyList(out);
    }

    private PyObject exprs(List<Expr> l) {
        PyObject[] out = new PyObject[l.size()];
        for (int i = 0; i < out.length; i++) {
            Expr e = l.get(i);
            out[i] = e == null ? Py.None : expr(e);
        }
        return new PyList(out);
    }

    private PyObject optExpr(Expr e) {
        return e == null ? Py.None : expr(e);
    }

    private static PyObject strs(List<String> l) {
        PyObject[] out = new PyObject[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = PyStr.of(l.get(i));
        }
        return new PyList(out);
    }

    // ------------------------------------------------------------------ modules

    private PyObject mod(Mod m) {
        if (m instanceof Ast.Module x) {
            return node("Module", stmts(x.body()), typeIgnores());
        }
        if (m instanceof Expression x) {
            return node("Expression", expr(x.body()));
        }
        if (m instanceof Ast.FunctionType x) {
            return node("FunctionType", exprs(x.argtypes()), expr(x.returns()));
        }
        Interactive x = (Interactive) m;
        return node("Interactive", stmts(x.body()));
    }

    // ------------------------------------------------------------------ statements

    private PyObject stmt(Stmt s) {
        Loc l = s.loc();
        if (s instanceof FunctionDef x) {
            return node(x.isAsync() ? "AsyncFunctionDef" : "FunctionDef", l, PyStr.of(x.name()),
                    arguments(x.args()), stmts(x.body()), exprs(x.decoratorList()),
                    optExpr(x.returns()), comment(x), typeParams(x.typeParams()));
        }
        if (s instanceof ClassDef x) {
            return node("ClassDef", l, PyStr.of(x.name()), exprs(x.bases()),
                    keywords(x.keywords()), stmts(x.body()), exprs(x.decoratorList()),
                    typeParams(x.typeParams()));
        }
        if (s instanceof Return x) {
            return node("Return", l, optExpr(x.value()));
        }
        if (s instanceof Delete x) {
            return node("Delete", l, exprs(x.targets()));
        }
        if (s instanceof Assign x) {
            return node("Assign", l, exprs(x.targets()), expr(x.value()), comment(x));
        }
        if (s instanceof TypeAlias x) {
            return node("TypeAlias", l, expr(x.name()), typeParams(x.typeParams()),
                    expr(x.value()));
        }
        if (s instanceof AugAssign x) {
            return node("AugAssign", l, expr(x.target()), operator(x.op()), expr(x.value()));
        }
        if (s instanceof AnnAssign x) {
            return node("AnnAssign", l, expr(x.target()), expr(x.annotation()),
                    optExpr(x.value()), bool(x.simple()));
        }
        if (s instanceof For x) {
            return node(x.isAsync() ? "AsyncFor" : "For", l, expr(x.target()), expr(x.iter()),
                    stmts(x.body()), stmts(x.orelse()), comment(x));
        }
        if (s instanceof While x) {
            return node("While", l, expr(x.test()), stmts(x.body()), stmts(x.orelse()));
        }
        if (s instanceof If x) {
            return node("If", l, expr(x.test()), stmts(x.body()), stmts(x.orelse()));
        }
        if (s instanceof With x) {
            PyObject[] items = new PyObject[x.items().size()];
            for (int i = 0; i < items.length; i++) {
                WithItem w = x.items().get(i);
                items[i] = node("withitem", expr(w.contextExpr()), optExpr(w.optionalVars()));
            }
            return node(x.isAsync() ? "AsyncWith" : "With", l, new PyList(items),
                    stmts(x.body()), comment(x));
        }
        if (s instanceof Raise x) {
            return node("Raise", l, optExpr(x.exc()), optExpr(x.cause()));
        }
        if (s instanceof Try x) {
            PyObject[] handlers = new PyObject[x.handlers().size()];
            for (int i = 0; i < handlers.length; i++) {
                ExceptHandler h = x.handlers().get(i);
                handlers[i] = node("ExceptHandler", h.loc(), optExpr(h.type()), str(h.name()),
                        stmts(h.body()));
            }
            return node(x.star() ? "TryStar" : "Try", l, stmts(x.body()), new PyList(handlers),
                    stmts(x.orelse()), stmts(x.finalbody()));
        }
        if (s instanceof Assert x) {
            return node("Assert", l, expr(x.test()), optExpr(x.msg()));
        }
        if (s instanceof Import x) {
            return node("Import", l, aliases(x.names()));
        }
        if (s instanceof ImportFrom x) {
            return node("ImportFrom", l, str(x.module()), aliases(x.names()),
                    PyInt.of(x.level()));
        }
        if (s instanceof Global x) {
            return node("Global", l, strs(x.names()));
        }
        if (s instanceof Nonlocal x) {
            return node("Nonlocal", l, strs(x.names()));
        }
        if (s instanceof ExprStmt x) {
            return node("Expr", l, expr(x.value()));
        }
        if (s instanceof Match x) {
            PyObject[] cases = new PyObject[x.cases().size()];
            for (int i = 0; i < cases.length; i++) {
                MatchCase c = x.cases().get(i);
                cases[i] = node("match_case", pattern(c.pattern()), optExpr(c.guard()),
                        stmts(c.body()));
            }
            return node("Match", l, expr(x.subject()), new PyList(cases));
        }
        if (s instanceof Pass) {
            return node("Pass", l);
        }
        if (s instanceof Break) {
            return node("Break", l);
        }
        if (s instanceof Continue) {
            return node("Continue", l);
        }
        throw new IllegalStateException("statement kind without a Python class: " + s);
    }

    private PyObject pattern(Pattern p) {
        Loc l = p.loc();
        if (p instanceof MatchValue x) {
            return node("MatchValue", l, expr(x.value()));
        }
        if (p instanceof MatchSingleton x) {
            return node("MatchSingleton", l, constant(x.value()));
        }
        if (p instanceof MatchSequence x) {
            return node("MatchSequence", l, patterns(x.patterns()));
        }
        if (p instanceof MatchMapping x) {
            return node("MatchMapping", l, exprs(x.keys()), patterns(x.patterns()),
                    str(x.rest()));
        }
        if (p instanceof MatchClass x) {
            return node("MatchClass", l, expr(x.cls()), patterns(x.patterns()),
                    strs(x.kwdAttrs()), patterns(x.kwdPatterns()));
        }
        if (p instanceof MatchStar x) {
            return node("MatchStar", l, str(x.name()));
        }
        if (p instanceof MatchAs x) {
            return node("MatchAs", l, x.pattern() == null ? Py.None : pattern(x.pattern()),
                    str(x.name()));
        }
        MatchOr x = (MatchOr) p;
        return node("MatchOr", l, patterns(x.patterns()));
    }

    private PyObject patterns(List<Pattern> l) {
        PyObject[] out = new PyObject[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = pattern(l.get(i));
        }
        return new PyList(out);
    }

    private PyObject typeParams(List<TypeParam> l) {
        PyObject[] out = new PyObject[l.size()];
        for (int i = 0; i < out.length; i++) {
            TypeParam t = l.get(i);
            if (t instanceof TypeVar v) {
                out[i] = node("TypeVar", v.loc(), PyStr.of(v.name()), optExpr(v.bound()),
                        optExpr(v.defaultValue()));
            } else if (t instanceof ParamSpec p) {
                out[i] = node("ParamSpec", p.loc(), PyStr.of(p.name()),
                        optExpr(p.defaultValue()));
            } else {
                TypeVarTuple v = (TypeVarTuple) t;
                out[i] = node("TypeVarTuple", v.loc(), PyStr.of(v.name()),
                        optExpr(v.defaultValue()));
            }
        }
        return new PyList(out);
    }

    private PyObject aliases(List<Alias> names) {
        PyObject[] out = new PyObject[names.size()];
        for (int i = 0; i < out.length; i++) {
            Alias a = names.get(i);
            out[i] = node("alias", a.loc(), PyStr.of(a.name()), str(a.asname()));
        }
        return new PyList(out);
    }

    private PyObject keywords(List<Keyword> kws) {
        PyObject[] out = new PyObject[kws.size()];
        for (int i = 0; i < out.length; i++) {
            Keyword k = kws.get(i);
            out[i] = node("keyword", k.loc(), str(k.arg()), expr(k.value()));
        }
        return new PyList(out);
    }

    private PyObject arguments(Arguments a) {
        return node("arguments", args(a.posonlyargs()), args(a.args()), optArg(a.vararg()),
                args(a.kwonlyargs()), exprs(a.kwDefaults()), optArg(a.kwarg()),
                exprs(a.defaults()));
    }

    private PyObject args(List<Arg> l) {
        PyObject[] out = new PyObject[l.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = optArg(l.get(i));
        }
        return new PyList(out);
    }

    private PyObject optArg(Arg a) {
        if (a == null) {
            return Py.None;
        }
        return node("arg", a.loc(), PyStr.of(a.arg()), optExpr(a.annotation()), comment(a));
    }

    // ------------------------------------------------------------------ expressions

    private PyObject expr(Expr e) {
        Loc l = e.loc();
        if (e instanceof BoolOp x) {
            return node("BoolOp", l, singleton(x.op() == BoolOpKind.AND ? "And" : "Or"),
                    exprs(x.values()));
        }
        if (e instanceof NamedExpr x) {
            return node("NamedExpr", l, expr(x.target()), expr(x.value()));
        }
        if (e instanceof BinOp x) {
            return node("BinOp", l, expr(x.left()), operator(x.op()), expr(x.right()));
        }
        if (e instanceof UnaryOp x) {
            return node("UnaryOp", l, singleton(UNARY[x.op().ordinal()]), expr(x.operand()));
        }
        if (e instanceof Lambda x) {
            return node("Lambda", l, arguments(x.args()), expr(x.body()));
        }
        if (e instanceof IfExp x) {
            return node("IfExp", l, expr(x.test()), expr(x.body()), expr(x.orelse()));
        }
        if (e instanceof Dict x) {
            return node("Dict", l, exprs(x.keys()), exprs(x.values()));
        }
        if (e instanceof SetExpr x) {
            return node("Set", l, exprs(x.elts()));
        }
        if (e instanceof ListComp x) {
            return node("ListComp", l, expr(x.elt()), comprehensions(x.generators()));
        }
        if (e instanceof SetComp x) {
            return node("SetComp", l, expr(x.elt()), comprehensions(x.generators()));
        }
        if (e instanceof DictComp x) {
            return node("DictComp", l, expr(x.key()), expr(x.value()),
                    comprehensions(x.generators()));
        }
        if (e instanceof GeneratorExp x) {
            return node("GeneratorExp", l, expr(x.elt()), comprehensions(x.generators()));
        }
        if (e instanceof Await x) {
            return node("Await", l, expr(x.value()));
        }
        if (e instanceof Yield x) {
            return node("Yield", l, optExpr(x.value()));
        }
        if (e instanceof YieldFrom x) {
            return node("YieldFrom", l, expr(x.value()));
        }
        if (e instanceof Compare x) {
            PyObject[] ops = new PyObject[x.ops().size()];
            for (int i = 0; i < ops.length; i++) {
                ops[i] = singleton(CMPOP[x.ops().get(i).ordinal()]);
            }
            return node("Compare", l, expr(x.left()), new PyList(ops), exprs(x.comparators()));
        }
        if (e instanceof Call x) {
            return node("Call", l, expr(x.func()), exprs(x.args()), keywords(x.keywords()));
        }
        if (e instanceof FormattedValue x) {
            return node("FormattedValue", l, expr(x.value()), PyInt.of(x.conversion()),
                    optExpr(x.formatSpec()));
        }
        if (e instanceof JoinedStr x) {
            return node("JoinedStr", l, exprs(x.values()));
        }
        if (e instanceof Constant x) {
            return node("Constant", l, constant(x.value()), str(x.kind()));
        }
        if (e instanceof Attribute x) {
            return node("Attribute", l, expr(x.value()), PyStr.of(x.attr()), ctx(x.ctx()));
        }
        if (e instanceof Subscript x) {
            return node("Subscript", l, expr(x.value()), expr(x.slice()), ctx(x.ctx()));
        }
        if (e instanceof Starred x) {
            return node("Starred", l, expr(x.value()), ctx(x.ctx()));
        }
        if (e instanceof Name x) {
            return node("Name", l, PyStr.of(x.id()), ctx(x.ctx()));
        }
        if (e instanceof ListExpr x) {
            return node("List", l, exprs(x.elts()), ctx(x.ctx()));
        }
        if (e instanceof TupleExpr x) {
            return node("Tuple", l, exprs(x.elts()), ctx(x.ctx()));
        }
        if (e instanceof Slice x) {
            return node("Slice", l, optExpr(x.lower()), optExpr(x.upper()), optExpr(x.step()));
        }
        throw new IllegalStateException("expression kind without a Python class: " + e);
    }

    private PyObject comprehensions(List<Comprehension> gens) {
        PyObject[] out = new PyObject[gens.size()];
        for (int i = 0; i < out.length; i++) {
            Comprehension c = gens.get(i);
            out[i] = node("comprehension", expr(c.target()), expr(c.iter()), exprs(c.ifs()),
                    bool(c.isAsync()));
        }
        return new PyList(out);
    }

    private static final String[] OPERATOR = {"Add", "Sub", "Mult", "MatMult", "Div", "Mod",
        "Pow", "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv"};
    private static final String[] UNARY = {"Invert", "Not", "UAdd", "USub"};
    private static final String[] CMPOP = {"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is",
        "IsNot", "In", "NotIn"};
    private static final String[] CTX = {"Load", "Store", "Del"};

    private PyObject operator(Operator op) {
        return singleton(OPERATOR[op.ordinal()]);
    }

    private PyObject ctx(ExprContext c) {
        return singleton(CTX[c.ordinal()]);
    }

    /** A constant's value as a Python object (the parser's values are plain Java ones). */
    static PyObject constant(Object v) {
        if (v instanceof PyObject p) {
            return p;
        }
        if (v instanceof Long x) {
            return PyInt.of(x);
        }
        if (v instanceof Integer x) {
            return PyInt.of(x);
        }
        if (v instanceof BigInteger x) {
            return Py.newInt(x);
        }
        if (v instanceof Double x) {
            return new PyFloat(x);
        }
        if (v instanceof Imaginary x) {
            return new PyComplex(0.0, x.value());
        }
        if (v instanceof String x) {
            return PyStr.of(x);
        }
        if (v instanceof byte[] x) {
            return PyBytes.of(x);
        }
        if (v instanceof Boolean x) {
            return x ? Py.True : Py.False;
        }
        if (v == Singleton.NONE) {
            return Py.None;
        }
        if (v == Singleton.ELLIPSIS) {
            return Py.Ellipsis;
        }
        throw new IllegalStateException("constant of unknown kind: " + v);
    }

    /** The source's lines, to turn code point columns into UTF-8 byte offsets. */
    static final class Lines {
        private final String[] text;

        Lines(String source) {
            if (!source.isEmpty() && source.charAt(0) == '\uFEFF') {
                source = source.substring(1);
            }
            this.text = source.split("\r\n|\r|\n", -1);
        }

        /** The byte offset of code point {@code col} of 1-based line {@code line}. */
        int byteColumn(int line, int col) {
            if (line < 1 || line > text.length || col <= 0) {
                return col;
            }
            String s = text[line - 1];
            int bytes = 0;
            int i = 0;
            int cp = 0;
            while (cp < col && i < s.length()) {
                int c = s.codePointAt(i);
                i += Character.charCount(c);
                bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
                cp++;
            }
            return bytes + (col - cp);
        }
    }
}
