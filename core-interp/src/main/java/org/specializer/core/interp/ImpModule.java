package org.specializer.core.interp;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyBytes;
import org.specializer.api.PyCode;
import org.specializer.api.PyExc;
import org.specializer.api.PyInt;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.core.marshal.Pyc;
import org.specializer.core.modules.BuiltinModules;

/**
 * The {@code _imp} module (CPython Python/import.c): what Lib's importlib asks of the
 * interpreter. Built-in modules are those of {@link BuiltinModules}; the "frozen" modules are
 * the three the import system needs before it can import from the standard library archive
 * (importlib's two halves and {@code zipimport}), read from that archive directly.
 */
public final class ImpModule {
    private ImpModule() {}

    /** Frozen module name -> its source file inside the archive. */
    static final Map<String, String> FROZEN = new LinkedHashMap<>();

    static {
        FROZEN.put("_frozen_importlib", "importlib/_bootstrap.py");
        FROZEN.put("_frozen_importlib_external", "importlib/_bootstrap_external.py");
        FROZEN.put("zipimport", "zipimport.py");
    }

    /** The import lock ({@code _imp.acquire_lock}), reentrant as CPython's. */
    private static final ReentrantLock LOCK = new ReentrantLock();

    private static PyModule instance;

    /** The {@code _imp} module: one per process. */
    public static synchronized PyModule create() {
        if (instance == null) {
            instance = make();
        }
        return instance;
    }

    private static PyModule make() {
        PyModule m = new PyModule("_imp");
        m.put("check_hash_based_pycs", PyStr.intern("default"));
        m.def0("lock_held", self -> LOCK.isHeldByCurrentThread() ? Py.True : Py.False);
        m.def0("acquire_lock", self -> {
            // waiting for another thread's import must let that thread run: without the
            // interpreter lock released, the two wait for each other
            if (!LOCK.tryLock()) {
                Gil.blocking(() -> {
                    LOCK.lock();
                    return null;
                });
            }
            return Py.None;
        });
        m.def0("release_lock", self -> {
            if (!LOCK.isHeldByCurrentThread()) {
                throw Py.runtimeError("not holding the import lock");
            }
            LOCK.unlock();
            return Py.None;
        });
        m.def1("is_builtin", (self, name) -> {
            String n = str(name);
            if (n.equals("sys") || n.equals("builtins")) {
                return PyInt.of(-1);
            }
            return PyInt.of(BuiltinModules.factory(n) != null ? 1 : 0);
        });
        m.def1("create_builtin", (self, spec) -> {
            String n = str(spec.getAttr(PyStr.intern("name")));
            PyObject existing = Runtime.modules().getItem(PyStr.of(n));
            if ((n.equals("sys") || n.equals("builtins")) && existing != null) {
                return existing;
            }
            var f = BuiltinModules.factory(n);
            return f == null ? Py.None : f.get();
        });
        m.def1("exec_builtin", (self, mod) -> PyInt.ZERO);
        m.def1("exec_dynamic", (self, mod) -> PyInt.ZERO);
        m.defN("create_dynamic", 1, 2, (self, a) -> {
            throw Py.error(PyExc.ImportError, "Specializer cannot load C extension modules");
        });
        m.def0("extension_suffixes", self -> new PyList());
        m.def1("is_frozen", (self, name) -> FROZEN.containsKey(str(name)) ? Py.True : Py.False);
        m.def1("is_frozen_package", (self, name) -> {
            frozenFile(str(name));
            return Py.False;
        });
        m.defK("find_frozen", (self, args, kw) -> {
            String n = str(args[0]);
            return FROZEN.containsKey(n) && Runtime.stdlib() != null
                    ? PyTuple.of(Py.None, Py.False, PyStr.of(origName(n))) : Py.None;
        });
        m.defN("get_frozen_object", 1, 2, (self, a) -> frozenCode(str(a[0])));
        m.def1("init_frozen", (self, name) -> {
            throw Py.error(PyExc.ImportError, "init_frozen() is not supported");
        });
        m.def0("_frozen_module_names", self -> {
            PyObject[] names = new PyObject[FROZEN.size()];
            int i = 0;
            for (String n : FROZEN.keySet()) {
                names[i++] = PyStr.of(n);
            }
            return PyTuple.of(names);
        });
        m.def1("_override_frozen_modules_for_tests", (self, o) -> PyInt.ZERO);
        m.def1("_override_multi_interp_extensions_check", (self, o) -> PyInt.of(-1));
        m.def2("_fix_co_filename", (self, code, path) -> {
            if (!(code instanceof PyCode c)) {
                throw Py.typeError("_fix_co_filename() argument 1 must be code, not "
                        + code.type.getName());
            }
            fixFilename(c, c.filename, str(path));
            return Py.None;
        });
        m.def2("source_hash", (self, key, source) -> {
            if (!(source instanceof PyBytes b)) {
                throw Py.typeError("a bytes-like object is required, not '"
                        + source.type.getName() + "'");
            }
            long h = Pyc.sourceHash(Abstract.asIndex(key), b.value);
            byte[] out = new byte[8];
            for (int i = 0; i < 8; i++) {
                out[i] = (byte) (h >>> (8 * i));
            }
            return new PyBytes(out);
        });
        return m;
    }

    /** The module a frozen module was made from ({@code importlib._bootstrap}, ...). */
    static String origName(String frozen) {
        String f = FROZEN.get(frozen);
        return f.substring(0, f.length() - 3).replace('/', '.');
    }

    private static String str(PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.typeError("expected str, got " + o.type.getName());
        }
        return s.value;
    }

    private static String frozenFile(String name) {
        String f = FROZEN.get(name);
        if (f == null || Runtime.stdlib() == null) {
            throw Py.error(PyExc.ImportError, "No such frozen object named '" + name + "'");
        }
        return f;
    }

    /** The code of a frozen module, from the archive. */
    static PyCode frozenCode(String name) {
        PyCode c = Runtime.stdlib().code(frozenFile(name));
        if (c == null) {
            throw Py.error(PyExc.ImportError, "No such frozen object named '" + name + "'");
        }
        // as CPython's frozen modules: tracebacks name them "<frozen importlib._bootstrap>",
        // which is also how the import system recognizes its own frames to hide them
        fixFilename(c, c.filename, "<frozen " + origName(name) + ">");
        return c;
    }

    /** Compare CPython update_compiled_module: rename {@code old} to {@code path} throughout. */
    private static void fixFilename(PyCode c, String old, String path) {
        if (!c.filename.equals(old)) {
            return;
        }
        c.filename = path;
        for (PyObject k : c.consts) {
            if (k instanceof PyCode inner) {
                fixFilename(inner, old, path);
            }
        }
    }
}
