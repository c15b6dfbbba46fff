package org.specializer.api;

/** {@code mappingproxy} methods: read-only delegation to the wrapped dict. */
final class MappingProxyMethods {
    private MappingProxyMethods() {}

    /**
     * {@code types.MappingProxyType(mapping)} over a dict (the views Lib makes, enum's
     * {@code __members__} among them); a proxy over another kind of mapping is not supported.
     */
    // Compare CPython descrobject.c: mappingproxy_new
    private static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (kwnames.length > 1 || kwnames.length == 1 && !kwnames[0].value.equals("mapping")) {
            throw Py.typeError("mappingproxy() got an unexpected keyword argument '"
                    + kwnames[kwnames.length - 1].value + "'");
        }
        if (args.length != 1) {
            throw Py.typeError("mappingproxy() missing required argument 'mapping' (pos 1)");
        }
        PyObject mapping = args[0];
        if (mapping instanceof PyDict d) {
            return new PyMappingProxy(d);
        }
        if (mapping instanceof PyMappingProxy p) {
            return new PyMappingProxy(p.mapping);
        }
        if (mapping.type.lookup(Names.__getitem__) == null || mapping instanceof PyList
                || mapping instanceof PyTuple) {
            throw Py.typeError("mappingproxy() argument must be a mapping, not "
                    + mapping.type.getName());
        }
        throw Py.notImplementedError("mappingproxy() over a " + mapping.type.getName()
                + " is not supported: only over dicts");
    }

    private static PyDict m(PyObject self) {
        return ((PyMappingProxy) self).mapping;
    }

    static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor(MappingProxyMethods::construct);
        t.method1("__getitem__", (self, k) -> Abstract.getItem(m(self), k));
        t.method1("__contains__", (self, k) -> Py.newBool(m(self).containsKey(k)));
        t.method0("__len__", self -> PyInt.of(m(self).size()));
        t.method0("__iter__", self -> Abstract.iter(m(self)));
        t.method0("keys", self -> Abstract.callMethod(m(self), Names.keys));
        t.method0("values", self -> Abstract.callMethod(m(self), PyStr.intern("values")));
        t.method0("items", self -> Abstract.callMethod(m(self), Names.items));
        t.method0("copy", self -> m(self).copy());
        t.methodN("get", 1, 2, (self, a) -> {
            PyObject v = m(self).getItem(a[0]);
            return v != null ? v : a.length > 1 ? a[1] : Py.None;
        });
        t.method0("__repr__", self -> new PyStr("mappingproxy(" + Abstract.repr(m(self)) + ")"));
        t.method1("__eq__", (self, o) -> Abstract.richCompare(m(self), o, Abstract.EQ));
    }
}
