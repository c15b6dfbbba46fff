package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * The code generator's infrastructure, as the first part of CPython 3.13's {@code compile.c}:
 * the stack of code units, instruction emission, names and constants, name resolution to
 * FAST/DEREF/GLOBAL/NAME operations ({@link #nameop}), control blocks for unwinding, closures,
 * and the hand-off of a finished unit to the optimizer and the assembler.
 *
 * <p>Locations are source lines; {@code -1} is CPython's NO_LOCATION (the line is filled in
 * later from the surrounding code). Each instruction also gets the full location (end line and
 * columns) of the node being compiled, {@link #curLoc}, when that node is on the instruction's
 * line: CPython's {@code LOC(node)}. The statement and expression visitors keep it current;
 * where CPython takes the location of another node, the generator sets it for those
 * instructions.
 */
abstract class CodeGenBase {
    static final int NO_LINE = -1;
    static final int STACK_USE_GUIDELINE = 30;

    final SymbolTable symtable;
    final ErrorReporter errors;
    final String filename;
    final boolean futureAnnotations;
    /** Future-import flags added to every code object's flags. */
    int futureFlags;
    /** Compiled with {@code PyCF_ALLOW_TOP_LEVEL_AWAIT}. */
    boolean topLevelAwait;

    /** Whether the module's own code is being compiled and may await (CPython's
     *  {@code IS_TOP_LEVEL_AWAIT}). */
    final boolean isTopLevelAwait() {
        return topLevelAwait && u.kind == CodeUnit.Kind.MODULE;
    }
    boolean interactive;

    /** The unit being compiled. */
    CodeUnit u;
    /** The location of the node being compiled (CPython's {@code LOC(node)}), or null. */
    Ast.Loc curLoc;
    /** Enclosing units, innermost last. */
    final List<CodeUnit> stack = new ArrayList<>();

    CodeGenBase(SymbolTable symtable, ErrorReporter errors, boolean futureAnnotations) {
        this.symtable = symtable;
        this.errors = errors;
        this.filename = errors.filename();
        this.futureAnnotations = futureAnnotations;
    }

    abstract void visitStmt(Ast.Stmt s);

    abstract void visitExpr(Ast.Expr e);

    // ------------------------------------------------------------------ errors and locations

    SyntaxErrorException error(String msg, Ast.Loc loc) {
        return errors.error(msg, loc);
    }

    /**
     * A SyntaxWarning about {@code loc} (CPython's {@code compiler_warn}); a SyntaxError there
     * instead when the warning filters raise it.
     */
    void warn(String msg, Ast.Loc loc) {
        if (org.specializer.core.ast.SyntaxWarnings.warn(msg, filename, loc.line())) {
            throw error(msg, loc);
        }
    }

    /** The type a literal expression evaluates to, or null (CPython's {@code infer_type}). */
    static String inferType(Ast.Expr e) {
        if (e instanceof Ast.TupleExpr) {
            return "tuple";
        } else if (e instanceof Ast.ListExpr || e instanceof Ast.ListComp) {
            return "list";
        } else if (e instanceof Ast.Dict || e instanceof Ast.DictComp) {
            return "dict";
        } else if (e instanceof Ast.SetExpr || e instanceof Ast.SetComp) {
            return "set";
        } else if (e instanceof Ast.GeneratorExp) {
            return "generator";
        } else if (e instanceof Ast.Lambda) {
            return "function";
        } else if (e instanceof Ast.JoinedStr || e instanceof Ast.FormattedValue) {
            return "str";
        } else if (e instanceof Ast.Constant c) {
            return Constants.toPy(c.value()).getType().getName();
        }
        return null;
    }

    static int line(Ast.Node n) {
        return n.loc().line();
    }

    /**
     * {@code loc} moved to start at the attribute name when the access spans lines (CPython's
     * update_start_location_to_match_attr), so that the instruction points at the name.
     */
    static Ast.Loc attrLoc(Ast.Loc loc, Ast.Attribute a) {
        Ast.Loc al = a.loc();
        if (loc.line() == al.endLine()) {
            return loc;
        }
        int len = a.attr().codePointCount(0, a.attr().length());
        int col = len <= al.endCol() ? al.endCol() - len : -1;
        int endLine = Math.max(al.endLine(), loc.endLine());
        int endCol = col < 0 ? -1 : loc.endCol();
        if (al.endLine() == endLine && col >= 0) {
            endCol = Math.max(col, endCol);
        }
        return new Ast.Loc(al.endLine(), col, endLine, endCol);
    }

    /** The line of an attribute access that spans lines: its attribute's (end) line. */
    static int attrLine(Ast.Attribute a) {
        return a.loc().endLine();
    }

    // ------------------------------------------------------------------ emission

    /** The full location for an instruction on {@code line}: the current node's, if on it. */
    final Ast.Loc locFor(int line) {
        Ast.Loc l = curLoc;
        return l != null && l.line() == line ? l : null;
    }

    /** CPython's {@code loc = LOC(n)}: makes {@code n}'s location current; its line. */
    final int at(Ast.Node n) {
        curLoc = n.loc();
        return curLoc.line();
    }

    /** Makes {@code loc} current; its line. */
    final int at(Ast.Loc loc) {
        curLoc = loc;
        return loc.line();
    }

    /** One instruction at {@code loc} (CPython's {@code ADDOP(c, LOC(n), op)}), the current location kept. */
    final void addopAt(int op, int arg, Ast.Loc loc) {
        u.seq.add(op, arg, loc.line(), loc);
    }

    /** One instruction on {@code line} at {@code n}'s location when that is on the line. */
    final void addopNear(int op, int arg, int line, Ast.Node n) {
        Ast.Loc l = n.loc();
        u.seq.add(op, arg, line, l.line() == line ? l : locFor(line));
    }

    /** Makes {@code loc} the current location; returns the one before, to restore. */
    final Ast.Loc setLoc(Ast.Loc loc) {
        Ast.Loc before = curLoc;
        curLoc = loc;
        return before;
    }

    final void addop(int op, int line) {
        u.seq.add(op, 0, line, locFor(line));
    }

    final void addopI(int op, int arg, int line) {
        u.seq.add(op, arg, line, locFor(line));
    }

    final void addopJump(int op, int label, int line) {
        u.seq.add(op, label, line, locFor(line));
    }

    final int newLabel() {
        return u.seq.newLabel();
    }

    final void useLabel(int label) {
        u.seq.useLabel(label);
    }

    final void loadConst(PyObject value, int line) {
        addopI(Ops.LOAD_CONST, u.consts.add(value), line);
    }

    final void loadNone(int line) {
        loadConst(Py.None, line);
    }

    final int addConst(PyObject value) {
        return u.consts.add(value);
    }

    final String mangle(String name) {
        return Mangler.maybeMangle(u.privateName, u.ste, name);
    }

    /** An operation on a name in co_names (mangled as CPython's ADDOP_NAME). */
    final void addopName(int op, String name, int line) {
        int arg = CodeUnit.addName(u.names, mangle(name));
        if (op == Ops.LOAD_GLOBAL) {
            arg <<= 1;
        }
        addopI(op, arg, line);
    }

    /** LOAD_ATTR with the method bit (CPython's LOAD_METHOD pseudo-instruction). */
    final void loadMethod(String name, int line) {
        int arg = CodeUnit.addName(u.names, mangle(name));
        addopI(Ops.LOAD_ATTR, (arg << 1) | 1, line);
    }

    final void loadAttr(String name, int line) {
        int arg = CodeUnit.addName(u.names, mangle(name));
        addopI(Ops.LOAD_ATTR, arg << 1, line);
    }

    /** LOAD_SUPER_ATTR: name index << 2 | two-argument form << 1 | method. */
    final void loadSuperAttr(String name, boolean twoArgs, boolean method, int line) {
        int arg = CodeUnit.addName(u.names, mangle(name));
        addopI(Ops.LOAD_SUPER_ATTR, (arg << 2) | (twoArgs ? 2 : 0) | (method ? 1 : 0), line);
    }

    /** An operation on a name without mangling (CPython's ADDOP_N on co_names). */
    final void addopNameRaw(int op, String name, int line) {
        addopI(op, CodeUnit.addName(u.names, name), line);
    }

    /** An operation on a fast local named by a symbol (CPython's ADDOP_NAME on varnames). */
    final void addopVarname(int op, String name, int line) {
        addopI(op, CodeUnit.addName(u.varnames, mangle(name)), line);
    }

    // ------------------------------------------------------------------ name resolution

    /** Load, store or delete a name (CPython's compiler_nameop). */
    final void nameop(String name, Ast.ExprContext ctx, int line, Ast.Loc loc) {
        if (ctx == Ast.ExprContext.STORE && name.equals("__debug__")) {
            throw error("cannot assign to __debug__", loc);
        }
        if (ctx == Ast.ExprContext.DEL && name.equals("__debug__")) {
            throw error("cannot delete __debug__", loc);
        }
        String mangled = mangle(name);
        int scope = u.ste.scopeOf(mangled);
        final int fast = 0;
        final int global = 1;
        final int deref = 2;
        final int byName = 3;
        int optype = byName;
        Map<String, Integer> dict = u.names;
        switch (scope) {
            case Scope.FREE:
                dict = u.freevars;
                optype = deref;
                break;
            case Scope.CELL:
                dict = u.cellvars;
                optype = deref;
                break;
            case Scope.LOCAL:
                if (u.ste.isFunctionLike()) {
                    optype = fast;
                } else if (Boolean.TRUE.equals(u.fasthidden.get(mangled))) {
                    optype = fast;
                }
                break;
            case Scope.GLOBAL_IMPLICIT:
                if (u.ste.isFunctionLike()) {
                    optype = global;
                }
                break;
            case Scope.GLOBAL_EXPLICIT:
                optype = global;
                break;
            default:
                break;
        }
        int op;
        switch (optype) {
            case deref:
                if (ctx == Ast.ExprContext.LOAD) {
                    if (u.ste.kind == Scope.Kind.CLASS && u.inInlinedComp == 0) {
                        op = Ops.LOAD_FROM_DICT_OR_DEREF;
                        addop(Ops.LOAD_LOCALS, line);
                    } else if (u.ste.canSeeClassScope) {
                        op = Ops.LOAD_FROM_DICT_OR_DEREF;
                        addopI(Ops.LOAD_DEREF, u.freevars.get("__classdict__"), line);
                    } else {
                        op = Ops.LOAD_DEREF;
                    }
                } else {
                    op = ctx == Ast.ExprContext.STORE ? Ops.STORE_DEREF : Ops.DELETE_DEREF;
                }
                break;
            case fast:
                op = ctx == Ast.ExprContext.LOAD ? Ops.LOAD_FAST
                        : ctx == Ast.ExprContext.STORE ? Ops.STORE_FAST : Ops.DELETE_FAST;
                addopI(op, CodeUnit.addName(u.varnames, mangled), line);
                return;
            case global:
                if (ctx == Ast.ExprContext.LOAD && u.ste.canSeeClassScope
                        && scope == Scope.GLOBAL_IMPLICIT) {
                    op = Ops.LOAD_FROM_DICT_OR_GLOBALS;
                    addopI(Ops.LOAD_DEREF, u.freevars.get("__classdict__"), line);
                    break;
                }
                op = ctx == Ast.ExprContext.LOAD ? Ops.LOAD_GLOBAL
                        : ctx == Ast.ExprContext.STORE ? Ops.STORE_GLOBAL : Ops.DELETE_GLOBAL;
                break;
            default:
                if (ctx == Ast.ExprContext.LOAD) {
                    op = u.ste.kind == Scope.Kind.CLASS && u.inInlinedComp > 0 ? Ops.LOAD_GLOBAL : Ops.LOAD_NAME;
                } else {
                    op = ctx == Ast.ExprContext.STORE ? Ops.STORE_NAME : Ops.DELETE_NAME;
                }
                break;
        }
        int arg = CodeUnit.addName(dict, mangled);
        if (op == Ops.LOAD_GLOBAL) {
            arg <<= 1;
        }
        addopI(op, arg, line);
    }

    /** CPython's get_ref_type: how the current unit sees a name a closure needs. */
    final int refType(String name) {
        if (u.kind == CodeUnit.Kind.CLASS && (name.equals("__class__") || name.equals("__classdict__"))) {
            return Scope.CELL;
        }
        int scope = u.ste.scopeOf(name);
        if (scope == 0) {
            throw new IllegalStateException("unknown scope for " + name + " in " + u.name);
        }
        return scope;
    }

    // ------------------------------------------------------------------ units

    final void enterScope(String name, CodeUnit.Kind kind, Object node, int lineno) {
        Scope ste = symtable.lookup(node);
        CodeUnit unit = new CodeUnit(ste, kind, name, lineno);
        if (u != null) {
            unit.privateName = u.privateName;
            stack.add(u);
        }
        u = unit;
        int resumeLine = lineno;
        if (kind == CodeUnit.Kind.MODULE) {
            resumeLine = 0;
            u.qualname = name;
        } else {
            setQualname();
        }
        // CPython's LOCATION(lineno, lineno, 0, 0), with line 0 for a module
        addopAt(Ops.RESUME, 0, new Ast.Loc(resumeLine, 0, Math.max(resumeLine, 1), 0));
    }

    final void exitScope() {
        u = stack.isEmpty() ? null : stack.remove(stack.size() - 1);
    }

    private void setQualname() {
        String base = null;
        if (!stack.isEmpty()) {
            CodeUnit parent = stack.get(stack.size() - 1);
            if (parent.kind == CodeUnit.Kind.TYPEPARAMS || parent.kind == CodeUnit.Kind.ANNOTATIONS) {
                // in an annotation scope: the scope around it names it
                if (stack.size() == 2) {
                    u.qualname = u.name;
                    return;
                }
                parent = stack.get(stack.size() - 2);
            }
            boolean forceGlobal = false;
            if (u.kind == CodeUnit.Kind.FUNCTION || u.kind == CodeUnit.Kind.ASYNC_FUNCTION
                    || u.kind == CodeUnit.Kind.CLASS) {
                String mangled = Mangler.mangle(parent.privateName, u.name);
                if (parent.ste.scopeOf(mangled) == Scope.GLOBAL_EXPLICIT) {
                    forceGlobal = true;
                }
            }
            if (!forceGlobal && parent.kind != CodeUnit.Kind.MODULE) {
                if (parent.kind == CodeUnit.Kind.FUNCTION || parent.kind == CodeUnit.Kind.ASYNC_FUNCTION
                        || parent.kind == CodeUnit.Kind.LAMBDA) {
                    base = parent.qualname + ".<locals>";
                } else {
                    base = parent.qualname;
                }
            }
        }
        u.qualname = base == null ? u.name : base + "." + u.name;
    }

    final int computeCodeFlags() {
        Scope ste = u.ste;
        int flags = 0;
        if (ste.isFunctionLike()) {
            flags |= PyCode.CO_NEWLOCALS | PyCode.CO_OPTIMIZED;
            if (ste.nested) {
                flags |= PyCode.CO_NESTED;
            }
            if (ste.generator && !ste.coroutine) {
                flags |= PyCode.CO_GENERATOR;
            }
            if (ste.generator && ste.coroutine) {
                flags |= PyCode.CO_ASYNC_GENERATOR;
            }
            if (ste.varargs) {
                flags |= PyCode.CO_VARARGS;
            }
            if (ste.varkeywords) {
                flags |= PyCode.CO_VARKEYWORDS;
            }
        }
        if (ste.coroutine && !ste.generator) {
            flags |= PyCode.CO_COROUTINE;
        }
        return flags | futureFlags;
    }

    /** Finishes the current unit: optimization, layout of locals, assembly (CPython's optimize_and_assemble). */
    final PyCode optimizeAndAssemble(boolean addNone) {
        int flags = computeCodeFlags();
        if (addNone) {
            loadNone(NO_LINE);
        }
        addop(Ops.RETURN_VALUE, NO_LINE);
        return CodeFinisher.finish(u, flags, filename, errors);
    }

    // ------------------------------------------------------------------ closures

    /** Pushes the function for {@code co}, with its closure cells, then applies the attributes flagged. */
    final void makeClosure(PyCode co, int flags, int line) {
        if (co.nfrees > 0) {
            int first = co.nlocalsplus() - co.nfrees;
            for (int i = first; i < co.nlocalsplus(); i++) {
                String name = co.localsplusNames[i].value;
                int reftype = refType(name);
                Integer arg = reftype == Scope.CELL ? u.cellvars.get(name) : u.freevars.get(name);
                if (arg == null) {
                    throw new IllegalStateException("closure variable " + name + " not found in " + u.name);
                }
                addopI(Ops.LOAD_CLOSURE, arg, line);
            }
            flags |= org.specializer.spi.Opcode.FUNC_CLOSURE;
            addopI(Ops.BUILD_TUPLE, co.nfrees, line);
        }
        loadConst(co, line);
        addop(Ops.MAKE_FUNCTION, line);
        for (int flag : new int[] {org.specializer.spi.Opcode.FUNC_CLOSURE, org.specializer.spi.Opcode.FUNC_ANNOTATIONS,
            org.specializer.spi.Opcode.FUNC_KWDEFAULTS, org.specializer.spi.Opcode.FUNC_DEFAULTS}) {
            if ((flags & flag) != 0) {
                addopI(Ops.SET_FUNCTION_ATTRIBUTE, flag, line);
            }
        }
    }

    // ------------------------------------------------------------------ control blocks

    final void pushFBlock(CodeUnit.FBlock.Type type, int block, int exit, int line, Object datum) {
        u.fblocks.add(new CodeUnit.FBlock(type, block, exit, line, locFor(line), datum));
    }

    final void popFBlock(CodeUnit.FBlock.Type type) {
        CodeUnit.FBlock top = u.fblocks.remove(u.fblocks.size() - 1);
        if (top.type != type) {
            throw new IllegalStateException("fblock mismatch: " + top.type + " vs " + type);
        }
    }

    /** Emits a call of {@code __exit__(None, None, None)} on the context manager below the top. */
    final void callExitWithNones(int line) {
        loadNone(line);
        loadNone(line);
        loadNone(line);
        addopI(Ops.CALL, 2, line);
    }

    /** Emits the cleanup a control block needs when break/continue/return leaves it; returns the new location line. */
    final int unwindFBlock(CodeUnit.FBlock info, boolean preserveTos, int line) {
        switch (info.type) {
            case WHILE_LOOP:
            case EXCEPTION_HANDLER:
            case EXCEPTION_GROUP_HANDLER:
            case ASYNC_COMPREHENSION_GENERATOR:
            case STOP_ITERATION:
                return line;
            case FOR_LOOP:
                if (preserveTos) {
                    addopI(Ops.SWAP, 2, line);
                }
                addop(Ops.POP_TOP, line);
                return line;
            case TRY_EXCEPT:
                addop(Ops.POP_BLOCK, line);
                return line;
            case FINALLY_TRY:
                addop(Ops.POP_BLOCK, line);
                if (preserveTos) {
                    pushFBlock(CodeUnit.FBlock.Type.POP_VALUE, -1, -1, line, null);
                }
                @SuppressWarnings("unchecked")
                List<Ast.Stmt> finalbody = (List<Ast.Stmt>) info.datum;
                for (Ast.Stmt s : finalbody) {
                    visitStmt(s);
                }
                if (preserveTos) {
                    popFBlock(CodeUnit.FBlock.Type.POP_VALUE);
                }
                return NO_LINE;
            case FINALLY_END:
                if (preserveTos) {
                    addopI(Ops.SWAP, 2, line);
                }
                addop(Ops.POP_TOP, line);
                if (preserveTos) {
                    addopI(Ops.SWAP, 2, line);
                }
                addop(Ops.POP_BLOCK, line);
                addop(Ops.POP_EXCEPT, line);
                return line;
            case WITH:
            case ASYNC_WITH: {
                line = info.line;
                curLoc = info.loc;
                addop(Ops.POP_BLOCK, line);
                if (preserveTos) {
                    addopI(Ops.SWAP, 2, line);
                }
                callExitWithNones(line);
                if (info.type == CodeUnit.FBlock.Type.ASYNC_WITH) {
                    addopI(Ops.GET_AWAITABLE, 2, line);
                    loadNone(line);
                    addYieldFrom(line, true);
                }
                addop(Ops.POP_TOP, line);
                return NO_LINE;
            }
            case HANDLER_CLEANUP: {
                if (info.datum != null) {
                    addop(Ops.POP_BLOCK, line);
                }
                if (preserveTos) {
                    addopI(Ops.SWAP, 2, line);
                }
                addop(Ops.POP_BLOCK, line);
                addop(Ops.POP_EXCEPT, line);
                if (info.datum != null) {
                    loadNone(line);
                    nameop((String) info.datum, Ast.ExprContext.STORE, line, null);
                    nameop((String) info.datum, Ast.ExprContext.DEL, line, null);
                }
                return line;
            }
            case POP_VALUE:
                if (preserveTos) {
                    addopI(Ops.SWAP, 2, line);
                }
                addop(Ops.POP_TOP, line);
                return line;
            default:
                throw new IllegalStateException(info.type.toString());
        }
    }

    /**
     * Unwinds the control blocks for a break/continue (stopping at the innermost loop, which is
     * returned in {@code loop[0]}) or a return ({@code loop} null). Returns the location line to
     * use for the jump or return.
     */
    final int unwindFBlockStack(int line, boolean preserveTos, CodeUnit.FBlock[] loop, Ast.Loc loc) {
        if (u.fblocks.isEmpty()) {
            return line;
        }
        CodeUnit.FBlock top = u.fblocks.get(u.fblocks.size() - 1);
        if (top.type == CodeUnit.FBlock.Type.EXCEPTION_GROUP_HANDLER) {
            throw error("'break', 'continue' and 'return' cannot appear in an except* block", loc);
        }
        if (loop != null && (top.type == CodeUnit.FBlock.Type.WHILE_LOOP
                || top.type == CodeUnit.FBlock.Type.FOR_LOOP)) {
            loop[0] = top;
            return line;
        }
        u.fblocks.remove(u.fblocks.size() - 1);
        line = unwindFBlock(top, preserveTos, line);
        line = unwindFBlockStack(line, preserveTos, loop, loc);
        u.fblocks.add(top);
        return line;
    }

    // ------------------------------------------------------------------ yield

    final void addYield(int line) {
        if (u.ste.generator && u.ste.coroutine) {
            addopI(Ops.CALL_INTRINSIC_1, org.specializer.spi.Opcode.INTRINSIC_ASYNC_GEN_WRAP, line);
        }
        addopI(Ops.YIELD_VALUE, 0, line);
        addopI(Ops.RESUME, 1, line);
    }

    /** The SEND loop of {@code yield from} and {@code await} (CPython's compiler_add_yield_from). */
    final void addYieldFrom(int line, boolean await) {
        int send = newLabel();
        int fail = newLabel();
        int exit = newLabel();
        useLabel(send);
        addopJump(Ops.SEND, exit, line);
        addopJump(Ops.SETUP_FINALLY, fail, line);
        addopI(Ops.YIELD_VALUE, 1, line);
        addop(Ops.POP_BLOCK, NO_LINE);
        addopI(Ops.RESUME, await ? 3 : 2, line);
        addopJump(Ops.JUMP_NO_INTERRUPT, send, line);
        useLabel(fail);
        addop(Ops.CLEANUP_THROW, line);
        useLabel(exit);
        addop(Ops.END_SEND, line);
    }

    /** Wraps the whole body of a generator so a leaking StopIteration becomes RuntimeError. */
    final void wrapInStopIterationHandler() {
        int handler = newLabel();
        u.seq.insert(0, new Instr(Ops.SETUP_CLEANUP, handler, NO_LINE));
        loadNone(NO_LINE);
        addop(Ops.RETURN_VALUE, NO_LINE);
        useLabel(handler);
        addopI(Ops.CALL_INTRINSIC_1, org.specializer.spi.Opcode.INTRINSIC_STOPITERATION_ERROR, NO_LINE);
        addopI(Ops.RERAISE, 1, NO_LINE);
    }

    static PyStr pyStr(String s) {
        return Constants.str(s);
    }
}
