package org.specializer.natives.ast;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBigInt;
import org.specializer.api.PyBool;
import org.specializer.api.PyBytes;
import org.specializer.api.PyExc;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.*;

/**
 * A tree of {@code ast} node objects to the parser's tree (CPython's {@code obj2ast_*} in
 * {@code Python-ast.c}), with CPython's errors for malformed trees, in the same order:
 * a sum type's position attributes are read before its class is looked at ("required field
 * "lineno" missing from stmt"), a node of no constructor of its sum is "expected some sort of
 * expr, but got ...", a missing required field is a TypeError ("required field "value"
 * missing from Expr"), a required field that is None a ValueError ("field 'value' is required
 * for Expr"), a sequence field must be a list. Omitted optional and sequence fields read as
 * None and []. Missing end positions default to the start, as in CPython.
 *
 * <p>Columns stay as the tree gives them (UTF-8 byte offsets, CPython's unit); they only feed
 * error positions and the code's position table. Constants go back to the parser's Java
 * values where one exists, so that the compiler sees what the parser would have made.
 */
final class FromPython {
    private final AstTypes st;

    private FromPython(AstTypes st) {
        this.st = st;
    }

    private static final String[] MODE_CLASS = {"Module", "Expression", "Interactive",
        "FunctionType"};

    /** Compare CPython Python-ast.c: PyAST_obj2mod. */
    static Ast.Mod convert(AstTypes st, PyObject obj, String mode) {
        int m = switch (mode) {
            case "exec" -> 0;
            case "eval" -> 1;
            case "single" -> 2;
            default -> 3;
        };
        if (!Abstract.isInstance(obj, st.cls(MODE_CLASS[m]))) {
            throw Py.typeError("expected " + MODE_CLASS[m] + " node, got "
                    + obj.type.getName());
        }
        FromPython c = new FromPython(st);
        Ast.Mod mod;
        try {
            mod = c.mod(obj);
        } catch (StackOverflowError e) {
            throw Py.recursionError("maximum recursion depth exceeded during ast construction");
        }
        Validator.validate(mod);
        return mod;
    }

    // ------------------------------------------------------------------ fields

    private boolean is(PyObject obj, String cls) {
        return Abstract.isInstance(obj, st.cls(cls));
    }

    /** A field's value, or null when the object lacks it. */
    private static PyObject get(PyObject obj, String name) {
        return obj.lookupAttr(PyStr.intern(name));
    }

    /** A field that must be present: CPython's "required field ... missing from ...". */
    private static PyObject required(PyObject obj, String name, String owner) {
        PyObject v = get(obj, name);
        if (v == null) {
            throw Py.typeError("required field \"" + name + "\" missing from " + owner);
        }
        return v;
    }

    /** The node a required field must hold: CPython's "field ... is required for ..." when None. */
    private static <T> T need(T v, String name, String owner) {
        if (v == null) {
            throw Py.valueError("field '" + name + "' is required for " + owner);
        }
        return v;
    }

    /** The items of a sequence field, [] when omitted. */
    private static List<PyObject> seq(PyObject obj, String name, String owner) {
        PyObject v = get(obj, name);
        if (v == null) {
            return List.of();
        }
        if (!(v instanceof PyList l)) {
            throw Py.typeError(owner + " field \"" + name + "\" must be a list, not a "
                    + v.type.getName());
        }
        int n = l.size();
        List<PyObject> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            if (l.size() != n) {
                break;
            }
            out.add(l.get(i));
        }
        if (l.size() != n) {
            throw Py.error(PyExc.RuntimeError, owner + " field \"" + name
                    + "\" changed size during iteration");
        }
        return out;
    }

    private List<Stmt> stmts(PyObject obj, String name, String owner) {
        List<Stmt> out = new ArrayList<>();
        for (PyObject o : seq(obj, name, owner)) {
            out.add(stmt(o));
        }
        return out;
    }

    private List<Expr> exprs(PyObject obj, String name, String owner) {
        List<Expr> out = new ArrayList<>();
        for (PyObject o : seq(obj, name, owner)) {
            out.add(expr(o));
        }
        return out;
    }

    private Expr expr(PyObject obj, String name, String owner) {
        return need(expr(required(obj, name, owner)), name, owner);
    }

    private Expr optExpr(PyObject obj, String name) {
        PyObject v = get(obj, name);
        return v == null || v == Py.None ? null : expr(v);
    }

    private static String identifier(PyObject obj, String name, String owner) {
        return need(identifier(required(obj, name, owner)), name, owner);
    }

    private static String optIdentifier(PyObject obj, String name) {
        PyObject v = get(obj, name);
        return v == null || v == Py.None ? null : identifier(v);
    }

    /** Compare CPython Python-ast.c: obj2ast_identifier. */
    private static String identifier(PyObject v) {
        if (v == Py.None) {
            return null;
        }
        if (v.type != PyStr.TYPE) {
            throw Py.typeError("AST identifier must be of type str");
        }
        return ((PyStr) v).value;
    }

    /** An optional {@code string} field (type comments, Constant.kind); bytes pass as in CPython. */
    private static String optString(PyObject obj, String name) {
        PyObject v = get(obj, name);
        if (v == null || v == Py.None) {
            return null;
        }
        if (v.type == PyStr.TYPE) {
            return ((PyStr) v).value;
        }
        if (v.type == PyBytes.TYPE) {
            return new String(((PyBytes) v).value, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
        throw Py.typeError("AST string must be of type str");
    }

    /** Compare CPython Python-ast.c: obj2ast_int. */
    private static int integer(PyObject v) {
        if (!(v instanceof PyInt) && !(v instanceof PyBigInt)) {
            throw Py.valueError("invalid integer value: " + Abstract.repr(v).value);
        }
        if (v instanceof PyBigInt || ((PyInt) v).value != (int) ((PyInt) v).value) {
            throw Py.overflowError("Python int too large to convert to C int");
        }
        return (int) ((PyInt) v).value;
    }

    private static int intField(PyObject obj, String name, String owner) {
        return integer(required(obj, name, owner));
    }

    /** The position attributes of a node: lineno and col_offset required, the ends default to them. */
    private static Loc loc(PyObject obj, String owner) {
        int line = intField(obj, "lineno", owner);
        int col = intField(obj, "col_offset", owner);
        PyObject el = get(obj, "end_lineno");
        int endLine = el == null || el == Py.None ? line : integer(el);
        PyObject ec = get(obj, "end_col_offset");
        int endCol = ec == null || ec == Py.None ? col : integer(ec);
        return new Loc(line, col, endLine, endCol);
    }

    private PyException expected(String sum, PyObject obj) {
        return Py.typeError("expected some sort of " + sum + ", but got "
                + Abstract.repr(obj).value);
    }

    // ------------------------------------------------------------------ modules

    private Ast.Mod mod(PyObject obj) {
        if (is(obj, "Module")) {
            List<Stmt> body = stmts(obj, "body", "Module");
            for (PyObject ti : seq(obj, "type_ignores", "Module")) {
                if (!is(ti, "TypeIgnore")) {
                    throw expected("type_ignore", ti);
                }
            }
            return new Ast.Module(Loc.NONE, body);
        }
        if (is(obj, "Expression")) {
            return new Expression(Loc.NONE, expr(obj, "body", "Expression"));
        }
        if (is(obj, "Interactive")) {
            return new Interactive(Loc.NONE, stmts(obj, "body", "Interactive"));
        }
        if (is(obj, "FunctionType")) {
            return new Ast.FunctionType(Loc.NONE, exprs(obj, "argtypes", "FunctionType"),
                    expr(obj, "returns", "FunctionType"));
        }
        throw expected("mod", obj);
    }

    // ------------------------------------------------------------------ statements

    private Stmt stmt(PyObject obj) {
        if (obj == Py.None) {
            return null;
        }
        Loc l = loc(obj, "stmt");
        if (is(obj, "FunctionDef") || is(obj, "AsyncFunctionDef")) {
            boolean async = is(obj, "AsyncFunctionDef");
            String o = async ? "AsyncFunctionDef" : "FunctionDef";
            String name = identifier(obj, "name", o);
            Arguments args = need(arguments(required(obj, "args", o)), "args", o);
            List<Stmt> body = stmts(obj, "body", o);
            List<Expr> decorators = exprs(obj, "decorator_list", o);
            Expr returns = optExpr(obj, "returns");
            optString(obj, "type_comment");
            List<TypeParam> typeParams = typeParams(obj, o);
            return new FunctionDef(l, name, args, body, decorators, returns, async, typeParams);
        }
        if (is(obj, "ClassDef")) {
            String name = identifier(obj, "name", "ClassDef");
            List<Expr> bases = exprs(obj, "bases", "ClassDef");
            List<Keyword> keywords = keywords(obj, "ClassDef");
            List<Stmt> body = stmts(obj, "body", "ClassDef");
            List<Expr> decorators = exprs(obj, "decorator_list", "ClassDef");
            List<TypeParam> typeParams = typeParams(obj, "ClassDef");
            return new ClassDef(l, name, bases, keywords, body, decorators, typeParams);
        }
        if (is(obj, "Return")) {
            return new Return(l, optExpr(obj, "value"));
        }
        if (is(obj, "Delete")) {
            return new Delete(l, exprs(obj, "targets", "Delete"));
        }
        if (is(obj, "Assign")) {
            List<Expr> targets = exprs(obj, "targets", "Assign");
            Expr value = expr(obj, "value", "Assign");
            optString(obj, "type_comment");
            return new Assign(l, targets, value);
        }
        if (is(obj, "TypeAlias")) {
            Expr name = expr(obj, "name", "TypeAlias");
            List<TypeParam> typeParams = typeParams(obj, "TypeAlias");
            return new TypeAlias(l, name, typeParams, expr(obj, "value", "TypeAlias"));
        }
        if (is(obj, "AugAssign")) {
            Expr target = expr(obj, "target", "AugAssign");
            Operator op = operator(required(obj, "op", "AugAssign"));
            return new AugAssign(l, target, op, expr(obj, "value", "AugAssign"));
        }
        if (is(obj, "AnnAssign")) {
            Expr target = expr(obj, "target", "AnnAssign");
            Expr annotation = expr(obj, "annotation", "AnnAssign");
            Expr value = optExpr(obj, "value");
            int simple = intField(obj, "simple", "AnnAssign");
            return new AnnAssign(l, target, annotation, value, simple != 0);
        }
        if (is(obj, "For") || is(obj, "AsyncFor")) {
            boolean async = is(obj, "AsyncFor");
            String o = async ? "AsyncFor" : "For";
            Expr target = expr(obj, "target", o);
            Expr iter = expr(obj, "iter", o);
            List<Stmt> body = stmts(obj, "body", o);
            List<Stmt> orelse = stmts(obj, "orelse", o);
            optString(obj, "type_comment");
            return new For(l, target, iter, body, orelse, async);
        }
        if (is(obj, "While")) {
            Expr test = expr(obj, "test", "While");
            return new While(l, test, stmts(obj, "body", "While"), stmts(obj, "orelse", "While"));
        }
        if (is(obj, "If")) {
            Expr test = expr(obj, "test", "If");
            return new If(l, test, stmts(obj, "body", "If"), stmts(obj, "orelse", "If"));
        }
        if (is(obj, "With") || is(obj, "AsyncWith")) {
            boolean async = is(obj, "AsyncWith");
            String o = async ? "AsyncWith" : "With";
            List<WithItem> items = new ArrayList<>();
            for (PyObject it : seq(obj, "items", o)) {
                items.add(withItem(it));
            }
            List<Stmt> body = stmts(obj, "body", o);
            optString(obj, "type_comment");
            return new With(l, items, body, async);
        }
        if (is(obj, "Match")) {
            Expr subject = expr(obj, "subject", "Match");
            List<MatchCase> cases = new ArrayList<>();
            for (PyObject c : seq(obj, "cases", "Match")) {
                Pattern p = need(pattern(required(c, "pattern", "match_case")), "pattern",
                        "match_case");
                Expr guard = optExpr(c, "guard");
                List<Stmt> body = stmts(c, "body", "match_case");
                cases.add(new MatchCase(p.loc(), p, guard, body));
            }
            return new Match(l, subject, cases);
        }
        if (is(obj, "Raise")) {
            return new Raise(l, optExpr(obj, "exc"), optExpr(obj, "cause"));
        }
        if (is(obj, "Try") || is(obj, "TryStar")) {
            boolean star = is(obj, "TryStar");
            String o = star ? "TryStar" : "Try";
            List<Stmt> body = stmts(obj, "body", o);
            List<ExceptHandler> handlers = new ArrayList<>();
            for (PyObject h : seq(obj, "handlers", o)) {
                handlers.add(exceptHandler(h));
            }
            List<Stmt> orelse = stmts(obj, "orelse", o);
            List<Stmt> finalbody = stmts(obj, "finalbody", o);
            return new Try(l, body, handlers, orelse, finalbody, star);
        }
        if (is(obj, "Assert")) {
            Expr test = expr(obj, "test", "Assert");
            return new Assert(l, test, optExpr(obj, "msg"));
        }
        if (is(obj, "Import")) {
            return new Import(l, aliases(obj, "Import"));
        }
        if (is(obj, "ImportFrom")) {
            String module = optIdentifier(obj, "module");
            List<Alias> names = aliases(obj, "ImportFrom");
            PyObject lv = get(obj, "level");
            int level = lv == null || lv == Py.None ? 0 : integer(lv);
            return new ImportFrom(l, module, names, level);
        }
        if (is(obj, "Global")) {
            return new Global(l, identifiers(obj, "names", "Global"));
        }
        if (is(obj, "Nonlocal")) {
            return new Nonlocal(l, identifiers(obj, "names", "Nonlocal"));
        }
        if (is(obj, "Expr")) {
            return new ExprStmt(l, expr(obj, "value", "Expr"));
        }
        if (is(obj, "Pass")) {
            return new Pass(l);
        }
        if (is(obj, "Break")) {
            return new Break(l);
        }
        if (is(obj, "Continue")) {
            return new Continue(l);
        }
        throw expected("stmt", obj);
    }

    private List<TypeParam> typeParams(PyObject obj, String owner) {
        List<TypeParam> out = new ArrayList<>();
        for (PyObject t : seq(obj, "type_params", owner)) {
            out.add(typeParam(t));
        }
        return out;
    }

    // Compare CPython Python-ast.c: obj2ast_type_param
    private TypeParam typeParam(PyObject obj) {
        if (obj == Py.None) {
            return null;
        }
        Loc l = loc(obj, "type_param");
        if (is(obj, "TypeVar")) {
            String name = identifier(obj, "name", "TypeVar");
            Expr bound = optExpr(obj, "bound");
            return new TypeVar(l, name, bound, optExpr(obj, "default_value"));
        }
        if (is(obj, "ParamSpec")) {
            String name = identifier(obj, "name", "ParamSpec");
            return new ParamSpec(l, name, optExpr(obj, "default_value"));
        }
        if (is(obj, "TypeVarTuple")) {
            String name = identifier(obj, "name", "TypeVarTuple");
            return new TypeVarTuple(l, name, optExpr(obj, "default_value"));
        }
        throw expected("type_param", obj);
    }

    private static List<String> identifiers(PyObject obj, String name, String owner) {
        List<String> out = new ArrayList<>();
        for (PyObject o : seq(obj, name, owner)) {
            out.add(identifier(o));
        }
        return out;
    }

    // Compare CPython Python-ast.c: obj2ast_pattern
    private Pattern pattern(PyObject obj) {
        if (obj == Py.None) {
            return null;
        }
        Loc l = loc(obj, "pattern");
        if (is(obj, "MatchValue")) {
            return new MatchValue(l, expr(obj, "value", "MatchValue"));
        }
        if (is(obj, "MatchSingleton")) {
            return new MatchSingleton(l, constant(required(obj, "value", "MatchSingleton")));
        }
        if (is(obj, "MatchSequence")) {
            return new MatchSequence(l, patterns(obj, "patterns", "MatchSequence"));
        }
        if (is(obj, "MatchMapping")) {
            List<Expr> keys = exprs(obj, "keys", "MatchMapping");
            List<Pattern> patterns = patterns(obj, "patterns", "MatchMapping");
            return new MatchMapping(l, keys, patterns, optIdentifier(obj, "rest"));
        }
        if (is(obj, "MatchClass")) {
            Expr cls = expr(obj, "cls", "MatchClass");
            List<Pattern> patterns = patterns(obj, "patterns", "MatchClass");
            List<String> kwdAttrs = identifiers(obj, "kwd_attrs", "MatchClass");
            List<Pattern> kwdPatterns = patterns(obj, "kwd_patterns", "MatchClass");
            return new MatchClass(l, cls, patterns, kwdAttrs, kwdPatterns);
        }
        if (is(obj, "MatchStar")) {
            return new MatchStar(l, optIdentifier(obj, "name"));
        }
        if (is(obj, "MatchAs")) {
            PyObject p = get(obj, "pattern");
            Pattern sub = p == null || p == Py.None ? null : pattern(p);
            return new MatchAs(l, sub, optIdentifier(obj, "name"));
        }
        if (is(obj, "MatchOr")) {
            return new MatchOr(l, patterns(obj, "patterns", "MatchOr"));
        }
        throw expected("pattern", obj);
    }

    private List<Pattern> patterns(PyObject obj, String name, String owner) {
        List<Pattern> out = new ArrayList<>();
        for (PyObject o : seq(obj, name, owner)) {
            out.add(pattern(o));
        }
        return out;
    }

    private ExceptHandler exceptHandler(PyObject obj) {
        if (obj == Py.None) {
            return null;
        }
        Loc l = loc(obj, "excepthandler");
        if (!is(obj, "ExceptHandler")) {
            throw expected("excepthandler", obj);
        }
        Expr type = optExpr(obj, "type");
        String name = optIdentifier(obj, "name");
        return new ExceptHandler(l, type, name, stmts(obj, "body", "ExceptHandler"));
    }

    private WithItem withItem(PyObject obj) {
        Expr ctx = expr(obj, "context_expr", "withitem");
        Expr vars = optExpr(obj, "optional_vars");
        return new WithItem(ctx.loc(), ctx, vars);
    }

    private List<Alias> aliases(PyObject obj, String owner) {
        List<Alias> out = new ArrayList<>();
        for (PyObject a : seq(obj, "names", owner)) {
            String name = identifier(a, "name", "alias");
            String asname = optIdentifier(a, "asname");
            out.add(new Alias(loc(a, "alias"), name, asname));
        }
        return out;
    }

    private List<Keyword> keywords(PyObject obj, String owner) {
        List<Keyword> out = new ArrayList<>();
        for (PyObject k : seq(obj, "keywords", owner)) {
            String arg = optIdentifier(k, "arg");
            Expr value = expr(k, "value", "keyword");
            out.add(new Keyword(loc(k, "keyword"), arg, value));
        }
        return out;
    }

    private Arguments arguments(PyObject obj) {
        if (obj == Py.None) {
            return null;
        }
        List<Arg> posonly = args(obj, "posonlyargs");
        List<Arg> args = args(obj, "args");
        Arg vararg = optArg(obj, "vararg");
        List<Arg> kwonly = args(obj, "kwonlyargs");
        List<Expr> kwDefaults = exprs(obj, "kw_defaults", "arguments");
        Arg kwarg = optArg(obj, "kwarg");
        List<Expr> defaults = exprs(obj, "defaults", "arguments");
        return new Arguments(Loc.NONE, posonly, args, vararg, kwonly, kwDefaults, kwarg,
                defaults);
    }

    private List<Arg> args(PyObject obj, String name) {
        List<Arg> out = new ArrayList<>();
        for (PyObject a : seq(obj, name, "arguments")) {
            out.add(arg(a));
        }
        return out;
    }

    private Arg optArg(PyObject obj, String name) {
        PyObject v = get(obj, name);
        return v == null || v == Py.None ? null : arg(v);
    }

    private Arg arg(PyObject obj) {
        String name = identifier(obj, "arg", "arg");
        Expr annotation = optExpr(obj, "annotation");
        optString(obj, "type_comment");
        return new Arg(loc(obj, "arg"), name, annotation);
    }

    // ------------------------------------------------------------------ expressions

    private Expr expr(PyObject obj) {
        if (obj == Py.None) {
            return null;
        }
        Loc l = loc(obj, "expr");
        if (is(obj, "BoolOp")) {
            PyObject op = required(obj, "op", "BoolOp");
            BoolOpKind k;
            if (is(op, "And")) {
                k = BoolOpKind.AND;
            } else if (is(op, "Or")) {
                k = BoolOpKind.OR;
            } else {
                throw expected("boolop", op);
            }
            return new BoolOp(l, k, exprs(obj, "values", "BoolOp"));
        }
        if (is(obj, "NamedExpr")) {
            Expr target = expr(obj, "target", "NamedExpr");
            return new NamedExpr(l, target, expr(obj, "value", "NamedExpr"));
        }
        if (is(obj, "BinOp")) {
            Expr left = expr(obj, "left", "BinOp");
            Operator op = operator(required(obj, "op", "BinOp"));
            return new BinOp(l, left, op, expr(obj, "right", "BinOp"));
        }
        if (is(obj, "UnaryOp")) {
            UnaryOpKind op = unaryop(required(obj, "op", "UnaryOp"));
            return new UnaryOp(l, op, expr(obj, "operand", "UnaryOp"));
        }
        if (is(obj, "Lambda")) {
            Arguments args = need(arguments(required(obj, "args", "Lambda")), "args", "Lambda");
            return new Lambda(l, args, expr(obj, "body", "Lambda"));
        }
        if (is(obj, "IfExp")) {
            Expr test = expr(obj, "test", "IfExp");
            Expr body = expr(obj, "body", "IfExp");
            return new IfExp(l, test, body, expr(obj, "orelse", "IfExp"));
        }
        if (is(obj, "Dict")) {
            List<Expr> keys = exprs(obj, "keys", "Dict");
            return new Dict(l, keys, exprs(obj, "values", "Dict"));
        }
        if (is(obj, "Set")) {
            return new SetExpr(l, exprs(obj, "elts", "Set"));
        }
        if (is(obj, "ListComp")) {
            Expr elt = expr(obj, "elt", "ListComp");
            return new ListComp(l, elt, comprehensions(obj, "ListComp"));
        }
        if (is(obj, "SetComp")) {
            Expr elt = expr(obj, "elt", "SetComp");
            return new SetComp(l, elt, comprehensions(obj, "SetComp"));
        }
        if (is(obj, "DictComp")) {
            Expr key = expr(obj, "key", "DictComp");
            Expr value = expr(obj, "value", "DictComp");
            return new DictComp(l, key, value, comprehensions(obj, "DictComp"));
        }
        if (is(obj, "GeneratorExp")) {
            Expr elt = expr(obj, "elt", "GeneratorExp");
            return new GeneratorExp(l, elt, comprehensions(obj, "GeneratorExp"));
        }
        if (is(obj, "Await")) {
            return new Await(l, expr(obj, "value", "Await"));
        }
        if (is(obj, "Yield")) {
            return new Yield(l, optExpr(obj, "value"));
        }
        if (is(obj, "YieldFrom")) {
            return new YieldFrom(l, expr(obj, "value", "YieldFrom"));
        }
        if (is(obj, "Compare")) {
            Expr left = expr(obj, "left", "Compare");
            List<CmpOp> ops = new ArrayList<>();
            for (PyObject op : seq(obj, "ops", "Compare")) {
                ops.add(cmpop(op));
            }
            return new Compare(l, left, ops, exprs(obj, "comparators", "Compare"));
        }
        if (is(obj, "Call")) {
            Expr func = expr(obj, "func", "Call");
            List<Expr> args = exprs(obj, "args", "Call");
            return new Call(l, func, args, keywords(obj, "Call"));
        }
        if (is(obj, "FormattedValue")) {
            Expr value = expr(obj, "value", "FormattedValue");
            int conversion = intField(obj, "conversion", "FormattedValue");
            return new FormattedValue(l, value, conversion, optExpr(obj, "format_spec"));
        }
        if (is(obj, "JoinedStr")) {
            return new JoinedStr(l, exprs(obj, "values", "JoinedStr"));
        }
        if (is(obj, "Constant")) {
            PyObject value = required(obj, "value", "Constant");
            String kind = optString(obj, "kind");
            return new Constant(l, constant(value), kind);
        }
        if (is(obj, "Attribute")) {
            Expr value = expr(obj, "value", "Attribute");
            String attr = identifier(obj, "attr", "Attribute");
            return new Attribute(l, value, attr, ctx(obj, "Attribute"));
        }
        if (is(obj, "Subscript")) {
            Expr value = expr(obj, "value", "Subscript");
            Expr slice = expr(obj, "slice", "Subscript");
            return new Subscript(l, value, slice, ctx(obj, "Subscript"));
        }
        if (is(obj, "Starred")) {
            Expr value = expr(obj, "value", "Starred");
            return new Starred(l, value, ctx(obj, "Starred"));
        }
        if (is(obj, "Name")) {
            String id = identifier(obj, "id", "Name");
            return new Name(l, id, ctx(obj, "Name"));
        }
        if (is(obj, "List")) {
            List<Expr> elts = exprs(obj, "elts", "List");
            return new ListExpr(l, elts, ctx(obj, "List"));
        }
        if (is(obj, "Tuple")) {
            List<Expr> elts = exprs(obj, "elts", "Tuple");
            return new TupleExpr(l, elts, ctx(obj, "Tuple"));
        }
        if (is(obj, "Slice")) {
            return new Slice(l, optExpr(obj, "lower"), optExpr(obj, "upper"),
                    optExpr(obj, "step"));
        }
        throw expected("expr", obj);
    }

    private List<Comprehension> comprehensions(PyObject obj, String owner) {
        List<Comprehension> out = new ArrayList<>();
        for (PyObject c : seq(obj, "generators", owner)) {
            Expr target = expr(c, "target", "comprehension");
            Expr iter = expr(c, "iter", "comprehension");
            List<Expr> ifs = exprs(c, "ifs", "comprehension");
            int async = intField(c, "is_async", "comprehension");
            out.add(new Comprehension(target.loc(), target, iter, ifs, async != 0));
        }
        return out;
    }

    private ExprContext ctx(PyObject obj, String owner) {
        PyObject c = required(obj, "ctx", owner);
        if (is(c, "Load")) {
            return ExprContext.LOAD;
        }
        if (is(c, "Store")) {
            return ExprContext.STORE;
        }
        if (is(c, "Del")) {
            return ExprContext.DEL;
        }
        throw expected("expr_context", c);
    }

    private static final String[] OPERATOR = {"Add", "Sub", "Mult", "MatMult", "Div", "Mod",
        "Pow", "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv"};
    private static final String[] UNARY = {"Invert", "Not", "UAdd", "USub"};
    private static final String[] CMPOP = {"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is",
        "IsNot", "In", "NotIn"};

    private Operator operator(PyObject obj) {
        for (int i = 0; i < OPERATOR.length; i++) {
            if (is(obj, OPERATOR[i])) {
                return Operator.values()[i];
            }
        }
        throw expected("operator", obj);
    }

    private UnaryOpKind unaryop(PyObject obj) {
        for (int i = 0; i < UNARY.length; i++) {
            if (is(obj, UNARY[i])) {
                return UnaryOpKind.values()[i];
            }
        }
        throw expected("unaryop", obj);
    }

    private CmpOp cmpop(PyObject obj) {
        for (int i = 0; i < CMPOP.length; i++) {
            if (is(obj, CMPOP[i])) {
                return CmpOp.values()[i];
            }
        }
        throw expected("cmpop", obj);
    }

    /**
     * A constant as the parser would have made it: exact str, int, float, bytes, bool, None
     * and Ellipsis become their Java values; anything else (tuples, frozensets, complex, and
     * what {@link Validator} rejects) stays a Python object.
     */
    static Object constant(PyObject v) {
        if (v == Py.None) {
            return Singleton.NONE;
        }
        if (v == Py.Ellipsis) {
            return Singleton.ELLIPSIS;
        }
        if (v instanceof PyBool) {
            return v == Py.True;
        }
        if (v.type == PyStr.TYPE) {
            return ((PyStr) v).value;
        }
        if (v.type == PyInt.TYPE && v instanceof PyBigInt b) {
            return b.value;
        }
        if (v.type == PyInt.TYPE && v instanceof PyInt i) {
            return i.value;
        }
        if (v.type == PyFloat.TYPE) {
            return ((PyFloat) v).value;
        }
        if (v.type == PyBytes.TYPE) {
            return ((PyBytes) v).value;
        }
        return v;
    }
}
