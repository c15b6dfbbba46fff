package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.Expr;
import org.specializer.spi.Opcode;

/**
 * Code generation for expressions, as CPython 3.13's {@code compile.c}: operators,
 * comparisons and conditional jumps, calls (method calls, {@code super()}, keyword and
 * star-argument forms), displays, comprehensions (list, set and dict comprehensions inlined
 * into the enclosing code as PEP 709 does; generator expressions as nested functions),
 * lambdas, f-strings, attributes and subscripts.
 */
abstract class ExprCodeGen extends CodeGenBase {
    ExprCodeGen(SymbolTable symtable, ErrorReporter errors, boolean futureAnnotations) {
        super(symtable, errors, futureAnnotations);
    }

    static int binaryOparg(Ast.Operator op) {
        return switch (op) {
            case ADD -> 0;
            case BITAND -> 1;
            case FLOORDIV -> 2;
            case LSHIFT -> 3;
            case MATMULT -> 4;
            case MULT -> 5;
            case MOD -> 6;
            case BITOR -> 7;
            case POW -> 8;
            case RSHIFT -> 9;
            case SUB -> 10;
            case DIV -> 11;
            case BITXOR -> 12;
        };
    }

    @Override
    void visitExpr(Expr e) {
        Ast.Loc before = setLoc(e.loc());
        expression(e);
        curLoc = before;
    }

    private void expression(Expr e) {
        int line = line(e);
        if (e instanceof Ast.Name n) {
            nameop(n.id(), n.ctx(), line, n.loc());
        } else if (e instanceof Ast.Constant c) {
            loadConst(Constants.valueOf(c), line);
        } else if (e instanceof Ast.Attribute a) {
            visitAttribute(a);
        } else if (e instanceof Ast.Call c) {
            visitCall(c);
        } else if (e instanceof Ast.BinOp b) {
            visitExpr(b.left());
            visitExpr(b.right());
            addopI(Ops.BINARY_OP, binaryOparg(b.op()), line);
        } else if (e instanceof Ast.Compare c) {
            visitCompare(c);
        } else if (e instanceof Ast.BoolOp b) {
            visitBoolOp(b);
        } else if (e instanceof Ast.UnaryOp u) {
            visitExpr(u.operand());
            switch (u.op()) {
                case UADD -> addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_UNARY_POSITIVE, line);
                case NOT -> {
                    addop(Ops.TO_BOOL, line);
                    addop(Ops.UNARY_NOT, line);
                }
                case USUB -> addop(Ops.UNARY_NEGATIVE, line);
                case INVERT -> addop(Ops.UNARY_INVERT, line);
            }
        } else if (e instanceof Ast.Subscript s) {
            visitSubscript(s);
        } else if (e instanceof Ast.TupleExpr t) {
            if (t.ctx() == Ast.ExprContext.STORE) {
                assignmentHelper(t.elts(), t.loc());
            } else if (t.ctx() == Ast.ExprContext.LOAD) {
                starunpackHelper(t.elts(), 0, Ops.BUILD_LIST, Ops.LIST_APPEND, Ops.LIST_EXTEND, true, line);
            } else {
                visitExprs(t.elts());
            }
        } else if (e instanceof Ast.ListExpr l) {
            if (l.ctx() == Ast.ExprContext.STORE) {
                assignmentHelper(l.elts(), l.loc());
            } else if (l.ctx() == Ast.ExprContext.LOAD) {
                starunpackHelper(l.elts(), 0, Ops.BUILD_LIST, Ops.LIST_APPEND, Ops.LIST_EXTEND, false, line);
            } else {
                visitExprs(l.elts());
            }
        } else if (e instanceof Ast.Dict d) {
            visitDict(d);
        } else if (e instanceof Ast.SetExpr s) {
            starunpackHelper(s.elts(), 0, Ops.BUILD_SET, Ops.SET_ADD, Ops.SET_UPDATE, false, line);
        } else if (e instanceof Ast.IfExp i) {
            int end = newLabel();
            int next = newLabel();
            jumpIf(i.test(), next, false);
            visitExpr(i.body());
            addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
            useLabel(next);
            visitExpr(i.orelse());
            useLabel(end);
        } else if (e instanceof Ast.Slice s) {
            int n = visitSliceParts(s);
            addopI(Ops.BUILD_SLICE, n, line);
        } else if (e instanceof Ast.Starred s) {
            if (s.ctx() == Ast.ExprContext.STORE) {
                throw error("starred assignment target must be in a list or tuple", s.loc());
            }
            throw error("can't use starred expression here", s.loc());
        } else if (e instanceof Ast.NamedExpr n) {
            visitExpr(n.value());
            addopI(Ops.COPY, 1, line);
            visitExpr(n.target());
        } else if (e instanceof Ast.Lambda l) {
            visitLambda(l);
        } else if (e instanceof Ast.ListComp c) {
            comprehension(e, COMP_LIST, "<listcomp>", c.generators(), c.elt(), null);
        } else if (e instanceof Ast.SetComp c) {
            comprehension(e, COMP_SET, "<setcomp>", c.generators(), c.elt(), null);
        } else if (e instanceof Ast.DictComp c) {
            comprehension(e, COMP_DICT, "<dictcomp>", c.generators(), c.key(), c.value());
        } else if (e instanceof Ast.GeneratorExp c) {
            comprehension(e, COMP_GENEXP, "<genexpr>", c.generators(), c.elt(), null);
        } else if (e instanceof Ast.Yield y) {
            if (!u.ste.isFunctionLike()) {
                throw error("'yield' outside function", y.loc());
            }
            if (y.value() != null) {
                visitExpr(y.value());
            } else {
                loadNone(line);
            }
            addYield(line);
        } else if (e instanceof Ast.YieldFrom y) {
            if (!u.ste.isFunctionLike()) {
                throw error("'yield from' outside function", y.loc());
            }
            if (u.kind == CodeUnit.Kind.ASYNC_FUNCTION) {
                throw error("'yield from' inside async function", y.loc());
            }
            visitExpr(y.value());
            addop(Ops.GET_YIELD_FROM_ITER, line);
            loadNone(line);
            addYieldFrom(line, false);
        } else if (e instanceof Ast.Await a) {
            if (!isTopLevelAwait()) {
                if (!u.ste.isFunctionLike()) {
                    throw error("'await' outside function", a.loc());
                }
                if (u.kind != CodeUnit.Kind.ASYNC_FUNCTION
                        && u.kind != CodeUnit.Kind.COMPREHENSION) {
                    throw error("'await' outside async function", a.loc());
                }
            }
            visitExpr(a.value());
            addopI(Ops.GET_AWAITABLE, 0, line);
            loadNone(line);
            addYieldFrom(line, true);
        } else if (e instanceof Ast.JoinedStr j) {
            visitJoinedStr(j);
        } else if (e instanceof Ast.FormattedValue f) {
            visitFormattedValue(f);
        } else {
            throw new IllegalStateException("unknown expression " + e);
        }
    }

    final void visitExprs(List<Expr> exprs) {
        for (Expr e : exprs) {
            visitExpr(e);
        }
    }

    // ------------------------------------------------------------------ boolean logic

    private void visitBoolOp(Ast.BoolOp b) {
        int line = line(b);
        int jump = b.op() == Ast.BoolOpKind.AND ? Ops.POP_JUMP_IF_FALSE : Ops.POP_JUMP_IF_TRUE;
        int end = newLabel();
        List<Expr> s = b.values();
        int n = s.size() - 1;
        for (int i = 0; i < n; i++) {
            visitExpr(s.get(i));
            addopI(Ops.COPY, 1, line);
            addop(Ops.TO_BOOL, line);
            addopJump(jump, end, line);
            addop(Ops.POP_TOP, line);
        }
        visitExpr(s.get(n));
        useLabel(end);
    }

    /** Emits a jump to {@code next} taken when {@code e} is {@code cond} (CPython's compiler_jump_if). */
    final void jumpIf(Expr e, int next, boolean cond) {
        // its instructions are at the test's location (CPython's LOC(e))
        Ast.Loc before = setLoc(e.loc());
        jumpIfAt(e, next, cond);
        curLoc = before;
    }

    private void jumpIfAt(Expr e, int next, boolean cond) {
        if (e instanceof Ast.UnaryOp u && u.op() == Ast.UnaryOpKind.NOT) {
            jumpIf(u.operand(), next, !cond);
            return;
        }
        if (e instanceof Ast.BoolOp b) {
            List<Expr> s = b.values();
            int n = s.size() - 1;
            boolean cond2 = b.op() == Ast.BoolOpKind.OR;
            int next2 = next;
            if (cond2 != cond) {
                next2 = newLabel();
            }
            for (int i = 0; i < n; i++) {
                jumpIf(s.get(i), next2, cond2);
            }
            jumpIf(s.get(n), next, cond);
            if (next2 != next) {
                useLabel(next2);
            }
            return;
        }
        if (e instanceof Ast.IfExp i) {
            int end = newLabel();
            int next2 = newLabel();
            jumpIf(i.test(), next2, false);
            jumpIf(i.body(), next, cond);
            addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
            useLabel(next2);
            jumpIf(i.orelse(), next, cond);
            useLabel(end);
            return;
        }
        if (e instanceof Ast.Compare c && c.ops().size() > 1) {
            checkCompare(c);
            int line = line(c);
            int n = c.ops().size() - 1;
            int cleanup = newLabel();
            visitExpr(c.left());
            for (int i = 0; i < n; i++) {
                visitExpr(c.comparators().get(i));
                addopI(Ops.SWAP, 2, line);
                addopI(Ops.COPY, 2, line);
                addCompare(c.ops().get(i), line);
                addop(Ops.TO_BOOL, line);
                addopJump(Ops.POP_JUMP_IF_FALSE, cleanup, line);
            }
            visitExpr(c.comparators().get(n));
            addCompare(c.ops().get(n), line);
            addop(Ops.TO_BOOL, line);
            addopJump(cond ? Ops.POP_JUMP_IF_TRUE : Ops.POP_JUMP_IF_FALSE, next, line);
            int end = newLabel();
            addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
            useLabel(cleanup);
            addop(Ops.POP_TOP, line);
            if (!cond) {
                addopJump(Ops.JUMP_NO_INTERRUPT, next, NO_LINE);
            }
            useLabel(end);
            return;
        }
        visitExpr(e);
        addop(Ops.TO_BOOL, line(e));
        addopJump(cond ? Ops.POP_JUMP_IF_TRUE : Ops.POP_JUMP_IF_FALSE, next, line(e));
    }

    final void addCompare(Ast.CmpOp op, int line) {
        switch (op) {
            case EQ -> addopI(Ops.COMPARE_OP, (2 << 5) | 8, line);
            case NOTEQ -> addopI(Ops.COMPARE_OP, (3 << 5) | 7, line);
            case LT -> addopI(Ops.COMPARE_OP, 2, line);
            case LTE -> addopI(Ops.COMPARE_OP, (1 << 5) | 10, line);
            case GT -> addopI(Ops.COMPARE_OP, (4 << 5) | 4, line);
            case GTE -> addopI(Ops.COMPARE_OP, (5 << 5) | 12, line);
            case IS -> addopI(Ops.IS_OP, 0, line);
            case ISNOT -> addopI(Ops.IS_OP, 1, line);
            case IN -> addopI(Ops.CONTAINS_OP, 0, line);
            case NOTIN -> addopI(Ops.CONTAINS_OP, 1, line);
        }
    }

    /** Is {@code e} something {@code is} may sensibly compare (CPython's check_is_arg)? */
    private static boolean isArg(Expr e) {
        if (!(e instanceof Ast.Constant k)) {
            return true;
        }
        Object v = k.value();
        return v == Ast.Singleton.NONE || v == Ast.Singleton.ELLIPSIS || v instanceof Boolean
                || v == org.specializer.api.Py.None || v == org.specializer.api.Py.Ellipsis
                || v instanceof org.specializer.api.PyBool;
    }

    /** Warn about {@code is} with a literal (CPython's check_compare). */
    void checkCompare(Ast.Compare c) {
        boolean left = isArg(c.left());
        Expr leftExpr = c.left();
        for (int i = 0; i < c.ops().size(); i++) {
            Ast.CmpOp op = c.ops().get(i);
            Expr rightExpr = c.comparators().get(i);
            boolean right = isArg(rightExpr);
            if ((op == Ast.CmpOp.IS || op == Ast.CmpOp.ISNOT) && (!left || !right)) {
                Expr literal = !left ? leftExpr : rightExpr;
                warn((op == Ast.CmpOp.IS ? "\"is\" with '" : "\"is not\" with '")
                        + inferType(literal) + "' literal. Did you mean \""
                        + (op == Ast.CmpOp.IS ? "==" : "!=") + "\"?", c.loc());
                return;
            }
            left = right;
            leftExpr = rightExpr;
        }
    }

    private void visitCompare(Ast.Compare c) {
        checkCompare(c);
        int line = line(c);
        visitExpr(c.left());
        int n = c.ops().size() - 1;
        if (n == 0) {
            visitExpr(c.comparators().get(0));
            addCompare(c.ops().get(0), line);
            return;
        }
        int cleanup = newLabel();
        for (int i = 0; i < n; i++) {
            visitExpr(c.comparators().get(i));
            addopI(Ops.SWAP, 2, line);
            addopI(Ops.COPY, 2, line);
            addCompare(c.ops().get(i), line);
            addopI(Ops.COPY, 1, line);
            addop(Ops.TO_BOOL, line);
            addopJump(Ops.POP_JUMP_IF_FALSE, cleanup, line);
            addop(Ops.POP_TOP, line);
        }
        visitExpr(c.comparators().get(n));
        addCompare(c.ops().get(n), line);
        int end = newLabel();
        addopJump(Ops.JUMP_NO_INTERRUPT, end, NO_LINE);
        useLabel(cleanup);
        addopI(Ops.SWAP, 2, line);
        addop(Ops.POP_TOP, line);
        useLabel(end);
    }

    // ------------------------------------------------------------------ attributes, subscripts

    private void visitAttribute(Ast.Attribute a) {
        if (a.ctx() == Ast.ExprContext.LOAD && canOptimizeSuperCall(a)) {
            Ast.Call call = (Ast.Call) a.value();
            loadArgsForSuper(call);
            loadSuperAttr(a.attr(), !call.args().isEmpty(), false, line(a));
            addopAt(Ops.NOP, 0, attrLoc(a.loc(), a));
            return;
        }
        maybeAddStaticAttribute(a);
        visitExpr(a.value());
        int line = at(attrLoc(a.loc(), a));
        if (a.ctx() == Ast.ExprContext.STORE && a.attr().equals("__debug__")) {
            throw error("cannot assign to __debug__", attrLoc(a.loc(), a));  // forbidden_name
        }
        switch (a.ctx()) {
            case LOAD -> loadAttr(a.attr(), line);
            case STORE -> addopName(Ops.STORE_ATTR, a.attr(), line);
            case DEL -> addopName(Ops.DELETE_ATTR, a.attr(), line);
        }
    }

    private void maybeAddStaticAttribute(Ast.Attribute a) {
        if (!(a.value() instanceof Ast.Name n) || a.ctx() != Ast.ExprContext.STORE || !n.id().equals("self")) {
            return;
        }
        for (int i = stack.size() - 1; i >= 0; i--) {
            CodeUnit outer = stack.get(i);
            if (outer.kind == CodeUnit.Kind.CLASS) {
                outer.staticAttributes.add(a.attr());
                break;
            }
        }
    }

    static boolean isTwoElementSlice(Expr s) {
        return s instanceof Ast.Slice sl && sl.step() == null;
    }

    /** Pushes the parts of a slice (None for a missing bound); returns how many. */
    final int visitSliceParts(Ast.Slice s) {
        int n = 2;
        Ast.Loc before = setLoc(s.loc());
        if (s.lower() != null) {
            visitExpr(s.lower());
        } else {
            loadNone(line(s));
        }
        if (s.upper() != null) {
            visitExpr(s.upper());
        } else {
            loadNone(line(s));
        }
        if (s.step() != null) {
            n++;
            visitExpr(s.step());
        }
        curLoc = before;
        return n;
    }

    /** Warn about subscripting a literal that cannot be (CPython's check_subscripter). */
    private void checkSubscripter(Expr e) {
        if (e instanceof Ast.Constant k) {
            org.specializer.api.PyObject v = Constants.toPy(k.value());
            if (!(v == org.specializer.api.Py.None || v == org.specializer.api.Py.Ellipsis
                    || v instanceof org.specializer.api.PyInt
                    || v instanceof org.specializer.api.PyBigInt
                    || v instanceof org.specializer.api.PyFloat
                    || v instanceof org.specializer.api.PyComplex
                    || v.getType().isSubtype(org.specializer.api.PyFrozenSet.TYPE))) {
                return;
            }
        } else if (!(e instanceof Ast.SetExpr || e instanceof Ast.SetComp
                || e instanceof Ast.GeneratorExp || e instanceof Ast.Lambda)) {
            return;
        }
        warn("'" + inferType(e) + "' object is not subscriptable; perhaps you missed a comma?",
                e.loc());
    }

    /** Warn about indexing a sequence literal with a non-integer (CPython's check_index). */
    private void checkIndex(Expr e, Expr s) {
        String index = inferType(s);
        if (index == null || index.equals("int") || index.equals("bool")
                || s instanceof Ast.Slice) {
            return;
        }
        if (e instanceof Ast.Constant k) {
            Object v = k.value();
            if (!(v instanceof String || v instanceof byte[]
                    || v instanceof org.specializer.api.PyStr
                    || v instanceof org.specializer.api.PyBytes
                    || v instanceof org.specializer.api.PyTuple)) {
                return;
            }
        } else if (!(e instanceof Ast.TupleExpr || e instanceof Ast.ListExpr
                || e instanceof Ast.ListComp || e instanceof Ast.JoinedStr
                || e instanceof Ast.FormattedValue)) {
            return;
        }
        warn(inferType(e) + " indices must be integers or slices, not " + index
                + "; perhaps you missed a comma?", e.loc());
    }

    private void visitSubscript(Ast.Subscript s) {
        if (s.ctx() == Ast.ExprContext.LOAD) {
            checkSubscripter(s.value());
            checkIndex(s.value(), s.slice());
        }
        int line = line(s);
        visitExpr(s.value());
        if (isTwoElementSlice(s.slice()) && s.ctx() != Ast.ExprContext.DEL) {
            visitSliceParts((Ast.Slice) s.slice());
            addop(s.ctx() == Ast.ExprContext.LOAD ? Ops.BINARY_SLICE : Ops.STORE_SLICE, line);
        } else {
            visitExpr(s.slice());
            addop(switch (s.ctx()) {
                case LOAD -> Ops.BINARY_SUBSCR;
                case STORE -> Ops.STORE_SUBSCR;
                case DEL -> Ops.DELETE_SUBSCR;
            }, line);
        }
    }

    // ------------------------------------------------------------------ displays

    private static boolean allConstants(List<Expr> elts, int begin, int end) {
        for (int i = begin; i < end; i++) {
            if (!(elts.get(i) instanceof Ast.Constant)) {
                return false;
            }
        }
        return true;
    }

    /** Builds a list, set or tuple from elements that may be starred (CPython's starunpack_helper). */
    final void starunpackHelper(List<Expr> elts, int pushed, int build, int add, int extend, boolean tuple,
            int line) {
        int n = elts.size();
        if (n > 2 && allConstants(elts, 0, n)) {
            PyObject[] items = new PyObject[n];
            for (int i = 0; i < n; i++) {
                items[i] = Constants.valueOf((Ast.Constant) elts.get(i));
            }
            PyObject folded = new PyTuple(items);
            if (tuple && pushed == 0) {
                loadConst(folded, line);
                return;
            }
            boolean foldOk = true;
            if (add == Ops.SET_ADD) {
                PyObject fs = FrozenSets.make(items);
                if (fs == null) {
                    foldOk = false;
                } else {
                    folded = fs;
                }
            }
            if (foldOk) {
                addopI(build, pushed, line);
                loadConst(folded, line);
                addopI(extend, 1, line);
                if (tuple) {
                    addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_LIST_TO_TUPLE, line);
                }
                return;
            }
        }
        boolean big = n + pushed > STACK_USE_GUIDELINE;
        boolean seenStar = false;
        for (Expr e : elts) {
            if (e instanceof Ast.Starred) {
                seenStar = true;
                break;
            }
        }
        if (!seenStar && !big) {
            visitExprs(elts);
            addopI(tuple ? Ops.BUILD_TUPLE : build, n + pushed, line);
            return;
        }
        boolean built = false;
        if (big) {
            addopI(build, pushed, line);
            built = true;
        }
        for (int i = 0; i < n; i++) {
            Expr elt = elts.get(i);
            if (elt instanceof Ast.Starred s) {
                if (!built) {
                    addopI(build, i + pushed, line);
                    built = true;
                }
                visitExpr(s.value());
                addopI(extend, 1, line);
            } else {
                visitExpr(elt);
                if (built) {
                    addopI(add, 1, line);
                }
            }
        }
        if (tuple) {
            addopI(Ops.CALL_INTRINSIC_1, Opcode.INTRINSIC_LIST_TO_TUPLE, line);
        }
    }

    /** UNPACK_SEQUENCE or UNPACK_EX, then the stores. */
    final void assignmentHelper(List<Expr> elts, Ast.Loc loc) {
        int line = loc.line();
        int n = elts.size();
        boolean seenStar = false;
        for (int i = 0; i < n; i++) {
            Expr elt = elts.get(i);
            if (elt instanceof Ast.Starred && !seenStar) {
                if (i >= (1 << 8) || n - i - 1 >= (Integer.MAX_VALUE >> 8)) {
                    throw error("too many expressions in star-unpacking assignment", loc);
                }
                addopI(Ops.UNPACK_EX, i + ((n - i - 1) << 8), line);
                seenStar = true;
            } else if (elt instanceof Ast.Starred) {
                throw error("multiple starred expressions in assignment", loc);
            }
        }
        if (!seenStar) {
            addopI(Ops.UNPACK_SEQUENCE, n, line);
        }
        for (Expr elt : elts) {
            visitExpr(elt instanceof Ast.Starred s ? s.value() : elt);
        }
    }

    private void subdict(Ast.Dict d, int begin, int end) {
        int n = end - begin;
        int line = line(d);
        boolean big = n * 2 > STACK_USE_GUIDELINE;
        if (n > 1 && !big && allConstants(d.keys(), begin, end)) {
            for (int i = begin; i < end; i++) {
                visitExpr(d.values().get(i));
            }
            PyObject[] keys = new PyObject[n];
            for (int i = begin; i < end; i++) {
                keys[i - begin] = Constants.valueOf((Ast.Constant) d.keys().get(i));
            }
            loadConst(new PyTuple(keys), line);
            addopI(Ops.BUILD_CONST_KEY_MAP, n, line);
            return;
        }
        if (big) {
            addopI(Ops.BUILD_MAP, 0, line);
        }
        for (int i = begin; i < end; i++) {
            visitExpr(d.keys().get(i));
            visitExpr(d.values().get(i));
            if (big) {
                addopI(Ops.MAP_ADD, 1, line);
            }
        }
        if (!big) {
            addopI(Ops.BUILD_MAP, n, line);
        }
    }

    private void visitDict(Ast.Dict d) {
        int line = line(d);
        int n = d.values().size();
        boolean haveDict = false;
        int elements = 0;
        for (int i = 0; i < n; i++) {
            boolean isUnpacking = d.keys().get(i) == null;
            if (isUnpacking) {
                if (elements > 0) {
                    subdict(d, i - elements, i);
                    if (haveDict) {
                        addopI(Ops.DICT_UPDATE, 1, line);
                    }
                    haveDict = true;
                    elements = 0;
                }
                if (!haveDict) {
                    addopI(Ops.BUILD_MAP, 0, line);
                    haveDict = true;
                }
                visitExpr(d.values().get(i));
                addopI(Ops.DICT_UPDATE, 1, line);
            } else {
                if (elements * 2 > STACK_USE_GUIDELINE) {
                    subdict(d, i - elements, i + 1);
                    if (haveDict) {
                        addopI(Ops.DICT_UPDATE, 1, line);
                    }
                    haveDict = true;
                    elements = 0;
                } else {
                    elements++;
                }
            }
        }
        if (elements > 0) {
            subdict(d, n - elements, n);
            if (haveDict) {
                addopI(Ops.DICT_UPDATE, 1, line);
            }
            haveDict = true;
        }
        if (!haveDict) {
            addopI(Ops.BUILD_MAP, 0, line);
        }
    }

    // ------------------------------------------------------------------ f-strings

    private void visitJoinedStr(Ast.JoinedStr j) {
        int line = line(j);
        int count = j.values().size();
        if (count > STACK_USE_GUIDELINE) {
            loadConst(PyStr.EMPTY, line);
            loadMethod("join", line);
            addopI(Ops.BUILD_LIST, 0, line);
            for (Expr v : j.values()) {
                visitExpr(v);
                addopI(Ops.LIST_APPEND, 1, line);
            }
            addopI(Ops.CALL, 1, line);
        } else {
            visitExprs(j.values());
            if (count > 1) {
                addopI(Ops.BUILD_STRING, count, line);
            } else if (count == 0) {
                loadConst(PyStr.EMPTY, line);
            }
        }
    }

    private void visitFormattedValue(Ast.FormattedValue f) {
        visitExpr(f.value());
        int line = line(f);
        if (f.conversion() != -1) {
            int oparg = switch (f.conversion()) {
                case 's' -> 1;
                case 'r' -> 2;
                case 'a' -> 3;
                default -> throw new IllegalStateException("bad conversion " + f.conversion());
            };
            addopI(Ops.CONVERT_VALUE, oparg, line);
        }
        if (f.formatSpec() != null) {
            visitExpr(f.formatSpec());
            addop(Ops.FORMAT_WITH_SPEC, line);
        } else {
            addop(Ops.FORMAT_SIMPLE, line);
        }
    }

    // ------------------------------------------------------------------ calls

    private void validateKeywords(List<Ast.Keyword> keywords) {
        for (int i = 0; i < keywords.size(); i++) {
            Ast.Keyword key = keywords.get(i);
            if (key.arg() == null) {
                continue;
            }
            if (key.arg().equals("__debug__")) {
                throw error("cannot assign to __debug__", key.loc());
            }
            for (int j = i + 1; j < keywords.size(); j++) {
                Ast.Keyword other = keywords.get(j);
                if (other.arg() != null && other.arg().equals(key.arg())) {
                    throw error("keyword argument repeated: " + key.arg(), other.loc());
                }
            }
        }
    }

    private void visitCall(Ast.Call c) {
        validateKeywords(c.keywords());
        if (maybeOptimizeMethodCall(c)) {
            return;
        }
        checkCaller(c.func());
        visitExpr(c.func());
        addopAt(Ops.PUSH_NULL, 0, c.func().loc());
        callHelper(line(c), 0, c.args(), c.keywords());
    }

    /** Warn about calling a literal (CPython's check_caller). */
    private void checkCaller(Expr e) {
        if (e instanceof Ast.Constant || e instanceof Ast.TupleExpr || e instanceof Ast.ListExpr
                || e instanceof Ast.ListComp || e instanceof Ast.Dict
                || e instanceof Ast.DictComp || e instanceof Ast.SetExpr
                || e instanceof Ast.SetComp || e instanceof Ast.GeneratorExp
                || e instanceof Ast.JoinedStr || e instanceof Ast.FormattedValue) {
            warn("'" + inferType(e) + "' object is not callable; perhaps you missed a comma?",
                    e.loc());
        }
    }

    private boolean isImportOriginated(Expr e) {
        if (!(e instanceof Ast.Name n)) {
            return false;
        }
        return (symtable.top.flags(n.id()) & Scope.DEF_IMPORT) != 0;
    }

    private boolean maybeOptimizeMethodCall(Ast.Call c) {
        if (!(c.func() instanceof Ast.Attribute meth) || meth.ctx() != Ast.ExprContext.LOAD) {
            return false;
        }
        if (isImportOriginated(meth.value())) {
            return false;
        }
        int argsl = c.args().size();
        int kwdsl = c.keywords().size();
        if (argsl + kwdsl + (kwdsl != 0 ? 1 : 0) >= STACK_USE_GUIDELINE) {
            return false;
        }
        for (Expr a : c.args()) {
            if (a instanceof Ast.Starred) {
                return false;
            }
        }
        for (Ast.Keyword k : c.keywords()) {
            if (k.arg() == null) {
                return false;
            }
        }
        int line = attrLine(meth);
        Ast.Loc before = curLoc;
        if (canOptimizeSuperCall(meth)) {
            Ast.Call superCall = (Ast.Call) meth.value();
            loadArgsForSuper(superCall);
            at(meth);
            loadSuperAttr(meth.attr(), !superCall.args().isEmpty(), true, line(meth));
            at(attrLoc(meth.loc(), meth));
            addop(Ops.NOP, line);
        } else {
            visitExpr(meth.value());
            at(attrLoc(meth.loc(), meth));
            loadMethod(meth.attr(), line);
        }
        visitExprs(c.args());
        int callLine = c.loc().line() != meth.loc().endLine() ? meth.loc().endLine() : line(c);
        Ast.Loc callLoc = attrLoc(c.loc(), meth);
        if (kwdsl > 0) {
            for (Ast.Keyword k : c.keywords()) {
                visitExpr(k.value());
            }
            kwNames(c.keywords(), 0, kwdsl, line);
            at(callLoc);
            addopI(Ops.CALL_KW, argsl + kwdsl, callLine);
        } else {
            at(callLoc);
            addopI(Ops.CALL, argsl, callLine);
        }
        curLoc = before;
        return true;
    }

    private void kwNames(List<Ast.Keyword> keywords, int begin, int end, int line) {
        PyObject[] names = new PyObject[end - begin];
        for (int i = begin; i < end; i++) {
            names[i - begin] = pyStr(keywords.get(i).arg());
        }
        loadConst(new PyTuple(names), line);
    }

    /** Pushes the arguments and emits the call (CPython's compiler_call_helper); {@code n} arguments are already pushed. */
    final void callHelper(int line, int n, List<Expr> args, List<Ast.Keyword> keywords) {
        validateKeywords(keywords);
        int nelts = args.size();
        int nkwelts = keywords.size();
        boolean exCall = nelts + nkwelts * 2 > STACK_USE_GUIDELINE;
        for (Expr a : args) {
            if (a instanceof Ast.Starred) {
                exCall = true;
            }
        }
        for (Ast.Keyword k : keywords) {
            if (k.arg() == null) {
                exCall = true;
            }
        }
        if (!exCall) {
            visitExprs(args);
            if (nkwelts > 0) {
                for (Ast.Keyword k : keywords) {
                    visitExpr(k.value());
                }
                kwNames(keywords, 0, nkwelts, line);
                addopI(Ops.CALL_KW, n + nelts + nkwelts, line);
            } else {
                addopI(Ops.CALL, n + nelts, line);
            }
            return;
        }
        if (n == 0 && nelts == 1 && args.get(0) instanceof Ast.Starred s) {
            visitExpr(s.value());
        } else {
            starunpackHelper(args, n, Ops.BUILD_LIST, Ops.LIST_APPEND, Ops.LIST_EXTEND, true, line);
        }
        if (nkwelts > 0) {
            boolean haveDict = false;
            int nseen = 0;
            for (int i = 0; i < nkwelts; i++) {
                Ast.Keyword kw = keywords.get(i);
                if (kw.arg() == null) {
                    if (nseen > 0) {
                        subkwargs(keywords, i - nseen, i, line);
                        if (haveDict) {
                            addopI(Ops.DICT_MERGE, 1, line);
                        }
                        haveDict = true;
                        nseen = 0;
                    }
                    if (!haveDict) {
                        addopI(Ops.BUILD_MAP, 0, line);
                        haveDict = true;
                    }
                    visitExpr(kw.value());
                    addopI(Ops.DICT_MERGE, 1, line);
                } else {
                    nseen++;
                }
            }
            if (nseen > 0) {
                subkwargs(keywords, nkwelts - nseen, nkwelts, line);
                if (haveDict) {
                    addopI(Ops.DICT_MERGE, 1, line);
                }
            }
        }
        addopI(Ops.CALL_FUNCTION_EX, nkwelts > 0 ? 1 : 0, line);
    }

    private void subkwargs(List<Ast.Keyword> keywords, int begin, int end, int line) {
        int n = end - begin;
        boolean big = n * 2 > STACK_USE_GUIDELINE;
        if (n > 1 && !big) {
            for (int i = begin; i < end; i++) {
                visitExpr(keywords.get(i).value());
            }
            kwNames(keywords, begin, end, line);
            addopI(Ops.BUILD_CONST_KEY_MAP, n, line);
            return;
        }
        if (big) {
            addopI(Ops.BUILD_MAP, 0, NO_LINE);
        }
        for (int i = begin; i < end; i++) {
            Ast.Keyword kw = keywords.get(i);
            loadConst(pyStr(kw.arg()), line);
            visitExpr(kw.value());
            if (big) {
                addopI(Ops.MAP_ADD, 1, NO_LINE);
            }
        }
        if (!big) {
            addopI(Ops.BUILD_MAP, n, line);
        }
    }

    /** Can {@code super().attr} / {@code super(C, self).attr} use LOAD_SUPER_ATTR? */
    private boolean canOptimizeSuperCall(Ast.Attribute attr) {
        if (!(attr.value() instanceof Ast.Call e) || !(e.func() instanceof Ast.Name f)
                || !f.id().equals("super") || attr.attr().equals("__class__") || !e.keywords().isEmpty()) {
            return false;
        }
        int numArgs = e.args().size();
        if (u.ste.scopeOf("super") != Scope.GLOBAL_IMPLICIT) {
            return false;
        }
        if (symtable.top.scopeOf("super") != 0) {
            return false;
        }
        if (numArgs == 2) {
            for (Expr a : e.args()) {
                if (a instanceof Ast.Starred) {
                    return false;
                }
            }
            return true;
        }
        if (numArgs != 0) {
            return false;
        }
        if (u.argcount == 0 && u.posonlyargcount == 0) {
            return false;
        }
        return refType("__class__") == Scope.FREE;
    }

    private void loadArgsForSuper(Ast.Call e) {
        Ast.Name superName = (Ast.Name) e.func();
        Ast.Loc before = setLoc(superName.loc());
        nameop(superName.id(), Ast.ExprContext.LOAD, line(superName), superName.loc());
        if (e.args().size() == 2) {
            visitExpr(e.args().get(0));
            visitExpr(e.args().get(1));
            curLoc = before;
            return;
        }
        int line = at(e);
        nameop("__class__", Ast.ExprContext.LOAD, line, e.loc());
        String self = u.varnames.keySet().iterator().next();
        nameop(self, Ast.ExprContext.LOAD, line, e.loc());
        curLoc = before;
    }

    // ------------------------------------------------------------------ functions

    /** Pushes the defaults tuple and kw-defaults dict; returns the MAKE_FUNCTION flags. */
    final int defaultArguments(Ast.Arguments args, int line) {
        int flags = 0;
        if (!args.defaults().isEmpty()) {
            visitExprs(args.defaults());
            addopI(Ops.BUILD_TUPLE, args.defaults().size(), line);
            flags |= Opcode.FUNC_DEFAULTS;
        }
        if (!args.kwonlyargs().isEmpty()) {
            List<PyObject> keys = new ArrayList<>();
            for (int i = 0; i < args.kwonlyargs().size(); i++) {
                Ast.Arg arg = args.kwonlyargs().get(i);
                Expr def = i < args.kwDefaults().size() ? args.kwDefaults().get(i) : null;
                if (def != null) {
                    keys.add(pyStr(mangle(arg.arg())));
                    visitExpr(def);
                }
            }
            if (!keys.isEmpty()) {
                loadConst(new PyTuple(keys.toArray(new PyObject[0])), line);
                addopI(Ops.BUILD_CONST_KEY_MAP, keys.size(), line);
                flags |= Opcode.FUNC_KWDEFAULTS;
            }
        }
        return flags;
    }

    final void checkDebugArgs(Ast.Arguments args) {
        for (List<Ast.Arg> list : List.of(args.posonlyargs(), args.args(), args.kwonlyargs())) {
            for (Ast.Arg a : list) {
                if (a.arg().equals("__debug__")) {
                    throw error("cannot assign to __debug__", a.loc());
                }
            }
        }
        if (args.vararg() != null && args.vararg().arg().equals("__debug__")) {
            throw error("cannot assign to __debug__", args.vararg().loc());
        }
        if (args.kwarg() != null && args.kwarg().arg().equals("__debug__")) {
            throw error("cannot assign to __debug__", args.kwarg().loc());
        }
    }

    private void visitLambda(Ast.Lambda l) {
        checkDebugArgs(l.args());
        int line = line(l);
        int flags = defaultArguments(l.args(), line);
        enterScope("<lambda>", CodeUnit.Kind.LAMBDA, l, line);
        u.argcount = l.args().posonlyargs().size() + l.args().args().size();
        u.posonlyargcount = l.args().posonlyargs().size();
        u.kwonlyargcount = l.args().kwonlyargs().size();
        addConst(Py.None);
        visitExpr(l.body());
        PyCode co;
        if (u.ste.generator) {
            co = optimizeAndAssemble(false);
        } else {
            addopAt(Ops.RETURN_VALUE, 0, l.body().loc());
            co = optimizeAndAssemble(true);
        }
        exitScope();
        makeClosure(co, flags, line);
    }

    // ------------------------------------------------------------------ comprehensions

    static final int COMP_GENEXP = 0;
    static final int COMP_LIST = 1;
    static final int COMP_SET = 2;
    static final int COMP_DICT = 3;

    /** What an inlined comprehension saved of its enclosing scope, to restore afterwards. */
    private static final class InlineState {
        List<String> pushedLocals;
        Map<String, Integer> tempSymbols;
        List<String> fastHidden;
        int cleanup = -1;
        int end = -1;
    }

    private void comprehension(Expr e, int type, String name, List<Ast.Comprehension> generators, Expr elt,
            Expr val) {
        Scope entry = symtable.lookup(e);
        boolean isInlined = entry.compInlined;
        boolean isAsync = entry.coroutine;
        int line = line(e);
        CodeUnit.Kind scopeKind = u.kind;
        boolean topLevel = isTopLevelAwait();
        Ast.Comprehension outermost = generators.get(0);
        InlineState state = null;
        if (isInlined) {
            comprehensionIter(outermost, line);
            state = pushInlinedComprehensionState(line, entry);
        } else {
            enterScope(name, CodeUnit.Kind.COMPREHENSION, e, line);
            u.argcount = 1;
        }
        if (isAsync && type != COMP_GENEXP && scopeKind != CodeUnit.Kind.ASYNC_FUNCTION
                && scopeKind != CodeUnit.Kind.COMPREHENSION && !topLevel) {
            throw error("asynchronous comprehension outside of an asynchronous function", e.loc());
        }
        if (type != COMP_GENEXP) {
            int op = type == COMP_LIST ? Ops.BUILD_LIST : type == COMP_SET ? Ops.BUILD_SET : Ops.BUILD_MAP;
            addopI(op, 0, line);
            if (isInlined) {
                addopI(Ops.SWAP, 2, line);
            }
        }
        comprehensionGenerator(line, generators, 0, 0, elt, val, type, isInlined);
        if (isInlined) {
            popInlinedComprehensionState(line, state);
            return;
        }
        if (type != COMP_GENEXP) {
            addop(Ops.RETURN_VALUE, line);
        } else {
            wrapInStopIterationHandler();
        }
        PyCode co = optimizeAndAssemble(true);
        exitScope();
        makeClosure(co, 0, line);
        comprehensionIter(outermost, line);
        addopI(Ops.CALL, 0, line);
        if (isAsync && type != COMP_GENEXP) {
            addopI(Ops.GET_AWAITABLE, 0, line);
            loadNone(line);
            addYieldFrom(line, true);
        }
    }

    private void comprehensionIter(Ast.Comprehension comp, int line) {
        visitExpr(comp.iter());
        addopAt(comp.isAsync() ? Ops.GET_AITER : Ops.GET_ITER, 0, comp.iter().loc());
    }

    /** Where the element's instructions are: the element, or from key to value in a dict. */
    private static Ast.Loc elementLoc(Expr elt, Expr val) {
        if (val == null) {
            return elt.loc();
        }
        Ast.Loc k = elt.loc();
        Ast.Loc v = val.loc();
        return new Ast.Loc(k.line(), k.col(), v.endLine(), v.endCol());
    }

    private void comprehensionGenerator(int line, List<Ast.Comprehension> generators, int genIndex, int depth,
            Expr elt, Expr val, int type, boolean iterOnStack) {
        Ast.Comprehension gen = generators.get(genIndex);
        if (gen.isAsync()) {
            asyncComprehensionGenerator(line, generators, genIndex, depth, elt, val, type, iterOnStack);
            return;
        }
        int start = newLabel();
        int ifCleanup = newLabel();
        int anchor = newLabel();
        if (!iterOnStack) {
            if (genIndex == 0) {
                addopI(Ops.LOAD_FAST, 0, line);
            } else {
                List<Expr> elts = null;
                if (gen.iter() instanceof Ast.ListExpr l) {
                    elts = l.elts();
                } else if (gen.iter() instanceof Ast.TupleExpr t) {
                    elts = t.elts();
                }
                if (elts != null && elts.size() == 1 && !(elts.get(0) instanceof Ast.Starred)) {
                    visitExpr(elts.get(0));
                    start = -1;
                }
                if (start >= 0) {
                    visitExpr(gen.iter());
                    addopAt(Ops.GET_ITER, 0, gen.iter().loc());
                }
            }
        }
        if (start >= 0) {
            depth++;
            useLabel(start);
            addopAt(Ops.FOR_ITER, anchor, gen.iter().loc());
        }
        visitExpr(gen.target());
        for (Expr cond : gen.ifs()) {
            jumpIf(cond, ifCleanup, false);
        }
        if (++genIndex < generators.size()) {
            comprehensionGenerator(line, generators, genIndex, depth, elt, val, type, false);
        }
        int eltLine = line(elt);
        if (genIndex >= generators.size()) {
            eltLine = comprehensionElement(elt, val, type, depth);
        }
        useLabel(ifCleanup);
        if (start >= 0) {
            // the innermost loop's jump is at the element (key to value for a dict)
            addopAt(Ops.JUMP, start, genIndex >= generators.size() ? elementLoc(elt, val)
                    : elt.loc());
            useLabel(anchor);
            addop(Ops.END_FOR, NO_LINE);
            addop(Ops.POP_TOP, NO_LINE);
        }
    }

    /** The element of the innermost loop: yield it, or add it to the collection being built. */
    private int comprehensionElement(Expr elt, Expr val, int type, int depth) {
        int eltLine = line(elt);
        Ast.Loc before = curLoc;
        Ast.Loc eltLoc = elementLoc(elt, val);
        switch (type) {
            case COMP_GENEXP -> {
                visitExpr(elt);
                at(eltLoc);
                addYield(eltLine);
                addop(Ops.POP_TOP, eltLine);
            }
            case COMP_LIST -> {
                visitExpr(elt);
                at(eltLoc);
                addopI(Ops.LIST_APPEND, depth + 1, eltLine);
            }
            case COMP_SET -> {
                visitExpr(elt);
                at(eltLoc);
                addopI(Ops.SET_ADD, depth + 1, eltLine);
            }
            default -> {
                visitExpr(elt);
                visitExpr(val);
                at(eltLoc);
                addopI(Ops.MAP_ADD, depth + 1, eltLine);
            }
        }
        curLoc = before;
        return eltLine;
    }

    private void asyncComprehensionGenerator(int line, List<Ast.Comprehension> generators, int genIndex, int depth,
            Expr elt, Expr val, int type, boolean iterOnStack) {
        int start = newLabel();
        int except = newLabel();
        int ifCleanup = newLabel();
        Ast.Comprehension gen = generators.get(genIndex);
        if (!iterOnStack) {
            if (genIndex == 0) {
                addopI(Ops.LOAD_FAST, 0, line);
            } else {
                visitExpr(gen.iter());
                addopAt(Ops.GET_AITER, 0, gen.iter().loc());
            }
        }
        useLabel(start);
        pushFBlock(CodeUnit.FBlock.Type.ASYNC_COMPREHENSION_GENERATOR, start, -1, line, null);
        addopJump(Ops.SETUP_FINALLY, except, line);
        addop(Ops.GET_ANEXT, line);
        loadNone(line);
        addYieldFrom(line, true);
        addop(Ops.POP_BLOCK, line);
        visitExpr(gen.target());
        for (Expr cond : gen.ifs()) {
            jumpIf(cond, ifCleanup, false);
        }
        depth++;
        int eltLine = line(elt);
        if (++genIndex < generators.size()) {
            comprehensionGenerator(line, generators, genIndex, depth, elt, val, type, false);
        } else {
            eltLine = comprehensionElement(elt, val, type, depth);
        }
        useLabel(ifCleanup);
        addopAt(Ops.JUMP, start, genIndex >= generators.size() ? elementLoc(elt, val)
                : elt.loc());
        popFBlock(CodeUnit.FBlock.Type.ASYNC_COMPREHENSION_GENERATOR);
        useLabel(except);
        addop(Ops.END_ASYNC_FOR, line);
    }

    private InlineState pushInlinedComprehensionState(int line, Scope entry) {
        InlineState state = new InlineState();
        boolean inClassBlock = u.ste.kind == Scope.Kind.CLASS && u.inInlinedComp == 0;
        u.inInlinedComp++;
        for (Map.Entry<String, Integer> en : entry.symbols.entrySet()) {
            String k = en.getKey();
            int symbol = en.getValue();
            int scope = Scope.scopeOfFlags(symbol);
            Integer outvObj = u.ste.symbols.get(k);
            int outv = outvObj == null ? 0 : outvObj;
            int outsc = Scope.scopeOfFlags(outv);
            if ((scope != outsc && scope != Scope.FREE && !(scope == Scope.CELL && outsc == Scope.FREE))
                    || inClassBlock) {
                if (state.tempSymbols == null) {
                    state.tempSymbols = new java.util.LinkedHashMap<>();
                }
                u.ste.symbols.put(k, symbol);
                state.tempSymbols.put(k, outv);
            }
            if (((symbol & Scope.DEF_LOCAL) != 0 && (symbol & Scope.DEF_NONLOCAL) == 0) || inClassBlock) {
                if (!u.ste.isFunctionLike()) {
                    Boolean orig = u.fasthidden.get(k);
                    if (orig == null || !orig) {
                        u.fasthidden.put(k, Boolean.TRUE);
                        if (state.fastHidden == null) {
                            state.fastHidden = new ArrayList<>();
                        }
                        state.fastHidden.add(k);
                    }
                }
                if (state.pushedLocals == null) {
                    state.pushedLocals = new ArrayList<>();
                }
                addopVarname(Ops.LOAD_FAST_AND_CLEAR, k, line);
                if (scope == Scope.CELL) {
                    Map<String, Integer> dict = outsc == Scope.FREE ? u.freevars : u.cellvars;
                    addopI(Ops.MAKE_CELL, CodeUnit.addName(dict, k), line);
                }
                state.pushedLocals.add(k);
            }
        }
        if (state.pushedLocals != null) {
            addopI(Ops.SWAP, state.pushedLocals.size() + 1, line);
            state.cleanup = newLabel();
            state.end = newLabel();
            addopJump(Ops.SETUP_FINALLY, state.cleanup, line);
        }
        return state;
    }

    private void restoreInlinedComprehensionLocals(int line, InlineState state) {
        int npops = state.pushedLocals.size();
        addopI(Ops.SWAP, npops + 1, line);
        for (int i = npops - 1; i >= 0; i--) {
            addopVarname(Ops.STORE_FAST_MAYBE_NULL, state.pushedLocals.get(i), line);
        }
    }

    private void popInlinedComprehensionState(int line, InlineState state) {
        u.inInlinedComp--;
        if (state.tempSymbols != null) {
            u.ste.symbols.putAll(state.tempSymbols);
        }
        if (state.pushedLocals != null) {
            addop(Ops.POP_BLOCK, NO_LINE);
            addopJump(Ops.JUMP_NO_INTERRUPT, state.end, NO_LINE);
            useLabel(state.cleanup);
            addopI(Ops.SWAP, 2, NO_LINE);
            addop(Ops.POP_TOP, NO_LINE);
            restoreInlinedComprehensionLocals(line, state);
            addopI(Ops.RERAISE, 0, NO_LINE);
            useLabel(state.end);
            restoreInlinedComprehensionLocals(line, state);
        }
        if (state.fastHidden != null) {
            for (String k : state.fastHidden) {
                u.fasthidden.put(k, Boolean.FALSE);
            }
        }
    }
}
