package org.specializer.api;

/**
 * {@code module}: a namespace whose attributes are its dictionary (a module's globals).
 * Attribute lookups fall back to a module-level {@code __getattr__} (PEP 562).
 */
public class PyModule extends PyObject {
    public static final PyType TYPE = PyType.builtin("module", PyModule.class, PyType.OBJECT,
            PyType.BASETYPE, ModuleMethods::define);

    public final PyDict dict;

    public PyModule(String name, PyDict dict) {
        this(TYPE, name, dict);
    }

    public PyModule(PyType type, String name, PyDict dict) {
        super(type);
        this.dict = dict;
        if (dict.getItem(Names.__name__) == null) {
            dict.setItem(Names.__name__, PyStr.of(name));
        }
        if (dict.getItem(Names.__doc__) == null) {
            dict.setItem(Names.__doc__, Py.None);
        }
    }

    /** {@code module.__new__(cls)}: an empty namespace, without a name until __init__. */
    private PyModule(PyType type) {
        super(type);
        this.dict = new PyDict();
    }

    /** An uninitialized module of class {@code type} (CPython moduleobject.c: new_module). */
    static PyModule bare(PyType type) {
        return new PyModule(type);
    }

    public PyModule(String name) {
        this(name, new PyDict());
    }

    /** The module's {@code __name__}. */
    public String getName() {
        PyObject n = dict.getItem(Names.__name__);
        return n instanceof PyStr s ? s.value : "?";
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    @Override
    public PyObject getAttr(PyStr name) {
        if (type != TYPE && hasOwnGetattribute()) {
            return GenericAttributes.getAttr(this, name);
        }
        return moduleGetAttr(name);
    }

    @Override
    public PyObject lookupAttr(PyStr name) {
        if (type != TYPE && hasOwnGetattribute()) {
            return GenericAttributes.lookupAttr(this, name);
        }
        PyObject r = GenericAttributes.genericGetAttr(this, name);
        if (r != null) {
            return r;
        }
        PyObject ga = dict.getItem(Names.__getattr__);
        if (ga != null) {
            try {
                return Abstract.call1(ga, name);
            } catch (PyException e) {
                if (e.matches(PyExc.AttributeError)) {
                    return null;
                }
                throw e;
            }
        }
        return null;
    }

    /** A subclass overrides {@code __getattribute__}. */
    private boolean hasOwnGetattribute() {
        PyObject hook = type.getattributeHook();
        return hook != null && hook != ModuleMethods.GETATTRIBUTE;
    }

    /**
     * {@code module.__getattribute__}: the generic lookup, then the module's own
     * {@code __getattr__}, whose errors are the caller's (PEP 562). Compare CPython
     * moduleobject.c: _Py_module_getattro_impl.
     */
    PyObject moduleGetAttr(PyStr name) {
        PyObject r = GenericAttributes.genericGetAttr(this, name);
        if (r != null) {
            return r;
        }
        PyObject ga = dict.getItem(Names.__getattr__);
        if (ga != null) {
            return Abstract.call1(ga, name);
        }
        PyObject modName = dict.getItem(Names.__name__);
        if (modName instanceof PyStr s) {
            throw Py.attributeError(this, name, missingMessage(s, name));
        }
        throw Py.attributeError(this, name, "module has no attribute '" + name + "'");
    }

    /**
     * The first entry {@code sys.path} had when the program started (its script's folder,
     * {@code ""} for {@code -c}), or null under {@code -P}: a module found there may shadow a
     * module of the same name further on the path. Set by the launcher's run.
     */
    public static volatile String initialPath0;

    private static final PyStr SPEC_ORIGIN = PyStr.intern("origin");
    private static final PyStr HAS_LOCATION = PyStr.intern("has_location");
    private static final PyStr INITIALIZING = PyStr.intern("_initializing");
    private static final PyStr UNINITIALIZED = PyStr.intern("_uninitialized_submodules");

    /**
     * Why the module has no attribute {@code name}, as CPython 3.13 says it: a module that
     * shadows a standard library module of its name (a file in the script's folder), one
     * still being imported (most likely a circular import), or a submodule that is. Compare
     * CPython moduleobject.c: _Py_module_getattro_impl.
     */
    private String missingMessage(PyStr modName, PyStr name) {
        String plain = "module '" + modName.value + "' has no attribute '" + name + "'";
        PyObject spec = dict.getItem(Names.__spec__);
        if (spec == null || spec == Py.None) {
            return plain;
        }
        String origin = fileOrigin(spec);
        boolean shadowing = possiblyShadowing(origin);
        if (shadowing && isStdlibName(modName)) {
            return plain + " (consider renaming '" + origin + "' since it has the same name as "
                    + "the standard library module named '" + modName.value + "' and the "
                    + "import system gives it precedence)";
        }
        if (isInitializing(spec)) {
            if (shadowing) {
                return plain + " (consider renaming '" + origin + "' if it has the same name "
                        + "as a third-party module you intended to import)";
            }
            return "partially initialized module '" + modName.value + "'"
                    + (origin != null ? " from '" + origin + "'" : "") + " has no attribute '"
                    + name + "' (most likely due to a circular import)";
        }
        PyObject pending = spec.lookupAttr(UNINITIALIZED);
        if (pending != null && Abstract.contains(pending, name)) {
            return "cannot access submodule '" + name + "' of module '" + modName.value
                    + "' (most likely due to a circular import)";
        }
        return plain;
    }

    /** {@code spec.origin} when {@code spec.has_location}, else null. */
    public static String fileOrigin(PyObject spec) {
        PyObject has = spec.lookupAttr(HAS_LOCATION);
        if (has == null || !Abstract.isTrue(has)) {
            return null;
        }
        return spec.lookupAttr(SPEC_ORIGIN) instanceof PyStr o ? o.value : null;
    }

    /** Whether {@code spec._initializing} is true: the module is being imported. */
    public static boolean isInitializing(PyObject spec) {
        PyObject v = spec.lookupAttr(INITIALIZING);
        return v != null && Abstract.isTrue(v);
    }

    /** Whether {@code name} is in {@code sys.stdlib_module_names}. */
    public static boolean isStdlibName(PyStr name) {
        PyObject names = Py.importModule("sys").lookupAttr(PyStr.intern("stdlib_module_names"));
        return names != null && Abstract.contains(names, name);
    }

    /**
     * Whether a module loaded from {@code origin} may shadow another of its name: it is in the
     * folder the program started with first on {@code sys.path}. Compare CPython
     * moduleobject.c: _PyModule_IsPossiblyShadowing.
     */
    public static boolean possiblyShadowing(String origin) {
        String path0 = initialPath0;
        if (origin == null || path0 == null) {
            return false;
        }
        String root = origin;
        String sep = java.io.File.separator;
        if (root.endsWith(sep + "__init__.py")) {
            root = root.substring(0, root.length() - ("__init__.py".length() + 1));
        }
        int cut = root.lastIndexOf(sep);
        if (cut < 0) {
            return false;
        }
        root = root.substring(0, cut);
        String dir = path0;
        if (dir.isEmpty()) {
            // "" stands for the current directory, as the program sees it now
            try {
                dir = Abstract.str(Abstract.call0(Py.importModule("os")
                        .getAttr(PyStr.intern("getcwd")))).value;
            } catch (PyException e) {
                return false;
            }
        }
        return dir.equals(root);
    }

    /** Add a builtin function to the module. */
    public void addFunction(Builtin.Impl impl) {
        dict.setItem(PyStr.intern(impl.name), new PyBuiltinFunction(impl, this, false, getName()));
    }

    public void def0(String name, Builtin.F0 f) {
        addFunction(Builtin.Impl.of0(name, getName() + "." + name, f));
    }

    public void def1(String name, Builtin.F1 f) {
        addFunction(Builtin.Impl.of1(name, getName() + "." + name, f));
    }

    public void def2(String name, Builtin.F2 f) {
        addFunction(Builtin.Impl.of2(name, getName() + "." + name, f));
    }

    public void def3(String name, Builtin.F3 f) {
        addFunction(Builtin.Impl.of3(name, getName() + "." + name, f));
    }

    public void defN(String name, int min, int max, Builtin.FN f) {
        addFunction(Builtin.Impl.ofN(name, getName() + "." + name, min, max, f));
    }

    public void defK(String name, Builtin.FK f) {
        addFunction(Builtin.Impl.ofK(name, getName() + "." + name, f));
    }

    /** Set a module attribute. */
    public void put(String name, PyObject value) {
        dict.setItem(PyStr.intern(name), value);
    }
}
