package org.specializer.api;

/**
 * The {@code __dict__} and {@code __weakref__} attributes that a class adds for its instances:
 * one descriptor per class, whose {@code __objclass__} is that class, as CPython's (what
 * {@code inspect.getattr_static} tells apart from a class's own {@code __dict__} entry).
 */
final class PyInstanceDictDescr {
    private PyInstanceDictDescr() {}

    /**
     * The {@code __dict__} descriptor of the builtin type that gives {@code obj} its dict
     * ({@code type}, {@code module}, ...), or null for instances laid out by classes. Compare
     * CPython typeobject.c: get_builtin_base_with_dict.
     */
    private static PyObject builtinDictDescr(PyObject obj) {
        if (obj instanceof PyInstance) {
            return null;
        }
        for (PyType t = obj.type; t != null; t = t.getBase()) {
            if (!t.isHeapType()) {
                PyObject d = t.getTypeDict().getItem(Names.__dict__);
                if (d != null) {
                    return d;
                }
            }
        }
        return null;
    }

    static PyGetSetDescr dictFor(PyType owner) {
        return new PyGetSetDescr(owner, "__dict__",
            self -> {
                PyObject bd = builtinDictDescr(self);
                if (bd != null) {
                    return Descriptors.get(bd, self, self.type);
                }
                PyDict d = self.getDict();
                if (d == null) {
                    throw Py.noAttribute(self, Names.__dict__);
                }
                return d;
            },
            (self, v) -> {
                PyObject bd = builtinDictDescr(self);
                if (bd != null) {
                    Descriptors.set(bd, self, v);
                    return;
                }
                if (!(v instanceof PyDict d)) {
                    throw Py.typeError("__dict__ must be set to a dictionary, not a '"
                            + v.type.getName() + "'");
                }
                if (!self.setDict(d)) {
                    throw Py.noAttribute(self, Names.__dict__);
                }
            },
            // del obj.__dict__: the attributes go, and a new empty dict comes when asked for
            self -> {
                PyObject bd = builtinDictDescr(self);
                if (bd != null) {
                    Descriptors.delete(bd, self);
                    return;
                }
                if (!self.setDict(new PyDict())) {
                    throw Py.noAttribute(self, Names.__dict__);
                }
            });
    }

    static PyGetSetDescr weakrefFor(PyType owner) {
        return new PyGetSetDescr(owner, "__weakref__", self -> {
            java.util.List<PyObject> refs = WeakRefs.of(self);
            return refs.isEmpty() ? Py.None : refs.get(0);
        }, null, null);
    }
}
