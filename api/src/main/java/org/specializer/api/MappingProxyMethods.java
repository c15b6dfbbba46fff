package org.specializer.api;

/** {@code mappingproxy} methods: read-only delegation to the wrapped dict. */
final class MappingProxyMethods {
    private MappingProxyMethods() {}

    private static PyDict m(PyObject self) {
        return ((PyMappingProxy) self).mapping;
    }

    static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
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
