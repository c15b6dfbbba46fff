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
import org.specializer.core.modules.BuiltinModules;

/**
 * The import system: built-in modules from {@link BuiltinModules}, and Python source modules
 * and packages found on {@code sys.path}, cached in {@code sys.modules}. Follows importlib's
 * observable behaviour: parents first, the module in {@code sys.modules} before its body runs,
 * submodules bound as attributes of their parent, relative imports from {@code __package__}.
 */
final class Imports {
    private Imports() {}

    /** IMPORT_NAME: {@code __import__(name, globals, None, fromlist, level)}. */
    static PyObject importName(Frame f, PyStr name, PyObject levelObj, PyObject fromlist) {
        int level = (int) Abstract.asIndex(levelObj);
        return importModule(name.value, f.globals, fromlist, level);
    }

    static PyObject importModule(String name, PyDict globals, PyObject fromlist, int level) {
        String absName = level > 0 ? resolveRelative(name, globals, level) : name;
        if (absName.isEmpty()) {
            throw Py.valueError("Empty module name");
        }
        PyObject module = importAbsolute(absName);
        boolean hasFromlist = fromlist != null && fromlist != Py.None
                && Abstract.isTrue(fromlist);
        if (!hasFromlist) {
            if (level == 0 && absName.contains(".")) {
                return importAbsolute(absName.substring(0, absName.indexOf('.')));
            }
            if (level > 0 && !name.isEmpty() && name.contains(".")) {
                String top = absName.substring(0, absName.length() - name.length())
                        + name.substring(0, name.indexOf('.'));
                return importAbsolute(top);
            }
            return module;
        }
        // from package import submodule
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
        return module;
    }

    private static String resolveRelative(String name, PyDict globals, int level) {
        PyObject pkg = globals.getItem(Names.__package__);
        String base;
        if (pkg instanceof PyStr p) {
            base = p.value;
        } else {
            PyObject modName = globals.getItem(Names.__name__);
            if (!(modName instanceof PyStr mn)) {
                throw Py.error(PyExc.ImportError,
                        "attempted relative import with no known parent package");
            }
            base = globals.getItem(Names.__path__) != null ? mn.value
                    : mn.value.contains(".") ? mn.value.substring(0, mn.value.lastIndexOf('.'))
                    : "";
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
            String lib = Runtime.bundledSource(name);
            if (lib != null) {
                loaded = loadBundled(name, lib);
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

    private static PyObject loadBundled(String name, String source) {
        PyDict g = new PyDict();
        PyModule m = new PyModule(name, g);
        int dot = name.lastIndexOf('.');
        g.setItem(Names.__package__, PyStr.of(dot < 0 ? "" : name.substring(0, dot)));
        return execModule(name, m, source, "<frozen " + name + ">");
    }

    private static PyObject execModule(String name, PyModule m, String source, String filename) {
        PyDict g = m.dict;
        g.setItem(Names.__builtins__, Runtime.builtinsModule());
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
                "cannot import name '" + name + "' from '" + mname + "' (" + where + ")");
        e.setAttrSlot(0, PyStr.of(mname));   // ImportError.name: the module
        return throwIt(e);
    }

    private static PyObject throwIt(PyBaseException e) {
        throw new PyException(e);
    }

    /** {@code from module import *}. */
    static void importStar(Frame f, PyObject module) {
        PyObject target = f.locals != null ? f.locals : f.globals;
        PyObject all = module.lookupAttr(PyStr.intern("__all__"));
        if (all != null) {
            for (PyObject n : Abstract.toArray(all)) {
                PyStr ns = (PyStr) n;
                Abstract.setItem(target, ns, module.getAttr(ns));
            }
            return;
        }
        PyDict d = module.getDict();
        if (d == null) {
            throw Py.error(PyExc.ImportError, "from-import-* object has no __dict__ and no __all__");
        }
        for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
            PyObject k = d.keyAt(i);
            if (k instanceof PyStr ks && !ks.value.startsWith("_")) {
                Abstract.setItem(target, k, d.valueAt(i));
            }
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
