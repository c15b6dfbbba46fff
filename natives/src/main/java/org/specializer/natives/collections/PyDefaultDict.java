package org.specializer.natives.collections;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyDict;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.ReprGuard;

/**
 * {@code collections.defaultdict}: a {@code dict} whose {@code __missing__} calls
 * {@link #defaultFactory} and stores the result. A real subclass of {@code dict}: every dict
 * method applies, and Python classes may subclass it.
 */
final class PyDefaultDict extends DictSubclass {
    static final PyType TYPE = PyType.builtin("defaultdict", PyDefaultDict.class, PyDict.TYPE,
            PyType.BASETYPE, PyDefaultDict::define).withModule("collections").withDottedTpName();

    /** {@code default_factory}; {@link Py#None} when absent. */
    PyObject defaultFactory = Py.None;

    PyDefaultDict(PyType type) {
        super(type);
    }

    private static PyDefaultDict dd(PyObject o) {
        return (PyDefaultDict) o;
    }

    private static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor((cls, args, kw) -> new PyDefaultDict((PyType) cls));
        t.methodK("__init__", (self, args, kw) -> {
            int npos = args.length - kw.length;
            PyObject[] rest = args;
            if (npos > 0) {
                PyObject f = args[0];
                if (f != Py.None && !Abstract.isCallable(f)) {
                    throw Py.typeError("first argument must be callable or None");
                }
                dd(self).defaultFactory = f;
                rest = new PyObject[args.length - 1];
                System.arraycopy(args, 1, rest, 0, rest.length);
            }
            DictSupport.dictInit(self, rest, kw);
            return Py.None;
        });
        t.method1("__missing__", (self, key) -> {
            PyObject f = dd(self).defaultFactory;
            if (f == Py.None) {
                throw Py.keyError(key);
            }
            PyObject v = Abstract.call0(f);
            DictSupport.store((PyDict) self, TYPE, key, v);
            return v;
        });
        t.method1("__getitem__", DictSupport::getItemOrMissing);
        t.getset("default_factory", self -> dd(self).defaultFactory,
                (self, v) -> dd(self).defaultFactory = v, self -> dd(self).defaultFactory = Py.None);
        t.method0("copy", PyDefaultDict::copy);
        t.method0("__copy__", PyDefaultDict::copy);
        t.method0("__repr__", PyDefaultDict::repr);
        t.method0("__reduce__", self -> {
            PyObject f = dd(self).defaultFactory;
            PyObject args = f == Py.None ? PyTuple.EMPTY : PyTuple.of(f);
            PyObject items = Abstract.callMethod(self, DictSupport.ITEMS);
            return PyTuple.of(self.type, args, Py.None, Py.None, Abstract.iter(items));
        });
        t.method1("__or__", (self, other) -> or(self, self, other));
        t.method1("__ror__", (self, other) -> or(self, other, self));
    }

    /**
     * {@code defaultdict(factory, {...})}; a factory whose repr comes back to this dict shows as
     * "...". Compare CPython _collectionsmodule.c: defdict_repr.
     */
    private static PyObject repr(PyObject self) {
        PyObject f = dd(self).defaultFactory;
        String fr;
        if (f == Py.None) {
            fr = "None";
        } else if (ReprGuard.enter(f)) {
            fr = "...";
        } else {
            try {
                fr = Abstract.repr(f).value;
            } finally {
                ReprGuard.leave(f);
            }
        }
        return PyStr.of(self.type.getName() + "(" + fr + ", " + DictSupport.dictRepr(self)
                + ")");
    }

    /** {@code type(self)(self.default_factory, arg)}: how copies are made, as in CPython. */
    private static PyObject make(PyObject self, PyObject arg) {
        return Abstract.call(self.type, dd(self).defaultFactory, arg);
    }

    private static PyObject copy(PyObject self) {
        return make(self, self);
    }

    private static PyObject or(PyObject self, PyObject left, PyObject right) {
        PyObject other = left == self ? right : left;
        if (!(other instanceof PyDict)) {
            return Py.NotImplemented;
        }
        PyObject r = make(self, left);
        Abstract.callMethod(r, PyStr.intern("update"), right);
        return r;
    }
}
