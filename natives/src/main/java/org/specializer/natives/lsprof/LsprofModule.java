package org.specializer.natives.lsprof;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBuiltinFunction;
import org.specializer.api.PyCode;
import org.specializer.api.PyException;
import org.specializer.api.PyFloat;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.interp.Interp;
import org.specializer.core.interp.Monitoring;
import org.specializer.core.interp.PyFrame;
import org.specializer.core.modules.Params;
import org.specializer.core.modules.StructSeq;
import org.specializer.natives.NativeObject;

/**
 * The {@code _lsprof} module (CPython Modules/_lsprof.c): the deterministic profiler behind
 * {@code cProfile}. A {@code Profiler} that is enabled is the thread's profile function (its
 * events, call and return of Python frames and c_call, c_return and c_exception of builtins,
 * come from the interpreter's tracing); per function it counts calls and recursive calls and
 * adds up the time spent in it with and without its callees, and per caller and callee the
 * same for the calls between them. {@code getstats()} gives them as CPython's
 * {@code profiler_entry} and {@code profiler_subentry} records, times in seconds.
 *
 * <p>A builtin is one function whatever it is bound to (CPython keys it by its method
 * definition), named as CPython names it: {@code <built-in method builtins.len>},
 * {@code <method 'append' of 'list' objects>}.
 */
public final class LsprofModule {
    private LsprofModule() {}

    static final PyType ENTRY = StructSeq.type("_lsprof", "profiler_entry", "code",
            "callcount", "reccallcount", "totaltime", "inlinetime", "calls");
    static final PyType SUBENTRY = StructSeq.type("_lsprof", "profiler_subentry", "code",
            "callcount", "reccallcount", "totaltime", "inlinetime");

    public static PyModule create() {
        PyModule m = new PyModule("_lsprof");
        m.put("__doc__", PyStr.of("Fast profiler"));
        m.put("Profiler", Profiler.TYPE);
        m.put("profiler_entry", ENTRY);
        m.put("profiler_subentry", SUBENTRY);
        return m;
    }

    /** One profiled function (CPython's ProfilerEntry), or a caller-callee pair (subentry). */
    static final class Entry {
        final PyObject code;
        long totalTime;
        long inlineTime;
        long callCount;
        long recursiveCallCount;
        int recursionLevel;
        /** Callees, in first-call order (subentries; only with subcalls). */
        Map<Entry, Entry> calls;

        Entry(PyObject code) {
            this.code = code;
        }
    }

    /** A call in progress (CPython's ProfilerContext). */
    static final class Context {
        long t0;
        long subTime;
        Context previous;
        Entry entry;
    }

    /** {@code _lsprof.Profiler}. */
    /** {@code sys.monitoring.PROFILER_ID}. */
    private static final int PROFILER_ID = 2;

    static final class Profiler extends NativeObject {
        static final PyType TYPE = PyType.builtin("Profiler", Profiler.class, PyType.OBJECT,
                PyType.BASETYPE, Profiler::define).withModule("_lsprof").withDottedTpName();

        private static final Params NEW = new Params("Profiler",
                new String[] {"timer", "timeunit", "subcalls", "builtins"}, 0, 4, 0);
        private static final Params ENABLE = new Params("enable",
                new String[] {"subcalls", "builtins"}, 0, 2, 0);

        final Map<Object, Entry> entries = new IdentityHashMap<>();
        /** Entries in the order they were made (getstats lists them so). */
        final List<Entry> order = new ArrayList<>();
        Context current;
        boolean subcalls = true;
        boolean builtins = true;
        /** Enabled, holding sys.monitoring's PROFILER_ID. */
        boolean enabled;
        /** The external timer is being called (it may not disable or clear the profiler). */
        boolean inTimer;
        PyObject timer;
        double timeUnit;
        final Hook hook = new Hook(this);

        Profiler(PyType type) {
            super(type);
        }

        private static Profiler p(PyObject self) {
            if (!(self instanceof Profiler p)) {
                throw Py.typeError("descriptor requires a '_lsprof.Profiler' object");
            }
            return p;
        }

        private static void define(PyType t) {
            t.define("__doc__", PyStr.of("Build a profiler object using the specified timer "
                    + "function.\n\nThe default timer is a fast built-in one based on real "
                    + "time.\nFor custom timer functions returning integers, 'timeunit' can\n"
                    + "be a float specifying a scale (that is, how long each integer unit\n"
                    + "is, in seconds).\n"));
            t.constructor((cls, args, kw) -> {
                PyObject[] a = NEW.parse(args, kw);
                Profiler p = new Profiler((PyType) cls);
                p.timer = a[0] == null || a[0] == Py.None ? null : a[0];
                p.timeUnit = a[1] == null ? 0.0 : Abstract.asDouble(a[1]);
                p.subcalls = a[2] == null || Abstract.isTrue(a[2]);
                p.builtins = a[3] == null || Abstract.isTrue(a[3]);
                return p;
            });
            t.methodK("enable", (self, args, kw) -> {
                Profiler p = p(self);
                PyObject[] a = ENABLE.parse(args, kw);
                if (a[0] != null) {
                    p.subcalls = Abstract.isTrue(a[0]);
                }
                if (a[1] != null) {
                    p.builtins = Abstract.isTrue(a[1]);
                }
                // as CPython 3.13's, the profiler holds sys.monitoring's PROFILER_ID while
                // enabled (a second enable, or another profiler's, finds it taken)
                if (Interp.profile() != Py.None && Interp.profile() != p.hook
                        || !Monitoring.useTool(PROFILER_ID, "cProfile")) {
                    throw Py.valueError("Another profiling tool is already active");
                }
                p.enabled = true;
                Interp.setProfile(p.hook);
                return Py.None;
            });
            t.method0("disable", self -> {
                Profiler p = p(self);
                if (p.inTimer) {
                    throw Py.runtimeError("cannot disable profiler in external timer");
                }
                if (p.enabled) {
                    p.enabled = false;
                    Monitoring.freeTool(PROFILER_ID);
                }
                if (Interp.profile() == p.hook) {
                    Interp.setProfile(null);
                }
                p.flushUnmatched();
                return Py.None;
            });
            t.method0("clear", self -> {
                Profiler p = p(self);
                if (p.inTimer) {
                    throw Py.runtimeError("cannot clear profiler in external timer");
                }
                p.entries.clear();
                p.order.clear();
                p.current = null;
                return Py.None;
            });
            t.method0("getstats", self -> p(self).stats());
        }

        /**
         * The timer's reading: nanoseconds, or the custom timer's units. A custom timer that
         * fails is reported as unraisable and reads 0, as CPython's CallExternalTimer.
         */
        long now() {
            if (timer == null) {
                return System.nanoTime();
            }
            try {
                PyObject v;
                inTimer = true;
                try {
                    v = Abstract.call(timer);
                } finally {
                    inTimer = false;
                }
                if (timeUnit > 0.0) {
                    return Abstract.asIndex(v);
                }
                // seconds: a float, or else an int (_PyTime_FromSecondsObject)
                if (v instanceof PyFloat fl) {
                    return (long) Math.floor(fl.value * 1e9);
                }
                long s = Abstract.asIndex(v);
                if (Math.abs(s) > Long.MAX_VALUE / 1_000_000_000L) {
                    throw Py.overflowError("timestamp too large to convert to C PyTime_t");
                }
                return s * 1_000_000_000L;
            } catch (PyException e) {
                org.specializer.api.Unraisable.report(e.value, null, timer);
                return 0;
            }
        }

        /** Seconds per reading unit. */
        double factor() {
            return timer != null && timeUnit > 0.0 ? timeUnit : 1e-9;
        }

        /** The entry of {@code key}, made with {@code code} the first time. */
        Entry entry(Object key, PyObject code) {
            Entry e = entries.get(key);
            if (e == null) {
                e = new Entry(code);
                entries.put(key, e);
                order.add(e);
            }
            return e;
        }

        void enter(Entry e) {
            Context c = new Context();
            c.entry = e;
            c.previous = current;
            e.recursionLevel++;
            if (subcalls && current != null) {
                sub(current.entry, e).recursionLevel++;
            }
            current = c;
            c.t0 = now();
        }

        void leave() {
            Context c = current;
            if (c == null) {
                return;
            }
            long tt = now() - c.t0;
            long it = tt - c.subTime;
            current = c.previous;
            if (current != null) {
                current.subTime += tt;
            }
            Entry e = c.entry;
            account(e, tt, it);
            if (subcalls && current != null) {
                account(sub(current.entry, e), tt, it);
            }
        }

        private static void account(Entry e, long tt, long it) {
            if (--e.recursionLevel == 0) {
                e.totalTime += tt;
            } else {
                e.recursiveCallCount++;
            }
            e.inlineTime += it;
            e.callCount++;
        }

        private static Entry sub(Entry caller, Entry callee) {
            if (caller.calls == null) {
                caller.calls = new LinkedHashMap<>();
            }
            return caller.calls.computeIfAbsent(callee, k -> new Entry(k.code));
        }

        /** The calls still open when profiling stops end now (CPython's flush_unmatched). */
        void flushUnmatched() {
            while (current != null) {
                leave();
            }
        }

        PyObject stats() {
            double f = factor();
            PyList out = new PyList();
            for (Entry e : order) {
                PyObject calls = Py.None;
                if (e.calls != null) {
                    PyList subs = new PyList();
                    for (Entry s : e.calls.values()) {
                        subs.append(StructSeq.make(SUBENTRY, s.code, PyInt.of(s.callCount),
                                PyInt.of(s.recursiveCallCount), new PyFloat(s.totalTime * f),
                                new PyFloat(s.inlineTime * f)));
                    }
                    calls = subs;
                }
                out.append(StructSeq.make(ENTRY, e.code, PyInt.of(e.callCount),
                        PyInt.of(e.recursiveCallCount), new PyFloat(e.totalTime * f),
                        new PyFloat(e.inlineTime * f), calls));
            }
            return out;
        }

        /** A profile event for this profiler. */
        void event(PyObject frame, String what, PyObject arg) {
            switch (what) {
                case "call": {
                    PyCode code = ((PyFrame) frame).code();
                    enter(entry(code, code));
                    break;
                }
                case "return":
                    leave();
                    break;
                case "c_call":
                    if (builtins && arg instanceof PyBuiltinFunction bf) {
                        Entry e = entries.get(bf.impl);
                        enter(e != null ? e : entry(bf.impl, builtinName(bf)));
                    }
                    break;
                case "c_return": case "c_exception":
                    if (builtins && arg instanceof PyBuiltinFunction bf && current != null
                            && entries.get(bf.impl) == current.entry) {
                        leave();
                    }
                    break;
                default:
                    break;
            }
        }
    }

    /**
     * How CPython names a builtin in the statistics ({@code normalizeUserObj}): a module's
     * function by its module, a method as its type's attribute shows itself.
     */
    static PyObject builtinName(PyBuiltinFunction bf) {
        String name = bf.impl.name;
        if (bf.self != null && !(bf.self instanceof PyModule)) {
            PyObject mo = bf.self.getType().lookup(PyStr.intern(name));
            if (mo != null) {
                try {
                    return Abstract.repr(mo);
                } catch (PyException e) {
                    // as CPython: fall back to the name
                }
            }
            return PyStr.of("<built-in method " + name + ">");
        }
        String module = bf.module;
        return PyStr.of(module != null ? "<built-in method " + module + "." + name + ">"
                : "<built-in method " + name + ">");
    }

    /** The profile function of an enabled profiler: its events, in Java. */
    static final class Hook extends PyObject {
        static final PyType TYPE = PyType.builtin("profiler_hook", Hook.class, PyType.OBJECT, 0,
                t -> { }).withModule("_lsprof");

        private final Profiler profiler;

        Hook(Profiler profiler) {
            super(TYPE);
            this.profiler = profiler;
        }

        @Override
        public PyObject call(PyObject[] args, PyStr[] kwnames) {
            if (args.length == 3 && args[1] instanceof PyStr what) {
                profiler.event(args[0], what.value, args[2]);
            }
            return Py.None;
        }
    }
}
