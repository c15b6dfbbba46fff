package org.specializer.natives.gc;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.WeakRefs;
import org.specializer.core.interp.Interp;

/**
 * The {@code gc} module over the JVM's collector. The JVM decides when to collect, and its
 * collector finds cycles by itself, so the generation machinery of CPython has nothing to tune:
 * thresholds and counts are kept for programs that read or set them. {@code collect()} asks the
 * JVM for a full collection, waits until its reference processing is done (a sentinel weak
 * reference is enqueued) and for the JVM's finalizer thread, then runs the finalizers and
 * weakref callbacks it made due, so that
 * after {@code gc.collect()} objects dropped before it have been finalized, as in CPython.
 */
public final class GcModule {
    private GcModule() {}

    private static boolean enabled = true;
    private static int[] thresholds = {2000, 10, 0};
    private static final PyList GARBAGE = new PyList();
    private static final PyList CALLBACKS = new PyList();
    private static long collections;

    public static PyModule create() {
        PyModule m = new PyModule("gc");
        m.put("garbage", GARBAGE);
        m.put("callbacks", CALLBACKS);
        m.put("DEBUG_STATS", PyInt.of(1));
        m.put("DEBUG_COLLECTABLE", PyInt.of(2));
        m.put("DEBUG_UNCOLLECTABLE", PyInt.of(4));
        m.put("DEBUG_SAVEALL", PyInt.of(32));
        m.put("DEBUG_LEAK", PyInt.of(38));
        m.def0("enable", self -> {
            enabled = true;
            return Py.None;
        });
        m.def0("disable", self -> {
            enabled = false;
            return Py.None;
        });
        m.def0("isenabled", self -> enabled ? Py.True : Py.False);
        m.defK("collect", (self, args, kw) -> {
            int generation = args.length - kw.length > 0 ? Abstract.asInt(args[0]) : 2;
            if (generation < 0 || generation > 2) {
                throw Py.valueError("invalid generation");
            }
            runCallbacks("start", generation);
            collect();
            runCallbacks("stop", generation);
            return PyInt.ZERO;
        });
        m.def0("get_count", self -> PyTuple.of(PyInt.ZERO, PyInt.ZERO, PyInt.ZERO));
        m.def0("get_threshold", self -> PyTuple.of(PyInt.of(thresholds[0]),
                PyInt.of(thresholds[1]), PyInt.of(thresholds[2])));
        m.defN("set_threshold", 1, 3, (self, a) -> {
            for (int i = 0; i < a.length; i++) {
                thresholds[i] = Abstract.asInt(a[i]);
            }
            return Py.None;
        });
        m.defN("get_debug", 0, 0, (self, a) -> PyInt.ZERO);
        m.def1("set_debug", (self, f) -> Py.None);
        m.defK("get_objects", (self, args, kw) -> new PyList());
        // the JVM's collector keeps no list of the objects it tracks nor of who refers to
        // whom: these find nothing (as CPython's do for objects it does not track)
        m.defN("get_referrers", 0, Integer.MAX_VALUE, (self, a) -> new PyList());
        m.defN("get_referents", 0, Integer.MAX_VALUE, (self, a) -> new PyList());
        m.def1("is_tracked", (self, o) -> o instanceof PyInt || o instanceof PyStr
                || o == Py.None ? Py.False : Py.True);
        m.def1("is_finalized", (self, o) -> Py.False);
        m.def0("freeze", self -> Py.None);
        m.def0("unfreeze", self -> Py.None);
        m.def0("get_freeze_count", self -> PyInt.ZERO);
        m.def0("get_stats", self -> {
            PyObject[] gens = new PyObject[3];
            for (int i = 0; i < 3; i++) {
                PyDict d = new PyDict();
                d.setItem("collections", PyInt.of(i == 2 ? collections : 0));
                d.setItem("collected", PyInt.ZERO);
                d.setItem("uncollectable", PyInt.ZERO);
                gens[i] = d;
            }
            return new PyList(gens);
        });
        return m;
    }

    /**
     * A full collection, then the finalizers and weakref callbacks it made due. When some ran,
     * one more collection (twice at most): objects that only became unreachable in the last
     * collection (kept until then by an object awaiting finalization) have their references
     * handed over by the JVM's reference handler in a batch that the last collection's sentinel
     * does not wait out; a collection after it does.
     */
    public static void collect() {
        org.specializer.api.Finalization.collect();
        collections++;
        // every reference the collection cleared first, in one batch, so that one object's
        // callbacks run newest first even when the JVM hands them over in pieces (the
        // pending run below takes only what has been handed over)
        WeakRefs.processQueue(true);
        for (int round = 0; ; round++) {
            Interp.runPendingFinalization();
            if (WeakRefs.processQueue(true) == 0 || round == 2) {
                break;
            }
            org.specializer.api.Finalization.collectOnce();
        }
    }

    private static void runCallbacks(String phase, int generation) {
        if (CALLBACKS.size == 0) {
            return;
        }
        PyDict info = new PyDict();
        info.setItem("generation", PyInt.of(generation));
        info.setItem("collected", PyInt.ZERO);
        info.setItem("uncollectable", PyInt.ZERO);
        for (PyObject cb : CALLBACKS.toArray()) {
            Abstract.call(cb, PyStr.of(phase), info);
        }
    }
}
