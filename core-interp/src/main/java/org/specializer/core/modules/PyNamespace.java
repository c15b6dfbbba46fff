package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyType;

/**
 * {@code types.SimpleNamespace}: an object that is just its attributes
 * ({@code sys.implementation}). {@code SimpleNamespace(**kwargs)} makes one.
 */
public final class PyNamespace extends PyObject {
    public static final PyType TYPE = PyType.builtin("SimpleNamespace", PyNamespace.class,
            PyType.OBJECT, PyType.BASETYPE, PyNamespace::define).withModule("types")
            .withDottedTpName();

    private PyDict dict = new PyDict();

    public PyNamespace() {
        super(TYPE);
    }

    PyNamespace(PyType type) {
        super(type);
    }

    /** Set an attribute. */
    public PyNamespace put(String name, PyObject value) {
        dict.setItem(PyStr.intern(name), value);
        return this;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }

    private static void define(PyType t) {
        // as CPython's namespace_new and namespace_init: an empty namespace, filled by __init__
        // from an optional mapping or iterable of pairs, then the keywords
        t.constructor((cls, args, kwnames) -> new PyNamespace((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            int npos = args.length - kw.length;
            if (npos > 1) {
                throw Py.typeError(self.type.getName() + " expected at most 1 argument, got "
                        + npos);
            }
            PyDict d = ((PyNamespace) self).dict;
            if (npos == 1) {
                PyObject arg = args[0];
                PyObject from = arg instanceof PyDict pd && pd.type == PyDict.TYPE ? arg
                        : Abstract.call(PyDict.TYPE, arg);
                PyDict fd = (PyDict) from;
                for (int i = fd.nextEntry(0); i >= 0; i = fd.nextEntry(i + 1)) {
                    if (!(fd.keyAt(i) instanceof PyStr)) {
                        throw Py.typeError("keywords must be strings");
                    }
                }
                d.update(fd);
            }
            for (int k = 0; k < kw.length; k++) {
                d.setItem(kw[k].intern(), args[npos + k]);
            }
            return Py.None;
        });
        // CPython's namespace_members: __dict__ is a read-only member
        t.getset("__dict__", PyObject::getDict, null);
        t.method0("__reduce__", self -> org.specializer.api.PyTuple.of(self.type,
                org.specializer.api.PyTuple.EMPTY, ((PyNamespace) self).dict));
        t.methodK("__replace__", (self, args, kw) -> {
            if (args.length != kw.length) {
                throw Py.typeError("__replace__() takes no positional arguments");
            }
            PyObject copy = Abstract.call(self.type);
            PyDict d = copy.getDict();
            d.update(((PyNamespace) self).dict);
            for (int k = 0; k < kw.length; k++) {
                d.setItem(kw[k].intern(), args[k]);
            }
            return copy;
        });
        t.method0("__repr__", self -> {
            PyDict d = ((PyNamespace) self).dict;
            String name = self.type == TYPE ? "namespace" : self.type.getName();
            if (org.specializer.api.ReprGuard.enter(self)) {
                return PyStr.of(name + "(...)");
            }
            try {
                StringBuilder sb = new StringBuilder(name + "(");
                boolean first = true;
                for (int i = d.nextEntry(0); i >= 0; i = d.nextEntry(i + 1)) {
                    if (!first) {
                        sb.append(", ");
                    }
                    first = false;
                    sb.append(Abstract.str(d.keyAt(i)).value).append('=')
                            .append(Abstract.repr(d.valueAt(i)).value);
                }
                return PyStr.of(sb.append(')').toString());
            } finally {
                org.specializer.api.ReprGuard.leave(self);
            }
        });
        t.method1("__eq__", (self, other) -> {
            if (!(other instanceof PyNamespace o)) {
                return Py.NotImplemented;
            }
            return Abstract.richCompare(((PyNamespace) self).dict, o.dict, Abstract.EQ);
        });
        t.define("__hash__", Py.None);
    }
}
