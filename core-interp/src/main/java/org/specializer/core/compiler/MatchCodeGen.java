package org.specializer.core.compiler;

import java.util.ArrayList;
import java.util.List;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyTuple;
import org.specializer.core.ast.Ast;
import org.specializer.core.ast.Ast.Pattern;
import org.specializer.core.ast.SyntaxErrorException;

/**
 * Code generation for {@code match} statements, as CPython 3.13's {@code compile.c}
 * ({@code compiler_match} and the {@code compiler_pattern_*} functions), instruction for
 * instruction.
 *
 * <h2>How a pattern is compiled</h2>
 * The subject is on the stack; each case but the last works on a {@code COPY} of it. A
 * pattern consumes its subject and either falls through (a match) or jumps away. The
 * <em>pattern context</em> tracks what is on the stack above the case's subject:
 * {@code onTop} items the pattern still needs (sub-subjects, a copy kept for {@code as}), and
 * below them the values already captured, one per name in {@code stores}, which are rotated
 * under the working items as they are captured, and stored into their names once the whole
 * pattern has matched, before the guard runs (so a failed pattern binds nothing, and a failed
 * guard leaves its pattern's names bound, as in CPython). A failure jumps to
 * {@code failPop[n]}, where {@code n = onTop + stores.size()}: the fail-pop blocks, emitted
 * after the case body, are a ladder of POP_TOPs that pop exactly the {@code n} items and fall
 * into the next case.
 *
 * <p>Or-patterns compile each alternative with a fresh context, make every alternative leave
 * its captures in the order of the first one's, and join at a common label.
 */
final class MatchCodeGen {
    private final ExprCodeGen cg;

    // The pattern context (CPython's pattern_context).
    /** Names captured so far, in stack order; their values sit below the {@code onTop} items. */
    private List<String> stores;
    /** May an irrefutable pattern (capture, wildcard) appear here? */
    private boolean allowIrrefutable;
    /** Labels of the fail-pop ladder: {@code failPop.get(n)} pops n items. */
    private List<Integer> failPop = new ArrayList<>();
    /** Items on the stack above the captured values that the pattern still needs. */
    private int onTop;

    MatchCodeGen(ExprCodeGen cg) {
        this.cg = cg;
    }

    private SyntaxErrorException error(String msg, Ast.Loc loc) {
        return cg.error(msg, loc);
    }

    private static int line(Ast.Node n) {
        return n.loc().line();
    }

    private static boolean isWildcard(Pattern p) {
        return p instanceof Ast.MatchAs a && a.pattern() == null && a.name() == null;
    }

    // ------------------------------------------------------------------ the statement

    // Compare CPython compile.c: compiler_match_inner
    void match(Ast.Match s) {
        cg.visitExpr(s.subject());
        int end = cg.newLabel();
        List<Ast.MatchCase> cases = s.cases();
        int n = cases.size();
        // A trailing "case _:" needs no copy of the subject, nor any pattern code.
        boolean hasDefault = isWildcard(cases.get(n - 1).pattern()) && n > 1;
        int last = n - (hasDefault ? 1 : 0) - 1;
        for (int i = 0; i <= last; i++) {
            Ast.MatchCase m = cases.get(i);
            int line = cg.at(m.pattern());
            if (i != last) {
                cg.addopI(Ops.COPY, 1, line);
            }
            stores = new ArrayList<>();
            // Irrefutable cases must be either guarded, last, or both.
            allowIrrefutable = m.guard() != null || i == n - 1;
            failPop = new ArrayList<>();
            onTop = 0;
            pattern(m.pattern());
            for (String name : stores) {
                cg.nameop(name, Ast.ExprContext.STORE, line, m.pattern().loc());
            }
            if (m.guard() != null) {
                ensureFailPop(0);
                cg.jumpIf(m.guard(), failPop.get(0), false);
            }
            if (i != last) {
                cg.addop(Ops.POP_TOP, line);
            }
            body(m.body());
            cg.addopJump(Ops.JUMP, end, CodeGenBase.NO_LINE);
            // A failed match's cleanup belongs to the pattern's line, not the body's last.
            emitAndResetFailPop(line);
        }
        if (hasDefault) {
            Ast.MatchCase m = cases.get(n - 1);
            int line = cg.at(m.pattern());
            cg.addop(n == 1 ? Ops.POP_TOP : Ops.NOP, line);
            if (m.guard() != null) {
                cg.jumpIf(m.guard(), end, false);
            }
            body(m.body());
        }
        cg.useLabel(end);
    }

    private void body(List<Ast.Stmt> stmts) {
        for (Ast.Stmt st : stmts) {
            cg.visitStmt(st);
        }
    }

    // ------------------------------------------------------------------ the context

    // Compare CPython compile.c: ensure_fail_pop
    private void ensureFailPop(int n) {
        while (failPop.size() < n + 1) {
            failPop.add(cg.newLabel());
        }
    }

    /** Jumps with {@code op} to the fail-pop block that pops what is on the stack now. */
    // Compare CPython compile.c: jump_to_fail_pop
    private void jumpToFailPop(int op, int line) {
        int pops = onTop + stores.size();
        ensureFailPop(pops);
        cg.addopJump(op, failPop.get(pops), line);
    }

    // Compare CPython compile.c: emit_and_reset_fail_pop
    private void emitAndResetFailPop(int line) {
        if (failPop.isEmpty()) {
            return;
        }
        for (int i = failPop.size() - 1; i > 0; i--) {
            cg.useLabel(failPop.get(i));
            cg.addop(Ops.POP_TOP, line);
        }
        cg.useLabel(failPop.get(0));
        failPop = new ArrayList<>();
    }

    /** What 3.10's ROT_N did, with SWAPs (CPython's pattern_helper_rotate). */
    private void rotate(int count, int line) {
        while (count > 1) {
            cg.addopI(Ops.SWAP, count--, line);
        }
    }

    /** Captures the top of the stack as {@code name} (null: discards it). */
    // Compare CPython compile.c: pattern_helper_store_name
    private void storeName(String name, Ast.Loc loc, int line) {
        if (name == null) {
            cg.addop(Ops.POP_TOP, line);
            return;
        }
        if (name.equals("__debug__")) {
            throw error("cannot assign to __debug__", loc);
        }
        if (stores.contains(name)) {
            throw error("multiple assignments to name '" + name + "' in pattern", loc);
        }
        // Rotate this object underneath any items we need to preserve.
        rotate(onTop + stores.size() + 1, line);
        stores.add(name);
    }

    // ------------------------------------------------------------------ patterns

    // Compare CPython compile.c: compiler_pattern
    private void pattern(Pattern p) {
        // a pattern's instructions are at its location (CPython's LOC(p))
        Ast.Loc before = cg.setLoc(p.loc());
        patternAt(p);
        cg.curLoc = before;
    }

    private void patternAt(Pattern p) {
        if (p instanceof Ast.MatchValue v) {
            patternValue(v);
        } else if (p instanceof Ast.MatchSingleton s) {
            int line = line(s);
            cg.loadConst(Constants.toPy(s.value()), line);
            cg.addCompare(Ast.CmpOp.IS, line);
            jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        } else if (p instanceof Ast.MatchSequence q) {
            patternSequence(q);
        } else if (p instanceof Ast.MatchMapping m) {
            patternMapping(m);
        } else if (p instanceof Ast.MatchClass c) {
            patternClass(c);
        } else if (p instanceof Ast.MatchStar st) {
            storeName(st.name(), st.loc(), line(st));
        } else if (p instanceof Ast.MatchAs a) {
            patternAs(a);
        } else {
            patternOr((Ast.MatchOr) p);
        }
    }

    /** {@link #pattern} with irrefutable patterns allowed. */
    // Compare CPython compile.c: compiler_pattern_subpattern
    private void subpattern(Pattern p) {
        boolean allow = allowIrrefutable;
        allowIrrefutable = true;
        pattern(p);
        allowIrrefutable = allow;
    }

    // Compare CPython compile.c: compiler_pattern_value
    private void patternValue(Ast.MatchValue p) {
        Ast.Expr value = p.value();
        if (!(value instanceof Ast.Constant || value instanceof Ast.Attribute)) {
            throw error("patterns may only match literals and attribute lookups", p.loc());
        }
        int line = line(p);
        cg.visitExpr(value);
        cg.addCompare(Ast.CmpOp.EQ, line);
        cg.addop(Ops.TO_BOOL, line);
        jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
    }

    // Compare CPython compile.c: compiler_pattern_as
    private void patternAs(Ast.MatchAs p) {
        int line = line(p);
        if (p.pattern() == null) {
            if (!allowIrrefutable) {
                if (p.name() != null) {
                    throw error("name capture '" + p.name()
                            + "' makes remaining patterns unreachable", p.loc());
                }
                throw error("wildcard makes remaining patterns unreachable", p.loc());
            }
            storeName(p.name(), p.loc(), line);
            return;
        }
        // A copy to capture if the sub-pattern matches.
        onTop++;
        cg.addopI(Ops.COPY, 1, line);
        pattern(p.pattern());
        onTop--;
        storeName(p.name(), p.loc(), line);
    }

    // Compare CPython compile.c: compiler_pattern_sequence
    private void patternSequence(Ast.MatchSequence p) {
        List<Pattern> patterns = p.patterns();
        int size = patterns.size();
        int star = -1;
        boolean onlyWildcard = true;
        boolean starWildcard = false;
        for (int i = 0; i < size; i++) {
            Pattern q = patterns.get(i);
            if (q instanceof Ast.MatchStar st) {
                if (star >= 0) {
                    throw error("multiple starred names in sequence pattern", p.loc());
                }
                starWildcard = st.name() == null;
                onlyWildcard &= starWildcard;
                star = i;
                continue;
            }
            onlyWildcard &= isWildcard(q);
        }
        int line = line(p);
        // The subject stays on top during the sequence and length checks.
        onTop++;
        cg.addop(Ops.MATCH_SEQUENCE, line);
        jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        if (star < 0) {
            cg.addop(Ops.GET_LEN, line);
            cg.loadConst(Py.newInt(size), line);
            cg.addCompare(Ast.CmpOp.EQ, line);
            jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        } else if (size > 1) {
            cg.addop(Ops.GET_LEN, line);
            cg.loadConst(Py.newInt(size - 1), line);
            cg.addCompare(Ast.CmpOp.GTE, line);
            jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        }
        onTop--;
        if (onlyWildcard) {
            // [] / [_] / [_, _] / [*_] / [_, *_] ...
            cg.addop(Ops.POP_TOP, line);
        } else if (starWildcard) {
            sequenceSubscr(patterns, star, line);
        } else {
            sequenceUnpack(patterns, p.loc(), line);
        }
    }

    // Compare CPython compile.c: pattern_helper_sequence_unpack and pattern_unpack_helper
    private void sequenceUnpack(List<Pattern> patterns, Ast.Loc loc, int line) {
        int n = patterns.size();
        int star = -1;
        for (int i = 0; i < n; i++) {
            if (patterns.get(i) instanceof Ast.MatchStar) {
                star = i;
                break;
            }
        }
        if (star < 0) {
            cg.addopI(Ops.UNPACK_SEQUENCE, n, line);
        } else {
            if (star >= (1 << 8) || n - star - 1 >= (Integer.MAX_VALUE >> 8)) {
                throw error("too many expressions in star-unpacking sequence pattern", loc);
            }
            cg.addopI(Ops.UNPACK_EX, star + ((n - star - 1) << 8), line);
        }
        // Each element is a new subject that stays on the stack until its turn.
        onTop += n;
        for (Pattern q : patterns) {
            onTop--;
            subpattern(q);
        }
    }

    /**
     * Like {@link #sequenceUnpack}, with BINARY_SUBSCR for the elements that are not
     * wildcards: [first, *_] / [first, *_, last] need not unpack the whole sequence.
     */
    // Compare CPython compile.c: pattern_helper_sequence_subscr
    private void sequenceSubscr(List<Pattern> patterns, int star, int line) {
        // The subject stays to extract elements from.
        onTop++;
        int size = patterns.size();
        for (int i = 0; i < size; i++) {
            Pattern q = patterns.get(i);
            if (isWildcard(q) || i == star) {
                continue;
            }
            cg.addopI(Ops.COPY, 1, line);
            if (i < star) {
                cg.loadConst(Py.newInt(i), line);
            } else {
                // The subject may not support negative indexes: len(subject) - (size - i).
                cg.addop(Ops.GET_LEN, line);
                cg.loadConst(Py.newInt(size - i), line);
                cg.addopI(Ops.BINARY_OP, ExprCodeGen.binaryOparg(Ast.Operator.SUB), line);
            }
            cg.addop(Ops.BINARY_SUBSCR, line);
            subpattern(q);
        }
        onTop--;
        cg.addop(Ops.POP_TOP, line);
    }

    // Compare CPython compile.c: compiler_pattern_mapping
    private void patternMapping(Ast.MatchMapping p) {
        List<Ast.Expr> keys = p.keys();
        List<Pattern> patterns = p.patterns();
        int size = keys.size();
        String starTarget = p.rest();
        int line = line(p);
        // The subject stays on top during the mapping and length checks.
        onTop++;
        cg.addop(Ops.MATCH_MAPPING, line);
        jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        if (size == 0 && starTarget == null) {
            // "{}" matches any mapping: done with the subject.
            onTop--;
            cg.addop(Ops.POP_TOP, line);
            return;
        }
        if (size > 0) {
            cg.addop(Ops.GET_LEN, line);
            cg.loadConst(Py.newInt(size), line);
            cg.addCompare(Ast.CmpOp.GTE, line);
            jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        }
        // The keys, literals or dotted names, in a tuple for MATCH_KEYS; equal literals are
        // an error now (the same check of computed keys is MATCH_KEYS's).
        PyDict seen = new PyDict();
        for (Ast.Expr key : keys) {
            if (key instanceof Ast.Constant c) {
                PyObject v = Constants.valueOf(c);
                if (seen.getItem(v) != null) {
                    throw error("mapping pattern checks duplicate key (" + Abstract.repr(v).value
                            + ")", p.loc());
                }
                seen.setItem(v, v);
            } else if (!(key instanceof Ast.Attribute)) {
                throw error("mapping pattern keys may only match literals and attribute lookups",
                        p.loc());
            }
            cg.visitExpr(key);
        }
        cg.addopI(Ops.BUILD_TUPLE, size, line);
        cg.addop(Ops.MATCH_KEYS, line);
        // A tuple of keys and a tuple of values (or None) now sit on the subject.
        onTop += 2;
        cg.addopI(Ops.COPY, 1, line);
        cg.loadNone(line);
        cg.addopI(Ops.IS_OP, 1, line);
        jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        cg.addopI(Ops.UNPACK_SEQUENCE, size, line);
        onTop += size - 1;
        for (Pattern q : patterns) {
            onTop--;
            subpattern(q);
        }
        // A match: what follows consumes the keys and the subject.
        onTop -= 2;
        if (starTarget != null) {
            // rest = dict(subject); for key in keys: del rest[key]
            cg.addopI(Ops.BUILD_MAP, 0, line);           // subject, keys, {}
            cg.addopI(Ops.SWAP, 3, line);                // {}, keys, subject
            cg.addopI(Ops.DICT_UPDATE, 2, line);         // copy, keys
            cg.addopI(Ops.UNPACK_SEQUENCE, size, line);  // copy, key...
            for (int k = size; k > 0; k--) {
                cg.addopI(Ops.COPY, 1 + k, line);        // copy, key..., copy
                cg.addopI(Ops.SWAP, 2, line);            // copy, key..., copy, key
                cg.addop(Ops.DELETE_SUBSCR, line);       // copy, key...
            }
            storeName(starTarget, p.loc(), line);
        } else {
            cg.addop(Ops.POP_TOP, line);  // the keys
            cg.addop(Ops.POP_TOP, line);  // the subject
        }
    }

    // Compare CPython compile.c: validate_kwd_attrs
    private void validateKwdAttrs(List<String> attrs, List<Pattern> patterns) {
        int n = attrs.size();
        for (int i = 0; i < n; i++) {
            String attr = attrs.get(i);
            if (attr.equals("__debug__")) {
                throw error("cannot assign to __debug__", patterns.get(i).loc());
            }
            for (int j = i + 1; j < n; j++) {
                if (attr.equals(attrs.get(j))) {
                    throw error("attribute name repeated in class pattern: " + attr,
                            patterns.get(j).loc());
                }
            }
        }
    }

    // Compare CPython compile.c: compiler_pattern_class
    private void patternClass(Ast.MatchClass p) {
        List<Pattern> patterns = p.patterns();
        List<String> attrs = p.kwdAttrs();
        List<Pattern> kwdPatterns = p.kwdPatterns();
        int nargs = patterns.size();
        int nattrs = attrs.size();
        if (nattrs > 0) {
            validateKwdAttrs(attrs, kwdPatterns);
        }
        int line = line(p);
        cg.visitExpr(p.cls());
        PyObject[] names = new PyObject[nattrs];
        for (int i = 0; i < nattrs; i++) {
            names[i] = Constants.str(attrs.get(i));
        }
        cg.loadConst(nattrs == 0 ? PyTuple.EMPTY : new PyTuple(names), line);
        cg.addopI(Ops.MATCH_CLASS, nargs, line);
        cg.addopI(Ops.COPY, 1, line);
        cg.loadNone(line);
        cg.addopI(Ops.IS_OP, 1, line);
        // A tuple of nargs + nattrs attributes (or None) is on top.
        onTop++;
        jumpToFailPop(Ops.POP_JUMP_IF_FALSE, line);
        cg.addopI(Ops.UNPACK_SEQUENCE, nargs + nattrs, line);
        onTop += nargs + nattrs - 1;
        for (int i = 0; i < nargs + nattrs; i++) {
            onTop--;
            Pattern q = i < nargs ? patterns.get(i) : kwdPatterns.get(i - nargs);
            if (isWildcard(q)) {
                cg.addop(Ops.POP_TOP, line);
                continue;
            }
            subpattern(q);
        }
    }

    // Compare CPython compile.c: compiler_pattern_or
    private void patternOr(Ast.MatchOr p) {
        int end = cg.newLabel();
        List<Pattern> alts = p.patterns();
        int size = alts.size();
        List<String> oldStores = stores;
        boolean oldAllow = allowIrrefutable;
        List<Integer> oldFailPop = failPop;
        int oldOnTop = onTop;
        // The names the first alternative binds: every other one must bind the same names,
        // and leaves their values in this order.
        List<String> control = null;
        for (int i = 0; i < size; i++) {
            Pattern alt = alts.get(i);
            int aline = cg.at(alt);
            stores = new ArrayList<>();
            // An irrefutable alternative must be the last, if it is allowed at all.
            allowIrrefutable = i == size - 1 && oldAllow;
            failPop = new ArrayList<>();
            onTop = 0;
            cg.addopI(Ops.COPY, 1, aline);
            pattern(alt);
            int nstores = stores.size();
            if (i == 0) {
                control = stores;
            } else if (nstores != control.size()) {
                throw error("alternative patterns bind different names", p.loc());
            } else if (nstores > 0) {
                // Reorder the captured values on the stack to the control's order.
                for (int icontrol = nstores - 1; icontrol >= 0; icontrol--) {
                    String name = control.get(icontrol);
                    int istores = stores.indexOf(name);
                    if (istores < 0) {
                        throw error("alternative patterns bind different names", p.loc());
                    }
                    if (icontrol != istores) {
                        int rotations = istores + 1;
                        List<String> rotated = new ArrayList<>(stores.subList(0, rotations));
                        stores.subList(0, rotations).clear();
                        stores.addAll(icontrol - istores, rotated);
                        while (rotations-- > 0) {
                            rotate(icontrol + 1, aline);
                        }
                    }
                }
            }
            cg.addopJump(Ops.JUMP, end, aline);
            emitAndResetFailPop(aline);
        }
        stores = oldStores;
        allowIrrefutable = oldAllow;
        failPop = oldFailPop;
        onTop = oldOnTop;
        int line = cg.at(p);
        // No alternative matched: pop the remaining copy of the subject and fail.
        cg.addop(Ops.POP_TOP, line);
        jumpToFailPop(Ops.JUMP, line);
        cg.useLabel(end);
        int nstores = control.size();
        // Between the new captures and their place: the other new captures, the copy of the
        // subject, the items on top, and the captures stashed before.
        int nrots = nstores + 1 + onTop + stores.size();
        for (int i = 0; i < nstores; i++) {
            rotate(nrots, line);
            String name = control.get(i);
            if (stores.contains(name)) {
                throw error("multiple assignments to name '" + name + "' in pattern", p.loc());
            }
            stores.add(name);
        }
        // Pop the copy of the subject.
        cg.addop(Ops.POP_TOP, line);
    }
}
