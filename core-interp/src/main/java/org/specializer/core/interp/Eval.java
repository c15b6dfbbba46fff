package org.specializer.core.interp;

import static org.specializer.core.interp.Op.*;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;

/**
 * The eval loop: one method, a {@code switch} over dense opcode numbers, {@code ip} and
 * {@code sp} in locals, the value stack in the frame's array.
 *
 * <p>Each case decodes, does a one-line job or calls one small static handler, and skips its
 * cache units. Errors, calls and everything bulky live out of line, so that the method stays
 * far below HotSpot's 8000-byte limit for JIT compilation ({@code EvalSizeTest} measures it).
 * Cases follow CPython's {@code bytecodes.c} order and carry its stack pictures.
 *
 * <pre>
 *   s        the frame's slots: fast locals [0, nlocalsplus), then the value stack
 *   sp       the next free stack slot: s[sp-1] is the top of the stack
 *   ip       the current instruction's code unit; arg its (extended) oparg
 *   push v   s[sp++] = v          pop      s[--sp] (and clear the slot)
 * </pre>
 */
final class Eval {
    private Eval() {}

    /** For each specialized opcode, the pseudo-opcode of its family's generic body. */
    private static final int[] GENERIC = new int[Op.FIRST_GENERIC];

    static {
        for (org.specializer.spi.Opcode o : org.specializer.spi.Opcode.values()) {
            if (o.isSpecialized() && o.family() != null) {
                GENERIC[o.number()] = Op.FIRST_GENERIC + o.family().ordinal();
            }
        }
    }

    /** Run {@code f} until it returns or yields, keeping the thread's frame chain and depth. */
    static PyObject run(Frame f) {
        if (Breaker.BITS.get() != 0) {
            Breaker.handle();  // a safe point: another thread, a signal, finalizers
        }
        Frame caller = ThreadState.current;
        if (++ThreadState.depth > ThreadState.recursionLimit) {
            ThreadState.depth--;
            throw Py.recursionError("maximum recursion depth exceeded");
        }
        f.back = caller;
        ThreadState.current = f;
        if (f.code.adaptiveState != Specialization.generation) {
            Adaptive.quicken(f.code);
        }
        try {
            if (Tracing.started) {
                return Tracing.run(f);  // in the loop, with call and return events
            }
            PyCode code = f.code;
            Object c = code.compiled;
            CompiledCode cc = c instanceof CompiledCode k ? k
                    : ++code.hotness >= Tier2.threshold && c == null ? Tier2.compile(code)
                    : null;
            // compiled: from 0, or where a generator resumes
            PyObject r = cc != null ? cc.run(f, f.ip) : loop(f);
            // a frame that began before tracing did (maybe left its compiled form since)
            return Tracing.started ? Tracing.returned(f, r) : r;
        } catch (StackOverflowError e) {
            throw Py.recursionError("maximum recursion depth exceeded");
        } catch (OutOfMemoryError e) {   // from compiled code, which does not catch it itself
            throw Errors.memoryError();
        } catch (Tier2.OsrExit e) {
            throw e.exception;  // already handled for this frame by its compiled code
        } finally {
            ThreadState.depth--;
            ThreadState.current = caller;
        }
    }

    /**
     * Go on running {@code f} in the loop at {@code f.ip} with its stack up to {@code f.sp}:
     * a frame whose compiled form was given up ({@link Tier2Ops#deopt}). The caller has set up
     * the thread's frame chain already.
     */
    static PyObject resume(Frame f) {
        return loop(f);
    }

    /**
     * A COMPARE_OP, CONTAINS_OP or TO_BOOL child runs the POP_JUMP_IF_FALSE or POP_JUMP_IF_TRUE
     * that follows it without dispatching it (its result is a bool, so the jump needs no truth
     * test); a FOR_ITER or arithmetic BINARY_OP child the STORE_FAST of its item or result.
     * The child's case breaks out of the switch to one of two shared tails after it in the
     * loop ({@code break jump}, {@code break store}), which run the next instruction when it is
     * such a jump or store and dispatch the next one otherwise: no call, one copy of each. The
     * two jumps differ in the low bit of their numbers: {@code (op & 0xFE) == FUSED_JUMPS}
     * matches both, {@code op & 1} tells them apart. The statistics count a fused
     * instruction's execution as if it had been dispatched. One dispatch saved per loop
     * iteration and per branch is a large share of a short loop's cost: a 5-item inner loop
     * ran 30% faster. (The tails were calls before, which HotSpot does not inline into a loop
     * this size, and each call spills the loop's live registers.)
     */
    private static final int FUSED_JUMPS = Op.POP_JUMP_IF_FALSE;

    static {
        if ((Op.POP_JUMP_IF_FALSE & 1) != 0 || Op.POP_JUMP_IF_TRUE != Op.POP_JUMP_IF_FALSE + 1) {
            throw new AssertionError("fused jumps need POP_JUMP_IF_FALSE even, TRUE next to it");
        }
    }

    @SuppressWarnings("fallthrough")
    @Dispatch
    private static PyObject loop(Frame f) {
        final PyCode code = f.code;
        final char[] instr = code.instructions;
        final PyObject[] consts = code.consts;
        final PyObject[] s = f.s;
        int ip = f.ip;
        int sp = f.sp;
        boolean skipTraceback = false;
        for (;;) {
            try {
                if (f.pendingThrow != null) {
                    // raised at the instruction that suspended the frame (a YIELD_VALUE, or
                    // RETURN_GENERATOR before the first resumption), as CPython's throwflag:
                    // inside `yield from` and `await` its handler is CLEANUP_THROW
                    PyBaseException t = f.pendingThrow;
                    f.pendingThrow = null;
                    ip--;
                    throw t.toThrowable();
                }
                next:
                for (;;) {
                    int word = instr[ip];
                    int arg = word >>> 8;
                    int op = word & 0xFF;
                    if (op == Op.EXTENDED_ARG) {
                        do {
                            word = instr[++ip];
                            op = word & 0xFF;
                            arg = (arg << 8) | (word >>> 8);
                        } while (op == Op.EXTENDED_ARG);
                    }
                    // where the frame is, for frame objects that code this instruction calls
                    // reads (f_lineno, f_lasti), as CPython saves instr_ptr at every instruction
                    f.ip = ip;
                    if (Stats.ENABLED) {
                        Stats.executed(op);
                    }
                    jump: {  // a COMPARE_OP, CONTAINS_OP or TO_BOOL child breaks here with its bool on top
                        store: {  // an arithmetic BINARY_OP or FOR_ITER child, with its result or item on top
                            dispatch:
                            for (;;) {  // once, unless a specialized instruction falls back to its generic body
                                int r;  // a child's new stack pointer, or -1 when a guard failed
                                switch (op) {
                                    case Op.INSTRUMENTED_LINE:  // a line start, while tracing
                                        if ((op = Tracing.line(f, ip, sp, arg)) >= 0) {
                                            continue dispatch;
                                        }
                                        ip = f.ip;  // the trace function set f_lineno
                                        sp = f.sp;
                                        continue next;
                                    case Op.RESUME:  // quickens itself when it first runs (CPython's)
                                        instr[ip] = (char) (word + (Op.RESUME_CHECK - Op.RESUME));
                                        // fall through
                                    case Op.RESUME_CHECK:
                                    case Op.NOP:
                                        ip++;
                                        continue next;
                                    case Op.LOAD_FAST_CHECK:  // -- value
                                        if (s[arg] == null) {
                                            throw Errors.unboundLocal(code, arg);
                                        }
                                        // fall through
                                    case Op.LOAD_FAST:  // -- value
                                        s[sp++] = s[arg];
                                        ip++;
                                        continue next;
                                    case Op.LOAD_FAST_AND_CLEAR:  // -- value
                                        s[sp++] = s[arg];
                                        s[arg] = null;
                                        ip++;
                                        continue next;
                                    case Op.LOAD_FAST_LOAD_FAST:  // -- value1, value2
                                        s[sp++] = s[arg >> 4];
                                        s[sp++] = s[arg & 15];
                                        ip++;
                                        continue next;
                                    case Op.LOAD_CONST:  // -- value
                                        s[sp++] = consts[arg];
                                        ip++;
                                        continue next;
                                    case Op.STORE_FAST:  // value --
                                        s[arg] = s[--sp];
                                        s[sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.STORE_FAST_LOAD_FAST:  // value1 -- value2
                                        s[arg >> 4] = s[sp - 1];
                                        s[sp - 1] = s[arg & 15];
                                        ip++;
                                        continue next;
                                    case Op.STORE_FAST_STORE_FAST:  // value2, value1 --
                                        s[arg >> 4] = s[--sp];
                                        s[arg & 15] = s[--sp];
                                        s[sp] = null;
                                        s[sp + 1] = null;
                                        ip++;
                                        continue next;
                                    case Op.POP_TOP:  // value --
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.PUSH_NULL:  // -- null
                                        s[sp++] = null;
                                        ip++;
                                        continue next;
                                    case Op.END_FOR:  // value --
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.END_SEND:  // receiver, value -- value
                                        s[sp - 2] = s[sp - 1];
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.UNARY_NEGATIVE:  // value -- res
                                        s[sp - 1] = Abstract.neg(s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.UNARY_NOT:  // value -- res
                                        s[sp - 1] = Abstract.not(s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.TO_BOOL:  // value -- res
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_TO_BOOL:
                                        s[sp - 1] = Abstract.isTrue(s[sp - 1]) ? Py.True : Py.False;
                                        ip += TO_BOOL_SIZE;
                                        continue next;
                                    case Op.UNARY_INVERT:  // value -- res
                                        s[sp - 1] = Abstract.invert(s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.BINARY_OP:  // lhs, rhs -- res
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_BINARY_OP:
                                        s[sp - 2] = Abstract.binaryOp(s[sp - 2], s[sp - 1], arg);
                                        s[--sp] = null;
                                        ip += BINARY_OP_SIZE;
                                        continue next;
                                    case Op.BINARY_SUBSCR:  // container, sub -- res
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_BINARY_SUBSCR:
                                        s[sp - 2] = Abstract.getItem(s[sp - 2], s[sp - 1]);
                                        s[--sp] = null;
                                        ip += BINARY_SUBSCR_SIZE;
                                        continue next;
                                    case Op.BINARY_SLICE:  // container, start, stop -- res
                                        sp = Ops.binarySlice(s, sp);
                                        ip++;
                                        continue next;
                                    case Op.STORE_SLICE:  // v, container, start, stop --
                                        sp = Ops.storeSlice(s, sp);
                                        ip++;
                                        continue next;
                                    case Op.STORE_SUBSCR:  // v, container, sub --
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_STORE_SUBSCR:
                                        Abstract.setItem(s[sp - 2], s[sp - 1], s[sp - 3]);
                                        sp = Ops.clear(s, sp, 3);
                                        ip += STORE_SUBSCR_SIZE;
                                        continue next;
                                    case Op.DELETE_SUBSCR:  // container, sub --
                                        Abstract.delItem(s[sp - 2], s[sp - 1]);
                                        sp = Ops.clear(s, sp, 2);
                                        ip++;
                                        continue next;
                                    case Op.CALL_INTRINSIC_1:  // value -- res
                                        s[sp - 1] = Ops.intrinsic1(f, arg, s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.CALL_INTRINSIC_2:  // value2, value1 -- res
                                        s[sp - 2] = Ops.intrinsic2(arg, s[sp - 2], s[sp - 1]);
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.RAISE_VARARGS:  // args[oparg] --
                                        skipTraceback = arg == 0;  // a bare raise re-raises as is
                                        throw Exceptions.raiseVarargs(s, sp, arg);
                                    case Op.RETURN_VALUE:  // retval --
                                        f.yielded = false;
                                        return s[--sp];
                                    case Op.RETURN_CONST:  // --
                                        f.yielded = false;
                                        return consts[arg];
                                    case Op.GET_AITER:
                                    case Op.GET_ANEXT:
                                    case Op.GET_AWAITABLE:
                                    case Op.BEFORE_ASYNC_WITH:
                                    case Op.END_ASYNC_FOR:
                                        sp = Generators.asyncOp(f, op, s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.SEND:  // receiver, v -- receiver, retval
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_SEND: {
                                        int jump = Generators.send(f, s, sp, ip);
                                        ip += SEND_SIZE + (jump != 0 ? arg : 0);
                                        continue next;
                                    }
                                    case Op.YIELD_VALUE:  // retval -- value
                                        f.ip = ip + 1;
                                        f.sp = sp - 1;
                                        f.yielded = true;
                                        PyObject yv = s[--sp];
                                        s[sp] = null;
                                        return yv;
                                    case Op.RETURN_GENERATOR:
                                        f.ip = ip + 1;
                                        f.sp = sp;
                                        f.yielded = false;
                                        return Generators.create(f);
                                    case Op.POP_EXCEPT:  // exc_value --
                                        Exceptions.popExcept(s[--sp]);
                                        s[sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.RERAISE:  // values[oparg], exc -- values[oparg]
                                        skipTraceback = true;
                                        throw arg == 0 ? Exceptions.reraise(s[sp - 1])
                                                : Exceptions.reraise(f, s[sp - 1 - arg], s[sp - 1]);
                                    case Op.CLEANUP_THROW:  // sub_iter, last_sent_val, exc_value -- none, value
                                        skipTraceback = true;
                                        sp = Generators.cleanupThrow(s, sp);
                                        skipTraceback = false;
                                        ip++;
                                        continue next;
                                    case Op.LOAD_ASSERTION_ERROR:  // -- value
                                        s[sp++] = PyExc.AssertionError;
                                        ip++;
                                        continue next;
                                    case Op.STORE_NAME:  // v --
                                        NameOps.storeName(f, code.names[arg], s[--sp]);
                                        s[sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.DELETE_NAME:
                                        NameOps.deleteName(f, code.names[arg]);
                                        ip++;
                                        continue next;
                                    case Op.UNPACK_SEQUENCE:  // seq -- values[oparg]
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_UNPACK_SEQUENCE:
                                        sp = Ops.unpackSequence(s, sp, arg);
                                        ip += UNPACK_SEQUENCE_SIZE;
                                        continue next;
                                    case Op.UNPACK_EX:  // seq -- values[oparg & 0xFF], list, values[oparg >> 8]
                                        sp = Ops.unpackEx(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.STORE_ATTR:  // v, owner --
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_STORE_ATTR:
                                        s[sp - 1].setAttr(code.names[arg], s[sp - 2]);
                                        sp = Ops.clear(s, sp, 2);
                                        ip += STORE_ATTR_SIZE;
                                        continue next;
                                    case Op.DELETE_ATTR:  // owner --
                                        s[sp - 1].delAttr(code.names[arg]);
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.STORE_GLOBAL:  // v --
                                        f.globals.setItem(code.names[arg], s[--sp]);
                                        s[sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.DELETE_GLOBAL:
                                        NameOps.deleteGlobal(f, code.names[arg]);
                                        ip++;
                                        continue next;
                                    case Op.LOAD_LOCALS:  // -- locals
                                        s[sp++] = NameOps.loadLocals(f);
                                        ip++;
                                        continue next;
                                    case Op.LOAD_NAME:  // -- v
                                        s[sp++] = NameOps.loadName(f, code.names[arg]);
                                        ip++;
                                        continue next;
                                    case Op.LOAD_FROM_DICT_OR_GLOBALS:  // mapping -- v
                                        s[sp - 1] = NameOps.loadFromDictOrGlobals(f, s[sp - 1], code.names[arg]);
                                        ip++;
                                        continue next;
                                    case Op.LOAD_GLOBAL:  // -- res, null if (oparg & 1)
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_LOAD_GLOBAL:
                                        s[sp++] = NameOps.loadGlobal(f, code.names[arg >> 1]);
                                        if ((arg & 1) != 0) {
                                            s[sp++] = null;
                                        }
                                        ip += LOAD_GLOBAL_SIZE;
                                        continue next;
                                    case Op.DELETE_FAST:
                                        if (s[arg] == null) {
                                            throw Errors.unboundLocal(code, arg);
                                        }
                                        s[arg] = null;
                                        ip++;
                                        continue next;
                                    case Op.MAKE_CELL:
                                        s[arg] = new org.specializer.api.PyCell(s[arg]);
                                        ip++;
                                        continue next;
                                    case Op.DELETE_DEREF:
                                        NameOps.deleteDeref(f, arg);
                                        ip++;
                                        continue next;
                                    case Op.LOAD_FROM_DICT_OR_DEREF:  // mapping -- value
                                        s[sp - 1] = NameOps.loadFromDictOrDeref(f, s[sp - 1], arg);
                                        ip++;
                                        continue next;
                                    case Op.LOAD_DEREF:  // -- value
                                        s[sp++] = NameOps.loadDeref(f, arg);
                                        ip++;
                                        continue next;
                                    case Op.STORE_DEREF:  // v --
                                        ((org.specializer.api.PyCell) s[arg]).ref = s[--sp];
                                        s[sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.COPY_FREE_VARS:
                                        NameOps.copyFreeVars(f, arg);
                                        ip++;
                                        continue next;
                                    case Op.BUILD_STRING:  // pieces[oparg] -- str
                                        sp = Ops.buildString(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.BUILD_TUPLE:  // values[oparg] -- tup
                                        sp = Ops.buildTuple(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.BUILD_LIST:  // values[oparg] -- list
                                        sp = Ops.buildList(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.LIST_EXTEND:  // list, unused[oparg-1], iterable -- list, unused[oparg-1]
                                        Ops.listExtend(s[sp - 1 - arg], s[sp - 1]);
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.SET_UPDATE:  // set, unused[oparg-1], iterable -- set, unused[oparg-1]
                                        Ops.setUpdate(s[sp - 1 - arg], s[sp - 1]);
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.BUILD_SET:  // values[oparg] -- set
                                        sp = Ops.buildSet(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.BUILD_MAP:  // values[oparg*2] -- map
                                        sp = Ops.buildMap(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.BUILD_CONST_KEY_MAP:  // values[oparg], keys -- map
                                        sp = Ops.buildConstKeyMap(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.MAP_ADD:  // dict, unused[oparg-1], key, value -- dict, unused[oparg-1]
                                        Ops.mapAdd(s[sp - 2 - arg], s[sp - 2], s[sp - 1]);
                                        sp = Ops.clear(s, sp, 2);
                                        ip++;
                                        continue next;
                                    case Op.LOAD_SUPER_ATTR:  // global_super, class, self -- attr, null if (oparg & 1)
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_LOAD_SUPER_ATTR:
                                        sp = Attributes.loadSuperAttr(f, s, sp, arg);
                                        ip += LOAD_SUPER_ATTR_SIZE;
                                        continue next;
                                    case Op.LOAD_ATTR:  // owner -- attr, self_or_null if (oparg & 1)
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_LOAD_ATTR:
                                        if ((arg & 1) != 0) {
                                            sp = Attributes.loadMethod(s, sp, code.names[arg >> 1]);
                                        } else {
                                            s[sp - 1] = s[sp - 1].getAttr(code.names[arg >> 1]);
                                        }
                                        ip += LOAD_ATTR_SIZE;
                                        continue next;
                                    case Op.COMPARE_OP:  // left, right -- res
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_COMPARE_OP:
                                        s[sp - 2] = Ops.compare(s[sp - 2], s[sp - 1], arg);
                                        s[--sp] = null;
                                        ip += COMPARE_OP_SIZE;
                                        continue next;
                                    case Op.IS_OP:  // left, right -- b
                                        s[sp - 2] = (s[sp - 2] == s[sp - 1]) != (arg != 0) ? Py.True : Py.False;
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.CONTAINS_OP:  // left, right -- b
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_CONTAINS_OP:
                                        s[sp - 2] = Abstract.contains(s[sp - 1], s[sp - 2]) != (arg != 0)
                                                ? Py.True : Py.False;
                                        s[--sp] = null;
                                        ip += CONTAINS_OP_SIZE;
                                        continue next;
                                    case Op.CHECK_EXC_MATCH:  // left, right -- left, b
                                        s[sp - 1] = Exceptions.checkExcMatch(s[sp - 2], s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.JUMP_FORWARD:
                                        ip += 1 + arg;
                                        continue next;
                                    case Op.JUMP_BACKWARD:
                                        if (Breaker.BITS.get() != 0) {
                                            Breaker.handle();  // a safe point, before the jump
                                        }
                                        ip += JUMP_BACKWARD_SIZE - arg;
                                        if (++code.hotness >= Tier2.threshold) {  // hot loop: tier 2
                                            PyObject res = Tier2.osr(f, ip, sp);
                                            if (res != null) {
                                                return res;
                                            }
                                        }
                                        continue next;
                                    case Op.JUMP_BACKWARD_NO_INTERRUPT:
                                        ip += 1 - arg;
                                        continue next;
                                    case Op.POP_JUMP_IF_FALSE: {  // cond --
                                        PyObject v = s[--sp];
                                        s[sp] = null;
                                        ip += v == Py.False || (v != Py.True && !Abstract.isTrue(v))
                                                ? POP_JUMP_IF_FALSE_SIZE + arg : POP_JUMP_IF_FALSE_SIZE;
                                        continue next;
                                    }
                                    case Op.POP_JUMP_IF_TRUE: {  // cond --
                                        PyObject v = s[--sp];
                                        s[sp] = null;
                                        ip += v == Py.True || (v != Py.False && Abstract.isTrue(v))
                                                ? POP_JUMP_IF_TRUE_SIZE + arg : POP_JUMP_IF_TRUE_SIZE;
                                        continue next;
                                    }
                                    case Op.POP_JUMP_IF_NONE: {  // value --
                                        PyObject v = s[--sp];
                                        s[sp] = null;
                                        ip += v == Py.None ? POP_JUMP_IF_NONE_SIZE + arg
                                                : POP_JUMP_IF_NONE_SIZE;
                                        continue next;
                                    }
                                    case Op.POP_JUMP_IF_NOT_NONE: {  // value --
                                        PyObject v = s[--sp];
                                        s[sp] = null;
                                        ip += v != Py.None ? POP_JUMP_IF_NOT_NONE_SIZE + arg
                                                : POP_JUMP_IF_NOT_NONE_SIZE;
                                        continue next;
                                    }
                                    case Op.GET_ITER:  // iterable -- iter
                                        s[sp - 1] = Abstract.iter(s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.GET_YIELD_FROM_ITER:  // iterable -- iter
                                        s[sp - 1] = Generators.yieldFromIter(code, s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.FOR_ITER:  // iter -- iter, next
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_FOR_ITER: {
                                        PyObject it = s[sp - 1];
                                        PyObject next = Abstract.next(it);
                                        if (next != null) {
                                            s[sp++] = next;
                                            ip += FOR_ITER_SIZE;
                                        } else {
                                            if (Tracing.on) {
                                                Tracing.exhausted(f, ip, it);
                                            }
                                            s[--sp] = null;
                                            ip += FOR_ITER_SIZE + arg + 2;  // past END_FOR and POP_TOP
                                        }
                                        continue next;
                                    }
                                    case Op.BEFORE_WITH:  // mgr -- exit, res
                                        sp = Exceptions.beforeWith(s, sp);
                                        ip++;
                                        continue next;
                                    case Op.WITH_EXCEPT_START:  // exit_func, lasti, unused, val -- ..., res
                                        s[sp] = Exceptions.withExceptStart(s[sp - 4], s[sp - 1]);
                                        sp++;
                                        ip++;
                                        continue next;
                                    case Op.PUSH_EXC_INFO:  // new_exc -- prev_exc, new_exc
                                        s[sp] = s[sp - 1];
                                        s[sp - 1] = Exceptions.pushExcInfo(s[sp]);
                                        sp++;
                                        ip++;
                                        continue next;
                                    case Op.CALL:  // callable, self_or_null, args[oparg] -- res
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_CALL:
                                        sp = Calls.call(s, sp, arg);
                                        ip += CALL_SIZE;
                                        continue next;
                                    case Op.CALL_KW:  // callable, self_or_null, args[oparg], kwnames -- res
                                        Adaptive.tick(f, instr, ip, arg, s, sp);
                                        // fall through
                                    case Op.G_CALL_KW:
                                        sp = Calls.callKw(s, sp, arg);
                                        ip += CALL_KW_SIZE;
                                        continue next;
                                    case Op.CALL_FUNCTION_EX:  // func, unused, callargs, kwargs if (oparg & 1) -- result
                                        sp = Calls.callFunctionEx(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.MAKE_FUNCTION:  // codeobj -- func
                                        s[sp - 1] = Calls.makeFunction(f, s[sp - 1]);
                                        ip++;
                                        continue next;
                                    case Op.BUILD_SLICE:  // start, stop, step if (oparg == 3) -- slice
                                        sp = Ops.buildSlice(s, sp, arg);
                                        ip++;
                                        continue next;
                                    case Op.CONVERT_VALUE:  // value -- result
                                        s[sp - 1] = Ops.convertValue(s[sp - 1], arg);
                                        ip++;
                                        continue next;
                                    case Op.FORMAT_SIMPLE:  // value -- res
                                        s[sp - 1] = Abstract.format(s[sp - 1], PyStr.EMPTY);
                                        ip++;
                                        continue next;
                                    case Op.FORMAT_WITH_SPEC:  // value, fmt_spec -- res
                                        s[sp - 2] = Abstract.format(s[sp - 2], (PyStr) s[sp - 1]);
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.COPY:  // bottom, unused[oparg-1] -- bottom, unused[oparg-1], top
                                        s[sp] = s[sp - arg];
                                        sp++;
                                        ip++;
                                        continue next;
                                    case Op.SWAP: {  // bottom, unused[oparg-2], top -- top, unused[oparg-2], bottom
                                        PyObject t = s[sp - 1];
                                        s[sp - 1] = s[sp - arg];
                                        s[sp - arg] = t;
                                        ip++;
                                        continue next;
                                    }
                                    case Op.LIST_APPEND:  // list, unused[oparg-1], v -- list, unused[oparg-1]
                                        ((org.specializer.api.PyList) s[sp - 1 - arg]).append(s[sp - 1]);
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    case Op.SET_ADD:  // set, unused[oparg-1], v -- set, unused[oparg-1]
                                        Ops.setAdd(s[sp - 1 - arg], s[sp - 1]);
                                        s[--sp] = null;
                                        ip++;
                                        continue next;
                                    // ---- specialized children: guard, then action; a failed guard breaks
                                // out of the switch to the deopt path. Each family's children follow
                                // its marker, in Opcode's order.
                                    // ---- TO_BOOL children
                                    case Op.TO_BOOL_ALWAYS_TRUE:  // value -- res
                                        if (ToBoolInstructions.alwaysTrue(s, sp, instr, ip)) {
                                            ip += TO_BOOL_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.TO_BOOL_BOOL:
                                        if (ToBoolInstructions.bool(s[sp - 1])) {
                                            ip += TO_BOOL_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                    case Op.TO_BOOL_INT:
                                        if (ToBoolInstructions.toInt(s, sp)) {
                                            ip += TO_BOOL_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                    case Op.TO_BOOL_LIST:
                                        if (ToBoolInstructions.list(s, sp)) {
                                            ip += TO_BOOL_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                    case Op.TO_BOOL_NONE:
                                        if (ToBoolInstructions.none(s, sp)) {
                                            ip += TO_BOOL_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                    case Op.TO_BOOL_STR:
                                        if (ToBoolInstructions.str(s, sp)) {
                                            ip += TO_BOOL_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                // ---- BINARY_OP children
                                    case Op.BINARY_OP_ADD_INT:  // left, right -- res
                                        if (BinaryOpInstructions.addInt(s, sp)) {
                                            s[--sp] = null;
                                            ip += BINARY_OP_SIZE;
                                            break store;  // and the STORE_FAST of the result, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_OP_SUBTRACT_INT:
                                        if (BinaryOpInstructions.subtractInt(s, sp)) {
                                            s[--sp] = null;
                                            ip += BINARY_OP_SIZE;
                                            break store;  // and the STORE_FAST of the result, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_OP_MULTIPLY_INT:
                                        if (BinaryOpInstructions.multiplyInt(s, sp)) {
                                            s[--sp] = null;
                                            ip += BINARY_OP_SIZE;
                                            break store;  // and the STORE_FAST of the result, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_OP_ADD_FLOAT:
                                        if (BinaryOpInstructions.addFloat(s, sp)) {
                                            s[--sp] = null;
                                            ip += BINARY_OP_SIZE;
                                            break store;  // and the STORE_FAST of the result, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_OP_SUBTRACT_FLOAT:
                                        if (BinaryOpInstructions.subtractFloat(s, sp)) {
                                            s[--sp] = null;
                                            ip += BINARY_OP_SIZE;
                                            break store;  // and the STORE_FAST of the result, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_OP_MULTIPLY_FLOAT:
                                        if (BinaryOpInstructions.multiplyFloat(s, sp)) {
                                            s[--sp] = null;
                                            ip += BINARY_OP_SIZE;
                                            break store;  // and the STORE_FAST of the result, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_OP_ADD_UNICODE:
                                        if (BinaryOpInstructions.addUnicode(s, sp)) {
                                            s[--sp] = null;
                                            ip += BINARY_OP_SIZE;
                                            break store;  // and the STORE_FAST of the result, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_OP_INPLACE_ADD_UNICODE:  // left, right -- (stored)
                                        if (BinaryOpInstructions.inplaceAddUnicode(s, sp,
                                                instr[ip + BINARY_OP_SIZE])) {
                                            sp = Ops.clear(s, sp, 2);
                                            ip += BINARY_OP_SIZE + 1;  // and the STORE_FAST it performed
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    // ---- BINARY_SUBSCR children
                                    case Op.BINARY_SUBSCR_DICT:  // container, sub -- res
                                        if (BinarySubscrInstructions.dict(s, sp)) {
                                            sp--;
                                            ip += BINARY_SUBSCR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.BINARY_SUBSCR_GETITEM:
                                        if (BinarySubscrInstructions.getitem(s, sp)) {
                                            sp--;
                                            ip += BINARY_SUBSCR_SIZE;
                                            continue next;
                                        }
                                        break;
                                    case Op.BINARY_SUBSCR_LIST_INT:
                                        if (BinarySubscrInstructions.listInt(s, sp)) {
                                            sp--;
                                            ip += BINARY_SUBSCR_SIZE;
                                            continue next;
                                        }
                                        break;
                                    case Op.BINARY_SUBSCR_STR_INT:
                                        if (BinarySubscrInstructions.strInt(s, sp)) {
                                            sp--;
                                            ip += BINARY_SUBSCR_SIZE;
                                            continue next;
                                        }
                                        break;
                                    case Op.BINARY_SUBSCR_TUPLE_INT:
                                        if (BinarySubscrInstructions.tupleInt(s, sp)) {
                                            sp--;
                                            ip += BINARY_SUBSCR_SIZE;
                                            continue next;
                                        }
                                        break;
                                    // ---- STORE_SUBSCR children
                                    case Op.STORE_SUBSCR_DICT:  // v, container, sub --
                                        if (StoreSubscrInstructions.dict(s, sp)) {
                                            sp -= 3;
                                            ip += STORE_SUBSCR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.STORE_SUBSCR_LIST_INT:
                                        if (StoreSubscrInstructions.listInt(s, sp)) {
                                            sp -= 3;
                                            ip += STORE_SUBSCR_SIZE;
                                            continue next;
                                        }
                                        break;
                                    // ---- SEND children
                                    case Op.SEND_GEN: {  // receiver, v -- receiver, retval
                                        int d = SendInstructions.gen(s, sp, arg);
                                        if (d != 0) {
                                            ip += d;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    }
                                    // ---- UNPACK_SEQUENCE children
                                    case Op.UNPACK_SEQUENCE_TWO_TUPLE:  // seq -- values[oparg]
                                        if (UnpackSequenceInstructions.twoTuple(s, sp)) {
                                            sp++;
                                            ip += UNPACK_SEQUENCE_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.UNPACK_SEQUENCE_TUPLE:
                                        if (UnpackSequenceInstructions.tuple(s, sp, arg)) {
                                            sp += arg - 1;
                                            ip += UNPACK_SEQUENCE_SIZE;
                                            continue next;
                                        }
                                        break;
                                    case Op.UNPACK_SEQUENCE_LIST:
                                        if (UnpackSequenceInstructions.list(s, sp, arg)) {
                                            sp += arg - 1;
                                            ip += UNPACK_SEQUENCE_SIZE;
                                            continue next;
                                        }
                                        break;
                                    // ---- STORE_ATTR children
                                    case Op.STORE_ATTR_INSTANCE_VALUE:  // v, owner --
                                        if (StoreAttrInstructions.instanceValue(s, sp, instr, ip)) {
                                            sp -= 2;
                                            ip += STORE_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.STORE_ATTR_SLOT:
                                        if (StoreAttrInstructions.slot(s, sp, instr, ip)) {
                                            sp -= 2;
                                            ip += STORE_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.STORE_ATTR_WITH_HINT:
                                        if (StoreAttrInstructions.withHint(s, sp, code, ip, arg)) {
                                            sp -= 2;
                                            ip += STORE_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    // ---- LOAD_GLOBAL children
                                case Op.LOAD_GLOBAL_MODULE: {  // -- res, null if (oparg & 1)
                                        PyObject v = LoadGlobalInstructions.module(f.globals, instr, ip);
                                        if (v != null) {
                                            s[sp++] = v;
                                            if ((arg & 1) != 0) {
                                                s[sp++] = null;
                                            }
                                            ip += LOAD_GLOBAL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    }
                                    case Op.LOAD_GLOBAL_BUILTIN: {  // -- res, null if (oparg & 1)
                                        PyObject v = LoadGlobalInstructions.builtin(f.globals, f.builtins,
                                                instr, ip);
                                        if (v != null) {
                                            s[sp++] = v;
                                            if ((arg & 1) != 0) {
                                                s[sp++] = null;
                                            }
                                            ip += LOAD_GLOBAL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    }
                                    // ---- LOAD_SUPER_ATTR children
                                    case Op.LOAD_SUPER_ATTR_ATTR:  // global_super, class, self -- attr
                                        if ((r = LoadSuperAttrInstructions.attr(s, sp, code, arg)) >= 0) {
                                            sp = r;
                                            ip += LOAD_SUPER_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_SUPER_ATTR_METHOD:  // global_super, class, self -- attr, self_or_null
                                        if ((r = LoadSuperAttrInstructions.method(s, sp, code, arg)) >= 0) {
                                            sp = r;
                                            ip += LOAD_SUPER_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    // ---- LOAD_ATTR children
                                    case Op.LOAD_ATTR_INSTANCE_VALUE:  // owner -- attr, null if (oparg & 1)
                                        if ((r = LoadAttrInstructions.instanceValue(s, sp, instr, ip, arg)) >= 0) {
                                            sp = r;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_MODULE:
                                        if ((r = LoadAttrInstructions.module(s, sp, instr, ip, arg)) >= 0) {
                                            sp = r;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_WITH_HINT:
                                        if ((r = LoadAttrInstructions.withHint(s, sp, code, ip, arg)) >= 0) {
                                            sp = r;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_SLOT:
                                        if ((r = LoadAttrInstructions.slot(s, sp, instr, ip, arg)) >= 0) {
                                            sp = r;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_CLASS:
                                        if ((r = LoadAttrInstructions.classAttribute(s, sp, code, ip, arg)) >= 0) {
                                            sp = r;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_PROPERTY:  // owner -- attr
                                        if (LoadAttrInstructions.property(s, sp, code, ip)) {
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_GETATTRIBUTE_OVERRIDDEN:  // owner -- attr
                                        if (LoadAttrInstructions.getattributeOverridden(s, sp, code, ip, arg)) {
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_METHOD_WITH_VALUES:  // owner -- method, owner
                                        if (LoadAttrInstructions.methodWithValues(s, sp, code, ip)) {
                                            sp++;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_METHOD_NO_DICT:  // owner -- method, owner
                                        if (LoadAttrInstructions.methodNoDict(s, sp, code, ip)) {
                                            sp++;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_METHOD_LAZY_DICT:  // owner -- method, owner
                                        if (LoadAttrInstructions.methodLazyDict(s, sp, code, ip)) {
                                            sp++;
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_NONDESCRIPTOR_WITH_VALUES:  // owner -- attr
                                        if (LoadAttrInstructions.nondescriptorWithValues(s, sp, code, ip)) {
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.LOAD_ATTR_NONDESCRIPTOR_NO_DICT:  // owner -- attr
                                        if (LoadAttrInstructions.nondescriptorNoDict(s, sp, code, ip)) {
                                            ip += LOAD_ATTR_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    // ---- COMPARE_OP children
                                    case Op.COMPARE_OP_FLOAT:  // left, right -- res
                                        if (CompareOpInstructions.compareFloat(s, sp, arg)) {
                                            sp--;
                                            ip += COMPARE_OP_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.COMPARE_OP_INT:
                                        if (CompareOpInstructions.compareInt(s, sp, arg)) {
                                            sp--;
                                            ip += COMPARE_OP_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                    case Op.COMPARE_OP_STR:
                                        if (CompareOpInstructions.compareStr(s, sp, arg)) {
                                            sp--;
                                            ip += COMPARE_OP_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                    // ---- CONTAINS_OP children
                                    case Op.CONTAINS_OP_SET:  // left, right -- b
                                        if (ContainsOpInstructions.set(s, sp, arg)) {
                                            sp--;
                                            ip += CONTAINS_OP_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CONTAINS_OP_DICT:
                                        if (ContainsOpInstructions.dict(s, sp, arg)) {
                                            sp--;
                                            ip += CONTAINS_OP_SIZE;
                                            break jump;  // and the jump after it, if there is one
                                        }
                                        break;
                                    // ---- FOR_ITER children: r is sp + 1 with the next item pushed, sp - 1
                                    // when the iterator ended and was popped (then past END_FOR and POP_TOP,
                                    // as the generic body jumps)
                                    case Op.FOR_ITER_LIST:  // iter -- iter, next
                                        if ((r = ForIterInstructions.list(s, sp)) >= 0) {
                                            if (r > sp) {
                                                sp = r;
                                                ip += FOR_ITER_SIZE;
                                                break store;  // and the STORE_FAST of the item, if there is one
                                            }
                                            ip += FOR_ITER_SIZE + arg + 2;
                                            sp = r;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.FOR_ITER_TUPLE:
                                        if ((r = ForIterInstructions.tuple(s, sp)) >= 0) {
                                            if (r > sp) {
                                                sp = r;
                                                ip += FOR_ITER_SIZE;
                                                break store;  // and the STORE_FAST of the item, if there is one
                                            }
                                            ip += FOR_ITER_SIZE + arg + 2;
                                            sp = r;
                                            continue next;
                                        }
                                        break;
                                    case Op.FOR_ITER_RANGE:
                                        if ((r = ForIterInstructions.range(s, sp)) >= 0) {
                                            if (r > sp) {
                                                sp = r;
                                                ip += FOR_ITER_SIZE;
                                                break store;  // and the STORE_FAST of the item, if there is one
                                            }
                                            ip += FOR_ITER_SIZE + arg + 2;
                                            sp = r;
                                            continue next;
                                        }
                                        break;
                                    case Op.FOR_ITER_GEN:
                                        if ((r = ForIterInstructions.gen(s, sp)) >= 0) {
                                            ip += r > sp ? FOR_ITER_SIZE : FOR_ITER_SIZE + arg + 2;
                                            sp = r;
                                            continue next;
                                        }
                                        break;
                                    // ---- CALL children
                                    case Op.CALL_BOUND_METHOD_EXACT_ARGS:  // callable, self_or_null, args[oparg] -- res
                                        if ((r = CallInstructions.boundMethodExactArgs(s, sp, arg, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_PY_EXACT_ARGS:
                                        if ((r = CallInstructions.pyExactArgs(s, sp, arg, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_TYPE_1:
                                        if ((r = CallInstructions.type1(s, sp)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_STR_1:
                                        if ((r = CallInstructions.str1(s, sp)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_TUPLE_1:
                                        if ((r = CallInstructions.tuple1(s, sp)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_BUILTIN_CLASS:
                                        if ((r = CallInstructions.builtinClass(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_BUILTIN_O:
                                        if ((r = CallInstructions.builtinO(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_BUILTIN_FAST:
                                        if ((r = CallInstructions.builtinFast(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_BUILTIN_FAST_WITH_KEYWORDS:
                                        if ((r = CallInstructions.builtinFastWithKeywords(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_LEN:
                                        if ((r = CallInstructions.len(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_ISINSTANCE:
                                        if ((r = CallInstructions.isinstance(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_LIST_APPEND:  // and the POP_TOP of its None
                                        if ((r = CallInstructions.listAppend(s, sp, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE + 1;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_METHOD_DESCRIPTOR_O:
                                        if ((r = CallInstructions.methodDescriptorO(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_METHOD_DESCRIPTOR_FAST_WITH_KEYWORDS:
                                        if ((r = CallInstructions.methodDescriptorFastWithKeywords(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_METHOD_DESCRIPTOR_NOARGS:
                                        if ((r = CallInstructions.methodDescriptorNoargs(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_METHOD_DESCRIPTOR_FAST:
                                        if ((r = CallInstructions.methodDescriptorFast(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_ALLOC_AND_ENTER_INIT:
                                        if ((r = CallInstructions.allocAndEnterInit(s, sp, arg, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_PY_GENERAL:
                                        if ((r = CallInstructions.pyGeneral(s, sp, arg, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_BOUND_METHOD_GENERAL:
                                        if ((r = CallInstructions.boundMethodGeneral(s, sp, arg, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_NON_PY_GENERAL:
                                        if ((r = CallInstructions.nonPyGeneral(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    // ---- CALL_KW children
                                    case Op.CALL_KW_PY:  // callable, self_or_null, args[oparg], kwnames -- res
                                        if ((r = CallKwInstructions.py(s, sp, arg, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_KW_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_KW_BOUND_METHOD:
                                        if ((r = CallKwInstructions.boundMethod(s, sp, arg, instr, ip)) >= 0) {
                                            sp = r;
                                            ip += CALL_KW_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    case Op.CALL_KW_NON_PY:
                                        if ((r = CallKwInstructions.nonPy(s, sp, arg)) >= 0) {
                                            sp = r;
                                            ip += CALL_KW_SIZE;
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    // ---- extension children: a family module's guard and action
                                    case Op.TO_BOOL_EXTEND: case Op.BINARY_OP_EXTEND:
                                    case Op.BINARY_SUBSCR_EXTEND: case Op.STORE_SUBSCR_EXTEND:
                                    case Op.LOAD_ATTR_EXTEND: case Op.COMPARE_OP_EXTEND:
                                    case Op.CONTAINS_OP_EXTEND: case Op.CALL_EXTEND:
                                        if ((r = Extensions.run(f, op, s, sp, arg, ip)) >= 0) {
                                            sp = r;
                                            ip += Extensions.SIZE[op - Op.TO_BOOL_EXTEND];
                                            continue next;
                                        }
                                        break;  // guard failed: deopt (after the switch)
                                    default:
                                        if (op >= Op.RESUME_CHECK) {
                                            // a child declared by its value core alone (@Core)
                                            if ((r = DeclaredBodies.run(op, s, sp, arg)) >= 0) {
                                                sp = r;
                                                ip += DeclaredBodies.SIZE[op];
                                                continue next;
                                            }
                                            break;  // guard failed: deopt (after the switch)
                                        }
                                        // rare instructions, out of line
                                        sp = RareOps.run(f, op, s, sp, arg, ip);
                                        ip++;
                                        continue next;
                                }
                                // A specialized instruction's guard failed: count the miss (maybe decide
                                // again), then run its family's generic body for this execution.
                                Adaptive.miss(f, instr, ip, arg, s, sp);
                                op = GENERIC[op];
                            }
                        }
                        // the STORE_FAST after the child, if there is one, run here
                        int w = instr[ip];
                        if ((w & 0xFF) == Op.STORE_FAST) {
                            if (Stats.ENABLED) {
                                Stats.executed(Op.STORE_FAST);
                            }
                            s[w >>> 8] = s[sp - 1];
                            s[--sp] = null;
                            ip++;
                        }
                        continue next;
                    }
                    // the conditional jump after the child, if there is one, run here
                    int w = instr[ip];
                    if ((w & 0xFE) == FUSED_JUMPS) {
                        if (Stats.ENABLED) {
                            Stats.executed(w & 0xFF);
                        }
                        PyObject v = s[--sp];
                        s[sp] = null;
                        ip = v == ((w & 1) == 0 ? Py.False : Py.True) ? ip + POP_JUMP_IF_FALSE_SIZE + (w >>> 8)
                                : ip + POP_JUMP_IF_FALSE_SIZE;
                    }
                    continue next;
                }
            } catch (RuntimeException | OutOfMemoryError x) {
                PyException e = Errors.fromJava(x);
                PyBaseException exc = e.value;
                if (!skipTraceback) {
                    PyTraceback tb = exc.traceback;
                    exc.traceback = new PyTraceback(tb, code, code.lineAt(ip), ip, f);
                    Exceptions.chainContext(exc, tb == null);
                    if (Tracing.on) {
                        f.ip = ip;
                        f.sp = sp;
                        e = Tracing.exception(f, e);
                        exc = e.value;
                    }
                } else if (Tracing.on) {
                    e = Tracing.reraised(f, ip, e);
                    exc = e.value;
                }
                skipTraceback = false;
                int h = code.findHandler(ip);
                if (h < 0) {
                    Ops.clear(s, sp, sp - code.nlocalsplus());
                    Exceptions.leave(f, ip);
                    if (Tracing.on) {
                        Tracing.unwound(f, ip, exc);
                    }
                    throw e;
                }
                int[] table = code.exceptionTable;
                int depth = code.nlocalsplus() + table[h + 3];
                Ops.clear(s, sp, sp - depth);
                sp = depth;
                if (table[h + 4] != 0) {
                    s[sp++] = Exceptions.lasti(f, ip);
                }
                s[sp++] = exc;
                ip = table[h + 2];
                if (Tracing.on) {
                    Tracing.handled(f, ip, exc);
                }
            }
        }
    }
}
