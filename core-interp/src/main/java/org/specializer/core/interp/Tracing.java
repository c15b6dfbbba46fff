package org.specializer.core.interp;

import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyMethodDescr;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;
import org.specializer.api.PyTuple;
import org.specializer.spi.Opcode;

/**
 * {@code sys.settrace} and {@code sys.setprofile}, as CPython 3.13 builds them on its
 * instrumentation (PEP 669's {@code legacy_tracing.c}): the events are {@code call},
 * {@code line}, {@code return} and {@code exception} for a trace function, {@code call},
 * {@code return}, {@code c_call}, {@code c_return} and {@code c_exception} for a profile
 * function.
 *
 * <h2>How code is instrumented</h2>
 * While any thread has a trace or profile function ({@link #on}), code is quickened without
 * adaptive sites (nothing specializes: a specialized child must never overwrite a marker) and
 * with each instruction that starts a line replaced by {@code INSTRUMENTED_LINE}, whose own
 * opcode {@link PyCode#lineOriginals} keeps (CPython's {@code initialize_lines}: an
 * instruction whose line differs from the one before it, a jump target, an exception handler;
 * never RESUME, END_FOR or END_SEND). The eval loop's INSTRUMENTED_LINE case calls
 * {@link #line}, which reports the line when the frame comes to it from another line or by a
 * backward jump, and then runs the instruction itself. Frames run in the interpreter only:
 * tier 2 compiles nothing meanwhile and {@link Eval#run} enters no compiled form. Turning the
 * last function off quickens all code again at its next call, markers removed.
 *
 * <p>A frame already running compiled code when tracing starts leaves it for the interpreter
 * after the call that started tracing returns ({@link #started}, which compiled code checks
 * after each call), or, when another thread started it, at its next loop back edge (the eval
 * breaker's {@link Breaker#TRACING} bit makes compiled loops look).
 */
final class Tracing {
    private Tracing() {}

    /** Some thread has a trace or profile function: code is instrumented, tier 2 is off. */
    static volatile boolean on;

    /**
     * {@link #on} for the checks on every call ({@link Eval#run}, and compiled code's after
     * each call): a plain field, so that a check costs a load. A thread sees its own settrace
     * at once, and tracing is per thread: what another thread's reads miss does not concern
     * them.
     */
    static boolean started;

    /** Some thread has a profile function: calls of builtins report c_call events (a plain
     *  field, as {@link #started}). */
    static boolean profiling;

    private static int tracerThreads;
    private static int profilerThreads;

    /** A thread's trace and profile functions ({@link ThreadState#tracer}). */
    static final class Tracer {
        /** The global trace function ({@code sys.settrace}), or null. */
        PyObject trace;
        /** The profile function ({@code sys.setprofile}), or null. */
        PyObject profile;
        /** Above zero while a trace or profile function runs: no events then. */
        int busy;
        /** The event the trace function is being called for, and its frame, or null. */
        PyStr event;
        PyFrame eventFrame;
    }

    private static final PyStr CALL = PyStr.intern("call");
    private static final PyStr LINE = PyStr.intern("line");
    private static final PyStr RETURN = PyStr.intern("return");
    private static final PyStr EXCEPTION = PyStr.intern("exception");
    private static final PyStr OPCODE_EVENT = PyStr.intern("opcode");
    private static final PyStr C_CALL = PyStr.intern("c_call");
    private static final PyStr C_RETURN = PyStr.intern("c_return");
    private static final PyStr C_EXCEPTION = PyStr.intern("c_exception");

    private static final int LINE_MARKER = Opcode.INSTRUMENTED_LINE.number();

    // ------------------------------------------------------------------ setting the functions

    /** {@code sys.settrace(f)} for the running thread; null turns it off. */
    static void setTrace(PyObject f) {
        set(f, true);
    }

    /** {@code sys.setprofile(f)} for the running thread; null turns it off. */
    static void setProfile(PyObject f) {
        set(f, false);
    }

    private static void set(PyObject f, boolean trace) {
        Tracer t = tracer(f != null);
        if (t == null) {
            return;
        }
        setIn(t, f, trace);
        changed(t);
    }

    /** Set {@code t}'s trace or profile function to {@code f}, counting the threads that have one. */
    private static void setIn(Tracer t, PyObject f, boolean trace) {
        boolean had = (trace ? t.trace : t.profile) != null;
        if (trace) {
            t.trace = f;
        } else {
            t.profile = f;
        }
        if (had != (f != null)) {
            int delta = f != null ? 1 : -1;
            synchronized (Tracing.class) {
                if (trace) {
                    tracerThreads += delta;
                } else {
                    profilerThreads += delta;
                }
            }
        }
    }

    /**
     * {@code sys._settraceallthreads(f)} and {@code sys._setprofileallthreads(f)}: the function
     * of every thread, the running one's as {@link #setTrace} sets it, the others' in their
     * saved state, taken up when each next runs.
     */
    static void setAllThreads(PyObject f, boolean trace) {
        Gil.forOtherThreads(t -> {
            if (t == null && f == null) {
                return null;
            }
            Tracer n = t == null ? new Tracer() : t;
            setIn(n, f, trace);
            return n.trace == null && n.profile == null ? null : n;
        });
        set(f, trace);
        update(false);
    }

    static PyObject trace() {
        Tracer t = ThreadState.tracer;
        return t == null || t.trace == null ? Py.None : t.trace;
    }

    static PyObject profile() {
        Tracer t = ThreadState.tracer;
        return t == null || t.profile == null ? Py.None : t.profile;
    }

    private static Tracer tracer(boolean make) {
        Tracer t = ThreadState.tracer;
        if (t == null && make) {
            t = new Tracer();
            ThreadState.tracer = t;
        }
        return t;
    }

    /** After a change of {@code t}: drop it when empty, instrument or restore code. */
    private static void changed(Tracer t) {
        if (t.trace == null && t.profile == null) {
            ThreadState.tracer = null;
        }
        update(false);
    }

    /** After a change of {@code sys.monitoring}'s event sets. */
    static void update() {
        update(true);
    }

    /**
     * Turn instrumentation on or off as the trace and profile functions and the monitoring
     * tools now need; with {@code always}, instrument code again even when it stays on (the
     * events a code object needs marked may have changed).
     */
    private static void update(boolean always) {
        boolean nowOn;
        synchronized (Tracing.class) {
            nowOn = tracerThreads + profilerThreads > 0 || Monitoring.active;
            profiling = profilerThreads > 0 || Monitoring.calls;
        }
        if (nowOn == on && !(always && nowOn)) {
            return;
        }
        on = nowOn;
        started = nowOn;
        Breaker.setTracing(nowOn);
        // every code object is quickened again at its next call: instrumented, or back to
        // its adaptive form
        Specialization.generation = new Object();
        if (nowOn) {
            // the frames running now go on in their code: instrument it at once, so that a
            // debugger that set f_trace on them (bdb's set_trace) sees their next lines
            for (Frame g = ThreadState.current; g != null; g = g.back) {
                if (g.code.adaptiveState != Specialization.generation) {
                    Adaptive.quicken(g.code);
                }
                if (g.pyFrame != null && g.pyFrame.traceOpcodes) {
                    traceOpcodes(g.pyFrame);  // set before the trace function (bdb's)
                }
            }
        }
    }

    // ------------------------------------------------------------------ instrumenting code

    /**
     * Put INSTRUMENTED_LINE on every instruction of {@code code} that starts a line, keeping
     * its opcode in {@link PyCode#lineOriginals} (the code is in its base forms, with no
     * marker yet). As CPython's {@code initialize_lines}.
     */
    static void instrument(PyCode code) {
        instrument(code, Monitoring.wants(code, 1 << Monitoring.INSTRUCTION));
    }

    /**
     * Instrument {@code code} (in its base forms, with no marker): its line starts, and with
     * {@code opcodes} every instruction, for the opcode events of a frame whose
     * {@code f_trace_opcodes} is set (CPython's INSTRUMENTED_INSTRUCTION).
     */
    private static void instrument(PyCode code, boolean opcodes) {
        boolean jumps = Monitoring.wants(code,
                (1 << Monitoring.JUMP) | (1 << Monitoring.BRANCH));
        char[] instr = code.instructions;
        boolean[] jumpAt = new boolean[instr.length];
        boolean[] forBody = new boolean[instr.length];
        char[] orig = new char[instr.length];
        boolean[] starts = new boolean[instr.length];
        boolean[] loopHeads = new boolean[instr.length];
        boolean[] isProper = new boolean[instr.length];
        // the instruction proper after its EXTENDED_ARG prefixes, per unit that starts one
        int[] proper = new int[instr.length + 1];
        java.util.Arrays.fill(proper, -1);
        int current = -1;
        boolean traceable = false;   // from the first RESUME on
        for (int i = 0; i < instr.length; ) {
            int start = i;
            while ((instr[i] & 0xFF) == Opcode.EXTENDED_ARG.number()) {
                i++;
            }
            Opcode op = Opcode.byNumber(instr[i] & 0xFF).deoptParent();
            proper[start] = i;
            isProper[i] = true;
            if (jumps) {
                switch (op) {
                    case POP_JUMP_IF_FALSE: case POP_JUMP_IF_TRUE: case POP_JUMP_IF_NONE:
                    case POP_JUMP_IF_NOT_NONE: case JUMP_FORWARD: case JUMP_BACKWARD:
                    case JUMP_BACKWARD_NO_INTERRUPT:
                        jumpAt[i] = true;
                        break;
                    case FOR_ITER:
                        if (i + op.size() < instr.length) {
                            forBody[i + op.size()] = true;
                        }
                        break;
                    default:
                        break;
                }
            }
            int line = code.lineAt(i);
            int next = i + op.size();
            switch (op) {
                case RESUME:
                    traceable = true;
                    break;
                case END_FOR: case END_SEND:
                    break;
                default:
                    if (traceable) {
                        if (line != current && line >= 0) {
                            starts[i] = true;
                        }
                        current = line;
                    }
            }
            i = next;
        }
        // jump targets start lines: where a jump lands (past the END_FOR and POP_TOP that an
        // exhausted FOR_ITER skips, the END_SEND after a SEND's target)
        for (int i = 0; i < instr.length; ) {
            int arg = 0;
            while ((instr[i] & 0xFF) == Opcode.EXTENDED_ARG.number()) {
                arg = (arg | (instr[i] >>> 8)) << 8;
                i++;
            }
            arg |= instr[i] >>> 8;
            Opcode op = Opcode.byNumber(instr[i] & 0xFF).deoptParent();
            int next = i + op.size();
            int target = -1;
            switch (op) {
                case POP_JUMP_IF_FALSE: case POP_JUMP_IF_TRUE: case POP_JUMP_IF_NONE:
                case POP_JUMP_IF_NOT_NONE: case JUMP_FORWARD:
                    target = next + arg;
                    break;
                case FOR_ITER:
                    target = next + arg + 2;
                    break;
                case SEND:
                    target = next + arg + 1;
                    break;
                case JUMP_BACKWARD: case JUMP_BACKWARD_NO_INTERRUPT:
                    target = next - arg;
                    break;
                default:
                    break;
            }
            if (target >= 0 && target < instr.length && proper[target] >= 0) {
                markTarget(code, starts, proper[target]);
                if (op == Opcode.JUMP_BACKWARD) {
                    loopHeads[proper[target]] = true;
                }
            }
            i = next;
        }
        int[] table = code.exceptionTable;
        for (int e = 0; e < table.length; e += PyCode.EXC_ENTRY) {
            int h = table[e + 2];
            if (h < instr.length && proper[h] >= 0) {
                int p = proper[h];
                if ((instr[p] & 0xFF) != Opcode.END_ASYNC_FOR.number()) {
                    markTarget(code, starts, p);
                }
            }
        }
        boolean any = false;
        for (int i = 0; i < instr.length; i++) {
            int op = instr[i] & 0xFF;
            boolean every = opcodes && isProper[i]
                    && Opcode.byNumber(op).deoptParent() != Opcode.RESUME;
            if (starts[i] || every || jumpAt[i] || forBody[i]) {
                orig[i] = (char) (op | (loopHeads[i] ? LOOP_HEAD : 0)
                        | (starts[i] ? LINE_START : 0) | (every ? OPCODE : 0)
                        | (forBody[i] ? FOR_BODY : 0));
                instr[i] = (char) ((instr[i] & 0xFF00) | LINE_MARKER);
                any = true;
            }
        }
        code.lineOriginals = any ? orig : null;
    }

    /** In {@link PyCode#lineOriginals}: a JUMP_BACKWARD lands here (CPython's JUMP event). */
    private static final int LOOP_HEAD = 0x100;
    /** In {@link PyCode#lineOriginals}: the instruction starts a line. */
    static final int LINE_START = 0x200;
    /**
     * In {@link PyCode#lineOriginals}: every instruction is marked, for opcode events
     * (f_trace_opcodes) or INSTRUCTION events.
     */
    static final int OPCODE = 0x400;
    /** In {@link PyCode#lineOriginals}: the first instruction of a for loop's body. */
    static final int FOR_BODY = 0x800;

    private static void markTarget(PyCode code, boolean[] starts, int p) {
        Opcode op = Opcode.byNumber(code.instructions[p] & 0xFF).deoptParent();
        if (code.lineAt(p) >= 0 && op != Opcode.RESUME && op != Opcode.END_FOR
                && op != Opcode.END_SEND) {
            starts[p] = true;
        }
    }

    /** Remove {@code code}'s markers, if it has any. */
    static void uninstrument(PyCode code) {
        char[] orig = code.lineOriginals;
        if (orig == null) {
            return;
        }
        char[] instr = code.instructions;
        for (int i = 0; i < instr.length; i++) {
            if ((orig[i] & 0xFF) != 0 && (instr[i] & 0xFF) == LINE_MARKER) {
                instr[i] = (char) ((instr[i] & 0xFF00) | (orig[i] & 0xFF));
            }
        }
        code.lineOriginals = null;
    }

    // ------------------------------------------------------------------ events

    /**
     * Run frame {@code f} (the thread's frame chain already set up) with its call and return
     * events: instead of {@link Eval#run}'s compiled form or loop while {@link #on}.
     */
    static PyObject run(Frame f) {
        Tracer t = ThreadState.tracer;
        PyCode code = f.code;
        if (f.generator == null && (code.flags
                & (PyCode.CO_GENERATOR | PyCode.CO_COROUTINE | PyCode.CO_ASYNC_GENERATOR)) != 0) {
            // a generator function's call that only makes the generator: CPython reports its
            // frame from its first resumption on
            return Eval.resume(f);
        }
        if (Monitoring.active) {
            Monitoring.enter(f, f.yielded ? f.ip : firstResume(code));
        }
        if (t == null || t.busy > 0) {
            // no function (one may be set before the frame returns), or inside one
            return returned(f, Eval.resume(f));
        }
        PyFrame pf = PyFrame.of(f);
        if (f.yielded) {
            // a generator resumes: the line it yielded at is not reported again
            pf.lastLine = code.lineAt(f.ip);
            pf.lastIp = f.ip;
        } else {
            pf.lastLine = -1;
            pf.lastIp = -1;
        }
        // the event shows the frame at its RESUME (a fresh frame starts before it, at the
        // instructions that set up its cells)
        int start = f.ip;
        if (!f.yielded) {
            f.ip = firstResume(code);
        }
        try {
            if (t.trace != null) {
                traceEvent(t, pf, t.trace, CALL, Py.None);
            }
            if (t.profile != null) {
                profileEvent(t, pf, CALL, Py.None);
            }
        } finally {
            f.ip = start;
        }
        return returned(f, Eval.resume(f));
    }

    /** The code unit of the first RESUME of {@code code} (0 when it has none). */
    private static int firstResume(PyCode code) {
        char[] instr = code.instructions;
        for (int i = 0; i < instr.length; ) {
            Opcode op = Opcode.byNumber(code.opcodeAt(i)).deoptParent();
            if (op == Opcode.RESUME) {
                return i;
            }
            i += op == Opcode.EXTENDED_ARG ? 1 : op.size();
        }
        return 0;
    }

    /**
     * Frame {@code f} returned or yielded {@code r} (from {@link #run}, or from the loop of a
     * frame that began before tracing did): the return event. Returns {@code r}.
     */
    static PyObject returned(Frame f, PyObject r) {
        if (r != f.generator) {  // RETURN_GENERATOR: the frame starts at its first resumption
            if (Monitoring.active) {
                Monitoring.leave(f, r);
            }
            returnEvent(f, r);
        }
        return r;
    }

    /**
     * Frame {@code f} is left at {@code ip} by an exception it does not handle: PY_UNWIND,
     * and the return event (None).
     */
    static void unwound(Frame f, int ip, PyBaseException exc) {
        if (Monitoring.active) {
            Monitoring.unwind(f, ip, exc);
        }
        returnEvent(f, Py.None);
    }

    private static void returnEvent(Frame f, PyObject value) {
        Tracer t = ThreadState.tracer;
        if (t != null && t.busy == 0 && (f.pyFrame != null || t.profile != null)) {
            PyFrame pf = PyFrame.of(f);
            if (t.trace != null) {
                traceEvent(t, pf, null, RETURN, value);
            }
            if (t.profile != null) {
                profileEvent(t, pf, RETURN, value);
            }
        }
    }

    /**
     * INSTRUMENTED_LINE at {@code ip} of {@code f}, its stack up to {@code sp}: report the line
     * when the frame comes to it from another line or by jumping back, and return the
     * instruction's own opcode; or -1 when the trace function set {@code f_lineno}, the frame
     * to go on at its {@code ip} with its stack up to its {@code sp}.
     */
    static int line(Frame f, int ip, int sp, int arg) {
        PyCode code = f.code;
        int w = code.lineOriginals[ip];
        int op = w & 0xFF;
        if (Monitoring.active) {
            f.ip = ip;
            f.sp = sp;
            Monitoring.line(f, ip, w);
        }
        int r = legacyLine(f, ip, sp, w, op);
        if (r >= 0 && Monitoring.active) {
            f.ip = ip;
            f.sp = sp;
            Monitoring.instruction(f, ip, sp, arg, w);
        }
        return r;
    }

    /** The trace function's line and opcode events for {@link #line}. */
    private static int legacyLine(Frame f, int ip, int sp, int w, int op) {
        PyCode code = f.code;
        Tracer t = ThreadState.tracer;
        if (t == null || t.busy > 0 || t.trace == null) {
            return op;
        }
        PyFrame pf = PyFrame.of(f);
        if ((w & LINE_START) != 0) {
            int line = code.lineAt(ip);
            int lastLine = pf.lastLine;
            int lastIp = pf.lastIp;
            pf.lastLine = line;
            pf.lastIp = ip;
            // the same line again is reported when a loop's JUMP_BACKWARD brought the frame
            // back
            if ((line != lastLine || ip <= lastIp && (w & LOOP_HEAD) != 0)
                    && pf.trace != Py.None && pf.traceLines) {
                f.ip = ip;
                f.sp = sp;
                pf.jumped = false;
                traceEvent(t, pf, null, LINE, Py.None);
                if (pf.jumped) {
                    pf.jumped = false;
                    // the line jumped to is not reported again on arrival
                    pf.lastLine = code.lineAt(f.ip);
                    pf.lastIp = -1;
                    return -1;
                }
            }
        }
        if ((w & OPCODE) != 0 && pf.traceOpcodes && pf.trace != Py.None) {
            f.ip = ip;
            f.sp = sp;
            traceEvent(t, pf, null, OPCODE_EVENT, Py.None);
        }
        return op;
    }

    /**
     * {@code frame.f_trace_opcodes = True}: the frame's code is instrumented at every
     * instruction from now on (until it is quickened again), as CPython's
     * {@code _PyEval_SetOpcodeTrace}.
     */
    static void traceOpcodes(PyFrame pf) {
        PyCode code = pf.frame.code;
        char[] orig = code.lineOriginals;
        if (!on || orig == null && code.adaptiveState != Specialization.generation) {
            return;  // instrumented when it is next quickened, if tracing by then
        }
        if (orig != null) {
            for (int i = 0; i < orig.length; i++) {
                if (orig[i] != 0 && (orig[i] & 0xFF) != Opcode.RESUME.number()) {
                    if ((orig[i] & OPCODE) != 0) {
                        return;  // every marker has the bit in opcode mode
                    }
                    break;
                }
            }
        }
        uninstrument(code);
        instrument(code, true);
    }

    /**
     * {@code frame.f_lineno = value}: a jump, allowed only from the trace function's line
     * event of that frame (CPython's {@code frame_setlineno}).
     */
    static void setLineno(PyFrame pf, PyObject value) {
        if (value == null) {
            throw Py.error(org.specializer.api.PyExc.AttributeError, "cannot delete attribute");
        }
        Tracer t = ThreadState.tracer;
        PyStr what = t == null ? null : t.event;
        if (what == null || t.eventFrame != pf) {
            throw Py.valueError("f_lineno can only be set in a trace function");
        }
        if (what == CALL) {
            throw Py.valueError("can't jump from the 'call' trace event of a new frame");
        }
        if (what != LINE) {
            throw Py.valueError("can only jump from a 'line' trace event");
        }
        Jumps.jump(pf.frame, value);
        pf.jumped = true;
    }

    /**
     * An exception raised in {@code f} at {@code f.ip}, or come up to it from a callee (not a
     * re-raise): the {@code exception} event. Returns what to go on raising: {@code e}, or
     * what the trace function raised instead.
     */
    static PyException exception(Frame f, PyException e) {
        if (Monitoring.active) {
            PyException m = Monitoring.raise(f, f.ip, e, false);
            if (m != e) {
                return withEntry(f, m);
            }
        }
        return legacyException(f, e);
    }

    /**
     * An exception raised again at {@code ip} of {@code f} (a bare {@code raise}, RERAISE,
     * CLEANUP_THROW): the RERAISE event. Returns what to go on raising.
     */
    static PyException reraised(Frame f, int ip, PyException e) {
        if (!Monitoring.active) {
            return e;
        }
        PyException m = Monitoring.raise(f, ip, e, true);
        return m == e ? e : withEntry(f, m);
    }

    /** The handler at {@code handler} of {@code f} takes {@code exc}: EXCEPTION_HANDLED. */
    static void handled(Frame f, int handler, PyBaseException exc) {
        if (Monitoring.active) {
            Monitoring.handled(f, handler, exc);
        }
    }

    /** {@code raised}, from an event's callback, with a traceback entry for {@code f}. */
    private static PyException withEntry(Frame f, PyException raised) {
        PyBaseException v = raised.value;
        v.traceback = new PyTraceback(v.traceback, f.code, f.code.lineAt(f.ip), f.ip, f);
        return raised;
    }

    private static PyException legacyException(Frame f, PyException e) {
        Tracer t = ThreadState.tracer;
        if (t == null || t.busy > 0 || t.trace == null) {
            return e;
        }
        PyFrame pf = PyFrame.of(f);
        if (pf.trace == Py.None) {
            return e;
        }
        PyBaseException exc = e.value;
        PyObject tb = exc.traceback == null ? Py.None : exc.traceback;
        try {
            traceEvent(t, pf, null, EXCEPTION, PyTuple.of(exc.getType(), exc, tb));
        } catch (PyException raised) {
            return withEntry(f, raised);
        }
        return e;
    }

    /**
     * A SEND at {@code ip} of {@code f} finished: its delegate returned {@code value} (a
     * generator or coroutine) or raised the StopIteration {@code value} (a {@link PyException});
     * CPython 3.13 reports either as an exception event (its STOP_ITERATION event).
     */
    static void stopIteration(Frame f, int ip, Object value) {
        Tracer t = ThreadState.tracer;
        boolean legacy = t != null && t.busy == 0 && t.trace != null && f != null
                && f.pyFrame != null;
        if (!legacy && !(Monitoring.active && f != null)) {
            return;
        }
        // as PyErr_SetObject(StopIteration, value): None makes a StopIteration without args
        PyException e = value instanceof PyException p ? p
                : new PyException(value == Py.None
                        ? org.specializer.api.PyExc.create(org.specializer.api.PyExc.StopIteration)
                        : org.specializer.api.PyExc.create(org.specializer.api.PyExc.StopIteration,
                                (PyObject) value));
        if (Monitoring.active) {
            Monitoring.stopIteration(f, ip, e.value);
        }
        if (!legacy) {
            return;
        }
        int saved = f.ip;
        f.ip = ip;
        PyException raised = legacyException(f, e);
        f.ip = saved;
        if (raised != e) {
            throw raised;
        }
    }

    /**
     * The FOR_ITER at {@code ip} of {@code f} found {@code it} exhausted: an iterator whose
     * {@code __next__} is Python code raised StopIteration, or a generator returned a value,
     * which CPython reports as an exception event (a builtin iterator, or a generator that
     * returns None, ends without one).
     */
    static void exhausted(Frame f, int ip, PyObject it) {
        if (it instanceof Generator g) {
            // a generator that returns a value sets StopIteration(value); one that returns
            // None ends without an exception
            if (g.returnValue != null && g.returnValue != Py.None) {
                stopIteration(f, ip, g.returnValue);
            }
        } else if (it.getType().isHeapType()) {
            stopIteration(f, ip, Py.None);  // a bare StopIteration, as far as is known here
        }
        if (Monitoring.active) {
            Monitoring.exhausted(f, ip);  // BRANCH to past the loop
        }
    }

    /**
     * Call the trace function for one event of {@code pf}'s frame: {@code global} for a call
     * event, else the frame's own ({@code f_trace}). What it returns becomes the frame's
     * {@code f_trace} unless None; if it raises, tracing stops for the thread and the
     * exception goes on from the event (CPython's {@code trace_trampoline}).
     */
    private static void traceEvent(Tracer t, PyFrame pf, PyObject global, PyStr what,
            PyObject arg) {
        PyObject callback = global != null ? global : pf.trace;
        if (callback == Py.None) {
            return;
        }
        if (pf.traceOpcodes) {
            traceOpcodes(pf);  // as CPython's call_trace_func, at every event
        }
        PyObject result;
        PyStr outerEvent = t.event;
        PyFrame outerFrame = t.eventFrame;
        t.busy++;
        t.event = what;
        t.eventFrame = pf;
        try {
            result = org.specializer.api.Abstract.call(callback, pf, what, arg);
        } catch (PyException e) {
            setTrace(null);
            pf.trace = Py.None;
            throw e;
        } finally {
            t.busy--;
            t.event = outerEvent;
            t.eventFrame = outerFrame;
        }
        if (result != Py.None) {
            pf.trace = result;
        }
    }

    /** Call the profile function; if it raises, profiling stops for the thread. */
    private static void profileEvent(Tracer t, PyFrame pf, PyStr what, PyObject arg) {
        t.busy++;
        try {
            org.specializer.api.Abstract.call(t.profile, pf, what, arg);
        } catch (PyException e) {
            setProfile(null);
            throw e;
        } finally {
            t.busy--;
        }
    }

    // ------------------------------------------------------------------ calls of builtins

    /**
     * The object a profile function's c_call event names when {@code callable} is called with
     * {@code self} (or null) in front of its arguments: a builtin function, or a method
     * descriptor bound to {@code self}; null for anything else (no event).
     */
    static PyObject cFunction(PyObject callable, PyObject self) {
        Tracer t = ThreadState.tracer;
        if (t == null || t.profile == null || t.busy > 0) {
            return null;
        }
        if (callable instanceof PyBuiltinFunction bf && !bf.isConstructor) {
            return callable;
        }
        if (callable instanceof PyMethodDescr md && self != null) {
            return md.descrGet(self, self.getType());
        }
        return null;
    }

    /** The c_call event, before a builtin is called. */
    static void cCall(PyObject c) {
        cEvent(C_CALL, c);
    }

    /** The c_return or c_exception event, after. */
    static void cReturn(PyObject c, boolean raised) {
        cEvent(raised ? C_EXCEPTION : C_RETURN, c);
    }

    private static void cEvent(PyStr what, PyObject c) {
        Tracer t = ThreadState.tracer;
        Frame f = ThreadState.current;
        if (t == null || t.profile == null || t.busy > 0 || f == null) {
            return;
        }
        profileEvent(t, PyFrame.of(f), what, c);
    }
}
