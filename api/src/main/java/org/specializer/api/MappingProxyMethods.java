package org.specializer.api;

/** {@code mappingproxy} methods: read-only delegation to the wrapped dict. */
final class MappingProxyMethods {
    private MappingProxyMethods() {}

    private static PyObject m(PyObject self) {
        return ((PyMappingProxy) self).mapping;
    }

    private static final ArgParser NEW = new ArgParser("mappingproxy", new String[] {"mapping"},
            0, 1, 1);

    static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        // Compare CPython descrobject.c: mappingproxy_new_impl, mappingproxy_check_mapping
        t.constructor((cls, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            PyObject mapping = a[0];
            if (mapping.type.lookup(Names.__getitem__) == null
                    || mapping instanceof PyList || mapping instanceof PyTuple) {
                throw Py.typeError("mappingproxy() argument must be a mapping, not "
                        + mapping.type.getName());
            }
            return new PyMappingProxy(mapping);
        });
        t.method1("__getitem__", (self, k) -> Abstract.getItem(m(self), k));
        t.method1("__contains__", (self, k) -> Py.newBool(Abstract.contains(m(self), k)));
        t.method0("__len__", self -> PyInt.of(Abstract.len(m(self))));
        t.method0("__iter__", self -> Abstract.iter(m(self)));
        t.method0("keys", self -> Abstract.callMethod(m(self), Names.keys));
        t.method0("values", self -> Abstract.callMethod(m(self), PyStr.intern("values")));
        t.method0("items", self -> Abstract.callMethod(m(self), Names.items));
        t.method0("copy", self -> m(self) instanceof PyDict d && d.getClass() == PyDict.class
                ? d.copy() : Abstract.callMethod(m(self), PyStr.intern("copy")));
        t.methodN("get", 1, 2, (self, a) -> {
            if (m(self) instanceof PyDict d && d.getClass() == PyDict.class) {
                PyObject v = d.getItem(a[0]);
                return v != null ? v : a.length > 1 ? a[1] : Py.None;
            }
            return Abstract.callMethod(m(self), PyStr.intern("get"), a);
        });
        t.method0("__reversed__", self -> Abstract.callMethod(m(self),
                PyStr.intern("__reversed__")));
        t.method1("__or__", (self, o) -> Abstract.binaryOp(self instanceof PyMappingProxy
                ? Abstract.callMethod(m(self), PyStr.intern("copy")) : self,
                o instanceof PyMappingProxy p ? p.mapping : o, Abstract.NB_OR));
        t.method1("__ror__", (self, o) -> Abstract.binaryOp(o,
                Abstract.callMethod(m(self), PyStr.intern("copy")), Abstract.NB_OR));
        t.method1("__ior__", (self, o) -> {
            throw Py.typeError("'|=' is not supported by mappingproxy; use '|' instead");
        });
        t.method0("__repr__", self -> new PyStr("mappingproxy(" + Abstract.repr(m(self)) + ")"));
        t.method1("__eq__", (self, o) -> Abstract.richCompare(m(self), o, Abstract.EQ));
        // the mapping's hash (a dict's: TypeError), as CPython 3.12's mappingproxy_hash
        t.method0("__hash__", self -> PyInt.of(Abstract.hash(m(self))));
    }
}
