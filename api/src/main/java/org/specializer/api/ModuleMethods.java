package org.specializer.api;

/** {@code module} methods. */
final class ModuleMethods {
    private ModuleMethods() {}

    private static final ArgParser INIT = new ArgParser("module", new String[] {"name", "doc"},
            0, 2, 1);

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> new PyModule((PyType) cls, "?", new PyDict()));
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
            PyModule m = (PyModule) self;
            PyObject file = m.dict.getItem(Names.__file__);
            if (file instanceof PyStr f) {
                return new PyStr("<module '" + m.getName() + "' from '" + f.value + "'>");
            }
            return new PyStr("<module '" + m.getName() + "' (built-in)>");
        });
        t.getset("__dict__", self -> ((PyModule) self).dict, null);
        t.method0("__dir__", self -> {
            PyDict d = ((PyModule) self).dict;
            PyList out = new PyList();
            for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                out.append(d.keyAt(i));
            }
            return out;
        });
    }
}
