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
            throw Py.attributeError(this, name, "module '" + s.value + "' has no attribute '"
                    + name + "'");
        }
        throw Py.attributeError(this, name, "module has no attribute '" + name + "'");
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
