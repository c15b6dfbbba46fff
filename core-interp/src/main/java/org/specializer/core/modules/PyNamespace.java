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
            PyType.OBJECT, 0, PyNamespace::define).withModule("types");

    private PyDict dict = new PyDict();

    public PyNamespace() {
        super(TYPE);
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
        t.constructor((cls, args, kwnames) -> {
            int npos = args.length - kwnames.length;
            if (npos > 1) {
                throw Py.typeError("SimpleNamespace expected at most 1 positional argument, got "
                        + npos);
            }
            PyNamespace ns = new PyNamespace();
            for (int k = 0; k < kwnames.length; k++) {
                ns.dict.setItem(kwnames[k].intern(), args[npos + k]);
            }
            return ns;
        });
        t.methodK("__init__", (self, args, kw) -> Py.None);
        t.method0("__repr__", self -> {
            PyDict d = ((PyNamespace) self).dict;
            StringBuilder sb = new StringBuilder("namespace(");
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
