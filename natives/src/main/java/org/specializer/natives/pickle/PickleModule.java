package org.specializer.natives.pickle;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyExc;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;
import org.specializer.core.modules.Params;
import org.specializer.natives.ModuleErrors;

/**
 * The {@code _pickle} module (CPython Modules/_pickle.c), the accelerator Lib's pickle imports:
 * {@code Pickler} ({@link PyPickler}), {@code Unpickler} ({@link PyUnpickler}), the one-shot
 * {@code dump}, {@code dumps}, {@code load} and {@code loads}, the three exception classes and
 * {@code PickleBuffer} ({@link PyPickleBuffer}, a builtin type in CPython that this module
 * exports). The output is byte for byte what CPython's C pickler writes.
 *
 * <p>The Lib objects the module works with (copyreg's dispatch table and extension registry,
 * _compat_pickle's name mappings, {@code codecs.encode}, {@code functools.partial}) are those of
 * the interpreter that pickles: {@link PickleState#get} takes them from its copyreg.
 */
public final class PickleModule {
    private PickleModule() {}

    static final PyType PICKLE_ERROR = ModuleErrors.newException("_pickle.PickleError",
            PyExc.Exception, null);
    static final PyType PICKLING_ERROR = ModuleErrors.newException("_pickle.PicklingError",
            PICKLE_ERROR, null);
    static final PyType UNPICKLING_ERROR = ModuleErrors.newException(
            "_pickle.UnpicklingError", PICKLE_ERROR, null);

    /** CPython's {@code HIGHEST_PROTOCOL} and {@code DEFAULT_PROTOCOL}. */
    static final int HIGHEST_PROTOCOL = 5;
    static final int DEFAULT_PROTOCOL = 4;

    private static final Params DUMP = new Params("dump", new String[] {"obj", "file",
        "protocol", "fix_imports", "buffer_callback"}, 0, 3, 2);
    private static final Params DUMPS = new Params("dumps", new String[] {"obj", "protocol",
        "fix_imports", "buffer_callback"}, 0, 2, 1);
    private static final Params LOAD = new Params("load", new String[] {"file", "fix_imports",
        "encoding", "errors", "buffers"}, 0, 1, 1);
    private static final Params LOADS = new Params("loads", new String[] {"data",
        "fix_imports", "encoding", "errors", "buffers"}, 1, 1, 1);

    public static PyModule create() {
        PickleState.refresh();
        PyModule m = new PyModule("_pickle");
        m.put("__doc__", PyStr.of("Optimized C implementation for the Python pickle module."));
        m.put("PickleError", PICKLE_ERROR);
        m.put("PicklingError", PICKLING_ERROR);
        m.put("UnpicklingError", UNPICKLING_ERROR);
        m.put("Pickler", PyPickler.TYPE);
        m.put("Unpickler", PyUnpickler.TYPE);
        m.put("PickleBuffer", PyPickleBuffer.TYPE);
        m.defK("dump", (self, args, kw) -> {
            PyObject[] a = DUMP.parse(args, kw);
            PyPickler p = PyPickler.oneShot(a[2], a[3], a[4]);
            p.setOutputStream(a[1]);
            p.dump(a[0]);
            p.flushToFile();
            return Py.None;
        });
        m.defK("dumps", (self, args, kw) -> {
            PyObject[] a = DUMPS.parse(args, kw);
            PyPickler p = PyPickler.oneShot(a[1], a[2], a[3]);
            p.dump(a[0]);
            return p.getValue();
        });
        m.defK("load", (self, args, kw) -> {
            PyObject[] a = LOAD.parse(args, kw);
            PyUnpickler u = PyUnpickler.oneShot("load", a[1], a[2], a[3], a[4]);
            u.setInputStream(a[0]);
            return u.load();
        });
        m.defK("loads", (self, args, kw) -> {
            PyObject[] a = LOADS.parse(args, kw);
            PyUnpickler u = PyUnpickler.oneShot("loads", a[1], a[2], a[3], a[4]);
            u.setStringInput(a[0]);
            return u.load();
        });
        return m;
    }

    /** A PicklingError with {@code msg}. */
    static RuntimeException picklingError(String msg) {
        return Py.error(PICKLING_ERROR, msg);
    }

    /** An UnpicklingError with {@code msg}. */
    static RuntimeException unpicklingError(String msg) {
        return Py.error(UNPICKLING_ERROR, msg);
    }

    /** {@code repr(o)} for messages. */
    static String repr(PyObject o) {
        return Abstract.repr(o).value;
    }

    /** {@code str(o)} for messages. */
    static String str(PyObject o) {
        return Abstract.str(o).value;
    }

    /** A "bool" argument as Argument Clinic converts it (truth value; absent is true). */
    static boolean flag(PyObject o) {
        return o == null || Abstract.isTrue(o);
    }
}
