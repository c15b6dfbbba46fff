package org.specializer.natives.atexit;

import java.util.ArrayList;
import java.util.List;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyException;
import org.specializer.api.PyInt;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.Unraisable;

/**
 * The {@code atexit} module, as CPython 3.13's {@code Modules/atexitmodule.c}: functions
 * registered with their arguments run last-registered-first when the interpreter ends (the
 * runtime's shutdown calls {@code _run_exitfuncs}); an exception in one is reported as
 * "Exception ignored in atexit callback ..." and the others still run. {@code unregister}
 * empties the slots of a function without shrinking the table, so {@code _ncallbacks} counts
 * them still, as CPython's does. The functions belong to the interpreter, not to one module
 * object: an {@code atexit} imported again after its removal from {@code sys.modules} shares
 * them, and the runtime's shutdown runs them even when no {@code atexit} is left there.
 */
public final class AtexitModule {
    private AtexitModule() {}

    private record Callback(PyObject func, PyObject[] args, PyStr[] kwnames) {}

    /** The interpreter's exit functions, in registration order (null: unregistered). */
    private static final List<Callback> CALLBACKS = new ArrayList<>();

    public static PyModule create() {
        List<Callback> callbacks = CALLBACKS;
        org.specializer.core.interp.Runtime.setExitFunctions(() -> runAll(callbacks));
        PyModule m = new PyModule("atexit");
        m.put("__doc__", PyStr.of("allow programmer to define multiple exit functions to be "
                + "executed\nupon normal program termination.\n\nTwo public functions, register "
                + "and unregister, are defined.\n"));
        m.defK("register", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos < 1) {
                throw Py.typeError("register() takes at least 1 argument (0 given)");
            }
            PyObject func = args[0];
            if (!Abstract.isCallable(func)) {
                throw Py.typeError("the first argument must be callable");
            }
            PyObject[] rest = new PyObject[args.length - 1];
            System.arraycopy(args, 1, rest, 0, rest.length);
            callbacks.add(new Callback(func, rest, kw));
            return func;
        });
        m.def1("unregister", (self, func) -> {
            for (int i = 0; i < callbacks.size(); i++) {
                Callback cb = callbacks.get(i);
                if (cb != null && Abstract.richCompareBool(cb.func, func, Abstract.EQ)) {
                    callbacks.set(i, null);
                }
            }
            return Py.None;
        });
        m.def0("_run_exitfuncs", self -> {
            runAll(callbacks);
            return Py.None;
        });
        m.def0("_clear", self -> {
            callbacks.clear();
            return Py.None;
        });
        m.def0("_ncallbacks", self -> PyInt.of(callbacks.size()));
        return m;
    }

    /** Compare atexitmodule.c: atexit_callfuncs. */
    private static void runAll(List<Callback> callbacks) {
        for (int i = callbacks.size() - 1; i >= 0; i--) {
            if (i >= callbacks.size()) {
                continue;
            }
            Callback cb = callbacks.get(i);
            if (cb == null) {
                continue;
            }
            callbacks.set(i, null);
            try {
                cb.func.call(cb.args, cb.kwnames);
            } catch (PyException e) {
                String what;
                try {
                    what = Abstract.repr(cb.func).value;
                } catch (PyException inner) {
                    what = "<object repr() failed>";
                }
                Unraisable.report(e.value, "Exception ignored in atexit callback " + what, null);
            }
        }
        callbacks.clear();
    }
}
