package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * Builds the symbol table of a module and resolves every name to a scope, as CPython 3.13's
 * {@code symtable.c}: a first pass records how each block uses each name (flags), a second
 * pass ({@link #analyze}) decides local, global (explicit or implicit), free or cell, inlines
 * list, set and dict comprehensions into their enclosing block (PEP 709) and reports the
 * scope errors with CPython's messages.
 *
 * <p>PEP 695 annotation scopes: a generic definition's type parameters live in a
 * TYPE_PARAMETERS block wrapped around the definition (keyed by the type parameter list),
 * each bound, constraint tuple or default in a TYPE_VARIABLE block of its own (keyed by the
 * type parameter, or by {@link #defaultKey} for a default), a type alias's value in a
 * TYPE_ALIAS block (keyed by the statement). Such a block directly in a class
 * "can see the class scope": it reads the class namespace through a {@code __classdict__}
 * cell, and the names the class binds resolve there before the globals.
 */
final class SymbolTable {
    private static final String GLOBAL_PARAM = "name '%s' is parameter and global";
    private static final String NONLOCAL_PARAM = "name '%s' is parameter and nonlocal";
    private static final String GLOBAL_AFTER_ASSIGN = "name '%s' is assigned to before global declaration";
    private static final String NONLOCAL_AFTER_ASSIGN = "name '%s' is assigned to before nonlocal declaration";
    private static final String GLOBAL_AFTER_USE = "name '%s' is used prior to global declaration";
    private static final String NONLOCAL_AFTER_USE = "name '%s' is used prior to nonlocal declaration";
    private static final String GLOBAL_ANNOT = "annotated name '%s' can't be global";
    private static final String NONLOCAL_ANNOT = "annotated name '%s' can't be nonlocal";

    final Scope top;
    private final Map<Object, Scope> byNode = new IdentityHashMap<>();
    private final ErrorReporter errors;
    private final boolean futureAnnotations;
    private final List<Scope> stack = new ArrayList<>();
    private Scope cur;
    private Map<String, Integer> globals;
    private String privateName;
    /** The keys of the blocks of type parameter defaults, which the parameter itself cannot be. */
    private final Map<Ast.TypeParam, Object> defaultKeys = new IdentityHashMap<>();

    private boolean topLevelAwait;

    /** Whether the block being visited is the module's and may await (CPython's
     *  {@code allows_top_level_await}). */
    private boolean allowsTopLevelAwait() {
        return topLevelAwait && cur.kind == Scope.Kind.MODULE;
    }

    private SymbolTable(Ast.Mod mod, ErrorReporter errors, boolean futureAnnotations) {
        this.errors = errors;
        this.futureAnnotations = futureAnnotations;
        this.top = enterBlock("top", Scope.Kind.MODULE, mod, mod.loc());
    }

    static SymbolTable build(Ast.Mod mod, ErrorReporter errors, boolean futureAnnotations) {
        return build(mod, errors, futureAnnotations, false);
    }

    /** {@code topLevelAwait}: compiled with {@code PyCF_ALLOW_TOP_LEVEL_AWAIT}. */
    static SymbolTable build(Ast.Mod mod, ErrorReporter errors, boolean futureAnnotations,
            boolean topLevelAwait) {
        SymbolTable st = new SymbolTable(mod, errors, futureAnnotations);
        st.topLevelAwait = topLevelAwait;
        if (mod instanceof Ast.Module m) {
            st.visitStmts(m.body());
        } else if (mod instanceof Ast.Interactive m) {
            st.visitStmts(m.body());
        } else if (mod instanceof Ast.Expression m) {
            st.visitExpr(m.body());
        }
        st.exitBlock();
        st.analyze();
        return st;
    }

    /** The key of the block of type parameter {@code tp}'s default. */
    Object defaultKey(Ast.TypeParam tp) {
        return defaultKeys.computeIfAbsent(tp, k -> new Object());
    }

    /** The block created for {@code node} (a def, class, lambda or comprehension). */
    Scope lookup(Object node) {
        Scope s = byNode.get(node);
        if (s == null) {
            throw new IllegalStateException("no symbol table entry for " + node);
        }
        return s;
    }

    // ------------------------------------------------------------------ blocks

    private Scope enterBlock(String name, Scope.Kind kind, Object node, Ast.Loc loc) {
        Scope ste = new Scope(name, kind, loc);
        byNode.put(node, ste);
        Scope prev = cur;
        if (prev != null) {
            if (prev.nested || prev.isFunctionLike()) {
                ste.nested = true;
            }
            ste.compIterExpr = prev.compIterExpr;
            if (prev.mangledNames != null && kind != Scope.Kind.CLASS) {
                ste.mangledNames = prev.mangledNames;
            }
        }
        stack.add(ste);
        cur = ste;
        if (kind == Scope.Kind.ANNOTATION) {
            return ste;
        }
        if (kind == Scope.Kind.MODULE) {
            globals = ste.symbols;
        }
        if (prev != null) {
            prev.children.add(ste);
        }
        return ste;
    }

    private void exitBlock() {
        stack.remove(stack.size() - 1);
        cur = stack.isEmpty() ? null : stack.get(stack.size() - 1);
    }

    private SyntaxErrorException error(String msg, Ast.Loc loc) {
        return errors.error(msg, loc);
    }

    // ------------------------------------------------------------------ definitions

    private void addDef(String name, int flag, Ast.Loc loc) {
        if ((flag & Scope.DEF_TYPE_PARAM) != 0 && cur.mangledNames != null) {
            cur.mangledNames.add(name);
        }
        addDefHelper(name, flag, cur, loc);
    }

    private void addDefHelper(String name, int flag, Scope ste, Ast.Loc loc) {
        String mangled = Mangler.maybeMangle(privateName, cur, name);
        Integer o = ste.symbols.get(mangled);
        int val;
        if (o != null) {
            val = o;
            if ((flag & Scope.DEF_PARAM) != 0 && (val & Scope.DEF_PARAM) != 0) {
                throw error("duplicate argument '" + name + "' in function definition", loc);
            }
            if ((flag & Scope.DEF_TYPE_PARAM) != 0 && (val & Scope.DEF_TYPE_PARAM) != 0) {
                throw error("duplicate type parameter '" + name + "'", loc);
            }
            val |= flag;
        } else {
            val = flag;
        }
        if (ste.compIterTarget) {
            if ((val & (Scope.DEF_GLOBAL | Scope.DEF_NONLOCAL)) != 0) {
                throw error("comprehension inner loop cannot rebind assignment expression target '"
                        + name + "'", loc);
            }
            val |= Scope.DEF_COMP_ITER;
        }
        ste.symbols.put(mangled, val);
        if ((flag & Scope.DEF_PARAM) != 0) {
            ste.varnames.add(mangled);
        } else if ((flag & Scope.DEF_GLOBAL) != 0) {
            int g = flag;
            Integer old = globals.get(mangled);
            if (old != null) {
                g |= old;
            }
            globals.put(mangled, g);
        }
    }

    private int lookupFlags(Scope ste, String name) {
        return ste.flags(Mangler.maybeMangle(privateName, cur, name));
    }

    private void recordDirective(String name, Ast.Loc loc) {
        String mangled = Mangler.maybeMangle(privateName, cur, name);
        cur.directives.putIfAbsent(mangled, loc);
    }

    // ------------------------------------------------------------------ statements

    private void visitStmts(List<Ast.Stmt> stmts) {
        for (Ast.Stmt s : stmts) {
            visitStmt(s);
        }
    }

    private void visitStmt(Ast.Stmt s) {
        if (s instanceof Ast.FunctionDef f) {
            addDef(f.name(), Scope.DEF_LOCAL, f.loc());
            visitExprs(f.args().defaults());
            visitExprsWithNull(f.args().kwDefaults());
            visitExprs(f.decoratorList());
            boolean generic = !f.typeParams().isEmpty();
            if (generic) {
                // CPython tests args->defaults != NULL, which an empty list also passes
                enterTypeParamBlock(f.name(), f.typeParams(), true,
                        hasKwOnlyDefaults(f.args()), false, f.loc());
                visitTypeParams(f.typeParams());
            }
            visitAnnotations(f.args(), f.returns());
            enterBlock(f.name(), Scope.Kind.FUNCTION, f, f.loc());
            if (f.isAsync()) {
                cur.coroutine = true;
            }
            visitArguments(f.args());
            visitStmts(f.body());
            exitBlock();
            if (generic) {
                exitBlock();
            }
        } else if (s instanceof Ast.ClassDef c) {
            addDef(c.name(), Scope.DEF_LOCAL, c.loc());
            visitExprs(c.decoratorList());
            String tmp = privateName;
            boolean generic = !c.typeParams().isEmpty();
            if (generic) {
                enterTypeParamBlock(c.name(), c.typeParams(), false, false, true, c.loc());
                privateName = c.name();
                cur.mangledNames = new HashSet<>();
                visitTypeParams(c.typeParams());
            }
            visitExprs(c.bases());
            for (Ast.Keyword k : c.keywords()) {
                visitExpr(k.value());
            }
            enterBlock(c.name(), Scope.Kind.CLASS, c, c.loc());
            privateName = c.name();
            if (generic) {
                addDef("__type_params__", Scope.DEF_LOCAL, c.loc());
                addDef(".type_params", Scope.USE, c.loc());
            }
            visitStmts(c.body());
            exitBlock();
            if (generic) {
                exitBlock();
            }
            privateName = tmp;
        } else if (s instanceof Ast.TypeAlias t) {
            visitExpr(t.name());
            String name = ((Ast.Name) t.name()).id();
            boolean inClass = cur.kind == Scope.Kind.CLASS;
            boolean generic = !t.typeParams().isEmpty();
            if (generic) {
                enterTypeParamBlock(name, t.typeParams(), false, false, false, t.loc());
                visitTypeParams(t.typeParams());
            }
            enterBlock(name, Scope.Kind.TYPE_ALIAS, t, t.loc());
            cur.canSeeClassScope = inClass;
            if (inClass) {
                addDef("__classdict__", Scope.USE, t.value().loc());
            }
            visitExpr(t.value());
            exitBlock();
            if (generic) {
                exitBlock();
            }
        } else if (s instanceof Ast.Return r) {
            if (r.value() != null) {
                visitExpr(r.value());
                cur.returnsValue = true;
            }
        } else if (s instanceof Ast.Delete d) {
            visitExprs(d.targets());
        } else if (s instanceof Ast.Assign a) {
            visitExprs(a.targets());
            visitExpr(a.value());
        } else if (s instanceof Ast.AnnAssign a) {
            visitAnnAssign(a);
        } else if (s instanceof Ast.AugAssign a) {
            visitExpr(a.target());
            visitExpr(a.value());
        } else if (s instanceof Ast.For f) {
            if (f.isAsync() && allowsTopLevelAwait()) {
                cur.coroutine = true;
            }
            visitExpr(f.target());
            visitExpr(f.iter());
            visitStmts(f.body());
            visitStmts(f.orelse());
        } else if (s instanceof Ast.While w) {
            visitExpr(w.test());
            visitStmts(w.body());
            visitStmts(w.orelse());
        } else if (s instanceof Ast.If i) {
            visitExpr(i.test());
            visitStmts(i.body());
            visitStmts(i.orelse());
        } else if (s instanceof Ast.Raise r) {
            if (r.exc() != null) {
                visitExpr(r.exc());
                if (r.cause() != null) {
                    visitExpr(r.cause());
                }
            }
        } else if (s instanceof Ast.Try t) {
            visitStmts(t.body());
            for (Ast.ExceptHandler h : t.handlers()) {
                if (h.type() != null) {
                    visitExpr(h.type());
                }
                if (h.name() != null) {
                    addDef(h.name(), Scope.DEF_LOCAL, h.loc());
                }
                visitStmts(h.body());
            }
            visitStmts(t.orelse());
            visitStmts(t.finalbody());
        } else if (s instanceof Ast.Assert a) {
            visitExpr(a.test());
            if (a.msg() != null) {
                visitExpr(a.msg());
            }
        } else if (s instanceof Ast.Import i) {
            for (Ast.Alias a : i.names()) {
                visitAlias(a);
            }
        } else if (s instanceof Ast.ImportFrom i) {
            for (Ast.Alias a : i.names()) {
                visitAlias(a);
            }
        } else if (s instanceof Ast.Global g) {
            for (String name : g.names()) {
                int flags = lookupFlags(cur, name);
                if ((flags & (Scope.DEF_PARAM | Scope.DEF_LOCAL | Scope.USE | Scope.DEF_ANNOT)) != 0) {
                    String msg;
                    if ((flags & Scope.DEF_PARAM) != 0) {
                        msg = GLOBAL_PARAM;
                    } else if ((flags & Scope.USE) != 0) {
                        msg = GLOBAL_AFTER_USE;
                    } else if ((flags & Scope.DEF_ANNOT) != 0) {
                        msg = GLOBAL_ANNOT;
                    } else {
                        msg = GLOBAL_AFTER_ASSIGN;
                    }
                    throw error(String.format(msg, name), g.loc());
                }
                addDef(name, Scope.DEF_GLOBAL, g.loc());
                recordDirective(name, g.loc());
            }
        } else if (s instanceof Ast.Nonlocal n) {
            for (String name : n.names()) {
                int flags = lookupFlags(cur, name);
                if ((flags & (Scope.DEF_PARAM | Scope.DEF_LOCAL | Scope.USE | Scope.DEF_ANNOT)) != 0) {
                    String msg;
                    if ((flags & Scope.DEF_PARAM) != 0) {
                        msg = NONLOCAL_PARAM;
                    } else if ((flags & Scope.USE) != 0) {
                        msg = NONLOCAL_AFTER_USE;
                    } else if ((flags & Scope.DEF_ANNOT) != 0) {
                        msg = NONLOCAL_ANNOT;
                    } else {
                        msg = NONLOCAL_AFTER_ASSIGN;
                    }
                    throw error(String.format(msg, name), n.loc());
                }
                addDef(name, Scope.DEF_NONLOCAL, n.loc());
                recordDirective(name, n.loc());
            }
        } else if (s instanceof Ast.ExprStmt e) {
            visitExpr(e.value());
        } else if (s instanceof Ast.With w) {
            if (w.isAsync() && allowsTopLevelAwait()) {
                cur.coroutine = true;
            }
            for (Ast.WithItem item : w.items()) {
                visitExpr(item.contextExpr());
                if (item.optionalVars() != null) {
                    visitExpr(item.optionalVars());
                }
            }
            visitStmts(w.body());
        } else if (s instanceof Ast.Match m) {
            visitExpr(m.subject());
            for (Ast.MatchCase c : m.cases()) {
                visitPattern(c.pattern());
                if (c.guard() != null) {
                    visitExpr(c.guard());
                }
                visitStmts(c.body());
            }
        }
        // Pass, Break, Continue: nothing to record
    }

    /** Captures bind local names; values, keys and classes are loads. */
    // Compare CPython symtable.c: symtable_visit_pattern
    private void visitPattern(Ast.Pattern p) {
        if (p instanceof Ast.MatchValue v) {
            visitExpr(v.value());
        } else if (p instanceof Ast.MatchSequence q) {
            visitPatterns(q.patterns());
        } else if (p instanceof Ast.MatchStar st) {
            if (st.name() != null) {
                addDef(st.name(), Scope.DEF_LOCAL, st.loc());
            }
        } else if (p instanceof Ast.MatchMapping m) {
            visitExprs(m.keys());
            visitPatterns(m.patterns());
            if (m.rest() != null) {
                addDef(m.rest(), Scope.DEF_LOCAL, m.loc());
            }
        } else if (p instanceof Ast.MatchClass c) {
            visitExpr(c.cls());
            visitPatterns(c.patterns());
            visitPatterns(c.kwdPatterns());
        } else if (p instanceof Ast.MatchAs a) {
            if (a.pattern() != null) {
                visitPattern(a.pattern());
            }
            if (a.name() != null) {
                addDef(a.name(), Scope.DEF_LOCAL, a.loc());
            }
        } else if (p instanceof Ast.MatchOr o) {
            visitPatterns(o.patterns());
        }
        // MatchSingleton: nothing to record
    }

    private void visitPatterns(List<Ast.Pattern> patterns) {
        for (Ast.Pattern p : patterns) {
            visitPattern(p);
        }
    }

    // ------------------------------------------------------------------ type parameters

    private static boolean hasKwOnlyDefaults(Ast.Arguments a) {
        for (Ast.Expr d : a.kwDefaults()) {
            if (d != null) {
                return true;
            }
        }
        return false;
    }

    /** Compare CPython's symtable_enter_type_param_block. */
    private void enterTypeParamBlock(String name, List<Ast.TypeParam> key, boolean hasDefaults,
            boolean hasKwDefaults, boolean isClass, Ast.Loc loc) {
        Scope.Kind currentKind = cur.kind;
        enterBlock(name, Scope.Kind.TYPE_PARAMETERS, key, loc);
        if (currentKind == Scope.Kind.CLASS) {
            cur.canSeeClassScope = true;
            addDef("__classdict__", Scope.USE, loc);
        }
        if (isClass) {
            // set when the tuple of type parameters is made, used for the bases
            addDef(".type_params", Scope.DEF_LOCAL, loc);
            addDef(".type_params", Scope.USE, loc);
            addDef(".generic_base", Scope.DEF_LOCAL, loc);
            addDef(".generic_base", Scope.USE, loc);
        }
        if (hasDefaults) {
            addDef(".defaults", Scope.DEF_PARAM, loc);
        }
        if (hasKwDefaults) {
            addDef(".kwdefaults", Scope.DEF_PARAM, loc);
        }
    }

    /** Compare CPython's symtable_visit_type_param. */
    private void visitTypeParams(List<Ast.TypeParam> tps) {
        for (Ast.TypeParam tp : tps) {
            addDef(tp.name(), Scope.DEF_TYPE_PARAM | Scope.DEF_LOCAL, tp.loc());
            if (tp instanceof Ast.TypeVar v) {
                if (v.bound() != null) {
                    visitBoundOrDefault(v.bound(), v.name(), tp, v.bound() instanceof Ast.TupleExpr
                            ? "a TypeVar constraint" : "a TypeVar bound");
                }
                visitBoundOrDefault(v.defaultValue(), v.name(), defaultKey(tp), "a TypeVar default");
            } else if (tp instanceof Ast.TypeVarTuple t) {
                visitBoundOrDefault(t.defaultValue(), t.name(), defaultKey(tp),
                        "a TypeVarTuple default");
            } else {
                visitBoundOrDefault(tp.defaultValue(), tp.name(), defaultKey(tp),
                        "a ParamSpec default");
            }
        }
    }

    /** Compare CPython's symtable_visit_type_param_bound_or_default. */
    private void visitBoundOrDefault(Ast.Expr e, String name, Object key, String scopeInfo) {
        if (e == null) {
            return;
        }
        boolean inClass = cur.canSeeClassScope;
        enterBlock(name, Scope.Kind.TYPE_VARIABLE, key, e.loc());
        cur.canSeeClassScope = inClass;
        if (inClass) {
            addDef("__classdict__", Scope.USE, e.loc());
        }
        cur.scopeInfo = scopeInfo;
        visitExpr(e);
        exitBlock();
    }

    private void visitAnnAssign(Ast.AnnAssign a) {
        if (a.target() instanceof Ast.Name n) {
            int flags = lookupFlags(cur, n.id());
            if ((flags & (Scope.DEF_GLOBAL | Scope.DEF_NONLOCAL)) != 0 && cur.symbols != globals
                    && a.simple()) {
                throw error(String.format((flags & Scope.DEF_GLOBAL) != 0 ? GLOBAL_ANNOT : NONLOCAL_ANNOT,
                        n.id()), a.loc());
            }
            if (a.simple()) {
                addDef(n.id(), Scope.DEF_ANNOT | Scope.DEF_LOCAL, n.loc());
            } else if (a.value() != null) {
                addDef(n.id(), Scope.DEF_LOCAL, n.loc());
            }
        } else {
            visitExpr(a.target());
        }
        visitAnnotation(a.annotation());
        if (a.value() != null) {
            visitExpr(a.value());
        }
    }

    private void visitAlias(Ast.Alias a) {
        String name = a.asname() == null ? a.name() : a.asname();
        int dot = name.indexOf('.');
        String storeName = dot >= 0 ? name.substring(0, dot) : name;
        if (!name.equals("*")) {
            addDef(storeName, Scope.DEF_IMPORT, a.loc());
        } else if (cur.kind != Scope.Kind.MODULE) {
            throw error("import * only allowed at module level", a.loc());
        }
    }

    private void visitAnnotation(Ast.Expr annotation) {
        if (futureAnnotations) {
            enterBlock("_annotation", Scope.Kind.ANNOTATION, annotation, annotation.loc());
            visitExpr(annotation);
            exitBlock();
        } else {
            visitExpr(annotation);
        }
    }

    private void visitAnnotations(Ast.Arguments a, Ast.Expr returns) {
        visitArgAnnotations(a.posonlyargs());
        visitArgAnnotations(a.args());
        if (a.vararg() != null && a.vararg().annotation() != null) {
            visitAnnotation(a.vararg().annotation());
        }
        if (a.kwarg() != null && a.kwarg().annotation() != null) {
            visitAnnotation(a.kwarg().annotation());
        }
        visitArgAnnotations(a.kwonlyargs());
        if (returns != null) {
            visitAnnotation(returns);
        }
    }

    private void visitArgAnnotations(List<Ast.Arg> args) {
        for (Ast.Arg arg : args) {
            if (arg.annotation() != null) {
                visitAnnotation(arg.annotation());
            }
        }
    }

    private void visitArguments(Ast.Arguments a) {
        visitParams(a.posonlyargs());
        visitParams(a.args());
        visitParams(a.kwonlyargs());
        if (a.vararg() != null) {
            addDef(a.vararg().arg(), Scope.DEF_PARAM, a.vararg().loc());
            cur.varargs = true;
        }
        if (a.kwarg() != null) {
            addDef(a.kwarg().arg(), Scope.DEF_PARAM, a.kwarg().loc());
            cur.varkeywords = true;
        }
    }

    private void visitParams(List<Ast.Arg> args) {
        for (Ast.Arg arg : args) {
            addDef(arg.arg(), Scope.DEF_PARAM, arg.loc());
        }
    }

    // ------------------------------------------------------------------ expressions

    private void visitExprs(List<Ast.Expr> exprs) {
        for (Ast.Expr e : exprs) {
            visitExpr(e);
        }
    }

    private void visitExprsWithNull(List<Ast.Expr> exprs) {
        for (Ast.Expr e : exprs) {
            if (e != null) {
                visitExpr(e);
            }
        }
    }

    private void visitExpr(Ast.Expr e) {
        if (e instanceof Ast.Name n) {
            addDef(n.id(), n.ctx() == Ast.ExprContext.LOAD ? Scope.USE : Scope.DEF_LOCAL, n.loc());
            if (n.ctx() == Ast.ExprContext.LOAD && cur.isFunctionLike() && n.id().equals("super")) {
                addDef("__class__", Scope.USE, n.loc());
            }
        } else if (e instanceof Ast.Constant) {
            return;
        } else if (e instanceof Ast.Attribute a) {
            visitExpr(a.value());
        } else if (e instanceof Ast.Call c) {
            visitExpr(c.func());
            visitExprs(c.args());
            for (Ast.Keyword k : c.keywords()) {
                visitExpr(k.value());
            }
        } else if (e instanceof Ast.BinOp b) {
            visitExpr(b.left());
            visitExpr(b.right());
        } else if (e instanceof Ast.Compare c) {
            visitExpr(c.left());
            visitExprs(c.comparators());
        } else if (e instanceof Ast.BoolOp b) {
            visitExprs(b.values());
        } else if (e instanceof Ast.UnaryOp u) {
            visitExpr(u.operand());
        } else if (e instanceof Ast.Subscript s) {
            visitExpr(s.value());
            visitExpr(s.slice());
        } else if (e instanceof Ast.TupleExpr t) {
            visitExprs(t.elts());
        } else if (e instanceof Ast.ListExpr l) {
            visitExprs(l.elts());
        } else if (e instanceof Ast.Dict d) {
            visitExprsWithNull(d.keys());
            visitExprs(d.values());
        } else if (e instanceof Ast.SetExpr s) {
            visitExprs(s.elts());
        } else if (e instanceof Ast.Starred s) {
            visitExpr(s.value());
        } else if (e instanceof Ast.Slice s) {
            if (s.lower() != null) {
                visitExpr(s.lower());
            }
            if (s.upper() != null) {
                visitExpr(s.upper());
            }
            if (s.step() != null) {
                visitExpr(s.step());
            }
        } else if (e instanceof Ast.IfExp i) {
            visitExpr(i.test());
            visitExpr(i.body());
            visitExpr(i.orelse());
        } else if (e instanceof Ast.Lambda l) {
            visitExprs(l.args().defaults());
            visitExprsWithNull(l.args().kwDefaults());
            enterBlock("lambda", Scope.Kind.FUNCTION, l, l.loc());
            visitArguments(l.args());
            visitExpr(l.body());
            exitBlock();
        } else if (e instanceof Ast.NamedExpr n) {
            handleNamedExpr(n);
        } else if (e instanceof Ast.ListComp c) {
            handleComprehension(e, "listcomp", c.generators(), c.elt(), null);
        } else if (e instanceof Ast.SetComp c) {
            handleComprehension(e, "setcomp", c.generators(), c.elt(), null);
        } else if (e instanceof Ast.DictComp c) {
            handleComprehension(e, "dictcomp", c.generators(), c.key(), c.value());
        } else if (e instanceof Ast.GeneratorExp c) {
            handleComprehension(e, "genexpr", c.generators(), c.elt(), null);
        } else if (e instanceof Ast.Yield y) {
            checkAnnotationBlock("yield expression", e);
            if (y.value() != null) {
                visitExpr(y.value());
            }
            cur.generator = true;
            if (cur.comprehension != Scope.Comprehension.NONE) {
                throw yieldInComprehension(e);
            }
        } else if (e instanceof Ast.YieldFrom y) {
            checkAnnotationBlock("yield expression", e);
            visitExpr(y.value());
            cur.generator = true;
            if (cur.comprehension != Scope.Comprehension.NONE) {
                throw yieldInComprehension(e);
            }
        } else if (e instanceof Ast.Await a) {
            checkAnnotationBlock("await expression", e);
            visitExpr(a.value());
            cur.coroutine = true;
        } else if (e instanceof Ast.JoinedStr j) {
            visitExprs(j.values());
        } else if (e instanceof Ast.FormattedValue f) {
            visitExpr(f.value());
            if (f.formatSpec() != null) {
                visitExpr(f.formatSpec());
            }
        } else {
            throw new IllegalStateException("unknown expression " + e);
        }
    }

    /** Compare CPython's symtable_raise_if_annotation_block. */
    private void checkAnnotationBlock(String what, Ast.Expr e) {
        switch (cur.kind) {
            case ANNOTATION:
                throw error(what + " cannot be used within an annotation", e.loc());
            case TYPE_VARIABLE:
                throw error(what + " cannot be used within " + cur.scopeInfo, e.loc());
            case TYPE_ALIAS:
                throw error(what + " cannot be used within a type alias", e.loc());
            case TYPE_PARAMETERS:
                throw error(what + " cannot be used within the definition of a generic", e.loc());
            default:
                break;
        }
    }

    private SyntaxErrorException yieldInComprehension(Ast.Expr e) {
        String msg = switch (cur.comprehension) {
            case LIST -> "'yield' inside list comprehension";
            case SET -> "'yield' inside set comprehension";
            case DICT -> "'yield' inside dict comprehension";
            default -> "'yield' inside generator expression";
        };
        return error(msg, e.loc());
    }

    private void handleNamedExpr(Ast.NamedExpr e) {
        checkAnnotationBlock("named expression", e);
        if (cur.compIterExpr > 0) {
            throw error("assignment expression cannot be used in a comprehension iterable expression",
                    e.loc());
        }
        if (cur.comprehension != Scope.Comprehension.NONE) {
            extendNamedExprScope((Ast.Name) e.target());
        }
        visitExpr(e.value());
        visitExpr(e.target());
    }

    private void extendNamedExprScope(Ast.Name target) {
        String name = target.id();
        for (int i = stack.size() - 1; i >= 0; i--) {
            Scope ste = stack.get(i);
            if (ste.comprehension != Scope.Comprehension.NONE) {
                int inScope = lookupFlags(ste, name);
                if ((inScope & Scope.DEF_COMP_ITER) != 0 && (inScope & Scope.DEF_LOCAL) != 0) {
                    throw error("assignment expression cannot rebind comprehension iteration variable '"
                            + name + "'", target.loc());
                }
                continue;
            }
            if (ste.kind == Scope.Kind.FUNCTION) {
                int inScope = lookupFlags(ste, name);
                if ((inScope & Scope.DEF_GLOBAL) != 0) {
                    addDef(name, Scope.DEF_GLOBAL, target.loc());
                } else {
                    addDef(name, Scope.DEF_NONLOCAL, target.loc());
                }
                recordDirective(name, target.loc());
                addDefHelper(name, Scope.DEF_LOCAL, ste, target.loc());
                return;
            }
            if (ste.kind == Scope.Kind.MODULE) {
                addDef(name, Scope.DEF_GLOBAL, target.loc());
                recordDirective(name, target.loc());
                addDefHelper(name, Scope.DEF_GLOBAL, ste, target.loc());
                return;
            }
            switch (ste.kind) {
                case CLASS:
                    throw error("assignment expression within a comprehension cannot be used in a "
                            + "class body", target.loc());
                case TYPE_PARAMETERS:
                    throw error("assignment expression within a comprehension cannot be used within "
                            + "the definition of a generic", target.loc());
                case TYPE_ALIAS:
                    throw error("assignment expression within a comprehension cannot be used in a "
                            + "type alias", target.loc());
                case TYPE_VARIABLE:
                    throw error("assignment expression within a comprehension cannot be used in a "
                            + "TypeVar bound", target.loc());
                default:
                    break;
            }
        }
        throw new IllegalStateException("no scope for assignment expression");
    }

    private void handleComprehension(Ast.Expr e, String scopeName, List<Ast.Comprehension> generators,
            Ast.Expr elt, Ast.Expr value) {
        boolean isGenerator = e instanceof Ast.GeneratorExp;
        Ast.Comprehension outermost = generators.get(0);
        cur.compIterExpr++;
        visitExpr(outermost.iter());
        cur.compIterExpr--;
        enterBlock(scopeName, Scope.Kind.FUNCTION, e, e.loc());
        if (e instanceof Ast.ListComp) {
            cur.comprehension = Scope.Comprehension.LIST;
        } else if (e instanceof Ast.SetComp) {
            cur.comprehension = Scope.Comprehension.SET;
        } else if (e instanceof Ast.DictComp) {
            cur.comprehension = Scope.Comprehension.DICT;
        } else {
            cur.comprehension = Scope.Comprehension.GENERATOR;
        }
        if (outermost.isAsync()) {
            cur.coroutine = true;
        }
        addDef(".0", Scope.DEF_PARAM, e.loc());
        cur.compIterTarget = true;
        visitExpr(outermost.target());
        cur.compIterTarget = false;
        visitExprs(outermost.ifs());
        for (int i = 1; i < generators.size(); i++) {
            Ast.Comprehension lc = generators.get(i);
            cur.compIterTarget = true;
            visitExpr(lc.target());
            cur.compIterTarget = false;
            cur.compIterExpr++;
            visitExpr(lc.iter());
            cur.compIterExpr--;
            visitExprs(lc.ifs());
            if (lc.isAsync()) {
                cur.coroutine = true;
            }
        }
        if (value != null) {
            visitExpr(value);
        }
        visitExpr(elt);
        cur.generator = isGenerator;
        boolean isAsync = cur.coroutine && !isGenerator;
        exitBlock();
        boolean asyncDef = cur.kind == Scope.Kind.FUNCTION && cur.coroutine;
        if (isAsync && !asyncDef && cur.comprehension == Scope.Comprehension.NONE
                && !allowsTopLevelAwait()) {
            throw error("asynchronous comprehension outside of an asynchronous function", e.loc());
        }
        if (isAsync) {
            cur.coroutine = true;
        }
    }

    // ------------------------------------------------------------------ analysis

    private void analyze() {
        Set<String> free = new LinkedHashSet<>();
        Set<String> global = new LinkedHashSet<>();
        analyzeBlock(top, null, free, global, new LinkedHashSet<>(), null);
    }

    /**
     * {@code typeParams}: the type parameters of the enclosing generic definitions;
     * {@code classEntry}: the class whose namespace this block reads (when it can see one).
     */
    private void analyzeBlock(Scope ste, Set<String> bound, Set<String> free, Set<String> global,
            Set<String> typeParams, Scope classEntry) {
        Set<String> local = new LinkedHashSet<>();
        Map<String, Integer> scopes = new LinkedHashMap<>();
        Set<String> newGlobal = new LinkedHashSet<>();
        Set<String> newFree = new LinkedHashSet<>();
        Set<String> newBound = new LinkedHashSet<>();
        Set<String> inlinedCells = new LinkedHashSet<>();

        if (ste.kind == Scope.Kind.CLASS) {
            newGlobal.addAll(global);
            if (bound != null) {
                newBound.addAll(bound);
            }
        }
        for (Map.Entry<String, Integer> en : ste.symbols.entrySet()) {
            analyzeName(ste, scopes, en.getKey(), en.getValue(), bound, local, free, global,
                    typeParams, classEntry);
        }
        if (ste.kind != Scope.Kind.CLASS) {
            if (ste.isFunctionLike()) {
                newBound.addAll(local);
            }
            if (bound != null) {
                newBound.addAll(bound);
            }
            newGlobal.addAll(global);
        } else {
            newBound.add("__class__");
            newBound.add("__classdict__");
        }

        for (Scope entry : ste.children) {
            Scope newClassEntry = null;
            if (entry.canSeeClassScope) {
                if (ste.kind == Scope.Kind.CLASS) {
                    newClassEntry = ste;
                } else if (classEntry != null) {
                    newClassEntry = classEntry;
                }
            }
            // annotation scopes in classes keep their comprehensions (gh-109118)
            boolean inlineComp = entry.comprehension != Scope.Comprehension.NONE && !entry.generator
                    && !ste.canSeeClassScope;
            Set<String> childFree = new LinkedHashSet<>(newFree);
            analyzeBlock(entry, new LinkedHashSet<>(newBound), childFree, new LinkedHashSet<>(newGlobal),
                    new LinkedHashSet<>(typeParams), newClassEntry);
            if (inlineComp) {
                inlineComprehension(ste, entry, scopes, childFree, inlinedCells);
                entry.compInlined = true;
            }
            newFree.addAll(childFree);
            if (entry.free || entry.childFree) {
                ste.childFree = true;
            }
        }
        // splice the children of inlined comprehensions into our children
        for (int i = ste.children.size() - 1; i >= 0; i--) {
            Scope entry = ste.children.get(i);
            if (entry.compInlined) {
                ste.children.remove(i);
                ste.children.addAll(i, entry.children);
            }
        }
        if (ste.isFunctionLike()) {
            analyzeCells(scopes, newFree, inlinedCells);
        } else if (ste.kind == Scope.Kind.CLASS) {
            dropClassFree(ste, newFree);
        }
        updateSymbols(ste.symbols, scopes, bound, newFree, inlinedCells,
                ste.kind == Scope.Kind.CLASS || ste.canSeeClassScope);
        free.addAll(newFree);
    }

    private void analyzeName(Scope ste, Map<String, Integer> scopes, String name, int flags,
            Set<String> bound, Set<String> local, Set<String> free, Set<String> global,
            Set<String> typeParams, Scope classEntry) {
        if ((flags & Scope.DEF_GLOBAL) != 0) {
            if ((flags & Scope.DEF_NONLOCAL) != 0) {
                throw error("name '" + name + "' is nonlocal and global", ste.directives.get(name));
            }
            scopes.put(name, Scope.GLOBAL_EXPLICIT);
            global.add(name);
            if (bound != null) {
                bound.remove(name);
            }
            return;
        }
        if ((flags & Scope.DEF_NONLOCAL) != 0) {
            if (bound == null) {
                throw error("nonlocal declaration not allowed at module level", ste.directives.get(name));
            }
            if (!bound.contains(name)) {
                throw error("no binding for nonlocal '" + name + "' found", ste.directives.get(name));
            }
            if (typeParams.contains(name)) {
                throw error("nonlocal binding not allowed for type parameter '" + name + "'",
                        ste.directives.get(name));
            }
            scopes.put(name, Scope.FREE);
            ste.free = true;
            free.add(name);
            return;
        }
        if ((flags & Scope.DEF_BOUND) != 0) {
            scopes.put(name, Scope.LOCAL);
            local.add(name);
            global.remove(name);
            if ((flags & Scope.DEF_TYPE_PARAM) != 0) {
                typeParams.add(name);
            } else {
                typeParams.remove(name);
            }
            return;
        }
        // A name the class binds resolves in the class namespace (then the globals), not in
        // an enclosing function that binds it too; one the class declares global is global.
        if (classEntry != null) {
            int classFlags = classEntry.flags(name);
            if ((classFlags & Scope.DEF_GLOBAL) != 0) {
                scopes.put(name, Scope.GLOBAL_EXPLICIT);
                return;
            } else if ((classFlags & Scope.DEF_BOUND) != 0 && (classFlags & Scope.DEF_NONLOCAL) == 0) {
                scopes.put(name, Scope.GLOBAL_IMPLICIT);
                return;
            }
        }
        if (bound != null && bound.contains(name)) {
            scopes.put(name, Scope.FREE);
            ste.free = true;
            free.add(name);
            return;
        }
        if (global != null && global.contains(name)) {
            scopes.put(name, Scope.GLOBAL_IMPLICIT);
            return;
        }
        if (ste.nested) {
            ste.free = true;
        }
        scopes.put(name, Scope.GLOBAL_IMPLICIT);
    }

    private static boolean isFreeInAnyChild(Scope entry, String key) {
        for (Scope child : entry.children) {
            if (child.scopeOf(key) == Scope.FREE) {
                return true;
            }
        }
        return false;
    }

    private static void inlineComprehension(Scope ste, Scope comp, Map<String, Integer> scopes,
            Set<String> compFree, Set<String> inlinedCells) {
        boolean removeDunderClass = false;
        for (Map.Entry<String, Integer> en : comp.symbols.entrySet()) {
            String k = en.getKey();
            int compFlags = en.getValue();
            if ((compFlags & Scope.DEF_PARAM) != 0) {
                continue;
            }
            int scope = Scope.scopeOfFlags(compFlags);
            int onlyFlags = compFlags & ((1 << Scope.SCOPE_OFFSET) - 1);
            if (scope == Scope.CELL || (onlyFlags & Scope.DEF_COMP_CELL) != 0) {
                inlinedCells.add(k);
            }
            Integer existing = ste.symbols.get(k);
            // __class__ never resolves through a class scope (see dropClassFree): it is a global there
            if (scope == Scope.FREE && ste.kind == Scope.Kind.CLASS && k.equals("__class__")) {
                scope = Scope.GLOBAL_IMPLICIT;
                compFree.remove(k);
                removeDunderClass = true;
            }
            if (existing == null) {
                ste.symbols.put(k, onlyFlags);
                scopes.put(k, scope);
            } else if ((existing & Scope.DEF_BOUND) != 0 && !isFreeInAnyChild(comp, k)
                    && ste.kind != Scope.Kind.CLASS) {
                compFree.remove(k);
            }
        }
        if (removeDunderClass) {
            comp.symbols.remove("__class__");
        }
    }

    private static void analyzeCells(Map<String, Integer> scopes, Set<String> free, Set<String> inlinedCells) {
        for (Map.Entry<String, Integer> en : scopes.entrySet()) {
            if (en.getValue() != Scope.LOCAL) {
                continue;
            }
            String name = en.getKey();
            if (!free.contains(name) && !inlinedCells.contains(name)) {
                continue;
            }
            en.setValue(Scope.CELL);
            free.remove(name);
        }
    }

    private static void dropClassFree(Scope ste, Set<String> free) {
        if (free.remove("__class__")) {
            ste.needsClassClosure = true;
        }
        if (free.remove("__classdict__")) {
            ste.needsClassdict = true;
        }
    }

    private static void updateSymbols(Map<String, Integer> symbols, Map<String, Integer> scopes,
            Set<String> bound, Set<String> free, Set<String> inlinedCells, boolean classFlag) {
        for (Map.Entry<String, Integer> en : symbols.entrySet()) {
            int flags = en.getValue();
            if (inlinedCells.contains(en.getKey())) {
                flags |= Scope.DEF_COMP_CELL;
            }
            Integer scope = scopes.get(en.getKey());
            flags |= (scope == null ? 0 : scope) << Scope.SCOPE_OFFSET;
            en.setValue(flags);
        }
        for (String name : free) {
            Integer v = symbols.get(name);
            if (v != null) {
                if (classFlag) {
                    symbols.put(name, v | Scope.DEF_FREE_CLASS);
                }
                continue;
            }
            if (bound != null && !bound.contains(name)) {
                continue;
            }
            symbols.put(name, Scope.FREE << Scope.SCOPE_OFFSET);
        }
    }
}
