package org.specializer.core.modules;

import org.specializer.api.Abstract;
import org.specializer.api.Py;
import org.specializer.api.PyGenericAlias;
import org.specializer.api.PyDict;
import org.specializer.api.PyObject;
import org.specializer.api.PyStr;
import org.specializer.api.PyTuple;
import org.specializer.api.PyType;
import org.specializer.api.ReprGuard;

/**
 * {@code functools.partial(func, /, *args, **keywords)}: a callable with some arguments fixed.
 * A partial of a partial (without instance attributes) is flattened, as in CPython. Not a
 * descriptor: stored in a class it does not bind {@code self}.
 */
final class PyPartial extends PyObject {
    static final PyType TYPE = PyType.builtin("partial", PyPartial.class, PyType.OBJECT,
            PyType.BASETYPE, PyPartial::define).withModule("functools");

    final PyObject func;
    /** The fixed positional arguments. */
    final PyObject[] args;
    /** The fixed keyword arguments (a dict, shared with {@code keywords}). */
    final PyDict keywords;
    private PyDict dict;

    PyPartial(PyType type, PyObject func, PyObject[] args, PyDict keywords) {
        super(type);
        this.func = func;
        this.args = args;
        this.keywords = keywords;
    }

    private static PyPartial p(PyObject o) {
        return (PyPartial) o;
    }

    private static void define(PyType t) {
        PyGenericAlias.defineClassGetitem(t);
        t.constructor(PyPartial::construct);
        t.methodK("__call__", (self, args, kw) -> self.call(args, kw));
        t.getset("func", self -> p(self).func, null);
        t.getset("args", self -> new PyTuple(p(self).args.clone()), null);
        t.getset("keywords", self -> p(self).keywords, null);
        t.getset("__dict__", self -> self.getDict(), (self, v) -> {
            if (!(v instanceof PyDict d)) {
                throw Py.typeError("setting partial object's dictionary to a non-dict");
            }
            self.setDict(d);
        });
        t.method0("__repr__", PyPartial::repr);
    }

    static PyObject construct(PyObject cls, PyObject[] args, PyStr[] kwnames) {
        int npos = args.length - kwnames.length;
        if (npos < 1) {
            throw Py.typeError("type 'partial' takes at least one argument");
        }
        PyObject func = args[0];
        PyObject[] before = new PyObject[0];
        PyDict kw = new PyDict();
        if (func instanceof PyPartial inner && (inner.dict == null || inner.dict.size() == 0)) {
            before = inner.args;
            kw.update(inner.keywords);
            func = inner.func;
        }
        if (!Abstract.isCallable(func)) {
            throw Py.typeError("the first argument must be callable");
        }
        PyObject[] all = new PyObject[before.length + npos - 1];
        System.arraycopy(before, 0, all, 0, before.length);
        System.arraycopy(args, 1, all, before.length, npos - 1);
        for (int k = 0; k < kwnames.length; k++) {
            kw.setItem(kwnames[k], args[npos + k]);
        }
        return new PyPartial((PyType) cls, func, all, kw);
    }

    /** {@code func(*self.args, *args, **{**self.keywords, **kw})}. */
    @Override
    public PyObject call(PyObject[] callArgs, PyStr[] kwnames) {
        int npos = callArgs.length - kwnames.length;
        PyDict fixed = keywords;
        if (fixed.size() == 0) {
            if (args.length == 0) {
                return func.call(callArgs, kwnames);
            }
            PyObject[] all = new PyObject[args.length + callArgs.length];
            System.arraycopy(args, 0, all, 0, args.length);
            System.arraycopy(callArgs, 0, all, args.length, callArgs.length);
            return func.call(all, kwnames);
        }
        PyDict merged = fixed.copy();
        for (int k = 0; k < kwnames.length; k++) {
            merged.setItem(kwnames[k], callArgs[npos + k]);
        }
        int nkw = merged.size();
        PyObject[] all = new PyObject[args.length + npos + nkw];
        PyStr[] names = new PyStr[nkw];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(callArgs, 0, all, args.length, npos);
        int j = 0;
        for (int i = merged.nextEntry(0); i >= 0; i = merged.nextEntry(i + 1)) {
            PyObject k = merged.keyAt(i);
            if (!(k instanceof PyStr ks)) {
                throw Py.typeError("keywords must be strings");
            }
            names[j] = ks;
            all[args.length + npos + j] = merged.valueAt(i);
            j++;
        }
        return func.call(all, names);
    }

    private static PyObject repr(PyObject self) {
        PyPartial pt = p(self);
        PyType t = self.type;
        String prefix = t.getModuleName() + "." + t.getQualname();
        if (ReprGuard.enter(self)) {
            return PyStr.of("...");
        }
        try {
            StringBuilder sb = new StringBuilder(prefix).append('(');
            sb.append(Abstract.repr(pt.func).value);
            for (PyObject a : pt.args) {
                sb.append(", ").append(Abstract.repr(a).value);
            }
            PyDict kw = pt.keywords;
            for (int i = kw.nextEntry(0); i >= 0; i = kw.nextEntry(i + 1)) {
                sb.append(", ").append(Abstract.str(kw.keyAt(i)).value).append('=')
                        .append(Abstract.repr(kw.valueAt(i)).value);
            }
            return PyStr.of(sb.append(')').toString());
        } finally {
            ReprGuard.leave(self);
        }
    }

    @Override
    public PyDict getDict() {
        if (dict == null) {
            dict = new PyDict();
        }
        return dict;
    }

    @Override
    public boolean setDict(PyDict d) {
        dict = d;
        return true;
    }
}
