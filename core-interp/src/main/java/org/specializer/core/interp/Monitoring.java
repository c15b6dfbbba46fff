package org.specializer.core.interp;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyCode;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyFunction;
import org.specializer.api.PyList;
import org.specializer.api.PyMethod;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTraceback;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.core.modules.PyNamespace;
import org.specializer.spi.Opcode;

/**
 * {@code sys.monitoring} (PEP 669), as CPython 3.13 has it: six tools, each with a name, a
 * callback per event, a global event set and event sets local to code objects; a callback
 * that returns {@code DISABLE} turns its event off at that location until
 * {@code restart_events()}.
 *
 * <p>It runs on the instrumentation that {@link Tracing} gives {@code sys.settrace}: while
 * any tool has an event set, {@link Tracing#on} holds, code is quickened without adaptive
 * sites and with {@code INSTRUMENTED_LINE} at each line start, and frames run in the
 * interpreter. Code whose events include INSTRUCTION is marked at every instruction, code
 * whose events include JUMP or BRANCH at every jump (and at the first instruction of each
 * loop body, where a FOR_ITER that produced a value lands). The events come from the same
 * places as the legacy ones: {@link Tracing#run} (PY_START, PY_RESUME, PY_THROW),
 * {@link Tracing#returned} (PY_RETURN, PY_YIELD), the marker's {@link Tracing#line} (LINE,
 * INSTRUCTION, JUMP, BRANCH), the eval loop's unwinding (RAISE, RERAISE, EXCEPTION_HANDLED,
 * PY_UNWIND), {@link Calls} (CALL, C_RETURN, C_RAISE) and the StopIteration points
 * (STOP_ITERATION). As in CPython, the tools' callbacks run before a trace or profile
 * function's, and no event is reported while a callback runs on the same thread.
 */
public final class Monitoring {
    private Monitoring() {}

    static final int PY_START = 0;
    static final int PY_RESUME = 1;
    static final int PY_RETURN = 2;
    static final int PY_YIELD = 3;
    static final int CALL = 4;
    static final int LINE = 5;
    static final int INSTRUCTION = 6;
    static final int JUMP = 7;
    static final int BRANCH = 8;
    static final int STOP_ITERATION = 9;
    static final int RAISE = 10;
    static final int EXCEPTION_HANDLED = 11;
    static final int PY_UNWIND = 12;
    static final int PY_THROW = 13;
    static final int RERAISE = 14;
    static final int C_RETURN = 15;
    static final int C_RAISE = 16;

    private static final int EVENTS = 17;
    /** Events below this one can be local to a code object, and disabled per location. */
    private static final int LOCAL_EVENTS = 10;
    private static final int TOOLS = 6;
    private static final int C_EVENTS = (1 << C_RETURN) | (1 << C_RAISE);

    private static final String[] NAMES = {"PY_START", "PY_RESUME", "PY_RETURN", "PY_YIELD",
        "CALL", "LINE", "INSTRUCTION", "JUMP", "BRANCH", "STOP_ITERATION", "RAISE",
        "EXCEPTION_HANDLED", "PY_UNWIND", "PY_THROW", "RERAISE", "C_RETURN", "C_RAISE"};

    /** {@code sys.monitoring.DISABLE} and {@code MISSING}: plain objects, as CPython's. */
    public static final PyObject DISABLE = new PyObject(PyType.OBJECT) {};
    public static final PyObject MISSING = new PyObject(PyType.OBJECT) {};

    private static final PyObject[] toolNames = new PyObject[TOOLS];
    private static final PyObject[][] callbacks = new PyObject[EVENTS][TOOLS];
    private static final int[] globalEvents = new int[TOOLS];

    /** A code object's local event sets, and the locations whose events a callback disabled. */
    private static final class Local {
        final int[] events = new int[TOOLS];
        Set<Long> disabled;

        int union() {
            int u = 0;
            for (int e : events) {
                u |= e;
            }
            return u;
        }
    }

    private static final Map<PyCode, Local> LOCALS = new WeakHashMap<>();

    /** Some tool has an event set, globally or on some code: code is instrumented. */
    static boolean active;
    /** Some tool has CALL events: calls go through {@link Calls}' hooked path. */
    static boolean calls;
    private static int globalUnion;
    private static int localUnion;

    /** Above zero on a thread while a callback runs there: no events then. */
    private static final ThreadLocal<int[]> BUSY = ThreadLocal.withInitial(() -> new int[1]);

    // ------------------------------------------------------------------ the module

    /** The {@code sys.monitoring} module. */
    public static PyModule module() {
        PyModule m = new PyModule("sys.monitoring");
        m.put("DEBUGGER_ID", PyInt.of(0));
        m.put("COVERAGE_ID", PyInt.of(1));
        m.put("PROFILER_ID", PyInt.of(2));
        m.put("OPTIMIZER_ID", PyInt.of(5));
        m.put("DISABLE", DISABLE);
        m.put("MISSING", MISSING);
        PyNamespace names = new PyNamespace();
        for (int e = 0; e < EVENTS; e++) {
            names.put(NAMES[e], PyInt.of(1 << e));
        }
        names.put("NO_EVENTS", PyInt.of(0));
        m.put("events", names);
        m.def2("use_tool_id", (self, id, name) -> {
            int tool = tool(id);
            if (!(name instanceof PyStr)) {
                throw Py.valueError("tool name must be a str");
            }
            if (toolNames[tool] != null) {
                throw Py.valueError("tool " + tool + " is already in use");
            }
            toolNames[tool] = name;
            return Py.None;
        });
        m.def1("free_tool_id", (self, id) -> {
            toolNames[tool(id)] = null;
            return Py.None;
        });
        m.def1("get_tool", (self, id) -> {
            PyObject name = toolNames[tool(id)];
            return name == null ? Py.None : name;
        });
        m.def3("register_callback", (self, id, event, func) -> {
            int tool = tool(id);
            long set = Abstract.asIndex(event);
            if (Long.bitCount(set) != 1) {
                throw Py.valueError("The callback can only be set for one event at a time");
            }
            int e = Long.numberOfTrailingZeros(set);
            if (e >= EVENTS) {
                throw Py.valueError("invalid event " + set);
            }
            PyObject old = callbacks[e][tool];
            callbacks[e][tool] = func == Py.None ? null : func;
            return old == null ? Py.None : old;
        });
        m.def1("get_events", (self, id) -> PyInt.of(globalEvents[tool(id)]));
        m.def2("set_events", (self, id, set) -> {
            int tool = tool(id);
            long events = Abstract.asIndex(set);
            if (events < 0 || events >= 1L << EVENTS) {
                throw Py.valueError("invalid event set 0x" + Long.toHexString(events));
            }
            int ev = checkC((int) events);
            inUse(tool);
            globalEvents[tool] = ev;
            changed();
            return Py.None;
        });
        m.def2("get_local_events", (self, id, code) -> {
            int tool = tool(id);
            Local l = LOCALS.get(code(code));
            return PyInt.of(l == null ? 0 : l.events[tool]);
        });
        m.def3("set_local_events", (self, id, code, set) -> {
            int tool = tool(id);
            PyCode c = code(code);
            long events = Abstract.asIndex(set);
            int ev = checkC((int) Math.max(Math.min(events, Integer.MAX_VALUE), -1));
            if (events < 0 || ev >= 1 << LOCAL_EVENTS) {
                throw Py.valueError("invalid local event set 0x" + Long.toHexString(ev));
            }
            inUse(tool);
            LOCALS.computeIfAbsent(c, k -> new Local()).events[tool] = ev;
            changed();
            return Py.None;
        });
        m.def0("restart_events", self -> {
            for (Local l : LOCALS.values()) {
                l.disabled = null;
            }
            return Py.None;
        });
        m.def0("_all_events", self -> {
            PyDict d = new PyDict();
            for (int e = 0; e < EVENTS; e++) {
                int tools = 0;
                for (int t = 0; t < TOOLS; t++) {
                    if ((globalEvents[t] & (1 << e)) != 0) {
                        tools |= 1 << t;
                    }
                }
                if (tools != 0) {
                    d.setItem(PyStr.intern(NAMES[e]), PyInt.of(tools));
                }
            }
            return d;
        });
        return m;
    }

    /**
     * Take tool {@code tool} under {@code name}, as {@code use_tool_id} (for tools written in
     * Java, as {@code _lsprof}'s profiler); false when it is in use.
     */
    public static boolean useTool(int tool, String name) {
        if (toolNames[tool] != null) {
            return false;
        }
        toolNames[tool] = PyStr.of(name);
        return true;
    }

    /** Give tool {@code tool} up, as {@code free_tool_id}. */
    public static void freeTool(int tool) {
        toolNames[tool] = null;
    }

    private static int tool(PyObject id) {
        long t = Abstract.asIndex(id);
        if (t < 0 || t >= TOOLS) {
            throw Py.valueError("invalid tool " + t + " (must be between 0 and 5)");
        }
        return (int) t;
    }

    private static void inUse(int tool) {
        if (toolNames[tool] == null) {
            throw Py.valueError("tool " + tool + " is not in use");
        }
    }

    private static PyCode code(PyObject o) {
        if (!(o instanceof PyCode c)) {
            throw Py.typeError("code must be a code object");
        }
        return c;
    }

    /** C_RETURN and C_RAISE come with CALL, and are not set apart from it. */
    private static int checkC(int events) {
        if ((events & C_EVENTS) != 0 && (events & (1 << CALL)) == 0) {
            throw Py.valueError("cannot set C_RETURN or C_RAISE events independently");
        }
        return events & ~C_EVENTS;
    }

    /** After a change of the event sets: instrument code again, as the sets now need. */
    private static void changed() {
        int g = 0;
        for (int e : globalEvents) {
            g |= e;
        }
        int l = 0;
        for (Local loc : LOCALS.values()) {
            l |= loc.union();
        }
        globalUnion = g;
        localUnion = l;
        active = (g | l) != 0;
        calls = ((g | l) & (1 << CALL)) != 0;
        Tracing.update();
    }

    /** Whether any tool may want one of {@code events} (a mask) in {@code code}. */
    static boolean wants(PyCode code, int events) {
        if (!active) {
            return false;
        }
        if ((globalUnion & events) != 0) {
            return true;
        }
        if ((localUnion & events) == 0) {
            return false;
        }
        Local l = LOCALS.get(code);
        return l != null && (l.union() & events) != 0;
    }

    // ------------------------------------------------------------------ firing events

    /**
     * Call each tool's callback for {@code event} at {@code offset} (in bytes) of
     * {@code code}, with the code object, the offset (but for LINE) and {@code args}. A callback that
     * raises stops the others: the exception goes on from the monitored code.
     */
    private static void fire(int event, PyCode code, int offset, PyObject... args) {
        int[] busy = BUSY.get();
        if (busy[0] > 0) {
            return;
        }
        Tracing.Tracer tracer = ThreadState.tracer;
        if (tracer != null && tracer.busy > 0) {
            return;
        }
        int bit = 1 << (event >= C_RETURN ? CALL : event);
        Local l = (localUnion & bit) != 0 || event < LOCAL_EVENTS ? LOCALS.get(code) : null;
        PyObject[] full = null;
        for (int tool = 0; tool < TOOLS; tool++) {
            PyObject cb = callbacks[event][tool];
            if (cb == null || ((globalEvents[tool] | (l == null ? 0 : l.events[tool])) & bit) == 0) {
                continue;
            }
            long key = ((long) offset << 8) | (event << 3) | tool;
            if (l != null && l.disabled != null && l.disabled.contains(key)) {
                continue;
            }
            if (full == null) {
                // the code object, the offset (for LINE the line number, in args), the rest
                int k = event == LINE ? 1 : 2;
                full = new PyObject[args.length + k];
                full[0] = code;
                if (k == 2) {
                    full[1] = PyInt.of(offset);
                }
                System.arraycopy(args, 0, full, k, args.length);
            }
            PyObject r;
            // no event while a callback runs, a trace or profile function's neither
            busy[0]++;
            if (tracer != null) {
                tracer.busy++;
            }
            try {
                r = Abstract.call(cb, full);
            } finally {
                busy[0]--;
                if (tracer != null) {
                    tracer.busy--;
                }
            }
            if (r == DISABLE) {
                if (event >= LOCAL_EVENTS) {
                    callbacks[event][tool] = null;
                    throw Py.valueError("Cannot disable " + NAMES[event]
                            + " events. Callback removed.");
                }
                Local d = LOCALS.computeIfAbsent(code, k -> new Local());
                if (d.disabled == null) {
                    d.disabled = new HashSet<>();
                }
                d.disabled.add(key);
                l = d;
            }
        }
    }

    private static PyInt off(int ip) {
        return PyInt.of(2L * ip);
    }

    /** A frame starts (PY_START), resumes (PY_RESUME) or has an exception thrown in. */
    static void enter(Frame f, int resumeIp) {
        PyFrame pf = f.pyFrame;
        if (pf != null) {
            pf.monitorLine = -1;  // the line after a RESUME is reported, whatever it is
        }
        if (f.pendingThrow != null) {
            fire(PY_THROW, f.code, 2 * f.ip, f.pendingThrow);
        } else if (f.yielded) {
            fire(PY_RESUME, f.code, 2 * f.ip);
        } else {
            fire(PY_START, f.code, 2 * resumeIp);
        }
    }

    /** Frame {@code f} returned or yielded {@code value}. */
    static void leave(Frame f, PyObject value) {
        if (f.yielded) {
            fire(PY_YIELD, f.code, 2 * (f.ip - 1), value);
        } else {
            fire(PY_RETURN, f.code, 2 * f.ip, value);
        }
    }

    /** An exception leaves frame {@code f} at {@code ip}. */
    static void unwind(Frame f, int ip, PyBaseException exc) {
        fire(PY_UNWIND, f.code, 2 * ip, exc);
    }

    /**
     * An exception is raised at {@code ip} of {@code f}, or comes up to it from a callee
     * (RAISE), or is raised again there (RERAISE: a bare {@code raise}, the end of a
     * {@code finally} or of an {@code except} that did not match). Returns what to go on
     * raising: {@code e}, or what a callback raised instead.
     */
    static PyException raise(Frame f, int ip, PyException e, boolean again) {
        try {
            fire(again ? RERAISE : RAISE, f.code, 2 * (again ? ip : raiseAt(f, ip, e.value)),
                    e.value);
        } catch (PyException raised) {
            return raised;
        }
        return e;
    }

    /**
     * Where CPython 3.13 reports an exception raised at {@code ip}: there, but one code unit
     * before a call or SEND whose callee frame it runs inline (a Python function, a generator
     * or coroutine sent to) when the exception comes up from that frame (its eval loop reports
     * {@code next_instr - 1}, and a frame returning with an error resumes the caller at the
     * call itself).
     */
    private static int raiseAt(Frame f, int ip, PyBaseException exc) {
        PyTraceback tb = exc.traceback == null ? null : exc.traceback.next;
        if (tb == null || !(tb.frame instanceof Frame g) || g.back != f) {
            return ip;
        }
        PyObject[] s = f.s;
        int sp = f.sp;
        int n = argAt(f.code, ip);
        boolean inline;
        Opcode op = Opcode.byNumber(f.code.opcodeAt(ip)).deoptParent();
        switch (op) {
            case CALL: case CALL_KW: {
                int base = sp - n - (op == Opcode.CALL ? 2 : 3);
                PyObject callable = base >= 0 ? s[base] : null;
                inline = callable instanceof PyFunction || callable instanceof PyMethod m
                        && s[base + 1] == null && m.func instanceof PyFunction;
                break;
            }
            case CALL_FUNCTION_EX: {
                int base = sp - ((n & 1) != 0 ? 4 : 3);
                inline = base >= 0 && s[base] instanceof PyFunction;
                break;
            }
            case SEND:
                inline = sp >= 2 && s[sp - 2] instanceof Generator;
                break;
            default:
                inline = false;
                break;
        }
        return inline ? ip - 1 : ip;
    }

    /** The handler at {@code handler} of {@code f} takes {@code exc}. */
    static void handled(Frame f, int handler, PyBaseException exc) {
        try {
            fire(EXCEPTION_HANDLED, f.code, 2 * handler, exc);
        } catch (PyException raised) {
            // the handler runs all the same; the callback's error is reported
            org.specializer.api.Unraisable.report(raised.value,
                    "Exception ignored in a sys.monitoring callback", null);
        }
    }

    /** A StopIteration at {@code ip} of {@code f} that no Python code raised. */
    static void stopIteration(Frame f, int ip, PyBaseException exc) {
        fire(STOP_ITERATION, f.code, 2 * ip, exc);
    }

    /** A FOR_ITER at {@code ip} of {@code f} found its iterator exhausted. */
    static void exhausted(Frame f, int ip) {
        int arg = argAt(f.code, ip);
        fire(BRANCH, f.code, 2 * ip, off(ip + Opcode.FOR_ITER.size() + arg + 2));
    }

    /**
     * The marker at {@code ip} of {@code f} (whose {@link PyCode#lineOriginals} word is
     * {@code w}, its instruction's argument {@code arg}, the stack up to {@code sp}): LINE
     * when the instruction starts a line other than the last one reported in the frame.
     */
    static void line(Frame f, int ip, int w) {
        if ((w & Tracing.FOR_BODY) != 0) {
            // the loop's FOR_ITER produced a value (this instruction follows it)
            int from = ip - Opcode.FOR_ITER.size();
            fire(BRANCH, f.code, 2 * from, off(ip));
        }
        if ((w & Tracing.LINE_START) != 0) {
            PyFrame pf = PyFrame.of(f);
            int line = f.code.lineAt(ip);
            if (line != pf.monitorLine && line >= 0) {
                pf.monitorLine = line;
                fire(LINE, f.code, 2 * ip, PyInt.of(line));
            }
        }
    }

    /** INSTRUCTION, then JUMP or BRANCH for a jump, before the instruction at {@code ip}. */
    static void instruction(Frame f, int ip, int sp, int arg, int w) {
        PyCode code = f.code;
        if ((w & Tracing.OPCODE) != 0) {
            fire(INSTRUCTION, code, 2 * ip);
        }
        Opcode op = Opcode.byNumber(w & 0xFF).deoptParent();
        int next = ip + op.size();
        switch (op) {
            case JUMP_FORWARD:
                fire(JUMP, code, 2 * ip, off(next + arg));
                break;
            case JUMP_BACKWARD: case JUMP_BACKWARD_NO_INTERRUPT:
                fire(JUMP, code, 2 * ip, off(next - arg));
                break;
            case POP_JUMP_IF_FALSE: case POP_JUMP_IF_TRUE: case POP_JUMP_IF_NONE:
            case POP_JUMP_IF_NOT_NONE: {
                PyObject v = f.s[sp - 1];
                boolean jumps;
                switch (op) {
                    case POP_JUMP_IF_FALSE:
                        jumps = v == Py.False || v != Py.True && !Abstract.isTrue(v);
                        break;
                    case POP_JUMP_IF_TRUE:
                        jumps = v == Py.True || v != Py.False && Abstract.isTrue(v);
                        break;
                    case POP_JUMP_IF_NONE:
                        jumps = v == Py.None;
                        break;
                    default:
                        jumps = v != Py.None;
                        break;
                }
                fire(BRANCH, code, 2 * ip, off(jumps ? next + arg : next));
                break;
            }
            default:
                break;
        }
    }

    /** The argument of the instruction at {@code ip}, its EXTENDED_ARG prefixes included. */
    private static int argAt(PyCode code, int ip) {
        char[] instr = code.instructions;
        int arg = instr[ip] >>> 8;
        int shift = 8;
        for (int i = ip - 1; i >= 0 && code.opcodeAt(i) == Opcode.EXTENDED_ARG.number(); i--) {
            arg |= (instr[i] >>> 8) << shift;
            shift += 8;
        }
        return arg;
    }

    // ------------------------------------------------------------------ calls

    /** The CALL event, for {@code callable} about to be called, its first argument {@code arg0}. */
    static void call(PyObject callable, PyObject arg0) {
        Frame f = ThreadState.current;
        if (f != null) {
            fire(CALL, f.code, 2 * f.ip, callable, arg0 == null ? MISSING : arg0);
        }
    }

    /** C_RETURN or C_RAISE, after a call of something other than a Python function. */
    static void cReturn(PyObject callable, PyObject arg0, boolean raised) {
        Frame f = ThreadState.current;
        if (f != null) {
            fire(raised ? C_RAISE : C_RETURN, f.code, 2 * f.ip, callable,
                    arg0 == null ? MISSING : arg0);
        }
    }

    /** The first item of CALL_FUNCTION_EX's positional arguments, or null. */
    static PyObject firstOf(PyObject callargs) {
        if (callargs instanceof PyTuple t) {
            return t.items.length > 0 ? t.items[0] : null;
        }
        if (callargs instanceof PyList l) {
            return l.size() > 0 ? l.get(0) : null;
        }
        return null;
    }
}
