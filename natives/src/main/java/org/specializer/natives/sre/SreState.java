package org.specializer.natives.sre;

import static org.specializer.natives.sre.SreConstants.*;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import org.specializer.api.Py;
import org.specializer.api.PyException;

/**
 * The state of one match, search or scan over one string, and the engine that runs a
 * pattern's code over it: CPython's {@code SRE_STATE} with {@code sre_lib.h}'s
 * {@code SRE(match)} and {@code SRE(search)}; the single-character tests are in
 * {@link SreCharTests}.
 *
 * <h2>The matcher</h2>
 * As CPython's, the matcher never recurses in Java for the pattern's structure: where a C
 * function would call itself (to try an alternative, one more repetition, the tail after a
 * repeat, a lookaround), it saves the current context's pattern and string positions, pushes a
 * new context on {@link #ds}, an {@code int[]} data stack, and starts over in it; when that
 * context returns, the parent resumes at the point the jump code names ({@code JUMP_BRANCH},
 * {@code JUMP_MAX_UNTIL_2}...). A context is {@link #CTX_SIZE} ints; group marks saved for
 * backtracking and the zero-width-repeat guard go on the same stack. So deep backtracking
 * costs heap, never the Java stack.
 *
 * <p>Three actions drive {@link #match}: {@link #ENTER} a new context, {@link #DISPATCH}
 * opcodes in the current one, {@link #EXIT} it with {@link #ret}. The simple opcodes
 * (literals, sets, categories, anchors, marks, backreferences) run in {@link #dispatch}'s loop
 * with the positions in locals; every opcode that backtracks has a method that starts it and
 * one that resumes it, which communicate through {@link #pat} and {@link #cur}. Going
 * forward, into child contexts, stays in {@link #dispatch}'s loop; {@link #match}'s loop
 * unwinds returning contexts and resumes their parents. Each method stays well under
 * HotSpot's 8000-byte compilation limit.
 *
 * <p>Where CPython would start a context only to see its first character fail (an
 * alternative, the tail of a single-character repeat, a search position), the context is not
 * started: the outcome, marks included, is the same (see {@link #childFailsAt} for the one
 * case where it would not be, which is left alone). CPython does this for alternatives that
 * start with a literal or a set, and for a repeat's tail that starts with a literal.
 *
 * <p>Repeat records ({@code SRE_REPEAT}) live in {@link #reps}, four ints each; they are freed
 * in the order opposite to their allocation, so that array is a stack too. Nothing is
 * allocated while matching once the two stacks have grown to the pattern's needs.
 *
 * <p>Positions are indexes into the code points of the subject ({@code beginning} is 0);
 * -1 stands for C's NULL in marks.
 */
final class SreState extends SreCharTests {
    // ------------------------------------------------------------------ state (SRE_STATE)

    final Subject subject;
    /** Where the current search or match starts; -1 once a scanner is exhausted. */
    int start;
    final int pos;
    final int endpos;
    boolean matchAll;
    boolean mustAdvance;
    final int[] mark;
    int lastmark = -1;
    int lastindex = -1;
    /** The innermost active repeat record (offset in {@link #reps}), -1 for none. */
    private int repeat = -1;
    private int[] reps = NONE;
    private int repTop;
    /** The data stack: contexts, saved marks, saved {@code last_ptr}s. */
    private int[] ds = NONE;
    private int dsBase;

    /** The stacks start empty: a search that never runs the matcher allocates none. */
    private static final int[] NONE = new int[0];

    // ------------------------------------------------------------------ the running context

    /** The current context's offset in {@link #ds}. */
    private int ctx;
    /** Pattern position: where to dispatch next, or what a jump saves. */
    private int pat;
    /** String position that goes with {@link #pat}. */
    private int cur;
    /** The result a returning context hands to its parent: 1 matched, 0 not. */
    private int ret;

    // context layout
    private static final int C_COUNT = 0;
    /** A character ({@code u.chr}) or a repeat record ({@code u.rep}). */
    private static final int C_U = 1;
    private static final int C_LASTMARK = 2;
    private static final int C_LASTINDEX = 3;
    private static final int C_PATTERN = 4;
    private static final int C_PTR = 5;
    private static final int C_TOPLEVEL = 6;
    private static final int C_JUMP = 7;
    private static final int C_LAST = 8;
    private static final int CTX_SIZE = 9;

    // repeat record layout
    private static final int R_COUNT = 0;
    private static final int R_PATTERN = 1;
    private static final int R_PREV = 2;
    private static final int R_LAST_PTR = 3;
    private static final int REP_SIZE = 4;

    // actions
    private static final int ENTER = 0;
    private static final int DISPATCH = 1;
    private static final int EXIT = 2;

    // where a parent resumes
    private static final int JUMP_NONE = 0;
    private static final int JUMP_MAX_UNTIL_1 = 1;
    private static final int JUMP_MAX_UNTIL_2 = 2;
    private static final int JUMP_MAX_UNTIL_3 = 3;
    private static final int JUMP_MIN_UNTIL_1 = 4;
    private static final int JUMP_MIN_UNTIL_2 = 5;
    private static final int JUMP_MIN_UNTIL_3 = 6;
    private static final int JUMP_REPEAT = 7;
    private static final int JUMP_REPEAT_ONE_1 = 8;
    private static final int JUMP_REPEAT_ONE_2 = 9;
    private static final int JUMP_MIN_REPEAT_ONE = 10;
    private static final int JUMP_BRANCH = 11;
    private static final int JUMP_ASSERT = 12;
    private static final int JUMP_ASSERT_NOT = 13;
    private static final int JUMP_POSS_REPEAT_1 = 14;
    private static final int JUMP_POSS_REPEAT_2 = 15;
    private static final int JUMP_ATOMIC_GROUP = 16;

    /** Compare CPython sre.c: state_init (the string checks are the caller's). */
    SreState(PyPattern pattern, Subject subject, long pos, long endpos) {
        super(pattern, subject.chars, clip(endpos, subject.chars.length));
        this.subject = subject;
        int s = clip(pos, subject.chars.length);
        this.pos = s;
        this.endpos = end;
        this.start = s;
        this.ptr = s;
        this.mark = new int[2 * pattern.groups + 2];
    }

    /** A position argument within {@code [0, length]}. */
    private static int clip(long i, int length) {
        return (int) Math.max(0, Math.min(i, length));
    }

    /** Compare CPython sre.c: state_reset. */
    void reset() {
        lastmark = -1;
        lastindex = -1;
        repeat = -1;
        repTop = 0;
        dsBase = 0;
    }

    /** An engine fault: validated code never causes one, but a user never sees Java's. */
    static PyException internalError() {
        return Py.runtimeError("internal error in regular expression engine");
    }

    // ------------------------------------------------------------------ entry points

    /** {@code sre_match}: match at {@link #ptr}, at top level. */
    boolean match() {
        try {
            return match(0, true) != 0;
        } catch (ArrayIndexOutOfBoundsException e) {
            throw internalError();
        }
    }

    /**
     * {@code sre_search}: the first match from {@link #start}; on success {@link #start} and
     * {@link #ptr} bound it.
     */
    boolean search() {
        try {
            return searchCode();
        } catch (ArrayIndexOutOfBoundsException e) {
            throw internalError();
        }
    }

    // ------------------------------------------------------------------ the data stack

    private int alloc(int n) {
        int at = dsBase;
        if (at + n > ds.length) {
            growStack(at + n);
        }
        dsBase = at + n;
        return at;
    }

    /**
     * A data stack of one finished state, kept for the next: most calls match short strings
     * with shallow patterns, and would otherwise allocate and grow a stack each.
     */
    private static final AtomicReference<int[]> SPARE_STACK = new AtomicReference<>();
    private static final int SPARE_MAX = 1 << 20;

    private void growStack(int min) {
        if (ds.length == 0) {
            int[] spare = SPARE_STACK.getAndSet(null);
            ds = spare != null ? spare : new int[16 * CTX_SIZE];
            if (ds.length >= min) {
                return;
            }
        }
        ds = Arrays.copyOf(ds, Math.max(ds.length * 2, min + 64));
    }

    /**
     * The state is done with: the export of a bytes-like subject is given back, and the data
     * stack may serve another state.
     */
    void release() {
        subject.release();
        int[] d = ds;
        if (d.length > 0 && d.length <= SPARE_MAX) {
            ds = NONE;
            dsBase = 0;
            SPARE_STACK.set(d);
        }
    }

    private void push(int v) {
        int at = alloc(1);
        ds[at] = v;
    }

    private int pop() {
        return ds[--dsBase];
    }

    private void markPush(int lastmark) {
        if (lastmark >= 0) {
            int n = lastmark + 1;
            int at = alloc(n);
            System.arraycopy(mark, 0, ds, at, n);
        }
    }

    private void markPop(int lastmark) {
        if (lastmark >= 0) {
            int n = lastmark + 1;
            dsBase -= n;
            System.arraycopy(ds, dsBase, mark, 0, n);
        }
    }

    private void markPopKeep(int lastmark) {
        if (lastmark >= 0) {
            int n = lastmark + 1;
            System.arraycopy(ds, dsBase - n, mark, 0, n);
        }
    }

    private void markPopDiscard(int lastmark) {
        if (lastmark >= 0) {
            dsBase -= lastmark + 1;
        }
    }

    private void lastmarkSave() {
        int c = ctx;
        ds[c + C_LASTMARK] = lastmark;
        ds[c + C_LASTINDEX] = lastindex;
    }

    private void lastmarkRestore() {
        int c = ctx;
        lastmark = ds[c + C_LASTMARK];
        lastindex = ds[c + C_LASTINDEX];
    }

    private int allocRepeat() {
        int at = repTop;
        if (at + REP_SIZE > reps.length) {
            reps = Arrays.copyOf(reps, Math.max(reps.length * 2, 16));
        }
        repTop = at + REP_SIZE;
        return at;
    }

    private void freeRepeat(int rep) {
        if (rep + REP_SIZE == repTop) {
            repTop = rep;
        }
    }

    // ------------------------------------------------------------------ the matcher

    /**
     * Compare CPython sre_lib.h: SRE(match). Matches the code at {@code pattern} from
     * {@link #ptr}; on success {@link #ptr} is where the match ended. Returns 1 or 0.
     */
    @Override
    int match(int pattern, boolean toplevel) {
        // count() calls this for one character while a context is running: keep it intact
        int savedPat = pat;
        int savedCur = cur;
        int savedCtx = ctx;
        int savedRet = ret;
        int c = alloc(CTX_SIZE);
        ds[c + C_LAST] = -1;
        ds[c + C_JUMP] = JUMP_NONE;
        ds[c + C_TOPLEVEL] = toplevel ? 1 : 0;
        ctx = c;
        pat = pattern;
        ret = 0;
        int action = ENTER;
        for (;;) {
            switch (action) {
                case ENTER:
                    action = enterContext();
                    if (action == DISPATCH) {
                        action = dispatch();
                    }
                    break;
                case DISPATCH:
                    action = dispatch();
                    break;
                default: {
                    int here = ctx;
                    int jump = ds[here + C_JUMP];
                    int parent = ds[here + C_LAST];
                    dsBase = here;
                    if (parent == -1) {
                        int result = ret;
                        pat = savedPat;
                        cur = savedCur;
                        ctx = savedCtx;
                        ret = savedRet;
                        return result;
                    }
                    ctx = parent;
                    pat = ds[parent + C_PATTERN];
                    cur = ds[parent + C_PTR];
                    action = resume(jump);
                    break;
                }
            }
        }
    }

    /** A new context starts: the INFO block's length check, then its first opcode. */
    private int enterContext() {
        int p = pat;
        int ptr = this.ptr;
        cur = ptr;
        if (code[p] == INFO) {
            long min = u(code[p + 3]);
            if (min != 0 && end - ptr < min) {
                ret = 0;
                return EXIT;
            }
            pat = p + code[p + 1] + 1;
        }
        return DISPATCH;
    }

    /** {@code DO_JUMP}: save {@link #pat} and {@link #cur}, push a context for {@code next}. */
    private int doJump(int jump, int next, boolean toplevel) {
        int parent = ctx;
        ds[parent + C_PATTERN] = pat;
        ds[parent + C_PTR] = cur;
        int c = alloc(CTX_SIZE);
        ds[c + C_TOPLEVEL] = toplevel ? 1 : 0;
        ds[c + C_JUMP] = jump;
        ds[c + C_LAST] = parent;
        ctx = c;
        pat = next;
        return ENTER;
    }

    private boolean toplevel() {
        return ds[ctx + C_TOPLEVEL] != 0;
    }

    private int fail() {
        ret = 0;
        return EXIT;
    }

    private int succeed() {
        ret = 1;
        return EXIT;
    }

    /**
     * The opcodes, in a loop over locals. Those that do not backtrack run here; each of the
     * others has a method, and when that starts a child context or moves this one on, the
     * loop goes on with it; only a context's end returns to {@link #match}.
     */
    private int dispatch() {
        final int[] code = this.code;
        final int[] s = this.str;
        final int end = this.end;
        int pattern = pat;
        int ptr = cur;
        for (;;) {
            // an opcode that may backtrack sets the action it leads to
            int a = -1;
            switch (code[pattern++]) {
                case MARK: {
                    int i = code[pattern];
                    if ((i & 1) != 0) {
                        lastindex = i / 2 + 1;
                    }
                    if (i > lastmark) {
                        // marks skipped over have not been met: NULL
                        for (int j = lastmark + 1; j < i; j++) {
                            mark[j] = -1;
                        }
                        lastmark = i;
                    }
                    mark[i] = ptr;
                    pattern++;
                    break;
                }
                case LITERAL:
                    if (ptr >= end || s[ptr] != code[pattern]) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case NOT_LITERAL:
                    if (ptr >= end || s[ptr] == code[pattern]) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case SUCCESS:
                    if (toplevel() && ((matchAll && ptr != end)
                            || (mustAdvance && ptr == start))) {
                        return fail();
                    }
                    this.ptr = ptr;
                    return succeed();
                case AT:
                    if (!at(ptr, code[pattern])) {
                        return fail();
                    }
                    pattern++;
                    break;
                case CATEGORY:
                    if (ptr >= end || !SreChars.category(code[pattern], s[ptr])) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case ANY:
                    if (ptr >= end || s[ptr] == '\n') {
                        return fail();
                    }
                    ptr++;
                    break;
                case ANY_ALL:
                    if (ptr >= end) {
                        return fail();
                    }
                    ptr++;
                    break;
                case IN:
                    if (ptr >= end || !charset(pattern + 1, s[ptr])) {
                        return fail();
                    }
                    pattern += code[pattern];
                    ptr++;
                    break;
                case LITERAL_IGNORE:
                    if (ptr >= end || SreChars.lowerAscii(s[ptr]) != code[pattern]) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case LITERAL_UNI_IGNORE:
                    if (ptr >= end || SreChars.lowerUnicode(s[ptr]) != code[pattern]) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case LITERAL_LOC_IGNORE:
                    if (ptr >= end || !SreChars.charLocIgnore(code[pattern], s[ptr])) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case NOT_LITERAL_IGNORE:
                    if (ptr >= end || SreChars.lowerAscii(s[ptr]) == code[pattern]) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case NOT_LITERAL_UNI_IGNORE:
                    if (ptr >= end || SreChars.lowerUnicode(s[ptr]) == code[pattern]) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case NOT_LITERAL_LOC_IGNORE:
                    if (ptr >= end || SreChars.charLocIgnore(code[pattern], s[ptr])) {
                        return fail();
                    }
                    pattern++;
                    ptr++;
                    break;
                case IN_IGNORE:
                    if (ptr >= end || !charset(pattern + 1, SreChars.lowerAscii(s[ptr]))) {
                        return fail();
                    }
                    pattern += code[pattern];
                    ptr++;
                    break;
                case IN_UNI_IGNORE:
                    if (ptr >= end || !charset(pattern + 1, SreChars.lowerUnicode(s[ptr]))) {
                        return fail();
                    }
                    pattern += code[pattern];
                    ptr++;
                    break;
                case IN_LOC_IGNORE:
                    if (ptr >= end || !charsetLocIgnore(pattern + 1, s[ptr])) {
                        return fail();
                    }
                    pattern += code[pattern];
                    ptr++;
                    break;
                case JUMP:
                case INFO:
                    pattern += code[pattern];
                    break;
                case GROUPREF:
                case GROUPREF_IGNORE:
                case GROUPREF_UNI_IGNORE:
                case GROUPREF_LOC_IGNORE: {
                    int to = groupref(code[pattern - 1], code[pattern], ptr);
                    if (to < 0) {
                        return fail();
                    }
                    ptr = to;
                    pattern++;
                    break;
                }
                case GROUPREF_EXISTS: {
                    // <GROUPREF_EXISTS> <group> <skip> codeyes <JUMP> codeno ...
                    int g = code[pattern] * 2;
                    if (g >= lastmark || mark[g] < 0 || mark[g + 1] < 0
                            || mark[g + 1] < mark[g]) {
                        pattern += code[pattern + 1];
                    } else {
                        pattern += 2;
                    }
                    break;
                }
                case POSSESSIVE_REPEAT_ONE: {
                    // <POSSESSIVE_REPEAT_ONE> <skip> <1=min> <2=max> item <SUCCESS> tail
                    if (ptr + u(code[pattern + 1]) > end) {
                        return fail();
                    }
                    this.ptr = ptr;
                    int n = count(pattern + 3, code[pattern + 2]);
                    ptr += n;
                    if (n < u(code[pattern + 1])) {
                        return fail();
                    }
                    pattern += code[pattern];
                    if (code[pattern] == SUCCESS && ptr == end
                            && !(toplevel() && mustAdvance && ptr == start)) {
                        this.ptr = ptr;
                        return succeed();
                    }
                    break;
                }
                case FAILURE:
                    return fail();
                case BRANCH:
                    pat = pattern;
                    cur = ptr;
                    a = opBranch();
                    break;
                case REPEAT_ONE:
                    pat = pattern;
                    cur = ptr;
                    a = opRepeatOne();
                    break;
                case MIN_REPEAT_ONE:
                    pat = pattern;
                    cur = ptr;
                    a = opMinRepeatOne();
                    break;
                case REPEAT:
                    pat = pattern;
                    cur = ptr;
                    a = opRepeat();
                    break;
                case MAX_UNTIL:
                    pat = pattern;
                    cur = ptr;
                    a = opMaxUntil();
                    break;
                case MIN_UNTIL:
                    pat = pattern;
                    cur = ptr;
                    a = opMinUntil();
                    break;
                case POSSESSIVE_REPEAT:
                    pat = pattern;
                    cur = ptr;
                    a = opPossessiveRepeat();
                    break;
                case ATOMIC_GROUP:
                    // <ATOMIC_GROUP> <skip> pattern <SUCCESS> tail
                    pat = pattern;
                    cur = ptr;
                    this.ptr = ptr;
                    a = doJump(JUMP_ATOMIC_GROUP, pattern + 1, false);
                    break;
                case ASSERT:
                    pat = pattern;
                    cur = ptr;
                    a = opAssert();
                    break;
                case ASSERT_NOT:
                    pat = pattern;
                    cur = ptr;
                    a = opAssertNot();
                    break;
                default:
                    throw internalError();
            }
            if (a < 0) {
                continue;
            }
            // a child context starts, or this one goes on elsewhere: stay in this loop
            if (a == ENTER) {
                a = enterContext();
            }
            if (a == EXIT) {
                return EXIT;
            }
            pattern = pat;
            ptr = cur;
        }
    }

    /**
     * A backreference to group {@code code[pattern]} at {@code ptr}: where it ends, or -1.
     * Compare CPython sre_lib.h: the GROUPREF cases.
     */
    private int groupref(int op, int group, int ptr) {
        int g = group * 2;
        if (g >= lastmark) {
            return -1;
        }
        int p = mark[g];
        int e = mark[g + 1];
        if (p < 0 || e < 0 || e < p) {
            return -1;
        }
        final int[] s = str;
        final int end = this.end;
        if (end - ptr < e - p) {
            return -1;
        }
        switch (op) {
            case GROUPREF:
                for (; p < e; p++, ptr++) {
                    if (s[ptr] != s[p]) {
                        return -1;
                    }
                }
                break;
            case GROUPREF_IGNORE:
                for (; p < e; p++, ptr++) {
                    if (SreChars.lowerAscii(s[ptr]) != SreChars.lowerAscii(s[p])) {
                        return -1;
                    }
                }
                break;
            case GROUPREF_UNI_IGNORE:
                for (; p < e; p++, ptr++) {
                    if (SreChars.lowerUnicode(s[ptr]) != SreChars.lowerUnicode(s[p])) {
                        return -1;
                    }
                }
                break;
            default:
                for (; p < e; p++, ptr++) {
                    if (SreChars.lowerLocale(s[ptr]) != SreChars.lowerLocale(s[p])) {
                        return -1;
                    }
                }
                break;
        }
        return ptr;
    }

    /** Where a parent context resumes after a child returned {@link #ret}. */
    private int resume(int jump) {
        switch (jump) {
            case JUMP_BRANCH:
                return resumeBranch();
            case JUMP_REPEAT_ONE_1:
                return resumeRepeatOne(true);
            case JUMP_REPEAT_ONE_2:
                return resumeRepeatOne(false);
            case JUMP_MIN_REPEAT_ONE:
                return resumeMinRepeatOne();
            case JUMP_REPEAT:
                return resumeRepeat();
            case JUMP_MAX_UNTIL_1:
            case JUMP_MIN_UNTIL_1:
                return resumeUntil1();
            case JUMP_MAX_UNTIL_2:
                return resumeMaxUntil2();
            case JUMP_MAX_UNTIL_3:
                return resumeMaxUntil3();
            case JUMP_MIN_UNTIL_2:
                return resumeMinUntil2();
            case JUMP_MIN_UNTIL_3:
                return resumeMinUntil3();
            case JUMP_POSS_REPEAT_1:
                return resumePossessive1();
            case JUMP_POSS_REPEAT_2:
                return resumePossessive2();
            case JUMP_ATOMIC_GROUP:
                return resumeAtomicGroup();
            case JUMP_ASSERT:
                return resumeAssert();
            case JUMP_ASSERT_NOT:
                return resumeAssertNot();
            default:
                throw internalError();
        }
    }

    // ------------------------------------------------------------------ BRANCH

    /** <BRANCH> <0=skip> code <JUMP> ... <NULL>. */
    private int opBranch() {
        lastmarkSave();
        if (repeat >= 0) {
            markPush(lastmark);
        }
        return branchFrom(pat, cur);
    }

    /**
     * Try the alternatives from the one at {@code pattern}. As CPython's, it skips an
     * alternative whose first character cannot match (CPython tests LITERAL and IN; any
     * single-character opcode is tested here, with the same outcome).
     */
    private int branchFrom(int pattern, int ptr) {
        final int[] code = this.code;
        for (; code[pattern] != 0; pattern += code[pattern]) {
            if (childFailsAt(pattern + 1, ptr)) {
                continue;
            }
            this.ptr = ptr;
            pat = pattern;
            cur = ptr;
            return doJump(JUMP_BRANCH, pattern + 1, toplevel());
        }
        if (repeat >= 0) {
            markPopDiscard(ds[ctx + C_LASTMARK]);
        }
        return fail();
    }

    private int resumeBranch() {
        int lm = ds[ctx + C_LASTMARK];
        if (ret != 0) {
            if (repeat >= 0) {
                markPopDiscard(lm);
            }
            return succeed();
        }
        if (repeat >= 0) {
            markPopKeep(lm);
        }
        lastmarkRestore();
        return branchFrom(pat + code[pat], cur);
    }

    // ------------------------------------------------------------------ REPEAT_ONE

    /**
     * <REPEAT_ONE> <skip> <1=min> <2=max> item <SUCCESS> tail: as many single-character
     * items as possible, then give them back one by one until the tail matches.
     */
    private int opRepeatOne() {
        int pattern = pat;
        int ptr = cur;
        long min = u(code[pattern + 1]);
        if (min > end - ptr) {
            return fail();
        }
        this.ptr = ptr;
        int n = count(pattern + 3, code[pattern + 2]);
        ds[ctx + C_COUNT] = n;
        ptr += n;
        if (n < min) {
            return fail();
        }
        int tail = pattern + code[pattern];
        if (code[tail] == SUCCESS && ptr == end
                && !(toplevel() && mustAdvance && ptr == start)) {
            // tail is empty: done
            this.ptr = ptr;
            return succeed();
        }
        lastmarkSave();
        if (repeat >= 0) {
            markPush(lastmark);
        }
        if (code[tail] == LITERAL) {
            // tail starts with a literal: skip positions where it cannot match
            ds[ctx + C_U] = code[tail + 1];
            return repeatOneLiteral(pattern, ptr);
        }
        return repeatOneGeneral(pattern, ptr);
    }

    private int repeatOneLiteral(int pattern, int ptr) {
        int c = ctx;
        long min = u(code[pattern + 1]);
        int chr = ds[c + C_U];
        int n = ds[c + C_COUNT];
        while (n >= min && (ptr >= end || str[ptr] != chr)) {
            ptr--;
            n--;
        }
        ds[c + C_COUNT] = n;
        if (n < min) {
            if (repeat >= 0) {
                markPopDiscard(ds[c + C_LASTMARK]);
            }
            return fail();
        }
        this.ptr = ptr;
        pat = pattern;
        cur = ptr;
        return doJump(JUMP_REPEAT_ONE_1, pattern + code[pattern], toplevel());
    }

    private int repeatOneGeneral(int pattern, int ptr) {
        int c = ctx;
        long min = u(code[pattern + 1]);
        int tail = pattern + code[pattern];
        // positions where the tail's first character cannot match need no context
        int n = ds[c + C_COUNT];
        while (n >= min && childFailsAt(tail, ptr)) {
            ptr--;
            n--;
        }
        ds[c + C_COUNT] = n;
        if (n >= min) {
            this.ptr = ptr;
            pat = pattern;
            cur = ptr;
            return doJump(JUMP_REPEAT_ONE_2, pattern + code[pattern], toplevel());
        }
        if (repeat >= 0) {
            markPopDiscard(ds[c + C_LASTMARK]);
        }
        return fail();
    }

    private int resumeRepeatOne(boolean literal) {
        int c = ctx;
        if (ret != 0) {
            if (repeat >= 0) {
                markPopDiscard(ds[c + C_LASTMARK]);
            }
            return succeed();
        }
        if (repeat >= 0) {
            markPopKeep(ds[c + C_LASTMARK]);
        }
        lastmarkRestore();
        ds[c + C_COUNT]--;
        int ptr = cur - 1;
        return literal ? repeatOneLiteral(pat, ptr) : repeatOneGeneral(pat, ptr);
    }

    // ------------------------------------------------------------------ MIN_REPEAT_ONE

    /** <MIN_REPEAT_ONE> <skip> <1=min> <2=max> item <SUCCESS> tail: as few as possible. */
    private int opMinRepeatOne() {
        int pattern = pat;
        int ptr = cur;
        long min = u(code[pattern + 1]);
        if (min > end - ptr) {
            return fail();
        }
        this.ptr = ptr;
        int n = 0;
        if (min != 0) {
            n = count(pattern + 3, code[pattern + 1]);
            if (n < min) {
                return fail();
            }
            ptr += n;
        }
        ds[ctx + C_COUNT] = n;
        if (code[pattern + code[pattern]] == SUCCESS
                && !(toplevel() && ((matchAll && ptr != end)
                        || (mustAdvance && ptr == start)))) {
            // tail is empty: done
            this.ptr = ptr;
            return succeed();
        }
        lastmarkSave();
        if (repeat >= 0) {
            markPush(lastmark);
        }
        return minRepeatOneFrom(pattern, ptr);
    }

    private int minRepeatOneFrom(int pattern, int ptr) {
        int max = code[pattern + 2];
        int tail = pattern + code[pattern];
        while (max == MAXREPEAT || ds[ctx + C_COUNT] <= u(max)) {
            this.ptr = ptr;
            if (!childFailsAt(tail, ptr)) {
                pat = pattern;
                cur = ptr;
                return doJump(JUMP_MIN_REPEAT_ONE, tail, toplevel());
            }
            // the tail cannot start here: one more item, as after a failed tail
            if (!oneMore(pattern + 3, ptr)) {
                break;
            }
            ptr++;
            ds[ctx + C_COUNT]++;
        }
        if (repeat >= 0) {
            markPopDiscard(ds[ctx + C_LASTMARK]);
        }
        return fail();
    }

    private int resumeMinRepeatOne() {
        int c = ctx;
        if (ret != 0) {
            if (repeat >= 0) {
                markPopDiscard(ds[c + C_LASTMARK]);
            }
            return succeed();
        }
        if (repeat >= 0) {
            markPopKeep(ds[c + C_LASTMARK]);
        }
        lastmarkRestore();
        int pattern = pat;
        int ptr = cur;
        this.ptr = ptr;
        if (!oneMore(pattern + 3, ptr)) {
            if (repeat >= 0) {
                markPopDiscard(ds[ctx + C_LASTMARK]);
            }
            return fail();
        }
        ds[ctx + C_COUNT]++;
        return minRepeatOneFrom(pattern, ptr + 1);
    }

    // ------------------------------------------------------------------ REPEAT and the UNTILs

    /**
     * <REPEAT> <skip> <1=min> <2=max> <3=repeat_index> item <UNTIL> tail: installs a repeat
     * record; the UNTIL opcode does the work.
     */
    private int opRepeat() {
        int pattern = pat;
        int rep = allocRepeat();
        reps[rep + R_COUNT] = -1;
        reps[rep + R_PATTERN] = pattern;
        reps[rep + R_PREV] = repeat;
        reps[rep + R_LAST_PTR] = -1;
        repeat = rep;
        ds[ctx + C_U] = rep;
        this.ptr = cur;
        return doJump(JUMP_REPEAT, pattern + code[pattern], toplevel());
    }

    private int resumeRepeat() {
        int rep = ds[ctx + C_U];
        repeat = reps[rep + R_PREV];
        freeRepeat(rep);
        return ret != 0 ? succeed() : fail();
    }

    /** MAX_UNTIL: one more item if possible (greedy), else the tail. */
    private int opMaxUntil() {
        int rep = repeat;
        if (rep < 0) {
            throw internalError();
        }
        int c = ctx;
        this.ptr = cur;
        int n = reps[rep + R_COUNT] + 1;
        ds[c + C_COUNT] = n;
        ds[c + C_U] = rep;
        int rp = reps[rep + R_PATTERN];
        if (n < u(code[rp + 1])) {
            // not enough matches
            reps[rep + R_COUNT] = n;
            return doJump(JUMP_MAX_UNTIL_1, rp + 3, toplevel());
        }
        int max = code[rp + 2];
        if ((n < u(max) || max == MAXREPEAT) && this.ptr != reps[rep + R_LAST_PTR]) {
            // we may have enough matches, but if we can match another item, do so
            reps[rep + R_COUNT] = n;
            lastmarkSave();
            markPush(lastmark);
            // zero-width match protection
            push(reps[rep + R_LAST_PTR]);
            reps[rep + R_LAST_PTR] = this.ptr;
            return doJump(JUMP_MAX_UNTIL_2, rp + 3, toplevel());
        }
        return maxUntilTail();
    }

    /** Cannot match more items here: the tail must match. */
    private int maxUntilTail() {
        repeat = reps[ds[ctx + C_U] + R_PREV];
        return doJump(JUMP_MAX_UNTIL_3, pat, toplevel());
    }

    /** After the item was tried because the minimum was not reached (MAX_ and MIN_UNTIL). */
    private int resumeUntil1() {
        if (ret != 0) {
            return succeed();
        }
        int rep = ds[ctx + C_U];
        reps[rep + R_COUNT] = ds[ctx + C_COUNT] - 1;
        this.ptr = cur;
        return fail();
    }

    private int resumeMaxUntil2() {
        int c = ctx;
        int rep = ds[c + C_U];
        reps[rep + R_LAST_PTR] = pop();
        if (ret != 0) {
            markPopDiscard(ds[c + C_LASTMARK]);
            return succeed();
        }
        markPop(ds[c + C_LASTMARK]);
        lastmarkRestore();
        reps[rep + R_COUNT] = ds[c + C_COUNT] - 1;
        this.ptr = cur;
        return maxUntilTail();
    }

    private int resumeMaxUntil3() {
        repeat = ds[ctx + C_U];
        if (ret != 0) {
            return succeed();
        }
        this.ptr = cur;
        return fail();
    }

    /** MIN_UNTIL: the tail if possible (lazy), else one more item. */
    private int opMinUntil() {
        int rep = repeat;
        if (rep < 0) {
            throw internalError();
        }
        int c = ctx;
        this.ptr = cur;
        int n = reps[rep + R_COUNT] + 1;
        ds[c + C_COUNT] = n;
        ds[c + C_U] = rep;
        int rp = reps[rep + R_PATTERN];
        if (n < u(code[rp + 1])) {
            // not enough matches
            reps[rep + R_COUNT] = n;
            return doJump(JUMP_MIN_UNTIL_1, rp + 3, toplevel());
        }
        // see if the tail matches
        repeat = reps[rep + R_PREV];
        lastmarkSave();
        if (repeat >= 0) {
            markPush(lastmark);
        }
        return doJump(JUMP_MIN_UNTIL_2, pat, toplevel());
    }

    private int resumeMinUntil2() {
        int c = ctx;
        int rep = ds[c + C_U];
        int repeatOfTail = repeat;
        repeat = rep;
        if (ret != 0) {
            if (repeatOfTail >= 0) {
                markPopDiscard(ds[c + C_LASTMARK]);
            }
            return succeed();
        }
        if (repeatOfTail >= 0) {
            markPop(ds[c + C_LASTMARK]);
        }
        lastmarkRestore();
        this.ptr = cur;
        int rp = reps[rep + R_PATTERN];
        int max = code[rp + 2];
        int n = ds[c + C_COUNT];
        if ((n >= u(max) && max != MAXREPEAT) || this.ptr == reps[rep + R_LAST_PTR]) {
            return fail();
        }
        reps[rep + R_COUNT] = n;
        // zero-width match protection
        push(reps[rep + R_LAST_PTR]);
        reps[rep + R_LAST_PTR] = this.ptr;
        return doJump(JUMP_MIN_UNTIL_3, rp + 3, toplevel());
    }

    private int resumeMinUntil3() {
        int rep = ds[ctx + C_U];
        reps[rep + R_LAST_PTR] = pop();
        if (ret != 0) {
            return succeed();
        }
        reps[rep + R_COUNT] = ds[ctx + C_COUNT] - 1;
        this.ptr = cur;
        return fail();
    }

    // ------------------------------------------------------------------ POSSESSIVE_REPEAT

    /** <POSSESSIVE_REPEAT> <skip> <1=min> <2=max> pattern <SUCCESS> tail. */
    private int opPossessiveRepeat() {
        this.ptr = cur;
        ds[ctx + C_COUNT] = 0;
        return possessiveMin();
    }

    /** The minimum number of items, each in a context of its own. */
    private int possessiveMin() {
        int pattern = pat;
        if (ds[ctx + C_COUNT] < u(code[pattern + 1])) {
            return doJump(JUMP_POSS_REPEAT_1, pattern + 3, false);
        }
        // no position yet, so that the loop below is entered
        cur = -1;
        return possessiveMore();
    }

    private int possessiveMore() {
        int pattern = pat;
        int max = code[pattern + 2];
        if ((ds[ctx + C_COUNT] < u(max) || max == MAXREPEAT) && this.ptr != cur) {
            lastmarkSave();
            markPush(lastmark);
            // zero-width match protection: an item that matched empty ends the loop
            cur = this.ptr;
            return doJump(JUMP_POSS_REPEAT_2, pattern + 3, false);
        }
        return possessiveTail();
    }

    private int possessiveTail() {
        pat += code[pat] + 1;
        cur = this.ptr;
        return DISPATCH;
    }

    private int resumePossessive1() {
        if (ret != 0) {
            ds[ctx + C_COUNT]++;
            return possessiveMin();
        }
        this.ptr = cur;
        return fail();
    }

    private int resumePossessive2() {
        int c = ctx;
        if (ret != 0) {
            markPopDiscard(ds[c + C_LASTMARK]);
            ds[c + C_COUNT]++;
            return possessiveMore();
        }
        markPop(ds[c + C_LASTMARK]);
        lastmarkRestore();
        this.ptr = cur;
        return possessiveTail();
    }

    // ------------------------------------------------------------------ ATOMIC_GROUP, ASSERT

    private int resumeAtomicGroup() {
        if (ret == 0) {
            this.ptr = cur;
            return fail();
        }
        pat += code[pat];
        cur = this.ptr;
        return DISPATCH;
    }

    /** <ASSERT> <skip> <back> <pattern>. */
    private int opAssert() {
        int back = code[pat + 1];
        if (cur < u(back)) {
            return fail();
        }
        this.ptr = cur - back;
        return doJump(JUMP_ASSERT, pat + 2, false);
    }

    private int resumeAssert() {
        if (ret == 0) {
            return fail();
        }
        pat += code[pat];
        return DISPATCH;
    }

    /** <ASSERT_NOT> <skip> <back> <pattern>. */
    private int opAssertNot() {
        int back = code[pat + 1];
        if (cur >= u(back)) {
            this.ptr = cur - back;
            lastmarkSave();
            if (repeat >= 0) {
                markPush(lastmark);
            }
            return doJump(JUMP_ASSERT_NOT, pat + 2, false);
        }
        pat += code[pat];
        return DISPATCH;
    }

    private int resumeAssertNot() {
        if (ret != 0) {
            if (repeat >= 0) {
                markPopDiscard(ds[ctx + C_LASTMARK]);
            }
            return fail();
        }
        if (repeat >= 0) {
            markPop(ds[ctx + C_LASTMARK]);
        }
        lastmarkRestore();
        pat += code[pat];
        return DISPATCH;
    }

    // ------------------------------------------------------------------ contexts not started

    /**
     * Whether a context the current one would start at {@code p} (an alternative, the tail
     * of a single-character repeat) fails at once at {@code ptr}, changing nothing: see
     * {@link #firstFails}. The marks it would set are undone by the parent's LASTMARK_RESTORE
     * when they lie beyond {@link #lastmark}, and by its MARK_POP_KEEP inside a repeat; a mark
     * it would overwrite below {@link #lastmark} outside a repeat stays set in CPython (see
     * the possessive repeat of a group), so then the context is started.
     */
    private boolean childFailsAt(int p, int ptr) {
        return firstFails(p, ptr, false);
    }

    /**
     * Whether a top-level match attempt at {@code ptr} certainly fails. A failed attempt
     * leaves nothing the next one sees (the marks are reset), so the search skips it.
     */
    private boolean cannotStartAt(int p, int ptr) {
        return firstFails(p, ptr, true);
    }

    /**
     * Whether the code at {@code p} fails at {@code ptr} before it changes anything but marks:
     * through marks (any when {@code fresh}, else as {@link #childFailsAt} allows) and anchors
     * that hold, to a single-character test that fails, a single-character repeat whose
     * minimum cannot be met, or a BRANCH all of whose alternatives so fail.
     */
    private boolean firstFails(int p, int ptr, boolean fresh) {
        final int[] code = this.code;
        for (;;) {
            switch (code[p]) {
                case MARK:
                    if (!fresh && code[p + 1] <= lastmark && repeat < 0) {
                        return false;
                    }
                    p += 2;
                    break;
                case AT:
                    if (!at(ptr, code[p + 1])) {
                        return true;
                    }
                    p += 2;
                    break;
                case BRANCH:
                    for (int alt = p + 1; code[alt] != 0; alt += code[alt]) {
                        if (!firstFails(alt + 1, ptr, fresh)) {
                            return false;
                        }
                    }
                    return true;
                case REPEAT_ONE:
                case MIN_REPEAT_ONE:
                case POSSESSIVE_REPEAT_ONE:
                    return u(code[p + 2]) > end - ptr
                            || (code[p + 2] != 0 && failsAt(p + 4, ptr));
                default:
                    return failsAt(p, ptr);
            }
        }
    }

    // ------------------------------------------------------------------ search

    /** Compare CPython sre_lib.h: SRE(search). */
    private boolean searchCode() {
        final int[] code = this.code;
        final int[] s = this.str;
        int ptr = start;
        int end = this.end;
        if (ptr > end) {
            return false;
        }
        int pattern = 0;
        int flags = 0;
        int prefixLen = 0;
        int prefixSkip = 0;
        int prefix = -1;
        int charset = -1;
        if (code[0] == INFO) {
            // <INFO> <1=skip> <2=flags> <3=min> <4=max> <5=prefix info>
            flags = code[2];
            long min = u(code[3]);
            if (min != 0 && end - ptr < min) {
                return false;
            }
            if (min > 1) {
                // adjust end point (but leave at least one character for literal search)
                end -= (int) Math.min(min - 1, end);
                if (end <= ptr) {
                    end = ptr;
                }
            }
            if ((flags & INFO_PREFIX) != 0) {
                // <length> <skip> <prefix data> <overlap data>
                prefixLen = code[5];
                prefixSkip = code[6];
                prefix = 7;
            } else if ((flags & INFO_CHARSET) != 0) {
                charset = 5;
            }
            pattern = 1 + code[1];
        }

        if (prefixLen == 1) {
            // pattern starts with a literal character
            int c = code[prefix];
            end = this.end;
            mustAdvance = false;
            while (ptr < end) {
                while (s[ptr] != c) {
                    if (++ptr >= end) {
                        return false;
                    }
                }
                start = ptr;
                this.ptr = ptr + prefixSkip;
                if ((flags & INFO_LITERAL) != 0) {
                    return true;
                }
                if (match(pattern + 2 * prefixSkip, false) != 0) {
                    return true;
                }
                ++ptr;
                resetCaptureGroups();
            }
            return false;
        }

        if (prefixLen > 1) {
            return searchPrefix(pattern, prefix, prefixLen, prefixSkip, flags);
        }

        if (charset >= 0) {
            // pattern starts with a character from a known set
            end = this.end;
            mustAdvance = false;
            for (;;) {
                while (ptr < end && !charset(charset, s[ptr])) {
                    ptr++;
                }
                if (ptr >= end) {
                    return false;
                }
                start = ptr;
                this.ptr = ptr;
                if (match(pattern, false) != 0) {
                    return true;
                }
                ptr++;
                resetCaptureGroups();
            }
        }

        // general case; positions where the first character cannot match are not tried
        start = ptr;
        this.ptr = ptr;
        int status = cannotStartAt(pattern, ptr) ? 0 : match(pattern, true);
        mustAdvance = false;
        if (status == 0 && code[pattern] == AT
                && (code[pattern + 1] == AT_BEGINNING
                        || code[pattern + 1] == AT_BEGINNING_STRING)) {
            start = end;
            this.ptr = end;
            return false;
        }
        while (status == 0 && ptr < end) {
            ptr++;
            if (cannotStartAt(pattern, ptr)) {
                continue;
            }
            resetCaptureGroups();
            start = ptr;
            this.ptr = ptr;
            status = match(pattern, false);
        }
        return status != 0;
    }

    /** A known literal prefix of two or more characters: scan with its overlap table. */
    private boolean searchPrefix(int pattern, int prefix, int prefixLen, int prefixSkip,
            int flags) {
        final int[] code = this.code;
        final int[] s = this.str;
        final int end = this.end;
        final int overlap = prefix + prefixLen - 1;
        int ptr = start;
        if (prefixLen > end - ptr) {
            return false;
        }
        final int c0 = code[prefix];
        while (ptr < end) {
            while (s[ptr++] != c0) {
                if (ptr >= end) {
                    return false;
                }
            }
            if (ptr >= end) {
                return false;
            }
            int i = 1;
            mustAdvance = false;
            do {
                if (s[ptr] == code[prefix + i]) {
                    if (++i != prefixLen) {
                        if (++ptr >= end) {
                            return false;
                        }
                        continue;
                    }
                    // found a potential match
                    start = ptr - (prefixLen - 1);
                    this.ptr = ptr - (prefixLen - prefixSkip - 1);
                    if ((flags & INFO_LITERAL) != 0) {
                        return true;
                    }
                    if (match(pattern + 2 * prefixSkip, false) != 0) {
                        return true;
                    }
                    // close but no cigar: try again
                    if (++ptr >= end) {
                        return false;
                    }
                    resetCaptureGroups();
                }
                i = code[overlap + i];
            } while (i != 0);
        }
        return false;
    }

    /** {@code RESET_CAPTURE_GROUP}: between two match attempts of one search. */
    private void resetCaptureGroups() {
        lastmark = -1;
        lastindex = -1;
    }
}
