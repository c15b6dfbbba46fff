package org.specializer.natives.tracemalloc;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;

/**
 * The {@code _tracemalloc} module (CPython Modules/_tracemalloc.c) as far as a JVM allows:
 * allocations are the garbage collector's, not traced one by one, so tracing can be started
 * and stopped (with CPython's checks) but records nothing: no traces, no object tracebacks,
 * traced memory (0, 0). What Lib's {@code tracemalloc} builds on these works: snapshots are
 * empty, {@code get_traced_memory()} answers.
 */
public final class TracemallocModule {
    private TracemallocModule() {}

    private static boolean tracing;
    private static int limit = 1;

    public static PyModule create() {
        PyModule m = new PyModule("_tracemalloc");
        m.put("__doc__", PyStr.of("Debug module to trace memory blocks allocated by Python."));
        m.def0("is_tracing", self -> Py.newBool(tracing));
        m.defN("start", 0, 1, (self, a) -> {
            long n = a.length == 0 ? 1 : Abstract.asIndex(a[0]);
            if (n < 1 || n > 65535) {
                throw Py.valueError("the number of frames must be in range [1; 65535]");
            }
            limit = (int) n;
            tracing = true;
            return Py.None;
        });
        m.def0("stop", self -> {
            tracing = false;
            return Py.None;
        });
        m.def0("clear_traces", self -> Py.None);
        m.def0("reset_peak", self -> Py.None);
        m.def0("get_traceback_limit", self -> PyInt.of(limit));
        m.def0("get_traced_memory", self -> PyTuple.of(PyInt.of(0), PyInt.of(0)));
        m.def0("get_tracemalloc_memory", self -> PyInt.of(0));
        m.def0("_get_traces", self -> new PyList(new PyObject[0]));
        m.def1("_get_object_traceback", (self, obj) -> Py.None);
        return m;
    }
}
