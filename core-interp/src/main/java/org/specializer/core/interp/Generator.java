package org.specializer.core.interp;

import org.specializer.api.Abstract;
import org.specializer.api.ExceptionMethods;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyGenerator;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * A generator, coroutine or (as {@link AsyncGenerator}) async generator: a suspended
 * {@link Frame}, resumed by running the eval loop on it again. The frame's RETURN_GENERATOR
 * created this object; YIELD_VALUE suspends it; a return finishes it.
 *
 * <p>Each generator has its own level of the handled-exception stack, pushed while it runs, so
 * that an exception handled inside it stays with it across yields (as CPython's
 * {@code gi_exc_state}).
 */
sealed class Generator extends PyGenerator permits AsyncGenerator {
    final Frame frame;
    private boolean started;
    private boolean running;
    private boolean finished;
    /** The value of the last {@code return}, valid once finished. */
    PyObject returnValue = Py.None;
    private final ThreadState.ExcInfo excState = new ThreadState.ExcInfo(null);
    /**
     * Set at the first suspension inside a {@code try} or {@code with}: when the generator is
     * abandoned there, collecting it closes it, so that its {@code finally} blocks run.
     */
    private Object finalizer;

    Generator(Frame frame, PyType type, PyStr name, PyStr qualname) {
        super(type, name, qualname);
        this.frame = frame;
    }

    /** What messages call this object: "generator", "coroutine" or "async generator". */
    String kind() {
        return type == COROUTINE_TYPE ? "coroutine" : "generator";
    }

    /**
     * Resume with {@code sent} (or by raising {@code thrown}): the next yielded value, or null
     * when the generator returned (its value in {@link #returnValue}). Exceptions propagate.
     * Compare CPython genobject.c: {@code gen_send_ex2}.
     */
    PyObject resume(PyObject sent, PyBaseException thrown) {
        if (running) {
            throw Py.valueError(kind() + " already executing");
        }
        if (finished) {
            if (type == COROUTINE_TYPE) {
                // what is thrown into an exhausted coroutine is replaced, as CPython's
                // gen_send_ex2 (close() returns before it gets here)
                throw Py.runtimeError("cannot reuse already awaited coroutine");
            }
            if (thrown != null) {
                throw new PyException(thrown);
            }
            returnValue = Py.None;
            return null;
        }
        Frame f = frame;
        if (thrown != null) {
            f.pendingThrow = thrown;
        } else {
            if (!started && sent != Py.None) {
                throw Py.typeError("can't send non-None value to a just-started " + kind());
            }
            f.s[f.sp++] = sent;
        }
        started = true;
        running = true;
        excState.previous = ThreadState.excInfo;
        ThreadState.excInfo = excState;
        if (thrown != null) {
            Exceptions.chainThrown(thrown);
        }
        PyObject v;
        try {
            v = Eval.run(f);
        } catch (PyException e) {
            finished = true;
            throw e;
        } finally {
            running = false;
            ThreadState.excInfo = excState.previous;
            excState.previous = null;
        }
        if (f.yielded) {
            if (finalizer == null) {
                PyObject yf = yieldFrom();
                PyType delegateType = yf == null ? null : yf.getType();
                if (f.ip != quietIp || delegateType != quietDelegate) {
                    if (closingWouldRunCode(f, yf)) {
                        finalizer = org.specializer.api.Finalization.triggerFor(this);
                    } else {
                        quietIp = f.ip;
                        quietDelegate = delegateType;
                    }
                }
            }
            return v;
        }
        finished = true;
        returnValue = v;
        releaseLocals();
        return null;
    }

    /**
     * A generator that finished by returning or by close() drops its frame's locals and stack,
     * as CPython clears a finished generator's frame: what only they held can be collected
     * (and finalized) while the generator object lives on. A frame that has a frame object
     * (a traceback's, or one taken from {@code gi_frame}) keeps them, as CPython's frame
     * object takes them over when it outlives the frame.
     */
    private void releaseLocals() {
        if (frame.pyFrame == null) {
            java.util.Arrays.fill(frame.s, null);
        }
    }

    /** The collector found this generator unreachable: close it if it is still suspended. */
    void finalizeAbandoned() {
        if (started && !finished && !running) {
            close();
        }
    }

    /**
     * The exception that says the generator returned: StopIteration carrying its value (an
     * async generator's is StopAsyncIteration).
     */
    PyException returned() {
        return stopIteration(returnValue);
    }

    /**
     * A coroutine or async generator is not an iterator: {@code next(c, default)} must not run
     * it.
     */
    @Override
    public PyObject nextOrNull() {
        if (type != TYPE) {
            throw Py.typeError("'" + type.getName() + "' object is not an iterator");
        }
        return resume(Py.None, null);
    }

    @Override
    public PyObject send(PyObject value) {
        PyObject r = resume(value, null);
        if (r == null) {
            throw returned();
        }
        return r;
    }

    static PyException stopIteration(PyObject value) {
        return Py.stopIteration(value == Py.None ? null : value);
    }

    @Override
    public PyObject throwInto(PyBaseException exc) {
        return throwInto(exc, null, null, true);
    }

    @Override
    public PyObject throwArgs(PyObject[] args) {
        if (args.length > 1) {
            WarningsModule.warn(PyExc.DeprecationWarning, "the (type, exc, tb) signature of "
                    + "throw() is deprecated, use the single-arg signature instead.", 1);
        }
        return throwInto(args[0], args.length > 1 ? args[1] : null,
                args.length > 2 ? args[2] : null, true);
    }

    /**
     * {@code throw(typ, val, tb)} ({@code val} and {@code tb} may be null): the next yielded
     * value; raises {@link #returned()} when the generator returns. A delegate of
     * {@code yield from} or {@code await} gets the exception first. With
     * {@code closeOnGenExit} false (an async generator's {@code athrow()} and {@code aclose()})
     * GeneratorExit is thrown into the delegate instead of closing it.
     * Compare CPython genobject.c: {@code _gen_throw}.
     */
    PyObject throwInto(PyObject typ, PyObject val, PyObject tb, boolean closeOnGenExit) {
        PyObject r = throwOrNull(typ, val, tb, closeOnGenExit);
        if (r == null) {
            throw returned();
        }
        return r;
    }

    private PyObject throwOrNull(PyObject typ, PyObject val, PyObject tb,
            boolean closeOnGenExit) {
        PyObject yf = yieldFrom();
        if (yf != null) {
            if (closeOnGenExit && isGeneratorExit(typ)) {
                running = true;
                try {
                    closeDelegate(yf);
                } catch (PyException e) {
                    running = false;
                    return resume(null, e.value);
                } finally {
                    running = false;
                }
                return resume(null, throwable(typ, val, tb));
            }
            PyObject m = null;
            if (!(yf instanceof Generator)) {
                // an iterator without throw(): raised here, where the frame delegates (looked
                // up before the frame is pushed, which resume() does itself)
                m = yf.lookupAttr(THROW);
                if (m == null) {
                    return resume(null, throwable(typ, val, tb));
                }
            }
            PyObject r;
            running = true;
            // this frame is on the stack while its delegate handles the exception, as when it
            // is resumed by send (CPython's _gen_throw, gh-93592), its handled exception
            // with it: what the delegate raises is chained to that
            Frame caller = ThreadState.current;
            frame.back = caller;
            ThreadState.current = frame;
            excState.previous = ThreadState.excInfo;
            ThreadState.excInfo = excState;
            try {
                if (yf instanceof Generator g) {
                    r = g.throwInto(typ, val, tb, closeOnGenExit);
                } else {
                    r = val == null ? Abstract.call1(m, typ)
                            : tb == null ? Abstract.call(m, typ, val)
                            : Abstract.call(m, typ, val, tb);
                }
            } catch (PyException e) {
                running = false;
                ThreadState.current = caller;
                ThreadState.excInfo = excState.previous;
                excState.previous = null;
                return resume(null, e.value);
            } finally {
                running = false;
                ThreadState.current = caller;
                if (ThreadState.excInfo == excState) {
                    ThreadState.excInfo = excState.previous;
                    excState.previous = null;
                }
            }
            return r;
        }
        return resume(null, throwable(typ, val, tb));
    }

    /**
     * The exception {@code throw(typ, val, tb)} raises in the frame. When instantiating the
     * class fails (its {@code __new__} returns something else, say), that error is what the
     * frame gets, as CPython's normalization leaves it; a bad traceback or a {@code typ} that
     * is no exception at all is raised to the caller instead.
     */
    private static PyBaseException throwable(PyObject typ, PyObject val, PyObject tb) {
        if (typ instanceof org.specializer.api.PyType t && t.isSubtype(PyExc.BaseException)
                && (tb == null || tb == Py.None || tb instanceof org.specializer.api.PyTraceback)) {
            try {
                return ExceptionMethods.makeThrowable(typ, val, tb);
            } catch (PyException e) {
                return e.value;
            }
        }
        return ExceptionMethods.makeThrowable(typ, val, tb);
    }

    private static final PyStr THROW = PyStr.intern("throw");
    private static final PyStr CLOSE = PyStr.intern("close");

    private static boolean isGeneratorExit(PyObject typ) {
        PyType t = typ instanceof PyType c ? c : typ.type;
        return t.isSubtype(PyExc.GeneratorExit);
    }

    private static void closeDelegate(PyObject yf) {
        if (yf instanceof Generator g) {
            g.close();
            return;
        }
        PyObject m = yf.lookupAttr(CLOSE);
        if (m != null) {
            Abstract.call0(m);
        }
    }

    @Override
    public PyObject close() {
        if (finished) {
            return Py.None;
        }
        if (!started) {
            finished = true;
            releaseLocals();
            return Py.None;
        }
        PyObject r;
        try {
            r = throwInto(PyExc.GeneratorExit, null, null, true);
        } catch (PyException e) {
            if (e.matches(PyExc.GeneratorExit)) {
                releaseLocals();
                return Py.None;
            }
            if (e.matches(PyExc.StopIteration)) {
                releaseLocals();
                return ExceptionMethods.stopIterationValue(e.value);
            }
            throw e;
        }
        if (r != null) {
            throw Py.runtimeError(kind() + " ignored GeneratorExit");
        }
        return Py.None;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    @Override
    public boolean isFinished() {
        return finished;
    }

    @Override
    public boolean isJustStarted() {
        return !started;
    }

    @Override
    public PyCode code() {
        return frame.code;
    }

    @Override
    public PyObject frameObject() {
        return finished ? null : PyFrame.of(frame);
    }

    /**
     * Whether closing the generator, suspended at {@code f.ip}, would run any code of its own
     * or another object's: only such a generator needs closing when it is abandoned (CPython's
     * gen_close does nothing else that can be seen), and only it pays for a finalization
     * trigger, a JVM finalizer per object (every recursive generator paid it once). That is
     * when it paused inside a {@code try} or {@code with} of its own: at a plain yield, the
     * RESUME after it lacks CPython's depth-1 flag (4; the one handler is then the implicit one
     * that turns StopIteration into RuntimeError); in a {@code yield from} or {@code await},
     * the handler around its CLEANUP_THROW is not that implicit one. Or when the delegate of a
     * {@code yield from} ({@code yf}, from {@link #yieldFrom}) is not a generator and its type
     * has a {@code close} to call.
     */
    private static boolean closingWouldRunCode(Frame f, PyObject yf) {
        PyCode code = f.code;
        int word = code.instructions[f.ip];
        int op = word & 0xFF;
        if (op != Op.RESUME && op != Op.RESUME_CHECK) {
            return code.findHandler(f.ip) >= 0;
        }
        if (yf == null) {
            return (word >>> 8 & 4) == 0;
        }
        if (!(yf instanceof Generator) && yf.getType().lookup(CLOSE) != null) {
            return true;
        }
        int cleanup = code.findHandler(f.ip);
        if (cleanup < 0) {
            return false;
        }
        int outer = code.findHandler(code.exceptionTable[cleanup + 2]);
        return outer >= 0 && !stopIterationHandler(code, code.exceptionTable[outer + 2]);
    }

    /** Whether the handler at {@code target} is the implicit one of generator code. */
    private static boolean stopIterationHandler(PyCode code, int target) {
        char[] instr = code.instructions;
        int word = target < instr.length ? instr[target] : 0;
        return (word & 0xFF) == Op.CALL_INTRINSIC_1
                && word >>> 8 == org.specializer.spi.Opcode.INTRINSIC_STOPITERATION_ERROR;
    }

    /**
     * The resumption point last found not to need a finalization trigger (-1: none yet), and
     * the type of the {@code yield from}'s delegate there (null at a plain yield).
     */
    private int quietIp = -1;
    private PyType quietDelegate;

    /**
     * The iterator a suspended {@code yield from} or {@code await} delegates to: the receiver
     * under the yielded value when the frame paused at a RESUME with oparg 2 or 3.
     */
    @Override
    public PyObject yieldFrom() {
        if (!started || finished || running) {
            return null;
        }
        Frame f = frame;
        int word = f.code.instructions[f.ip];
        int op = word & 0xFF;
        if ((op == Op.RESUME || op == Op.RESUME_CHECK) && ((word >>> 8) & 3) >= 2) {
            return f.s[f.sp - 1];
        }
        return null;
    }
}
