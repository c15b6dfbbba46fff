package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.List;

import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.Expr;
import org.specializer.core.ast.Ast.Stmt;
import org.specializer.spi.Opcode;

/**
 * Code generation for modules and statements, as CPython 3.13's {@code compile.c}: function
 * and class definitions, assignments of every target shape, loops, conditionals, exception
 * handling with the zero-cost exception table (SETUP_* pseudo-instructions become table
 * entries), with statements, imports, annotations, and break/continue/return unwinding
 * through finally and with blocks. Match statements are {@link MatchCodeGen}'s.
 *
 * <p>A generic function, class or type alias (PEP 695) is built inside a hidden function,
 * {@code <generic parameters of NAME>}, called at once: it makes each type parameter with a
 * CALL_INTRINSIC (a bound, constraints or default become a function of their own, evaluated
 * when first asked for), binds it, and then defines the function (given the defaults as its
 * arguments {@code .defaults} and {@code .kwdefaults}), the class (whose bases get
 * {@code Generic[*params]} appended, from {@code .generic_base}) or the alias.
 */
final class CodeGen extends ExprCodeGen {
    private final Future future;

    /** The optimization level: asserts are left out from 1, docstrings from 2. */
    private final int optimize;

    CodeGen(SymbolTable symtable, ErrorReporter errors, Future future, int optimize) {
        super(symtable, errors, future.annotations);
        this.future = future;
        this.futureFlags = future.flags;
        this.optimize = optimize;
        this.topLevelAwait = future.topLevelAwait;
    }

    PyCode compileMod(Ast.Mod mod) {
        enterScope("<module>", CodeUnit.Kind.MODULE, mod, 1);
        boolean addNone = true;
        if (mod instanceof Ast.Module m) {
            // CPython's start_location: the module body's first statement
            curLoc = m.body().isEmpty() ? null : m.body().get(0).loc();
            body(startLine(m.body()), m.body());
        } else if (mod instanceof Ast.Interactive m) {
            interactive = true;
            body(startLine(m.body()), m.body());
        } else {
            visitExpr(((Ast.Expression) mod).body());
            addNone = false;
        }
        PyCode co = optimizeAndAssemble(addNone);
        exitScope();
        return co;
    }

    private static int startLine(List<Stmt> stmts) {
        return stmts.isEmpty() ? 1 : line(stmts.get(0));
    }

    /** A module or class body: annotations dict, docstring, statements. */
    private void body(int line, List<Stmt> stmts) {
        if (findAnn(stmts)) {
            addop(Ops.SETUP_ANNOTATIONS, line);
        }
        if (stmts.isEmpty()) {
            return;
        }
        int first = 0;
        if (!interactive && optimize < 2) {  // under -OO, an expression statement like others
            Ast.Constant doc = ConstFolder.docstring(stmts);
            if (doc != null) {
                first = 1;
                Ast.Loc before = setLoc(doc.loc());
                loadConst(pyStr(Docstrings.clean(Constants.strValue(doc))), line(doc));
                nameop("__doc__", Ast.ExprContext.STORE, NO_LINE, doc.loc());
                curLoc = before;
            }
        }
        for (int i = first; i < stmts.size(); i++) {
            visitStmt(stmts.get(i));
        }
    }

    private static boolean findAnn(List<Stmt> stmts) {
        for (Stmt st : stmts) {
            boolean res;
            if (st instanceof Ast.AnnAssign) {
                return true;
            } else if (st instanceof Ast.For f) {
                res = findAnn(f.body()) || findAnn(f.orelse());
            } else if (st instanceof Ast.While w) {
                res = findAnn(w.body()) || findAnn(w.orelse());
            } else if (st instanceof Ast.If i) {
                res = findAnn(i.body()) || findAnn(i.orelse());
            } else if (st instanceof Ast.With w) {
                res = findAnn(w.body());
            } else if (st instanceof Ast.Match m) {
                res = false;
                for (Ast.MatchCase c : m.cases()) {
                    res |= findAnn(c.body());
                }
            } else if (st instanceof Ast.Try t) {
                for (Ast.ExceptHandler h : t.handlers()) {
                    if (findAnn(h.body())) {
                        return true;
                    }
                }
                res = findAnn(t.body()) || findAnn(t.finalbody()) || findAnn(t.orelse());
            } else {
                res = false;
            }
            if (res) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ statements

    private void visitStmts(List<Stmt> stmts) {
        for (Stmt s : stmts) {
            visitStmt(s);
        }
    }

    @Override
    void visitStmt(Stmt s) {
        Ast.Loc before = setLoc(s.loc());
        statement(s);
        curLoc = before;
    }

    private void statement(Stmt s) {
        int line = line(s);
        if (s instanceof Ast.ExprStmt e) {
            exprStmt(line, e.value());
        } else if (s instanceof Ast.Assign a) {
            visitExpr(a.value());
            int n = a.targets().size();
            for (int i = 0; i < n; i++) {
                if (i < n - 1) {
                    addopI(Ops.COPY, 1, line);
                }
                visitExpr(a.targets().get(i));
            }
        } else if (s instanceof Ast.FunctionDef f) {
            function(f);
        } else if (s instanceof Ast.ClassDef c) {
            classDef(c);
        } else if (s instanceof Ast.Return r) {
            returnStmt(r);
        } else if (s instanceof Ast.If i) {
            int end = newLabel();
            int next = end;
            if (!i.orelse().isEmpty()) {
                next = newLabel();
            }
            jumpIf(i.test(), next, false);
            visitStmts(i.body());
            if (!i.orelse().isEmpty()) {
                addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
                useLabel(next);
                visitStmts(i.orelse());
            }
            useLabel(end);
        } else if (s instanceof Ast.For f) {
            forStmt(f);
        } else if (s instanceof Ast.While w) {
            whileStmt(w);
        } else if (s instanceof Ast.AugAssign a) {
            augAssign(a);
        } else if (s instanceof Ast.AnnAssign a) {
            annAssign(a);
        } else if (s instanceof Ast.Delete d) {
            visitExprs(d.targets());
        } else if (s instanceof Ast.Raise r) {
            int n = 0;
            if (r.exc() != null) {
                visitExpr(r.exc());
                n++;
                if (r.cause() != null) {
                    visitExpr(r.cause());
                    n++;
                }
            }
            addopI(Ops.RAISE_VARARGS, n, line);
        } else if (s instanceof Ast.Try t) {
            if (!t.finalbody().isEmpty()) {
                tryFinally(t);
            } else if (t.star()) {
                tryStarExcept(t);
            } else {
                tryExcept(t);
            }
        } else if (s instanceof Ast.Assert a) {
            assertStmt(a);
        } else if (s instanceof Ast.Import i) {
            importStmt(i);
        } else if (s instanceof Ast.ImportFrom i) {
            importFrom(i);
        } else if (s instanceof Ast.Global || s instanceof Ast.Nonlocal) {
            return;
        } else if (s instanceof Ast.Pass) {
            addop(Ops.NOP, line);
        } else if (s instanceof Ast.Break) {
            breakStmt(s.loc());
        } else if (s instanceof Ast.Continue) {
            continueStmt(s.loc());
        } else if (s instanceof Ast.With w) {
            if (w.isAsync()) {
                asyncWith(w, 0);
            } else {
                with(w, 0);
            }
        } else if (s instanceof Ast.Match m) {
            new MatchCodeGen(this).match(m);
        } else if (s instanceof Ast.TypeAlias t) {
            typeAlias(t);
        } else {
            throw new IllegalStateException("unknown statement " + s);
        }
    }

    private void exprStmt(int line, Expr value) {
        if (interactive && stack.isEmpty()) {
            visitExpr(value);
            addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_PRINT, line);
            addop(Ops.POP_TOP, NO_LINE);
            return;
        }
        if (value instanceof Ast.Constant) {
            addop(Ops.NOP, line);
            return;
        }
        visitExpr(value);
        addop(Ops.POP_TOP, NO_LINE);
    }

    // ------------------------------------------------------------------ functions and classes

    private void visitDecorators(List<Expr> decos) {
        visitExprs(decos);
    }

    private void applyDecorators(List<Expr> decos) {
        for (int i = decos.size() - 1; i >= 0; i--) {
            addopAt(Ops.CALL, 0, decos.get(i).loc());
        }
    }

    private void function(Ast.FunctionDef s) {
        Ast.Arguments args = s.args();
        checkDebugArgs(args);
        visitDecorators(s.decoratorList());
        int firstlineno = s.decoratorList().isEmpty() ? line(s) : line(s.decoratorList().get(0));
        int line = line(s);
        int funcflags = defaultArguments(args, line);
        boolean generic = !s.typeParams().isEmpty();
        int typeParamArgs = 0;
        if (generic) {
            if ((funcflags & Opcode.FUNC_DEFAULTS) != 0) {
                typeParamArgs++;
            }
            if ((funcflags & Opcode.FUNC_KWDEFAULTS) != 0) {
                typeParamArgs++;
            }
            if (typeParamArgs == 2) {
                addopI(Ops.SWAP, 2, line);
            }
            enterScope("<generic parameters of " + s.name() + ">", CodeUnit.Kind.TYPEPARAMS,
                    s.typeParams(), firstlineno);
            typeParams(s.typeParams());
            for (int i = 0; i < typeParamArgs; i++) {
                addopI(Ops.LOAD_FAST, i, line);
            }
        }
        if (visitAnnotations(line, args, s.returns())) {
            funcflags |= Opcode.FUNC_ANNOTATIONS;
        }
        functionBody(s, funcflags, firstlineno);
        if (generic) {
            addopI(Ops.SWAP, 2, line);
            addopI(Ops.CALL_INTRINSIC_2, Opcode.INTRINSIC_SET_FUNCTION_TYPE_PARAMS, line);
            u.argcount = typeParamArgs;
            PyCode co = optimizeAndAssemble(false);
            exitScope();
            makeClosure(co, 0, line);
            if (typeParamArgs > 0) {
                addopI(Ops.SWAP, typeParamArgs + 1, line);
                addopI(Ops.CALL, typeParamArgs - 1, line);
            } else {
                addop(Ops.PUSH_NULL, line);
                addopI(Ops.CALL, 0, line);
            }
        }
        applyDecorators(s.decoratorList());
        nameop(s.name(), Ast.ExprContext.STORE, line, s.loc());
    }

    /**
     * Makes, binds and collects the type parameters (CPython's compiler_type_params): leaves
     * the tuple of them on the stack.
     */
    private void typeParams(List<Ast.TypeParam> tps) {
        boolean seenDefault = false;
        Ast.Loc outer = curLoc;
        for (Ast.TypeParam tp : tps) {
            int line = at(tp);
            loadConst(pyStr(tp.name()), line);
            if (tp instanceof Ast.TypeVar v) {
                if (v.bound() != null) {
                    boundOrDefault(v.bound(), v.name(), tp, false);
                    addopI(Ops.CALL_INTRINSIC_2, v.bound() instanceof Ast.TupleExpr
                            ? Opcode.INTRINSIC_TYPEVAR_WITH_CONSTRAINTS
                            : Opcode.INTRINSIC_TYPEVAR_WITH_BOUND, line);
                } else {
                    addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_TYPEVAR, line);
                }
            } else if (tp instanceof Ast.TypeVarTuple) {
                addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_TYPEVARTUPLE, line);
            } else {
                addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_PARAMSPEC, line);
            }
            if (tp.defaultValue() != null) {
                seenDefault = true;
                boundOrDefault(tp.defaultValue(), tp.name(), symtable.defaultKey(tp),
                        tp instanceof Ast.TypeVarTuple);
                addopI(Ops.CALL_INTRINSIC_2, Opcode.INTRINSIC_SET_TYPEPARAM_DEFAULT, line);
            } else if (seenDefault) {
                throw error("non-default type parameter '" + tp.name()
                        + "' follows default type parameter", tp.loc());
            }
            addopI(Ops.COPY, 1, line);
            nameop(tp.name(), Ast.ExprContext.STORE, line, tp.loc());
        }
        addopAt(Ops.BUILD_TUPLE, tps.size(), tps.get(0).loc());
        curLoc = outer;
    }

    /**
     * Pushes a function that evaluates a bound, constraints or default (CPython's
     * compiler_type_param_bound_or_default); a TypeVarTuple's {@code *default} unpacks.
     */
    private void boundOrDefault(Expr e, String name, Object key, boolean allowStarred) {
        Ast.Loc outer = curLoc;
        int line = at(e);
        enterScope(name, CodeUnit.Kind.ANNOTATIONS, key, line);
        if (allowStarred && e instanceof Ast.Starred st) {
            visitExpr(st.value());
            addopI(Ops.UNPACK_SEQUENCE, 1, line);
        } else {
            visitExpr(e);
        }
        addop(Ops.RETURN_VALUE, line);
        PyCode co = optimizeAndAssemble(true);
        exitScope();
        makeClosure(co, 0, line);
        curLoc = outer;
    }

    /** {@code type X[T] = value} (CPython's compiler_typealias). */
    private void typeAlias(Ast.TypeAlias s) {
        int line = line(s);
        String name = ((Ast.Name) s.name()).id();
        boolean generic = !s.typeParams().isEmpty();
        if (generic) {
            enterScope("<generic parameters of " + name + ">", CodeUnit.Kind.TYPEPARAMS,
                    s.typeParams(), line);
            loadConst(pyStr(name), line);
            typeParams(s.typeParams());
        } else {
            loadConst(pyStr(name), line);
            loadNone(line);
        }
        enterScope(name, CodeUnit.Kind.FUNCTION, s, line);
        // None first among the constants: the value function has no docstring
        addConst(Py.None);
        visitExpr(s.value());
        addop(Ops.RETURN_VALUE, line);
        PyCode co = optimizeAndAssemble(false);
        exitScope();
        makeClosure(co, 0, line);
        addopI(Ops.BUILD_TUPLE, 3, line);
        addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_TYPEALIAS, line);
        if (generic) {
            PyCode outer = optimizeAndAssemble(false);
            exitScope();
            makeClosure(outer, 0, line);
            addop(Ops.PUSH_NULL, line);
            addopI(Ops.CALL, 0, line);
        }
        nameop(name, Ast.ExprContext.STORE, line, s.loc());
    }

    private void functionBody(Ast.FunctionDef s, int funcflags, int firstlineno) {
        Ast.Arguments args = s.args();
        enterScope(s.name(), s.isAsync() ? CodeUnit.Kind.ASYNC_FUNCTION : CodeUnit.Kind.FUNCTION, s, firstlineno);
        u.argcount = args.posonlyargs().size() + args.args().size();
        u.posonlyargcount = args.posonlyargs().size();
        u.kwonlyargcount = args.kwonlyargs().size();
        List<Stmt> body = s.body();
        int first = 0;
        Ast.Constant doc = ConstFolder.docstring(body);
        if (doc != null) {
            first = 1;
            addConst(optimize < 2 ? pyStr(Docstrings.clean(Constants.strValue(doc))) : Py.None);
        } else {
            addConst(Py.None);
        }
        boolean stopIterationHandler = u.ste.coroutine || u.ste.generator;
        if (stopIterationHandler) {
            pushFBlock(CodeUnit.FBlock.Type.STOP_ITERATION, -1, -1, NO_LINE, null);
        }
        for (int i = first; i < body.size(); i++) {
            visitStmt(body.get(i));
        }
        if (stopIterationHandler) {
            wrapInStopIterationHandler();
            popFBlock(CodeUnit.FBlock.Type.STOP_ITERATION);
        }
        PyCode co = optimizeAndAssemble(true);
        exitScope();
        makeClosure(co, funcflags, line(s));
    }

    /** Pushes the annotations tuple (name, value, ...); returns whether there is one. */
    private boolean visitAnnotations(int line, Ast.Arguments args, Expr returns) {
        int[] len = {0};
        argAnnotations(args.args(), len, line);
        argAnnotations(args.posonlyargs(), len, line);
        if (args.vararg() != null && args.vararg().annotation() != null) {
            argAnnotation(args.vararg().arg(), args.vararg().annotation(), len, line);
        }
        argAnnotations(args.kwonlyargs(), len, line);
        if (args.kwarg() != null && args.kwarg().annotation() != null) {
            argAnnotation(args.kwarg().arg(), args.kwarg().annotation(), len, line);
        }
        argAnnotation("return", returns, len, line);
        if (len[0] > 0) {
            addopI(Ops.BUILD_TUPLE, len[0], line);
            return true;
        }
        return false;
    }

    private void argAnnotations(List<Ast.Arg> args, int[] len, int line) {
        for (Ast.Arg a : args) {
            argAnnotation(a.arg(), a.annotation(), len, line);
        }
    }

    private void argAnnotation(String id, Expr annotation, int[] len, int line) {
        if (annotation == null) {
            return;
        }
        loadConst(pyStr(mangle(id)), line);
        if (futureAnnotations) {
            addopAt(Ops.LOAD_CONST, addConst(pyStr(Unparser.unparse(annotation))),
                    annotation.loc());
        } else if (annotation instanceof Ast.Starred st) {
            visitExpr(st.value());
            addopI(Ops.UNPACK_SEQUENCE, 1, line);
        } else {
            visitExpr(annotation);
        }
        len[0] += 2;
    }

    private void classDef(Ast.ClassDef s) {
        visitDecorators(s.decoratorList());
        int firstlineno = s.decoratorList().isEmpty() ? line(s) : line(s.decoratorList().get(0));
        int line = line(s);
        boolean generic = !s.typeParams().isEmpty();
        if (generic) {
            enterScope("<generic parameters of " + s.name() + ">", CodeUnit.Kind.TYPEPARAMS,
                    s.typeParams(), firstlineno);
            u.privateName = s.name();
            typeParams(s.typeParams());
            nameop(".type_params", Ast.ExprContext.STORE, line, s.loc());
        }
        classBody(s, firstlineno);
        if (generic) {
            nameop(".type_params", Ast.ExprContext.LOAD, line, s.loc());
            addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_SUBSCRIPT_GENERIC, line);
            nameop(".generic_base", Ast.ExprContext.STORE, line, s.loc());
            List<Expr> bases = new ArrayList<>(s.bases());
            bases.add(new Ast.Name(s.loc(), ".generic_base", Ast.ExprContext.LOAD));
            callHelper(line, 2, bases, s.keywords());
            PyCode co = optimizeAndAssemble(false);
            exitScope();
            makeClosure(co, 0, line);
            addop(Ops.PUSH_NULL, line);
            addopI(Ops.CALL, 0, line);
        } else {
            callHelper(line, 2, s.bases(), s.keywords());
        }
        applyDecorators(s.decoratorList());
        nameop(s.name(), Ast.ExprContext.STORE, line, s.loc());
    }

    private void classBody(Ast.ClassDef s, int firstlineno) {
        enterScope(s.name(), CodeUnit.Kind.CLASS, s, firstlineno);
        int line = firstlineno;
        // CPython's LOCATION(firstlineno, firstlineno, 0, 0) for the class body's prologue
        Ast.Loc outer = setLoc(new Ast.Loc(firstlineno, 0, firstlineno, 0));
        u.privateName = s.name();
        nameop("__name__", Ast.ExprContext.LOAD, line, s.loc());
        nameop("__module__", Ast.ExprContext.STORE, line, s.loc());
        loadConst(pyStr(u.qualname), line);
        nameop("__qualname__", Ast.ExprContext.STORE, line, s.loc());
        loadConst(Py.newInt(u.firstlineno), line);
        nameop("__firstlineno__", Ast.ExprContext.STORE, line, s.loc());
        if (!s.typeParams().isEmpty()) {
            nameop(".type_params", Ast.ExprContext.LOAD, line, s.loc());
            nameop("__type_params__", Ast.ExprContext.STORE, line, s.loc());
        }
        if (u.ste.needsClassdict) {
            addop(Ops.LOAD_LOCALS, line);
            addopI(Ops.STORE_DEREF, u.cellvars.get("__classdict__"), line);
        }
        body(line, s.body());
        curLoc = outer;
        PyObject[] attrs = new PyObject[u.staticAttributes.size()];
        int k = 0;
        for (String a : u.staticAttributes) {
            attrs[k++] = pyStr(a);
        }
        loadConst(attrs.length == 0 ? PyTuple.EMPTY : new PyTuple(attrs), NO_LINE);
        nameop("__static_attributes__", Ast.ExprContext.STORE, NO_LINE, s.loc());
        if (u.ste.needsClassdict) {
            addopI(Ops.LOAD_CLOSURE, u.cellvars.get("__classdict__"), NO_LINE);
            nameop("__classdictcell__", Ast.ExprContext.STORE, NO_LINE, s.loc());
        }
        if (u.ste.needsClassClosure) {
            addopI(Ops.LOAD_CLOSURE, u.cellvars.get("__class__"), NO_LINE);
            addopI(Ops.COPY, 1, NO_LINE);
            nameop("__classcell__", Ast.ExprContext.STORE, NO_LINE, s.loc());
        } else {
            loadNone(NO_LINE);
        }
        addop(Ops.RETURN_VALUE, NO_LINE);
        PyCode co = optimizeAndAssemble(true);
        exitScope();
        int loc = line(s);
        addop(Ops.LOAD_BUILD_CLASS, loc);
        addop(Ops.PUSH_NULL, loc);
        makeClosure(co, 0, loc);
        loadConst(pyStr(s.name()), loc);
    }

    private void returnStmt(Ast.Return s) {
        int line = line(s);
        Expr value = s.value();
        boolean preserveTos = value != null && !(value instanceof Ast.Constant);
        if (!u.ste.isFunctionLike()) {
            throw error("'return' outside function", s.loc());
        }
        if (value != null && u.ste.coroutine && u.ste.generator) {
            throw error("'return' with value in async generator", s.loc());
        }
        Ast.Loc loc = s.loc();
        if (preserveTos) {
            visitExpr(value);
        } else if (value != null) {
            loc = value.loc();
            at(loc);
            addop(Ops.NOP, line(value));
        }
        if (value == null || line(value) != line(s)) {
            loc = s.loc();
            at(loc);
            addop(Ops.NOP, line);
        }
        line = unwindFBlockStack(line, preserveTos, null, loc);
        if (value == null) {
            loadNone(line);
        } else if (!preserveTos) {
            loadConst(Constants.valueOf((Ast.Constant) value), line);
        }
        addop(Ops.RETURN_VALUE, line);
    }

    // ------------------------------------------------------------------ loops

    private void forStmt(Ast.For s) {
        if (s.isAsync()) {
            asyncFor(s);
            return;
        }
        int start = newLabel();
        int body = newLabel();
        int cleanup = newLabel();
        int end = newLabel();
        pushFBlock(CodeUnit.FBlock.Type.FOR_LOOP, start, end, line(s), null);
        visitExpr(s.iter());
        int line = at(s.iter());
        addop(Ops.GET_ITER, line);
        useLabel(start);
        addopJump(Ops.FOR_ITER, cleanup, line);
        addopAt(Ops.NOP, 0, s.target().loc());
        useLabel(body);
        visitExpr(s.target());
        visitStmts(s.body());
        addopJump(Ops.JUMP, start, NO_LINE);
        useLabel(cleanup);
        addop(Ops.END_FOR, NO_LINE);
        addop(Ops.POP_TOP, NO_LINE);
        popFBlock(CodeUnit.FBlock.Type.FOR_LOOP);
        visitStmts(s.orelse());
        useLabel(end);
    }

    private void asyncFor(Ast.For s) {
        int line = line(s);
        if (isTopLevelAwait()) {
            u.ste.coroutine = true;
        } else if (u.kind != CodeUnit.Kind.ASYNC_FUNCTION) {
            throw error("'async for' outside async function", s.loc());
        }
        int start = newLabel();
        int except = newLabel();
        int end = newLabel();
        visitExpr(s.iter());
        addopNear(Ops.GET_AITER, 0, line, s.iter());
        useLabel(start);
        pushFBlock(CodeUnit.FBlock.Type.FOR_LOOP, start, end, line, null);
        // SETUP_FINALLY guards the __anext__ call: StopAsyncIteration ends the loop
        addopJump(Ops.SETUP_FINALLY, except, line);
        addop(Ops.GET_ANEXT, line);
        loadNone(line);
        addYieldFrom(line, true);
        addop(Ops.POP_BLOCK, line);
        visitExpr(s.target());
        visitStmts(s.body());
        addopJump(Ops.JUMP, start, NO_LINE);
        popFBlock(CodeUnit.FBlock.Type.FOR_LOOP);
        useLabel(except);
        addopAt(Ops.END_ASYNC_FOR, 0, s.iter().loc());
        visitStmts(s.orelse());
        useLabel(end);
    }

    private void whileStmt(Ast.While s) {
        int loop = newLabel();
        int body = newLabel();
        int end = newLabel();
        int anchor = newLabel();
        useLabel(loop);
        pushFBlock(CodeUnit.FBlock.Type.WHILE_LOOP, loop, end, line(s), null);
        jumpIf(s.test(), anchor, false);
        useLabel(body);
        visitStmts(s.body());
        jumpIf(s.test(), body, true);
        popFBlock(CodeUnit.FBlock.Type.WHILE_LOOP);
        useLabel(anchor);
        visitStmts(s.orelse());
        useLabel(end);
    }

    private void breakStmt(Ast.Loc loc) {
        int line = loc.line();
        CodeUnit.FBlock[] loop = new CodeUnit.FBlock[1];
        addop(Ops.NOP, line);
        line = unwindFBlockStack(line, false, loop, loc);
        if (loop[0] == null) {
            throw error("'break' outside loop", loc);
        }
        line = unwindFBlock(loop[0], false, line);
        addopJump(Ops.JUMP, loop[0].exit, line);
    }

    private void continueStmt(Ast.Loc loc) {
        int line = loc.line();
        CodeUnit.FBlock[] loop = new CodeUnit.FBlock[1];
        addop(Ops.NOP, line);
        line = unwindFBlockStack(line, false, loop, loc);
        if (loop[0] == null) {
            throw error("'continue' not properly in loop", loc);
        }
        addopJump(Ops.JUMP, loop[0].block, line);
    }

    // ------------------------------------------------------------------ assignments

    private void augAssign(Ast.AugAssign s) {
        Expr e = s.target();
        int line = at(e);
        if (e instanceof Ast.Attribute a) {
            visitExpr(a.value());
            addopI(Ops.COPY, 1, line);
            at(attrLoc(e.loc(), a));
            loadAttr(a.attr(), attrLine(a));
        } else if (e instanceof Ast.Subscript sub) {
            visitExpr(sub.value());
            if (isTwoElementSlice(sub.slice())) {
                visitSliceParts((Ast.Slice) sub.slice());
                addopI(Ops.COPY, 3, line);
                addopI(Ops.COPY, 3, line);
                addopI(Ops.COPY, 3, line);
                addop(Ops.BINARY_SLICE, line);
            } else {
                visitExpr(sub.slice());
                addopI(Ops.COPY, 2, line);
                addopI(Ops.COPY, 2, line);
                addop(Ops.BINARY_SUBSCR, line);
            }
        } else if (e instanceof Ast.Name n) {
            nameop(n.id(), Ast.ExprContext.LOAD, line, n.loc());
        } else {
            throw new IllegalStateException("invalid node type for augmented assignment");
        }
        visitExpr(s.value());
        addopI(Ops.BINARY_OP, binaryOparg(s.op()) + 13, at(s));
        at(e);
        if (e instanceof Ast.Attribute a) {
            int aline = attrLine(a);
            at(attrLoc(e.loc(), a));
            addopI(Ops.SWAP, 2, aline);
            addopName(Ops.STORE_ATTR, a.attr(), aline);
        } else if (e instanceof Ast.Subscript sub) {
            if (isTwoElementSlice(sub.slice())) {
                addopI(Ops.SWAP, 4, line);
                addopI(Ops.SWAP, 3, line);
                addopI(Ops.SWAP, 2, line);
                addop(Ops.STORE_SLICE, line);
            } else {
                addopI(Ops.SWAP, 3, line);
                addopI(Ops.SWAP, 2, line);
                addop(Ops.STORE_SUBSCR, line);
            }
        } else {
            nameop(((Ast.Name) e).id(), Ast.ExprContext.STORE, line, e.loc());
        }
    }

    private void checkAnnExpr(Expr e) {
        visitExpr(e);
        addop(Ops.POP_TOP, line(e));
    }

    private void checkAnnSubscr(Expr e) {
        if (e instanceof Ast.Slice s) {
            if (s.lower() != null) {
                checkAnnExpr(s.lower());
            }
            if (s.upper() != null) {
                checkAnnExpr(s.upper());
            }
            if (s.step() != null) {
                checkAnnExpr(s.step());
            }
        } else if (e instanceof Ast.TupleExpr t) {
            for (Expr elt : t.elts()) {
                checkAnnSubscr(elt);
            }
        } else {
            checkAnnExpr(e);
        }
    }

    private boolean moduleOrClass() {
        return u.kind == CodeUnit.Kind.MODULE || u.kind == CodeUnit.Kind.CLASS;
    }

    private void annAssign(Ast.AnnAssign s) {
        int line = line(s);
        Expr targ = s.target();
        if (s.value() != null) {
            visitExpr(s.value());
            visitExpr(targ);
        }
        if (targ instanceof Ast.Name n) {
            if (n.id().equals("__debug__")) {
                throw error("cannot assign to __debug__", s.loc());
            }
            if (s.simple() && moduleOrClass()) {
                if (futureAnnotations) {
                    addopAt(Ops.LOAD_CONST, addConst(pyStr(Unparser.unparse(s.annotation()))),
                            s.annotation().loc());
                } else {
                    visitExpr(s.annotation());
                }
                addopName(Ops.LOAD_NAME, "__annotations__", line);
                loadConst(pyStr(mangle(n.id())), line);
                addop(Ops.STORE_SUBSCR, line);
            }
        } else if (targ instanceof Ast.Attribute a) {
            if (a.attr().equals("__debug__")) {
                throw error("cannot assign to __debug__", s.loc());
            }
            if (s.value() == null) {
                checkAnnExpr(a.value());
            }
        } else if (targ instanceof Ast.Subscript sub) {
            if (s.value() == null) {
                checkAnnExpr(sub.value());
                checkAnnSubscr(sub.slice());
            }
        } else {
            throw new IllegalStateException("invalid node type for annotated assignment");
        }
        if (!s.simple() && !futureAnnotations && moduleOrClass()) {
            checkAnnExpr(s.annotation());
        }
    }

    // ------------------------------------------------------------------ exceptions

    private void popExceptAndReraise(int line) {
        addopI(Ops.COPY, 3, line);
        addop(Ops.POP_EXCEPT, line);
        addopI(Ops.RERAISE, 1, line);
    }

    private void tryFinally(Ast.Try s) {
        int line = line(s);
        int body = newLabel();
        int end = newLabel();
        int exit = newLabel();
        int cleanup = newLabel();
        addopJump(Ops.SETUP_FINALLY, end, line);
        useLabel(body);
        pushFBlock(CodeUnit.FBlock.Type.FINALLY_TRY, body, end, line, s.finalbody());
        if (s.star()) {
            tryStarExcept(s);
        } else if (!s.handlers().isEmpty()) {
            tryExcept(s);
        } else {
            visitStmts(s.body());
        }
        addop(Ops.POP_BLOCK, NO_LINE);
        popFBlock(CodeUnit.FBlock.Type.FINALLY_TRY);
        visitStmts(s.finalbody());
        addopJump(Ops.JUMP_NO_INTERRUPT, exit, NO_LINE);
        useLabel(end);
        addopJump(Ops.SETUP_CLEANUP, cleanup, NO_LINE);
        addop(Ops.PUSH_EXC_INFO, NO_LINE);
        pushFBlock(CodeUnit.FBlock.Type.FINALLY_END, end, -1, NO_LINE, null);
        visitStmts(s.finalbody());
        popFBlock(CodeUnit.FBlock.Type.FINALLY_END);
        addopI(Ops.RERAISE, 0, NO_LINE);
        useLabel(cleanup);
        popExceptAndReraise(NO_LINE);
        useLabel(exit);
    }

    private void tryExcept(Ast.Try s) {
        int line = line(s);
        int body = newLabel();
        int except = newLabel();
        int end = newLabel();
        int cleanup = newLabel();
        addopJump(Ops.SETUP_FINALLY, except, line);
        useLabel(body);
        pushFBlock(CodeUnit.FBlock.Type.TRY_EXCEPT, body, -1, line, null);
        visitStmts(s.body());
        popFBlock(CodeUnit.FBlock.Type.TRY_EXCEPT);
        addop(Ops.POP_BLOCK, NO_LINE);
        visitStmts(s.orelse());
        addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
        int n = s.handlers().size();
        useLabel(except);
        addopJump(Ops.SETUP_CLEANUP, cleanup, NO_LINE);
        addop(Ops.PUSH_EXC_INFO, NO_LINE);
        pushFBlock(CodeUnit.FBlock.Type.EXCEPTION_HANDLER, -1, -1, line, null);
        for (int i = 0; i < n; i++) {
            Ast.ExceptHandler handler = s.handlers().get(i);
            int hline = at(handler);
            if (handler.type() == null && i < n - 1) {
                throw error("default 'except:' must be last", handler.loc());
            }
            int nextExcept = newLabel();
            except = nextExcept;
            if (handler.type() != null) {
                visitExpr(handler.type());
                addop(Ops.CHECK_EXC_MATCH, hline);
                addopJump(Ops.POP_JUMP_IF_FALSE, except, hline);
            }
            if (handler.name() != null) {
                int cleanupEnd = newLabel();
                int cleanupBody = newLabel();
                nameop(handler.name(), Ast.ExprContext.STORE, hline, handler.loc());
                addopJump(Ops.SETUP_CLEANUP, cleanupEnd, hline);
                useLabel(cleanupBody);
                pushFBlock(CodeUnit.FBlock.Type.HANDLER_CLEANUP, cleanupBody, -1, hline, handler.name());
                visitStmts(handler.body());
                popFBlock(CodeUnit.FBlock.Type.HANDLER_CLEANUP);
                addop(Ops.POP_BLOCK, NO_LINE);
                addop(Ops.POP_BLOCK, NO_LINE);
                addop(Ops.POP_EXCEPT, NO_LINE);
                loadNone(NO_LINE);
                nameop(handler.name(), Ast.ExprContext.STORE, NO_LINE, handler.loc());
                nameop(handler.name(), Ast.ExprContext.DEL, NO_LINE, handler.loc());
                addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
                useLabel(cleanupEnd);
                loadNone(NO_LINE);
                nameop(handler.name(), Ast.ExprContext.STORE, NO_LINE, handler.loc());
                nameop(handler.name(), Ast.ExprContext.DEL, NO_LINE, handler.loc());
                addopI(Ops.RERAISE, 1, NO_LINE);
            } else {
                int cleanupBody = newLabel();
                addop(Ops.POP_TOP, hline);
                useLabel(cleanupBody);
                pushFBlock(CodeUnit.FBlock.Type.HANDLER_CLEANUP, cleanupBody, -1, hline, null);
                visitStmts(handler.body());
                popFBlock(CodeUnit.FBlock.Type.HANDLER_CLEANUP);
                addop(Ops.POP_BLOCK, NO_LINE);
                addop(Ops.POP_EXCEPT, NO_LINE);
                addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
            }
            useLabel(except);
        }
        popFBlock(CodeUnit.FBlock.Type.EXCEPTION_HANDLER);
        addopI(Ops.RERAISE, 0, NO_LINE);
        useLabel(cleanup);
        popExceptAndReraise(NO_LINE);
        useLabel(end);
    }

    /**
     * {@code try: S except* E1 as V1: S1 ...}. The value stack during the clauses, top at the
     * right: {@code orig, raised, rest}, where {@code raised} is a list of what each clause
     * raised (or re-raised) and {@code rest} the part of the group still unmatched. CHECK_EG_MATCH
     * splits {@code rest} by the clause's type; at the end the unmatched rest joins the list,
     * and INTRINSIC_PREP_RERAISE_STAR makes the group to re-raise, or None. Compare CPython
     * compile.c: compiler_try_star_except.
     */
    private void tryStarExcept(Ast.Try s) {
        int line = line(s);
        int body = newLabel();
        int except = newLabel();
        int orelse = newLabel();
        int end = newLabel();
        int cleanup = newLabel();
        int reraiseStar = newLabel();
        addopJump(Ops.SETUP_FINALLY, except, line);
        useLabel(body);
        pushFBlock(CodeUnit.FBlock.Type.TRY_EXCEPT, body, -1, line, null);
        visitStmts(s.body());
        popFBlock(CodeUnit.FBlock.Type.TRY_EXCEPT);
        addop(Ops.POP_BLOCK, NO_LINE);
        addopJump(Ops.JUMP_NO_INTERRUPT, orelse, NO_LINE);
        int n = s.handlers().size();
        useLabel(except);
        addopJump(Ops.SETUP_CLEANUP, cleanup, NO_LINE);
        addop(Ops.PUSH_EXC_INFO, NO_LINE);
        pushFBlock(CodeUnit.FBlock.Type.EXCEPTION_GROUP_HANDLER, -1, -1, line, null);
        for (int i = 0; i < n; i++) {
            Ast.ExceptHandler handler = s.handlers().get(i);
            int hline = at(handler);
            except = newLabel();
            int exceptWithError = newLabel();
            int noMatch = newLabel();
            if (i == 0) {
                addopI(Ops.BUILD_LIST, 0, hline);
                addopI(Ops.COPY, 2, hline);
            }
            if (handler.type() != null) {
                visitExpr(handler.type());
                addop(Ops.CHECK_EG_MATCH, hline);
                addopI(Ops.COPY, 1, hline);
                addopJump(Ops.POP_JUMP_IF_NONE, noMatch, hline);
            }
            int cleanupEnd = newLabel();
            int cleanupBody = newLabel();
            if (handler.name() != null) {
                nameop(handler.name(), Ast.ExprContext.STORE, hline, handler.loc());
            } else {
                addop(Ops.POP_TOP, hline);
            }
            addopJump(Ops.SETUP_CLEANUP, cleanupEnd, hline);
            useLabel(cleanupBody);
            pushFBlock(CodeUnit.FBlock.Type.HANDLER_CLEANUP, cleanupBody, -1, hline,
                    handler.name());
            visitStmts(handler.body());
            popFBlock(CodeUnit.FBlock.Type.HANDLER_CLEANUP);
            addop(Ops.POP_BLOCK, NO_LINE);
            if (handler.name() != null) {
                loadNone(NO_LINE);
                nameop(handler.name(), Ast.ExprContext.STORE, NO_LINE, handler.loc());
                nameop(handler.name(), Ast.ExprContext.DEL, NO_LINE, handler.loc());
            }
            addopJump(Ops.JUMP_NO_INTERRUPT, except, NO_LINE);
            useLabel(cleanupEnd);
            if (handler.name() != null) {
                loadNone(NO_LINE);
                nameop(handler.name(), Ast.ExprContext.STORE, NO_LINE, handler.loc());
                nameop(handler.name(), Ast.ExprContext.DEL, NO_LINE, handler.loc());
            }
            addopI(Ops.LIST_APPEND, 3, NO_LINE);  // what the clause raised
            addop(Ops.POP_TOP, NO_LINE);  // lasti
            addopJump(Ops.JUMP_NO_INTERRUPT, exceptWithError, NO_LINE);
            useLabel(except);
            addop(Ops.NOP, NO_LINE);  // holds a propagated line number
            addopJump(Ops.JUMP_NO_INTERRUPT, exceptWithError, NO_LINE);
            useLabel(noMatch);
            addop(Ops.POP_TOP, hline);  // the match, None
            useLabel(exceptWithError);
            if (i == n - 1) {
                addopI(Ops.LIST_APPEND, 1, NO_LINE);  // the unmatched rest, or None
                addopJump(Ops.JUMP_NO_INTERRUPT, reraiseStar, NO_LINE);
            }
        }
        popFBlock(CodeUnit.FBlock.Type.EXCEPTION_GROUP_HANDLER);
        int reraise = newLabel();
        useLabel(reraiseStar);
        addopI(Ops.CALL_INTRINSIC_2, Opcode.INTRINSIC_PREP_RERAISE_STAR, NO_LINE);
        addopI(Ops.COPY, 1, NO_LINE);
        addopJump(Ops.POP_JUMP_IF_NOT_NONE, reraise, NO_LINE);
        addop(Ops.POP_TOP, NO_LINE);
        addop(Ops.POP_BLOCK, NO_LINE);
        addop(Ops.POP_EXCEPT, NO_LINE);
        addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
        useLabel(reraise);
        addop(Ops.POP_BLOCK, NO_LINE);
        addopI(Ops.SWAP, 2, NO_LINE);
        addop(Ops.POP_EXCEPT, NO_LINE);
        addopI(Ops.RERAISE, 0, NO_LINE);
        useLabel(cleanup);
        popExceptAndReraise(NO_LINE);
        useLabel(orelse);
        visitStmts(s.orelse());
        useLabel(end);
    }

    private void assertStmt(Ast.Assert s) {
        if (s.test() instanceof Ast.TupleExpr t && !t.elts().isEmpty()
                || s.test() instanceof Ast.Constant k
                        && Constants.toPy(k.value()) instanceof org.specializer.api.PyTuple pt
                        && pt.items.length > 0) {
            warn("assertion is always true, perhaps remove parentheses?", s.loc());
        }
        if (optimize > 0) {
            return;
        }
        int line = line(s);
        int end = newLabel();
        jumpIf(s.test(), end, true);
        addop(Ops.LOAD_ASSERTION_ERROR, line);
        if (s.msg() != null) {
            visitExpr(s.msg());
            addopI(Ops.CALL, 0, line);
        }
        // at the test's position, as CPython 3.13, even on another line than the statement
        Ast.Loc test = s.test().loc();
        addopAt(Ops.RAISE_VARARGS, 1, test);
        useLabel(end);
    }

    // ------------------------------------------------------------------ with

    private void with(Ast.With s, int pos) {
        Ast.Loc outer = curLoc;
        Ast.WithItem item = s.items().get(pos);
        int block = newLabel();
        int fin = newLabel();
        int exit = newLabel();
        int cleanup = newLabel();
        visitExpr(item.contextExpr());
        int line = at(item.contextExpr());
        addop(Ops.BEFORE_WITH, line);
        addopJump(Ops.SETUP_WITH, fin, line);
        useLabel(block);
        pushFBlock(CodeUnit.FBlock.Type.WITH, block, fin, line, s);
        if (item.optionalVars() != null) {
            visitExpr(item.optionalVars());
        } else {
            addop(Ops.POP_TOP, line);
        }
        pos++;
        if (pos == s.items().size()) {
            visitStmts(s.body());
        } else {
            with(s, pos);
        }
        addop(Ops.POP_BLOCK, NO_LINE);
        popFBlock(CodeUnit.FBlock.Type.WITH);
        callExitWithNones(line);
        addop(Ops.POP_TOP, line);
        addopJump(Ops.JUMP, exit, line);
        useLabel(fin);
        addopJump(Ops.SETUP_CLEANUP, cleanup, line);
        addop(Ops.PUSH_EXC_INFO, line);
        addop(Ops.WITH_EXCEPT_START, line);
        withExceptFinish(cleanup);
        useLabel(exit);
        curLoc = outer;
    }

    private void asyncWith(Ast.With s, int pos) {
        Ast.Loc outer = curLoc;
        int line = line(s);
        Ast.WithItem item = s.items().get(pos);
        if (line(item.contextExpr()) == line) {
            at(item.contextExpr());
        }
        if (isTopLevelAwait()) {
            u.ste.coroutine = true;
        } else if (u.kind != CodeUnit.Kind.ASYNC_FUNCTION) {
            throw error("'async with' outside async function", s.loc());
        }
        int block = newLabel();
        int fin = newLabel();
        int exit = newLabel();
        int cleanup = newLabel();
        visitExpr(item.contextExpr());
        addop(Ops.BEFORE_ASYNC_WITH, line);
        addopI(Ops.GET_AWAITABLE, 1, line);
        loadNone(line);
        addYieldFrom(line, true);
        addopJump(Ops.SETUP_WITH, fin, line);
        useLabel(block);
        pushFBlock(CodeUnit.FBlock.Type.ASYNC_WITH, block, fin, line, s);
        if (item.optionalVars() != null) {
            visitExpr(item.optionalVars());
        } else {
            addop(Ops.POP_TOP, line);
        }
        pos++;
        if (pos == s.items().size()) {
            visitStmts(s.body());
        } else {
            asyncWith(s, pos);
        }
        popFBlock(CodeUnit.FBlock.Type.ASYNC_WITH);
        addop(Ops.POP_BLOCK, line);
        callExitWithNones(line);
        addopI(Ops.GET_AWAITABLE, 2, line);
        loadNone(line);
        addYieldFrom(line, true);
        addop(Ops.POP_TOP, line);
        addopJump(Ops.JUMP, exit, line);
        useLabel(fin);
        addopJump(Ops.SETUP_CLEANUP, cleanup, line);
        addop(Ops.PUSH_EXC_INFO, line);
        addop(Ops.WITH_EXCEPT_START, line);
        addopI(Ops.GET_AWAITABLE, 2, line);
        loadNone(line);
        addYieldFrom(line, true);
        withExceptFinish(cleanup);
        useLabel(exit);
        curLoc = outer;
    }

    private void withExceptFinish(int cleanup) {
        int suppress = newLabel();
        addop(Ops.TO_BOOL, NO_LINE);
        addopJump(Ops.POP_JUMP_IF_TRUE, suppress, NO_LINE);
        addopI(Ops.RERAISE, 2, NO_LINE);
        useLabel(suppress);
        addop(Ops.POP_TOP, NO_LINE);
        addop(Ops.POP_BLOCK, NO_LINE);
        addop(Ops.POP_EXCEPT, NO_LINE);
        addop(Ops.POP_TOP, NO_LINE);
        addop(Ops.POP_TOP, NO_LINE);
        int exit = newLabel();
        addopJump(Ops.JUMP_NO_INTERRUPT, exit, NO_LINE);
        useLabel(cleanup);
        popExceptAndReraise(NO_LINE);
        useLabel(exit);
    }

    // ------------------------------------------------------------------ imports

    private void importAs(String name, String asname, int line, Ast.Loc loc) {
        int dot = name.indexOf('.');
        if (dot >= 0) {
            while (true) {
                int pos = dot + 1;
                dot = name.indexOf('.', pos);
                String attr = name.substring(pos, dot >= 0 ? dot : name.length());
                addopNameRaw(Ops.IMPORT_FROM, attr, line);
                if (dot < 0) {
                    break;
                }
                addopI(Ops.SWAP, 2, line);
                addop(Ops.POP_TOP, line);
            }
            nameop(asname, Ast.ExprContext.STORE, line, loc);
            addop(Ops.POP_TOP, line);
            return;
        }
        nameop(asname, Ast.ExprContext.STORE, line, loc);
    }

    private void importStmt(Ast.Import s) {
        int line = line(s);
        for (Ast.Alias alias : s.names()) {
            loadConst(Py.newInt(0), line);
            loadNone(line);
            addopName(Ops.IMPORT_NAME, alias.name(), line);
            if (alias.asname() != null) {
                importAs(alias.name(), alias.asname(), line, alias.loc());
            } else {
                int dot = alias.name().indexOf('.');
                String tmp = dot >= 0 ? alias.name().substring(0, dot) : alias.name();
                nameop(tmp, Ast.ExprContext.STORE, line, alias.loc());
            }
        }
    }

    private void importFrom(Ast.ImportFrom s) {
        int line = line(s);
        int n = s.names().size();
        loadConst(Py.newInt(s.level()), line);
        PyObject[] names = new PyObject[n];
        for (int i = 0; i < n; i++) {
            names[i] = pyStr(s.names().get(i).name());
        }
        if ("__future__".equals(s.module()) && s.level() == 0 && future.isAfterFutureImports(s.loc())) {
            throw error("from __future__ imports must occur at the beginning of the file", s.loc());
        }
        loadConst(new PyTuple(names), line);
        addopName(Ops.IMPORT_NAME, s.module() == null ? "" : s.module(), line);
        for (int i = 0; i < n; i++) {
            Ast.Alias alias = s.names().get(i);
            if (i == 0 && alias.name().startsWith("*")) {
                addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_IMPORT_STAR, line);
                addop(Ops.POP_TOP, NO_LINE);
                return;
            }
            addopName(Ops.IMPORT_FROM, alias.name(), line);
            String storeName = alias.asname() != null ? alias.asname() : alias.name();
            nameop(storeName, Ast.ExprContext.STORE, line, alias.loc());
        }
        addop(Ops.POP_TOP, NO_LINE);
    }
}
