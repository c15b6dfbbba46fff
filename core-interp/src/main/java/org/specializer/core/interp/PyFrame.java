package org.specializer.core.interp;

import org.specializer.api.Hashing;
import org.specializer.api.Py;
import org.specializer.api.PyCode;
import org.specializer.api.PyCell;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;
import org.specializer.api.PyType;

/**
 * {@code frame} ({@code types.FrameType}): the Python view of an interpreter {@link Frame},
 * made the first time something asks ({@code sys._getframe}, {@code tb_frame},
 * {@code gi_frame}), as CPython makes its frame objects lazily.
 *
 * <p>{@code f_lineno} is the line of the instruction the frame is at: the one it suspended at,
 * raised at, or last made a call from (the interpreter saves the position of calls, as CPython
 * saves {@code instr_ptr}). {@code f_locals} of a function frame is the frame's own dict,
 * updated from its fast locals and cells at each access (CPython 3.12's; 3.13 gives a
 * write-through proxy).
 */
public final class PyFrame extends PyObject {
    public static final PyType TYPE = PyType.builtin("frame", PyFrame.class, PyType.OBJECT, 0,
            PyFrame::define);

    static {
        PyTraceback.frameView = f -> of((Frame) f);
        PyTraceback.frameOf = o -> o instanceof PyFrame pf ? pf.frame : null;
    }

    final Frame frame;
    /** {@code f_trace}: the frame's own trace function, or None. */
    PyObject trace = Py.None;
    boolean traceLines = true;
    boolean traceOpcodes;
    /** While tracing: the line and code unit of the last line start the frame passed
     *  ({@link Tracing#line}); -1 before the first. */
    int lastLine = -1;
    int lastIp = -1;
    /** The line of the last LINE event of {@code sys.monitoring} in the frame; -1 after a
     *  RESUME ({@link Monitoring#line}). */
    int monitorLine = -1;
    /** The extra locals ({@link #extraLocals}), once one is written. */
    private PyDict localsDict;
    /** The trace function set {@code f_lineno} during the current line event. */
    boolean jumped;

    private PyFrame(Frame frame) {
        super(TYPE);
        this.frame = frame;
    }

    /** The frame object of {@code f}, made once. */
    static PyFrame of(Frame f) {
        PyFrame p = f.pyFrame;
        if (p == null) {
            p = new PyFrame(f);
            f.pyFrame = p;
        }
        return p;
    }

    /** {@code f_code}. */
    public PyCode code() {
        return frame.code;
    }

    /** Ensure the traceback hook is installed (class initialization does it). */
    static void init() {}

    /**
     * {@code f_locals}: the namespace of a module or class body; for a function (or a body
     * inside one of its inlined comprehensions), a new {@link FrameLocalsProxy} that reads and
     * writes the frame's variables, as CPython 3.13's (PEP 667).
     */
    private static PyObject frameLocals(PyFrame pf) {
        Frame f = pf.frame;
        if (f.locals != null && (f.code.flags & PyCode.CO_OPTIMIZED) == 0
                && !Runtime.hasHiddenLocals(f)) {
            return f.locals;
        }
        return new FrameLocalsProxy(pf);
    }

    /** The frame's extra locals: keys written through {@code f_locals} that name no fast
     *  local (pdb's {@code __return__}); null until one is written, unless {@code make}. */
    PyDict extraLocals(boolean make) {
        if (localsDict == null && make) {
            localsDict = new PyDict();
        }
        return localsDict;
    }

    /** {@code f_lineno}: the line of the instruction at {@code f.ip}; 0 at a module's RESUME,
     *  which CPython's line table gives line 0. */
    private static int lineno(Frame f) {
        int line = f.code.lineAt(f.ip);
        if (line < 0 && f.ip < f.code.instructions.length && org.specializer.spi.Opcode.byNumber(
                f.code.opcodeAt(f.ip)).deoptParent() == org.specializer.spi.Opcode.RESUME) {
            return 0;
        }
        return line;
    }

    /** A line number, or None for an instruction without one (CPython's frame_getlineno). */
    static PyObject lineOrNone(int line) {
        return line < 0 ? Py.None : PyInt.of(line);
    }

    private static Frame fr(PyObject self) {
        return ((PyFrame) self).frame;
    }

    private static void define(PyType t) {
        t.getset("f_back", self -> {
            Frame f = fr(self);
            if (f.generator != null && !f.generator.isRunning()) {
                return Py.None;   // a suspended generator's frame is linked to no caller
            }
            Frame b = f.back;
            return b == null ? Py.None : of(b);
        }, null);
        t.getset("f_code", self -> fr(self).code, null);
        t.getset("f_globals", self -> fr(self).globals, null);
        t.getset("f_builtins", self -> fr(self).builtins, null);
        t.getset("f_locals", self -> frameLocals((PyFrame) self), null);
        t.getset("f_lineno", self -> lineOrNone(lineno(fr(self))),
                (self, v) -> Tracing.setLineno((PyFrame) self, v),
                self -> Tracing.setLineno((PyFrame) self, null));
        t.getset("f_lasti", self -> PyInt.of(fr(self).code.lasti(fr(self).ip)), null);
        t.getset("f_trace", self -> ((PyFrame) self).trace,
                (self, v) -> ((PyFrame) self).trace = v == null ? Py.None : v,
                self -> ((PyFrame) self).trace = Py.None);
        t.getset("f_trace_lines", self -> ((PyFrame) self).traceLines ? Py.True : Py.False,
                (self, v) -> ((PyFrame) self).traceLines = v == Py.True);
        t.getset("f_trace_opcodes", self -> ((PyFrame) self).traceOpcodes ? Py.True : Py.False,
                (self, v) -> {
                    PyFrame pf = (PyFrame) self;
                    pf.traceOpcodes = v == Py.True;
                    if (pf.traceOpcodes) {
                        Tracing.traceOpcodes(pf);
                    }
                });
        t.method0("clear", self -> {
            Frame f = fr(self);
            if (onStack(f) || f.generator != null && f.yielded) {
                throw Py.runtimeError(f.generator != null ? "cannot clear a suspended frame"
                        : "cannot clear an executing frame");
            }
            java.util.Arrays.fill(f.s, null);
            return Py.None;
        });
        t.method0("__repr__", self -> {
            Frame f = fr(self);
            return PyStr.of("<frame at " + String.format("0x%012x",
                    Hashing.identityHash(self) & 0xffffffffffffL) + ", file '" + f.code.filename
                    + "', line " + f.code.lineAt(f.ip) + ", code " + f.code.name + ">");
        });
    }

    /**
     * Is {@code f} running on this thread: the current frame or one of its callers? CPython's
     * frame_clear calls every frame a thread owns executing.
     */
    private static boolean onStack(Frame f) {
        for (Frame g = ThreadState.current; g != null; g = g.back) {
            if (g == f) {
                return true;
            }
        }
        return false;
    }
}
