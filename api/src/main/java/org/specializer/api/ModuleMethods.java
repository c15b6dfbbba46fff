package org.specializer.api;

/** {@code module} methods. */
final class ModuleMethods {
    private ModuleMethods() {}

    /** {@code module.__getattribute__}, which a subclass without its own need not call. */
    static PyObject GETATTRIBUTE;

    private static final PyStr DIR = PyStr.intern("__dir__");
    private static final PyStr MODULE_REPR = PyStr.intern("_module_repr");

    /** {@code importlib._bootstrap}, or null when it cannot be imported. */
    private static PyObject importlibBootstrap() {
        try {
            return Py.importModule("importlib._bootstrap");
        } catch (PyException e) {
            if (e.matches(PyExc.ImportError)) {
                return null;
            }
            throw e;
        }
    }

    private static final ArgParser INIT = new ArgParser("module", new String[] {"name", "doc"},
            0, 2, 1);

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> PyModule.bare((PyType) cls));
        t.method1("__getattribute__", (self, name) -> {
            if (!(name instanceof PyStr n)) {
                throw Py.typeError("attribute name must be string, not '" + name.type.getName()
                        + "'");
            }
            return ((PyModule) self).moduleGetAttr(n);
        });
        GETATTRIBUTE = t.getTypeDict().getItem(Names.__getattribute__);
        // Compare CPython moduleobject.c: module___init___impl
        t.methodK("__init__", (self, args, kw) -> {
            PyObject[] a = INIT.parse(args, kw);
            if (!(a[0] instanceof PyStr)) {
                throw Py.typeError("module.__init__() argument 'name' must be str, not "
                        + a[0].type.getName());
            }
            PyDict d = ((PyModule) self).dict;
            d.setItem(Names.__name__, a[0]);
            d.setItem(Names.__doc__, a[1] == null ? Py.None : a[1]);
            d.setItem(Names.__package__, Py.None);
            d.setItem(Names.__loader__, Py.None);
            d.setItem(Names.__spec__, Py.None);
            return Py.None;
        });
        t.method0("__repr__", self -> {
            // as CPython's module_repr: importlib's _module_repr reads the spec, the loader
            // and __file__; the short form below only without importlib (no Lib)
            PyObject bootstrap = importlibBootstrap();
            if (bootstrap != null) {
                return Abstract.callMethod(bootstrap, MODULE_REPR, self);
            }
            PyModule m = (PyModule) self;
            PyObject file = m.dict.getItem(Names.__file__);
            if (file instanceof PyStr f) {
                return new PyStr("<module '" + m.getName() + "' from '" + f.value + "'>");
            }
            return new PyStr("<module '" + m.getName() + "' (built-in)>");
        });
        t.getset("__dict__", self -> ((PyModule) self).dict, null);
        // compare CPython moduleobject.c: module_get_annotations, module_set_annotations
        t.getset("__annotations__", self -> {
            PyDict d = dictOf(self);
            PyObject a = d.getItem(Names.__annotations__);
            if (a == null) {
                a = new PyDict();
                d.setItem(Names.__annotations__, a);
            }
            return a;
        }, (self, v) -> dictOf(self).setItem(Names.__annotations__, v), self -> {
            PyDict d = dictOf(self);
            if (d.getItem(Names.__annotations__) == null) {
                throw Py.attributeError(self, Names.__annotations__, "__annotations__");
            }
            d.delItem(Names.__annotations__);
        });
        t.method0("__dir__", self -> {
            // compare CPython moduleobject.c: module_dir
            PyObject dv = self.getAttr(Names.__dict__);
            if (!(dv instanceof PyDict d)) {
                throw Py.typeError("<module>.__dict__ is not a dictionary");
            }
            PyObject custom = d.getItem(DIR);
            if (custom != null) {
                return Abstract.call(custom);
            }
            PyList out = new PyList();
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                out.append(d.keyAt(i));
            }
            return out;
        });
    }

    /** {@code module.__dict__}, which a subclass may override. */
    private static PyDict dictOf(PyObject self) {
        PyObject dv = self.getAttr(Names.__dict__);
        if (!(dv instanceof PyDict d)) {
            throw Py.typeError("<module>.__dict__ is not a dictionary");
        }
        return d;
    }
}
