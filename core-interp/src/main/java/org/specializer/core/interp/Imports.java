package org.specializer.core.interp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.specializer.api.Abstract;
import org.specializer.api.Names;
import org.specializer.api.Py;
import org.specializer.api.PyBaseException;
import org.specializer.api.PyDict;
import org.specializer.api.PyException;
import org.specializer.api.PyExc;
import org.specializer.api.PyList;
import org.specializer.api.PyModule;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyCode;
import org.specializer.api.PyTraceback;
import org.specializer.api.PyInt;
import org.specializer.core.modules.BuiltinModules;

/**
 * The import system. As CPython, the {@code import} statement and {@code __import__} are
 * Java ({@link #importModuleLevel}, CPython's {@code PyImport_ImportModuleLevelObject}): they
 * resolve relative names, answer from {@code sys.modules}, and otherwise call Lib's importlib
 * ({@code _bootstrap._find_and_load}, {@code _handle_fromlist}), which finds and loads modules
 * through {@code sys.meta_path} and {@code sys.path_hooks}: built-in modules, the frozen
 * importlib and zipimport, the standard library archive on {@code sys.path} (read by Lib's
 * zipimport), and source directories (Lib's FileFinder, with pycs in {@code __pycache__}).
 *
 * <p>{@link #install} sets this up at start-up, as CPython's {@code init_importlib}: it runs
 * the frozen {@code importlib._bootstrap} as {@code _frozen_importlib}, installs it, then the
 * external half and zipimport. Without the standard library archive (core's own unit tests),
 * a plain finder ({@link #importAbsolute}) imports built-in modules and source files from the
 * directories on {@code sys.path}.
 */
final class Imports {
    private Imports() {}

    /** {@code _frozen_importlib}, once installed; null in plain mode. */
    private static PyModule bootstrap;

    /** Whether the import system is in place: importlib's bootstrap over the archive. */
    static boolean installed() {
        return bootstrap != null;
    }
    private static PyObject findAndLoad;
    private static PyObject handleFromlist;
    private static PyObject lockUnlockModule;
    /** The builtin {@code __import__}, to tell whether a program replaced it. */
    static PyObject importFunction;

    private static final PyStr INITIALIZING = PyStr.intern("_initializing");
    private static final PyStr PARENT = PyStr.intern("parent");

    /** Whether importlib runs the import system (the standard library archive was found). */
    static boolean usesImportlib() {
        return bootstrap != null;
    }

    /**
     * Start importlib as CPython's {@code init_importlib} and {@code init_importlib_external}
     * do: {@code _frozen_importlib._install(sys, _imp)}, then
     * {@code _install_external_importers()}, Specializer's magic number and cache tag in
     * {@code _bootstrap_external}, and zipimport's path hook.
     */
    static void install(StdlibArchive lib) {
        PyDict modules = Runtime.modules();
        PyModule imp = ImpModule.create();
        modules.setItem(PyStr.intern("_imp"), imp);
        PyCode code = ImpModule.frozenCode("_frozen_importlib");
        PyDict g = new PyDict();
        PyModule b = new PyModule("_frozen_importlib", g);
        g.setItem("__origname__", PyStr.of(ImpModule.origName("_frozen_importlib")));
        modules.setItem(PyStr.intern("_frozen_importlib"), b);
        Runtime.execCode(code, g, g);
        Abstract.callMethod(b, PyStr.intern("_install"), Runtime.sys(), imp);
        bootstrap = b;
        findAndLoad = g.getItem("_find_and_load");
        handleFromlist = g.getItem("_handle_fromlist");
        lockUnlockModule = g.getItem("_lock_unlock_module");
        Abstract.callMethod(b, PyStr.intern("_install_external_importers"));
        PyObject ext = modules.getItem(PyStr.intern("_frozen_importlib_external"));
        if (ext instanceof PyModule em) {
            byte[] magic = org.specializer.core.marshal.Pyc.magicBytes();
            em.dict.setItem("MAGIC_NUMBER", new org.specializer.api.PyBytes(magic));
            em.dict.setItem("_RAW_MAGIC_NUMBER", org.specializer.api.PyInt.of(
                    (magic[0] & 0xFF) | (magic[1] & 0xFF) << 8 | (magic[2] & 0xFF) << 16
                    | (magic[3] & 0xFF) << 24));
        }
        PyObject zipimport = importModuleLevel("zipimport", null, null, 0);
        // the archive's table of contents, read in Java: what zipimport would find there
        String archive = lib.path().toString();
        PyObject zipCache = zipimport.lookupAttr(PyStr.intern("_zip_directory_cache"));
        if (zipCache instanceof PyDict cache) {
            PyDict files = ZipDirectory.read(archive, true);
            if (files != null) {
                cache.setItem(PyStr.of(archive), files);
            }
        }
        // and any archive's, whenever zipimport reads one (a new zipimporter, or
        // invalidate_caches(), which importlib.invalidate_caches() calls and which read the
        // standard library's again in Python, 75 ms, naming its .pyc files): in Java, the same
        // table, zipimport's own reader for what the Java one leaves to it
        PyObject pythonReader = zipimport.lookupAttr(PyStr.intern("_read_directory"));
        if (zipimport instanceof PyModule zm && pythonReader != null) {
            zm.def1("_read_directory", (self, path) -> {
                PyDict files = path instanceof PyStr p
                        ? ZipDirectory.read(p.value, p.value.equals(archive)) : null;
                return files != null ? files : Abstract.call(pythonReader, path);
            });
        }
        PyObject hooks = Runtime.sys().dict.getItem(PyStr.intern("path_hooks"));
        if (hooks instanceof PyList l) {
            org.specializer.api.ListMethods.insert(l, 0, zipimport.getAttr(PyStr.intern("zipimporter")));
        }
    }

    /** IMPORT_NAME: {@code __import__(name, globals, locals, fromlist, level)}. */
    static PyObject importName(Frame f, PyStr name, PyObject levelObj, PyObject fromlist) {
        int level = (int) Abstract.asIndex(levelObj);
        PyObject imp = f.builtins.getItem(Names.__import__);
        if (imp == null) {
            throw Py.error(PyExc.ImportError, "__import__ not found");
        }
        if (imp != importFunction) {
            PyObject locals = f.locals == null ? Py.None : f.locals;
            return Abstract.call(imp, name, f.globals, locals, fromlist == null ? Py.None
                    : fromlist, PyInt.of(level));
        }
        return importModuleLevel(name.value, f.globals, fromlist, level);
    }

    static PyObject importModule(String name, PyDict globals, PyObject fromlist, int level) {
        return importModuleLevel(name, globals, fromlist, level);
    }

    /** Compare CPython import.c: PyImport_ImportModuleLevelObject. */
    static PyObject importModuleLevel(String name, PyDict globals, PyObject fromlist,
            int level) {
        if (level < 0) {
            throw Py.valueError("level must be >= 0");
        }
        String absName;
        if (level > 0) {
            absName = resolveName(name, globals, level);
        } else {
            if (name.isEmpty()) {
                throw Py.valueError("Empty module name");
            }
            absName = name;
        }
        PyObject mod = getModule(absName);
        boolean hasFrom = fromlist != null && fromlist != Py.None && Abstract.isTrue(fromlist);
        if (!hasFrom) {
            int dot = name.indexOf('.');
            if (level == 0 || !name.isEmpty()) {
                if (dot < 0) {
                    return mod;
                }
                if (level == 0) {
                    return importModuleLevel(name.substring(0, dot), null, null, 0);
                }
                int cutOff = name.length() - dot;
                String toReturn = absName.substring(0, absName.length() - cutOff);
                PyObject r = Runtime.modules().getItem(PyStr.of(toReturn));
                if (r == null) {
                    throw Py.keyError(PyStr.of(toReturn + " not in sys.modules as expected"));
                }
                return r;
            }
            return mod;
        }
        if (bootstrap != null) {
            PyObject path = mod.lookupAttr(Names.__path__);
            if (path != null) {
                try {
                    return Abstract.call(handleFromlist, mod, fromlist, importFunction);
                } catch (PyException e) {
                    removeImportlibFrames(e.value);
                    throw e;
                }
            }
            return mod;
        }
        plainFromlist(mod, absName, fromlist);
        return mod;
    }

    /** {@code sys.modules[name]}, imported first if absent (CPython's import_get_module...). */
    private static PyObject getModule(String absName) {
        PyStr key = PyStr.of(absName);
        PyObject mod = Runtime.modules().getItem(key);
        if (bootstrap == null) {
            return mod != null && mod != Py.None ? mod : importAbsolute(absName);
        }
        if (mod != null && mod != Py.None) {
            // import_ensure_initialized: wait for a module another thread is initializing
            PyObject spec = mod.lookupAttr(Names.__spec__);
            if (spec != null && spec != Py.None) {
                PyObject init = spec.lookupAttr(INITIALIZING);
                if (init != null && Abstract.isTrue(init)) {
                    Abstract.call(lockUnlockModule, key);
                }
            }
            return mod;
        }
        ThreadState.importing++;
        try {
            if (IMPORT_TIME) {
                return findAndLoadTimed(key, absName);
            }
            return Abstract.call(findAndLoad, key, importFunction);
        } catch (PyException e) {
            removeImportlibFrames(e.value);
            throw e;
        } finally {
            ThreadState.importing--;
        }
    }

    /**
     * {@code -X importtime} as CPython's environment variable {@code PYTHONPROFILEIMPORTTIME}
     * turns it on: each module's import time, itself and with what it imported, on stderr.
     */
    private static final boolean IMPORT_TIME = importTimeWanted();
    private static int importDepth;
    private static long importChildren;
    private static boolean importHeader;

    private static boolean importTimeWanted() {
        String v = org.specializer.core.PyFlags.env("PYTHONPROFILEIMPORTTIME");
        return org.specializer.core.PyFlags.XOPTIONS.containsKey("importtime")
                || v != null && !v.isEmpty();
    }

    /** Compare CPython import.c: import_find_and_load, its importtime branch. */
    private static PyObject findAndLoadTimed(PyStr key, String absName) {
        if (!importHeader) {
            importHeader = true;
            System.err.println("import time: self [us] | cumulative | imported package");
        }
        long outerChildren = importChildren;
        importChildren = 0;
        importDepth++;
        long t0 = System.nanoTime();
        try {
            return Abstract.call(findAndLoad, key, importFunction);
        } finally {
            long cum = (System.nanoTime() - t0) / 1000;
            importDepth--;
            System.err.printf("import time: %9d | %10d | %s%s%n", cum - importChildren, cum,
                    "  ".repeat(importDepth), absName);
            importChildren = outerChildren + cum;
        }
    }

    private static final String IMPORTLIB_FILE = "<frozen importlib._bootstrap>";
    private static final String EXTERNAL_FILE = "<frozen importlib._bootstrap_external>";

    /**
     * Hide the import system's own frames from a traceback: every chunk of importlib frames
     * for an ImportError, else the chunks that end in {@code _call_with_frames_removed}.
     * Compare CPython import.c: remove_importlib_frames.
     */
    static void removeImportlibFrames(PyBaseException exc) {
        boolean alwaysTrim = exc.type.isSubtype(PyExc.ImportError);
        PyTraceback head = exc.traceback;
        // links are "the field that points at tb": null holder means the exception's head
        PyTraceback outerOwner = null;
        PyTraceback prevOwner = null;
        boolean inImportlib = false;
        for (PyTraceback tb = head; tb != null; ) {
            PyTraceback next = tb.next;
            String file = tb.code.filename;
            boolean now = file.equals(IMPORTLIB_FILE) || file.equals(EXTERNAL_FILE);
            if (now && !inImportlib) {
                outerOwner = prevOwner;
            }
            inImportlib = now;
            if (now && (alwaysTrim || tb.code.name.equals("_call_with_frames_removed"))) {
                if (outerOwner == null) {
                    head = next;
                } else {
                    outerOwner.next = next;
                }
                prevOwner = outerOwner;
            } else {
                prevOwner = tb;
            }
            tb = next;
        }
        exc.traceback = head;
    }

    /** Compare CPython import.c: resolve_name. */
    private static String resolveName(String name, PyDict globals, int level) {
        if (globals == null) {
            throw Py.keyError(PyStr.of("'__name__' not in globals"));
        }
        PyObject pkg = globals.getItem(Names.__package__);
        PyObject spec = globals.getItem(Names.__spec__);
        String base;
        if (pkg != null && pkg != Py.None) {
            if (!(pkg instanceof PyStr p)) {
                throw Py.typeError("package must be a string");
            }
            base = p.value;
            if (spec != null && spec != Py.None) {
                PyObject parent = spec.lookupAttr(PARENT);
                if (parent != null && !Abstract.eq(pkg, parent)) {
                    WarningsModule.warn(PyExc.DeprecationWarning,
                            "__package__ != __spec__.parent", 1);
                }
            }
        } else if (spec != null && spec != Py.None) {
            PyObject parent = spec.getAttr(PARENT);
            if (!(parent instanceof PyStr p)) {
                throw Py.typeError("__spec__.parent must be a string");
            }
            base = p.value;
        } else {
            WarningsModule.warn(PyExc.ImportWarning, "can't resolve package from __spec__ or "
                    + "__package__, falling back on __name__ and __path__", 1);
            PyObject modName = globals.getItem(Names.__name__);
            if (modName == null) {
                throw Py.keyError(PyStr.of("'__name__' not in globals"));
            }
            if (!(modName instanceof PyStr mn)) {
                throw Py.typeError("__name__ must be a string");
            }
            base = mn.value;
            if (globals.getItem(Names.__path__) == null) {
                int dot = base.lastIndexOf('.');
                base = dot < 0 ? "" : base.substring(0, dot);
            }
        }
        if (base.isEmpty()) {
            throw Py.error(PyExc.ImportError,
                    "attempted relative import with no known parent package");
        }
        for (int i = 1; i < level; i++) {
            int dot = base.lastIndexOf('.');
            if (dot < 0) {
                throw Py.error(PyExc.ImportError,
                        "attempted relative import beyond top-level package");
            }
            base = base.substring(0, dot);
        }
        return name.isEmpty() ? base : base + "." + name;
    }

    // ------------------------------------------------------------------ plain mode

    /** {@code from package import submodule} without importlib. */
    private static void plainFromlist(PyObject module, String absName, PyObject fromlist) {
        if (module instanceof PyModule m && m.dict.getItem(Names.__path__) != null) {
            for (PyObject item : Abstract.toArray(fromlist)) {
                String sub = Abstract.str(item).value;
                if (sub.equals("*")) {
                    continue;
                }
                if (m.lookupAttr(PyStr.intern(sub)) == null) {
                    try {
                        importAbsolute(absName + "." + sub);
                    } catch (PyException e) {
                        if (!e.matches(PyExc.ModuleNotFoundError)) {
                            throw e;
                        }
                    }
                }
            }
        }
    }

    /** Import {@code name} (dotted, absolute), its parents first. */
    static PyObject importAbsolute(String name) {
        PyDict modules = Runtime.modules();
        PyStr key = PyStr.of(name);
        PyObject m = modules.getItem(key);
        if (m != null) {
            if (m == Py.None) {
                throw moduleNotFound("import of " + name + " halted; None in sys.modules", name);
            }
            return m;
        }
        int dot = name.lastIndexOf('.');
        PyObject parent = null;
        PyObject[] searchPath;
        if (dot >= 0) {
            parent = importAbsolute(name.substring(0, dot));
            m = modules.getItem(key);
            if (m != null) {
                return m;
            }
            PyObject path = parent instanceof PyModule pm ? pm.dict.getItem(Names.__path__) : null;
            if (path == null) {
                throw moduleNotFound("No module named '" + name + "'; '"
                        + name.substring(0, dot) + "' is not a package", name);
            }
            searchPath = Abstract.toArray(path);
        } else {
            Supplier<PyModule> builtin = BuiltinModules.factory(name);
            if (builtin != null) {
                PyModule bm = builtin.get();
                modules.setItem(key, bm);
                return bm;
            }
            searchPath = Abstract.toArray(Runtime.sysPath());
        }
        String last = name.substring(dot + 1);
        PyObject loaded = null;
        for (PyObject entry : searchPath) {
            if (!(entry instanceof PyStr dir)) {
                continue;
            }
            Path d = Path.of(dir.value.isEmpty() ? "." : dir.value);
            Path pkgInit = d.resolve(last).resolve("__init__.py");
            Path file = d.resolve(last + ".py");
            if (Files.isRegularFile(pkgInit)) {
                loaded = loadSource(name, pkgInit, d.resolve(last));
                break;
            }
            if (Files.isRegularFile(file)) {
                loaded = loadSource(name, file, null);
                break;
            }
        }
        if (loaded == null) {
            throw moduleNotFound("No module named '" + name + "'", name);
        }
        if (parent != null) {
            parent.setAttr(PyStr.intern(last), loaded);
        }
        return loaded;
    }

    private static PyException moduleNotFound(String msg, String name) {
        PyBaseException e = org.specializer.api.PyExc.create(PyExc.ModuleNotFoundError, msg);
        e.setAttrSlot(0, PyStr.of(name));
        return new PyException(e);
    }

    private static PyObject loadSource(String name, Path file, Path packageDir) {
        String source;
        try {
            source = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw Py.error(PyExc.ImportError, "cannot read " + file + ": " + e.getMessage());
        }
        PyDict g = new PyDict();
        PyModule m = new PyModule(name, g);
        g.setItem(Names.__file__, PyStr.of(file.toString()));
        if (packageDir != null) {
            g.setItem(Names.__path__, new PyList(new PyObject[] {PyStr.of(packageDir.toString())}));
            g.setItem(Names.__package__, PyStr.of(name));
        } else {
            int dot = name.lastIndexOf('.');
            g.setItem(Names.__package__, PyStr.of(dot < 0 ? "" : name.substring(0, dot)));
        }
        return execModule(name, m, source, file.toString());
    }

    private static PyObject execModule(String name, PyModule m, String source, String filename) {
        PyDict g = m.dict;
        g.setItem(Names.__builtins__, Runtime.builtinsModule().dict);
        g.setItem(Names.__spec__, Py.None);
        g.setItem(Names.__loader__, Py.None);
        PyDict modules = Runtime.modules();
        PyStr key = PyStr.of(name);
        modules.setItem(key, m);
        try {
            Runtime.execSource(source, filename, g, g);
        } catch (RuntimeException e) {
            modules.delItem(key);
            throw e;
        }
        PyObject result = modules.getItem(key);
        return result != null ? result : m;
    }

    /** IMPORT_FROM: {@code from module import name}. */
    static PyObject importFrom(PyObject module, PyStr name) {
        PyObject v = module.lookupAttr(name);
        if (v != null) {
            return v;
        }
        PyObject modName = module.lookupAttr(Names.__name__);
        if (modName instanceof PyStr mn) {
            PyObject sub = Runtime.modules().getItem(PyStr.of(mn.value + "." + name.value));
            if (sub != null) {
                return sub;
            }
        }
        String mname = modName instanceof PyStr mn ? mn.value : "<unknown module name>";
        PyObject file = module.lookupAttr(Names.__file__);
        String where = file instanceof PyStr fs ? fs.value : "unknown location";
        PyBaseException e = org.specializer.api.PyExc.create(PyExc.ImportError,
                importFromMessage(module, name, modName, mname, where));
        // ImportError's name (the module), path (its file) and name_from (the name), from
        // which a traceback suggests a name the module has (CPython's
        // _PyErr_SetImportErrorWithNameFrom)
        e.setAttrSlot(0, PyStr.of(mname));
        e.setAttrSlot(1, file instanceof PyStr ? file : Py.None);
        e.setAttrSlot(3, name);
        return throwIt(e);
    }

    /**
     * Why {@code from module import name} failed, as CPython 3.13.0 says it: the module is
     * still being imported (most likely a circular import), or just the name and where the
     * module is. Compare CPython ceval.c: _PyEval_ImportFrom.
     */
    private static String importFromMessage(PyObject module, PyStr name, PyObject modName,
            String mname, String where) {
        String quoted = "'" + name.value + "'";
        PyObject spec = module.lookupAttr(Names.__spec__);
        if (spec != null && spec != Py.None && modName instanceof PyStr) {
            if (PyModule.isInitializing(spec)) {
                return "cannot import name " + quoted + " from partially initialized module '"
                        + mname + "' (most likely due to a circular import) (" + where + ")";
            }
        }
        return "cannot import name " + quoted + " from '" + mname + "' (" + where + ")";
    }

    private static PyObject throwIt(PyBaseException e) {
        throw new PyException(e);
    }

    /**
     * {@code from module import *}: the names {@code __all__} lists, or else the keys of the
     * module's {@code __dict__} that do not start with an underscore, each read with getattr.
     * A name that is not a str is a TypeError naming where it came from. Compare CPython
     * ceval.c: import_all_from.
     */
    static void importStar(Frame f, PyObject module) {
        PyObject target = f.locals != null ? f.locals : f.globals;
        PyObject all = module.lookupAttr(PyStr.intern("__all__"));
        boolean fromDict = all == null;
        if (fromDict) {
            PyObject d = module.lookupAttr(Names.__dict__);
            if (d == null) {
                throw Py.error(PyExc.ImportError,
                        "from-import-* object has no __dict__ and no __all__");
            }
            if (d instanceof PyDict dict) {
                PyList keys = new PyList();
                for (int i = dict.nextEntry(0); i >= 0; i = dict.nextEntry(i + 1)) {
                    keys.append(dict.keyAt(i));
                }
                all = keys;
            } else {
                all = Abstract.call0(d.getAttr(Names.keys));
            }
        }
        PyObject[] names = all instanceof PyList || all instanceof PyTuple
                ? Abstract.toArray(all) : null;
        for (int i = 0; ; i++) {
            PyObject n;
            if (names != null) {
                if (i >= names.length) {
                    break;
                }
                n = names[i];
            } else {
                try {
                    n = Abstract.getItem(all, PyInt.of(i));
                } catch (PyException e) {
                    if (e.matches(PyExc.IndexError)) {
                        break;
                    }
                    throw e;
                }
            }
            if (!(n instanceof PyStr name)) {
                PyObject modname = module.getAttr(Names.__name__);
                if (!(modname instanceof PyStr mn)) {
                    throw Py.typeError("module __name__ must be a string, not "
                            + modname.type.getTpName());
                }
                throw Py.typeError((fromDict ? "Key" : "Item") + " in " + mn.value + "."
                        + (fromDict ? "__dict__" : "__all__") + " must be str, not "
                        + n.type.getTpName());
            }
            if (fromDict && name.value.startsWith("_")) {
                continue;
            }
            Abstract.setItem(target, name, module.getAttr(name));
        }
    }

    /** A tuple of names, for fromlists built by Java code. */
    static PyTuple fromlist(String... names) {
        PyObject[] items = new PyObject[names.length];
        for (int i = 0; i < names.length; i++) {
            items[i] = PyStr.intern(names[i]);
        }
        return PyTuple.of(items);
    }
}
