package org.specializer.api;

/** {@code module} methods. */
final class ModuleMethods {
    private ModuleMethods() {}

    static void define(PyType t) {
        t.constructor((cls, args, kw) -> {
            if (args.length - kw.length < 1 || !(args[0] instanceof PyStr n)) {
                throw Py.typeError("module.__new__() argument 'name' must be str");
            }
            return new PyModule((PyType) cls, n.value, new PyDict());
        });
        t.methodK("__init__", (self, args, kw) -> Py.None);
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
