package org.specializer.api;

/** The {@code __dict__} attribute that a class adds for its instances. */
final class PyInstanceDictDescr {
    private PyInstanceDictDescr() {}

    static final PyGetSetDescr INSTANCE = new PyGetSetDescr(PyType.OBJECT, "__dict__",
            self -> {
                PyDict d = self.getDict();
                if (d == null) {
                    throw Py.noAttribute(self, Names.__dict__);
                }
                return d;
            },
            (self, v) -> {
                if (!(v instanceof PyDict d)) {
                    throw Py.typeError("__dict__ must be set to a dictionary, not a '"
                            + v.type.getName() + "'");
                }
                if (!self.setDict(d)) {
                    throw Py.noAttribute(self, Names.__dict__);
                }
            }, null);
}
